import type { Command } from 'commander';
import { ExtensionVersion, PublishExtensionVersionRequest } from '../../contract/catalog';
import type { CliContext } from '../context';
import { readDocuments, serverSetFields, splitAddress } from '../input/documents';
import type { Doc } from '../input/documents';
import { table } from '../output';
import type { Printer } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { fileOrigin, fromOrigin } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { showExtension } from './extension-show';

const seg = encodeURIComponent;

const ADDRESS = ['name', 'version'];
/** `publishedAt` and `digest`: what `extensions show --version V -o yaml` adds to a publish document. */
const SERVER_FIELDS = serverSetFields(ExtensionVersion, PublishExtensionVersionRequest, ADDRESS);

export async function publishExtensions(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  const results: Doc[] = [];
  const docs = readDocuments(options.file, SERVER_FIELDS);
  // Every document's address is checked before the first is sent.
  const requests = docs.map((doc) => splitAddress(doc, ADDRESS, options.file, options.tenant));
  for (const [index, { tenant, address, body }] of requests.entries()) {
    const client = await context.client(tenant, 'operator');
    const response = await fromOrigin(fileOrigin(options.file, docs.length, index), () =>
      client.call(
        'PUT',
        `v1/tenants/${seg(tenant)}/extensions/${seg(address.name!)}/versions/${seg(address.version!)}`,
        body,
      ),
    );
    results.push({ ...(response.body as Doc), status: response.status === 201 ? 'published' : 'unchanged' });
  }
  printer.result(results.length === 1 ? results[0] : { items: results }, () =>
    results
      .map((r) => `${String(r.name)}@${String(r.version)} ${String(r.status)} (${String(r.digest)})`)
      .join('\n'),
  );
}

export async function listExtensions(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const body = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/extensions`)).body as {
    items: { name: string; versions: { version: string; kind: string; publishedAt: string }[] }[];
  };
  printer.result(body, () =>
    body.items.length === 0
      ? `No extensions in tenant '${options.tenant}'. Publish one: arcbridge extensions publish -f ext.yaml`
      : table(
          ['EXTENSION', 'KIND', 'VERSIONS'],
          body.items.map((e) => [
            e.name,
            [...new Set(e.versions.map((v) => v.kind))].join(','),
            e.versions.map((v) => v.version).join(', '),
          ]),
        ),
  );
}

export function registerExtensions(program: Command, runtime: CliRuntime): void {
  const extensions = examples(
    program.command('extensions').description('the extension catalog: immutable, versioned'),
    ['arcbridge extensions publish -f examples/extension.yaml --tenant contoso'],
  );
  examples(
    extensions
      .command('publish')
      .description(
        'publish extension versions from YAML (several documents allowed; republishing is a no-op)',
      )
      .requiredOption('-f, --file <path>', "YAML or JSON file ('-' reads stdin)")
      .option('--tenant <id>', "tenant, unless each document has a 'tenant' field")
      .action(
        act<{ file: string; tenant?: string }>(runtime, async (_args, options, { context, printer }) => {
          await publishExtensions(context, printer, options);
        }),
      ),
    ['arcbridge extensions publish -f examples/extension.yaml --tenant contoso'],
  );
  examples(
    extensions
      .command('list')
      .alias('ls')
      .description('list the extensions and versions in the catalog')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          await listExtensions(context, printer, { tenant: tenantOf(options) });
        }),
      ),
    ['arcbridge extensions list --tenant contoso -o json'],
  );
  examples(
    extensions
      .command('show')
      .description(
        'one extension: each version with its kind, source, publish time and whether it has a values schema; --version shows one in full',
      )
      .argument('<name>', 'extension name')
      .requiredOption('--tenant <id>', 'tenant')
      // As `az extension add --version`; the CLI's own is `arcbridge --version` (cli/program/program.ts).
      .option('--version <version>', 'one version: source, default values, values schema and policies')
      .action(
        act<{ tenant: string; version?: string }>(runtime, async ([name], options, { context, printer }) => {
          await showExtension(context, printer, {
            tenant: tenantOf(options),
            name: name!,
            ...(options.version !== undefined ? { version: options.version } : {}),
          });
        }),
      ),
    [
      'arcbridge extensions show ingress-nginx --tenant contoso',
      'arcbridge extensions show ingress-nginx --version 4.11.0 --tenant contoso -o json',
      'arcbridge extensions show ingress-nginx --version 4.11.0 --tenant contoso -o yaml > ext.yaml',
    ],
  );
}
