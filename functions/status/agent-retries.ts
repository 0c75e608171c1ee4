import type { StatusEvent } from '../../contract/status';
import type { AttemptMark } from '../clusters';

export interface CountedRetries {
  /** The marks to store with the status document (the input, untouched, when nothing moved). */
  marks: Record<string, AttemptMark>;
  /** Retries not counted before: the amount to add to the agent's reconcile-retries counter. */
  retries: number;
}

/**
 * Counts the retries a status batch reveals, once each. Agents number their attempts per extension
 * and generation (1, 2, 3, ...), and may send an event again after a flush that failed, or in a later
 * batch: so a retry is counted when an attempt number first rises above the highest one seen for the
 * extension at that generation, never per event. The first attempt at a generation is not a retry;
 * the first sight of attempt n at a new generation counts its n - 1 retries. Events of an older
 * generation than the mark, and events without an attempt (older agents), count nothing.
 */
export function countAgentRetries(
  marks: Readonly<Record<string, AttemptMark>>,
  events: readonly StatusEvent[],
): CountedRetries {
  let next: Record<string, AttemptMark> | undefined;
  let retries = 0;
  for (const event of events) {
    if (event.attempt === undefined) continue;
    const mark = (next ?? marks)[event.extension];
    if (mark && event.observedGeneration < mark.observedGeneration) continue;
    const seen = mark?.observedGeneration === event.observedGeneration ? mark.attempt : undefined;
    if (seen !== undefined && event.attempt <= seen) continue;
    retries += event.attempt - (seen ?? 1);
    // Copied on the first change only: a batch of events without attempts leaves the marks as they are.
    next ??= { ...marks };
    next[event.extension] = { observedGeneration: event.observedGeneration, attempt: event.attempt };
  }
  return { marks: next ?? (marks as Record<string, AttemptMark>), retries };
}
