import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programPath } from './system-programs';

/**
 * A real Prometheus server (Debian's `prometheus` package) on loopback, scraping an exposition
 * endpoint this helper serves every second, with a temp config and storage dir removed on stop.
 * Tests set the exported samples with `set` and wait for Prometheus to have scraped them by
 * polling a query (`prometheusSees`), never by sleeping.
 */
export interface PrometheusServer {
  /** `http://127.0.0.1:PORT`: the HTTP API's base URL. */
  url: string;
  /** Replaces the samples the scrape endpoint serves: `name{labels} value` lines. */
  set(samples: { name: string; labels: Record<string, string>; value: number }[]): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Exposition-format label values: backslash, quote and newline escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

export async function startPrometheus(): Promise<PrometheusServer> {
  let body = '';
  const exporter: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(body);
  });
  await new Promise<void>((resolve) => exporter.listen(0, '127.0.0.1', resolve));
  const exporterPort = (exporter.address() as { port: number }).port;
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'scrape_configs:',
      '  - job_name: stores',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${exporterPort}']`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    programPath('prometheus')!,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()).slice(-4000));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await new Promise((resolve) => exporter.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 30_000; // waits for readiness; the bound only catches a hang
    for (;;) {
      if (child.exitCode !== null) throw new Error(`prometheus exited: ${stderr}`);
      const ready = await fetch(`${url}/-/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`prometheus not ready: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    set(samples) {
      body = samples
        .map(({ name, labels, value }) => {
          const pairs = Object.entries(labels).map(([key, v]) => `${key}="${labelValue(v)}"`);
          return `${name}{${pairs.join(',')}} ${value}\n`;
        })
        .join('');
    },
    stop,
  };
}

/** Polls an instant query until its single value is `expected` (Prometheus has scraped it). */
export async function prometheusSees(url: string, query: string, expected: string): Promise<void> {
  const deadline = Date.now() + 30_000; // waits for the scrape; the bound only catches a hang
  let last = '';
  for (;;) {
    const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
    const body = (await res.json()) as { data?: { result?: { value: [number, string] }[] } };
    last = JSON.stringify(body);
    if (body.data?.result?.length === 1 && body.data.result[0]!.value[1] === expected) return;
    if (Date.now() > deadline) throw new Error(`Prometheus never answered ${expected} to ${query}: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
