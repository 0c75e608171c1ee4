// Private networking (main.bicep `privateNetworking`, off by default): a virtual network, the
// Function App's outbound VNet integration, and private endpoints with private DNS zones for
// Cosmos DB, Service Bus, Key Vault and Storage (blob, queue, table: the Functions host uses all
// three). The data services then turn public network access off (their modules take
// `publicNetworkAccess`). The Function App's own endpoint stays public: agents reach it over the
// internet with their client certificates. docs/deploy.md#private-networking says what changes.

@description('Azure region for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Create the network (false: nothing is deployed and appsSubnetId is empty).')
param enabled bool

@description('Virtual network name.')
param vnetName string

@description('Address space of the virtual network.')
param addressPrefix string = '10.40.0.0/16'

@description('Subnet the Function App integrates with (delegated to Microsoft.App/environments, as Flex Consumption requires).')
param appsSubnetPrefix string = '10.40.0.0/24'

@description('Subnet of the private endpoints.')
param privateEndpointsSubnetPrefix string = '10.40.1.0/24'

param cosmosAccountId string
param serviceBusNamespaceId string
param keyVaultId string
param storageAccountId string

var appsSubnetName = 'apps'
var privateEndpointsSubnetName = 'private-endpoints'

// Private DNS zones of the Azure public cloud (learn.microsoft.com/azure/private-link/private-endpoint-dns).
var zones = {
  cosmos: 'privatelink.documents.azure.com'
  serviceBus: 'privatelink.servicebus.windows.net'
  keyVault: 'privatelink.vaultcore.azure.net'
  blob: 'privatelink.blob.${environment().suffixes.storage}'
  queue: 'privatelink.queue.${environment().suffixes.storage}'
  table: 'privatelink.table.${environment().suffixes.storage}'
}

// One private endpoint per service and sub-resource (groupId), each registered in its zone.
var endpoints = [
  {
    name: 'cosmos'
    target: cosmosAccountId
    groupId: 'Sql'
    zone: zones.cosmos
  }
  {
    name: 'servicebus'
    target: serviceBusNamespaceId
    groupId: 'namespace'
    zone: zones.serviceBus
  }
  {
    name: 'keyvault'
    target: keyVaultId
    groupId: 'vault'
    zone: zones.keyVault
  }
  {
    name: 'blob'
    target: storageAccountId
    groupId: 'blob'
    zone: zones.blob
  }
  {
    name: 'queue'
    target: storageAccountId
    groupId: 'queue'
    zone: zones.queue
  }
  {
    name: 'table'
    target: storageAccountId
    groupId: 'table'
    zone: zones.table
  }
]

resource vnet 'Microsoft.Network/virtualNetworks@2024-05-01' = if (enabled) {
  name: vnetName
  location: location
  tags: tags
  properties: {
    addressSpace: {
      addressPrefixes: [
        addressPrefix
      ]
    }
    subnets: [
      {
        name: appsSubnetName
        properties: {
          addressPrefix: appsSubnetPrefix
          delegations: [
            {
              name: 'flex-consumption'
              properties: {
                serviceName: 'Microsoft.App/environments'
              }
            }
          ]
        }
      }
      {
        name: privateEndpointsSubnetName
        properties: {
          addressPrefix: privateEndpointsSubnetPrefix
          privateEndpointNetworkPolicies: 'Disabled'
        }
      }
    ]
  }
}

resource dnsZones 'Microsoft.Network/privateDnsZones@2020-06-01' = [
  for zone in items(zones): if (enabled) {
    name: zone.value
    location: 'global'
    tags: tags
  }
]

resource dnsLinks 'Microsoft.Network/privateDnsZones/virtualNetworkLinks@2020-06-01' = [
  for (zone, i) in items(zones): if (enabled) {
    parent: dnsZones[i]
    name: vnetName
    location: 'global'
    tags: tags
    properties: {
      registrationEnabled: false
      virtualNetwork: {
        id: vnet.id
      }
    }
  }
]

resource privateEndpoints 'Microsoft.Network/privateEndpoints@2024-05-01' = [
  for endpoint in endpoints: if (enabled) {
    name: 'pe-${endpoint.name}-${vnetName}'
    location: location
    tags: tags
    properties: {
      subnet: {
        id: resourceId('Microsoft.Network/virtualNetworks/subnets', vnetName, privateEndpointsSubnetName)
      }
      privateLinkServiceConnections: [
        {
          name: endpoint.name
          properties: {
            privateLinkServiceId: endpoint.target
            groupIds: [
              endpoint.groupId
            ]
          }
        }
      ]
    }
    dependsOn: [
      vnet
    ]
  }
]

resource dnsZoneGroups 'Microsoft.Network/privateEndpoints/privateDnsZoneGroups@2024-05-01' = [
  for (endpoint, i) in endpoints: if (enabled) {
    parent: privateEndpoints[i]
    name: 'default'
    properties: {
      privateDnsZoneConfigs: [
        {
          name: endpoint.name
          properties: {
            privateDnsZoneId: resourceId('Microsoft.Network/privateDnsZones', endpoint.zone)
          }
        }
      ]
    }
    dependsOn: [
      dnsZones
    ]
  }
]

// An id computed from names, not a reference to the conditional VNet: empty when disabled.
output appsSubnetId string = enabled ? resourceId('Microsoft.Network/virtualNetworks/subnets', vnetName, appsSubnetName) : ''
