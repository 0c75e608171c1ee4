#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { ApiError } from './api-client';
import { authToken } from './commands/auth';
import { caInit } from './commands/ca';
import type { KeyVaultAccess } from './commands/ca';
import { listClusters, showCluster } from './commands/clusters';
import {
  applyAssignments,
  explainCluster,
  labelCluster,
  listAssignments,
  listExtensions,
  publishExtensions,
} from './commands/fleet';
import { listRollouts, rolloutAction, showRollout, startRollouts, watchRollout } from './commands/rollouts';
import { simulate } from './commands/simulate';
import { createToken } from './commands/tokens';
import { consoleCommand, consoleDeps } from './console-command';
import { CliContext } from './context';
import { createPrinter } from './output';
import type { OutputFormat } from './output';

const USAGE = `arcbridge: operate an ArcBridge fleet

Usage:
  arcbridge console --tenant T [--role reader|operator|admin] [--no-open]   (one-time sign-in link)
  arcbridge auth token --tenant T [--tenant T2] --role admin|operator|reader [--ttl 1h]
  arcbridge tokens create --tenant T [--ttl 1h] [--description TEXT]
  arcbridge clusters list --tenant T [--selector 'env=prod,tier in (a,b)']
  arcbridge clusters show ID --tenant T
  arcbridge clusters explain ID --tenant T
  arcbridge clusters label ID --tenant T [--group retail/eu/store-1] [--label k=v] [--label k-]
  arcbridge extensions publish -f ext.yaml [--tenant T]
  arcbridge extensions list --tenant T
  arcbridge assignments apply -f assign.yaml [--tenant T]
  arcbridge assignments list --tenant T
  arcbridge simulate --clusters N --regions R [--endpoint URL] [--output json]
  arcbridge rollouts start -f rollout.yaml [--tenant T]
  arcbridge rollouts list --tenant T
  arcbridge rollouts show ID --tenant T
  arcbridge rollouts watch ID --tenant T       (progress bars; --output json streams events as JSON lines)
  arcbridge rollouts pause|resume|rollback ID --tenant T
  arcbridge ca init --vault URL [--certificate-name arcbridge-ca] [--hsm]   (Azure: DefaultAzureCredential)

Global options:
  --endpoint URL     control plane URL (default: the embedded host found in the data dir)
  --data-dir DIR     embedded data dir (default: $ARCBRIDGE_DATA_DIR or ./.arcbridge)
  --ca FILE          CA certificate to trust (default: the data dir's ca/ca.pem)
  --output FORMAT    table (default) or json
  -h, --help         this help

Credentials: $ARCBRIDGE_TOKEN if set, otherwise a short-lived token from the embedded host's local issuer.
`;

export async function run(
  argv: string[],
  env: Record<string, string | undefined>,
  io: { out: (text: string) => void; err: (text: string) => void },
  /** Seam for tests: how `ca init` reaches Key Vault (default DefaultAzureCredential). */
  keyVault: KeyVaultAccess = {},
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        endpoint: { type: 'string' },
        'data-dir': { type: 'string' },
        ca: { type: 'string' },
        output: { type: 'string', short: 'o', default: 'table' },
        tenant: { type: 'string', multiple: true },
        role: { type: 'string', default: 'reader' },
        ttl: { type: 'string' },
        subject: { type: 'string', default: 'cli-user' },
        description: { type: 'string' },
        selector: { type: 'string', short: 'l' },
        file: { type: 'string', short: 'f' },
        group: { type: 'string' },
        label: { type: 'string', multiple: true },
        limit: { type: 'string' },
        clusters: { type: 'string' },
        regions: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        vault: { type: 'string' },
        'certificate-name': { type: 'string', default: 'arcbridge-ca' },
        hsm: { type: 'boolean', default: false },
        'no-open': { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const format = values.output as OutputFormat;
  if (format !== 'json' && format !== 'table') {
    io.err(`--output must be 'json' or 'table'\n`);
    return 2;
  }
  if (values.help || positionals.length === 0) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  const printer = createPrinter(format, io.out);
  const context = new CliContext(
    {
      ...(values.endpoint ? { endpoint: values.endpoint } : {}),
      ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
      ...(values.ca ? { ca: values.ca } : {}),
    },
    env,
  );
  const tenants = values.tenant ?? [];
  const tenant = () => {
    if (tenants.length !== 1) throw new Error('--tenant is required (exactly one)');
    return tenants[0] as string;
  };
  const [group, command, ...rest] = positionals;
  try {
    if (group === 'console') {
      return await consoleCommand(
        { tenant: tenant(), role: values.role ?? 'reader', noOpen: values['no-open'] ?? false },
        consoleDeps(context, io),
      );
    }
    switch (`${group} ${command ?? ''}`.trim()) {
      case 'auth token':
        await authToken(context, printer, {
          tenant: tenants,
          role: values.role ?? 'reader',
          ttl: values.ttl ?? '1h',
          subject: values.subject ?? 'cli-user',
        });
        return 0;
      case 'tokens create':
        await createToken(context, printer, {
          tenant: tenant(),
          ...(values.ttl ? { ttl: values.ttl } : {}),
          ...(values.description ? { description: values.description } : {}),
        });
        return 0;
      case 'clusters list':
        await listClusters(context, printer, {
          tenant: tenant(),
          ...(values.selector ? { selector: values.selector } : {}),
          ...(values.limit ? { limit: values.limit } : {}),
        });
        return 0;
      case 'clusters show': {
        const id = rest[0];
        if (!id) throw new Error('Usage: arcbridge clusters show ID --tenant T');
        await showCluster(context, printer, { tenant: tenant(), id });
        return 0;
      }
      case 'clusters explain': {
        const id = rest[0];
        if (!id) throw new Error('Usage: arcbridge clusters explain ID --tenant T');
        await explainCluster(context, printer, { tenant: tenant(), id });
        return 0;
      }
      case 'clusters label': {
        const id = rest[0];
        if (!id) throw new Error('Usage: arcbridge clusters label ID --tenant T [--group G] [--label k=v]');
        await labelCluster(context, printer, {
          tenant: tenant(),
          id,
          labels: values.label ?? [],
          ...(values.group !== undefined ? { group: values.group } : {}),
        });
        return 0;
      }
      case 'extensions publish':
      case 'assignments apply': {
        if (!values.file) throw new Error(`Usage: arcbridge ${group} ${command} -f FILE [--tenant T]`);
        const options = { file: values.file, ...(tenants.length === 1 ? { tenant: tenants[0] } : {}) };
        if (group === 'extensions') await publishExtensions(context, printer, options);
        else await applyAssignments(context, printer, options);
        return 0;
      }
      case 'extensions list':
        await listExtensions(context, printer, { tenant: tenant() });
        return 0;
      case 'ca init':
        if (!values.vault)
          throw new Error('Usage: arcbridge ca init --vault https://<vault>.vault.azure.net');
        await caInit(
          printer,
          {
            vault: values.vault,
            certificateName: values['certificate-name'] ?? 'arcbridge-ca',
            hsm: values.hsm ?? false,
          },
          io.err,
          keyVault,
        );
        return 0;
      case 'rollouts start':
        if (!values.file) throw new Error('Usage: arcbridge rollouts start -f rollout.yaml [--tenant T]');
        await startRollouts(context, printer, {
          file: values.file,
          ...(tenants.length === 1 ? { tenant: tenants[0] } : {}),
        });
        return 0;
      case 'rollouts list':
        await listRollouts(context, printer, { tenant: tenant() });
        return 0;
      case 'rollouts show':
      case 'rollouts watch':
      case 'rollouts pause':
      case 'rollouts resume':
      case 'rollouts rollback': {
        const id = rest[0];
        if (!id) throw new Error(`Usage: arcbridge rollouts ${command} ID --tenant T`);
        if (command === 'show') {
          await showRollout(context, printer, { tenant: tenant(), id });
          return 0;
        }
        if (command === 'watch') {
          const state = await watchRollout(context, printer, {
            tenant: tenant(),
            id,
            isTty: Boolean(process.stdout.isTTY) && printer.format !== 'json',
            write: io.out,
          });
          // Scripts can wait on a rollout: 0 only when it completed.
          return state === 'Completed' ? 0 : 1;
        }
        await rolloutAction(context, printer, {
          tenant: tenant(),
          id,
          action: command as 'pause' | 'resume' | 'rollback',
        });
        return 0;
      }
      case 'assignments list':
        await listAssignments(context, printer, { tenant: tenant() });
        return 0;
      case 'simulate':
        await simulate(context, printer, {
          clusters: Number(values.clusters ?? '100'),
          regions: Number(values.regions ?? '5'),
          ...(values.endpoint ? { endpoint: values.endpoint } : {}),
          ...(values.ca ? { ca: values.ca } : {}),
          ...(env.ARCBRIDGE_TOKEN ? { token: env.ARCBRIDGE_TOKEN } : {}),
        });
        return 0;
      default:
        io.err(`Unknown command '${positionals.join(' ')}'.\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    if (err instanceof ApiError) {
      if (format === 'json') io.out(JSON.stringify(err.problem, null, 2) + '\n');
      io.err(`Error ${err.status}: ${err.message}\n`);
      // Every violation, one per line (422 answers list them all).
      const violations = Array.isArray(err.problem.violations) ? err.problem.violations : [];
      for (const v of violations as { path?: string; message?: string; cluster?: string }[]) {
        io.err(`  - ${v.path ?? '-'}: ${v.message ?? ''}${v.cluster ? ` (cluster ${v.cluster})` : ''}\n`);
      }
    } else {
      if (format === 'json') io.out(JSON.stringify({ error: (err as Error).message }) + '\n');
      io.err(`Error: ${(err as Error).message}\n`);
    }
    return 1;
  }
}

if (require.main === module) {
  run(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((err: unknown) => {
      process.stderr.write(`Unexpected error: ${String(err)}\n`);
      process.exitCode = 1;
    });
}
