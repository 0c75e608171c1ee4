import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { makeReadOnlyDir } from '../support/read-only-dir';

/**
 * `npm start` (the built host, as a user runs it) keeps the data dir private to its user: other
 * local users can read neither tenants' data nor token hashes nor keys. Needs `npm run build`.
 */

const MAIN = join(__dirname, '..', '..', 'dist', 'functions', 'host', 'main.js');
/** The CA certificate is public (agents and the CLI trust it); everything else is private. */
const PUBLIC = new Set([join('ca', 'ca.pem')]);

interface Started {
  stop(): Promise<void>;
}

function env(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ARCBRIDGE_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ARCBRIDGE_LOG_LEVEL: 'silent',
  };
}

/** Starts the host with the usual umask 022 and resolves once it listens. */
function start(dataDir: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], { env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        child.stdout.off('data', onData);
        resolve({
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`host exited with ${code}: ${output}`)));
  });
}

function run(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], { env: env(dataDir), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

/** Every entry under `dir` with its permission bits, relative paths sorted. */
function modes(dir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      out.push([relative(dir, full), (statSync(full).mode & 0o777).toString(8)]);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out.sort(([a], [b]) => a.localeCompare(b));
}

function expectPrivate(dataDir: string): void {
  expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  const entries = modes(dataDir);
  // The databases with their WAL and shared-memory files, both keys and the endpoint file.
  expect(entries.map(([path]) => path)).toEqual(
    expect.arrayContaining([
      'arcbridge.db',
      'arcbridge.db-wal',
      'bus.db',
      'bus.db-wal',
      'ca',
      'ca/ca-key.pem',
      'endpoint.json',
      'operator/issuer-key.pem',
    ]),
  );
  for (const [path, mode] of entries) {
    const expected = statSync(join(dataDir, path)).isDirectory() ? '700' : PUBLIC.has(path) ? '644' : '600';
    expect([path, mode]).toEqual([path, expected]);
  }
}

let root: string;
let umask: number;

beforeAll(() => {
  umask = process.umask(0o022);
  root = mkdtempSync(join(tmpdir(), 'arcbridge-at-rest-'));
});

afterAll(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe('data at rest (npm start)', () => {
  it('creates the data dir 0700 and every database, WAL, key and token file 0600', async () => {
    const dataDir = join(root, 'fresh', '.arcbridge');
    const host = await start(dataDir);
    try {
      expectPrivate(dataDir);
    } finally {
      await host.stop();
    }
  });

  it('tightens a data dir an older version left world-readable, before opening anything', async () => {
    const dataDir = join(root, 'fresh', '.arcbridge');
    // What an older version left behind: 755 folders, 644 files.
    for (const [path] of modes(dataDir)) {
      const full = join(dataDir, path);
      chmodSync(full, statSync(full).isDirectory() ? 0o755 : 0o644);
    }
    chmodSync(dataDir, 0o755);
    const host = await start(dataDir);
    try {
      expectPrivate(dataDir);
    } finally {
      await host.stop();
    }
  });

  it('stops with one clear line when the data dir is read-only', async () => {
    const readOnly = makeReadOnlyDir();
    try {
      const { code, stderr } = await run(readOnly.dir);
      expect(code).toBe(1);
      expect(stderr.trimEnd().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${readOnly.dir} is not writable \\((EROFS|EACCES)\\): .*set ARCBRIDGE_DATA_DIR to a writable directory\\.$`,
          ),
        ),
      ]);
    } finally {
      readOnly.remove();
    }
  });
});
