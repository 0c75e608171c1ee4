import type { ClientCredentials } from '../../agent/controlplane/transport';
import { forkChild, stopChild } from '../children';
import type { PauseReading } from '../gc-meter';
import type { IpcClient } from '../ipc';
import type { ClosedLoopResult, OpenLoopResult } from '../load';

/** Where the generator's connections go: the control plane, or the bare server of the ceiling. */
export type GeneratorTarget = 'control-plane' | 'ceiling';

/** The requests it sends: the agent's own calls, or the ceiling's heartbeat-shaped POST. */
export type GeneratorRequest = 'heartbeat' | 'status' | 'desired-304' | 'ceiling';

export interface GeneratorSetup {
  caPem: string;
  /** Requests in flight in a closed loop (and connections opened at once when warming). */
  concurrency: number;
  statusBatchSize: number;
  /** The load pool: each cluster's id and client certificate. */
  clusters: ({ id: string } & ClientCredentials)[];
}

export interface LoopOptions {
  target: GeneratorTarget;
  request: GeneratorRequest;
  seconds: number;
  warmupSeconds: number;
}

/** The parent's side of bench/generator-child.ts: the sustained phases' load, in its own process. */
export class LoadGenerator {
  private constructor(private readonly ipc: IpcClient) {}

  /** Forks the generator with the pool; `onProgress` gets its completed count every second. */
  static async start(setup: GeneratorSetup, onProgress: (completed: number) => void): Promise<LoadGenerator> {
    const { ipc } = await forkChild('generator-child', {});
    ipc.child.on('message', (message: { progress?: number }) => {
      if (typeof message.progress === 'number') onProgress(message.progress);
    });
    const generator = new LoadGenerator(ipc);
    try {
      await ipc.call('setup', setup as unknown as Record<string, unknown>);
    } catch (err) {
      await generator.stop();
      throw err;
    }
    return generator;
  }

  /** One keep-alive connection per pool cluster to `url` (opened by `warm`). */
  async connect(target: GeneratorTarget, url: string): Promise<void> {
    await this.ipc.call('connect', { target, url });
  }

  /** Every connection used once (its TLS handshake) before a phase measures. */
  async warm(target: GeneratorTarget, request: GeneratorRequest): Promise<void> {
    await this.ipc.call('warm', { target, request });
  }

  /** Each cluster's desired-state ETag, for the conditional reads; returns how many had one. */
  async learnEtags(target: GeneratorTarget): Promise<number> {
    return (await this.ipc.call<{ learned: number }>('learnEtags', { target })).learned;
  }

  closedLoop(options: LoopOptions): Promise<ClosedLoopResult> {
    return this.ipc.call<ClosedLoopResult>('closed', { ...options });
  }

  openLoop(options: LoopOptions & { ratePerSecond: number }): Promise<OpenLoopResult> {
    return this.ipc.call<OpenLoopResult>('open', { ...options });
  }

  async disconnect(target: GeneratorTarget): Promise<void> {
    await this.ipc.call('disconnect', { target });
  }

  /** Its CPU since it started, and its GC and event-loop stalls since the previous reading. */
  usage(): Promise<PauseReading & { cpu: NodeJS.CpuUsage }> {
    return this.ipc.call('usage');
  }

  stop(): Promise<void> {
    return stopChild(this.ipc);
  }
}
