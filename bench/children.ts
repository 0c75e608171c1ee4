import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IpcClient } from './ipc';

/** dist/bench/*.js when running compiled; the compiled twin when running from TypeScript (tests). */
function childScript(name: string): string {
  const here = join(__dirname, `${name}.js`);
  if (existsSync(here)) return here;
  const compiled = resolve(__dirname, '..', 'dist', 'bench', `${name}.js`);
  if (existsSync(compiled)) return compiled;
  throw new Error(`${name}.js not found; run 'npm run build' first`);
}

/** Starts a benchmark child (control plane, ceiling server) and waits for its ready message. */
export async function forkChild(
  name: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<{ ipc: IpcClient; ready: Record<string, string>; child: ChildProcess }> {
  const child = fork(childScript(name), [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Record<string, string>>((resolvePromise, reject) => {
    const onMessage = (message: { id: number; ok: boolean; value: Record<string, string> }) => {
      if (message.id !== 0) return;
      child.off('message', onMessage);
      resolvePromise(message.value);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return { ipc: new IpcClient(child), ready, child };
}

/** Asks a child to stop, and kills it when it has not exited 10 s later. */
export async function stopChild(ipc: IpcClient | undefined): Promise<void> {
  if (!ipc || ipc.child.exitCode !== null) return;
  const exited = new Promise<void>((r) => ipc.child.once('exit', () => r()));
  await ipc.call('stop').catch(() => undefined);
  const timer = setTimeout(() => ipc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
