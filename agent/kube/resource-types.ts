import type { KubeObject } from './port';

/** One resource an API server serves: what discovery (`/api/v1`, `/apis/{group}/{version}`) lists. */
export interface ResourceType {
  group: string;
  version: string;
  kind: string;
  /** The resource name in URLs: `configmaps`, `clusterissuers`. */
  plural: string;
  namespaced: boolean;
  /** Served with a status subresource (writes to the main resource leave status alone). */
  status?: boolean;
  /** What `kubectl api-resources` lists as SHORTNAMES (`cm`, `deploy`). */
  shortNames?: string[];
}

const core = (kind: string, plural: string, namespaced: boolean, status = false): ResourceType => ({
  group: '',
  version: 'v1',
  kind,
  plural,
  namespaced,
  status,
});
const api = (
  group: string,
  kind: string,
  plural: string,
  namespaced: boolean,
  status = false,
  version = 'v1',
): ResourceType => ({ group, version, kind, plural, namespaced, status });

/** The short names a real 1.31 API server reports (`kubectl api-resources`). */
const SHORT_NAMES: Record<string, string[]> = {
  Namespace: ['ns'],
  Node: ['no'],
  PersistentVolume: ['pv'],
  Pod: ['po'],
  ConfigMap: ['cm'],
  Service: ['svc'],
  ServiceAccount: ['sa'],
  PersistentVolumeClaim: ['pvc'],
  Endpoints: ['ep'],
  Event: ['ev'],
  Deployment: ['deploy'],
  StatefulSet: ['sts'],
  DaemonSet: ['ds'],
  ReplicaSet: ['rs'],
  CronJob: ['cj'],
  HorizontalPodAutoscaler: ['hpa'],
  PodDisruptionBudget: ['pdb'],
  Ingress: ['ing'],
  NetworkPolicy: ['netpol'],
  StorageClass: ['sc'],
  PriorityClass: ['pc'],
  CustomResourceDefinition: ['crd', 'crds'],
};

/**
 * The built-in resources of a Kubernetes 1.31 API server that the in-memory cluster and the fake
 * API serve, with the scope `kubectl api-resources` shows for them on a real cluster.
 */
export const BUILTIN_TYPES: ResourceType[] = withShortNames([
  core('Namespace', 'namespaces', false, true),
  core('Node', 'nodes', false, true),
  core('PersistentVolume', 'persistentvolumes', false, true),
  core('Pod', 'pods', true, true),
  core('Secret', 'secrets', true),
  core('ConfigMap', 'configmaps', true),
  core('Service', 'services', true, true),
  core('ServiceAccount', 'serviceaccounts', true),
  core('PersistentVolumeClaim', 'persistentvolumeclaims', true, true),
  core('Endpoints', 'endpoints', true),
  core('Event', 'events', true),
  api('apps', 'Deployment', 'deployments', true, true),
  api('apps', 'StatefulSet', 'statefulsets', true, true),
  api('apps', 'DaemonSet', 'daemonsets', true, true),
  api('apps', 'ReplicaSet', 'replicasets', true, true),
  api('batch', 'Job', 'jobs', true, true),
  api('batch', 'CronJob', 'cronjobs', true, true),
  api('autoscaling', 'HorizontalPodAutoscaler', 'horizontalpodautoscalers', true, true, 'v2'),
  api('policy', 'PodDisruptionBudget', 'poddisruptionbudgets', true, true),
  api('networking.k8s.io', 'Ingress', 'ingresses', true, true),
  api('networking.k8s.io', 'IngressClass', 'ingressclasses', false),
  api('networking.k8s.io', 'NetworkPolicy', 'networkpolicies', true),
  api('rbac.authorization.k8s.io', 'Role', 'roles', true),
  api('rbac.authorization.k8s.io', 'RoleBinding', 'rolebindings', true),
  api('rbac.authorization.k8s.io', 'ClusterRole', 'clusterroles', false),
  api('rbac.authorization.k8s.io', 'ClusterRoleBinding', 'clusterrolebindings', false),
  api('storage.k8s.io', 'StorageClass', 'storageclasses', false),
  api('scheduling.k8s.io', 'PriorityClass', 'priorityclasses', false),
  api('node.k8s.io', 'RuntimeClass', 'runtimeclasses', false),
  api('admissionregistration.k8s.io', 'MutatingWebhookConfiguration', 'mutatingwebhookconfigurations', false),
  api(
    'admissionregistration.k8s.io',
    'ValidatingWebhookConfiguration',
    'validatingwebhookconfigurations',
    false,
  ),
  api('apiregistration.k8s.io', 'APIService', 'apiservices', false, true),
  api('apiextensions.k8s.io', 'CustomResourceDefinition', 'customresourcedefinitions', false, true),
]);

function withShortNames(types: ResourceType[]): ResourceType[] {
  return types.map((t) => (SHORT_NAMES[t.kind] ? { ...t, shortNames: SHORT_NAMES[t.kind] } : t));
}

/** The agent's own CRD, which the chart installs before the agent starts. */
export const ARCBRIDGE_CLUSTER_TYPE = api(
  'arcbridge.io',
  'ArcBridgeCluster',
  'arcbridgeclusters',
  false,
  true,
  'v1alpha1',
);

export function apiVersionOf(type: { group: string; version: string }): string {
  return type.group ? `${type.group}/${type.version}` : type.version;
}

interface CrdSpec {
  group?: string;
  scope?: string;
  names?: { kind?: string; plural?: string; shortNames?: string[] };
  versions?: Array<{ name?: string; served?: boolean; subresources?: { status?: unknown } }>;
}

/**
 * The resources a CustomResourceDefinition adds once established: one per served version, with
 * the scope its spec declares (`Namespaced` or `Cluster`). Empty for a malformed definition.
 */
export function typesOfCrd(crd: KubeObject): ResourceType[] {
  const spec = (crd.spec ?? {}) as CrdSpec;
  const kind = spec.names?.kind;
  const plural = spec.names?.plural;
  if (!spec.group || !kind || !plural || (spec.scope !== 'Namespaced' && spec.scope !== 'Cluster')) return [];
  return (spec.versions ?? [])
    .filter((v) => v.name && v.served !== false)
    .map((v) => ({
      group: spec.group!,
      version: v.name!,
      kind,
      plural,
      namespaced: spec.scope === 'Namespaced',
      status: v.subresources?.status !== undefined,
      ...(spec.names?.shortNames ? { shortNames: spec.names.shortNames } : {}),
    }));
}

/**
 * The resource types one server serves: built-ins plus whatever CRDs add. Shared by the object
 * store (which needs scope to key objects) and the discovery endpoints that report it.
 */
export class ResourceTypes {
  private readonly byKind = new Map<string, ResourceType>();
  private readonly fromCrds = new Map<string, ResourceType[]>();

  constructor(types: ResourceType[] = [...BUILTIN_TYPES, ARCBRIDGE_CLUSTER_TYPE]) {
    for (const type of types) this.byKind.set(key(apiVersionOf(type), type.kind), type);
  }

  lookup(apiVersion: string, kind: string): ResourceType | undefined {
    return this.byKind.get(key(apiVersion, kind));
  }

  all(): ResourceType[] {
    return [...this.byKind.values()];
  }

  /** Adds (or replaces) the types a CRD defines; the store calls this as CRDs are written. */
  defineFromCrd(crd: KubeObject): void {
    this.removeCrd(crd.metadata.name);
    const types = typesOfCrd(crd);
    this.fromCrds.set(crd.metadata.name, types);
    for (const type of types) this.byKind.set(key(apiVersionOf(type), type.kind), type);
  }

  removeCrd(name: string): void {
    for (const type of this.fromCrds.get(name) ?? []) this.byKind.delete(key(apiVersionOf(type), type.kind));
    this.fromCrds.delete(name);
  }
}

function key(apiVersion: string, kind: string): string {
  return `${apiVersion}|${kind}`;
}
