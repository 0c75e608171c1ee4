import YAML from 'yaml';
import type { HydratedExtension } from '../../../functions/assignments/hydrate';
import { helmObjects } from '../../../functions/gitops/flux-objects';
import type { KubeObject } from '../../../functions/gitops/flux-objects';
import { buildLayout } from '../../../functions/gitops/layout';
import { fluxObjectProblems } from '../../support/flux-schemas';

/** A helm extension assigned directly to one cluster (its own folder, one layer). */
function direct(name: string, source: HydratedExtension['source']): HydratedExtension {
  return {
    name,
    kind: 'helm',
    version: '1.0.0',
    source,
    namespace: 'team',
    values: { replicas: 1 },
    producedBy: { type: 'direct' },
    layers: [{ origin: 'direct', description: 'direct', values: { replicas: 1 } }],
    shadowed: [],
    notes: [],
  };
}

/** Every object of every file the export writes for these extensions on one cluster. */
function exported(extensions: HydratedExtension[]) {
  const layout = buildLayout([{ clusterId: 'c-1', extensions }]);
  const objects = [...layout.files]
    .filter(([path]) => path.endsWith('/release.yaml'))
    .flatMap(([, content]) => YAML.parseAllDocuments(content).map((d) => d.toJS() as KubeObject));
  return { objects, skipped: layout.skipped };
}

const problemsOf = (objects: KubeObject[]) =>
  objects.map((o) => ({ kind: o.kind, name: o.metadata.name, problems: fluxObjectProblems(o) }));
const noProblems = (objects: KubeObject[]) =>
  objects.map((o) => ({ kind: o.kind, name: o.metadata.name, problems: [] }));

describe("GitOps export against Flux v2.3.0's own CRDs", () => {
  it('writes HelmRepositories (https and oci) and HelmReleases Flux takes whole', () => {
    const { objects, skipped } = exported([
      direct('web', { url: 'https://charts.example.com/', chart: 'web' }),
      direct('agent', { url: 'oci://registry.example.com/charts/agent' }),
      direct('proxy', { url: 'oci://registry.example.com/charts', chart: 'proxy' }),
    ]);
    expect(skipped).toEqual([]);
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      'HelmRelease/agent',
      'HelmRelease/proxy',
      'HelmRelease/web',
      'HelmRepository/agent',
      'HelmRepository/proxy',
      'HelmRepository/web',
    ]);
    expect(objects.filter((o) => (o.spec as { type?: string }).type === 'oci')).toHaveLength(2);
    expect(problemsOf(objects)).toEqual(noProblems(objects));
  });

  it('skips, with the reason, an extension whose name Helm cannot take as a release name', () => {
    // ExtensionName allows 63 characters; Helm release names (and so releaseName) stop at 53.
    const longest = `e${'x'.repeat(61)}e`;
    const fits = `e${'x'.repeat(51)}e`;
    const { objects, skipped } = exported([
      direct(longest, { url: 'https://charts.example.com', chart: 'web' }),
      direct(fits, { url: 'https://charts.example.com', chart: 'web' }),
    ]);
    expect(problemsOf(objects)).toEqual(noProblems(objects));
    expect(objects.map((o) => o.metadata.name)).toEqual([fits, fits]);
    expect(skipped).toEqual([
      { clusterId: 'c-1', extension: longest, reason: expect.stringContaining('53 characters') },
    ]);
  });

  it('skips, with the reason, a source that names no chart and no repository path', () => {
    const { objects, skipped } = exported([
      direct('bare', { url: 'oci://registry.example.com' }),
      direct('bare-https', { url: 'https://charts.example.com/' }),
    ]);
    expect(objects).toEqual([]);
    expect(skipped.map((s) => [s.extension, s.reason])).toEqual([
      ['bare', expect.stringContaining('no chart')],
      ['bare-https', expect.stringContaining('no chart')],
    ]);
  });

  it('the checks can fail: wrong version, a broken field, a pruned field and the CEL rule are refused', () => {
    const [repository, release] = helmObjects({
      name: 'web',
      version: '1.0.0',
      source: { url: 'https://charts.example.com', chart: 'web' },
      values: {},
    });
    const brokenRelease = structuredClone(release);
    const spec = brokenRelease.spec as {
      interval: string;
      releaseName: string;
      chart: { spec: { sourceRef: { name?: string }; valuesFile?: string } };
      install: Record<string, unknown>;
      chartRef?: unknown;
    };
    spec.interval = 'ten minutes';
    spec.releaseName = 'x'.repeat(54);
    delete spec.chart.spec.sourceRef.name;
    // Removed from v2 before its release (helm-controller v1.0.0): Kubernetes would drop it.
    spec.chart.spec.valuesFile = 'values-prod.yaml';
    spec.install.createNamespaces = true;
    spec.chartRef = { kind: 'OCIRepository', name: 'web' };
    expect(fluxObjectProblems(brokenRelease).sort()).toEqual([
      '/spec either chart or chartRef must be set',
      "/spec/chart/spec/sourceRef must have required property 'name'",
      '/spec/chart/spec/valuesFile is not in the schema (pruned)',
      '/spec/install/createNamespaces is not in the schema (pruned)',
      '/spec/interval must match pattern "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"',
      '/spec/releaseName must NOT have more than 53 characters',
    ]);
    const brokenRepository = {
      ...repository,
      apiVersion: 'source.toolkit.fluxcd.io/v1beta2',
      spec: { url: 'oci:/registry.example.com', type: 'helm', interval: '10m', chart: 'web' },
    };
    expect(fluxObjectProblems(brokenRepository).sort()).toEqual([
      '/apiVersion must be source.toolkit.fluxcd.io/v1',
      '/spec/chart is not in the schema (pruned)',
      '/spec/type must be equal to one of the allowed values',
      '/spec/url must match pattern "^(http|https|oci)://.*$"',
    ]);
    expect(fluxObjectProblems({ ...repository, kind: 'OCIRepository' })).toEqual([
      '/kind OCIRepository has no vendored Flux schema',
    ]);
  });
});
