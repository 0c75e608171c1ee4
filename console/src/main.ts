import { activityView } from './activity';
import { canWrite, currentSession, tenant, whenExpired } from './api';
import { h, keptView, navigated, viewRenderer } from './dom';
import { fleetView } from './fleet';
import { finishEntra, redeemCode, signInPage } from './signin';
import { leaveRollout, rolloutView, rolloutsView } from './rollouts';
import { tokensView } from './tokens';
import { catalogView, clusterView } from './views';

async function route(): Promise<void> {
  leaveRollout();
  // Whatever an earlier page still renders after its requests come back is dropped from here on.
  navigated();
  const display = viewRenderer();
  if (!currentSession()) return signInPage();
  const [path = '', query = ''] = location.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  document.querySelectorAll<HTMLAnchorElement>('#nav a').forEach((a) => {
    if (a.getAttribute('href') === `#/${parts[0] ?? 'fleet'}`) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  });
  try {
    if (parts[0] === 'clusters' && parts[1]) return await clusterView(parts[1]);
    if (parts[0] === 'catalog') return await catalogView();
    if (parts[0] === 'rollouts' && parts[1]) return rolloutView(parts[1]);
    if (parts[0] === 'rollouts') return await rolloutsView();
    if (parts[0] === 'tokens') return await tokensView();
    if (parts[0] === 'activity') return await activityView(params);
    return await fleetView(params);
  } catch (err) {
    if (!currentSession()) return;
    display(
      h('h1', {}, 'Something went wrong'),
      h('p', { class: 'error', role: 'alert' }, (err as Error).message),
    );
  }
}

function signedIn(): void {
  const session = currentSession();
  if (!session) return;
  const nav = document.getElementById('nav');
  nav?.removeAttribute('hidden');
  nav?.querySelectorAll('[data-write]').forEach((el) => el.toggleAttribute('hidden', !canWrite()));
  const who = document.getElementById('who');
  if (who) who.textContent = `${session.subject} · ${tenant()} · ${session.roles.join(', ')}`;
}

/** Signs in from a link's fragment (first load, or a new link pasted into this tab), then routes. */
async function enter(): Promise<void> {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  // A link opened in this tab while a view waits, on screen, for a new sign-in: back to it as it is.
  const kept = fragment.get('code') && !fragment.get('state') ? keptView() : undefined;
  try {
    if (fragment.get('code') && fragment.get('state')) await finishEntra(fragment);
    else if (fragment.get('code')) await redeemCode(fragment.get('code') as string, kept?.hash);
  } catch (err) {
    return signInPage((err as Error).message);
  }
  signedIn();
  if (kept) kept.resume();
  else await route();
}

whenExpired(() => void signInPage('Your sign-in has expired. Sign in again; what you typed is kept.'));
window.addEventListener('hashchange', () => void enter());
void enter();
