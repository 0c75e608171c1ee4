/**
 * RFC 7386 JSON merge patch, shared by the control plane (assignment layers) and the agent's
 * in-memory Kubernetes API (`PATCH` with `application/merge-patch+json`, as the API server does it).
 */

type JsonObject = Record<string, unknown>;

/** A JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Objects merge key by key, `null` deletes a key, anything else (arrays included) replaces. Pure:
 * neither argument is modified, and the result shares no objects with the patch, so later patches
 * cannot reach back into earlier layers. Keys are written with defineProperty, not assignment, so
 * a `__proto__` key from JSON stays an ordinary key (as in JSON.parse and in the API server)
 * instead of replacing the result's prototype.
 *
 * `isAtomic` names the patch objects that are values, replacing whatever was there whole instead of
 * merging into it (the control plane's secret references).
 */
export function mergePatch(
  target: unknown,
  patch: unknown,
  isAtomic: (value: JsonObject) => boolean = () => false,
): unknown {
  if (!isJsonObject(patch) || isAtomic(patch)) return cloneJson(patch);
  const result: JsonObject = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else
      Object.defineProperty(result, key, {
        value: mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value, isAtomic),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}

/** A deep copy of a JSON value (own keys only; `__proto__` stays an ordinary key). */
function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (isJsonObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneJson(v)])) as T;
  return value;
}
