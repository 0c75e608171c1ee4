import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/** Request/response over a forked child's IPC channel. */
export interface IpcRequest {
  id: number;
  op: string;
  args?: Record<string, unknown>;
}
export interface IpcResponse {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: string;
}

export interface ProcessUsage {
  rssBytes: number;
  maxRssBytes: number;
  cpuUserMicros: number;
  cpuSystemMicros: number;
  /**
   * The control plane's TLS front end (ARCBRIDGE_FRONT_END=haproxy), a process of its own: its CPU
   * counts as the control plane's (it does the TLS work the host does without it); its memory is
   * reported beside the host's.
   */
  frontEnd?: OtherProcessUsage;
}

export interface OtherProcessUsage {
  rssBytes: number;
  /** The kernel's high-water mark of its resident set (VmHWM) since it started. */
  peakRssBytes: number;
  cpuUserMicros: number;
  cpuSystemMicros: number;
}

export function processUsage(): ProcessUsage {
  const cpu = process.cpuUsage();
  return {
    rssBytes: process.memoryUsage.rss(),
    maxRssBytes: peakResidentBytes(),
    cpuUserMicros: cpu.user,
    cpuSystemMicros: cpu.system,
  };
}

/**
 * This process's own resident high-water mark. On Linux `getrusage` maxRSS survives fork and exec,
 * so a child forked by a large parent (the simulator after a 10,000-cluster run) would report the
 * parent's peak; /proc/self/status VmHWM belongs to the process's own address space.
 */
export function peakResidentBytes(status = readProcStatus()): number {
  const hwm = status ? /^VmHWM:\s+(\d+) kB$/m.exec(status) : null;
  return hwm ? Number(hwm[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux build we run). */
const USER_HZ = 100;

/**
 * Another process's resident memory and CPU from /proc (Linux only; undefined when it is gone).
 * The high-water mark is VmHWM, the kernel's own peak of the process's resident set.
 */
export function usageOfProcess(pid: number): OtherProcessUsage | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself contain blanks and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const kib = (name: string) =>
      // eslint-disable-next-line no-restricted-syntax -- `name` is one of the field names below
      Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return {
      rssBytes: kib('VmRSS'),
      peakRssBytes: kib('VmHWM'),
      // utime and stime are fields 14 and 15 of the line; fields[0] here is field 3 (state).
      cpuUserMicros: (Number(fields[11]) * 1e6) / USER_HZ,
      cpuSystemMicros: (Number(fields[12]) * 1e6) / USER_HZ,
    };
  } catch {
    return undefined;
  }
}

function readProcStatus(): string | null {
  try {
    return readFileSync('/proc/self/status', 'utf8');
  } catch {
    return null; // not Linux
  }
}

/**
 * The child side: answers requests with `handlers[op](args)`. When the benchmark goes away midway
 * (its process killed, so the IPC channel closes) or this child gets SIGTERM or SIGINT, the child
 * runs its `stop` handler and exits, so nothing it started (the control plane's HAProxy) is left
 * running; without it a killed benchmark left its children serving for good.
 */
export function serveIpc(handlers: Record<string, (args: Record<string, unknown>) => unknown>): void {
  let leaving = false;
  const stopAndExit = (): void => {
    if (leaving) return;
    leaving = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    Promise.resolve()
      .then(() => handlers.stop?.({}))
      .catch(() => undefined)
      .finally(() => process.exit(0));
  };
  process.once('disconnect', stopAndExit);
  process.once('SIGTERM', stopAndExit);
  process.once('SIGINT', stopAndExit);
  process.on('message', (message: IpcRequest) => {
    const handler = handlers[message.op];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown op ${message.op}`);
        return handler(message.args ?? {});
      })
      .then(
        (value) => process.send?.({ id: message.id, ok: true, value } satisfies IpcResponse),
        (err: unknown) =>
          process.send?.({ id: message.id, ok: false, error: String(err) } satisfies IpcResponse),
      );
  });
}

/** The parent side. */
export class IpcClient {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  constructor(readonly child: ChildProcess) {
    child.on('message', (message: IpcResponse) => {
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.ok) waiter.resolve(message.value);
      else waiter.reject(new Error(message.error));
    });
    child.on('exit', (code, signal) => {
      for (const waiter of this.pending.values())
        waiter.reject(new Error(`child exited (${code ?? signal})`));
      this.pending.clear();
    });
  }

  call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, op, args } satisfies IpcRequest);
    });
  }
}
