import { ControlPlaneClient } from '../../agent/controlplane/client';
import { HttpsTransport } from '../../agent/controlplane/transport';
import { createKeyAndCsr } from '../../agent/identity/keys';
import { SIMULATED_REGIONS } from '../../agent/kube/simulated-install';
import { clusterUid, TENANT } from '../fleet';
import type { ProcessUsage } from '../ipc';
import type { Results } from '../results';
import { round } from '../stats';
import type { ControlPlane } from './control-plane';
import { cpuMsPerCall, cpuSeconds } from './measure';

/**
 * The control plane's CPU for registrations alone, comparable with the floor: after the storm,
 * with every agent stopped, `requests` new clusters register exactly as the agent does (its
 * `ControlPlaneClient`, a new connection without a client certificate, the CSR made beforehand),
 * `concurrency` at a time; then each makes its first request with its new certificate (a
 * heartbeat on a new mutual-TLS connection), which an agent cannot avoid either. The control
 * plane's process CPU over each half, divided by the registrations: `msPerRegistration` (the
 * registration request) and `msWithFirstConnection` (both). The storm's own figure
 * (`registration.cpu`) also pays the registered agents' loops in its window.
 *
 * The same two steps are the least an agent spends to join (its two TLS handshakes as a client,
 * the second with a TLS context built for its new certificate): this process's CPU over each half
 * (nothing else runs in it then) is `agentMsPerRegistration` and `agentMsWithFirstConnection`, the
 * simulator's floor per cluster, against which its storm-window CPU is judged.
 */
export async function measureRegistrationCost(input: {
  controlPlane: ControlPlane;
  /** Cluster indexes start here (after the fleet's own). */
  firstIndex: number;
  requests: number;
  concurrency: number;
  /**
   * Writes the control plane's CPU profiles of the registrations and of the first calls here
   * (control-plane-registration-cost.cpuprofile, control-plane-first-connection.cpuprofile).
   */
  cpuProfileDir?: string;
}): Promise<NonNullable<Results['registration']['requestCost']>> {
  const { controlPlane } = input;
  const plane = controlPlane.plane;
  if (!plane) throw new Error('registration cost: needs the embedded control plane');
  const tokens = await plane.call<string[]>('bootstrapTokens', { tenant: TENANT, count: input.requests + 1 });
  const made: { privateKeyPem: string; csr: string }[] = [];
  for (let i = 0; i <= input.requests; i++)
    made.push(await createKeyAndCsr(clusterUid(input.firstIndex + i)));
  const transport = (credentials?: { privateKeyPem: string; certificatePem: string }) =>
    new HttpsTransport({
      baseUrl: controlPlane.url,
      credentials: () => credentials,
      trustedCaPems: () => [controlPlane.caPem],
      publicRoots: false,
      timeoutMs: 120_000,
    });
  const identities: { clusterId: string; privateKeyPem: string; certificatePem: string }[] = [];
  const register = async (n: number) => {
    const t = transport();
    try {
      const result = await new ControlPlaneClient(t, 'bench-1.0.0').register({
        bootstrapToken: tokens[n]!,
        clusterUid: clusterUid(input.firstIndex + n),
        csr: made[n]!.csr,
        region: SIMULATED_REGIONS[n % SIMULATED_REGIONS.length]!,
      });
      identities[n] = {
        clusterId: result.clusterId,
        privateKeyPem: made[n]!.privateKeyPem,
        certificatePem: result.certificate,
      };
    } finally {
      t.close();
    }
  };
  const firstCall = async (n: number) => {
    const identity = identities[n]!;
    const t = transport(identity);
    try {
      await new ControlPlaneClient(t, 'bench-1.0.0').heartbeat(identity.clusterId, {
        agentVersion: 'bench-1.0.0',
      });
    } finally {
      t.close();
    }
  };
  const run = async (work: (n: number) => Promise<void>) => {
    const agentBefore = process.cpuUsage();
    const controlPlaneMs = await cpuMsPerCall(
      () => plane.call<ProcessUsage>('usage'),
      { from: 1, to: input.requests + 1, concurrency: input.concurrency },
      work,
    );
    return { controlPlaneMs, agentMs: (cpuSeconds(process.cpuUsage(agentBefore)) * 1000) / input.requests };
  };
  // Warm-up (JIT, statements): one cluster through both steps, not measured.
  await register(0);
  await firstCall(0);
  if (input.cpuProfileDir) await plane.call('startProfile');
  const registerMs = await run(register);
  if (input.cpuProfileDir)
    await plane.call('stopProfile', { dir: input.cpuProfileDir, name: 'control-plane-registration-cost' });
  if (input.cpuProfileDir) await plane.call('startProfile');
  const firstCallMs = await run(firstCall);
  if (input.cpuProfileDir)
    await plane.call('stopProfile', { dir: input.cpuProfileDir, name: 'control-plane-first-connection' });
  return {
    requests: input.requests,
    msPerRegistration: round(registerMs.controlPlaneMs, 3),
    msWithFirstConnection: round(registerMs.controlPlaneMs + firstCallMs.controlPlaneMs, 3),
    agentMsPerRegistration: round(registerMs.agentMs, 3),
    agentMsWithFirstConnection: round(registerMs.agentMs + firstCallMs.agentMs, 3),
  };
}
