import { canonicalJson } from '../../contract/json/canonical-json';
import { isJsonObject } from '../../contract/json/merge-patch';
import { clone } from './clone';
import type { KubeObject } from './port';

/**
 * Server-side apply field ownership, simplified, for the in-memory store and the fake API.
 *
 * Mirrors https://kubernetes.io/docs/reference/using-api/server-side-apply/ in the parts the agent
 * and its tests depend on: each manager's applied fields are recorded in `metadata.managedFields`
 * as `FieldsV1` (`{"f:data":{"f:key":{}}}`); applying a field another manager owns with a different
 * value is a conflict (409, reason `Conflict`, one `FieldManagerConflict` cause per field, the
 * message format of k8s.io/apiserver's fieldmanager `NewConflictError`) unless `force` moves the
 * ownership; applying the same value shares ownership; a field the manager applied before and no
 * longer applies is removed when no other manager owns it.
 *
 * Simplified on purpose: lists are atomic (a real server merges associative lists such as
 * `containers` by key), and only Apply operations record ownership (a real server also records
 * `Update` managers for PUT and PATCH).
 */
export type FieldPath = string[];

export interface ManagedFieldsEntry {
  manager: string;
  operation: 'Apply' | 'Update';
  apiVersion?: string;
  time?: string;
  fieldsType?: 'FieldsV1';
  fieldsV1?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface FieldConflict {
  manager: string;
  field: string;
}

export class ApplyConflictError extends Error {
  constructor(readonly conflicts: FieldConflict[]) {
    super(
      `Apply failed with ${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'}: ${conflicts
        .map((c) => `conflict with "${c.manager}": ${c.field}`)
        .join('\n')}`,
    );
    this.name = 'ApplyConflictError';
  }

  /** The `details` of the Status a real API server answers with. */
  get details() {
    return {
      causes: this.conflicts.map((c) => ({
        reason: 'FieldManagerConflict',
        message: `conflict with "${c.manager}"`,
        field: c.field,
      })),
    };
  }
}

/** Metadata fields the server sets or that identify the object: never owned. */
const UNOWNED_METADATA = new Set([
  'name',
  'namespace',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'managedFields',
]);

/** The leaf fields an applied configuration sets; lists count as one leaf (atomic). */
export function fieldPaths(object: Record<string, unknown>): FieldPath[] {
  const out: FieldPath[] = [];
  const walk = (value: unknown, path: FieldPath) => {
    if (isJsonObject(value) && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) {
        if (path.length === 0 && (key === 'apiVersion' || key === 'kind' || key === 'status')) continue;
        if (path.length === 1 && path[0] === 'metadata' && UNOWNED_METADATA.has(key)) continue;
        walk(child, [...path, key]);
      }
      return;
    }
    if (path.length > 0) out.push(path);
  };
  walk(object, []);
  return out;
}

export function toFieldsV1(paths: FieldPath[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    let node = root;
    for (const key of path) {
      const k = `f:${key}`;
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
  }
  return root;
}

export function fromFieldsV1(fields: unknown): FieldPath[] {
  const out: FieldPath[] = [];
  const walk = (node: unknown, path: FieldPath) => {
    const keys = isJsonObject(node) ? Object.keys(node).filter((k) => k.startsWith('f:')) : [];
    if (keys.length === 0) {
      if (path.length > 0) out.push(path);
      return;
    }
    for (const key of keys) walk((node as Record<string, unknown>)[key], [...path, key.slice(2)]);
  };
  walk(fields, []);
  return out;
}

/** `.data.key`, the notation the API server uses in conflict causes. */
export function formatPath(path: FieldPath): string {
  return path.map((p) => `.${p}`).join('');
}

/**
 * Applies `applied` over `live` (undefined for a create) as `manager`: returns the new object with
 * its managedFields, or throws ApplyConflictError.
 */
export function applyWithOwnership(
  live: KubeObject | undefined,
  applied: KubeObject,
  manager: string,
  options: { force: boolean; now: string },
): KubeObject {
  const appliedPaths = fieldPaths(applied);
  const entries = managedFieldsOf(live);
  const mine = entries.find((e) => e.manager === manager && e.operation === 'Apply');
  const others = entries.filter((e) => e !== mine);
  const conflicts: FieldConflict[] = [];
  const othersPaths = others.map((entry) => ({ entry, paths: fromFieldsV1(entry.fieldsV1) }));
  if (live) {
    for (const { entry, paths } of othersPaths) {
      for (const owned of paths) {
        for (const path of appliedPaths) {
          if (!overlaps(owned, path)) continue;
          if (canonicalJson(valueAt(applied, path)) === canonicalJson(valueAt(live, path))) continue;
          conflicts.push({
            manager: entry.manager,
            field: formatPath(owned.length > path.length ? owned : path),
          });
        }
      }
    }
  }
  if (conflicts.length > 0 && !options.force) throw new ApplyConflictError(dedupe(conflicts));

  const next = clone(live ?? applied);
  // Fields this manager applied before and no longer applies go, unless someone else owns them.
  const previous = mine ? fromFieldsV1(mine.fieldsV1) : [];
  const still = new Set(appliedPaths.map((p) => p.join('\u0000')));
  const ownedByOthers = othersPaths.flatMap((o) => o.paths);
  for (const path of previous) {
    if (still.has(path.join('\u0000'))) continue;
    if (ownedByOthers.some((o) => overlaps(o, path))) continue;
    deleteAt(next, path);
  }
  for (const path of appliedPaths) setAt(next, path, clone(valueAt(applied, path)));

  // Forced conflicts move the fields to this manager.
  const kept: ManagedFieldsEntry[] = [];
  for (const { entry, paths } of othersPaths) {
    const remaining = options.force
      ? paths.filter(
          (owned) => !conflicts.some((c) => c.manager === entry.manager && overlapsField(owned, c.field)),
        )
      : paths;
    if (remaining.length === 0) continue;
    kept.push(remaining.length === paths.length ? entry : { ...entry, fieldsV1: toFieldsV1(remaining) });
  }
  const entry: ManagedFieldsEntry = {
    manager,
    operation: 'Apply',
    apiVersion: applied.apiVersion,
    time: options.now,
    fieldsType: 'FieldsV1',
    fieldsV1: toFieldsV1(appliedPaths),
  };
  next.metadata.managedFields = [...kept, entry];
  return next;
}

function managedFieldsOf(object: KubeObject | undefined): ManagedFieldsEntry[] {
  const list = object?.metadata.managedFields;
  return Array.isArray(list) ? (list.filter(isJsonObject) as ManagedFieldsEntry[]) : [];
}

function overlaps(a: FieldPath, b: FieldPath): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

function overlapsField(owned: FieldPath, field: string): boolean {
  const path = field.split('.').slice(1);
  return overlaps(owned, path);
}

function dedupe(conflicts: FieldConflict[]): FieldConflict[] {
  const seen = new Set<string>();
  return conflicts.filter((c) => {
    const key = `${c.manager}|${c.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function valueAt(object: unknown, path: FieldPath): unknown {
  let node = object;
  for (const key of path) {
    if (!isJsonObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

function setAt(object: Record<string, unknown>, path: FieldPath, value: unknown): void {
  let node = object;
  for (const key of path.slice(0, -1)) {
    if (!isJsonObject(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function deleteAt(object: Record<string, unknown>, path: FieldPath): void {
  const parents: Array<Record<string, unknown>> = [];
  let node: unknown = object;
  for (const key of path.slice(0, -1)) {
    if (!isJsonObject(node)) return;
    parents.push(node);
    node = node[key];
  }
  if (!isJsonObject(node)) return;
  delete node[path[path.length - 1]!];
  // Drop maps the removal left empty, as the real server's merge does.
  for (let i = path.length - 2; i >= 0; i--) {
    const parent = parents[i]!;
    const child = parent[path[i]!];
    if (isJsonObject(child) && Object.keys(child).length === 0 && !(i === 0 && path[0] === 'metadata'))
      delete parent[path[i]!];
    else break;
  }
}
