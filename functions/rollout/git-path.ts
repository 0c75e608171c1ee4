/** A change of pins a rollout made, as the Git path names it in a commit. */
export interface PinChange {
  rolloutId: string;
  /** The stage's name (for a rollback: the stage the rollout was in). */
  stage: string;
  action: 'wave' | 'rollback';
  clusters: string[];
}

/**
 * The GitOps path as the rollout engine sees it (implemented in functions/gitops): pins are still
 * written to the store at the paced rate, and the Git path turns them into commits. While the
 * tenant's remote is failing, the fan-out waits instead of writing pins Git could not carry.
 */
export interface RolloutGitPath {
  /** Why pin writes must wait now (the tenant's Git remote is failing), or undefined. */
  blocked(tenantId: string): Promise<string | undefined>;
  /** Pins were written (a wave, committed in batches) or restored (a rollback, one commit, awaited). */
  pinsChanged(tenantId: string, change: PinChange): Promise<void>;
}

/** When the Git path blocks a pin write, its message comes back this much later. */
export const GIT_PATH_RETRY_MS = 30_000;
