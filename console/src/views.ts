import { api, canWrite, tenantPath } from './api';
import { h, show, when } from './dom';
import { validatedForm } from './forms';

interface ClusterDetail {
  id: string;
  name: string;
  group: string | null;
  region: string | null;
  connectivity: string;
  labels: Record<string, string>;
  kubernetesVersion: string | null;
  lastHeartbeat: string | null;
  inventory: Record<string, unknown> | null;
  extensions: { name: string; version: string; namespace: string }[];
  status: Record<
    string,
    {
      phase: string;
      reason?: string;
      message?: string | null;
      observedAt?: string;
      conditions?: unknown[];
      drift?: unknown;
    }
  >;
}

const pre = (value: unknown) => h('pre', { tabindex: '0' }, JSON.stringify(value, null, 2));

export async function clusterView(id: string): Promise<void> {
  show(h('h1', {}, 'Cluster'), h('p', {}, 'Loading…'));
  const [cluster, explain] = await Promise.all([
    api<ClusterDetail>('GET', tenantPath(`clusters/${encodeURIComponent(id)}`)),
    api<unknown>('GET', tenantPath(`clusters/${encodeURIComponent(id)}/explain`)).catch((err: Error) => ({
      error: err.message,
    })),
  ]);
  const timeline = Object.entries(cluster.status)
    .map(([extension, event]) => ({ extension, ...event }))
    .sort((a, b) => String(b.observedAt ?? '').localeCompare(String(a.observedAt ?? '')));
  show(
    h('h1', {}, `Cluster ${cluster.name}`),
    h(
      'dl',
      {},
      h('dt', {}, 'Group'),
      h('dd', {}, cluster.group ?? '—'),
      h('dt', {}, 'Region'),
      h('dd', {}, cluster.region ?? '—'),
      h('dt', {}, 'Connectivity'),
      h('dd', {}, `${cluster.connectivity} (last heartbeat ${when(cluster.lastHeartbeat)})`),
      h('dt', {}, 'Kubernetes'),
      h('dd', {}, cluster.kubernetesVersion ?? '—'),
      h('dt', {}, 'Labels'),
      h(
        'dd',
        {},
        Object.entries(cluster.labels)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ') || '—',
      ),
    ),
    h('h2', {}, 'Inventory summary'),
    cluster.inventory ? pre(cluster.inventory) : h('p', {}, 'No inventory reported yet.'),
    h('h2', {}, 'Extensions'),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Extension', 'Version', 'Namespace', 'Phase', 'Reason', 'Conditions / drift'].map((t) =>
            h('th', { scope: 'col' }, t),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...cluster.extensions.map((e) => {
          const s = cluster.status[e.name];
          return h(
            'tr',
            {},
            h('td', {}, e.name),
            h('td', {}, e.version),
            h('td', {}, e.namespace),
            h('td', {}, s?.phase ?? 'Pending'),
            h('td', {}, [s?.reason, s?.message].filter(Boolean).join(': ') || '—'),
            h(
              'td',
              {},
              s?.conditions || s?.drift ? JSON.stringify({ conditions: s.conditions, drift: s.drift }) : '—',
            ),
          );
        }),
      ),
    ),
    h('h2', {}, 'Status timeline'),
    h(
      'ol',
      {},
      ...timeline.map((t) =>
        h('li', {}, `${when(t.observedAt)} · ${t.extension}: ${t.phase}${t.reason ? ` (${t.reason})` : ''}`),
      ),
    ),
    h('h2', {}, 'Explain (base plus overlays)'),
    pre(explain),
  );
}

export async function catalogView(): Promise<void> {
  const list = await api<{
    items: { name: string; versions: { version: string; kind: string; publishedAt: string }[] }[];
  }>('GET', tenantPath('extensions'));
  const details = h('div', { id: 'version-detail' });
  show(
    h('h1', {}, 'Catalog'),
    list.items.length === 0
      ? h('p', {}, 'No extension published yet (arcbridge extensions publish -f FILE).')
      : null,
    ...list.items.map((ext) =>
      h(
        'section',
        { class: 'card' },
        h('h2', {}, ext.name),
        h(
          'ul',
          {},
          ...ext.versions.map((v) =>
            h(
              'li',
              {},
              h(
                'button',
                {
                  class: 'secondary',
                  type: 'button',
                  onclick: async () => {
                    const version = await api<{
                      valuesSchema?: unknown;
                      policies: unknown[];
                      defaultValues: unknown;
                    }>(
                      'GET',
                      tenantPath(
                        `extensions/${encodeURIComponent(ext.name)}/versions/${encodeURIComponent(v.version)}`,
                      ),
                    );
                    details.replaceChildren(
                      h('h2', {}, `${ext.name} ${v.version}`),
                      h('h3', {}, 'Values schema'),
                      version.valuesSchema ? pre(version.valuesSchema) : h('p', {}, 'None.'),
                      h('h3', {}, 'Default values'),
                      pre(version.defaultValues),
                      h('h3', {}, 'Policies'),
                      version.policies.length ? pre(version.policies) : h('p', {}, 'None.'),
                    );
                  },
                },
                `${v.version} (${v.kind}, ${when(v.publishedAt)})`,
              ),
            ),
          ),
        ),
      ),
    ),
    details,
  );
}

export function tokensView(): void {
  if (!canWrite()) {
    show(h('h1', {}, 'Bootstrap tokens'), h('p', {}, 'Creating bootstrap tokens needs the operator role.'));
    return;
  }
  const result = h('div', { id: 'token-result', 'aria-live': 'polite' });
  const form = validatedForm(
    'token-form',
    [
      {
        name: 'ttlMinutes',
        label: 'Valid for (minutes, 1–1440)',
        type: 'number',
        validate: (v) =>
          v === '' || (/^\d+$/.test(v) && +v >= 1 && +v <= 1440)
            ? undefined
            : 'Enter whole minutes from 1 to 1440.',
      },
      {
        name: 'description',
        label: 'Description',
        validate: (v) => (v.length > 256 ? 'At most 256 characters.' : undefined),
      },
    ],
    'Create token',
    async (values) => {
      const created = await api<{ token: string; expiresAt: string }>(
        'POST',
        tenantPath('bootstrap-tokens'),
        {
          ...(values.ttlMinutes ? { ttlSeconds: Number(values.ttlMinutes) * 60 } : {}),
          ...(values.description ? { description: values.description } : {}),
        },
      );
      const copy = h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () =>
            void navigator.clipboard?.writeText(created.token).then(() => (copy.textContent = 'Copied')),
        },
        'Copy',
      );
      result.replaceChildren(
        h('p', {}, `Shown once; expires ${when(created.expiresAt)}. Only its hash is stored.`),
        h('p', { class: 'once', id: 'token-value' }, created.token),
        copy,
      );
    },
  );
  show(h('h1', {}, 'Bootstrap tokens'), h('p', {}, 'A token registers one cluster, once.'), form, result);
}
