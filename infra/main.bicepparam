// Parameters for `azd up` (azd fills the AZURE_* variables) and for a plain
// `az deployment sub create --location <region> --parameters infra/main.bicepparam`.
using './main.bicep'

param environmentName = readEnvironmentVariable('AZURE_ENV_NAME', 'arcbridge-dev')
param location = readEnvironmentVariable('AZURE_LOCATION', 'westeurope')
param principalId = readEnvironmentVariable('AZURE_PRINCIPAL_ID', '')
param principalType = readEnvironmentVariable('AZURE_PRINCIPAL_TYPE', 'User')
param cosmosCapacityMode = readEnvironmentVariable('ARCBRIDGE_COSMOS_CAPACITY_MODE', 'serverless')
param privateNetworking = bool(readEnvironmentVariable('ARCBRIDGE_PRIVATE_NETWORKING', 'false'))
param keyVaultCreateMode = readEnvironmentVariable('ARCBRIDGE_KEYVAULT_CREATE_MODE', 'default')
param operatorAudience = readEnvironmentVariable('ARCBRIDGE_OPERATOR_AUDIENCE', 'api://arcbridge')
param consoleClientId = readEnvironmentVariable('ARCBRIDGE_CONSOLE_CLIENT_ID', '')
param alertActionGroupId = readEnvironmentVariable('ARCBRIDGE_ALERT_ACTION_GROUP_ID', '')
param alertEmail = readEnvironmentVariable('ARCBRIDGE_ALERT_EMAIL', '')
param runbookBaseUrl = readEnvironmentVariable(
  'ARCBRIDGE_RUNBOOK_URL',
  'https://github.com/arcbridge/arcbridge/blob/main/docs/runbooks.md'
)
