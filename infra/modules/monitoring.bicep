// Log Analytics workspace and the workspace-based Application Insights component the Function App
// (applicationinsights 3.x / OpenTelemetry) and the alerts use.

@description('Azure region for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Name of the Log Analytics workspace.')
param logAnalyticsName string

@description('Name of the Application Insights component.')
param appInsightsName string

@description('Days the workspace keeps data.')
@minValue(30)
@maxValue(730)
param retentionInDays int = 30

@description('Refuse instrumentation-key ingestion: the app must authenticate with its managed identity (Monitoring Metrics Publisher).')
param disableLocalAuth bool = true

resource workspace 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: logAnalyticsName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionInDays
    features: {
      enableLogAccessUsingOnlyResourcePermissions: true
    }
  }
}

resource appInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: appInsightsName
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: workspace.id
    IngestionMode: 'LogAnalytics'
    DisableLocalAuth: disableLocalAuth
  }
}

output workspaceId string = workspace.id
output appInsightsId string = appInsights.id
output appInsightsName string = appInsights.name
// Not a secret: it names the ingestion endpoint; with DisableLocalAuth the key in it cannot ingest.
output appInsightsConnectionString string = appInsights.properties.ConnectionString
output disableLocalAuth bool = disableLocalAuth
