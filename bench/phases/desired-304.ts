import type { ThroughputResult } from '../results';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/** Conditional desired-state reads with each cluster's current ETag: every answer must be 304. */
export async function measureDesired304(
  scope: SustainedScope,
  ceilingRps: number | null,
): Promise<ThroughputResult> {
  scope.progress.setPhase('desired etags');
  const etags = new Map<string, string>();
  for (const { client, id } of scope.clients) {
    const first = await client.desired(id, undefined);
    if (first.changed) etags.set(id, first.etag);
  }
  const result = await scope.drive('desired-304', async (w, i) => {
    const { client, id } = scope.pick(w, i);
    const answer = await client.desired(id, etags.get(id));
    if (answer.changed) throw new Error('desired state changed during the 304 phase');
  });
  return throughput(result, ceilingRps);
}
