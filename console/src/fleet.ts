import { api, tenantPath } from './api';
import { h, viewRenderer } from './dom';

export interface Cluster {
  id: string;
  name: string;
  region: string | null;
  labels: Record<string, string>;
  group: string | null;
  connectivity: string;
  kubernetesVersion: string | null;
  agentVersion: string | null;
  lastHeartbeat: string | null;
}

const ROW = 28;

async function loadAll(selector: string): Promise<Cluster[]> {
  const all: Cluster[] = [];
  let continuationToken: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '1000' });
    if (selector) query.set('labelSelector', selector);
    if (continuationToken) query.set('continuationToken', continuationToken);
    const page = await api<{ items: Cluster[]; continuationToken?: string }>(
      'GET',
      tenantPath(`clusters?${query}`),
    );
    all.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return all;
}

type Installed = Map<string, { name: string; version: string }[]>;

/** What each cluster's agent last reported installed (server-side read of the inventories). */
async function loadInstalled(): Promise<Installed> {
  const installed: Installed = new Map();
  let continuationToken: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '1000' });
    if (continuationToken) query.set('continuationToken', continuationToken);
    const page = await api<{
      items: { clusterId: string; extensions: { name: string; version: string }[] }[];
      continuationToken?: string;
    }>('GET', tenantPath(`installed-extensions?${query}`));
    for (const item of page.items) installed.set(item.clusterId, item.extensions);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return installed;
}

function countVersions(clusters: Cluster[], installed: Installed): [string, number][] {
  const counts = new Map<string, number>();
  for (const c of clusters)
    for (const e of installed.get(c.id) ?? [])
      counts.set(`${e.name} ${e.version}`, (counts.get(`${e.name} ${e.version}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

interface ValueCount {
  value: string | null;
  count: number;
}

interface FleetSummary {
  clusters: number;
  connectivity: { Connected: number; Offline: number };
  region: ValueCount[];
  kubernetesVersion: ValueCount[];
  agentVersion: ValueCount[];
}

/** The counts, made by the control plane's store (GET fleet/summary) with the same filters as the list. */
async function loadSummary(selector: string, group: string): Promise<FleetSummary> {
  const query = new URLSearchParams();
  if (selector) query.set('labelSelector', selector);
  if (group) query.set('group', group);
  return api<FleetSummary>('GET', tenantPath(`fleet/summary${query.size > 0 ? `?${query}` : ''}`));
}

function entries(counts: ValueCount[], none: string): [string, number][] {
  return counts.map(({ value, count }) => [value ?? none, count]);
}

function card(title: string, entries: [string, number][]): HTMLElement {
  return h(
    'section',
    { class: 'card', 'aria-label': title },
    h('h2', {}, title),
    h('ul', {}, ...entries.slice(0, 8).map(([k, n]) => h('li', {}, `${k}: ${n}`))),
  );
}

/** Only the rows in view are in the DOM, so 10,000 clusters paint as fast as 20. */
export function virtualTable(clusters: Cluster[]): HTMLElement {
  const body = h('tbody');
  const top = h('tr', { 'aria-hidden': 'true' });
  const bottom = h('tr', { 'aria-hidden': 'true' });
  const table = h(
    'table',
    { 'aria-rowcount': String(clusters.length + 1) },
    h('caption', { class: 'visually-hidden' }, `${clusters.length} clusters`),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['Name', 'Connectivity', 'Region', 'Group', 'Kubernetes', 'Labels'].map((t) =>
          h('th', { scope: 'col' }, t),
        ),
      ),
    ),
    body,
  );
  const viewport = h(
    'div',
    { class: 'vt', id: 'cluster-table', tabindex: '0', role: 'region', 'aria-label': 'Clusters' },
    table,
  );
  const paint = () => {
    const first = Math.max(0, Math.floor(viewport.scrollTop / ROW) - 5);
    const count = Math.ceil(viewport.clientHeight / ROW || 15) + 10;
    const rows = clusters.slice(first, first + count).map((c, i) =>
      h(
        'tr',
        { 'aria-rowindex': String(first + i + 2) },
        h('td', {}, h('a', { href: `#/clusters/${encodeURIComponent(c.id)}` }, c.name)),
        h('td', {}, c.connectivity),
        h('td', {}, c.region ?? '—'),
        h('td', {}, c.group ?? '—'),
        h('td', {}, c.kubernetesVersion ?? '—'),
        h(
          'td',
          {},
          Object.entries(c.labels)
            .map(([k, v]) => `${k}=${v}`)
            .join(', '),
        ),
      ),
    );
    top.style.height = `${first * ROW}px`;
    bottom.style.height = `${Math.max(0, clusters.length - first - rows.length) * ROW}px`;
    body.replaceChildren(top, ...rows, bottom);
  };
  viewport.addEventListener('scroll', () => requestAnimationFrame(paint));
  requestAnimationFrame(paint);
  paint();
  return viewport;
}

export async function fleetView(params: URLSearchParams): Promise<void> {
  const display = viewRenderer();
  const selector = params.get('selector') ?? '';
  const group = params.get('group') ?? '';
  const form = h('form', { class: 'inline', id: 'fleet-filter' }) as HTMLFormElement;
  const selectorInput = h('input', {
    id: 'selector',
    name: 'selector',
    placeholder: 'env=prod,ring in (a,b)',
  }) as HTMLInputElement;
  const groupInput = h('input', { id: 'group', name: 'group', placeholder: 'retail/eu' }) as HTMLInputElement;
  selectorInput.value = selector;
  groupInput.value = group;
  const error = h('p', { class: 'error', id: 'selector-error', role: 'alert' });
  selectorInput.setAttribute('aria-describedby', 'selector-error');
  form.append(
    h('label', { for: 'selector' }, 'Label selector', selectorInput),
    h('label', { for: 'group' }, 'Group (prefix)', groupInput),
    h('button', { type: 'submit' }, 'Filter'),
    error,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (selectorInput.value.trim()) next.set('selector', selectorInput.value.trim());
    if (groupInput.value.trim()) next.set('group', groupInput.value.trim());
    location.hash = `#/fleet?${next}`;
  });
  display(h('h1', {}, 'Fleet'), form, h('p', {}, 'Loading clusters…'));
  let clusters: Cluster[];
  let installed: Installed;
  let summary: FleetSummary;
  try {
    [clusters, installed, summary] = await Promise.all([
      loadAll(selector),
      loadInstalled(),
      loadSummary(selector, group),
    ]);
  } catch (err) {
    error.textContent = (err as Error).message;
    selectorInput.setAttribute('aria-invalid', 'true');
    display(h('h1', {}, 'Fleet'), form);
    return;
  }
  if (group) clusters = clusters.filter((c) => c.group === group || (c.group ?? '').startsWith(`${group}/`));
  const started = performance.now();
  display(
    h('h1', {}, 'Fleet'),
    form,
    h(
      'div',
      { class: 'cards' },
      card(
        'Connectivity',
        Object.entries(summary.connectivity)
          .filter(([, n]) => n > 0)
          .sort((a, b) => b[1] - a[1]),
      ),
      card('Region', entries(summary.region, 'none')),
      card('Kubernetes', entries(summary.kubernetesVersion, 'unknown')),
      card('Extension versions', countVersions(clusters, installed)),
      card('Agent', entries(summary.agentVersion, 'unknown')),
    ),
    h('h2', {}, `${clusters.length} clusters`),
    clusters.length === 0
      ? h('p', {}, selector || group ? 'No cluster matches this filter.' : 'No clusters yet.')
      : virtualTable(clusters),
  );
  // After the frame that shows the table (a task queued from rAF runs once it is painted): how long
  // drawing took, and how long since the page was opened (sign-in and loading the list included).
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.body.dataset.fleetPaintMs = String(Math.round(performance.now() - started));
      document.body.dataset.fleetShownMs = String(Math.round(performance.now()));
    }),
  );
}
