import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/**
 * A V8 CPU profile of this (the simulator's) process over one phase, written like `node --cpu-prof`
 * writes it (open it in Chrome DevTools or speedscope). The control plane child is profiled with
 * `--cpu-prof` for its whole life; the simulator only for the phase that matters.
 */
export class PhaseProfiler {
  private session: Session | undefined;

  async start(): Promise<void> {
    const session = new Session();
    session.connect();
    await post(session, 'Profiler.enable');
    await post(session, 'Profiler.start');
    this.session = session;
  }

  /** Stops and writes `<dir>/<name>.cpuprofile`; returns the file. */
  async stop(dir: string, name: string): Promise<string> {
    const session = this.session;
    if (!session) throw new Error('profiler not started');
    this.session = undefined;
    const { profile } = (await post(session, 'Profiler.stop')) as { profile: unknown };
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  }
}

function post(session: Session, method: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
  );
}
