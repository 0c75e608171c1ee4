import { problemOf, setSession } from './api';
import type { Session } from './api';
import { h, show } from './dom';

interface ConsoleConfig {
  signIn: 'local' | 'entra';
  clientId: string | null;
  authority: string | null;
  scope: string | null;
}

/**
 * Redeems `#code=...` once and removes it from the address bar and history, putting `returnTo` (the
 * fleet, or a view kept through the sign-in) in its place. Returns the sign-in; the caller decides
 * whether it may replace one in use (session-switch.ts).
 */
export async function redeemCode(code: string, returnTo = '#/fleet'): Promise<Session> {
  history.replaceState(null, '', `${location.pathname}${returnTo}`);
  const response = await fetch('/api/v1/console/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
    credentials: 'omit',
  });
  if (!response.ok) throw await problemOf(response);
  return (await response.json()) as Session;
}

const consoleConfig = async () => (await (await fetch('/api/v1/console/config')).json()) as ConsoleConfig;

/**
 * How to sign in again and go on with the page on screen, which was kept through an expired
 * sign-in: a new link opened in this tab returns to it as it is. Entra ID's sign-in leaves the page
 * (a redirect), so that is offered as the sign-in page offers it.
 */
export async function signInAgain(tenantId: string, role: string): Promise<HTMLElement> {
  const config = await consoleConfig();
  if (config.signIn === 'entra')
    return h(
      'button',
      { type: 'button', onclick: () => void entraSignIn(config) },
      'Sign in with Microsoft Entra ID',
    );
  return h(
    'span',
    {},
    'Sign in again to go on: run ',
    h('code', {}, `arcbridge console --tenant ${tenantId} --role ${role} --no-open`),
    ' and open the link it prints in this tab; what is shown here stays.',
  );
}

export async function signInPage(reason?: string): Promise<void> {
  const config = await consoleConfig();
  document.getElementById('nav')?.setAttribute('hidden', '');
  const who = document.getElementById('who');
  if (who) who.textContent = '';
  show(
    h('h1', {}, 'Sign in'),
    reason ? h('p', { class: 'error', role: 'alert', id: 'signin-reason' }, reason) : null,
    config.signIn === 'entra'
      ? h(
          'button',
          { type: 'button', id: 'entra-sign-in', onclick: () => void entraSignIn(config) },
          'Sign in with Microsoft Entra ID',
        )
      : h(
          'p',
          {},
          'Run ',
          h('code', {}, 'arcbridge console --tenant YOUR_TENANT --role operator'),
          ' and open the link it prints. Each link works once, for 5 minutes. Anything you were typing is kept.',
        ),
  );
}

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Authorization code flow with PKCE (S256) against Entra ID, as a single-page application. */
async function entraSignIn(config: ConsoleConfig): Promise<void> {
  const verifier = b64url(crypto.getRandomValues(new Uint8Array(32)));
  const state = b64url(crypto.getRandomValues(new Uint8Array(16)));
  const challenge = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  sessionStorage.setItem('arcbridge.pkce', JSON.stringify({ verifier, state }));
  const url = new URL(`${config.authority}/oauth2/v2.0/authorize`);
  url.search = new URLSearchParams({
    client_id: config.clientId ?? '',
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope: `${config.scope} openid`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    response_mode: 'fragment',
  }).toString();
  location.assign(url.toString());
}

const redirectUri = () => `${location.origin}${location.pathname}`;

/** Finishes the Entra redirect (#code=...&state=...): exchanges the code with the verifier. */
export async function finishEntra(params: URLSearchParams): Promise<boolean> {
  const pending = sessionStorage.getItem('arcbridge.pkce');
  if (!pending || !params.get('state')) return false;
  const { verifier, state } = JSON.parse(pending) as { verifier: string; state: string };
  sessionStorage.removeItem('arcbridge.pkce');
  history.replaceState(null, '', `${location.pathname}#/fleet`);
  if (params.get('state') !== state)
    throw new Error('Sign-in answer does not match this browser tab; sign in again.');
  const config = await consoleConfig();
  const response = await fetch(`${config.authority}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.clientId ?? '',
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: redirectUri(),
      code_verifier: verifier,
      scope: `${config.scope} openid`,
    }),
  });
  if (!response.ok) throw new Error(`Entra ID refused the sign-in (HTTP ${response.status}); sign in again.`);
  const tokens = (await response.json()) as { access_token: string; expires_in: number };
  const claims = JSON.parse(
    atob(tokens.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
  ) as Record<string, unknown>;
  setSession({
    token: tokens.access_token,
    subject: String(claims.preferred_username ?? claims.sub ?? 'user'),
    roles: (claims.roles as string[] | undefined) ?? [],
    tenants: (claims.tenants as string[] | undefined) ?? [],
    expiresAt: new Date(Date.now() + tokens.expires_in * 1000).toISOString(),
  });
  return true;
}
