import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Azurite {
  /** `http://127.0.0.1:<port>/devstoreaccount1` */
  blobEndpoint: string;
  /** For `@azure/storage-blob` clients (the well-known development account). */
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * Azurite's well-known development account (the same for every Azurite; it protects nothing):
 * https://learn.microsoft.com/azure/storage/common/storage-use-azurite#well-known-storage-account-and-key
 */
const ACCOUNT = 'devstoreaccount1';
const ACCOUNT_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/**
 * Starts Azurite's Blob service as a child process on a free loopback port, in memory
 * (`--inMemoryPersistence`), without telemetry, accepting the API version the current SDK sends
 * (`--skipApiVersionCheck`), in a private temp directory that `stop()` removes.
 */
export async function startAzurite(): Promise<Azurite> {
  const cwd = mkdtempSync(join(tmpdir(), 'arcbridge-azurite-'));
  const main = join(dirname(require.resolve('azurite')), 'blob', 'main.js');
  const child = spawn(
    process.execPath,
    [
      main,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--inMemoryPersistence',
      '--extentMemoryLimit',
      '512',
      '--disableTelemetry',
      '--skipApiVersionCheck',
      '--silent',
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const port = await listeningPort(child);
    const blobEndpoint = `http://127.0.0.1:${port}/${ACCOUNT}`;
    return {
      blobEndpoint,
      connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${ACCOUNT_KEY};BlobEndpoint=${blobEndpoint};`,
      stop: async () => {
        await stopChild(child);
        rmSync(cwd, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopChild(child);
    rmSync(cwd, { recursive: true, force: true });
    throw err;
  }
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Azurite did not start within 30 s:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /successfully listens on https?:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining so a chatty child never blocks on a full pipe.
        child.stdout?.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited with code ${String(code)} before listening:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
