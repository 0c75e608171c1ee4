import fc from 'fast-check';
import { parser } from '@prometheus-io/lezer-promql';
import { kustoLanguage } from '../../../contract/evaluation/health-query-syntax';
import { substitute } from '../../../contract/health-query-placeholders';

/**
 * Whatever a cluster's name or label holds, a placeholder's values end up inside literals and
 * nowhere else: the query around them parses as written, and the literals read back, with the
 * language's own parser, are exactly the values. Checked over arbitrary (printable) strings.
 */

/** Go's unquoting of the escapes a PromQL double-quoted string may hold here. */
function unquote(text: string): string {
  return text.replace(/\\(x[0-9a-f]{2}|.)/gs, (_, escape: string) =>
    escape.startsWith('x') && escape.length === 3
      ? String.fromCharCode(parseInt(escape.slice(1), 16))
      : escape,
  );
}

/** RE2 alternatives back to the values: split at unescaped `|`, then drop the quoting backslashes. */
function alternatives(regex: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < regex.length; i++) {
    const ch = regex[i]!;
    if (ch === '\\') current += regex[++i] ?? '';
    else if (ch === '|') {
      out.push(current);
      current = '';
    } else current += ch;
  }
  return [...out, current];
}

interface KustoElement {
  WalkElements(action: (element: KustoElement) => void): void;
  LiteralValue?: unknown;
}
interface Kusto {
  Syntax: { LiteralExpression: new () => KustoElement };
  KustoCode: {
    Parse(text: string): { Syntax: KustoElement; GetDiagnostics(): { Count: number } };
  };
}

/** Printable values: a control character is refused before it reaches a KQL query (unit-tested). */
const value = fc
  .string({ minLength: 1, maxLength: 24, unit: 'binary' })
  .filter((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f));
const values = fc.uniqueArray(value, { minLength: 1, maxLength: 4 });

describe('health query placeholders: values stay inside literals (property)', () => {
  it('PromQL: one string literal, reading back as the values', () => {
    fc.assert(
      fc.property(values, (given) => {
        const query = substitute('max(m{zone=~{{labels.zone}}}) or vector(0)', 'promql', () => given);
        const literals: string[] = [];
        let errors = 0;
        parser.parse(query).iterate({
          enter(node) {
            if (node.type.isError) errors += 1;
            if (node.name === 'StringLiteral')
              literals.push(unquote(query.slice(node.from + 1, node.to - 1)));
          },
        });
        expect(errors).toBe(0);
        expect(literals).toHaveLength(1);
        expect(alternatives(literals[0]!).sort()).toEqual([...given].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('KQL: parses without errors, its string literals reading back as the values', () => {
    const K = kustoLanguage<Kusto>();
    fc.assert(
      fc.property(values, (given) => {
        const query = substitute('T | where Zone in ({{labels.zone}}) | count', 'kql', () => given);
        const code = K.KustoCode.Parse(query);
        expect(code.GetDiagnostics().Count).toBe(0);
        const literals: string[] = [];
        code.Syntax.WalkElements((element) => {
          if (element instanceof K.Syntax.LiteralExpression && typeof element.LiteralValue === 'string')
            literals.push(element.LiteralValue);
        });
        expect(literals.sort()).toEqual([...given].sort());
      }),
      { numRuns: 300 },
    );
  });
});
