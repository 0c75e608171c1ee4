import { createHash } from 'node:crypto';
import { stringify } from 'yaml';

/** Values and functions of the Go-template subset (see go-template.ts), with Go's and Sprig's semantics. */

export class TemplateError extends Error {}

export type Value = unknown;

export function fail(message: string): never {
  throw new TemplateError(message);
}

export function isMap(v: Value): v is Record<string, Value> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Go's truth: false, 0, nil, and empty strings, lists and maps are false. */
export function truthy(v: Value): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isMap(v)) return Object.keys(v).length > 0;
  return true;
}

/** fmt's %v for the scalars a chart prints; printing a map or list is a template bug here. */
export function printValue(v: Value): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return goFloat(v);
  throw new TemplateError(`printing a ${Array.isArray(v) ? 'list' : 'map'} (use toYaml)`);
}

/**
 * strconv.FormatFloat(v, 'g', -1, 64): Helm reads values into float64, so %v prints the shortest
 * representation, in exponent form from 1e21 up and below 1e-4 (and for integers from 1e21 up).
 */
function goFloat(v: number): string {
  const exp = v === 0 ? 0 : Math.floor(Math.log10(Math.abs(v)));
  if (exp < -4 || exp >= 21) {
    const [mantissa, e] = v.toExponential().split('e') as [string, string];
    const n = Number(e);
    return `${mantissa}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
  }
  return String(v);
}

function str(v: Value): string {
  return printValue(v);
}

export const FUNCTIONS: Record<string, (...args: Value[]) => Value> = {
  default: (dflt, given) => (truthy(given) ? given : dflt),
  required: (message, value) =>
    value === null || value === undefined || value === '' ? fail(String(message)) : value,
  fail: (message) => fail(String(message)),
  quote: (...args) =>
    args
      .filter((a) => a !== null && a !== undefined)
      .map((a) => JSON.stringify(str(a)))
      .join(' '),
  toYaml: (v) =>
    v === null || v === undefined ? 'null' : stringify(v, { sortMapEntries: true }).replace(/\n$/, ''),
  indent: (n, s) => `${' '.repeat(Number(n))}${String(s).replace(/\n/g, `\n${' '.repeat(Number(n))}`)}`,
  nindent: (n, s) => `\n${' '.repeat(Number(n))}${String(s).replace(/\n/g, `\n${' '.repeat(Number(n))}`)}`,
  trunc: (n, s) => String(s).slice(0, Number(n)),
  trimSuffix: (suffix, s) =>
    String(s).endsWith(String(suffix)) ? String(s).slice(0, -String(suffix).length) : String(s),
  trim: (s) => String(s).trim(),
  replace: (from, to, s) => String(s).split(String(from)).join(String(to)),
  contains: (needle, s) => String(s).includes(String(needle)),
  printf: (format, ...args) => {
    let i = 0;
    return String(format).replace(/%([sdvq%])/g, (_m, verb: string) => {
      if (verb === '%') return '%';
      const a = args[i++];
      if (verb === 'q') return JSON.stringify(str(a));
      return str(a);
    });
  },
  join: (sep, list) => (Array.isArray(list) ? list.map(str).join(String(sep)) : fail('join needs a list')),
  splitList: (sep, s) => String(s).split(String(sep)),
  sha256sum: (s) => createHash('sha256').update(String(s)).digest('hex'),
  not: (v) => !truthy(v),
  eq: (a, ...bs) => bs.some((b) => a === b),
  ne: (a, b) => a !== b,
  empty: (v) => !truthy(v),
};
