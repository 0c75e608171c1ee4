import type { ApplicationProperties, ReceivedMessage } from './bus';

/** A row of the embedded bus's `bus_messages` table, as its queries select it. */
export interface MessageRow {
  seq: number;
  message_id: string;
  body: string;
  properties: string;
  enqueued_at: number;
  delivery_count: number;
}

export interface DeadLetterRow extends MessageRow {
  reason: string;
  description: string | null;
}

/** A stored message as the Bus hands it out (the lock fields are the claim's). */
export function decodeRow(row: MessageRow): Omit<ReceivedMessage, 'queue' | 'lockedUntil' | 'lockToken'> {
  return {
    messageId: row.message_id,
    body: JSON.parse(row.body) as unknown,
    deliveryCount: row.delivery_count,
    sequenceNumber: BigInt(row.seq),
    enqueuedTime: new Date(row.enqueued_at),
    applicationProperties: JSON.parse(row.properties) as ApplicationProperties,
  };
}
