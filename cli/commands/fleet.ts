import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import type { CliContext } from '../context';
import { table } from '../output';
import type { Printer } from '../output';

type Doc = Record<string, unknown>;

/** Reads one or more YAML documents (JSON is YAML too) from a file; `-` reads stdin. */
export function readDocuments(path: string): Doc[] {
  const text = readFileSync(path === '-' ? 0 : path, 'utf8');
  const docs = parseAllDocuments(text);
  const out: Doc[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value: unknown = doc.toJSON();
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value))
      throw new Error(`${path}: each document must be a mapping`);
    out.push(value as Doc);
  }
  if (out.length === 0) throw new Error(`${path}: no documents`);
  return out;
}

/** Splits `name`, `version` and `tenant` (addressing) from the body the API takes. */
function split(doc: Doc, keys: string[], path: string, fallbackTenant?: string) {
  const body: Doc = { ...doc };
  const address: Record<string, string> = {};
  for (const key of [...keys, 'tenant']) {
    const value = body[key];
    delete body[key];
    if (value !== undefined) address[key] = String(value);
  }
  const tenant = address.tenant ?? fallbackTenant;
  if (!tenant) throw new Error(`${path}: give the tenant with --tenant or a 'tenant' field`);
  for (const key of keys) if (!address[key]) throw new Error(`${path}: '${key}' is required`);
  return { tenant, address, body };
}

const seg = encodeURIComponent;

export async function publishExtensions(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  const results: Doc[] = [];
  for (const doc of readDocuments(options.file)) {
    const { tenant, address, body } = split(doc, ['name', 'version'], options.file, options.tenant);
    const client = await context.client(tenant, 'operator');
    const response = await client.call(
      'PUT',
      `v1/tenants/${seg(tenant)}/extensions/${seg(address.name!)}/versions/${seg(address.version!)}`,
      body,
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

export async function applyAssignments(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
): Promise<void> {
  const results: Doc[] = [];
  for (const doc of readDocuments(options.file)) {
    const { tenant, address, body } = split(doc, ['name'], options.file, options.tenant);
    const client = await context.client(tenant, 'operator');
    const response = await client.call(
      'PUT',
      `v1/tenants/${seg(tenant)}/assignments/${seg(address.name!)}`,
      body,
    );
    results.push({ ...(response.body as Doc), status: response.status === 201 ? 'created' : 'applied' });
  }
  printer.result(results.length === 1 ? results[0] : { items: results }, () =>
    results
      .map(
        (r) =>
          `assignment ${String(r.name)} ${String(r.status)}: ${String(r.extension)}@${String(r.version)}`,
      )
      .join('\n'),
  );
}

interface AssignmentView {
  name: string;
  extension: string;
  version: string;
  namespace: string;
  priority: number;
  target: { selector?: string; groups?: string[]; where?: unknown[] };
  overlays: unknown[];
}

export async function listAssignments(context: CliContext, printer: Printer, options: { tenant: string }) {
  const client = await context.client(options.tenant, 'reader');
  const body = (await client.call('GET', `v1/tenants/${seg(options.tenant)}/assignments`)).body as {
    items: AssignmentView[];
  };
  printer.result(body, () =>
    body.items.length === 0
      ? `No assignments in tenant '${options.tenant}'. Apply one: arcbridge assignments apply -f assign.yaml`
      : table(
          ['ASSIGNMENT', 'EXTENSION', 'VERSION', 'NAMESPACE', 'PRIORITY', 'TARGET', 'OVERLAYS'],
          body.items.map((a) => [
            a.name,
            a.extension,
            a.version,
            a.namespace,
            String(a.priority),
            describeTarget(a.target),
            String(a.overlays.length),
          ]),
        ),
  );
}

function describeTarget(target: AssignmentView['target']): string {
  const parts = [
    target.selector ? `selector ${target.selector}` : '',
    target.groups?.length ? `groups ${target.groups.join(',')}` : '',
    target.where?.length ? `${target.where.length} filter(s)` : '',
  ].filter(Boolean);
  return parts.join('; ') || 'all clusters';
}

interface Explanation {
  clusterId: string;
  group: string | null;
  generation: number;
  extensions: {
    name: string;
    version: string;
    namespace: string;
    producedBy: { type: string; assignment?: string; rolloutId?: string };
    pinnedBy?: { rolloutId: string; version: string };
    layers: { description: string; values: unknown }[];
    values: unknown;
    shadowed: string[];
    notes: string[];
    violations: { path: string; message: string }[];
  }[];
}

export async function explainCluster(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'reader');
  const body = (
    await client.call('GET', `v1/tenants/${seg(options.tenant)}/clusters/${seg(options.id)}/explain`)
  ).body as Explanation;
  printer.result(body, () => {
    const lines = [`Cluster ${body.clusterId} (group ${body.group ?? '-'}), generation ${body.generation}`];
    if (body.extensions.length === 0) lines.push('No extensions.');
    for (const e of body.extensions) {
      const by =
        e.producedBy.type === 'assignment'
          ? `assignment ${e.producedBy.assignment}`
          : e.producedBy.type === 'pin'
            ? `rollout ${e.producedBy.rolloutId}`
            : 'direct assignment';
      lines.push('', `${e.name}@${e.version} in ${e.namespace}, from ${by}`);
      if (e.pinnedBy) lines.push(`  pinned to ${e.pinnedBy.version} by rollout ${e.pinnedBy.rolloutId}`);
      e.layers.forEach((layer, i) =>
        lines.push(`  ${i + 1}. ${layer.description}: ${JSON.stringify(layer.values)}`),
      );
      lines.push(`  = ${JSON.stringify(e.values)}`);
      if (e.shadowed.length > 0) lines.push(`  shadowed: ${e.shadowed.join(', ')}`);
      for (const note of e.notes) lines.push(`  note: ${note}`);
      for (const v of e.violations) lines.push(`  violation: ${v.path}: ${v.message}`);
    }
    return lines.join('\n');
  });
}

/** `--label k=v` sets, `--label k-` removes (kubectl style); `--group g` moves, `--group ''` clears. */
export async function labelCluster(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; id: string; labels: string[]; group?: string },
): Promise<void> {
  const labels: Record<string, string | null> = {};
  for (const spec of options.labels) {
    const set = /^([^=]+)=(.*)$/.exec(spec);
    if (set) labels[set[1]!] = set[2]!;
    else if (spec.endsWith('-') && spec.length > 1) labels[spec.slice(0, -1)] = null;
    else throw new Error(`--label '${spec}': use key=value to set or key- to remove`);
  }
  if (options.labels.length === 0 && options.group === undefined) {
    throw new Error('Give --group and/or --label');
  }
  const body = {
    ...(options.labels.length > 0 ? { labels } : {}),
    ...(options.group !== undefined ? { group: options.group === '' ? null : options.group } : {}),
  };
  const client = await context.client(options.tenant, 'operator');
  const cluster = (
    await client.call('PATCH', `v1/tenants/${seg(options.tenant)}/clusters/${seg(options.id)}`, body)
  ).body as { id: string; group: string | null; labels: Record<string, string> };
  printer.result(cluster, () =>
    [
      `Cluster ${cluster.id}`,
      `Group:   ${cluster.group ?? '-'}`,
      `Labels:  ${
        Object.entries(cluster.labels)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ') || '-'
      }`,
    ].join('\n'),
  );
}
