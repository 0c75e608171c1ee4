import type { DesiredExtension } from '../../contract/desired';
import type { DriftedObject } from '../../contract/drift-policy';
import { pointerTokens, toPointer } from '../../contract/drift-policy';
import { isJsonObject } from '../../contract/json/merge-patch';
import { clone } from '../kube/clone';
import { fromFieldsV1 } from '../kube/field-ownership';
import type { KubeObject, KubeObjects } from '../kube/port';
import { describeRef, refOf } from '../kube/port';
import type { FieldTokens } from './drift';
import { driftedPaths } from './drift';

/**
 * An assignment's drift policy as the agent applies it: which fields it never reverts (the ignore
 * pointers) and whether it repairs, only reports or does not look at drift (the mode).
 */
export type DriftMode = NonNullable<NonNullable<DesiredExtension['drift']>['mode']>;

export function driftModeOf(extension: DesiredExtension): DriftMode {
  return extension.drift?.mode ?? 'Repair';
}

function ignoredOf(extension: DesiredExtension): string[][] {
  return (extension.drift?.ignore ?? []).map(pointerTokens);
}

/** True when `path` is an ignored field or lies inside one. */
function isIgnored(path: FieldTokens, ignored: string[][]): boolean {
  return ignored.some(
    (tokens) => tokens.length <= path.length && tokens.every((t, i) => t === String(path[i])),
  );
}

/**
 * The configuration to apply for `object` under the extension's ignore pointers. Server-side apply
 * (https://kubernetes.io/docs/reference/using-api/server-side-apply/) moves a field to whoever last
 * changed its value, and a field left out of an apply stays as it is when another manager owns it,
 * but is deleted (reset to its default) when the applier was its only owner. So, once the object
 * exists, an ignored field another manager owns (an autoscaler's `/spec/replicas`) is left out and
 * that manager keeps it; one only the agent owns is applied with its live value, which neither
 * reverts nor drops it. A new object is created as the manifest says.
 */
export async function applicableObject(
  object: KubeObject,
  extension: DesiredExtension,
  kube: Pick<KubeObjects, 'get'>,
  fieldManager: string,
): Promise<KubeObject> {
  const ignored = ignoredOf(extension).filter((tokens) => valueAt(object, tokens) !== undefined);
  if (ignored.length === 0) return object;
  const live = await kube.get(refOf(object));
  if (!live) return object;
  const owned = othersOwned(live, fieldManager);
  const out = clone(object);
  for (const tokens of ignored) {
    const liveValue = valueAt(live, tokens);
    const ownedByOthers = owned.some((path) => prefixes(path, tokens) || prefixes(tokens, path));
    // Inside a list the position says nothing about ownership (lists are merged by key): keep the live value.
    const inList = tokens.some((_t, i) => Array.isArray(valueAt(out, tokens.slice(0, i))));
    if ((ownedByOthers && !inList) || liveValue === undefined) deleteAt(out, tokens);
    else setAt(out, tokens, clone(liveValue));
  }
  return out;
}

/**
 * Every object's fields that differ from what was applied, minus the ignored ones, as JSON
 * pointers per object (a deleted object as the pointer to its root, "").
 */
export async function findDrift(
  objects: KubeObject[],
  extension: DesiredExtension,
  kube: Pick<KubeObjects, 'get'>,
): Promise<Array<{ object: KubeObject; report: DriftedObject }>> {
  const ignored = ignoredOf(extension);
  const out: Array<{ object: KubeObject; report: DriftedObject }> = [];
  for (const object of objects) {
    const live = await kube.get(refOf(object));
    const paths = live ? driftedPaths(object, live).filter((path) => !isIgnored(path, ignored)) : [[]];
    if (paths.length === 0) continue;
    out.push({
      object,
      // Within what a status event may carry (contract/drift-policy.ts), or the batch is refused.
      report: {
        object: describeRef(refOf(object)).slice(0, 512),
        fields: paths
          .map(toPointer)
          .filter((pointer) => pointer.length <= 1024)
          .slice(0, 100),
      },
    });
  }
  return out;
}

/** The fields other managers own in `live`'s managedFields (Apply and Update entries alike). */
function othersOwned(live: KubeObject, fieldManager: string): string[][] {
  const entries = Array.isArray(live.metadata.managedFields) ? live.metadata.managedFields : [];
  return entries
    .filter(isJsonObject)
    .filter((entry) => !(entry.manager === fieldManager && entry.operation === 'Apply'))
    .flatMap((entry) => fromFieldsV1(entry.fieldsV1));
}

function prefixes(prefix: string[], path: string[]): boolean {
  return prefix.length <= path.length && prefix.every((t, i) => t === path[i]);
}

function valueAt(object: unknown, tokens: string[]): unknown {
  let node = object;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isJsonObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

function setAt(object: unknown, tokens: string[], value: unknown): void {
  const parent = valueAt(object, tokens.slice(0, -1));
  const last = tokens[tokens.length - 1]!;
  if (Array.isArray(parent)) parent[Number(last)] = value;
  else if (isJsonObject(parent)) parent[last] = value;
}

function deleteAt(object: unknown, tokens: string[]): void {
  const parent = valueAt(object, tokens.slice(0, -1));
  if (isJsonObject(parent)) delete parent[tokens[tokens.length - 1]!];
}
