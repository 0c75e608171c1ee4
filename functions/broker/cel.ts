import type { FieldViolation } from '../../contract/problems';
import { EvaluationBudgetExceeded, tenantLogic } from '../platform/evaluation';
import type { BrokerCelScope } from '../platform/evaluation';

/**
 * Brokering's tenant-written CEL (offers and migration stages), always in the evaluation pool:
 * parsing too, as it is tenant input. A check over its budget refuses (fails closed).
 */
export interface BrokerCel {
  violations(
    items: Array<{ path: string; expression: string; scope: BrokerCelScope }>,
  ): Promise<FieldViolation[]>;
  verdicts(
    scope: BrokerCelScope,
    expressions: string[],
    variables: Record<string, unknown>,
  ): Promise<Array<{ ok: boolean; detail: string }>>;
}

export const poolCel: BrokerCel = {
  async violations(items) {
    if (items.length === 0) return [];
    try {
      return await tenantLogic().run('brokerCelSyntax', items);
    } catch (err) {
      if (!(err instanceof EvaluationBudgetExceeded)) throw err;
      return items.map(({ path }) => ({
        path,
        message: `compiling the CEL ${err.message}; write a shorter, flatter expression`,
      }));
    }
  },
  async verdicts(scope, expressions, variables) {
    if (expressions.length === 0) return [];
    try {
      return await tenantLogic().run('brokerCel', scope, expressions, variables);
    } catch (err) {
      const detail = `CEL failed: ${(err as Error).message}`;
      return expressions.map(() => ({ ok: false, detail }));
    }
  },
};
