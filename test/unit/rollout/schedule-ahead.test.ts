/**
 * A reconcile pass books a rollout's sends SCHEDULE_AHEAD_SECONDS ahead at the rollout's rate and
 * no further: the next pass continues from the last booked slot, so a pass that runs late leaves
 * no gap in the sends, and a pause or halt has at most that many messages to withdraw.
 */
import { SCHEDULE_AHEAD_SECONDS } from '../../../functions/rollout/rollout-reconciler';
import { ManualClock } from '../../support/manual-clock';
import { RolloutEngine } from '../../support/rollout-engine';
import { IN_PROCESS_STORES, suiteStore } from '../../support/store-harnesses';

describe.each(IN_PROCESS_STORES)('rollout sends booked ahead: %s', (_name, harness) => {
  const store = suiteStore(harness);
  // 2 sends/s: 40 booked ahead. Enough clusters that the window, not the fleet, bounds each pass
  // (40 ahead plus the 13 due in the first 6.5 s), and few enough that the test stays short on the
  // strict Cosmos emulator (creating a rollout there takes time in proportion) on a loaded machine.
  const perSecond = 2;
  const clusters = 60;

  /** A rollout to `clusters` clusters at `perSecond` sends/s, created (its first pass ran) in its own tenant. */
  async function started(tenantId: string, day: string) {
    const t = new RolloutEngine(store(), tenantId, new ManualClock(new Date(`${day}T00:00:00Z`)), store(), {
      perSecond,
    });
    await t.addClusters(clusters);
    return { t, created: await t.start() };
  }

  it('books 20 s of sends, and a late pass continues from the last booked slot', async () => {
    const { t, created } = await started('ahead', '2026-05-01');
    const slotsOf = async () =>
      (await t.allRecords(created.id))
        .filter((record) => record.slotAt !== null)
        .map((record) => Date.parse(record.slotAt!))
        .sort((a, b) => a - b);

    // The first pass (at create) books the first 20 s at the rate, not its whole batch.
    const first = await slotsOf();
    expect(first).toHaveLength(perSecond * SCHEDULE_AHEAD_SECONDS);
    expect(first.length).toBeLessThan(clusters);
    expect(first.at(-1)! - first[0]!).toBe((first.length - 1) * (1000 / perSecond));

    // 5 s of sends go out, each at its slot; the next pass is late (6.5 s after the first).
    for (let tick = 0; tick < 5 * perSecond; tick++) {
      for (const body of t.bus.takeDue()) await t.services.fanout.handle(body);
      t.clock.advance(1 / perSecond);
    }
    t.clock.advance(1.5);
    await t.reconcile(created.id);

    // Topped up to 20 s of slots past now again (the sends due since the last delivery and not
    // handled yet are not counted as booked ahead), and no more.
    const now = t.clock.now().getTime();
    const slots = await slotsOf();
    const ahead = slots.filter((slot) => slot > now);
    expect(ahead).toHaveLength(perSecond * SCHEDULE_AHEAD_SECONDS);
    expect(ahead.at(-1)!).toBe(now + SCHEDULE_AHEAD_SECONDS * 1000);
    // One send every 100 ms from the first slot on: the late pass left no gap.
    const gaps = slots.slice(1).map((slot, index) => slot - slots[index]!);
    expect(Math.max(...gaps)).toBe(1000 / perSecond);
  });

  it('keeps booking while the fan-out handler lags: sends due but not handled are not booked ahead', async () => {
    const { t, created } = await started('lagging', '2026-05-02');
    // Nothing is handled for 6.5 s (a busy handler): 13 messages are due and still Scheduled.
    t.clock.advance(6.5);
    await t.reconcile(created.id);
    const now = t.clock.now().getTime();
    const slots = (await t.inState(created.id, 'Scheduled')).map((record) => Date.parse(record.slotAt!));
    expect(slots.filter((slot) => slot > now)).toHaveLength(perSecond * SCHEDULE_AHEAD_SECONDS);
    expect(Math.max(...slots)).toBe(now + SCHEDULE_AHEAD_SECONDS * 1000);
  });
});
