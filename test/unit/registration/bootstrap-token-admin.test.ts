import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { bootstrapTokenId } from '../../../contract/registration';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { silentLogger } from '../../../functions/platform/logger';
import { LocalCa } from '../../../functions/platform/signer/local-ca';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import type { Collection } from '../../../functions/platform/store/store';
import { BootstrapTokenAdmin } from '../../../functions/registration/bootstrap-token-admin';
import type { BootstrapTokenDocument } from '../../../functions/registration/bootstrap-tokens';
import { RegistrationService } from '../../../functions/registration/registration-service';
import { createCsr } from '../../support/agent-keys';
import { ManualClock } from '../../support/manual-clock';

describe('BootstrapTokenAdmin against registrations', () => {
  let dir: string;
  let store: SqliteStore;
  let tokens: Collection<BootstrapTokenDocument>;
  let clusters: Collection<ClusterDocument>;
  let registration: RegistrationService;
  const clock = new ManualClock(new Date('2026-11-29T10:00:00Z'));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-token-admin-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
    tokens = store.collection<BootstrapTokenDocument>('bootstrapTokens');
    clusters = store.collection<ClusterDocument>('clusters');
    registration = new RegistrationService(
      tokens,
      clusters,
      await LocalCa.open(dir, clock.now()),
      clock,
      { certificateValidityDays: 30, renewGraceSeconds: 60, bootstrapTokenDefaultTtlSeconds: 3600 },
      silentLogger,
    );
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const admitted = async (token: string) => {
    const input = { bootstrapToken: token, clusterUid: randomUUID(), csr: (await createCsr()).csrPem };
    return registration.admit(await registration.verifyBootstrapToken(token), input);
  };

  it('lists each token as Unused, Used (by its cluster) or Expired', async () => {
    const admin = new BootstrapTokenAdmin(tokens, clock, silentLogger);
    const unused = (await registration.createBootstrapToken('contoso', 'alice', { description: 'a' })).token;
    const soon = (await registration.createBootstrapToken('contoso', 'alice', { ttlSeconds: 60 })).token;
    const used = (await registration.createBootstrapToken('contoso', 'bob', {})).token;
    const result = await registration.register(await admitted(used));
    clock.advance(61);
    const listed = (await admin.list('contoso', {})).items;
    const byId = new Map(listed.map((item) => [item.id, item]));
    expect(byId.get(bootstrapTokenId(unused))).toMatchObject({
      state: 'Unused',
      description: 'a',
      createdBy: 'alice',
    });
    expect(byId.get(bootstrapTokenId(soon))).toMatchObject({ state: 'Expired' });
    expect(byId.get(bootstrapTokenId(used))).toMatchObject({
      state: 'Used',
      usedByClusterId: result.clusterId,
    });
    // Pages: one record per page, all of them in the end.
    const paged: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await admin.list('contoso', {
        limit: 1,
        ...(continuationToken ? { continuationToken } : {}),
      });
      paged.push(...page.items.map((item) => item.id));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    expect(paged.sort()).toEqual([...byId.keys()].sort());
  });

  it('a token revoked after its registration was admitted registers nothing (401, no cluster written)', async () => {
    const admin = new BootstrapTokenAdmin(tokens, clock, silentLogger);
    const { token } = await registration.createBootstrapToken('contoso', 'alice', {});
    const inFlight = await admitted(token);
    await admin.revoke('contoso', bootstrapTokenId(token), 'alice');
    await expect(registration.register(inFlight)).rejects.toMatchObject({ status: 401 });
    expect((await clusters.query('contoso')).items).toEqual([]);
  });

  it('a registration that uses the token between the revoke read and its delete wins: the revoke answers 409', async () => {
    const { token } = await registration.createBootstrapToken('contoso', 'alice', {});
    const inFlight = await admitted(token);
    let raced = false;
    // The registration's consume lands just before the revoke's delete.
    const racing = new Proxy(tokens, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property !== 'delete' || raced) return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<Collection<BootstrapTokenDocument>['delete']>) => {
          raced = true;
          await registration.register(inFlight);
          return target.delete(...args);
        };
      },
    });
    const admin = new BootstrapTokenAdmin(racing, clock, silentLogger);
    await expect(admin.revoke('contoso', bootstrapTokenId(token), 'alice')).rejects.toMatchObject({
      status: 409,
    });
    expect(raced).toBe(true);
    expect((await tokens.read('contoso', bootstrapTokenId(token)))!.doc.usedAt).toBeDefined();
  });
});
