// ArcBridge control plane on Azure: one resource group with the Function App (Flex Consumption,
// Node 20), Cosmos DB, Service Bus, Key Vault, Log Analytics + Application Insights, diagnostic
// settings and alerts. Keyless: every service is reached with the app's managed identity.
// `azd up` deploys it (azure.yaml); docs/deploy.md walks through it from an empty subscription.
targetScope = 'subscription'

@description('azd environment name; names the resource group and seeds resource names.')
@minLength(1)
@maxLength(40)
param environmentName string

@description('Azure region for every resource (Flex Consumption must be available there).')
param location string

@description('Principal that runs `arcbridge ca init` (azd passes the signed-in user). Empty: assign Key Vault roles yourself.')
param principalId string = ''

@description('Type of principalId.')
@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param principalType string = 'User'

@description('Private networking: a VNet, the Function App\'s VNet integration, private endpoints and DNS zones for Cosmos DB, Service Bus (Premium), Key Vault and Storage, their public access off. Off by default (docs/deploy.md#private-networking).')
param privateNetworking bool = false

@description('Cosmos DB capacity: serverless (pay per request) or autoscale (shared RU/s).')
@allowed([
  'serverless'
  'autoscale'
])
param cosmosCapacityMode string = 'serverless'

@description('Autoscale only: the maximum RU/s shared by the containers.')
param cosmosAutoscaleMaxThroughput int = 4000

@description('Key Vault SKU; premium keeps the CA key in an HSM.')
@allowed([
  'standard'
  'premium'
])
param keyVaultSku string = 'premium'

@description('Key Vault create mode: recover brings back the soft-deleted vault after `azd down` (purge protection keeps it 90 days and its name taken); the preprovision hook sets ARCBRIDGE_KEYVAULT_CREATE_MODE.')
@allowed([
  'default'
  'recover'
])
param keyVaultCreateMode string = 'default'

@description('Entra ID issuer of operator tokens (ARCBRIDGE_OPERATOR_ISSUER).')
param operatorIssuer string = '${environment().authentication.loginEndpoint}${tenant().tenantId}/v2.0'

@description('Audience of operator tokens: the Application ID URI of the ArcBridge app registration (ARCBRIDGE_OPERATOR_AUDIENCE).')
param operatorAudience string = 'api://arcbridge'

@description('JWKS URL that signs operator tokens (ARCBRIDGE_OPERATOR_JWKS_URL).')
param operatorJwksUrl string = '${environment().authentication.loginEndpoint}${tenant().tenantId}/discovery/v2.0/keys'

@description('Client id of the web console\'s Entra ID app registration (single-page application, redirect URI https://<function app>/api/console/). Empty: the console has no Entra sign-in.')
param consoleClientId string = ''

@description('Token claim that carries operator roles.')
param rolesClaim string = 'roles'

@description('Token claim that carries the tenants an operator may act on.')
param tenantsClaim string = 'tenants'

@description('Seconds without a heartbeat before a cluster is Offline.')
param offlineAfterSeconds int = 120

@description('Seconds between runs of the synthetic check (a synthetic cluster from bootstrap token to status); 0 turns it off.')
param syntheticIntervalSeconds int = 300

@description('Validity of agent client certificates, in days.')
param certValidityDays int = 30

@description('Seconds a renewed certificate stays accepted.')
param renewGraceSeconds int = 900

@description('How agents authenticate: mtls (client certificate forwarded by the front end), dpop (RFC 9449 proofs, which pass proxies that terminate TLS) or both (docs/security.md).')
@allowed(['mtls', 'dpop', 'both'])
param agentAuth string = 'both'

@description('Seconds a DPoP proof is accepted around its iat, either way.')
@minValue(10)
@maxValue(600)
param dpopWindowSeconds int = 60

@description('The URL agents use for the control plane, when a reverse proxy in front of it rewrites Host (DPoP htu). Empty: the request URL.')
param publicUrl string = ''

@description('Hosts or ranges a tenant-named remote may reach although they are internal (comma-separated CIDRs, addresses, host names). Empty: none.')
param egressAllow string = ''

@description('Deadline of one tenant GitOps export, in seconds.')
param gitopsExportTimeoutSeconds int = 120

@description('Largest response a GitOps remote may send, in MiB.')
param gitopsMaxResponseMb int = 256

@description('Default lifetime of bootstrap tokens, in seconds.')
param bootstrapTokenDefaultTtlSeconds int = 3600

@description('Days the audit trail keeps an event (Cosmos DB per-item TTL, at most 2,147,483,647 seconds).')
@minValue(1)
@maxValue(24855)
param auditRetentionDays int = 90

@description('Token buckets: agent, operator and registration requests per second and burst; registration per tenant (verified tokens) and per source address (every attempt).')
param rateLimits object = {
  agentPerSecond: 20
  agentBurst: 60
  operatorPerSecond: 50
  operatorBurst: 200
  registerPerSecond: 200
  registerBurst: 1000
  registerPerAddressPerSecond: 50
  registerPerAddressBurst: 500
}

@description('Rollout pacing (sends per second): global cap, per tenant, per region; tenantRates overrides per tenant (\'t1=5,t2=20\'); sourceHostPerSecond caps fetches per artifact host (0: no cap); healAfterSeconds before the healing timer re-enqueues a lost fan-out message; deferredRecheckSeconds between lookups of whether a rollout\'s offline clusters are back.')
param rollout object = {
  globalPerSecond: 100
  tenantPerSecond: 50
  regionPerSecond: 50
  tenantRates: ''
  sourceHostPerSecond: ''
  healAfterSeconds: 60
  deferredRecheckSeconds: 30
}

@description('Secrets by reference in extension values: allowed is the JSON of which Key Vaults and Kubernetes Secrets each tenant may reference (\'{"contoso":{"keyVaults":["kv-contoso-*"],"kubernetesSecrets":["db-creds"]}}\'; empty: none may be referenced); rejectLiteralSecrets refuses values that look like credentials in clear (docs/configuration.md).')
param secretReferences object = {
  allowed: ''
  rejectLiteralSecrets: false
}

@description('Control plane log level.')
@allowed([
  'debug'
  'info'
  'warn'
  'error'
  'silent'
])
param logLevel string = 'info'

@description('Name of the CA certificate in Key Vault, and of its key: Key Vault keeps a certificate\'s key under the same name (created by `arcbridge ca init`).')
param caCertName string = 'arcbridge-ca'

@description('Most Function App instances.')
param functionMaximumInstanceCount int = 100

@description('Memory per Function App instance (MB).')
param functionInstanceMemoryMB int = 2048

@description('Refuse instrumentation-key ingestion in Application Insights (telemetry then needs the app identity).')
param appInsightsDisableLocalAuth bool = true

@description('Existing action group for alerts (resource id). Empty: a new on-call action group is created.')
param alertActionGroupId string = ''

@description('E-mail the new on-call action group notifies (optional; only when alertActionGroupId is empty).')
param alertEmail string = ''

@description('Where readers open docs/runbooks.md; alert descriptions link to its sections.')
param runbookBaseUrl string = 'https://github.com/arcbridge/arcbridge/blob/main/docs/runbooks.md'

var tags = {
  'azd-env-name': environmentName
  application: 'arcbridge'
}
var token = toLower(uniqueString(subscription().id, environmentName, location))
var names = {
  resourceGroup: 'rg-${environmentName}'
  logAnalytics: 'log-${token}'
  appInsights: 'appi-${token}'
  storage: 'st${token}'
  cosmos: 'cosmos-${token}'
  serviceBus: 'sb-${token}'
  keyVault: 'kv-${take(token, 13)}'
  plan: 'plan-${token}'
  functionApp: 'func-${token}'
  vnet: 'vnet-${token}'
  alerts: 'arcbridge-${environmentName}'
}
var cosmosDatabaseName = 'arcbridge'
var dataPublicNetworkAccess = privateNetworking ? 'Disabled' : 'Enabled'
var fanoutQueueName = 'rollout-fanout'

resource rg 'Microsoft.Resources/resourceGroups@2024-03-01' = {
  name: names.resourceGroup
  location: location
  tags: tags
}

module monitoring 'modules/monitoring.bicep' = {
  scope: rg
  name: 'monitoring'
  params: {
    location: location
    tags: tags
    logAnalyticsName: names.logAnalytics
    appInsightsName: names.appInsights
    disableLocalAuth: appInsightsDisableLocalAuth
  }
}

module storage 'modules/storage.bicep' = {
  scope: rg
  name: 'storage'
  params: {
    location: location
    tags: tags
    storageAccountName: names.storage
    publicNetworkAccess: dataPublicNetworkAccess
  }
}

module network 'modules/network.bicep' = {
  scope: rg
  name: 'network'
  params: {
    location: location
    tags: tags
    enabled: privateNetworking
    vnetName: names.vnet
    cosmosAccountId: cosmos.outputs.accountId
    serviceBusNamespaceId: serviceBus.outputs.namespaceId
    keyVaultId: keyVault.outputs.vaultId
    storageAccountId: storage.outputs.storageAccountId
  }
}

module functionApp 'modules/functionapp.bicep' = {
  scope: rg
  name: 'functionapp'
  params: {
    location: location
    tags: tags
    functionAppName: names.functionApp
    planName: names.plan
    storageAccountName: storage.outputs.storageAccountName
    storageBlobEndpoint: storage.outputs.blobEndpoint
    deploymentContainerName: storage.outputs.deploymentContainerName
    appInsightsName: monitoring.outputs.appInsightsName
    appInsightsConnectionString: monitoring.outputs.appInsightsConnectionString
    appInsightsDisableLocalAuth: appInsightsDisableLocalAuth
    subnetId: network.outputs.appsSubnetId
    maximumInstanceCount: functionMaximumInstanceCount
    instanceMemoryMB: functionInstanceMemoryMB
    appSettings: appSettings
  }
}

// Everything the control plane reads (functions/platform/config.ts and the Azure adapters).
// Endpoints and names only: no key or connection string (test/infra/secrets.test.ts).
var appSettings = {
  ARCBRIDGE_MODE: 'azure'
  COSMOS_ENDPOINT: cosmos.outputs.endpoint
  COSMOS_DATABASE: cosmosDatabaseName
  SERVICEBUS_FULLY_QUALIFIED_NAMESPACE: serviceBus.outputs.fullyQualifiedNamespace
  // The Service Bus trigger's identity-based connection: app.serviceBusQueue({ connection: 'ServiceBusConnection' }).
  ServiceBusConnection__fullyQualifiedNamespace: serviceBus.outputs.fullyQualifiedNamespace
  KEYVAULT_URL: keyVault.outputs.vaultUri
  // Bodies too large for a Cosmos DB item; the app's identity holds Storage Blob Data Owner on the account (functionapp.bicep).
  STORAGE_BLOB_ENDPOINT: storage.outputs.blobEndpoint
  ARCBRIDGE_DOCUMENTS_CONTAINER: storage.outputs.documentsContainerName
  ARCBRIDGE_CA_CERT_NAME: caCertName
  ARCBRIDGE_OPERATOR_ISSUER: operatorIssuer
  ARCBRIDGE_OPERATOR_AUDIENCE: operatorAudience
  ARCBRIDGE_OPERATOR_JWKS_URL: operatorJwksUrl
  // The web console's Entra ID sign-in (authorization code with PKCE; docs/console.md).
  ARCBRIDGE_CONSOLE_CLIENT_ID: consoleClientId
  ARCBRIDGE_CONSOLE_AUTHORITY: '${environment().authentication.loginEndpoint}${tenant().tenantId}'
  ARCBRIDGE_CONSOLE_SCOPE: '${operatorAudience}/.default'
  ARCBRIDGE_ROLES_CLAIM: rolesClaim
  ARCBRIDGE_TENANTS_CLAIM: tenantsClaim
  ARCBRIDGE_OFFLINE_AFTER_SECONDS: offlineAfterSeconds
  ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: syntheticIntervalSeconds
  ARCBRIDGE_CERT_VALIDITY_DAYS: certValidityDays
  ARCBRIDGE_RENEW_GRACE_SECONDS: renewGraceSeconds
  ARCBRIDGE_AGENT_AUTH: agentAuth
  ARCBRIDGE_DPOP_WINDOW_SECONDS: dpopWindowSeconds
  // Empty means unset (the config module ignores empty settings).
  ARCBRIDGE_PUBLIC_URL: publicUrl
  ARCBRIDGE_EGRESS_ALLOW: egressAllow
  ARCBRIDGE_GITOPS_EXPORT_TIMEOUT_SECONDS: gitopsExportTimeoutSeconds
  ARCBRIDGE_GITOPS_MAX_RESPONSE_MB: gitopsMaxResponseMb
  ARCBRIDGE_BOOTSTRAP_TOKEN_DEFAULT_TTL_SECONDS: bootstrapTokenDefaultTtlSeconds
  ARCBRIDGE_AUDIT_RETENTION_DAYS: auditRetentionDays
  ARCBRIDGE_RATE_AGENT_PER_SECOND: rateLimits.agentPerSecond
  ARCBRIDGE_RATE_AGENT_BURST: rateLimits.agentBurst
  ARCBRIDGE_RATE_OPERATOR_PER_SECOND: rateLimits.operatorPerSecond
  ARCBRIDGE_RATE_OPERATOR_BURST: rateLimits.operatorBurst
  ARCBRIDGE_RATE_REGISTER_PER_SECOND: rateLimits.registerPerSecond
  ARCBRIDGE_RATE_REGISTER_BURST: rateLimits.registerBurst
  ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_PER_SECOND: rateLimits.registerPerAddressPerSecond
  ARCBRIDGE_RATE_REGISTER_PER_ADDRESS_BURST: rateLimits.registerPerAddressBurst
  // Key Vault's published ECC P-256 limit for the CA key, per 10 s: 2,000 for the HSM key a
  // premium vault gets (ca init --hsm), 4,000 for a software key (service-limits).
  ARCBRIDGE_SIGNS_PER_SECOND: keyVaultSku == 'premium' ? 200 : 400
  ARCBRIDGE_LOG_LEVEL: logLevel
  ARCBRIDGE_ROLLOUT_GLOBAL_PER_SECOND: rollout.globalPerSecond
  ARCBRIDGE_ROLLOUT_TENANT_PER_SECOND: rollout.tenantPerSecond
  ARCBRIDGE_ROLLOUT_REGION_PER_SECOND: rollout.regionPerSecond
  // Empty means unset (the config module ignores empty settings).
  ARCBRIDGE_ROLLOUT_TENANT_RATES: rollout.tenantRates
  ARCBRIDGE_ROLLOUT_SOURCE_HOST_PER_SECOND: rollout.sourceHostPerSecond
  ARCBRIDGE_ROLLOUT_HEAL_AFTER_SECONDS: rollout.healAfterSeconds
  ARCBRIDGE_ROLLOUT_DEFERRED_RECHECK_SECONDS: rollout.deferredRecheckSeconds
  // Empty means unset: no tenant may reference a secret.
  ARCBRIDGE_SECRET_REFERENCES: secretReferences.allowed
  ARCBRIDGE_REJECT_LITERAL_SECRETS: secretReferences.rejectLiteralSecrets
}

module cosmos 'modules/cosmos.bicep' = {
  scope: rg
  name: 'cosmos'
  params: {
    location: location
    tags: tags
    accountName: names.cosmos
    databaseName: cosmosDatabaseName
    capacityMode: cosmosCapacityMode
    autoscaleMaxThroughput: cosmosAutoscaleMaxThroughput
    publicNetworkAccess: dataPublicNetworkAccess
  }
}

module serviceBus 'modules/servicebus.bicep' = {
  scope: rg
  name: 'servicebus'
  params: {
    location: location
    tags: tags
    namespaceName: names.serviceBus
    fanoutQueueName: fanoutQueueName
    skuName: privateNetworking ? 'Premium' : 'Standard'
    publicNetworkAccess: dataPublicNetworkAccess
  }
}

module keyVault 'modules/keyvault.bicep' = {
  scope: rg
  name: 'keyvault'
  params: {
    location: location
    tags: tags
    vaultName: names.keyVault
    skuName: keyVaultSku
    publicNetworkAccess: dataPublicNetworkAccess
    createMode: keyVaultCreateMode
    deployerPrincipalId: principalId
    deployerPrincipalType: principalType
  }
}

// The app's data-plane roles, once the app (and so its identity) exists: kept out of the
// resource modules because the app's settings need their endpoints first.
module appRoles 'modules/app-roles.bicep' = {
  scope: rg
  name: 'app-roles'
  params: {
    appPrincipalId: functionApp.outputs.principalId
    cosmosAccountName: cosmos.outputs.accountName
    serviceBusNamespaceName: serviceBus.outputs.namespaceName
    fanoutQueueName: serviceBus.outputs.fanoutQueueName
    keyVaultName: keyVault.outputs.vaultName
  }
}

module diagnostics 'modules/diagnostics.bicep' = {
  scope: rg
  name: 'diagnostics'
  params: {
    workspaceId: monitoring.outputs.workspaceId
    cosmosAccountName: cosmos.outputs.accountName
    serviceBusNamespaceName: serviceBus.outputs.namespaceName
    keyVaultName: keyVault.outputs.vaultName
    functionAppName: functionApp.outputs.functionAppName
  }
}

module workbook 'modules/workbook.bicep' = {
  scope: rg
  name: 'workbook'
  params: {
    location: location
    tags: tags
    appInsightsId: monitoring.outputs.appInsightsId
    displayName: 'ArcBridge (${environmentName})'
  }
}

module alerts 'modules/alerts.bicep' = {
  scope: rg
  name: 'alerts'
  params: {
    location: location
    tags: tags
    namePrefix: names.alerts
    appInsightsId: monitoring.outputs.appInsightsId
    serviceBusNamespaceId: serviceBus.outputs.namespaceId
    fanoutQueueName: serviceBus.outputs.fanoutQueueName
    keyVaultId: keyVault.outputs.vaultId
    cosmosAccountId: cosmos.outputs.accountId
    cosmosCapacityMode: cosmosCapacityMode
    actionGroupId: alertActionGroupId
    alertEmail: alertEmail
    runbookBaseUrl: runbookBaseUrl
  }
}

// azd writes these into .azure/<env>/.env; the postprovision hook and docs/deploy.md use them.
output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
output AZURE_RESOURCE_GROUP string = rg.name
output AZURE_FUNCTION_APP_NAME string = functionApp.outputs.functionAppName
output ARCBRIDGE_URL string = 'https://${functionApp.outputs.defaultHostName}'
output AZURE_KEY_VAULT_NAME string = keyVault.outputs.vaultName
output AZURE_KEY_VAULT_URL string = keyVault.outputs.vaultUri
// The postprovision hook creates the CA key as EC-HSM on a premium vault (`ca init --hsm`), EC on a standard one.
output AZURE_KEY_VAULT_SKU string = keyVaultSku
output COSMOS_ENDPOINT string = cosmos.outputs.endpoint
output STORAGE_BLOB_ENDPOINT string = storage.outputs.blobEndpoint
output SERVICEBUS_FULLY_QUALIFIED_NAMESPACE string = serviceBus.outputs.fullyQualifiedNamespace
output ARCBRIDGE_CA_CERT_NAME string = caCertName
