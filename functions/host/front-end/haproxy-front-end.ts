import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import type { Logger } from '../../platform/logger';
import { ensurePrivateFile } from '../../platform/files/private-files';
import { StartupError } from '../../platform/startup-error';
import { childOfThisProcess, onPath } from './child-of-this-process';
import { renderHaproxyConfig } from './haproxy-config';
import type { HaproxyFrontEndSettings } from './haproxy-config';

export interface FrontEnd {
  /** Where clients connect: `https://host:port`. */
  url: string;
  /** The HAProxy process (the benchmark reads its memory and CPU). */
  pid: number;
  stop(): Promise<void>;
}

export interface HaproxyFrontEndOptions {
  executable: string;
  /**
   * A private directory (0700, made by the caller, which puts the host's socket there first) for
   * the configuration, the certificate bundle, the CA file and the pid file.
   */
  dir: string;
  tls: { keyPem: string; certificatePem: string; caPem: string };
  /** Port 0 picks a free one. */
  settings: Omit<HaproxyFrontEndSettings, 'certificateBundlePath' | 'clientCaPath'>;
  log: Logger;
  /** How long HAProxy may take to accept connections (default 10 s). */
  startTimeoutMs?: number;
}

/** HAProxy could not be started; the message says what to do (printed without a stack trace). */
export class FrontEndError extends StartupError {}

/** Starts HAProxy in the foreground as a child of this process and waits until it accepts. */
export async function startHaproxyFrontEnd(options: HaproxyFrontEndOptions): Promise<FrontEnd> {
  const { dir, tls, log } = options;
  const certificateBundlePath = writePrivate(
    join(dir, 'server.pem'),
    [tls.certificatePem, tls.keyPem].map((pem) => pem.trim() + '\n').join(''),
  );
  const clientCaPath = writePrivate(join(dir, 'client-ca.pem'), tls.caPem);
  const configPath = join(dir, 'haproxy.cfg');
  // A HAProxy left by a host that was killed (SIGKILL skips the exit hook below) holds the port.
  const pidFile = join(dir, 'haproxy.pid');
  await stopLeftover(pidFile, configPath);
  // Checked here because the readiness probe below would take another server on the port for
  // HAProxy, which then fails to bind.
  const port = await portToUse(options.settings.bindHost, options.settings.port);
  writePrivate(
    configPath,
    renderHaproxyConfig({ ...options.settings, port, certificateBundlePath, clientCaPath }),
  );
  // Resolved here, so a missing HAProxy gets the same answer whether or not setpriv runs it.
  const executable = onPath(options.executable);
  if (!executable) throw notInstalled(options.executable);
  // -db: stay in the foreground, so the process is this one's child and ends with it, a SIGKILL of
  // this one included (childOfThisProcess).
  const command = childOfThisProcess(executable, ['-db', '-f', configPath]);
  const child = spawn(command.command, command.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4096);
    for (const line of withoutNotices(chunk).split('\n').filter(Boolean))
      log.warn('haproxy', { line: line.trim() });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping = false;
  let settled = false;
  const ready = await Promise.race([
    accepting(options.settings.bindHost, port, options.startTimeoutMs ?? 10_000, () => settled).then(
      () => 'ready' as const,
      (err: Error) => err,
    ),
    exited.then(
      (code) =>
        new FrontEndError(`HAProxy exited with code ${code} while starting: ${withoutNotices(stderr)}`),
    ),
    spawnError.then((err) =>
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? notInstalled(options.executable) : err,
    ),
  ]);
  settled = true;
  if (ready !== 'ready') {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw ready;
  }
  writePrivate(pidFile, `${child.pid}\n`);
  void exited.then((code) => {
    rmSync(pidFile, { force: true });
    if (!stopping)
      log.error('the HAProxy front end stopped; clients cannot reach the control plane', { code });
  });
  const host = options.settings.bindHost.includes(':')
    ? `[${options.settings.bindHost}]`
    : options.settings.bindHost;
  return {
    url: `https://${host}:${port}`,
    pid: child.pid as number,
    stop: async () => {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM is HAProxy's hard stop: open connections are closed now, as the embedded host's are.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Ends the HAProxy a previous start left running with this configuration (Linux /proc only). */
async function stopLeftover(pidFile: string, configPath: string): Promise<void> {
  let pid: number;
  let commandLine: string;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // no pid file, or the process is gone
  }
  // The pid may have been reused by an unrelated process: only ours names this configuration.
  if (!commandLine.split('\0').includes(configPath)) return;
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 20));
}

function notInstalled(executable: string): FrontEndError {
  return new FrontEndError(
    `ARCBRIDGE_FRONT_END=haproxy needs HAProxy, and '${executable}' was not found: install it (apt-get install haproxy), point ARCBRIDGE_HAPROXY_PATH at it, or unset ARCBRIDGE_FRONT_END.`,
  );
}

function withoutNotices(output: string): string {
  return output
    .split('\n')
    .filter((line) => line.trim() && !line.includes('[NOTICE]'))
    .join('\n');
}

function writePrivate(path: string, content: string): string {
  ensurePrivateFile(path);
  writeFileSync(path, content);
  return path;
}

/**
 * `port` if it is free, or a free one for port 0 (HAProxy cannot report the port it picked);
 * an error that says what to do when the port is taken.
 */
async function portToUse(host: string, port: number): Promise<number> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new FrontEndError(
        `Port ${port} on ${host} is in use: stop what listens there, or set PORT to another port.`,
      );
    throw err;
  }
  const { port: free } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

/**
 * Resolves once a TCP connection to host:port succeeds (or `givenUp()` says the caller no longer
 * waits); rejects after `timeoutMs`.
 */
async function accepting(
  host: string,
  port: number,
  timeoutMs: number,
  givenUp: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!givenUp()) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline)
      throw new FrontEndError(`HAProxy did not accept connections on ${host}:${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
