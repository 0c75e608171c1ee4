import type { ThroughputResult } from '../results';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/** Conditional desired-state reads with each cluster's current ETag: every answer must be 304. */
export async function measureDesired304(
  scope: SustainedScope,
  ceilingRps: number | null,
): Promise<ThroughputResult> {
  scope.progress.setPhase('desired etags');
  await scope.generator.learnEtags('control-plane');
  const result = await scope.drive('desired-304', 'control-plane', 'desired-304');
  return throughput(result, ceilingRps);
}
