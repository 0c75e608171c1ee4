// Service Bus for the Bus port: the rollout fan-out queue (scheduled messages, peek-lock,
// dead-lettering). SAS keys are disabled; the app's sender/receiver roles are in app-roles.bicep.

@description('Azure region for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Service Bus namespace name.')
param namespaceName string

@description('Enabled, or Disabled with private networking (reachable only through its private endpoint).')
@allowed([
  'Enabled'
  'Disabled'
])
param publicNetworkAccess string = 'Enabled'

@description('Standard, or Premium (one messaging unit) with private networking: only Premium namespaces take private endpoints.')
@allowed([
  'Standard'
  'Premium'
])
param skuName string = 'Standard'

@description('The fan-out queue; the code sends to and listens on rollout-fanout (functions/rollout/model.ts).')
param fanoutQueueName string = 'rollout-fanout'

@description('Deliveries before a message is dead-lettered. Handlers are idempotent; a poison message should not loop for long.')
@minValue(1)
@maxValue(100)
param maxDeliveryCount int = 10

@description('Peek-lock duration. A fan-out message touches one cluster\'s documents (well under a minute); host.json renews locks for up to 5 minutes.')
param lockDuration string = 'PT1M'

resource namespace 'Microsoft.ServiceBus/namespaces@2024-01-01' = {
  name: namespaceName
  location: location
  tags: tags
  // Standard: scheduled messages, dead-lettering and lock renewal, billed per operation.
  // Premium (private networking): the same features on dedicated capacity.
  sku: skuName == 'Premium'
    ? {
        name: 'Premium'
        tier: 'Premium'
        capacity: 1
      }
    : {
        name: 'Standard'
        tier: 'Standard'
      }
  properties: {
    disableLocalAuth: true
    minimumTlsVersion: '1.2'
    publicNetworkAccess: publicNetworkAccess
  }
}

resource fanoutQueue 'Microsoft.ServiceBus/namespaces/queues@2024-01-01' = {
  parent: namespace
  name: fanoutQueueName
  properties: {
    maxDeliveryCount: maxDeliveryCount
    lockDuration: lockDuration
    deadLetteringOnMessageExpiration: true
    defaultMessageTimeToLive: 'P7D'
    enableBatchedOperations: true
    requiresSession: false
    // The store is the outbox: the healing timer may send a message again on purpose, so the
    // broker must not swallow a re-send with the same message id.
    requiresDuplicateDetection: false
    maxSizeInMegabytes: 5120
  }
}

output namespaceName string = namespace.name
output namespaceId string = namespace.id
// serviceBusEndpoint is https://<name>.servicebus.<cloud suffix>:443/; the SDK wants the bare host.
output fullyQualifiedNamespace string = replace(replace(namespace.properties.serviceBusEndpoint, 'https://', ''), ':443/', '')
output fanoutQueueName string = fanoutQueue.name
