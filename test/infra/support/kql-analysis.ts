import { kustoLanguage } from '../../../contract/evaluation/health-query-syntax';
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
/** The slice of the Kusto syntax model the telemetry extraction walks. */
interface KustoElement {
  WalkElements(action: (element: KustoElement) => void): void;
  ReferencedSymbol?: { Name: string } | null;
  LiteralValue?: unknown;
}
interface KustoSyntax {
  BinaryExpression: new () => KustoElement;
  InExpression: new () => KustoElement;
  PathExpression: new () => KustoElement;
  ElementExpression: new () => KustoElement;
  LiteralExpression: new () => KustoElement;
}

interface KustoLanguage {
  Syntax: KustoSyntax;
  KustoCode: {
    ParseAndAnalyze(
      text: string,
      globals: unknown,
    ): {
      GetDiagnostics(): KustoList<KustoDiagnostic>;
      ResultType: { Columns?: KustoList<{ Name: string; Type: { Name: string } }> } | null;
      Syntax: KustoElement;
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

function kusto(): KustoLanguage {
  return kustoLanguage<KustoLanguage>();
}

interface TableSymbol {
  Name: string;
  Columns: KustoList<unknown>;
}

let globals: unknown;
/** Every declared table and column symbol, to tell which table a bound name belongs to. */
const owners = new Map<unknown, { table: string; column?: string }>();
function globalState(): unknown {
  if (!globals) {
    const K = kusto();
    const tables = Object.entries(LOG_TABLES).map(([name, columns]) => {
      const schema = `(${columns.map(([column, type]) => `['${column}']:${type}`).join(', ')})`;
      const table = new K.Symbols.TableSymbol.$ctor7(name, schema, '') as TableSymbol;
      owners.set(table, { table: name });
      for (let index = 0; index < table.Columns.Count; index++) {
        const column = table.Columns.getItem(index) as { Name: string };
        owners.set(column, { table: name, column: column.Name });
      }
      return table;
    });
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

export interface TelemetrySelections {
  /** Tables the query reads. */
  tables: string[];
  /** String values `customMetrics.name` is compared with (`==`, `=~`, `in`). */
  metrics: string[];
  /** String values `traces.message` is compared with. */
  events: string[];
  /** Keys read from `customDimensions` of customMetrics or traces (`.key`, `["key"]`). */
  dimensions: string[];
  /** String values `AzureMetrics.MetricName` is compared with (platform metrics exported to the workspace). */
  azureMetrics: string[];
}

/**
 * What telemetry a query selects, from its bound syntax tree: a comparison counts only when its
 * column is bound to `customMetrics.name` / `traces.message` (not to a `name` of `requests`).
 */
export function telemetrySelections(query: string): TelemetrySelections {
  const K = kusto();
  const code = K.KustoCode.ParseAndAnalyze(query, globalState());
  const found: TelemetrySelections = {
    tables: [],
    metrics: [],
    events: [],
    dimensions: [],
    azureMetrics: [],
  };
  const ownerOf = (element: KustoElement | undefined) =>
    element?.ReferencedSymbol ? owners.get(element.ReferencedSymbol) : undefined;
  // A plain boolean test: the syntax classes share one structural type, so `instanceof` narrowing would misfire.
  const is = (element: KustoElement, kind: new () => KustoElement): boolean => element instanceof kind;
  const literals = (element: KustoElement) => {
    const values: string[] = [];
    element.WalkElements((child) => {
      if (is(child, K.Syntax.LiteralExpression) && typeof child.LiteralValue === 'string')
        values.push(child.LiteralValue);
    });
    return values;
  };
  const selected = (left: KustoElement, right: KustoElement) => {
    const owner = ownerOf(left);
    if (owner?.table === 'customMetrics' && owner.column === 'name') found.metrics.push(...literals(right));
    if (owner?.table === 'traces' && owner.column === 'message') found.events.push(...literals(right));
    if (owner?.table === 'AzureMetrics' && owner.column === 'MetricName')
      found.azureMetrics.push(...literals(right));
  };
  code.Syntax.WalkElements((element) => {
    const owner = ownerOf(element);
    if (owner && owner.column === undefined) found.tables.push(owner.table);
    const node = element as unknown as Record<string, KustoElement & { Text?: string }>;
    if (is(element, K.Syntax.BinaryExpression) && ['==', '=~'].includes(node.Operator!.Text ?? ''))
      selected(node.Left!, node.Right!);
    if (is(element, K.Syntax.InExpression)) selected(node.Left!, node.Right!);
    if (is(element, K.Syntax.PathExpression) || is(element, K.Syntax.ElementExpression)) {
      const base = ownerOf(node.Expression);
      if (base?.column !== 'customDimensions' || !['customMetrics', 'traces'].includes(base.table)) return;
      const selector = node.Selector as KustoElement & { SimpleName?: string };
      if (is(element, K.Syntax.PathExpression) && selector.SimpleName)
        found.dimensions.push(selector.SimpleName);
      else found.dimensions.push(...literals(selector));
    }
  });
  return {
    tables: [...new Set(found.tables)],
    metrics: [...new Set(found.metrics)],
    events: [...new Set(found.events)],
    dimensions: [...new Set(found.dimensions)],
    azureMetrics: [...new Set(found.azureMetrics)],
  };
}
