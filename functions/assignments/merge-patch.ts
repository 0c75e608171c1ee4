import { isJsonObject, mergePatch as rfc7386MergePatch } from '../../contract/json/merge-patch';
import { SECRET_REF_KEY } from '../../contract/secret-references';

/** A JSON value as JSON.parse returns it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * RFC 7386 JSON merge patch (contract/json/merge-patch.ts), with one addition: a secret reference
 * (`{"$secretRef": ...}`) is a value, not a map, so it replaces whatever was there whole; merged
 * into another reference it would name two secrets at once.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  return rfc7386MergePatch(target, patch, (value) => Object.hasOwn(value, SECRET_REF_KEY));
}

/** Applies patches left to right to an object (a non-object result is replaced by {}). */
export function mergeAll(patches: Record<string, unknown>[]): Record<string, unknown> {
  const merged = patches.reduce<unknown>((current, patch) => mergePatch(current, patch), {});
  return isJsonObject(merged) ? merged : {};
}
