import fc from 'fast-check';
import type { ValuesOverlay } from '../../../contract/assignments';
import { PutAssignmentRequest } from '../../../contract/assignments';
import { AssignExtensionRequest } from '../../../contract/desired';
import type { Target } from '../../../contract/targeting';
import { compileAssignment, hydrateDesired, orderedOverlays } from '../../../functions/assignments/hydrate';
import type { FleetView } from '../../../functions/assignments/hydrate';
import type { AssignmentDocument } from '../../../functions/assignments/model';
import type { CatalogVersionDocument } from '../../../functions/catalog/model';
import type { ClusterDocument, ExtensionPin } from '../../../functions/clusters/model';
import { factsOf } from '../../../functions/targeting/cluster-facts';

const T = 'acme';

function version(
  name: string,
  v: string,
  defaultValues: Record<string, unknown> = {},
): CatalogVersionDocument {
  return {
    id: `${name}@${v}`,
    tenantId: T,
    name,
    version: v,
    kind: 'helm',
    source: { url: `https://charts.example.com/${v}`, chart: name },
    defaultValues,
    policies: [],
    publishedAt: '2026-01-01T00:00:00.000Z',
    digest: 'sha256:x',
  };
}

function assignment(
  name: string,
  fields: Partial<AssignmentDocument> & { target?: Target } = {},
): AssignmentDocument {
  return {
    id: name,
    tenantId: T,
    name,
    extension: 'web',
    version: '1.0.0',
    namespace: 'team-web',
    target: {},
    values: {},
    overlays: [],
    priority: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

function cluster(fields: Partial<ClusterDocument> = {}): ClusterDocument {
  return {
    id: 'c-aaaaaaaaaaaaaaaaaaaaaaaaaa',
    tenantId: T,
    name: 'store-1',
    region: 'westeurope',
    labels: {},
    group: 'retail/eu/store-1',
    clusterUid: 'uid',
    registeredAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    certificate: { serialNumber: '01', notAfter: '2027-01-01T00:00:00.000Z' },
    desiredGeneration: 7,
    extensions: {},
    ...fields,
  };
}

function view(
  assignments: AssignmentDocument[],
  versions: CatalogVersionDocument[],
  revision = 3,
): FleetView {
  const byKey = new Map(versions.map((v) => [`${v.name}@${v.version}`, v]));
  return {
    revision,
    assignments: assignments.map(compileAssignment),
    catalog: (name, v) => byKey.get(`${name}@${v}`),
  };
}

describe('hydrateDesired', () => {
  const catalog = [
    version('web', '1.0.0', { replicas: 1, image: { tag: 'v1' } }),
    version('web', '2.0.0', { replicas: 1, image: { tag: 'v2' }, newInV2: true }),
  ];

  it("carries the version's and the assignment's dependencies merged, the pinned version's, and the drift policy", () => {
    const withDeps = [
      { ...version('web', '1.0.0'), dependsOn: [{ extension: 'db', minVersion: '1.9.0' }] },
      { ...version('web', '2.0.0'), dependsOn: [{ extension: 'cache' }] },
    ];
    const drift = { mode: 'Report' as const, ignore: ['/spec/replicas'] };
    const a = assignment('web', {
      dependsOn: [{ extension: 'db', minVersion: '1.10.0' }, { extension: 'auth' }],
      drift,
    });
    const c = cluster();
    expect(hydrateDesired(c, factsOf(c), view([a], withDeps)).state.extensions[0]).toMatchObject({
      version: '1.0.0',
      dependsOn: [{ extension: 'auth' }, { extension: 'db', minVersion: '1.10.0' }],
      drift,
    });
    const pinned = cluster({ pins: { web: { version: '2.0.0', rolloutId: 'r-1', generation: 1 } } });
    expect(
      hydrateDesired(pinned, factsOf(pinned), view([a], withDeps)).state.extensions[0]!.dependsOn,
    ).toEqual([{ extension: 'auth' }, { extension: 'cache' }, { extension: 'db', minVersion: '1.10.0' }]);
    const plain = hydrateDesired(c, factsOf(c), view([assignment('web')], catalog)).state.extensions[0]!;
    expect('dependsOn' in plain || 'drift' in plain).toBe(false);
  });

  it('serves generation = cluster generation + fleet revision', () => {
    const c = cluster();
    expect(hydrateDesired(c, factsOf(c), view([], catalog, 5)).state.generation).toBe(12);
  });

  it('applies defaults, values, group overlays shortest first, then selector overlays in order', () => {
    const c = cluster({ labels: { tier: 'gold', env: 'prod' } });
    const a = assignment('web', {
      values: { replicas: 2, a: 'assignment' },
      overlays: [
        { selector: 'env=prod', values: { sel: 'env', both: 'env' } },
        { group: 'retail/eu/store-1', values: { g: 'deep', a: 'deep' } },
        { group: 'retail', values: { g: 'root', a: 'root', root: true } },
        { selector: 'tier=gold', values: { both: 'tier' } },
        { group: 'retail/us', values: { never: true } },
        { selector: 'tier=silver', values: { never: true } },
      ],
    });
    const [web] = hydrateDesired(c, factsOf(c), view([a], catalog)).extensions;
    expect(web!.values).toEqual({
      replicas: 2,
      image: { tag: 'v1' },
      a: 'deep',
      g: 'deep',
      root: true,
      sel: 'env',
      both: 'tier',
    });
    expect(web!.layers.map((l) => [l.origin, l.overlayIndex])).toEqual([
      ['defaults', undefined],
      ['assignment', undefined],
      ['overlay', 2],
      ['overlay', 1],
      ['overlay', 0],
      ['overlay', 3],
    ]);
  });

  it('picks the highest priority, then the smallest name, among matching assignments of one extension', () => {
    const c = cluster();
    const fleet = view(
      [
        assignment('b-low', { priority: 1, values: { from: 'b-low' } }),
        assignment('z-high', { priority: 5, values: { from: 'z-high' } }),
        assignment('a-high', { priority: 5, values: { from: 'a-high' } }),
        assignment('y-other-target', { priority: 99, target: { groups: ['lab'] } }),
      ],
      catalog,
    );
    const [web] = hydrateDesired(c, factsOf(c), fleet).extensions;
    expect(web!.producedBy).toEqual({ type: 'assignment', assignment: 'a-high' });
    expect(web!.shadowed).toEqual(['z-high', 'b-low']);
  });

  it("overrides the version with a rollout pin, using the pinned version's defaults, and merges pin values last", () => {
    const pin: ExtensionPin = { version: '2.0.0', rolloutId: 'r-1', values: { replicas: 9 }, generation: 7 };
    const c = cluster({ pins: { web: pin } });
    const a = assignment('web', {
      values: { replicas: 2 },
      overlays: [{ group: 'retail', values: { replicas: 3 } }],
    });
    const hydration = hydrateDesired(c, factsOf(c), view([a], catalog));
    expect(hydration.state.extensions).toEqual([
      {
        name: 'web',
        kind: 'helm',
        version: '2.0.0',
        source: catalog[1]!.source,
        namespace: 'team-web',
        values: { replicas: 9, image: { tag: 'v2' }, newInV2: true },
      },
    ]);
    expect(hydration.extensions[0]!.pinnedBy).toEqual({ rolloutId: 'r-1', version: '2.0.0' });
    expect(hydration.extensions[0]!.layers.map((l) => l.origin)).toEqual([
      'defaults',
      'assignment',
      'overlay',
      'pin',
    ]);
  });

  it('installs from a pin with a namespace where no assignment matches, and ignores a pin to an unknown version', () => {
    const c = cluster({
      pins: {
        web: {
          version: '1.0.0',
          rolloutId: 'r-2',
          namespace: 'team-pin',
          values: { extra: 1 },
          generation: 1,
        },
        ghost: { version: '1.0.0', rolloutId: 'r-3', namespace: 'team-ghost', generation: 1 },
      },
    });
    const hydration = hydrateDesired(c, factsOf(c), view([], catalog));
    expect(hydration.state.extensions).toEqual([
      {
        name: 'web',
        kind: 'helm',
        version: '1.0.0',
        source: catalog[0]!.source,
        namespace: 'team-pin',
        values: { replicas: 1, image: { tag: 'v1' }, extra: 1 },
      },
    ]);
    expect(hydration.extensions[0]!.producedBy).toEqual({ type: 'pin', rolloutId: 'r-2' });

    const noNamespace = cluster({ pins: { web: { version: '1.0.0', rolloutId: 'r-4', generation: 1 } } });
    expect(hydrateDesired(noNamespace, factsOf(noNamespace), view([], catalog)).state.extensions).toEqual([]);

    // A pin to a version that is not published falls back to the assignment's version.
    const unknownPin = cluster({ pins: { web: { version: '7.0.0', rolloutId: 'r-5', generation: 1 } } });
    const fallback = hydrateDesired(unknownPin, factsOf(unknownPin), view([assignment('web')], catalog));
    expect(fallback.state.extensions[0]!.version).toBe('1.0.0');
    expect(fallback.extensions[0]!.notes[0]).toContain('7.0.0');
  });

  it("carries the assignment's serviceAccountName and allowClusterScoped to the agent, and nothing when unset", () => {
    const c = cluster();
    const withPermissions = assignment('web', {
      serviceAccountName: 'web-deployer',
      allowClusterScoped: true,
    });
    expect(hydrateDesired(c, factsOf(c), view([withPermissions], catalog)).state.extensions[0]).toMatchObject(
      {
        serviceAccountName: 'web-deployer',
        allowClusterScoped: true,
      },
    );
    const plain = hydrateDesired(c, factsOf(c), view([assignment('web')], catalog)).state.extensions[0]!;
    expect('serviceAccountName' in plain || 'allowClusterScoped' in plain).toBe(false);
    const direct = cluster({
      extensions: {
        web: {
          kind: 'manifest',
          version: '1.0.0',
          namespace: 'apps',
          source: { url: 'https://example.test/web.yaml' },
          serviceAccountName: 'direct-sa',
        },
      },
    });
    expect(hydrateDesired(direct, factsOf(direct), view([], catalog)).state.extensions[0]).toMatchObject({
      serviceAccountName: 'direct-sa',
    });
  });

  it('validates the permission fields at the API: a ServiceAccount name and a boolean', () => {
    const base = {
      kind: 'manifest',
      version: '1',
      namespace: 'apps',
      source: { url: 'https://x.test/a.yaml' },
    };
    expect(AssignExtensionRequest.safeParse({ ...base, serviceAccountName: 'team-a.deployer' }).success).toBe(
      true,
    );
    const bad = AssignExtensionRequest.safeParse({
      ...base,
      serviceAccountName: 'Team_A',
      allowClusterScoped: 'yes',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'allowClusterScoped',
      'serviceAccountName',
    ]);
    expect(
      PutAssignmentRequest.safeParse({
        extension: 'web',
        version: '1',
        namespace: 'apps',
        target: {},
        serviceAccountName: '-x',
      }).success,
    ).toBe(false);
  });

  it('lets a direct assignment win over fleet assignments of the same extension', () => {
    const c = cluster({
      extensions: {
        web: {
          kind: 'manifest',
          version: '0.1.0',
          source: { url: 'https://example.com/web.yaml' },
          namespace: 'team-direct',
          values: { direct: true },
        },
      },
    });
    const hydration = hydrateDesired(c, factsOf(c), view([assignment('fleet-web')], catalog));
    expect(hydration.state.extensions).toEqual([
      {
        name: 'web',
        kind: 'manifest',
        version: '0.1.0',
        source: { url: 'https://example.com/web.yaml' },
        namespace: 'team-direct',
        values: { direct: true },
      },
    ]);
    expect(hydration.extensions[0]!.shadowed).toEqual(['fleet-web']);
  });
});

describe('overlay precedence (property-based)', () => {
  const segment = fc.constantFrom('a', 'b', 'c');
  const groupPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
  const labelValue = fc.constantFrom('x', 'y');
  const overlay: fc.Arbitrary<ValuesOverlay> = fc.oneof(
    fc.record({ group: groupPath, values: fc.constant({}) }),
    fc.record({ selector: labelValue.map((v) => `k=${v}`), values: fc.constant({}) }),
    fc.record({ group: groupPath, selector: labelValue.map((v) => `k=${v}`), values: fc.constant({}) }),
  );

  const setup = fc.record({
    group: groupPath,
    label: labelValue,
    overlays: fc.array(overlay, { maxLength: 12 }),
  });

  /** Each overlay writes its own index to the same key, so the final value names the winner. */
  const tagged = (overlays: ValuesOverlay[]) =>
    overlays.map((o, index) => ({ ...o, values: { winner: index, [`o${index}`]: true } }));

  it('the more specific matching overlay always wins: selector overlays last, else the deepest group', () => {
    fc.assert(
      fc.property(setup, ({ group, label, overlays }) => {
        const c = cluster({ group, labels: { k: label } });
        const facts = factsOf(c);
        const a = assignment('web', { overlays: tagged(overlays) });
        const [web] = hydrateDesired(c, facts, view([a], [version('web', '1.0.0')])).extensions;
        const matching = overlays
          .map((o, index) => ({ o, index }))
          .filter(
            ({ o }) =>
              (o.group === undefined || group === o.group || group.startsWith(`${o.group}/`)) &&
              (o.selector === undefined || o.selector === `k=${label}`),
          );
        const values = web!.values;
        // Every matching overlay was applied, and no other.
        for (let index = 0; index < overlays.length; index++) {
          expect(values[`o${index}`] === true).toBe(matching.some((m) => m.index === index));
        }
        if (matching.length === 0) {
          expect(values.winner).toBeUndefined();
          return;
        }
        const selectorOverlays = matching.filter(({ o }) => o.selector !== undefined);
        const expectedWinner =
          selectorOverlays.length > 0
            ? selectorOverlays[selectorOverlays.length - 1]!.index
            : [...matching].sort(
                (x, y) => x.o.group!.split('/').length - y.o.group!.split('/').length || x.index - y.index,
              )[matching.length - 1]!.index;
        expect(values.winner).toBe(expectedWinner);
      }),
    );
  });

  it('is deterministic: the same inputs always give the same layers', () => {
    fc.assert(
      fc.property(setup, ({ group, label, overlays }) => {
        const c = cluster({ group, labels: { k: label } });
        const compiled = compileAssignment(assignment('web', { overlays: tagged(overlays) }));
        const first = orderedOverlays(compiled, factsOf(c)).map((o) => o.index);
        const second = orderedOverlays(
          compileAssignment(assignment('web', { overlays: tagged(overlays) })),
          factsOf(c),
        );
        expect(second.map((o) => o.index)).toEqual(first);
        // Group-only overlays never come after a selector overlay.
        const kinds = first.map((index) => (overlays[index]!.selector === undefined ? 0 : 1));
        expect([...kinds].sort()).toEqual(kinds);
      }),
    );
  });
});
