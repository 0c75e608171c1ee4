import { app } from '@azure/functions';
import type { RuntimeProvider } from '../runtime';
import { timerPass } from '../platform/telemetry/timer-pass';

/**
 * Every minute the synthetic check is asked whether it is due (ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS,
 * 300 by default, 0 = off); one instance claims each run. A fixed schedule keeps the trigger the
 * same in Azure and embedded; the interval is a setting.
 */
export function registerSyntheticCheck(runtime: RuntimeProvider): void {
  app.timer('syntheticCheck', {
    schedule: '15 * * * * *',
    handler: async (_timer, context) => {
      const rt = await runtime();
      await timerPass(rt.telemetry, 'syntheticCheck', () => rt.synthetic.run(), context);
    },
  });
}
