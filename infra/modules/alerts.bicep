// Azure Monitor alerts for the seed failure modes. Log alerts query the control plane's own
// telemetry in Application Insights (customMetrics / traces); every metric, event and dimension
// they name is declared in functions/platform/telemetry/telemetry-names.ts, and every
// description links to its section in docs/runbooks.md, where the same query appears verbatim
// (test/infra/alerts.test.ts checks all three).

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

@description('Existing action group to notify. Empty: one is created when alertEmail is set; otherwise alerts fire without notifications.')
param actionGroupId string = ''

@description('E-mail address for a new action group (used only when actionGroupId is empty).')
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

resource newActionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = if (empty(actionGroupId) && !empty(alertEmail)) {
  name: '${namePrefix}-oncall'
  location: 'global'
  tags: tags
  properties: {
    groupShortName: 'arcbridge'
    enabled: true
    emailReceivers: [
      {
        name: 'oncall'
        emailAddress: alertEmail
        useCommonAlertSchema: true
      }
    ]
  }
}

var actionGroups = !empty(actionGroupId) ? [actionGroupId] : (!empty(alertEmail) ? [newActionGroup.id] : [])

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
]

resource logAlertRules 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = [
  for alert in logAlerts: {
    name: '${namePrefix}-${alert.name}'
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
    timeAggregation: 'Total'
    threshold: 0
  }
]

resource metricAlertRules 'Microsoft.Insights/metricAlerts@2018-03-01' = [
  for alert in metricAlerts: {
    name: '${namePrefix}-${alert.name}'
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
output metricAlertNames array = [for (alert, i) in metricAlerts: metricAlertRules[i].name]
