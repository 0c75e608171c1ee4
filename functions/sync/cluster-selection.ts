import type { SyncClusterSelector } from '../../contract/sync-rules';
import type { FieldViolation } from '../../contract/problems';
import { LabelSelectorError, parseLabelSelector } from '../platform/store/label-selector';
import type { Filter } from '../platform/store/store';
import { compileTarget, matchesFilters } from '../targeting';
import type { ClusterFacts } from '../targeting';

/** A cluster as sync selects it: the targeting facts plus the features its agent declares. */
export interface SyncClusterFacts extends ClusterFacts {
  features: readonly string[];
}

export type ClusterPredicate = (facts: SyncClusterFacts) => boolean;

/**
 * Compiles a `from` or `to` selector: label-selector semantics only (no regular expressions a
 * tenant writes), so evaluating it costs time linear in its size.
 */
export function compileClusterSelector(selector: SyncClusterSelector): ClusterPredicate {
  const target = compileTarget({
    ...(selector.selector !== undefined ? { selector: selector.selector } : {}),
    ...(selector.groups !== undefined ? { groups: selector.groups } : {}),
  });
  const ids = selector.clusters ? new Set(selector.clusters) : undefined;
  const features = selector.features ?? [];
  return (facts) =>
    (!ids || ids.has(facts.id)) &&
    features.every((feature) => facts.features.includes(feature)) &&
    target(facts);
}

/** Every selector of the rule that does not parse, at its path. */
export function selectorViolations(
  parts: Array<[path: string, selector: string | undefined]>,
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  for (const [path, selector] of parts) {
    if (selector === undefined) continue;
    try {
      parseLabelSelector(selector);
    } catch (err) {
      if (!(err instanceof LabelSelectorError)) throw err;
      violations.push({ path, message: err.message });
    }
  }
  return violations;
}

/** A label selector over annotations: the same requirements, on `annotations.<key>`. */
/** The requirements a label selector compiles to (never a range: the selector language has none). */
export type MetadataRequirement = Exclude<Filter, { op: 'gte' }>;

export function parseAnnotationSelector(selector: string | undefined): MetadataRequirement[] {
  if (!selector) return [];
  return parseLabelSelector(selector)
    .filter((filter): filter is MetadataRequirement => filter.op !== 'gte')
    .map((filter) => ({ ...filter, path: ['annotations', ...filter.path.slice(1)] }));
}

/** Whether an object's labels and annotations satisfy the compiled requirements. */
export function matchesMetadata(
  metadata: { labels?: Record<string, string>; annotations?: Record<string, string> },
  filters: Filter[],
): boolean {
  return matchesFilters({ labels: metadata.labels ?? {}, annotations: metadata.annotations ?? {} }, filters);
}
