import { LabelSelectorError, parseLabelSelector } from '../../../functions/platform/store/label-selector';

describe('parseLabelSelector', () => {
  it.each([
    ['env=prod', [{ path: ['labels', 'env'], op: 'eq', value: 'prod' }]],
    ['env==prod', [{ path: ['labels', 'env'], op: 'eq', value: 'prod' }]],
    ['env != prod', [{ path: ['labels', 'env'], op: 'ne', value: 'prod' }]],
    ['tier in (a, b,c)', [{ path: ['labels', 'tier'], op: 'in', values: ['a', 'b', 'c'] }]],
    ['tier notin (a)', [{ path: ['labels', 'tier'], op: 'notIn', values: ['a'] }]],
    ['app.kubernetes.io/name=web', [{ path: ['labels', 'app.kubernetes.io/name'], op: 'eq', value: 'web' }]],
    ['gpu', [{ path: ['labels', 'gpu'], op: 'exists' }]],
    ['!gpu', [{ path: ['labels', 'gpu'], op: 'notExists' }]],
    ['env=', [{ path: ['labels', 'env'], op: 'eq', value: '' }]],
    ['', []],
  ])('parses %j', (selector, expected) => {
    expect(parseLabelSelector(selector)).toEqual(expected);
  });

  it('combines requirements with AND, keeping commas inside sets', () => {
    expect(parseLabelSelector('env=prod,tier in (a,b),!legacy')).toEqual([
      { path: ['labels', 'env'], op: 'eq', value: 'prod' },
      { path: ['labels', 'tier'], op: 'in', values: ['a', 'b'] },
      { path: ['labels', 'legacy'], op: 'notExists' },
    ]);
  });

  it.each([
    'env in prod',
    'tier in ()',
    'tier in (a,,b)',
    'env=prod,',
    '(env)',
    'env=pr od',
    'tier in (a',
    'a b c',
    '-bad=x',
  ])('rejects %j with a message that says what is accepted', (selector) => {
    expect(() => parseLabelSelector(selector)).toThrow(LabelSelectorError);
  });
});
