import type { ControlPlaneClient } from '../../agent/controlplane/client';
import type { SimCluster } from '../fleet';
import { closedLoop, openLoop } from '../load';
import type { ClosedLoopResult, OpenLoopResult } from '../load';
import type { Profile } from '../profiles';
import type { Progress } from '../progress';
import type { Results, ThroughputResult } from '../results';
import type { ControlPlane } from './control-plane';

/** One pooled agent connection: a cluster's own client with its client certificate. */
export interface PooledClient {
  client: ControlPlaneClient;
  id: string;
}

/** What each sustained phase gets: the pooled connections and a closed-loop driver. */
export interface SustainedScope {
  profile: Profile;
  controlPlane: ControlPlane;
  pool: SimCluster[];
  clients: PooledClient[];
  notes: string[];
  progress: Progress;
  /** The client worker `worker` uses at `iteration`: rotates over the whole pool. */
  pick(worker: number, iteration: number): PooledClient;
  /** Opens `count` keep-alive connections (TLS handshakes) before a phase measures. */
  warmAll(count: number, fn: (index: number) => Promise<unknown>): Promise<void>;
  drive(phase: string, op: (worker: number, iteration: number) => Promise<void>): Promise<ClosedLoopResult>;
  /** The same at a fixed offered rate (open loop) for a third of a phase: the latency at that load. */
  driveAtRate(
    phase: string,
    ratePerSecond: number,
    op: (n: number) => Promise<void>,
  ): Promise<OpenLoopResult>;
}

/** The sustained phases with the agents' own loops stopped: one pool of connections, one driver. */
export function sustainedScope(input: {
  profile: Profile;
  controlPlane: ControlPlane;
  clusters: SimCluster[];
  progress: Progress;
  errors: string[];
  notes: string[];
}): SustainedScope {
  const { profile, controlPlane, progress, errors } = input;
  const pool = input.clusters.filter((c) => c.clusterId !== undefined).slice(0, profile.loadPoolClusters);
  const clients = pool.map((c) => ({ client: c.client(), id: c.clusterId! }));
  // A measured phase: the control plane's usage marked at its start, its first error kept.
  const measured = async <R extends { firstError: string | undefined }>(
    phase: string,
    run: () => Promise<R>,
  ) => {
    await controlPlane.mark(phase);
    progress.setPhase(phase);
    const result = await run();
    if (result.firstError) errors.push(`${phase}: ${result.firstError}`);
    return result;
  };
  return {
    profile,
    controlPlane,
    pool,
    clients,
    notes: input.notes,
    progress,
    pick: (worker, iteration) => clients[(worker + iteration * profile.loadConcurrency) % clients.length]!,
    // Open every pooled keep-alive connection (TLS handshake with the client certificate) before
    // measuring: the sustained phases measure steady state, not connection set-up.
    async warmAll(count, fn) {
      let next = 0;
      await Promise.all(
        Array.from({ length: profile.loadConcurrency }, async () => {
          while (next < count) await fn(next++).catch(() => undefined);
        }),
      );
    },
    drive: (phase, op) =>
      measured(phase, () =>
        closedLoop({
          concurrency: profile.loadConcurrency,
          seconds: profile.phaseSeconds,
          warmupSeconds: profile.warmupSeconds,
          op,
          onTick: (completed) => progress.set({ completed }),
        }),
      ),
    driveAtRate: (phase, ratePerSecond, op) =>
      measured(phase, () =>
        openLoop({
          ratePerSecond,
          seconds: profile.phaseSeconds / 3,
          warmupSeconds: profile.warmupSeconds,
          op,
          onTick: (completed) => progress.set({ completed }),
        }),
      ),
  };
}

export type SustainedResults = Pick<Results, 'ceiling' | 'heartbeat' | 'status' | 'desired304'>;
export type { ThroughputResult };
