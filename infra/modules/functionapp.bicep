// The control plane: a Function App on Flex Consumption (Node 22) with a system-assigned managed
// identity. Host storage is identity based; no key or connection string is in its app settings
// (test/infra/secrets.test.ts fails otherwise). Agents authenticate with client certificates
// (optional at TLS, so /api/v1/register works without one; the front end forwards a verified
// certificate in X-ARR-ClientCert and the code checks it against the CA).

@description('Azure region for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('azd service name the app is deployed as (azure.yaml services.<name>).')
param serviceName string = 'api'

@description('Function App name (also the host name prefix).')
param functionAppName string

@description('Flex Consumption plan name.')
param planName string

@description('Host storage account (AzureWebJobsStorage) that also holds the deployment container.')
param storageAccountName string

@description('Blob endpoint of the host storage account.')
param storageBlobEndpoint string

@description('Blob container for the deployment package.')
param deploymentContainerName string

@description('Application Insights component name.')
param appInsightsName string

@description('Application Insights connection string (an ingestion address, not a credential).')
param appInsightsConnectionString string

@description('True when the component refuses key-based ingestion: the app then authenticates with Entra ID.')
param appInsightsDisableLocalAuth bool

@description('The control plane\'s own settings (functions/platform/config.ts and the Azure adapters), name -> value.')
param appSettings object

@description('Subnet for outbound VNet integration (private networking); empty: none.')
param subnetId string = ''

@description('Most instances the app scales out to.')
@minValue(40)
@maxValue(1000)
param maximumInstanceCount int = 100

@description('Memory per instance.')
@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

// Role ids by name from the vendored built-in role list (infra/roles/built-in-roles.json).
var builtInRoles = loadJsonContent('../roles/built-in-roles.json')
var roles = {
  // host keys, timer and singleton leases, the deployment package
  storageBlobDataOwner: builtInRoles.azureRbac['Storage Blob Data Owner']
  // host-internal queues (dedicated account, so no wider reach)
  storageQueueDataContributor: builtInRoles.azureRbac['Storage Queue Data Contributor']
  // host-internal tables such as diagnostic events (dedicated account)
  storageTableDataContributor: builtInRoles.azureRbac['Storage Table Data Contributor']
  // send telemetry to an Application Insights component that refuses instrumentation keys
  monitoringMetricsPublisher: builtInRoles.azureRbac['Monitoring Metrics Publisher']
}

// Settings the platform needs, whatever the code: identity-based host storage and telemetry.
var platformSettings = [
  {
    name: 'AzureWebJobsStorage__accountName'
    value: storageAccountName
  }
  {
    name: 'APPLICATIONINSIGHTS_CONNECTION_STRING'
    value: appInsightsConnectionString
  }
  {
    name: 'APPLICATIONINSIGHTS_AUTHENTICATION_STRING'
    value: appInsightsDisableLocalAuth ? 'Authorization=AAD' : ''
  }
]

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource appInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: appInsightsName
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true
  }
}

resource site 'Microsoft.Web/sites@2024-04-01' = {
  name: functionAppName
  location: location
  tags: union(tags, {
    'azd-service-name': serviceName
  })
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    clientCertEnabled: true
    clientCertMode: 'Optional'
    // The API stays public (agents connect over the internet); outbound traffic goes through the VNet.
    publicNetworkAccess: 'Enabled'
    virtualNetworkSubnetId: empty(subnetId) ? null : subnetId
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storageBlobEndpoint}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: maximumInstanceCount
        instanceMemoryMB: instanceMemoryMB
      }
      // Node 22: Azure Functions supports it until 2027-04-30; its support for Node 20 ended on
      // 2026-04-30 (learn.microsoft.com/azure/azure-functions/supported-languages). The infra
      // workflow tests on this major, and engines.node admits it (test/infra/resources.test.ts).
      runtime: {
        name: 'node'
        version: '22'
      }
    }
    siteConfig: {
      minTlsVersion: '1.2'
      ftpsState: 'Disabled'
      // HTTP/1.1 only: the front end forwards a client certificate (X-ARR-ClientCert) on HTTP/1.1
      // requests, not on HTTP/2 ones (Azure Policy retired its App Service client-certificate audit
      // "because Http 2.0 doesn't support client certificates"), and agents authenticate with theirs.
      http20Enabled: false
      vnetRouteAllEnabled: !empty(subnetId)
      appSettings: concat(
        platformSettings,
        map(items(appSettings), setting => {
          name: setting.key
          value: string(setting.value)
        })
      )
    }
  }
}

resource hostStorageRoles 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for roleId in [
    roles.storageBlobDataOwner
    roles.storageQueueDataContributor
    roles.storageTableDataContributor
  ]: {
    scope: storage
    name: guid(storage.id, site.id, roleId)
    properties: {
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleId)
      principalId: site.identity.principalId
      principalType: 'ServicePrincipal'
    }
  }
]

resource telemetryPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: appInsights
  name: guid(appInsights.id, site.id, roles.monitoringMetricsPublisher)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.monitoringMetricsPublisher)
    principalId: site.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

output functionAppName string = site.name
output functionAppId string = site.id
output principalId string = site.identity.principalId
output defaultHostName string = site.properties.defaultHostName
