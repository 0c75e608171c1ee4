import { app } from '@azure/functions';
import type { RuntimeProvider } from '../runtime';
import { timerPass } from '../platform/telemetry/timer-pass';

/**
 * Moves every active rollout forward: timeouts, error budget, catch-up of reconnected clusters,
 * re-sending lost messages (the outbox) and stage transitions. Every five seconds; a pass never
 * overlaps the previous one.
 */
export function registerReconcileRollouts(runtime: RuntimeProvider): void {
  app.timer('reconcileRollouts', {
    schedule: '*/5 * * * * *',
    handler: async (_timer, context) => {
      const rt = await runtime();
      await timerPass(rt.telemetry, 'reconcileRollouts', () => rt.rolloutReconciler.reconcileAll(), context);
    },
  });
}
