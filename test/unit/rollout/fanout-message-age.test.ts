import { recordMessageAge } from '../../../functions/rollout/rollout-fanout.fn';

/** The fan-out consumer records how long each message waited (the "oldest fan-out message" alert). */
describe('fan-out message age', () => {
  const recorded: [number, Record<string, unknown>][] = [];
  const histogram = {
    record: (value: number, attributes?: Record<string, unknown>) => recorded.push([value, attributes ?? {}]),
  };

  beforeEach(() => recorded.splice(0));

  it('records seconds from the enqueued time to receipt, by queue', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(
      recordMessageAge(histogram, 'rollout-fanout', { enqueuedTimeUtc: '2026-11-25T09:58:30.000Z' }, now),
    ).toBe(90);
    expect(recorded).toEqual([[90, { queue: 'rollout-fanout' }]]);
  });

  it('never records a negative age (clock skew between broker and host)', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(recordMessageAge(histogram, 'q', { enqueuedTimeUtc: '2026-11-25T10:00:02.000Z' }, now)).toBe(0);
  });

  it('records nothing without a valid enqueued time', () => {
    expect(recordMessageAge(histogram, 'q', undefined, Date.now())).toBeUndefined();
    expect(recordMessageAge(histogram, 'q', { enqueuedTimeUtc: 'yesterday' }, Date.now())).toBeUndefined();
    expect(recorded).toEqual([]);
  });
});
