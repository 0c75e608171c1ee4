import type { StatusEvent } from '../../../contract/status';
import { countAgentRetries } from '../../../functions/status/agent-retries';

const event = (
  extension: string,
  observedGeneration: number,
  attempt: number | undefined,
  phase: StatusEvent['phase'] = 'Failed',
): StatusEvent => ({
  extension,
  phase,
  reason: phase === 'Failed' ? 'ApplyFailed' : 'Progressing',
  lastTransitionTime: '2026-11-22T10:00:00.000Z',
  observedGeneration,
  ...(attempt === undefined ? {} : { attempt }),
});

describe('countAgentRetries', () => {
  it('counts each rise of the attempt number once, whatever repeats it', () => {
    const first = countAgentRetries({}, [event('a', 1, 1, 'Installing'), event('a', 1, 1), event('a', 1, 2)]);
    expect(first.retries).toBe(1);
    expect(first.marks).toEqual({ a: { observedGeneration: 1, attempt: 2 } });
    // The same batch again (a flush whose answer was lost), then a late copy of attempt 1.
    const resent = countAgentRetries(first.marks, [event('a', 1, 1), event('a', 1, 2)]);
    expect(resent.retries).toBe(0);
    expect(countAgentRetries(resent.marks, [event('a', 1, 1)]).retries).toBe(0);
    const later = countAgentRetries(resent.marks, [event('a', 1, 2, 'Installing'), event('a', 1, 4)]);
    expect(later.retries).toBe(2);
    expect(later.marks.a).toEqual({ observedGeneration: 1, attempt: 4 });
  });

  it('starts again at a new generation, where the first attempt is no retry', () => {
    const marks = { a: { observedGeneration: 1, attempt: 5 } };
    const next = countAgentRetries(marks, [event('a', 2, 1, 'Installing'), event('a', 2, 1)]);
    expect(next.retries).toBe(0);
    expect(next.marks.a).toEqual({ observedGeneration: 2, attempt: 1 });
    // Seen first at attempt 3 (earlier events dropped from a full buffer): its two retries count.
    expect(countAgentRetries(marks, [event('a', 3, 3)]).retries).toBe(2);
    // An older generation's events count nothing and leave the mark alone.
    const late = countAgentRetries(next.marks, [event('a', 1, 9)]);
    expect(late.retries).toBe(0);
    expect(late.marks).toBe(next.marks);
  });

  it('keeps extensions apart and ignores events without an attempt (agents that predate the field)', () => {
    const counted = countAgentRetries({ b: { observedGeneration: 4, attempt: 2 } }, [
      event('a', 4, 3),
      event('b', 4, 3),
      event('c', 4, undefined),
    ]);
    expect(counted.retries).toBe(2 + 1);
    expect(counted.marks).toEqual({
      a: { observedGeneration: 4, attempt: 3 },
      b: { observedGeneration: 4, attempt: 3 },
    });
    const old = { a: { observedGeneration: 1, attempt: 2 } };
    expect(countAgentRetries(old, [event('a', 2, undefined)])).toEqual({ marks: old, retries: 0 });
  });
});
