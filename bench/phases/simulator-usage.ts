import { mergePauses, PauseMeter } from '../gc-meter';
import type { PauseReading } from '../gc-meter';

/** A helper process's CPU since it started and its stalls since its previous reading. */
export type HelperReading = PauseReading & { cpu: NodeJS.CpuUsage };

/**
 * The simulator's CPU and stalls per phase: this process (the agents) and, while it runs, the load
 * generator's own process (the sustained phases). CPU is cumulative, and a stopped helper's last
 * reading stays counted; stalls are those since the previous take, a stopped helper's last ones
 * included.
 */
export class SimulatorUsage {
  private readonly own = new PauseMeter();
  private helper: (() => Promise<HelperReading>) | undefined;
  private retiredMicros = 0;
  private carried: PauseReading[] = [];

  attach(read: () => Promise<HelperReading>): void {
    this.helper = read;
  }

  /** Takes the helper's last reading before it stops. */
  async detach(): Promise<void> {
    if (!this.helper) return;
    const last = await this.helper();
    this.helper = undefined;
    this.retiredMicros += last.cpu.user + last.cpu.system;
    this.carried.push(last);
  }

  async take(): Promise<{ cpuMicros: number; pauses: PauseReading }> {
    const own = process.cpuUsage();
    const helper = this.helper ? await this.helper() : undefined;
    const pauses = mergePauses([this.own.take(), ...this.carried, ...(helper ? [helper] : [])]);
    this.carried = [];
    const helperMicros = helper ? helper.cpu.user + helper.cpu.system : 0;
    return { cpuMicros: own.user + own.system + this.retiredMicros + helperMicros, pauses };
  }

  stop(): void {
    this.own.stop();
  }
}
