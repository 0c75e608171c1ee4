import {
  canonicalJson,
  desiredEtag,
  desiredState,
  ifNoneMatchHits,
} from '../../../functions/desired/desired-document';
import type { ClusterDocument } from '../../../functions/clusters/model';

const cluster = (extensions: ClusterDocument['extensions'], generation = 1): ClusterDocument => ({
  id: 'c-aaaaaaaaaaaaaaaaaaaaaaaaaa',
  tenantId: 't',
  name: 'x',
  region: null,
  labels: {},
  clusterUid: 'u',
  registeredAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  certificate: { serialNumber: 'A', notAfter: '2027-01-01T00:00:00Z' },
  desiredGeneration: generation,
  extensions,
});

const spec = (values: Record<string, unknown>) => ({
  kind: 'helm' as const,
  version: '1.0.0',
  source: { url: 'oci://registry/chart' },
  namespace: 'apps',
  values,
});

describe('desired state', () => {
  it('orders extensions by name and defaults values', () => {
    const state = desiredState(cluster({ zeta: spec({}), alpha: { ...spec({}), values: undefined } }));
    expect(state.extensions.map((e) => e.name)).toEqual(['alpha', 'zeta']);
    expect(state.extensions[0]!.values).toEqual({});
  });

  it('hashes the same content to the same strong ETag regardless of key order', () => {
    const a = desiredEtag(desiredState(cluster({ app: spec({ a: 1, b: { c: 2, d: 3 } }) })));
    const b = desiredEtag(desiredState(cluster({ app: spec({ b: { d: 3, c: 2 }, a: 1 }) })));
    expect(a).toBe(b);
    expect(a).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const c = desiredEtag(desiredState(cluster({ app: spec({ a: 2, b: { c: 2, d: 3 } }) })));
    expect(c).not.toBe(a);
    const d = desiredEtag(desiredState(cluster({ app: spec({ a: 1, b: { c: 2, d: 3 } }) }, 2)));
    expect(d).not.toBe(a);
  });

  it('canonicalises JSON deterministically', () => {
    expect(canonicalJson({ b: [2, { y: 1, x: 0 }], a: null, skip: undefined })).toBe(
      '{"a":null,"b":[2,{"x":0,"y":1}]}',
    );
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(ifNoneMatchHits('"x"', '"x"')).toBe(true);
    expect(ifNoneMatchHits('"a", W/"x"', '"x"')).toBe(true);
    expect(ifNoneMatchHits('*', '"x"')).toBe(true);
    expect(ifNoneMatchHits('"y"', '"x"')).toBe(false);
    expect(ifNoneMatchHits(null, '"x"')).toBe(false);
  });
});
