import { currentSession, eventStream, tenant, tenantPath } from './api';
import { h, keepThroughSignIn } from './dom';
import { signInAgain } from './signin';

let open: { stop(): void } | undefined;

/** Stops the page's stream when the page moves to another view (the router calls it). */
export function leaveLive(): void {
  open?.stop();
  open = undefined;
}

/**
 * Follows what the page shows over the tenant's event stream (GET .../events?topic=...): ONE
 * stream per page, whatever the page lists, replacing the stream of the page before. `notice` is
 * where an expired sign-in is told: the page stays as it is, with how to sign in again, and a new
 * sign-in in this tab resumes following it.
 */
export function followLive(
  query: Record<string, string>,
  onEvent: (event: string, data: unknown) => void,
  notice: HTMLElement,
): void {
  leaveLive();
  const signedInAs = { tenant: tenant(), role: currentSession()?.roles[0] ?? 'reader' };
  const start = () => {
    open = eventStream(tenantPath(`events?${new URLSearchParams(query)}`), onEvent, () => {
      notice.replaceChildren('Your sign-in has expired; what is shown is no longer updated. ');
      keepThroughSignIn(() => {
        notice.replaceChildren();
        start();
      });
      void signInAgain(signedInAs.tenant, signedInAs.role)
        .then((how) => notice.append(how))
        .catch(() => undefined);
    });
  };
  start();
}

/** The paragraph an expired sign-in is told in (polite: it does not interrupt). */
export const liveNotice = (): HTMLElement =>
  h('p', { class: 'error', id: 'live-notice', 'aria-live': 'polite' });
