import { api, ApiProblem, currentSession, tenant, tenantPath } from './api';
import { h, keepThroughSignIn, viewRenderer } from './dom';
import { fleetLink, loadSummary, summaryCharts } from './fleet-summary';
import type { FleetFilters, FleetSummary } from './fleet-summary';
import { followLive, liveNotice } from './live';
import { signInAgain } from './signin';

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
/** Clusters a list page brings (the API's most): the table grows with Load more. */
const PAGE = 1000;

interface ClusterPage {
  items: Cluster[];
  continuationToken?: string;
}

/** One page of the cluster list, every filter applied by the control plane's store. */
function loadPage(filters: FleetFilters, continuationToken?: string): Promise<ClusterPage> {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (filters.selector) query.set('labelSelector', filters.selector);
  for (const key of ['group', 'region', 'extension', 'phase', 'extensionVersion'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (continuationToken) query.set('continuationToken', continuationToken);
  return api<ClusterPage>('GET', tenantPath(`clusters?${query}`), undefined, { keepPage: true });
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

/** What the fleet page last showed successfully: kept on screen when a new filter is refused. */
let lastGood: { filters: FleetFilters; nodes: Node[] } | undefined;

function filtersOf(params: URLSearchParams): FleetFilters {
  const filters: FleetFilters = { selector: params.get('selector') ?? '', group: params.get('group') ?? '' };
  for (const key of ['region', 'extension', 'phase', 'extensionVersion'] as const) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** Filters the summary does not take: the list alone is narrowed by them. */
function listOnly(filters: FleetFilters): string {
  return [
    filters.extension &&
      `${filters.extension}${filters.phase ? ` ${filters.phase}` : ''}${filters.extensionVersion ? ` ${filters.extensionVersion}` : ''}`,
    filters.region && `region ${filters.region}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function heading(summary: FleetSummary, filters: FleetFilters, page: ClusterPage, shown: number): string {
  const narrowed = listOnly(filters);
  if (!narrowed) return `${summary.clusters} clusters`;
  return `${shown}${page.continuationToken ? '+' : ''} clusters with ${narrowed}`;
}

export async function fleetView(params: URLSearchParams): Promise<void> {
  const display = viewRenderer();
  const signedInAs = { tenant: tenant(), role: currentSession()?.roles[0] ?? 'reader' };
  const filters = filtersOf(params);
  const form = h('form', { class: 'inline', id: 'fleet-filter' }) as HTMLFormElement;
  const selectorInput = h('input', {
    id: 'selector',
    name: 'selector',
    placeholder: 'env=prod,ring in (a,b)',
  }) as HTMLInputElement;
  const groupInput = h('input', { id: 'group', name: 'group', placeholder: 'retail/eu' }) as HTMLInputElement;
  selectorInput.value = filters.selector;
  groupInput.value = filters.group;
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
  const narrowed = listOnly(filters);
  const narrowing = narrowed
    ? h(
        'p',
        { id: 'list-filter' },
        `Showing clusters with ${narrowed}. `,
        h('a', { href: fleetLink(filters, {}) }, 'Show all'),
      )
    : null;
  const notice = liveNotice();
  display(h('h1', {}, 'Fleet'), form, narrowing, h('p', {}, 'Loading clusters…'));
  const started = performance.now();
  let summary: FleetSummary;
  let page: ClusterPage;
  try {
    [summary, page] = await Promise.all([loadSummary(filters), loadPage(filters)]);
  } catch (err) {
    // The API's problem beside the form; the last good view stays below it.
    error.textContent = (err as Error).message;
    selectorInput.setAttribute('aria-invalid', 'true');
    if (err instanceof ApiProblem && err.status === 401) {
      // The page stays; a new sign-in in this tab (a link opened here) shows it again.
      keepThroughSignIn(() => void fleetView(params));
      error.append(' ', await signInAgain(signedInAs.tenant, signedInAs.role).catch(() => ''));
    }
    display(h('h1', {}, 'Fleet'), form, narrowing, notice, ...(lastGood?.nodes ?? []));
    return;
  }
  const clusters = [...page.items];
  let charts = summaryCharts(summary, filters);
  const count = h('h2', { id: 'cluster-count' }, heading(summary, filters, page, clusters.length));
  const table = virtualTable(clusters);
  const more = h('p', { id: 'load-more' });
  const showMore = () => {
    more.replaceChildren();
    if (!page.continuationToken) return;
    more.append(
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () => {
            loadPage(filters, page.continuationToken)
              .then((next) => {
                page = next;
                clusters.push(...next.items);
                table.dispatchEvent(new Event('scroll'));
                count.textContent = heading(summary, filters, page, clusters.length);
                showMore();
              })
              .catch((err: Error) => more.append(` ${err.message}`));
          },
        },
        `Load ${PAGE} more`,
      ),
    );
  };
  showMore();
  const nodes: Node[] = [
    charts,
    count,
    clusters.length === 0
      ? h(
          'p',
          {},
          filters.selector || filters.group || narrowed
            ? 'No cluster matches this filter.'
            : 'No clusters yet.',
        )
      : table,
    more,
  ];
  lastGood = { filters, nodes };
  display(h('h1', {}, 'Fleet'), form, narrowing, notice, ...nodes);
  // Counts move as clusters change: the summary comes over the page's one event stream, and while
  // only the first page is shown the list is read again with it.
  followLive(
    {
      topic: 'fleet',
      ...(filters.selector ? { labelSelector: filters.selector } : {}),
      ...(filters.group ? { group: filters.group } : {}),
    },
    (event, data) => {
      if (event !== 'summary') return;
      summary = data as FleetSummary;
      const next = summaryCharts(summary, filters);
      charts.replaceWith(next);
      charts = next;
      count.textContent = heading(summary, filters, page, clusters.length);
      if (clusters.length > PAGE) return;
      loadPage(filters)
        .then((first) => {
          page = first;
          clusters.splice(0, clusters.length, ...first.items);
          table.dispatchEvent(new Event('scroll'));
          count.textContent = heading(summary, filters, page, clusters.length);
          showMore();
        })
        .catch(() => undefined);
    },
    notice,
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
