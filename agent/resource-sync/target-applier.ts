import type { SyncApplied, SyncCopy, SyncExchange } from '../../contract/sync-exchange';
import { describeRef, KubeApiError, refKey } from '../kube/port';
import type { KubeObject, KubeObjects, ObjectRef } from '../kube/port';
import type { CopyLedger, HeldCopy } from './copy-ledger';
import { ORIGIN_LABEL } from './export-object';
import { unseal } from './sealing';
import { apiVersionOf } from '../kube/resource-types';

export interface TargetDeps {
  /** What copies are applied and deleted as (the extensions' ServiceAccount): the target's RBAC decides. */
  objects: KubeObjects;
  ledger: CopyLedger;
  fieldManager: string;
  privateKeyPem: () => string;
}

/**
 * The target side: every copy the control plane names is applied (server-side, with the sync
 * field manager and the origin label), put back when someone changed or deleted it, and copies no
 * longer named are deleted or orphaned per their rule's deletionPolicy. A copy from an offline
 * source is kept as it is. An object in the way that is not a copy is never overwritten.
 */
export class TargetApplier {
  private held: Map<string, HeldCopy> | undefined;
  private outcomes = new Map<string, SyncApplied>();

  constructor(private readonly deps: TargetDeps) {}

  /** How each copy went at the last pass, for the next exchange. */
  applied(): SyncApplied[] {
    return [...this.outcomes.values()];
  }

  async reconcile(
    work: Pick<SyncExchange, 'copies' | 'stale' | 'refused'> & Partial<Pick<SyncExchange, 'paced'>>,
  ): Promise<void> {
    const held = (this.held ??= await this.deps.ledger.load());
    const before = JSON.stringify([...held]);
    const outcomes = new Map<string, SyncApplied>();
    const wanted = new Set<string>();
    for (const copy of work.copies) {
      const ref = refOfCopy(copy);
      const key = refKey(ref);
      wanted.add(key);
      outcomes.set(key, await this.keep(copy, ref, key, held));
    }
    // Refused by the control plane (another source holds the object here): reported, never applied.
    for (const refused of work.refused) {
      const { reason, ...where } = refused;
      outcomes.set(`refused|${refused.rule}|${refused.source}|${refused.namespace ?? ''}|${refused.name}`, {
        ...where,
        state: 'Conflict',
        reason,
      });
    }
    // Held back by the fleet's write caps: kept as they are, reported as at the last pass.
    const byOrigin = new Map([...held].map(([key, c]) => [originKey(c.rule, c.source, c.ref), key]));
    for (const paced of work.paced ?? []) {
      const key = byOrigin.get(originKey(paced.rule, paced.source, paced));
      if (!key) continue;
      wanted.add(key);
      const previous = this.outcomes.get(key);
      if (previous) outcomes.set(key, previous);
    }
    const staleSources = new Set(work.stale.map((s) => `${s.rule}/${s.source}`));
    for (const [key, copy] of held) {
      if (wanted.has(key) || staleSources.has(`${copy.rule}/${copy.source}`)) continue;
      if (copy.deletionPolicy === 'Delete') {
        try {
          await this.deps.objects.delete(copy.ref);
        } catch (err) {
          outcomes.set(key, failed(copy, err));
          continue;
        }
      }
      held.delete(key);
    }
    this.outcomes = outcomes;
    if (JSON.stringify([...held]) !== before) await this.deps.ledger.save(held);
  }

  private async keep(
    copy: SyncCopy,
    ref: ObjectRef,
    key: string,
    held: Map<string, HeldCopy>,
  ): Promise<SyncApplied> {
    const base = {
      rule: copy.rule,
      source: copy.source,
      ...(copy.namespace !== undefined ? { namespace: copy.namespace } : {}),
      name: copy.name,
      digest: copy.digest,
    };
    const mine = held.get(key);
    try {
      const current = await this.deps.objects.get(ref);
      const origin = current?.metadata.labels?.[ORIGIN_LABEL];
      const wanted = (copy.object as unknown as KubeObject).metadata.labels?.[ORIGIN_LABEL];
      if (current && origin !== wanted) {
        return {
          ...base,
          state: 'Conflict',
          reason: origin
            ? `${describeRef(ref)} is already a copy from another source (${ORIGIN_LABEL}=${origin}); it is left as it is`
            : `${describeRef(ref)} already exists in this cluster and is not a copy; it is never overwritten`,
        };
      }
      const unchanged =
        current &&
        mine &&
        mine.digest === copy.digest &&
        mine.resourceVersion === current.metadata.resourceVersion;
      if (!unchanged) {
        const applied = await this.deps.objects.apply(await this.objectOf(copy), this.deps.fieldManager);
        held.set(key, {
          ref,
          rule: copy.rule,
          source: copy.source,
          digest: copy.digest,
          deletionPolicy: copy.deletionPolicy,
          ...(applied.metadata.resourceVersion ? { resourceVersion: applied.metadata.resourceVersion } : {}),
        });
      }
      return { ...base, state: 'Synced' };
    } catch (err) {
      return { ...base, state: 'Failed', reason: reasonOf(err) };
    }
  }

  private async objectOf(copy: SyncCopy): Promise<KubeObject> {
    const object = { ...(copy.object as unknown as KubeObject) };
    if (copy.sealed !== undefined) object.data = await unseal(copy.sealed, this.deps.privateKeyPem());
    return object;
  }
}

function refOfCopy(copy: SyncCopy): ObjectRef {
  return {
    apiVersion: apiVersionOf(copy.resource),
    kind: copy.resource.kind,
    name: copy.name,
    ...(copy.namespace !== undefined ? { namespace: copy.namespace } : {}),
  };
}

function originKey(rule: string, source: string, where: { namespace?: string; name: string }): string {
  return `${rule}|${source}|${where.namespace ?? ''}|${where.name}`;
}

function failed(copy: HeldCopy, err: unknown): SyncApplied {
  return {
    rule: copy.rule,
    source: copy.source,
    ...(copy.ref.namespace !== undefined ? { namespace: copy.ref.namespace } : {}),
    name: copy.ref.name,
    state: 'Failed',
    reason: reasonOf(err),
  };
}

/** The API server's message verbatim (an admission webhook's or a quota's refusal included). */
function reasonOf(err: unknown): string {
  const message = err instanceof KubeApiError || err instanceof Error ? err.message : String(err);
  return message.slice(0, 4000);
}
