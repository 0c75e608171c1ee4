import { createLogger } from '../../functions/platform/logger';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { ManualClock } from '../support/manual-clock';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

describe('heartbeat-gap sweep (timer trigger)', () => {
  const clock = new ManualClock();
  const lines: Record<string, unknown>[] = [];
  let tp: TestControlPlane;
  let a: RegisteredCluster;
  let b: RegisteredCluster;
  let c: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      clock,
      log: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    });
    a = await registerCluster(tp, 'contoso', { region: 'westeurope' });
    b = await registerCluster(tp, 'contoso', { region: 'eastus' });
    c = await registerCluster(tp, 'fabrikam');
  });
  afterAll(async () => {
    await tp.stop();
  });

  const heartbeat = (cluster: RegisteredCluster) =>
    tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/heartbeat`,
      body: { agentVersion: '1' },
      cert: cluster.cert,
    });
  const events = (name: string) => lines.filter((line) => line.message === name);

  it('declares a silent cluster offline once, across tenants, and logs when it returns', async () => {
    for (const cluster of [a, b, c]) expect((await heartbeat(cluster)).status).toBe(204);
    expect(await tp.plane.runtime.heartbeatSweep.run()).toEqual({
      tenants: 2,
      connected: 3,
      offline: 0,
      newlyOffline: 0,
    });

    clock.advance(100);
    await heartbeat(a);
    clock.advance(30);
    // b and c are now 130 s silent (threshold 120 s); a heartbeated 30 s ago.
    expect(await tp.plane.runtime.heartbeatSweep.run()).toEqual({
      tenants: 2,
      connected: 1,
      offline: 2,
      newlyOffline: 2,
    });
    expect(
      events('cluster offline')
        .map((e) => e.clusterId)
        .sort(),
    ).toEqual([b.clusterId, c.clusterId].sort());
    expect(events('cluster offline').find((e) => e.clusterId === b.clusterId)).toMatchObject({
      tenantId: 'contoso',
      region: 'eastus',
      heartbeatAgeSeconds: 130,
    });

    // A second sweep does not repeat the transition.
    await tp.plane.runtime.heartbeatSweep.run();
    expect(events('cluster offline')).toHaveLength(2);

    clock.advance(20);
    expect((await heartbeat(b)).status).toBe(204);
    expect(events('cluster online')).toEqual([
      expect.objectContaining({ tenantId: 'contoso', clusterId: b.clusterId, offlineSeconds: 20 }),
    ]);
    expect(await tp.plane.runtime.heartbeatSweep.run()).toMatchObject({
      connected: 2,
      offline: 1,
      newlyOffline: 0,
    });

    const metrics = await tp.client.send({ path: '/api/metrics' });
    expect(metrics.text).toContain('arcbridge_clusters{tenantId="fabrikam",connectivity="Offline"} 1');
    expect(metrics.text).toContain('arcbridge_clusters{tenantId="contoso",connectivity="Connected"} 2');
    expect(metrics.text).toMatch(/arcbridge_heartbeat_age_seconds_count\{tenantId="contoso"\} [1-9]/);
  });
});
