import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CreateRolloutRequest } from '../../contract/rollouts';
import type { Hydration } from '../assignments';
import type { CatalogVersionDocument } from '../catalog';
import type { ClusterDocument } from '../clusters';
import type { FieldViolation } from '../../contract/problems';
import type { ClusterFacts, ResolvedCluster } from '../targeting';

/** A violation, with the clusters it holds on when it is about values. */
export type PreflightViolation = FieldViolation & { clusterCount?: number; clusters?: string[] };

/** Checks a rollout against the catalog before anything is written (see create in rollout-service.ts). */
export interface RolloutPreflight {
  /** Every problem of the version and of its values on each targeted cluster; empty when none. */
  check(
    tenantId: string,
    spec: CreateRolloutRequest,
    targeted: ResolvedCluster[],
  ): Promise<PreflightViolation[]>;
}

export interface CatalogPreflightDeps {
  /** The published version, or undefined. */
  lookup(tenantId: string, name: string, version: string): Promise<CatalogVersionDocument | undefined>;
  /**
   * Desired state of clusters as the agents would be served it (assignments, overlays, pins), all
   * against the tenant's assignments as of one moment (one read of the fleet revision per check).
   */
  hydrator(tenantId: string): Promise<(cluster: ClusterDocument, facts: ClusterFacts) => Promise<Hydration>>;
  /**
   * The catalog's check of values against a version's schema and policies, one list per check
   * (fleet-desired-service's valuesViolations: in the evaluation pool, under its budget).
   */
  violations(
    version: CatalogVersionDocument,
    checks: { values: Record<string, unknown>; namespace: string; facts: ClusterFacts }[],
  ): Promise<FieldViolation[][]>;
  /** The violation that stands for a check that ran out of its budget, or undefined for any other error. */
  overBudget(version: CatalogVersionDocument, err: unknown): FieldViolation | undefined;
}

/** Clusters named per violation (`clusters`); `clusterCount` is always complete. */
const NAMED_CLUSTERS = 20;
/** Clusters hydrated per turn of the event loop, and checked per evaluation (one budget each). */
const YIELD_EVERY = 250;

/**
 * The version must be published, and on every targeted cluster the values the agent would get
 * once the rollout pins it (catalog defaults, assignment values, overlays, then the rollout's own
 * values, exactly as hydration layers them) must satisfy the version's schema and policies.
 * A violation that holds on many clusters is reported once, with how many and which.
 */
export function catalogPreflight(deps: CatalogPreflightDeps): RolloutPreflight {
  return {
    async check(tenantId, spec, targeted) {
      const version = await deps.lookup(tenantId, spec.extension, spec.version);
      if (!version) {
        return [
          {
            path: 'body.version',
            message: `${spec.extension}@${spec.version} is not published in this tenant's catalog; publish it first (PUT .../extensions/${spec.extension}/versions/${spec.version})`,
          },
        ];
      }
      const byProblem = new Map<string, { path: string; message: string; clusters: string[] }>();
      const hydrate = await deps.hydrator(tenantId);
      let batch: {
        clusterId: string;
        values: Record<string, unknown>;
        namespace: string;
        facts: ClusterFacts;
      }[] = [];
      // The version's schema and policies are tenant-written: each batch is checked in the evaluation pool.
      const check = async (): Promise<PreflightViolation | undefined> => {
        const checked = batch;
        batch = [];
        if (checked.length === 0) return undefined;
        let results: FieldViolation[][];
        try {
          results = await deps.violations(version, checked);
        } catch (err) {
          const overBudget = deps.overBudget(version, err);
          if (!overBudget) throw err;
          return { ...overBudget, path: `body.${overBudget.path}` };
        }
        results.forEach((found, index) => {
          for (const violation of found) {
            const key = `${violation.path}\n${violation.message}`;
            const seen = byProblem.get(key) ?? { ...violation, clusters: [] };
            seen.clusters.push(checked[index]!.clusterId);
            byProblem.set(key, seen);
          }
        });
        return undefined;
      };
      for (const [index, { cluster, facts }] of targeted.entries()) {
        // With the embedded store every read completes at once, so a 10,000-cluster check was one
        // task of hundreds of milliseconds in which no other request was answered.
        if (index > 0 && index % YIELD_EVERY === 0) {
          const overBudget = await check();
          if (overBudget) return [overBudget];
          await nextTurn();
        }
        const existing = cluster.doc.pins?.[spec.extension];
        const namespace = spec.namespace ?? existing?.namespace;
        const values = spec.values ?? existing?.values;
        const pinned: ClusterDocument = {
          ...cluster.doc,
          pins: {
            ...cluster.doc.pins,
            [spec.extension]: {
              version: spec.version,
              rolloutId: 'preflight',
              generation: 0,
              ...(namespace ? { namespace } : {}),
              ...(values ? { values } : {}),
            },
          },
        };
        const hydration = await hydrate(pinned, facts);
        // Not installed on this cluster (no assignment and no namespace): nothing is validated there.
        const entry = hydration.extensions.find((extension) => extension.name === spec.extension);
        if (!entry) continue;
        batch.push({ clusterId: cluster.doc.id, values: entry.values, namespace: entry.namespace, facts });
      }
      const overBudget = await check();
      if (overBudget) return [overBudget];
      return [...byProblem.values()].map(({ path, message, clusters }) => ({
        path: `body.${path}`,
        message: `${message} on ${clusters.length} targeted cluster(s) after assignment values and overlays`,
        clusterCount: clusters.length,
        clusters: clusters.slice(0, NAMED_CLUSTERS),
      }));
    },
  };
}
