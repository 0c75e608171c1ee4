/**
 * Model-based tests of interleavings (fast-check command sequences) on each store adapter: reconcile
 * passes, fan-out deliveries (duplicated, delayed, reordered, lost and healed), agent verdicts,
 * heartbeats going and coming, pause / resume / rollback / cancel, new rollouts (superseding or
 * refused), and a control-plane restart (a new engine instance over the same store and bus). After
 * every step the store must satisfy the invariants in `checkInvariants`; at the end every cluster
 * comes back and the fleet is driven to rest, and every rollout still going must finish with its
 * returned clusters caught up. Shrunk counterexamples found while building this are kept as
 * regression tests at the bottom. Over 400 lines on purpose: the model, its commands and the
 * invariants must be read together.
 */
import fc from 'fast-check';
import type { RolloutView } from '../../../contract/rollouts';
import { Problem } from '../../../contract/problems';
import { loadConfig } from '../../../functions/platform/config';
import type { Store } from '../../../functions/platform/store/store';
import type { RolloutServices } from '../../../functions/rollout/compose-rollouts';
import { TOUCHED_STATES } from '../../../functions/rollout/model';
import type { RolloutClusterDocument, RolloutDocument } from '../../../functions/rollout/model';
import { ENDED_ROLLOUT_STATES, FINAL_ROLLOUT_STATES } from '../../../functions/rollout/transitions';
import { ManualClock } from '../../support/manual-clock';
import { ROLLOUT_EXTENSION, RolloutEngine } from '../../support/rollout-engine';
import { IN_PROCESS_STORES, suiteStore } from '../../support/store-harnesses';

/** How often a rollout looks up its deferred clusters again (ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS). */
const RECHECK_SECONDS = loadConfig({}).rollout.deferredRecheckSeconds;
/** Sends per second on every cap: low enough that pacing and write admission bind. */
const CAP = 2;
const CLUSTERS = 3;

interface Real {
  t: RolloutEngine;
  /** The current control-plane instance (a restart replaces it). */
  services: RolloutServices;
  clusters: string[];
  rollouts: string[];
  versions: number;
  /** Each rollout's state after the previous step. */
  seen: Map<string, string>;
  /** Rollouts an operator rolled back in the current step. */
  rolledBack: Set<string>;
  /** When each cluster's heartbeat last came back (clock ms). */
  backAt: Map<string, number>;
}
type Model = Record<string, never>;
type Cmd = fc.AsyncCommand<Model, Real>;

/** Operator calls that the API answers 409 for are part of the game; anything else is a bug. */
async function operator(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof Problem && err.status === 409) return;
    throw err;
  }
}

const command = (name: string, run: (real: Real) => Promise<void>): Cmd => ({
  check: () => true,
  run: async (_model, real) => {
    real.rolledBack.clear();
    await run(real);
    await checkInvariants(real);
  },
  toString: () => name,
});

const startCommand = fc
  .record({
    // Staged over the whole fleet, or one stage over part of it (so rollouts can run side by side).
    target: fc.constantFrom('all', 'ring=canary', 'ring!=canary'),
    staged: fc.boolean(),
    maxConcurrency: fc.constantFrom(1, 2, undefined),
    supersede: fc.constantFrom(false, false, true),
    autoRollback: fc.boolean(),
    // A minute (ends within a run) or a day (never ends before every cluster is back).
    deferredTimeoutSeconds: fc.constantFrom(60, 86_400),
  })
  .map(({ target, staged: stagedIfAll, maxConcurrency, supersede, autoRollback, deferredTimeoutSeconds }) =>
    command(
      `start(${target}, staged=${stagedIfAll && target === 'all'}, max=${maxConcurrency}, supersede=${supersede}, auto=${autoRollback}, deferred=${deferredTimeoutSeconds}s)`,
      async (real) => {
        const staged = stagedIfAll && target === 'all';
        const rest = { name: 'rest', percent: 100, ...(maxConcurrency ? { maxConcurrency } : {}) };
        real.versions++;
        await operator(async () => {
          const created = await real.t.start(
            {
              stages: staged ? [{ name: 'canary', selector: 'ring=canary' }, rest] : [rest],
              errorBudgetPercent: 30,
              autoRollback,
              deferredTimeoutSeconds,
            },
            { version: `${real.versions}.0.0`, supersede, ...(target === 'all' ? {} : { selector: target }) },
          );
          real.rollouts.push(created.id);
        });
      },
    ),
  );

const deliverCommand = fc
  .record({ index: fc.nat(20), duplicate: fc.boolean(), wait: fc.constantFrom(0, 0, 1, 3) })
  .map(({ index, duplicate, wait }) =>
    command(
      `deliver(${index}${duplicate ? ', again later' : ''}${wait ? `, after ${wait}s` : ''})`,
      async (real) => {
        real.t.clock.advance(wait);
        const body = real.t.bus.takeDueAt(index, duplicate);
        if (body) await real.services.fanout.handle(body);
      },
    ),
  );
const operatorCommand = fc
  .record({
    action: fc.constantFrom('pause' as const, 'resume' as const, 'cancel' as const, 'rollback' as const),
    rollout: fc.nat(5),
  })
  .map(({ action, rollout }) =>
    command(`${action}(${rollout})`, async (real) => {
      // Counted from the newest: the rollouts an operator acts on are mostly recent ones.
      const id = real.rollouts[real.rollouts.length - 1 - (rollout % Math.max(1, real.rollouts.length))];
      if (!id) return;
      if (action === 'rollback') real.rolledBack.add(id);
      await operator(() => real.services.rollouts[action](real.t.tenantId, id));
    }),
  );

/** Weighted by repetition: deliveries, starts and operator actions are where the races are. */
/** Every agent whose cluster carries a pin reports on it: all healthy, or one of them failing. */
const agentsCommand = fc.option(fc.nat(CLUSTERS - 1)).map((failing) =>
  command(`agents report${failing === null ? '' : `, ${failing} failing`}`, async (real) => {
    const pinned = [...(await real.t.pins()).keys()];
    const bad = failing === null ? undefined : real.clusters[failing];
    await real.t.report(
      pinned.filter((id) => id !== bad),
      'Installed',
    );
    if (bad && pinned.includes(bad)) await real.t.report([bad], 'Failed');
  }),
);

const reconcileCommand = fc.constant(
  command('reconcile', async (real) => {
    for (const id of real.rollouts) await real.services.rolloutReconciler.reconcile(real.t.tenantId, id);
    // A returning deferred cluster is caught up: after a pass, a rollout still sending defers only
    // clusters that are offline, or back for less than the interval at which a rollout looks up
    // its deferred clusters again (a pass that late has looked since the cluster returned).
    const now = real.t.clock.now().getTime();
    for (const id of real.rollouts) {
      const view = await real.services.rollouts.get(real.t.tenantId, id);
      if (view.state !== 'Running' && view.state !== 'WaitingForDeferred') continue;
      const online = view.deferred.filter(
        (clusterId) =>
          !real.t.offline.has(clusterId) &&
          now - (real.backAt.get(clusterId) ?? Number.NEGATIVE_INFINITY) >= RECHECK_SECONDS * 1000,
      );
      if (online.length > 0)
        throw new Error(`${id} (${view.state}) left ${online.join(', ')} deferred although online`);
    }
  }),
);

/** The timer and the queue doing their jobs: time passes, a pass per rollout, every due message handled. */
const tickCommand = fc.integer({ min: 1, max: 5 }).map((seconds) =>
  command(`tick(${seconds}s)`, async (real) => {
    real.t.clock.advance(seconds);
    for (const id of real.rollouts) await real.services.rolloutReconciler.reconcile(real.t.tenantId, id);
    for (let body = real.t.bus.takeDueAt(0); body; body = real.t.bus.takeDueAt(0)) {
      await real.services.fanout.handle(body);
    }
  }),
);

/** A cluster's agent stops or starts heartbeating. */
const heartbeatCommand = fc
  .record({ cluster: fc.nat(CLUSTERS - 1), online: fc.boolean() })
  .map(({ cluster, online }) =>
    command(`heartbeat ${cluster} ${online ? 'back' : 'gone'}`, async (real) => {
      const id = real.clusters[cluster]!;
      if (online && real.t.offline.delete(id)) real.backAt.set(id, real.t.clock.now().getTime());
      if (!online) real.t.offline.add(id);
    }),
  );

const commands: fc.Arbitrary<Cmd>[] = [
  tickCommand,
  tickCommand,
  tickCommand,
  agentsCommand,
  agentsCommand,
  reconcileCommand,
  reconcileCommand,
  deliverCommand,
  deliverCommand,
  deliverCommand,
  operatorCommand,
  startCommand,
  reconcileCommand,
  fc.nat(20).map((index) => command(`lose(${index})`, async (real) => void real.t.bus.loseAt(index))),
  fc
    .integer({ min: 1, max: 90 })
    .map((seconds) => command(`advance(${seconds}s)`, async (real) => real.t.clock.advance(seconds))),
  fc
    .record({
      cluster: fc.nat(CLUSTERS - 1),
      phase: fc.constantFrom('Installed' as const, 'Failed' as const),
    })
    .map(({ cluster, phase }) =>
      command(`agent ${cluster}: ${phase}`, async (real) => real.t.report([real.clusters[cluster]!], phase)),
    ),
  heartbeatCommand,
  fc.constant(
    command('restart', async (real) => {
      real.services = real.t.instance();
    }),
  ),
];

async function records(real: Real, rolloutId: string): Promise<RolloutClusterDocument[]> {
  return real.t.allRecords(rolloutId);
}

/** The invariants that must hold after every step. */
async function checkInvariants(real: Real): Promise<void> {
  const { t } = real;
  const rolloutDocs = new Map<string, RolloutDocument>();
  for (const id of real.rollouts) {
    rolloutDocs.set(id, (await t.rolloutStore.rollout(t.tenantId, id))!.doc);
  }
  const allRecords = new Map<string, RolloutClusterDocument[]>();
  for (const id of real.rollouts) allRecords.set(id, await records(real, id));

  // 1. No cap exceeded: admitted pin writes (appliedAt), in any one-second window, at most CAP.
  const applied = [...allRecords.values()]
    .flat()
    .flatMap((record) => (record.appliedAt ? [Date.parse(record.appliedAt)] : []))
    .sort((a, b) => a - b);
  for (let i = 0; i + CAP < applied.length; i++) {
    if (applied[i + CAP]! - applied[i]! < 1000) {
      throw new Error(`cap exceeded: ${CAP + 1} writes within ${applied[i + CAP]! - applied[i]!} ms`);
    }
  }

  // 2. No cluster pinned to a version its rollouts no longer intend.
  for (const clusterId of real.clusters) {
    const pin = (await t.clusters.read(t.tenantId, clusterId))!.doc.pins?.[ROLLOUT_EXTENSION];
    if (!pin) continue;
    const owner = rolloutDocs.get(pin.rolloutId);
    const record = allRecords.get(pin.rolloutId)?.find((r) => r.clusterId === clusterId);
    if (!owner || !record) throw new Error(`${clusterId} pinned by unknown rollout ${pin.rolloutId}`);
    if (pin.version !== owner.spec.version)
      throw new Error(`${clusterId} pinned to ${pin.version}, not ${owner.spec.version}`);
    if (!TOUCHED_STATES.includes(record.state)) {
      throw new Error(
        `${clusterId} pinned by ${pin.rolloutId} whose record is ${record.state} (rollout ${owner.state})`,
      );
    }
  }

  // 3. Final states never change; ended ones change only by an operator's rollback.
  for (const [id, doc] of rolloutDocs) {
    const before = real.seen.get(id);
    if (before && before !== doc.state) {
      if (FINAL_ROLLOUT_STATES.includes(before as never)) {
        throw new Error(`${id} left the final state ${before} for ${doc.state}`);
      }
      if (ENDED_ROLLOUT_STATES.includes(before as never)) {
        const byRollback =
          real.rolledBack.has(id) && (doc.state === 'RolledBack' || doc.state === 'RollingBack');
        if (!byRollback) throw new Error(`${id} left ${before} for ${doc.state} without a rollback`);
      }
    }
    real.seen.set(id, doc.state);
  }

  // Honest end states: Completed means every cluster finished; nothing deferred or in flight.
  for (const [id, doc] of rolloutDocs) {
    if (doc.state !== 'Completed') continue;
    const open = allRecords
      .get(id)!
      .filter((r) => ['Pending', 'Scheduled', 'Applied', 'Deferred'].includes(r.state));
    if (open.length > 0)
      throw new Error(`${id} is Completed with ${open.map((r) => `${r.clusterId} ${r.state}`).join(', ')}`);
  }

  // 4. Counts equal the per-cluster records: the view, each stage's plan, and a stopped rollout's list entry.
  for (const [id, doc] of rolloutDocs) {
    const recs = allRecords.get(id)!;
    const view: RolloutView = await t.services.rollouts.get(t.tenantId, id);
    if (view.total !== recs.length) throw new Error(`${id}: total ${view.total} but ${recs.length} records`);
    for (const [index, stage] of view.stages.entries()) {
      const planned = recs.filter((r) => r.stage === index).length;
      const counted = Object.values(stage.counts).reduce((a, b) => a + b, 0);
      if (stage.total !== planned || counted !== planned || doc.stages[index]!.total !== planned) {
        throw new Error(`${id} stage ${index}: total ${stage.total}, counted ${counted}, records ${planned}`);
      }
    }
    for (const record of recs) {
      if (view.counts[record.state] === undefined) throw new Error(`${id}: no count for ${record.state}`);
    }
    const byState = new Map<string, number>();
    for (const record of recs) byState.set(record.state, (byState.get(record.state) ?? 0) + 1);
    for (const [state, count] of Object.entries(view.counts)) {
      if ((byState.get(state) ?? 0) !== count)
        throw new Error(`${id}: ${state} counted ${count}, records ${byState.get(state) ?? 0}`);
    }
    // A running or waiting rollout's list entry is counted by each reconcile pass (up to ~5 s behind).
    if (doc.state !== 'Running' && doc.state !== 'WaitingForDeferred') {
      const listed = await t.services.rollouts.progress(t.tenantId, id);
      if (JSON.stringify(listed.counts) !== JSON.stringify(view.counts)) {
        throw new Error(
          `${id} (${doc.state}): listed ${JSON.stringify(listed.counts)}, exact ${JSON.stringify(view.counts)}`,
        );
      }
    }
  }
}

/** Every cluster back, paused rollouts resumed, everything delivered and reported healthy. */
async function driveToRest(real: Real): Promise<void> {
  const { t } = real;
  const backAt = t.clock.now().getTime();
  t.offline.clear();
  for (const id of real.rollouts) await operator(() => real.services.rollouts.resume(t.tenantId, id));
  for (let round = 0; round < 12; round++) {
    t.clock.advance(61);
    for (const id of real.rollouts) await real.services.rolloutReconciler.reconcile(t.tenantId, id);
    for (let body = t.bus.takeDueAt(0); body; body = t.bus.takeDueAt(0))
      await real.services.fanout.handle(body);
    const pinned = [...(await t.pins()).keys()];
    await t.report(pinned, 'Installed');
    await checkInvariants(real);
  }
  for (const id of real.rollouts) {
    const view = await real.services.rollouts.get(t.tenantId, id);
    // 5. Nothing left going, and every returned cluster caught up: no rollout ended with clusters deferred.
    if (['Running', 'Paused', 'WaitingForDeferred', 'RollingBack'].includes(view.state)) {
      throw new Error(
        `${id} still ${view.state} at rest: ${JSON.stringify(view.counts)} ${view.waitingReason}`,
      );
    }
    // CompletedWithDeferred only when its deadline had passed before the clusters came back.
    const expired = view.deferredUntil !== null && Date.parse(view.deferredUntil) <= backAt;
    if (
      (view.state === 'CompletedWithDeferred' && !expired) ||
      (view.state === 'Completed' && view.counts.Deferred! > 0)
    ) {
      throw new Error(`${id} ended ${view.state} although every cluster came back in time`);
    }
  }
}

describe.each(IN_PROCESS_STORES)('rollout interleavings (model-based): %s', (name, harness) => {
  const store = suiteStore(harness);
  let runs = 0;
  // A fresh tenant per run, days apart: the global pacing logs are shared by every tenant.
  async function setup(): Promise<Real> {
    runs++;
    const clock = new ManualClock(new Date(Date.parse('2027-01-01T00:00:00Z') + runs * 7 * 86_400_000));
    const t = new RolloutEngine(store() as Store, `model-${runs}`, clock, store(), { perSecond: CAP });
    const clusters = await t.addClusters(CLUSTERS);
    // The first cluster is the canary ring.
    const collection = t.clusters;
    const first = (await collection.read(t.tenantId, clusters[0]!))!;
    await collection.replace({ ...first.doc, labels: { ring: 'canary' } }, { ifMatch: first.etag });
    return {
      t,
      services: t.services,
      clusters,
      rollouts: [],
      versions: 0,
      seen: new Map(),
      rolledBack: new Set(),
      backAt: new Map(),
    };
  }

  it('keeps every invariant through any interleaving, and ends at rest with every cluster caught up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: '+1' }), async (cmds) => {
        const real = await setup();
        await fc.asyncModelRun(() => ({ model: {} as Model, real }), cmds);
        await driveToRest(real);
      }),
      // Bounded so the suite stays well under a minute; the emulator is ~10x slower than SQLite.
      { numRuns: Number(process.env.MODEL_RUNS ?? (name.startsWith('sqlite') ? 150 : 30)) },
    );
  });

  // Regression tests: counterexamples, replayed step by step with the same invariants.
  const replay = async (steps: Cmd[]) => {
    const real = await setup();
    for (const step of steps) await step.run({} as Model, real);
    await driveToRest(real);
    return real;
  };
  const step = (arbitrary: fc.Arbitrary<Cmd>, name: string): Cmd =>
    fc.sample(
      arbitrary.filter((cmd) => cmd.toString() === name),
      { numRuns: 1, seed: 7 },
    )[0]!;
  const start = (target: string, supersede: boolean) =>
    step(
      startCommand,
      `start(${target}, staged=false, max=undefined, supersede=${supersede}, auto=false, deferred=86400s)`,
    );
  const deliver = step(deliverCommand, 'deliver(0)');
  const reconcile = step(reconcileCommand, 'reconcile');
  const act = (action: string, fromNewest: number) => step(operatorCommand, `${action}(${fromNewest})`);

  it('catches up a returning cluster once the deferred lookup interval has passed, not sooner', async () => {
    // Found by CI (seed 991292598): a pass right after the return kept it deferred, which the
    // invariant then demanded it should not; rollouts look up deferred clusters every 30 s.
    const real = await replay([
      step(heartbeatCommand, 'heartbeat 2 gone'),
      step(
        startCommand,
        'start(ring!=canary, staged=false, max=2, supersede=false, auto=false, deferred=60s)',
      ),
      step(tickCommand, 'tick(1s)'),
      reconcile,
      step(heartbeatCommand, 'heartbeat 2 back'),
      reconcile,
    ]);
    expect(real.seen.size).toBe(1);
  });

  it('rolls a superseding rollout back to what is still intended, not to a rolled-back pin', async () => {
    // R1 pins c-000; R2 supersedes it and pins c-000 over it; R1 rolls back (keeps R2's newer pin);
    // then R2 rolls back: putting R1's pin back would pin a version nobody intends.
    const real = await replay([
      start('all', false),
      deliver,
      start('all', true),
      step(deliverCommand, 'deliver(0, after 3s)'),
      act('rollback', 1),
      act('rollback', 0),
    ]);
    expect(real.seen.size).toBe(2);
    expect([...real.seen.values()]).toEqual(['RolledBack', 'RolledBack']);
    expect((await real.t.pins()).size).toBe(0);
  });
});
