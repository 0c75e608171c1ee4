import { request } from 'node:https';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';

/** The live stream of one console page: its first event, then the stream is closed. */
describe('tenant event stream (GET .../events)', () => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane();
  });
  afterAll(async () => {
    await tp.stop();
  });

  /** The status, and the first event of the stream (the connection is closed after it). */
  function firstEvent(
    query: string,
    bearer: string,
  ): Promise<{ status: number; event?: string; data?: unknown }> {
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(`/api/v1/tenants/contoso/events?${query}`, tp.plane.url),
        { headers: { authorization: `Bearer ${bearer}` }, ca: tp.caPem },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            const end = text.indexOf('\n\n');
            if (res.statusCode !== 200 || end < 0) return;
            const block = text.slice(0, end).split('\n');
            const event = block.find((line) => line.startsWith('event: '))?.slice(7);
            const data = JSON.parse(block.find((line) => line.startsWith('data: '))!.slice(6)) as unknown;
            req.destroy();
            resolve({ status: 200, ...(event ? { event } : {}), data });
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, data: text ? JSON.parse(text) : undefined }),
          );
        },
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end();
    });
  }

  it('sends the page its answer first: the fleet summary, the rollouts, one cluster', async () => {
    const cluster = await registerCluster(tp, 'contoso', { labels: { env: 'prod' }, region: 'westeurope' });
    const reader = await tp.token('contoso', 'reader');
    const fleet = await firstEvent('topic=fleet&labelSelector=env%3Dprod', reader);
    expect(fleet).toMatchObject({ status: 200, event: 'summary', data: { clusters: 1 } });
    const rollouts = await firstEvent('topic=rollouts', reader);
    expect(rollouts).toMatchObject({ status: 200, event: 'rollouts', data: { items: [] } });
    const one = await firstEvent(`topic=cluster&clusterId=${cluster.clusterId}`, reader);
    expect(one).toMatchObject({
      status: 200,
      event: 'cluster',
      data: { id: cluster.clusterId, region: 'westeurope' },
    });
  });

  it('answers a bad request with a problem before any stream starts', async () => {
    const reader = await tp.token('contoso', 'reader');
    expect((await firstEvent('topic=fleet&labelSelector=env%20in%20(', reader)).status).toBe(400);
    expect((await firstEvent('topic=cluster', reader)).status).toBe(400);
    expect((await firstEvent('topic=everything', reader)).status).toBe(400);
    expect((await firstEvent('topic=cluster&clusterId=c-aaaaaaaaaaaaaaaaaaaaaaaaaa', reader)).status).toBe(
      404,
    );
    const other = await tp.token('fabrikam', 'reader');
    expect((await firstEvent('topic=rollouts', other)).status).toBe(403);
  });

  it('answers 404 for the timeline of a rollout that does not exist', async () => {
    const response = await tp.client.send({
      path: '/api/v1/tenants/contoso/rollouts/r-mi9x2k1a-3f9a0b1c/timeline',
      token: await tp.token('contoso', 'reader'),
    });
    expect(response.status).toBe(404);
  });
});
