import { AcceptApiSpec, OfferFilter } from '../../../contract/broker';
import { parseQuantity, quantityValue } from '../../../contract/broker-quantity';
import { evaluateFilters, filterRefusal, valueAt } from '../../../functions/broker/filters';

describe('Kubernetes quantities (k8s.io/apimachinery resource.ParseQuantity)', () => {
  it.each([
    ['500Mi', 500 * 2 ** 20],
    ['1Gi', 2 ** 30],
    ['1.5Gi', 1.5 * 2 ** 30],
    ['2', 2],
    ['100m', 0.1],
    ['1k', 1000],
    ['3M', 3e6],
    ['1e3', 1000],
    ['2E-2', 0.02],
    ['+4Ki', 4096],
    ['-1', -1],
    ['.5', 0.5],
  ])('%s is %d', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 9);
  });

  it.each(['', 'Mi', '1 Gi', '1gi', '1KiB', '1.2.3', 'ten', '1e', '0x10', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(parseQuantity(text)).toBeUndefined();
    },
  );

  it('orders binary and decimal suffixes by value: 500Mi < 1G < 1Gi < 2000M', () => {
    const values = ['500Mi', '1G', '1Gi', '2000M'].map((q) => quantityValue(q)!);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});

describe('offer filters', () => {
  const spec = {
    fqdn: 'web.internal.example.com',
    tier: 'gold',
    replicas: 3,
    storage: { size: '500Mi' },
    enabled: true,
  };

  it('reads dot paths into spec and nothing through arrays, scalars or inherited keys', () => {
    expect(valueAt(spec, 'storage.size')).toBe('500Mi');
    expect(valueAt(spec, 'storage.size.x')).toBeUndefined();
    expect(valueAt(spec, 'missing')).toBeUndefined();
    expect(valueAt({ list: [{ a: 1 }] }, 'list.0.a')).toBeUndefined();
    expect(valueAt({}, 'constructor')).toBeUndefined();
  });

  it('suffix: the string ends with it; a non-string or missing field refuses', () => {
    expect(filterRefusal({ key: 'fqdn', suffix: '.example.com' }, spec)).toBeUndefined();
    expect(filterRefusal({ key: 'fqdn', suffix: '.example.org' }, spec)).toBe(
      'spec.fqdn "web.internal.example.com" does not end with ".example.org"',
    );
    expect(filterRefusal({ key: 'replicas', suffix: '3' }, spec)).toContain('does not end with');
    expect(filterRefusal({ key: 'nope', suffix: 'x' }, spec)).toBe('spec.nope is not set');
  });

  it('valueIn: the scalar (as text) is one of the values; an object never is', () => {
    expect(filterRefusal({ key: 'tier', valueIn: ['gold', 'silver'] }, spec)).toBeUndefined();
    expect(filterRefusal({ key: 'replicas', valueIn: ['3'] }, spec)).toBeUndefined();
    expect(filterRefusal({ key: 'enabled', valueIn: ['true'] }, spec)).toBeUndefined();
    expect(filterRefusal({ key: 'tier', valueIn: ['bronze'] }, spec)).toBe(
      'spec.tier "gold" is not one of ["bronze"]',
    );
    expect(filterRefusal({ key: 'storage', valueIn: ['[object Object]'] }, spec)).toContain('is not one of');
  });

  it('boundary: numbers and quantities compare by value, both ends inclusive (500Mi within 1Gi, not within 400Mi)', () => {
    expect(filterRefusal({ key: 'storage.size', boundary: { max: '1Gi' } }, spec)).toBeUndefined();
    expect(
      filterRefusal({ key: 'storage.size', boundary: { min: '500Mi', max: '500Mi' } }, spec),
    ).toBeUndefined();
    expect(filterRefusal({ key: 'storage.size', boundary: { max: '400Mi' } }, spec)).toBe(
      'spec.storage.size "500Mi" is above the maximum "400Mi"',
    );
    expect(filterRefusal({ key: 'storage.size', boundary: { min: '1Gi' } }, spec)).toBe(
      'spec.storage.size "500Mi" is below the minimum "1Gi"',
    );
    expect(filterRefusal({ key: 'replicas', boundary: { min: 1, max: 5 } }, spec)).toBeUndefined();
    expect(filterRefusal({ key: 'replicas', boundary: { min: '4' } }, spec)).toContain('below the minimum');
    expect(filterRefusal({ key: 'tier', boundary: { min: 1 } }, spec)).toBe(
      'spec.tier "gold" is not a number or quantity',
    );
  });

  it('an offer accepts only when every filter does, and names the first that refuses by its index', () => {
    const offer = AcceptApiSpec.parse({
      group: 'example.com',
      version: 'v1',
      kind: 'Certificate',
      filters: [
        { key: 'fqdn', suffix: '.example.com' },
        { key: 'storage.size', boundary: { max: '256Mi' } },
        { key: 'tier', valueIn: ['bronze'] },
      ],
    });
    expect(evaluateFilters(offer, spec)).toEqual({
      accepted: false,
      refusedBy: 'filters[1]: spec.storage.size "500Mi" is above the maximum "256Mi"',
    });
    expect(evaluateFilters({ ...offer, filters: offer.filters.slice(0, 1) }, spec)).toEqual({
      accepted: true,
    });
    expect(evaluateFilters({ ...offer, filters: [] }, spec)).toEqual({ accepted: true });
  });

  it('the schema refuses a filter with no or several conditions, an empty boundary, min above max and a bad quantity, all at once', () => {
    const parsed = AcceptApiSpec.safeParse({
      group: 'example.com',
      version: 'v1',
      kind: 'Certificate',
      filters: [
        { key: 'a' },
        { key: 'a', suffix: 'x', valueIn: ['y'] },
        { key: 'a', boundary: {} },
        { key: 'a', boundary: { min: '1Gi', max: '500Mi' } },
        { key: 'a', boundary: { min: '12 apples' } },
        { key: 'a..b', suffix: 'x' },
      ],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'filters.0',
        'filters.1',
        'filters.2.boundary',
        'filters.3.boundary',
        'filters.4.boundary.min',
        'filters.5.key',
      ]),
    );
    expect(OfferFilter.safeParse({ key: 'a', boundary: { min: 1, max: '2Ki' } }).success).toBe(true);
  });
});
