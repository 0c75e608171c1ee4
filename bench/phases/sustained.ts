import type { SimCluster } from '../fleet';
import type { ClosedLoopResult, OpenLoopResult } from '../load';
import type { Profile } from '../profiles';
import type { Progress } from '../progress';
import type { Results, ThroughputResult } from '../results';
import type { ControlPlane } from './control-plane';
import { LoadGenerator } from './generator';
import type { GeneratorRequest, GeneratorTarget } from './generator';

/** What each sustained phase gets: the load pool in its own generator process, and drivers. */
export interface SustainedScope {
  profile: Profile;
  controlPlane: ControlPlane;
  /** The load pool's clusters (they also lend the ceiling and the floor their certificates). */
  pool: SimCluster[];
  generator: LoadGenerator;
  notes: string[];
  progress: Progress;
  /** Opens every pool connection to `target` with one request each (TLS handshakes) before a phase measures. */
  warmAll(target: GeneratorTarget, request: GeneratorRequest): Promise<void>;
  /** A closed loop of `request` (the most the target sustains), as a measured phase. */
  drive(phase: string, target: GeneratorTarget, request: GeneratorRequest): Promise<ClosedLoopResult>;
  /** The same at a fixed offered rate (open loop) for a third of a phase: the latency at that load. */
  driveAtRate(phase: string, ratePerSecond: number, request: GeneratorRequest): Promise<OpenLoopResult>;
  /** Stops the generator (its last usage reading stays in the simulator's). */
  close(): Promise<void>;
}

/**
 * The sustained phases with the agents' own loops stopped: the load pool's clusters move to a
 * generator process of their own (bench/generator-child.ts), each with its client certificate and
 * one keep-alive connection, so the fleet's other connections stay open and idle and the pool's
 * count in their place (the control plane holds as many connections as before).
 */
export async function sustainedScope(input: {
  profile: Profile;
  controlPlane: ControlPlane;
  clusters: SimCluster[];
  progress: Progress;
  errors: string[];
  notes: string[];
}): Promise<SustainedScope> {
  const { profile, controlPlane, progress, errors } = input;
  const pool = input.clusters.filter((c) => c.clusterId !== undefined).slice(0, profile.loadPoolClusters);
  const generator = await LoadGenerator.start(
    {
      caPem: controlPlane.caPem,
      concurrency: profile.loadConcurrency,
      statusBatchSize: profile.statusBatchSize,
      clusters: pool.map((c) => ({ id: c.clusterId!, ...c.credentials() })),
    },
    (completed) => progress.set({ completed }),
  );
  try {
    await generator.connect('control-plane', controlPlane.url);
  } catch (err) {
    await generator.stop();
    throw err;
  }
  // The pool's own agent connections close: the generator's take their place.
  for (const c of pool) c.transport?.inner.close();
  controlPlane.simulator.attach(() => generator.usage());
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
  const { phaseSeconds, warmupSeconds } = profile;
  return {
    profile,
    controlPlane,
    pool,
    generator,
    notes: input.notes,
    progress,
    warmAll: (target, request) => generator.warm(target, request),
    drive: (phase, target, request) =>
      measured(phase, () => generator.closedLoop({ target, request, seconds: phaseSeconds, warmupSeconds })),
    driveAtRate: (phase, ratePerSecond, request) =>
      measured(phase, () =>
        generator.openLoop({
          target: 'control-plane',
          request,
          ratePerSecond,
          seconds: phaseSeconds / 3,
          warmupSeconds,
        }),
      ),
    async close() {
      await controlPlane.simulator.detach();
      await generator.stop();
    },
  };
}

export type SustainedResults = Pick<Results, 'ceiling' | 'heartbeat' | 'status' | 'desired304'>;
export type { ThroughputResult };
