import { generateP256KeyPair } from '../../contract/x509/ec-key';
import { createPublicKey } from 'node:crypto';
import { matchesRule, stripForExport } from '../../agent/resource-sync/export-object';
import { seal, unseal } from '../../agent/resource-sync/sealing';
import type { SyncSourceRule } from '../../contract/sync-exchange';

const rule = (overrides: Partial<SyncSourceRule> = {}): SyncSourceRule => ({
  rule: 'r',
  generation: 1,
  resource: { group: '', version: 'v1', kind: 'ConfigMap' },
  match: {},
  annotationRequirements: [],
  includeStatus: false,
  sealFor: [],
  ...overrides,
});

describe('what a source exports', () => {
  const object = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'cfg',
      namespace: 'team-a',
      uid: 'u-1',
      resourceVersion: '42',
      generation: 3,
      creationTimestamp: '2026-01-01T00:00:00Z',
      managedFields: [{ manager: 'kubectl' }],
      ownerReferences: [{ kind: 'Deployment' }],
      labels: { app: 'web' },
      annotations: { 'kubectl.kubernetes.io/last-applied-configuration': '{}', keep: 'yes' },
    },
    data: { a: '1' },
    status: { observed: true },
  };

  it('strips every server-set field and status (unless asked), keeps the rest', () => {
    expect(stripForExport(object, false)).toEqual({
      object: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'cfg', namespace: 'team-a', labels: { app: 'web' }, annotations: { keep: 'yes' } },
        data: { a: '1' },
      },
    });
    expect(stripForExport(object, true).object.status).toEqual({ observed: true });
  });

  it("splits a Secret's data and stringData off the object, to be sealed", () => {
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's' },
      type: 'Opaque',
      data: { a: 'MQ==' },
      stringData: { b: 'two' },
    };
    const { object: exported, secretData } = stripForExport(secret, false);
    expect(exported).toEqual({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, type: 'Opaque' });
    expect(secretData).toEqual({ a: 'MQ==', b: Buffer.from('two').toString('base64') });
  });

  it('matches object keys and annotation requirements, and never a copy', () => {
    expect(matchesRule(object, rule({ match: { objectKeys: [{ name: 'cfg' }] } }))).toBe(true);
    expect(matchesRule(object, rule({ match: { objectKeys: [{ name: 'cfg', namespace: 'other' }] } }))).toBe(
      false,
    );
    const annotated = rule({
      annotationRequirements: [{ path: ['annotations', 'keep'], op: 'eq', value: 'yes' }],
    });
    expect(matchesRule(object, annotated)).toBe(true);
    const absent = rule({ annotationRequirements: [{ path: ['annotations', 'share'], op: 'exists' }] });
    expect(matchesRule(object, absent)).toBe(false);
    const copy = {
      ...object,
      metadata: { ...object.metadata, labels: { 'arcbridge.io/synced-from': 'c-x.r' } },
    };
    expect(matchesRule(copy, rule())).toBe(false);
  });
});

describe('sealing a Secret to a target cluster key', () => {
  const target = generateP256KeyPair();
  const jwk = createPublicKey(target.privateKeyPem).export({ format: 'jwk' }) as Record<string, unknown>;

  it('opens with the target key only, and holds no plaintext', async () => {
    const data = { password: Buffer.from('hunter2').toString('base64') };
    const jwe = await seal(data, jwk);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain(data.password);
    expect(Buffer.from(jwe.split('.')[0]!, 'base64url').toString()).toContain('ECDH-ES+A256KW');
    await expect(unseal(jwe, target.privateKeyPem)).resolves.toEqual(data);
    await expect(unseal(jwe, generateP256KeyPair().privateKeyPem)).rejects.toThrow();
    const [header, key, iv, ciphertext, tag] = jwe.split('.');
    const altered = [header, key, iv, ciphertext!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), tag].join(
      '.',
    );
    await expect(unseal(altered, target.privateKeyPem)).rejects.toThrow();
  });
});
