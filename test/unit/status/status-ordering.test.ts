import { isNewer } from '../../../functions/status/status-service';
import type { StatusEvent } from '../../../contract/status';

const event = (observedGeneration: number, lastTransitionTime: string, attempt?: number): StatusEvent => ({
  extension: 'app',
  phase: 'Installed',
  reason: 'Healthy',
  observedGeneration,
  lastTransitionTime,
  ...(attempt === undefined ? {} : { attempt }),
});

describe('status ordering', () => {
  it('prefers a later generation even with an earlier timestamp', () => {
    expect(isNewer(event(2, '2026-01-01T00:00:00Z'), event(1, '2026-06-01T00:00:00Z'))).toBe(true);
    expect(isNewer(event(1, '2026-06-01T00:00:00Z'), event(2, '2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('within a generation, prefers the later transition', () => {
    expect(isNewer(event(1, '2026-01-02T00:00:00Z'), event(1, '2026-01-01T00:00:00Z'))).toBe(true);
    expect(isNewer(event(1, '2026-01-01T00:00:00Z'), event(1, '2026-01-02T00:00:00Z'))).toBe(false);
    expect(isNewer(event(1, '2026-01-01T00:00:00Z'), undefined)).toBe(true);
  });

  it('at the same transition time, prefers the higher attempt (a retry that failed alike keeps the time)', () => {
    const t = '2026-01-01T00:00:00Z';
    expect(isNewer(event(1, t, 3), event(1, t, 2))).toBe(true);
    expect(isNewer(event(1, t, 2), event(1, t, 3))).toBe(false);
    // Equal, or without attempts (older agents): the event that arrives later wins, as before.
    expect(isNewer(event(1, t, 2), event(1, t, 2))).toBe(true);
    expect(isNewer(event(1, t), event(1, t))).toBe(true);
    // The transition time still comes first.
    expect(isNewer(event(1, '2026-01-02T00:00:00Z', 1), event(1, t, 4))).toBe(true);
  });
});
