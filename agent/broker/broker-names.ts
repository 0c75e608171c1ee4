import type { SyncResource } from '../../contract/sync-rules';
import { KubeApiError } from '../kube/port';

/** The field manager every brokering write uses: copies, finalizers, write-backs. */
export const BROKER_FIELD_MANAGER = 'arcbridge-broker';

/** Held on a consumer object until the control plane says every copy of it is gone. */
export const BROKER_FINALIZER = 'arcbridge.io/broker';

/** On every object the broker made (copies on a provider, related objects on a consumer). */
export const MANAGED_BY_LABEL = 'app.kubernetes.io/managed-by';
export const MANAGED_BY = 'arcbridge-broker';

/** On a provider's copy: the placement it serves (an annotation: the id is no valid label value). */
export const PLACEMENT_ANNOTATION = 'arcbridge.io/broker-placement';
/** On a provider's copy: the digest of what was applied, reported after a restart. */
export const DIGEST_ANNOTATION = 'arcbridge.io/broker-digest';
/** On a provider's copy: the 12-hex hash of the consumer cluster it serves. */
export const CONSUMER_LABEL = 'arcbridge.io/broker-consumer';
/** On a related object copied back to a consumer: the uid of the consumer object that owns it. */
export const OWNER_LABEL = 'arcbridge.io/broker-owner';

export const ACCEPT_API = { apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI' } as const;

export function apiVersionOf(resource: { group: string; version: string }): string {
  return resource.group ? `${resource.group}/${resource.version}` : resource.version;
}

export function sameKind(a: SyncResource, b: SyncResource): boolean {
  return a.group === b.group && a.version === b.version && a.kind === b.kind;
}

export function describeKind(resource: SyncResource): string {
  return `${resource.kind}.${resource.version}${resource.group ? `.${resource.group}` : ''}`;
}

/** The API server's message verbatim (an admission webhook's or a quota's refusal included). */
export function reasonOf(err: unknown): string {
  const message = err instanceof KubeApiError || err instanceof Error ? err.message : String(err);
  return message.slice(0, 4000);
}

export function isNotFound(err: unknown): boolean {
  return err instanceof KubeApiError && err.statusCode === 404;
}
