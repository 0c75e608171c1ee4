import { api, tenantPath } from './api';
import { h, viewRenderer, when } from './dom';
import type { Child } from './dom';
import { driftCell } from './extension-drift';
import { statusStrip } from './charts/strip';
import { followLive, liveNotice } from './live';

interface ClusterDetail {
  id: string;
  name: string;
  group: string | null;
  region: string | null;
  connectivity: string;
  labels: Record<string, string>;
  kubernetesVersion: string | null;
  lastHeartbeat: string | null;
  inventory: InventorySummary | null;
  extensions: { name: string; version: string; namespace: string }[];
  status: Record<string, StatusEvent>;
  timeline?: StatusEvent[];
}

/** An agent's status event, as GET .../clusters/{id} returns it (contract/status.ts). */
interface StatusEvent {
  extension: string;
  phase: string;
  reason: string;
  message?: string;
  lastTransitionTime: string;
  observedGeneration: number;
  attempt?: number;
  drift?: Array<{ object: string; fields: string[] }>;
}

interface ExplainedExtension {
  name: string;
  version: string;
  producedBy: { type: string; assignment?: string; rolloutId?: string };
  pinnedBy?: { rolloutId: string; version: string };
  layers: { origin: string; description: string; values: Record<string, unknown> }[];
  values: Record<string, unknown>;
  shadowed: string[];
  notes: string[];
  violations: { path: string; message: string }[];
}

interface InventorySummary {
  nodes: number;
  readyNodes: number;
  namespaces: number;
  pods: number;
  podsByPhase?: Record<string, number>;
  kubeletVersions?: string[];
  updatedAt?: string;
}

function inventorySummary(inventory: InventorySummary | null): Child {
  if (!inventory) return h('p', {}, 'No inventory reported yet.');
  const phases = Object.entries(inventory.podsByPhase ?? {})
    .map(([phase, count]) => `${count} ${phase}`)
    .join(', ');
  return h(
    'p',
    { id: 'inventory-summary' },
    `${inventory.readyNodes}/${inventory.nodes} nodes ready · ${inventory.namespaces} namespaces · ` +
      `${inventory.pods} pods${phases ? ` (${phases})` : ''}` +
      (inventory.kubeletVersions?.length ? ` · kubelet ${inventory.kubeletVersions.join(', ')}` : '') +
      (inventory.updatedAt ? ` · reported ${when(inventory.updatedAt)}` : ''),
  );
}

/** Phases in which the extension is what was asked for (Kubernetes' Ready=True). */
const READY_PHASES = new Set(['Installed']);

/**
 * The agent's status as a Kubernetes-style condition: Ready True/False with the reason and message
 * verbatim, since when, at which generation and attempt.
 */
function conditionCell(s: StatusEvent | undefined): Child {
  if (!s) return h('span', { class: 'muted' }, 'Ready Unknown: no status reported yet');
  const ready = READY_PHASES.has(s.phase) ? 'True' : 'False';
  return h(
    'span',
    { 'data-condition': ready },
    `Ready ${ready} · ${s.reason}${s.message ? `: ${s.message}` : ''} · since ${when(s.lastTransitionTime)}` +
      ` · generation ${s.observedGeneration}${s.attempt ? ` · attempt ${s.attempt}` : ''}`,
  );
}

function explainSection(explain: { extensions: ExplainedExtension[] } | { error: string }): Child[] {
  if ('error' in explain) return [h('p', { role: 'alert' }, `Could not explain: ${explain.error}`)];
  if (explain.extensions.length === 0) return [h('p', {}, 'No extension is assigned to this cluster.')];
  return explain.extensions.map((e) =>
    h(
      'section',
      { class: 'card', 'data-explain': e.name },
      h('h3', {}, `${e.name} ${e.version}`),
      h(
        'p',
        {},
        `From ${e.producedBy.type}${e.producedBy.assignment ? ` '${e.producedBy.assignment}'` : ''}` +
          (e.pinnedBy ? `, pinned to ${e.pinnedBy.version} by rollout ${e.pinnedBy.rolloutId}` : '') +
          (e.shadowed.length ? `; also matched, lost: ${e.shadowed.join(', ')}` : ''),
      ),
      h(
        'ol',
        { 'aria-label': `Value layers of ${e.name}, later ones win` },
        ...e.layers.map((layer) => h('li', {}, h('span', {}, layer.description), pre(layer.values))),
      ),
      h('h4', {}, 'Final values'),
      pre(e.values),
      ...e.notes.map((note) => h('p', { class: 'muted' }, note)),
      ...(e.violations.length
        ? [
            h(
              'ul',
              { role: 'alert', 'aria-label': `Violations of ${e.name}` },
              ...e.violations.map((v) => h('li', {}, `${v.path}: ${v.message}`)),
            ),
          ]
        : []),
    ),
  );
}

const pre = (value: unknown) => h('pre', { tabindex: '0' }, JSON.stringify(value, null, 2));

export async function clusterView(id: string, refreshing = false): Promise<void> {
  const display = viewRenderer();
  if (!refreshing) display(h('h1', {}, 'Cluster'), h('p', {}, 'Loading…'));
  const [cluster, explain] = await Promise.all([
    api<ClusterDetail>('GET', tenantPath(`clusters/${encodeURIComponent(id)}`)),
    api<{ extensions: ExplainedExtension[] }>(
      'GET',
      tenantPath(`clusters/${encodeURIComponent(id)}/explain`),
    ).catch((err: Error) => ({ error: err.message })),
  ]);
  const timeline = cluster.timeline ?? [];
  const notice = liveNotice();
  display(
    h('h1', {}, `Cluster ${cluster.name}`),
    notice,
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
    inventorySummary(cluster.inventory),
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
          ...['Extension', 'Version', 'Namespace', 'Phase', 'Condition', 'Drift'].map((t) =>
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
            h('td', { class: 'wrap' }, conditionCell(s)),
            h('td', { class: 'wrap' }, driftCell(s)),
          );
        }),
      ),
    ),
    h('h2', {}, 'Status timeline'),
    statusStrip(timeline),
    timeline.length === 0
      ? h('p', {}, 'No status reported yet.')
      : h(
          'ol',
          { id: 'status-timeline' },
          ...timeline.map((t) =>
            h(
              'li',
              {},
              `${when(t.lastTransitionTime)} · ${t.extension}: ${t.phase} (${t.reason})` +
                `${t.message ? ` ${t.message}` : ''}${t.attempt && t.attempt > 1 ? ` · attempt ${t.attempt}` : ''}`,
            ),
          ),
        ),
    h('h2', {}, 'Explain (base plus overlays)'),
    ...explainSection(explain),
  );
  // The page's one event stream: a change of the cluster (a status, a heartbeat) redraws it.
  const shown = JSON.stringify(cluster);
  followLive(
    { topic: 'cluster', clusterId: id },
    (event, data) => {
      if (event === 'cluster' && JSON.stringify(data) !== shown) void clusterView(id, true);
    },
    notice,
  );
}

export async function catalogView(): Promise<void> {
  const display = viewRenderer();
  const list = await api<{
    items: { name: string; versions: { version: string; kind: string; publishedAt: string }[] }[];
  }>('GET', tenantPath('extensions'));
  const details = h('div', { id: 'version-detail' });
  display(
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
