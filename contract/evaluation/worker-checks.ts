import type { QueryLanguage } from '../health-query-placeholders';
import { checks } from './checks';
import { querySyntaxProblems } from './health-query-syntax';

/**
 * What the control plane's evaluation workers run: every check of ./checks.ts, and the health
 * queries' syntax, whose parsers (PromQL's grammar, Microsoft's Kusto language service, 5 MB) only
 * the control plane needs. The agent runs ./checks.ts alone, so its bundle carries neither.
 */
export const workerChecks = {
  ...checks,
  healthQuerySyntax: (query: string, language: QueryLanguage) => querySyntaxProblems(query, language),
};

export type WorkerChecks = typeof workerChecks;
export type CheckName = keyof WorkerChecks;
