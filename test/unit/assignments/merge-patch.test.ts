import fc from 'fast-check';
import { mergeAll, mergePatch } from '../../../functions/assignments/merge-patch';

describe('JSON merge patch (RFC 7386)', () => {
  // The test vectors of RFC 7386, Appendix A.
  it.each([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [
      ['a', 'b'],
      ['c', 'd'],
      ['c', 'd'],
    ],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('merge(%j, %j) = %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  const json = fc.jsonValue();

  it('never modifies its arguments and shares no objects with the patch', () => {
    fc.assert(
      fc.property(json, json, (target, patch) => {
        const targetCopy = structuredClone(target);
        const patchCopy = structuredClone(patch);
        const result = mergePatch(target, patch);
        expect(target).toEqual(targetCopy);
        expect(patch).toEqual(patchCopy);
        if (result && typeof result === 'object') {
          // Mutating the result must not reach back into the patch.
          const poison = (value: unknown): void => {
            if (value && typeof value === 'object') {
              for (const child of Object.values(value)) poison(child);
              if (!Array.isArray(value)) (value as Record<string, unknown>).__poisoned = true;
            }
          };
          poison(result);
          expect(patch).toEqual(patchCopy);
        }
      }),
    );
  });

  it('is idempotent: applying the same patch twice equals applying it once', () => {
    fc.assert(
      fc.property(json, json, (target, patch) => {
        const once = mergePatch(target, patch);
        expect(mergePatch(once, patch)).toEqual(once);
      }),
    );
  });

  it('lets the last patch win for every key it sets', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string())),
        (first, second) => {
          const merged = mergeAll([first, second]);
          for (const [key, value] of Object.entries(second)) expect(merged[key]).toEqual(value);
        },
      ),
    );
  });
});

describe('merge patch hardening', () => {
  it('treats a __proto__ key from JSON as data, never as the prototype', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as unknown;
    const merged = mergePatch({}, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(merged))).toEqual(
      JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'),
    );
  });
});
