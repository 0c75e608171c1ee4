// Cosmos DB for the Store port: one database, one container per collection the Store uses
// (functions/platform/store/store.ts COLLECTIONS; test/infra fails when they drift apart), all
// partitioned by /pk, a synthetic key the adapter derives per collection: the tenant, the tenant
// and cluster, or the tenant and rollout (functions/platform/store/cosmos-partitioning.ts,
// docs/design.md#partitioning). Key auth is disabled; the app's data-plane role is in app-roles.bicep.
// Continuous backup: point-in-time restore of the account (docs/operations.md).

@description('Azure region for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Cosmos DB account name.')
param accountName string

@description('Database name (COSMOS_DATABASE).')
param databaseName string = 'arcbridge'

@description('Enabled, or Disabled with private networking (reachable only through its private endpoint).')
@allowed([
  'Enabled'
  'Disabled'
])
param publicNetworkAccess string = 'Enabled'

@description('serverless: pay per request (dev, small fleets). autoscale: provisioned throughput shared by the database, scaling between 10% and 100% of the maximum.')
@allowed([
  'serverless'
  'autoscale'
])
param capacityMode string = 'serverless'

@description('Continuous backup retention: Continuous7Days (no extra cost) or Continuous30Days.')
@allowed([
  'Continuous7Days'
  'Continuous30Days'
])
param continuousBackupTier string = 'Continuous7Days'

@description('Autoscale only: the maximum RU/s shared by all containers.')
@minValue(1000)
param autoscaleMaxThroughput int = 4000

// Indexing policies by container, the one copy the Cosmos adapter also uses when it creates
// containers itself (functions/platform/store/cosmos-indexing-policies.json; every policy indexes
// the partition key /pk and tenantId). test/infra/resources.test.ts checks every container takes its own.
var indexingPolicies = loadJsonContent('../../functions/platform/store/cosmos-indexing-policies.json')

// One entry per Store collection. Add the new collection here when COLLECTIONS grows.
var containers = [
  {
    // Listed with label selectors (labels/<key>), shown by name and region. Extensions and
    // certificates are read with the document, never filtered on.
    name: 'clusters'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.clusters
  }
  {
    // Single-use tokens looked up by hash (the id). Per-item ttl lets expired tokens vanish.
    name: 'bootstrapTokens'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.bootstrapTokens
  }
  {
    // The heartbeat-gap sweep queries by last heartbeat time.
    name: 'heartbeats'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.heartbeats
  }
  {
    // One per cluster (partition tenant|cluster), read and written by id; bodies over 256 KiB live in
    // Blob Storage, the item keeps the summary. Indexing it would burn RUs.
    name: 'inventory'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.inventory
  }
  {
    name: 'status'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.status
  }
  {
    // Rollouts and their per-cluster outbox entries are small and queried by state, wave and due
    // time (planner, healing timer): index everything until those queries settle.
    name: 'rollouts'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.rollouts
  }
  {
    name: 'rolloutClusters'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.rolloutClusters
  }
  {
    // Token-bucket state per region / tenant: read and written by id only.
    name: 'pacing'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.pacing
  }
  {
    // Catalog: one immutable document per extension version (id name@version), listed by name.
    name: 'extensions'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.extensions
  }
  {
    // Fleet assignments: read whole per tenant (cached by fleet revision), never filtered on.
    name: 'assignments'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.assignments
  }
  {
    // The per-tenant fleet revision: one small document read on every desired-state poll.
    name: 'fleet'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.fleet
  }
  {
    // Operators' attempted changes, newest first by id (the ids count down), filtered by who, what
    // and outcome. Each event carries its own ttl (ARCBRIDGE_AUDIT_RETENTION_DAYS).
    name: 'auditEvents'
    defaultTtl: -1
    indexingPolicy: indexingPolicies.auditEvents
  }
]

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: accountName
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: continuousBackupTier
      }
    }
    capabilities: capacityMode == 'serverless'
      ? [
          {
            name: 'EnableServerless'
          }
        ]
      : []
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: publicNetworkAccess
    enableAutomaticFailover: false
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
    options: capacityMode == 'autoscale'
      ? {
          autoscaleSettings: {
            maxThroughput: autoscaleMaxThroughput
          }
        }
      : {}
  }
}

resource sqlContainers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for container in containers: {
    parent: database
    name: container.name
    properties: {
      resource: {
        id: container.name
        partitionKey: {
          paths: [
            '/pk'
          ]
          kind: 'Hash'
          version: 2
        }
        indexingPolicy: container.indexingPolicy
        defaultTtl: container.defaultTtl
      }
    }
  }
]

output accountName string = account.name
output accountId string = account.id
output endpoint string = account.properties.documentEndpoint
output databaseName string = database.name
