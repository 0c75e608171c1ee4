import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BusLockLostError,
  BusMessageTooLargeError,
  MAX_DELIVERY_COUNT_EXCEEDED,
  MAX_MESSAGE_PAYLOAD_BYTES,
} from '../../functions/platform/bus/bus';
import type { Bus, QueueOptions, ReceivedMessage } from '../../functions/platform/bus/bus';
import { ServiceBusBus } from '../../functions/platform/bus/servicebus-bus';
import { SqliteBus } from '../../functions/platform/bus/sqlite-bus';
import { startServiceBusEmulator } from '../support/servicebus-emulator';

/**
 * ONE suite for every Bus adapter. `bus` and `other` are two independent clients of the same
 * queues (two SQLite handles on one file; two AMQP connections to one emulator), so "another
 * receiver" really is another one.
 */
interface Harness {
  bus: Bus;
  other: Bus;
  close(): Promise<void>;
}

// Locks run on real time in both adapters. A lock no test waits out is long, so a slow machine
// cannot expire it between two steps; the cases about expiry use queues with a short one.
const LONG_LOCK_MS = 60_000;
const LOCK_MS = 1_000;
const defaults: QueueOptions = { lockDurationMs: LONG_LOCK_MS, maxDeliveryCount: 3 };
const shortLock: QueueOptions = { lockDurationMs: LOCK_MS, maxDeliveryCount: 3 };
const queues: Record<string, QueueOptions> = {
  'one-delivery': { lockDurationMs: LOCK_MS, maxDeliveryCount: 1 },
  'short-lock-completed': shortLock,
  'short-lock-expired': shortLock,
  'short-lock-renewed': shortLock,
};

const adapters: [string, () => Promise<Harness>][] = [
  [
    'SqliteBus (temp file)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'arcbridge-bus-'));
      const path = join(dir, 'bus.db');
      const bus = new SqliteBus(path, { defaults, queues, pollIntervalMs: 20 });
      const other = new SqliteBus(path, { defaults, queues, pollIntervalMs: 20 });
      return {
        bus,
        other,
        close: async () => {
          await bus.close();
          await other.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'ServiceBusBus (@azure/service-bus -> AMQP emulator)',
    async () => {
      const emulator = await startServiceBusEmulator({ defaults, queues });
      const bus = new ServiceBusBus({ connectionString: emulator.connectionString });
      const other = new ServiceBusBus({ connectionString: emulator.connectionString });
      return {
        bus,
        other,
        close: async () => {
          await bus.close();
          await other.close();
          await emulator.close();
        },
      };
    },
  ],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('Bus contract: %s', (_name, create) => {
  let h: Harness;
  let counter = 0;
  const queue = (): string => `q${++counter}`;
  const receiveOne = async (bus: Bus, q: string, maxWaitMs = 10_000): Promise<ReceivedMessage> => {
    const [message, ...rest] = await bus.receive(q, { maxMessages: 1, maxWaitMs });
    expect(rest).toHaveLength(0);
    if (!message) throw new Error(`nothing arrived on ${q} within ${maxWaitMs} ms`);
    return message;
  };

  beforeAll(async () => {
    h = await create();
  });
  afterAll(async () => {
    await h.close();
  });

  it('sends, receives under a lock and completes; a completed message is gone', async () => {
    // A short lock, waited out below: a completed message does not come back when it would expire.
    const q = 'short-lock-completed';
    const before = Date.now();
    await h.bus.send(q, {
      body: { rollout: 'r1', wave: 2, clusters: ['a', 'b'] },
      messageId: 'rollout-r1-wave-2',
      applicationProperties: { tenant: 't1', attempt: 1, urgent: true },
    });
    const message = await receiveOne(h.bus, q);
    expect(message).toMatchObject({
      queue: q,
      messageId: 'rollout-r1-wave-2',
      body: { rollout: 'r1', wave: 2, clusters: ['a', 'b'] },
      deliveryCount: 1,
      applicationProperties: { tenant: 't1', attempt: 1, urgent: true },
    });
    expect(typeof message.sequenceNumber).toBe('bigint');
    expect(message.enqueuedTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(message.enqueuedTime.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(message.lockedUntil.getTime()).toBeGreaterThan(Date.now());
    expect(message.lockToken).toMatch(/^[0-9a-f-]{36}$/);

    await h.bus.complete(message);
    await expect(h.bus.complete(message)).rejects.toBeInstanceOf(BusLockLostError);
    expect(await h.other.receive(q, { maxWaitMs: LOCK_MS + 200 })).toEqual([]);
  });

  it('preserves message ids, generates missing ones, and delivers a batch in sequence order', async () => {
    const q = queue();
    await h.bus.send(q, [{ body: 1, messageId: 'm-1' }, { body: 'two' }, { body: [3], messageId: 'm-3' }]);
    const received = await h.bus.receive(q, { maxMessages: 3, maxWaitMs: 2000 });
    expect(received.map((m) => m.body)).toEqual([1, 'two', [3]]);
    expect(received[0]!.messageId).toBe('m-1');
    expect(received[1]!.messageId).toMatch(/\S/);
    expect(received[2]!.messageId).toBe('m-3');
    const sequence = received.map((m) => m.sequenceNumber);
    expect([...sequence].sort((a, b) => (a < b ? -1 : 1))).toEqual(sequence);
    expect(new Set(sequence).size).toBe(3);
    for (const message of received) await h.bus.complete(message);
  });

  it('holds every send to the Service Bus Standard message size, enqueuing nothing from a refused send', async () => {
    const q = queue();
    const tooBig = { body: 'x'.repeat(MAX_MESSAGE_PAYLOAD_BYTES + 1) };
    await expect(h.bus.send(q, tooBig)).rejects.toBeInstanceOf(BusMessageTooLargeError);
    // Together over the limit: all or none, so none.
    const half = (id: string) => ({ body: 'y'.repeat(MAX_MESSAGE_PAYLOAD_BYTES / 2), messageId: id });
    await expect(h.bus.send(q, [half('a'), half('b')])).rejects.toBeInstanceOf(BusMessageTooLargeError);
    await expect(h.bus.schedule(q, new Date(), tooBig)).rejects.toBeInstanceOf(BusMessageTooLargeError);
    expect(await h.bus.receive(q, { maxWaitMs: 200 })).toEqual([]);
    // A large message under the limit goes through intact.
    const large = 'z'.repeat(MAX_MESSAGE_PAYLOAD_BYTES - 1024);
    await h.bus.send(q, { body: { large }, messageId: 'large' });
    const message = await receiveOne(h.bus, q);
    expect(message.body).toEqual({ large });
    await h.bus.complete(message);
  });

  it('keeps a scheduled message invisible until its time, then delivers it', async () => {
    const q = queue();
    // Far enough ahead that the schedule call and the 150 ms look end before it even on a loaded
    // machine (with 400 ms, a slow schedule call let the look run past the time).
    const at = new Date(Date.now() + 1500);
    const [sequenceNumber] = await h.bus.schedule(q, at, { body: { scheduled: true }, messageId: 'later' });
    expect(typeof sequenceNumber).toBe('bigint');
    expect(await h.bus.receive(q, { maxWaitMs: 150 })).toEqual([]);
    expect(Date.now()).toBeLessThan(at.getTime());
    const message = await receiveOne(h.bus, q);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 50);
    expect(message).toMatchObject({ messageId: 'later', body: { scheduled: true }, sequenceNumber });
    await h.bus.complete(message);
  });

  it('honours scheduledEnqueueTime on send', async () => {
    const q = queue();
    const at = new Date(Date.now() + 1500);
    await h.bus.send(q, { body: 'x', messageId: 'send-later', scheduledEnqueueTime: at });
    expect(await h.bus.receive(q, { maxWaitMs: 100 })).toEqual([]);
    expect(Date.now()).toBeLessThan(at.getTime());
    const message = await receiveOne(h.bus, q);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 50);
    expect(message.messageId).toBe('send-later');
    await h.bus.complete(message);
  });

  it('cancels a scheduled message and leaves the others', async () => {
    const q = queue();
    // Ahead enough that the cancel lands before the time even on a loaded machine.
    const at = new Date(Date.now() + 1500);
    const [keep, cancel] = await h.bus.schedule(q, at, [
      { body: 'keep', messageId: 'keep' },
      { body: 'cancel', messageId: 'cancel' },
    ]);
    expect(keep).not.toEqual(cancel);
    await h.bus.cancelScheduled(q, cancel!);
    expect(Date.now()).toBeLessThan(at.getTime());
    const message = await receiveOne(h.bus, q);
    expect(message.messageId).toBe('keep');
    await h.bus.complete(message);
    expect(await h.other.receive(q, { maxWaitMs: 300 })).toEqual([]);
  });

  it('hides a locked message from other receivers', async () => {
    const q = queue();
    await h.bus.send(q, { body: 'mine', messageId: 'locked' });
    const message = await receiveOne(h.bus, q);
    expect(await h.other.receive(q, { maxWaitMs: 200 })).toEqual([]);
    await h.bus.complete(message);
  });

  it('redelivers an abandoned message at once with deliveryCount + 1', async () => {
    const q = queue();
    await h.bus.send(q, { body: 'retry me', messageId: 'abandoned' });
    const first = await receiveOne(h.bus, q);
    await h.bus.abandon(first);
    const started = Date.now();
    const second = await receiveOne(h.other, q);
    // At once, not when the lock would have expired.
    expect(Date.now() - started).toBeLessThan(LONG_LOCK_MS);
    expect(second).toMatchObject({ messageId: 'abandoned', deliveryCount: first.deliveryCount + 1 });
    expect(second.sequenceNumber).toBe(first.sequenceNumber);
    expect(second.lockToken).not.toBe(first.lockToken);
    await h.other.complete(second);
  });

  it('redelivers when the lock expires, and the stale lock can no longer settle', async () => {
    const q = 'short-lock-expired';
    await h.bus.send(q, { body: 'slow', messageId: 'expired' });
    const first = await receiveOne(h.bus, q);
    const second = await receiveOne(h.other, q, LOCK_MS * 30);
    expect(Date.now()).toBeGreaterThanOrEqual(first.lockedUntil.getTime() - 100);
    expect(second).toMatchObject({ messageId: 'expired', deliveryCount: 2 });
    await expect(h.bus.complete(first)).rejects.toBeInstanceOf(BusLockLostError);
    await h.other.complete(second);
  });

  it('renews a lock so the message stays hidden past the first expiry', async () => {
    const q = 'short-lock-renewed';
    await h.bus.send(q, { body: 'long job', messageId: 'renewed' });
    const message = await receiveOne(h.bus, q);
    await sleep(LOCK_MS / 2);
    const renewedUntil = await h.bus.renewLock(message);
    expect(renewedUntil.getTime()).toBeGreaterThan(message.lockedUntil.getTime());
    expect(await h.other.receive(q, { maxWaitMs: LOCK_MS / 2 + 150 })).toEqual([]);
    expect(Date.now()).toBeGreaterThan(message.lockedUntil.getTime());
    await h.bus.complete(message);
  });

  it('dead-letters a message after the maximum number of deliveries', async () => {
    const q = queue();
    await h.bus.send(q, {
      body: { poison: true },
      messageId: 'poison',
      applicationProperties: { kind: 'test' },
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const message = await receiveOne(h.bus, q);
      expect(message.deliveryCount).toBe(attempt);
      await h.bus.abandon(message);
    }
    expect(await h.other.receive(q, { maxWaitMs: 200 })).toEqual([]);
    const dead = await h.bus.peekDeadLetters(q);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      queue: q,
      messageId: 'poison',
      body: { poison: true },
      deliveryCount: 3,
      deadLetterReason: MAX_DELIVERY_COUNT_EXCEEDED,
      applicationProperties: { kind: 'test' },
    });
  });

  it('dead-letters a message whose last allowed lock expired', async () => {
    const q = 'one-delivery';
    await h.bus.send(q, { body: 'crashed consumer', messageId: 'crash' });
    const message = await receiveOne(h.bus, q);
    expect(await h.other.receive(q, { maxWaitMs: LOCK_MS + 300 })).toEqual([]);
    await expect(h.bus.complete(message)).rejects.toBeInstanceOf(BusLockLostError);
    const dead = await h.bus.peekDeadLetters(q);
    expect(dead.map((m) => [m.messageId, m.deadLetterReason])).toEqual([
      ['crash', MAX_DELIVERY_COUNT_EXCEEDED],
    ]);
  });

  it('dead-letters explicitly with a reason and description, and peeking does not consume', async () => {
    const q = queue();
    await h.bus.send(q, [
      { body: 'bad', messageId: 'bad-1', applicationProperties: { tenant: 't9' } },
      { body: 'bad', messageId: 'bad-2' },
    ]);
    const [first, second] = await h.bus.receive(q, { maxMessages: 2, maxWaitMs: 2000 });
    await h.bus.deadLetter(first!, 'ValidationFailed', 'wave is not a number');
    await h.bus.deadLetter(second!, 'Unsupported');
    expect(await h.other.receive(q, { maxWaitMs: 200 })).toEqual([]);
    for (let read = 0; read < 2; read++) {
      const dead = await h.other.peekDeadLetters(q);
      expect(dead).toHaveLength(2);
      expect(dead[0]).toMatchObject({
        messageId: 'bad-1',
        deadLetterReason: 'ValidationFailed',
        deadLetterErrorDescription: 'wave is not a number',
        applicationProperties: { tenant: 't9' },
        deliveryCount: 1,
      });
      expect(dead[1]).toMatchObject({ messageId: 'bad-2', deadLetterReason: 'Unsupported' });
      expect(dead[1]!.deadLetterErrorDescription).toBeUndefined();
    }
    expect(await h.bus.peekDeadLetters(q, { maxMessages: 1 })).toHaveLength(1);
  });

  it('moves more than 2,048 messages through one receiver (rhea session window, credit accounting)', async () => {
    const q = queue();
    const total = 2100;
    for (let start = 0; start < total; start += 100) {
      await h.bus.send(
        q,
        Array.from({ length: 100 }, (_, i) => ({ body: { n: start + i }, messageId: `bulk-${start + i}` })),
      );
    }
    const seen = new Set<number>();
    while (seen.size < total) {
      const batch = await h.bus.receive(q, { maxMessages: 100, maxWaitMs: 2000 });
      expect(batch.length).toBeGreaterThan(0);
      await Promise.all(batch.map((message) => h.bus.complete(message)));
      for (const message of batch) seen.add((message.body as { n: number }).n);
    }
    expect(seen.size).toBe(total);
    expect(await h.other.receive(q, { maxWaitMs: 200 })).toEqual([]);
  });

  it('returns an empty batch after waiting when the queue is empty', async () => {
    const started = Date.now();
    expect(await h.bus.receive(queue(), { maxWaitMs: 200 })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
