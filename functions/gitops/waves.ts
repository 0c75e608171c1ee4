import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { PinChange, RolloutGitPath } from '../rollout/git-path';
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
 * The window is kept in this process's memory: if the process dies before it closes, the pins are
 * still in the store and the next export (at the latest the minute timer's) commits them, under a
 * generic message instead of the wave's.
 */
export class GitOpsWaves implements RolloutGitPath {
  private readonly blockedCache = new Map<string, { reason: string | undefined; until: number }>();
  private readonly targetCache = new Map<string, { exporting: boolean; until: number }>();
  private readonly pending = new Map<string, { changes: PinChange[]; timer: NodeJS.Timeout }>();

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
    if (change.action === 'rollback') {
      const outcome = await this.exporter.export(tenantId, [...this.take(tenantId), change]);
      if (outcome.status === 'failed') throw new Error(`${outcome.code}: ${outcome.message}`);
      return;
    }
    this.queue(tenantId, [change], this.windowMs);
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

  /** Commits what is pending now (tests, shutdown). */
  async flush(tenantId: string): Promise<void> {
    const changes = this.take(tenantId);
    if (changes.length === 0) return;
    const outcome = await this.exporter.export(tenantId, changes);
    if (outcome.status === 'failed') {
      this.log.warn('gitops wave not committed yet; retrying', { tenantId, code: outcome.code });
      this.queue(tenantId, changes, RETRY_MS);
    }
  }

  /** Stops every pending timer (process shutdown); the next export commits what they held. */
  close(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private queue(tenantId: string, changes: PinChange[], delayMs: number): void {
    const existing = this.pending.get(tenantId);
    if (existing) {
      existing.changes.push(...changes);
      return;
    }
    const timer = setTimeout(() => {
      this.flush(tenantId).catch((err: unknown) =>
        this.log.error('gitops wave failed', { tenantId, error: String(err) }),
      );
    }, delayMs);
    timer.unref();
    this.pending.set(tenantId, { changes: [...changes], timer });
  }

  private take(tenantId: string): PinChange[] {
    const entry = this.pending.get(tenantId);
    if (!entry) return [];
    clearTimeout(entry.timer);
    this.pending.delete(tenantId);
    return entry.changes;
  }
}
