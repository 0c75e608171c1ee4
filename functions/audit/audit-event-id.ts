import { randomBytes } from 'node:crypto';

/** The largest millisecond time an id can hold: 15 digits, past the year 33,000. */
const LAST_MS = 999_999_999_999_999;

/**
 * An audit event's id: the time left until LAST_MS, zero-padded, then 6 random bytes. Every store
 * lists a tenant's documents in id order (keyset paging on `ORDER BY id`), so ids that count down
 * list the newest event first without a second index: the "log tail" pattern of Azure's table
 * design guide. Two events of one millisecond differ in their random part; their mutual order is
 * arbitrary, as it would be between two instances' clocks.
 */
export function auditEventId(time: Date, random: Buffer = randomBytes(6)): string {
  return `${String(LAST_MS - time.getTime()).padStart(15, '0')}-${random.toString('hex')}`;
}

/** The time an id was made at, to the millisecond. */
export function timeOfAuditEventId(id: string): Date {
  return new Date(LAST_MS - Number(id.slice(0, 15)));
}
