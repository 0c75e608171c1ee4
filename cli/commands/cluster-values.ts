import type { CliContext } from '../context';
import { labelsText, orNone } from '../output';
import type { Printer } from '../output';
import { fromOrigin, UsageError } from '../program/errors';

const seg = encodeURIComponent;

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
    const lines = [`Cluster ${body.clusterId} (group ${orNone(body.group)}), generation ${body.generation}`];
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
    else throw new UsageError(`label '${spec}': use key=value to set or key- to remove`);
  }
  if (options.labels.length === 0 && options.group === undefined) {
    throw new UsageError('give labels (k=v, k-) and/or --group');
  }
  const body = {
    ...(options.labels.length > 0 ? { labels } : {}),
    ...(options.group !== undefined ? { group: options.group === '' ? null : options.group } : {}),
  };
  const client = await context.client(options.tenant, 'operator');
  const flags: Record<string, string> = { 'body.group': '--group', 'body.labels': '--label' };
  for (const key of Object.keys(labels)) flags[`body.labels.${key}`] = `--label ${key}`;
  const cluster = (
    await fromOrigin({ flags }, () =>
      client.call('PATCH', `v1/tenants/${seg(options.tenant)}/clusters/${seg(options.id)}`, body),
    )
  ).body as { id: string; group: string | null; labels: Record<string, string> };
  printer.result(cluster, () =>
    [
      `Cluster ${cluster.id}`,
      `Group:   ${orNone(cluster.group)}`,
      `Labels:  ${labelsText(cluster.labels, ', ')}`,
    ].join('\n'),
  );
}
