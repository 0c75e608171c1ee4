import { LogEvents, Metrics, PlatformMetrics } from '../../functions/platform/telemetry/telemetry-names';
import { arrayItems, at, literal, loadInfra } from './support/bicep';
import { ALERTS_MODULE, logAlerts, MAIN, metricAlerts, readRepoFile } from './support/infra-model';
import {
  headingAnchors,
  kustoBlocks,
  normalize,
  section,
  telemetryProblems,
  telemetryReferences,
} from './support/kql';
import { telemetrySelections } from './support/kql-analysis';

/**
 * Alerts and code cannot drift: every alert names only telemetry that telemetry-names.ts exports
 * (and only the dimensions it declares), links to an existing runbook section, and that section
 * carries the alert's query verbatim.
 */

const runbooks = readRepoFile('docs/runbooks.md');
const anchors = headingAnchors(runbooks);
const logs = logAlerts();
const metrics = metricAlerts();
const ANCHOR = /\$\{runbookBaseUrl\}#([a-z0-9-]+)/;

describe('alerts name only exported telemetry', () => {
  it('finds the log and metric alerts', () => {
    expect(logs.length).toBeGreaterThanOrEqual(6);
    expect(metrics.length).toBeGreaterThanOrEqual(3);
  });

  it.each(logs.map((alert) => [alert.name, alert]))('log alert %s', (_name, alert) => {
    expect(telemetryProblems(alert.query)).toEqual([]);
    // Queries of the control plane's own telemetry must select it by name; `requests` (the
    // Functions host's invocations) needs no declaration.
    const references = telemetryReferences(alert.query);
    const { tables } = telemetrySelections(alert.query);
    const readsOwnTelemetry = tables.includes('customMetrics') || tables.includes('traces');
    expect(readsOwnTelemetry || tables.includes('requests')).toBe(true);
    if (readsOwnTelemetry) expect(references.metrics.length + references.events.length).toBeGreaterThan(0);
    // The measure column and every dimension are columns the query produces.
    expect(alert.query).toMatch(new RegExp(`\\b${alert.metricMeasureColumn}\\s*=`));
    const byClause = /summarize[\s\S]*\bby\b([^\n]*)/.exec(alert.query)?.[1] ?? '';
    for (const dimension of alert.dimensions)
      expect({ dimension, inBy: byClause.includes(dimension) }).toEqual({ dimension, inBy: true });
  });

  it.each(metrics.map((alert) => [alert.name, alert]))('metric alert %s', (_name, alert) => {
    const platform = Object.values(PlatformMetrics).find((metric) => metric.name === alert.metricName);
    expect(platform).toBeDefined();
    expect(platform!.namespace).toBe(alert.metricNamespace);
    expect(
      alert.dimensions.filter(
        (dimension) => !(platform!.dimensions as readonly string[]).includes(dimension),
      ),
    ).toEqual([]);
  });

  it('the check catches an undeclared metric, event or dimension', () => {
    expect(telemetryProblems('customMetrics | where name == "arcbridge_nope_total"')).toEqual([
      'metric "arcbridge_nope_total" is not exported by telemetry-names.ts',
    ]);
    expect(telemetryProblems('traces | where message == "cluster exploded"')).toEqual([
      'log event "cluster exploded" is not exported by telemetry-names.ts',
    ]);
    expect(
      telemetryProblems(
        `customMetrics | where name == "${Metrics.rateLimited.name}" | extend c = customDimensions.clusterId`,
      ),
    ).toEqual(['customDimensions.clusterId is not an attribute of the telemetry it selects']);
    expect(telemetryProblems('customMetrics | summarize sum(valueSum)')).toEqual([
      'reads customMetrics without selecting a metric by name',
    ]);
    // Bound columns, not words: `name` of requests is a function name, not a metric.
    expect(telemetryProblems('requests | where name in ("sweepHeartbeats") | summarize count()')).toEqual([]);
    expect(
      telemetryReferences(
        `customMetrics | where name in ("${Metrics.rateLimited.name}") | extend t = customDimensions["tenantId"]`,
      ),
    ).toEqual({ metrics: [Metrics.rateLimited.name], events: [], dimensions: ['tenantId'] });
  });

  it('every query in the runbooks names exported telemetry too', () => {
    const problems = kustoBlocks(runbooks).flatMap((query) =>
      telemetryProblems(query).map((problem) => `${problem} in:\n${query}`),
    );
    expect(problems).toEqual([]);
  });

  it('telemetry names are unique and follow the conventions', () => {
    const metricNames = Object.values(Metrics).map((metric) => metric.name);
    expect(new Set(metricNames).size).toBe(metricNames.length);
    for (const metric of Object.values(Metrics)) {
      expect(metric.name).toMatch(/^arcbridge_[a-z0-9_]+$/);
      if (metric.kind === 'counter') expect(metric.name).toMatch(/_total$/);
      if (metric.unit === 's') expect(metric.name).toMatch(/_seconds$/);
      expect(metric.description.length).toBeGreaterThan(10);
      expect(metric.attributes).not.toContain('clusterId'); // per-cluster detail belongs in log events
    }
    const eventNames = Object.values(LogEvents).map((event) => event.name);
    expect(new Set(eventNames).size).toBe(eventNames.length);
  });
});

describe('alerts link to their runbook section', () => {
  const all = [...logs, ...metrics];

  it('the runbook base URL points at docs/runbooks.md', () => {
    expect(literal(loadInfra(MAIN).params.get('runbookBaseUrl')?.default)).toMatch(/\/docs\/runbooks\.md$/);
    expect(at(loadInfra(MAIN).module('alerts').body, 'params', 'runbookBaseUrl')?.text).toBe(
      'runbookBaseUrl',
    );
  });

  it.each(all.map((alert) => [alert.name, alert]))('%s links to an existing section', (_name, alert) => {
    const anchor = ANCHOR.exec(alert.description)?.[1];
    expect(anchor).toBeDefined();
    expect({ anchor, exists: anchors.get(anchor!)?.level === 2 }).toEqual({ anchor, exists: true });
  });

  it.each(logs.map((alert) => [alert.name, alert]))(
    'the runbook section of %s carries its query verbatim',
    (_name, alert) => {
      const text = section(runbooks, ANCHOR.exec(alert.description)![1]!)!;
      expect(kustoBlocks(text).map(normalize)).toContain(normalize(alert.query));
    },
  );

  it.each(metrics.map((alert) => [alert.name, alert]))(
    'the runbook section of %s names its metric',
    (_name, alert) => {
      expect(section(runbooks, ANCHOR.exec(alert.description)![1]!)).toContain(alert.metricName);
    },
  );

  it.each([
    'agent-cannot-register',
    'agent-repeatedly-fails-install',
    'control-plane-backlog-high',
    'per-tenant-saturation',
    'clusters-offline',
    'ca-or-key-vault-trouble',
  ])('runbook section #%s exists with symptoms, queries, likely causes and fix', (anchor) => {
    const text = section(runbooks, anchor);
    expect(text).toBeDefined();
    for (const part of ['Symptoms', 'Queries', 'Likely causes', 'Fix'])
      expect(text).toMatch(new RegExp(`^### ${part}$`, 'm'));
    expect(kustoBlocks(text!).length).toBeGreaterThan(0);
  });

  it('the anchor model matches GitHub (numbered duplicates, punctuation dropped)', () => {
    const sample = headingAnchors(
      '## CA or Key Vault trouble\n### Fix\n## Other\n### Fix\n```\n## not a heading\n```\n',
    );
    expect([...sample.keys()]).toEqual(['ca-or-key-vault-trouble', 'fix', 'other', 'fix-1']);
  });
});

describe('the seed alerts exist', () => {
  const byName = new Map([...logs, ...metrics].map((alert) => [alert.name, alert]));

  it.each([
    [
      'p99 registration time over 3 minutes',
      'registration-p99',
      Metrics.registrationDuration.name,
      LogEvents.clusterRegistered.name,
    ],
    ['extension error rate over 2%', 'extension-error-rate', Metrics.extensionStatusEvents.name, undefined],
    [
      'heartbeat gap over 2 minutes (clusters offline)',
      'clusters-offline',
      undefined,
      LogEvents.clusterOffline.name,
    ],
    ['reconcile retry storms', 'reconcile-retry-storm', Metrics.reconcileRetries.name, undefined],
    ['per-tenant saturation (429s)', 'tenant-saturation', Metrics.rateLimited.name, undefined],
    ['signing failures', 'signing-failures', Metrics.signingFailures.name, undefined],
  ])('%s', (_title, name, metric, event) => {
    const alert = byName.get(name);
    expect(alert).toBeDefined();
    const references = telemetryReferences((alert as { query: string }).query);
    if (event) expect(references.events).toContain(event);
    else expect(references.metrics).toContain(metric);
  });

  it('backlog (active and dead-lettered fan-out messages) and Key Vault throttling', () => {
    expect(metrics.map((alert) => alert.metricName)).toEqual(
      expect.arrayContaining(['ActiveMessages', 'DeadletteredMessages', 'ServiceApiResult']),
    );
  });

  it('thresholds: 180 s p99, 2 % errors, queue watched by name', () => {
    const alerts = loadInfra(ALERTS_MODULE);
    expect(literal(alerts.params.get('registrationP99Seconds')?.default)).toBe(180);
    expect(literal(alerts.params.get('extensionErrorPercent')?.default)).toBe(2);
    const backlog = arrayItems(alerts.vars.get('metricAlerts')).find(
      (item) => literal(at(item, 'name')) === 'fanout-backlog',
    )!;
    expect(at(arrayItems(at(backlog, 'dimensions'))[0], 'values')?.text).toContain('fanoutQueueName');
  });

  it('log alerts query the Application Insights component and notify the action group parameter', () => {
    const alerts = loadInfra(ALERTS_MODULE);
    const rule = alerts.resourcesOfType('Microsoft.Insights/scheduledQueryRules')[0]!;
    expect(at(rule.body, 'properties', 'scopes')?.text).toContain('appInsightsId');
    expect(at(rule.body, 'properties', 'actions', 'actionGroups')?.text).toBe('actionGroups');
    expect(alerts.vars.get('actionGroups')?.text).toContain('notifiedActionGroupId');
    const main = loadInfra(MAIN);
    expect(at(main.module('alerts').body, 'params', 'appInsightsId')?.text).toBe(
      'monitoring.outputs.appInsightsId',
    );
    expect(at(main.module('alerts').body, 'params', 'actionGroupId')?.text).toBe('alertActionGroupId');
  });
});

describe('alerts on the control plane itself', () => {
  const byName = new Map([...logs, ...metrics].map((alert) => [alert.name, alert]));
  const alerts = loadInfra(ALERTS_MODULE);

  it.each([
    ['HTTP 5xx rate', 'http-5xx-rate', 'requests'],
    ['HTTP p99 latency', 'http-p99-latency', 'requests'],
    // Not the invocations' request rows: host.json samples them.
    ['heartbeat sweep and rollout reconciler staleness', 'timer-stale', 'customMetrics'],
    ['oldest fan-out message age', 'fanout-oldest-message', 'customMetrics'],
  ])('%s: a log alert on %s', (_what, name, table) => {
    const alert = byName.get(name) as { query: string } | undefined;
    expect(alert).toBeDefined();
    expect(telemetrySelections(alert!.query).tables).toContain(table);
  });

  it('the stale-timer alert names exactly the timers the code registers', () => {
    const query = (byName.get('timer-stale') as { query: string }).query;
    const timers = [
      ...readRepoFile('functions/clusters/sweep-heartbeats.fn.ts').matchAll(/app\.timer\('(\w+)'/g),
    ]
      .concat([
        ...readRepoFile('functions/rollout/reconcile-rollouts.fn.ts').matchAll(/app\.timer\('(\w+)'/g),
      ])
      .map((match) => match[1]!);
    expect(timers.sort()).toEqual(['reconcileRollouts', 'sweepHeartbeats']);
    for (const timer of timers) expect(query.split(`"${timer}"`).length - 1).toBe(2); // the datatable and the filter
  });

  it.each([
    ['Cosmos DB throttling (429s)', 'cosmos-throttling', 'TotalRequests'],
    ['Cosmos DB normalized RU consumption', 'cosmos-normalized-ru', 'NormalizedRUConsumption'],
    ['Service Bus dead-lettered messages', 'fanout-dead-letters', 'DeadletteredMessages'],
  ])('%s: a metric alert on %s', (_what, name, metric) => {
    expect((byName.get(name) as { metricName: string } | undefined)?.metricName).toBe(metric);
  });

  it('Key Vault signing failures are alerted on (the Signer counter and the vault metric)', () => {
    expect(byName.has('signing-failures')).toBe(true);
    expect(byName.has('keyvault-throttling')).toBe(true);
  });

  it('the normalized RU alert exists only with provisioned throughput (autoscale)', () => {
    const item = arrayItems(alerts.vars.get('metricAlerts')).find(
      (candidate) => literal(at(candidate, 'name')) === 'cosmos-normalized-ru',
    )!;
    expect(at(item, 'deploy')?.text).toBe("cosmosCapacityMode == 'autoscale'");
    expect(alerts.resource('metricAlertRules').conditional).toBe(true);
    expect(at(loadInfra(MAIN).module('alerts').body, 'params', 'cosmosCapacityMode')?.text).toBe(
      'cosmosCapacityMode',
    );
  });

  it('an action group always exists: the given one, or a new one with an optional e-mail receiver', () => {
    const group = alerts.resource('newActionGroup');
    const declaration = alerts.source.split('\n').find((line) => line.startsWith('resource newActionGroup'))!;
    expect(declaration).toContain('if (empty(actionGroupId))');
    expect(declaration).not.toContain('alertEmail');
    expect(at(group.body, 'properties', 'emailReceivers')?.text).toMatch(/^empty\(alertEmail\)\s*\?\s*\[\]/);
    const actionGroups = alerts.vars.get('actionGroups')!;
    expect(arrayItems(actionGroups).map((item) => item.text)).toEqual(['notifiedActionGroupId']);
    const notified = alerts.vars.get('notifiedActionGroupId')!.text;
    expect(notified).toMatch(/^empty\(actionGroupId\)/);
    expect(notified).toContain('newActionGroupName');
    for (const symbol of ['logAlertRules', 'metricAlertRules'])
      expect(at(alerts.resource(symbol).body, 'dependsOn')?.text).toContain('newActionGroup');
  });
});
