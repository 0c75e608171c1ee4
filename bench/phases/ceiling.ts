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
  const { profile, controlPlane, generator } = scope;
  const tls = await controlPlane.plane!.call<{ keyPem: string; certificatePem: string }>('serverCertificate');
  const started = await forkChild('ceiling-child', {
    BENCH_CEILING_TLS: JSON.stringify({ ...tls, caPem: controlPlane.caPem }),
  });
  const ceiling = started.ipc;
  try {
    await generator.connect('ceiling', started.ready.url!);
    scope.progress.setPhase('ceiling connections');
    await scope.warmAll('ceiling', 'ceiling');
    const before = await ceiling.call<ProcessUsage>('usage');
    const result = await scope.drive('ceiling', 'ceiling', 'ceiling');
    const after = await ceiling.call<ProcessUsage>('usage');
    const busyMicros =
      after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros;
    scope.notes.push(
      `Ceiling server CPU: ${round((busyMicros / 1e6 / (profile.phaseSeconds + profile.warmupSeconds)) * 100, 0)}% of one core.`,
    );
    return throughput(result, null);
  } finally {
    await generator.disconnect('ceiling');
    await stopChild(ceiling);
  }
}
