import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrokerCopy, BrokerExchangeBody, BrokerWriteBack } from '../../../contract/broker-exchange';
import { BrokerExchangeRequest } from '../../../contract/broker-exchange';
import { ConsumerSide } from '../../../functions/broker/consumer-side';
import { copyObject } from '../../../functions/broker/copies';
import { digestOf, placementDocId, placementIdOf } from '../../../functions/broker/model';
import type {
  BrokeredApiDocument,
  BrokerMemberDocument,
  PlacementDocument,
} from '../../../functions/broker/model';
import { ProviderSide } from '../../../functions/broker/provider-side';
import { PlacementReconciler } from '../../../functions/broker/reconcile';
import type { Judge } from '../../../functions/broker/reconcile';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { Collection } from '../../../functions/platform/store/store';
import { ManualClock } from '../../support/manual-clock';

const CONSUMER = 'c-consumer00000000000000000000';
const A = 'c-providera0000000000000000000';
const B = 'c-providerb0000000000000000000';

class Crash extends Error {}

/**
 * The placements collection with a crash injected into writes: `before` loses the write, `after`
 * makes it and then fails, as a process dying on either side of the store's acknowledgement would.
 */
function crashing(inner: Collection<PlacementDocument>, plan: { next: Array<'before' | 'after' | 'none'> }) {
  return new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop !== 'replace' && prop !== 'create' && prop !== 'delete')
        return Reflect.get(target, prop, receiver);
      return async (...args: unknown[]) => {
        const when = plan.next.shift() ?? 'none';
        if (when === 'before') throw new Crash('crashed before the write');
        const result = await (
          Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>
        ).apply(target, args);
        if (when === 'after') throw new Crash('crashed after the write');
        return result;
      };
    },
  });
}

const api: BrokeredApiDocument = {
  id: 'broker-api:certificates',
  tenantId: 't',
  name: 'certificates',
  group: 'example.com',
  version: 'v1',
  kind: 'Certificate',
  consumers: {},
  providers: {},
  spread: 'LeastPlaced',
  offlineGraceSeconds: 300,
  generation: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** Drives the real consumer and provider halves of the exchange the way agents do. */
class Fleet {
  chosen = A;
  keepsA = true;
  ready: Record<string, boolean> = { [A]: true, [B]: false };
  held: Record<string, Map<string, BrokerCopy>> = { [A]: new Map(), [B]: new Map() };
  applied: BrokerWriteBack | undefined;
  lastWriteBack: BrokerWriteBack | undefined;
  consumerAppliedB = false;
  readonly consumers: ConsumerSide;
  readonly providers: ProviderSide;

  constructor(
    readonly tenantId: string,
    readonly placements: Collection<PlacementDocument>,
    members: Collection<BrokerMemberDocument>,
    clock: ManualClock,
  ) {
    const reconciler = new PlacementReconciler(placements);
    this.consumers = new ConsumerSide({ placements, reconciler, clock });
    this.providers = new ProviderSide({ placements, members, reconciler, clock });
    const judge: Judge = async (doc) => ({
      chosen: this.chosen,
      noProvider: 'no provider accepts',
      keeps: (p) => (p === A ? this.keepsA : p === this.chosen),
      exists: () => true,
      copyDigest: digestOf(copyObject(doc)),
      now: clock.now().toISOString(),
    });
    this.judge = judge;
  }
  readonly judge: Judge;

  private body(extra: Partial<BrokerExchangeRequest>): BrokerExchangeBody {
    return BrokerExchangeRequest.parse(extra);
  }

  async consumer(consumed = false): Promise<void> {
    const applied = this.applied;
    const request = this.body({
      ...(consumed
        ? {
            consumed: [
              {
                api: 'certificates',
                namespace: 'team-a',
                name: 'web',
                uid: 'u1',
                generation: 1,
                spec: { fqdn: 'web.example.com' },
              },
            ],
          }
        : {}),
      ...(applied
        ? {
            consumerApplied: [{ placementId: applied.placementId, digest: applied.digest, state: 'Applied' }],
          }
        : {}),
    });
    const [wb] = await this.consumers.exchange(
      this.tenantId,
      CONSUMER,
      request,
      new Map([[api.name, api]]),
      this.judge,
      (id) => id,
    );
    if (!wb) return;
    this.lastWriteBack = wb;
    const doc = await this.doc();
    // No gap: once served, the consumer always follows exactly one provider whose copy is ready, with its Secret.
    if (wb.provider !== undefined) {
      expect(wb.related.map((r) => r.name)).toEqual(['web-tls']);
      expect(doc.copies[wb.provider]?.ready).toBe(true);
    }
    this.applied = wb; // the consumer agent applies it and says so next time
    if (wb.provider === B) this.consumerAppliedB = true;
  }

  async provider(id: string): Promise<void> {
    const held = this.held[id]!;
    const request = this.body({
      provided: [...held.values()].map((copy) => ({
        placementId: copy.placementId,
        namespace: copy.namespace,
        name: copy.name,
        state: 'Applied',
        digest: copy.digest,
        ready: this.ready[id]!,
        related: [
          {
            apiVersion: 'v1',
            kind: 'Secret',
            namespace: copy.namespace,
            name: `${copy.consumerHash}-web-tls`,
          },
        ],
      })),
    });
    const copies = await this.providers.exchange(this.tenantId, id, request, [...held.keys()], this.judge);
    for (const copy of copies) {
      if (copy.delete) {
        // Break only after make: the old copy goes once the consumer applied the new provider's write-back.
        if (id === A) expect(this.consumerAppliedB).toBe(true);
        held.delete(copy.placementId);
      } else held.set(copy.placementId, copy);
    }
    for (const placementId of held.keys())
      if (!copies.some((c) => c.placementId === placementId)) held.delete(placementId);
  }

  async doc(): Promise<PlacementDocument> {
    const id = placementDocId(placementIdOf(CONSUMER, 'certificates', 'team-a', 'web'));
    return (await this.placements.read(this.tenantId, id))!.doc;
  }
}

describe('placement state machine: make before break, compare-and-swap, crashes', () => {
  let dir: string;
  let store: SqliteStore;
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
  let run = 0;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-broker-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function placedOnA(plan: { next: Array<'before' | 'after' | 'none'> }): Promise<Fleet> {
    const placements = crashing(store.collection<PlacementDocument>('fleet'), plan);
    const fleet = new Fleet(`t-${++run}`, placements, store.collection<BrokerMemberDocument>('fleet'), clock);
    await fleet.consumer(true);
    expect((await fleet.doc()).state).toBe('Placing');
    await fleet.provider(A); // told to make the copy
    await fleet.provider(A); // reports it ready
    await fleet.consumer();
    expect(await fleet.doc()).toMatchObject({ state: 'Ready', provider: A });
    return fleet;
  }

  it('walks Ready(A) -> Replacing(B, A) -> Switched(B, A) -> Ready(B), deleting A only after the consumer applied B', async () => {
    const fleet = await placedOnA({ next: [] });
    fleet.chosen = B;
    fleet.keepsA = false;
    await fleet.consumer();
    expect(await fleet.doc()).toMatchObject({ state: 'Replacing', provider: B, previous: A });
    expect(fleet.lastWriteBack?.provider).toBe(A);
    await fleet.provider(B);
    await fleet.provider(B); // applied, not ready
    await fleet.consumer();
    expect((await fleet.doc()).state).toBe('Replacing');
    fleet.ready[B] = true;
    await fleet.provider(B);
    await fleet.consumer();
    expect(await fleet.doc()).toMatchObject({ state: 'Switched', provider: B, previous: A });
    await fleet.provider(A);
    expect(fleet.held[A]!.size).toBe(1); // not applied by the consumer yet
    await fleet.consumer(); // reports the switch applied
    await fleet.provider(A);
    expect(fleet.held[A]!.size).toBe(0);
    await fleet.provider(A); // reports it gone
    const doc = await fleet.doc();
    expect(doc).toMatchObject({ state: 'Ready', provider: B });
    expect(doc.previous).toBeUndefined();
    expect(Object.keys(doc.copies)).toEqual([B]);
  });

  it('a replacement that stops accepting before it is ready goes back to the old provider, which never left', async () => {
    const fleet = await placedOnA({ next: [] });
    fleet.chosen = B;
    fleet.keepsA = false;
    await fleet.consumer();
    await fleet.provider(B);
    fleet.chosen = A;
    fleet.keepsA = true;
    await fleet.consumer();
    expect(await fleet.doc()).toMatchObject({ state: 'Ready', provider: A });
    await fleet.provider(B);
    expect(fleet.held[B]!.size).toBe(0);
    expect(fleet.held[A]!.size).toBe(1);
  });

  it('resumes after a crash at any write, before or after it lands: never a gap, never the old copy first, always Ready(B) in the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<'before' | 'after' | 'none'>('before', 'after', 'none', 'none'), {
          maxLength: 40,
        }),
        fc.array(fc.constantFrom('consumer', 'a', 'b', 'b-ready'), { minLength: 5, maxLength: 40 }),
        async (crashes, schedule) => {
          const plan = { next: [] as Array<'before' | 'after' | 'none'> };
          const fleet = await placedOnA(plan);
          fleet.chosen = B;
          fleet.keepsA = false;
          plan.next = [...crashes];
          for (const action of schedule) {
            try {
              if (action === 'consumer') await fleet.consumer();
              else if (action === 'a') await fleet.provider(A);
              else if (action === 'b') await fleet.provider(B);
              else fleet.ready[B] = true;
            } catch (err) {
              if (!(err instanceof Crash)) throw err;
            }
          }
          plan.next = [];
          fleet.ready[B] = true;
          for (let round = 0; round < 6; round++) {
            await fleet.consumer();
            await fleet.provider(B);
            await fleet.provider(A);
          }
          const doc = await fleet.doc();
          expect(doc).toMatchObject({ state: 'Ready', provider: B });
          expect(Object.keys(doc.copies)).toEqual([B]);
          expect(fleet.held[A]!.size).toBe(0);
          expect(fleet.lastWriteBack?.provider).toBe(B);
        },
      ),
      { numRuns: 40 },
    );
  });
});
