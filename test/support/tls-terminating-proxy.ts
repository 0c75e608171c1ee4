import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A TLS-terminating HTTP proxy in front of the control plane, as many edge sites reach the
 * internet through: the real HAProxy (Debian's package) accepts the agent's TLS with a server
 * certificate of its own and never asks for a client certificate, then opens a TLS connection of
 * its own to the control plane (verifying it against `upstreamCaPem`) without one. The Host header
 * passes unchanged, as an HTTP proxy passes it. Whatever the agent presented in its handshake is
 * therefore lost, exactly what breaks mutual TLS behind such a proxy.
 */
export interface TlsTerminatingProxy {
  /** `https://127.0.0.1:<port>`: what the agent is configured with. */
  url: string;
  stop(): Promise<void>;
}

export async function startTlsTerminatingProxy(options: {
  /** The control plane's `https://host:port`. */
  upstream: string;
  upstreamCaPem: string;
  /** The proxy's own server certificate and key (PEM), for 127.0.0.1. */
  certificatePem: string;
  keyPem: string;
}): Promise<TlsTerminatingProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-edge-proxy-'));
  const bundle = join(dir, 'server.pem');
  writeFileSync(bundle, `${options.certificatePem.trim()}\n${options.keyPem.trim()}\n`, { mode: 0o600 });
  const upstreamCa = join(dir, 'upstream-ca.pem');
  writeFileSync(upstreamCa, options.upstreamCaPem);
  const upstream = new URL(options.upstream);
  const port = await freePort();
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  nbthread 1',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend edge',
      // No ca-file, no verify: this proxy never requests a client certificate.
      `  bind 127.0.0.1:${port} ssl crt ${bundle} alpn http/1.1`,
      '  default_backend control_plane',
      'backend control_plane',
      `  server cp ${upstream.hostname}:${upstream.port} ssl verify required ca-file ${upstreamCa}`,
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await untilAccepting(port, child);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}: ${stderr}`);
  }
  return {
    url: `https://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits for the event HAProxy gives (its port accepting), or its exit. */
async function untilAccepting(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    if (Date.now() > deadline) throw new Error(`haproxy did not accept on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
