import { h } from './dom';
import type { Child } from './dom';

/** The part of an agent's status event the drift column reads (contract/status.ts). */
export interface DriftStatus {
  phase: string;
  reason: string;
  message?: string;
  drift?: Array<{ object: string; fields: string[] }>;
}

/** The drifted fields, one list item per object: JSON pointers, "(object deleted)" for a whole object. */
function fieldList(drift: NonNullable<DriftStatus['drift']>): Child {
  return h(
    'ul',
    { 'aria-label': 'Drifted fields' },
    ...drift.map((d) =>
      h('li', {}, `${d.object}: ${d.fields.map((f) => f || '(object deleted)').join(', ')}`),
    ),
  );
}

/**
 * Drift as the agent reported it: under Repair the fields it found changed and re-applied, under
 * Report the fields that differ and were left alone; a dependent held by a dependency says by which.
 */
export function driftCell(s: DriftStatus | undefined): Child {
  if (s?.reason === 'WaitingForDependency' || s?.reason === 'DependencyCycle')
    return h('span', { 'data-held': 'dependency' }, `Held by dependency: ${s.message ?? s.reason}`);
  if (!s || s.phase === 'Pending' || s.phase === 'Installing') return '—';
  if (s.reason === 'DriftDetected')
    return h('span', { 'data-drift': 'reported' }, 'Drift reported, not changed:', fieldList(s.drift ?? []));
  if (s.phase === 'Drifted')
    return s.drift?.length
      ? h('span', { 'data-drift': 'true' }, 'Drifted, re-applied:', fieldList(s.drift))
      : h('span', { 'data-drift': 'true' }, `Drifted: ${s.message ?? s.reason}`);
  if (s.reason === 'DriftRepaired')
    return h('span', { 'data-drift': 'repaired' }, `Repaired: ${s.message ?? ''}`);
  return s.phase === 'Installed' ? 'In sync' : '—';
}
