import type { AcceptApiSpec, OfferFilter } from '../../contract/broker';
import { quantityValue } from '../../contract/broker-quantity';

/** What an offer's filters say of one object: accepted, or the first filter that refused it and why. */
export type FilterVerdict = { accepted: true } | { accepted: false; refusedBy: string };

/** The value at a dot path into `spec`; undefined when any step is missing. */
export function valueAt(spec: Record<string, unknown>, key: string): unknown {
  let value: unknown = spec;
  for (const step of key.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Why one filter refuses the value, or undefined when it accepts it. */
export function filterRefusal(filter: OfferFilter, spec: Record<string, unknown>): string | undefined {
  const value = valueAt(spec, filter.key);
  if (value === undefined) return `spec.${filter.key} is not set`;
  if (filter.valueIn) {
    const text = scalarText(value);
    return text !== undefined && filter.valueIn.includes(text)
      ? undefined
      : `spec.${filter.key} ${JSON.stringify(value)} is not one of ${JSON.stringify(filter.valueIn)}`;
  }
  if (filter.suffix !== undefined) {
    return typeof value === 'string' && value.endsWith(filter.suffix)
      ? undefined
      : `spec.${filter.key} ${JSON.stringify(value)} does not end with ${JSON.stringify(filter.suffix)}`;
  }
  if (filter.boundary) {
    const actual = quantityValue(value);
    if (actual === undefined)
      return `spec.${filter.key} ${JSON.stringify(value)} is not a number or quantity`;
    const min = filter.boundary.min === undefined ? undefined : quantityValue(filter.boundary.min);
    const max = filter.boundary.max === undefined ? undefined : quantityValue(filter.boundary.max);
    if (min !== undefined && actual < min) {
      return `spec.${filter.key} ${JSON.stringify(value)} is below the minimum ${JSON.stringify(filter.boundary.min)}`;
    }
    if (max !== undefined && actual > max) {
      return `spec.${filter.key} ${JSON.stringify(value)} is above the maximum ${JSON.stringify(filter.boundary.max)}`;
    }
    return undefined;
  }
  return 'the filter names no condition';
}

/** Every filter of the offer, in order; the first refusal is reported with its index. */
export function evaluateFilters(offer: AcceptApiSpec, spec: Record<string, unknown>): FilterVerdict {
  for (const [index, filter] of offer.filters.entries()) {
    const refusal = filterRefusal(filter, spec);
    if (refusal !== undefined) return { accepted: false, refusedBy: `filters[${index}]: ${refusal}` };
  }
  return { accepted: true };
}
