/**
 * The control plane as `npm start` runs it (dist/functions/host/main.js: HTTPS, SQLite store and
 * queue in its data dir), in a child process the crash tests can SIGKILL and start again on the
 * same data dir. Also: a seeded random source (the seed is in each suite's name, so a failure can
 * be replayed with ARCBRIDGE_CRASH_SEED), the point at which to kill during a load, and read-only
 * views of the data dir's databases for checking what survived.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { dataDirLayout } from '../../../functions/host/data-dir';
import { loadConfig } from '../../../functions/platform/config';
import { LocalOperatorIssuer } from '../../../functions/platform/identity/local-issuer';
import type { Role } from '../../../functions/platform/identity/operator-identity';
import type { TestControlPlane } from '../../support/control-plane';
import { createHttpsClient } from '../../support/https-client';
import type { HttpsClient } from '../../support/https-client';

const main = join(resolve(__dirname, '../../..'), 'dist/functions/host/main.js');

/** Generous limits: the storms measure durability, not the rate limiter. */
const BASE_ENV: Record<string, string> = {
  PORT: '0',
  ARCBRIDGE_LOG_LEVEL: 'warn',
  ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: '0',
  ARCBRIDGE_RATE_AGENT_PER_SECOND: '10000',
  ARCBRIDGE_RATE_AGENT_BURST: '10000',
  ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '10000',
  ARCBRIDGE_RATE_OPERATOR_BURST: '10000',
  ARCBRIDGE_RATE_REGISTER_PER_SECOND: '10000',
  ARCBRIDGE_RATE_REGISTER_BURST: '10000',
  ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: '10000',
  ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: '10000',
};

/** The seed of this run: ARCBRIDGE_CRASH_SEED replays a failure, otherwise a fresh one per run. */
export function crashSeed(): number {
  const given = process.env.ARCBRIDGE_CRASH_SEED;
  return given ? Number(given) >>> 0 : Math.floor(Math.random() * 2 ** 31);
}

/** mulberry32: small, fast and good enough to pick kill points; returns [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** An integer in [low, high], from `random`. */
export const between = (random: () => number, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

export class CrashHost {
  private child: ChildProcess | undefined;
  private httpsClient: HttpsClient | undefined;
  /** The last lines the host printed, for failure messages (the pipes must be drained anyway). */
  private output = '';

  /** A host on a fresh temp data dir (removed by dispose), or on `dataDir` (left to its owner). */
  constructor(
    private readonly env: Record<string, string> = {},
    readonly dataDir: string = mkdtempSync(join(tmpdir(), 'arcbridge-crash-')),
    private readonly ownsDataDir = true,
  ) {}

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get client(): HttpsClient {
    if (!this.httpsClient) throw new Error('the host is not running');
    return this.httpsClient;
  }

  get log(): string {
    return this.output;
  }

  /** Starts `npm start`'s entry point and waits for its banner (it listens and its triggers run). */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.child) throw new Error('the host is already running');
    this.output = '';
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, ...BASE_ENV, ...this.env, ...env, ARCBRIDGE_DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const url = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner after 30 s:\n${this.output}`)), 30_000);
      const onData = () => {
        const match = /listening on (https:\/\/[^\s]+)\/api/.exec(this.output);
        if (match && this.output.includes('Press Ctrl+C')) {
          clearTimeout(timer);
          child.stdout!.off('data', onData);
          resolvePromise(match[1]!);
        }
      };
      child.stdout!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`host exited with ${code}:\n${this.output}`));
      });
    }).catch((err: unknown) => {
      this.child = undefined;
      throw err;
    });
    this.httpsClient = createHttpsClient(
      url,
      readFileSync(dataDirLayout(this.dataDir).caCertificate, 'utf8'),
    );
  }

  /** SIGKILL: no shutdown handler runs, nothing is flushed or completed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) throw new Error('the host is not running');
    this.child = undefined;
    this.httpsClient?.close();
    this.httpsClient = undefined;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the host had already exited (${child.exitCode ?? child.signalCode}):\n${this.output}`);
    }
    await new Promise<void>((resolvePromise) => {
      child.once('exit', () => resolvePromise());
      child.kill('SIGKILL');
    });
  }

  async restart(env: Record<string, string> = {}): Promise<void> {
    await this.kill();
    await this.start(env);
  }

  /** An operator token from the data dir's local issuer, as `arcbridge auth token` mints it. */
  token(tenants: string | string[], role: Role = 'admin'): Promise<string> {
    const config = loadConfig({ ...BASE_ENV, ...this.env, ARCBRIDGE_DATA_DIR: this.dataDir });
    return LocalOperatorIssuer.load(dataDirLayout(this.dataDir).operatorKey, config.operator).mint({
      subject: 'crash-test',
      roles: [role],
      tenants: Array.isArray(tenants) ? tenants : [tenants],
      ttlSeconds: 600,
    });
  }

  /** This host as the shared test helpers (registration, FakeFleet) use a control plane. */
  asTestPlane(): TestControlPlane {
    const client = () => this.client;
    return {
      get client() {
        return client();
      },
      token: (tenants: string | string[], role?: Role) => this.token(tenants, role),
    } as unknown as TestControlPlane;
  }

  /**
   * Every document of a collection and tenant with its etag, through a separate read-only
   * connection (a fresh one each time, so it sees every commit).
   */
  documents<T>(collection: string, tenantId: string): { id: string; etag: string; body: string; doc: T }[] {
    return this.withDatabase('database', (db) =>
      (
        db
          .prepare('SELECT id, etag, body FROM documents WHERE collection = ? AND tenant_id = ? ORDER BY id')
          .all(collection, tenantId) as { id: string; etag: string; body: string }[]
      ).map((row) => ({ ...row, doc: JSON.parse(row.body) as T })),
    );
  }

  /** `PRAGMA integrity_check` of both databases: 'ok' twice when nothing is torn. */
  integrity(): string[] {
    return (['database', 'bus'] as const).map((which) =>
      this.withDatabase(which, (db) => String(db.pragma('integrity_check', { simple: true }))),
    );
  }

  /** Queue state: messages still waiting and dead letters, per queue. */
  queue(): { waiting: Record<string, number>; deadLetters: Record<string, number> } {
    return this.withDatabase('bus', (db) => {
      const count = (table: string) =>
        Object.fromEntries(
          (
            db.prepare(`SELECT queue, count(*) AS n FROM ${table} GROUP BY queue`).all() as {
              queue: string;
              n: number;
            }[]
          ).map(({ queue, n }) => [queue, n]),
        );
      return { waiting: count('bus_messages'), deadLetters: count('bus_dead_letters') };
    });
  }

  async dispose(): Promise<void> {
    if (this.child) await this.kill().catch(() => undefined);
    if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  private withDatabase<T>(which: 'database' | 'bus', read: (db: Database.Database) => T): T {
    const db = new Database(dataDirLayout(this.dataDir)[which], { readonly: true, fileMustExist: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  }
}

/**
 * Kills the host when the `at`-th acknowledgement (a 2xx the client received) arrives, while the
 * rest of the load is still in flight. `killed` settles once the host is dead.
 */
export class KillSwitch {
  private acknowledged = 0;
  private fired: Promise<void> | undefined;

  constructor(
    private readonly host: CrashHost,
    readonly at: number,
  ) {}

  /** Call on each acknowledgement; returns false once the host has been killed (stop sending). */
  ack(): boolean {
    this.acknowledged += 1;
    if (this.acknowledged >= this.at) this.fired ??= this.host.kill();
    return this.fired === undefined;
  }

  get live(): boolean {
    return this.fired === undefined;
  }

  /** Resolves when the host is dead; fails when the load ended before the kill point. */
  async killed(): Promise<void> {
    if (!this.fired)
      throw new Error(`the load ended after ${this.acknowledged} acknowledgements, before ${this.at}`);
    await this.fired;
  }
}
