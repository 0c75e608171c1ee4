/**
 * Over 400 lines on purpose: a small AMQP 1.0 Service Bus emulator (link attach, peek-lock
 * settlement, lock renewal, dead-lettering, scheduled messages and the management link)
 * whose queue state and link handlers share one connection lifecycle; split, the state machine
 * would be harder to check against the Service Bus AMQP documentation than it is in one read.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo, Server, Socket } from 'node:net';
import { create_container, message as amqpMessage, types, uuid_to_string } from 'rhea';
import type {
  Connection,
  ContainerOptions,
  Delivery,
  EventContext,
  Message,
  Sender,
  ServerConnectionOptions,
} from 'rhea';
import {
  MAX_MESSAGE_BYTES,
  DEFAULT_LOCK_DURATION_MS,
  DEFAULT_MAX_DELIVERY_COUNT,
  MAX_DELIVERY_COUNT_EXCEEDED,
} from '../../functions/platform/bus/bus';
import type { QueueOptions } from '../../functions/platform/bus/bus';

/**
 * An in-process AMQP 1.0 server, built on rhea, that the unmodified `@azure/service-bus` SDK talks to
 * with `UseDevelopmentEmulator=true` (plain AMQP). It implements the small part of Service Bus the
 * Bus port uses: queues with peek-lock, abandon, dead-letter sub-queues, lock expiry, max delivery
 * count, scheduled messages, cancel, lock renewal, peek and management dispositions.
 * Not emulated: sessions, partitioning, topics, duplicate detection, TTL, transactions, deferral,
 * authorization (every CBS token is accepted), throughput and the service's timing.
 * See docs/adapters/service-bus.md.
 */
export interface ServiceBusEmulatorOptions {
  queues?: Record<string, QueueOptions>;
  defaults?: QueueOptions;
  port?: number;
  /** The link's max-message-size, advertised and enforced; the Standard tier's 256 KB unless a test needs less. */
  maxMessageBytes?: number;
}

export interface EntityStats {
  /** Visible now. */
  active: number;
  /** Waiting for their scheduled time. */
  scheduled: number;
  locked: number;
  deadLettered: number;
}

export interface ServiceBusEmulator {
  readonly port: number;
  /** For `new ServiceBusClient(connectionString)`. */
  readonly connectionString: string;
  stats(queue: string): EntityStats;
  close(): Promise<void>;
}

const BATCH_FORMAT = 0x80013700;
const DEAD_LETTER_SUFFIX = '/$deadletterqueue';
const MANAGEMENT_SUFFIX = '/$management';
const LOCK_LOST = 'com.microsoft:message-lock-lost';
const DEAD_LETTER_CONDITION = 'com.microsoft:dead-letter';
const SCHEDULED_ANNOTATION = 'x-opt-scheduled-enqueue-time';
/** AMQP 1.0 link error: "the peer sent a larger message than is supported on the link" (OASIS AMQP 1.0, 2.8.16). */
const MESSAGE_SIZE_EXCEEDED = 'amqp:link:message-size-exceeded';

interface StoredMessage {
  seq: bigint;
  message: Message;
  enqueuedAt: number;
  /** Scheduled time, lock expiry, or when it became available. */
  visibleAt: number;
  scheduled: boolean;
  /** Deliveries so far. */
  deliveryCount: number;
  lock?: { token: string; until: number };
}

/** A server-side sender link delivering one entity to one SDK receiver, with our own credit count. */
interface Outlet {
  link: Sender;
  entity: Entity;
  /** delivery-count + link-credit from the receiver's last flow. */
  limit: number;
  /** Deliveries handed to rhea (it only debits credit once a frame is written, so we count ourselves). */
  sent: number;
}

type Outcome = { described(): unknown };
const outcomes = amqpMessage as unknown as Record<'accepted' | 'rejected', (fields?: object) => Outcome>;
const accepted = (): unknown => outcomes.accepted().described();
const rejected = (condition: string, description: string): unknown =>
  outcomes.rejected({ error: { condition, description } }).described();

class Entity {
  readonly messages = new Map<bigint, StoredMessage>();
  readonly outlets = new Set<Outlet>();
  timer: NodeJS.Timeout | undefined;
  timerAt = Infinity;

  constructor(
    readonly path: string,
    readonly lockDurationMs: number,
    readonly maxDeliveryCount: number,
    /** Absent for the dead-letter sub-queue itself. */
    readonly deadLetters?: Entity,
  ) {}
}

interface LockRef {
  entity: Entity;
  stored: StoredMessage;
  token: string;
}

class Emulator {
  private readonly container = create_container({
    id: 'arcbridge-servicebus-emulator',
    // We settle each delivery ourselves, and an abandon (modified) must not also count as released.
    autoaccept: false,
    treat_modified_as_released: false,
  } as ContainerOptions);
  private readonly entities = new Map<string, Entity>();
  private readonly outlets = new WeakMap<Sender, Outlet>();
  private readonly deliveries = new WeakMap<Delivery, LockRef>();
  private readonly locks = new Map<string, LockRef>();
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  private nextSeq = 1n;
  private closed = false;

  private readonly maxMessageBytes: number;

  constructor(private readonly options: ServiceBusEmulatorOptions) {
    this.maxMessageBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
    this.container.sasl_server_mechanisms.enable_anonymous();
    this.container.on('sender_open', (context: EventContext) => this.onSenderOpen(context));
    this.container.on('receiver_open', (context: EventContext) => this.onReceiverOpen(context));
    this.container.on('sender_flow', (context: EventContext) => this.onFlow(context.sender!, false));
    this.container.on('sender_draining', (context: EventContext) => this.onFlow(context.sender!, true));
    this.container.on('sender_close', (context: EventContext) => this.dropOutlet(context.sender!));
    this.container.on('message', (context: EventContext) => this.onMessage(context));
    for (const event of ['accepted', 'released', 'modified', 'rejected'] as const) {
      this.container.on(event, (context: EventContext) => this.onDisposition(event, context.delivery!));
    }
    this.container.on('disconnected', (context: EventContext) => this.dropConnection(context.connection));
    // rhea emits 'error' on the container for link errors nobody handles; the emulator must not crash on them.
    this.container.on('error', () => undefined);
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = this.container.listen({ port, host: '127.0.0.1' } as ServerConnectionOptions) as Server;
      this.server = server;
      server.on('connection', (socket: Socket) => {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
      });
      server.once('listening', () => resolve((server.address() as AddressInfo).port));
      server.once('error', reject);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entity of this.entities.values()) clearTimeout(entity.timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  stats(queue: string): EntityStats {
    const entity = this.entity(queue);
    const now = Date.now();
    const stats: EntityStats = {
      active: 0,
      scheduled: 0,
      locked: 0,
      deadLettered: entity.deadLetters!.messages.size,
    };
    for (const stored of entity.messages.values()) {
      if (stored.visibleAt <= now) stats.active++;
      else if (stored.lock) stats.locked++;
      else stats.scheduled++;
    }
    return stats;
  }

  // ---- entities ----------------------------------------------------------------------------

  /** `queue`, `queue/$DeadLetterQueue`, with or without an `sb://host/` prefix; queues spring into being on first use. */
  private entity(address: string): Entity {
    const path = address.replace(/^[a-z]+:\/\/[^/]+\//i, '');
    const isDeadLetter = path.toLowerCase().endsWith(DEAD_LETTER_SUFFIX);
    const queue = isDeadLetter ? path.slice(0, -DEAD_LETTER_SUFFIX.length) : path;
    let active = this.entities.get(queue);
    if (!active) {
      const settings = { ...this.options.defaults, ...this.options.queues?.[queue] };
      const lockDurationMs = settings.lockDurationMs ?? DEFAULT_LOCK_DURATION_MS;
      const deadLetters = new Entity(`${queue}/$DeadLetterQueue`, lockDurationMs, Number.MAX_SAFE_INTEGER);
      active = new Entity(
        queue,
        lockDurationMs,
        settings.maxDeliveryCount ?? DEFAULT_MAX_DELIVERY_COUNT,
        deadLetters,
      );
      this.entities.set(queue, active);
    }
    return isDeadLetter ? active.deadLetters! : active;
  }

  private enqueue(entity: Entity, message: Message, scheduledAt?: number): bigint {
    const now = Date.now();
    if (message.message_id === undefined || message.message_id === null) message.message_id = randomUUID();
    const at = scheduledAt ?? asTime(message.message_annotations?.[SCHEDULED_ANNOTATION]);
    const visibleAt = at !== undefined && at > now ? at : now;
    const seq = this.nextSeq++;
    entity.messages.set(seq, {
      seq,
      message,
      enqueuedAt: visibleAt,
      visibleAt,
      scheduled: visibleAt > now,
      deliveryCount: 0,
    });
    return seq;
  }

  /** Hands visible messages to receivers with credit, dead-letters exhausted ones, and arms the next wake-up. */
  private pump(entity: Entity): void {
    if (this.closed) return;
    const now = Date.now();
    let next = Infinity;
    const ready = [...entity.outlets].filter((outlet) => outlet.limit - outlet.sent > 0);
    for (const stored of [...entity.messages.values()]) {
      if (stored.visibleAt > now) {
        next = Math.min(next, stored.visibleAt);
        continue;
      }
      if (stored.lock) this.unlock(stored);
      if (entity.deadLetters && stored.deliveryCount >= entity.maxDeliveryCount) {
        this.moveToDeadLetters(entity, stored, MAX_DELIVERY_COUNT_EXCEEDED, exhausted(entity));
        continue;
      }
      const outlet = ready[0];
      if (!outlet) continue;
      this.deliver(outlet, stored, now);
      // Round-robin between receivers of the same entity.
      ready.shift();
      if (outlet.limit - outlet.sent > 0) ready.push(outlet);
    }
    if (next !== entity.timerAt) {
      clearTimeout(entity.timer);
      entity.timerAt = next;
      entity.timer =
        next === Infinity
          ? undefined
          : setTimeout(
              () => {
                entity.timerAt = Infinity;
                this.pump(entity);
              },
              Math.max(1, next - now),
            );
    }
  }

  private deliver(outlet: Outlet, stored: StoredMessage, now: number): void {
    const entity = outlet.entity;
    const token = randomUUID();
    const until = now + entity.lockDurationMs;
    stored.lock = { token, until };
    stored.visibleAt = until;
    stored.scheduled = false;
    const ref: LockRef = { entity, stored, token };
    this.locks.set(token, ref);
    const delivery = outlet.link.send(this.annotated(stored, until), dotNetGuidBytes(token));
    outlet.sent++;
    stored.deliveryCount++;
    this.deliveries.set(delivery, ref);
  }

  /** The stored message as the service presents it: sequence number, times, and the header's prior-delivery count. */
  private annotated(stored: StoredMessage, lockedUntil?: number): Message {
    const annotations: Record<string, unknown> = {
      ...stored.message.message_annotations,
      'x-opt-sequence-number': types.wrap_long(longBytes(stored.seq)),
      'x-opt-enqueued-time': new Date(stored.enqueuedAt),
    };
    if (lockedUntil !== undefined) annotations['x-opt-locked-until'] = new Date(lockedUntil);
    return { ...stored.message, delivery_count: stored.deliveryCount, message_annotations: annotations };
  }

  private unlock(stored: StoredMessage): void {
    if (stored.lock) this.locks.delete(stored.lock.token);
    stored.lock = undefined;
  }

  private moveToDeadLetters(
    entity: Entity,
    stored: StoredMessage,
    reason: string,
    description: string | undefined,
  ): void {
    this.unlock(stored);
    entity.messages.delete(stored.seq);
    const target = entity.deadLetters!;
    const properties: Record<string, unknown> = {
      ...stored.message.application_properties,
      DeadLetterReason: reason,
    };
    if (description !== undefined) properties.DeadLetterErrorDescription = description;
    target.messages.set(stored.seq, {
      ...stored,
      message: { ...stored.message, application_properties: properties },
      visibleAt: Date.now(),
      scheduled: false,
    });
    this.pump(target);
  }

  /**
   * Settles the message behind a lock token. Returns an error description when the lock is gone
   * (expired, redelivered or settled), which the SDK surfaces as MessageLockLost.
   */
  private settle(
    ref: LockRef | undefined,
    action: 'complete' | 'abandon' | 'deadletter' | 'defer',
    reason?: string,
    description?: string,
  ): string | undefined {
    const now = Date.now();
    if (
      !ref ||
      ref.stored.lock?.token !== ref.token ||
      ref.stored.lock.until <= now ||
      !ref.entity.messages.has(ref.stored.seq)
    ) {
      return 'The lock supplied is invalid. Either the lock expired, or the message has already been removed from the queue.';
    }
    const { entity, stored } = ref;
    switch (action) {
      case 'complete':
        this.unlock(stored);
        entity.messages.delete(stored.seq);
        break;
      case 'abandon':
        this.unlock(stored);
        stored.visibleAt = now;
        break;
      case 'deadletter':
        this.moveToDeadLetters(entity, stored, reason ?? 'DeadLettered', description);
        break;
      case 'defer':
        return 'Deferral is not supported by the emulator';
    }
    this.pump(entity);
    return undefined;
  }

  // ---- links ---------------------------------------------------------------------------------

  private onSenderOpen(context: EventContext): void {
    const link = context.sender!;
    const address = String(link.source?.address ?? '');
    link.set_source({ address });
    link.set_target(link.target ?? {});
    if (address === '$cbs' || address.toLowerCase().endsWith(MANAGEMENT_SUFFIX)) return; // a reply link
    const entity = this.entity(address);
    const { credit, delivery_count } = flowState(link);
    const outlet: Outlet = { link, entity, limit: credit + delivery_count, sent: delivery_count };
    this.outlets.set(link, outlet);
    entity.outlets.add(outlet);
  }

  private onReceiverOpen(context: EventContext): void {
    const link = context.receiver!;
    const address = String(link.target?.address ?? '');
    link.set_target({ address });
    link.set_source(link.source ?? {});
    // Service Bus advertises its message size limit as the link's max-message-size (262144 on the
    // Standard tier, https://learn.microsoft.com/azure/service-bus-messaging/service-bus-quotas);
    // the SDK sizes its batches by it and refuses a larger batch itself (MessageSizeExceeded).
    (link as unknown as { local: { attach: { max_message_size: number } } }).local.attach.max_message_size =
      this.maxMessageBytes;
  }

  private onFlow(link: Sender, draining: boolean): void {
    const outlet = this.outlets.get(link);
    if (!outlet) return;
    // rhea computed credit = delivery-count + link-credit - (what it has written), so their sum is the peer's limit.
    const { credit, delivery_count } = flowState(link);
    outlet.limit = credit + delivery_count;
    this.pump(outlet.entity);
    if (draining && outlet.limit - outlet.sent > 0) {
      // Nothing more to send: give up the rest of the credit, which answers the receiver's drain.
      outlet.sent = outlet.limit;
      link.set_drained(true);
    }
  }

  private dropOutlet(link: Sender): void {
    const outlet = this.outlets.get(link);
    if (outlet) outlet.entity.outlets.delete(outlet);
  }

  private dropConnection(connection: Connection): void {
    for (const entity of this.entities.values()) {
      for (const sub of [entity, entity.deadLetters!]) {
        for (const outlet of sub.outlets)
          if (outlet.link.connection === connection) sub.outlets.delete(outlet);
      }
    }
  }

  private onDisposition(event: 'accepted' | 'released' | 'modified' | 'rejected', delivery: Delivery): void {
    const ref = this.deliveries.get(delivery);
    if (!ref) return;
    // Settle once: rhea may report one disposition under two names.
    this.deliveries.delete(delivery);
    let failure: string | undefined;
    if (event === 'accepted') failure = this.settle(ref, 'complete');
    else if (event === 'released') failure = this.settle(ref, 'abandon');
    else if (event === 'modified') {
      const state = delivery.remote_state as { undeliverable_here?: boolean } | undefined;
      failure = this.settle(ref, state?.undeliverable_here ? 'defer' : 'abandon');
    } else {
      const error = (
        delivery.remote_state as { error?: { condition?: string; info?: Record<string, unknown> } }
      )?.error;
      if (error?.condition === DEAD_LETTER_CONDITION) {
        failure = this.settle(
          ref,
          'deadletter',
          optionalString(error.info?.DeadLetterReason),
          optionalString(error.info?.DeadLetterErrorDescription),
        );
      } else {
        failure = this.settle(ref, 'abandon');
      }
    }
    // The SDK treats any error state as a failed settlement, so success is always `accepted`.
    delivery.update(true, failure ? rejected(LOCK_LOST, failure) : accepted());
    markRemoteSettled(delivery);
  }

  // ---- incoming transfers: sends, CBS and management requests -----------------------------------

  private onMessage(context: EventContext): void {
    const link = context.receiver!;
    const delivery = context.delivery!;
    const message = context.message!;
    const address = String(link.target?.address ?? '');
    try {
      if (address === '$cbs') {
        this.reply(context, message, 200, {});
      } else if (address.toLowerCase().endsWith(MANAGEMENT_SUFFIX)) {
        this.onManagement(context, this.entity(address.slice(0, -MANAGEMENT_SUFFIX.length)), message);
      } else {
        const size =
          delivery.format === BATCH_FORMAT ? (message as unknown as Buffer).length : encodedSize(message);
        if (size > this.maxMessageBytes) {
          // What Service Bus does with a transfer over the link's limit: the message is refused with
          // amqp:link:message-size-exceeded (the SDK surfaces ServiceBusError code
          // MessageSizeExceeded, core-amqp's MessageTooLargeError) and nothing is enqueued.
          delivery.reject({
            condition: MESSAGE_SIZE_EXCEEDED,
            description:
              `The received message (delivery-id:${delivery.id}, size:${size} bytes) exceeds the limit ` +
              `(${this.maxMessageBytes} bytes) currently allowed on the link.`,
          });
          markRemoteSettled(delivery);
          return;
        }
        const entity = this.entity(address);
        for (const item of delivery.format === BATCH_FORMAT ? unbatch(message) : [message])
          this.enqueue(entity, item);
        this.pump(entity);
      }
      delivery.accept();
    } catch (err) {
      delivery.reject({ condition: 'amqp:internal-error', description: (err as Error).message });
    }
    markRemoteSettled(delivery);
  }

  private onManagement(context: EventContext, entity: Entity, request: Message): void {
    const operation = String(request.application_properties?.operation ?? '');
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (operation) {
      case 'com.microsoft:schedule-message': {
        const entries = (body.messages ?? []) as { message: Buffer }[];
        const sequenceNumbers = entries.map((entry) =>
          this.enqueue(entity, amqpMessage.decode(entry.message) as unknown as Message),
        );
        this.pump(entity);
        this.reply(context, request, 200, {
          'sequence-numbers': types.wrap_array(sequenceNumbers.map(longBytes), 0x81, undefined),
        });
        return;
      }
      case 'com.microsoft:cancel-scheduled-message': {
        for (const value of asArray(body['sequence-numbers'])) {
          const stored = entity.messages.get(toBigInt(value));
          if (stored?.scheduled && stored.visibleAt > Date.now()) entity.messages.delete(stored.seq);
        }
        this.pump(entity);
        this.reply(context, request, 200, {});
        return;
      }
      case 'com.microsoft:renew-lock': {
        const expirations: Date[] = [];
        for (const value of asArray(body['lock-tokens'])) {
          const ref = this.locks.get(uuid_to_string(value as Buffer));
          const lock = ref?.stored.lock;
          if (!ref || !lock || lock.until <= Date.now()) {
            this.reply(context, request, 410, {}, LOCK_LOST, 'The lock supplied is invalid.');
            return;
          }
          lock.until = ref.stored.visibleAt = Date.now() + ref.entity.lockDurationMs;
          expirations.push(new Date(lock.until));
        }
        this.pump(entity);
        this.reply(context, request, 200, { expirations });
        return;
      }
      case 'com.microsoft:update-disposition': {
        const status = String(body['disposition-status']);
        const action = (
          { completed: 'complete', abandoned: 'abandon', suspended: 'deadletter', defered: 'defer' } as const
        )[status as 'completed'];
        for (const value of asArray(body['lock-tokens'])) {
          const failure = this.settle(
            this.locks.get(uuid_to_string(value as Buffer)),
            action ?? 'abandon',
            optionalString(body['deadletter-reason']),
            optionalString(body['deadletter-description']),
          );
          if (failure) {
            this.reply(context, request, 410, {}, LOCK_LOST, failure);
            return;
          }
        }
        this.reply(context, request, 200, {});
        return;
      }
      case 'com.microsoft:peek-message': {
        const from = toBigInt(body['from-sequence-number'] ?? 0);
        const count = Number(body['message-count'] ?? 1);
        const found = [...entity.messages.values()]
          .filter((stored) => stored.seq >= from)
          .sort((a, b) => (a.seq < b.seq ? -1 : 1))
          .slice(0, count);
        if (found.length === 0) {
          this.reply(context, request, 204, {});
          return;
        }
        const messages = found.map((stored) =>
          types.wrap_map({ message: amqpMessage.encode(this.annotated(stored)) }),
        );
        this.reply(context, request, 200, { messages });
        return;
      }
      default:
        this.reply(
          context,
          request,
          501,
          {},
          'amqp:not-implemented',
          `Operation '${operation}' is not emulated`,
        );
    }
  }

  /** Answers on the link whose name is the request's reply_to, as Service Bus does. */
  private reply(
    context: EventContext,
    request: Message,
    status: number,
    body: unknown,
    condition?: string,
    description?: string,
  ): void {
    const replyTo = request.reply_to;
    const link = context.connection.find_sender((sender: Sender) => sender.name === replyTo);
    if (!link) throw new Error(`No reply link named '${String(replyTo)}'`);
    // CBS reads `status-code`, the SDK's peek reads `statusCode` (as Service Bus sends it): answer with both.
    const properties: Record<string, unknown> = {
      'status-code': status,
      statusCode: status,
      'status-description': description ?? 'OK',
    };
    if (condition) properties['error-condition'] = condition;
    link.send({ correlation_id: request.message_id, application_properties: properties, body });
  }
}

export async function startServiceBusEmulator(
  options: ServiceBusEmulatorOptions = {},
): Promise<ServiceBusEmulator> {
  const emulator = new Emulator(options);
  const port = await emulator.listen(options.port ?? 0);
  return {
    port,
    connectionString: `Endpoint=sb://127.0.0.1:${port};SharedAccessKeyName=k;SharedAccessKey=v;UseDevelopmentEmulator=true`,
    stats: (queue) => emulator.stats(queue),
    close: () => emulator.close(),
  };
}

// ---- encoding helpers ------------------------------------------------------------------------------

/** A batch (format 0x80013700; rhea hands over the raw bytes) carries each message, encoded, in its own data section. */
/** The size of a single (format 0) message as the sender put it on the wire: rhea re-encodes what it decoded. */
function encodedSize(message: Message): number {
  return (amqpMessage.encode(message) as unknown as Buffer).length;
}

function unbatch(raw: unknown): Message[] {
  const envelope = amqpMessage.decode(raw as Buffer) as unknown as Message;
  const body = envelope.body as { content: Buffer | Buffer[]; multiple?: boolean };
  const sections = body.multiple ? (body.content as Buffer[]) : [body.content as Buffer];
  return sections.map((section) => amqpMessage.decode(section) as unknown as Message);
}

/** The SDK turns the 16-byte delivery tag into its lock token assuming .NET's GUID byte order. */
function dotNetGuidBytes(uuid: string): Buffer {
  const b = Buffer.from(uuid.replace(/-/g, ''), 'hex');
  return Buffer.from([b[3]!, b[2]!, b[1]!, b[0]!, b[5]!, b[4]!, b[7]!, b[6]!, ...b.subarray(8)]);
}

function longBytes(value: bigint): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigInt64BE(value);
  return buffer;
}

function toBigInt(value: unknown): bigint {
  if (Buffer.isBuffer(value)) return value.readBigInt64BE();
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value);
  throw new TypeError(`Not a sequence number: ${String(value)}`);
}

function asTime(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return undefined;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function optionalString(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

function exhausted(entity: Entity): string {
  return `Message could not be consumed after ${entity.maxDeliveryCount} delivery attempts.`;
}

/** rhea's link state (untyped): credit left by its count, and deliveries written so far. */
function flowState(link: Sender): { credit: number; delivery_count: number } {
  return link as unknown as { credit: number; delivery_count: number };
}

/** Without this rhea keeps every delivery in its session window, which fills after 2,048. */
function markRemoteSettled(delivery: Delivery): void {
  (delivery as { remote_settled: boolean }).remote_settled = true;
}
