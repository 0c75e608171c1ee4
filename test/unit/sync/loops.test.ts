import { loopBetween, mayOverlap } from '../../../functions/sync/loops';
import type { RuleSides } from '../../../functions/sync/loops';

const configMap = { group: '', version: 'v1', kind: 'ConfigMap' };
const sides = (name: string, from: string[], to: string[], match: RuleSides['match'] = {}): RuleSides => ({
  name,
  resource: configMap,
  match,
  from: new Set(from),
  to: new Set(to),
});

describe('sync loops, refused when a rule is written', () => {
  it("finds a rule whose two sources are each other's targets, and accepts one source to everyone", () => {
    const mesh = sides('mesh', ['a', 'b'], ['a', 'b', 'c']);
    expect(loopBetween(mesh, mesh)).toContain('clusters a and b are both sources and targets');
    const star = sides('star', ['a'], ['a', 'b', 'c']);
    expect(loopBetween(star, star)).toBeUndefined();
  });

  it('finds two rules that sync the same object back and forth, naming both clusters and the other rule', () => {
    const there = sides('there', ['a'], ['b']);
    const back = sides('back', ['b'], ['a']);
    expect(loopBetween(back, there)).toBe(
      "this rule syncs ConfigMap objects from b to a while rule 'there' syncs the same objects from a to b; narrow one of them",
    );
  });

  it('lets rules of other kinds or of disjoint object keys cross', () => {
    const there = sides('there', ['a'], ['b'], { objectKeys: [{ name: 'x', namespace: 'ns' }] });
    const back = sides('back', ['b'], ['a'], { objectKeys: [{ name: 'x', namespace: 'other' }] });
    expect(loopBetween(back, there)).toBeUndefined();
    expect(
      loopBetween({ ...back, resource: { ...configMap, kind: 'Secret' } }, { ...there, match: {} }),
    ).toBeUndefined();
  });

  it('treats a key without namespace as every namespace, and labels as always overlapping', () => {
    expect(
      mayOverlap({ objectKeys: [{ name: 'x' }] }, { objectKeys: [{ name: 'x', namespace: 'ns' }] }),
    ).toBe(true);
    expect(mayOverlap({ objectKeys: [{ name: 'x' }] }, { objectKeys: [{ name: 'y' }] })).toBe(false);
    expect(mayOverlap({ labels: 'a=b' }, { labels: 'a=c' })).toBe(true);
  });
});
