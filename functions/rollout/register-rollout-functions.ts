import type { RuntimeProvider } from '../runtime';
import { registerCancelRollout } from './cancel-rollout.fn';
import { registerCreateRollout } from './create-rollout.fn';
import { registerGetRollout } from './get-rollout.fn';
import { registerListRollouts } from './list-rollouts.fn';
import { registerPauseRollout } from './pause-rollout.fn';
import { registerReconcileRollouts } from './reconcile-rollouts.fn';
import { registerResumeRollout } from './resume-rollout.fn';
import { registerRollbackRollout } from './rollback-rollout.fn';
import { registerRolloutEvents } from './rollout-events.fn';
import { registerRolloutFanout } from './rollout-fanout.fn';
import { registerRolloutApprovalFunctions } from './rollout-approval-functions.fn';

/** Every trigger of the rollout capability: HTTP API, the fan-out queue consumer and the reconcile timer. */
export function registerRolloutFunctions(runtime: RuntimeProvider): void {
  registerCreateRollout(runtime);
  registerListRollouts(runtime);
  registerGetRollout(runtime);
  registerPauseRollout(runtime);
  registerResumeRollout(runtime);
  registerCancelRollout(runtime);
  registerRollbackRollout(runtime);
  registerRolloutEvents(runtime);
  registerRolloutApprovalFunctions(runtime);
  registerRolloutFanout(runtime);
  registerReconcileRollouts(runtime);
}
