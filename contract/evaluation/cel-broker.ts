import { Environment } from '@marcbachmann/cel-js';
import type { ParseResult } from '@marcbachmann/cel-js';
import type { FieldViolation } from '../problems';
import { CEL_LIMITS } from './cel-limits';

/**
 * CEL in resource brokering: an offer's `cel` over the consumer object (`spec`, and `metadata` with
 * name, namespace and labels), and a migration stage's `successCondition` over `resources` (its
 * template objects as they are now, each with its status). Both must yield a bool; anything but
 * `true` (false, an error such as a missing key) refuses the object or keeps the stage open.
 */
export type BrokerCelScope = 'offer' | 'migration';

const environments: Record<BrokerCelScope, Environment> = {
  offer: new Environment({ limits: CEL_LIMITS })
    .registerVariable('spec', 'map')
    .registerVariable('metadata', 'map'),
  migration: new Environment({ limits: CEL_LIMITS }).registerVariable('resources', 'list'),
};

const cache = new Map<string, { program?: ParseResult; message?: string }>();
const CACHE_LIMIT = 2000;

function compile(scope: BrokerCelScope, expression: string): { program?: ParseResult; message?: string } {
  const key = `${scope}\u0000${expression}`;
  let entry = cache.get(key);
  if (entry) return entry;
  try {
    const program = environments[scope].parse(expression);
    const checked = program.check();
    if (!checked.valid) entry = { message: checked.error?.message ?? 'does not type-check' };
    else if (checked.type !== 'bool' && checked.type !== 'dyn') {
      entry = { message: `must evaluate to a bool, but yields ${checked.type}` };
    } else entry = { program };
  } catch (err) {
    entry = { message: (err as Error).message.split('\n')[0] ?? 'does not parse' };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, entry);
  return entry;
}

/** Every expression that does not compile, at its path. */
export function brokerCelViolations(
  items: Array<{ path: string; expression: string; scope: BrokerCelScope }>,
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  for (const { path, expression, scope } of items) {
    const { message } = compile(scope, expression);
    if (message !== undefined) violations.push({ path, message: `CEL does not compile: ${message}` });
  }
  return violations;
}

/** One verdict per expression: true only when it evaluates to `true`. */
export function brokerCelVerdicts(
  scope: BrokerCelScope,
  expressions: string[],
  variables: Record<string, unknown>,
): Array<{ ok: boolean; detail: string }> {
  return expressions.map((expression) => {
    const { program, message } = compile(scope, expression);
    if (!program) return { ok: false, detail: `CEL does not compile: ${message}` };
    try {
      const result: unknown = program(variables);
      return result === true
        ? { ok: true, detail: `'${expression}' is true` }
        : { ok: false, detail: `'${expression}' is ${JSON.stringify(result)}` };
    } catch (err) {
      return { ok: false, detail: `'${expression}' failed: ${(err as Error).message.split('\n')[0]}` };
    }
  });
}
