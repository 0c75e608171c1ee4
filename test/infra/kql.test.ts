import { kqlErrors, resultColumns } from './support/kql-analysis';
import { kustoBlocks } from './support/kql';
import { logAlerts, readRepoFile } from './support/infra-model';
import { LOG_TABLES } from './support/log-tables';

/**
 * Every KQL query we ship (log alerts in infra/modules/alerts.bicep, the runbooks' queries in
 * docs/runbooks.md) is parsed and bound by Microsoft's Kusto language service against the
 * published schemas of the tables it reads (support/log-tables.ts names the sources): a
 * misspelled table or column, an unknown function, a type error or a syntax error fails here.
 */

const alerts = logAlerts();
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
