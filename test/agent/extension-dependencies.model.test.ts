import fc from 'fast-check';
import type { DesiredExtension } from '../../contract/desired';
import { compareVersions } from '../../contract/extension-dependencies';
import { desired, deploymentReconciler, extension, imageVersion } from './deployment-reconciler';

/**
 * Model-based: for random dependency DAGs, random upgrades and random readiness timings, the agent
 * never applies or changes an extension's objects before each of its dependencies is Ready at the
 * version the desired state requires (its current desired version, at least minVersion), and in
 * the end every extension runs its desired version.
 */
const scenario = fc.integer({ min: 2, max: 6 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    // edges[j][i] for i < j: extension j depends on i (a DAG by construction).
    edges: fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
    requireUpgrade: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    upgraded: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    // Which Deployment the "controller" makes Ready before each pass; afterwards all of them.
    readiness: fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 40 }),
    upgradeAt: fc.integer({ min: 0, max: 20 }),
  }),
);

function extensionsFor(
  n: number,
  edges: boolean[][],
  versions: string[],
  requireUpgrade: boolean[],
): DesiredExtension[] {
  return Array.from({ length: n }, (_, j) => {
    const dependsOn = Array.from({ length: j }, (_, i) => i)
      .filter((i) => edges[j]![i])
      .map((i) => ({
        extension: `e${i}`,
        ...(requireUpgrade[j] ? { minVersion: versions[i]! } : {}),
      }));
    return extension(`e${j}`, versions[j]!, dependsOn.length > 0 ? { dependsOn } : {});
  });
}

describe('dependency ordering (model-based)', () => {
  it('never applies or changes a dependent before its dependencies are Ready at the required version', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ n, edges, requireUpgrade, upgraded, readiness, upgradeAt }) => {
        const h = deploymentReconciler();
        const v1 = extensionsFor(n, edges, Array(n).fill('1.0.0'), requireUpgrade);
        const finalVersions = upgraded.map((up) => (up ? '2.0.0' : '1.0.0'));
        const v2 = extensionsFor(n, edges, finalVersions, requireUpgrade);
        let current = v1;
        const violations: string[] = [];
        const seenGeneration = new Map<string, number>();
        const unsubscribe = h.cluster.store.subscribe(({ type, object }) => {
          if (object.kind !== 'Deployment' || type === 'DELETED') return;
          const generation = object.metadata.generation ?? 0;
          // Status writes keep the generation: only applies that change the spec count.
          if ((seenGeneration.get(object.metadata.name) ?? 0) >= generation) return;
          seenGeneration.set(object.metadata.name, generation);
          const self = current.find((e) => e.name === object.metadata.name)!;
          for (const dependency of self.dependsOn ?? []) {
            const wanted = current.find((e) => e.name === dependency.extension)!;
            const running = imageVersion(h.live(dependency.extension));
            const ready = h.isReady(dependency.extension);
            const atVersion =
              running === wanted.version &&
              (!dependency.minVersion || compareVersions(running, dependency.minVersion) >= 0);
            if (!ready || !atVersion)
              violations.push(
                `${self.name}@${self.version} applied while ${dependency.extension} runs ${running ?? 'nothing'} (ready ${ready}, desired ${wanted.version})`,
              );
          }
        });
        try {
          for (let pass = 0; pass < 50; pass++) {
            if (pass === upgradeAt) current = v2;
            const step = readiness[pass];
            if (step !== undefined) h.markReady(`e${step}`);
            else for (let i = 0; i < n; i++) h.markReady(`e${i}`);
            await h.reconciler.reconcile(desired(current === v1 ? 1 : 2, ...current));
            h.advance(500);
          }
        } finally {
          unsubscribe();
        }
        expect(violations).toEqual([]);
        // Liveness: once every Deployment may become Ready, everything converges.
        expect(Array.from({ length: n }, (_, i) => h.runningVersion(`e${i}`))).toEqual(finalVersions);
      }),
      { numRuns: 50 },
    );
  });
});
