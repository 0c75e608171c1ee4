import { kqlErrors, resultColumns } from './support/kql-analysis';
import { kustoBlocks, telemetryProblems } from './support/kql';
import { logAlerts, readRepoFile } from './support/infra-model';
import { LOG_TABLES } from './support/log-tables';

/**
 * Every KQL query we ship (log alerts in infra/modules/alerts.bicep, the runbooks' queries in
 * docs/runbooks.md, the workbook's in infra/workbooks/arcbridge.workbook.json) is parsed and bound by Microsoft's Kusto language service against the
 * published schemas of the tables it reads (support/log-tables.ts names the sources): a
 * misspelled table or column, an unknown function, a type error or a syntax error fails here.
 */

const alerts = logAlerts();

/** The parts of the workbook's JSON the tests read. */
interface WorkbookItem {
  type: number;
  name: string;
  content: {
    query?: string;
    timeContextFromParameter?: string;
    parameters?: { name: string }[];
    [key: string]: unknown;
  };
}
interface Workbook {
  version: string;
  items: WorkbookItem[];
  fallbackResourceIds: string[];
}
const workbook = JSON.parse(readRepoFile('infra/workbooks/arcbridge.workbook.json')) as Workbook;
/** Workbook item types (Azure Monitor workbooks' Notebook/1.0 format): text, query, parameters. */
const WORKBOOK_ITEM_TYPES = { text: 1, query: 3, parameters: 9 };
const workbookQueries = workbook.items.filter((item) => item.type === WORKBOOK_ITEM_TYPES.query);
const runbookQueries = kustoBlocks(readRepoFile('docs/runbooks.md'));
const NUMERIC = new Set(['int', 'long', 'real', 'decimal']);

describe('log alert queries', () => {
  it('finds the queries', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(6);
  });

  it.each(alerts.map((alert) => [alert.name, alert]))('%s binds without errors', (_name, alert) => {
    expect(kqlErrors(alert.query)).toEqual([]);
  });

  it.each(alerts.map((alert) => [alert.name, alert]))(
    '%s yields its numeric measure column and its dimensions',
    (_name, alert) => {
      const columns = resultColumns(alert.query);
      expect({
        column: alert.metricMeasureColumn,
        numeric: NUMERIC.has(columns.get(alert.metricMeasureColumn) ?? ''),
      }).toEqual({
        column: alert.metricMeasureColumn,
        numeric: true,
      });
      for (const dimension of alert.dimensions)
        expect({ dimension, type: columns.get(dimension) }).toEqual({ dimension, type: 'string' });
    },
  );
});

describe('runbook queries', () => {
  it('finds the queries', () => {
    expect(runbookQueries.length).toBeGreaterThanOrEqual(20);
  });

  it.each(runbookQueries.map((query) => [query.split('\n')[0], query]))(
    '%s ... binds without errors',
    (_first, query) => {
      expect(kqlErrors(query)).toEqual([]);
    },
  );
});

describe('workbook queries', () => {
  it('the workbook is a Notebook/1.0 of text, parameters and log queries over the component', () => {
    expect(workbook.version).toBe('Notebook/1.0');
    expect(workbook.fallbackResourceIds).toEqual(['__APP_INSIGHTS_ID__']);
    expect(
      workbook.items.map((item) => item.type).filter((t) => !Object.values(WORKBOOK_ITEM_TYPES).includes(t)),
    ).toEqual([]);
    expect(new Set(workbook.items.map((item) => item.name)).size).toBe(workbook.items.length);
    const parameters = workbook.items
      .filter((item) => item.type === WORKBOOK_ITEM_TYPES.parameters)
      .flatMap((item) => (item.content.parameters ?? []).map((p) => p.name));
    for (const item of workbookQueries) {
      expect({ item: item.name, ...item.content, query: undefined, title: undefined }).toMatchObject({
        item: item.name,
        version: 'KqlItem/1.0',
        queryType: 0,
        resourceType: 'microsoft.insights/components',
      });
      expect(parameters).toContain(item.content.timeContextFromParameter);
    }
  });

  it('covers fleet connectivity, extension versions, rollouts in flight, error budgets and the control plane', () => {
    const names = workbookQueries.map((item) => item.name);
    for (const prefix of [
      'fleet-',
      'extension-versions',
      'rollouts-in-flight',
      'budget-',
      'cp-latency',
      'cp-errors',
    ])
      expect(names.some((name) => name.startsWith(prefix))).toBe(true);
  });

  it('Bicep deploys exactly this file, with the component id in place of the placeholder', () => {
    const bicep = readRepoFile('infra/modules/workbook.bicep');
    expect(bicep).toContain(
      "replace(loadTextContent('../workbooks/arcbridge.workbook.json'), '__APP_INSIGHTS_ID__', appInsightsId)",
    );
  });

  it.each(workbookQueries.map((item) => [item.name, item.content.query as string]))(
    '%s binds without errors and names exported telemetry',
    (_name, query) => {
      expect(kqlErrors(query)).toEqual([]);
      expect(telemetryProblems(query)).toEqual([]);
    },
  );
});

describe('the analysis catches broken queries (mutations of a shipped query)', () => {
  const query = alerts.find((alert) => alert.name === 'extension-error-rate')!.query;

  it.each([
    ['a misspelled table', 'customMetrics', 'customMetric'],
    ['a misspelled column', 'valueSum', 'valueSun'],
    ['an unknown function', 'sumif(', 'summif('],
    ['a type error (a string where a number belongs)', 'settled >= 20', 'settled >= "20"'],
    ['a syntax error', '| where settled >= 20', '| where settled >='],
  ])('%s', (_what, from, to) => {
    const mutated = query.replace(from, to);
    expect(mutated).not.toBe(query);
    expect(kqlErrors(mutated).length).toBeGreaterThan(0);
  });

  it('a measure column the query does not produce', () => {
    expect(resultColumns(query).has('failedPercentage')).toBe(false);
    expect(resultColumns(query).has('failedPercent')).toBe(true);
  });

  it('the declared schemas hold the tables the queries read', () => {
    expect(Object.keys(LOG_TABLES)).toEqual(
      expect.arrayContaining(['requests', 'traces', 'customMetrics', 'AzureMetrics', 'AZKVAuditLogs']),
    );
  });
});

describe('sampled telemetry', () => {
  // host.json samples the Functions host's request rows and the distro samples the worker's spans:
  // each kept row stands for `itemCount` rows (docs/operations.md, Sampling). A count() over
  // requests or dependencies would fall with the sampling rate; sum(itemCount) does not.
  const all = [
    ...alerts.map((alert) => alert.query),
    ...workbookQueries.map((item) => item.content.query ?? ''),
    ...runbookQueries,
  ];
  // Queries over a sampled table that count its rows (percentiles and max(timestamp) do not).
  const sampled = all.filter(
    (query) => /^\s*(requests|dependencies)\b/m.test(query) && /\bcount(if)?\(|itemCount/.test(query),
  );

  it('finds the queries over sampled tables', () => {
    expect(sampled.length).toBeGreaterThanOrEqual(4);
  });

  it.each(sampled.map((query) => [query.split('\n')[0], query]))(
    '%s ... counts rows by itemCount, not count()',
    (_first, query) => {
      expect(query).toMatch(/sum(if)?\(itemCount/);
      expect(query).not.toMatch(/\bcount(if)?\(/);
    },
  );
});
