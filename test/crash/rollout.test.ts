/**
 * Rollout and rollback under SIGKILL: the control plane (a child process, `npm start`'s entry
 * point) is killed in the middle of a rollout's fan-out, at a seeded random number of written
 * pins, and in the middle of a rollback, then started again on the same data dir. The rollout
 * must go on (or finish) with no cap exceeded and every cluster's pin written exactly once; the
 * rollback must finish by itself with every cluster restored exactly once. The queue's effects
 * are counted in the store: one desired-state generation per cluster per wave, no dead letters.
 */
import type { ClusterDocument } from '../../functions/clusters/model';
import type { RolloutClusterDocument, RolloutDocument } from '../../functions/rollout/model';
import { FakeFleet } from '../support/fake-fleet';
import { between, CrashHost, crashSeed, seededRandom } from './support/crash-host';

const TENANT = 'crashy';
const EXTENSION = 'podinfo';
const CLUSTERS = 40;
/** Sends per second while the first rollout runs, so the kill lands in the middle of it. */
const CAP = 10;
const seed = crashSeed();

interface RolloutView {
  id: string;
  state: string;
  counts: Record<string, number>;
}

const caps = (cap: number): Record<string, string> => ({
  ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: String(cap),
  ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: String(cap),
  ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: String(cap),
});

describe(`rollouts survive SIGKILL of the control plane (ARCBRIDGE_CRASH_SEED=${seed})`, () => {
  const random = seededRandom(seed);
  const host = new CrashHost();
  let fleet: FakeFleet;

  beforeAll(async () => {
    await host.start(caps(CAP));
    fleet = new FakeFleet(host.asTestPlane(), TENANT);
    await fleet.add(CLUSTERS, (i) => ({
      region: i % 2 === 0 ? 'westeurope' : 'eastus',
      labels: { n: String(i) },
    }));
    await fleet.heartbeat();
    for (const version of ['1.0.0', '2.0.0']) {
      const published = await api('PUT', `/extensions/${EXTENSION}/versions/${version}`, {
        kind: 'manifest',
        source: { url: `https://charts.example.com/podinfo-${version}.yaml` },
      });
      expect(published.status).toBe(201);
    }
  });
  afterAll(() => host.dispose());

  async function api(method: string, path: string, body?: unknown) {
    return host.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}${path}`,
      body,
      token: await host.token(TENANT, 'operator'),
    });
  }
  const records = (rolloutId: string) =>
    host
      .documents<RolloutClusterDocument>('rolloutClusters', TENANT)
      .map((row) => row.doc)
      .filter((doc) => doc.rolloutId === rolloutId);
  const rolloutState = (rolloutId: string) =>
    host.documents<RolloutDocument>('rollouts', TENANT).find((row) => row.id === rolloutId)!.doc.state;
  const generations = () =>
    new Map(
      host
        .documents<ClusterDocument>('clusters', TENANT)
        .map(({ doc }) => [doc.id, { generation: doc.desiredGeneration, pin: doc.pins?.[EXTENSION] }]),
    );

  /** Agents keep heartbeating and converging (the host's own timer and queue do the rest). */
  async function until(
    rolloutId: string,
    done: (view: RolloutView) => boolean,
    ms = 90_000,
  ): Promise<RolloutView> {
    const deadline = Date.now() + ms;
    for (;;) {
      await fleet.heartbeat();
      await fleet.converge(EXTENSION);
      const view = (await api('GET', `/rollouts/${rolloutId}`)).json<RolloutView>();
      if (done(view)) return view;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(view)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('continues a rollout after SIGKILL in the middle of it: no cap exceeded, every pin written once', async () => {
    const before = generations();
    const created = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '1.0.0',
      namespace: 'apps',
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    expect(created.status).toBe(201);
    const { id } = created.json<RolloutView>();
    // Kill once some (not all) pins are written: a seeded number between an eighth and three quarters.
    const killAt = between(random, CLUSTERS / 8, (CLUSTERS * 3) / 4);
    while (records(id).filter((r) => r.appliedAt !== null).length < killAt) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await host.kill();
    expect(records(id).filter((r) => r.appliedAt !== null).length).toBeLessThan(CLUSTERS);

    await host.start(caps(CAP));
    const done = await until(id, (view) => view.state !== 'Running');
    expect(done.state).toBe('Completed');
    expect(done.counts.Succeeded).toBe(CLUSTERS);

    // Every cluster pinned exactly once: one generation more than before, on this rollout's pin.
    const after = generations();
    for (const [clusterId, { generation }] of before) {
      expect(after.get(clusterId)).toMatchObject({
        generation: generation + 1,
        pin: { rolloutId: id, version: '1.0.0' },
      });
    }
    // Every record finishes its pin write; no message was given up on. A claim the kill cut off
    // before its confirmation is finished by the message's redelivery, once the dead instance's
    // lock on it expires (60 s), which can come after the agents reported: wait for that event.
    const unconfirmed = () => records(id).filter((r) => !r.pinWrittenAt);
    const deadline = Date.now() + 120_000;
    while (unconfirmed().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(unconfirmed()).toEqual([]);
    expect(host.queue().deadLetters).toEqual({});
    // No cap exceeded across the crash: in any second at most CAP admitted writes.
    const times = records(id)
      .map((r) => Date.parse(r.appliedAt!))
      .sort((a, b) => a - b);
    for (let i = 0; i + CAP < times.length; i++)
      expect(times[i + CAP]! - times[i]!).toBeGreaterThanOrEqual(1000);
  }, 300_000);

  it('finishes a rollback after SIGKILL in the middle of it: every cluster restored once', async () => {
    // Fast caps for this one: the rollout completes at once, and the rollback has 40 clusters to restore.
    await host.restart(caps(1000));
    const created = await api('POST', '/rollouts', {
      extension: EXTENSION,
      version: '2.0.0',
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    const { id } = created.json<RolloutView>();
    await until(id, (view) => view.state === 'Completed');
    const before = generations();

    // The rollback call is in flight when the host dies: kill as soon as it has begun, after a
    // seeded number of restored clusters (0 included: the kill may land before any).
    const killAt = between(random, 0, CLUSTERS / 4);
    const call = api('POST', `/rollouts/${id}/rollback`).catch(() => undefined);
    const restored = () => records(id).filter((r) => r.state === 'RolledBack').length;
    while (rolloutState(id) !== 'RollingBack' || restored() < killAt) {
      if (rolloutState(id) === 'RolledBack') break;
      await new Promise((r) => setTimeout(r, 1));
    }
    await host.kill();
    await call;
    expect(rolloutState(id)).toBe('RollingBack');
    expect(restored()).toBeLessThan(CLUSTERS);

    // Restarted, the reconcile timer finishes the rollback without being asked again.
    await host.start(caps(1000));
    const done = await until(id, (view) => view.state !== 'RollingBack');
    expect(done.state).toBe('RolledBack');
    expect(done.counts.RolledBack).toBe(CLUSTERS);
    const after = generations();
    for (const [clusterId, { generation, pin }] of before) {
      expect(pin).toMatchObject({ rolloutId: id, version: '2.0.0' });
      // Back on the first rollout's pin, written exactly once.
      expect(after.get(clusterId)).toMatchObject({ generation: generation + 1, pin: { version: '1.0.0' } });
    }
    expect(host.queue().deadLetters).toEqual({});
  });
});
