import { Cron } from 'croner';

/** Where a window stands at an instant: open until `closesAt`, or closed until `opensAt` (null: never again). */
export type WindowPhase =
  { open: true; opensAt: number; closesAt: number } | { open: false; opensAt: number | null };

/**
 * Openings overlapping one another (a window longer than the time between its openings) are one
 * stretch of open time; this many chained openings are enough for any sensible schedule and keep
 * a schedule such as "every minute, open for a week" from looping for long.
 */
const MAX_CHAINED_OPENINGS = 500;

/**
 * A window's schedule: a cron expression read in an IANA time zone (croner does the stepping and
 * the time zone arithmetic, daylight saving time included: an opening at a local time the clocks
 * skip happens when they resume), open for `durationMinutes` of elapsed time after each opening.
 * A window is open at `t` when an opening `o` has `o <= t < o + duration`.
 */
export class WindowSchedule {
  private readonly cron: Cron;
  private readonly durationMs: number;

  /** Throws with croner's message when the expression or the time zone is not valid. */
  constructor(expression: string, timeZone: string, durationMinutes: number) {
    this.cron = new Cron(expression, { timezone: timeZone, paused: true });
    this.durationMs = durationMinutes * 60_000;
  }

  /** The first opening strictly after `after`, or null when the expression never matches again. */
  nextOpening(after: number): number | null {
    return this.cron.nextRun(new Date(after))?.getTime() ?? null;
  }

  phaseAt(at: number): WindowPhase {
    // The earliest opening after at - duration: if it is not after `at`, the window is open.
    const first = this.nextOpening(at - this.durationMs);
    if (first === null || first > at) return { open: false, opensAt: first };
    return { open: true, opensAt: first, closesAt: this.closingOf(first) };
  }

  /** The current opening (when open) and the next ones: `count` stretches of open time in all. */
  openings(from: number, count: number): { opensAt: number; closesAt: number }[] {
    const result: { opensAt: number; closesAt: number }[] = [];
    const phase = this.phaseAt(from);
    let next = phase.opensAt;
    while (next !== null && result.length < count) {
      const closesAt = this.closingOf(next);
      result.push({ opensAt: next, closesAt });
      // Openings up to closesAt were chained into this stretch.
      next = this.nextOpening(closesAt);
    }
    return result;
  }

  /** When the stretch of open time that starts at `opening` ends: later openings it overlaps extend it. */
  private closingOf(opening: number): number {
    let closesAt = opening + this.durationMs;
    let next = this.nextOpening(opening);
    for (let i = 0; next !== null && next <= closesAt && i < MAX_CHAINED_OPENINGS; i++) {
      closesAt = Math.max(closesAt, next + this.durationMs);
      next = this.nextOpening(next);
    }
    return closesAt;
  }
}

/** What is wrong with a window's schedule and time zone, one message per field. */
export function scheduleViolations(
  expression: string,
  timeZone: string,
  now: number,
): { field: 'schedule' | 'timeZone'; message: string }[] {
  const violations: { field: 'schedule' | 'timeZone'; message: string }[] = [];
  let zoneOk = true;
  try {
    // The ECMAScript Intl API knows the IANA database (Node bundles ICU): a zone it refuses does not exist.
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    zoneOk = false;
    violations.push({
      field: 'timeZone',
      message: `'${timeZone}' is not an IANA time zone; use a name such as Europe/Berlin or America/New_York`,
    });
  }
  try {
    const schedule = new WindowSchedule(expression, zoneOk ? timeZone : 'Etc/UTC', 1);
    if (schedule.nextOpening(now) === null)
      violations.push({ field: 'schedule', message: `'${expression}' never matches a future time` });
  } catch (err) {
    violations.push({
      field: 'schedule',
      message: `'${expression}' is not a cron expression: ${(err as Error).message}`,
    });
  }
  return violations;
}
