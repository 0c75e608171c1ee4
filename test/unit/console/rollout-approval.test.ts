/**
 * Who sees the console's Approve and Reject buttons: the stage's approvers by subject or by role
 * (that role or a higher one, as the API decides), never the rollout's starter under four eyes.
 */
import { setSession } from '../../../console/src/api';
import { mayDecide, stageGateText } from '../../../console/src/rollout-approval';

const signIn = (subject: string, roles: string[]) =>
  setSession({ token: 't', subject, roles, tenants: ['contoso'], expiresAt: '2099-01-01T00:00:00Z' });

describe('console approval buttons', () => {
  afterEach(() => setSession(undefined));

  it('shows them to approvers named by subject or holding an approver role or a higher one', () => {
    signIn('bob', ['reader']);
    expect(mayDecide(['bob'], 'carol', false, true)).toBe(true);
    expect(mayDecide(['role:operator'], 'carol', false, true)).toBe(false);
    signIn('erin', ['admin']);
    expect(mayDecide(['role:operator'], 'carol', false, true)).toBe(true);
    expect(mayDecide(['bob', 'role:unknown'], 'carol', false, true)).toBe(false);
  });

  it('hides Approve from the starter under four eyes, not Reject', () => {
    signIn('carol', ['operator']);
    expect(mayDecide(['role:operator'], 'carol', true, true)).toBe(false);
    expect(mayDecide(['role:operator'], 'carol', true, false)).toBe(true);
    expect(mayDecide(['role:operator'], 'carol', false, true)).toBe(true);
  });

  it('shows nothing without a session', () => {
    expect(mayDecide(['role:reader'], 'carol', false, true)).toBe(false);
  });

  it('describes a stage waiting for approval and for windows', () => {
    expect(
      stageGateText({
        name: 'rest',
        approval: { state: 'Waiting', approvers: ['bob'], dueAt: '2026-06-01T10:00:00Z', by: null, at: null },
        windows: { waiting: 3, nextOpensAt: '2026-06-01T23:00:00Z', lastOpensAt: '2026-06-02T01:00:00Z' },
      }),
    ).toBe(
      ' · approval Waiting until 2026-06-01T10:00:00Z (approvers: bob) · 3 cluster(s) waiting for their maintenance window; next opens 2026-06-01T23:00:00Z',
    );
  });
});
