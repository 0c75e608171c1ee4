// Key Vault for the Signer port: the CA key (it never leaves the vault; the app asks the vault to
// sign) and the CA certificate. RBAC mode, soft delete and purge protection: a deleted CA key
// cannot be purged by accident, which would strand every agent certificate.

@description('Azure region for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Key Vault name (3-24 characters).')
@minLength(3)
@maxLength(24)
param vaultName string

@description('premium allows HSM-protected CA keys (EC-HSM); standard holds software-protected keys.')
@allowed([
  'standard'
  'premium'
])
param skuName string = 'premium'

@description('Enabled, or Disabled with private networking (reachable only through its private endpoint).')
@allowed([
  'Enabled'
  'Disabled'
])
param publicNetworkAccess string = 'Enabled'

@description('default: create (or update) the vault. recover: bring back the soft-deleted vault of the same name after `azd down`, with its CA key and certificate (the preprovision hook in azure.yaml picks it).')
@allowed([
  'default'
  'recover'
])
param createMode string = 'default'

@description('Principal that runs `arcbridge ca init` after provisioning (azd sets AZURE_PRINCIPAL_ID to the signed-in user). Empty: grant it yourself.')
param deployerPrincipalId string = ''

@description('Type of the deployer principal.')
@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param deployerPrincipalType string = 'User'

// The deployer creates the CA with `arcbridge ca init` (docs/adapters/key-vault.md): the
// certificate operations create the non-exportable key, and the CA certificate is signed with it.
// It also sets the Git credentials GitOps targets name (docs/gitops.md).
// The app's own roles are in app-roles.bicep.
// Role ids by name from the vendored built-in role list (infra/roles/built-in-roles.json).
var builtInRoles = loadJsonContent('../roles/built-in-roles.json')
var roles = {
  // create, merge, read and list the CA certificate versions (which creates the key)
  keyVaultCertificatesOfficer: builtInRoles.azureRbac['Key Vault Certificates Officer']
  // read the key and sign the CA certificate with it
  keyVaultCryptoUser: builtInRoles.azureRbac['Key Vault Crypto User']
  // set the secrets GitOps targets name (docs/gitops.md: az keyvault secret set)
  keyVaultSecretsOfficer: builtInRoles.azureRbac['Key Vault Secrets Officer']
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: vaultName
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    createMode: createMode
    sku: {
      family: 'A'
      name: skuName
    }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 90
    enablePurgeProtection: true
    publicNetworkAccess: publicNetworkAccess
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: publicNetworkAccess == 'Disabled' ? 'Deny' : 'Allow'
    }
  }
}

resource deployerCryptoUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(deployerPrincipalId)) {
  scope: vault
  name: guid(vault.id, deployerPrincipalId, roles.keyVaultCryptoUser)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultCryptoUser)
    principalId: deployerPrincipalId
    principalType: deployerPrincipalType
  }
}

resource deployerCertificatesOfficer 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(deployerPrincipalId)) {
  scope: vault
  name: guid(vault.id, deployerPrincipalId, roles.keyVaultCertificatesOfficer)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultCertificatesOfficer)
    principalId: deployerPrincipalId
    principalType: deployerPrincipalType
  }
}

resource deployerSecretsOfficer 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(deployerPrincipalId)) {
  scope: vault
  name: guid(vault.id, deployerPrincipalId, roles.keyVaultSecretsOfficer)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultSecretsOfficer)
    principalId: deployerPrincipalId
    principalType: deployerPrincipalType
  }
}

output vaultName string = vault.name
output vaultId string = vault.id
output vaultUri string = vault.properties.vaultUri
