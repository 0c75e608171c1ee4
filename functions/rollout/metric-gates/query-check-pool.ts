import { EvaluationBudgetExceeded, EvaluationPool } from '../../platform/evaluation';
import type { QueryLanguage } from '../../../contract/health-query-placeholders';

let pool: EvaluationPool | undefined;

/**
 * Health queries are parsed in a worker of their own, never on the thread that answers requests:
 * Microsoft's Kusto language service takes seconds to load and warm up on its first query (a few
 * milliseconds per query after that), far beyond the shared pool's budget for tenant logic. One
 * worker, started on first use, with the time and heap that load needs.
 */
function queryChecks(): EvaluationPool {
  pool ??= new EvaluationPool({ workers: 1, budgetMs: 30_000, heapMb: 512 });
  return pool;
}

/** Every problem of the query's syntax, or the one saying it could not be checked in time. */
export async function queryProblems(query: string, language: QueryLanguage): Promise<string[]> {
  try {
    return await queryChecks().run('healthQuerySyntax', query, language);
  } catch (err) {
    if (!(err instanceof EvaluationBudgetExceeded)) throw err;
    return [`checking the query ${err.message}; write a shorter query`];
  }
}

/** Ends the worker (the host's shutdown, tests). */
export async function closeQueryChecks(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
