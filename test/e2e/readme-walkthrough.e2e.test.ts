import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { itRequiring } from '../support/system-programs';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');
const main = join(root, 'dist/functions/host/main.js');

/** Starts `npm start`'s entry point as a real process and waits for its banner. */
async function startHost(dataDir: string): Promise<{ child: ChildProcess; url: string; banner: string }> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ARCBRIDGE_DATA_DIR: dataDir, PORT: '0', ARCBRIDGE_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let banner = '';
  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner after 60 s:\n${banner}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      const match = /listening on (https:\/\/[^\s]+)\/api/.exec(banner);
      if (match && banner.includes('Press Ctrl+C')) {
        clearTimeout(timer);
        resolvePromise(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (banner += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`host exited with ${code}:\n${banner}`)));
  });
  return { child, url, banner };
}

function stopHost(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolvePromise) => {
    child.on('exit', (code) => resolvePromise(code));
    child.kill(signal);
  });
}

describe('npm start and the README walkthrough (real processes)', () => {
  let dataDir: string;
  let workDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-start-'));
    workDir = mkdtempSync(join(tmpdir(), 'arcbridge-walkthrough-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it('prints URL, CA path and next steps, and shuts down cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { child, banner } = await startHost(dataDir);
      expect(banner).toContain(join(dataDir, 'ca', 'ca.pem'));
      expect(banner).toContain('arcbridge auth token --tenant');
      expect(banner).toContain('arcbridge tokens create');
      expect(existsSync(join(dataDir, 'endpoint.json'))).toBe(true);
      expect(await stopHost(child, signal)).toBe(0);
      expect(existsSync(join(dataDir, 'endpoint.json'))).toBe(false);
    }
    const keyMode = (await run('stat', ['-c', '%a', join(dataDir, 'ca', 'ca-key.pem')])).stdout.trim();
    expect(keyMode).toBe('600');
  });

  itRequiring('openssl', 'curl')(
    'registers a cluster with openssl and curl exactly as the README says, and lists it with the CLI',
    async () => {
      const readme = readFileSync(join(root, 'README.md'), 'utf8');
      const block = /<!-- walkthrough:start -->\s*```bash\n([\s\S]*?)```\s*<!-- walkthrough:end -->/.exec(
        readme,
      );
      expect(block).not.toBeNull();
      // Run verbatim from the repository root, as the README says; its `mktemp -d` lands in workDir.
      const script = block![1]!;
      const rootBefore = readdirSync(root).sort();
      const { child, url } = await startHost(dataDir);
      try {
        const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
          cwd: root,
          env: { ...process.env, ARCBRIDGE_URL: url, ARCBRIDGE_DATA_DIR: dataDir, TMPDIR: workDir },
        });
        // The cluster's files are in the scratch directory, none in the repository.
        expect(readdirSync(root).sort()).toEqual(rootBefore);
        const [scratch] = readdirSync(workDir);
        expect(readdirSync(join(workDir, scratch!)).sort()).toEqual([
          'cluster.crt',
          'cluster.csr',
          'cluster.key',
          'register.json',
        ]);
        expect(stdout).toContain('cluster.crt: OK');
        expect(stdout).toContain('"generation":0');
        expect(stdout).toMatch(/c-[a-z0-9]{26}\s+edge-1\s+westeurope\s+Connected/);
        expect(stdout).toContain('Agent:         curl/1.0');
      } finally {
        await stopHost(child, 'SIGTERM');
      }
    },
  );

  itRequiring('git')('keeps what documented commands write out of git, ESLint and Prettier', async () => {
    const written = [
      '.arcbridge/endpoint.json',
      'cluster.key',
      'cluster.csr',
      'cluster.crt',
      'register.json',
    ];
    // git itself decides (exit 0 and every path echoed: all ignored).
    const ignored = await run('git', ['check-ignore', ...written], { cwd: root });
    expect(ignored.stdout.trim().split('\n')).toEqual(written);
    // Prettier reads .gitignore: `npm run lint` would not check a register.json left at the root.
    const info = await run(
      process.execPath,
      [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--file-info', 'register.json'],
      {
        cwd: root,
      },
    );
    expect(JSON.parse(info.stdout)).toMatchObject({ ignored: true });
  });
});
