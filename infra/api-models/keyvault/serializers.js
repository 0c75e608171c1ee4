var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var models_exports = {};
__export(models_exports, {
  KnownActionsRequired: () => KnownActionsRequired,
  KnownActivationStatus: () => KnownActivationStatus,
  KnownCertificatePermissions: () => KnownCertificatePermissions,
  KnownCreatedByType: () => KnownCreatedByType,
  KnownDeletionRecoveryLevel: () => KnownDeletionRecoveryLevel,
  KnownGeoReplicationRegionProvisioningState: () => KnownGeoReplicationRegionProvisioningState,
  KnownJsonWebKeyCurveName: () => KnownJsonWebKeyCurveName,
  KnownJsonWebKeyOperation: () => KnownJsonWebKeyOperation,
  KnownJsonWebKeyType: () => KnownJsonWebKeyType,
  KnownKeyPermissions: () => KnownKeyPermissions,
  KnownManagedHsmSkuFamily: () => KnownManagedHsmSkuFamily,
  KnownManagedServiceIdentityType: () => KnownManagedServiceIdentityType,
  KnownNetworkRuleAction: () => KnownNetworkRuleAction,
  KnownNetworkRuleBypassOptions: () => KnownNetworkRuleBypassOptions,
  KnownPrivateEndpointConnectionProvisioningState: () => KnownPrivateEndpointConnectionProvisioningState,
  KnownPrivateEndpointServiceConnectionStatus: () => KnownPrivateEndpointServiceConnectionStatus,
  KnownProvisioningState: () => KnownProvisioningState,
  KnownPublicNetworkAccess: () => KnownPublicNetworkAccess,
  KnownReason: () => KnownReason,
  KnownSecretPermissions: () => KnownSecretPermissions,
  KnownSkuFamily: () => KnownSkuFamily,
  KnownStoragePermissions: () => KnownStoragePermissions,
  KnownVaultProvisioningState: () => KnownVaultProvisioningState,
  KnownVersions: () => KnownVersions,
  _deletedManagedHsmListResultDeserializer: () => _deletedManagedHsmListResultDeserializer,
  _deletedVaultListResultDeserializer: () => _deletedVaultListResultDeserializer,
  _keyListResultDeserializer: () => _keyListResultDeserializer,
  _keyPropertiesDeserializer: () => _keyPropertiesDeserializer,
  _keyPropertiesSerializer: () => _keyPropertiesSerializer,
  _managedHsmKeyListResultDeserializer: () => _managedHsmKeyListResultDeserializer,
  _managedHsmKeyPropertiesDeserializer: () => _managedHsmKeyPropertiesDeserializer,
  _managedHsmKeyPropertiesSerializer: () => _managedHsmKeyPropertiesSerializer,
  _managedHsmListResultDeserializer: () => _managedHsmListResultDeserializer,
  _mhsmPrivateEndpointConnectionItemPropertiesDeserializer: () => _mhsmPrivateEndpointConnectionItemPropertiesDeserializer,
  _mhsmPrivateEndpointConnectionItemPropertiesSerializer: () => _mhsmPrivateEndpointConnectionItemPropertiesSerializer,
  _mhsmPrivateEndpointConnectionPropertiesDeserializer: () => _mhsmPrivateEndpointConnectionPropertiesDeserializer,
  _mhsmPrivateEndpointConnectionPropertiesSerializer: () => _mhsmPrivateEndpointConnectionPropertiesSerializer,
  _mhsmPrivateEndpointConnectionsListResultDeserializer: () => _mhsmPrivateEndpointConnectionsListResultDeserializer,
  _mhsmPrivateLinkResourcePropertiesDeserializer: () => _mhsmPrivateLinkResourcePropertiesDeserializer,
  _mhsmRegionsListResultDeserializer: () => _mhsmRegionsListResultDeserializer,
  _operationListResultDeserializer: () => _operationListResultDeserializer,
  _operationOperationPropertiesDeserializer: () => _operationOperationPropertiesDeserializer,
  _privateEndpointConnectionItemPropertiesDeserializer: () => _privateEndpointConnectionItemPropertiesDeserializer,
  _privateEndpointConnectionItemPropertiesSerializer: () => _privateEndpointConnectionItemPropertiesSerializer,
  _privateEndpointConnectionListResultDeserializer: () => _privateEndpointConnectionListResultDeserializer,
  _privateEndpointConnectionPropertiesDeserializer: () => _privateEndpointConnectionPropertiesDeserializer,
  _privateEndpointConnectionPropertiesSerializer: () => _privateEndpointConnectionPropertiesSerializer,
  _privateLinkResourcePropertiesDeserializer: () => _privateLinkResourcePropertiesDeserializer,
  _resourceListResultDeserializer: () => _resourceListResultDeserializer,
  _secretListResultDeserializer: () => _secretListResultDeserializer,
  _vaultListResultDeserializer: () => _vaultListResultDeserializer,
  accessPolicyEntryArrayDeserializer: () => accessPolicyEntryArrayDeserializer,
  accessPolicyEntryArraySerializer: () => accessPolicyEntryArraySerializer,
  accessPolicyEntryDeserializer: () => accessPolicyEntryDeserializer,
  accessPolicyEntrySerializer: () => accessPolicyEntrySerializer,
  actionDeserializer: () => actionDeserializer,
  actionSerializer: () => actionSerializer,
  attributesDeserializer: () => attributesDeserializer,
  attributesSerializer: () => attributesSerializer,
  checkMhsmNameAvailabilityParametersSerializer: () => checkMhsmNameAvailabilityParametersSerializer,
  checkMhsmNameAvailabilityResultDeserializer: () => checkMhsmNameAvailabilityResultDeserializer,
  checkNameAvailabilityResultDeserializer: () => checkNameAvailabilityResultDeserializer,
  cloudErrorBodyDeserializer: () => cloudErrorBodyDeserializer,
  cloudErrorDeserializer: () => cloudErrorDeserializer,
  deletedManagedHsmArrayDeserializer: () => deletedManagedHsmArrayDeserializer,
  deletedManagedHsmDeserializer: () => deletedManagedHsmDeserializer,
  deletedManagedHsmPropertiesDeserializer: () => deletedManagedHsmPropertiesDeserializer,
  deletedVaultArrayDeserializer: () => deletedVaultArrayDeserializer,
  deletedVaultDeserializer: () => deletedVaultDeserializer,
  deletedVaultPropertiesDeserializer: () => deletedVaultPropertiesDeserializer,
  dimensionPropertiesArrayDeserializer: () => dimensionPropertiesArrayDeserializer,
  dimensionPropertiesDeserializer: () => dimensionPropertiesDeserializer,
  errorDeserializer: () => errorDeserializer,
  ipRuleArrayDeserializer: () => ipRuleArrayDeserializer,
  ipRuleArraySerializer: () => ipRuleArraySerializer,
  ipRuleDeserializer: () => ipRuleDeserializer,
  ipRuleSerializer: () => ipRuleSerializer,
  keyArrayDeserializer: () => keyArrayDeserializer,
  keyAttributesDeserializer: () => keyAttributesDeserializer,
  keyAttributesSerializer: () => keyAttributesSerializer,
  keyCreateParametersSerializer: () => keyCreateParametersSerializer,
  keyDeserializer: () => keyDeserializer,
  keyPropertiesDeserializer: () => keyPropertiesDeserializer,
  keyPropertiesSerializer: () => keyPropertiesSerializer,
  keyReleasePolicyDeserializer: () => keyReleasePolicyDeserializer,
  keyReleasePolicySerializer: () => keyReleasePolicySerializer,
  keyRotationPolicyAttributesDeserializer: () => keyRotationPolicyAttributesDeserializer,
  keyRotationPolicyAttributesSerializer: () => keyRotationPolicyAttributesSerializer,
  lifetimeActionArrayDeserializer: () => lifetimeActionArrayDeserializer,
  lifetimeActionArraySerializer: () => lifetimeActionArraySerializer,
  lifetimeActionDeserializer: () => lifetimeActionDeserializer,
  lifetimeActionSerializer: () => lifetimeActionSerializer,
  logSpecificationArrayDeserializer: () => logSpecificationArrayDeserializer,
  logSpecificationDeserializer: () => logSpecificationDeserializer,
  managedHSMSecurityDomainPropertiesDeserializer: () => managedHSMSecurityDomainPropertiesDeserializer,
  managedHsmActionDeserializer: () => managedHsmActionDeserializer,
  managedHsmActionSerializer: () => managedHsmActionSerializer,
  managedHsmArrayDeserializer: () => managedHsmArrayDeserializer,
  managedHsmArraySerializer: () => managedHsmArraySerializer,
  managedHsmDeserializer: () => managedHsmDeserializer,
  managedHsmErrorDeserializer: () => managedHsmErrorDeserializer,
  managedHsmKeyArrayDeserializer: () => managedHsmKeyArrayDeserializer,
  managedHsmKeyAttributesDeserializer: () => managedHsmKeyAttributesDeserializer,
  managedHsmKeyAttributesSerializer: () => managedHsmKeyAttributesSerializer,
  managedHsmKeyCreateParametersSerializer: () => managedHsmKeyCreateParametersSerializer,
  managedHsmKeyDeserializer: () => managedHsmKeyDeserializer,
  managedHsmKeyPropertiesDeserializer: () => managedHsmKeyPropertiesDeserializer,
  managedHsmKeyPropertiesSerializer: () => managedHsmKeyPropertiesSerializer,
  managedHsmKeyReleasePolicyDeserializer: () => managedHsmKeyReleasePolicyDeserializer,
  managedHsmKeyReleasePolicySerializer: () => managedHsmKeyReleasePolicySerializer,
  managedHsmKeyRotationPolicyAttributesDeserializer: () => managedHsmKeyRotationPolicyAttributesDeserializer,
  managedHsmKeyRotationPolicyAttributesSerializer: () => managedHsmKeyRotationPolicyAttributesSerializer,
  managedHsmLifetimeActionArrayDeserializer: () => managedHsmLifetimeActionArrayDeserializer,
  managedHsmLifetimeActionArraySerializer: () => managedHsmLifetimeActionArraySerializer,
  managedHsmLifetimeActionDeserializer: () => managedHsmLifetimeActionDeserializer,
  managedHsmLifetimeActionSerializer: () => managedHsmLifetimeActionSerializer,
  managedHsmPropertiesDeserializer: () => managedHsmPropertiesDeserializer,
  managedHsmPropertiesSerializer: () => managedHsmPropertiesSerializer,
  managedHsmRotationPolicyDeserializer: () => managedHsmRotationPolicyDeserializer,
  managedHsmRotationPolicySerializer: () => managedHsmRotationPolicySerializer,
  managedHsmSerializer: () => managedHsmSerializer,
  managedHsmSkuDeserializer: () => managedHsmSkuDeserializer,
  managedHsmSkuSerializer: () => managedHsmSkuSerializer,
  managedHsmTriggerDeserializer: () => managedHsmTriggerDeserializer,
  managedHsmTriggerSerializer: () => managedHsmTriggerSerializer,
  managedServiceIdentityDeserializer: () => managedServiceIdentityDeserializer,
  managedServiceIdentitySerializer: () => managedServiceIdentitySerializer,
  metricSpecificationArrayDeserializer: () => metricSpecificationArrayDeserializer,
  metricSpecificationDeserializer: () => metricSpecificationDeserializer,
  mhsmGeoReplicatedRegionArrayDeserializer: () => mhsmGeoReplicatedRegionArrayDeserializer,
  mhsmGeoReplicatedRegionArraySerializer: () => mhsmGeoReplicatedRegionArraySerializer,
  mhsmGeoReplicatedRegionDeserializer: () => mhsmGeoReplicatedRegionDeserializer,
  mhsmGeoReplicatedRegionSerializer: () => mhsmGeoReplicatedRegionSerializer,
  mhsmNetworkRuleSetDeserializer: () => mhsmNetworkRuleSetDeserializer,
  mhsmNetworkRuleSetSerializer: () => mhsmNetworkRuleSetSerializer,
  mhsmPrivateEndpointConnectionArrayDeserializer: () => mhsmPrivateEndpointConnectionArrayDeserializer,
  mhsmPrivateEndpointConnectionArraySerializer: () => mhsmPrivateEndpointConnectionArraySerializer,
  mhsmPrivateEndpointConnectionDeserializer: () => mhsmPrivateEndpointConnectionDeserializer,
  mhsmPrivateEndpointConnectionItemArrayDeserializer: () => mhsmPrivateEndpointConnectionItemArrayDeserializer,
  mhsmPrivateEndpointConnectionItemDeserializer: () => mhsmPrivateEndpointConnectionItemDeserializer,
  mhsmPrivateEndpointConnectionPropertiesDeserializer: () => mhsmPrivateEndpointConnectionPropertiesDeserializer,
  mhsmPrivateEndpointConnectionPropertiesSerializer: () => mhsmPrivateEndpointConnectionPropertiesSerializer,
  mhsmPrivateEndpointConnectionSerializer: () => mhsmPrivateEndpointConnectionSerializer,
  mhsmPrivateEndpointDeserializer: () => mhsmPrivateEndpointDeserializer,
  mhsmPrivateEndpointSerializer: () => mhsmPrivateEndpointSerializer,
  mhsmPrivateLinkResourceArrayDeserializer: () => mhsmPrivateLinkResourceArrayDeserializer,
  mhsmPrivateLinkResourceDeserializer: () => mhsmPrivateLinkResourceDeserializer,
  mhsmPrivateLinkResourceListResultDeserializer: () => mhsmPrivateLinkResourceListResultDeserializer,
  mhsmPrivateLinkResourcePropertiesDeserializer: () => mhsmPrivateLinkResourcePropertiesDeserializer,
  mhsmPrivateLinkServiceConnectionStateDeserializer: () => mhsmPrivateLinkServiceConnectionStateDeserializer,
  mhsmPrivateLinkServiceConnectionStateSerializer: () => mhsmPrivateLinkServiceConnectionStateSerializer,
  mhsmServiceTagRuleArrayDeserializer: () => mhsmServiceTagRuleArrayDeserializer,
  mhsmServiceTagRuleArraySerializer: () => mhsmServiceTagRuleArraySerializer,
  mhsmServiceTagRuleDeserializer: () => mhsmServiceTagRuleDeserializer,
  mhsmServiceTagRuleSerializer: () => mhsmServiceTagRuleSerializer,
  mhsmVirtualNetworkRuleArrayDeserializer: () => mhsmVirtualNetworkRuleArrayDeserializer,
  mhsmVirtualNetworkRuleArraySerializer: () => mhsmVirtualNetworkRuleArraySerializer,
  mhsmVirtualNetworkRuleDeserializer: () => mhsmVirtualNetworkRuleDeserializer,
  mhsmVirtualNetworkRuleSerializer: () => mhsmVirtualNetworkRuleSerializer,
  mhsmipRuleArrayDeserializer: () => mhsmipRuleArrayDeserializer,
  mhsmipRuleArraySerializer: () => mhsmipRuleArraySerializer,
  mhsmipRuleDeserializer: () => mhsmipRuleDeserializer,
  mhsmipRuleSerializer: () => mhsmipRuleSerializer,
  networkRuleSetDeserializer: () => networkRuleSetDeserializer,
  networkRuleSetSerializer: () => networkRuleSetSerializer,
  operationArrayDeserializer: () => operationArrayDeserializer,
  operationDeserializer: () => operationDeserializer,
  operationDisplayDeserializer: () => operationDisplayDeserializer,
  operationPropertiesDeserializer: () => operationPropertiesDeserializer,
  permissionsDeserializer: () => permissionsDeserializer,
  permissionsSerializer: () => permissionsSerializer,
  privateEndpointConnectionArrayDeserializer: () => privateEndpointConnectionArrayDeserializer,
  privateEndpointConnectionArraySerializer: () => privateEndpointConnectionArraySerializer,
  privateEndpointConnectionDeserializer: () => privateEndpointConnectionDeserializer,
  privateEndpointConnectionItemArrayDeserializer: () => privateEndpointConnectionItemArrayDeserializer,
  privateEndpointConnectionItemDeserializer: () => privateEndpointConnectionItemDeserializer,
  privateEndpointConnectionPropertiesDeserializer: () => privateEndpointConnectionPropertiesDeserializer,
  privateEndpointConnectionPropertiesSerializer: () => privateEndpointConnectionPropertiesSerializer,
  privateEndpointConnectionSerializer: () => privateEndpointConnectionSerializer,
  privateEndpointDeserializer: () => privateEndpointDeserializer,
  privateEndpointSerializer: () => privateEndpointSerializer,
  privateLinkResourceArrayDeserializer: () => privateLinkResourceArrayDeserializer,
  privateLinkResourceDeserializer: () => privateLinkResourceDeserializer,
  privateLinkResourceListResultDeserializer: () => privateLinkResourceListResultDeserializer,
  privateLinkResourcePropertiesDeserializer: () => privateLinkResourcePropertiesDeserializer,
  privateLinkServiceConnectionStateDeserializer: () => privateLinkServiceConnectionStateDeserializer,
  privateLinkServiceConnectionStateSerializer: () => privateLinkServiceConnectionStateSerializer,
  proxyResourceDeserializer: () => proxyResourceDeserializer,
  proxyResourceSerializer: () => proxyResourceSerializer,
  resourceDeserializer: () => resourceDeserializer,
  resourceSerializer: () => resourceSerializer,
  rotationPolicyDeserializer: () => rotationPolicyDeserializer,
  rotationPolicySerializer: () => rotationPolicySerializer,
  secretArrayDeserializer: () => secretArrayDeserializer,
  secretAttributesDeserializer: () => secretAttributesDeserializer,
  secretAttributesSerializer: () => secretAttributesSerializer,
  secretCreateOrUpdateParametersSerializer: () => secretCreateOrUpdateParametersSerializer,
  secretDeserializer: () => secretDeserializer,
  secretPatchParametersSerializer: () => secretPatchParametersSerializer,
  secretPatchPropertiesSerializer: () => secretPatchPropertiesSerializer,
  secretPropertiesDeserializer: () => secretPropertiesDeserializer,
  secretPropertiesSerializer: () => secretPropertiesSerializer,
  serviceSpecificationDeserializer: () => serviceSpecificationDeserializer,
  skuDeserializer: () => skuDeserializer,
  skuSerializer: () => skuSerializer,
  systemDataDeserializer: () => systemDataDeserializer,
  trackedResourceArrayDeserializer: () => trackedResourceArrayDeserializer,
  trackedResourceDeserializer: () => trackedResourceDeserializer,
  triggerDeserializer: () => triggerDeserializer,
  triggerSerializer: () => triggerSerializer,
  userAssignedIdentityDeserializer: () => userAssignedIdentityDeserializer,
  userAssignedIdentitySerializer: () => userAssignedIdentitySerializer,
  vaultAccessPolicyParametersDeserializer: () => vaultAccessPolicyParametersDeserializer,
  vaultAccessPolicyParametersSerializer: () => vaultAccessPolicyParametersSerializer,
  vaultAccessPolicyPropertiesDeserializer: () => vaultAccessPolicyPropertiesDeserializer,
  vaultAccessPolicyPropertiesSerializer: () => vaultAccessPolicyPropertiesSerializer,
  vaultArrayDeserializer: () => vaultArrayDeserializer,
  vaultCheckNameAvailabilityParametersSerializer: () => vaultCheckNameAvailabilityParametersSerializer,
  vaultCreateOrUpdateParametersSerializer: () => vaultCreateOrUpdateParametersSerializer,
  vaultDeserializer: () => vaultDeserializer,
  vaultPatchParametersSerializer: () => vaultPatchParametersSerializer,
  vaultPatchPropertiesSerializer: () => vaultPatchPropertiesSerializer,
  vaultPropertiesDeserializer: () => vaultPropertiesDeserializer,
  vaultPropertiesSerializer: () => vaultPropertiesSerializer,
  virtualNetworkRuleArrayDeserializer: () => virtualNetworkRuleArrayDeserializer,
  virtualNetworkRuleArraySerializer: () => virtualNetworkRuleArraySerializer,
  virtualNetworkRuleDeserializer: () => virtualNetworkRuleDeserializer,
  virtualNetworkRuleSerializer: () => virtualNetworkRuleSerializer
});
module.exports = __toCommonJS(models_exports);
var import_check_prop_undefined = require("../static-helpers/serialization/check-prop-undefined.js");
var import_core_util = require("@azure/core-util");
function _operationListResultDeserializer(item) {
  return {
    value: operationArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function operationArrayDeserializer(result) {
  return result.map((item) => {
    return operationDeserializer(item);
  });
}
function operationDeserializer(item) {
  return {
    name: item["name"],
    display: !item["display"] ? item["display"] : operationDisplayDeserializer(item["display"]),
    origin: item["origin"],
    ...!item["properties"] ? item["properties"] : _operationOperationPropertiesDeserializer(item["properties"]),
    isDataAction: item["isDataAction"]
  };
}
function operationDisplayDeserializer(item) {
  return {
    provider: item["provider"],
    resource: item["resource"],
    operation: item["operation"],
    description: item["description"]
  };
}
function operationPropertiesDeserializer(item) {
  return {
    serviceSpecification: !item["serviceSpecification"] ? item["serviceSpecification"] : serviceSpecificationDeserializer(item["serviceSpecification"])
  };
}
function serviceSpecificationDeserializer(item) {
  return {
    logSpecifications: !item["logSpecifications"] ? item["logSpecifications"] : logSpecificationArrayDeserializer(item["logSpecifications"]),
    metricSpecifications: !item["metricSpecifications"] ? item["metricSpecifications"] : metricSpecificationArrayDeserializer(item["metricSpecifications"])
  };
}
function logSpecificationArrayDeserializer(result) {
  return result.map((item) => {
    return logSpecificationDeserializer(item);
  });
}
function logSpecificationDeserializer(item) {
  return {
    name: item["name"],
    displayName: item["displayName"],
    blobDuration: item["blobDuration"]
  };
}
function metricSpecificationArrayDeserializer(result) {
  return result.map((item) => {
    return metricSpecificationDeserializer(item);
  });
}
function metricSpecificationDeserializer(item) {
  return {
    name: item["name"],
    displayName: item["displayName"],
    displayDescription: item["displayDescription"],
    unit: item["unit"],
    aggregationType: item["aggregationType"],
    supportedAggregationTypes: !item["supportedAggregationTypes"] ? item["supportedAggregationTypes"] : item["supportedAggregationTypes"].map((p) => {
      return p;
    }),
    supportedTimeGrainTypes: !item["supportedTimeGrainTypes"] ? item["supportedTimeGrainTypes"] : item["supportedTimeGrainTypes"].map((p) => {
      return p;
    }),
    lockAggregationType: item["lockAggregationType"],
    dimensions: !item["dimensions"] ? item["dimensions"] : dimensionPropertiesArrayDeserializer(item["dimensions"]),
    fillGapWithZero: item["fillGapWithZero"],
    internalMetricName: item["internalMetricName"]
  };
}
function dimensionPropertiesArrayDeserializer(result) {
  return result.map((item) => {
    return dimensionPropertiesDeserializer(item);
  });
}
function dimensionPropertiesDeserializer(item) {
  return {
    name: item["name"],
    displayName: item["displayName"],
    toBeExportedForShoebox: item["toBeExportedForShoebox"]
  };
}
function cloudErrorDeserializer(item) {
  return {
    error: !item["error"] ? item["error"] : cloudErrorBodyDeserializer(item["error"])
  };
}
function cloudErrorBodyDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"]
  };
}
function vaultDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: vaultPropertiesDeserializer(item["properties"]),
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function vaultPropertiesSerializer(item) {
  return {
    tenantId: item["tenantId"],
    sku: skuSerializer(item["sku"]),
    accessPolicies: !item["accessPolicies"] ? item["accessPolicies"] : accessPolicyEntryArraySerializer(item["accessPolicies"]),
    vaultUri: item["vaultUri"],
    enabledForDeployment: item["enabledForDeployment"],
    enabledForDiskEncryption: item["enabledForDiskEncryption"],
    enabledForTemplateDeployment: item["enabledForTemplateDeployment"],
    enableSoftDelete: item["enableSoftDelete"],
    softDeleteRetentionInDays: item["softDeleteRetentionInDays"],
    enableRbacAuthorization: item["enableRbacAuthorization"],
    createMode: item["createMode"],
    enablePurgeProtection: item["enablePurgeProtection"],
    networkAcls: !item["networkAcls"] ? item["networkAcls"] : networkRuleSetSerializer(item["networkAcls"]),
    provisioningState: item["provisioningState"],
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function vaultPropertiesDeserializer(item) {
  return {
    tenantId: item["tenantId"],
    sku: skuDeserializer(item["sku"]),
    accessPolicies: !item["accessPolicies"] ? item["accessPolicies"] : accessPolicyEntryArrayDeserializer(item["accessPolicies"]),
    vaultUri: item["vaultUri"],
    hsmPoolResourceId: item["hsmPoolResourceId"],
    enabledForDeployment: item["enabledForDeployment"],
    enabledForDiskEncryption: item["enabledForDiskEncryption"],
    enabledForTemplateDeployment: item["enabledForTemplateDeployment"],
    enableSoftDelete: item["enableSoftDelete"],
    softDeleteRetentionInDays: item["softDeleteRetentionInDays"],
    enableRbacAuthorization: item["enableRbacAuthorization"],
    createMode: item["createMode"],
    enablePurgeProtection: item["enablePurgeProtection"],
    networkAcls: !item["networkAcls"] ? item["networkAcls"] : networkRuleSetDeserializer(item["networkAcls"]),
    provisioningState: item["provisioningState"],
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : privateEndpointConnectionItemArrayDeserializer(item["privateEndpointConnections"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function skuSerializer(item) {
  return { family: item["family"], name: item["name"] };
}
function skuDeserializer(item) {
  return {
    family: item["family"],
    name: item["name"]
  };
}
var KnownSkuFamily = /* @__PURE__ */ ((KnownSkuFamily2) => {
  KnownSkuFamily2["A"] = "A";
  return KnownSkuFamily2;
})(KnownSkuFamily || {});
function accessPolicyEntryArraySerializer(result) {
  return result.map((item) => {
    return accessPolicyEntrySerializer(item);
  });
}
function accessPolicyEntryArrayDeserializer(result) {
  return result.map((item) => {
    return accessPolicyEntryDeserializer(item);
  });
}
function accessPolicyEntrySerializer(item) {
  return {
    tenantId: item["tenantId"],
    objectId: item["objectId"],
    applicationId: item["applicationId"],
    permissions: permissionsSerializer(item["permissions"])
  };
}
function accessPolicyEntryDeserializer(item) {
  return {
    tenantId: item["tenantId"],
    objectId: item["objectId"],
    applicationId: item["applicationId"],
    permissions: permissionsDeserializer(item["permissions"])
  };
}
function permissionsSerializer(item) {
  return {
    keys: !item["keys"] ? item["keys"] : item["keys"].map((p) => {
      return p;
    }),
    secrets: !item["secrets"] ? item["secrets"] : item["secrets"].map((p) => {
      return p;
    }),
    certificates: !item["certificates"] ? item["certificates"] : item["certificates"].map((p) => {
      return p;
    }),
    storage: !item["storage"] ? item["storage"] : item["storage"].map((p) => {
      return p;
    })
  };
}
function permissionsDeserializer(item) {
  return {
    keys: !item["keys"] ? item["keys"] : item["keys"].map((p) => {
      return p;
    }),
    secrets: !item["secrets"] ? item["secrets"] : item["secrets"].map((p) => {
      return p;
    }),
    certificates: !item["certificates"] ? item["certificates"] : item["certificates"].map((p) => {
      return p;
    }),
    storage: !item["storage"] ? item["storage"] : item["storage"].map((p) => {
      return p;
    })
  };
}
var KnownKeyPermissions = /* @__PURE__ */ ((KnownKeyPermissions2) => {
  KnownKeyPermissions2["All"] = "all";
  KnownKeyPermissions2["Encrypt"] = "encrypt";
  KnownKeyPermissions2["Decrypt"] = "decrypt";
  KnownKeyPermissions2["WrapKey"] = "wrapKey";
  KnownKeyPermissions2["UnwrapKey"] = "unwrapKey";
  KnownKeyPermissions2["Sign"] = "sign";
  KnownKeyPermissions2["Verify"] = "verify";
  KnownKeyPermissions2["Get"] = "get";
  KnownKeyPermissions2["List"] = "list";
  KnownKeyPermissions2["Create"] = "create";
  KnownKeyPermissions2["Update"] = "update";
  KnownKeyPermissions2["Import"] = "import";
  KnownKeyPermissions2["Delete"] = "delete";
  KnownKeyPermissions2["Backup"] = "backup";
  KnownKeyPermissions2["Restore"] = "restore";
  KnownKeyPermissions2["Recover"] = "recover";
  KnownKeyPermissions2["Purge"] = "purge";
  KnownKeyPermissions2["Release"] = "release";
  KnownKeyPermissions2["Rotate"] = "rotate";
  KnownKeyPermissions2["Getrotationpolicy"] = "getrotationpolicy";
  KnownKeyPermissions2["Setrotationpolicy"] = "setrotationpolicy";
  return KnownKeyPermissions2;
})(KnownKeyPermissions || {});
var KnownSecretPermissions = /* @__PURE__ */ ((KnownSecretPermissions2) => {
  KnownSecretPermissions2["All"] = "all";
  KnownSecretPermissions2["Get"] = "get";
  KnownSecretPermissions2["List"] = "list";
  KnownSecretPermissions2["Set"] = "set";
  KnownSecretPermissions2["Delete"] = "delete";
  KnownSecretPermissions2["Backup"] = "backup";
  KnownSecretPermissions2["Restore"] = "restore";
  KnownSecretPermissions2["Recover"] = "recover";
  KnownSecretPermissions2["Purge"] = "purge";
  return KnownSecretPermissions2;
})(KnownSecretPermissions || {});
var KnownCertificatePermissions = /* @__PURE__ */ ((KnownCertificatePermissions2) => {
  KnownCertificatePermissions2["All"] = "all";
  KnownCertificatePermissions2["Get"] = "get";
  KnownCertificatePermissions2["List"] = "list";
  KnownCertificatePermissions2["Delete"] = "delete";
  KnownCertificatePermissions2["Create"] = "create";
  KnownCertificatePermissions2["Import"] = "import";
  KnownCertificatePermissions2["Update"] = "update";
  KnownCertificatePermissions2["Managecontacts"] = "managecontacts";
  KnownCertificatePermissions2["Getissuers"] = "getissuers";
  KnownCertificatePermissions2["Listissuers"] = "listissuers";
  KnownCertificatePermissions2["Setissuers"] = "setissuers";
  KnownCertificatePermissions2["Deleteissuers"] = "deleteissuers";
  KnownCertificatePermissions2["Manageissuers"] = "manageissuers";
  KnownCertificatePermissions2["Recover"] = "recover";
  KnownCertificatePermissions2["Purge"] = "purge";
  KnownCertificatePermissions2["Backup"] = "backup";
  KnownCertificatePermissions2["Restore"] = "restore";
  return KnownCertificatePermissions2;
})(KnownCertificatePermissions || {});
var KnownStoragePermissions = /* @__PURE__ */ ((KnownStoragePermissions2) => {
  KnownStoragePermissions2["All"] = "all";
  KnownStoragePermissions2["Get"] = "get";
  KnownStoragePermissions2["List"] = "list";
  KnownStoragePermissions2["Delete"] = "delete";
  KnownStoragePermissions2["Set"] = "set";
  KnownStoragePermissions2["Update"] = "update";
  KnownStoragePermissions2["Regeneratekey"] = "regeneratekey";
  KnownStoragePermissions2["Recover"] = "recover";
  KnownStoragePermissions2["Purge"] = "purge";
  KnownStoragePermissions2["Backup"] = "backup";
  KnownStoragePermissions2["Restore"] = "restore";
  KnownStoragePermissions2["Setsas"] = "setsas";
  KnownStoragePermissions2["Listsas"] = "listsas";
  KnownStoragePermissions2["Getsas"] = "getsas";
  KnownStoragePermissions2["Deletesas"] = "deletesas";
  return KnownStoragePermissions2;
})(KnownStoragePermissions || {});
function networkRuleSetSerializer(item) {
  return {
    bypass: item["bypass"],
    defaultAction: item["defaultAction"],
    ipRules: !item["ipRules"] ? item["ipRules"] : ipRuleArraySerializer(item["ipRules"]),
    virtualNetworkRules: !item["virtualNetworkRules"] ? item["virtualNetworkRules"] : virtualNetworkRuleArraySerializer(item["virtualNetworkRules"])
  };
}
function networkRuleSetDeserializer(item) {
  return {
    bypass: item["bypass"],
    defaultAction: item["defaultAction"],
    ipRules: !item["ipRules"] ? item["ipRules"] : ipRuleArrayDeserializer(item["ipRules"]),
    virtualNetworkRules: !item["virtualNetworkRules"] ? item["virtualNetworkRules"] : virtualNetworkRuleArrayDeserializer(item["virtualNetworkRules"])
  };
}
var KnownNetworkRuleBypassOptions = /* @__PURE__ */ ((KnownNetworkRuleBypassOptions2) => {
  KnownNetworkRuleBypassOptions2["AzureServices"] = "AzureServices";
  KnownNetworkRuleBypassOptions2["None"] = "None";
  return KnownNetworkRuleBypassOptions2;
})(KnownNetworkRuleBypassOptions || {});
var KnownNetworkRuleAction = /* @__PURE__ */ ((KnownNetworkRuleAction2) => {
  KnownNetworkRuleAction2["Allow"] = "Allow";
  KnownNetworkRuleAction2["Deny"] = "Deny";
  return KnownNetworkRuleAction2;
})(KnownNetworkRuleAction || {});
function ipRuleArraySerializer(result) {
  return result.map((item) => {
    return ipRuleSerializer(item);
  });
}
function ipRuleArrayDeserializer(result) {
  return result.map((item) => {
    return ipRuleDeserializer(item);
  });
}
function ipRuleSerializer(item) {
  return { value: item["value"] };
}
function ipRuleDeserializer(item) {
  return {
    value: item["value"]
  };
}
function virtualNetworkRuleArraySerializer(result) {
  return result.map((item) => {
    return virtualNetworkRuleSerializer(item);
  });
}
function virtualNetworkRuleArrayDeserializer(result) {
  return result.map((item) => {
    return virtualNetworkRuleDeserializer(item);
  });
}
function virtualNetworkRuleSerializer(item) {
  return {
    id: item["id"],
    ignoreMissingVnetServiceEndpoint: item["ignoreMissingVnetServiceEndpoint"]
  };
}
function virtualNetworkRuleDeserializer(item) {
  return {
    id: item["id"],
    ignoreMissingVnetServiceEndpoint: item["ignoreMissingVnetServiceEndpoint"]
  };
}
var KnownVaultProvisioningState = /* @__PURE__ */ ((KnownVaultProvisioningState2) => {
  KnownVaultProvisioningState2["Succeeded"] = "Succeeded";
  KnownVaultProvisioningState2["RegisteringDns"] = "RegisteringDns";
  return KnownVaultProvisioningState2;
})(KnownVaultProvisioningState || {});
function privateEndpointConnectionItemArrayDeserializer(result) {
  return result.map((item) => {
    return privateEndpointConnectionItemDeserializer(item);
  });
}
function privateEndpointConnectionItemDeserializer(item) {
  return {
    id: item["id"],
    etag: item["etag"],
    ...!item["properties"] ? item["properties"] : _privateEndpointConnectionItemPropertiesDeserializer(item["properties"])
  };
}
function privateEndpointConnectionPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkServiceConnectionStateSerializer(item["privateLinkServiceConnectionState"])
  };
}
function privateEndpointConnectionPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkServiceConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    provisioningState: item["provisioningState"]
  };
}
function privateEndpointSerializer(item) {
  return item;
}
function privateEndpointDeserializer(item) {
  return {
    id: item["id"]
  };
}
function privateLinkServiceConnectionStateSerializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionsRequired: item["actionsRequired"]
  };
}
function privateLinkServiceConnectionStateDeserializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionsRequired: item["actionsRequired"]
  };
}
var KnownPrivateEndpointServiceConnectionStatus = /* @__PURE__ */ ((KnownPrivateEndpointServiceConnectionStatus2) => {
  KnownPrivateEndpointServiceConnectionStatus2["Pending"] = "Pending";
  KnownPrivateEndpointServiceConnectionStatus2["Approved"] = "Approved";
  KnownPrivateEndpointServiceConnectionStatus2["Rejected"] = "Rejected";
  KnownPrivateEndpointServiceConnectionStatus2["Disconnected"] = "Disconnected";
  return KnownPrivateEndpointServiceConnectionStatus2;
})(KnownPrivateEndpointServiceConnectionStatus || {});
var KnownActionsRequired = /* @__PURE__ */ ((KnownActionsRequired2) => {
  KnownActionsRequired2["None"] = "None";
  return KnownActionsRequired2;
})(KnownActionsRequired || {});
var KnownPrivateEndpointConnectionProvisioningState = /* @__PURE__ */ ((KnownPrivateEndpointConnectionProvisioningState2) => {
  KnownPrivateEndpointConnectionProvisioningState2["Succeeded"] = "Succeeded";
  KnownPrivateEndpointConnectionProvisioningState2["Creating"] = "Creating";
  KnownPrivateEndpointConnectionProvisioningState2["Updating"] = "Updating";
  KnownPrivateEndpointConnectionProvisioningState2["Deleting"] = "Deleting";
  KnownPrivateEndpointConnectionProvisioningState2["Failed"] = "Failed";
  KnownPrivateEndpointConnectionProvisioningState2["Disconnected"] = "Disconnected";
  return KnownPrivateEndpointConnectionProvisioningState2;
})(KnownPrivateEndpointConnectionProvisioningState || {});
function proxyResourceSerializer(item) {
  return item;
}
function proxyResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"])
  };
}
function resourceSerializer(item) {
  return item;
}
function resourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"])
  };
}
function systemDataDeserializer(item) {
  return {
    createdBy: item["createdBy"],
    createdByType: item["createdByType"],
    createdAt: !item["createdAt"] ? item["createdAt"] : new Date(item["createdAt"]),
    lastModifiedBy: item["lastModifiedBy"],
    lastModifiedByType: item["lastModifiedByType"],
    lastModifiedAt: !item["lastModifiedAt"] ? item["lastModifiedAt"] : new Date(item["lastModifiedAt"])
  };
}
var KnownCreatedByType = /* @__PURE__ */ ((KnownCreatedByType2) => {
  KnownCreatedByType2["User"] = "User";
  KnownCreatedByType2["Application"] = "Application";
  KnownCreatedByType2["ManagedIdentity"] = "ManagedIdentity";
  KnownCreatedByType2["Key"] = "Key";
  return KnownCreatedByType2;
})(KnownCreatedByType || {});
function vaultCreateOrUpdateParametersSerializer(item) {
  return {
    location: item["location"],
    tags: item["tags"],
    properties: vaultPropertiesSerializer(item["properties"])
  };
}
function vaultPatchParametersSerializer(item) {
  return {
    tags: item["tags"],
    properties: !item["properties"] ? item["properties"] : vaultPatchPropertiesSerializer(item["properties"])
  };
}
function vaultPatchPropertiesSerializer(item) {
  return {
    tenantId: item["tenantId"],
    sku: !item["sku"] ? item["sku"] : skuSerializer(item["sku"]),
    accessPolicies: !item["accessPolicies"] ? item["accessPolicies"] : accessPolicyEntryArraySerializer(item["accessPolicies"]),
    enabledForDeployment: item["enabledForDeployment"],
    enabledForDiskEncryption: item["enabledForDiskEncryption"],
    enabledForTemplateDeployment: item["enabledForTemplateDeployment"],
    enableSoftDelete: item["enableSoftDelete"],
    enableRbacAuthorization: item["enableRbacAuthorization"],
    softDeleteRetentionInDays: item["softDeleteRetentionInDays"],
    createMode: item["createMode"],
    enablePurgeProtection: item["enablePurgeProtection"],
    networkAcls: !item["networkAcls"] ? item["networkAcls"] : networkRuleSetSerializer(item["networkAcls"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function _vaultListResultDeserializer(item) {
  return {
    value: vaultArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function vaultArrayDeserializer(result) {
  return result.map((item) => {
    return vaultDeserializer(item);
  });
}
function vaultAccessPolicyParametersSerializer(item) {
  return { properties: vaultAccessPolicyPropertiesSerializer(item["properties"]) };
}
function vaultAccessPolicyParametersDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    location: item["location"],
    properties: vaultAccessPolicyPropertiesDeserializer(item["properties"])
  };
}
function vaultAccessPolicyPropertiesSerializer(item) {
  return { accessPolicies: accessPolicyEntryArraySerializer(item["accessPolicies"]) };
}
function vaultAccessPolicyPropertiesDeserializer(item) {
  return {
    accessPolicies: accessPolicyEntryArrayDeserializer(item["accessPolicies"])
  };
}
function deletedVaultDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : deletedVaultPropertiesDeserializer(item["properties"])
  };
}
function deletedVaultPropertiesDeserializer(item) {
  return {
    vaultId: item["vaultId"],
    location: item["location"],
    deletionDate: !item["deletionDate"] ? item["deletionDate"] : new Date(item["deletionDate"]),
    scheduledPurgeDate: !item["scheduledPurgeDate"] ? item["scheduledPurgeDate"] : new Date(item["scheduledPurgeDate"]),
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    purgeProtectionEnabled: item["purgeProtectionEnabled"]
  };
}
function _deletedVaultListResultDeserializer(item) {
  return {
    value: deletedVaultArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function deletedVaultArrayDeserializer(result) {
  return result.map((item) => {
    return deletedVaultDeserializer(item);
  });
}
function _resourceListResultDeserializer(item) {
  return {
    value: trackedResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function trackedResourceArrayDeserializer(result) {
  return result.map((item) => {
    return trackedResourceDeserializer(item);
  });
}
function trackedResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"]
  };
}
function vaultCheckNameAvailabilityParametersSerializer(item) {
  return { name: item["name"], type: item["type"] };
}
function checkNameAvailabilityResultDeserializer(item) {
  return {
    nameAvailable: item["nameAvailable"],
    reason: item["reason"],
    message: item["message"]
  };
}
var KnownReason = /* @__PURE__ */ ((KnownReason2) => {
  KnownReason2["AccountNameInvalid"] = "AccountNameInvalid";
  KnownReason2["AlreadyExists"] = "AlreadyExists";
  return KnownReason2;
})(KnownReason || {});
function privateEndpointConnectionSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["privateEndpoint", "privateLinkServiceConnectionState"]) ? void 0 : _privateEndpointConnectionPropertiesSerializer(item),
    etag: item["etag"]
  };
}
function privateEndpointConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _privateEndpointConnectionPropertiesDeserializer(item["properties"]),
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    etag: item["etag"]
  };
}
function _privateEndpointConnectionListResultDeserializer(item) {
  return {
    value: privateEndpointConnectionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function privateEndpointConnectionArraySerializer(result) {
  return result.map((item) => {
    return privateEndpointConnectionSerializer(item);
  });
}
function privateEndpointConnectionArrayDeserializer(result) {
  return result.map((item) => {
    return privateEndpointConnectionDeserializer(item);
  });
}
function managedHsmSerializer(item) {
  return {
    properties: !item["properties"] ? item["properties"] : managedHsmPropertiesSerializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : managedHsmSkuSerializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"]),
    location: item["location"],
    tags: item["tags"]
  };
}
function managedHsmDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : managedHsmPropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : managedHsmSkuDeserializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"]),
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function managedHsmPropertiesSerializer(item) {
  return {
    tenantId: item["tenantId"],
    initialAdminObjectIds: !item["initialAdminObjectIds"] ? item["initialAdminObjectIds"] : item["initialAdminObjectIds"].map((p) => {
      return p;
    }),
    enableSoftDelete: item["enableSoftDelete"],
    softDeleteRetentionInDays: item["softDeleteRetentionInDays"],
    enablePurgeProtection: item["enablePurgeProtection"],
    createMode: item["createMode"],
    networkAcls: !item["networkAcls"] ? item["networkAcls"] : mhsmNetworkRuleSetSerializer(item["networkAcls"]),
    regions: !item["regions"] ? item["regions"] : mhsmGeoReplicatedRegionArraySerializer(item["regions"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function managedHsmPropertiesDeserializer(item) {
  return {
    tenantId: item["tenantId"],
    initialAdminObjectIds: !item["initialAdminObjectIds"] ? item["initialAdminObjectIds"] : item["initialAdminObjectIds"].map((p) => {
      return p;
    }),
    hsmUri: item["hsmUri"],
    enableSoftDelete: item["enableSoftDelete"],
    softDeleteRetentionInDays: item["softDeleteRetentionInDays"],
    enablePurgeProtection: item["enablePurgeProtection"],
    createMode: item["createMode"],
    statusMessage: item["statusMessage"],
    provisioningState: item["provisioningState"],
    networkAcls: !item["networkAcls"] ? item["networkAcls"] : mhsmNetworkRuleSetDeserializer(item["networkAcls"]),
    regions: !item["regions"] ? item["regions"] : mhsmGeoReplicatedRegionArrayDeserializer(item["regions"]),
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : mhsmPrivateEndpointConnectionItemArrayDeserializer(item["privateEndpointConnections"]),
    publicNetworkAccess: item["publicNetworkAccess"],
    scheduledPurgeDate: !item["scheduledPurgeDate"] ? item["scheduledPurgeDate"] : new Date(item["scheduledPurgeDate"]),
    securityDomainProperties: !item["securityDomainProperties"] ? item["securityDomainProperties"] : managedHSMSecurityDomainPropertiesDeserializer(item["securityDomainProperties"])
  };
}
var KnownProvisioningState = /* @__PURE__ */ ((KnownProvisioningState2) => {
  KnownProvisioningState2["Succeeded"] = "Succeeded";
  KnownProvisioningState2["Provisioning"] = "Provisioning";
  KnownProvisioningState2["Failed"] = "Failed";
  KnownProvisioningState2["Updating"] = "Updating";
  KnownProvisioningState2["Deleting"] = "Deleting";
  KnownProvisioningState2["Activated"] = "Activated";
  KnownProvisioningState2["SecurityDomainRestore"] = "SecurityDomainRestore";
  KnownProvisioningState2["Restoring"] = "Restoring";
  return KnownProvisioningState2;
})(KnownProvisioningState || {});
function mhsmNetworkRuleSetSerializer(item) {
  return {
    bypass: item["bypass"],
    defaultAction: item["defaultAction"],
    ipRules: !item["ipRules"] ? item["ipRules"] : mhsmipRuleArraySerializer(item["ipRules"]),
    serviceTags: !item["serviceTags"] ? item["serviceTags"] : mhsmServiceTagRuleArraySerializer(item["serviceTags"]),
    virtualNetworkRules: !item["virtualNetworkRules"] ? item["virtualNetworkRules"] : mhsmVirtualNetworkRuleArraySerializer(item["virtualNetworkRules"])
  };
}
function mhsmNetworkRuleSetDeserializer(item) {
  return {
    bypass: item["bypass"],
    defaultAction: item["defaultAction"],
    ipRules: !item["ipRules"] ? item["ipRules"] : mhsmipRuleArrayDeserializer(item["ipRules"]),
    serviceTags: !item["serviceTags"] ? item["serviceTags"] : mhsmServiceTagRuleArrayDeserializer(item["serviceTags"]),
    virtualNetworkRules: !item["virtualNetworkRules"] ? item["virtualNetworkRules"] : mhsmVirtualNetworkRuleArrayDeserializer(item["virtualNetworkRules"])
  };
}
function mhsmipRuleArraySerializer(result) {
  return result.map((item) => {
    return mhsmipRuleSerializer(item);
  });
}
function mhsmipRuleArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmipRuleDeserializer(item);
  });
}
function mhsmipRuleSerializer(item) {
  return { value: item["value"] };
}
function mhsmipRuleDeserializer(item) {
  return {
    value: item["value"]
  };
}
function mhsmServiceTagRuleArraySerializer(result) {
  return result.map((item) => {
    return mhsmServiceTagRuleSerializer(item);
  });
}
function mhsmServiceTagRuleArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmServiceTagRuleDeserializer(item);
  });
}
function mhsmServiceTagRuleSerializer(item) {
  return { tag: item["tag"] };
}
function mhsmServiceTagRuleDeserializer(item) {
  return {
    tag: item["tag"]
  };
}
function mhsmVirtualNetworkRuleArraySerializer(result) {
  return result.map((item) => {
    return mhsmVirtualNetworkRuleSerializer(item);
  });
}
function mhsmVirtualNetworkRuleArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmVirtualNetworkRuleDeserializer(item);
  });
}
function mhsmVirtualNetworkRuleSerializer(item) {
  return { id: item["id"] };
}
function mhsmVirtualNetworkRuleDeserializer(item) {
  return {
    id: item["id"]
  };
}
function mhsmGeoReplicatedRegionArraySerializer(result) {
  return result.map((item) => {
    return mhsmGeoReplicatedRegionSerializer(item);
  });
}
function mhsmGeoReplicatedRegionArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmGeoReplicatedRegionDeserializer(item);
  });
}
function mhsmGeoReplicatedRegionSerializer(item) {
  return { name: item["name"], isPrimary: item["isPrimary"] };
}
function mhsmGeoReplicatedRegionDeserializer(item) {
  return {
    name: item["name"],
    provisioningState: item["provisioningState"],
    isPrimary: item["isPrimary"]
  };
}
var KnownGeoReplicationRegionProvisioningState = /* @__PURE__ */ ((KnownGeoReplicationRegionProvisioningState2) => {
  KnownGeoReplicationRegionProvisioningState2["Preprovisioning"] = "Preprovisioning";
  KnownGeoReplicationRegionProvisioningState2["Provisioning"] = "Provisioning";
  KnownGeoReplicationRegionProvisioningState2["Succeeded"] = "Succeeded";
  KnownGeoReplicationRegionProvisioningState2["Failed"] = "Failed";
  KnownGeoReplicationRegionProvisioningState2["Deleting"] = "Deleting";
  KnownGeoReplicationRegionProvisioningState2["Cleanup"] = "Cleanup";
  return KnownGeoReplicationRegionProvisioningState2;
})(KnownGeoReplicationRegionProvisioningState || {});
function mhsmPrivateEndpointConnectionItemArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmPrivateEndpointConnectionItemDeserializer(item);
  });
}
function mhsmPrivateEndpointConnectionItemDeserializer(item) {
  return {
    id: item["id"],
    etag: item["etag"],
    ...!item["properties"] ? item["properties"] : _mhsmPrivateEndpointConnectionItemPropertiesDeserializer(item["properties"])
  };
}
function mhsmPrivateEndpointConnectionPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : mhsmPrivateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : mhsmPrivateLinkServiceConnectionStateSerializer(item["privateLinkServiceConnectionState"])
  };
}
function mhsmPrivateEndpointConnectionPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : mhsmPrivateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : mhsmPrivateLinkServiceConnectionStateDeserializer(
      item["privateLinkServiceConnectionState"]
    ),
    provisioningState: item["provisioningState"]
  };
}
function mhsmPrivateEndpointSerializer(item) {
  return item;
}
function mhsmPrivateEndpointDeserializer(item) {
  return {
    id: item["id"]
  };
}
function mhsmPrivateLinkServiceConnectionStateSerializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionsRequired: item["actionsRequired"]
  };
}
function mhsmPrivateLinkServiceConnectionStateDeserializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionsRequired: item["actionsRequired"]
  };
}
var KnownPublicNetworkAccess = /* @__PURE__ */ ((KnownPublicNetworkAccess2) => {
  KnownPublicNetworkAccess2["Enabled"] = "Enabled";
  KnownPublicNetworkAccess2["Disabled"] = "Disabled";
  return KnownPublicNetworkAccess2;
})(KnownPublicNetworkAccess || {});
function managedHSMSecurityDomainPropertiesDeserializer(item) {
  return {
    activationStatus: item["activationStatus"],
    activationStatusMessage: item["activationStatusMessage"]
  };
}
var KnownActivationStatus = /* @__PURE__ */ ((KnownActivationStatus2) => {
  KnownActivationStatus2["Active"] = "Active";
  KnownActivationStatus2["NotActivated"] = "NotActivated";
  KnownActivationStatus2["Unknown"] = "Unknown";
  KnownActivationStatus2["Failed"] = "Failed";
  return KnownActivationStatus2;
})(KnownActivationStatus || {});
function managedHsmSkuSerializer(item) {
  return { family: item["family"], name: item["name"] };
}
function managedHsmSkuDeserializer(item) {
  return {
    family: item["family"],
    name: item["name"]
  };
}
var KnownManagedHsmSkuFamily = /* @__PURE__ */ ((KnownManagedHsmSkuFamily2) => {
  KnownManagedHsmSkuFamily2["B"] = "B";
  KnownManagedHsmSkuFamily2["C"] = "C";
  return KnownManagedHsmSkuFamily2;
})(KnownManagedHsmSkuFamily || {});
function managedServiceIdentitySerializer(item) {
  return { type: item["type"], userAssignedIdentities: item["userAssignedIdentities"] };
}
function managedServiceIdentityDeserializer(item) {
  return {
    principalId: item["principalId"],
    tenantId: item["tenantId"],
    type: item["type"],
    userAssignedIdentities: !item["userAssignedIdentities"] ? item["userAssignedIdentities"] : Object.fromEntries(
      Object.entries(item["userAssignedIdentities"]).map(([k, p]) => [
        k,
        !p ? p : userAssignedIdentityDeserializer(p)
      ])
    )
  };
}
var KnownManagedServiceIdentityType = /* @__PURE__ */ ((KnownManagedServiceIdentityType2) => {
  KnownManagedServiceIdentityType2["None"] = "None";
  KnownManagedServiceIdentityType2["SystemAssigned"] = "SystemAssigned";
  KnownManagedServiceIdentityType2["UserAssigned"] = "UserAssigned";
  KnownManagedServiceIdentityType2["SystemAssignedUserAssigned"] = "SystemAssigned,UserAssigned";
  return KnownManagedServiceIdentityType2;
})(KnownManagedServiceIdentityType || {});
function userAssignedIdentitySerializer(item) {
  return item;
}
function userAssignedIdentityDeserializer(item) {
  return {
    principalId: item["principalId"],
    clientId: item["clientId"]
  };
}
function managedHsmErrorDeserializer(item) {
  return {
    error: !item["error"] ? item["error"] : errorDeserializer(item["error"])
  };
}
function errorDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"],
    innerError: !item["innererror"] ? item["innererror"] : errorDeserializer(item["innererror"])
  };
}
function _managedHsmListResultDeserializer(item) {
  return {
    value: managedHsmArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function managedHsmArraySerializer(result) {
  return result.map((item) => {
    return managedHsmSerializer(item);
  });
}
function managedHsmArrayDeserializer(result) {
  return result.map((item) => {
    return managedHsmDeserializer(item);
  });
}
function deletedManagedHsmDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : deletedManagedHsmPropertiesDeserializer(item["properties"])
  };
}
function deletedManagedHsmPropertiesDeserializer(item) {
  return {
    mhsmId: item["mhsmId"],
    location: item["location"],
    deletionDate: !item["deletionDate"] ? item["deletionDate"] : new Date(item["deletionDate"]),
    scheduledPurgeDate: !item["scheduledPurgeDate"] ? item["scheduledPurgeDate"] : new Date(item["scheduledPurgeDate"]),
    purgeProtectionEnabled: item["purgeProtectionEnabled"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function _deletedManagedHsmListResultDeserializer(item) {
  return {
    value: deletedManagedHsmArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function deletedManagedHsmArrayDeserializer(result) {
  return result.map((item) => {
    return deletedManagedHsmDeserializer(item);
  });
}
function checkMhsmNameAvailabilityParametersSerializer(item) {
  return { name: item["name"] };
}
function checkMhsmNameAvailabilityResultDeserializer(item) {
  return {
    nameAvailable: item["nameAvailable"],
    reason: item["reason"],
    message: item["message"]
  };
}
function secretDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: secretPropertiesDeserializer(item["properties"]),
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function secretPropertiesSerializer(item) {
  return {
    value: item["value"],
    contentType: item["contentType"],
    attributes: !item["attributes"] ? item["attributes"] : secretAttributesSerializer(item["attributes"])
  };
}
function secretPropertiesDeserializer(item) {
  return {
    value: item["value"],
    contentType: item["contentType"],
    attributes: !item["attributes"] ? item["attributes"] : secretAttributesDeserializer(item["attributes"]),
    secretUri: item["secretUri"],
    secretUriWithVersion: item["secretUriWithVersion"]
  };
}
function secretAttributesSerializer(item) {
  return {
    enabled: item["enabled"],
    nbf: !item["notBefore"] ? item["notBefore"] : item["notBefore"].getTime() / 1e3 | 0,
    exp: !item["expires"] ? item["expires"] : item["expires"].getTime() / 1e3 | 0
  };
}
function secretAttributesDeserializer(item) {
  return {
    enabled: item["enabled"],
    notBefore: !item["nbf"] ? item["nbf"] : new Date(item["nbf"] * 1e3),
    expires: !item["exp"] ? item["exp"] : new Date(item["exp"] * 1e3),
    created: !item["created"] ? item["created"] : new Date(item["created"] * 1e3),
    updated: !item["updated"] ? item["updated"] : new Date(item["updated"] * 1e3)
  };
}
function attributesSerializer(item) {
  return {
    enabled: item["enabled"],
    nbf: !item["notBefore"] ? item["notBefore"] : item["notBefore"].getTime() / 1e3 | 0,
    exp: !item["expires"] ? item["expires"] : item["expires"].getTime() / 1e3 | 0
  };
}
function attributesDeserializer(item) {
  return {
    enabled: item["enabled"],
    notBefore: !item["nbf"] ? item["nbf"] : new Date(item["nbf"] * 1e3),
    expires: !item["exp"] ? item["exp"] : new Date(item["exp"] * 1e3),
    created: !item["created"] ? item["created"] : new Date(item["created"] * 1e3),
    updated: !item["updated"] ? item["updated"] : new Date(item["updated"] * 1e3)
  };
}
function secretCreateOrUpdateParametersSerializer(item) {
  return { tags: item["tags"], properties: secretPropertiesSerializer(item["properties"]) };
}
function secretPatchParametersSerializer(item) {
  return {
    tags: item["tags"],
    properties: !item["properties"] ? item["properties"] : secretPatchPropertiesSerializer(item["properties"])
  };
}
function secretPatchPropertiesSerializer(item) {
  return {
    value: item["value"],
    contentType: item["contentType"],
    attributes: !item["attributes"] ? item["attributes"] : secretAttributesSerializer(item["attributes"])
  };
}
function _secretListResultDeserializer(item) {
  return {
    value: secretArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function secretArrayDeserializer(result) {
  return result.map((item) => {
    return secretDeserializer(item);
  });
}
function keyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ..._keyPropertiesDeserializer(item["properties"]),
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function keyPropertiesSerializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : keyAttributesSerializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : rotationPolicySerializer(item["rotationPolicy"]),
    release_policy: !item["releasePolicy"] ? item["releasePolicy"] : keyReleasePolicySerializer(item["releasePolicy"])
  };
}
function keyPropertiesDeserializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : keyAttributesDeserializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    keyUri: item["keyUri"],
    keyUriWithVersion: item["keyUriWithVersion"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : rotationPolicyDeserializer(item["rotationPolicy"]),
    releasePolicy: !item["release_policy"] ? item["release_policy"] : keyReleasePolicyDeserializer(item["release_policy"])
  };
}
function keyAttributesSerializer(item) {
  return {
    enabled: item["enabled"],
    nbf: item["notBefore"],
    exp: item["expires"],
    exportable: item["exportable"]
  };
}
function keyAttributesDeserializer(item) {
  return {
    enabled: item["enabled"],
    notBefore: item["nbf"],
    expires: item["exp"],
    created: item["created"],
    updated: item["updated"],
    recoveryLevel: item["recoveryLevel"],
    exportable: item["exportable"]
  };
}
var KnownDeletionRecoveryLevel = /* @__PURE__ */ ((KnownDeletionRecoveryLevel2) => {
  KnownDeletionRecoveryLevel2["Purgeable"] = "Purgeable";
  KnownDeletionRecoveryLevel2["RecoverablePurgeable"] = "Recoverable+Purgeable";
  KnownDeletionRecoveryLevel2["Recoverable"] = "Recoverable";
  KnownDeletionRecoveryLevel2["RecoverableProtectedSubscription"] = "Recoverable+ProtectedSubscription";
  return KnownDeletionRecoveryLevel2;
})(KnownDeletionRecoveryLevel || {});
var KnownJsonWebKeyType = /* @__PURE__ */ ((KnownJsonWebKeyType2) => {
  KnownJsonWebKeyType2["EC"] = "EC";
  KnownJsonWebKeyType2["ECHSM"] = "EC-HSM";
  KnownJsonWebKeyType2["RSA"] = "RSA";
  KnownJsonWebKeyType2["RSAHSM"] = "RSA-HSM";
  return KnownJsonWebKeyType2;
})(KnownJsonWebKeyType || {});
var KnownJsonWebKeyOperation = /* @__PURE__ */ ((KnownJsonWebKeyOperation2) => {
  KnownJsonWebKeyOperation2["Encrypt"] = "encrypt";
  KnownJsonWebKeyOperation2["Decrypt"] = "decrypt";
  KnownJsonWebKeyOperation2["Sign"] = "sign";
  KnownJsonWebKeyOperation2["Verify"] = "verify";
  KnownJsonWebKeyOperation2["WrapKey"] = "wrapKey";
  KnownJsonWebKeyOperation2["UnwrapKey"] = "unwrapKey";
  KnownJsonWebKeyOperation2["Import"] = "import";
  KnownJsonWebKeyOperation2["Release"] = "release";
  return KnownJsonWebKeyOperation2;
})(KnownJsonWebKeyOperation || {});
var KnownJsonWebKeyCurveName = /* @__PURE__ */ ((KnownJsonWebKeyCurveName2) => {
  KnownJsonWebKeyCurveName2["P256"] = "P-256";
  KnownJsonWebKeyCurveName2["P384"] = "P-384";
  KnownJsonWebKeyCurveName2["P521"] = "P-521";
  KnownJsonWebKeyCurveName2["P256K"] = "P-256K";
  return KnownJsonWebKeyCurveName2;
})(KnownJsonWebKeyCurveName || {});
function rotationPolicySerializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : keyRotationPolicyAttributesSerializer(item["attributes"]),
    lifetimeActions: !item["lifetimeActions"] ? item["lifetimeActions"] : lifetimeActionArraySerializer(item["lifetimeActions"])
  };
}
function rotationPolicyDeserializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : keyRotationPolicyAttributesDeserializer(item["attributes"]),
    lifetimeActions: !item["lifetimeActions"] ? item["lifetimeActions"] : lifetimeActionArrayDeserializer(item["lifetimeActions"])
  };
}
function keyRotationPolicyAttributesSerializer(item) {
  return { expiryTime: item["expiryTime"] };
}
function keyRotationPolicyAttributesDeserializer(item) {
  return {
    created: item["created"],
    updated: item["updated"],
    expiryTime: item["expiryTime"]
  };
}
function lifetimeActionArraySerializer(result) {
  return result.map((item) => {
    return lifetimeActionSerializer(item);
  });
}
function lifetimeActionArrayDeserializer(result) {
  return result.map((item) => {
    return lifetimeActionDeserializer(item);
  });
}
function lifetimeActionSerializer(item) {
  return {
    trigger: !item["trigger"] ? item["trigger"] : triggerSerializer(item["trigger"]),
    action: !item["action"] ? item["action"] : actionSerializer(item["action"])
  };
}
function lifetimeActionDeserializer(item) {
  return {
    trigger: !item["trigger"] ? item["trigger"] : triggerDeserializer(item["trigger"]),
    action: !item["action"] ? item["action"] : actionDeserializer(item["action"])
  };
}
function triggerSerializer(item) {
  return { timeAfterCreate: item["timeAfterCreate"], timeBeforeExpiry: item["timeBeforeExpiry"] };
}
function triggerDeserializer(item) {
  return {
    timeAfterCreate: item["timeAfterCreate"],
    timeBeforeExpiry: item["timeBeforeExpiry"]
  };
}
function actionSerializer(item) {
  return { type: item["type"] };
}
function actionDeserializer(item) {
  return {
    type: item["type"]
  };
}
function keyReleasePolicySerializer(item) {
  return {
    contentType: item["contentType"],
    data: !item["data"] ? item["data"] : (0, import_core_util.uint8ArrayToString)(item["data"], "base64url")
  };
}
function keyReleasePolicyDeserializer(item) {
  return {
    contentType: item["contentType"],
    data: !item["data"] ? item["data"] : typeof item["data"] === "string" ? (0, import_core_util.stringToUint8Array)(item["data"], "base64url") : item["data"]
  };
}
function keyCreateParametersSerializer(item) {
  return { tags: item["tags"], properties: keyPropertiesSerializer(item["properties"]) };
}
function _keyListResultDeserializer(item) {
  return {
    value: keyArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function keyArrayDeserializer(result) {
  return result.map((item) => {
    return keyDeserializer(item);
  });
}
function managedHsmKeyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ..._managedHsmKeyPropertiesDeserializer(item["properties"]),
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function managedHsmKeyPropertiesSerializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : managedHsmKeyAttributesSerializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : managedHsmRotationPolicySerializer(item["rotationPolicy"]),
    release_policy: !item["releasePolicy"] ? item["releasePolicy"] : managedHsmKeyReleasePolicySerializer(item["releasePolicy"])
  };
}
function managedHsmKeyPropertiesDeserializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : managedHsmKeyAttributesDeserializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    keyUri: item["keyUri"],
    keyUriWithVersion: item["keyUriWithVersion"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : managedHsmRotationPolicyDeserializer(item["rotationPolicy"]),
    releasePolicy: !item["release_policy"] ? item["release_policy"] : managedHsmKeyReleasePolicyDeserializer(item["release_policy"])
  };
}
function managedHsmKeyAttributesSerializer(item) {
  return {
    enabled: item["enabled"],
    nbf: item["notBefore"],
    exp: item["expires"],
    exportable: item["exportable"]
  };
}
function managedHsmKeyAttributesDeserializer(item) {
  return {
    enabled: item["enabled"],
    notBefore: item["nbf"],
    expires: item["exp"],
    created: item["created"],
    updated: item["updated"],
    recoveryLevel: item["recoveryLevel"],
    exportable: item["exportable"]
  };
}
function managedHsmRotationPolicySerializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : managedHsmKeyRotationPolicyAttributesSerializer(item["attributes"]),
    lifetimeActions: !item["lifetimeActions"] ? item["lifetimeActions"] : managedHsmLifetimeActionArraySerializer(item["lifetimeActions"])
  };
}
function managedHsmRotationPolicyDeserializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : managedHsmKeyRotationPolicyAttributesDeserializer(item["attributes"]),
    lifetimeActions: !item["lifetimeActions"] ? item["lifetimeActions"] : managedHsmLifetimeActionArrayDeserializer(item["lifetimeActions"])
  };
}
function managedHsmKeyRotationPolicyAttributesSerializer(item) {
  return { expiryTime: item["expiryTime"] };
}
function managedHsmKeyRotationPolicyAttributesDeserializer(item) {
  return {
    created: item["created"],
    updated: item["updated"],
    expiryTime: item["expiryTime"]
  };
}
function managedHsmLifetimeActionArraySerializer(result) {
  return result.map((item) => {
    return managedHsmLifetimeActionSerializer(item);
  });
}
function managedHsmLifetimeActionArrayDeserializer(result) {
  return result.map((item) => {
    return managedHsmLifetimeActionDeserializer(item);
  });
}
function managedHsmLifetimeActionSerializer(item) {
  return {
    trigger: !item["trigger"] ? item["trigger"] : managedHsmTriggerSerializer(item["trigger"]),
    action: !item["action"] ? item["action"] : managedHsmActionSerializer(item["action"])
  };
}
function managedHsmLifetimeActionDeserializer(item) {
  return {
    trigger: !item["trigger"] ? item["trigger"] : managedHsmTriggerDeserializer(item["trigger"]),
    action: !item["action"] ? item["action"] : managedHsmActionDeserializer(item["action"])
  };
}
function managedHsmTriggerSerializer(item) {
  return { timeAfterCreate: item["timeAfterCreate"], timeBeforeExpiry: item["timeBeforeExpiry"] };
}
function managedHsmTriggerDeserializer(item) {
  return {
    timeAfterCreate: item["timeAfterCreate"],
    timeBeforeExpiry: item["timeBeforeExpiry"]
  };
}
function managedHsmActionSerializer(item) {
  return { type: item["type"] };
}
function managedHsmActionDeserializer(item) {
  return {
    type: item["type"]
  };
}
function managedHsmKeyReleasePolicySerializer(item) {
  return {
    contentType: item["contentType"],
    data: !item["data"] ? item["data"] : (0, import_core_util.uint8ArrayToString)(item["data"], "base64url")
  };
}
function managedHsmKeyReleasePolicyDeserializer(item) {
  return {
    contentType: item["contentType"],
    data: !item["data"] ? item["data"] : typeof item["data"] === "string" ? (0, import_core_util.stringToUint8Array)(item["data"], "base64url") : item["data"]
  };
}
function managedHsmKeyCreateParametersSerializer(item) {
  return { tags: item["tags"], properties: managedHsmKeyPropertiesSerializer(item["properties"]) };
}
function _managedHsmKeyListResultDeserializer(item) {
  return {
    value: managedHsmKeyArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function managedHsmKeyArrayDeserializer(result) {
  return result.map((item) => {
    return managedHsmKeyDeserializer(item);
  });
}
function privateLinkResourceListResultDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : privateLinkResourceArrayDeserializer(item["value"])
  };
}
function privateLinkResourceArrayDeserializer(result) {
  return result.map((item) => {
    return privateLinkResourceDeserializer(item);
  });
}
function privateLinkResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _privateLinkResourcePropertiesDeserializer(item["properties"]),
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function privateLinkResourcePropertiesDeserializer(item) {
  return {
    groupId: item["groupId"],
    requiredMembers: !item["requiredMembers"] ? item["requiredMembers"] : item["requiredMembers"].map((p) => {
      return p;
    }),
    requiredZoneNames: !item["requiredZoneNames"] ? item["requiredZoneNames"] : item["requiredZoneNames"].map((p) => {
      return p;
    })
  };
}
function mhsmPrivateLinkResourceListResultDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : mhsmPrivateLinkResourceArrayDeserializer(item["value"])
  };
}
function mhsmPrivateLinkResourceArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmPrivateLinkResourceDeserializer(item);
  });
}
function mhsmPrivateLinkResourceDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _mhsmPrivateLinkResourcePropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : managedHsmSkuDeserializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"])
  };
}
function mhsmPrivateLinkResourcePropertiesDeserializer(item) {
  return {
    groupId: item["groupId"],
    requiredMembers: !item["requiredMembers"] ? item["requiredMembers"] : item["requiredMembers"].map((p) => {
      return p;
    }),
    requiredZoneNames: !item["requiredZoneNames"] ? item["requiredZoneNames"] : item["requiredZoneNames"].map((p) => {
      return p;
    })
  };
}
function _mhsmRegionsListResultDeserializer(item) {
  return {
    value: mhsmGeoReplicatedRegionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function mhsmPrivateEndpointConnectionSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["privateEndpoint", "privateLinkServiceConnectionState"]) ? void 0 : _mhsmPrivateEndpointConnectionPropertiesSerializer(item),
    sku: !item["sku"] ? item["sku"] : managedHsmSkuSerializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"]),
    etag: item["etag"],
    location: item["location"],
    tags: item["tags"]
  };
}
function mhsmPrivateEndpointConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _mhsmPrivateEndpointConnectionPropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : managedHsmSkuDeserializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"]),
    etag: item["etag"],
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p]))
  };
}
function _mhsmPrivateEndpointConnectionsListResultDeserializer(item) {
  return {
    value: mhsmPrivateEndpointConnectionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function mhsmPrivateEndpointConnectionArraySerializer(result) {
  return result.map((item) => {
    return mhsmPrivateEndpointConnectionSerializer(item);
  });
}
function mhsmPrivateEndpointConnectionArrayDeserializer(result) {
  return result.map((item) => {
    return mhsmPrivateEndpointConnectionDeserializer(item);
  });
}
var KnownVersions = /* @__PURE__ */ ((KnownVersions2) => {
  KnownVersions2["V20250501"] = "2025-05-01";
  KnownVersions2["V20260201"] = "2026-02-01";
  return KnownVersions2;
})(KnownVersions || {});
function _operationOperationPropertiesDeserializer(item) {
  return {
    serviceSpecification: !item["serviceSpecification"] ? item["serviceSpecification"] : serviceSpecificationDeserializer(item["serviceSpecification"])
  };
}
function _privateEndpointConnectionItemPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkServiceConnectionStateSerializer(item["privateLinkServiceConnectionState"])
  };
}
function _privateEndpointConnectionItemPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkServiceConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    provisioningState: item["provisioningState"]
  };
}
function _privateEndpointConnectionPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkServiceConnectionStateSerializer(item["privateLinkServiceConnectionState"])
  };
}
function _privateEndpointConnectionPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkServiceConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    provisioningState: item["provisioningState"]
  };
}
function _mhsmPrivateEndpointConnectionItemPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : mhsmPrivateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : mhsmPrivateLinkServiceConnectionStateSerializer(item["privateLinkServiceConnectionState"])
  };
}
function _mhsmPrivateEndpointConnectionItemPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : mhsmPrivateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : mhsmPrivateLinkServiceConnectionStateDeserializer(
      item["privateLinkServiceConnectionState"]
    ),
    provisioningState: item["provisioningState"]
  };
}
function _keyPropertiesSerializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : keyAttributesSerializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : rotationPolicySerializer(item["rotationPolicy"]),
    release_policy: !item["releasePolicy"] ? item["releasePolicy"] : keyReleasePolicySerializer(item["releasePolicy"])
  };
}
function _keyPropertiesDeserializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : keyAttributesDeserializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    keyUri: item["keyUri"],
    keyUriWithVersion: item["keyUriWithVersion"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : rotationPolicyDeserializer(item["rotationPolicy"]),
    releasePolicy: !item["release_policy"] ? item["release_policy"] : keyReleasePolicyDeserializer(item["release_policy"])
  };
}
function _managedHsmKeyPropertiesSerializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : managedHsmKeyAttributesSerializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : managedHsmRotationPolicySerializer(item["rotationPolicy"]),
    release_policy: !item["releasePolicy"] ? item["releasePolicy"] : managedHsmKeyReleasePolicySerializer(item["releasePolicy"])
  };
}
function _managedHsmKeyPropertiesDeserializer(item) {
  return {
    attributes: !item["attributes"] ? item["attributes"] : managedHsmKeyAttributesDeserializer(item["attributes"]),
    kty: item["kty"],
    keyOps: !item["keyOps"] ? item["keyOps"] : item["keyOps"].map((p) => {
      return p;
    }),
    keySize: item["keySize"],
    curveName: item["curveName"],
    keyUri: item["keyUri"],
    keyUriWithVersion: item["keyUriWithVersion"],
    rotationPolicy: !item["rotationPolicy"] ? item["rotationPolicy"] : managedHsmRotationPolicyDeserializer(item["rotationPolicy"]),
    releasePolicy: !item["release_policy"] ? item["release_policy"] : managedHsmKeyReleasePolicyDeserializer(item["release_policy"])
  };
}
function _privateLinkResourcePropertiesDeserializer(item) {
  return {
    groupId: item["groupId"],
    requiredMembers: !item["requiredMembers"] ? item["requiredMembers"] : item["requiredMembers"].map((p) => {
      return p;
    }),
    requiredZoneNames: !item["requiredZoneNames"] ? item["requiredZoneNames"] : item["requiredZoneNames"].map((p) => {
      return p;
    })
  };
}
function _mhsmPrivateLinkResourcePropertiesDeserializer(item) {
  return {
    groupId: item["groupId"],
    requiredMembers: !item["requiredMembers"] ? item["requiredMembers"] : item["requiredMembers"].map((p) => {
      return p;
    }),
    requiredZoneNames: !item["requiredZoneNames"] ? item["requiredZoneNames"] : item["requiredZoneNames"].map((p) => {
      return p;
    })
  };
}
function _mhsmPrivateEndpointConnectionPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : mhsmPrivateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : mhsmPrivateLinkServiceConnectionStateSerializer(item["privateLinkServiceConnectionState"])
  };
}
function _mhsmPrivateEndpointConnectionPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : mhsmPrivateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : mhsmPrivateLinkServiceConnectionStateDeserializer(
      item["privateLinkServiceConnectionState"]
    ),
    provisioningState: item["provisioningState"]
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  KnownActionsRequired,
  KnownActivationStatus,
  KnownCertificatePermissions,
  KnownCreatedByType,
  KnownDeletionRecoveryLevel,
  KnownGeoReplicationRegionProvisioningState,
  KnownJsonWebKeyCurveName,
  KnownJsonWebKeyOperation,
  KnownJsonWebKeyType,
  KnownKeyPermissions,
  KnownManagedHsmSkuFamily,
  KnownManagedServiceIdentityType,
  KnownNetworkRuleAction,
  KnownNetworkRuleBypassOptions,
  KnownPrivateEndpointConnectionProvisioningState,
  KnownPrivateEndpointServiceConnectionStatus,
  KnownProvisioningState,
  KnownPublicNetworkAccess,
  KnownReason,
  KnownSecretPermissions,
  KnownSkuFamily,
  KnownStoragePermissions,
  KnownVaultProvisioningState,
  KnownVersions,
  _deletedManagedHsmListResultDeserializer,
  _deletedVaultListResultDeserializer,
  _keyListResultDeserializer,
  _keyPropertiesDeserializer,
  _keyPropertiesSerializer,
  _managedHsmKeyListResultDeserializer,
  _managedHsmKeyPropertiesDeserializer,
  _managedHsmKeyPropertiesSerializer,
  _managedHsmListResultDeserializer,
  _mhsmPrivateEndpointConnectionItemPropertiesDeserializer,
  _mhsmPrivateEndpointConnectionItemPropertiesSerializer,
  _mhsmPrivateEndpointConnectionPropertiesDeserializer,
  _mhsmPrivateEndpointConnectionPropertiesSerializer,
  _mhsmPrivateEndpointConnectionsListResultDeserializer,
  _mhsmPrivateLinkResourcePropertiesDeserializer,
  _mhsmRegionsListResultDeserializer,
  _operationListResultDeserializer,
  _operationOperationPropertiesDeserializer,
  _privateEndpointConnectionItemPropertiesDeserializer,
  _privateEndpointConnectionItemPropertiesSerializer,
  _privateEndpointConnectionListResultDeserializer,
  _privateEndpointConnectionPropertiesDeserializer,
  _privateEndpointConnectionPropertiesSerializer,
  _privateLinkResourcePropertiesDeserializer,
  _resourceListResultDeserializer,
  _secretListResultDeserializer,
  _vaultListResultDeserializer,
  accessPolicyEntryArrayDeserializer,
  accessPolicyEntryArraySerializer,
  accessPolicyEntryDeserializer,
  accessPolicyEntrySerializer,
  actionDeserializer,
  actionSerializer,
  attributesDeserializer,
  attributesSerializer,
  checkMhsmNameAvailabilityParametersSerializer,
  checkMhsmNameAvailabilityResultDeserializer,
  checkNameAvailabilityResultDeserializer,
  cloudErrorBodyDeserializer,
  cloudErrorDeserializer,
  deletedManagedHsmArrayDeserializer,
  deletedManagedHsmDeserializer,
  deletedManagedHsmPropertiesDeserializer,
  deletedVaultArrayDeserializer,
  deletedVaultDeserializer,
  deletedVaultPropertiesDeserializer,
  dimensionPropertiesArrayDeserializer,
  dimensionPropertiesDeserializer,
  errorDeserializer,
  ipRuleArrayDeserializer,
  ipRuleArraySerializer,
  ipRuleDeserializer,
  ipRuleSerializer,
  keyArrayDeserializer,
  keyAttributesDeserializer,
  keyAttributesSerializer,
  keyCreateParametersSerializer,
  keyDeserializer,
  keyPropertiesDeserializer,
  keyPropertiesSerializer,
  keyReleasePolicyDeserializer,
  keyReleasePolicySerializer,
  keyRotationPolicyAttributesDeserializer,
  keyRotationPolicyAttributesSerializer,
  lifetimeActionArrayDeserializer,
  lifetimeActionArraySerializer,
  lifetimeActionDeserializer,
  lifetimeActionSerializer,
  logSpecificationArrayDeserializer,
  logSpecificationDeserializer,
  managedHSMSecurityDomainPropertiesDeserializer,
  managedHsmActionDeserializer,
  managedHsmActionSerializer,
  managedHsmArrayDeserializer,
  managedHsmArraySerializer,
  managedHsmDeserializer,
  managedHsmErrorDeserializer,
  managedHsmKeyArrayDeserializer,
  managedHsmKeyAttributesDeserializer,
  managedHsmKeyAttributesSerializer,
  managedHsmKeyCreateParametersSerializer,
  managedHsmKeyDeserializer,
  managedHsmKeyPropertiesDeserializer,
  managedHsmKeyPropertiesSerializer,
  managedHsmKeyReleasePolicyDeserializer,
  managedHsmKeyReleasePolicySerializer,
  managedHsmKeyRotationPolicyAttributesDeserializer,
  managedHsmKeyRotationPolicyAttributesSerializer,
  managedHsmLifetimeActionArrayDeserializer,
  managedHsmLifetimeActionArraySerializer,
  managedHsmLifetimeActionDeserializer,
  managedHsmLifetimeActionSerializer,
  managedHsmPropertiesDeserializer,
  managedHsmPropertiesSerializer,
  managedHsmRotationPolicyDeserializer,
  managedHsmRotationPolicySerializer,
  managedHsmSerializer,
  managedHsmSkuDeserializer,
  managedHsmSkuSerializer,
  managedHsmTriggerDeserializer,
  managedHsmTriggerSerializer,
  managedServiceIdentityDeserializer,
  managedServiceIdentitySerializer,
  metricSpecificationArrayDeserializer,
  metricSpecificationDeserializer,
  mhsmGeoReplicatedRegionArrayDeserializer,
  mhsmGeoReplicatedRegionArraySerializer,
  mhsmGeoReplicatedRegionDeserializer,
  mhsmGeoReplicatedRegionSerializer,
  mhsmNetworkRuleSetDeserializer,
  mhsmNetworkRuleSetSerializer,
  mhsmPrivateEndpointConnectionArrayDeserializer,
  mhsmPrivateEndpointConnectionArraySerializer,
  mhsmPrivateEndpointConnectionDeserializer,
  mhsmPrivateEndpointConnectionItemArrayDeserializer,
  mhsmPrivateEndpointConnectionItemDeserializer,
  mhsmPrivateEndpointConnectionPropertiesDeserializer,
  mhsmPrivateEndpointConnectionPropertiesSerializer,
  mhsmPrivateEndpointConnectionSerializer,
  mhsmPrivateEndpointDeserializer,
  mhsmPrivateEndpointSerializer,
  mhsmPrivateLinkResourceArrayDeserializer,
  mhsmPrivateLinkResourceDeserializer,
  mhsmPrivateLinkResourceListResultDeserializer,
  mhsmPrivateLinkResourcePropertiesDeserializer,
  mhsmPrivateLinkServiceConnectionStateDeserializer,
  mhsmPrivateLinkServiceConnectionStateSerializer,
  mhsmServiceTagRuleArrayDeserializer,
  mhsmServiceTagRuleArraySerializer,
  mhsmServiceTagRuleDeserializer,
  mhsmServiceTagRuleSerializer,
  mhsmVirtualNetworkRuleArrayDeserializer,
  mhsmVirtualNetworkRuleArraySerializer,
  mhsmVirtualNetworkRuleDeserializer,
  mhsmVirtualNetworkRuleSerializer,
  mhsmipRuleArrayDeserializer,
  mhsmipRuleArraySerializer,
  mhsmipRuleDeserializer,
  mhsmipRuleSerializer,
  networkRuleSetDeserializer,
  networkRuleSetSerializer,
  operationArrayDeserializer,
  operationDeserializer,
  operationDisplayDeserializer,
  operationPropertiesDeserializer,
  permissionsDeserializer,
  permissionsSerializer,
  privateEndpointConnectionArrayDeserializer,
  privateEndpointConnectionArraySerializer,
  privateEndpointConnectionDeserializer,
  privateEndpointConnectionItemArrayDeserializer,
  privateEndpointConnectionItemDeserializer,
  privateEndpointConnectionPropertiesDeserializer,
  privateEndpointConnectionPropertiesSerializer,
  privateEndpointConnectionSerializer,
  privateEndpointDeserializer,
  privateEndpointSerializer,
  privateLinkResourceArrayDeserializer,
  privateLinkResourceDeserializer,
  privateLinkResourceListResultDeserializer,
  privateLinkResourcePropertiesDeserializer,
  privateLinkServiceConnectionStateDeserializer,
  privateLinkServiceConnectionStateSerializer,
  proxyResourceDeserializer,
  proxyResourceSerializer,
  resourceDeserializer,
  resourceSerializer,
  rotationPolicyDeserializer,
  rotationPolicySerializer,
  secretArrayDeserializer,
  secretAttributesDeserializer,
  secretAttributesSerializer,
  secretCreateOrUpdateParametersSerializer,
  secretDeserializer,
  secretPatchParametersSerializer,
  secretPatchPropertiesSerializer,
  secretPropertiesDeserializer,
  secretPropertiesSerializer,
  serviceSpecificationDeserializer,
  skuDeserializer,
  skuSerializer,
  systemDataDeserializer,
  trackedResourceArrayDeserializer,
  trackedResourceDeserializer,
  triggerDeserializer,
  triggerSerializer,
  userAssignedIdentityDeserializer,
  userAssignedIdentitySerializer,
  vaultAccessPolicyParametersDeserializer,
  vaultAccessPolicyParametersSerializer,
  vaultAccessPolicyPropertiesDeserializer,
  vaultAccessPolicyPropertiesSerializer,
  vaultArrayDeserializer,
  vaultCheckNameAvailabilityParametersSerializer,
  vaultCreateOrUpdateParametersSerializer,
  vaultDeserializer,
  vaultPatchParametersSerializer,
  vaultPatchPropertiesSerializer,
  vaultPropertiesDeserializer,
  vaultPropertiesSerializer,
  virtualNetworkRuleArrayDeserializer,
  virtualNetworkRuleArraySerializer,
  virtualNetworkRuleDeserializer,
  virtualNetworkRuleSerializer
});
