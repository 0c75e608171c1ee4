import type { Command } from 'commander';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { renderRollout } from '../render/rollout-progress';
import type { RolloutView } from '../render/rollout-progress';

const seg = encodeURIComponent;

/** `rollouts approve|reject <id> --stage S`: decides the stage the rollout waits for. */
export async function decideStage(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string; stage: string; decision: 'approve' | 'reject' },
): Promise<void> {
  // The API checks who may decide: the stage's approvers, by subject or role.
  const client = await context.client(options.tenant, 'operator');
  const view = (
    await client.call(
      'POST',
      `v1/tenants/${seg(options.tenant)}/rollouts/${seg(options.id)}/${options.decision}`,
      { stage: options.stage },
    )
  ).body as RolloutView;
  printer.result(
    view,
    () =>
      `${options.decision === 'approve' ? 'Approved' : 'Rejected'} stage ${options.stage}: rollout ${view.id} is now ${view.state}.\n` +
      renderRollout(view, {}),
  );
}

interface Settings {
  fourEyesApproval: boolean;
}

async function rolloutSettings(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; fourEyes?: string },
): Promise<void> {
  const path = `v1/tenants/${seg(options.tenant)}/rollout-settings`;
  let settings: Settings;
  if (options.fourEyes === undefined) {
    settings = (await (await context.client(options.tenant, 'reader')).call('GET', path)).body as Settings;
  } else {
    if (!['true', 'false'].includes(options.fourEyes))
      throw new UsageError('--four-eyes takes true or false');
    const client = await context.client(options.tenant, 'admin');
    settings = (await client.call('PUT', path, { fourEyesApproval: options.fourEyes === 'true' }))
      .body as Settings;
  }
  printer.result(
    settings,
    () => `Four eyes: ${settings.fourEyesApproval ? 'on (nobody approves a rollout they started)' : 'off'}`,
  );
}

/** `rollouts approve`, `rollouts reject` and `rollouts settings`, on the `rollouts` group. */
export function registerRolloutApprovals(rollouts: Command, runtime: CliRuntime): void {
  const decisions = {
    approve: 'approve the stage a rollout waits for (WaitingForApproval): it starts at once',
    reject: 'reject the stage a rollout waits for: the rollout halts (and rolls back with autoRollback)',
  } as const;
  for (const [decision, description] of Object.entries(decisions) as [keyof typeof decisions, string][]) {
    examples(
      rollouts
        .command(decision)
        .description(description)
        .argument('<rolloutId>', 'rollout id (r-...)')
        .requiredOption('--stage <name>', 'the stage the rollout waits for')
        .requiredOption('--tenant <id>', 'tenant')
        .action(
          act<{ tenant: string; stage: string }>(runtime, async ([id], options, { context, printer }) => {
            await decideStage(context, printer, {
              tenant: tenantOf(options),
              id: id!,
              stage: options.stage,
              decision,
            });
          }),
        ),
      [`arcbridge rollouts ${decision} r-abc-12345678 --stage rest --tenant contoso`],
    );
  }
  examples(
    rollouts
      .command('settings')
      .description("show the tenant's rollout settings, or change them (admin)")
      .option('--four-eyes <true|false>', 'forbid approving a rollout you started yourself')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string; fourEyes?: string }>(runtime, async (_args, options, { context, printer }) => {
          await rolloutSettings(context, printer, { ...options, tenant: tenantOf(options) });
        }),
      ),
    [
      'arcbridge rollouts settings --tenant contoso',
      'arcbridge rollouts settings --four-eyes true --tenant contoso',
    ],
  );
}
