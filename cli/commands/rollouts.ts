import type { CliContext } from '../context';
import { readEventStream } from '../event-stream';
import { table } from '../output';
import type { Printer } from '../output';
import { readDocuments } from './fleet';

interface StageView {
  name: string;
  state: string;
  total: number;
  counts: Record<string, number>;
  etaSeconds: number | null;
}

interface RolloutView {
  id: string;
  extension: string;
  version: string;
  state: string;
  waitingReason: string | null;
  haltReason: string | null;
  total: number;
  counts: Record<string, number>;
  stages: StageView[];
  failures?: { clusterId: string; state?: string; reason: string; message: string | null }[];
  rollback?: { clusterId: string; outcome: string; version: string | null }[];
  deferred?: string[];
}

const seg = encodeURIComponent;
const FINISHED = ['Succeeded', 'Failed', 'TimedOut', 'Deferred', 'Cancelled', 'RolledBack'];

export async function startRollouts(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  const started: RolloutView[] = [];
  for (const doc of readDocuments(options.file)) {
    const { tenant: docTenant, ...body } = doc;
    const tenant = (docTenant as string | undefined) ?? options.tenant;
    if (!tenant) throw new Error(`${options.file}: give the tenant with --tenant or a 'tenant' field`);
    const client = await context.client(tenant, 'operator');
    const response = await client.call('POST', `v1/tenants/${seg(tenant)}/rollouts`, body);
    started.push(response.body as RolloutView);
  }
  printer.result(started.length === 1 ? started[0] : { items: started }, () =>
    started
      .map(
        (r) =>
          `Started rollout ${r.id}: ${r.extension}@${r.version} to ${r.total} cluster(s) in ${r.stages.length} stage(s).\n` +
          `Watch it: arcbridge rollouts watch ${r.id} --tenant ${options.tenant ?? '<tenant>'}`,
      )
      .join('\n'),
  );
}

export async function listRollouts(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const items: RolloutView[] = [];
  let token: string | undefined;
  do {
    const suffix = token ? `?continuationToken=${seg(token)}` : '';
    const page = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/rollouts${suffix}`)).body as {
      items: RolloutView[];
      continuationToken?: string;
    };
    items.push(...page.items);
    token = page.continuationToken;
  } while (token);
  printer.result({ items }, () =>
    items.length === 0
      ? `No rollouts in tenant '${options.tenant}'. Start one: arcbridge rollouts start -f rollout.yaml`
      : table(
          ['ID', 'EXTENSION', 'VERSION', 'STATE', 'DONE', 'FAILED', 'WAITING'],
          items.map((r) => [
            r.id,
            r.extension,
            r.version,
            r.state,
            `${sum(r.counts, FINISHED)}/${r.total}`,
            String((r.counts.Failed ?? 0) + (r.counts.TimedOut ?? 0)),
            r.waitingReason ?? '-',
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
  printer.result(view, () => renderRollout(view, { failures: true }));
}

export async function rolloutAction(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string; action: 'pause' | 'resume' | 'rollback' | 'cancel' },
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
 * a new block per change otherwise); `--output json` writes each event as one JSON line.
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
  let drawnLines = 0;
  await readEventStream(
    url,
    { token: await context.token(options.tenant, 'reader'), ...(caPem ? { caPem } : {}) },
    (event) => {
      if (printer.format === 'json') {
        options.write(JSON.stringify({ event: event.event, data: JSON.parse(event.data) as unknown }) + '\n');
        if (event.event === 'progress') last = JSON.parse(event.data) as RolloutView;
        return;
      }
      if (event.event !== 'progress') return;
      last = JSON.parse(event.data) as RolloutView;
      const block = renderRollout(last, { failures: false });
      if (options.isTty && drawnLines > 0) options.write(`\x1b[${drawnLines}A\x1b[J`);
      options.write(block + '\n');
      drawnLines = block.split('\n').length;
    },
  );
  if (printer.format !== 'json' && last) {
    if (last.failures?.length || last.haltReason || last.deferred?.length)
      options.write(renderFailures(last));
  }
  return last?.state ?? 'Unknown';
}

export function renderRollout(view: RolloutView, options: { failures?: boolean }): string {
  const width = Math.max(...view.stages.map((stage) => stage.name.length), 5);
  const lines = [
    `Rollout ${view.id}  ${view.extension}@${view.version}  ${view.state}` +
      (view.waitingReason ? `  (${view.waitingReason})` : ''),
  ];
  for (const stage of view.stages) {
    const done = sum(stage.counts, FINISHED);
    const ok = stage.counts.Succeeded ?? 0;
    const failed = (stage.counts.Failed ?? 0) + (stage.counts.TimedOut ?? 0);
    const deferred = stage.counts.Deferred ?? 0;
    lines.push(
      `  ${stage.name.padEnd(width)} ${bar(done, stage.total)} ${String(done).padStart(5)}/${stage.total}` +
        `  ok ${ok}  failed ${failed}  deferred ${deferred}  ${stage.state}` +
        (stage.etaSeconds !== null && stage.state === 'Running'
          ? `  ETA ${formatSeconds(stage.etaSeconds)}`
          : ''),
    );
  }
  if (options.failures) lines.push(renderFailures(view).trimEnd());
  return lines.filter(Boolean).join('\n');
}

function renderFailures(view: RolloutView): string {
  const lines: string[] = [];
  if (view.haltReason) lines.push(`${view.state}: ${view.haltReason}`);
  for (const failure of view.failures ?? []) {
    lines.push(
      `  ${failure.clusterId}  ${failure.state ? `${failure.state} ` : ''}${failure.reason}${failure.message ? `: ${failure.message}` : ''}`,
    );
  }
  if (view.rollback?.length) {
    lines.push('Rollback:');
    for (const entry of view.rollback) {
      lines.push(`  ${entry.clusterId}  ${entry.outcome}${entry.version ? ` ${entry.version}` : ''}`);
    }
  }
  if (view.deferred?.length) {
    const label =
      view.state === 'CompletedWithDeferred'
        ? 'Never updated (offline until the deferred timeout)'
        : view.state === 'WaitingForDeferred'
          ? 'Waiting for (offline)'
          : 'Deferred (offline)';
    lines.push(`${label}: ${view.deferred.join(', ')}`);
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}

function bar(done: number, total: number, width = 24): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

function sum(counts: Record<string, number>, states: string[]): number {
  return states.reduce((total, state) => total + (counts[state] ?? 0), 0);
}

function formatSeconds(seconds: number): string {
  return seconds >= 90 ? `${Math.round(seconds / 60)}m` : `${Math.round(seconds)}s`;
}
