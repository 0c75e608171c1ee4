import { isSystemNamespace } from '../../contract/namespaces';
import type { DesiredExtension } from '../../contract/desired';
import { HELM_RELEASE_NAME_MAX_LENGTH } from '../../contract/helm-release-name';

/**
 * The Flux objects one extension becomes on the Git path, and the way back (what an agent would
 * have been handed). Flux v2.3+ serves HelmRelease `helm.toolkit.fluxcd.io/v2` and HelmRepository
 * `source.toolkit.fluxcd.io/v1`; the fields used here are the same in their beta predecessors.
 */
export const HELM_RELEASE_API = 'helm.toolkit.fluxcd.io/v2';
export const HELM_REPOSITORY_API = 'source.toolkit.fluxcd.io/v1';
/** Where Flux's own objects live; the workloads go to each extension's `targetNamespace`. */
export const FLUX_NAMESPACE = 'flux-system';
const INTERVAL = '10m';

/** What Flux cannot express, kept as annotations so the export loses nothing. */
export const ANNOTATIONS = {
  /** The extension's source as the catalog has it (digest and path included; Flux verifies neither). */
  source: 'arcbridge.io/source',
  allowClusterScoped: 'arcbridge.io/allow-cluster-scoped',
} as const;

export type KubeObject = Record<string, unknown> & {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
};

type Source = DesiredExtension['source'];

/** A Flux HelmRepository of type oci takes the repository; the chart is its last path segment. */
function helmSource(source: Source): { url: string; chart: string; oci: boolean } {
  const oci = source.url.startsWith('oci://');
  if (source.chart) return { url: source.url.replace(/\/+$/, ''), chart: source.chart, oci };
  const trimmed = source.url.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  return { url: trimmed.slice(0, slash), chart: trimmed.slice(slash + 1), oci };
}

/**
 * Why an extension has no Flux form, so the export skips it instead of writing an object the API
 * server refuses (which would fail the apply of the cluster's whole Kustomization): only helm
 * extensions have one (Flux has no source for the agent's https archives and manifest URLs), their
 * name must fit a Helm release name, and the source must name a chart in a repository.
 */
export function fluxUnsupportedReason(
  extension: Pick<DesiredExtension, 'kind' | 'name' | 'source' | 'namespace'>,
): string | undefined {
  // The API refuses these namespaces; an assignment stored before it did is not exported either.
  if (isSystemNamespace(extension.namespace))
    return `namespace ${extension.namespace} is a system namespace; no extension may be installed there`;
  if (extension.kind !== 'helm')
    return `a ${extension.kind} extension from an https:// URL has no Flux source (Flux reads Git, OCI, Helm and S3 sources); keep it on the agent path`;
  // HelmRelease `releaseName` repeats Helm's limit (`maxLength: 53` in helm-controller's CRD). The
  // catalog refuses such helm names at publish; versions published before it did are skipped here.
  if (extension.name.length > HELM_RELEASE_NAME_MAX_LENGTH)
    return `the name has ${extension.name.length} characters: Helm release names (a HelmRelease's releaseName) have at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters, so Flux would refuse the HelmRelease`;
  if (!/^[a-z]+:\/\/[^/]/.test(helmSource(extension.source).url))
    return `the source ${extension.source.url} names no chart: set source.chart, or give the chart as the last segment of the URL (Flux needs a repository URL and a chart)`;
  return undefined;
}

export interface ReleaseSpec {
  name: string;
  version: string;
  source: Source;
  values: Record<string, unknown>;
  namespace?: string;
  serviceAccountName?: string;
  allowClusterScoped?: boolean;
}

/** HelmRepository + HelmRelease for one helm extension. */
export function helmObjects(spec: ReleaseSpec): [KubeObject, KubeObject] {
  const { url, chart, oci } = helmSource(spec.source);
  const labels = { 'app.kubernetes.io/managed-by': 'arcbridge' };
  const repository: KubeObject = {
    apiVersion: HELM_REPOSITORY_API,
    kind: 'HelmRepository',
    metadata: { name: spec.name, namespace: FLUX_NAMESPACE, labels },
    spec: { url, interval: INTERVAL, ...(oci ? { type: 'oci' } : {}) },
  };
  const release: KubeObject = {
    apiVersion: HELM_RELEASE_API,
    kind: 'HelmRelease',
    metadata: {
      name: spec.name,
      namespace: FLUX_NAMESPACE,
      labels,
      annotations: { [ANNOTATIONS.source]: JSON.stringify(spec.source) },
    },
    spec: {
      interval: INTERVAL,
      releaseName: spec.name,
      chart: {
        spec: { chart, version: spec.version, sourceRef: { kind: 'HelmRepository', name: spec.name } },
      },
      install: { createNamespace: true },
      ...releaseSettings(spec),
      values: spec.values,
    },
  };
  return [repository, release];
}

/** The per-assignment part of a HelmRelease: where it installs and with which permissions. */
export function releaseSettings(spec: {
  namespace?: string | undefined;
  serviceAccountName?: string | undefined;
}): Record<string, unknown> {
  return {
    ...(spec.namespace !== undefined
      ? { targetNamespace: spec.namespace, storageNamespace: spec.namespace }
      : {}),
    ...(spec.serviceAccountName !== undefined ? { serviceAccountName: spec.serviceAccountName } : {}),
  };
}

/** A strategic-merge patch of the HelmRelease named `name`. */
export function releasePatch(
  name: string,
  spec: Record<string, unknown>,
  annotations?: Record<string, string>,
): KubeObject {
  return {
    apiVersion: HELM_RELEASE_API,
    kind: 'HelmRelease',
    metadata: { name, namespace: FLUX_NAMESPACE, ...(annotations ? { annotations } : {}) },
    spec,
  };
}

/**
 * The way back: the desired state an agent would have been handed for these objects (without
 * `valuesSchema`, which the control plane enforces when values are written; Flux relies on the
 * chart's own values.schema.json).
 */
export function desiredFromFlux(objects: KubeObject[]): Omit<DesiredExtension, 'valuesSchema'>[] {
  const repositories = new Map(
    objects.filter((o) => o.kind === 'HelmRepository').map((o) => [o.metadata.name, o]),
  );
  return objects
    .filter((o) => o.kind === 'HelmRelease')
    .map((release) => {
      const spec = release.spec as {
        chart: { spec: { chart: string; version: string; sourceRef: { name: string } } };
        targetNamespace?: string;
        serviceAccountName?: string;
        values?: Record<string, unknown>;
      };
      const annotations = release.metadata.annotations ?? {};
      const repository = repositories.get(spec.chart.spec.sourceRef.name);
      if (!repository) throw new Error(`HelmRelease ${release.metadata.name} names a missing HelmRepository`);
      const source = JSON.parse(annotations[ANNOTATIONS.source] ?? '{}') as Source;
      const mapped = helmSource(source);
      const repoUrl = (repository.spec as { url: string }).url;
      if (mapped.url !== repoUrl || mapped.chart !== spec.chart.spec.chart) {
        throw new Error(
          `HelmRelease ${release.metadata.name}: Flux source ${repoUrl} ${spec.chart.spec.chart} disagrees with ${JSON.stringify(source)}`,
        );
      }
      const allow = annotations[ANNOTATIONS.allowClusterScoped];
      return {
        name: release.metadata.name,
        kind: 'helm' as const,
        version: spec.chart.spec.version,
        source,
        namespace: spec.targetNamespace ?? '',
        ...(spec.serviceAccountName !== undefined ? { serviceAccountName: spec.serviceAccountName } : {}),
        ...(allow !== undefined ? { allowClusterScoped: allow === 'true' } : {}),
        values: spec.values ?? {},
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}
