import { api, ApiProblem, currentSession, tenant, tenantPath } from './api';
import type { CallOptions } from './api';
import { h, keepThroughSignIn, viewRenderer, when } from './dom';
import type { Child } from './dom';
import { signInAgain } from './signin';
import { shortTokenId } from './tokens';

/** An audit event as GET .../audit-events lists it (contract/audit.ts). */
export interface AuditEvent {
  id: string;
  time: string;
  actor: string;
  action: string;
  method: string;
  path: string;
  resource: Record<string, string>;
  status: number;
  outcome: string;
  detail?: string;
  location?: string;
  clientAddress?: string;
  traceId?: string;
}

const OUTCOMES = ['Succeeded', 'Failed', 'Denied'];
/** Events per page; `#/activity?limit=N` (1 to 1000, the API's bounds) asks for other pages. */
const PAGE = 50;
/** The filters' bounds, as the API checks them (contract/audit.ts). */
const MAX = { actor: 256, action: 64 };

/** A console page for a resource named in an event, where the console has one. */
function pageOf(key: string, value: string, event: AuditEvent): string | undefined {
  if (key === 'clusterId') return `#/clusters/${encodeURIComponent(value)}`;
  if (key === 'rolloutId') return `#/rollouts/${encodeURIComponent(value)}`;
  if (key === 'name' && /^\/api\/v1\/tenants\/[^/]+\/extensions\//.test(event.path)) return '#/catalog';
  return undefined;
}

const TOKEN_ID = /^[a-f0-9]{64}$/;

/**
 * The names in the event's path, then what it created (its Location), joined by `/` as
 * `arcbridge audit list` shows them; each a link where the console has a page for it.
 */
function resourceCell(event: AuditEvent): Child[] {
  const parts: Child[] = [];
  const add = (text: string, href: string | undefined, label: string) => {
    if (parts.length > 0) parts.push('/');
    // A bootstrap token's id as the tokens page shows it, the whole id on hover.
    if (TOKEN_ID.test(text)) parts.push(h('span', { title: `${label}: ${text}` }, shortTokenId(text)));
    else parts.push(href ? h('a', { href, title: label }, text) : text);
  };
  for (const [key, value] of Object.entries(event.resource)) add(value, pageOf(key, value, event), key);
  if (event.location) {
    const name = decodeURIComponent(event.location.slice(event.location.lastIndexOf('/') + 1));
    const kind = /\/(clusters|rollouts)\/[^/]+$/.exec(event.location)?.[1];
    const key = kind === 'clusters' ? 'clusterId' : kind === 'rollouts' ? 'rolloutId' : '';
    add(name, pageOf(key, name, event), `created ${event.location}`);
  }
  return parts.length > 0 ? parts : ['—'];
}

function eventRow(event: AuditEvent): HTMLElement {
  return h(
    'tr',
    { 'data-event-id': event.id, 'data-outcome': event.outcome },
    h('td', { class: 'lines' }, h('time', { datetime: event.time }, when(event.time))),
    h('td', { class: 'lines' }, event.actor),
    h('td', {}, event.action),
    h('td', { class: 'wrap' }, ...resourceCell(event)),
    h(
      'td',
      {},
      h('span', { class: `outcome outcome-${event.outcome}` }, `${event.outcome} (${event.status})`),
    ),
    h(
      'td',
      { class: 'wrap detail' },
      event.detail ?? '—',
      event.traceId ? h('br') : null,
      event.traceId ? h('span', { class: 'muted' }, `trace ${event.traceId}`) : null,
    ),
  );
}

/** The filter form; submitting puts the filters in the address (`#/activity?actor=…`), so they can be shared. */
function filterForm(params: URLSearchParams): { form: HTMLFormElement; error: HTMLElement } {
  const input = (name: 'actor' | 'action', placeholder: string) => {
    const el = h('input', {
      id: `activity-${name}`,
      name,
      placeholder,
      maxlength: String(MAX[name]),
      'aria-describedby': 'activity-filter-error',
    }) as HTMLInputElement;
    el.value = params.get(name) ?? '';
    return el;
  };
  const actor = input('actor', 'alice@contoso.com');
  const action = input('action', 'createRollout');
  const outcome = h(
    'select',
    { id: 'activity-outcome', name: 'outcome' },
    h('option', { value: '' }, 'Any'),
    ...OUTCOMES.map((o) => h('option', { value: o }, o)),
  ) as HTMLSelectElement;
  outcome.value = OUTCOMES.includes(params.get('outcome') ?? '') ? (params.get('outcome') as string) : '';
  const error = h('p', { class: 'error', id: 'activity-filter-error', role: 'alert' });
  const form = h(
    'form',
    { class: 'inline', id: 'activity-filter', role: 'search', 'aria-label': 'Filter the activity' },
    h('label', { for: actor.id }, 'Actor (token subject)', actor),
    h('label', { for: action.id }, 'Action (operation)', action),
    h('label', { for: outcome.id }, 'Outcome', outcome),
    h('button', { type: 'submit' }, 'Filter'),
    ['actor', 'action', 'outcome'].some((name) => params.get(name))
      ? h('a', { href: '#/activity' }, 'Clear filters')
      : null,
    error,
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of [
      ['actor', actor.value.trim()],
      ['action', action.value.trim()],
      ['outcome', outcome.value],
      ['limit', params.get('limit') ?? ''],
    ])
      if (value) next.set(name as string, value as string);
    location.hash = `#/activity${next.toString() ? `?${next}` : ''}`;
  });
  return { form, error };
}

/**
 * The tenant's audit trail, newest first: who tried to change what and how it ended (done, refused
 * for want of a role, failed), one page at a time. Any reader of the tenant may see it.
 */
export async function activityView(params: URLSearchParams): Promise<void> {
  const display = viewRenderer();
  const asked = Number(params.get('limit') ?? PAGE);
  const limit = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : PAGE;
  const query = new URLSearchParams({ limit: String(limit) });
  for (const name of ['actor', 'action', 'outcome']) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const filtered = query.has('actor') || query.has('action') || query.has('outcome');
  const { form, error } = filterForm(params);
  const heading = h('h1', {}, 'Activity');
  const intro = h(
    'p',
    {},
    'Every change tried in this tenant through the API, newest first: what was done, what was refused ' +
      'for want of a role (Denied) and what failed. Reads are not recorded, nor any request body.',
  );
  /** The next page with any event: a filtered query may answer an empty page that is not the last. */
  const page = async (continuationToken?: string, options?: CallOptions) => {
    for (let token = continuationToken; ;) {
      const next = new URLSearchParams(query);
      if (token) next.set('continuationToken', token);
      const answer = await api<{ items: AuditEvent[]; continuationToken?: string }>(
        'GET',
        tenantPath(`audit-events?${next}`),
        undefined,
        options,
      );
      if (answer.items.length > 0 || !answer.continuationToken) return answer;
      token = answer.continuationToken;
    }
  };

  display(heading, intro, form, h('p', {}, 'Loading activity…'));
  let first: Awaited<ReturnType<typeof page>>;
  try {
    first = await page();
  } catch (err) {
    if (!(err instanceof ApiProblem) || err.status !== 400) throw err;
    error.textContent = err.violations.length
      ? err.violations.map((v) => `${v.path ?? v.field ?? ''}: ${v.message}`).join('; ')
      : err.detail;
    display(heading, intro, form);
    return;
  }
  if (first.items.length === 0) {
    display(
      heading,
      intro,
      form,
      h('p', { id: 'activity-empty' }, filtered ? 'No activity matches these filters.' : 'No activity yet.'),
    );
    return;
  }

  const body = h('tbody', {}, ...first.items.map(eventRow));
  const caption = h('caption', { class: 'visually-hidden' });
  const status = h('p', { role: 'status', id: 'activity-status' });
  const moreError = h('p', { class: 'error', role: 'alert', id: 'activity-more-error' });
  const more = h('button', { type: 'button', class: 'secondary', id: 'activity-more' }, 'Load more');
  let shown = first.items.length;
  let continuation = first.continuationToken;
  const counted = () => {
    caption.textContent = `${shown} events, newest first`;
    status.textContent = continuation
      ? `Showing the ${shown} newest events${filtered ? ' matching the filters' : ''}.`
      : `Showing all ${shown} events${filtered ? ' matching the filters' : ''}.`;
    more.toggleAttribute('hidden', !continuation);
  };
  // Who to sign in as again should the session end while paging (it is gone by then).
  const signedInAs = { tenant: tenant(), role: currentSession()?.roles[0] ?? 'reader' };
  const failed = async (err: Error) => {
    const message = `Could not load older events: ${err.message} `;
    if (!(err instanceof ApiProblem && err.status === 401)) {
      moreError.replaceChildren(message);
      return;
    }
    // The events shown stay: a new sign-in in this tab comes back here, and Load more goes on.
    keepThroughSignIn(() => {
      moreError.textContent = '';
      more.focus();
    });
    // The problem and how to go on are written at once, so the alert is announced whole.
    moreError.replaceChildren(message, await signInAgain(signedInAs.tenant, signedInAs.role).catch(() => ''));
  };
  let loading = false;
  more.addEventListener('click', () => {
    // Signed out here (an expired sign-in): nothing to send until a new one; the message says how.
    if (loading || !currentSession()) return;
    // Not `disabled`: that would drop the keyboard focus from the button while the page loads.
    loading = true;
    more.setAttribute('aria-disabled', 'true');
    moreError.textContent = '';
    page(continuation, { keepPage: true })
      .then((next) => {
        body.append(...next.items.map(eventRow));
        shown += next.items.length;
        continuation = next.continuationToken;
        counted();
        // The last page: the button goes, so the focus goes to what says all are shown.
        if (!continuation) status.focus();
      })
      .catch(failed)
      .finally(() => {
        loading = false;
        more.removeAttribute('aria-disabled');
      });
  });
  status.setAttribute('tabindex', '-1');
  counted();

  const columns = ['Time', 'Actor', 'Action', 'Resource', 'Outcome', 'Detail'];
  display(
    heading,
    intro,
    form,
    h(
      'table',
      { id: 'activity-table' },
      caption,
      h('thead', {}, h('tr', {}, ...columns.map((t) => h('th', { scope: 'col' }, t)))),
      body,
    ),
    status,
    moreError,
    more,
  );
}
