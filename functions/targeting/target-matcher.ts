import type { PropertyFilter, Target } from '../../contract/targeting';
import { parseLabelSelector } from '../platform/store/label-selector';
import type { Filter } from '../platform/store/store';
import type { ClusterFacts } from './cluster-facts';

/** Evaluates store-style filters against an in-memory object (same semantics as the Store adapters). */
export function matchesFilters(subject: Record<string, unknown>, filters: Filter[]): boolean {
  return filters.every((filter) => {
    const value = filter.path.reduce<unknown>(
      (current, key) =>
        current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
      subject,
    );
    switch (filter.op) {
      case 'eq':
        return value === filter.value;
      case 'ne':
        return value !== filter.value;
      case 'in':
        return filter.values.includes(value as string | number);
      case 'notIn':
        return !filter.values.includes(value as string | number);
      case 'exists':
        return value !== undefined && value !== null;
      case 'notExists':
        return value === undefined || value === null;
      case 'startsWith':
        return typeof value === 'string' && value.startsWith(filter.value);
      case 'gte':
        return typeof value === 'string' && value >= filter.value;
    }
  });
}

/** True when `group` is `prefix` or lies below it (`retail/eu` covers `retail/eu/store-1`, not `retail/europe`). */
export function inGroup(group: string | null, prefix: string): boolean {
  return group !== null && (group === prefix || group.startsWith(prefix + '/'));
}

function matchesProperty(facts: ClusterFacts, filter: PropertyFilter): boolean {
  const value = facts[filter.property];
  if ('in' in filter)
    return value !== null && filter.in.some((candidate) => String(candidate) === String(value));
  if ('between' in filter) {
    if (typeof value !== 'number') return false;
    const { min, max } = filter.between;
    return (min === undefined || value >= min) && (max === undefined || value <= max);
  }
  return typeof value === 'string' && value.endsWith(filter.suffix);
}

/** A compiled target: parse the selector once, then test many clusters. */
export function compileTarget(target: Target): (facts: ClusterFacts) => boolean {
  const selector = target.selector ? parseLabelSelector(target.selector) : [];
  return (facts) =>
    matchesFilters({ labels: facts.labels }, selector) &&
    (!target.groups ||
      target.groups.length === 0 ||
      target.groups.some((prefix) => inGroup(facts.group, prefix))) &&
    (target.where ?? []).every((filter) => matchesProperty(facts, filter));
}
