import { isServiceBusError, ServiceBusClient } from '@azure/service-bus';
import type {
  ServiceBusClientOptions,
  ServiceBusMessage,
  ServiceBusReceivedMessage,
  ServiceBusReceiver,
  ServiceBusSender,
} from '@azure/service-bus';
import type { TokenCredential } from '@azure/identity';
// `long` is what @azure/service-bus uses for int64 sequence numbers (its own dependency).
import Long from 'long';
import { BusLockLostError, BusMessageTooLargeError, MAX_MESSAGE_BYTES, outgoingList } from './bus';
import type {
  ApplicationProperties,
  Bus,
  DeadLetteredMessage,
  OutgoingMessage,
  ReceivedMessage,
  ReceiveOptions,
} from './bus';

export type ServiceBusBusOptions = (
  | {
      /** e.g. `arcbridge-prod.servicebus.windows.net`; with DefaultAzureCredential (managed identity) in Azure. */
      fullyQualifiedNamespace: string;
      credential: TokenCredential;
    }
  | {
      /** Only for the emulator (`...;UseDevelopmentEmulator=true`); Azure deployments use a credential. */
      connectionString: string;
    }
) & { clientOptions?: ServiceBusClientOptions };

interface InFlight {
  receiver: ServiceBusReceiver;
  message: ServiceBusReceivedMessage;
}

/** Received messages whose lock expired this long ago are forgotten (settling them would fail anyway). */
const FORGET_AFTER_MS = 60_000;
const DEAD_LETTER_KEYS = new Set(['DeadLetterReason', 'DeadLetterErrorDescription']);

/**
 * The production Bus over `@azure/service-bus`. One client (one AMQP connection), one sender and one
 * peek-lock receiver per queue, reused. The SDK's automatic lock renewal is off: the port's
 * contract is "the lock lasts the queue's lock duration unless you renew it", identical for every
 * adapter; the queue trigger runner renews locks explicitly while a handler runs.
 */
export class ServiceBusBus implements Bus {
  private readonly client: ServiceBusClient;
  private readonly senders = new Map<string, ServiceBusSender>();
  private readonly receivers = new Map<string, ServiceBusReceiver>();
  private readonly deadLetterReceivers = new Map<string, ServiceBusReceiver>();
  /** By lock token: what the SDK needs to settle a message. */
  private readonly inFlight = new Map<string, InFlight>();
  /** The SDK refuses concurrent receiveMessages() on one receiver, so receives per queue take turns. */
  private readonly receiving = new Map<string, Promise<unknown>>();

  constructor(options: ServiceBusBusOptions) {
    this.client =
      'connectionString' in options
        ? new ServiceBusClient(options.connectionString, options.clientOptions)
        : new ServiceBusClient(options.fullyQualifiedNamespace, options.credential, options.clientOptions);
  }

  async send(queue: string, messages: OutgoingMessage | OutgoingMessage[]): Promise<void> {
    const list = outgoingList(queue, messages).map(toServiceBusMessage);
    await this.sender(queue)
      .sendMessages(list)
      .catch((err: unknown) => {
        throw tooLarge(queue, err) ?? err;
      });
  }

  async schedule(queue: string, at: Date, messages: OutgoingMessage | OutgoingMessage[]): Promise<bigint[]> {
    const sequenceNumbers = await this.sender(queue)
      .scheduleMessages(outgoingList(queue, messages).map(toServiceBusMessage), at)
      .catch((err: unknown) => {
        throw tooLarge(queue, err) ?? err;
      });
    return sequenceNumbers.map((n) => BigInt(n.toString()));
  }

  async cancelScheduled(queue: string, sequenceNumbers: bigint | bigint[]): Promise<void> {
    const list = Array.isArray(sequenceNumbers) ? sequenceNumbers : [sequenceNumbers];
    if (list.length === 0) return;
    await this.sender(queue).cancelScheduledMessages(list.map((n) => Long.fromString(n.toString())));
  }

  receive(queue: string, options: ReceiveOptions = {}): Promise<ReceivedMessage[]> {
    const previous = this.receiving.get(queue) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.receiveNow(queue, options));
    this.receiving.set(queue, next);
    return next;
  }

  async complete(message: ReceivedMessage): Promise<void> {
    await this.settle(message, (receiver, sdk) => receiver.completeMessage(sdk));
  }

  async abandon(message: ReceivedMessage): Promise<void> {
    await this.settle(message, (receiver, sdk) => receiver.abandonMessage(sdk));
  }

  async deadLetter(message: ReceivedMessage, reason: string, description?: string): Promise<void> {
    // The SDK's type wants a description; Service Bus does not (an absent one stays absent).
    const options = (
      description === undefined
        ? { deadLetterReason: reason }
        : { deadLetterReason: reason, deadLetterErrorDescription: description }
    ) as NonNullable<Parameters<ServiceBusReceiver['deadLetterMessage']>[1]>;
    await this.settle(message, (receiver, sdk) => receiver.deadLetterMessage(sdk, options));
  }

  async renewLock(message: ReceivedMessage): Promise<Date> {
    const entry = this.inFlight.get(message.lockToken);
    if (!entry) throw new BusLockLostError(message.queue, message.messageId);
    try {
      return await entry.receiver.renewMessageLock(entry.message);
    } catch (err) {
      throw translate(err, message);
    }
  }

  async peekDeadLetters(
    queue: string,
    options: { maxMessages?: number } = {},
  ): Promise<DeadLetteredMessage[]> {
    const max = Math.max(1, options.maxMessages ?? 100);
    let receiver = this.deadLetterReceivers.get(queue);
    if (!receiver) {
      receiver = this.client.createReceiver(queue, { subQueueType: 'deadLetter', receiveMode: 'peekLock' });
      this.deadLetterReceivers.set(queue, receiver);
    }
    const out: DeadLetteredMessage[] = [];
    // Always from the start: the SDK otherwise continues after the last message it peeked.
    let from = Long.fromNumber(0);
    while (out.length < max) {
      const page = await receiver.peekMessages(max - out.length, { fromSequenceNumber: from });
      if (page.length === 0) break;
      for (const message of page) {
        out.push({
          queue,
          ...common(message),
          // A peek is not a delivery: Service Bus reports the count as is.
          deliveryCount: message.deliveryCount ?? 0,
          applicationProperties: properties(message, true),
          deadLetterReason: message.deadLetterReason ?? '',
          ...(message.deadLetterErrorDescription !== undefined
            ? { deadLetterErrorDescription: message.deadLetterErrorDescription }
            : {}),
        });
        from = message.sequenceNumber!.add(1);
      }
    }
    return out;
  }

  async close(): Promise<void> {
    const links = [
      ...this.senders.values(),
      ...this.receivers.values(),
      ...this.deadLetterReceivers.values(),
    ];
    await Promise.allSettled(links.map((link) => link.close()));
    this.senders.clear();
    this.receivers.clear();
    this.deadLetterReceivers.clear();
    this.inFlight.clear();
    await this.client.close();
  }

  private async receiveNow(queue: string, options: ReceiveOptions): Promise<ReceivedMessage[]> {
    this.forgetExpired();
    const receiver =
      this.receivers.get(queue) ??
      // No automatic renewal: see the class comment.
      this.client.createReceiver(queue, { receiveMode: 'peekLock', maxAutoLockRenewalDurationInMs: 0 });
    this.receivers.set(queue, receiver);
    const received = await receiver.receiveMessages(Math.max(1, options.maxMessages ?? 1), {
      maxWaitTimeInMs: Math.max(1, options.maxWaitMs ?? 1000),
    });
    return received.map((message) => {
      this.inFlight.set(message.lockToken!, { receiver, message });
      return {
        queue,
        ...common(message),
        // The AMQP header counts earlier deliveries; Service Bus (like the .NET SDK and Functions) reports this one too.
        deliveryCount: (message.deliveryCount ?? 0) + 1,
        applicationProperties: properties(message, false),
        lockedUntil: message.lockedUntilUtc!,
        lockToken: message.lockToken!,
      };
    });
  }

  private async settle(
    message: ReceivedMessage,
    action: (receiver: ServiceBusReceiver, sdk: ServiceBusReceivedMessage) => Promise<void>,
  ): Promise<void> {
    const entry = this.inFlight.get(message.lockToken);
    if (!entry) throw new BusLockLostError(message.queue, message.messageId);
    try {
      await action(entry.receiver, entry.message);
      this.inFlight.delete(message.lockToken);
    } catch (err) {
      const translated = translate(err, message);
      if (translated instanceof BusLockLostError) this.inFlight.delete(message.lockToken);
      throw translated;
    }
  }

  private sender(queue: string): ServiceBusSender {
    let sender = this.senders.get(queue);
    if (!sender) {
      sender = this.client.createSender(queue);
      this.senders.set(queue, sender);
    }
    return sender;
  }

  private forgetExpired(): void {
    const cutoff = Date.now() - FORGET_AFTER_MS;
    for (const [token, entry] of this.inFlight) {
      if ((entry.message.lockedUntilUtc?.getTime() ?? 0) < cutoff) this.inFlight.delete(token);
    }
  }
}

function toServiceBusMessage(message: OutgoingMessage): ServiceBusMessage {
  return {
    body: message.body,
    contentType: 'application/json',
    ...(message.messageId !== undefined ? { messageId: message.messageId } : {}),
    ...(message.applicationProperties ? { applicationProperties: message.applicationProperties } : {}),
    ...(message.scheduledEnqueueTime ? { scheduledEnqueueTimeUtc: message.scheduledEnqueueTime } : {}),
  };
}

function common(message: ServiceBusReceivedMessage): {
  messageId: string;
  body: unknown;
  sequenceNumber: bigint;
  enqueuedTime: Date;
} {
  return {
    messageId: String(message.messageId),
    body: message.body as unknown,
    sequenceNumber: BigInt(message.sequenceNumber!.toString()),
    enqueuedTime: message.enqueuedTimeUtc!,
  };
}

function properties(message: ServiceBusReceivedMessage, deadLettered: boolean): ApplicationProperties {
  const out: ApplicationProperties = {};
  for (const [key, value] of Object.entries(message.applicationProperties ?? {})) {
    if (deadLettered && DEAD_LETTER_KEYS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}

function translate(err: unknown, message: ReceivedMessage): unknown {
  if (isServiceBusError(err) && err.code === 'MessageLockLost')
    return new BusLockLostError(message.queue, message.messageId);
  return err;
}

/**
 * The SDK reports a message over the link's max-message-size as ServiceBusError `MessageSizeExceeded`:
 * raised by itself when a batch outgrows the size the service advertised on attach, or translated
 * from the service's `amqp:link:message-size-exceeded` rejection of a single transfer.
 */
function tooLarge(queue: string, err: unknown): BusMessageTooLargeError | undefined {
  return isServiceBusError(err) && err.code === 'MessageSizeExceeded'
    ? new BusMessageTooLargeError(queue, undefined, MAX_MESSAGE_BYTES)
    : undefined;
}
