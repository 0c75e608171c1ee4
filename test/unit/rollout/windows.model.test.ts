/**
 * Maintenance windows and the pacing caps together, model-based: fast-check draws a fleet whose
 * clusters have one of a few windows (or none), a cap, and a sequence of steps (time passing,
 * reconcile passes, due messages handled, agents reporting). After every step: no cluster was
 * given a send slot outside its windows, no cap was exceeded in any one-second window of pin
 * writes, clusters waiting for a window are neither failed nor counted against the error budget,
 * and a record waits only while its window is closed. At the end every window has opened and every
 * cluster succeeded. The engine runs as the host wires it, on the SQLite store, with the real
 * maintenance-window modules (croner schedules) answering which clusters have which windows.
 */
import fc from 'fast-check';
import { ClusterWindows } from '../../../functions/maintenance/cluster-windows';
import { windowId } from '../../../functions/maintenance/model';
import type { MaintenanceWindowDocument } from '../../../functions/maintenance/model';
import { ManualClock } from '../../support/manual-clock';
import { RolloutEngine } from '../../support/rollout-engine';
import { sqliteHarness, suiteStore } from '../../support/store-harnesses';
import { maxInWindow } from './windows';

/** Windows of a few minutes, in two zones, some overlapping one another. */
const WINDOWS: Omit<
  MaintenanceWindowDocument,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt' | 'generation'
>[] = [
  {
    name: 'even',
    clusters: { selector: 'w=even' },
    schedule: '*/10 * * * *',
    durationMinutes: 3,
    timeZone: 'Etc/UTC',
  },
  {
    name: 'berlin',
    clusters: { selector: 'w=berlin' },
    schedule: '5-59/15 * * * *',
    durationMinutes: 2,
    timeZone: 'Europe/Berlin',
  },
  {
    name: 'late',
    clusters: { groups: ['stores/late'] },
    schedule: '7 * * * *',
    durationMinutes: 1,
    timeZone: 'America/New_York',
  },
];
const KINDS = ['even', 'berlin', 'late', 'none'] as const;

type Step =
  { kind: 'advance'; seconds: number } | { kind: 'reconcile' } | { kind: 'deliver' } | { kind: 'report' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), seconds: fc.integer({ min: 1, max: 240 }) }),
  fc.constant({ kind: 'reconcile' as const }),
  fc.constant({ kind: 'deliver' as const }),
  fc.constant({ kind: 'report' as const }),
);

describe('maintenance windows with the pacing caps (model-based)', () => {
  const store = suiteStore(() => sqliteHarness());
  let run = 0;

  it('sends only inside windows, never over a cap, and finishes once every window has opened', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...KINDS), { minLength: 3, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(step, { minLength: 5, maxLength: 40 }),
        async (kinds, perSecond, steps) => {
          const tenantId = `windows-${run++}`;
          // The pacing buckets are shared by every tenant of the store: each run starts a day after
          // the one before, so no run finds the caps booked ahead by another. The first run crosses
          // the night Europe/Berlin springs forward.
          const clock = new ManualClock(
            new Date(Date.parse('2026-03-28T23:58:00Z') + (run - 1) * 86_400_000),
          );
          const fleet = store().collection<MaintenanceWindowDocument>('fleet');
          const docs: MaintenanceWindowDocument[] = WINDOWS.map((w) => ({
            ...w,
            id: windowId(w.name),
            tenantId,
            generation: 1,
            createdAt: clock.now().toISOString(),
            updatedAt: clock.now().toISOString(),
          }));
          for (const doc of docs) await fleet.create(doc);
          const windows = new ClusterWindows(async () => docs, store().collection('clusters'));
          const t = new RolloutEngine(store(), tenantId, clock, store(), {
            perSecond,
            windows: (tenant, ids) => windows.of(tenant, ids),
          });
          const ids = await t.addClusters(kinds.length);
          for (const [index, id] of ids.entries()) {
            const kind = kinds[index]!;
            const doc = (await t.clusters.read(tenantId, id))!.doc;
            await t.clusters.replace({
              ...doc,
              labels: kind === 'even' || kind === 'berlin' ? { w: kind } : {},
              ...(kind === 'late' ? { group: 'stores/late/one' } : {}),
            });
          }
          const phases = await windows.of(tenantId, ids);
          // Agents report only when a step says so: a health timeout longer than any run keeps verdicts theirs.
          const created = await t.start({
            stages: [{ name: 'all', percent: 100 }],
            errorBudgetPercent: 0,
            healthTimeoutSeconds: 86_400,
          });

          const check = async () => {
            const records = await t.allRecords(created.id);
            const now = clock.now().getTime();
            for (const record of records) {
              const window = phases.get(record.clusterId);
              // A slot is only ever given inside the cluster's windows.
              if (record.slotAt && window) expect(window.phaseAt(Date.parse(record.slotAt)).open).toBe(true);
              // Waiting only while the window is closed, until the time it opens.
              if (record.state === 'WaitingForWindow') {
                expect(window).toBeDefined();
                if (record.windowOpensAt)
                  expect(Date.parse(record.windowOpensAt)).toBeGreaterThan(Date.parse(record.updatedAt));
              }
              expect(['Failed', 'TimedOut']).not.toContain(record.state);
            }
            const applied = records.filter((r) => r.appliedAt).map((r) => Date.parse(r.appliedAt!));
            expect(maxInWindow(applied, 1000)).toBeLessThanOrEqual(perSecond);
            const view = await t.services.rollouts.get(tenantId, created.id);
            // Waiting for a window is not failing: nothing halts the rollout.
            expect(view.state).not.toBe('Halted');
            expect(view.counts.WaitingForWindow).toBe(
              records.filter((r) => r.state === 'WaitingForWindow').length,
            );
            if (view.counts.WaitingForWindow! > 0) {
              expect(view.stages[0]!.windows?.waiting).toBe(view.counts.WaitingForWindow);
              expect(view.stages[0]!.etaSeconds).toBeGreaterThanOrEqual(
                Math.round((Date.parse(view.stages[0]!.windows!.lastOpensAt) - now) / 1000) - 1,
              );
            }
          };

          for (const s of steps) {
            if (s.kind === 'advance') clock.advance(s.seconds);
            else if (s.kind === 'reconcile') await t.reconcile(created.id);
            else if (s.kind === 'deliver')
              for (const body of t.bus.takeDue()) await t.services.fanout.handle(body);
            else await t.report(ids, 'Installed');
            await check();
          }
          // Every window opens at least once an hour: run on (up to two hours) until the rollout completes.
          for (let i = 0; i < 720; i++) {
            const view = await t.services.rollouts.get(tenantId, created.id);
            if (view.state === 'Completed') break;
            clock.advance(10);
            await t.reconcile(created.id);
            for (const body of t.bus.takeDue()) await t.services.fanout.handle(body);
            await t.report(ids, 'Installed');
            if (i % 20 === 0) await check();
          }
          await check();
          const final = await t.services.rollouts.get(tenantId, created.id);
          expect(final.state).toBe('Completed');
          expect(final.counts.Succeeded).toBe(ids.length);
        },
      ),
      { numRuns: Number(process.env.WINDOW_RUNS ?? 12) },
    );
  });
});
