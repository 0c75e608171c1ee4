import { app } from '@azure/functions';
import type { InvocationContext, Timer } from '@azure/functions';
import { collectRegistrations } from '../../../functions/host/functions-core';
import { NcrontabSchedule, TimerRunner } from '../../../functions/host/timer-runner';

const at = (iso: string) => new Date(iso);
const next = (expression: string, after: string) =>
  new NcrontabSchedule(expression).next(at(after)).toISOString();

describe('NcrontabSchedule', () => {
  it('fires every second, every n seconds and at fixed seconds', () => {
    expect(next('* * * * * *', '2026-01-01T00:00:00.400Z')).toBe('2026-01-01T00:00:01.000Z');
    expect(next('*/15 * * * * *', '2026-01-01T00:00:15.000Z')).toBe('2026-01-01T00:00:30.000Z');
    expect(next('*/15 * * * * *', '2026-01-01T00:00:46.000Z')).toBe('2026-01-01T00:01:00.000Z');
    expect(next('5,20 * * * * *', '2026-01-01T00:00:06.000Z')).toBe('2026-01-01T00:00:20.000Z');
  });

  it('handles minutes, hours, ranges with steps and rolls over days, months and years', () => {
    expect(next('0 */5 * * * *', '2026-01-01T10:07:00Z')).toBe('2026-01-01T10:10:00.000Z');
    expect(next('0 0 9-17/4 * * *', '2026-01-01T13:00:00Z')).toBe('2026-01-01T17:00:00.000Z');
    expect(next('0 0 9-17/4 * * *', '2026-01-01T17:00:00Z')).toBe('2026-01-02T09:00:00.000Z');
    expect(next('0 30 23 31 12 *', '2026-12-31T23:30:00Z')).toBe('2027-12-31T23:30:00.000Z');
    expect(next('0 0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('matches day-of-week (Sunday is 0 or 7) together with day-of-month', () => {
    // 2026-01-01 is a Thursday.
    expect(next('0 0 8 * * 1-5', '2026-01-02T09:00:00Z')).toBe('2026-01-05T08:00:00.000Z');
    expect(next('0 0 0 * * 7', '2026-01-01T00:00:00Z')).toBe('2026-01-04T00:00:00.000Z');
    expect(next('0 0 0 * * 0', '2026-01-01T00:00:00Z')).toBe('2026-01-04T00:00:00.000Z');
    // The 13th AND a Friday.
    expect(next('0 0 0 13 * 5', '2026-01-01T00:00:00Z')).toBe('2026-02-13T00:00:00.000Z');
  });

  it('takes month and day names, as the timer trigger documentation shows (0 30 9 * Jan Mon)', () => {
    // Mondays in January 2027: the 4th is the first.
    expect(next('0 30 9 * Jan Mon', '2026-02-01T00:00:00Z')).toBe('2027-01-04T09:30:00.000Z');
    expect(next('0 0 8 * * MON-FRI', '2026-01-02T09:00:00Z')).toBe('2026-01-05T08:00:00.000Z');
  });

  it('rejects what Azure would not run', () => {
    expect(() => new NcrontabSchedule('0 */5 * * *')).toThrow(/six fields/);
    expect(() => new NcrontabSchedule('00:05:00')).toThrow(/six fields/);
    for (const outOfRange of [
      '60 * * * * *',
      '0 0 25 * * *',
      '0 0 0 0 * *',
      '*/0 * * * * *',
      '0 0 0 * * MON-XYZ',
    ])
      expect(() => new NcrontabSchedule(outOfRange)).toThrow(/not a valid NCRONTAB expression/);
    expect(() => new NcrontabSchedule('0 0 0 31 2 *').next(new Date())).toThrow(/never fires/);
  });
});

describe('TimerRunner', () => {
  let runner: TimerRunner | undefined;
  // Jest's fake timers stand in for setTimeout and Date: time moves when the test says, so a busy
  // machine cannot make a firing late (or past due).
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T12:00:00.400Z') });
  });
  afterEach(async () => {
    const stopped = runner?.stop();
    await jest.runOnlyPendingTimersAsync();
    await stopped;
    runner = undefined;
    jest.useRealTimers();
  });

  it('fires app.timer registrations on their schedule with a Timer and an InvocationContext', async () => {
    const firings: { timer: Timer; context: InvocationContext; at: number }[] = [];
    const registrations = collectRegistrations(() => {
      app.timer('heartbeatSweep', {
        schedule: '* * * * * *',
        handler: async (timer, context) => {
          firings.push({ timer, context, at: Date.now() });
        },
      });
      app.timer('nightly', { schedule: '0 0 3 * * *', handler: async () => undefined });
    });
    runner = new TimerRunner({ registrations });
    const nextNightly = runner.nextOccurrences(new Date('2026-01-01T12:00:00Z')).nightly;
    expect(nextNightly?.toISOString()).toBe('2026-01-02T03:00:00.000Z');
    runner.start();
    // 12:00:00.400 to 12:00:02.500: the whole seconds 01 and 02.
    await jest.advanceTimersByTimeAsync(2100);
    await runner.stop();

    expect(firings).toHaveLength(2);
    for (const firing of firings) {
      // On whole seconds, at the scheduled time.
      expect(firing.at % 1000).toBe(0);
      expect(firing.timer.isPastDue).toBe(false);
      expect(firing.context.functionName).toBe('heartbeatSweep');
      expect(new Date(firing.timer.scheduleStatus.next).getTime() % 1000).toBe(0);
    }
    expect(firings[1]!.at - firings[0]!.at).toBe(1000);
    // Stopped: no firing however long time goes on.
    const count = firings.length;
    await jest.advanceTimersByTimeAsync(3000);
    expect(firings).toHaveLength(count);
  });

  it('runs on startup when asked, never overlaps a running invocation, and stop() waits for it', async () => {
    let running = 0;
    let peak = 0;
    let calls = 0;
    let finished = 0;
    const registrations = collectRegistrations(() => {
      app.timer('healRollouts', {
        schedule: '* * * * * *',
        runOnStartup: true,
        handler: async () => {
          calls++;
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 1500));
          running--;
          finished++;
        },
      });
    });
    runner = new TimerRunner({ registrations });
    runner.start();
    expect(calls).toBe(1); // at once, not at the next whole second
    // The first call runs until 12:00:01.900: the occurrence at 01 is skipped, the one at 02 runs.
    await jest.advanceTimersByTimeAsync(1400);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(300);
    expect(calls).toBe(2);
    // stop() waits for the running call, which ends 1.5 s after it began.
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    await jest.advanceTimersByTimeAsync(600);
    await stopping;
    expect(stopped).toBe(true);
    expect(peak).toBe(1);
    expect(running).toBe(0);
    expect(finished).toBe(calls);
  });

  it('fails fast on a registration with an invalid schedule', () => {
    const registrations = collectRegistrations(() => {
      app.timer('broken', { schedule: '*/5 * * * *', handler: async () => undefined });
    });
    expect(() => new TimerRunner({ registrations })).toThrow(/'broken'.*six fields/);
  });
});
