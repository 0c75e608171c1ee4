import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app } from '@azure/functions';
import type { InvocationContext } from '@azure/functions';
import { collectRegistrations } from '../../../functions/host/functions-core';
import { QueueTriggerRunner } from '../../../functions/host/queue-trigger-runner';
import { MAX_DELIVERY_COUNT_EXCEEDED } from '../../../functions/platform/bus/bus';
import type { Bus } from '../../../functions/platform/bus/bus';
import { ServiceBusBus } from '../../../functions/platform/bus/servicebus-bus';
import { SqliteBus } from '../../../functions/platform/bus/sqlite-bus';
import { startServiceBusEmulator } from '../../support/servicebus-emulator';

const LOCK_MS = 400;
const queueOptions = { defaults: { lockDurationMs: LOCK_MS, maxDeliveryCount: 3 } };

interface Seen {
  body: unknown;
  metadata: Record<string, unknown>;
  functionName: string;
}

/** Resolves when `predicate` holds, polling every 10 ms; fails after `ms`. */
async function until(predicate: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function register(
  queueName: string,
  handler: (message: unknown, context: InvocationContext) => Promise<void>,
) {
  return collectRegistrations(() => {
    app.serviceBusQueue('processRollout', { queueName, connection: 'ServiceBusConnection', handler });
    // Not a queue trigger: the runner must leave it alone.
    app.http('healthz', {
      route: 'healthz',
      methods: ['GET'],
      authLevel: 'anonymous',
      handler: async () => ({}),
    });
  });
}

describe('QueueTriggerRunner', () => {
  let dir: string;
  let bus: SqliteBus;
  let runner: QueueTriggerRunner | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-qtr-'));
    bus = new SqliteBus(join(dir, 'bus.db'), { ...queueOptions, pollIntervalMs: 20 });
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await bus.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers body and trigger metadata to the registered handler and completes the message', async () => {
    const seen: Seen[] = [];
    const registrations = register('rollouts', async (message, context) => {
      seen.push({
        body: message,
        metadata: { ...context.triggerMetadata },
        functionName: context.functionName,
      });
    });
    runner = new QueueTriggerRunner({ bus, registrations, receiveWaitMs: 100 });
    expect(runner.queues).toEqual({ processRollout: 'rollouts' });
    runner.start();

    await bus.send('rollouts', {
      body: { rollout: 'r1' },
      messageId: 'r1-wave-1',
      applicationProperties: { tenant: 't1' },
    });
    await until(() => seen.length === 1);
    await runner.stop();

    expect(seen[0]).toMatchObject({
      body: { rollout: 'r1' },
      functionName: 'processRollout',
      metadata: { messageId: 'r1-wave-1', deliveryCount: 1, applicationProperties: { tenant: 't1' } },
    });
    expect(typeof seen[0]!.metadata.sequenceNumber).toBe('number');
    expect(new Date(seen[0]!.metadata.enqueuedTimeUtc as string).getTime()).toBeGreaterThan(
      Date.now() - 5000,
    );
    // Completed, not merely locked: nothing comes back after the lock duration.
    expect(await bus.receive('rollouts', { maxWaitMs: LOCK_MS + 200 })).toEqual([]);
    expect(await bus.peekDeadLetters('rollouts')).toEqual([]);
  });

  it('abandons when the handler throws, so the message is redelivered and finally dead-lettered', async () => {
    const attempts: number[] = [];
    const registrations = register('poison', async (_message, context) => {
      attempts.push(context.triggerMetadata!.deliveryCount as number);
      throw new Error('cannot parse rollout');
    });
    runner = new QueueTriggerRunner({ bus, registrations, receiveWaitMs: 100 });
    runner.start();
    await bus.send('poison', { body: { broken: true }, messageId: 'poison-1' });

    let dead: Awaited<ReturnType<Bus['peekDeadLetters']>> = [];
    await until(() => attempts.length === 3);
    for (let i = 0; i < 50 && dead.length === 0; i++) {
      dead = await bus.peekDeadLetters('poison');
      if (dead.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await runner.stop();
    expect(attempts).toEqual([1, 2, 3]);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      messageId: 'poison-1',
      body: { broken: true },
      deliveryCount: 3,
      deadLetterReason: MAX_DELIVERY_COUNT_EXCEEDED,
    });
    expect(dead[0]!.deadLetterErrorDescription).toMatch(/3 delivery attempts/);
  });

  it('never runs more than maxConcurrentCalls handlers at once and still processes everything', async () => {
    let running = 0;
    let peak = 0;
    const done: unknown[] = [];
    const registrations = register('fanout', async (message) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 60));
      running--;
      done.push(message);
    });
    await bus.send(
      'fanout',
      Array.from({ length: 7 }, (_, i) => ({ body: i })),
    );
    runner = new QueueTriggerRunner({ bus, registrations, maxConcurrentCalls: 2, receiveWaitMs: 100 });
    runner.start();
    await until(() => done.length === 7);
    expect(peak).toBe(2);
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('renews the lock while a slow handler runs, so the message is not redelivered', async () => {
    // Renewal comes at half the remaining lock time: a 1 s lock tolerates ~500 ms of event-loop
    // lag on a loaded machine (the 400 ms lock of the other cases lost it under a busy CI).
    const lockMs = 1000;
    await bus.close();
    bus = new SqliteBus(join(dir, 'bus-slow.db'), {
      defaults: { lockDurationMs: lockMs, maxDeliveryCount: 3 },
      pollIntervalMs: 20,
    });
    const deliveries: number[] = [];
    const registrations = register('slow', async (_message, context) => {
      deliveries.push(context.triggerMetadata!.deliveryCount as number);
      await new Promise((resolve) => setTimeout(resolve, lockMs * 2.5));
    });
    runner = new QueueTriggerRunner({ bus, registrations, receiveWaitMs: 100, maxConcurrentCalls: 4 });
    runner.start();
    await bus.send('slow', { body: 'long job' });
    await until(() => deliveries.length === 1);
    await runner.stop();
    expect(deliveries).toEqual([1]);
    expect(await bus.receive('slow', { maxWaitMs: lockMs + 200 })).toEqual([]);
  });

  it('stop() waits for running handlers and then receives nothing more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handled: unknown[] = [];
    let entered = 0;
    const registrations = register('stopping', async (message) => {
      entered++;
      await gate;
      handled.push(message);
    });
    runner = new QueueTriggerRunner({ bus, registrations, receiveWaitMs: 50 });
    runner.start();
    await bus.send('stopping', { body: 'first' });
    await until(() => entered === 1);

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(handled).toEqual(['first']);

    await bus.send('stopping', { body: 'after stop' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(handled).toEqual(['first']);
    const [left] = await bus.receive('stopping', { maxWaitMs: 500 });
    expect(left?.body).toBe('after stop');
  });
});

describe('QueueTriggerRunner over @azure/service-bus and the emulator', () => {
  it('dead-letters a poison message after the queue max delivery count', async () => {
    const emulator = await startServiceBusEmulator(queueOptions);
    const bus = new ServiceBusBus({ connectionString: emulator.connectionString });
    const attempts: number[] = [];
    const registrations = register('poison', async (_message, context) => {
      attempts.push(context.triggerMetadata!.deliveryCount as number);
      throw new Error('boom');
    });
    const runner = new QueueTriggerRunner({ bus, registrations, receiveWaitMs: 200 });
    try {
      runner.start();
      await bus.send('poison', { body: { broken: true }, messageId: 'poison-sb' });
      await until(() => emulator.stats('poison').deadLettered === 1);
      await runner.stop();
      expect(attempts).toEqual([1, 2, 3]);
      const dead = await bus.peekDeadLetters('poison');
      expect(dead.map((m) => [m.messageId, m.deadLetterReason])).toEqual([
        ['poison-sb', MAX_DELIVERY_COUNT_EXCEEDED],
      ]);
    } finally {
      await runner.stop();
      await bus.close();
      await emulator.close();
    }
  });
});
