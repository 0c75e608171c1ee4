import type { Clock } from '../../functions/platform/clock';

/** A clock the test moves by hand: expiry and offline detection without sleeping. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}
