import { tenant } from './api';
import { copyButton } from './copy';
import { h, when } from './dom';

/**
 * What an operator runs in the cluster to register it with `token`: the agent's Helm chart with the
 * token in a Secret of the agent's namespace, as docs/agent.md installs it (a `--set
 * bootstrapToken.value` would keep the token in the release's history).
 */
export function installCommands(token: string, controlPlaneUrl: string, tenantId: string): string {
  return [
    'kubectl create namespace arcbridge-system',
    'kubectl -n arcbridge-system create secret generic arcbridge-bootstrap \\',
    `  --from-literal=token='${token}'`,
    'helm install arcbridge-agent agent/deploy/chart -n arcbridge-system \\',
    `  --set controlPlaneUrl=${controlPlaneUrl} \\`,
    `  --set tenantId=${tenantId} \\`,
    '  --set bootstrapToken.existingSecret=arcbridge-bootstrap',
    'kubectl get arcbridgecluster arcbridge-agent',
  ].join('\n');
}

/**
 * The token just created, shown this once: the page keeps it only in this panel (no URL, no
 * storage, no log), and "Done" or leaving the view drops it.
 */
export function tokenCreated(created: { token: string; expiresAt: string }, done: () => void): HTMLElement {
  const commands = installCommands(created.token, location.origin, tenant());
  const status = h('p', { role: 'status', id: 'token-copy-status' });
  const value = h('p', { class: 'once', id: 'token-value' }, created.token);
  const next = h('pre', { id: 'token-next-step', tabindex: '0', 'aria-label': 'Commands to run' }, commands);
  const heading = h('h2', { id: 'token-created-heading', tabindex: '-1' }, 'New bootstrap token');
  const panel = h(
    'section',
    { class: 'card once-panel', id: 'token-created', 'aria-labelledby': heading.id },
    heading,
    h(
      'p',
      { id: 'token-once-note' },
      h('strong', {}, 'Copy it now: it will not be shown again.'),
      ` The control plane keeps only its SHA-256 hash. It registers one cluster, once, until ${when(created.expiresAt)}.`,
    ),
    value,
    h('p', {}, copyButton('Copy token', 'token', created.token, value, status)),
    h('h3', {}, 'Next: install the agent with it'),
    h(
      'p',
      {},
      'With kubectl pointed at the cluster to register, from a checkout of ArcBridge (the chart is ',
      h('code', {}, 'agent/deploy/chart'),
      '), run:',
    ),
    next,
    h('p', {}, copyButton('Copy commands', 'commands', commands, next, status)),
    h(
      'p',
      { class: 'muted' },
      'If the cluster does not trust the control plane’s certificate (the embedded host signs its own with ',
      h('code', {}, '$ARCBRIDGE_DATA_DIR/ca/ca.pem'),
      '), add ',
      h('code', {}, '--set-file caBundle.pem=<that CA file>'),
      '. Once the agent has registered, the cluster appears in the fleet and the token below shows as used by it.',
    ),
    status,
    h('button', { type: 'button', onclick: done }, 'Done: hide the token'),
  );
  return panel;
}
