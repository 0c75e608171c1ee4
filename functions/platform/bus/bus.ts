/**
 * The Bus port: durable queues with peek-lock delivery, shaped after Azure Service Bus (the
 * production adapter) so the embedded SQLite adapter can be held to the same semantics by one
 * contract suite (test/contract/bus.contract.test.ts).
 *
 * Delivery is at-least-once. A receiver gets a message under a lock; it must complete it before the
 * lock expires, or the message becomes visible again with its delivery count raised. A message whose
 * delivery count reaches the queue's maximum is moved to the queue's dead-letter queue instead of
 * being delivered again. Handlers must therefore be idempotent; `messageId` is the key to use.
 */

/** Values Service Bus can carry as application properties without loss. */
export type ApplicationProperties = Record<string, string | number | boolean>;

export interface OutgoingMessage {
  /** Any JSON-serialisable value. */
  body: unknown;
  /** Kept end to end; the idempotency key for consumers. Generated (a UUID) when absent. At most 128 characters. */
  messageId?: string;
  /** The message stays invisible until then. */
  scheduledEnqueueTime?: Date;
  applicationProperties?: ApplicationProperties;
}

export interface ReceivedMessage {
  readonly queue: string;
  readonly messageId: string;
  readonly body: unknown;
  /** 1 on the first delivery (Service Bus / Azure Functions semantics). */
  readonly deliveryCount: number;
  /** int64 in Service Bus; a bigint so that it is never rounded. */
  readonly sequenceNumber: bigint;
  readonly enqueuedTime: Date;
  readonly lockedUntil: Date;
  /** Identifies this delivery; settling with a token whose lock has expired fails with BusLockLostError. */
  readonly lockToken: string;
  readonly applicationProperties: ApplicationProperties;
}

export interface DeadLetteredMessage {
  readonly queue: string;
  readonly messageId: string;
  readonly body: unknown;
  readonly deliveryCount: number;
  readonly sequenceNumber: bigint;
  readonly enqueuedTime: Date;
  readonly applicationProperties: ApplicationProperties;
  /** `MaxDeliveryCountExceeded` when the queue gave up, otherwise the reason given to deadLetter(). */
  readonly deadLetterReason: string;
  readonly deadLetterErrorDescription?: string;
}

export interface ReceiveOptions {
  /** Upper bound on the batch size; default 1. */
  maxMessages?: number;
  /** How long to wait for the first message; default 1000 ms. An empty array means nothing arrived. */
  maxWaitMs?: number;
}

/** Queue properties. In Azure they are set on the queue (infra/); the embedded adapter and the emulator take them here. */
export interface QueueOptions {
  /** Peek-lock duration; Service Bus default 60 s, ours 30 s. */
  lockDurationMs?: number;
  /** Deliveries before the queue dead-letters a message; Service Bus default 10. */
  maxDeliveryCount?: number;
}

export const DEFAULT_LOCK_DURATION_MS = 30_000;
export const DEFAULT_MAX_DELIVERY_COUNT = 10;
/** The dead-letter reason Service Bus uses when the delivery count is exhausted. */
export const MAX_DELIVERY_COUNT_EXCEEDED = 'MaxDeliveryCountExceeded';

export interface Bus {
  /** Enqueues messages (all or none). A message with scheduledEnqueueTime is scheduled rather than visible. */
  send(queue: string, messages: OutgoingMessage | OutgoingMessage[]): Promise<void>;
  /** Schedules messages for `at`; the returned sequence numbers (same order) can cancel them. */
  schedule(queue: string, at: Date, messages: OutgoingMessage | OutgoingMessage[]): Promise<bigint[]>;
  /** Cancels scheduled messages that have not become visible yet; unknown numbers are ignored. */
  cancelScheduled(queue: string, sequenceNumbers: bigint | bigint[]): Promise<void>;
  /** Peek-lock receive: waits up to maxWaitMs for the first message, returns at most maxMessages. */
  receive(queue: string, options?: ReceiveOptions): Promise<ReceivedMessage[]>;
  /** Removes the message. */
  complete(message: ReceivedMessage): Promise<void>;
  /** Releases the lock now; the message is redelivered (or dead-lettered when out of deliveries). */
  abandon(message: ReceivedMessage): Promise<void>;
  /** Moves the message to the dead-letter queue with a reason. */
  deadLetter(message: ReceivedMessage, reason: string, description?: string): Promise<void>;
  /** Extends the lock by the queue's lock duration and returns the new expiry. */
  renewLock(message: ReceivedMessage): Promise<Date>;
  /** Reads (without removing) the dead-letter queue in sequence order, for operations and tests. */
  peekDeadLetters(queue: string, options?: { maxMessages?: number }): Promise<DeadLetteredMessage[]>;
  close(): Promise<void>;
}

/** The lock expired (or the message was settled already): someone else may be processing it. */
export class BusLockLostError extends Error {
  constructor(
    readonly queue: string,
    readonly messageId: string,
  ) {
    super(`The lock on message '${messageId}' in queue '${queue}' was lost (expired or already settled)`);
    this.name = 'BusLockLostError';
  }
}

export const MAX_MESSAGE_ID_LENGTH = 128;

/**
 * Service Bus Standard tier: "Maximum message size: 256 KB" (header and body; a batch counts as one
 * message), https://learn.microsoft.com/azure/service-bus-messaging/service-bus-quotas. The service
 * advertises it as the link's max-message-size and refuses a larger transfer with
 * `amqp:link:message-size-exceeded`. Every adapter holds messages to it.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;
/** What the JSON bodies, ids and application properties of one send may use; the rest is AMQP framing. */
export const MAX_MESSAGE_PAYLOAD_BYTES = MAX_MESSAGE_BYTES - 4 * 1024;

/** The payload of a message as the port measures it: UTF-8 JSON body, id and application properties. */
export function messagePayloadBytes(message: OutgoingMessage): number {
  return (
    Buffer.byteLength(JSON.stringify(message.body) ?? '', 'utf8') +
    Buffer.byteLength(message.messageId ?? '', 'utf8') +
    Buffer.byteLength(JSON.stringify(message.applicationProperties ?? {}), 'utf8')
  );
}

/** A message (or one send's messages together) over the size limit. Nothing was enqueued. */
export class BusMessageTooLargeError extends Error {
  constructor(
    readonly queue: string,
    readonly bytes: number | undefined,
    readonly limitBytes: number,
  ) {
    super(
      `Messages for queue '${queue}' may carry at most ${limitBytes} bytes per send` +
        (bytes === undefined ? '' : ` (got ${bytes})`) +
        '; send smaller messages, fewer per call, or keep large data in the store and send its id',
    );
    this.name = 'BusMessageTooLargeError';
  }
}

/** Normalises a single-or-array argument and rejects what Service Bus would reject. */
export function outgoingList(
  queue: string,
  messages: OutgoingMessage | OutgoingMessage[],
): OutgoingMessage[] {
  const list = Array.isArray(messages) ? messages : [messages];
  let total = 0;
  for (const message of list) {
    if (
      message.messageId !== undefined &&
      (message.messageId.length === 0 || message.messageId.length > MAX_MESSAGE_ID_LENGTH)
    ) {
      throw new RangeError(`messageId must be 1-${MAX_MESSAGE_ID_LENGTH} characters`);
    }
    if (message.body === undefined) throw new TypeError('A bus message needs a JSON body');
    total += messagePayloadBytes(message);
  }
  // One send is one AMQP transfer (a batch when there are several), so the limit is on the sum.
  if (total > MAX_MESSAGE_PAYLOAD_BYTES)
    throw new BusMessageTooLargeError(queue, total, MAX_MESSAGE_PAYLOAD_BYTES);
  return list;
}
