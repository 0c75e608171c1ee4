import { request } from 'node:https';
import type { ClusterDocument } from '../../functions/clusters/model';
import { FANOUT_QUEUE } from '../../functions/rollout/model';
import type { RolloutClusterDocument } from '../../functions/rollout/model';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';

interface RolloutView {
  id: string;
  state: string;
  haltReason: string | null;
  waitingReason: string | null;
  counts: Record<string, number>;
  stages: { name: string; state: string }[];
}

const EXTENSION = 'logging';

describe('rollout delivery: idempotency, healing, gates, pause, auto-rollback, live events', () => {
  let tp: TestControlPlane;
  let token: string;
  let fleet: FakeFleet;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: {
        ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
        ARCBRIDGE_RATE_AGENT_BURST: '1000',
        ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
        ARCBRIDGE_RATE_OPERATOR_BURST: '1000',
        ARCBRIDGE_ROLLOUT_HEAL_AFTER_SECONDS: '1',
      },
    });
    token = await tp.token('contoso', 'operator');
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) {
      await api('PUT', `/extensions/${EXTENSION}/versions/${version}`, {
        kind: 'helm',
        source: { url: 'oci://registry.example.com/charts', chart: 'fluent-bit' },
      });
    }
    fleet = new FakeFleet(tp, 'contoso');
    await fleet.add(6, (i) => ({ region: 'westeurope', labels: { ring: i < 3 ? 'a' : 'b' } }));
    await fleet.heartbeat();
  });
  afterAll(async () => {
    await tp.stop();
  });

  const api = (method: string, path: string, body?: unknown) =>
    tp.client.send({ method, path: `/api/v1/tenants/contoso${path}`, body, token });
  const view = async (id: string) => (await api('GET', `/rollouts/${id}`)).json<RolloutView>();
  const records = () => tp.plane.runtime.store.collection<RolloutClusterDocument>('rolloutClusters');
  const cluster = (id: string) =>
    tp.plane.runtime.store.collection<ClusterDocument>('clusters').read('contoso', id);

  async function until(id: string, done: (v: RolloutView) => boolean, converge = true): Promise<RolloutView> {
    const deadline = Date.now() + 60_000; // waits for the event; the bound only catches a hang
    for (;;) {
      await fleet.heartbeat();
      if (converge) await fleet.converge(EXTENSION);
      await tp.plane.runtime.rolloutReconciler.reconcile('contoso', id);
      const current = await view(id);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  it('changes nothing twice when fan-out messages are redelivered or duplicated', async () => {
    const created = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '1.0.0',
        namespace: 'logging',
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      })
    ).json<RolloutView>();
    await until(created.id, (v) => v.state === 'Completed');
    const generations = await Promise.all(fleet.clusters.map(async (c) => (await cluster(c.clusterId))!.doc));
    // Replay every message twice, directly and through the queue.
    for (const c of fleet.clusters) {
      const body = { tenantId: 'contoso', rolloutId: created.id, clusterId: c.clusterId };
      expect(await tp.plane.runtime.fanout.handle(body)).toBe('duplicate');
      await tp.plane.runtime.bus.send(FANOUT_QUEUE, [{ body, messageId: `${created.id}.${c.clusterId}` }]);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await Promise.all(fleet.clusters.map(async (c) => (await cluster(c.clusterId))!.doc));
    expect(after.map((d) => d.desiredGeneration)).toEqual(generations.map((d) => d.desiredGeneration));
    expect((await view(created.id)).counts.Succeeded).toBe(6);
    expect(await tp.plane.runtime.bus.peekDeadLetters(FANOUT_QUEUE)).toEqual([]);
  });

  it('re-sends a planned update whose message was lost (the outbox)', async () => {
    const created = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '2.0.0',
        namespace: 'logging',
        strategy: { stages: [{ name: 'all', percent: 100 }], pacing: { perSecond: 1 } },
      })
    ).json<RolloutView>();
    // Lose every message still scheduled, behind the engine's back.
    const page = await records().query('contoso', {
      where: [{ path: ['rolloutId'], op: 'eq', value: created.id }],
    });
    const scheduled = page.items.filter((item) => item.doc.state === 'Scheduled' && item.doc.sequenceNumber);
    expect(scheduled.length).toBeGreaterThan(0);
    await tp.plane.runtime.bus.cancelScheduled(
      FANOUT_QUEUE,
      scheduled.map((item) => BigInt(item.doc.sequenceNumber!)),
    );
    const done = await until(created.id, (v) => v.state === 'Completed');
    expect(done.counts.Succeeded).toBe(6);
    for (const c of fleet.clusters) {
      expect((await fleet.desired(c)).extensions.find((e) => e.name === EXTENSION)?.version).toBe('2.0.0');
    }
  });

  it('halts when a stage gate is false and rolls back automatically', async () => {
    const created = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '3.0.0',
        strategy: {
          stages: [
            { name: 'a', selector: 'ring=a' },
            { name: 'b', selector: 'ring=b', gate: 'succeeded == total && total > 100' },
          ],
          autoRollback: true,
        },
      })
    ).json<RolloutView>();
    const final = await until(created.id, (v) => v.state === 'RolledBack');
    expect(final.haltReason).toContain("stage 'b' gate 'succeeded == total && total > 100' is false");
    for (const c of fleet.clusters) {
      expect((await fleet.desired(c)).extensions.find((e) => e.name === EXTENSION)?.version).toBe('2.0.0');
    }
  });

  it('paces sends to one source host at its cap', async () => {
    const first = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '1.0.0',
        namespace: 'logging',
        strategy: { stages: [{ name: 'all', percent: 100 }], pacing: { perSourceHostPerSecond: 4 } },
      })
    ).json<RolloutView>();
    const page = await records().query('contoso', {
      where: [{ path: ['rolloutId'], op: 'eq', value: first.id }],
    });
    const slots = page.items
      .map((item) => item.doc.slotAt)
      .filter((slot): slot is string => slot !== null)
      .map((slot) => Date.parse(slot))
      .sort((a, b) => a - b);
    expect(slots).toHaveLength(6);
    for (let i = 1; i < slots.length; i++) expect(slots[i]! - slots[i - 1]!).toBeGreaterThanOrEqual(250);
    await until(first.id, (v) => v.state === 'Completed');
  });

  it('rejects broken gates and selectors with 422 listing each', async () => {
    const response = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '3.0.0',
      strategy: {
        stages: [
          { name: 'a', selector: 'ring in a', gate: 'total > 0' },
          { name: 'a', percent: 100, gate: 'failed / ' },
        ],
      },
    });
    expect(response.status).toBe(422);
    const paths = response.json<{ violations: { path: string }[] }>().violations.map((v) => v.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.strategy.stages.0.selector',
        'body.strategy.stages.0.gate',
        'body.strategy.stages.1.name',
        'body.strategy.stages.1.gate',
      ]),
    );
  });

  it('pauses and resumes, saying why it waits, and streams progress as server-sent events', async () => {
    const created = (
      await api('POST', '/rollouts', {
        extension: EXTENSION,
        version: '1.0.0',
        namespace: 'logging',
        strategy: { stages: [{ name: 'all', percent: 100 }], pacing: { perSecond: 2 } },
      })
    ).json<RolloutView>();
    const paused = (await api('POST', `/rollouts/${created.id}/pause`)).json<RolloutView>();
    expect(paused.state).toBe('Paused');
    expect(paused.waitingReason).toContain('paused');
    expect(paused.counts.Scheduled).toBe(0);
    expect((await api('POST', `/rollouts/${created.id}/pause`)).status).toBe(200);
    expect((await api('POST', `/rollouts/${created.id}/resume`)).json<RolloutView>().state).toBe('Running');

    const events = new Promise<string>((resolve, reject) => {
      const req = request(
        new URL(`/api/v1/tenants/contoso/rollouts/${created.id}/events`, tp.plane.url),
        { headers: { authorization: `Bearer ${token}` }, ca: tp.caPem },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toContain('text/event-stream');
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    await until(created.id, (v) => v.state === 'Completed');
    const frames = (await events).split('\n\n').filter(Boolean);
    expect(frames[0]).toMatch(/^event: progress\n/);
    expect(frames.at(-1)).toContain('event: end');
    expect(frames.at(-1)).toContain('"state":"Completed"');
    expect(frames.filter((f) => f.startsWith('event: progress')).length).toBeGreaterThan(1);
  });
});
