import type { ThroughputResult } from '../results';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/** Heartbeats (a durable write each) over every pooled agent connection, as fast as they return. */
export async function measureHeartbeats(
  scope: SustainedScope,
  ceilingRps: number | null,
): Promise<ThroughputResult> {
  const { clients } = scope;
  scope.progress.setPhase('agent connections');
  await scope.warmAll(clients.length, (i) =>
    clients[i]!.client.heartbeat(clients[i]!.id, { agentVersion: 'bench-1.0.0' }),
  );
  const result = await scope.drive('heartbeat', async (w, i) => {
    const { client, id } = scope.pick(w, i);
    await client.heartbeat(id, { agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' });
  });
  return throughput(result, ceilingRps);
}
