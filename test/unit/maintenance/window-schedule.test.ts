/**
 * Window arithmetic on croner's cron stepping and time zones: open exactly in [opening, opening +
 * duration), overlapping openings merged, and daylight saving time as the IANA database has it.
 * Every instant below was worked out by hand from the zone's offsets (CET +01:00, CEST +02:00;
 * Berlin springs forward on 2026-03-29 at 02:00 and falls back on 2026-10-25 at 03:00).
 */
import { scheduleViolations, WindowSchedule } from '../../../functions/maintenance/window-schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('WindowSchedule', () => {
  const nightly = new WindowSchedule('0 1 * * *', 'Europe/Berlin', 240);

  it('is open from the opening to the opening plus the duration, and closed outside', () => {
    // 2026-06-10 01:00 CEST = 2026-06-09T23:00Z; open for 4 h until 03:00Z.
    expect(nightly.phaseAt(at('2026-06-09T22:59:59Z'))).toEqual({
      open: false,
      opensAt: at('2026-06-09T23:00:00Z'),
    });
    expect(nightly.phaseAt(at('2026-06-09T23:00:00Z'))).toEqual({
      open: true,
      opensAt: at('2026-06-09T23:00:00Z'),
      closesAt: at('2026-06-10T03:00:00Z'),
    });
    expect(nightly.phaseAt(at('2026-06-10T02:59:59.999Z')).open).toBe(true);
    expect(nightly.phaseAt(at('2026-06-10T03:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-06-10T23:00:00Z'),
    });
  });

  it('follows Europe/Berlin through the night the clocks spring forward, by elapsed time', () => {
    // 2026-03-29 01:00 is still CET (+01:00): 00:00Z. Four hours of elapsed time later it is
    // 04:00Z, which Berlin calls 06:00 CEST. The next night opens at 01:00 CEST = 23:00Z.
    const phase = nightly.phaseAt(at('2026-03-29T01:30:00Z'));
    expect(phase).toEqual({
      open: true,
      opensAt: at('2026-03-29T00:00:00Z'),
      closesAt: at('2026-03-29T04:00:00Z'),
    });
    expect(nightly.openings(at('2026-03-29T05:00:00Z'), 1).map((o) => iso(o.opensAt))).toEqual([
      '2026-03-29T23:00:00.000Z',
    ]);
  });

  it('opens at the first instant after a local time the clocks skip', () => {
    // 02:30 does not exist in Berlin on 2026-03-29 (02:00 CET jumps to 03:00 CEST = 01:00Z).
    const skipped = new WindowSchedule('30 2 * * *', 'Europe/Berlin', 60);
    const openings = skipped.openings(at('2026-03-28T12:00:00Z'), 2).map((o) => iso(o.opensAt));
    expect(openings).toEqual(['2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z']);
  });

  it('opens once on the night the clocks fall back', () => {
    // 01:00 on 2026-10-25 happens once (CEST, 23:00Z the day before); 02:00-03:00 happens twice.
    const openings = nightly.openings(at('2026-10-24T12:00:00Z'), 2).map((o) => iso(o.opensAt));
    expect(openings).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
  });

  it('merges openings that overlap into one stretch of open time', () => {
    // Every 10 minutes for 15 minutes: always open once it started.
    const overlapping = new WindowSchedule('*/10 * * * *', 'Etc/UTC', 15);
    const phase = overlapping.phaseAt(at('2026-06-10T12:05:00Z'));
    expect(phase.open).toBe(true);
    if (phase.open) expect(phase.closesAt - phase.opensAt).toBeGreaterThan(60 * 60_000);
  });
});

describe('scheduleViolations', () => {
  const now = at('2026-06-10T12:00:00Z');
  it('accepts a valid cron expression in an IANA zone', () => {
    expect(scheduleViolations('0 1 * * *', 'Europe/Berlin', now)).toEqual([]);
  });
  it('names both a cron expression that does not parse and a zone that does not exist', () => {
    const violations = scheduleViolations('0 25 * * *', 'Europe/Atlantis', now);
    expect(violations.map((v) => v.field)).toEqual(['timeZone', 'schedule']);
    expect(violations[0]!.message).toContain("'Europe/Atlantis' is not an IANA time zone");
    expect(violations[1]!.message).toContain("'0 25 * * *' is not a cron expression");
  });
  it('refuses an expression that never matches', () => {
    expect(scheduleViolations('0 0 31 2 *', 'Etc/UTC', now)).toEqual([
      { field: 'schedule', message: "'0 0 31 2 *' never matches a future time" },
    ]);
  });
});
