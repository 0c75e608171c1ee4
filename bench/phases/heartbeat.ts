import type { HeartbeatResult } from '../results';
import { round, summarize } from '../stats';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/** The share of the ceiling at which the heartbeat latency target is judged. */
export const HEARTBEAT_TARGET_SHARE = 0.6;

/**
 * Heartbeats (a durable write each) over every pooled agent connection: first as fast as they
 * return (closed loop: the most the control plane sustains, as a share of the ceiling), then
 * offered at a fixed 60% of the ceiling's rate (open loop: the latency the fleet sees at the
 * load the target names, measured from when each request was due).
 */
export async function measureHeartbeats(
  scope: SustainedScope,
  ceilingRps: number | null,
): Promise<HeartbeatResult> {
  const { clients } = scope;
  scope.progress.setPhase('agent connections');
  await scope.warmAll(clients.length, (i) =>
    clients[i]!.client.heartbeat(clients[i]!.id, { agentVersion: 'bench-1.0.0' }),
  );
  const beat = async ({ client, id }: { client: (typeof clients)[number]['client']; id: string }) => {
    await client.heartbeat(id, { agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' });
  };
  const result = await scope.drive('heartbeat', (w, i) => beat(scope.pick(w, i)));
  const saturated = throughput(result, ceilingRps);
  if (!ceilingRps) return saturated;
  const offered = round(ceilingRps * HEARTBEAT_TARGET_SHARE, 1);
  // Consecutive requests go to consecutive clusters, so a cluster's next one is ~pool/rate later.
  const atRate = await scope.driveAtRate('heartbeat at 60%', offered, (n) =>
    beat(clients[n % clients.length]!),
  );
  return {
    ...saturated,
    atTargetLoad: {
      shareOfCeiling: HEARTBEAT_TARGET_SHARE,
      offeredPerSecond: offered,
      durationSeconds: atRate.measuredSeconds,
      sent: atRate.sent,
      answeredPerSecond: round(atRate.latenciesMs.length / atRate.measuredSeconds, 1),
      errors: atRate.errors,
      latency: summarize(atRate.latenciesMs),
    },
  };
}
