import { canonicalJson } from '../../../contract/json/canonical-json';
import { desiredEtag, ifNoneMatchHits } from '../../../functions/desired/desired-document';
import type { DesiredState } from '../../../contract/desired';

const state = (values: Record<string, unknown>, generation = 1): DesiredState => ({
  generation,
  extensions: [
    {
      name: 'app',
      kind: 'helm',
      version: '1.0.0',
      source: { url: 'oci://registry/chart' },
      namespace: 'apps',
      values,
    },
  ],
});

describe('desired state', () => {
  it('hashes the same content to the same strong ETag regardless of key order', () => {
    const a = desiredEtag(state({ a: 1, b: { c: 2, d: 3 } }));
    const b = desiredEtag(state({ b: { d: 3, c: 2 }, a: 1 }));
    expect(a).toBe(b);
    expect(a).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const c = desiredEtag(state({ a: 2, b: { c: 2, d: 3 } }));
    expect(c).not.toBe(a);
    const d = desiredEtag(state({ a: 1, b: { c: 2, d: 3 } }, 2));
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
