import type { HeartbeatResult } from '../results';
import { round, summarize } from '../stats';
import { HEARTBEAT_TARGET_SHARE } from '../targets';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/** Offered loads, as shares of the ceiling, at which heartbeat latency is measured (open loop). */
export const HEARTBEAT_LOAD_STEPS = [0.3, 0.45, HEARTBEAT_TARGET_SHARE] as const;

/**
 * Heartbeats (a durable write each) over every pooled agent connection: first as fast as they
 * return (closed loop: the most the control plane sustains, as a share of the ceiling), then
 * offered at fixed shares of the ceiling's rate, 30%, 45% and 60% (open loop: the latency the
 * fleet sees at a given load, measured from when each request was due; the target is judged at
 * 60%).
 */
export async function measureHeartbeats(
  scope: SustainedScope,
  ceilingRps: number | null,
): Promise<HeartbeatResult> {
  scope.progress.setPhase('agent connections');
  await scope.warmAll('control-plane', 'heartbeat');
  const result = await scope.drive('heartbeat', 'control-plane', 'heartbeat');
  const saturated = throughput(result, ceilingRps);
  if (!ceilingRps) return saturated;
  // Lighter loads first, so a queue left by one step cannot spill into the next lighter one.
  const steps: NonNullable<HeartbeatResult['atLoads']> = [];
  for (const share of HEARTBEAT_LOAD_STEPS) {
    const offered = round(ceilingRps * share, 1);
    const atRate = await scope.driveAtRate(`heartbeat at ${Math.round(share * 100)}%`, offered, 'heartbeat');
    steps.push({
      shareOfCeiling: share,
      offeredPerSecond: offered,
      durationSeconds: atRate.measuredSeconds,
      sent: atRate.sent,
      answeredPerSecond: round(atRate.latenciesMs.length / atRate.measuredSeconds, 1),
      errors: atRate.errors,
      latency: summarize(atRate.latenciesMs),
      sendLag: summarize(atRate.sendLagsMs),
    });
  }
  return { ...saturated, atLoads: steps };
}
