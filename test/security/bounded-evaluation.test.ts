import { performance } from 'node:perf_hooks';
import { EVALUATION_BUDGET_MS } from '../../functions/platform/evaluation';
import { sendToTenant, startFleet, VICTIM } from './fixture';
import type { Fleet } from './fixture';

/**
 * Every route that takes tenant-written logic (a values schema, its patterns, CEL policies and
 * gates) is fired at with catastrophic inputs while `/api/healthz` is polled: the control plane
 * must keep answering (p99 under 200 ms), and each hostile request must end promptly with a
 * problem (422) or a violation that names the evaluation budget, or with the refusal of a pattern
 * or expression that cannot be evaluated safely at all.
 */

/** Far above the budget plus the worker's hard deadline, far below an unbounded evaluation. */
const PROMPT_MS = 4 * EVALUATION_BUDGET_MS + 3_000;
const HEALTHZ_P99_MS = 200;

const EVIL_SUBJECT = `${'a'.repeat(42)}!`;
/** Backtracking bombs in JavaScript's engine; RE2 runs each in linear time or refuses it. */
const PATTERNS: { name: string; pattern: string; subject: string }[] = [
  { name: 'nested quantifiers', pattern: '^(a+)+$', subject: EVIL_SUBJECT },
  { name: 'overlapping alternation', pattern: '^(a|a|aa)*$', subject: EVIL_SUBJECT },
  { name: 'words and spaces', pattern: '^(\\w+\\s?)*$', subject: `${'word '.repeat(12)}!` },
  { name: 'nested optional groups', pattern: '^(a?){40}a{40}$', subject: 'a'.repeat(40) },
  { name: 'backreference', pattern: '^(a+)+\\1$', subject: EVIL_SUBJECT },
  { name: 'lookahead', pattern: '^(?=(a+)+$)a', subject: EVIL_SUBJECT },
  { name: 'huge counted repeat', pattern: '^((a{1000}){1000}){1000}$', subject: 'a'.repeat(5000) },
];

/** Values that make a CEL policy's evaluation explode; `l` is a list of 200 numbers. */
const LIST = Array.from({ length: 200 }, (_, i) => i);
const CEL_BOMBS: { name: string; expression: string; values: Record<string, unknown> }[] = [
  {
    name: 'nested comprehensions',
    expression: 'values.l.all(a, values.l.all(b, values.l.all(c, values.l.all(d, a + b + c + d >= 0))))',
    values: { l: LIST },
  },
  {
    name: 'string growth',
    expression: 'values.l.map(a, values.l.map(b, values.l.map(c, values.s + string(c)))).size() == 0',
    values: { l: LIST, s: 'x'.repeat(2_000) },
  },
  {
    name: 'list growth',
    expression: 'values.l.map(a, values.l.map(b, values.l.map(c, [a, b, c]))).size() == 0',
    values: { l: LIST },
  },
  {
    name: 'backtracking matches()',
    expression: "values.s.matches('^(a+)+$')",
    values: { s: EVIL_SUBJECT },
  },
];

let fleet: Fleet;
let operator: string;

beforeAll(async () => {
  fleet = await startFleet();
  operator = await fleet.tp.token(VICTIM, 'operator');
}, 120_000);
afterAll(async () => {
  await fleet?.stop();
});

const api = (method: string, path: string, body?: unknown) =>
  sendToTenant(fleet, VICTIM, operator, method, path, body);

interface Problem {
  status: number;
  detail?: string;
  violations?: { path: string; message: string }[];
}

/**
 * Polls /api/healthz one request after another while `attack` runs, and returns the attack's
 * result with every healthz latency. Bounded: it stops when the attack settles.
 */
async function whilePolled<T>(attack: () => Promise<T>): Promise<{ result: T; latencies: number[] }> {
  const latencies: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const health = await fleet.tp.client.send({ path: '/api/healthz' });
      latencies.push(performance.now() - started);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    return { result: await attack(), latencies };
  } finally {
    done = true;
    await poller;
  }
}

function p99(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

const source = (chart: string) => ({ url: 'https://charts.example.com', chart });

describe('hostile tenant logic is bounded on every route, and healthz stays fast', () => {
  const all: number[] = [];
  afterAll(() => {
    // Over every attack below together: the process never stopped answering.
    expect(all.length).toBeGreaterThan(20);
    expect(p99(all)).toBeLessThan(HEALTHZ_P99_MS);
  });

  async function attack<T>(work: () => Promise<T>): Promise<T> {
    const { result, latencies } = await whilePolled(async () => {
      const { result: answer, ms } = await timed(work);
      expect(ms).toBeLessThan(PROMPT_MS);
      return answer;
    });
    all.push(...latencies);
    expect(p99(latencies)).toBeLessThan(HEALTHZ_P99_MS);
    return result;
  }

  it.each(PATTERNS)('publish: a valuesSchema pattern with $name', async ({ pattern, subject }) => {
    for (const valuesSchema of [
      { type: 'object', properties: { name: { type: 'string', pattern } } },
      { type: 'object', patternProperties: { [pattern]: { type: 'string' } }, additionalProperties: false },
      { type: 'object', propertyNames: { pattern } },
    ]) {
      const response = await attack(() =>
        api('PUT', `extensions/${unique('pattern')}/versions/1.0.0`, {
          kind: 'helm',
          source: source('evil'),
          valuesSchema,
          defaultValues: { name: subject, [subject]: subject },
        }),
      );
      // In linear time the value matches or it does not (201, or 422 listing the mismatch); a pattern
      // RE2 cannot run in linear time is refused (422 naming it). Either way at once.
      expect([201, 422]).toContain(response.status);
      if (response.status === 422) {
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json<Problem>().violations!.length).toBeGreaterThan(0);
      }
    }
  });

  it('publish: format keywords are annotations, and an exponential $ref schema runs out of its budget', async () => {
    const formats = await attack(() =>
      api('PUT', `extensions/${unique('format')}/versions/1.0.0`, {
        kind: 'helm',
        source: source('formats'),
        valuesSchema: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email' }, re: { type: 'string', format: 'regex' } },
        },
        defaultValues: { email: `${'a'.repeat(5_000)}@`, re: '(a+)+$' },
      }),
    );
    expect(formats.status).toBe(201);
    // Every level offers two identical branches, and allErrors tries both: 2^depth evaluations.
    let nested: unknown = [];
    for (let i = 0; i < 40; i++) nested = [nested];
    const before = await fleet.snapshot();
    const response = await attack(() =>
      api('PUT', `extensions/${unique('ref')}/versions/1.0.0`, {
        kind: 'helm',
        source: source('refs'),
        valuesSchema: {
          $defs: {
            n: {
              anyOf: [
                { type: 'array', items: { $ref: '#/$defs/n' }, maxItems: 0 },
                { type: 'array', items: { $ref: '#/$defs/n' }, maxItems: 0 },
              ],
            },
          },
          type: 'object',
          properties: { tree: { $ref: '#/$defs/n' } },
        },
        defaultValues: { tree: nested },
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json<Problem>().violations).toEqual([
      expect.objectContaining({
        path: 'body.valuesSchema',
        message: expect.stringContaining(`within the evaluation budget of ${EVALUATION_BUDGET_MS} ms`),
      }),
    ]);
    expect(await fleet.snapshot()).toEqual(before);
  });

  it('publish: CEL too deep to parse is refused at once', async () => {
    const response = await attack(() =>
      api('PUT', `extensions/${unique('deep')}/versions/1.0.0`, {
        kind: 'helm',
        source: source('deep'),
        policies: [{ name: 'deep', expression: `${'('.repeat(2_000)}true${')'.repeat(2_000)}` }],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json<Problem>().violations).toEqual([
      expect.objectContaining({ path: 'body.policies[0].expression' }),
    ]);
  });

  describe.each(CEL_BOMBS)('a CEL policy with $name', ({ expression, values }) => {
    const extension = unique('cel');
    /** Set on one cluster only after the assignment is written, so explain and rollouts meet the bomb. */
    const LABEL = extension;
    const label = (value: string | null) =>
      api('PATCH', `clusters/${fleet.victim.clusterId}`, { labels: { [LABEL.replace(/-/g, '_')]: value } });
    const assign = () =>
      api('PUT', `assignments/${extension}`, {
        extension,
        version: '1.0.0',
        namespace: 'web',
        target: { groups: ['shops'] },
        values,
      });

    beforeAll(async () => {
      const published = await api('PUT', `extensions/${extension}/versions/1.0.0`, {
        kind: 'helm',
        source: source('cel'),
        policies: [
          { name: 'bomb', expression: `!has(cluster.labels.${LABEL.replace(/-/g, '_')}) || (${expression})` },
        ],
      });
      expect(published.status).toBe(201);
    });

    it('assignment write: 422 naming the budget, nothing stored', async () => {
      // The victim's cluster carries the label for this write only: every targeted cluster is checked.
      await label('on');
      const before = await fleet.snapshot();
      const response = await attack(assign);
      expect(response.status).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json<Problem>().violations).toEqual([
        {
          path: 'body.version',
          message: expect.stringMatching(
            new RegExp(`within the evaluation budget of ${EVALUATION_BUDGET_MS} ms|evaluation memory budget`),
          ),
        },
      ]);
      expect(await fleet.snapshot()).toEqual(before);
      await label(null);
    });

    it('explain and rollout preflight of a stored assignment: a violation naming the budget', async () => {
      const stored = await assign();
      expect(stored.status).toBe(201);
      await label('on');
      try {
        const explained = await attack(() => api('GET', `clusters/${fleet.victim.clusterId}/explain`));
        expect(explained.status).toBe(200);
        const entry = explained
          .json<{ extensions: { name: string; violations: { path: string; message: string }[] }[] }>()
          .extensions.find((e) => e.name === extension);
        expect(entry?.violations).toEqual([
          {
            path: 'values',
            message: expect.stringMatching(/within the evaluation budget|evaluation memory budget/),
          },
        ]);
        const before = await fleet.snapshot();
        const rollout = await attack(() =>
          api('POST', 'rollouts', {
            extension,
            version: '1.0.0',
            target: { groups: ['shops'] },
            strategy: { stages: [{ name: 'all', percent: 100 }] },
          }),
        );
        expect(rollout.status).toBe(422);
        expect(rollout.json<Problem>().violations).toEqual([
          {
            path: 'body.version',
            message: expect.stringMatching(/within the evaluation budget|evaluation memory budget/),
          },
        ]);
        expect(await fleet.snapshot()).toEqual(before);
      } finally {
        await label(null);
        await api('DELETE', `assignments/${extension}`);
      }
    });
  });

  it('rollout creation: a gate too deep to parse is refused at once (hostile-evaluation.test.ts runs a runaway gate)', async () => {
    const response = await attack(() =>
      api('POST', 'rollouts', {
        extension: 'web',
        version: '1.0.0',
        target: { groups: ['shops'] },
        strategy: {
          stages: [
            { name: 'one', percent: 50 },
            { name: 'two', percent: 100, gate: `${'['.repeat(500)}${']'.repeat(500)} == []` },
          ],
        },
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json<Problem>().violations).toEqual([
      expect.objectContaining({ path: 'body.strategy.stages.1.gate' }),
    ]);
  });

  it('the same policies with harmless values are evaluated as before', async () => {
    const extension = unique('fine');
    const published = await api('PUT', `extensions/${extension}/versions/1.0.0`, {
      kind: 'helm',
      source: source('fine'),
      valuesSchema: {
        type: 'object',
        properties: { name: { type: 'string', pattern: '^[a-z]+(-[a-z]+)*$' } },
      },
      policies: [
        { name: 'small', expression: "values.l.all(a, a < 10) && values.name.matches('^[a-z-]+$')" },
      ],
    });
    expect(published.status).toBe(201);
    const ok = await api('PUT', `assignments/${extension}`, {
      extension,
      version: '1.0.0',
      namespace: 'web',
      target: { groups: ['shops'] },
      values: { l: [1, 2, 3], name: 'web-shop' },
    });
    expect(ok.status).toBe(201);
    const refused = await api('PUT', `assignments/${extension}`, {
      extension,
      version: '1.0.0',
      namespace: 'web',
      target: { groups: ['shops'] },
      values: { l: [1, 20], name: 'Web_Shop' },
    });
    expect(refused.status).toBe(422);
    expect(
      refused
        .json<Problem>()
        .violations!.map((v) => v.path)
        .sort(),
    ).toEqual(['policies.small', 'values/name']);
    await api('DELETE', `assignments/${extension}`);
  });
});
