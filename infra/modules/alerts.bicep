// Azure Monitor alerts: the fleet's failure modes and the control plane's own health (HTTP 5xx
// rate and p99 latency, timers that stopped, fan-out backlog and message age, Cosmos DB
// throttling, Key Vault signing, GitOps exports). Log alerts query Application Insights: the control plane's
// telemetry (customMetrics / traces; every metric, event and dimension they name is declared in
// functions/platform/telemetry/telemetry-names.ts) and the Functions host's `requests`. Every
// description links to its section in docs/runbooks.md, where the same query appears verbatim
// (test/infra/alerts.test.ts); test/infra/kql.test.ts binds every query against the tables'
// published schemas. An action group always exists: the given one, or a new one (e-mail optional).

@description('Azure region of the log alerts.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Application Insights component the log alerts query.')
param appInsightsId string

@description('Service Bus namespace that holds the fan-out queue.')
param serviceBusNamespaceId string

@description('The fan-out queue watched for backlog.')
param fanoutQueueName string

@description('Key Vault that holds the CA key.')
param keyVaultId string

@description('Cosmos DB account of the Store.')
param cosmosAccountId string

@description('Cosmos DB capacity mode: the normalized RU alert exists only with provisioned (autoscale) throughput.')
@allowed([
  'serverless'
  'autoscale'
])
param cosmosCapacityMode string = 'serverless'

@description('Existing action group to notify. Empty: a new one is created (with an e-mail receiver when alertEmail is set; add receivers in the portal otherwise).')
param actionGroupId string = ''

@description('E-mail address the new action group notifies (used only when actionGroupId is empty).')
param alertEmail string = ''

@description('Prefix for alert names.')
param namePrefix string

@description('URL of docs/runbooks.md as readers see it; each alert appends its section anchor.')
param runbookBaseUrl string

@description('p99 registration time (seconds) above which the registration alert fires.')
param registrationP99Seconds int = 180

@description('Failed share (percent) of settled extension installs in 15 minutes above which the error-rate alert fires.')
param extensionErrorPercent int = 2

@description('Clusters of one tenant going offline within 5 minutes above which the offline alert fires (0: any).')
param offlineClustersThreshold int = 0

@description('Reconcile retries per tenant in 15 minutes that count as a storm.')
param reconcileRetriesThreshold int = 500

@description('429 answers to one tenant in 5 minutes that count as saturation.')
param rateLimitedThreshold int = 100

@description('Active messages in the fan-out queue that count as a backlog.')
param backlogActiveMessagesThreshold int = 5000

@description('Share (percent) of HTTP requests answered 5xx in 5 minutes above which the 5xx alert fires (with at least 20 requests).')
param http5xxPercent int = 5

@description('p99 HTTP request duration (milliseconds, 5-minute bins) above which the latency alert fires; the server-sent events stream is excluded.')
param httpP99Milliseconds int = 2000

@description('Minutes without a run of the heartbeat sweep or the synthetic check timer (every minute) or the rollout reconciler (every 5 s) before the stale-timer alert fires.')
param timerStaleMinutes int = 10

@description('Seconds the oldest fan-out message may wait in the queue before the message-age alert fires.')
param fanoutOldestMessageSeconds int = 900

@description('Failed GitOps exports of one tenant in 15 minutes above which the GitOps alert fires (the timer exports every minute).')
param gitopsFailedExportsThreshold int = 2

@description('Cosmos DB requests answered 429 (throttled) in 15 minutes above which the throttling alert fires. The SDK retries 429s; a steady stream means too little throughput.')
param cosmosThrottledRequestsThreshold int = 100

@description('Autoscale only: highest normalized RU consumption (percent of provisioned RU/s, any partition) above which the RU alert fires.')
param cosmosNormalizedRuPercent int = 90

var newActionGroupName = '${namePrefix}-oncall'

resource newActionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = if (empty(actionGroupId)) {
  name: newActionGroupName
  location: 'global'
  tags: tags
  properties: {
    groupShortName: 'arcbridge'
    enabled: true
    emailReceivers: empty(alertEmail)
      ? []
      : [
          {
            name: 'oncall'
            emailAddress: alertEmail
            useCommonAlertSchema: true
          }
        ]
  }
}

// Every alert notifies exactly one action group: the given one or the one created above.
var notifiedActionGroupId = empty(actionGroupId)
  ? resourceId('Microsoft.Insights/actionGroups', newActionGroupName)
  : actionGroupId
var actionGroups = [
  notifiedActionGroupId
]

var logAlerts = [
  {
    name: 'registration-p99'
    displayName: 'ArcBridge: p99 registration time over ${registrationP99Seconds}s'
    description: 'Agents take too long to register (p99 over ${registrationP99Seconds} s in 5-minute bins). Runbook: ${runbookBaseUrl}#agent-cannot-register'
    severity: 2
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
traces
| where message == "cluster registered"
| extend durationSeconds = todouble(customDimensions.durationSeconds)
| summarize p99Seconds = percentile(durationSeconds, 99) by bin(timestamp, 5m)
'''
    metricMeasureColumn: 'p99Seconds'
    dimensions: []
    threshold: registrationP99Seconds
  }
  {
    name: 'extension-error-rate'
    displayName: 'ArcBridge: extension error rate over ${extensionErrorPercent}%'
    description: 'More than ${extensionErrorPercent}% of a tenant\'s settled extension installs failed in 15 minutes. Runbook: ${runbookBaseUrl}#agent-repeatedly-fails-install'
    severity: 2
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
customMetrics
| where name == "arcbridge_extension_status_events_total"
| extend tenantId = tostring(customDimensions.tenantId), phase = tostring(customDimensions.phase)
| summarize failed = sumif(valueSum, phase == "Failed"), settled = sumif(valueSum, phase in ("Installed", "Failed")) by tenantId, bin(timestamp, 15m)
| where settled >= 20
| extend failedPercent = 100.0 * failed / settled
'''
    metricMeasureColumn: 'failedPercent'
    dimensions: [
      'tenantId'
    ]
    threshold: extensionErrorPercent
  }
  {
    name: 'clusters-offline'
    displayName: 'ArcBridge: clusters went offline (heartbeat gap over 2 minutes)'
    description: 'Clusters of a tenant stopped sending heartbeats for longer than ARCBRIDGE_OFFLINE_AFTER_SECONDS (120 s by default). Runbook: ${runbookBaseUrl}#clusters-offline'
    severity: 2
    windowSize: 'PT5M'
    evaluationFrequency: 'PT5M'
    query: '''
traces
| where message == "cluster offline"
| extend tenantId = tostring(customDimensions.tenantId), clusterId = tostring(customDimensions.clusterId)
| summarize clustersOffline = dcount(clusterId) by tenantId, bin(timestamp, 5m)
'''
    metricMeasureColumn: 'clustersOffline'
    dimensions: [
      'tenantId'
    ]
    threshold: offlineClustersThreshold
  }
  {
    name: 'reconcile-retry-storm'
    displayName: 'ArcBridge: reconcile retry storm'
    description: 'Over ${reconcileRetriesThreshold} reconcile retries for one tenant in 15 minutes. Runbook: ${runbookBaseUrl}#reconcile-retry-storm'
    severity: 3
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
customMetrics
| where name == "arcbridge_reconcile_retries_total"
| extend tenantId = tostring(customDimensions.tenantId), source = tostring(customDimensions.source)
| summarize retries = sum(valueSum) by tenantId, source, bin(timestamp, 15m)
'''
    metricMeasureColumn: 'retries'
    dimensions: [
      'tenantId'
      'source'
    ]
    threshold: reconcileRetriesThreshold
  }
  {
    name: 'tenant-saturation'
    displayName: 'ArcBridge: tenant saturated (429s)'
    description: 'A tenant got more than ${rateLimitedThreshold} rate-limited (429) answers in 5 minutes. Runbook: ${runbookBaseUrl}#per-tenant-saturation'
    severity: 3
    windowSize: 'PT5M'
    evaluationFrequency: 'PT5M'
    query: '''
customMetrics
| where name == "arcbridge_rate_limited_total"
| extend tenantId = tostring(customDimensions.tenantId), limiter = tostring(customDimensions.limiter)
| summarize rateLimited = sum(valueSum) by tenantId, limiter, bin(timestamp, 5m)
'''
    metricMeasureColumn: 'rateLimited'
    dimensions: [
      'tenantId'
      'limiter'
    ]
    threshold: rateLimitedThreshold
  }
  {
    name: 'signing-failures'
    displayName: 'ArcBridge: CA signing failures'
    description: 'The Signer failed to sign certificates (Key Vault errors or throttling): registrations and renewals fail. Runbook: ${runbookBaseUrl}#ca-or-key-vault-trouble'
    severity: 1
    windowSize: 'PT5M'
    evaluationFrequency: 'PT5M'
    query: '''
customMetrics
| where name == "arcbridge_signing_failures_total"
| extend reason = tostring(customDimensions.reason)
| summarize signingFailures = sum(valueSum) by reason, bin(timestamp, 5m)
'''
    metricMeasureColumn: 'signingFailures'
    dimensions: [
      'reason'
    ]
    threshold: 0
  }
  {
    name: 'http-5xx-rate'
    displayName: 'ArcBridge: HTTP 5xx rate over ${http5xxPercent}%'
    description: 'More than ${http5xxPercent}% of the control plane\'s HTTP requests failed with a 5xx in 5 minutes. Runbook: ${runbookBaseUrl}#control-plane-http-errors'
    severity: 1
    windowSize: 'PT5M'
    evaluationFrequency: 'PT5M'
    query: '''
requests
| where isnotempty(url)
| summarize total = sum(itemCount), failed = sumif(itemCount, toint(resultCode) >= 500) by bin(timestamp, 5m)
| where total >= 20
| extend failedPercent = 100.0 * failed / total
'''
    metricMeasureColumn: 'failedPercent'
    dimensions: []
    threshold: http5xxPercent
  }
  {
    name: 'http-p99-latency'
    displayName: 'ArcBridge: HTTP p99 latency over ${httpP99Milliseconds} ms'
    description: 'The control plane\'s p99 HTTP request duration exceeded ${httpP99Milliseconds} ms in 5-minute bins (server-sent events excluded). Runbook: ${runbookBaseUrl}#control-plane-slow-requests'
    severity: 2
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
requests
| where isnotempty(url) and name != "rolloutEvents"
| summarize p99Milliseconds = percentile(duration, 99), total = sum(itemCount) by bin(timestamp, 5m)
| where total >= 20
'''
    metricMeasureColumn: 'p99Milliseconds'
    dimensions: []
    threshold: httpP99Milliseconds
  }
  {
    name: 'timer-stale'
    displayName: 'ArcBridge: a control-plane timer stopped running'
    description: 'The heartbeat sweep, the rollout reconciler or the synthetic check timer has not run for ${timerStaleMinutes} minutes: clusters are not marked offline, rollouts do not advance, nothing probes the agent path. Runbook: ${runbookBaseUrl}#control-plane-timer-stopped'
    severity: 1
    windowSize: 'PT1H'
    evaluationFrequency: 'PT5M'
    query: '''
datatable(timer: string) ["sweepHeartbeats", "reconcileRollouts", "syntheticCheck"]
| join kind=leftouter (
    customMetrics
    | where name == "arcbridge_timer_passes_total" and valueSum > 0
    | extend timer = tostring(customDimensions.timer)
    | where timer in ("sweepHeartbeats", "reconcileRollouts", "syntheticCheck")
    | summarize lastRun = max(timestamp) by timer
  ) on timer
| extend minutesSinceLastRun = iff(isnull(lastRun), 60.0, (now() - lastRun) / 1m)
| project timer, minutesSinceLastRun
'''
    metricMeasureColumn: 'minutesSinceLastRun'
    dimensions: [
      'timer'
    ]
    threshold: timerStaleMinutes
  }
  {
    name: 'fanout-oldest-message'
    displayName: 'ArcBridge: fan-out messages wait over ${fanoutOldestMessageSeconds} s'
    description: 'A fan-out message waited more than ${fanoutOldestMessageSeconds} s in the queue before a handler received it: rollouts lag. Runbook: ${runbookBaseUrl}#control-plane-backlog-high'
    severity: 2
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
customMetrics
| where name == "arcbridge_bus_message_age_seconds"
| extend queue = tostring(customDimensions.queue)
| summarize oldestSeconds = max(valueMax) by queue, bin(timestamp, 5m)
'''
    metricMeasureColumn: 'oldestSeconds'
    dimensions: [
      'queue'
    ]
    threshold: fanoutOldestMessageSeconds
  }
  {
    // The check keeps its count of failed runs in the store, so "two in a row" holds across
    // instances and restarts; the alert reads the count each failed run logs.
    name: 'synthetic-check'
    displayName: 'ArcBridge: synthetic check failed twice in a row'
    description: 'The synthetic cluster could not get through token, CSR, certificate, heartbeat, desired state and status twice in a row: real agents are likely failing the same step. Runbook: ${runbookBaseUrl}#synthetic-check-failing'
    severity: 1
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
traces
| where message == "synthetic check failed"
| extend consecutiveFailures = toint(customDimensions.consecutiveFailures), step = tostring(customDimensions.step)
| summarize consecutiveFailures = max(consecutiveFailures) by step
'''
    metricMeasureColumn: 'consecutiveFailures'
    dimensions: [
      'step'
    ]
    // Greater than 1: the second failed run in a row.
    threshold: 1
  }
  {
    // The exporter runs every minute per tenant (timer) and on each wave: failures in 3 of the
    // last 15 minutes mean a remote that stays broken, not one failed push that the retry heals.
    name: 'gitops-export-failures'
    displayName: 'ArcBridge: GitOps export failing'
    description: 'A tenant\'s desired state cannot be exported to its Git repository (unreachable, bad credentials, protected branch): Flux clusters get no changes and rollouts on the Git path wait. Runbook: ${runbookBaseUrl}#gitops-export-failing'
    severity: 2
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
traces
| where message == "gitops export failed"
| extend tenantId = tostring(customDimensions.tenantId), code = tostring(customDimensions.code)
| summarize failedExports = count() by tenantId, code
'''
    metricMeasureColumn: 'failedExports'
    dimensions: [
      'tenantId'
      'code'
    ]
    threshold: gitopsFailedExportsThreshold
  }
  {
    // Every operator change is written to the tenant's audit trail before it is answered; one that
    // could not be is logged instead. Any such line means the trail has a gap for that tenant.
    name: 'audit-write-failures'
    displayName: 'ArcBridge: audit trail not written'
    description: 'Operator changes were made that the tenant\'s audit trail could not record (the changes stand; the log lines carry them). Runbook: ${runbookBaseUrl}#audit-trail-not-written'
    severity: 2
    windowSize: 'PT15M'
    evaluationFrequency: 'PT5M'
    query: '''
traces
| where message == "audit event not recorded"
| extend tenantId = tostring(customDimensions.tenantId)
| summarize unrecorded = count() by tenantId
'''
    metricMeasureColumn: 'unrecorded'
    dimensions: [
      'tenantId'
    ]
    // Greater than 0: one gap is already one too many for an audit trail.
    threshold: 0
  }
]

resource logAlertRules 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = [
  for alert in logAlerts: {
    name: '${namePrefix}-${alert.name}'
    dependsOn: [
      newActionGroup
    ]
    location: location
    tags: tags
    kind: 'LogAlert'
    properties: {
      displayName: alert.displayName
      description: alert.description
      severity: alert.severity
      enabled: true
      scopes: [
        appInsightsId
      ]
      evaluationFrequency: alert.evaluationFrequency
      windowSize: alert.windowSize
      autoMitigate: true
      criteria: {
        allOf: [
          {
            query: alert.query
            timeAggregation: 'Maximum'
            metricMeasureColumn: alert.metricMeasureColumn
            dimensions: [
              for dimension in alert.dimensions: {
                name: dimension
                operator: 'Include'
                values: [
                  '*'
                ]
              }
            ]
            operator: 'GreaterThan'
            threshold: alert.threshold
            failingPeriods: {
              numberOfEvaluationPeriods: 1
              minFailingPeriodsToAlert: 1
            }
          }
        ]
      }
      actions: {
        actionGroups: actionGroups
      }
    }
  }
]

var metricAlerts = [
  {
    name: 'fanout-backlog'
    deploy: true
    description: 'The rollout fan-out queue holds more than ${backlogActiveMessagesThreshold} active messages: rollouts lag. Runbook: ${runbookBaseUrl}#control-plane-backlog-high'
    severity: 2
    scope: serviceBusNamespaceId
    metricNamespace: 'Microsoft.ServiceBus/namespaces'
    metricName: 'ActiveMessages'
    dimensions: [
      {
        name: 'EntityName'
        operator: 'Include'
        values: [
          fanoutQueueName
        ]
      }
    ]
    timeAggregation: 'Maximum'
    threshold: backlogActiveMessagesThreshold
  }
  {
    name: 'fanout-dead-letters'
    deploy: true
    description: 'Fan-out messages were dead-lettered: some clusters will not get a rollout step until they are replayed. Runbook: ${runbookBaseUrl}#control-plane-backlog-high'
    severity: 2
    scope: serviceBusNamespaceId
    metricNamespace: 'Microsoft.ServiceBus/namespaces'
    metricName: 'DeadletteredMessages'
    dimensions: [
      {
        name: 'EntityName'
        operator: 'Include'
        values: [
          fanoutQueueName
        ]
      }
    ]
    timeAggregation: 'Maximum'
    threshold: 0
  }
  {
    name: 'keyvault-throttling'
    deploy: true
    description: 'Key Vault answered 429 (throttled): certificate signing slows down or fails. Runbook: ${runbookBaseUrl}#ca-or-key-vault-trouble'
    severity: 2
    scope: keyVaultId
    metricNamespace: 'Microsoft.KeyVault/vaults'
    metricName: 'ServiceApiResult'
    dimensions: [
      {
        name: 'StatusCode'
        operator: 'Include'
        values: [
          '429'
        ]
      }
    ]
    // ServiceApiResult supports only Count (infra/metrics/supported-metrics.json; Total is refused with 400).
    timeAggregation: 'Count'
    threshold: 0
  }
  {
    name: 'cosmos-throttling'
    deploy: true
    description: 'Cosmos DB answered more than ${cosmosThrottledRequestsThreshold} requests with 429 (rate limited) in 15 minutes: the Store retries, requests slow down and can fail. Runbook: ${runbookBaseUrl}#cosmos-db-throttling'
    severity: 2
    scope: cosmosAccountId
    metricNamespace: 'Microsoft.DocumentDB/databaseAccounts'
    metricName: 'TotalRequests'
    dimensions: [
      {
        name: 'StatusCode'
        operator: 'Include'
        values: [
          '429'
        ]
      }
    ]
    timeAggregation: 'Count'
    threshold: cosmosThrottledRequestsThreshold
  }
  {
    // Serverless accounts have no provisioned RU/s to be a share of.
    name: 'cosmos-normalized-ru'
    deploy: cosmosCapacityMode == 'autoscale'
    description: 'A Cosmos DB partition used more than ${cosmosNormalizedRuPercent}% of its provisioned RU/s: throttling (429) follows. Runbook: ${runbookBaseUrl}#cosmos-db-throttling'
    severity: 3
    scope: cosmosAccountId
    metricNamespace: 'Microsoft.DocumentDB/databaseAccounts'
    metricName: 'NormalizedRUConsumption'
    dimensions: []
    timeAggregation: 'Maximum'
    threshold: cosmosNormalizedRuPercent
  }
]

resource metricAlertRules 'Microsoft.Insights/metricAlerts@2018-03-01' = [
  for alert in metricAlerts: if (alert.deploy) {
    name: '${namePrefix}-${alert.name}'
    dependsOn: [
      newActionGroup
    ]
    location: 'global'
    tags: tags
    properties: {
      description: alert.description
      severity: alert.severity
      enabled: true
      scopes: [
        alert.scope
      ]
      evaluationFrequency: 'PT5M'
      windowSize: 'PT15M'
      autoMitigate: true
      criteria: {
        'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'
        allOf: [
          {
            criterionType: 'StaticThresholdCriterion'
            name: alert.name
            metricNamespace: alert.metricNamespace
            metricName: alert.metricName
            dimensions: alert.dimensions
            operator: 'GreaterThan'
            threshold: alert.threshold
            timeAggregation: alert.timeAggregation
          }
        ]
      }
      actions: [
        for group in actionGroups: {
          actionGroupId: group
        }
      ]
    }
  }
]

output logAlertNames array = [for (alert, i) in logAlerts: logAlertRules[i].name]
output metricAlertNames array = [for alert in filter(metricAlerts, candidate => candidate.deploy): '${namePrefix}-${alert.name}']
output actionGroupId string = actionGroups[0]
