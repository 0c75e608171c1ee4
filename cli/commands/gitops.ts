import type { Command } from 'commander';
import { ApiError } from '../api-client';
import type { CliContext } from '../context';
import { ago, orNone } from '../output';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';

interface TargetView {
  url: string;
  branch: string;
  path: string;
  credential: { secret: string } | null;
  lastExport: {
    commit: string | null;
    exportedAt: string | null;
    attemptedAt: string;
    clusters: number;
    skipped: { clusterId: string; extension: string; reason: string }[];
    error: { code: string; message: string; since: string } | null;
  } | null;
}

const route = (tenant: string) => `v1/tenants/${encodeURIComponent(tenant)}/gitops`;

function describe(target: TargetView): string {
  const lines = [
    `Repository: ${target.url}`,
    `Branch:     ${target.branch}`,
    `Folder:     ${target.path || '(repository root)'}`,
    `Credential: ${orNone(target.credential?.secret)}`,
  ];
  const last = target.lastExport;
  if (!last) {
    lines.push('Export:     not run yet (the control plane exports within a minute)');
  } else {
    lines.push(
      `Commit:     ${orNone(last.commit)}${last.exportedAt ? `, exported ${ago(last.exportedAt)} (${last.clusters} clusters)` : ''}`,
    );
    if (last.error) {
      lines.push(`Error:      ${last.error.code}: ${last.error.message} (failing since ${last.error.since})`);
    }
    for (const skipped of last.skipped) {
      lines.push(`Skipped:    ${skipped.clusterId} ${skipped.extension}: ${skipped.reason}`);
    }
  }
  return lines.join('\n');
}

export async function setGitOps(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; url: string; branch?: string; path?: string; credentialSecret?: string },
): Promise<void> {
  const body = {
    url: options.url,
    ...(options.branch !== undefined ? { branch: options.branch } : {}),
    ...(options.path !== undefined ? { path: options.path } : {}),
    credential: options.credentialSecret ? { secret: options.credentialSecret } : null,
  };
  const client = await context.client(options.tenant, 'admin');
  const response = await fromOrigin(
    {
      flags: {
        'body.url': '--url',
        'body.branch': '--branch',
        'body.path': '--path',
        'body.credential.secret': '--credential-secret',
      },
    },
    () => client.call('PUT', route(options.tenant), body),
  );
  const target = response.body as TargetView;
  printer.result(
    target,
    () => `GitOps target ${response.status === 201 ? 'set' : 'updated'}.\n${describe(target)}`,
  );
}

/**
 * The target, or that there is none. The API answers 404 when the tenant exports nothing, but
 * the tenant's one GitOps setting being unset is an answer, not a resource the user named that is
 * missing (`clusters show ID` of an unknown ID is, and exits 3): the command exits 0. It does in
 * `-o json` too, since neither az nor kubectl lets the output format change the exit code; JSON
 * gets `null`, its value for "not set" (az prints an unset property as null), which `jq` reads and
 * `jq -e .` fails on, so a script can tell; YAML gets `null` too. The hint how to set one goes to
 * stderr there.
 */
export async function showGitOps(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; note?: (text: string) => void },
) {
  const client = await context.client(options.tenant, 'reader');
  let target: TargetView;
  try {
    target = (await client.call('GET', route(options.tenant))).body as TargetView;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
    const unset =
      `GitOps export is not set for tenant '${options.tenant}'.\n` +
      `Set one: arcbridge gitops set --tenant ${options.tenant} --url URL [--branch B] [--path P] [--credential-secret S]`;
    if (printer.structured) options.note?.(unset + '\n');
    printer.result(null, () => unset);
    return;
  }
  printer.result(target, () => describe(target));
}

export async function disableGitOps(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'admin');
  await client.call('DELETE', route(options.tenant));
  printer.result(
    { tenant: options.tenant, gitops: 'disabled' },
    () => `GitOps export of tenant '${options.tenant}' stopped; the repository is left as it is.`,
  );
}

export function registerGitOps(program: Command, runtime: CliRuntime): void {
  const gitops = examples(
    program.command('gitops').description("export the tenant's desired state to a Git repository for Flux"),
    [
      'arcbridge gitops set --tenant contoso --url https://github.com/contoso/fleet.git --credential-secret gitops-token',
    ],
  );
  examples(
    gitops
      .command('set')
      .description('point the export at a repository, branch and folder (created or replaced)')
      .requiredOption('--tenant <id>', 'tenant')
      .requiredOption(
        '--url <url>',
        'repository URL: https:// (a public address), or file:// inside <data dir>/gitops-repositories/<tenant> on the embedded default',
      )
      .option('--branch <name>', 'branch to commit to (default main)')
      .option('--path <folder>', 'folder in the repository the export owns (default the root)')
      .option(
        '--credential-secret <name>',
        'Key Vault secret (Azure) or file in <data dir>/gitops-credentials (embedded) holding a token or user:password',
      )
      .action(
        act<{ tenant: string; url: string; branch?: string; path?: string; credentialSecret?: string }>(
          runtime,
          async (_args, options, { context, printer }) => {
            await setGitOps(context, printer, { ...options, tenant: tenantOf(options) });
          },
        ),
      ),
    [
      'arcbridge gitops set --tenant contoso --url https://github.com/contoso/fleet.git --branch main --path fleet --credential-secret gitops-token',
      'arcbridge gitops set --tenant lab --url file://$PWD/.arcbridge/gitops-repositories/lab/fleet.git',
    ],
  );
  examples(
    gitops
      .command('show')
      .description('show the target and the last export (commit, time, error), or that none is set')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await showGitOps(context, printer, { tenant: tenantOf(options), note: runtime.io.err });
        }),
      ),
    ['arcbridge gitops show --tenant contoso', 'arcbridge gitops show --tenant contoso --output json'],
  );
  examples(
    gitops
      .command('disable')
      .description('stop exporting (commits already pushed stay in the repository)')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await disableGitOps(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge gitops disable --tenant contoso'],
  );
}
