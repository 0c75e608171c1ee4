import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'contoso';
/** Kubernetes' own namespaces, the agent's, and any other name Kubernetes reserves (kube-*). */
const SYSTEM = ['kube-system', 'kube-public', 'kube-node-lease', 'arcbridge-system', 'kube-anything'];

type Problem = { status: number; violations: { path: string; message: string }[] };

/**
 * No route lets an operator place an extension in a system namespace: a direct assignment, a
 * fleet assignment and a rollout that names a namespace each answer 422 naming body.namespace,
 * and nothing is written.
 */
describe('system namespaces are never an extension target (embedded host)', () => {
  let tp: TestControlPlane;
  let operator: string;
  let cluster: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    operator = await tp.token(TENANT, 'operator');
    cluster = await registerCluster(tp, TENANT, { name: 'edge-1', group: 'prod' });
    const published = await api('PUT', 'extensions/podinfo/versions/1.0.0', {
      kind: 'manifest',
      source: { url: 'https://example.com/podinfo.yaml' },
    });
    expect(published.status).toBe(201);
  });
  afterAll(async () => {
    await tp.stop();
  });

  const api = (method: string, path: string, body?: unknown) =>
    tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${path}`,
      token: operator,
      ...(body === undefined ? {} : { body }),
    });

  function expectRefused(response: { status: number; json<T>(): T }, namespace: string) {
    expect(response.status).toBe(422);
    const problem = response.json<Problem>();
    expect(problem.violations).toContainEqual({
      path: 'body.namespace',
      message: expect.stringContaining(`'${namespace}' is a system namespace`),
    });
  }

  it.each(SYSTEM)(
    'refuses %s on a direct assignment, a fleet assignment and a rollout',
    async (namespace) => {
      const direct = await api('PUT', `clusters/${cluster.clusterId}/extensions/podinfo`, {
        kind: 'manifest',
        version: '1.0.0',
        source: { url: 'https://example.com/podinfo.yaml' },
        namespace,
      });
      expectRefused(direct, namespace);

      const assignment = await api('PUT', 'assignments/podinfo', {
        extension: 'podinfo',
        version: '1.0.0',
        namespace,
        target: { groups: ['prod'] },
      });
      expectRefused(assignment, namespace);

      const rollout = await api('POST', 'rollouts', {
        extension: 'podinfo',
        version: '1.0.0',
        namespace,
        target: { groups: ['prod'] },
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      });
      expectRefused(rollout, namespace);

      // Nothing was written.
      const shown = await api('GET', `clusters/${cluster.clusterId}`);
      expect(shown.json<{ extensions: unknown[] }>().extensions).toEqual([]);
      expect((await api('GET', 'assignments/podinfo')).status).toBe(404);
      expect((await api('GET', 'rollouts')).json<{ items: unknown[] }>().items).toEqual([]);
    },
  );

  it('accepts a namespace of the extension’s own', async () => {
    const direct = await api('PUT', `clusters/${cluster.clusterId}/extensions/podinfo`, {
      kind: 'manifest',
      version: '1.0.0',
      source: { url: 'https://example.com/podinfo.yaml' },
      namespace: 'podinfo',
    });
    expect(direct.status).toBe(201);
  });
});
