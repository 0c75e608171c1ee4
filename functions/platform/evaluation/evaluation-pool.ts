import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  EVALUATION_BUDGET_MS,
  EVALUATION_WORKER_FILE,
  EvaluationBudgetExceeded,
} from '../../../contract/evaluation';
import type {
  CheckArgs,
  CheckName,
  CheckReply,
  CheckRequest,
  CheckResult,
} from '../../../contract/evaluation';

/**
 * Loads the worker's program. A string, not the file itself: the control plane runs compiled
 * (dist/, where the program is .js) and under Jest from source (.ts), where the worker registers
 * the same SWC transform Jest uses before it loads the program.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.file.endsWith('.ts')) {
  const { transformSync } = require(workerData.swc);
  const { readFileSync } = require('node:fs');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}
require(workerData.file);
`;

export interface EvaluationPoolOptions {
  /** Workers; checks beyond them wait their turn. Default: min(2, cores). */
  workers?: number;
  /** The time budget of one check, enforced inside the worker. */
  budgetMs?: number;
  /**
   * How much longer than the budget a check may take before its worker is terminated: for work
   * the in-thread budget cannot interrupt. The caller is answered at budget + grace at the latest.
   */
  graceMs?: number;
  /** The worker's heap (old generation); a check that needs more ends its worker. */
  heapMb?: number;
}

interface Job {
  request: CheckRequest;
  resolve(result: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  deadline?: NodeJS.Timeout;
}

/**
 * Runs tenant-written checks (contract/evaluation) in worker threads, never on the event loop:
 * a request thread only posts the check and awaits its answer, so however long a check could run,
 * `/api/healthz` and every other tenant's request are answered meanwhile. Each check has a time
 * budget inside its worker and a hard deadline outside it (the worker is terminated and replaced),
 * and each worker a heap limit, so neither a slow nor a memory-hungry check outlives its budget.
 */
export class EvaluationPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly budgetMs: number;
  private readonly graceMs: number;
  private readonly heapMb: number;
  private nextId = 1;
  private closed = false;

  constructor(options: EvaluationPoolOptions = {}) {
    this.budgetMs = options.budgetMs ?? EVALUATION_BUDGET_MS;
    this.graceMs = options.graceMs ?? 250;
    this.heapMb = options.heapMb ?? 128;
    const count = options.workers ?? Math.min(2, availableParallelism());
    for (let i = 0; i < count; i++) this.slots.push(this.spawn());
  }

  /** Runs a check; rejects with EvaluationBudgetExceeded when it exceeds the time or memory budget. */
  run<N extends CheckName>(name: N, ...args: CheckArgs<N>): Promise<CheckResult<N>> {
    if (this.closed) return Promise.reject(new Error('the evaluation pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({
        request: { id: this.nextId++, name, args, budgetMs: this.budgetMs },
        resolve: resolve as (result: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** Ends the workers; checks still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the evaluation pool is closed'));
    await Promise.all(
      this.slots.map((slot) => this.retire(slot, new Error('the evaluation pool is closed'))),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { file: EVALUATION_WORKER_FILE, swc: swcPath() },
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: 'ready' | CheckReply) => {
      if (message === 'ready') {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.request.id !== message.id) return;
      this.finish(slot);
      if (message.outcome === 'ok') job.resolve(message.result);
      else if (message.outcome === 'budget') job.reject(new EvaluationBudgetExceeded(message.budgetMs));
      else job.reject(new Error(message.message));
      this.dispatch();
    });
    worker.on('error', (err: NodeJS.ErrnoException) => {
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.replace(
        slot,
        outOfMemory ? new EvaluationBudgetExceeded(this.budgetMs, 'memory') : new Error(err.message),
      );
    });
    worker.on('exit', () => {
      if (!this.closed && this.slots.includes(slot)) {
        void this.replace(slot, new Error('the evaluation worker stopped'));
      }
    });
    // Idle workers never keep the process alive (after the listeners: adding one refs the port again).
    worker.unref();
    if (this.queue.length > 0) worker.ref();
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) break;
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.deadline = setTimeout(
        () => void this.replace(slot, new EvaluationBudgetExceeded(this.budgetMs)),
        this.budgetMs + this.graceMs,
      );
      slot.deadline.unref();
      slot.worker.postMessage(job.request);
    }
    this.holdProcess();
  }

  /** Workers keep the process alive while a check waits or runs, and never when idle. */
  private holdProcess(): void {
    const busy = this.queue.length > 0 || this.slots.some((slot) => slot.job);
    for (const slot of this.slots) {
      if (busy) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.deadline);
    slot.deadline = undefined;
    slot.job = undefined;
  }

  /** Fails the slot's check with `reason`, ends its worker and starts a fresh one in its place. */
  private async replace(slot: Slot, reason: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    if (!this.closed) this.slots[index] = this.spawn();
    else this.slots.splice(index, 1);
    await this.retire(slot, reason);
    this.dispatch();
  }

  private async retire(slot: Slot, reason: Error): Promise<void> {
    const job = slot.job;
    this.finish(slot);
    job?.reject(reason);
    slot.worker.removeAllListeners('exit');
    await slot.worker.terminate();
  }
}

/** @swc/core, when it is installed (it is a development dependency: only source runs need it). */
function swcPath(): string {
  try {
    return require.resolve('@swc/core');
  } catch {
    return '';
  }
}
