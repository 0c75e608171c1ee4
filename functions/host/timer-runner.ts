import { randomUUID } from 'node:crypto';
import { InvocationContext } from '@azure/functions';
import { Cron } from 'croner';
import type { FunctionTrigger, Timer } from '@azure/functions';
import { silentLogger } from '../platform/logger';
import type { Logger } from '../platform/logger';
import type { CoreBinding, Registration } from './functions-core';

/**
 * NCRONTAB as Azure Functions uses it: six fields, `{second} {minute} {hour} {day} {month} {day-of-week}`,
 * evaluated in UTC, with names for months and days (`0 30 9 * Jan Mon`, as in the timer trigger's
 * documentation). Parsing and stepping are croner's; what NCrontab does differently from classic cron
 * is set here: exactly six fields (no five-field or TimeSpan schedules) and a time must match
 * day-of-month AND day-of-week (classic cron matches either).
 */
export class NcrontabSchedule {
  private readonly cron: Cron;

  constructor(readonly expression: string) {
    if (expression.trim().split(/\s+/).length !== 6) {
      throw new Error(
        `Timer schedule '${expression}' must have six fields (second minute hour day month day-of-week); ` +
          'TimeSpan schedules are not supported',
      );
    }
    try {
      this.cron = new Cron(expression, {
        mode: '6-part',
        timezone: 'Etc/UTC',
        domAndDow: true,
        paused: true,
      });
    } catch (err) {
      throw new Error(
        `Timer schedule '${expression}' is not a valid NCRONTAB expression: ${(err as Error).message}`,
      );
    }
  }

  /** The first matching time strictly after `after` (whole seconds, UTC). */
  next(after: Date): Date {
    const next = this.cron.nextRun(after);
    if (!next) throw new Error(`Timer schedule '${this.expression}' never fires`);
    return next;
  }
}

export interface TimerRunnerOptions {
  /** Everything collectRegistrations() returned; only `timerTrigger` functions are run here. */
  registrations: Registration[];
  log?: Logger;
  /** A firing later than this is reported to the handler as `isPastDue`; default 1000 ms. */
  pastDueAfterMs?: number;
}

interface TimerFunction {
  name: string;
  schedule: NcrontabSchedule;
  binding: CoreBinding;
  handler: Registration['handler'];
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  last?: Date;
}

/** Longest single setTimeout Node allows; longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Fires the `app.timer` registrations on their NCRONTAB schedules in the embedded host. Like the
 * Functions host, a function never overlaps itself: an occurrence due while the previous
 * invocation is still running is skipped. `runOnStartup` is honoured.
 */
export class TimerRunner {
  private readonly functions: TimerFunction[];
  private readonly log: Logger;
  private readonly pastDueAfterMs: number;
  private started = false;
  private stopping = false;

  constructor(options: TimerRunnerOptions) {
    this.log = options.log ?? silentLogger;
    this.pastDueAfterMs = options.pastDueAfterMs ?? 1000;
    this.functions = options.registrations.flatMap(({ metadata, handler }) => {
      const binding = Object.values(metadata.bindings).find((b) => b.type === 'timerTrigger');
      if (!binding) return [];
      if (typeof binding.schedule !== 'string')
        throw new Error(`Function '${metadata.name}' has no timer schedule`);
      let schedule: NcrontabSchedule;
      try {
        schedule = new NcrontabSchedule(binding.schedule);
      } catch (err) {
        throw new Error(`Function '${metadata.name}': ${(err as Error).message}`);
      }
      return [{ name: metadata.name, schedule, binding, handler }];
    });
  }

  /** When each function fires next, by name (for logs and tests). */
  nextOccurrences(now = new Date()): Record<string, Date> {
    return Object.fromEntries(this.functions.map((fn) => [fn.name, fn.schedule.next(now)]));
  }

  start(): void {
    if (this.started) throw new Error('TimerRunner already started');
    this.started = true;
    for (const fn of this.functions) {
      if (fn.binding.runOnStartup === true) this.fire(fn, new Date(), false);
      this.arm(fn);
    }
    this.log.info('timer triggers started', { functions: this.functions.map((fn) => fn.name) });
  }

  /** No further firings; waits for running invocations to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const fn of this.functions) clearTimeout(fn.timer);
    await Promise.all(this.functions.map((fn) => fn.running));
  }

  private arm(fn: TimerFunction, after = new Date()): void {
    if (this.stopping) return;
    const due = fn.schedule.next(after);
    const wait = due.getTime() - Date.now();
    fn.timer = setTimeout(
      () => {
        if (Date.now() < due.getTime()) return this.arm(fn, after);
        this.fire(fn, due, Date.now() - due.getTime() > this.pastDueAfterMs);
        // Occurrences missed while the process was busy or asleep collapse into this one, as in Azure.
        this.arm(fn, new Date(Math.max(due.getTime(), Date.now() - 1)));
      },
      Math.min(Math.max(0, wait), MAX_TIMEOUT_MS),
    );
  }

  private fire(fn: TimerFunction, due: Date, isPastDue: boolean): void {
    if (this.stopping) return;
    if (fn.running) {
      this.log.warn('timer function still running; occurrence skipped', {
        function: fn.name,
        due: due.toISOString(),
      });
      return;
    }
    const invocationId = randomUUID();
    const now = new Date();
    const timer: Timer = {
      isPastDue,
      schedule: { adjustForDST: false },
      scheduleStatus: {
        last: (fn.last ?? now).toISOString(),
        next: fn.schedule.next(due).toISOString(),
        lastUpdated: now.toISOString(),
      },
    };
    fn.last = now;
    const context = new InvocationContext({
      invocationId,
      functionName: fn.name,
      options: { trigger: fn.binding as unknown as FunctionTrigger, extraInputs: [], extraOutputs: [] },
      logHandler: (level, ...args) =>
        this.log.debug('function log', { function: fn.name, invocationId, level, args: args.map(String) }),
    });
    fn.running = (async () => {
      try {
        await fn.handler(timer, context);
      } catch (err) {
        this.log.error('timer function failed', { function: fn.name, invocationId, error: String(err) });
      } finally {
        fn.running = undefined;
      }
    })();
  }
}
