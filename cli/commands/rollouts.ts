import type { Command } from 'commander';
import type { CliContext } from '../context';
import { readEventStream } from '../event-stream';
import { documentTenant, readDocuments } from '../input/documents';
import { table } from '../output';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { EXIT, fileOrigin, fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { renderFailures, renderRollout, rolloutSucceeded } from '../render/rollout-progress';
import type { RolloutView } from '../render/rollout-progress';
import { documentStream } from '../render/structured';
import { renderHealthChecks } from '../render/health-checks';
import { registerRolloutApprovals } from './rollout-approvals';

const seg = encodeURIComponent;

export async function startRollouts(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  const started: RolloutView[] = [];
  const docs = readDocuments(options.file);
  // Every document's tenant is checked before the first rollout starts.
  const requests = docs.map(({ tenant, ...body }) => ({
    tenant: documentTenant(tenant, options.file, options.tenant),
    body,
  }));
  for (const [index, { tenant, body }] of requests.entries()) {
    const client = await context.client(tenant, 'operator');
    const response = await fromOrigin(fileOrigin(options.file, docs.length, index), () =>
      client.call('POST', `v1/tenants/${seg(tenant)}/rollouts`, body),
    );
    started.push(response.body as RolloutView);
  }
  printer.result(started.length === 1 ? started[0] : { items: started }, () =>
    started
      .map(
        (r, index) =>
          `Started rollout ${r.id}: ${r.extension}@${r.version} to ${r.total} cluster(s) in ${r.stages.length} stage(s).\n` +
          `Watch it: arcbridge rollouts watch ${r.id} --tenant ${requests[index]!.tenant}`,
      )
      .join('\n'),
  );
}

export async function listRollouts(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const items = await client.listAll<RolloutView>(`v1/tenants/${seg(options.tenant)}/rollouts`);
  printer.result({ items }, () =>
    items.length === 0
      ? `No rollouts in tenant '${options.tenant}'. Start one: arcbridge rollouts start -f rollout.yaml`
      : table(
          // UPDATED counts the clusters that have the version (Succeeded), not the settled ones:
          // a rolled-back rollout's clusters are all settled, and none has it.
          ['ID', 'EXTENSION', 'VERSION', 'STATE', 'UPDATED', 'FAILED', 'WAITING'],
          items.map((r) => [
            r.id,
            r.extension,
            r.version,
            r.state,
            `${r.counts.Succeeded ?? 0}/${r.total}`,
            String((r.counts.Failed ?? 0) + (r.counts.TimedOut ?? 0)),
            r.waitingReason,
          ]),
        ),
  );
}

export async function showRollout(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string },
) {
  const client = await context.client(options.tenant, 'reader');
  const view = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/rollouts/${seg(options.id)}`))
    .body as RolloutView;
  printer.result(view, () =>
    [renderRollout(view, { failures: true }), renderHealthChecks(view.healthChecks).trimEnd()]
      .filter(Boolean)
      .join('\n'),
  );
}

export async function rolloutAction(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string; action: 'pause' | 'resume' | 'cancel' | 'rollback' },
) {
  const client = await context.client(options.tenant, 'operator');
  const view = (
    await client.call(
      'POST',
      `v1/tenants/${seg(options.tenant)}/rollouts/${seg(options.id)}/${options.action}`,
    )
  ).body as RolloutView;
  printer.result(
    view,
    () => `${options.action}: rollout ${view.id} is now ${view.state}.\n${renderRollout(view, {})}`,
  );
}

/**
 * Follows a rollout live. Table mode redraws progress bars per stage (in place on a terminal,
 * a new block per change otherwise); `--output json` writes each event as one JSON line, and
 * `--output yaml` as one YAML document, `---` between them (as `kubectl get --watch -o yaml`).
 * Returns the final state, or the last one seen when the stream closes early.
 */
export async function watchRollout(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string; isTty: boolean; write: (text: string) => void },
): Promise<string> {
  const url = new URL(
    `/api/v1/tenants/${seg(options.tenant)}/rollouts/${seg(options.id)}/events`,
    context.endpoint(),
  );
  const caPem = context.caPem();
  let last: RolloutView | undefined;
  let finalState: string | undefined;
  let drawnLines = 0;
  const writeDocument =
    printer.format === 'table' ? undefined : documentStream(printer.format, options.write);
  await readEventStream(
    url,
    { token: await context.token(options.tenant, 'reader'), ...(caPem ? { caPem } : {}) },
    (event) => {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'end') finalState = (data as { state?: string }).state;
      if (writeDocument) {
        writeDocument({ event: event.event, data });
        if (event.event === 'progress') last = data as RolloutView;
        return;
      }
      if (event.event !== 'progress') return;
      last = data as RolloutView;
      const block = renderRollout(last, { failures: false });
      if (options.isTty && drawnLines > 0) options.write(`\x1b[${drawnLines}A\x1b[J`);
      options.write(block + '\n');
      drawnLines = block.split('\n').length;
    },
  );
  if (!printer.structured && last) {
    if (last.failures?.length || last.haltReason || last.rollback?.length || last.deferred?.length)
      options.write(renderFailures(last));
  }
  return finalState ?? last?.state ?? 'Unknown';
}

export function registerRollouts(program: Command, runtime: CliRuntime): void {
  const rollouts = examples(
    program.command('rollouts').description('staged rollouts of an extension version across the fleet'),
    [
      'arcbridge rollouts start -f examples/rollout.yaml --tenant contoso',
      'arcbridge rollouts watch r-abc-12345678 --tenant contoso',
    ],
  );
  examples(
    rollouts
      .command('start')
      .description('start rollouts from YAML: stages, gates, error budget, pacing (see docs/reference.md)')
      .requiredOption('-f, --file <path>', "YAML or JSON file ('-' reads stdin)")
      .option('--tenant <id>', "tenant, unless each document has a 'tenant' field")
      .action(
        act<{ file: string; tenant?: string }>(runtime, async (_args, options, { context, printer }) => {
          await startRollouts(context, printer, options);
        }),
      ),
    ['arcbridge rollouts start -f examples/rollout.yaml --tenant contoso'],
  );
  examples(
    rollouts
      .command('list')
      .alias('ls')
      .description('list rollouts with their state and progress')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await listRollouts(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge rollouts list --tenant contoso'],
  );
  examples(
    rollouts
      .command('show')
      .description(
        "a rollout's stages, counts, failures (the agent's reason verbatim), deferred clusters and health checks (query, value, threshold)",
      )
      .argument('<rolloutId>', 'rollout id (r-...)')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async ([id], options, { context, printer }) => {
          await showRollout(context, printer, { tenant: tenantOf(options), id: id! });
        }),
      ),
    ['arcbridge rollouts show r-abc-12345678 --tenant contoso -o json'],
  );
  examples(
    rollouts
      .command('watch')
      .description(
        'follow a rollout live until it ends: a bar per stage and the ETA; exits 0 when it completed, 1 otherwise',
      )
      .argument('<rolloutId>', 'rollout id (r-...)')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async ([id], options, { context, printer }) => {
          const state = await watchRollout(context, printer, {
            tenant: tenantOf(options),
            id: id!,
            isTty: Boolean(runtime.io.outIsTty) && !printer.structured,
            write: runtime.io.out,
          });
          // Scripts can wait on a rollout: 0 only when it completed on every cluster.
          runtime.exitCode = rolloutSucceeded(state) ? EXIT.ok : EXIT.failed;
        }),
      ),
    [
      'arcbridge rollouts watch r-abc-12345678 --tenant contoso',
      'arcbridge rollouts watch r-abc-12345678 --tenant contoso -o json | jq .data.state',
    ],
  );
  const actions = {
    pause: 'pause a running rollout (clusters already updating finish)',
    resume: 'resume a paused rollout',
    cancel: 'stop a rollout for good: nothing more is sent; clusters already updated keep the version',
    rollback: 'roll every touched cluster back to what it ran before',
  } as const;
  for (const [action, description] of Object.entries(actions) as [keyof typeof actions, string][]) {
    examples(
      rollouts
        .command(action)
        .description(description)
        .argument('<rolloutId>', 'rollout id (r-...)')
        .requiredOption('--tenant <id>', 'tenant')
        .action(
          act<{ tenant: string }>(runtime, async ([id], options, { context, printer }) => {
            await rolloutAction(context, printer, { tenant: tenantOf(options), id: id!, action });
          }),
        ),
      [`arcbridge rollouts ${action} r-abc-12345678 --tenant contoso`],
    );
  }
  registerRolloutApprovals(rollouts, runtime);
}
