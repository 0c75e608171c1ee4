import { StoreError } from './store';
import type { DocumentBase } from './store';

/**
 * Per-document time to live, as Cosmos DB gives it on containers with TTL on (every container
 * here: `defaultTtl: -1`): a document whose top-level `ttl` is n expires n seconds after its last
 * write; without `ttl`, or with -1, it never does
 * (https://learn.microsoft.com/azure/cosmos-db/nosql/time-to-live). Cosmos answers 400 to any
 * other value ("The input ttl '0' is invalid. Ensure to provide a nonzero positive integer less
 * than or equal to '2147483647', or '-1' which means never expire."), so every adapter refuses it
 * before writing, and what works on a laptop never fails in Azure.
 */
export const MAX_TTL_SECONDS = 2_147_483_647;

export class InvalidTimeToLiveError extends StoreError {
  constructor(collection: string, id: string, ttl: unknown) {
    super(
      `${collection}/${id} has ttl ${JSON.stringify(ttl) ?? String(ttl)}; use a whole number of seconds from 1 to ${MAX_TTL_SECONDS}, or -1 (never expires)`,
    );
    this.name = 'InvalidTimeToLiveError';
  }
}

/**
 * The seconds after its write at which `doc` expires; undefined when it never does. Throws
 * InvalidTimeToLiveError for a `ttl` Cosmos DB would refuse.
 */
export function timeToLive(collection: string, doc: DocumentBase): number | undefined {
  const ttl = (doc as { ttl?: unknown }).ttl;
  if (ttl === undefined || ttl === -1) return undefined;
  if (typeof ttl === 'number' && Number.isInteger(ttl) && ttl > 0 && ttl <= MAX_TTL_SECONDS) return ttl;
  throw new InvalidTimeToLiveError(collection, doc.id, ttl);
}

/** Throws InvalidTimeToLiveError for a `ttl` Cosmos DB would refuse (adapters where Cosmos DB applies it). */
export function assertValidTimeToLive(collection: string, doc: DocumentBase): void {
  timeToLive(collection, doc);
}
