import { Environment } from '@marcbachmann/cel-js';
import type { ParseResult } from '@marcbachmann/cel-js';
import type { PolicyRule } from '../catalog';
import type { FieldViolation } from '../problems';
import { CEL_LIMITS } from './cel-limits';

/**
 * Policy rules are CEL expressions over three variables:
 * - `values`: the hydrated values (a map),
 * - `namespace`: the namespace the extension installs into (a string),
 * - `cluster`: the cluster's facts (id, name, region, group, labels, nodeCount, kubernetesVersion,
 *   agentVersion, connectivity).
 *
 * `namespace` is a reserved word in CEL (kept for a future package syntax) and cel-js refuses it
 * both as an identifier in an expression and as a registered variable name; the library has no
 * option to lift that. Rule authors naturally write `namespace.startsWith('team-')`, so before
 * parsing, every *identifier token* `namespace` that is not a field selection (`x.namespace` stays
 * as it is, it is legal CEL) is renamed to {@link NAMESPACE_ALIAS}, which is bound to the namespace.
 * The rename skips string literals (all quote styles, raw and bytes prefixes) and comments, and the
 * alias has the same length as `namespace`, so error positions and carets stay exact; error messages
 * are mapped back so authors never see the alias.
 */
export const NAMESPACE_ALIAS = 'namespac_';

const environment = new Environment({ limits: CEL_LIMITS })
  .registerVariable('values', 'map')
  .registerVariable('cluster', 'map')
  .registerVariable(NAMESPACE_ALIAS, 'string');

export interface PolicyContext {
  values: Record<string, unknown>;
  namespace: string;
  cluster: Record<string, unknown>;
}

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_]/;

/** Renames the identifier `namespace` (not field selections, strings or comments) to the alias. */
export function rewriteNamespaceIdentifier(expression: string): string {
  let out = '';
  let i = 0;
  // The last significant (non-space, non-comment) character emitted, to recognise `.x` and `.?x`.
  let previous = '';
  let beforePrevious = '';
  const significant = (text: string) => {
    for (const char of text) {
      if (!/\s/.test(char)) {
        beforePrevious = previous;
        previous = char;
      }
    }
  };
  while (i < expression.length) {
    const char = expression[i] as string;
    // Comments run to the end of the line.
    if (char === '/' && expression[i + 1] === '/') {
      const end = expression.indexOf('\n', i);
      const stop = end === -1 ? expression.length : end;
      out += expression.slice(i, stop);
      i = stop;
      continue;
    }
    if (IDENT_START.test(char)) {
      let j = i + 1;
      while (j < expression.length && IDENT_PART.test(expression[j] as string)) j++;
      const word = expression.slice(i, j);
      const next = expression[j];
      if ((next === '"' || next === "'") && /^(r|b|rb|br)$/i.test(word)) {
        const end = stringEnd(expression, j, /r/i.test(word));
        out += expression.slice(i, end);
        significant(expression.slice(i, end));
        i = end;
        continue;
      }
      const selected = previous === '.' || (previous === '?' && beforePrevious === '.');
      const replaced = word === 'namespace' && !selected ? NAMESPACE_ALIAS : word;
      out += replaced;
      significant(replaced);
      i = j;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = stringEnd(expression, i, false);
      out += expression.slice(i, end);
      significant(expression.slice(i, end));
      i = end;
      continue;
    }
    if (/[0-9]/.test(char)) {
      // Numbers (1, 1.5e3, 0x1F, 3u) cannot contain identifiers; consume them whole.
      let j = i + 1;
      while (j < expression.length && /[0-9A-Za-z_.]/.test(expression[j] as string)) j++;
      out += expression.slice(i, j);
      significant(expression.slice(i, j));
      i = j;
      continue;
    }
    out += char;
    significant(char);
    i++;
  }
  return out;
}

/** The index just after the string literal whose opening quote is at `start`. */
function stringEnd(text: string, start: number, raw: boolean): number {
  const quote = text[start] as string;
  const triple = text.startsWith(quote.repeat(3), start);
  const closing = triple ? quote.repeat(3) : quote;
  let i = start + closing.length;
  while (i < text.length) {
    if (!raw && text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text.startsWith(closing, i)) return i + closing.length;
    if (!triple && text[i] === '\n') return i; // unterminated; let the parser report it
    i++;
  }
  return text.length;
}

function userFacing(message: string): string {
  return message.split(NAMESPACE_ALIAS).join('namespace');
}

export type CompiledPolicy =
  { ok: true; rule: PolicyRule; program: ParseResult } | { ok: false; rule: PolicyRule; message: string };

const compiled = new Map<string, { program?: ParseResult; message?: string }>();
const CACHE_LIMIT = 5000;

/** Parses and type-checks a rule: it must be valid CEL over the three variables and yield a bool. */
export function compilePolicy(rule: PolicyRule): CompiledPolicy {
  let entry = compiled.get(rule.expression);
  if (!entry) {
    entry = compileExpression(rule.expression);
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    compiled.set(rule.expression, entry);
  }
  return entry.program
    ? { ok: true, rule, program: entry.program }
    : { ok: false, rule, message: entry.message! };
}

function compileExpression(expression: string): { program?: ParseResult; message?: string } {
  try {
    const program = environment.parse(rewriteNamespaceIdentifier(expression));
    const checked = program.check();
    if (!checked.valid) return { message: userFacing(checked.error?.message ?? 'does not type-check') };
    if (checked.type !== 'bool' && checked.type !== 'dyn') {
      return { message: `must evaluate to a bool, but yields ${checked.type}` };
    }
    return { program };
  } catch (err) {
    return { message: userFacing((err as Error).message) };
  }
}

/** Every rule that does not compile, as violations at `<path>[i].expression`. */
export function policyCompileViolations(rules: PolicyRule[], path: string): FieldViolation[] {
  const violations: FieldViolation[] = [];
  rules.forEach((rule, index) => {
    const result = compilePolicy(rule);
    if (!result.ok) {
      violations.push({
        path: `${path}[${index}].expression`,
        message: `policy '${rule.name}' does not compile: ${result.message}`,
      });
    }
  });
  return violations;
}

/**
 * Evaluates every rule; a rule that is false, or that fails to evaluate (e.g. a missing key: guard
 * optional values with `has(values.x)`), is a violation. Fails closed.
 */
export function evaluatePolicies(rules: PolicyRule[], context: PolicyContext): FieldViolation[] {
  const violations: FieldViolation[] = [];
  for (const rule of rules) {
    const path = `policies.${rule.name}`;
    const result = compilePolicy(rule);
    if (!result.ok) {
      violations.push({ path, message: `policy does not compile: ${result.message}` });
      continue;
    }
    try {
      const outcome: unknown = result.program({
        values: context.values,
        cluster: context.cluster,
        [NAMESPACE_ALIAS]: context.namespace,
      });
      if (outcome !== true) {
        violations.push({
          path,
          message: rule.message ?? `policy '${rule.name}' is false: ${rule.expression}`,
        });
      }
    } catch (err) {
      violations.push({
        path,
        message: `policy '${rule.name}' could not be evaluated: ${userFacing((err as Error).message).split('\n')[0]}`,
      });
    }
  }
  return violations;
}
