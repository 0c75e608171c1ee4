import { SECRET_REF_KEY } from '../../contract/secret-references';

/** A JSON value as JSON.parse returns it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * RFC 7386 JSON merge patch: objects merge key by key, `null` deletes a key, anything else
 * (arrays included) replaces. Pure: neither argument is modified, and the result shares no
 * objects with the patch, so later patches cannot reach back into earlier layers.
 *
 * One addition: a secret reference (`{"$secretRef": ...}`) is a value, not a map, so it replaces
 * whatever was there whole; merged into another reference it would name two secrets at once.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch) || Object.hasOwn(patch, SECRET_REF_KEY)) return clone(patch);
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    // defineProperty, not assignment: a `__proto__` key from JSON stays an ordinary key.
    else
      Object.defineProperty(result, key, {
        value: mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
  return value;
}

/** Applies patches left to right to an object (a non-object result is replaced by {}). */
export function mergeAll(patches: Record<string, unknown>[]): Record<string, unknown> {
  const merged = patches.reduce<unknown>((current, patch) => mergePatch(current, patch), {});
  return isObject(merged) ? merged : {};
}
