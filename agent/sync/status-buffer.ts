import type { StatusEvent } from '../../contract/status';

/**
 * Status events waiting for the control plane. Bounded: when full, the oldest event is dropped
 * and counted, because the newest state of an extension matters more than its history.
 */
export class StatusBuffer {
  private events: StatusEvent[] = [];
  private droppedCount = 0;

  constructor(
    private readonly capacity: number,
    private readonly onChange: (depth: number, dropped: number) => void = () => {},
  ) {}

  get depth(): number {
    return this.events.length;
  }

  get dropped(): number {
    return this.droppedCount;
  }

  push(event: StatusEvent): void {
    this.events.push(event);
    this.trim();
  }

  /** Removes and returns up to `max` of the oldest events. */
  take(max: number): StatusEvent[] {
    const batch = this.events.slice(0, max);
    this.events = this.events.slice(batch.length);
    this.onChange(this.events.length, 0);
    return batch;
  }

  /** Puts an unsent batch back in front, still within the bound. */
  putBack(batch: StatusEvent[]): void {
    this.events = [...batch, ...this.events];
    this.trim();
  }

  private trim(): void {
    const over = this.events.length - this.capacity;
    if (over > 0) {
      this.events = this.events.slice(over);
      this.droppedCount += over;
    }
    this.onChange(this.events.length, Math.max(over, 0));
  }
}
