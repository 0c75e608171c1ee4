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

function readProcStatus(): string | null {
  try {
    return readFileSync('/proc/self/status', 'utf8');
  } catch {
    return null; // not Linux
  }
}

/** The child side: answers requests with `handlers[op](args)`. */
export function serveIpc(handlers: Record<string, (args: Record<string, unknown>) => unknown>): void {
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
