// Data-plane roles of the Function App's managed identity on Cosmos DB, Service Bus and Key Vault:
// exactly what the Store, Bus, Signer and GitOps credential adapters do, nothing more (no keys, no management plane).
// test/infra/roles.test.ts derives the roles the code needs and fails when one is missing here.

@description('Principal id of the Function App\'s system-assigned identity.')
param appPrincipalId string

param cosmosAccountName string
param serviceBusNamespaceName string
param fanoutQueueName string
param keyVaultName string

// Role ids by name, from the vendored copy of Azure's published built-in role lists (the file names
// its sources); test/infra/role-ids.test.ts fails on any role id in infra/ that is not in it.
var builtInRoles = loadJsonContent('../roles/built-in-roles.json')
var roles = {
  // Cosmos DB Built-in Data Contributor (a Cosmos SQL role, not Azure RBAC): items and queries.
  cosmosDataContributor: builtInRoles.cosmosDbSqlDataPlane['Cosmos DB Built-in Data Contributor']
  // send and schedule fan-out messages
  serviceBusDataSender: builtInRoles.azureRbac['Azure Service Bus Data Sender']
  // receive, complete, abandon, dead-letter (the Service Bus trigger)
  serviceBusDataReceiver: builtInRoles.azureRbac['Azure Service Bus Data Receiver']
  // sign with the CA key (the key never leaves the vault)
  keyVaultCryptoUser: builtInRoles.azureRbac['Key Vault Crypto User']
  // read the CA certificate (the app never creates or changes it; `arcbridge ca init` does)
  keyVaultCertificateUser: builtInRoles.azureRbac['Key Vault Certificate User']
  // read the secret a tenant's GitOps target names (its Git token), when an export pushes. Vault
  // scope: one identity serves every tenant, so a narrower scope would not separate them; the code
  // refuses a secret not tagged arcbridge-tenant=<the tenant> (docs/security.md, Controls).
  keyVaultSecretsUser: builtInRoles.azureRbac['Key Vault Secrets User']
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource serviceBus 'Microsoft.ServiceBus/namespaces@2024-01-01' existing = {
  name: serviceBusNamespaceName
}

resource fanoutQueue 'Microsoft.ServiceBus/namespaces/queues@2024-01-01' existing = {
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

resource keyVaultSecretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: vault
  name: guid(vault.id, appPrincipalId, roles.keyVaultSecretsUser)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultSecretsUser)
    principalId: appPrincipalId
    principalType: 'ServicePrincipal'
  }
}
