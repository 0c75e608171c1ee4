import type { BrokerExchangeBody, BrokerWriteBack } from '../../contract/broker-exchange';
import { MAX_BROKERED_SPEC_BYTES } from '../../contract/broker-exchange';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { StoreConflictError, StorePreconditionError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { writeBackFor } from './copies';
import { PLACEMENT_PREFIX, placementDocId, placementIdOf } from './model';
import type { BrokeredApiDocument, PlacementDocument } from './model';
import type { Judge, PlacementEdit, PlacementReconciler } from './reconcile';
import { allWithPrefix } from './world';

export interface ConsumerDeps {
  placements: Collection<PlacementDocument>;
  reconciler: PlacementReconciler;
  clock: Clock;
}

type Consumed = BrokerExchangeBody['consumed'][number];

/** Refuses the whole exchange, before anything is stored, for a consumed object that cannot be taken. */
export function checkConsumed(request: BrokerExchangeBody): void {
  const violations: FieldViolation[] = [];
  request.consumed.forEach((item, index) => {
    if (item.deleted) return;
    if (!item.spec) {
      violations.push({ path: `body.consumed[${index}].spec`, message: 'required unless deleted' });
      return;
    }
    const bytes = Buffer.byteLength(JSON.stringify(item.spec), 'utf8');
    if (bytes > MAX_BROKERED_SPEC_BYTES) throw problems.resourceTooLarge(bytes, MAX_BROKERED_SPEC_BYTES);
  });
  if (violations.length > 0) {
    throw problems.unprocessable(
      `${violations.length} consumed object(s) cannot be taken; nothing was stored.`,
      violations,
    );
  }
}

/**
 * The consumer's half of an exchange: takes its objects in (a new one starts `Pending`), settles
 * every placement of the cluster, and answers what to write back to each object.
 */
export class ConsumerSide {
  constructor(private readonly deps: ConsumerDeps) {}

  async exchange(
    tenantId: string,
    clusterId: string,
    request: BrokerExchangeBody,
    consumerOf: Map<string, BrokeredApiDocument>,
    judge: Judge,
    providerName: (id: string) => string,
  ): Promise<BrokerWriteBack[]> {
    const seen = new Set<string>();
    for (const item of request.consumed) {
      const api = consumerOf.get(item.api);
      if (!api) continue; // not (or no longer) brokered for this cluster
      const placementId = placementIdOf(clusterId, item.api, item.namespace, item.name);
      seen.add(placementId);
      await this.take(tenantId, clusterId, api, placementId, item);
    }
    const mine = (
      await allWithPrefix(this.deps.placements, tenantId, PLACEMENT_PREFIX, [
        { path: ['consumer'], op: 'eq', value: clusterId },
      ])
    ).map((p) => p.doc);
    const applied = new Map(request.consumerApplied.map((a) => [a.placementId, a] as const));
    const writeBack: BrokerWriteBack[] = [];
    for (const placement of mine) {
      const resynced = request.resync.includes(placement.api) && !seen.has(placement.placementId);
      const report = applied.get(placement.placementId);
      const edit: PlacementEdit = (doc) => {
        let next = doc;
        if (resynced && !doc.consumerGone) next = { ...next, deleting: true, consumerGone: true };
        if (
          report &&
          doc.served &&
          !doc.served.applied &&
          report.digest === doc.served.digest &&
          report.state === 'Applied'
        ) {
          next = { ...next, served: { ...doc.served, applied: true } };
        }
        return next === doc ? undefined : next;
      };
      const settled = await this.serve(tenantId, placement.placementId, judge, edit, providerName);
      if (settled) writeBack.push(settled);
    }
    return writeBack;
  }

  /** Settles the placement, then records what the consumer is served (the write-back's digest). */
  private async serve(
    tenantId: string,
    placementId: string,
    judge: Judge,
    edit: PlacementEdit,
    providerName: (id: string) => string,
  ): Promise<BrokerWriteBack | undefined> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = await this.deps.reconciler.settle(
        tenantId,
        placementId,
        judge,
        attempt === 0 ? edit : undefined,
      );
      if (!doc || doc.consumerGone) return undefined;
      const body = writeBackFor(doc, providerName);
      if (doc.served?.digest === body.digest) return body;
      const current = await this.deps.placements.read(tenantId, placementDocId(placementId));
      if (!current || current.doc.state !== doc.state || current.doc.provider !== doc.provider) continue;
      try {
        await this.deps.placements.replace(
          {
            ...current.doc,
            served: {
              digest: body.digest,
              ...(body.provider ? { provider: body.provider } : {}),
              applied: false,
            },
          },
          { ifMatch: current.etag },
        );
        return body;
      } catch (err) {
        if (!(err instanceof StorePreconditionError)) throw err;
      }
    }
    return undefined;
  }

  private async take(
    tenantId: string,
    clusterId: string,
    api: BrokeredApiDocument,
    placementId: string,
    item: Consumed,
  ): Promise<void> {
    const { placements, clock } = this.deps;
    const id = placementDocId(placementId);
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await placements.read(tenantId, id);
      try {
        if (!existing) {
          if (item.deleted) return;
          await placements.create({
            id,
            tenantId,
            placementId,
            api: api.name,
            resource: { group: api.group, version: api.version, kind: api.kind },
            consumer: clusterId,
            namespace: item.namespace,
            name: item.name,
            uid: item.uid,
            generation: item.generation,
            labels: item.labels ?? {},
            spec: item.spec ?? {},
            ...(item.deleting ? { deleting: true } : {}),
            state: 'Pending',
            since: clock.now().toISOString(),
            copies: {},
          });
          return;
        }
        const doc = existing.doc;
        const next: PlacementDocument = item.deleted
          ? { ...doc, deleting: true, consumerGone: true }
          : {
              ...doc,
              uid: item.uid,
              generation: item.generation,
              labels: item.labels ?? {},
              spec: item.spec ?? {},
              ...(item.deleting || doc.deleting ? { deleting: true } : {}),
            };
        if (JSON.stringify(next) === JSON.stringify(doc)) return;
        await placements.replace(next, { ifMatch: existing.etag });
        return;
      } catch (err) {
        if (!(err instanceof StorePreconditionError) && !(err instanceof StoreConflictError)) throw err;
      }
    }
  }
}
