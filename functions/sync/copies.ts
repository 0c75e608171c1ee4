import type { SyncCopy } from '../../contract/sync-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import { formatResource } from '../../contract/sync-rules';
import { digestOf } from './model';
import type { SyncObjectDocument, SyncRuleDocument } from './model';

/** The label every copy carries: which cluster and rule it comes from (`<cluster name>.<rule>`). */
export const ORIGIN_LABEL = 'arcbridge.io/synced-from';
/** Annotations the target agent reads back when a copy is no longer wanted. */
export const ORIGIN_ANNOTATION = 'arcbridge.io/synced-from';
export const DELETION_POLICY_ANNOTATION = 'arcbridge.io/sync-deletion-policy';

type Metadata = {
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  [key: string]: unknown;
};

/** The copy a target applies: the namespace mapped, labels and annotations edited, the origin marked. */
export function copyOf(
  rule: SyncRuleDocument,
  object: SyncObjectDocument,
  sourceName: string,
  sealed: string | undefined,
): SyncCopy {
  const namespace =
    object.namespace === undefined
      ? undefined
      : (rule.namespaceMapping?.[object.namespace] ?? object.namespace);
  const metadata = { ...((object.object.metadata as Metadata | undefined) ?? {}) };
  const labels = edit(metadata.labels, rule.labels);
  const annotations = edit(metadata.annotations, rule.annotations);
  // A label value holds at most 63 characters: the cluster id and rule fit, a name may not.
  labels[ORIGIN_LABEL] = `${object.source}.${rule.name}`;
  annotations[ORIGIN_ANNOTATION] = `${sourceName}/${rule.name}`;
  annotations[DELETION_POLICY_ANNOTATION] = rule.deletionPolicy;
  const copy = {
    ...object.object,
    metadata: {
      ...metadata,
      name: object.name,
      ...(namespace !== undefined ? { namespace } : {}),
      labels,
      annotations,
    },
  };
  return {
    rule: rule.name,
    source: object.source,
    sourceName,
    resource: rule.resource,
    ...(namespace !== undefined ? { namespace } : {}),
    name: object.name,
    object: copy,
    ...(sealed !== undefined ? { sealed } : {}),
    digest: digestOf({ copy, sealed: sealed ?? null, generation: rule.generation }),
    deletionPolicy: rule.deletionPolicy,
  };
}

function edit(
  current: Record<string, string> | undefined,
  edits: { add?: Record<string, string>; remove?: string[] } | undefined,
): Record<string, string> {
  const result = { ...(current ?? {}) };
  for (const key of edits?.remove ?? []) delete result[key];
  Object.assign(result, edits?.add ?? {});
  return result;
}

/** Where a copy lands in a target: two copies with the same place are one object there. */
export function placeOf(resource: SyncResource, copy: { namespace?: string; name: string }): string {
  return `${resource.group}/${resource.kind}/${copy.namespace ?? ''}/${copy.name}`;
}

/** Sorted so that the winner of a conflict is the same on every exchange: the oldest export. */
export function byFirstExport(
  a: { rule: SyncRuleDocument; object: SyncObjectDocument },
  b: { rule: SyncRuleDocument; object: SyncObjectDocument },
): number {
  return (
    a.object.firstExportedAt.localeCompare(b.object.firstExportedAt) ||
    a.object.source.localeCompare(b.object.source) ||
    a.rule.name.localeCompare(b.rule.name)
  );
}

export function conflictReason(
  resource: SyncResource,
  place: { namespace?: string; name: string },
  winner: { rule: string; source: string },
  loser: { rule: string; source: string },
): string {
  const what = `${formatResource(resource)} ${place.namespace ? `${place.namespace}/` : ''}${place.name}`;
  return (
    `${what} is exported by cluster ${loser.source} (rule '${loser.rule}') and by cluster ${winner.source} ` +
    `(rule '${winner.rule}'), which exported it first and keeps it; narrow one rule's match or sources`
  );
}

/** The digest a target reports once it applied exactly `copies`. */
export function setDigest(
  copies: Array<{ source: string; namespace?: string; name: string; digest: string }>,
): string {
  return digestOf(copies.map((c) => `${c.source}/${c.namespace ?? ''}/${c.name}@${c.digest}`).sort());
}
