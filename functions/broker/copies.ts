import type {
  BrokerCondition,
  BrokerCopy,
  BrokerRelated,
  BrokerWriteBack,
} from '../../contract/broker-exchange';
import { consumerHashOf, digestOf } from './model';
import type { SyncResource } from '../../contract/sync-rules';
import type { PlacementDocument } from './model';
import { copyAction, releasable, serving } from './state-machine';

/** Labels every copy carries: which placement it serves and which consumer cluster (hashed) it is for. */
export const PLACEMENT_LABEL = 'arcbridge.io/broker-placement';
export const CONSUMER_LABEL = 'arcbridge.io/broker-consumer';

const apiVersionOf = (r: SyncResource) => (r.group ? `${r.group}/${r.version}` : r.version);

/** The copy a provider applies: the consumer's spec under `<consumerHash>-<name>`, in the same namespace. */
export function copyObject(doc: PlacementDocument): Record<string, unknown> {
  const hash = consumerHashOf(doc.consumer);
  return {
    apiVersion: apiVersionOf(doc.resource),
    kind: doc.resource.kind,
    metadata: {
      name: `${hash}-${doc.name}`,
      namespace: doc.namespace,
      labels: { ...doc.labels, [PLACEMENT_LABEL]: doc.placementId, [CONSUMER_LABEL]: hash },
    },
    spec: doc.spec,
  };
}

/** What one provider is told about one placement, or undefined when it has nothing to do. */
export function copyFor(
  doc: PlacementDocument,
  provider: string,
  consumerJwk: Record<string, unknown>,
): BrokerCopy | undefined {
  const action = copyAction(doc, provider);
  if (action === 'none') return undefined;
  const object = copyObject(doc);
  const hash = consumerHashOf(doc.consumer);
  return {
    placementId: doc.placementId,
    consumerHash: hash,
    resource: doc.resource,
    namespace: doc.namespace,
    name: `${hash}-${doc.name}`,
    object,
    digest: digestOf(object),
    sealFor: { clusterId: doc.consumer, jwk: consumerJwk },
    ...(action === 'delete' ? { delete: true as const } : {}),
  };
}

/** Every string in a value with the consumer's prefix taken off names (`<hash>-x` -> `x`). */
export function stripPrefix(value: unknown, prefix: string): unknown {
  if (typeof value === 'string') return value.startsWith(prefix) ? value.slice(prefix.length) : value;
  if (Array.isArray(value)) return value.map((item) => stripPrefix(item, prefix));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripPrefix(v, prefix)]));
  }
  return value;
}

function conditionsOf(doc: PlacementDocument, providerName: (id: string) => string): BrokerCondition[] {
  const follows = serving(doc);
  const copy = follows ? doc.copies[follows] : undefined;
  const placed: BrokerCondition =
    doc.state === 'Pending'
      ? {
          type: 'Placed',
          status: 'False',
          reason: 'NoProvider',
          message: doc.reason ?? 'no provider accepts the object',
        }
      : doc.state === 'Placing'
        ? {
            type: 'Placed',
            status: 'False',
            reason: 'Placing',
            message: `placing on ${providerName(doc.provider!)}${doc.copies[doc.provider!]?.reason ? `: ${doc.copies[doc.provider!]!.reason}` : ''}`,
          }
        : doc.state === 'Deleting'
          ? {
              type: 'Placed',
              status: 'False',
              reason: 'Deleting',
              message: 'waiting for providers to delete their copies',
            }
          : {
              type: 'Placed',
              status: 'True',
              reason: doc.state === 'Replacing' ? 'Replacing' : 'Placed',
              message:
                doc.state === 'Replacing'
                  ? `served by ${providerName(follows!)} while a copy is made on ${providerName(doc.provider!)}${doc.reason ? ` (${doc.reason})` : ''}`
                  : `served by ${providerName(follows!)}${doc.reason ? ` (${doc.reason})` : ''}`,
            };
  const ready: BrokerCondition = !copy
    ? { type: 'Ready', status: 'Unknown', reason: 'NoCopy', message: 'no provider serves the object yet' }
    : copy.state === 'Failed'
      ? {
          type: 'Ready',
          status: 'False',
          reason: 'ApplyFailed',
          message: copy.reason ?? 'the provider refused the copy',
        }
      : copy.related.some((r) => r.missing)
        ? {
            type: 'Ready',
            status: 'False',
            reason: 'RelatedMissing',
            message: `related resources not found on the provider: ${copy.related
              .filter((r) => r.missing)
              .map((r) => `${r.kind}/${r.name}`)
              .join(', ')}`,
          }
        : copy.ready
          ? { type: 'Ready', status: 'True', reason: 'Ready', message: 'the provider reports the copy ready' }
          : {
              type: 'Ready',
              status: 'False',
              reason: 'NotReady',
              message: 'the provider’s copy is not ready yet',
            };
  return [placed, ready];
}

/** What the consumer writes back to its object: the serving copy's status and related resources, stripped. */
export function writeBackFor(doc: PlacementDocument, providerName: (id: string) => string): BrokerWriteBack {
  const prefix = `${consumerHashOf(doc.consumer)}-`;
  const follows = serving(doc);
  const copy = follows ? doc.copies[follows] : undefined;
  const related: BrokerRelated[] = (copy?.related ?? [])
    .filter((r) => !r.missing)
    .map((r) => {
      const name = stripPrefix(r.name, prefix) as string;
      const object = r.object
        ? (() => {
            const {
              metadata: _m,
              status: _s,
              ...rest
            } = stripPrefix(r.object, prefix) as Record<string, unknown>;
            return {
              ...rest,
              apiVersion: r.apiVersion,
              kind: r.kind,
              metadata: { name, namespace: doc.namespace },
            };
          })()
        : undefined;
      return {
        apiVersion: r.apiVersion,
        kind: r.kind,
        namespace: doc.namespace,
        name,
        ...(object ? { object } : {}),
        ...(r.sealed !== undefined ? { sealed: r.sealed } : {}),
      };
    });
  const body = {
    placementId: doc.placementId,
    api: doc.api,
    namespace: doc.namespace,
    name: doc.name,
    uid: doc.uid,
    ...(follows !== undefined ? { provider: follows } : {}),
    ...(copy?.status ? { status: stripPrefix(copy.status, prefix) as Record<string, unknown> } : {}),
    related,
    conditions: conditionsOf(doc, providerName),
    ...(releasable(doc) ? { finalizerRelease: true as const } : {}),
  };
  return { ...body, digest: digestOf(body) };
}
