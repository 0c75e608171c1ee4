import { mergePatch } from '../assignments';

/**
 * Kustomize applies each layer as a strategic-merge patch. On a custom resource without a schema
 * (a HelmRelease) that equals an RFC 7386 merge patch (maps merge, `null` deletes, lists and scalars
 * replace) except in two cases, which this module finds (both observed with kubectl 1.32's
 * kustomize v5.5):
 *
 * - a patch value whose node kind (map, list, scalar) differs from the value below it: kustomize
 *   fails with "wrong node kind: expected MappingNode but got ScalarNode";
 * - a string replaced by a number or boolean: kustomize keeps the destination's quoting, so the
 *   value stays a string (`"yes"` patched with `0` gives `"0"`; found by the property test);
 * - keys starting with `$`: strategic-merge directives (`$patch`, `$retainKeys`, ...).
 *
 * Where either occurs, the export writes that extension's values on that cluster whole instead of
 * as layers.
 */
type NodeKind = 'map' | 'list' | 'scalar';

function kindOf(value: unknown): NodeKind {
  if (Array.isArray(value)) return 'list';
  return value !== null && typeof value === 'object' ? 'map' : 'scalar';
}

function patchIsSafe(target: unknown, patch: Record<string, unknown>): boolean {
  const base = kindOf(target) === 'map' ? (target as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) return false;
    if (value === null || !Object.hasOwn(base, key)) {
      if (kindOf(value) === 'map' && hasDirective(value)) return false;
      continue;
    }
    const below = base[key];
    if (kindOf(below) !== kindOf(value)) return false;
    // kustomize keeps a quoted (or block) destination scalar's style: "yes" patched with 0 comes out
    // as the string "0". Our YAML quotes such strings, so a string replaced by a non-string is unsafe.
    if (typeof below === 'string' && typeof value !== 'string') return false;
    if (kindOf(value) === 'map' && !patchIsSafe(below, value as Record<string, unknown>)) return false;
  }
  return true;
}

function hasDirective(value: unknown): boolean {
  if (kindOf(value) !== 'map') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([key, child]) => key.startsWith('$') || hasDirective(child),
  );
}

/** True when kustomize, applying these layers in order, yields exactly the RFC 7386 result. */
export function layersMergeLikeKustomize(layers: Record<string, unknown>[]): boolean {
  let current: unknown = {};
  for (const layer of layers) {
    if (!patchIsSafe(current, layer)) return false;
    current = mergePatch(current, layer);
  }
  return true;
}

/** Values kustomize would read as directives even inside a resource. */
export function hasDirectiveKeys(values: Record<string, unknown>): boolean {
  return hasDirective(values);
}
