/**
 * The one way into tenant-written logic: JSON Schema (with RE2 patterns), CEL policies and CEL
 * rollout gates. Nothing else in the repository may import ajv, cel-js or re2js, or build a
 * RegExp from a non-literal (eslint.config.mjs; test/security/evaluation-boundary.test.ts).
 *
 * - The control plane runs checks in worker threads with a hard deadline and a heap limit
 *   (functions/platform/evaluation/), so no check ever runs on the thread that answers requests.
 * - The agent, which serves one cluster, runs its schema check here with {@link runCheck}:
 *   bounded by the same time budget, on its own thread.
 *
 * docs/security.md ("Bounded evaluation of tenant logic") gives the reasoning.
 */
export { EVALUATION_BUDGET_MS, runCheck } from './run-check';
export type { CheckArgs, CheckResult } from './run-check';
export { EvaluationBudgetExceeded } from './time-budget';
export type { PublishSubject, ValuesRules, ValuesSubject } from './checks';
export type { CheckName } from './worker-checks';
export type { StageCounts } from './cel-gates';
export type { BrokerCelScope } from './cel-broker';
export type { CheckReply, CheckRequest } from './evaluation-worker';

/** Where the worker's program is, beside this file (compiled: .js in dist/; under Jest: .ts). */
export const EVALUATION_WORKER_FILE = `${__dirname}/evaluation-worker${__filename.slice(__filename.lastIndexOf('.'))}`;
