import { performance } from 'node:perf_hooks';
import { gateOpen } from '../../functions/rollout/gate';
import { EVALUATION_BUDGET_MS } from '../../functions/platform/evaluation';
import { sendToTenant, startFleet, VICTIM } from './fixture';
import type { Fleet } from './fixture';

/**
 * Tenant-written expressions run on the shared control plane: JSON Schema `pattern`s, CEL
 * policies (`matches` is a backtracking JavaScript RegExp in cel-js) and rollout gates, and label
 * selectors. `^(a+)+$` against forty `a`s and a `!` backtracks for minutes; each must end within
 * the evaluation budget with a clear refusal, while other requests keep being answered.
 */

const EVIL_PATTERN = '^(a+)+$';
const EVIL_INPUT = `${'a'.repeat(40)}!`;
/** Far above the budget, far below the minutes an unbounded evaluation takes. */
const BOUND_MS = 10 * EVALUATION_BUDGET_MS + 5_000;

let fleet: Fleet;
let operator: string;

beforeAll(async () => {
  fleet = await startFleet();
  operator = await fleet.tp.token(VICTIM, 'operator');
});
afterAll(async () => {
  await fleet?.stop();
});

const api = (method: string, path: string, body?: unknown) =>
  sendToTenant(fleet, VICTIM, operator, method, path, body);

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('catastrophic regular expressions end within the budget', () => {
  it('a valuesSchema pattern checked against defaultValues at publish: 422, nothing stored', async () => {
    const before = await fleet.snapshot();
    const { result, ms } = await timed(() =>
      api('PUT', 'extensions/evil/versions/1.0.0', {
        kind: 'helm',
        source: { url: 'https://charts.example.com', chart: 'evil' },
        valuesSchema: { type: 'object', properties: { name: { type: 'string', pattern: EVIL_PATTERN } } },
        defaultValues: { name: EVIL_INPUT },
      }),
    );
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(422);
    // Patterns run on RE2 (linear time): the value simply does not match, and is reported so.
    expect(result.json<{ violations: { path: string; message: string }[] }>().violations).toEqual([
      { path: 'body.defaultValues/name', message: `must match pattern "${EVIL_PATTERN}"` },
    ]);
    expect(await fleet.snapshot()).toEqual(before);
  });

  it('a CEL policy with `matches` checked when an assignment is written: 422, nothing stored', async () => {
    const published = await api('PUT', 'extensions/regex/versions/1.0.0', {
      kind: 'helm',
      source: { url: 'https://charts.example.com', chart: 'regex' },
      policies: [{ name: 'name-format', expression: `values.name.matches('${EVIL_PATTERN}')` }],
    });
    expect(published.status).toBe(201);
    const before = await fleet.snapshot();
    const pending = timed(() =>
      api('PUT', 'assignments/regex', {
        extension: 'regex',
        version: '1.0.0',
        namespace: 'web',
        target: { groups: ['shops'] },
        values: { name: EVIL_INPUT },
      }),
    );
    // Other tenants are still served while it runs (the event loop is held at most one budget).
    const health = await fleet.tp.client.send({ path: '/api/healthz' });
    expect(health.status).toBe(200);
    const { result, ms } = await pending;
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(422);
    expect(result.json<{ violations: { path: string; message: string }[] }>().violations).toEqual([
      {
        path: 'body.version',
        message: expect.stringContaining(`within the evaluation budget of ${EVALUATION_BUDGET_MS} ms`),
      },
    ]);
    expect(await fleet.snapshot()).toEqual(before);
    // The same policy with a harmless value is evaluated normally (the budget is not a blanket refusal).
    const fine = await api('PUT', 'assignments/regex', {
      extension: 'regex',
      version: '1.0.0',
      namespace: 'web',
      target: { groups: ['shops'] },
      values: { name: 'aaaa' },
    });
    expect(fine.status).toBe(201);
  });

  it('a rollout gate keeps the stage closed and says why', async () => {
    const COUNTS = { total: 1, succeeded: 1, failed: 0, timedOut: 0, deferred: 0, cancelled: 0 };
    const started = performance.now();
    const verdict = await gateOpen(`'${EVIL_INPUT}'.matches('${EVIL_PATTERN}')`, COUNTS);
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(verdict.open).toBe(false);
    expect(verdict.detail).toContain(`within the evaluation budget of ${EVALUATION_BUDGET_MS} ms`);
    expect((await gateOpen("'aaaa'.matches('^(a+)+$') && failed == 0", COUNTS)).open).toBe(true);
  });

  it('label selectors built to backtrack answer 400 at once', async () => {
    const reader = await fleet.tp.token(VICTIM, 'reader');
    // Under the 2,048-character limit, so the parser (not the length check) refuses them.
    for (const selector of [
      `${'a'.repeat(2_000)}!`,
      `${'a.'.repeat(1_000)}/x!`,
      `${'a-'.repeat(1_000)}=x!`,
    ]) {
      const { result, ms } = await timed(() =>
        fleet.tp.client.send({
          path: `/api/v1/tenants/${VICTIM}/clusters?labelSelector=${encodeURIComponent(selector)}`,
          token: reader,
        }),
      );
      expect(ms).toBeLessThan(BOUND_MS);
      expect(result.status).toBe(400);
    }
  });
});
