/** Parallel store writes per operation: fast against a remote store without flooding it. */
export const STORE_CONCURRENCY = 16;

/**
 * Runs `work` over `items` with at most `limit` in flight. Rollouts and the heartbeat sweep touch thousands of documents;
 * one at a time is slow against a remote store, all at once floods it (and its 429s).
 */
export async function forEachBounded<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
