import type { SelectorRequirement, SyncSourceRule } from '../../contract/sync-exchange';
import type { KubeObject } from '../kube/port';

/** The label a copy carries; a copy is never exported again (no chains, no echoes). */
export const ORIGIN_LABEL = 'arcbridge.io/synced-from';

/** Server-set metadata a copy must not carry (the target's API server sets its own). */
const SERVER_METADATA = [
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'managedFields',
  'selfLink',
  'ownerReferences',
  'finalizers',
];

/** Whether the object is one the rule names: object keys, labels (already selected by the list) and annotations. */
export function matchesRule(object: KubeObject, rule: SyncSourceRule): boolean {
  const { name, namespace, labels, annotations } = object.metadata;
  if (labels?.[ORIGIN_LABEL]) return false;
  const keys = rule.match.objectKeys;
  if (keys && !keys.some((k) => k.name === name && (k.namespace === undefined || k.namespace === namespace)))
    return false;
  return rule.annotationRequirements.every((req) => holds(req, annotations ?? {}));
}

/** One requirement of a label selector on a map (Kubernetes semantics: `!=` and `notin` match a missing key). */
function holds(req: SelectorRequirement, map: Record<string, string>): boolean {
  const value = map[req.path[req.path.length - 1] ?? ''];
  switch (req.op) {
    case 'eq':
      return value === req.value;
    case 'ne':
      return value !== req.value;
    case 'in':
      return value !== undefined && (req.values ?? []).includes(value);
    case 'notIn':
      return value === undefined || !(req.values ?? []).includes(value);
    case 'exists':
      return value !== undefined;
    case 'notExists':
      return value === undefined;
    case 'startsWith':
      return value !== undefined && typeof req.value === 'string' && value.startsWith(req.value);
  }
}

/**
 * The object as exported: server-set fields stripped, `status` unless the rule asks for it, and a
 * Secret's `data` and `stringData` split off to be sealed (returned apart, never in the object).
 */
export function stripForExport(
  object: KubeObject,
  includeStatus: boolean,
): { object: Record<string, unknown>; secretData?: Record<string, string> } {
  const { metadata, status, data, stringData, ...rest } = object;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata)) if (!SERVER_METADATA.includes(key)) kept[key] = value;
  const annotations = { ...(metadata.annotations ?? {}) };
  delete annotations['kubectl.kubernetes.io/last-applied-configuration'];
  if (Object.keys(annotations).length > 0) kept.annotations = annotations;
  else delete kept.annotations;
  const out: Record<string, unknown> = { ...rest, metadata: kept };
  if (includeStatus && status !== undefined) out.status = status;
  if (object.kind === 'Secret' && object.apiVersion === 'v1') {
    const secretData: Record<string, string> = { ...((data as Record<string, string> | undefined) ?? {}) };
    for (const [key, value] of Object.entries((stringData as Record<string, string> | undefined) ?? {}))
      secretData[key] = Buffer.from(value, 'utf8').toString('base64');
    return { object: out, secretData };
  }
  if (data !== undefined) out.data = data;
  if (stringData !== undefined) out.stringData = stringData;
  return { object: out };
}
