/** What one health query answered: its value verbatim, or why there is none. */
export type QueryOutcome = { value: string; error?: undefined } | { error: string; value?: undefined };

/** Per query: a slow or chatty endpoint cannot hold a reconcile pass or fill its memory. */
export const QUERY_LIMITS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
