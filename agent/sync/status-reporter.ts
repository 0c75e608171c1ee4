import type { StatusEvent } from '../../functions/api/status';
import { MAX_STATUS_EVENTS } from '../../functions/api/status';
import type { StatusBuffer } from './status-buffer';

export interface StatusSender {
  postStatus(events: StatusEvent[]): Promise<void>;
}

/**
 * Sends buffered events in batches: the flush loop calls `flush` every 2 s, and `record` asks for
 * an early flush once `batchSize` events are waiting. A failed batch goes back to the buffer.
 */
export class StatusReporter {
  constructor(
    private readonly buffer: StatusBuffer,
    private readonly sender: StatusSender,
    private readonly batchSize: number,
    private readonly requestFlush: () => void,
  ) {}

  record(event: StatusEvent): void {
    this.buffer.push(event);
    if (this.buffer.depth >= this.batchSize) this.requestFlush();
  }

  async flush(): Promise<number> {
    let sent = 0;
    while (this.buffer.depth > 0) {
      const batch = this.buffer.take(Math.min(this.batchSize, MAX_STATUS_EVENTS));
      try {
        await this.sender.postStatus(batch);
      } catch (err) {
        this.buffer.putBack(batch);
        throw err;
      }
      sent += batch.length;
    }
    return sent;
  }
}
