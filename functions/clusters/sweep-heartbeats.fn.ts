import { app } from '@azure/functions';
import type { RuntimeProvider } from '../runtime';
import { timerPass } from '../platform/telemetry/timer-pass';

/** Once a minute: connectivity counts per tenant, and a `cluster offline` event per transition. */
export function registerSweepHeartbeats(runtime: RuntimeProvider): void {
  app.timer('sweepHeartbeats', {
    schedule: '0 * * * * *',
    handler: async (_timer, context) => {
      const rt = await runtime();
      await timerPass(rt.telemetry, 'sweepHeartbeats', () => rt.heartbeatSweep.run(), context);
    },
  });
}
