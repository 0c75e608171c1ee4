import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateRolloutRequest } from '../../../contract/rollouts';
import type { ClusterDocument } from '../../../functions/clusters/model';
import type { Bus, OutgoingMessage } from '../../../functions/platform/bus/bus';
import { silentLogger } from '../../../functions/platform/logger';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { TargetResolver } from '../../../functions/targeting/target-resolver';
import { ClusterPins } from '../../../functions/rollout/cluster-pins';
import { FanoutHandler } from '../../../functions/rollout/fanout-handler';
import type { FanoutOutcome } from '../../../functions/rollout/fanout-handler';
import { recordId } from '../../../functions/rollout/model';
import type {
  FanoutMessage,
  RolloutClusterDocument,
  RolloutDocument,
} from '../../../functions/rollout/model';
import type { PacingDocument } from '../../../functions/platform/pacing/pacing';
import { RolloutStore } from '../../../functions/rollout/rollout-store';
import { summarize } from '../../../functions/rollout/rollout-summary';
import { waitingReason } from '../../../functions/rollout/rollout-view';
import { WriteAdmission } from '../../../functions/platform/pacing/write-admission';
import type { AdmissionLogDocument } from '../../../functions/platform/pacing/write-admission';
import { ManualClock } from '../../support/manual-clock';
import { maxInWindow } from './windows';

const TENANT = 'contoso';
const ROLLOUT = 'r-test';
const CAP = 100;

interface Scheduled {
  at: Date;
  body: FanoutMessage;
  sequenceNumber: bigint;
}

/** The handler on the real SQLite store with a manual clock; the bus only records what is scheduled. */
class Harness {
  readonly clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
  readonly dir = mkdtempSync(join(tmpdir(), 'arcbridge-fanout-'));
  readonly store = new SqliteStore(join(this.dir, 'db.sqlite'));
  readonly rollouts = new RolloutStore({
    rollouts: this.store.collection('rollouts'),
    records: this.store.collection('rolloutClusters'),
    index: this.store.collection('rollouts'),
    locks: this.store.collection('rollouts'),
    pacing: this.store.collection<PacingDocument>('pacing'),
    clusters: this.store.collection('clusters'),
    heartbeats: this.store.collection('heartbeats'),
  });
  readonly scheduled: Scheduled[] = [];
  readonly cancelled: bigint[] = [];
  private sequence = 1n;
  /** Called by the handler's sleep before time moves on (to act while a handler waits). */
  onSleep: () => Promise<void> = async () => {};
  readonly handler: FanoutHandler;

  constructor(maxAdmissionWaitMs = 1000) {
    const bus = {
      schedule: async (_queue: string, at: Date, messages: OutgoingMessage | OutgoingMessage[]) =>
        (Array.isArray(messages) ? messages : [messages]).map((message) => {
          const sequenceNumber = this.sequence++;
          this.scheduled.push({ at, body: message.body as FanoutMessage, sequenceNumber });
          return sequenceNumber;
        }),
      cancelScheduled: async (_queue: string, numbers: bigint | bigint[]) => {
        this.cancelled.push(...(Array.isArray(numbers) ? numbers : [numbers]));
      },
    } as unknown as Bus;
    const targets = { factsFor: async () => ({ connectivity: 'Connected' }) } as unknown as TargetResolver;
    this.handler = new FanoutHandler({
      store: this.rollouts,
      pins: new ClusterPins(this.rollouts.c.clusters, this.clock),
      targets,
      bus,
      clock: this.clock,
      log: silentLogger,
      admission: new WriteAdmission(this.store.collection<AdmissionLogDocument>('pacing'), () =>
        this.clock.now().getTime(),
      ),
      settings: {
        globalPerSecond: CAP,
        tenantPerSecond: 1000,
        tenantRates: {},
        regionPerSecond: 1000,
        sourceHostPerSecond: undefined,
      },
      // Time moves to the sleeper's wake-up unless another sleeper already moved it further
      // (then this one wakes late, as a busy event loop would make it).
      sleep: async (ms) => {
        const wakeAt = this.clock.now().getTime() + ms;
        await this.onSleep();
        await new Promise((resolve) => setImmediate(resolve));
        this.moveTo(wakeAt);
      },
      maxAdmissionWaitMs,
    });
  }

  moveTo(ms: number): void {
    const now = this.clock.now().getTime();
    if (ms > now) this.clock.advance((ms - now) / 1000);
  }

  /** A running rollout with one Scheduled record per cluster, all slots already due. */
  async seed(clusters: number): Promise<FanoutMessage[]> {
    const now = this.clock.now().toISOString();
    const spec = CreateRolloutRequest.parse({
      extension: 'logging',
      version: '2.0.0',
      namespace: 'logging',
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    const rollout: RolloutDocument = {
      id: ROLLOUT,
      tenantId: TENANT,
      spec,
      state: 'Running',
      haltReason: null,
      currentStage: 0,
      stages: [
        {
          name: 'all',
          state: 'Running',
          total: clusters,
          startedAt: now,
          completedAt: null,
          waitUntil: null,
        },
      ],
      sourceHost: null,
      createdAt: now,
      updatedAt: now,
      createdBy: 'test',
    };
    await this.rollouts.c.rollouts.create(rollout);
    const messages: FanoutMessage[] = [];
    for (let i = 0; i < clusters; i++) {
      const clusterId = `c-${String(i).padStart(5, '0')}`;
      const cluster: ClusterDocument = {
        id: clusterId,
        tenantId: TENANT,
        name: clusterId,
        region: 'westeurope',
        labels: {},
        clusterUid: clusterId,
        registeredAt: now,
        updatedAt: now,
        certificate: { serialNumber: '01', notAfter: now },
        desiredGeneration: 1,
        extensions: {},
      };
      await this.rollouts.c.clusters.create(cluster);
      const record: RolloutClusterDocument = {
        id: recordId(ROLLOUT, clusterId),
        tenantId: TENANT,
        rolloutId: ROLLOUT,
        clusterId,
        stage: 0,
        region: 'westeurope',
        state: 'Scheduled',
        slotAt: now,
        sequenceNumber: '0',
        sentAt: now,
        appliedAt: null,
        previousPin: undefined,
        reason: null,
        message: null,
        updatedAt: now,
      };
      await this.rollouts.c.records.create(record);
      messages.push({ tenantId: TENANT, rolloutId: ROLLOUT, clusterId });
    }
    return messages;
  }

  /** Delivers messages at once, as a consumer draining its backlog does. */
  async deliver(messages: FanoutMessage[]): Promise<FanoutOutcome[]> {
    return Promise.all(messages.map((message) => this.handler.handle(message)));
  }

  /** Delivers messages at once, then every message they rescheduled when it is due, until none is left. */
  async drain(messages: FanoutMessage[]): Promise<FanoutOutcome[]> {
    const outcomes = await this.deliver(messages);
    let seen = 0;
    while (this.scheduled.length > seen) {
      const due = this.scheduled.slice(seen);
      seen = this.scheduled.length;
      this.moveTo(Math.min(...due.map((s) => s.at.getTime())));
      outcomes.push(...(await this.deliver(due.map((s) => s.body))));
    }
    return outcomes;
  }

  async records(): Promise<RolloutClusterDocument[]> {
    return this.rollouts.records(TENANT, ROLLOUT);
  }

  async close(): Promise<void> {
    await this.store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

describe('fan-out handler: pin writes admitted at the cap', () => {
  let h: Harness;
  afterEach(async () => {
    await h.close();
  });

  it('admits a backlog delivered at once at no more than the cap in any second, rescheduling long waits', async () => {
    h = new Harness();
    const start = h.clock.now().getTime();
    const outcomes = await h.drain(await h.seed(250));

    const records = await h.records();
    expect(records.every((r) => r.state === 'Applied')).toBe(true);
    const applied = records.map((r) => Date.parse(r.appliedAt!));
    expect(maxInWindow(applied, 1000)).toBeLessThanOrEqual(CAP);
    // As fast as the cap allows: 250 writes need two full windows after the first, no more.
    expect(Math.max(...applied) - start).toBeLessThan(3000);
    for (const r of records) {
      expect(Date.parse(r.pinWrittenAt!)).toBeGreaterThanOrEqual(Date.parse(r.appliedAt!));
    }
    // Waits up to a second were slept in the handler; longer ones went back on the queue.
    expect(outcomes.filter((o) => o === 'rescheduled').length).toBeGreaterThan(0);
    for (const s of h.scheduled) expect(s.at.getTime() - start).toBeGreaterThan(1000);
    const clusters = await h.rollouts.c.clusters.readMany(
      TENANT,
      records.map((r) => r.clusterId),
    );
    expect(clusters.every((c) => c.doc.pins?.logging?.version === '2.0.0')).toBe(true);
  });

  it('points the record at the rescheduled message so pause can cancel it and healing waits for it', async () => {
    h = new Harness(0);
    const messages = await h.seed(CAP + 1);
    const outcomes = await h.deliver(messages);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(CAP);
    expect(outcomes.filter((o) => o === 'rescheduled')).toHaveLength(1);
    const [again] = h.scheduled;
    const record = (await h.records()).find((r) => r.clusterId === again!.body.clusterId)!;
    expect(record.state).toBe('Scheduled');
    expect(record.sequenceNumber).toBe(again!.sequenceNumber.toString());
    expect(record.sentAt).toBe(again!.at.toISOString());
    // Operators see why it waits, and until when.
    const rollout = (await h.rollouts.rollout(TENANT, ROLLOUT))!.doc;
    expect(waitingReason(rollout, summarize(rollout, await h.records(), h.clock.now()), h.clock.now())).toBe(
      `pacing cap reached: 1 send(s) queued for later slots, next at ${again!.at.toISOString()}`,
    );
  });

  it('keeps the cap when messages arrive late and bunched (random processing delays)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 300, maxLength: 300 }),
        async (delays) => {
          h = new Harness();
          const start = h.clock.now().getTime();
          const messages = await h.seed(300);
          // Planned 10 ms apart (the planner's slots at 100/s); each handled after its own delay,
          // in bursts of whatever became deliverable within 50 ms.
          const arrivals = messages
            .map((message, i) => ({ message, at: start + i * 10 + delays[i]! }))
            .sort((a, b) => a.at - b.at);
          for (let from = 0; from < arrivals.length;) {
            const burstEnd = arrivals[from]!.at + 50;
            let to = from;
            while (to < arrivals.length && arrivals[to]!.at < burstEnd) to++;
            h.moveTo(burstEnd);
            await h.drain(arrivals.slice(from, to).map((a) => a.message));
            from = to;
          }
          const records = await h.records();
          expect(records.every((r) => r.state === 'Applied')).toBe(true);
          expect(
            maxInWindow(
              records.map((r) => Date.parse(r.appliedAt!)),
              1000,
            ),
          ).toBeLessThanOrEqual(CAP);
          await h.close();
        },
      ),
      { numRuns: 5 },
    );
    h = new Harness();
  });

  it('writes nothing when the rollout is paused while the write waits for admission', async () => {
    h = new Harness();
    const messages = await h.seed(CAP + 1);
    await h.deliver(messages.slice(0, CAP));
    h.onSleep = async () => {
      await h.rollouts.updateRollout(TENANT, ROLLOUT, (r) => ({ ...r, state: 'Paused' }));
    };
    expect(await h.handler.handle(messages[CAP])).toBe('requeued');
    const record = (await h.records()).find((r) => r.clusterId === messages[CAP]!.clusterId)!;
    expect(record.state).toBe('Pending');
    const cluster = await h.rollouts.c.clusters.read(TENANT, messages[CAP]!.clusterId);
    expect(cluster?.doc.pins).toBeUndefined();
  });
});
