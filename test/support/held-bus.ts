import type { Bus, OutgoingMessage } from '../../functions/platform/bus/bus';
import type { ManualClock } from './manual-clock';

interface Held {
  at: Date;
  body: unknown;
  sequenceNumber: bigint;
}

/**
 * Holds scheduled (and sent) fan-out messages until the test takes the due ones, so a test decides
 * when, in what order and how concurrently they are handled. Cancelling removes a held message, as
 * Service Bus does with a scheduled one.
 */
export class HeldBus {
  private pending: Held[] = [];
  private sequence = 1n;

  constructor(private readonly clock: ManualClock) {}

  asBus(): Bus {
    return {
      schedule: async (_queue: string, at: Date, messages: OutgoingMessage | OutgoingMessage[]) =>
        (Array.isArray(messages) ? messages : [messages]).map((message) => {
          const sequenceNumber = this.sequence++;
          this.pending.push({ at, body: message.body, sequenceNumber });
          return sequenceNumber;
        }),
      send: async (_queue: string, messages: OutgoingMessage | OutgoingMessage[]) => {
        for (const message of Array.isArray(messages) ? messages : [messages]) {
          this.pending.push({ at: this.clock.now(), body: message.body, sequenceNumber: this.sequence++ });
        }
      },
      cancelScheduled: async (_queue: string, numbers: bigint | bigint[]) => {
        const cancelled = new Set(Array.isArray(numbers) ? numbers : [numbers]);
        this.pending = this.pending.filter((message) => !cancelled.has(message.sequenceNumber));
      },
    } as unknown as Bus;
  }

  /** Removes and returns the bodies of up to `limit` messages due now, in due order. */
  takeDue(limit = Infinity): unknown[] {
    const due = this.pending
      .filter((message) => message.at.getTime() <= this.clock.now().getTime())
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .slice(0, limit);
    this.pending = this.pending.filter((message) => !due.includes(message));
    return due.map((message) => message.body);
  }

  /** How many messages are due now. */
  dueCount(): number {
    return this.pending.filter((message) => message.at.getTime() <= this.clock.now().getTime()).length;
  }

  /**
   * Takes the `index`-th due message (mod their count) out of order: reordering and delay.
   * `keep` leaves it held as well, so the same message comes again (a duplicate, or a
   * redelivery after a lost lock).
   */
  takeDueAt(index: number, keep = false): unknown | undefined {
    const due = this.pending.filter((message) => message.at.getTime() <= this.clock.now().getTime());
    if (due.length === 0) return undefined;
    const message = due[index % due.length]!;
    if (!keep) this.pending = this.pending.filter((held) => held !== message);
    return message.body;
  }

  /** Loses the `index`-th held message (mod their count), due or not, as a broken send would. */
  loseAt(index: number): boolean {
    if (this.pending.length === 0) return false;
    const lost = this.pending[index % this.pending.length];
    this.pending = this.pending.filter((held) => held !== lost);
    return true;
  }

  /** Messages still held (scheduled and not cancelled), due or not. */
  get held(): number {
    return this.pending.length;
  }
}
