import { app } from '@azure/functions';
import type { RuntimeProvider } from '../runtime';
import { timerPass } from '../platform/telemetry/timer-pass';

/**
 * Once a minute: every tenant with a GitOps target is exported. An unchanged fleet makes no commit
 * (the tree is the same), so the timer is also what retries a failing remote and heals an export
 * interrupted by a crash.
 */
export function registerExportGitOps(runtime: RuntimeProvider): void {
  app.timer('exportGitOps', {
    schedule: '30 * * * * *',
    handler: async (_timer, context) => {
      const rt = await runtime();
      await timerPass(rt.telemetry, 'exportGitOps', () => rt.gitops.exportAll(), context);
    },
  });
}
