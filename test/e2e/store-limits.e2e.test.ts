import { MAX_DOCUMENT_BYTES } from '../../functions/platform/store/store';
import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';

/**
 * A write that would make a stored resource larger than a Cosmos DB item answers 413 with a
 * problem that names the limit and says what to do, and changes nothing: on the embedded adapters
 * (which hold documents to the same limit) and on the Azure adapters against the strict emulator.
 */
describe.each(TEST_MODES)('stored resource limits (%s mode)', (mode) => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane({ mode });
  });
  afterAll(async () => {
    await tp.stop();
  });

  it('answers 413 resource-too-large when direct assignments would outgrow the cluster document, changing nothing', async () => {
    const cluster = await registerCluster(tp, 'contoso', { name: 'many-values' });
    const token = await tp.token('contoso', 'operator');
    const assign = (name: string) =>
      tp.client.send({
        method: 'PUT',
        path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}/extensions/${name}`,
        token,
        body: {
          kind: 'helm',
          version: '1.0.0',
          source: { url: 'https://charts.example.com', chart: name },
          namespace: 'team-a',
          // Just under the endpoint's own 256 KiB body limit.
          values: { blob: 'v'.repeat(250 * 1024) },
        },
      });
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof assign>> | undefined;
    for (let index = 0; index < 12 && !refused; index++) {
      const response = await assign(`ext-${index}`);
      statuses.push(response.status);
      if (response.status !== 201) refused = response;
    }
    // About eight 250 KiB values fit in one 2 MB item; the next one is refused.
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.length).toBe(Math.floor(MAX_DOCUMENT_BYTES / (250 * 1024)) + 1);
    expect(refused?.status).toBe(413);
    expect(refused?.headers['content-type']).toMatch(/application\/problem\+json/);
    const problem = refused!.json<{ type: string; detail: string; limitBytes: number }>();
    expect(problem.type).toBe('https://arcbridge.dev/problems/resource-too-large');
    expect(problem.limitBytes).toBe(MAX_DOCUMENT_BYTES);
    expect(problem.detail).toMatch(/Nothing was changed; make it smaller/);

    const shown = await tp.client.send({
      path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
      token: await tp.token('contoso', 'reader'),
    });
    const extensions = shown.json<{ extensions: { name: string }[] }>().extensions.map((e) => e.name);
    expect(extensions).toHaveLength(statuses.length - 1);
    expect(extensions).not.toContain(`ext-${statuses.length - 1}`);
  });

  if (mode === 'emulated') {
    it('rides out Cosmos DB throttling (429 + x-ms-retry-after-ms) without the caller noticing', async () => {
      const cluster = await registerCluster(tp, 'contoso', { name: 'throttled' });
      const cosmos = tp.plane.emulators!.cosmos;
      const before = cosmos.throttled();
      cosmos.throttle(4, { retryAfterMs: 25 });
      const shown = await tp.client.send({
        path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
        token: await tp.token('contoso', 'reader'),
      });
      expect(shown.status).toBe(200);
      expect(shown.json()).toMatchObject({ id: cluster.clusterId, name: 'throttled' });
      expect(cosmos.throttled() - before).toBe(4);
    });
  }
});
