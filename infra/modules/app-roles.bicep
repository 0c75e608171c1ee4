// Data-plane roles of the Function App's managed identity on Cosmos DB, Service Bus and Key Vault:
// exactly what the Store, Bus and Signer adapters do, nothing more (no keys, no management plane).
// test/infra/roles.test.ts derives the roles the code needs and fails when one is missing here.

@description('Principal id of the Function App\'s system-assigned identity.')
param appPrincipalId string

param cosmosAccountName string
param serviceBusNamespaceName string
param fanoutQueueName string
param keyVaultName string

var roles = {
  // Cosmos DB Built-in Data Contributor (a Cosmos SQL role, not Azure RBAC): items and queries.
  cosmosDataContributor: '00000000-0000-0000-0000-000000000002'
  // send and schedule fan-out messages
  serviceBusDataSender: '69a216fc-b8fb-44d8-bc22-1f3c2cd27a39'
  // receive, complete, abandon, dead-letter (the Service Bus trigger)
  serviceBusDataReceiver: '4f6d3b08-9ef2-4d5b-bfd1-1b0cd4bd6e8e'
  // sign with the CA key (the key never leaves the vault)
  keyVaultCryptoUser: '12338af0-0e69-4776-bea7-57ae8d297424'
  // read the CA certificate (the app never creates or changes it; `arcbridge ca init` does)
  keyVaultCertificateUser: 'db79e9a7-68ee-4b58-9aeb-b90e7c24fcba'
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource serviceBus 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' existing = {
  name: serviceBusNamespaceName
}

resource fanoutQueue 'Microsoft.ServiceBus/namespaces/queues@2022-10-01-preview' existing = {
  parent: serviceBus
  name: fanoutQueueName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource cosmosDataContributor 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: cosmos
  name: guid(cosmos.id, appPrincipalId, roles.cosmosDataContributor)
  properties: {
    roleDefinitionId: '${cosmos.id}/sqlRoleDefinitions/${roles.cosmosDataContributor}'
    principalId: appPrincipalId
    scope: cosmos.id
  }
}

resource serviceBusSender 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: fanoutQueue
  name: guid(fanoutQueue.id, appPrincipalId, roles.serviceBusDataSender)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.serviceBusDataSender)
    principalId: appPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource serviceBusReceiver 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: fanoutQueue
  name: guid(fanoutQueue.id, appPrincipalId, roles.serviceBusDataReceiver)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.serviceBusDataReceiver)
    principalId: appPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource keyVaultCryptoUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: vault
  name: guid(vault.id, appPrincipalId, roles.keyVaultCryptoUser)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultCryptoUser)
    principalId: appPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource keyVaultCertificateUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: vault
  name: guid(vault.id, appPrincipalId, roles.keyVaultCertificateUser)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultCertificateUser)
    principalId: appPrincipalId
    principalType: 'ServicePrincipal'
  }
}
