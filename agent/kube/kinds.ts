/** Kinds that live outside namespaces; everything else is namespaced. */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'Node',
  'PersistentVolume',
  'CustomResourceDefinition',
  'ClusterRole',
  'ClusterRoleBinding',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
  'RuntimeClass',
  'APIService',
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'ArcBridgeCluster',
]);

export function isClusterScoped(kind: string): boolean {
  return CLUSTER_SCOPED.has(kind);
}
