import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SyncApplied, SyncCopy } from '../../../contract/sync-exchange';
import { fleetCapKeys } from '../../../functions/platform/pacing/fleet-caps';
import type { FleetCaps } from '../../../functions/platform/pacing/fleet-caps';
import { WriteAdmission } from '../../../functions/platform/pacing/write-admission';
import type { AdmissionLogDocument } from '../../../functions/platform/pacing/write-admission';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { SyncPacing } from '../../../functions/sync/sync-pacing';
import { maxInWindow } from '../rollout/windows';

const copy = (digest: string): SyncCopy => ({
  rule: 'app-config',
  source: 'c-source',
  sourceName: 'hub',
  resource: { group: '', version: 'v1', kind: 'ConfigMap' },
  namespace: 'team-a',
  name: 'app-config',
  object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'app-config', namespace: 'team-a' } },
  digest,
  deletionPolicy: 'Delete',
});
const applied = (digest: string): SyncApplied => ({
  rule: 'app-config',
  source: 'c-source',
  namespace: 'team-a',
  name: 'app-config',
  state: 'Synced',
  digest,
});

/** Yields to other callers a few times: concurrent exchanges interleave without real time. */
async function yieldTurns(turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('sync copies paced by the rollout caps (SQLite store, two control-plane instances)', () => {
  let dir: string;
  let store: SqliteStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-sync-pacing-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands out changed copies so that no second, with rollout pin writes, holds more than a cap; every target gets its copy', async () => {
    const logs = store.collection<AdmissionLogDocument>('pacing');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          globalPerSecond: fc.integer({ min: 2, max: 12 }),
          tenantPerSecond: fc.integer({ min: 1, max: 12 }),
          regionPerSecond: fc.integer({ min: 1, max: 12 }),
        }),
        fc.array(fc.constantFrom('eu', 'us', null), { minLength: 5, maxLength: 40 }),
        fc.array(
          fc.record({
            target: fc.nat(),
            instance: fc.integer({ min: 0, max: 1 }),
            gapMs: fc.integer({ min: 0, max: 120 }),
            turns: fc.integer({ min: 0, max: 4 }),
            rollout: fc.boolean(),
          }),
          { minLength: 20, maxLength: 150 },
        ),
        async (rates, regions, steps) => {
          run++;
          const tenantId = `t${run}`;
          const caps: FleetCaps = { ...rates, tenantRates: {} };
          // Fresh region keys each run: the logs of earlier runs must not be read as this one's.
          const regionOf = (i: number) => (regions[i] ? `${regions[i]}${run}` : null);
          let clockMs = 10_000_000 * run;
          const now = () => clockMs;
          const admissions = [0, 1].map(() => new WriteAdmission(logs, now, { pause: () => yieldTurns(1) }));
          const held = new Map<number, string>();
          const writes: Array<{ at: number; region: string | null }> = [];
          let digest = 'v1';
          let admitCalls = 0;
          const exchange = async (target: number, instance: number) => {
            const mine = held.get(target);
            // The time a copy is handed out is the one its admission took.
            let admittedAt: number | undefined;
            const pacer = new SyncPacing(
              {
                admit: async (keys, maxWaitMs) => {
                  admitCalls++;
                  const a = await admissions[instance]!.admit(keys, maxWaitMs);
                  if ('admittedAtMs' in a) admittedAt = a.admittedAtMs;
                  return a;
                },
              },
              caps,
            );
            const answer = await pacer.pace(
              { tenantId, region: regionOf(target) },
              [copy(digest)],
              mine ? [applied(mine)] : [],
            );
            const handed = answer.copies[0];
            if (handed && handed.digest !== mine) {
              expect(admittedAt).toBeDefined();
              writes.push({ at: admittedAt!, region: regionOf(target) });
              held.set(target, handed.digest);
            }
            if (!handed)
              expect(answer.paced).toEqual([
                { rule: 'app-config', source: 'c-source', namespace: 'team-a', name: 'app-config' },
              ]);
          };
          const rollout = async (target: number, instance: number) => {
            const a = await admissions[instance]!.admit(fleetCapKeys(tenantId, regionOf(target), caps), 0);
            if ('admittedAtMs' in a) writes.push({ at: a.admittedAtMs, region: regionOf(target) });
          };
          await Promise.all(
            steps.map(async (step, index) => {
              // Steps interleave: each waits its turns, then moves the shared clock.
              await yieldTurns(step.turns);
              clockMs += step.gapMs;
              if (index === Math.floor(steps.length / 2)) digest = 'v2';
              const target = step.target % regions.length;
              if (step.rollout) await rollout(target, step.instance);
              else await exchange(target, step.instance);
            }),
          );
          const times = writes.map((w) => w.at);
          expect(maxInWindow(times, 1000)).toBeLessThanOrEqual(
            Math.min(rates.globalPerSecond, rates.tenantPerSecond),
          );
          for (const region of new Set(writes.map((w) => w.region)))
            if (region)
              expect(
                maxInWindow(
                  writes.filter((w) => w.region === region).map((w) => w.at),
                  1000,
                ),
              ).toBeLessThanOrEqual(rates.regionPerSecond);
          // Liveness: with the caps' time, every target converges (one exchange each, a second apart).
          for (let target = 0; target < regions.length; target++) {
            for (let attempt = 0; held.get(target) !== digest; attempt++) {
              expect(attempt).toBeLessThan(regions.length + 2);
              clockMs += 1000;
              await exchange(target, attempt % 2);
            }
          }
          // Nothing changed: copies already held are handed out without taking any capacity.
          const [before, calls] = [writes.length, admitCalls];
          for (let target = 0; target < regions.length; target++) await exchange(target, 0);
          expect([writes.length, admitCalls]).toEqual([before, calls]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
