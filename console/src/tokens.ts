import { api, ApiProblem, canWrite, tenantPath } from './api';
import { h, viewRenderer, when } from './dom';
import type { Child } from './dom';
import { validatedForm } from './forms';
import { tokenCreated } from './token-created';

/** A token's record as GET .../bootstrap-tokens lists it (contract/registration.ts): never the token. */
export interface TokenRecord {
  id: string;
  description: string | null;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  state: string;
  usedAt?: string;
  usedByClusterId?: string;
}

/** How many hex digits of a token's id the table shows, as `arcbridge tokens list` does. */
const SHORT_ID = 12;
/** The API's lifetime bounds (ttlSeconds 60 to 86400), in the form's minutes. */
const TTL_MINUTES = { min: 1, max: 1440 };

/** Every page of the tenant's tokens (the API's continuation), newest first. */
async function loadTokens(): Promise<TokenRecord[]> {
  const all: TokenRecord[] = [];
  let continuationToken: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '1000' });
    if (continuationToken) query.set('continuationToken', continuationToken);
    const page = await api<{ items: TokenRecord[]; continuationToken?: string }>(
      'GET',
      tenantPath(`bootstrap-tokens?${query}`),
    );
    all.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** A token id as this page shows it; the activity page names tokens the same way. */
export const shortTokenId = (id: string): string => id.slice(0, SHORT_ID);
const shortId = (token: TokenRecord) => shortTokenId(token.id);
const named = (token: TokenRecord) =>
  `${shortId(token)}${token.description ? ` (${token.description})` : ''}`;

/** Unused, used by which cluster (a link to it) and when, or expired; a state the page does not know as sent. */
function stateCell(token: TokenRecord): Child {
  if (token.state === 'Used')
    return h(
      'span',
      { 'data-state': 'Used' },
      'Used by ',
      token.usedByClusterId
        ? h(
            'a',
            { href: `#/clusters/${encodeURIComponent(token.usedByClusterId)}`, class: 'nowrap' },
            token.usedByClusterId,
          )
        : 'a cluster',
      token.usedAt ? h('br') : null,
      token.usedAt ? h('span', { class: 'muted' }, when(token.usedAt)) : null,
    );
  return h('span', { 'data-state': token.state }, token.state);
}

function tokenTable(tokens: TokenRecord[], revoke: ((token: TokenRecord) => void) | undefined): HTMLElement {
  if (tokens.length === 0)
    return h('p', {}, revoke ? 'No bootstrap tokens yet: create one above.' : 'No bootstrap tokens yet.');
  const columns = ['ID', 'Description', 'Created', 'Expires', 'State'];
  return h(
    'table',
    { id: 'token-table' },
    h('caption', { class: 'visually-hidden' }, `${tokens.length} bootstrap tokens, newest first`),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...columns.map((t) => h('th', { scope: 'col' }, t)),
        revoke ? h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Actions')) : null,
      ),
    ),
    h(
      'tbody',
      {},
      ...tokens.map((token) =>
        h(
          'tr',
          { 'data-token-id': token.id },
          h('td', {}, h('code', {}, shortId(token))),
          h('td', { class: 'wrap' }, token.description ?? '—'),
          h(
            'td',
            { class: 'lines' },
            when(token.createdAt),
            h('br'),
            h('span', { class: 'muted' }, `by ${token.createdBy}`),
          ),
          h('td', {}, when(token.expiresAt)),
          h('td', { class: 'lines' }, stateCell(token)),
          revoke
            ? h(
                'td',
                {},
                token.state === 'Unused'
                  ? h(
                      'button',
                      {
                        type: 'button',
                        class: 'danger',
                        'aria-label': `Revoke token ${shortId(token)}`,
                        onclick: () => revoke(token),
                      },
                      'Revoke',
                    )
                  : null,
              )
            : null,
        ),
      ),
    ),
  );
}

/** The form that mints a token; what it answers goes to `created`. */
function createForm(created: (token: { token: string; expiresAt: string }) => void): HTMLFormElement {
  const form = validatedForm(
    'token-form',
    [
      {
        name: 'ttlMinutes',
        label: `Valid for (minutes, ${TTL_MINUTES.min}–${TTL_MINUTES.max}; default 60)`,
        type: 'number',
        placeholder: '60',
        validate: (v) =>
          v === '' || (/^\d+$/.test(v) && +v >= TTL_MINUTES.min && +v <= TTL_MINUTES.max)
            ? undefined
            : `Enter whole minutes from ${TTL_MINUTES.min} to ${TTL_MINUTES.max}.`,
      },
      {
        name: 'description',
        label: 'Description (the site or cluster it is for)',
        validate: (v) => (v.length > 256 ? 'At most 256 characters.' : undefined),
      },
    ],
    'Create token',
    async (values) => {
      const token = await api<{ token: string; expiresAt: string }>('POST', tenantPath('bootstrap-tokens'), {
        ...(values.ttlMinutes ? { ttlSeconds: Number(values.ttlMinutes) * 60 } : {}),
        ...(values.description ? { description: values.description } : {}),
      });
      form.reset();
      created(token);
    },
  );
  return form;
}

/**
 * The tenant's bootstrap tokens. Operators create one (shown once, with the command that uses it)
 * and revoke unused ones; anyone else gets no control, and the list only if the API gives it them.
 */
export async function tokensView(): Promise<void> {
  const display = viewRenderer();
  const operator = canWrite();
  const result = h('div', { id: 'token-result' });
  const message = h('p', { role: 'status', id: 'token-action-status', tabindex: '-1' });
  const error = h('p', { class: 'error', role: 'alert', id: 'token-action-error', tabindex: '-1' });
  const list = h('div', { id: 'token-list' }, h('p', {}, 'Loading tokens…'));

  const refresh = async () => {
    try {
      list.replaceChildren(tokenTable(await loadTokens(), operator ? revoke : undefined));
    } catch (err) {
      list.replaceChildren(
        err instanceof ApiProblem && err.status === 403
          ? h(
              'p',
              { id: 'token-list-forbidden' },
              `Only operators can list bootstrap tokens. The API answered: ${err.detail}`,
            )
          : h('p', { class: 'error', role: 'alert' }, `Could not list the tokens: ${(err as Error).message}`),
      );
    }
  };

  const revoke = (token: TokenRecord) => {
    if (!confirm(`Revoke bootstrap token ${named(token)}? No cluster can register with it afterwards.`))
      return;
    message.textContent = '';
    error.textContent = '';
    list.querySelectorAll('button').forEach((b) => b.setAttribute('disabled', ''));
    api('DELETE', tenantPath(`bootstrap-tokens/${encodeURIComponent(token.id)}`))
      .then(() => {
        message.textContent = `Token ${named(token)} revoked: it can no longer register a cluster.`;
        message.focus();
      })
      .catch((err: Error) => {
        error.textContent = `Could not revoke token ${shortId(token)}: ${err.message}`;
        error.focus();
      })
      .finally(() => void refresh());
  };

  const created = (token: { token: string; expiresAt: string }) => {
    const panel = tokenCreated(token, () => {
      result.replaceChildren();
      form.querySelector('input')?.focus();
    });
    result.replaceChildren(panel);
    panel.querySelector<HTMLElement>('#token-created-heading')?.focus();
    void refresh();
  };
  const form = createForm(created);

  display(
    h('h1', {}, 'Bootstrap tokens'),
    h(
      'p',
      {},
      'A bootstrap token lets one new cluster register, once, before it expires. The control plane keeps ' +
        'only its SHA-256 (the ID below), never the token; records stay 7 days past their expiry.',
    ),
    ...(operator
      ? [h('h2', {}, 'Create a token'), form, result]
      : [h('p', { id: 'token-operator-only' }, 'Creating and revoking tokens needs the operator role.')]),
    h('h2', {}, 'Tokens'),
    message,
    error,
    list,
  );
  await refresh();
}
