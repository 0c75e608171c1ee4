import { randomUUID } from 'node:crypto';
import { InvocationContext } from '@azure/functions';
import type { FunctionTrigger } from '@azure/functions';
import { BusLockLostError } from '../platform/bus/bus';
import type { Bus, ReceivedMessage } from '../platform/bus/bus';
import { silentLogger } from '../platform/logger';
import type { Logger } from '../platform/logger';
import type { CoreBinding, Registration } from './functions-core';

export interface QueueTriggerRunnerOptions {
  bus: Bus;
  /** Everything collectRegistrations() returned; only `serviceBusTrigger` functions are run here. */
  registrations: Registration[];
  log?: Logger;
  /** Concurrent invocations per function, like host.json `serviceBus.maxConcurrentCalls`; default 16. */
  maxConcurrentCalls?: number;
  /** How long one receive waits for messages; bounds how fast stop() returns. Default 1000 ms. */
  receiveWaitMs?: number;
  /** Locks are renewed while a handler runs, up to this long (the Functions host's default is 5 minutes). */
  maxAutoLockRenewalMs?: number;
  /** Pause after a failed receive (bus unavailable) before trying again; default 1000 ms. */
  errorBackoffMs?: number;
}

interface QueueFunction {
  name: string;
  queueName: string;
  binding: CoreBinding;
  handler: Registration['handler'];
}

/**
 * Runs the `app.serviceBusQueue` registrations in the embedded host the way the Functions host does
 * in Azure: peek-lock receive, call the handler with (body, InvocationContext), complete on success,
 * abandon on a throw so the queue's max delivery count dead-letters poison messages, renew the lock
 * while a handler runs, and never more than maxConcurrentCalls invocations per function.
 */
export class QueueTriggerRunner {
  private readonly functions: QueueFunction[];
  private readonly log: Logger;
  private readonly maxConcurrentCalls: number;
  private readonly receiveWaitMs: number;
  private readonly maxAutoLockRenewalMs: number;
  private readonly errorBackoffMs: number;
  private readonly loops: Promise<void>[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;
  private wakeStopped: (() => void) | undefined;
  private readonly stopped = new Promise<void>((resolve) => (this.wakeStopped = resolve));

  constructor(private readonly options: QueueTriggerRunnerOptions) {
    this.log = options.log ?? silentLogger;
    this.maxConcurrentCalls = Math.max(1, options.maxConcurrentCalls ?? 16);
    this.receiveWaitMs = options.receiveWaitMs ?? 1000;
    this.maxAutoLockRenewalMs = options.maxAutoLockRenewalMs ?? 5 * 60_000;
    this.errorBackoffMs = options.errorBackoffMs ?? 1000;
    this.functions = queueFunctions(options.registrations);
  }

  /** The queues this runner listens on, by function name. */
  get queues(): Record<string, string> {
    return Object.fromEntries(this.functions.map((fn) => [fn.name, fn.queueName]));
  }

  start(): void {
    if (this.loops.length > 0 || this.stopping) throw new Error('QueueTriggerRunner already started');
    for (const fn of this.functions) this.loops.push(this.run(fn));
    this.log.info('queue triggers started', { functions: this.queues });
  }

  /** Stops receiving, then waits for running handlers to finish and settle their messages. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeStopped?.();
    await Promise.all(this.loops);
    await Promise.all([...this.inFlight]);
  }

  private async run(fn: QueueFunction): Promise<void> {
    const running = new Set<Promise<void>>();
    while (!this.stopping) {
      if (running.size >= this.maxConcurrentCalls) {
        await Promise.race([...running, this.stopped]);
        continue;
      }
      let messages: ReceivedMessage[];
      try {
        messages = await this.options.bus.receive(fn.queueName, {
          maxMessages: this.maxConcurrentCalls - running.size,
          maxWaitMs: this.receiveWaitMs,
        });
      } catch (err) {
        if (this.stopping) break;
        this.log.error('queue receive failed', {
          function: fn.name,
          queue: fn.queueName,
          error: String(err),
        });
        await Promise.race([delay(this.errorBackoffMs), this.stopped]);
        continue;
      }
      for (const message of messages) {
        const invocation = this.invoke(fn, message).finally(() => {
          running.delete(invocation);
          this.inFlight.delete(invocation);
        });
        running.add(invocation);
        this.inFlight.add(invocation);
      }
    }
  }

  private async invoke(fn: QueueFunction, message: ReceivedMessage): Promise<void> {
    const invocationId = randomUUID();
    const fields = { function: fn.name, queue: fn.queueName, messageId: message.messageId, invocationId };
    const context = new InvocationContext({
      invocationId,
      functionName: fn.name,
      triggerMetadata: {
        messageId: message.messageId,
        deliveryCount: message.deliveryCount,
        enqueuedTimeUtc: message.enqueuedTime.toISOString(),
        lockedUntilUtc: message.lockedUntil.toISOString(),
        sequenceNumber: Number(message.sequenceNumber),
        applicationProperties: { ...message.applicationProperties },
      },
      options: { trigger: fn.binding as unknown as FunctionTrigger, extraInputs: [], extraOutputs: [] },
      logHandler: (level, ...args) =>
        this.log.debug('function log', { ...fields, level, args: args.map(String) }),
    });
    const stopRenewing = this.renewWhileRunning(message, fields);
    let failure: unknown;
    try {
      await fn.handler(message.body, context);
    } catch (err) {
      failure = err;
    } finally {
      stopRenewing();
    }
    try {
      if (failure === undefined) {
        await this.options.bus.complete(message);
      } else {
        this.log.warn('queue function failed; message abandoned', {
          ...fields,
          deliveryCount: message.deliveryCount,
          error: failure instanceof Error ? failure.message : String(failure),
        });
        await this.options.bus.abandon(message);
      }
    } catch (err) {
      // Lock lost: the message is (or will be) redelivered; handlers are idempotent.
      const level = err instanceof BusLockLostError ? 'warn' : 'error';
      this.log[level]('could not settle message', { ...fields, error: String(err) });
    }
  }

  /** Renews the lock at half its remaining time until the handler returns or the renewal budget is spent. */
  private renewWhileRunning(message: ReceivedMessage, fields: Record<string, unknown>): () => void {
    const giveUpAt = Date.now() + this.maxAutoLockRenewalMs;
    let lockedUntil = message.lockedUntil.getTime();
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const schedule = (): void => {
      const wait = Math.max(10, (lockedUntil - Date.now()) / 2);
      if (done || Date.now() + wait > giveUpAt) return;
      timer = setTimeout(() => {
        this.options.bus.renewLock(message).then(
          (until) => {
            lockedUntil = until.getTime();
            schedule();
          },
          (err: unknown) => this.log.warn('lock renewal failed', { ...fields, error: String(err) }),
        );
      }, wait);
    };
    schedule();
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }
}

function queueFunctions(registrations: Registration[]): QueueFunction[] {
  const out: QueueFunction[] = [];
  for (const { metadata, handler } of registrations) {
    const binding = Object.values(metadata.bindings).find((b) => b.type === 'serviceBusTrigger');
    if (!binding) continue;
    if (!binding.queueName) {
      throw new Error(
        `Function '${metadata.name}': only queue triggers (queueName) are supported, not topics`,
      );
    }
    out.push({ name: metadata.name, queueName: binding.queueName, binding, handler });
  }
  return out;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
