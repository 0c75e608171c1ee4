import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { Collection } from '../../../functions/platform/store/store';
import { SHARED_PARTITION } from '../../../functions/platform/pacing/pacing';
import type { PacingKey } from '../../../functions/platform/pacing/pacing';
import {
  admitInto,
  bindingKeys,
  earliestAdmission,
  logShape,
  WriteAdmission,
} from '../../../functions/platform/pacing/write-admission';
import type { AdmissionLogDocument } from '../../../functions/platform/pacing/write-admission';
import { maxInWindow } from './windows';

/** Yields to other callers a few times: a random processing delay without real time. */
async function yieldTurns(turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Every window of the key's shape holds at most its count (the cap, read strictly). */
function expectWithinCap(times: number[], perSecond: number): void {
  const { count, windowMs } = logShape(perSecond);
  expect(maxInWindow(times, windowMs)).toBeLessThanOrEqual(count);
  if (perSecond >= 1) expect(maxInWindow(times, 1000)).toBeLessThanOrEqual(Math.floor(perSecond));
}

describe('sliding-window log (pure)', () => {
  it('admits at the earliest time that keeps every window within the cap, never before now', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0.2, max: 20, noNaN: true })),
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 300 }),
        (perSecond, gaps) => {
          const { count } = logShape(perSecond);
          let log: number[] = [];
          let now = 0;
          const admitted: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const at = earliestAdmission(log, perSecond, now);
            expect(at).toBeGreaterThanOrEqual(now);
            if (at > now) {
              // Not a millisecond earlier: then a window would be over, or the log out of order.
              const outOfOrder = at - 1 < (log.at(-1) ?? -Infinity);
              const overCap = maxInWindow([...admitted, at - 1], logShape(perSecond).windowMs) > count;
              expect(outOfOrder || overCap).toBe(true);
            }
            log = admitInto(log, at, count);
            admitted.push(at);
            expect(log.length).toBeLessThanOrEqual(count);
          }
          expectWithinCap(admitted, perSecond);
        },
      ),
    );
  });

  it('skips keys the global cap already implies, keeping the stricter ones', () => {
    const keys: PacingKey[] = [
      { partition: SHARED_PARTITION, id: 'global', perSecond: 100 },
      { partition: 't1', id: 'tenant', perSecond: 100_000 },
      { partition: SHARED_PARTITION, id: 'region:eu', perSecond: 100 },
      { partition: SHARED_PARTITION, id: 'host:registry.example.com', perSecond: 5 },
      { partition: SHARED_PARTITION, id: 'host:registry.example.com', perSecond: 50 },
    ];
    expect(bindingKeys(keys).map((key) => `${key.id}@${key.perSecond}`)).toEqual([
      'global@100',
      'host:registry.example.com@5',
    ]);
  });
});

describe('WriteAdmission (etag-guarded logs shared through the SQLite store)', () => {
  let dir: string;
  let store: SqliteStore;
  let logs: Collection<AdmissionLogDocument>;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-admission-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
    logs = store.collection<AdmissionLogDocument>('pacing');
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never admits more than any cap in any window across instances, concurrent callers and random delays', async () => {
    const rates = { global: 8, tenant: 6, region: 5 };
    const keysFor = (tenant: string, region: string): PacingKey[] => [
      { partition: SHARED_PARTITION, id: 'global', perSecond: rates.global },
      { partition: tenant, id: 'tenant', perSecond: rates.tenant },
      { partition: SHARED_PARTITION, id: `region:${region}`, perSecond: rates.region },
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            instance: fc.integer({ min: 0, max: 2 }),
            tenant: fc.constantFrom('t1', 't2'),
            region: fc.constantFrom('eu', 'us'),
            delayMs: fc.integer({ min: 0, max: 40 }),
            turns: fc.integer({ min: 0, max: 6 }),
            maxWaitMs: fc.constantFrom(0, 200, 1000, 5000),
          }),
          { minLength: 30, maxLength: 150 },
        ),
        async (calls) => {
          run++;
          // A clock shared by every instance (no skew), moved by the callers' processing delays.
          let clockMs = 1_000_000 * run;
          const now = () => clockMs;
          const instances = [0, 1, 2].map(
            () => new WriteAdmission(logs, now, { maxAttempts: 1000, pause: () => yieldTurns(1) }),
          );
          const prefix = `r${run}`;
          const results = await Promise.all(
            calls.map(async (call) => {
              await yieldTurns(call.turns);
              clockMs += call.delayMs;
              const askedAt = clockMs;
              const admission = await instances[call.instance]!.admit(
                keysFor(`${prefix}${call.tenant}`, `${prefix}${call.region}`),
                call.maxWaitMs,
              );
              return { ...call, askedAt, answeredAt: clockMs, admission };
            }),
          );
          const admitted = results.flatMap((r) =>
            'admittedAtMs' in r.admission ? [{ ...r, at: r.admission.admittedAtMs }] : [],
          );
          for (const r of results) {
            if ('admittedAtMs' in r.admission) {
              expect(r.admission.admittedAtMs).toBeGreaterThanOrEqual(r.askedAt);
              expect(r.admission.admittedAtMs).toBeLessThanOrEqual(r.answeredAt + r.maxWaitMs);
            } else {
              expect(r.admission.retryAtMs).toBeGreaterThan(r.askedAt + r.maxWaitMs);
            }
          }
          expectWithinCap(
            admitted.map((r) => r.at),
            rates.global,
          );
          for (const tenant of ['t1', 't2']) {
            expectWithinCap(
              admitted.filter((r) => r.tenant === tenant).map((r) => r.at),
              rates.tenant,
            );
          }
          for (const region of ['eu', 'us']) {
            expectWithinCap(
              admitted.filter((r) => r.region === region).map((r) => r.at),
              rates.region,
            );
          }
          // Nothing is refused while there was room: the first call always gets in at once.
          expect(results.length === 0 || admitted.length > 0).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('commits a burst of concurrent requests in a few store round trips, not one per request', async () => {
    let writes = 0;
    const counted: Collection<AdmissionLogDocument> = {
      ...logs,
      read: (tenantId, id) => logs.read(tenantId, id),
      create: (doc) => (writes++, logs.create(doc)),
      replace: (doc, options) => (writes++, logs.replace(doc, options)),
    };
    const admission = new WriteAdmission(counted, () => 5_000);
    const keys: PacingKey[] = [{ partition: SHARED_PARTITION, id: 'global', perSecond: 100 }];
    const answers = await Promise.all(Array.from({ length: 150 }, () => admission.admit(keys, 0)));
    expect(answers.filter((a) => 'admittedAtMs' in a)).toHaveLength(100);
    expect(
      answers.filter((a) => 'retryAtMs' in a).every((a) => 'retryAtMs' in a && a.retryAtMs === 6_000),
    ).toBe(true);
    expect(writes).toBeLessThanOrEqual(2);
    const stored = await logs.read(SHARED_PARTITION, 'writes:global');
    expect(stored?.doc.offsetsMs).toHaveLength(100);
  });
});
