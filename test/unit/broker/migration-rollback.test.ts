import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutMigrationRequest } from '../../../contract/broker';
import type { BrokerCel } from '../../../functions/broker/cel';
import { copyObject } from '../../../functions/broker/copies';
import { MigrationStages } from '../../../functions/broker/migration-stages';
import { digestOf, migrationId, placementDocId, placementIdOf } from '../../../functions/broker/model';
import type { MigrationDocument, PlacementDocument } from '../../../functions/broker/model';
import { step } from '../../../functions/broker/state-machine';
import type { PlacementWorld } from '../../../functions/broker/state-machine';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { ManualClock } from '../../support/manual-clock';

const FROM = 'c-from0000000000000000000000';
const TO = 'c-to000000000000000000000000';
const CONSUMER = 'c-consumer000000000000000000';
const TENANT = 't';

/** CEL as the pool answers it, decided by the test: the stage's condition is never true here. */
const neverTrue: BrokerCel = {
  violations: async () => [],
  verdicts: async (_scope, expressions) => expressions.map((e) => ({ ok: false, detail: `'${e}' is false` })),
};

describe('migration timeout and rollback', () => {
  let dir: string;
  let store: SqliteStore;
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-migration-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rolls a stage that did not complete in time back to `from`: the consumer never left it, the new copy goes', async () => {
    const placements = store.collection<PlacementDocument>('fleet');
    const migrations = store.collection<MigrationDocument>('fleet');
    const placementId = placementIdOf(CONSUMER, 'certificates', 'team-a', 'web');
    const ready = {
      state: 'Applied' as const,
      ready: true,
      related: [],
      reportedAt: clock.now().toISOString(),
    };
    const placement: PlacementDocument = {
      id: placementDocId(placementId),
      tenantId: TENANT,
      placementId,
      api: 'certificates',
      resource: { group: 'example.com', version: 'v1', kind: 'Certificate' },
      consumer: CONSUMER,
      namespace: 'team-a',
      name: 'web',
      uid: 'u',
      generation: 1,
      labels: {},
      spec: { fqdn: 'web.example.com' },
      state: 'Ready',
      provider: FROM,
      since: clock.now().toISOString(),
      copies: { [FROM]: { ...ready, digest: '' } },
    };
    placement.copies[FROM]!.digest = digestOf(copyObject(placement));
    await placements.create(placement);
    const spec = PutMigrationRequest.parse({
      api: 'certificates',
      from: FROM,
      to: TO,
      objects: [{ consumer: CONSUMER, namespace: 'team-a', name: 'web' }],
      initial: { successCondition: 'false' },
      cutover: { successCondition: 'true' },
      timeoutSeconds: 600,
    });
    const now = clock.now().toISOString();
    await migrations.create({
      id: migrationId('move'),
      tenantId: TENANT,
      name: 'move',
      ...spec,
      generation: 1,
      stage: 'Pending',
      stageSince: now,
      templates: {},
      createdAt: now,
      updatedAt: now,
    });
    const stages = new MigrationStages(migrations, placements, neverTrue, clock);
    const world = (doc: PlacementDocument): PlacementWorld => ({
      chosen: FROM,
      noProvider: '',
      keeps: () => true,
      exists: () => true,
      copyDigest: digestOf(copyObject(doc)),
      now: clock.now().toISOString(),
    });
    const settle = async () => {
      let doc = (await placements.read(TENANT, placement.id))!.doc;
      for (let next = step(doc, world(doc)); next; next = step(doc, world(doc))) doc = next;
      await placements.upsert(doc);
      return doc;
    };
    const stage = async () => (await migrations.read(TENANT, migrationId('move')))!.doc;

    await stages.exchange(TENANT, TO, []);
    expect((await stage()).stage).toBe('InitialInProgress');
    // The migration, not placement, decides now: a copy is made on `to`, the consumer stays on `from`.
    expect(await settle()).toMatchObject({ state: 'Replacing', provider: TO, previous: FROM });

    clock.advance(599);
    await stages.exchange(TENANT, TO, []);
    expect((await stage()).stage).toBe('InitialInProgress');
    clock.advance(2);
    await stages.exchange(TENANT, TO, []);
    const rolledBack = await stage();
    expect(rolledBack.stage).toBe('RolledBack');
    expect(rolledBack.message).toContain('InitialInProgress did not complete within 600 s');
    expect(rolledBack.message).toContain(`back to ${FROM}`);

    const back = await settle();
    expect(back).toMatchObject({ state: 'Ready', provider: FROM });
    expect(back.previous).toBeUndefined();
    // Once back on `from`, the object is placement's again.
    await stages.exchange(TENANT, FROM, []);
    expect((await placements.read(TENANT, placement.id))!.doc.migration).toBeUndefined();
  });
});
