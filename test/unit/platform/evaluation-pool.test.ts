import { EvaluationBudgetExceeded, EvaluationPool } from '../../../functions/platform/evaluation';
import type { ValuesRules, ValuesSubject } from '../../../functions/platform/evaluation';

/** The pool runs checks off the event loop and outlives every check that exceeds its budget. */

const LIST = Array.from({ length: 300 }, (_, i) => i);
const growth = (expression: string): [ValuesRules, ValuesSubject[]] => [
  { policies: [{ name: 'bomb', expression }] },
  [{ values: { l: LIST }, namespace: 'web', cluster: {} }],
];

describe('EvaluationPool', () => {
  let pool: EvaluationPool;
  afterEach(async () => {
    await pool?.close();
  });

  it('answers checks, and a check past its time budget is refused while the event loop keeps turning', async () => {
    pool = new EvaluationPool({ workers: 1, budgetMs: 200 });
    expect(await pool.run('gateSyntax', 'failed == 0')).toBeUndefined();
    let turns = 0;
    const ticker = setInterval(() => turns++, 10);
    const started = Date.now();
    const bomb = pool.run(
      'values',
      ...growth('values.l.all(a, values.l.all(b, values.l.all(c, a + b + c >= 0)))'),
    );
    await expect(bomb).rejects.toBeInstanceOf(EvaluationBudgetExceeded);
    clearInterval(ticker);
    expect(Date.now() - started).toBeLessThan(200 + 250 + 2_000);
    // The event loop ran while the worker was busy (a blocked loop would count none).
    expect(turns).toBeGreaterThan(3);
    // The worker is still there and answers the next check.
    expect(
      await pool.run('values', { policies: [] }, [{ values: {}, namespace: 'web', cluster: {} }]),
    ).toEqual([[]]);
  });

  it('ends a worker that exhausts its heap, answers with the memory budget, and starts another', async () => {
    pool = new EvaluationPool({ workers: 1, budgetMs: 20_000, heapMb: 32 });
    const bomb = pool.run(
      'values',
      ...growth('values.l.map(a, values.l.map(b, values.l.map(c, [a, b, c]))).size() == 0'),
    );
    await expect(bomb).rejects.toMatchObject({ name: 'EvaluationBudgetExceeded', resource: 'memory' });
    expect(
      await pool.run('gate', 'failed == 0', {
        total: 1,
        succeeded: 1,
        failed: 0,
        timedOut: 0,
        deferred: 0,
        cancelled: 0,
      }),
    ).toEqual({
      open: true,
      detail: "gate 'failed == 0' is true",
    });
  });

  it('queues checks beyond its workers and answers each', async () => {
    pool = new EvaluationPool({ workers: 1 });
    const answers = await Promise.all(
      ['a == 1', 'a ==', 'true'].map((expression) => pool.run('gateSyntax', expression)),
    );
    expect(answers.map((answer) => answer === undefined)).toEqual([true, false, true]);
  });

  it('refuses checks once closed', async () => {
    pool = new EvaluationPool({ workers: 1 });
    await pool.close();
    await expect(pool.run('gateSyntax', 'true')).rejects.toThrow('closed');
  });
});
