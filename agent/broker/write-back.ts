import type { BrokerConsumerApplied, BrokerRelated, BrokerWriteBack } from '../../contract/broker-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import type { KubeObject, KubeObjects, ObjectRef } from '../kube/port';
import { unseal } from '../resource-sync/sealing';
import {
  apiVersionOf,
  BROKER_FIELD_MANAGER,
  MANAGED_BY,
  MANAGED_BY_LABEL,
  OWNER_LABEL,
  reasonOf,
  sameKind,
} from './broker-names';
import { hasFinalizer } from './consumer-watcher';

export interface WriteBackDeps {
  kube: KubeObjects;
  /** The related kinds the chart lets this consumer write. */
  related: () => readonly SyncResource[];
  privateKeyPem: () => string;
  now: () => Date;
}

interface Condition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
  lastTransitionTime?: string;
}

/**
 * The consumer side of what the control plane sends back for each brokered object: the serving
 * copy's status onto the object's status subresource (with the broker's Placed/Ready conditions),
 * its related objects into the object's namespace, owned by it (a Secret's data opened with this
 * cluster's key), the related objects of a former provider removed only after the new ones are in
 * place, and the finalizer removed once the control plane says every copy is gone.
 */
export class WriteBack {
  private outcomes: BrokerConsumerApplied[] = [];

  constructor(private readonly deps: WriteBackDeps) {}

  applied(): BrokerConsumerApplied[] {
    return this.outcomes;
  }

  async reconcile(writeBacks: readonly BrokerWriteBack[], kindOf: (api: string) => SyncResource | undefined) {
    const outcomes: BrokerConsumerApplied[] = [];
    for (const w of writeBacks) {
      const kind = kindOf(w.api);
      if (!kind) continue;
      const ref: ObjectRef = {
        apiVersion: apiVersionOf(kind),
        kind: kind.kind,
        name: w.name,
        namespace: w.namespace,
      };
      try {
        const object = await this.deps.kube.get(ref);
        // Gone, or re-created under the same name (another uid): the next exchange reports it.
        if (!object || object.metadata.uid !== w.uid) continue;
        await this.writeStatus(ref, object, w);
        const failures = await this.writeRelated(object, w);
        if (w.finalizerRelease && hasFinalizer(object))
          await this.deps.kube.apply(
            {
              apiVersion: object.apiVersion,
              kind: object.kind,
              metadata: { name: w.name, namespace: w.namespace },
            },
            BROKER_FIELD_MANAGER,
          );
        outcomes.push({
          placementId: w.placementId,
          digest: w.digest,
          ...(failures.length
            ? { state: 'Failed', reason: failures.join('; ').slice(0, 4096) }
            : { state: 'Applied' }),
        });
      } catch (err) {
        outcomes.push({
          placementId: w.placementId,
          digest: w.digest,
          state: 'Failed',
          reason: reasonOf(err),
        });
      }
    }
    this.outcomes = outcomes;
  }

  /**
   * The provider's status, with fields it no longer has removed (null in the merge patch), and the
   * broker's conditions over the provider's own of the same type.
   */
  private async writeStatus(ref: ObjectRef, object: KubeObject, w: BrokerWriteBack): Promise<void> {
    const current = (object.status ?? {}) as Record<string, unknown>;
    const provided = (w.status ?? {}) as Record<string, unknown>;
    const patch: Record<string, unknown> = {};
    for (const key of Object.keys(current)) if (!(key in provided)) patch[key] = null;
    Object.assign(patch, provided);
    const before = new Map(
      (Array.isArray(current.conditions) ? (current.conditions as Condition[]) : []).map((c) => [c.type, c]),
    );
    const conditions = new Map<string, Condition>();
    for (const c of Array.isArray(provided.conditions) ? (provided.conditions as Condition[]) : [])
      conditions.set(c.type, c);
    for (const c of w.conditions) {
      const previous = before.get(c.type);
      conditions.set(c.type, {
        ...c,
        lastTransitionTime:
          previous && previous.status === c.status && previous.lastTransitionTime
            ? previous.lastTransitionTime
            : this.deps.now().toISOString(),
      });
    }
    patch.conditions = [...conditions.values()];
    if (sameStatus(current, patch)) return;
    await this.deps.kube.patchStatus(ref, patch);
  }

  /** Applies every related object, then removes those no longer named. Returns what failed. */
  private async writeRelated(owner: KubeObject, w: BrokerWriteBack): Promise<string[]> {
    const failures: string[] = [];
    const kept = new Set<string>();
    for (const related of w.related) {
      kept.add(`${related.apiVersion}|${related.kind}|${related.name}`);
      try {
        await this.applyRelated(owner, w, related);
      } catch (err) {
        failures.push(`${related.kind} ${w.namespace}/${related.name}: ${reasonOf(err)}`);
      }
    }
    for (const kind of this.deps.related()) {
      let held: KubeObject[];
      try {
        held = await this.deps.kube.list(apiVersionOf(kind), kind.kind, {
          namespace: w.namespace,
          labelSelector: `${OWNER_LABEL}=${w.uid}`,
        });
      } catch (err) {
        failures.push(reasonOf(err));
        continue;
      }
      for (const object of held)
        if (!kept.has(`${object.apiVersion}|${object.kind}|${object.metadata.name}`))
          await this.deps.kube.delete({
            apiVersion: object.apiVersion,
            kind: object.kind,
            name: object.metadata.name,
            namespace: w.namespace,
          });
    }
    return failures;
  }

  private async applyRelated(owner: KubeObject, w: BrokerWriteBack, related: BrokerRelated): Promise<void> {
    const resource = kindOfApiVersion(related.apiVersion, related.kind);
    if (!this.deps.related().some((g) => sameKind(g, resource)))
      throw new Error(
        `${related.kind} is not in broker.relatedKinds of this cluster's chart values; the agent may not write it`,
      );
    const ref: ObjectRef = {
      apiVersion: related.apiVersion,
      kind: related.kind,
      name: related.name,
      namespace: w.namespace,
    };
    const current = await this.deps.kube.get(ref);
    if (current && current.metadata.labels?.[OWNER_LABEL] !== w.uid)
      throw new Error('already exists and was not copied back for this object; it is never overwritten');
    const given = (related.object ?? {}) as Partial<KubeObject>;
    const metadata = given.metadata ?? { name: related.name };
    const object: KubeObject = {
      ...given,
      apiVersion: related.apiVersion,
      kind: related.kind,
      metadata: {
        ...metadata,
        name: related.name,
        namespace: w.namespace,
        labels: { ...(metadata.labels ?? {}), [MANAGED_BY_LABEL]: MANAGED_BY, [OWNER_LABEL]: w.uid },
        ownerReferences: [
          {
            apiVersion: owner.apiVersion,
            kind: owner.kind,
            name: owner.metadata.name,
            uid: w.uid,
            controller: true,
          },
        ],
      },
    };
    if (related.sealed !== undefined) object.data = await unseal(related.sealed, this.deps.privateKeyPem());
    await this.deps.kube.apply(object, BROKER_FIELD_MANAGER);
  }
}

function kindOfApiVersion(apiVersion: string, kind: string): SyncResource {
  const slash = apiVersion.indexOf('/');
  return slash < 0
    ? { group: '', version: apiVersion, kind }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1), kind };
}

/** Whether applying the patch would change nothing (so no write, and no new resourceVersion). */
function sameStatus(current: Record<string, unknown>, patch: Record<string, unknown>): boolean {
  return Object.entries(patch).every(([key, value]) =>
    value === null ? !(key in current) : JSON.stringify(current[key]) === JSON.stringify(value),
  );
}
