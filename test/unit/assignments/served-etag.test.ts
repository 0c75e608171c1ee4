import { composeFleet } from '../../../functions/assignments/compose-fleet';
import type { FleetServices } from '../../../functions/assignments/compose-fleet';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { desiredEtag } from '../../../functions/desired/desired-document';
import { systemClock } from '../../../functions/platform/clock';
import type { Collection } from '../../../functions/platform/store/store';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';

const T = 'acme';
const SOURCE = { url: 'https://charts.example.com/web' };

/**
 * The desired-state ETag is remembered per cluster document version and fleet revision: a poll
 * that changes nothing skips hydration, and any change to either shows in the ETag at once.
 */
describe('FleetDesiredService.servedEtag', () => {
  let store: SqliteStore;
  let fleet: FleetServices;
  let clusters: Collection<ClusterDocument>;

  beforeEach(async () => {
    store = new SqliteStore(':memory:');
    fleet = composeFleet(store, systemClock, 120);
    clusters = store.collection<ClusterDocument>('clusters');
    await clusters.create({
      id: 'c-1',
      tenantId: T,
      name: 'store-1',
      region: 'westeurope',
      labels: {},
      clusterUid: 'uid',
      registeredAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      certificate: { serialNumber: '01', notAfter: '2027-01-01T00:00:00.000Z' },
      desiredGeneration: 1,
      extensions: { web: { kind: 'manifest', version: '1.0.0', source: SOURCE, namespace: 'web' } },
    });
  });
  afterEach(() => store.close());

  const read = async () => (await clusters.read(T, 'c-1'))!;

  it('answers a repeated poll from memory with the ETag of the hydrated state', async () => {
    const first = await fleet.fleet.servedEtag(T, await read());
    expect(first.state).toBeDefined();
    expect(first.etag).toBe(desiredEtag(first.state!));
    const again = await fleet.fleet.servedEtag(T, await read());
    expect(again).toEqual({ etag: first.etag });
  });

  it('changes the ETag when the cluster document or the fleet revision changes', async () => {
    const first = await fleet.fleet.servedEtag(T, await read());
    const current = await read();
    await clusters.replace({ ...current.doc, labels: { tier: 'gold' }, desiredGeneration: 2 });
    const afterCluster = await fleet.fleet.servedEtag(T, await read());
    expect(afterCluster.state?.generation).toBe(first.state!.generation + 1);
    expect(afterCluster.etag).not.toBe(first.etag);

    await fleet.catalog.publish(T, 'web', '2.0.0', { kind: 'manifest', source: SOURCE });
    const afterRevision = await fleet.fleet.servedEtag(T, await read());
    expect(afterRevision.state).toBeDefined();
    expect(afterRevision.etag).not.toBe(afterCluster.etag);
  });

  it('does not remember a state whose pinned version is not in the catalog yet', async () => {
    const current = await read();
    await clusters.replace({
      ...current.doc,
      pins: { web: { version: '9.9.9', rolloutId: 'r-1', generation: 1 } },
    });
    const first = await fleet.fleet.servedEtag(T, await read());
    const again = await fleet.fleet.servedEtag(T, await read());
    expect(again.state).toBeDefined();
    expect(again.etag).toBe(first.etag);
  });
});
