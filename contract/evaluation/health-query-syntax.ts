import { parser as promqlParser } from '@prometheus-io/lezer-promql';
import { placeholderProblem, placeholdersOf, substitute } from '../health-query-placeholders';
import type { QueryLanguage } from '../health-query-placeholders';

/**
 * Whether a health query parses, checked when the rollout is created: Prometheus's own PromQL
 * grammar (`@prometheus-io/lezer-promql`, the parser of Prometheus's web UI) and Microsoft's Kusto
 * language service (the parser behind the Log Analytics editor). The placeholders are filled with
 * a sample value first, so the query is checked as it will be sent. Every problem is returned.
 */
export function querySyntaxProblems(query: string, language: QueryLanguage): string[] {
  const problems = placeholdersOf(query).flatMap((placeholder) => {
    const problem = placeholderProblem(query, placeholder);
    return problem ? [problem] : [];
  });
  if (problems.length > 0) return problems;
  const sample = substitute(query, language, () => ['sample']);
  return language === 'promql' ? promqlProblems(sample) : kqlProblems(sample);
}

function promqlProblems(query: string): string[] {
  const problems: string[] = [];
  promqlParser.parse(query).iterate({
    enter(node) {
      if (node.type.isError) {
        problems.push(`PromQL does not parse at offset ${node.from}: ${excerpt(query, node.from)}`);
      }
    },
  });
  return problems.slice(0, 10);
}

interface KustoDiagnostic {
  Severity: string;
  Message: string;
  Start: number;
}
interface KustoLanguage {
  KustoCode: {
    Parse(text: string): {
      GetDiagnostics(): { Count: number; getItem(index: number): KustoDiagnostic };
    };
  };
}

let kusto: unknown;
/**
 * Microsoft's Kusto language service (`Kusto.Language`), loaded on first use: a large Bridge.NET
 * build whose runtime and library register globals. Typed by each caller for the part it uses.
 */
export function kustoLanguage<T>(): T {
  if (!kusto) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@kusto/language-service-next/bridge');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@kusto/language-service-next');
    kusto = (globalThis as unknown as { Kusto: { Language: unknown } }).Kusto.Language;
  }
  return kusto as T;
}

/** Syntax only: the tables and columns are the workspace's, which the control plane does not know. */
function kqlProblems(query: string): string[] {
  const diagnostics = kustoLanguage<KustoLanguage>().KustoCode.Parse(query).GetDiagnostics();
  const problems: string[] = [];
  for (let index = 0; index < diagnostics.Count && problems.length < 10; index++) {
    const diagnostic = diagnostics.getItem(index);
    if (diagnostic.Severity !== 'Error') continue;
    problems.push(`KQL does not parse at offset ${diagnostic.Start}: ${diagnostic.Message}`);
  }
  return problems;
}

function excerpt(query: string, at: number): string {
  const near = query.slice(Math.max(0, at - 20), at + 20).replace(/\s+/g, ' ');
  return `near '${near}'`;
}
