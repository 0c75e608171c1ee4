/** The progress display: one status line on stderr (rewritten in place on a terminal). */
export class Progress {
  private phase = 'starting';
  private phaseStarted = Date.now();
  private fields: Record<string, string | number> = {};
  private timer: NodeJS.Timeout | undefined;
  private lastPrinted = 0;

  constructor(
    private readonly write: (text: string) => void = (t) => process.stderr.write(t),
    private readonly tty = Boolean(process.stderr.isTTY),
  ) {}

  start(): void {
    this.timer = setInterval(() => this.render(false), 1000);
    this.timer.unref();
  }

  setPhase(phase: string): void {
    this.render(true);
    this.phase = phase;
    this.phaseStarted = Date.now();
    this.fields = {};
    this.log(`phase: ${phase}`);
  }

  set(fields: Record<string, string | number>): void {
    Object.assign(this.fields, fields);
  }

  log(line: string): void {
    this.write(`${this.tty ? '\r\x1b[K' : ''}${line}\n`);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.render(true);
  }

  line(): string {
    const elapsed = ((Date.now() - this.phaseStarted) / 1000).toFixed(0);
    const parts = Object.entries(this.fields).map(([k, v]) => `${k} ${v}`);
    return `[${this.phase} ${elapsed}s] ${parts.join(' | ')}`;
  }

  private render(final: boolean): void {
    if (Object.keys(this.fields).length === 0) return;
    if (this.tty) {
      this.write(`\r\x1b[K${this.line()}${final ? '\n' : ''}`);
      return;
    }
    if (final || Date.now() - this.lastPrinted >= 5000) {
      this.lastPrinted = Date.now();
      this.write(`${this.line()}\n`);
    }
  }
}
