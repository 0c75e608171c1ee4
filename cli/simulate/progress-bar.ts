import type { FleetFeedStats } from './fleet-feed';

/**
 * The feed's progress on stderr, so stdout keeps only the summary. On a terminal one line is
 * redrawn in place; otherwise (a pipe, a CI log) a plain line is written every `plainEveryMs`.
 */
export class ProgressBar {
  private timer: NodeJS.Timeout | undefined;
  private lastPlain = 0;
  private drawn = false;

  constructor(
    private readonly stats: () => FleetFeedStats,
    private readonly write: (text: string) => void,
    private readonly tty: boolean,
    private readonly plainEveryMs = 10_000,
  ) {}

  start(intervalMs = 250): void {
    this.timer = setInterval(() => this.render(), this.tty ? intervalMs : 1000);
    this.render();
  }

  /** Draws the last state and ends the line. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.tty) {
      if (this.drawn) this.write(`\r\x1b[K${progressLine(this.stats())}\n`);
    } else {
      this.write(`${progressLine(this.stats())}\n`);
    }
  }

  private render(): void {
    if (this.tty) {
      this.write(`\r\x1b[K${progressLine(this.stats())}`);
      this.drawn = true;
      return;
    }
    if (Date.now() - this.lastPlain >= this.plainEveryMs) {
      this.lastPlain = Date.now();
      this.write(`${progressLine(this.stats())}\n`);
    }
  }
}

export function progressLine(s: FleetFeedStats, width = 20): string {
  const filled = s.clusters === 0 ? 0 : Math.min(width, Math.floor((s.registered / s.clusters) * width));
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${s.registered}/${s.clusters} registered` +
    `  inventory ${s.inventoried}  heartbeats ${s.heartbeats}  installed ${s.installed}` +
    `  failed ${s.failedInstalls}  429s ${s.throttled}  errors ${s.errors}  ${formatElapsed(s.elapsedSeconds)}`
  );
}

export function formatElapsed(seconds: number): string {
  const whole = Math.floor(seconds);
  const m = Math.floor(whole / 60);
  const h = Math.floor(m / 60);
  if (h > 0) return `${h}h${String(m % 60).padStart(2, '0')}m`;
  if (m > 0) return `${m}m${String(whole % 60).padStart(2, '0')}s`;
  return `${whole}s`;
}
