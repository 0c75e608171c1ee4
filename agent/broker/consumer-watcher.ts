import { createHash } from 'node:crypto';
import type {
  BrokerAgentCondition,
  BrokerConsumed,
  BrokerConsumerKind,
} from '../../contract/broker-exchange';
import { MAX_BROKERED_SPEC_BYTES } from '../../contract/broker-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import { KubeApiError } from '../kube/port';
import type { KubeObject, KubeObjects } from '../kube/port';
import {
  apiVersionOf,
  BROKER_FIELD_MANAGER,
  BROKER_FINALIZER,
  describeKind,
  reasonOf,
  sameKind,
} from './broker-names';

/** The most consumed objects one exchange carries (the contract's cap). */
const MAX_CONSUMED = 500;

export interface ConsumerBatch {
  consumed: BrokerConsumed[];
  resync: string[];
  conditions: BrokerAgentCondition[];
  /** Call once the control plane took the batch: what it now holds becomes the baseline. */
  commit(): void;
}

const keyOf = (namespace: string | undefined, name: string) => `${namespace ?? ''}/${name}`;

/**
 * The consumer side: lists exactly the brokered kinds the control plane names (and the chart
 * grants), sets the broker finalizer on every live object so its deletion waits for the provider's
 * clean-up, and reports what was created, changed, is being deleted or is gone since the control
 * plane last took a batch. A kind the chart does not grant is reported, never read.
 */
export class ConsumerWatcher {
  /** Per brokered API: the digest reported for each object, by namespace/name. */
  private readonly state = new Map<string, Map<string, { digest: string; uid: string }>>();
  /** Objects whose spec exceeds what the exchange takes: their condition was written. */
  private readonly tooLarge = new Set<string>();

  constructor(
    private readonly kube: KubeObjects,
    private readonly granted: () => readonly SyncResource[],
    private readonly now: () => Date,
  ) {}

  async collect(kinds: readonly BrokerConsumerKind[]): Promise<ConsumerBatch> {
    const consumed: BrokerConsumed[] = [];
    const resync: string[] = [];
    const conditions: BrokerAgentCondition[] = [];
    const next = new Map<string, Map<string, { digest: string; uid: string }>>();
    for (const kind of kinds) {
      if (!this.granted().some((g) => sameKind(g, kind))) {
        conditions.push({
          api: kind.api,
          reason: 'KindNotGranted',
          message: `${describeKind(kind)} is not in broker.consumerKinds of this cluster's chart values; the agent may not watch it`,
        });
        continue;
      }
      let listed: KubeObject[];
      try {
        listed = await this.kube.list(apiVersionOf(kind), kind.kind);
      } catch (err) {
        conditions.push(watchFailure(kind, err));
        continue;
      }
      const before = this.state.get(kind.api);
      const objects = new Map<string, { digest: string; uid: string }>();
      const changes: BrokerConsumed[] = [];
      for (const object of listed) {
        const { namespace, name, uid } = object.metadata;
        if (!namespace || !uid) continue;
        const key = keyOf(namespace, name);
        const deleting = object.metadata.deletionTimestamp !== undefined;
        if (!deleting && !hasFinalizer(object)) {
          try {
            await this.holdFinalizer(object);
          } catch (err) {
            // Not reported until it holds the finalizer: a deletion must never outrun the clean-up.
            conditions.push({
              api: kind.api,
              reason: 'WatchFailed',
              message: `${namespace}/${name}: ${reasonOf(err)}`,
            });
            const previous = before?.get(key);
            if (previous) objects.set(key, previous);
            continue;
          }
        }
        const spec = (object.spec ?? {}) as Record<string, unknown>;
        if (Buffer.byteLength(JSON.stringify(spec)) > MAX_BROKERED_SPEC_BYTES) {
          await this.refuseTooLarge(object, key);
          continue;
        }
        this.tooLarge.delete(key);
        const labels = object.metadata.labels;
        const entry: BrokerConsumed = {
          api: kind.api,
          namespace,
          name,
          uid,
          generation: object.metadata.generation ?? 0,
          ...(labels ? { labels } : {}),
          spec,
          ...(deleting ? { deleting: true as const } : {}),
        };
        const digest = createHash('sha256').update(JSON.stringify(entry)).digest('base64url');
        const previous = before?.get(key);
        if (before && previous?.digest === digest) {
          objects.set(key, previous);
          continue;
        }
        changes.push(entry);
        objects.set(key, { digest, uid });
      }
      if (!before) {
        // The first listing of this API (or after a restart): the full set, in one exchange.
        if (changes.length > MAX_CONSUMED - consumed.length) {
          conditions.push({
            api: kind.api,
            reason: 'WatchFailed',
            message: `${changes.length} objects of ${describeKind(kind)} are more than one exchange carries (${MAX_CONSUMED}); the rest follow`,
          });
          continue;
        }
        consumed.push(...changes);
        resync.push(kind.api);
        next.set(kind.api, objects);
        continue;
      }
      for (const [key, previous] of before) {
        if (objects.has(key)) continue;
        const [namespace, name] = splitKey(key);
        changes.push({ api: kind.api, namespace, name, uid: previous.uid, generation: 0, deleted: true });
      }
      // What does not fit is reported at the next exchange: it keeps its old baseline.
      const room = Math.max(0, MAX_CONSUMED - consumed.length);
      for (const change of changes.slice(room)) {
        const key = keyOf(change.namespace, change.name);
        const previous = before.get(key);
        if (previous) objects.set(key, previous);
        else objects.delete(key);
      }
      consumed.push(...changes.slice(0, room));
      next.set(kind.api, objects);
    }
    return {
      consumed,
      resync,
      conditions,
      commit: () => {
        this.state.clear();
        for (const [api, objects] of next) this.state.set(api, objects);
      },
    };
  }

  /**
   * Server-side apply of the finalizer alone: `metadata.finalizers` is a set, so the API server
   * merges it with other controllers' finalizers, and applying without it later removes only ours.
   */
  private async holdFinalizer(object: KubeObject): Promise<void> {
    await this.kube.apply(
      {
        apiVersion: object.apiVersion,
        kind: object.kind,
        metadata: {
          name: object.metadata.name,
          namespace: object.metadata.namespace!,
          finalizers: [BROKER_FINALIZER],
        },
      },
      BROKER_FIELD_MANAGER,
    );
  }

  /** An object too large for the exchange: not brokered, and told so on its status. */
  private async refuseTooLarge(object: KubeObject, key: string): Promise<void> {
    if (this.tooLarge.has(key)) return;
    await this.kube.patchStatus(
      {
        apiVersion: object.apiVersion,
        kind: object.kind,
        name: object.metadata.name,
        namespace: object.metadata.namespace!,
      },
      {
        conditions: [
          {
            type: 'Placed',
            status: 'False',
            reason: 'ObjectTooLarge',
            message: `its spec is over ${MAX_BROKERED_SPEC_BYTES / 1024} KiB, more than brokering carries; make it smaller`,
            lastTransitionTime: this.now().toISOString(),
          },
        ],
      },
    );
    this.tooLarge.add(key);
  }
}

export function hasFinalizer(object: KubeObject): boolean {
  const finalizers = object.metadata.finalizers;
  return Array.isArray(finalizers) && finalizers.includes(BROKER_FINALIZER);
}

function splitKey(key: string): [string, string] {
  const slash = key.indexOf('/');
  return [key.slice(0, slash), key.slice(slash + 1)];
}

function watchFailure(kind: BrokerConsumerKind, err: unknown): BrokerAgentCondition {
  const message = reasonOf(err);
  const notServed =
    (err instanceof KubeApiError && err.statusCode === 404) || /no mapping|not found|NotFound/i.test(message);
  return {
    api: kind.api,
    reason: notServed ? 'KindNotServed' : 'WatchFailed',
    message: notServed
      ? `${describeKind(kind)} is not served by this cluster's API server: ${message}`
      : message,
  };
}
