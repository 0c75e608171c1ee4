import { stringify } from 'yaml';
import { ApiError } from '../api-client';
import type { ApiClient } from '../api-client';
import type { CliContext } from '../context';
import { ago, NONE, table } from '../output';
import type { Printer } from '../output';
import { CliError, EXIT, fromOrigin } from '../program/errors';

const seg = encodeURIComponent;

/** One published version as `GET .../extensions/{name}/versions/{version}` returns it. */
export interface ExtensionVersionView {
  name: string;
  version: string;
  kind: string;
  source: { url: string; chart?: string; path?: string; digest?: string };
  defaultValues: Record<string, unknown>;
  valuesSchema?: Record<string, unknown>;
  policies: { name: string; expression: string; message?: string }[];
  publishedAt: string;
  digest: string;
}

interface ExtensionSummary {
  name: string;
  versions: { version: string; kind: string; publishedAt: string }[];
}

/** Version reads in flight at once for an extension's table (each is a cached point read). */
const CONCURRENT_READS = 8;

/** The extension's name and version as the command line gave them, for the API's 400s. */
const ORIGIN = { flags: { 'path.name': '<name>', 'path.version': '--version' } };

/**
 * `extensions show NAME [--version V]`: the extension with every version (kind, source, when it
 * was published, whether it has a values schema), or one version in full. A name or version the
 * catalog does not have is exit 3 with what it does have.
 */
export async function showExtension(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; name: string; version?: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'reader');
  if (options.version !== undefined) {
    const version = await readVersion(client, options.tenant, options.name, options.version);
    printer.result(version, () => describeVersion(version));
    return;
  }
  const summary = await readExtension(client, options.tenant, options.name);
  // The extension resource lists each version's kind and date only: source, schema and policies
  // are on the versions, read here so the table and -o json can show them.
  const versions = await mapLimited(summary.versions, CONCURRENT_READS, (v) =>
    readVersion(client, options.tenant, options.name, v.version),
  );
  printer.result({ name: summary.name, versions }, () => describeExtension(summary.name, versions));
}

async function readExtension(client: ApiClient, tenant: string, name: string): Promise<ExtensionSummary> {
  try {
    return (
      await fromOrigin(ORIGIN, () => client.call('GET', `v1/tenants/${seg(tenant)}/extensions/${seg(name)}`))
    ).body as ExtensionSummary;
  } catch (err) {
    if (isNotFound(err)) {
      throw new CliError(
        `no extension '${name}' is published in tenant '${tenant}'\n` +
          `See the catalog: arcbridge extensions list --tenant ${tenant}`,
        EXIT.notFound,
      );
    }
    throw err;
  }
}

async function readVersion(
  client: ApiClient,
  tenant: string,
  name: string,
  version: string,
): Promise<ExtensionVersionView> {
  try {
    return (
      await fromOrigin(ORIGIN, () =>
        client.call('GET', `v1/tenants/${seg(tenant)}/extensions/${seg(name)}/versions/${seg(version)}`),
      )
    ).body as ExtensionVersionView;
  } catch (err) {
    if (!isNotFound(err)) throw err;
    // Say which versions there are (or that the extension itself is unknown).
    const published = (await readExtension(client, tenant, name)).versions.map((v) => v.version);
    throw new CliError(
      `extension '${name}' has no version '${version}' in tenant '${tenant}'; published: ${published.join(', ')}`,
      EXIT.notFound,
    );
  }
}

function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** `url chart=... path=... digest=sha256:<12 hex>`: where the agent fetches the version from. */
export function describeSource(source: ExtensionVersionView['source'], full = false): string {
  const parts = [source.url];
  if (source.chart) parts.push(`chart=${source.chart}`);
  if (source.path) parts.push(`path=${source.path}`);
  if (source.digest)
    parts.push(`digest=${full ? source.digest : source.digest.slice(0, 'sha256:'.length + 12)}`);
  return parts.join(' ');
}

function describeExtension(name: string, versions: ExtensionVersionView[], now = new Date()): string {
  return [
    `Extension:  ${name}`,
    `Versions:   ${versions.length} (oldest first; one in full: --version V)`,
    '',
    table(
      ['VERSION', 'KIND', 'SOURCE', 'PUBLISHED', 'VALUES SCHEMA', 'POLICIES'],
      versions.map((v) => [
        v.version,
        v.kind,
        describeSource(v.source),
        ago(v.publishedAt, now),
        v.valuesSchema ? 'yes' : 'no',
        String(v.policies.length),
      ]),
    ),
  ].join('\n');
}

/** An object as indented YAML lines, or NONE when it is empty. */
function block(value: Record<string, unknown> | undefined): string {
  if (!value || Object.keys(value).length === 0) return ` ${NONE}`;
  return (
    '\n' +
    stringify(value)
      .trimEnd()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n')
  );
}

export function describeVersion(v: ExtensionVersionView, now = new Date()): string {
  const lines = [
    `Extension:  ${v.name}`,
    `Version:    ${v.version}`,
    `Kind:       ${v.kind}`,
    `Source:     ${describeSource(v.source, true)}`,
    `Published:  ${v.publishedAt} (${ago(v.publishedAt, now)})`,
    `Digest:     ${v.digest}`,
    `Policies:${v.policies.length === 0 ? ` ${NONE}` : ''}`,
    ...v.policies.map(
      (rule) => `  ${rule.name}: ${rule.expression}${rule.message ? `  (${rule.message})` : ''}`,
    ),
    `Default values:${block(v.defaultValues)}`,
    `Values schema:${block(v.valuesSchema)}`,
  ];
  return lines.join('\n');
}

/** `work` over every item, at most `limit` at once, results in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
