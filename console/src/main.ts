import { activityView } from './activity';
import { canWrite, currentSession, setSession, tenant, whenExpired } from './api';
import type { Session } from './api';
import { h, keptView, navigated, viewRenderer } from './dom';
import { fleetView } from './fleet';
import { confirmSwitch, sameIdentity } from './session-switch';
import { finishEntra, redeemCode, signInPage } from './signin';
import { leaveLive } from './live';
import { rolloutsView } from './rollout-list';
import { leaveRollout, rolloutView } from './rollouts';
import { tokensView } from './tokens';
import { catalogView, clusterView } from './views';

async function route(): Promise<void> {
  leaveRollout();
  leaveLive();
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

/**
 * Signs in from a link's fragment (first load, or a new link pasted into this tab), then routes.
 * `previousHash` is where the tab was before the address changed (a `hashchange`).
 */
async function enter(previousHash?: string): Promise<void> {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const code = fragment.get('code');
  // A link opened in this tab while a view waits, on screen, for a new sign-in: back to it as it is.
  const kept = code && !fragment.get('state') ? keptView() : undefined;
  const active = currentSession();
  try {
    if (code && fragment.get('state')) await finishEntra(fragment);
    else if (code) {
      // Signed in, the page stays where it was whatever the answer; the code leaves the address bar.
      const next = await redeemCode(code, kept?.hash ?? (active ? previousHash : undefined));
      if (active && !sameIdentity(active, next)) return await offerSwitch(next);
      setSession(next);
    }
  } catch (err) {
    return signInPage((err as Error).message);
  }
  signedIn();
  if (kept) kept.resume();
  else await route();
}

/** A link for someone else opened while signed in: nothing changes unless the user says so. */
async function offerSwitch(next: Session): Promise<void> {
  const active = currentSession();
  if (!active || !(await confirmSwitch(active, next))) return;
  setSession(next);
  signedIn();
  // Another sign-in may see other tenants and do other things: start over from the fleet.
  if (location.hash === '#/fleet') await route();
  else location.hash = '#/fleet';
}

whenExpired(() => void signInPage('Your sign-in has expired. Sign in again; what you typed is kept.'));
window.addEventListener('hashchange', (event) => void enter(new URL(event.oldURL).hash));
void enter();
