import type { Session } from './api';
import { h } from './dom';

/** Same subject with the same tenants and roles: a new link for who is signed in changes nothing they can do. */
export function sameIdentity(a: Session, b: Session): boolean {
  const same = (x: string[], y: string[]) => [...x].sort().join('\n') === [...y].sort().join('\n');
  return a.subject === b.subject && same(a.tenants, b.tenants) && same(a.roles, b.roles);
}

const describe = (session: Session) =>
  `${session.subject} (tenant ${session.tenants.join(', ') || 'none'}; ${session.roles.join(', ') || 'no role'})`;

/**
 * Asks whether the sign-in of a link opened in this tab may replace the one in use: a link anyone
 * can send (or a page can put in this tab's address) must never swap whom the console acts as
 * without the user saying so. A modal dialog over the page, which stays as it is; true to switch.
 */
export function confirmSwitch(current: Session, next: Session): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = h('dialog', {
      id: 'session-switch',
      'aria-labelledby': 'session-switch-title',
      'aria-describedby': 'session-switch-text',
    }) as HTMLDialogElement;
    const answer = (switched: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(switched);
    };
    const keep = h(
      'button',
      { type: 'button', id: 'session-switch-keep', onclick: () => answer(false) },
      `Stay signed in as ${current.subject}`,
    );
    dialog.append(
      h('h2', { id: 'session-switch-title' }, 'Switch to another sign-in?'),
      h(
        'div',
        { id: 'session-switch-text' },
        h('p', {}, 'You are signed in as ', h('strong', {}, describe(current)), '.'),
        h('p', {}, 'The link just opened in this tab signs in as ', h('strong', {}, describe(next)), '.'),
        h('p', {}, 'If you did not open that link yourself to switch, stay signed in as you are.'),
      ),
      h(
        'p',
        {},
        keep,
        ' ',
        h(
          'button',
          { type: 'button', id: 'session-switch-accept', onclick: () => answer(true) },
          `Switch to ${next.subject}`,
        ),
      ),
    );
    // Escape closes the dialog: that keeps the current sign-in.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer(false);
    });
    document.body.append(dialog);
    dialog.showModal();
    keep.focus();
  });
}
