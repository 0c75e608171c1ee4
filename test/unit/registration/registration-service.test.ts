import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { clusterIdFor } from '../../../functions/clusters/model';
import type { ClusterDocument } from '../../../functions/clusters/model';
import { silentLogger } from '../../../functions/platform/logger';
import { LocalCa } from '../../../functions/platform/signer/local-ca';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { hashToken, tenantOfToken } from '../../../functions/registration/bootstrap-tokens';
import type { BootstrapTokenDocument } from '../../../functions/registration/bootstrap-tokens';
import { RegistrationService } from '../../../functions/registration/registration-service';
import { createCsr } from '../../support/agent-keys';
import { ManualClock } from '../../support/manual-clock';

describe('RegistrationService', () => {
  let dir: string;
  let store: SqliteStore;
  let service: RegistrationService;
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-reg-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
    const ca = await LocalCa.open(dir, clock.now());
    service = new RegistrationService(
      store.collection<BootstrapTokenDocument>('bootstrapTokens'),
      store.collection<ClusterDocument>('clusters'),
      ca,
      clock,
      { certificateValidityDays: 30, renewGraceSeconds: 60, bootstrapTokenDefaultTtlSeconds: 3600 },
      silentLogger,
    );
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores only the hash of a bootstrap token, with the requested expiry', async () => {
    const { token, expiresAt } = await service.createBootstrapToken('contoso', 'alice', {
      ttlSeconds: 600,
      description: 'shop',
    });
    expect(tenantOfToken(token)).toBe('contoso');
    expect(expiresAt).toBe('2026-11-22T10:10:00.000Z');
    const page = await store.collection<BootstrapTokenDocument>('bootstrapTokens').query('contoso');
    expect(page.items).toHaveLength(1);
    const stored = page.items[0]!.doc;
    expect(stored.id).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[2]);
    expect(stored).toMatchObject({ createdBy: 'alice', description: 'shop' });
  });

  it('derives a stable, tenant-scoped cluster id from the kube-system UID', () => {
    const uid = randomUUID();
    expect(clusterIdFor('a', uid)).toBe(clusterIdFor('a', uid.toUpperCase()));
    expect(clusterIdFor('a', uid)).not.toBe(clusterIdFor('b', uid));
    expect(clusterIdFor('a', uid)).toMatch(/^c-[a-z2-7]{26}$/);
  });

  it('marks the token used by the cluster it registered and records the certificate serial', async () => {
    const { token } = await service.createBootstrapToken('contoso', 'alice', {});
    const clusterUid = randomUUID();
    const result = await service.register({
      bootstrapToken: token,
      clusterUid,
      csr: (await createCsr()).csrPem,
    });
    const record = await store
      .collection<BootstrapTokenDocument>('bootstrapTokens')
      .read('contoso', hashToken(token));
    expect(record!.doc.usedByClusterId).toBe(result.clusterId);
    expect(record!.doc.usedAt).toBe(clock.now().toISOString());
    const cluster = await store.collection<ClusterDocument>('clusters').read('contoso', result.clusterId);
    expect(cluster!.doc.clusterUid).toBe(clusterUid);
    expect(cluster!.doc.certificate.notAfter).toBe(result.expiresAt);
    expect(result.expiresAt).toBe('2026-12-22T10:00:00.000Z');
  });
});
