/**
 * Rollback, pause and a fan-out handler already past its state check, interleaved on purpose: the
 * handler runs on one instance through a store whose writes can be held at a gate, the operator
 * acts on another instance while it is held, then the handler goes on. On every store adapter.
 * Whatever the interleaving, a cluster carries the rollout's pin exactly when its record says it
 * was touched (so rollback finds it), and after a rollback no cluster keeps it.
 */
import type { ClusterDocument } from '../../../functions/clusters/model';
import type { RolloutServices } from '../../../functions/rollout/compose-rollouts';
import { TOUCHED_STATES } from '../../../functions/rollout/model';
import type { RolloutClusterDocument } from '../../../functions/rollout/model';
import { GatedStore } from '../../support/gated-store';
import type { Gate } from '../../support/gated-store';
import { ManualClock } from '../../support/manual-clock';
import { ROLLOUT_EXTENSION, RolloutEngine } from '../../support/rollout-engine';
import { IN_PROCESS_STORES, suiteStore } from '../../support/store-harnesses';

describe.each(IN_PROCESS_STORES)('fan-out against rollback and pause: %s', (adapter, makeHarness) => {
  const opened = suiteStore(makeHarness);
  let tenantCount = 0;

  /**
   * Three clusters, all scheduled; the handler instance writes through a gated store, the
   * operator instance (rollback, pause, resume) straight to the store.
   */
  async function setup() {
    const tenantId = `t-${adapter.split(' ')[0]}-race-${++tenantCount}`;
    const clock = new ManualClock(new Date(Date.parse('2026-04-01T00:00:00Z') + tenantCount * 86_400_000));
    const inner = opened();
    const gated = new GatedStore(inner);
    const engine = new RolloutEngine(inner, tenantId, clock);
    const handler: RolloutServices = engine.instance(gated);
    const operator = engine.services;
    const [target] = await engine.addClusters(3);
    const rollout = await engine.start();
    clock.advance(1);
    const messages = engine.bus.takeDue();
    expect(messages).toHaveLength(3);
    const messageFor = (clusterId: string) =>
      messages.find((body) => (body as { clusterId: string }).clusterId === clusterId)!;

    const gates = {
      /** The handler's next write of the target's record (its first write after its reads). */
      firstRecordWrite: () =>
        gated.hold<RolloutClusterDocument>('rolloutClusters', (doc) => doc.clusterId === target),
      /** The handler's write of the pin on the target cluster. */
      pinWrite: () =>
        gated.hold<ClusterDocument>(
          'clusters',
          (doc) => doc.id === target && doc.pins?.[ROLLOUT_EXTENSION]?.rolloutId === rollout.id,
        ),
      /** The handler's write of the target's record once the pin is written. */
      recordWriteAfterPin: () =>
        gated.hold<RolloutClusterDocument>(
          'rolloutClusters',
          (doc) => doc.clusterId === target && Boolean(doc.pinWrittenAt),
        ),
    };

    /**
     * Starts handling the target's message and waits until it is held at `gate`. Answers the
     * handling in an object: an async function returning the promise itself would wait for it.
     */
    const heldAt = async (gate: Gate): Promise<{ handling: Promise<unknown> }> => {
      const handling = handler.fanout.handle(messageFor(target!));
      const passed = handling.then((outcome) => {
        throw new Error(`the handler finished (${outcome}) without reaching the gate`);
      });
      await Promise.race([gate.reached, passed]);
      passed.catch(() => undefined);
      return { handling };
    };

    /** Holds the target's handler at `gate`, does `meanwhile` on the other instance, lets it finish. */
    const whileHeld = async (gate: Gate, meanwhile: () => Promise<unknown>) => {
      const { handling } = await heldAt(gate);
      await meanwhile();
      gate.release();
      await handling;
    };
    /** The target's handler dies at `gate`: it throws, and its message is not completed. */
    const diesAt = async (gate: Gate) => {
      const { handling } = await heldAt(gate);
      gate.fail(new Error('instance lost'));
      await expect(handling).rejects.toThrow('instance lost');
    };
    /** The bus delivers the target's message again. */
    const redeliver = () => handler.fanout.handle(messageFor(target!));
    const rollback = () => operator.rollouts.rollback(tenantId, rollout.id);
    const pause = () => operator.rollouts.pause(tenantId, rollout.id);

    /** The other clusters' messages, handled without interference. */
    const deliverOthers = async () => {
      for (const body of messages.filter((m) => m !== messageFor(target!))) await handler.fanout.handle(body);
    };

    /** A cluster carries the rollout's pin exactly when its record says it was touched. */
    const expectPinsMatchRecords = async () => {
      const pins = await engine.pins();
      const records = await engine.allRecords(rollout.id);
      expect(records).toHaveLength(3);
      for (const record of records) {
        const pinned = pins.get(record.clusterId) === rollout.id;
        expect({ clusterId: record.clusterId, state: record.state, pinned }).toEqual({
          clusterId: record.clusterId,
          state: record.state,
          pinned: TOUCHED_STATES.includes(record.state),
        });
      }
      return records;
    };

    /** After a rollback: no cluster keeps the pin, and no record says otherwise. */
    const expectRolledBack = async () => {
      expect([...(await engine.pins()).values()]).not.toContain(rollout.id);
      const records = await expectPinsMatchRecords();
      for (const record of records) expect(['RolledBack', 'Cancelled']).toContain(record.state);
    };

    return {
      engine,
      operator,
      rollout,
      target: target!,
      gates,
      whileHeld,
      diesAt,
      redeliver,
      rollback,
      pause,
      deliverOthers,
      expectPinsMatchRecords,
      expectRolledBack,
    };
  }

  it('rollback while a handler is about to write the pin: the pin does not outlive the rollback', async () => {
    const t = await setup();
    await t.deliverOthers();
    await t.whileHeld(t.gates.pinWrite(), t.rollback);
    await t.expectRolledBack();
  });

  it('rollback between the pin write and the record write: the handler takes its pin back', async () => {
    const t = await setup();
    await t.deliverOthers();
    await t.whileHeld(t.gates.recordWriteAfterPin(), async () => {
      expect((await t.engine.pins()).get(t.target)).toBe(t.rollout.id);
      await t.rollback();
    });
    await t.expectRolledBack();
  });

  it('rollback while a handler is about to make its first record write: nothing is pinned', async () => {
    const t = await setup();
    await t.whileHeld(t.gates.firstRecordWrite(), t.rollback);
    await t.deliverOthers();
    await t.expectRolledBack();
  });

  it('pause while a handler is about to write the pin: the write is recorded, and a rollback restores it', async () => {
    const t = await setup();
    await t.whileHeld(t.gates.pinWrite(), t.pause);
    await t.deliverOthers();
    await t.expectPinsMatchRecords();

    await t.rollback();
    await t.expectRolledBack();
  });

  it('pause while a handler is about to make its first record write: nothing is written after the pause', async () => {
    const t = await setup();
    let before = new Map<string, string>();
    await t.whileHeld(t.gates.firstRecordWrite(), async () => {
      const paused = await t.pause();
      expect(paused.counts.Scheduled).toBe(0);
      before = await t.engine.pins();
    });
    await t.deliverOthers();
    expect(await t.engine.pins()).toEqual(before);
    const records = await t.expectPinsMatchRecords();
    expect(records.map((record) => record.state)).toEqual(['Pending', 'Pending', 'Pending']);

    // Resumed, the rollout sends them again and every cluster gets its pin once.
    await t.operator.rollouts.resume(t.engine.tenantId, t.rollout.id);
    expect(await t.engine.deliver()).toBe(3);
    const applied = await t.expectPinsMatchRecords();
    expect(applied.map((record) => record.state)).toEqual(['Applied', 'Applied', 'Applied']);
  });

  it('a handler that dies after writing the pin: rollback, then the redelivered message takes the pin back', async () => {
    const t = await setup();
    await t.deliverOthers();
    await t.diesAt(t.gates.recordWriteAfterPin());
    await t.rollback();
    expect(await t.redeliver()).toBe('duplicate');
    await t.expectRolledBack();
  });

  it('a handler that dies after writing the pin, judged by the agent before the redelivery: the redelivery confirms it', async () => {
    const t = await setup();
    await t.deliverOthers();
    await t.diesAt(t.gates.recordWriteAfterPin());
    const generation = async () =>
      (await t.engine.clusters.read(t.engine.tenantId, t.target))!.doc.desiredGeneration;
    const pinned = await generation();
    // The pin reached the agent, which reports the version installed: the record is judged
    // while its pin write is still unconfirmed.
    await t.engine.report([t.target], 'Installed');
    const judged = (await t.engine.allRecords(t.rollout.id)).find((r) => r.clusterId === t.target)!;
    expect(judged).toMatchObject({ state: 'Succeeded', pinWrittenAt: null });

    expect(await t.redeliver()).toBe('applied');
    const records = await t.expectPinsMatchRecords();
    const target = records.find((r) => r.clusterId === t.target)!;
    expect(target.state).toBe('Succeeded');
    expect(target.pinWrittenAt).toEqual(expect.any(String));
    // The pin was already there: the redelivery did not write it a second time.
    expect(await generation()).toBe(pinned);
  });

  it('a handler that dies before writing the pin: the redelivered message writes it and the record says so', async () => {
    const t = await setup();
    await t.deliverOthers();
    await t.diesAt(t.gates.pinWrite());
    expect(await t.redeliver()).toBe('applied');
    const records = await t.expectPinsMatchRecords();
    expect(records.map((record) => record.state)).toEqual(['Applied', 'Applied', 'Applied']);
    expect(records.every((record) => record.pinWrittenAt)).toBe(true);
  });
});
