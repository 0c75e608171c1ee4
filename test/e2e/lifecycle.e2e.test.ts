import { randomUUID } from 'node:crypto';
import { createCsr } from '../support/agent-keys';
import { startTestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';
import { mintBootstrapToken, registerCluster, sampleInventory } from '../support/registration';

describe('time, restarts and limits (embedded host)', () => {
  it('expires bootstrap tokens, certificates, renewal grace and connectivity with time', async () => {
    const clock = new ManualClock();
    const tp = await startTestControlPlane({ clock, env: { ARCBRIDGE_RENEW_GRACE_SECONDS: '600' } });
    try {
      const short = await mintBootstrapToken(tp, 'contoso', { ttlSeconds: 60 });
      clock.advance(61);
      const expired = await tp.client.send({
        method: 'POST',
        path: '/api/v1/register',
        body: { bootstrapToken: short, clusterUid: randomUUID(), csr: (await createCsr()).csrPem },
      });
      expect(expired.status).toBe(401);

      const cluster = await registerCluster(tp, 'contoso');
      const heartbeat = (cert: { certPem: string; keyPem: string }) =>
        tp.client.send({
          method: 'POST',
          path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
          body: { agentVersion: '1' },
          cert,
        });
      const show = async () =>
        (
          await tp.client.send({
            path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
            token: await tp.token('contoso', 'reader'),
          })
        ).json<{ connectivity: string }>();

      expect((await show()).connectivity).toBe('Offline');
      expect((await heartbeat(cluster.cert)).status).toBe(204);
      expect((await show()).connectivity).toBe('Connected');
      clock.advance(121);
      expect((await show()).connectivity).toBe('Offline');

      const { csrPem, keyPem } = await createCsr();
      const renewed = await tp.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${cluster.clusterId}/renew`,
        body: { csr: csrPem },
        cert: cluster.cert,
      });
      expect(renewed.status).toBe(200);
      const newCert = { certPem: renewed.json<{ certificate: string }>().certificate, keyPem };
      expect((await heartbeat(cluster.cert)).status).toBe(204);
      clock.advance(601);
      const afterGrace = await heartbeat(cluster.cert);
      expect(afterGrace.status).toBe(401);
      expect((await heartbeat(newCert)).status).toBe(204);

      clock.advance(31 * 24 * 3600);
      const expiredCert = await heartbeat(newCert);
      expect(expiredCert.status).toBe(401);
      expect(expiredCert.json().detail).toContain('expired');
    } finally {
      await tp.stop();
    }
  });

  it('rejects an expired operator token with 401', async () => {
    const clock = new ManualClock();
    const tp = await startTestControlPlane({ clock });
    try {
      const token = await tp.plane.issuer.mint({
        subject: 's',
        roles: ['admin'],
        tenants: ['contoso'],
        ttlSeconds: 60,
      });
      expect((await tp.client.send({ path: '/api/v1/tenants/contoso/clusters', token })).status).toBe(200);
      clock.advance(3600);
      const response = await tp.client.send({ path: '/api/v1/tenants/contoso/clusters', token });
      expect(response.status).toBe(401);
      expect(response.json().detail).toContain('expired');
    } finally {
      await tp.stop();
    }
  });

  it('keeps clusters, tokens, inventory and status across a restart; the CA and issuer stay the same', async () => {
    const first = await startTestControlPlane();
    const cluster = await registerCluster(first, 'contoso', { labels: { env: 'prod' } });
    const unusedToken = await mintBootstrapToken(first, 'contoso');
    const inventory = await first.client.send({
      method: 'PUT',
      path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
      body: sampleInventory,
      headers: { 'if-none-match': '*' },
      cert: cluster.cert,
    });
    const status = await first.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/status`,
      body: {
        events: [
          {
            extension: 'podinfo',
            phase: 'Installed',
            reason: 'Healthy',
            lastTransitionTime: new Date().toISOString(),
            observedGeneration: 0,
          },
        ],
      },
      cert: cluster.cert,
    });
    expect(status.status).toBe(202);
    const operatorToken = await first.token('contoso', 'admin');
    await first.stop({ keepData: true });

    const second = await startTestControlPlane({ dataDir: first.dataDir });
    try {
      expect(second.caPem).toBe(first.caPem);
      const shown = await second.client.send({
        path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}`,
        token: operatorToken,
      });
      expect(shown.status).toBe(200);
      expect(shown.json()).toMatchObject({
        labels: { env: 'prod' },
        inventory: { nodes: 2 },
        status: { podinfo: { phase: 'Installed' } },
      });
      const sameEtag = await second.client.send({
        method: 'PUT',
        path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
        body: sampleInventory,
        headers: { 'if-match': inventory.headers.etag as string },
        cert: cluster.cert,
      });
      expect(sameEtag.status).toBe(200);
      const registered = await second.client.send({
        method: 'POST',
        path: '/api/v1/register',
        body: { bootstrapToken: unusedToken, clusterUid: randomUUID(), csr: (await createCsr()).csrPem },
      });
      expect(registered.status).toBe(201);
    } finally {
      await second.stop();
    }
  });

  it('rate-limits a noisy agent with 429 and Retry-After', async () => {
    const tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_AGENT_PER_SECOND: '1', ARCBRIDGE_RATE_AGENT_BURST: '3' },
    });
    try {
      const cluster = await registerCluster(tp, 'contoso');
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 5; i++) {
        const response = await tp.client.send({
          path: `/api/v1/clusters/${cluster.clusterId}/desired`,
          cert: cluster.cert,
        });
        statuses.push(response.status);
        if (response.status === 429) retryAfter = response.headers['retry-after'] as string;
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses).toContain(429);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    } finally {
      await tp.stop();
    }
  });
});
