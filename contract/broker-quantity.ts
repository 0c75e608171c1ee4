/**
 * Kubernetes resource quantities (k8s.io/apimachinery/pkg/api/resource, `ParseQuantity`): a signed
 * decimal number with an optional suffix, binary SI (`Ki` .. `Ei`), decimal SI (`m`, `k`, `M` ..
 * `E`) or a decimal exponent (`e3`, `E-2`). Offers compare spec fields such as `500Mi` against a
 * boundary of `1Gi`, so both sides are brought to one number.
 */
const QUANTITY =
  /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(Ki|Mi|Gi|Ti|Pi|Ei|m|k|M|G|T|P|E|[eE][+-]?[0-9]+)?$/;

const MULTIPLIERS: Record<string, number> = {
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
};

/** The value of a quantity string as a number, or undefined when it is not one Kubernetes parses. */
export function parseQuantity(text: string): number | undefined {
  if (text.length > 64) return undefined;
  const match = QUANTITY.exec(text);
  if (!match) return undefined;
  const base = Number(match[1]);
  const suffix = match[2] ?? '';
  const multiplier = /^[eE]/.test(suffix) ? 10 ** Number(suffix.slice(1)) : MULTIPLIERS[suffix];
  if (multiplier === undefined) return undefined;
  const value = base * multiplier;
  return Number.isFinite(value) ? value : undefined;
}

/** A number as it is, a quantity string as its value; anything else is not comparable. */
export function quantityValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return parseQuantity(value.trim());
  return undefined;
}
