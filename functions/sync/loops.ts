import type { SyncMatch, SyncResource } from '../../contract/sync-rules';

/** What loop detection needs of a rule: its kind, its match and the clusters on each side now. */
export interface RuleSides {
  name: string;
  resource: SyncResource;
  match: SyncMatch;
  from: ReadonlySet<string>;
  to: ReadonlySet<string>;
}

/**
 * Two rules of one kind may name the same object unless both list object keys and no key of one
 * can be a key of the other (a key without namespace stands for every namespace). Labels and
 * annotations are not compared: objects can change them at any time.
 */
export function mayOverlap(a: SyncMatch, b: SyncMatch): boolean {
  if (!a.objectKeys || !b.objectKeys) return true;
  return a.objectKeys.some((x) =>
    b.objectKeys!.some(
      (y) =>
        x.name === y.name &&
        (x.namespace === undefined || y.namespace === undefined || x.namespace === y.namespace),
    ),
  );
}

function sameResource(a: SyncResource, b: SyncResource): boolean {
  return a.group === b.group && a.kind === b.kind;
}

/**
 * A loop: `rule` syncs an object from cluster a to cluster b while `other` (or `rule` itself)
 * syncs the same object from b back to a. Returns a sentence naming the two clusters, or undefined.
 */
export function loopBetween(rule: RuleSides, other: RuleSides): string | undefined {
  if (!sameResource(rule.resource, other.resource) || !mayOverlap(rule.match, other.match)) return undefined;
  // b: a target of `rule` that is a source of `other`; a: a source of `rule` that is a target of `other`.
  const bs = [...rule.to].filter((id) => other.from.has(id));
  const as = [...rule.from].filter((id) => other.to.has(id));
  for (const b of bs) {
    const a = as.find((id) => id !== b);
    if (a === undefined) continue;
    const [first, second] = [a, b].sort();
    return other.name === rule.name
      ? `clusters ${first} and ${second} are both sources and targets of this rule, so each would sync the same ${rule.resource.kind} back to the other; narrow \`to\` so that it excludes the sources`
      : `this rule syncs ${rule.resource.kind} objects from ${a} to ${b} while rule '${other.name}' syncs the same objects from ${b} to ${a}; narrow one of them`;
  }
  return undefined;
}
