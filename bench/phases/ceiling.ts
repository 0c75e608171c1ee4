import { forkChild, stopChild } from '../children';
import type { ProcessUsage } from '../ipc';
import type { ThroughputResult } from '../results';
import { round } from '../stats';
import { throughput } from './measure';
import type { SustainedScope } from './sustained';

/**
 * The ceiling: the same generator, concurrency, clusters and client certificates as the heartbeat
 * phase, against a bare node:https server (with the control plane's certificate) in its own child
 * process. Every sustained phase reports its ratio to it.
 */
export async function measureCeiling(scope: SustainedScope): Promise<ThroughputResult> {
  const { profile, controlPlane } = scope;
  const tls = await controlPlane.plane!.call<{ keyPem: string; certificatePem: string }>('serverCertificate');
  const started = await forkChild('ceiling-child', {
    BENCH_CEILING_TLS: JSON.stringify({ ...tls, caPem: controlPlane.caPem }),
  });
  const ceiling = started.ipc;
  const transports = scope.pool.map((c) => ({
    transport: c.transportTo(started.ready.url!),
    id: c.clusterId!,
  }));
  try {
    const body = JSON.stringify({ agentVersion: 'bench-1.0.0', kubernetesVersion: 'v1.31.2' });
    scope.progress.setPhase('ceiling connections');
    await scope.warmAll(transports.length, (i) =>
      transports[i]!.transport.send({ method: 'GET', path: '/api/healthz', headers: {} }),
    );
    const before = await ceiling.call<ProcessUsage>('usage');
    const result = await scope.drive('ceiling', async (worker, iteration) => {
      const target = transports[(worker + iteration * profile.loadConcurrency) % transports.length]!;
      const res = await target.transport.send({
        method: 'POST',
        path: `/api/v1/clusters/${encodeURIComponent(target.id)}/heartbeat`,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'arcbridge-agent/bench-1.0.0',
          traceparent: `00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`,
        },
        body,
      });
      if (res.status !== 200) throw new Error(`ceiling answered ${res.status}`);
    });
    const after = await ceiling.call<ProcessUsage>('usage');
    const busyMicros =
      after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros;
    scope.notes.push(
      `Ceiling server CPU: ${round((busyMicros / 1e6 / (profile.phaseSeconds + profile.warmupSeconds)) * 100, 0)}% of one core.`,
    );
    return throughput(result, null);
  } finally {
    for (const t of transports) t.transport.close();
    await stopChild(ceiling);
  }
}
