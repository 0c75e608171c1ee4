import { join } from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import { compileAssignment, hydrateDesired } from '../../../functions/assignments/hydrate';
import type { FleetView } from '../../../functions/assignments/hydrate';
import type { AssignmentDocument } from '../../../functions/assignments/model';
import type { CatalogVersionDocument } from '../../../functions/catalog/model';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { desiredFromFlux } from '../../../functions/gitops/flux-objects';
import type { KubeObject } from '../../../functions/gitops/flux-objects';
import { buildLayout } from '../../../functions/gitops/layout';
import { factsOf } from '../../../functions/targeting/cluster-facts';
import { fluxObjectProblems } from '../../support/flux-schemas';
import { kustomizeBuild, kustomizeCommand, removeTree, writeTree } from '../../support/kustomize';

const T = 'acme';
const kustomize = kustomizeCommand();
const withKustomize = kustomize ? it : it.skip;

function version(
  name: string,
  v: string,
  defaultValues: Record<string, unknown>,
  oci = false,
): CatalogVersionDocument {
  return {
    id: `${name}@${v}`,
    tenantId: T,
    name,
    version: v,
    kind: 'helm',
    source: oci
      ? { url: `oci://registry.example.com/charts/${name}` }
      : { url: 'https://charts.example.com', chart: name, digest: `sha256:${'a'.repeat(64)}` },
    defaultValues,
    policies: [],
    publishedAt: '2026-01-01T00:00:00.000Z',
    digest: 'sha256:x',
  };
}

function assignment(name: string, fields: Partial<AssignmentDocument>): AssignmentDocument {
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

let serial = 0;
function cluster(fields: Partial<ClusterDocument>): ClusterDocument {
  serial++;
  return {
    id: `c-${String(serial).padStart(26, 'a')}`,
    tenantId: T,
    name: `c${serial}`,
    region: 'westeurope',
    labels: {},
    clusterUid: 'uid',
    registeredAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    certificate: { serialNumber: '01', notAfter: '2027-01-01T00:00:00.000Z' },
    desiredGeneration: 1,
    extensions: {},
    ...fields,
  };
}

function fleet(assignments: AssignmentDocument[], versions: CatalogVersionDocument[]): FleetView {
  const byKey = new Map(versions.map((v) => [`${v.name}@${v.version}`, v]));
  return {
    revision: 1,
    assignments: [...assignments].sort((a, b) => (a.name < b.name ? -1 : 1)).map(compileAssignment),
    catalog: (name, v) => byKey.get(`${name}@${v}`),
  };
}

/** Builds the layout, runs kustomize on every cluster folder and returns each cluster's objects. */
function exportAndBuild(clusters: ClusterDocument[], view: FleetView) {
  const hydrations = clusters.map((c) => ({ cluster: c, hydration: hydrateDesired(c, factsOf(c), view) }));
  const layout = buildLayout(
    hydrations.map((h) => ({ clusterId: h.cluster.id, extensions: h.hydration.extensions })),
  );
  const dir = writeTree(layout.files);
  try {
    return {
      layout,
      dir,
      results: hydrations.map((h) => ({
        expected: h.hydration.state.extensions.map(({ valuesSchema: _schema, ...rest }) => rest),
        objects: kustomizeBuild(kustomize!, join(dir, 'clusters', h.cluster.id)),
      })),
    };
  } finally {
    removeTree(dir);
  }
}

describe('GitOps layout', () => {
  const versions = [
    version('web', '1.0.0', { replicas: 1, image: { tag: 'v1', pullPolicy: 'IfNotPresent' }, list: [1, 2] }),
    version('web', '2.0.0', { replicas: 1, image: { tag: 'v2' }, ports: { http: 80 } }),
    version('agent', '0.1.0', { on: 'yes', ratio: '1.10', mode: 'a' }, true),
  ];
  const assignments = [
    assignment('web-retail', {
      target: { groups: ['retail'] },
      values: { replicas: 2, extra: null, image: { pullPolicy: null } },
      serviceAccountName: 'web-deployer',
      allowClusterScoped: false,
      overlays: [
        { selector: 'tier=gold', values: { replicas: 4 } },
        { group: 'retail/eu/store-1', values: { replicas: 3, image: { tag: 'v1-store1' } } },
        { group: 'retail/eu', values: { region: 'eu', list: [3], nested: { a: null, b: { c: 1 } } } },
      ],
    }),
    assignment('web-lab', { target: { groups: ['lab'] }, values: { mode: 'lab' }, priority: 5 }),
    assignment('web-low', { target: { groups: ['lab'] }, values: { mode: 'shadowed' } }),
    assignment('agent-all', {
      extension: 'agent',
      version: '0.1.0',
      namespace: 'agents',
      target: { groups: ['retail', 'lab'] },
      values: { y: 'n', off: true },
      // A list where the default had a string: kustomize cannot layer this, so it is written whole.
      overlays: [{ selector: 'odd=true', values: { mode: ['x'] } }],
    }),
  ];
  const clusters = [
    cluster({ group: 'retail/eu/store-1', labels: { tier: 'gold' } }),
    cluster({ group: 'retail/eu/store-2' }),
    cluster({ group: 'retail/us/store-9', labels: { odd: 'true' } }),
    cluster({ group: 'lab' }),
    cluster({
      group: 'retail/eu/store-3',
      pins: {
        web: { version: '2.0.0', rolloutId: 'r-1', values: { image: { tag: 'v2-canary' } }, generation: 2 },
        extra: { version: '2.0.0', rolloutId: 'r-2', generation: 2 },
      },
    }),
    cluster({
      group: 'edge',
      extensions: {
        web: {
          kind: 'helm',
          version: '9.9.9',
          source: { url: 'https://other.example.com', chart: 'web' },
          namespace: 'direct-ns',
          values: { direct: true, gone: null },
          allowClusterScoped: true,
        },
      },
      pins: { web: { version: '2.0.0', rolloutId: 'r-3', values: { pinned: 1 }, generation: 2 } },
    }),
    cluster({ group: 'empty' }),
    cluster({
      group: 'pin-only',
      pins: {
        agent: {
          version: '0.1.0',
          rolloutId: 'r-4',
          namespace: 'pinned-ns',
          values: { p: 1 },
          generation: 2,
        },
      },
    }),
  ];

  withKustomize('kustomize of every cluster folder equals the hydrated desired state', () => {
    const { results } = exportAndBuild(clusters, fleet(assignments, versions));
    for (const { expected, objects } of results) {
      expect(desiredFromFlux(objects)).toEqual(expected);
      // What Flux applies (every layer merged) is valid against Flux's own CRDs, nothing pruned.
      const problems = objects.map((o) => ({
        object: `${o.kind}/${o.metadata.name}`,
        problems: fluxObjectProblems(o),
      }));
      expect(problems).toEqual(problems.map(({ object }) => ({ object, problems: [] })));
      expect(
        objects.some((o) => o.kind === 'HelmRepository' && (o.spec as { type?: string }).type === 'oci'),
      ).toBe(expected.some((e) => e.source.url.startsWith('oci://')));
    }
    // The fleet exercises every layer kind.
    expect(results.some((r) => r.expected.length === 0)).toBe(true);
  });

  it('references shared layers instead of copying values into cluster folders', () => {
    const hydrations = clusters.map((c) => ({
      clusterId: c.id,
      extensions: hydrateDesired(c, factsOf(c), fleet(assignments, versions)).extensions,
    }));
    const { files, flattened } = buildLayout(hydrations);
    const paths = [...files.keys()];
    expect(paths).toEqual(
      expect.arrayContaining([
        'bases/web/1.0.0/release.yaml',
        'bases/web/2.0.0/release.yaml',
        'assignments/web-retail/patch.yaml',
        'assignments/web-retail/overlays/0/patch.yaml',
        'groups/retail/eu/_overlays/web-retail.2/patch.yaml',
        'groups/retail/eu/store-1/_overlays/web-retail.1/patch.yaml',
        'rollouts/r-1/web/values/patch.yaml',
        'rollouts/r-4/agent/install/patch.yaml',
      ]),
    );
    // Cluster folders hold only their kustomization, direct assignments, and (here one) extension whose layers kustomize cannot merge.
    const inClusters = paths.filter((p) => p.startsWith('clusters/'));
    expect(
      inClusters.filter(
        (p) => !p.endsWith('/kustomization.yaml') && !p.includes('/direct/') && !p.includes('/whole/'),
      ),
    ).toEqual([]);
    expect(flattened).toBe(1);
    // Group overlay values are written once for the whole group.
    expect(paths.filter((p) => p.includes('_overlays/web-retail.2/'))).toHaveLength(2);
  });

  it('writes Flux objects that are valid against the Flux CRD schemas', () => {
    const hydrations = clusters.map((c) => ({
      clusterId: c.id,
      extensions: hydrateDesired(c, factsOf(c), fleet(assignments, versions)).extensions,
    }));
    const { files } = buildLayout(hydrations);
    const objects = [...files]
      .filter(([path]) => path.endsWith('release.yaml'))
      .flatMap(([, content]) => content.split(/^---$/m).map((doc) => YAML.parse(doc) as KubeObject));
    // Both source forms: an https repository with a chart, and an OCI registry (type: oci).
    expect(
      objects.filter((o) => o.kind === 'HelmRepository').map((o) => (o.spec as { type?: string }).type),
    ).toEqual(expect.arrayContaining([undefined, 'oci']));
    expect(objects.length).toBeGreaterThanOrEqual(8);
    const problems = objects.map((o) => ({
      object: `${o.kind}/${o.metadata.name}`,
      problems: fluxObjectProblems(o),
    }));
    expect(problems).toEqual(problems.map(({ object }) => ({ object, problems: [] })));
  });

  withKustomize('holds for random fleets (property)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.constantFrom('yes', 'on', '1.10', 'x', '', 'a: b', '#c', 'two\nlines', ' pad'),
        fc.boolean(),
        fc.constantFrom(1.5, -0.25, 1e21),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 2 }),
        tie('object'),
      ),
      object: fc.dictionary(fc.constantFrom('a', 'b', 'on', 'y'), tie('value'), { maxKeys: 3 }),
    }));
    const values = json.object as fc.Arbitrary<Record<string, unknown>>;
    fc.assert(
      fc.property(
        values,
        values,
        fc.array(fc.record({ group: fc.constantFrom('g', 'g/a', 'g/a/b'), values }), { maxLength: 3 }),
        fc.option(values, { nil: undefined }),
        (defaults, assignmentValues, overlays, pinValues) => {
          const view = fleet(
            [assignment('w', { target: { groups: ['g'] }, values: assignmentValues, overlays })],
            [version('web', '1.0.0', defaults), version('web', '2.0.0', defaults)],
          );
          const cs = [
            cluster({ group: 'g/a/b' }),
            cluster({
              group: 'g/a/b',
              pins: {
                web: {
                  version: '2.0.0',
                  rolloutId: 'r-p',
                  ...(pinValues ? { values: pinValues } : {}),
                  generation: 2,
                },
              },
            }),
          ];
          const { results, layout } = exportAndBuild(cs, view);
          for (const { expected, objects } of results) {
            const skipped = new Set(layout.skipped.map((s) => s.extension));
            expect(desiredFromFlux(objects)).toEqual(expected.filter((e) => !skipped.has(e.name)));
          }
        },
      ),
      { numRuns: 8 },
    );
    // kubectl runs 16 times; on a loaded 2-core machine that can take a while (unloaded: ~5 s),
    // within the suite-wide budget (jest.config.js).
  });
});
