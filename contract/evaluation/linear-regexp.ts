import { RE2JS } from 're2js';

/**
 * Regular expressions a tenant wrote, compiled by RE2 (re2js, a pure-JavaScript port of Google's
 * RE2): matching takes time linear in the input for every pattern, so a pattern such as `^(a+)+$`
 * cannot backtrack. RE2 refuses what needs backtracking (backreferences, lookahead) and repeat
 * counts above 1000, so such a pattern fails to compile instead of running. It is the syntax
 * Kubernetes applies to CRD `pattern`s (Go's regexp is RE2) and the one CEL's `matches` specifies.
 */
export interface LinearRegExp {
  test(input: string): boolean;
  toString(): string;
}

/** Longest pattern compiled: the automaton grows with the pattern, and real patterns are short. */
export const MAX_PATTERN_LENGTH = 1024;

export function linearRegExp(pattern: string, flags = ''): LinearRegExp {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new Error(
      `pattern is ${pattern.length} characters long; at most ${MAX_PATTERN_LENGTH} are allowed`,
    );
  }
  // `u` (which ajv passes) is how RE2 always reads a pattern; `i`, `s` and `m` have RE2 flags.
  let options = 0;
  if (flags.includes('i')) options |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes('s')) options |= RE2JS.DOTALL;
  if (flags.includes('m')) options |= RE2JS.MULTILINE;
  const compiled = RE2JS.compile(pattern, options);
  // ajv keys the compiled patterns it shares by toString(): it must name the pattern and flags.
  return { test: (input) => compiled.test(input), toString: () => `/${pattern}/${flags}` };
}

/**
 * ajv's `code.regExp`: every `pattern`, `patternProperties` and `propertyNames` goes through RE2.
 * `code` names the engine in standalone code, which this project does not generate.
 */
export const ajvRegExpEngine = Object.assign((pattern: string, u: string) => linearRegExp(pattern, u), {
  code: 'linearRegExp',
});
