import type { StatusEvent } from '../../contract/status';
import type { Results } from '../results';
import { round } from '../stats';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/** Status batches of `statusBatchSize` events, as agents send them after a reconcile pass. */
export async function measureStatus(
  scope: SustainedScope,
  ceilingRps: number | null,
): Promise<NonNullable<Results['status']>> {
  const batch = scope.profile.statusBatchSize;
  const run = await scope.drive('status', 'control-plane', 'status');
  const result = throughput(run, ceilingRps);
  return { ...result, eventsPerSecond: round(result.requestsPerSecond * batch, 0), batchSize: batch };
}

/** A batch as an agent sends it: two extensions, a third of the events still installing. */
export function statusEvents(iteration: number, batch: number): StatusEvent[] {
  const now = new Date().toISOString();
  return Array.from({ length: batch }, (_, k) => ({
    extension: k % 2 === 0 ? 'ingress-nginx' : 'logging',
    phase: k % 3 === 0 ? ('Installing' as const) : ('Installed' as const),
    reason: k % 3 === 0 ? 'Applying' : 'Healthy',
    message: `${k % 2 === 0 ? 'Deployment ingress-nginx-controller' : 'DaemonSet fluent-bit'}: 3/3 available`,
    lastTransitionTime: now,
    observedGeneration: iteration,
  }));
}
