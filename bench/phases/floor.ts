import { randomBytes, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateP256KeyPair } from '../../contract/x509/ec-key';
import { forkChild, stopChild } from '../children';
import type { SimCluster } from '../fleet';
import type { ProcessUsage } from '../ipc';
import type { Results } from '../results';
import { round } from '../stats';
import type { ControlPlane } from './control-plane';
import { cpuMsPerCall } from './measure';

/**
 * The floor of one registration on this machine, measured in the same run: on a bare node:https
 * server in its own process (the control plane's server certificate and CA, client certificates
 * verified in the handshake), each request arrives on a new connection with a client certificate
 * (a full TLS handshake, no session to resume) and costs one ECDSA P-256 verify, one P-256 sign
 * and one durable SQLite write (its own transaction and fsync). The server's process CPU divided
 * by the requests is the floor; the control plane's CPU per registration is reported as a ratio
 * to it.
 */
export async function measureRegistrationFloor(input: {
  controlPlane: ControlPlane;
  clusters: SimCluster[];
  requests: number;
  concurrency: number;
}): Promise<NonNullable<Results['registration']['floor']>> {
  const { controlPlane } = input;
  const tls = await controlPlane.plane!.call<{ keyPem: string; certificatePem: string }>('serverCertificate');
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-floor-'));
  const started = await forkChild('ceiling-child', {
    BENCH_CEILING_TLS: JSON.stringify({ ...tls, caPem: controlPlane.caPem }),
    BENCH_FLOOR_DB: join(dir, 'floor.db'),
  });
  const registered = input.clusters.filter((c) => c.clusterId !== undefined);
  if (registered.length === 0) throw new Error('floor: no registered cluster to lend a client certificate');
  // The requests' keys and signatures are made first: only the server's side is measured.
  const bodies = Array.from({ length: input.requests }, () => {
    const { publicKeySpki, privateKey } = generateP256KeyPair();
    const data = randomBytes(200);
    return JSON.stringify({
      publicKey: publicKeySpki.toString('base64'),
      data: data.toString('base64'),
      signature: sign('sha256', data, privateKey).toString('base64'),
    });
  });
  try {
    const send = async (n: number) => {
      // A new transport per request: a new TLS context and connection, no cached session.
      const transport = registered[n % registered.length]!.transportTo(started.ready.url!);
      try {
        const res = await transport.send({
          method: 'POST',
          path: '/floor',
          headers: { 'content-type': 'application/json' },
          body: bodies[n]!,
        });
        if (res.status !== 201) throw new Error(`floor answered ${res.status}: ${res.body}`);
      } finally {
        transport.close();
      }
    };
    await send(0); // warm-up: JIT, the database file
    const ms = await cpuMsPerCall(
      () => started.ipc.call<ProcessUsage>('usage'),
      { from: 1, to: input.requests, concurrency: input.concurrency },
      send,
    );
    return { requests: input.requests - 1, msPerRegistration: round(ms, 3) };
  } finally {
    await stopChild(started.ipc);
    rmSync(dir, { recursive: true, force: true });
  }
}
