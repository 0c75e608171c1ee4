import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { FakeKubeApi } from './fake-kube-api';
import { serviceAccountUserInfo } from './fake-kube-authz';
import { selfSignedServingCertificate } from './fake-kube-tls';

/**
 * The fake Kubernetes API on its own, for kubectl and a locally run agent:
 *
 *   npm run fake-kube -- --port 6443 --kubeconfig /tmp/fake/admin.kubeconfig \
 *     [--agent-kubeconfig /tmp/fake/agent.kubeconfig] [--agent-namespace arcbridge-system]
 *
 * `--kubeconfig` gets an admin (system:masters) kubeconfig; `--agent-kubeconfig` one that
 * authenticates as the agent's ServiceAccount, so RBAC applies to it as in a real cluster. Both are
 * written with mode 0600 (they hold bearer tokens). Objects live in memory until the process ends.
 */
const ADMIN_TOKEN = 'fake-token';
const AGENT_TOKEN = 'arcbridge-agent-token';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      kubeconfig: { type: 'string' },
      'agent-kubeconfig': { type: 'string' },
      'agent-namespace': { type: 'string', default: 'arcbridge-system' },
      'agent-service-account': { type: 'string', default: 'arcbridge-agent' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: not a port: ${values.port}`);
  const tls = await selfSignedServingCertificate();
  const api = new FakeKubeApi({
    tls,
    users: {
      [AGENT_TOKEN]: serviceAccountUserInfo(values['agent-namespace']!, values['agent-service-account']!),
    },
  });
  // What every real cluster has from the start.
  for (const name of ['default', 'kube-system', 'kube-public', 'kube-node-lease'])
    api.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
  const url = await api.start(port, values.host);
  const write = (file: string, token: string) =>
    writeFileSync(file, kubeconfigYaml(url, token, tls.certPem), { mode: 0o600 });
  if (values.kubeconfig) write(values.kubeconfig, ADMIN_TOKEN);
  if (values['agent-kubeconfig']) write(values['agent-kubeconfig'], AGENT_TOKEN);
  process.stdout.write(
    `${JSON.stringify({ msg: 'fake Kubernetes API listening', url, kubeconfig: values.kubeconfig ?? null, agentKubeconfig: values['agent-kubeconfig'] ?? null })}\n`,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void api.stop().then(() => process.exit(0)));
  }
}

export function kubeconfigYaml(server: string, token: string, caPem: string): string {
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name: 'fake',
        cluster: { server, 'certificate-authority-data': Buffer.from(caPem).toString('base64') },
      },
    ],
    users: [{ name: 'fake', user: { token } }],
    contexts: [{ name: 'fake', context: { cluster: 'fake', user: 'fake', namespace: 'default' } }],
    'current-context': 'fake',
  });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`fake-kube: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
