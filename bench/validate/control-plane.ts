import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { join } from 'node:path';
import { dataDirLayout } from '../../functions/host/data-dir';
import { loadConfig } from '../../functions/platform/config';
import { LocalOperatorIssuer } from '../../functions/platform/identity/local-issuer';
import { stopProcess } from './wait';

export interface ApiResponse<T> {
  status: number;
  body: T;
}

/**
 * The control plane as `npm start` runs it (dist/functions/host/main.js, embedded adapters in its
 * own data dir), as a child process; the orchestrator talks to it as an operator over HTTPS.
 */
export class ControlPlaneProcess {
  url = '';
  caPem = '';
  private child: ChildProcess | undefined;
  private https: Agent | undefined;
  private token: string | undefined;

  constructor(
    private readonly options: { root: string; dataDir: string; env: Record<string, string>; logFile: string },
  ) {}

  get env(): Record<string, string> {
    return { ARCBRIDGE_DATA_DIR: this.options.dataDir, PORT: '0', ...this.options.env };
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const main = join(this.options.root, 'dist/functions/host/main.js');
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const log = createWriteStream(this.options.logFile, { mode: 0o600 });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    let banner = '';
    this.url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`control plane: no banner after 60 s:\n${banner}`)),
        60_000,
      );
      const read = (chunk: Buffer) => {
        banner += chunk.toString();
        const match = /listening on (https:\/\/[^\s]+)\/api/.exec(banner);
        if (match && banner.includes('Press Ctrl+C')) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`control plane exited with ${code}:\n${banner}`)));
    });
    const layout = dataDirLayout(this.options.dataDir);
    this.caPem = readFileSync(layout.caCertificate, 'utf8');
    this.https = new Agent({ ca: this.caPem, keepAlive: true, maxSockets: 8 });
    this.token = await LocalOperatorIssuer.load(layout.operatorKey, loadConfig(this.env).operator).mint({
      subject: 'validate',
      roles: ['admin'],
      tenants: [TENANT],
      ttlSeconds: 6 * 3600,
    });
  }

  get caFile(): string {
    return dataDirLayout(this.options.dataDir).caCertificate;
  }

  /** An operator call on the tenant (`path` below /api/v1/tenants/{tenant}). */
  tenantApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
    return this.api<T>(method, `/api/v1/tenants/${TENANT}${path}`, body);
  }

  api<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const url = new URL(path, this.url);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.https,
          timeout: 30_000,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, body: parsed as T });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Like `tenantApi`, but a status outside `ok` is an error naming the problem. */
  async expect<T = Record<string, unknown>>(
    method: string,
    path: string,
    body: unknown,
    ok: number[] = [200, 201, 202, 204],
  ): Promise<T> {
    const response = await this.tenantApi<T>(method, path, body);
    if (!ok.includes(response.status))
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  async stop(): Promise<void> {
    this.https?.destroy();
    await stopProcess(this.child);
  }
}

export const TENANT = 'validate';
