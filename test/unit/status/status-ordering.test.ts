import { isNewer } from '../../../functions/status/status-service';
import type { StatusEvent } from '../../../functions/api/status';

const event = (observedGeneration: number, lastTransitionTime: string): StatusEvent => ({
  extension: 'app',
  phase: 'Installed',
  reason: 'Healthy',
  observedGeneration,
  lastTransitionTime,
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
});
