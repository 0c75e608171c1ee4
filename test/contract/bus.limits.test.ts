/**
 * The AMQP emulator's message size limit against the real @azure/service-bus SDK, and what the
 * ServiceBusBus adapter makes of it. The port-level case that holds on every adapter is in
 * bus.contract.test.ts; these prove the emulator refuses like Service Bus and the adapter copes
 * when the *service* (not its own check) says no.
 */
import { isServiceBusError, ServiceBusClient } from '@azure/service-bus';
import { BusMessageTooLargeError, MAX_MESSAGE_BYTES } from '../../functions/platform/bus/bus';
import { ServiceBusBus } from '../../functions/platform/bus/servicebus-bus';
import { toProblem } from '../../functions/platform/http/error-mapping';
import { startServiceBusEmulator } from '../support/servicebus-emulator';
import type { ServiceBusEmulator } from '../support/servicebus-emulator';

describe('AMQP emulator: Service Bus Standard 256 KB message limit', () => {
  let emulator: ServiceBusEmulator;
  let client: ServiceBusClient;

  beforeAll(async () => {
    emulator = await startServiceBusEmulator();
    client = new ServiceBusClient(emulator.connectionString);
  });

  afterAll(async () => {
    await client.close();
    await emulator.close();
  });

  it('advertises 262144 bytes as the link max-message-size (what the SDK sizes batches by)', async () => {
    const sender = client.createSender('advertised');
    try {
      const batch = await sender.createMessageBatch();
      expect(batch.maxSizeInBytes).toBe(MAX_MESSAGE_BYTES);
      expect(MAX_MESSAGE_BYTES).toBe(262144);
    } finally {
      await sender.close();
    }
  });

  it('refuses a single oversize transfer with amqp:link:message-size-exceeded (SDK: MessageSizeExceeded) and enqueues nothing', async () => {
    const sender = client.createSender('single');
    try {
      // A single message is not checked by the SDK: it reaches the service, which refuses it.
      const error = await sender
        .sendMessages({ body: 'x'.repeat(MAX_MESSAGE_BYTES) })
        .catch((err: unknown) => err);
      expect(isServiceBusError(error)).toBe(true);
      expect((error as { code?: string }).code).toBe('MessageSizeExceeded');
      expect(emulator.stats('single').active).toBe(0);
      // The link stays usable afterwards.
      await sender.sendMessages({ body: 'small' });
      expect(emulator.stats('single').active).toBe(1);
    } finally {
      await sender.close();
    }
  });
});

describe('ServiceBusBus against a service that refuses the message', () => {
  let emulator: ServiceBusEmulator;
  let bus: ServiceBusBus;

  beforeAll(async () => {
    // Smaller than the port's own limit, so the service's limit is what trips.
    emulator = await startServiceBusEmulator({ maxMessageBytes: 16 * 1024 });
    bus = new ServiceBusBus({ connectionString: emulator.connectionString });
  });

  afterAll(async () => {
    await bus.close();
    await emulator.close();
  });

  it('reports MessageSizeExceeded as BusMessageTooLargeError (413 problem), sending nothing', async () => {
    const error = await bus.send('q', { body: 'x'.repeat(32 * 1024) }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BusMessageTooLargeError);
    const problem = toProblem(error);
    expect(problem.status).toBe(413);
    expect(problem.detail).toMatch(/limit of 262144 bytes/);
    expect(emulator.stats('q').active).toBe(0);
    await bus.send('q', { body: 'fits' });
    expect(emulator.stats('q').active).toBe(1);
  });
});
