import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { PinChange, RolloutGitPath } from '../rollout';
import type { GitOpsExporter } from './exporter';

/** Pins written within this window after the first go into one commit. */
export const WAVE_WINDOW_MS = 2000;
/** After a failed export, the pending wave is tried again this much later (the minute timer also exports). */
const RETRY_MS = 30_000;
const BLOCKED_CACHE_MS = 5_000;

/**
 * The rollout engine's Git path. The fan-out writes pins one cluster at a time at the paced rate;
 * the pins written within WAVE_WINDOW_MS become one commit naming the rollout, the stage and the
 * clusters. A commit never carries a pin before its write was admitted, so the pacing caps hold
 * on the Git path as on the agent path. A rollback is one commit, made before the rollout says
 * RolledBack.
 *
 * Each change is recorded in the store (PendingWaveStore) before `pinsChanged` returns, that is
 * before the fan-out message is acknowledged; only the window's timer lives in memory. If the
 * process dies inside the window, the next export (the minute timer's, in any instance, or the
 * next wave's) finds the records and commits the wave under its own message, exactly once: a
 * commit clears the records it carries, and a tree already on the branch makes no commit.
 */
export class GitOpsWaves implements RolloutGitPath {
  private readonly blockedCache = new Map<string, { reason: string | undefined; until: number }>();
  private readonly targetCache = new Map<string, { exporting: boolean; until: number }>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly exporter: GitOpsExporter,
    private readonly hasTarget: (tenantId: string) => Promise<boolean>,
    private readonly log: Logger,
    private readonly clock: Clock,
    private readonly windowMs = WAVE_WINDOW_MS,
  ) {}

  /** Every fan-out message asks; the answer is kept a few seconds so a wave costs one read, not one per cluster. */
  async blocked(tenantId: string): Promise<string | undefined> {
    const now = this.clock.now().getTime();
    const known = this.blockedCache.get(tenantId);
    if (known && known.until > now) return known.reason;
    const failing = await this.exporter.failing(tenantId);
    const reason = failing ? `${failing.code}: ${failing.message}` : undefined;
    if (this.blockedCache.size > 10_000) this.blockedCache.clear();
    this.blockedCache.set(tenantId, { reason, until: now + BLOCKED_CACHE_MS });
    return reason;
  }

  async pinsChanged(tenantId: string, change: PinChange): Promise<void> {
    if (!(await this.exporting(tenantId))) return;
    // Durable before the caller acknowledges anything: a crash from here on loses no wave.
    await this.exporter.pending.record(tenantId, change, this.clock.now());
    if (change.action === 'rollback') {
      this.cancel(tenantId);
      const outcome = await this.exporter.export(tenantId);
      if (outcome.status === 'failed') throw new Error(`${outcome.code}: ${outcome.message}`);
      return;
    }
    this.schedule(tenantId, this.windowMs);
  }

  /** Whether the tenant exports to Git, remembered a few seconds: a wave asks once per pin. */
  private async exporting(tenantId: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const known = this.targetCache.get(tenantId);
    if (known && known.until > now) return known.exporting;
    const exporting = await this.hasTarget(tenantId);
    if (this.targetCache.size > 10_000) this.targetCache.clear();
    this.targetCache.set(tenantId, { exporting, until: now + BLOCKED_CACHE_MS });
    return exporting;
  }

  /** Commits what is recorded now (the window's end, tests, shutdown). */
  async flush(tenantId: string): Promise<void> {
    this.cancel(tenantId);
    const outcome = await this.exporter.export(tenantId);
    if (outcome.status === 'failed') {
      this.log.warn('gitops wave not committed yet; retrying', { tenantId, code: outcome.code });
      this.schedule(tenantId, RETRY_MS);
    }
  }

  /** Stops every window timer (process shutdown); the records stay for the next export. */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Opens the window unless one is open: the pins recorded until it closes go into one commit. */
  private schedule(tenantId: string, delayMs: number): void {
    if (this.timers.has(tenantId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(tenantId);
      this.flush(tenantId).catch((err: unknown) =>
        this.log.error('gitops wave failed', { tenantId, error: String(err) }),
      );
    }, delayMs);
    timer.unref();
    this.timers.set(tenantId, timer);
  }

  private cancel(tenantId: string): void {
    const timer = this.timers.get(tenantId);
    if (timer) clearTimeout(timer);
    this.timers.delete(tenantId);
  }
}
