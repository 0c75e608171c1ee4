import { EvaluationPool } from './evaluation-pool';

export { EvaluationPool } from './evaluation-pool';
export type { EvaluationPoolOptions } from './evaluation-pool';
export { EVALUATION_BUDGET_MS, EvaluationBudgetExceeded } from '../../../contract/evaluation';
export type {
  BrokerCelScope,
  PublishSubject,
  StageCounts,
  ValuesRules,
  ValuesSubject,
} from '../../../contract/evaluation';

let shared: EvaluationPool | undefined;

/**
 * The process's evaluation pool, started on first use: every capability that checks tenant logic
 * (catalog publish, assignment writes, explain, rollout preflight and gates) shares its workers.
 */
export function tenantLogic(): EvaluationPool {
  shared ??= new EvaluationPool();
  return shared;
}

/** Ends the shared pool's workers (the host's shutdown). */
export async function closeTenantLogic(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
