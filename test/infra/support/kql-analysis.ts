import { LOG_TABLES } from './log-tables';

/**
 * KQL semantic analysis with Microsoft's Kusto language service (`@kusto/language-service-next`,
 * the parser and binder behind Azure Data Explorer and Log Analytics editors): a query is parsed
 * and bound against the declared schemas of the tables it reads (log-tables.ts), so an unknown
 * table, column, function or operator, a type mismatch or a syntax error is reported.
 */

interface KustoDiagnostic {
  Severity: string;
  Message: string;
  Start: number;
  Length: number;
}
interface KustoList<T> {
  Count: number;
  getItem(index: number): T;
}
interface KustoLanguage {
  KustoCode: {
    ParseAndAnalyze(
      text: string,
      globals: unknown,
    ): {
      GetDiagnostics(): KustoList<KustoDiagnostic>;
      ResultType: { Columns?: KustoList<{ Name: string; Type: { Name: string } }> } | null;
    };
  };
  GlobalState: { Default: { WithDatabase(database: unknown): unknown } };
  Symbols: {
    TableSymbol: { $ctor7: new (name: string, schema: string, description: string) => unknown };
    DatabaseSymbol: {
      $ctor2: new (name: string, alternateName: string | null, members: unknown[]) => unknown;
    };
  };
}

let language: KustoLanguage | undefined;
function kusto(): KustoLanguage {
  if (!language) {
    // The package is a Bridge.NET build: the runtime and the library register globals.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@kusto/language-service-next/bridge');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@kusto/language-service-next');
    language = (globalThis as unknown as { Kusto: { Language: KustoLanguage } }).Kusto.Language;
  }
  return language;
}

let globals: unknown;
function globalState(): unknown {
  if (!globals) {
    const K = kusto();
    const tables = Object.entries(LOG_TABLES).map(
      ([name, columns]) =>
        new K.Symbols.TableSymbol.$ctor7(
          name,
          `(${columns.map(([column, type]) => `['${column}']:${type}`).join(', ')})`,
          '',
        ),
    );
    globals = K.GlobalState.Default.WithDatabase(
      new K.Symbols.DatabaseSymbol.$ctor2('monitor', null, tables),
    );
  }
  return globals;
}

export interface KqlProblem {
  severity: string;
  message: string;
  at: string;
}

/** Errors (and warnings) the language service reports for a query. */
export function analyzeKql(query: string): KqlProblem[] {
  const code = kusto().KustoCode.ParseAndAnalyze(query, globalState());
  const diagnostics = code.GetDiagnostics();
  const problems: KqlProblem[] = [];
  for (let index = 0; index < diagnostics.Count; index++) {
    const diagnostic = diagnostics.getItem(index);
    problems.push({
      severity: diagnostic.Severity,
      message: diagnostic.Message,
      at: query.slice(diagnostic.Start, diagnostic.Start + Math.max(diagnostic.Length, 1)),
    });
  }
  return problems;
}

/** Only what makes a query fail in Azure Monitor. */
export function kqlErrors(query: string): KqlProblem[] {
  return analyzeKql(query).filter((problem) => problem.severity === 'Error');
}

/** The columns (name and Kusto type) of a query's tabular result, as the binder infers them. */
export function resultColumns(query: string): Map<string, string> {
  const code = kusto().KustoCode.ParseAndAnalyze(query, globalState());
  const columns = new Map<string, string>();
  const list = code.ResultType?.Columns;
  for (let index = 0; index < (list?.Count ?? 0); index++) {
    const column = list!.getItem(index);
    columns.set(column.Name, column.Type.Name);
  }
  return columns;
}
