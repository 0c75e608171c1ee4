import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import {
  intervalMs,
  planSlots,
  SHARED_PARTITION,
  SlotReserver,
} from '../../../functions/platform/pacing/pacing';
import type { PacingDocument, PacingKey } from '../../../functions/platform/pacing/pacing';
import { maxInWindow } from './windows';

describe('planSlots (pure)', () => {
  it('never exceeds any key rate in any one-second window and never schedules before notBefore', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            perSecond: fc.integer({ min: 1, max: 500 }),
            nextFreeMs: fc.integer({ min: 0, max: 5000 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 5000 }),
        (keys, count, notBefore) => {
          const { slots, nextFreeMs } = planSlots(keys, count, notBefore);
          expect(slots).toHaveLength(count);
          for (const slot of slots) expect(slot).toBeGreaterThanOrEqual(notBefore);
          for (const [index, key] of keys.entries()) {
            expect(maxInWindow(slots, 1000)).toBeLessThanOrEqual(key.perSecond);
            for (const slot of slots) expect(slot).toBeGreaterThanOrEqual(key.nextFreeMs);
            expect(nextFreeMs[index]).toBeGreaterThan(slots[slots.length - 1] as number);
          }
        },
      ),
    );
  });

  it('runs at the strictest rate, not slower', () => {
    const { slots } = planSlots(
      [
        { perSecond: 100, nextFreeMs: 0 },
        { perSecond: 10, nextFreeMs: 0 },
      ],
      11,
      0,
    );
    expect(slots[10]).toBe(10 * intervalMs(10));
  });
});

describe('SlotReserver (etag-guarded, shared through the store)', () => {
  let dir: string;
  let store: SqliteStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-pacing-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every cap across concurrent rollouts of several tenants and regions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            tenant: fc.constantFrom('t1', 't2'),
            region: fc.constantFrom('eu', 'us', 'asia'),
            count: fc.integer({ min: 1, max: 30 }),
          }),
          { minLength: 2, maxLength: 6 },
        ),
        async (requests) => {
          const pacing = store.collection<PacingDocument>('pacing');
          const reserver = new SlotReserver(pacing, () => new Date(0), 1000);
          const rates = { global: 50, tenant: 20, region: 30 };
          const keysFor = (tenant: string, region: string): PacingKey[] => [
            { partition: SHARED_PARTITION, id: 'global', perSecond: rates.global },
            { partition: tenant, id: 'tenant', perSecond: rates.tenant },
            { partition: SHARED_PARTITION, id: `region:${region}`, perSecond: rates.region },
          ];
          // Each property run starts with fresh pacing state.
          for (const id of ['global', 'region:eu', 'region:us', 'region:asia'])
            await pacing.delete(SHARED_PARTITION, id);
          for (const tenant of ['t1', 't2']) await pacing.delete(tenant, 'tenant');
          const results = await Promise.all(
            requests.map(async (request) => ({
              ...request,
              slots: await reserver.reserve(keysFor(request.tenant, request.region), request.count, 0),
            })),
          );
          const all = results.flatMap((result) => result.slots);
          expect(all).toHaveLength(requests.reduce((sum, request) => sum + request.count, 0));
          expect(maxInWindow(all, 1000)).toBeLessThanOrEqual(rates.global);
          for (const tenant of ['t1', 't2']) {
            expect(
              maxInWindow(
                results.filter((r) => r.tenant === tenant).flatMap((r) => r.slots),
                1000,
              ),
            ).toBeLessThanOrEqual(rates.tenant);
          }
          for (const region of ['eu', 'us', 'asia']) {
            expect(
              maxInWindow(
                results.filter((r) => r.region === region).flatMap((r) => r.slots),
                1000,
              ),
            ).toBeLessThanOrEqual(rates.region);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
