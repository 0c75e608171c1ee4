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
  KnownAccountImmutabilityPolicyState: () => KnownAccountImmutabilityPolicyState,
  KnownAccountType: () => KnownAccountType,
  KnownAllowedCopyScope: () => KnownAllowedCopyScope,
  KnownAllowedMethods: () => KnownAllowedMethods,
  KnownBlobInventoryPolicyName: () => KnownBlobInventoryPolicyName,
  KnownBlobRestoreProgressStatus: () => KnownBlobRestoreProgressStatus,
  KnownBypass: () => KnownBypass,
  KnownCreatedByType: () => KnownCreatedByType,
  KnownDefaultSharePermission: () => KnownDefaultSharePermission,
  KnownDirectoryServiceOptions: () => KnownDirectoryServiceOptions,
  KnownDnsEndpointType: () => KnownDnsEndpointType,
  KnownEnabledProtocols: () => KnownEnabledProtocols,
  KnownEncryptionScopeSource: () => KnownEncryptionScopeSource,
  KnownEncryptionScopeState: () => KnownEncryptionScopeState,
  KnownExpirationAction: () => KnownExpirationAction,
  KnownExtendedLocationTypes: () => KnownExtendedLocationTypes,
  KnownFormat: () => KnownFormat,
  KnownGeoReplicationStatus: () => KnownGeoReplicationStatus,
  KnownIdentityType: () => KnownIdentityType,
  KnownImmutabilityPolicyState: () => KnownImmutabilityPolicyState,
  KnownImmutabilityPolicyUpdateType: () => KnownImmutabilityPolicyUpdateType,
  KnownIntervalUnit: () => KnownIntervalUnit,
  KnownInventoryRuleType: () => KnownInventoryRuleType,
  KnownIssueType: () => KnownIssueType,
  KnownKeySource: () => KnownKeySource,
  KnownKeyType: () => KnownKeyType,
  KnownKind: () => KnownKind,
  KnownLargeFileSharesState: () => KnownLargeFileSharesState,
  KnownLeaseContainerRequestAction: () => KnownLeaseContainerRequestAction,
  KnownLeaseDuration: () => KnownLeaseDuration,
  KnownLeaseShareAction: () => KnownLeaseShareAction,
  KnownLeaseState: () => KnownLeaseState,
  KnownLeaseStatus: () => KnownLeaseStatus,
  KnownListContainersInclude: () => KnownListContainersInclude,
  KnownListEncryptionScopesInclude: () => KnownListEncryptionScopesInclude,
  KnownListLocalUserIncludeParam: () => KnownListLocalUserIncludeParam,
  KnownManagementPolicyName: () => KnownManagementPolicyName,
  KnownMigrationName: () => KnownMigrationName,
  KnownMigrationState: () => KnownMigrationState,
  KnownMigrationStatus: () => KnownMigrationStatus,
  KnownMinimumTlsVersion: () => KnownMinimumTlsVersion,
  KnownName: () => KnownName,
  KnownNativeDataSharingProvisioningState: () => KnownNativeDataSharingProvisioningState,
  KnownNetworkSecurityPerimeterConfigurationProvisioningState: () => KnownNetworkSecurityPerimeterConfigurationProvisioningState,
  KnownNspAccessRuleDirection: () => KnownNspAccessRuleDirection,
  KnownObjectType: () => KnownObjectType,
  KnownPermissions: () => KnownPermissions,
  KnownPostFailoverRedundancy: () => KnownPostFailoverRedundancy,
  KnownPostPlannedFailoverRedundancy: () => KnownPostPlannedFailoverRedundancy,
  KnownPrivateEndpointConnectionProvisioningState: () => KnownPrivateEndpointConnectionProvisioningState,
  KnownPrivateEndpointServiceConnectionStatus: () => KnownPrivateEndpointServiceConnectionStatus,
  KnownPublicNetworkAccess: () => KnownPublicNetworkAccess,
  KnownReasonCode: () => KnownReasonCode,
  KnownResourceAssociationAccessMode: () => KnownResourceAssociationAccessMode,
  KnownRootSquashType: () => KnownRootSquashType,
  KnownRoutingChoice: () => KnownRoutingChoice,
  KnownRuleType: () => KnownRuleType,
  KnownRunResult: () => KnownRunResult,
  KnownRunStatusEnum: () => KnownRunStatusEnum,
  KnownSchedule: () => KnownSchedule,
  KnownServices: () => KnownServices,
  KnownSeverity: () => KnownSeverity,
  KnownShareAccessTier: () => KnownShareAccessTier,
  KnownSignedResource: () => KnownSignedResource,
  KnownSignedResourceTypes: () => KnownSignedResourceTypes,
  KnownSkuConversionStatus: () => KnownSkuConversionStatus,
  KnownSkuName: () => KnownSkuName,
  KnownState: () => KnownState,
  KnownStorageConnectorAuthType: () => KnownStorageConnectorAuthType,
  KnownStorageConnectorConnectionType: () => KnownStorageConnectorConnectionType,
  KnownStorageConnectorDataSourceType: () => KnownStorageConnectorDataSourceType,
  KnownStorageConnectorSourceType: () => KnownStorageConnectorSourceType,
  KnownStorageConnectorState: () => KnownStorageConnectorState,
  KnownStorageDataShareAccessPolicyPermission: () => KnownStorageDataShareAccessPolicyPermission,
  KnownStorageTaskAssignmentProvisioningState: () => KnownStorageTaskAssignmentProvisioningState,
  KnownTriggerType: () => KnownTriggerType,
  KnownVersions: () => KnownVersions,
  KnownZonePlacementPolicy: () => KnownZonePlacementPolicy,
  _blobContainerPropertiesDeserializer: () => _blobContainerPropertiesDeserializer,
  _blobContainerPropertiesSerializer: () => _blobContainerPropertiesSerializer,
  _blobInventoryPolicyPropertiesDeserializer: () => _blobInventoryPolicyPropertiesDeserializer,
  _blobInventoryPolicyPropertiesSerializer: () => _blobInventoryPolicyPropertiesSerializer,
  _blobServiceItemsDeserializer: () => _blobServiceItemsDeserializer,
  _blobServicePropertiesPropertiesDeserializer: () => _blobServicePropertiesPropertiesDeserializer,
  _blobServicePropertiesPropertiesSerializer: () => _blobServicePropertiesPropertiesSerializer,
  _connectorListResultDeserializer: () => _connectorListResultDeserializer,
  _dataShareListResultDeserializer: () => _dataShareListResultDeserializer,
  _deletedAccountListResultDeserializer: () => _deletedAccountListResultDeserializer,
  _deletedAccountPropertiesDeserializer: () => _deletedAccountPropertiesDeserializer,
  _encryptionScopeListResultDeserializer: () => _encryptionScopeListResultDeserializer,
  _encryptionScopePropertiesDeserializer: () => _encryptionScopePropertiesDeserializer,
  _encryptionScopePropertiesSerializer: () => _encryptionScopePropertiesSerializer,
  _fileServicePropertiesPropertiesDeserializer: () => _fileServicePropertiesPropertiesDeserializer,
  _fileServicePropertiesPropertiesSerializer: () => _fileServicePropertiesPropertiesSerializer,
  _fileServiceUsagesDeserializer: () => _fileServiceUsagesDeserializer,
  _fileShareItemPropertiesDeserializer: () => _fileShareItemPropertiesDeserializer,
  _fileShareItemPropertiesSerializer: () => _fileShareItemPropertiesSerializer,
  _fileShareItemsDeserializer: () => _fileShareItemsDeserializer,
  _fileSharePropertiesDeserializer: () => _fileSharePropertiesDeserializer,
  _fileSharePropertiesSerializer: () => _fileSharePropertiesSerializer,
  _immutabilityPolicyPropertiesDeserializer: () => _immutabilityPolicyPropertiesDeserializer,
  _immutabilityPolicyPropertiesPropertiesDeserializer: () => _immutabilityPolicyPropertiesPropertiesDeserializer,
  _immutabilityPolicyPropertiesPropertiesSerializer: () => _immutabilityPolicyPropertiesPropertiesSerializer,
  _immutabilityPolicyPropertiesSerializer: () => _immutabilityPolicyPropertiesSerializer,
  _listBlobInventoryPolicyDeserializer: () => _listBlobInventoryPolicyDeserializer,
  _listContainerItemPropertiesDeserializer: () => _listContainerItemPropertiesDeserializer,
  _listContainerItemPropertiesSerializer: () => _listContainerItemPropertiesSerializer,
  _listContainerItemsDeserializer: () => _listContainerItemsDeserializer,
  _listQueueQueuePropertiesDeserializer: () => _listQueueQueuePropertiesDeserializer,
  _listQueueResourceDeserializer: () => _listQueueResourceDeserializer,
  _listTableResourceDeserializer: () => _listTableResourceDeserializer,
  _localUserPropertiesDeserializer: () => _localUserPropertiesDeserializer,
  _localUserPropertiesSerializer: () => _localUserPropertiesSerializer,
  _localUsersDeserializer: () => _localUsersDeserializer,
  _managementPolicyPropertiesDeserializer: () => _managementPolicyPropertiesDeserializer,
  _managementPolicyPropertiesSerializer: () => _managementPolicyPropertiesSerializer,
  _networkSecurityPerimeterConfigurationListDeserializer: () => _networkSecurityPerimeterConfigurationListDeserializer,
  _networkSecurityPerimeterConfigurationPropertiesDeserializer: () => _networkSecurityPerimeterConfigurationPropertiesDeserializer,
  _objectReplicationPoliciesDeserializer: () => _objectReplicationPoliciesDeserializer,
  _objectReplicationPolicyPropertiesDeserializer: () => _objectReplicationPolicyPropertiesDeserializer,
  _objectReplicationPolicyPropertiesSerializer: () => _objectReplicationPolicyPropertiesSerializer,
  _operationListResultDeserializer: () => _operationListResultDeserializer,
  _operationOperationPropertiesDeserializer: () => _operationOperationPropertiesDeserializer,
  _privateEndpointConnectionListResultDeserializer: () => _privateEndpointConnectionListResultDeserializer,
  _privateEndpointConnectionPropertiesDeserializer: () => _privateEndpointConnectionPropertiesDeserializer,
  _privateEndpointConnectionPropertiesSerializer: () => _privateEndpointConnectionPropertiesSerializer,
  _privateLinkResourcePropertiesDeserializer: () => _privateLinkResourcePropertiesDeserializer,
  _queueServicePropertiesPropertiesDeserializer: () => _queueServicePropertiesPropertiesDeserializer,
  _queueServicePropertiesPropertiesSerializer: () => _queueServicePropertiesPropertiesSerializer,
  _storageAccountCreateParametersPropertiesSerializer: () => _storageAccountCreateParametersPropertiesSerializer,
  _storageAccountListResultDeserializer: () => _storageAccountListResultDeserializer,
  _storageAccountMigrationPropertiesDeserializer: () => _storageAccountMigrationPropertiesDeserializer,
  _storageAccountMigrationPropertiesSerializer: () => _storageAccountMigrationPropertiesSerializer,
  _storageAccountPropertiesDeserializer: () => _storageAccountPropertiesDeserializer,
  _storageAccountUpdateParametersPropertiesSerializer: () => _storageAccountUpdateParametersPropertiesSerializer,
  _storageQueuePropertiesDeserializer: () => _storageQueuePropertiesDeserializer,
  _storageQueuePropertiesSerializer: () => _storageQueuePropertiesSerializer,
  _storageSkuListResultDeserializer: () => _storageSkuListResultDeserializer,
  _storageTaskAssignmentsListDeserializer: () => _storageTaskAssignmentsListDeserializer,
  _storageTaskReportSummaryDeserializer: () => _storageTaskReportSummaryDeserializer,
  _tablePropertiesDeserializer: () => _tablePropertiesDeserializer,
  _tablePropertiesSerializer: () => _tablePropertiesSerializer,
  _tableServicePropertiesPropertiesDeserializer: () => _tableServicePropertiesPropertiesDeserializer,
  _tableServicePropertiesPropertiesSerializer: () => _tableServicePropertiesPropertiesSerializer,
  _usageListResultDeserializer: () => _usageListResultDeserializer,
  accessPolicyDeserializer: () => accessPolicyDeserializer,
  accessPolicySerializer: () => accessPolicySerializer,
  accountImmutabilityPolicyPropertiesDeserializer: () => accountImmutabilityPolicyPropertiesDeserializer,
  accountImmutabilityPolicyPropertiesSerializer: () => accountImmutabilityPolicyPropertiesSerializer,
  accountLimitsDeserializer: () => accountLimitsDeserializer,
  accountSasParametersSerializer: () => accountSasParametersSerializer,
  accountUsageDeserializer: () => accountUsageDeserializer,
  accountUsageElementsDeserializer: () => accountUsageElementsDeserializer,
  activeDirectoryPropertiesDeserializer: () => activeDirectoryPropertiesDeserializer,
  activeDirectoryPropertiesSerializer: () => activeDirectoryPropertiesSerializer,
  azureEntityResourceDeserializer: () => azureEntityResourceDeserializer,
  azureFilesIdentityBasedAuthenticationDeserializer: () => azureFilesIdentityBasedAuthenticationDeserializer,
  azureFilesIdentityBasedAuthenticationSerializer: () => azureFilesIdentityBasedAuthenticationSerializer,
  blobContainerDeserializer: () => blobContainerDeserializer,
  blobContainerSerializer: () => blobContainerSerializer,
  blobInventoryCreationTimeDeserializer: () => blobInventoryCreationTimeDeserializer,
  blobInventoryCreationTimeSerializer: () => blobInventoryCreationTimeSerializer,
  blobInventoryPolicyArrayDeserializer: () => blobInventoryPolicyArrayDeserializer,
  blobInventoryPolicyArraySerializer: () => blobInventoryPolicyArraySerializer,
  blobInventoryPolicyDefinitionDeserializer: () => blobInventoryPolicyDefinitionDeserializer,
  blobInventoryPolicyDefinitionSerializer: () => blobInventoryPolicyDefinitionSerializer,
  blobInventoryPolicyDeserializer: () => blobInventoryPolicyDeserializer,
  blobInventoryPolicyFilterDeserializer: () => blobInventoryPolicyFilterDeserializer,
  blobInventoryPolicyFilterSerializer: () => blobInventoryPolicyFilterSerializer,
  blobInventoryPolicyPropertiesDeserializer: () => blobInventoryPolicyPropertiesDeserializer,
  blobInventoryPolicyPropertiesSerializer: () => blobInventoryPolicyPropertiesSerializer,
  blobInventoryPolicyRuleArrayDeserializer: () => blobInventoryPolicyRuleArrayDeserializer,
  blobInventoryPolicyRuleArraySerializer: () => blobInventoryPolicyRuleArraySerializer,
  blobInventoryPolicyRuleDeserializer: () => blobInventoryPolicyRuleDeserializer,
  blobInventoryPolicyRuleSerializer: () => blobInventoryPolicyRuleSerializer,
  blobInventoryPolicySchemaDeserializer: () => blobInventoryPolicySchemaDeserializer,
  blobInventoryPolicySchemaSerializer: () => blobInventoryPolicySchemaSerializer,
  blobInventoryPolicySerializer: () => blobInventoryPolicySerializer,
  blobRestoreParametersDeserializer: () => blobRestoreParametersDeserializer,
  blobRestoreParametersSerializer: () => blobRestoreParametersSerializer,
  blobRestoreRangeArrayDeserializer: () => blobRestoreRangeArrayDeserializer,
  blobRestoreRangeArraySerializer: () => blobRestoreRangeArraySerializer,
  blobRestoreRangeDeserializer: () => blobRestoreRangeDeserializer,
  blobRestoreRangeSerializer: () => blobRestoreRangeSerializer,
  blobRestoreStatusDeserializer: () => blobRestoreStatusDeserializer,
  blobServicePropertiesArrayDeserializer: () => blobServicePropertiesArrayDeserializer,
  blobServicePropertiesArraySerializer: () => blobServicePropertiesArraySerializer,
  blobServicePropertiesDeserializer: () => blobServicePropertiesDeserializer,
  blobServicePropertiesPropertiesDeserializer: () => blobServicePropertiesPropertiesDeserializer,
  blobServicePropertiesPropertiesSerializer: () => blobServicePropertiesPropertiesSerializer,
  blobServicePropertiesSerializer: () => blobServicePropertiesSerializer,
  burstingConstantsDeserializer: () => burstingConstantsDeserializer,
  changeFeedDeserializer: () => changeFeedDeserializer,
  changeFeedSerializer: () => changeFeedSerializer,
  checkNameAvailabilityResultDeserializer: () => checkNameAvailabilityResultDeserializer,
  cloudErrorBodyArrayDeserializer: () => cloudErrorBodyArrayDeserializer,
  cloudErrorBodyDeserializer: () => cloudErrorBodyDeserializer,
  cloudErrorDeserializer: () => cloudErrorDeserializer,
  connectorArrayDeserializer: () => connectorArrayDeserializer,
  connectorArraySerializer: () => connectorArraySerializer,
  connectorDeserializer: () => connectorDeserializer,
  connectorSerializer: () => connectorSerializer,
  connectorUpdateSerializer: () => connectorUpdateSerializer,
  containerPropertiesDeserializer: () => containerPropertiesDeserializer,
  containerPropertiesSerializer: () => containerPropertiesSerializer,
  corsRuleArrayDeserializer: () => corsRuleArrayDeserializer,
  corsRuleArraySerializer: () => corsRuleArraySerializer,
  corsRuleDeserializer: () => corsRuleDeserializer,
  corsRuleSerializer: () => corsRuleSerializer,
  corsRulesDeserializer: () => corsRulesDeserializer,
  corsRulesSerializer: () => corsRulesSerializer,
  customDomainDeserializer: () => customDomainDeserializer,
  customDomainSerializer: () => customDomainSerializer,
  dataShareArrayDeserializer: () => dataShareArrayDeserializer,
  dataShareArraySerializer: () => dataShareArraySerializer,
  dataShareConnectionDeserializer: () => dataShareConnectionDeserializer,
  dataShareConnectionSerializer: () => dataShareConnectionSerializer,
  dataShareDeserializer: () => dataShareDeserializer,
  dataShareSerializer: () => dataShareSerializer,
  dataShareSourceDeserializer: () => dataShareSourceDeserializer,
  dataShareSourceSerializer: () => dataShareSourceSerializer,
  dataShareSourceUpdateSerializer: () => dataShareSourceUpdateSerializer,
  dataShareUpdateSerializer: () => dataShareUpdateSerializer,
  dateAfterCreationDeserializer: () => dateAfterCreationDeserializer,
  dateAfterCreationSerializer: () => dateAfterCreationSerializer,
  dateAfterModificationDeserializer: () => dateAfterModificationDeserializer,
  dateAfterModificationSerializer: () => dateAfterModificationSerializer,
  deleteRetentionPolicyDeserializer: () => deleteRetentionPolicyDeserializer,
  deleteRetentionPolicySerializer: () => deleteRetentionPolicySerializer,
  deletedAccountArrayDeserializer: () => deletedAccountArrayDeserializer,
  deletedAccountDeserializer: () => deletedAccountDeserializer,
  deletedAccountPropertiesDeserializer: () => deletedAccountPropertiesDeserializer,
  deletedShareSerializer: () => deletedShareSerializer,
  dimensionArrayDeserializer: () => dimensionArrayDeserializer,
  dimensionDeserializer: () => dimensionDeserializer,
  dualStackEndpointPreferenceDeserializer: () => dualStackEndpointPreferenceDeserializer,
  dualStackEndpointPreferenceSerializer: () => dualStackEndpointPreferenceSerializer,
  encryptionDeserializer: () => encryptionDeserializer,
  encryptionIdentityDeserializer: () => encryptionIdentityDeserializer,
  encryptionIdentitySerializer: () => encryptionIdentitySerializer,
  encryptionInTransitDeserializer: () => encryptionInTransitDeserializer,
  encryptionInTransitSerializer: () => encryptionInTransitSerializer,
  encryptionScopeArrayDeserializer: () => encryptionScopeArrayDeserializer,
  encryptionScopeArraySerializer: () => encryptionScopeArraySerializer,
  encryptionScopeDeserializer: () => encryptionScopeDeserializer,
  encryptionScopeKeyVaultPropertiesDeserializer: () => encryptionScopeKeyVaultPropertiesDeserializer,
  encryptionScopeKeyVaultPropertiesSerializer: () => encryptionScopeKeyVaultPropertiesSerializer,
  encryptionScopePropertiesDeserializer: () => encryptionScopePropertiesDeserializer,
  encryptionScopePropertiesSerializer: () => encryptionScopePropertiesSerializer,
  encryptionScopeSerializer: () => encryptionScopeSerializer,
  encryptionSerializer: () => encryptionSerializer,
  encryptionServiceDeserializer: () => encryptionServiceDeserializer,
  encryptionServiceSerializer: () => encryptionServiceSerializer,
  encryptionServicesDeserializer: () => encryptionServicesDeserializer,
  encryptionServicesSerializer: () => encryptionServicesSerializer,
  endpointsDeserializer: () => endpointsDeserializer,
  errorAdditionalInfoArrayDeserializer: () => errorAdditionalInfoArrayDeserializer,
  errorAdditionalInfoDeserializer: () => errorAdditionalInfoDeserializer,
  errorDetailArrayDeserializer: () => errorDetailArrayDeserializer,
  errorDetailDeserializer: () => errorDetailDeserializer,
  errorResponseBodyDeserializer: () => errorResponseBodyDeserializer,
  errorResponseDeserializer: () => errorResponseDeserializer,
  errorResponseDeserializer_1: () => errorResponseDeserializer_1,
  executionTargetDeserializer: () => executionTargetDeserializer,
  executionTargetSerializer: () => executionTargetSerializer,
  executionTriggerDeserializer: () => executionTriggerDeserializer,
  executionTriggerSerializer: () => executionTriggerSerializer,
  executionTriggerUpdateSerializer: () => executionTriggerUpdateSerializer,
  extendedLocationDeserializer: () => extendedLocationDeserializer,
  extendedLocationSerializer: () => extendedLocationSerializer,
  fileServiceItemsDeserializer: () => fileServiceItemsDeserializer,
  fileServicePropertiesArrayDeserializer: () => fileServicePropertiesArrayDeserializer,
  fileServicePropertiesArraySerializer: () => fileServicePropertiesArraySerializer,
  fileServicePropertiesDeserializer: () => fileServicePropertiesDeserializer,
  fileServicePropertiesPropertiesDeserializer: () => fileServicePropertiesPropertiesDeserializer,
  fileServicePropertiesPropertiesSerializer: () => fileServicePropertiesPropertiesSerializer,
  fileServicePropertiesSerializer: () => fileServicePropertiesSerializer,
  fileServiceUsageArrayDeserializer: () => fileServiceUsageArrayDeserializer,
  fileServiceUsageDeserializer: () => fileServiceUsageDeserializer,
  fileServiceUsagePropertiesDeserializer: () => fileServiceUsagePropertiesDeserializer,
  fileShareDeserializer: () => fileShareDeserializer,
  fileShareItemArrayDeserializer: () => fileShareItemArrayDeserializer,
  fileShareItemDeserializer: () => fileShareItemDeserializer,
  fileShareLimitsDeserializer: () => fileShareLimitsDeserializer,
  fileSharePropertiesDeserializer: () => fileSharePropertiesDeserializer,
  fileSharePropertiesFileSharePaidBurstingDeserializer: () => fileSharePropertiesFileSharePaidBurstingDeserializer,
  fileSharePropertiesFileSharePaidBurstingSerializer: () => fileSharePropertiesFileSharePaidBurstingSerializer,
  fileSharePropertiesSerializer: () => fileSharePropertiesSerializer,
  fileShareRecommendationsDeserializer: () => fileShareRecommendationsDeserializer,
  fileShareSerializer: () => fileShareSerializer,
  geoPriorityReplicationStatusDeserializer: () => geoPriorityReplicationStatusDeserializer,
  geoPriorityReplicationStatusSerializer: () => geoPriorityReplicationStatusSerializer,
  geoReplicationStatsDeserializer: () => geoReplicationStatsDeserializer,
  identityDeserializer: () => identityDeserializer,
  identitySerializer: () => identitySerializer,
  immutabilityPolicyDeserializer: () => immutabilityPolicyDeserializer,
  immutabilityPolicyPropertiesDeserializer: () => immutabilityPolicyPropertiesDeserializer,
  immutabilityPolicyPropertyDeserializer: () => immutabilityPolicyPropertyDeserializer,
  immutabilityPolicyPropertySerializer: () => immutabilityPolicyPropertySerializer,
  immutabilityPolicySerializer: () => immutabilityPolicySerializer,
  immutableStorageAccountDeserializer: () => immutableStorageAccountDeserializer,
  immutableStorageAccountSerializer: () => immutableStorageAccountSerializer,
  immutableStorageWithVersioningDeserializer: () => immutableStorageWithVersioningDeserializer,
  immutableStorageWithVersioningSerializer: () => immutableStorageWithVersioningSerializer,
  ipRuleArrayDeserializer: () => ipRuleArrayDeserializer,
  ipRuleArraySerializer: () => ipRuleArraySerializer,
  ipRuleDeserializer: () => ipRuleDeserializer,
  ipRuleSerializer: () => ipRuleSerializer,
  keyCreationTimeDeserializer: () => keyCreationTimeDeserializer,
  keyPolicyDeserializer: () => keyPolicyDeserializer,
  keyPolicySerializer: () => keyPolicySerializer,
  keyVaultPropertiesDeserializer: () => keyVaultPropertiesDeserializer,
  keyVaultPropertiesSerializer: () => keyVaultPropertiesSerializer,
  lastAccessTimeTrackingPolicyDeserializer: () => lastAccessTimeTrackingPolicyDeserializer,
  lastAccessTimeTrackingPolicySerializer: () => lastAccessTimeTrackingPolicySerializer,
  leaseContainerRequestSerializer: () => leaseContainerRequestSerializer,
  leaseContainerResponseDeserializer: () => leaseContainerResponseDeserializer,
  leaseShareRequestSerializer: () => leaseShareRequestSerializer,
  leaseShareResponseDeserializer: () => leaseShareResponseDeserializer,
  legalHoldDeserializer: () => legalHoldDeserializer,
  legalHoldPropertiesDeserializer: () => legalHoldPropertiesDeserializer,
  legalHoldSerializer: () => legalHoldSerializer,
  listAccountSasResponseDeserializer: () => listAccountSasResponseDeserializer,
  listContainerItemArrayDeserializer: () => listContainerItemArrayDeserializer,
  listContainerItemDeserializer: () => listContainerItemDeserializer,
  listQueueArrayDeserializer: () => listQueueArrayDeserializer,
  listQueueDeserializer: () => listQueueDeserializer,
  listQueuePropertiesDeserializer: () => listQueuePropertiesDeserializer,
  listQueueServicesDeserializer: () => listQueueServicesDeserializer,
  listServiceSasResponseDeserializer: () => listServiceSasResponseDeserializer,
  listTableServicesDeserializer: () => listTableServicesDeserializer,
  localUserArrayDeserializer: () => localUserArrayDeserializer,
  localUserArraySerializer: () => localUserArraySerializer,
  localUserDeserializer: () => localUserDeserializer,
  localUserKeysDeserializer: () => localUserKeysDeserializer,
  localUserPropertiesDeserializer: () => localUserPropertiesDeserializer,
  localUserPropertiesSerializer: () => localUserPropertiesSerializer,
  localUserRegeneratePasswordResultDeserializer: () => localUserRegeneratePasswordResultDeserializer,
  localUserSerializer: () => localUserSerializer,
  managedIdentityAuthPropertiesDeserializer: () => managedIdentityAuthPropertiesDeserializer,
  managedIdentityAuthPropertiesSerializer: () => managedIdentityAuthPropertiesSerializer,
  managedIdentityAuthPropertiesUpdateSerializer: () => managedIdentityAuthPropertiesUpdateSerializer,
  managementPolicyActionDeserializer: () => managementPolicyActionDeserializer,
  managementPolicyActionSerializer: () => managementPolicyActionSerializer,
  managementPolicyBaseBlobDeserializer: () => managementPolicyBaseBlobDeserializer,
  managementPolicyBaseBlobSerializer: () => managementPolicyBaseBlobSerializer,
  managementPolicyDefinitionDeserializer: () => managementPolicyDefinitionDeserializer,
  managementPolicyDefinitionSerializer: () => managementPolicyDefinitionSerializer,
  managementPolicyDeserializer: () => managementPolicyDeserializer,
  managementPolicyFilterDeserializer: () => managementPolicyFilterDeserializer,
  managementPolicyFilterSerializer: () => managementPolicyFilterSerializer,
  managementPolicyPropertiesDeserializer: () => managementPolicyPropertiesDeserializer,
  managementPolicyPropertiesSerializer: () => managementPolicyPropertiesSerializer,
  managementPolicyRuleArrayDeserializer: () => managementPolicyRuleArrayDeserializer,
  managementPolicyRuleArraySerializer: () => managementPolicyRuleArraySerializer,
  managementPolicyRuleDeserializer: () => managementPolicyRuleDeserializer,
  managementPolicyRuleSerializer: () => managementPolicyRuleSerializer,
  managementPolicySchemaDeserializer: () => managementPolicySchemaDeserializer,
  managementPolicySchemaSerializer: () => managementPolicySchemaSerializer,
  managementPolicySerializer: () => managementPolicySerializer,
  managementPolicySnapShotDeserializer: () => managementPolicySnapShotDeserializer,
  managementPolicySnapShotSerializer: () => managementPolicySnapShotSerializer,
  managementPolicyVersionDeserializer: () => managementPolicyVersionDeserializer,
  managementPolicyVersionSerializer: () => managementPolicyVersionSerializer,
  metricSpecificationArrayDeserializer: () => metricSpecificationArrayDeserializer,
  metricSpecificationDeserializer: () => metricSpecificationDeserializer,
  multichannelDeserializer: () => multichannelDeserializer,
  multichannelSerializer: () => multichannelSerializer,
  networkRuleSetDeserializer: () => networkRuleSetDeserializer,
  networkRuleSetSerializer: () => networkRuleSetSerializer,
  networkSecurityPerimeterArrayDeserializer: () => networkSecurityPerimeterArrayDeserializer,
  networkSecurityPerimeterConfigurationArrayDeserializer: () => networkSecurityPerimeterConfigurationArrayDeserializer,
  networkSecurityPerimeterConfigurationDeserializer: () => networkSecurityPerimeterConfigurationDeserializer,
  networkSecurityPerimeterConfigurationPropertiesDeserializer: () => networkSecurityPerimeterConfigurationPropertiesDeserializer,
  networkSecurityPerimeterConfigurationPropertiesProfileDeserializer: () => networkSecurityPerimeterConfigurationPropertiesProfileDeserializer,
  networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer: () => networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer,
  networkSecurityPerimeterDeserializer: () => networkSecurityPerimeterDeserializer,
  nfsSettingDeserializer: () => nfsSettingDeserializer,
  nfsSettingSerializer: () => nfsSettingSerializer,
  nspAccessRuleArrayDeserializer: () => nspAccessRuleArrayDeserializer,
  nspAccessRuleDeserializer: () => nspAccessRuleDeserializer,
  nspAccessRulePropertiesDeserializer: () => nspAccessRulePropertiesDeserializer,
  nspAccessRulePropertiesSubscriptionsItemArrayDeserializer: () => nspAccessRulePropertiesSubscriptionsItemArrayDeserializer,
  nspAccessRulePropertiesSubscriptionsItemDeserializer: () => nspAccessRulePropertiesSubscriptionsItemDeserializer,
  objectReplicationPolicyArrayDeserializer: () => objectReplicationPolicyArrayDeserializer,
  objectReplicationPolicyArraySerializer: () => objectReplicationPolicyArraySerializer,
  objectReplicationPolicyDeserializer: () => objectReplicationPolicyDeserializer,
  objectReplicationPolicyFilterDeserializer: () => objectReplicationPolicyFilterDeserializer,
  objectReplicationPolicyFilterSerializer: () => objectReplicationPolicyFilterSerializer,
  objectReplicationPolicyPropertiesDeserializer: () => objectReplicationPolicyPropertiesDeserializer,
  objectReplicationPolicyPropertiesMetricsDeserializer: () => objectReplicationPolicyPropertiesMetricsDeserializer,
  objectReplicationPolicyPropertiesMetricsSerializer: () => objectReplicationPolicyPropertiesMetricsSerializer,
  objectReplicationPolicyPropertiesPriorityReplicationDeserializer: () => objectReplicationPolicyPropertiesPriorityReplicationDeserializer,
  objectReplicationPolicyPropertiesPriorityReplicationSerializer: () => objectReplicationPolicyPropertiesPriorityReplicationSerializer,
  objectReplicationPolicyPropertiesSerializer: () => objectReplicationPolicyPropertiesSerializer,
  objectReplicationPolicyPropertiesTagsReplicationDeserializer: () => objectReplicationPolicyPropertiesTagsReplicationDeserializer,
  objectReplicationPolicyPropertiesTagsReplicationSerializer: () => objectReplicationPolicyPropertiesTagsReplicationSerializer,
  objectReplicationPolicyRuleArrayDeserializer: () => objectReplicationPolicyRuleArrayDeserializer,
  objectReplicationPolicyRuleArraySerializer: () => objectReplicationPolicyRuleArraySerializer,
  objectReplicationPolicyRuleDeserializer: () => objectReplicationPolicyRuleDeserializer,
  objectReplicationPolicyRuleSerializer: () => objectReplicationPolicyRuleSerializer,
  objectReplicationPolicySerializer: () => objectReplicationPolicySerializer,
  operationArrayDeserializer: () => operationArrayDeserializer,
  operationDeserializer: () => operationDeserializer,
  operationDisplayDeserializer: () => operationDisplayDeserializer,
  operationPropertiesDeserializer: () => operationPropertiesDeserializer,
  permissionScopeArrayDeserializer: () => permissionScopeArrayDeserializer,
  permissionScopeArraySerializer: () => permissionScopeArraySerializer,
  permissionScopeDeserializer: () => permissionScopeDeserializer,
  permissionScopeSerializer: () => permissionScopeSerializer,
  placementDeserializer: () => placementDeserializer,
  placementSerializer: () => placementSerializer,
  privateEndpointConnectionArrayDeserializer: () => privateEndpointConnectionArrayDeserializer,
  privateEndpointConnectionArraySerializer: () => privateEndpointConnectionArraySerializer,
  privateEndpointConnectionDeserializer: () => privateEndpointConnectionDeserializer,
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
  protectedAppendWritesHistoryDeserializer: () => protectedAppendWritesHistoryDeserializer,
  protocolSettingsDeserializer: () => protocolSettingsDeserializer,
  protocolSettingsSerializer: () => protocolSettingsSerializer,
  provisioningIssueArrayDeserializer: () => provisioningIssueArrayDeserializer,
  provisioningIssueDeserializer: () => provisioningIssueDeserializer,
  provisioningIssuePropertiesDeserializer: () => provisioningIssuePropertiesDeserializer,
  proxyResourceDeserializer: () => proxyResourceDeserializer,
  proxyResourceSerializer: () => proxyResourceSerializer,
  queuePropertiesDeserializer: () => queuePropertiesDeserializer,
  queuePropertiesSerializer: () => queuePropertiesSerializer,
  queueServicePropertiesArrayDeserializer: () => queueServicePropertiesArrayDeserializer,
  queueServicePropertiesArraySerializer: () => queueServicePropertiesArraySerializer,
  queueServicePropertiesDeserializer: () => queueServicePropertiesDeserializer,
  queueServicePropertiesPropertiesDeserializer: () => queueServicePropertiesPropertiesDeserializer,
  queueServicePropertiesPropertiesSerializer: () => queueServicePropertiesPropertiesSerializer,
  queueServicePropertiesSerializer: () => queueServicePropertiesSerializer,
  resourceAccessRuleArrayDeserializer: () => resourceAccessRuleArrayDeserializer,
  resourceAccessRuleArraySerializer: () => resourceAccessRuleArraySerializer,
  resourceAccessRuleDeserializer: () => resourceAccessRuleDeserializer,
  resourceAccessRuleSerializer: () => resourceAccessRuleSerializer,
  resourceDeserializer: () => resourceDeserializer,
  resourceSerializer: () => resourceSerializer,
  restorePolicyPropertiesDeserializer: () => restorePolicyPropertiesDeserializer,
  restorePolicyPropertiesSerializer: () => restorePolicyPropertiesSerializer,
  restrictionArrayDeserializer: () => restrictionArrayDeserializer,
  restrictionDeserializer: () => restrictionDeserializer,
  routingPreferenceDeserializer: () => routingPreferenceDeserializer,
  routingPreferenceSerializer: () => routingPreferenceSerializer,
  sasPolicyDeserializer: () => sasPolicyDeserializer,
  sasPolicySerializer: () => sasPolicySerializer,
  serviceSasParametersSerializer: () => serviceSasParametersSerializer,
  serviceSharedKeyAccessPropertiesDeserializer: () => serviceSharedKeyAccessPropertiesDeserializer,
  serviceSharedKeyAccessPropertiesSerializer: () => serviceSharedKeyAccessPropertiesSerializer,
  serviceSpecificationDeserializer: () => serviceSpecificationDeserializer,
  signedIdentifierArrayDeserializer: () => signedIdentifierArrayDeserializer,
  signedIdentifierArraySerializer: () => signedIdentifierArraySerializer,
  signedIdentifierDeserializer: () => signedIdentifierDeserializer,
  signedIdentifierSerializer: () => signedIdentifierSerializer,
  skuCapabilityArrayDeserializer: () => skuCapabilityArrayDeserializer,
  skuCapabilityDeserializer: () => skuCapabilityDeserializer,
  skuDeserializer: () => skuDeserializer,
  skuInformationArrayDeserializer: () => skuInformationArrayDeserializer,
  skuInformationDeserializer: () => skuInformationDeserializer,
  skuInformationLocationInfoItemArrayDeserializer: () => skuInformationLocationInfoItemArrayDeserializer,
  skuInformationLocationInfoItemDeserializer: () => skuInformationLocationInfoItemDeserializer,
  skuSerializer: () => skuSerializer,
  smbOAuthSettingsDeserializer: () => smbOAuthSettingsDeserializer,
  smbOAuthSettingsSerializer: () => smbOAuthSettingsSerializer,
  smbSettingDeserializer: () => smbSettingDeserializer,
  smbSettingSerializer: () => smbSettingSerializer,
  sshPublicKeyArrayDeserializer: () => sshPublicKeyArrayDeserializer,
  sshPublicKeyArraySerializer: () => sshPublicKeyArraySerializer,
  sshPublicKeyDeserializer: () => sshPublicKeyDeserializer,
  sshPublicKeySerializer: () => sshPublicKeySerializer,
  staticWebsiteDeserializer: () => staticWebsiteDeserializer,
  staticWebsiteSerializer: () => staticWebsiteSerializer,
  storageAccountArrayDeserializer: () => storageAccountArrayDeserializer,
  storageAccountCheckNameAvailabilityParametersSerializer: () => storageAccountCheckNameAvailabilityParametersSerializer,
  storageAccountCreateParametersSerializer: () => storageAccountCreateParametersSerializer,
  storageAccountDeserializer: () => storageAccountDeserializer,
  storageAccountInternetEndpointsDeserializer: () => storageAccountInternetEndpointsDeserializer,
  storageAccountIpv6EndpointsDeserializer: () => storageAccountIpv6EndpointsDeserializer,
  storageAccountKeyArrayDeserializer: () => storageAccountKeyArrayDeserializer,
  storageAccountKeyDeserializer: () => storageAccountKeyDeserializer,
  storageAccountListKeysResultDeserializer: () => storageAccountListKeysResultDeserializer,
  storageAccountMicrosoftEndpointsDeserializer: () => storageAccountMicrosoftEndpointsDeserializer,
  storageAccountMigrationDeserializer: () => storageAccountMigrationDeserializer,
  storageAccountMigrationPropertiesDeserializer: () => storageAccountMigrationPropertiesDeserializer,
  storageAccountMigrationPropertiesSerializer: () => storageAccountMigrationPropertiesSerializer,
  storageAccountMigrationSerializer: () => storageAccountMigrationSerializer,
  storageAccountPropertiesCreateParametersSerializer: () => storageAccountPropertiesCreateParametersSerializer,
  storageAccountPropertiesDeserializer: () => storageAccountPropertiesDeserializer,
  storageAccountPropertiesUpdateParametersSerializer: () => storageAccountPropertiesUpdateParametersSerializer,
  storageAccountRegenerateKeyParametersSerializer: () => storageAccountRegenerateKeyParametersSerializer,
  storageAccountSharedKeyAccessPropertiesDeserializer: () => storageAccountSharedKeyAccessPropertiesDeserializer,
  storageAccountSharedKeyAccessPropertiesSerializer: () => storageAccountSharedKeyAccessPropertiesSerializer,
  storageAccountSkuConversionStatusDeserializer: () => storageAccountSkuConversionStatusDeserializer,
  storageAccountUpdateParametersSerializer: () => storageAccountUpdateParametersSerializer,
  storageConnectorAuthPropertiesDeserializer: () => storageConnectorAuthPropertiesDeserializer,
  storageConnectorAuthPropertiesSerializer: () => storageConnectorAuthPropertiesSerializer,
  storageConnectorAuthPropertiesUnionDeserializer: () => storageConnectorAuthPropertiesUnionDeserializer,
  storageConnectorAuthPropertiesUnionSerializer: () => storageConnectorAuthPropertiesUnionSerializer,
  storageConnectorAuthPropertiesUpdateSerializer: () => storageConnectorAuthPropertiesUpdateSerializer,
  storageConnectorAuthPropertiesUpdateUnionSerializer: () => storageConnectorAuthPropertiesUpdateUnionSerializer,
  storageConnectorConnectionDeserializer: () => storageConnectorConnectionDeserializer,
  storageConnectorConnectionSerializer: () => storageConnectorConnectionSerializer,
  storageConnectorConnectionUnionDeserializer: () => storageConnectorConnectionUnionDeserializer,
  storageConnectorConnectionUnionSerializer: () => storageConnectorConnectionUnionSerializer,
  storageConnectorPropertiesDeserializer: () => storageConnectorPropertiesDeserializer,
  storageConnectorPropertiesSerializer: () => storageConnectorPropertiesSerializer,
  storageConnectorPropertiesUpdateSerializer: () => storageConnectorPropertiesUpdateSerializer,
  storageConnectorSourceDeserializer: () => storageConnectorSourceDeserializer,
  storageConnectorSourceSerializer: () => storageConnectorSourceSerializer,
  storageConnectorSourceUnionDeserializer: () => storageConnectorSourceUnionDeserializer,
  storageConnectorSourceUnionSerializer: () => storageConnectorSourceUnionSerializer,
  storageConnectorSourceUpdateSerializer: () => storageConnectorSourceUpdateSerializer,
  storageConnectorSourceUpdateUnionSerializer: () => storageConnectorSourceUpdateUnionSerializer,
  storageDataCollaborationPolicyPropertiesDeserializer: () => storageDataCollaborationPolicyPropertiesDeserializer,
  storageDataCollaborationPolicyPropertiesSerializer: () => storageDataCollaborationPolicyPropertiesSerializer,
  storageDataShareAccessPolicyArrayDeserializer: () => storageDataShareAccessPolicyArrayDeserializer,
  storageDataShareAccessPolicyArraySerializer: () => storageDataShareAccessPolicyArraySerializer,
  storageDataShareAccessPolicyDeserializer: () => storageDataShareAccessPolicyDeserializer,
  storageDataShareAccessPolicySerializer: () => storageDataShareAccessPolicySerializer,
  storageDataShareAssetArrayDeserializer: () => storageDataShareAssetArrayDeserializer,
  storageDataShareAssetArraySerializer: () => storageDataShareAssetArraySerializer,
  storageDataShareAssetDeserializer: () => storageDataShareAssetDeserializer,
  storageDataShareAssetSerializer: () => storageDataShareAssetSerializer,
  storageDataSharePropertiesDeserializer: () => storageDataSharePropertiesDeserializer,
  storageDataSharePropertiesSerializer: () => storageDataSharePropertiesSerializer,
  storageDataSharePropertiesUpdateSerializer: () => storageDataSharePropertiesUpdateSerializer,
  storageQueueDeserializer: () => storageQueueDeserializer,
  storageQueueSerializer: () => storageQueueSerializer,
  storageTaskAssignmentArrayDeserializer: () => storageTaskAssignmentArrayDeserializer,
  storageTaskAssignmentArraySerializer: () => storageTaskAssignmentArraySerializer,
  storageTaskAssignmentDeserializer: () => storageTaskAssignmentDeserializer,
  storageTaskAssignmentExecutionContextDeserializer: () => storageTaskAssignmentExecutionContextDeserializer,
  storageTaskAssignmentExecutionContextSerializer: () => storageTaskAssignmentExecutionContextSerializer,
  storageTaskAssignmentPropertiesDeserializer: () => storageTaskAssignmentPropertiesDeserializer,
  storageTaskAssignmentPropertiesSerializer: () => storageTaskAssignmentPropertiesSerializer,
  storageTaskAssignmentReportDeserializer: () => storageTaskAssignmentReportDeserializer,
  storageTaskAssignmentReportSerializer: () => storageTaskAssignmentReportSerializer,
  storageTaskAssignmentSerializer: () => storageTaskAssignmentSerializer,
  storageTaskAssignmentUpdateExecutionContextSerializer: () => storageTaskAssignmentUpdateExecutionContextSerializer,
  storageTaskAssignmentUpdateParametersSerializer: () => storageTaskAssignmentUpdateParametersSerializer,
  storageTaskAssignmentUpdatePropertiesSerializer: () => storageTaskAssignmentUpdatePropertiesSerializer,
  storageTaskAssignmentUpdateReportSerializer: () => storageTaskAssignmentUpdateReportSerializer,
  storageTaskReportInstanceArrayDeserializer: () => storageTaskReportInstanceArrayDeserializer,
  storageTaskReportInstanceDeserializer: () => storageTaskReportInstanceDeserializer,
  storageTaskReportPropertiesDeserializer: () => storageTaskReportPropertiesDeserializer,
  storageTaskReportPropertiesSerializer: () => storageTaskReportPropertiesSerializer,
  systemDataDeserializer: () => systemDataDeserializer,
  tableAccessPolicyDeserializer: () => tableAccessPolicyDeserializer,
  tableAccessPolicySerializer: () => tableAccessPolicySerializer,
  tableArrayDeserializer: () => tableArrayDeserializer,
  tableArraySerializer: () => tableArraySerializer,
  tableDeserializer: () => tableDeserializer,
  tablePropertiesDeserializer: () => tablePropertiesDeserializer,
  tablePropertiesSerializer: () => tablePropertiesSerializer,
  tableSerializer: () => tableSerializer,
  tableServicePropertiesArrayDeserializer: () => tableServicePropertiesArrayDeserializer,
  tableServicePropertiesArraySerializer: () => tableServicePropertiesArraySerializer,
  tableServicePropertiesDeserializer: () => tableServicePropertiesDeserializer,
  tableServicePropertiesPropertiesDeserializer: () => tableServicePropertiesPropertiesDeserializer,
  tableServicePropertiesPropertiesSerializer: () => tableServicePropertiesPropertiesSerializer,
  tableServicePropertiesSerializer: () => tableServicePropertiesSerializer,
  tableSignedIdentifierArrayDeserializer: () => tableSignedIdentifierArrayDeserializer,
  tableSignedIdentifierArraySerializer: () => tableSignedIdentifierArraySerializer,
  tableSignedIdentifierDeserializer: () => tableSignedIdentifierDeserializer,
  tableSignedIdentifierSerializer: () => tableSignedIdentifierSerializer,
  tagFilterArrayDeserializer: () => tagFilterArrayDeserializer,
  tagFilterArraySerializer: () => tagFilterArraySerializer,
  tagFilterDeserializer: () => tagFilterDeserializer,
  tagFilterSerializer: () => tagFilterSerializer,
  tagPropertyArrayDeserializer: () => tagPropertyArrayDeserializer,
  tagPropertyDeserializer: () => tagPropertyDeserializer,
  testConnectionResponseDeserializer: () => testConnectionResponseDeserializer,
  testExistingConnectionRequestSerializer: () => testExistingConnectionRequestSerializer,
  trackedResourceDeserializer: () => trackedResourceDeserializer,
  trackedResourceSerializer: () => trackedResourceSerializer,
  trackedResourceUpdateSerializer: () => trackedResourceUpdateSerializer,
  triggerParametersDeserializer: () => triggerParametersDeserializer,
  triggerParametersSerializer: () => triggerParametersSerializer,
  triggerParametersUpdateSerializer: () => triggerParametersUpdateSerializer,
  updateHistoryPropertyArrayDeserializer: () => updateHistoryPropertyArrayDeserializer,
  updateHistoryPropertyDeserializer: () => updateHistoryPropertyDeserializer,
  usageArrayDeserializer: () => usageArrayDeserializer,
  usageDeserializer: () => usageDeserializer,
  usageNameDeserializer: () => usageNameDeserializer,
  userAssignedIdentityDeserializer: () => userAssignedIdentityDeserializer,
  userAssignedIdentityRecordDeserializer: () => userAssignedIdentityRecordDeserializer,
  userAssignedIdentityRecordSerializer: () => userAssignedIdentityRecordSerializer,
  userAssignedIdentitySerializer: () => userAssignedIdentitySerializer,
  virtualNetworkRuleArrayDeserializer: () => virtualNetworkRuleArrayDeserializer,
  virtualNetworkRuleArraySerializer: () => virtualNetworkRuleArraySerializer,
  virtualNetworkRuleDeserializer: () => virtualNetworkRuleDeserializer,
  virtualNetworkRuleSerializer: () => virtualNetworkRuleSerializer
});
module.exports = __toCommonJS(models_exports);
var import_check_prop_undefined = require("../static-helpers/serialization/check-prop-undefined.js");
function _operationListResultDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : operationArrayDeserializer(item["value"]),
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
    ...!item["properties"] ? item["properties"] : _operationOperationPropertiesDeserializer(item["properties"])
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
    metricSpecifications: !item["metricSpecifications"] ? item["metricSpecifications"] : metricSpecificationArrayDeserializer(item["metricSpecifications"])
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
    dimensions: !item["dimensions"] ? item["dimensions"] : dimensionArrayDeserializer(item["dimensions"]),
    aggregationType: item["aggregationType"],
    fillGapWithZero: item["fillGapWithZero"],
    category: item["category"],
    resourceIdDimensionNameOverride: item["resourceIdDimensionNameOverride"]
  };
}
function dimensionArrayDeserializer(result) {
  return result.map((item) => {
    return dimensionDeserializer(item);
  });
}
function dimensionDeserializer(item) {
  return {
    name: item["name"],
    displayName: item["displayName"]
  };
}
function errorResponseDeserializer(item) {
  return {
    error: !item["error"] ? item["error"] : errorResponseBodyDeserializer(item["error"])
  };
}
function errorResponseBodyDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"]
  };
}
function blobContainerSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "defaultEncryptionScope",
      "denyEncryptionScopeOverride",
      "publicAccess",
      "metadata",
      "immutableStorageWithVersioning",
      "enableNfsV3RootSquash",
      "enableNfsV3AllSquash"
    ]) ? void 0 : _blobContainerPropertiesSerializer(item)
  };
}
function blobContainerDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _blobContainerPropertiesDeserializer(item["properties"]),
    etag: item["etag"]
  };
}
function containerPropertiesSerializer(item) {
  return {
    defaultEncryptionScope: item["defaultEncryptionScope"],
    denyEncryptionScopeOverride: item["denyEncryptionScopeOverride"],
    publicAccess: item["publicAccess"],
    metadata: item["metadata"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageWithVersioningSerializer(item["immutableStorageWithVersioning"]),
    enableNfsV3RootSquash: item["enableNfsV3RootSquash"],
    enableNfsV3AllSquash: item["enableNfsV3AllSquash"]
  };
}
function containerPropertiesDeserializer(item) {
  return {
    version: item["version"],
    deleted: item["deleted"],
    deletedTime: !item["deletedTime"] ? item["deletedTime"] : new Date(item["deletedTime"]),
    remainingRetentionDays: item["remainingRetentionDays"],
    defaultEncryptionScope: item["defaultEncryptionScope"],
    denyEncryptionScopeOverride: item["denyEncryptionScopeOverride"],
    publicAccess: item["publicAccess"],
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    leaseStatus: item["leaseStatus"],
    leaseState: item["leaseState"],
    leaseDuration: item["leaseDuration"],
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    immutabilityPolicy: !item["immutabilityPolicy"] ? item["immutabilityPolicy"] : immutabilityPolicyPropertiesDeserializer(item["immutabilityPolicy"]),
    legalHold: !item["legalHold"] ? item["legalHold"] : legalHoldPropertiesDeserializer(item["legalHold"]),
    hasLegalHold: item["hasLegalHold"],
    hasImmutabilityPolicy: item["hasImmutabilityPolicy"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageWithVersioningDeserializer(item["immutableStorageWithVersioning"]),
    enableNfsV3RootSquash: item["enableNfsV3RootSquash"],
    enableNfsV3AllSquash: item["enableNfsV3AllSquash"]
  };
}
var KnownLeaseStatus = /* @__PURE__ */ ((KnownLeaseStatus2) => {
  KnownLeaseStatus2["Locked"] = "Locked";
  KnownLeaseStatus2["Unlocked"] = "Unlocked";
  return KnownLeaseStatus2;
})(KnownLeaseStatus || {});
var KnownLeaseState = /* @__PURE__ */ ((KnownLeaseState2) => {
  KnownLeaseState2["Available"] = "Available";
  KnownLeaseState2["Leased"] = "Leased";
  KnownLeaseState2["Expired"] = "Expired";
  KnownLeaseState2["Breaking"] = "Breaking";
  KnownLeaseState2["Broken"] = "Broken";
  return KnownLeaseState2;
})(KnownLeaseState || {});
var KnownLeaseDuration = /* @__PURE__ */ ((KnownLeaseDuration2) => {
  KnownLeaseDuration2["Infinite"] = "Infinite";
  KnownLeaseDuration2["Fixed"] = "Fixed";
  return KnownLeaseDuration2;
})(KnownLeaseDuration || {});
function immutabilityPolicyPropertiesDeserializer(item) {
  return {
    ...!item["properties"] ? item["properties"] : _immutabilityPolicyPropertiesPropertiesDeserializer(item["properties"]),
    etag: item["etag"],
    updateHistory: !item["updateHistory"] ? item["updateHistory"] : updateHistoryPropertyArrayDeserializer(item["updateHistory"])
  };
}
function immutabilityPolicyPropertySerializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function immutabilityPolicyPropertyDeserializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    state: item["state"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
var KnownImmutabilityPolicyState = /* @__PURE__ */ ((KnownImmutabilityPolicyState2) => {
  KnownImmutabilityPolicyState2["Locked"] = "Locked";
  KnownImmutabilityPolicyState2["Unlocked"] = "Unlocked";
  return KnownImmutabilityPolicyState2;
})(KnownImmutabilityPolicyState || {});
function updateHistoryPropertyArrayDeserializer(result) {
  return result.map((item) => {
    return updateHistoryPropertyDeserializer(item);
  });
}
function updateHistoryPropertyDeserializer(item) {
  return {
    update: item["update"],
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    timestamp: !item["timestamp"] ? item["timestamp"] : new Date(item["timestamp"]),
    objectIdentifier: item["objectIdentifier"],
    tenantId: item["tenantId"],
    upn: item["upn"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
var KnownImmutabilityPolicyUpdateType = /* @__PURE__ */ ((KnownImmutabilityPolicyUpdateType2) => {
  KnownImmutabilityPolicyUpdateType2["Put"] = "put";
  KnownImmutabilityPolicyUpdateType2["Lock"] = "lock";
  KnownImmutabilityPolicyUpdateType2["Extend"] = "extend";
  return KnownImmutabilityPolicyUpdateType2;
})(KnownImmutabilityPolicyUpdateType || {});
function legalHoldPropertiesDeserializer(item) {
  return {
    hasLegalHold: item["hasLegalHold"],
    tags: !item["tags"] ? item["tags"] : tagPropertyArrayDeserializer(item["tags"]),
    protectedAppendWritesHistory: !item["protectedAppendWritesHistory"] ? item["protectedAppendWritesHistory"] : protectedAppendWritesHistoryDeserializer(item["protectedAppendWritesHistory"])
  };
}
function tagPropertyArrayDeserializer(result) {
  return result.map((item) => {
    return tagPropertyDeserializer(item);
  });
}
function tagPropertyDeserializer(item) {
  return {
    tag: item["tag"],
    timestamp: !item["timestamp"] ? item["timestamp"] : new Date(item["timestamp"]),
    objectIdentifier: item["objectIdentifier"],
    tenantId: item["tenantId"],
    upn: item["upn"]
  };
}
function protectedAppendWritesHistoryDeserializer(item) {
  return {
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"],
    timestamp: !item["timestamp"] ? item["timestamp"] : new Date(item["timestamp"])
  };
}
function immutableStorageWithVersioningSerializer(item) {
  return { enabled: item["enabled"] };
}
function immutableStorageWithVersioningDeserializer(item) {
  return {
    enabled: item["enabled"],
    timeStamp: !item["timeStamp"] ? item["timeStamp"] : new Date(item["timeStamp"]),
    migrationState: item["migrationState"]
  };
}
var KnownMigrationState = /* @__PURE__ */ ((KnownMigrationState2) => {
  KnownMigrationState2["InProgress"] = "InProgress";
  KnownMigrationState2["Completed"] = "Completed";
  return KnownMigrationState2;
})(KnownMigrationState || {});
function proxyResourceSerializer(_item) {
  return {};
}
function proxyResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"])
  };
}
function resourceSerializer(_item) {
  return {};
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
function legalHoldSerializer(item) {
  return {
    tags: item["tags"].map((p) => {
      return p;
    }),
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function legalHoldDeserializer(item) {
  return {
    hasLegalHold: item["hasLegalHold"],
    tags: item["tags"].map((p) => {
      return p;
    }),
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function leaseContainerRequestSerializer(item) {
  return {
    action: item["action"],
    leaseId: item["leaseId"],
    breakPeriod: item["breakPeriod"],
    leaseDuration: item["leaseDuration"],
    proposedLeaseId: item["proposedLeaseId"]
  };
}
var KnownLeaseContainerRequestAction = /* @__PURE__ */ ((KnownLeaseContainerRequestAction2) => {
  KnownLeaseContainerRequestAction2["Acquire"] = "Acquire";
  KnownLeaseContainerRequestAction2["Renew"] = "Renew";
  KnownLeaseContainerRequestAction2["Change"] = "Change";
  KnownLeaseContainerRequestAction2["Release"] = "Release";
  KnownLeaseContainerRequestAction2["Break"] = "Break";
  return KnownLeaseContainerRequestAction2;
})(KnownLeaseContainerRequestAction || {});
function leaseContainerResponseDeserializer(item) {
  return {
    leaseId: item["leaseId"],
    leaseTimeSeconds: item["leaseTimeSeconds"]
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
    message: item["message"],
    target: item["target"],
    details: !item["details"] ? item["details"] : cloudErrorBodyArrayDeserializer(item["details"])
  };
}
function cloudErrorBodyArrayDeserializer(result) {
  return result.map((item) => {
    return cloudErrorBodyDeserializer(item);
  });
}
function errorDetailDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"],
    target: item["target"],
    details: !item["details"] ? item["details"] : errorDetailArrayDeserializer(item["details"]),
    additionalInfo: !item["additionalInfo"] ? item["additionalInfo"] : errorAdditionalInfoArrayDeserializer(item["additionalInfo"])
  };
}
function errorDetailArrayDeserializer(result) {
  return result.map((item) => {
    return errorDetailDeserializer(item);
  });
}
function errorAdditionalInfoArrayDeserializer(result) {
  return result.map((item) => {
    return errorAdditionalInfoDeserializer(item);
  });
}
function errorAdditionalInfoDeserializer(item) {
  return {
    type: item["type"],
    info: item["info"]
  };
}
function _listContainerItemsDeserializer(item) {
  return {
    value: listContainerItemArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function listContainerItemArrayDeserializer(result) {
  return result.map((item) => {
    return listContainerItemDeserializer(item);
  });
}
function listContainerItemDeserializer(item) {
  return {
    etag: item["etag"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _listContainerItemPropertiesDeserializer(item["properties"])
  };
}
function azureEntityResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    etag: item["etag"]
  };
}
function immutabilityPolicySerializer(item) {
  return { properties: _immutabilityPolicyPropertiesSerializer(item) };
}
function immutabilityPolicyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ..._immutabilityPolicyPropertiesDeserializer(item["properties"]),
    etag: item["etag"]
  };
}
function blobServicePropertiesSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "cors",
      "defaultServiceVersion",
      "deleteRetentionPolicy",
      "staticWebsite",
      "isVersioningEnabled",
      "automaticSnapshotPolicyEnabled",
      "changeFeed",
      "restorePolicy",
      "containerDeleteRetentionPolicy",
      "lastAccessTimeTrackingPolicy"
    ]) ? void 0 : _blobServicePropertiesPropertiesSerializer(item)
  };
}
function blobServicePropertiesDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _blobServicePropertiesPropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : skuDeserializer(item["sku"])
  };
}
function blobServicePropertiesPropertiesSerializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]),
    defaultServiceVersion: item["defaultServiceVersion"],
    deleteRetentionPolicy: !item["deleteRetentionPolicy"] ? item["deleteRetentionPolicy"] : deleteRetentionPolicySerializer(item["deleteRetentionPolicy"]),
    staticWebsite: !item["staticWebsite"] ? item["staticWebsite"] : staticWebsiteSerializer(item["staticWebsite"]),
    isVersioningEnabled: item["isVersioningEnabled"],
    automaticSnapshotPolicyEnabled: item["automaticSnapshotPolicyEnabled"],
    changeFeed: !item["changeFeed"] ? item["changeFeed"] : changeFeedSerializer(item["changeFeed"]),
    restorePolicy: !item["restorePolicy"] ? item["restorePolicy"] : restorePolicyPropertiesSerializer(item["restorePolicy"]),
    containerDeleteRetentionPolicy: !item["containerDeleteRetentionPolicy"] ? item["containerDeleteRetentionPolicy"] : deleteRetentionPolicySerializer(item["containerDeleteRetentionPolicy"]),
    lastAccessTimeTrackingPolicy: !item["lastAccessTimeTrackingPolicy"] ? item["lastAccessTimeTrackingPolicy"] : lastAccessTimeTrackingPolicySerializer(item["lastAccessTimeTrackingPolicy"])
  };
}
function blobServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"]),
    defaultServiceVersion: item["defaultServiceVersion"],
    deleteRetentionPolicy: !item["deleteRetentionPolicy"] ? item["deleteRetentionPolicy"] : deleteRetentionPolicyDeserializer(item["deleteRetentionPolicy"]),
    staticWebsite: !item["staticWebsite"] ? item["staticWebsite"] : staticWebsiteDeserializer(item["staticWebsite"]),
    isVersioningEnabled: item["isVersioningEnabled"],
    automaticSnapshotPolicyEnabled: item["automaticSnapshotPolicyEnabled"],
    changeFeed: !item["changeFeed"] ? item["changeFeed"] : changeFeedDeserializer(item["changeFeed"]),
    restorePolicy: !item["restorePolicy"] ? item["restorePolicy"] : restorePolicyPropertiesDeserializer(item["restorePolicy"]),
    containerDeleteRetentionPolicy: !item["containerDeleteRetentionPolicy"] ? item["containerDeleteRetentionPolicy"] : deleteRetentionPolicyDeserializer(item["containerDeleteRetentionPolicy"]),
    lastAccessTimeTrackingPolicy: !item["lastAccessTimeTrackingPolicy"] ? item["lastAccessTimeTrackingPolicy"] : lastAccessTimeTrackingPolicyDeserializer(item["lastAccessTimeTrackingPolicy"])
  };
}
function corsRulesSerializer(item) {
  return {
    corsRules: !item["corsRules"] ? item["corsRules"] : corsRuleArraySerializer(item["corsRules"])
  };
}
function corsRulesDeserializer(item) {
  return {
    corsRules: !item["corsRules"] ? item["corsRules"] : corsRuleArrayDeserializer(item["corsRules"])
  };
}
function corsRuleArraySerializer(result) {
  return result.map((item) => {
    return corsRuleSerializer(item);
  });
}
function corsRuleArrayDeserializer(result) {
  return result.map((item) => {
    return corsRuleDeserializer(item);
  });
}
function corsRuleSerializer(item) {
  return {
    allowedOrigins: item["allowedOrigins"].map((p) => {
      return p;
    }),
    allowedMethods: item["allowedMethods"].map((p) => {
      return p;
    }),
    maxAgeInSeconds: item["maxAgeInSeconds"],
    exposedHeaders: item["exposedHeaders"].map((p) => {
      return p;
    }),
    allowedHeaders: item["allowedHeaders"].map((p) => {
      return p;
    })
  };
}
function corsRuleDeserializer(item) {
  return {
    allowedOrigins: item["allowedOrigins"].map((p) => {
      return p;
    }),
    allowedMethods: item["allowedMethods"].map((p) => {
      return p;
    }),
    maxAgeInSeconds: item["maxAgeInSeconds"],
    exposedHeaders: item["exposedHeaders"].map((p) => {
      return p;
    }),
    allowedHeaders: item["allowedHeaders"].map((p) => {
      return p;
    })
  };
}
var KnownAllowedMethods = /* @__PURE__ */ ((KnownAllowedMethods2) => {
  KnownAllowedMethods2["Delete"] = "DELETE";
  KnownAllowedMethods2["GET"] = "GET";
  KnownAllowedMethods2["Head"] = "HEAD";
  KnownAllowedMethods2["Merge"] = "MERGE";
  KnownAllowedMethods2["Post"] = "POST";
  KnownAllowedMethods2["Options"] = "OPTIONS";
  KnownAllowedMethods2["PUT"] = "PUT";
  KnownAllowedMethods2["Patch"] = "PATCH";
  KnownAllowedMethods2["Connect"] = "CONNECT";
  KnownAllowedMethods2["Trace"] = "TRACE";
  return KnownAllowedMethods2;
})(KnownAllowedMethods || {});
function deleteRetentionPolicySerializer(item) {
  return {
    enabled: item["enabled"],
    days: item["days"],
    allowPermanentDelete: item["allowPermanentDelete"]
  };
}
function deleteRetentionPolicyDeserializer(item) {
  return {
    enabled: item["enabled"],
    days: item["days"],
    allowPermanentDelete: item["allowPermanentDelete"]
  };
}
function staticWebsiteSerializer(item) {
  return {
    enabled: item["enabled"],
    indexDocument: item["indexDocument"],
    defaultIndexDocumentPath: item["defaultIndexDocumentPath"],
    errorDocument404Path: item["errorDocument404Path"]
  };
}
function staticWebsiteDeserializer(item) {
  return {
    enabled: item["enabled"],
    indexDocument: item["indexDocument"],
    defaultIndexDocumentPath: item["defaultIndexDocumentPath"],
    errorDocument404Path: item["errorDocument404Path"]
  };
}
function changeFeedSerializer(item) {
  return { enabled: item["enabled"], retentionInDays: item["retentionInDays"] };
}
function changeFeedDeserializer(item) {
  return {
    enabled: item["enabled"],
    retentionInDays: item["retentionInDays"]
  };
}
function restorePolicyPropertiesSerializer(item) {
  return { enabled: item["enabled"], days: item["days"] };
}
function restorePolicyPropertiesDeserializer(item) {
  return {
    enabled: item["enabled"],
    days: item["days"],
    lastEnabledTime: !item["lastEnabledTime"] ? item["lastEnabledTime"] : new Date(item["lastEnabledTime"]),
    minRestoreTime: !item["minRestoreTime"] ? item["minRestoreTime"] : new Date(item["minRestoreTime"])
  };
}
function lastAccessTimeTrackingPolicySerializer(item) {
  return {
    enable: item["enable"],
    name: item["name"],
    trackingGranularityInDays: item["trackingGranularityInDays"],
    blobType: !item["blobType"] ? item["blobType"] : item["blobType"].map((p) => {
      return p;
    })
  };
}
function lastAccessTimeTrackingPolicyDeserializer(item) {
  return {
    enable: item["enable"],
    name: item["name"],
    trackingGranularityInDays: item["trackingGranularityInDays"],
    blobType: !item["blobType"] ? item["blobType"] : item["blobType"].map((p) => {
      return p;
    })
  };
}
var KnownName = /* @__PURE__ */ ((KnownName2) => {
  KnownName2["AccessTimeTracking"] = "AccessTimeTracking";
  return KnownName2;
})(KnownName || {});
function skuSerializer(item) {
  return { name: item["name"] };
}
function skuDeserializer(item) {
  return {
    name: item["name"],
    tier: item["tier"]
  };
}
var KnownSkuName = /* @__PURE__ */ ((KnownSkuName2) => {
  KnownSkuName2["StandardLRS"] = "Standard_LRS";
  KnownSkuName2["StandardGRS"] = "Standard_GRS";
  KnownSkuName2["StandardRagrs"] = "Standard_RAGRS";
  KnownSkuName2["StandardZRS"] = "Standard_ZRS";
  KnownSkuName2["PremiumLRS"] = "Premium_LRS";
  KnownSkuName2["PremiumZRS"] = "Premium_ZRS";
  KnownSkuName2["StandardGzrs"] = "Standard_GZRS";
  KnownSkuName2["StandardRagzrs"] = "Standard_RAGZRS";
  KnownSkuName2["StandardV2LRS"] = "StandardV2_LRS";
  KnownSkuName2["StandardV2GRS"] = "StandardV2_GRS";
  KnownSkuName2["StandardV2ZRS"] = "StandardV2_ZRS";
  KnownSkuName2["StandardV2Gzrs"] = "StandardV2_GZRS";
  KnownSkuName2["PremiumV2LRS"] = "PremiumV2_LRS";
  KnownSkuName2["PremiumV2ZRS"] = "PremiumV2_ZRS";
  return KnownSkuName2;
})(KnownSkuName || {});
function _blobServiceItemsDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : blobServicePropertiesArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function blobServicePropertiesArraySerializer(result) {
  return result.map((item) => {
    return blobServicePropertiesSerializer(item);
  });
}
function blobServicePropertiesArrayDeserializer(result) {
  return result.map((item) => {
    return blobServicePropertiesDeserializer(item);
  });
}
function storageAccountCheckNameAvailabilityParametersSerializer(item) {
  return { name: item["name"], type: item["type"] };
}
function checkNameAvailabilityResultDeserializer(item) {
  return {
    nameAvailable: item["nameAvailable"],
    reason: item["reason"],
    message: item["message"]
  };
}
function storageAccountDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _storageAccountPropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : skuDeserializer(item["sku"]),
    kind: item["kind"],
    identity: !item["identity"] ? item["identity"] : identityDeserializer(item["identity"]),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationDeserializer(item["extendedLocation"]),
    zones: !item["zones"] ? item["zones"] : item["zones"].map((p) => {
      return p;
    }),
    placement: !item["placement"] ? item["placement"] : placementDeserializer(item["placement"])
  };
}
function storageAccountPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    primaryEndpoints: !item["primaryEndpoints"] ? item["primaryEndpoints"] : endpointsDeserializer(item["primaryEndpoints"]),
    primaryLocation: item["primaryLocation"],
    statusOfPrimary: item["statusOfPrimary"],
    lastGeoFailoverTime: !item["lastGeoFailoverTime"] ? item["lastGeoFailoverTime"] : new Date(item["lastGeoFailoverTime"]),
    secondaryLocation: item["secondaryLocation"],
    statusOfSecondary: item["statusOfSecondary"],
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
    customDomain: !item["customDomain"] ? item["customDomain"] : customDomainDeserializer(item["customDomain"]),
    sasPolicy: !item["sasPolicy"] ? item["sasPolicy"] : sasPolicyDeserializer(item["sasPolicy"]),
    keyPolicy: !item["keyPolicy"] ? item["keyPolicy"] : keyPolicyDeserializer(item["keyPolicy"]),
    keyCreationTime: !item["keyCreationTime"] ? item["keyCreationTime"] : keyCreationTimeDeserializer(item["keyCreationTime"]),
    secondaryEndpoints: !item["secondaryEndpoints"] ? item["secondaryEndpoints"] : endpointsDeserializer(item["secondaryEndpoints"]),
    encryption: !item["encryption"] ? item["encryption"] : encryptionDeserializer(item["encryption"]),
    accessTier: item["accessTier"],
    azureFilesIdentityBasedAuthentication: !item["azureFilesIdentityBasedAuthentication"] ? item["azureFilesIdentityBasedAuthentication"] : azureFilesIdentityBasedAuthenticationDeserializer(
      item["azureFilesIdentityBasedAuthentication"]
    ),
    enableHttpsTrafficOnly: item["supportsHttpsTrafficOnly"],
    networkRuleSet: !item["networkAcls"] ? item["networkAcls"] : networkRuleSetDeserializer(item["networkAcls"]),
    isSftpEnabled: item["isSftpEnabled"],
    isLocalUserEnabled: item["isLocalUserEnabled"],
    enableExtendedGroups: item["enableExtendedGroups"],
    isHnsEnabled: item["isHnsEnabled"],
    geoReplicationStats: !item["geoReplicationStats"] ? item["geoReplicationStats"] : geoReplicationStatsDeserializer(item["geoReplicationStats"]),
    failoverInProgress: item["failoverInProgress"],
    largeFileSharesState: item["largeFileSharesState"],
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : privateEndpointConnectionArrayDeserializer(item["privateEndpointConnections"]),
    routingPreference: !item["routingPreference"] ? item["routingPreference"] : routingPreferenceDeserializer(item["routingPreference"]),
    dualStackEndpointPreference: !item["dualStackEndpointPreference"] ? item["dualStackEndpointPreference"] : dualStackEndpointPreferenceDeserializer(item["dualStackEndpointPreference"]),
    blobRestoreStatus: !item["blobRestoreStatus"] ? item["blobRestoreStatus"] : blobRestoreStatusDeserializer(item["blobRestoreStatus"]),
    allowBlobPublicAccess: item["allowBlobPublicAccess"],
    minimumTlsVersion: item["minimumTlsVersion"],
    allowSharedKeyAccess: item["allowSharedKeyAccess"],
    enableNfsV3: item["isNfsV3Enabled"],
    allowCrossTenantReplication: item["allowCrossTenantReplication"],
    defaultToOAuthAuthentication: item["defaultToOAuthAuthentication"],
    publicNetworkAccess: item["publicNetworkAccess"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageAccountDeserializer(item["immutableStorageWithVersioning"]),
    allowedCopyScope: item["allowedCopyScope"],
    storageAccountSkuConversionStatus: !item["storageAccountSkuConversionStatus"] ? item["storageAccountSkuConversionStatus"] : storageAccountSkuConversionStatusDeserializer(item["storageAccountSkuConversionStatus"]),
    dnsEndpointType: item["dnsEndpointType"],
    isSkuConversionBlocked: item["isSkuConversionBlocked"],
    accountMigrationInProgress: item["accountMigrationInProgress"],
    geoPriorityReplicationStatus: !item["geoPriorityReplicationStatus"] ? item["geoPriorityReplicationStatus"] : geoPriorityReplicationStatusDeserializer(item["geoPriorityReplicationStatus"]),
    allowSharedKeyAccessForServices: !item["allowSharedKeyAccessForServices"] ? item["allowSharedKeyAccessForServices"] : storageAccountSharedKeyAccessPropertiesDeserializer(
      item["allowSharedKeyAccessForServices"]
    ),
    dataCollaborationPolicyProperties: !item["dataCollaborationPolicyProperties"] ? item["dataCollaborationPolicyProperties"] : storageDataCollaborationPolicyPropertiesDeserializer(
      item["dataCollaborationPolicyProperties"]
    )
  };
}
function endpointsDeserializer(item) {
  return {
    blob: item["blob"],
    queue: item["queue"],
    table: item["table"],
    file: item["file"],
    web: item["web"],
    dfs: item["dfs"],
    microsoftEndpoints: !item["microsoftEndpoints"] ? item["microsoftEndpoints"] : storageAccountMicrosoftEndpointsDeserializer(item["microsoftEndpoints"]),
    internetEndpoints: !item["internetEndpoints"] ? item["internetEndpoints"] : storageAccountInternetEndpointsDeserializer(item["internetEndpoints"]),
    ipv6Endpoints: !item["ipv6Endpoints"] ? item["ipv6Endpoints"] : storageAccountIpv6EndpointsDeserializer(item["ipv6Endpoints"])
  };
}
function storageAccountMicrosoftEndpointsDeserializer(item) {
  return {
    blob: item["blob"],
    queue: item["queue"],
    table: item["table"],
    file: item["file"],
    web: item["web"],
    dfs: item["dfs"]
  };
}
function storageAccountInternetEndpointsDeserializer(item) {
  return {
    blob: item["blob"],
    file: item["file"],
    web: item["web"],
    dfs: item["dfs"]
  };
}
function storageAccountIpv6EndpointsDeserializer(item) {
  return {
    blob: item["blob"],
    queue: item["queue"],
    table: item["table"],
    file: item["file"],
    web: item["web"],
    dfs: item["dfs"],
    microsoftEndpoints: !item["microsoftEndpoints"] ? item["microsoftEndpoints"] : storageAccountMicrosoftEndpointsDeserializer(item["microsoftEndpoints"]),
    internetEndpoints: !item["internetEndpoints"] ? item["internetEndpoints"] : storageAccountInternetEndpointsDeserializer(item["internetEndpoints"])
  };
}
function customDomainSerializer(item) {
  return { name: item["name"], useSubDomainName: item["useSubDomainName"] };
}
function customDomainDeserializer(item) {
  return {
    name: item["name"],
    useSubDomainName: item["useSubDomainName"]
  };
}
function sasPolicySerializer(item) {
  return {
    sasExpirationPeriod: item["sasExpirationPeriod"],
    expirationAction: item["expirationAction"]
  };
}
function sasPolicyDeserializer(item) {
  return {
    sasExpirationPeriod: item["sasExpirationPeriod"],
    expirationAction: item["expirationAction"]
  };
}
var KnownExpirationAction = /* @__PURE__ */ ((KnownExpirationAction2) => {
  KnownExpirationAction2["Log"] = "Log";
  KnownExpirationAction2["Block"] = "Block";
  return KnownExpirationAction2;
})(KnownExpirationAction || {});
function keyPolicySerializer(item) {
  return { keyExpirationPeriodInDays: item["keyExpirationPeriodInDays"] };
}
function keyPolicyDeserializer(item) {
  return {
    keyExpirationPeriodInDays: item["keyExpirationPeriodInDays"]
  };
}
function keyCreationTimeDeserializer(item) {
  return {
    key1: !item["key1"] ? item["key1"] : new Date(item["key1"]),
    key2: !item["key2"] ? item["key2"] : new Date(item["key2"])
  };
}
function encryptionSerializer(item) {
  return {
    services: !item["services"] ? item["services"] : encryptionServicesSerializer(item["services"]),
    keySource: item["keySource"],
    requireInfrastructureEncryption: item["requireInfrastructureEncryption"],
    keyvaultproperties: !item["keyVaultProperties"] ? item["keyVaultProperties"] : keyVaultPropertiesSerializer(item["keyVaultProperties"]),
    identity: !item["encryptionIdentity"] ? item["encryptionIdentity"] : encryptionIdentitySerializer(item["encryptionIdentity"])
  };
}
function encryptionDeserializer(item) {
  return {
    services: !item["services"] ? item["services"] : encryptionServicesDeserializer(item["services"]),
    keySource: item["keySource"],
    requireInfrastructureEncryption: item["requireInfrastructureEncryption"],
    keyVaultProperties: !item["keyvaultproperties"] ? item["keyvaultproperties"] : keyVaultPropertiesDeserializer(item["keyvaultproperties"]),
    encryptionIdentity: !item["identity"] ? item["identity"] : encryptionIdentityDeserializer(item["identity"])
  };
}
function encryptionServicesSerializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : encryptionServiceSerializer(item["blob"]),
    file: !item["file"] ? item["file"] : encryptionServiceSerializer(item["file"]),
    table: !item["table"] ? item["table"] : encryptionServiceSerializer(item["table"]),
    queue: !item["queue"] ? item["queue"] : encryptionServiceSerializer(item["queue"])
  };
}
function encryptionServicesDeserializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : encryptionServiceDeserializer(item["blob"]),
    file: !item["file"] ? item["file"] : encryptionServiceDeserializer(item["file"]),
    table: !item["table"] ? item["table"] : encryptionServiceDeserializer(item["table"]),
    queue: !item["queue"] ? item["queue"] : encryptionServiceDeserializer(item["queue"])
  };
}
function encryptionServiceSerializer(item) {
  return { enabled: item["enabled"], keyType: item["keyType"] };
}
function encryptionServiceDeserializer(item) {
  return {
    enabled: item["enabled"],
    lastEnabledTime: !item["lastEnabledTime"] ? item["lastEnabledTime"] : new Date(item["lastEnabledTime"]),
    keyType: item["keyType"]
  };
}
var KnownKeyType = /* @__PURE__ */ ((KnownKeyType2) => {
  KnownKeyType2["Service"] = "Service";
  KnownKeyType2["Account"] = "Account";
  return KnownKeyType2;
})(KnownKeyType || {});
var KnownKeySource = /* @__PURE__ */ ((KnownKeySource2) => {
  KnownKeySource2["MicrosoftStorage"] = "Microsoft.Storage";
  KnownKeySource2["MicrosoftKeyvault"] = "Microsoft.Keyvault";
  return KnownKeySource2;
})(KnownKeySource || {});
function keyVaultPropertiesSerializer(item) {
  return {
    keyname: item["keyName"],
    keyversion: item["keyVersion"],
    keyvaulturi: item["keyVaultUri"]
  };
}
function keyVaultPropertiesDeserializer(item) {
  return {
    keyName: item["keyname"],
    keyVersion: item["keyversion"],
    keyVaultUri: item["keyvaulturi"],
    currentVersionedKeyIdentifier: item["currentVersionedKeyIdentifier"],
    lastKeyRotationTimestamp: !item["lastKeyRotationTimestamp"] ? item["lastKeyRotationTimestamp"] : new Date(item["lastKeyRotationTimestamp"]),
    currentVersionedKeyExpirationTimestamp: !item["currentVersionedKeyExpirationTimestamp"] ? item["currentVersionedKeyExpirationTimestamp"] : new Date(item["currentVersionedKeyExpirationTimestamp"])
  };
}
function encryptionIdentitySerializer(item) {
  return {
    userAssignedIdentity: item["encryptionUserAssignedIdentity"],
    federatedIdentityClientId: item["encryptionFederatedIdentityClientId"]
  };
}
function encryptionIdentityDeserializer(item) {
  return {
    encryptionUserAssignedIdentity: item["userAssignedIdentity"],
    encryptionFederatedIdentityClientId: item["federatedIdentityClientId"]
  };
}
function azureFilesIdentityBasedAuthenticationSerializer(item) {
  return {
    directoryServiceOptions: item["directoryServiceOptions"],
    activeDirectoryProperties: !item["activeDirectoryProperties"] ? item["activeDirectoryProperties"] : activeDirectoryPropertiesSerializer(item["activeDirectoryProperties"]),
    defaultSharePermission: item["defaultSharePermission"],
    smbOAuthSettings: !item["smbOAuthSettings"] ? item["smbOAuthSettings"] : smbOAuthSettingsSerializer(item["smbOAuthSettings"])
  };
}
function azureFilesIdentityBasedAuthenticationDeserializer(item) {
  return {
    directoryServiceOptions: item["directoryServiceOptions"],
    activeDirectoryProperties: !item["activeDirectoryProperties"] ? item["activeDirectoryProperties"] : activeDirectoryPropertiesDeserializer(item["activeDirectoryProperties"]),
    defaultSharePermission: item["defaultSharePermission"],
    smbOAuthSettings: !item["smbOAuthSettings"] ? item["smbOAuthSettings"] : smbOAuthSettingsDeserializer(item["smbOAuthSettings"])
  };
}
var KnownDirectoryServiceOptions = /* @__PURE__ */ ((KnownDirectoryServiceOptions2) => {
  KnownDirectoryServiceOptions2["None"] = "None";
  KnownDirectoryServiceOptions2["Aadds"] = "AADDS";
  KnownDirectoryServiceOptions2["AD"] = "AD";
  KnownDirectoryServiceOptions2["Aadkerb"] = "AADKERB";
  return KnownDirectoryServiceOptions2;
})(KnownDirectoryServiceOptions || {});
function activeDirectoryPropertiesSerializer(item) {
  return {
    domainName: item["domainName"],
    netBiosDomainName: item["netBiosDomainName"],
    forestName: item["forestName"],
    domainGuid: item["domainGuid"],
    domainSid: item["domainSid"],
    azureStorageSid: item["azureStorageSid"],
    samAccountName: item["samAccountName"],
    accountType: item["accountType"]
  };
}
function activeDirectoryPropertiesDeserializer(item) {
  return {
    domainName: item["domainName"],
    netBiosDomainName: item["netBiosDomainName"],
    forestName: item["forestName"],
    domainGuid: item["domainGuid"],
    domainSid: item["domainSid"],
    azureStorageSid: item["azureStorageSid"],
    samAccountName: item["samAccountName"],
    accountType: item["accountType"]
  };
}
var KnownAccountType = /* @__PURE__ */ ((KnownAccountType2) => {
  KnownAccountType2["User"] = "User";
  KnownAccountType2["Computer"] = "Computer";
  return KnownAccountType2;
})(KnownAccountType || {});
var KnownDefaultSharePermission = /* @__PURE__ */ ((KnownDefaultSharePermission2) => {
  KnownDefaultSharePermission2["None"] = "None";
  KnownDefaultSharePermission2["StorageFileDataSmbShareReader"] = "StorageFileDataSmbShareReader";
  KnownDefaultSharePermission2["StorageFileDataSmbShareContributor"] = "StorageFileDataSmbShareContributor";
  KnownDefaultSharePermission2["StorageFileDataSmbShareElevatedContributor"] = "StorageFileDataSmbShareElevatedContributor";
  return KnownDefaultSharePermission2;
})(KnownDefaultSharePermission || {});
function smbOAuthSettingsSerializer(item) {
  return { isSmbOAuthEnabled: item["isSmbOAuthEnabled"] };
}
function smbOAuthSettingsDeserializer(item) {
  return {
    isSmbOAuthEnabled: item["isSmbOAuthEnabled"]
  };
}
function networkRuleSetSerializer(item) {
  return {
    bypass: item["bypass"],
    resourceAccessRules: !item["resourceAccessRules"] ? item["resourceAccessRules"] : resourceAccessRuleArraySerializer(item["resourceAccessRules"]),
    virtualNetworkRules: !item["virtualNetworkRules"] ? item["virtualNetworkRules"] : virtualNetworkRuleArraySerializer(item["virtualNetworkRules"]),
    ipRules: !item["ipRules"] ? item["ipRules"] : ipRuleArraySerializer(item["ipRules"]),
    ipv6Rules: !item["ipv6Rules"] ? item["ipv6Rules"] : ipRuleArraySerializer(item["ipv6Rules"]),
    defaultAction: item["defaultAction"]
  };
}
function networkRuleSetDeserializer(item) {
  return {
    bypass: item["bypass"],
    resourceAccessRules: !item["resourceAccessRules"] ? item["resourceAccessRules"] : resourceAccessRuleArrayDeserializer(item["resourceAccessRules"]),
    virtualNetworkRules: !item["virtualNetworkRules"] ? item["virtualNetworkRules"] : virtualNetworkRuleArrayDeserializer(item["virtualNetworkRules"]),
    ipRules: !item["ipRules"] ? item["ipRules"] : ipRuleArrayDeserializer(item["ipRules"]),
    ipv6Rules: !item["ipv6Rules"] ? item["ipv6Rules"] : ipRuleArrayDeserializer(item["ipv6Rules"]),
    defaultAction: item["defaultAction"]
  };
}
var KnownBypass = /* @__PURE__ */ ((KnownBypass2) => {
  KnownBypass2["None"] = "None";
  KnownBypass2["Logging"] = "Logging";
  KnownBypass2["Metrics"] = "Metrics";
  KnownBypass2["AzureServices"] = "AzureServices";
  return KnownBypass2;
})(KnownBypass || {});
function resourceAccessRuleArraySerializer(result) {
  return result.map((item) => {
    return resourceAccessRuleSerializer(item);
  });
}
function resourceAccessRuleArrayDeserializer(result) {
  return result.map((item) => {
    return resourceAccessRuleDeserializer(item);
  });
}
function resourceAccessRuleSerializer(item) {
  return { tenantId: item["tenantId"], resourceId: item["resourceId"] };
}
function resourceAccessRuleDeserializer(item) {
  return {
    tenantId: item["tenantId"],
    resourceId: item["resourceId"]
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
  return { id: item["virtualNetworkResourceId"], action: item["action"], state: item["state"] };
}
function virtualNetworkRuleDeserializer(item) {
  return {
    virtualNetworkResourceId: item["id"],
    action: item["action"],
    state: item["state"]
  };
}
var KnownState = /* @__PURE__ */ ((KnownState2) => {
  KnownState2["Provisioning"] = "Provisioning";
  KnownState2["Deprovisioning"] = "Deprovisioning";
  KnownState2["Succeeded"] = "Succeeded";
  KnownState2["Failed"] = "Failed";
  KnownState2["NetworkSourceDeleted"] = "NetworkSourceDeleted";
  return KnownState2;
})(KnownState || {});
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
  return { value: item["iPAddressOrRange"], action: item["action"] };
}
function ipRuleDeserializer(item) {
  return {
    iPAddressOrRange: item["value"],
    action: item["action"]
  };
}
function geoReplicationStatsDeserializer(item) {
  return {
    status: item["status"],
    lastSyncTime: !item["lastSyncTime"] ? item["lastSyncTime"] : new Date(item["lastSyncTime"]),
    canFailover: item["canFailover"],
    canPlannedFailover: item["canPlannedFailover"],
    postFailoverRedundancy: item["postFailoverRedundancy"],
    postPlannedFailoverRedundancy: item["postPlannedFailoverRedundancy"]
  };
}
var KnownGeoReplicationStatus = /* @__PURE__ */ ((KnownGeoReplicationStatus2) => {
  KnownGeoReplicationStatus2["Live"] = "Live";
  KnownGeoReplicationStatus2["Bootstrap"] = "Bootstrap";
  KnownGeoReplicationStatus2["Unavailable"] = "Unavailable";
  return KnownGeoReplicationStatus2;
})(KnownGeoReplicationStatus || {});
var KnownPostFailoverRedundancy = /* @__PURE__ */ ((KnownPostFailoverRedundancy2) => {
  KnownPostFailoverRedundancy2["StandardLRS"] = "Standard_LRS";
  KnownPostFailoverRedundancy2["StandardZRS"] = "Standard_ZRS";
  return KnownPostFailoverRedundancy2;
})(KnownPostFailoverRedundancy || {});
var KnownPostPlannedFailoverRedundancy = /* @__PURE__ */ ((KnownPostPlannedFailoverRedundancy2) => {
  KnownPostPlannedFailoverRedundancy2["StandardGRS"] = "Standard_GRS";
  KnownPostPlannedFailoverRedundancy2["StandardGzrs"] = "Standard_GZRS";
  KnownPostPlannedFailoverRedundancy2["StandardRagrs"] = "Standard_RAGRS";
  KnownPostPlannedFailoverRedundancy2["StandardRagzrs"] = "Standard_RAGZRS";
  return KnownPostPlannedFailoverRedundancy2;
})(KnownPostPlannedFailoverRedundancy || {});
var KnownLargeFileSharesState = /* @__PURE__ */ ((KnownLargeFileSharesState2) => {
  KnownLargeFileSharesState2["Disabled"] = "Disabled";
  KnownLargeFileSharesState2["Enabled"] = "Enabled";
  return KnownLargeFileSharesState2;
})(KnownLargeFileSharesState || {});
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
function privateEndpointConnectionSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["privateEndpoint", "privateLinkServiceConnectionState"]) ? void 0 : _privateEndpointConnectionPropertiesSerializer(item)
  };
}
function privateEndpointConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _privateEndpointConnectionPropertiesDeserializer(item["properties"])
  };
}
function privateEndpointConnectionPropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: privateLinkServiceConnectionStateSerializer(
      item["privateLinkServiceConnectionState"]
    )
  };
}
function privateEndpointConnectionPropertiesDeserializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : privateEndpointDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: privateLinkServiceConnectionStateDeserializer(
      item["privateLinkServiceConnectionState"]
    ),
    provisioningState: item["provisioningState"]
  };
}
function privateEndpointSerializer(_item) {
  return {};
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
    actionRequired: item["actionRequired"]
  };
}
function privateLinkServiceConnectionStateDeserializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionRequired: item["actionRequired"]
  };
}
var KnownPrivateEndpointServiceConnectionStatus = /* @__PURE__ */ ((KnownPrivateEndpointServiceConnectionStatus2) => {
  KnownPrivateEndpointServiceConnectionStatus2["Pending"] = "Pending";
  KnownPrivateEndpointServiceConnectionStatus2["Approved"] = "Approved";
  KnownPrivateEndpointServiceConnectionStatus2["Rejected"] = "Rejected";
  return KnownPrivateEndpointServiceConnectionStatus2;
})(KnownPrivateEndpointServiceConnectionStatus || {});
var KnownPrivateEndpointConnectionProvisioningState = /* @__PURE__ */ ((KnownPrivateEndpointConnectionProvisioningState2) => {
  KnownPrivateEndpointConnectionProvisioningState2["Succeeded"] = "Succeeded";
  KnownPrivateEndpointConnectionProvisioningState2["Creating"] = "Creating";
  KnownPrivateEndpointConnectionProvisioningState2["Deleting"] = "Deleting";
  KnownPrivateEndpointConnectionProvisioningState2["Failed"] = "Failed";
  return KnownPrivateEndpointConnectionProvisioningState2;
})(KnownPrivateEndpointConnectionProvisioningState || {});
function routingPreferenceSerializer(item) {
  return {
    routingChoice: item["routingChoice"],
    publishMicrosoftEndpoints: item["publishMicrosoftEndpoints"],
    publishInternetEndpoints: item["publishInternetEndpoints"]
  };
}
function routingPreferenceDeserializer(item) {
  return {
    routingChoice: item["routingChoice"],
    publishMicrosoftEndpoints: item["publishMicrosoftEndpoints"],
    publishInternetEndpoints: item["publishInternetEndpoints"]
  };
}
var KnownRoutingChoice = /* @__PURE__ */ ((KnownRoutingChoice2) => {
  KnownRoutingChoice2["MicrosoftRouting"] = "MicrosoftRouting";
  KnownRoutingChoice2["InternetRouting"] = "InternetRouting";
  return KnownRoutingChoice2;
})(KnownRoutingChoice || {});
function dualStackEndpointPreferenceSerializer(item) {
  return { publishIpv6Endpoint: item["publishIpv6Endpoint"] };
}
function dualStackEndpointPreferenceDeserializer(item) {
  return {
    publishIpv6Endpoint: item["publishIpv6Endpoint"]
  };
}
function blobRestoreStatusDeserializer(item) {
  return {
    status: item["status"],
    failureReason: item["failureReason"],
    restoreId: item["restoreId"],
    parameters: !item["parameters"] ? item["parameters"] : blobRestoreParametersDeserializer(item["parameters"])
  };
}
var KnownBlobRestoreProgressStatus = /* @__PURE__ */ ((KnownBlobRestoreProgressStatus2) => {
  KnownBlobRestoreProgressStatus2["InProgress"] = "InProgress";
  KnownBlobRestoreProgressStatus2["Complete"] = "Complete";
  KnownBlobRestoreProgressStatus2["Failed"] = "Failed";
  return KnownBlobRestoreProgressStatus2;
})(KnownBlobRestoreProgressStatus || {});
function blobRestoreParametersSerializer(item) {
  return {
    timeToRestore: item["timeToRestore"].toISOString(),
    blobRanges: blobRestoreRangeArraySerializer(item["blobRanges"])
  };
}
function blobRestoreParametersDeserializer(item) {
  return {
    timeToRestore: new Date(item["timeToRestore"]),
    blobRanges: blobRestoreRangeArrayDeserializer(item["blobRanges"])
  };
}
function blobRestoreRangeArraySerializer(result) {
  return result.map((item) => {
    return blobRestoreRangeSerializer(item);
  });
}
function blobRestoreRangeArrayDeserializer(result) {
  return result.map((item) => {
    return blobRestoreRangeDeserializer(item);
  });
}
function blobRestoreRangeSerializer(item) {
  return { startRange: item["startRange"], endRange: item["endRange"] };
}
function blobRestoreRangeDeserializer(item) {
  return {
    startRange: item["startRange"],
    endRange: item["endRange"]
  };
}
var KnownMinimumTlsVersion = /* @__PURE__ */ ((KnownMinimumTlsVersion2) => {
  KnownMinimumTlsVersion2["TLS10"] = "TLS1_0";
  KnownMinimumTlsVersion2["TLS11"] = "TLS1_1";
  KnownMinimumTlsVersion2["TLS12"] = "TLS1_2";
  KnownMinimumTlsVersion2["TLS13"] = "TLS1_3";
  return KnownMinimumTlsVersion2;
})(KnownMinimumTlsVersion || {});
var KnownPublicNetworkAccess = /* @__PURE__ */ ((KnownPublicNetworkAccess2) => {
  KnownPublicNetworkAccess2["Enabled"] = "Enabled";
  KnownPublicNetworkAccess2["Disabled"] = "Disabled";
  KnownPublicNetworkAccess2["SecuredByPerimeter"] = "SecuredByPerimeter";
  return KnownPublicNetworkAccess2;
})(KnownPublicNetworkAccess || {});
function immutableStorageAccountSerializer(item) {
  return {
    enabled: item["enabled"],
    immutabilityPolicy: !item["immutabilityPolicy"] ? item["immutabilityPolicy"] : accountImmutabilityPolicyPropertiesSerializer(item["immutabilityPolicy"])
  };
}
function immutableStorageAccountDeserializer(item) {
  return {
    enabled: item["enabled"],
    immutabilityPolicy: !item["immutabilityPolicy"] ? item["immutabilityPolicy"] : accountImmutabilityPolicyPropertiesDeserializer(item["immutabilityPolicy"])
  };
}
function accountImmutabilityPolicyPropertiesSerializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    state: item["state"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"]
  };
}
function accountImmutabilityPolicyPropertiesDeserializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    state: item["state"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"]
  };
}
var KnownAccountImmutabilityPolicyState = /* @__PURE__ */ ((KnownAccountImmutabilityPolicyState2) => {
  KnownAccountImmutabilityPolicyState2["Unlocked"] = "Unlocked";
  KnownAccountImmutabilityPolicyState2["Locked"] = "Locked";
  KnownAccountImmutabilityPolicyState2["Disabled"] = "Disabled";
  return KnownAccountImmutabilityPolicyState2;
})(KnownAccountImmutabilityPolicyState || {});
var KnownAllowedCopyScope = /* @__PURE__ */ ((KnownAllowedCopyScope2) => {
  KnownAllowedCopyScope2["PrivateLink"] = "PrivateLink";
  KnownAllowedCopyScope2["AAD"] = "AAD";
  KnownAllowedCopyScope2["All"] = "All";
  return KnownAllowedCopyScope2;
})(KnownAllowedCopyScope || {});
function storageAccountSkuConversionStatusDeserializer(item) {
  return {
    skuConversionStatus: item["skuConversionStatus"],
    targetSkuName: item["targetSkuName"],
    startTime: item["startTime"],
    endTime: item["endTime"]
  };
}
var KnownSkuConversionStatus = /* @__PURE__ */ ((KnownSkuConversionStatus2) => {
  KnownSkuConversionStatus2["InProgress"] = "InProgress";
  KnownSkuConversionStatus2["Succeeded"] = "Succeeded";
  KnownSkuConversionStatus2["Failed"] = "Failed";
  return KnownSkuConversionStatus2;
})(KnownSkuConversionStatus || {});
var KnownDnsEndpointType = /* @__PURE__ */ ((KnownDnsEndpointType2) => {
  KnownDnsEndpointType2["Standard"] = "Standard";
  KnownDnsEndpointType2["AzureDnsZone"] = "AzureDnsZone";
  return KnownDnsEndpointType2;
})(KnownDnsEndpointType || {});
function geoPriorityReplicationStatusSerializer(item) {
  return { isBlobEnabled: item["isBlobEnabled"] };
}
function geoPriorityReplicationStatusDeserializer(item) {
  return {
    isBlobEnabled: item["isBlobEnabled"]
  };
}
function storageAccountSharedKeyAccessPropertiesSerializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : serviceSharedKeyAccessPropertiesSerializer(item["blob"]),
    file: !item["file"] ? item["file"] : serviceSharedKeyAccessPropertiesSerializer(item["file"]),
    table: !item["table"] ? item["table"] : serviceSharedKeyAccessPropertiesSerializer(item["table"]),
    queue: !item["queue"] ? item["queue"] : serviceSharedKeyAccessPropertiesSerializer(item["queue"])
  };
}
function storageAccountSharedKeyAccessPropertiesDeserializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : serviceSharedKeyAccessPropertiesDeserializer(item["blob"]),
    file: !item["file"] ? item["file"] : serviceSharedKeyAccessPropertiesDeserializer(item["file"]),
    table: !item["table"] ? item["table"] : serviceSharedKeyAccessPropertiesDeserializer(item["table"]),
    queue: !item["queue"] ? item["queue"] : serviceSharedKeyAccessPropertiesDeserializer(item["queue"])
  };
}
function serviceSharedKeyAccessPropertiesSerializer(item) {
  return { enabled: item["enabled"] };
}
function serviceSharedKeyAccessPropertiesDeserializer(item) {
  return {
    enabled: item["enabled"]
  };
}
function storageDataCollaborationPolicyPropertiesSerializer(item) {
  return {
    allowStorageConnectors: item["allowStorageConnectors"],
    allowStorageDataShares: item["allowStorageDataShares"],
    allowCrossTenantDataSharing: item["allowCrossTenantDataSharing"]
  };
}
function storageDataCollaborationPolicyPropertiesDeserializer(item) {
  return {
    allowStorageConnectors: item["allowStorageConnectors"],
    allowStorageDataShares: item["allowStorageDataShares"],
    allowCrossTenantDataSharing: item["allowCrossTenantDataSharing"]
  };
}
var KnownKind = /* @__PURE__ */ ((KnownKind2) => {
  KnownKind2["Storage"] = "Storage";
  KnownKind2["StorageV2"] = "StorageV2";
  KnownKind2["BlobStorage"] = "BlobStorage";
  KnownKind2["FileStorage"] = "FileStorage";
  KnownKind2["BlockBlobStorage"] = "BlockBlobStorage";
  return KnownKind2;
})(KnownKind || {});
function identitySerializer(item) {
  return {
    type: item["type"],
    userAssignedIdentities: !item["userAssignedIdentities"] ? item["userAssignedIdentities"] : userAssignedIdentityRecordSerializer(item["userAssignedIdentities"])
  };
}
function identityDeserializer(item) {
  return {
    principalId: item["principalId"],
    tenantId: item["tenantId"],
    type: item["type"],
    userAssignedIdentities: !item["userAssignedIdentities"] ? item["userAssignedIdentities"] : userAssignedIdentityRecordDeserializer(item["userAssignedIdentities"])
  };
}
var KnownIdentityType = /* @__PURE__ */ ((KnownIdentityType2) => {
  KnownIdentityType2["None"] = "None";
  KnownIdentityType2["SystemAssigned"] = "SystemAssigned";
  KnownIdentityType2["UserAssigned"] = "UserAssigned";
  KnownIdentityType2["SystemAssignedUserAssigned"] = "SystemAssigned,UserAssigned";
  return KnownIdentityType2;
})(KnownIdentityType || {});
function userAssignedIdentityRecordSerializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : userAssignedIdentitySerializer(item[key]);
  });
  return result;
}
function userAssignedIdentityRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : userAssignedIdentityDeserializer(item[key]);
  });
  return result;
}
function userAssignedIdentitySerializer(_item) {
  return {};
}
function userAssignedIdentityDeserializer(item) {
  return {
    principalId: item["principalId"],
    clientId: item["clientId"]
  };
}
function extendedLocationSerializer(item) {
  return { name: item["name"], type: item["type"] };
}
function extendedLocationDeserializer(item) {
  return {
    name: item["name"],
    type: item["type"]
  };
}
var KnownExtendedLocationTypes = /* @__PURE__ */ ((KnownExtendedLocationTypes2) => {
  KnownExtendedLocationTypes2["EdgeZone"] = "EdgeZone";
  return KnownExtendedLocationTypes2;
})(KnownExtendedLocationTypes || {});
function placementSerializer(item) {
  return { zonePlacementPolicy: item["zonePlacementPolicy"] };
}
function placementDeserializer(item) {
  return {
    zonePlacementPolicy: item["zonePlacementPolicy"]
  };
}
var KnownZonePlacementPolicy = /* @__PURE__ */ ((KnownZonePlacementPolicy2) => {
  KnownZonePlacementPolicy2["Any"] = "Any";
  KnownZonePlacementPolicy2["None"] = "None";
  return KnownZonePlacementPolicy2;
})(KnownZonePlacementPolicy || {});
function trackedResourceSerializer(item) {
  return { tags: item["tags"], location: item["location"] };
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
function storageAccountCreateParametersSerializer(item) {
  return {
    sku: skuSerializer(item["sku"]),
    kind: item["kind"],
    location: item["location"],
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationSerializer(item["extendedLocation"]),
    zones: !item["zones"] ? item["zones"] : item["zones"].map((p) => {
      return p;
    }),
    placement: !item["placement"] ? item["placement"] : placementSerializer(item["placement"]),
    tags: item["tags"],
    identity: !item["identity"] ? item["identity"] : identitySerializer(item["identity"]),
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "allowedCopyScope",
      "publicNetworkAccess",
      "sasPolicy",
      "keyPolicy",
      "customDomain",
      "encryption",
      "NetworkRuleSet",
      "accessTier",
      "azureFilesIdentityBasedAuthentication",
      "EnableHttpsTrafficOnly",
      "IsSftpEnabled",
      "IsLocalUserEnabled",
      "EnableExtendedGroups",
      "IsHnsEnabled",
      "largeFileSharesState",
      "RoutingPreference",
      "dualStackEndpointPreference",
      "AllowBlobPublicAccess",
      "minimumTlsVersion",
      "allowSharedKeyAccess",
      "EnableNfsV3",
      "allowCrossTenantReplication",
      "defaultToOAuthAuthentication",
      "ImmutableStorageWithVersioning",
      "dnsEndpointType",
      "geoPriorityReplicationStatus",
      "allowSharedKeyAccessForServices",
      "dataCollaborationPolicyProperties"
    ]) ? void 0 : _storageAccountCreateParametersPropertiesSerializer(item)
  };
}
function storageAccountPropertiesCreateParametersSerializer(item) {
  return {
    allowedCopyScope: item["allowedCopyScope"],
    publicNetworkAccess: item["publicNetworkAccess"],
    sasPolicy: !item["sasPolicy"] ? item["sasPolicy"] : sasPolicySerializer(item["sasPolicy"]),
    keyPolicy: !item["keyPolicy"] ? item["keyPolicy"] : keyPolicySerializer(item["keyPolicy"]),
    customDomain: !item["customDomain"] ? item["customDomain"] : customDomainSerializer(item["customDomain"]),
    encryption: !item["encryption"] ? item["encryption"] : encryptionSerializer(item["encryption"]),
    networkAcls: !item["networkRuleSet"] ? item["networkRuleSet"] : networkRuleSetSerializer(item["networkRuleSet"]),
    accessTier: item["accessTier"],
    azureFilesIdentityBasedAuthentication: !item["azureFilesIdentityBasedAuthentication"] ? item["azureFilesIdentityBasedAuthentication"] : azureFilesIdentityBasedAuthenticationSerializer(
      item["azureFilesIdentityBasedAuthentication"]
    ),
    supportsHttpsTrafficOnly: item["enableHttpsTrafficOnly"],
    isSftpEnabled: item["isSftpEnabled"],
    isLocalUserEnabled: item["isLocalUserEnabled"],
    enableExtendedGroups: item["enableExtendedGroups"],
    isHnsEnabled: item["isHnsEnabled"],
    largeFileSharesState: item["largeFileSharesState"],
    routingPreference: !item["routingPreference"] ? item["routingPreference"] : routingPreferenceSerializer(item["routingPreference"]),
    dualStackEndpointPreference: !item["dualStackEndpointPreference"] ? item["dualStackEndpointPreference"] : dualStackEndpointPreferenceSerializer(item["dualStackEndpointPreference"]),
    allowBlobPublicAccess: item["allowBlobPublicAccess"],
    minimumTlsVersion: item["minimumTlsVersion"],
    allowSharedKeyAccess: item["allowSharedKeyAccess"],
    isNfsV3Enabled: item["enableNfsV3"],
    allowCrossTenantReplication: item["allowCrossTenantReplication"],
    defaultToOAuthAuthentication: item["defaultToOAuthAuthentication"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageAccountSerializer(item["immutableStorageWithVersioning"]),
    dnsEndpointType: item["dnsEndpointType"],
    geoPriorityReplicationStatus: !item["geoPriorityReplicationStatus"] ? item["geoPriorityReplicationStatus"] : geoPriorityReplicationStatusSerializer(item["geoPriorityReplicationStatus"]),
    allowSharedKeyAccessForServices: !item["allowSharedKeyAccessForServices"] ? item["allowSharedKeyAccessForServices"] : storageAccountSharedKeyAccessPropertiesSerializer(item["allowSharedKeyAccessForServices"]),
    dataCollaborationPolicyProperties: !item["dataCollaborationPolicyProperties"] ? item["dataCollaborationPolicyProperties"] : storageDataCollaborationPolicyPropertiesSerializer(
      item["dataCollaborationPolicyProperties"]
    )
  };
}
function storageAccountUpdateParametersSerializer(item) {
  return {
    sku: !item["sku"] ? item["sku"] : skuSerializer(item["sku"]),
    tags: item["tags"],
    identity: !item["identity"] ? item["identity"] : identitySerializer(item["identity"]),
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "customDomain",
      "encryption",
      "sasPolicy",
      "keyPolicy",
      "accessTier",
      "azureFilesIdentityBasedAuthentication",
      "EnableHttpsTrafficOnly",
      "IsSftpEnabled",
      "IsLocalUserEnabled",
      "EnableExtendedGroups",
      "NetworkRuleSet",
      "largeFileSharesState",
      "RoutingPreference",
      "dualStackEndpointPreference",
      "AllowBlobPublicAccess",
      "minimumTlsVersion",
      "allowSharedKeyAccess",
      "allowCrossTenantReplication",
      "defaultToOAuthAuthentication",
      "publicNetworkAccess",
      "ImmutableStorageWithVersioning",
      "allowedCopyScope",
      "dnsEndpointType",
      "geoPriorityReplicationStatus",
      "allowSharedKeyAccessForServices",
      "dataCollaborationPolicyProperties"
    ]) ? void 0 : _storageAccountUpdateParametersPropertiesSerializer(item),
    kind: item["kind"],
    zones: !item["zones"] ? item["zones"] : item["zones"].map((p) => {
      return p;
    }),
    placement: !item["placement"] ? item["placement"] : placementSerializer(item["placement"])
  };
}
function storageAccountPropertiesUpdateParametersSerializer(item) {
  return {
    customDomain: !item["customDomain"] ? item["customDomain"] : customDomainSerializer(item["customDomain"]),
    encryption: !item["encryption"] ? item["encryption"] : encryptionSerializer(item["encryption"]),
    sasPolicy: !item["sasPolicy"] ? item["sasPolicy"] : sasPolicySerializer(item["sasPolicy"]),
    keyPolicy: !item["keyPolicy"] ? item["keyPolicy"] : keyPolicySerializer(item["keyPolicy"]),
    accessTier: item["accessTier"],
    azureFilesIdentityBasedAuthentication: !item["azureFilesIdentityBasedAuthentication"] ? item["azureFilesIdentityBasedAuthentication"] : azureFilesIdentityBasedAuthenticationSerializer(
      item["azureFilesIdentityBasedAuthentication"]
    ),
    supportsHttpsTrafficOnly: item["enableHttpsTrafficOnly"],
    isSftpEnabled: item["isSftpEnabled"],
    isLocalUserEnabled: item["isLocalUserEnabled"],
    enableExtendedGroups: item["enableExtendedGroups"],
    networkAcls: !item["networkRuleSet"] ? item["networkRuleSet"] : networkRuleSetSerializer(item["networkRuleSet"]),
    largeFileSharesState: item["largeFileSharesState"],
    routingPreference: !item["routingPreference"] ? item["routingPreference"] : routingPreferenceSerializer(item["routingPreference"]),
    dualStackEndpointPreference: !item["dualStackEndpointPreference"] ? item["dualStackEndpointPreference"] : dualStackEndpointPreferenceSerializer(item["dualStackEndpointPreference"]),
    allowBlobPublicAccess: item["allowBlobPublicAccess"],
    minimumTlsVersion: item["minimumTlsVersion"],
    allowSharedKeyAccess: item["allowSharedKeyAccess"],
    allowCrossTenantReplication: item["allowCrossTenantReplication"],
    defaultToOAuthAuthentication: item["defaultToOAuthAuthentication"],
    publicNetworkAccess: item["publicNetworkAccess"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageAccountSerializer(item["immutableStorageWithVersioning"]),
    allowedCopyScope: item["allowedCopyScope"],
    dnsEndpointType: item["dnsEndpointType"],
    geoPriorityReplicationStatus: !item["geoPriorityReplicationStatus"] ? item["geoPriorityReplicationStatus"] : geoPriorityReplicationStatusSerializer(item["geoPriorityReplicationStatus"]),
    allowSharedKeyAccessForServices: !item["allowSharedKeyAccessForServices"] ? item["allowSharedKeyAccessForServices"] : storageAccountSharedKeyAccessPropertiesSerializer(item["allowSharedKeyAccessForServices"]),
    dataCollaborationPolicyProperties: !item["dataCollaborationPolicyProperties"] ? item["dataCollaborationPolicyProperties"] : storageDataCollaborationPolicyPropertiesSerializer(
      item["dataCollaborationPolicyProperties"]
    )
  };
}
function _storageAccountListResultDeserializer(item) {
  return {
    value: storageAccountArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function storageAccountArrayDeserializer(result) {
  return result.map((item) => {
    return storageAccountDeserializer(item);
  });
}
function storageAccountListKeysResultDeserializer(item) {
  return {
    keys: !item["keys"] ? item["keys"] : storageAccountKeyArrayDeserializer(item["keys"])
  };
}
function storageAccountKeyArrayDeserializer(result) {
  return result.map((item) => {
    return storageAccountKeyDeserializer(item);
  });
}
function storageAccountKeyDeserializer(item) {
  return {
    keyName: item["keyName"],
    value: item["value"],
    permissions: item["permissions"],
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"])
  };
}
function storageAccountRegenerateKeyParametersSerializer(item) {
  return { keyName: item["keyName"] };
}
function accountSasParametersSerializer(item) {
  return {
    signedServices: item["services"],
    signedResourceTypes: item["resourceTypes"],
    signedPermission: item["permissions"],
    signedIp: item["iPAddressOrRange"],
    signedProtocol: item["protocols"],
    signedStart: !item["sharedAccessStartTime"] ? item["sharedAccessStartTime"] : item["sharedAccessStartTime"].toISOString(),
    signedExpiry: item["sharedAccessExpiryTime"].toISOString(),
    keyToSign: item["keyToSign"]
  };
}
var KnownServices = /* @__PURE__ */ ((KnownServices2) => {
  KnownServices2["B"] = "b";
  KnownServices2["Q"] = "q";
  KnownServices2["T"] = "t";
  KnownServices2["F"] = "f";
  return KnownServices2;
})(KnownServices || {});
var KnownSignedResourceTypes = /* @__PURE__ */ ((KnownSignedResourceTypes2) => {
  KnownSignedResourceTypes2["S"] = "s";
  KnownSignedResourceTypes2["C"] = "c";
  KnownSignedResourceTypes2["O"] = "o";
  return KnownSignedResourceTypes2;
})(KnownSignedResourceTypes || {});
var KnownPermissions = /* @__PURE__ */ ((KnownPermissions2) => {
  KnownPermissions2["R"] = "r";
  KnownPermissions2["D"] = "d";
  KnownPermissions2["W"] = "w";
  KnownPermissions2["L"] = "l";
  KnownPermissions2["A"] = "a";
  KnownPermissions2["C"] = "c";
  KnownPermissions2["U"] = "u";
  KnownPermissions2["P"] = "p";
  return KnownPermissions2;
})(KnownPermissions || {});
function listAccountSasResponseDeserializer(item) {
  return {
    accountSasToken: item["accountSasToken"]
  };
}
function serviceSasParametersSerializer(item) {
  return {
    canonicalizedResource: item["canonicalizedResource"],
    signedResource: item["resource"],
    signedPermission: item["permissions"],
    signedIp: item["iPAddressOrRange"],
    signedProtocol: item["protocols"],
    signedStart: !item["sharedAccessStartTime"] ? item["sharedAccessStartTime"] : item["sharedAccessStartTime"].toISOString(),
    signedExpiry: !item["sharedAccessExpiryTime"] ? item["sharedAccessExpiryTime"] : item["sharedAccessExpiryTime"].toISOString(),
    signedIdentifier: item["identifier"],
    startPk: item["partitionKeyStart"],
    endPk: item["partitionKeyEnd"],
    startRk: item["rowKeyStart"],
    endRk: item["rowKeyEnd"],
    keyToSign: item["keyToSign"],
    rscc: item["cacheControl"],
    rscd: item["contentDisposition"],
    rsce: item["contentEncoding"],
    rscl: item["contentLanguage"],
    rsct: item["contentType"]
  };
}
var KnownSignedResource = /* @__PURE__ */ ((KnownSignedResource2) => {
  KnownSignedResource2["B"] = "b";
  KnownSignedResource2["C"] = "c";
  KnownSignedResource2["F"] = "f";
  KnownSignedResource2["S"] = "s";
  return KnownSignedResource2;
})(KnownSignedResource || {});
function listServiceSasResponseDeserializer(item) {
  return {
    serviceSasToken: item["serviceSasToken"]
  };
}
function storageAccountMigrationSerializer(item) {
  return { properties: _storageAccountMigrationPropertiesSerializer(item) };
}
function storageAccountMigrationDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ..._storageAccountMigrationPropertiesDeserializer(item["properties"])
  };
}
function storageAccountMigrationPropertiesSerializer(item) {
  return { targetSkuName: item["targetSkuName"] };
}
function storageAccountMigrationPropertiesDeserializer(item) {
  return {
    targetSkuName: item["targetSkuName"],
    migrationStatus: item["migrationStatus"],
    migrationFailedReason: item["migrationFailedReason"],
    migrationFailedDetailedReason: item["migrationFailedDetailedReason"]
  };
}
var KnownMigrationStatus = /* @__PURE__ */ ((KnownMigrationStatus2) => {
  KnownMigrationStatus2["Invalid"] = "Invalid";
  KnownMigrationStatus2["SubmittedForConversion"] = "SubmittedForConversion";
  KnownMigrationStatus2["InProgress"] = "InProgress";
  KnownMigrationStatus2["Complete"] = "Complete";
  KnownMigrationStatus2["Failed"] = "Failed";
  return KnownMigrationStatus2;
})(KnownMigrationStatus || {});
var KnownMigrationName = /* @__PURE__ */ ((KnownMigrationName2) => {
  KnownMigrationName2["Default"] = "default";
  return KnownMigrationName2;
})(KnownMigrationName || {});
function fileShareSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "metadata",
      "shareQuota",
      "provisionedIops",
      "provisionedBandwidthMibps",
      "enabledProtocols",
      "rootSquash",
      "accessTier",
      "signedIdentifiers",
      "fileSharePaidBursting"
    ]) ? void 0 : _fileSharePropertiesSerializer(item)
  };
}
function fileShareDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _fileSharePropertiesDeserializer(item["properties"]),
    etag: item["etag"]
  };
}
function fileSharePropertiesSerializer(item) {
  return {
    metadata: item["metadata"],
    shareQuota: item["shareQuota"],
    provisionedIops: item["provisionedIops"],
    provisionedBandwidthMibps: item["provisionedBandwidthMibps"],
    enabledProtocols: item["enabledProtocols"],
    rootSquash: item["rootSquash"],
    accessTier: item["accessTier"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : signedIdentifierArraySerializer(item["signedIdentifiers"]),
    fileSharePaidBursting: !item["fileSharePaidBursting"] ? item["fileSharePaidBursting"] : fileSharePropertiesFileSharePaidBurstingSerializer(item["fileSharePaidBursting"])
  };
}
function fileSharePropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    shareQuota: item["shareQuota"],
    provisionedIops: item["provisionedIops"],
    provisionedBandwidthMibps: item["provisionedBandwidthMibps"],
    includedBurstIops: item["includedBurstIops"],
    maxBurstCreditsForIops: item["maxBurstCreditsForIops"],
    nextAllowedQuotaDowngradeTime: !item["nextAllowedQuotaDowngradeTime"] ? item["nextAllowedQuotaDowngradeTime"] : new Date(item["nextAllowedQuotaDowngradeTime"]),
    nextAllowedProvisionedIopsDowngradeTime: !item["nextAllowedProvisionedIopsDowngradeTime"] ? item["nextAllowedProvisionedIopsDowngradeTime"] : new Date(item["nextAllowedProvisionedIopsDowngradeTime"]),
    nextAllowedProvisionedBandwidthDowngradeTime: !item["nextAllowedProvisionedBandwidthDowngradeTime"] ? item["nextAllowedProvisionedBandwidthDowngradeTime"] : new Date(item["nextAllowedProvisionedBandwidthDowngradeTime"]),
    enabledProtocols: item["enabledProtocols"],
    rootSquash: item["rootSquash"],
    version: item["version"],
    deleted: item["deleted"],
    deletedTime: !item["deletedTime"] ? item["deletedTime"] : new Date(item["deletedTime"]),
    remainingRetentionDays: item["remainingRetentionDays"],
    accessTier: item["accessTier"],
    accessTierChangeTime: !item["accessTierChangeTime"] ? item["accessTierChangeTime"] : new Date(item["accessTierChangeTime"]),
    accessTierStatus: item["accessTierStatus"],
    shareUsageBytes: item["shareUsageBytes"],
    leaseStatus: item["leaseStatus"],
    leaseState: item["leaseState"],
    leaseDuration: item["leaseDuration"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : signedIdentifierArrayDeserializer(item["signedIdentifiers"]),
    snapshotTime: !item["snapshotTime"] ? item["snapshotTime"] : new Date(item["snapshotTime"]),
    fileSharePaidBursting: !item["fileSharePaidBursting"] ? item["fileSharePaidBursting"] : fileSharePropertiesFileSharePaidBurstingDeserializer(item["fileSharePaidBursting"])
  };
}
var KnownEnabledProtocols = /* @__PURE__ */ ((KnownEnabledProtocols2) => {
  KnownEnabledProtocols2["SMB"] = "SMB";
  KnownEnabledProtocols2["NFS"] = "NFS";
  return KnownEnabledProtocols2;
})(KnownEnabledProtocols || {});
var KnownRootSquashType = /* @__PURE__ */ ((KnownRootSquashType2) => {
  KnownRootSquashType2["NoRootSquash"] = "NoRootSquash";
  KnownRootSquashType2["RootSquash"] = "RootSquash";
  KnownRootSquashType2["AllSquash"] = "AllSquash";
  return KnownRootSquashType2;
})(KnownRootSquashType || {});
var KnownShareAccessTier = /* @__PURE__ */ ((KnownShareAccessTier2) => {
  KnownShareAccessTier2["TransactionOptimized"] = "TransactionOptimized";
  KnownShareAccessTier2["Hot"] = "Hot";
  KnownShareAccessTier2["Cool"] = "Cool";
  KnownShareAccessTier2["Premium"] = "Premium";
  return KnownShareAccessTier2;
})(KnownShareAccessTier || {});
function signedIdentifierArraySerializer(result) {
  return result.map((item) => {
    return signedIdentifierSerializer(item);
  });
}
function signedIdentifierArrayDeserializer(result) {
  return result.map((item) => {
    return signedIdentifierDeserializer(item);
  });
}
function signedIdentifierSerializer(item) {
  return {
    id: item["id"],
    accessPolicy: !item["accessPolicy"] ? item["accessPolicy"] : accessPolicySerializer(item["accessPolicy"])
  };
}
function signedIdentifierDeserializer(item) {
  return {
    id: item["id"],
    accessPolicy: !item["accessPolicy"] ? item["accessPolicy"] : accessPolicyDeserializer(item["accessPolicy"])
  };
}
function accessPolicySerializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
    expiryTime: !item["expiryTime"] ? item["expiryTime"] : item["expiryTime"].toISOString(),
    permission: item["permission"]
  };
}
function accessPolicyDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    expiryTime: !item["expiryTime"] ? item["expiryTime"] : new Date(item["expiryTime"]),
    permission: item["permission"]
  };
}
function fileSharePropertiesFileSharePaidBurstingSerializer(item) {
  return {
    paidBurstingEnabled: item["paidBurstingEnabled"],
    paidBurstingMaxIops: item["paidBurstingMaxIops"],
    paidBurstingMaxBandwidthMibps: item["paidBurstingMaxBandwidthMibps"]
  };
}
function fileSharePropertiesFileSharePaidBurstingDeserializer(item) {
  return {
    paidBurstingEnabled: item["paidBurstingEnabled"],
    paidBurstingMaxIops: item["paidBurstingMaxIops"],
    paidBurstingMaxBandwidthMibps: item["paidBurstingMaxBandwidthMibps"]
  };
}
function deletedShareSerializer(item) {
  return {
    deletedShareName: item["deletedShareName"],
    deletedShareVersion: item["deletedShareVersion"]
  };
}
function leaseShareRequestSerializer(item) {
  return {
    action: item["action"],
    leaseId: item["leaseId"],
    breakPeriod: item["breakPeriod"],
    leaseDuration: item["leaseDuration"],
    proposedLeaseId: item["proposedLeaseId"]
  };
}
var KnownLeaseShareAction = /* @__PURE__ */ ((KnownLeaseShareAction2) => {
  KnownLeaseShareAction2["Acquire"] = "Acquire";
  KnownLeaseShareAction2["Renew"] = "Renew";
  KnownLeaseShareAction2["Change"] = "Change";
  KnownLeaseShareAction2["Release"] = "Release";
  KnownLeaseShareAction2["Break"] = "Break";
  return KnownLeaseShareAction2;
})(KnownLeaseShareAction || {});
function leaseShareResponseDeserializer(item) {
  return {
    leaseId: item["leaseId"],
    leaseTimeSeconds: item["leaseTimeSeconds"]
  };
}
function _fileShareItemsDeserializer(item) {
  return {
    value: fileShareItemArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function fileShareItemArrayDeserializer(result) {
  return result.map((item) => {
    return fileShareItemDeserializer(item);
  });
}
function fileShareItemDeserializer(item) {
  return {
    etag: item["etag"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _fileShareItemPropertiesDeserializer(item["properties"])
  };
}
function fileServicePropertiesSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "cors",
      "shareDeleteRetentionPolicy",
      "protocolSettings"
    ]) ? void 0 : _fileServicePropertiesPropertiesSerializer(item)
  };
}
function fileServicePropertiesDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _fileServicePropertiesPropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : skuDeserializer(item["sku"])
  };
}
function fileServicePropertiesPropertiesSerializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]),
    shareDeleteRetentionPolicy: !item["shareDeleteRetentionPolicy"] ? item["shareDeleteRetentionPolicy"] : deleteRetentionPolicySerializer(item["shareDeleteRetentionPolicy"]),
    protocolSettings: !item["protocolSettings"] ? item["protocolSettings"] : protocolSettingsSerializer(item["protocolSettings"])
  };
}
function fileServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"]),
    shareDeleteRetentionPolicy: !item["shareDeleteRetentionPolicy"] ? item["shareDeleteRetentionPolicy"] : deleteRetentionPolicyDeserializer(item["shareDeleteRetentionPolicy"]),
    protocolSettings: !item["protocolSettings"] ? item["protocolSettings"] : protocolSettingsDeserializer(item["protocolSettings"])
  };
}
function protocolSettingsSerializer(item) {
  return {
    smb: !item["smb"] ? item["smb"] : smbSettingSerializer(item["smb"]),
    nfs: !item["nfs"] ? item["nfs"] : nfsSettingSerializer(item["nfs"])
  };
}
function protocolSettingsDeserializer(item) {
  return {
    smb: !item["smb"] ? item["smb"] : smbSettingDeserializer(item["smb"]),
    nfs: !item["nfs"] ? item["nfs"] : nfsSettingDeserializer(item["nfs"])
  };
}
function smbSettingSerializer(item) {
  return {
    multichannel: !item["multichannel"] ? item["multichannel"] : multichannelSerializer(item["multichannel"]),
    versions: item["versions"],
    authenticationMethods: item["authenticationMethods"],
    kerberosTicketEncryption: item["kerberosTicketEncryption"],
    channelEncryption: item["channelEncryption"],
    encryptionInTransit: !item["encryptionInTransit"] ? item["encryptionInTransit"] : encryptionInTransitSerializer(item["encryptionInTransit"])
  };
}
function smbSettingDeserializer(item) {
  return {
    multichannel: !item["multichannel"] ? item["multichannel"] : multichannelDeserializer(item["multichannel"]),
    versions: item["versions"],
    authenticationMethods: item["authenticationMethods"],
    kerberosTicketEncryption: item["kerberosTicketEncryption"],
    channelEncryption: item["channelEncryption"],
    encryptionInTransit: !item["encryptionInTransit"] ? item["encryptionInTransit"] : encryptionInTransitDeserializer(item["encryptionInTransit"])
  };
}
function multichannelSerializer(item) {
  return { enabled: item["enabled"] };
}
function multichannelDeserializer(item) {
  return {
    enabled: item["enabled"]
  };
}
function encryptionInTransitSerializer(item) {
  return { required: item["required"] };
}
function encryptionInTransitDeserializer(item) {
  return {
    required: item["required"]
  };
}
function nfsSettingSerializer(item) {
  return {
    encryptionInTransit: !item["encryptionInTransit"] ? item["encryptionInTransit"] : encryptionInTransitSerializer(item["encryptionInTransit"])
  };
}
function nfsSettingDeserializer(item) {
  return {
    encryptionInTransit: !item["encryptionInTransit"] ? item["encryptionInTransit"] : encryptionInTransitDeserializer(item["encryptionInTransit"])
  };
}
function fileServiceItemsDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : fileServicePropertiesArrayDeserializer(item["value"])
  };
}
function fileServicePropertiesArraySerializer(result) {
  return result.map((item) => {
    return fileServicePropertiesSerializer(item);
  });
}
function fileServicePropertiesArrayDeserializer(result) {
  return result.map((item) => {
    return fileServicePropertiesDeserializer(item);
  });
}
function fileServiceUsageDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : fileServiceUsagePropertiesDeserializer(item["properties"])
  };
}
function fileServiceUsagePropertiesDeserializer(item) {
  return {
    storageAccountLimits: !item["storageAccountLimits"] ? item["storageAccountLimits"] : accountLimitsDeserializer(item["storageAccountLimits"]),
    fileShareLimits: !item["fileShareLimits"] ? item["fileShareLimits"] : fileShareLimitsDeserializer(item["fileShareLimits"]),
    fileShareRecommendations: !item["fileShareRecommendations"] ? item["fileShareRecommendations"] : fileShareRecommendationsDeserializer(item["fileShareRecommendations"]),
    burstingConstants: !item["burstingConstants"] ? item["burstingConstants"] : burstingConstantsDeserializer(item["burstingConstants"]),
    storageAccountUsage: !item["storageAccountUsage"] ? item["storageAccountUsage"] : accountUsageDeserializer(item["storageAccountUsage"])
  };
}
function accountLimitsDeserializer(item) {
  return {
    maxFileShares: item["maxFileShares"],
    maxProvisionedStorageGiB: item["maxProvisionedStorageGiB"],
    maxProvisionedIops: item["maxProvisionedIOPS"],
    maxProvisionedBandwidthMiBPerSec: item["maxProvisionedBandwidthMiBPerSec"]
  };
}
function fileShareLimitsDeserializer(item) {
  return {
    minProvisionedStorageGiB: item["minProvisionedStorageGiB"],
    maxProvisionedStorageGiB: item["maxProvisionedStorageGiB"],
    minProvisionedIops: item["minProvisionedIOPS"],
    maxProvisionedIops: item["maxProvisionedIOPS"],
    minProvisionedBandwidthMiBPerSec: item["minProvisionedBandwidthMiBPerSec"],
    maxProvisionedBandwidthMiBPerSec: item["maxProvisionedBandwidthMiBPerSec"]
  };
}
function fileShareRecommendationsDeserializer(item) {
  return {
    baseIops: item["baseIOPS"],
    ioScalar: item["ioScalar"],
    baseBandwidthMiBPerSec: item["baseBandwidthMiBPerSec"],
    bandwidthScalar: item["bandwidthScalar"]
  };
}
function burstingConstantsDeserializer(item) {
  return {
    burstFloorIops: item["burstFloorIOPS"],
    burstIOScalar: item["burstIOScalar"],
    burstTimeframeSeconds: item["burstTimeframeSeconds"]
  };
}
function accountUsageDeserializer(item) {
  return {
    liveShares: !item["liveShares"] ? item["liveShares"] : accountUsageElementsDeserializer(item["liveShares"]),
    softDeletedShares: !item["softDeletedShares"] ? item["softDeletedShares"] : accountUsageElementsDeserializer(item["softDeletedShares"])
  };
}
function accountUsageElementsDeserializer(item) {
  return {
    fileShareCount: item["fileShareCount"],
    provisionedStorageGiB: item["provisionedStorageGiB"],
    provisionedIops: item["provisionedIOPS"],
    provisionedBandwidthMiBPerSec: item["provisionedBandwidthMiBPerSec"]
  };
}
function _fileServiceUsagesDeserializer(item) {
  return {
    value: fileServiceUsageArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function fileServiceUsageArrayDeserializer(result) {
  return result.map((item) => {
    return fileServiceUsageDeserializer(item);
  });
}
function queueServicePropertiesSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["cors"]) ? void 0 : _queueServicePropertiesPropertiesSerializer(item)
  };
}
function queueServicePropertiesDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _queueServicePropertiesPropertiesDeserializer(item["properties"])
  };
}
function queueServicePropertiesPropertiesSerializer(item) {
  return { cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]) };
}
function queueServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"])
  };
}
function listQueueServicesDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : queueServicePropertiesArrayDeserializer(item["value"])
  };
}
function queueServicePropertiesArraySerializer(result) {
  return result.map((item) => {
    return queueServicePropertiesSerializer(item);
  });
}
function queueServicePropertiesArrayDeserializer(result) {
  return result.map((item) => {
    return queueServicePropertiesDeserializer(item);
  });
}
function deletedAccountDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _deletedAccountPropertiesDeserializer(item["properties"])
  };
}
function deletedAccountPropertiesDeserializer(item) {
  return {
    storageAccountResourceId: item["storageAccountResourceId"],
    location: item["location"],
    restoreReference: item["restoreReference"],
    creationTime: item["creationTime"],
    deletionTime: item["deletionTime"]
  };
}
function _deletedAccountListResultDeserializer(item) {
  return {
    value: deletedAccountArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function deletedAccountArrayDeserializer(result) {
  return result.map((item) => {
    return deletedAccountDeserializer(item);
  });
}
function managementPolicySerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["policy"]) ? void 0 : _managementPolicyPropertiesSerializer(item)
  };
}
function managementPolicyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _managementPolicyPropertiesDeserializer(item["properties"])
  };
}
function managementPolicyPropertiesSerializer(item) {
  return { policy: managementPolicySchemaSerializer(item["policy"]) };
}
function managementPolicyPropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    policy: managementPolicySchemaDeserializer(item["policy"])
  };
}
function managementPolicySchemaSerializer(item) {
  return { rules: managementPolicyRuleArraySerializer(item["rules"]) };
}
function managementPolicySchemaDeserializer(item) {
  return {
    rules: managementPolicyRuleArrayDeserializer(item["rules"])
  };
}
function managementPolicyRuleArraySerializer(result) {
  return result.map((item) => {
    return managementPolicyRuleSerializer(item);
  });
}
function managementPolicyRuleArrayDeserializer(result) {
  return result.map((item) => {
    return managementPolicyRuleDeserializer(item);
  });
}
function managementPolicyRuleSerializer(item) {
  return {
    enabled: item["enabled"],
    name: item["name"],
    type: item["type"],
    definition: managementPolicyDefinitionSerializer(item["definition"])
  };
}
function managementPolicyRuleDeserializer(item) {
  return {
    enabled: item["enabled"],
    name: item["name"],
    type: item["type"],
    definition: managementPolicyDefinitionDeserializer(item["definition"])
  };
}
var KnownRuleType = /* @__PURE__ */ ((KnownRuleType2) => {
  KnownRuleType2["Lifecycle"] = "Lifecycle";
  return KnownRuleType2;
})(KnownRuleType || {});
function managementPolicyDefinitionSerializer(item) {
  return {
    actions: managementPolicyActionSerializer(item["actions"]),
    filters: !item["filters"] ? item["filters"] : managementPolicyFilterSerializer(item["filters"])
  };
}
function managementPolicyDefinitionDeserializer(item) {
  return {
    actions: managementPolicyActionDeserializer(item["actions"]),
    filters: !item["filters"] ? item["filters"] : managementPolicyFilterDeserializer(item["filters"])
  };
}
function managementPolicyActionSerializer(item) {
  return {
    baseBlob: !item["baseBlob"] ? item["baseBlob"] : managementPolicyBaseBlobSerializer(item["baseBlob"]),
    snapshot: !item["snapshot"] ? item["snapshot"] : managementPolicySnapShotSerializer(item["snapshot"]),
    version: !item["version"] ? item["version"] : managementPolicyVersionSerializer(item["version"])
  };
}
function managementPolicyActionDeserializer(item) {
  return {
    baseBlob: !item["baseBlob"] ? item["baseBlob"] : managementPolicyBaseBlobDeserializer(item["baseBlob"]),
    snapshot: !item["snapshot"] ? item["snapshot"] : managementPolicySnapShotDeserializer(item["snapshot"]),
    version: !item["version"] ? item["version"] : managementPolicyVersionDeserializer(item["version"])
  };
}
function managementPolicyBaseBlobSerializer(item) {
  return {
    tierToCool: !item["tierToCool"] ? item["tierToCool"] : dateAfterModificationSerializer(item["tierToCool"]),
    tierToArchive: !item["tierToArchive"] ? item["tierToArchive"] : dateAfterModificationSerializer(item["tierToArchive"]),
    tierToCold: !item["tierToCold"] ? item["tierToCold"] : dateAfterModificationSerializer(item["tierToCold"]),
    tierToHot: !item["tierToHot"] ? item["tierToHot"] : dateAfterModificationSerializer(item["tierToHot"]),
    delete: !item["delete"] ? item["delete"] : dateAfterModificationSerializer(item["delete"]),
    enableAutoTierToHotFromCool: item["enableAutoTierToHotFromCool"]
  };
}
function managementPolicyBaseBlobDeserializer(item) {
  return {
    tierToCool: !item["tierToCool"] ? item["tierToCool"] : dateAfterModificationDeserializer(item["tierToCool"]),
    tierToArchive: !item["tierToArchive"] ? item["tierToArchive"] : dateAfterModificationDeserializer(item["tierToArchive"]),
    tierToCold: !item["tierToCold"] ? item["tierToCold"] : dateAfterModificationDeserializer(item["tierToCold"]),
    tierToHot: !item["tierToHot"] ? item["tierToHot"] : dateAfterModificationDeserializer(item["tierToHot"]),
    delete: !item["delete"] ? item["delete"] : dateAfterModificationDeserializer(item["delete"]),
    enableAutoTierToHotFromCool: item["enableAutoTierToHotFromCool"]
  };
}
function dateAfterModificationSerializer(item) {
  return {
    daysAfterModificationGreaterThan: item["daysAfterModificationGreaterThan"],
    daysAfterLastAccessTimeGreaterThan: item["daysAfterLastAccessTimeGreaterThan"],
    daysAfterLastTierChangeGreaterThan: item["daysAfterLastTierChangeGreaterThan"],
    daysAfterCreationGreaterThan: item["daysAfterCreationGreaterThan"]
  };
}
function dateAfterModificationDeserializer(item) {
  return {
    daysAfterModificationGreaterThan: item["daysAfterModificationGreaterThan"],
    daysAfterLastAccessTimeGreaterThan: item["daysAfterLastAccessTimeGreaterThan"],
    daysAfterLastTierChangeGreaterThan: item["daysAfterLastTierChangeGreaterThan"],
    daysAfterCreationGreaterThan: item["daysAfterCreationGreaterThan"]
  };
}
function managementPolicySnapShotSerializer(item) {
  return {
    tierToCool: !item["tierToCool"] ? item["tierToCool"] : dateAfterCreationSerializer(item["tierToCool"]),
    tierToArchive: !item["tierToArchive"] ? item["tierToArchive"] : dateAfterCreationSerializer(item["tierToArchive"]),
    tierToCold: !item["tierToCold"] ? item["tierToCold"] : dateAfterCreationSerializer(item["tierToCold"]),
    tierToHot: !item["tierToHot"] ? item["tierToHot"] : dateAfterCreationSerializer(item["tierToHot"]),
    delete: !item["delete"] ? item["delete"] : dateAfterCreationSerializer(item["delete"])
  };
}
function managementPolicySnapShotDeserializer(item) {
  return {
    tierToCool: !item["tierToCool"] ? item["tierToCool"] : dateAfterCreationDeserializer(item["tierToCool"]),
    tierToArchive: !item["tierToArchive"] ? item["tierToArchive"] : dateAfterCreationDeserializer(item["tierToArchive"]),
    tierToCold: !item["tierToCold"] ? item["tierToCold"] : dateAfterCreationDeserializer(item["tierToCold"]),
    tierToHot: !item["tierToHot"] ? item["tierToHot"] : dateAfterCreationDeserializer(item["tierToHot"]),
    delete: !item["delete"] ? item["delete"] : dateAfterCreationDeserializer(item["delete"])
  };
}
function dateAfterCreationSerializer(item) {
  return {
    daysAfterCreationGreaterThan: item["daysAfterCreationGreaterThan"],
    daysAfterLastTierChangeGreaterThan: item["daysAfterLastTierChangeGreaterThan"]
  };
}
function dateAfterCreationDeserializer(item) {
  return {
    daysAfterCreationGreaterThan: item["daysAfterCreationGreaterThan"],
    daysAfterLastTierChangeGreaterThan: item["daysAfterLastTierChangeGreaterThan"]
  };
}
function managementPolicyVersionSerializer(item) {
  return {
    tierToCool: !item["tierToCool"] ? item["tierToCool"] : dateAfterCreationSerializer(item["tierToCool"]),
    tierToArchive: !item["tierToArchive"] ? item["tierToArchive"] : dateAfterCreationSerializer(item["tierToArchive"]),
    tierToCold: !item["tierToCold"] ? item["tierToCold"] : dateAfterCreationSerializer(item["tierToCold"]),
    tierToHot: !item["tierToHot"] ? item["tierToHot"] : dateAfterCreationSerializer(item["tierToHot"]),
    delete: !item["delete"] ? item["delete"] : dateAfterCreationSerializer(item["delete"])
  };
}
function managementPolicyVersionDeserializer(item) {
  return {
    tierToCool: !item["tierToCool"] ? item["tierToCool"] : dateAfterCreationDeserializer(item["tierToCool"]),
    tierToArchive: !item["tierToArchive"] ? item["tierToArchive"] : dateAfterCreationDeserializer(item["tierToArchive"]),
    tierToCold: !item["tierToCold"] ? item["tierToCold"] : dateAfterCreationDeserializer(item["tierToCold"]),
    tierToHot: !item["tierToHot"] ? item["tierToHot"] : dateAfterCreationDeserializer(item["tierToHot"]),
    delete: !item["delete"] ? item["delete"] : dateAfterCreationDeserializer(item["delete"])
  };
}
function managementPolicyFilterSerializer(item) {
  return {
    prefixMatch: !item["prefixMatch"] ? item["prefixMatch"] : item["prefixMatch"].map((p) => {
      return p;
    }),
    blobTypes: item["blobTypes"].map((p) => {
      return p;
    }),
    blobIndexMatch: !item["blobIndexMatch"] ? item["blobIndexMatch"] : tagFilterArraySerializer(item["blobIndexMatch"])
  };
}
function managementPolicyFilterDeserializer(item) {
  return {
    prefixMatch: !item["prefixMatch"] ? item["prefixMatch"] : item["prefixMatch"].map((p) => {
      return p;
    }),
    blobTypes: item["blobTypes"].map((p) => {
      return p;
    }),
    blobIndexMatch: !item["blobIndexMatch"] ? item["blobIndexMatch"] : tagFilterArrayDeserializer(item["blobIndexMatch"])
  };
}
function tagFilterArraySerializer(result) {
  return result.map((item) => {
    return tagFilterSerializer(item);
  });
}
function tagFilterArrayDeserializer(result) {
  return result.map((item) => {
    return tagFilterDeserializer(item);
  });
}
function tagFilterSerializer(item) {
  return { name: item["name"], op: item["op"], value: item["value"] };
}
function tagFilterDeserializer(item) {
  return {
    name: item["name"],
    op: item["op"],
    value: item["value"]
  };
}
var KnownManagementPolicyName = /* @__PURE__ */ ((KnownManagementPolicyName2) => {
  KnownManagementPolicyName2["Default"] = "default";
  return KnownManagementPolicyName2;
})(KnownManagementPolicyName || {});
function blobInventoryPolicySerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["policy"]) ? void 0 : _blobInventoryPolicyPropertiesSerializer(item)
  };
}
function blobInventoryPolicyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _blobInventoryPolicyPropertiesDeserializer(item["properties"])
  };
}
function blobInventoryPolicyPropertiesSerializer(item) {
  return { policy: blobInventoryPolicySchemaSerializer(item["policy"]) };
}
function blobInventoryPolicyPropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    policy: blobInventoryPolicySchemaDeserializer(item["policy"])
  };
}
function blobInventoryPolicySchemaSerializer(item) {
  return {
    enabled: item["enabled"],
    type: item["type"],
    rules: blobInventoryPolicyRuleArraySerializer(item["rules"])
  };
}
function blobInventoryPolicySchemaDeserializer(item) {
  return {
    enabled: item["enabled"],
    destination: item["destination"],
    type: item["type"],
    rules: blobInventoryPolicyRuleArrayDeserializer(item["rules"])
  };
}
var KnownInventoryRuleType = /* @__PURE__ */ ((KnownInventoryRuleType2) => {
  KnownInventoryRuleType2["Inventory"] = "Inventory";
  return KnownInventoryRuleType2;
})(KnownInventoryRuleType || {});
function blobInventoryPolicyRuleArraySerializer(result) {
  return result.map((item) => {
    return blobInventoryPolicyRuleSerializer(item);
  });
}
function blobInventoryPolicyRuleArrayDeserializer(result) {
  return result.map((item) => {
    return blobInventoryPolicyRuleDeserializer(item);
  });
}
function blobInventoryPolicyRuleSerializer(item) {
  return {
    enabled: item["enabled"],
    name: item["name"],
    destination: item["destination"],
    definition: blobInventoryPolicyDefinitionSerializer(item["definition"])
  };
}
function blobInventoryPolicyRuleDeserializer(item) {
  return {
    enabled: item["enabled"],
    name: item["name"],
    destination: item["destination"],
    definition: blobInventoryPolicyDefinitionDeserializer(item["definition"])
  };
}
function blobInventoryPolicyDefinitionSerializer(item) {
  return {
    filters: !item["filters"] ? item["filters"] : blobInventoryPolicyFilterSerializer(item["filters"]),
    format: item["format"],
    schedule: item["schedule"],
    objectType: item["objectType"],
    schemaFields: item["schemaFields"].map((p) => {
      return p;
    })
  };
}
function blobInventoryPolicyDefinitionDeserializer(item) {
  return {
    filters: !item["filters"] ? item["filters"] : blobInventoryPolicyFilterDeserializer(item["filters"]),
    format: item["format"],
    schedule: item["schedule"],
    objectType: item["objectType"],
    schemaFields: item["schemaFields"].map((p) => {
      return p;
    })
  };
}
function blobInventoryPolicyFilterSerializer(item) {
  return {
    prefixMatch: !item["prefixMatch"] ? item["prefixMatch"] : item["prefixMatch"].map((p) => {
      return p;
    }),
    excludePrefix: !item["excludePrefix"] ? item["excludePrefix"] : item["excludePrefix"].map((p) => {
      return p;
    }),
    blobTypes: !item["blobTypes"] ? item["blobTypes"] : item["blobTypes"].map((p) => {
      return p;
    }),
    includeBlobVersions: item["includeBlobVersions"],
    includeSnapshots: item["includeSnapshots"],
    includeDeleted: item["includeDeleted"],
    creationTime: !item["creationTime"] ? item["creationTime"] : blobInventoryCreationTimeSerializer(item["creationTime"])
  };
}
function blobInventoryPolicyFilterDeserializer(item) {
  return {
    prefixMatch: !item["prefixMatch"] ? item["prefixMatch"] : item["prefixMatch"].map((p) => {
      return p;
    }),
    excludePrefix: !item["excludePrefix"] ? item["excludePrefix"] : item["excludePrefix"].map((p) => {
      return p;
    }),
    blobTypes: !item["blobTypes"] ? item["blobTypes"] : item["blobTypes"].map((p) => {
      return p;
    }),
    includeBlobVersions: item["includeBlobVersions"],
    includeSnapshots: item["includeSnapshots"],
    includeDeleted: item["includeDeleted"],
    creationTime: !item["creationTime"] ? item["creationTime"] : blobInventoryCreationTimeDeserializer(item["creationTime"])
  };
}
function blobInventoryCreationTimeSerializer(item) {
  return { lastNDays: item["lastNDays"] };
}
function blobInventoryCreationTimeDeserializer(item) {
  return {
    lastNDays: item["lastNDays"]
  };
}
var KnownFormat = /* @__PURE__ */ ((KnownFormat2) => {
  KnownFormat2["Csv"] = "Csv";
  KnownFormat2["Parquet"] = "Parquet";
  return KnownFormat2;
})(KnownFormat || {});
var KnownSchedule = /* @__PURE__ */ ((KnownSchedule2) => {
  KnownSchedule2["Daily"] = "Daily";
  KnownSchedule2["Weekly"] = "Weekly";
  return KnownSchedule2;
})(KnownSchedule || {});
var KnownObjectType = /* @__PURE__ */ ((KnownObjectType2) => {
  KnownObjectType2["Blob"] = "Blob";
  KnownObjectType2["Container"] = "Container";
  return KnownObjectType2;
})(KnownObjectType || {});
var KnownBlobInventoryPolicyName = /* @__PURE__ */ ((KnownBlobInventoryPolicyName2) => {
  KnownBlobInventoryPolicyName2["Default"] = "default";
  return KnownBlobInventoryPolicyName2;
})(KnownBlobInventoryPolicyName || {});
function _listBlobInventoryPolicyDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : blobInventoryPolicyArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function blobInventoryPolicyArraySerializer(result) {
  return result.map((item) => {
    return blobInventoryPolicySerializer(item);
  });
}
function blobInventoryPolicyArrayDeserializer(result) {
  return result.map((item) => {
    return blobInventoryPolicyDeserializer(item);
  });
}
function _privateEndpointConnectionListResultDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : privateEndpointConnectionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function encryptionScopeSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "source",
      "state",
      "keyVaultProperties",
      "requireInfrastructureEncryption"
    ]) ? void 0 : _encryptionScopePropertiesSerializer(item)
  };
}
function encryptionScopeDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _encryptionScopePropertiesDeserializer(item["properties"])
  };
}
function encryptionScopePropertiesSerializer(item) {
  return {
    source: item["source"],
    state: item["state"],
    keyVaultProperties: !item["keyVaultProperties"] ? item["keyVaultProperties"] : encryptionScopeKeyVaultPropertiesSerializer(item["keyVaultProperties"]),
    requireInfrastructureEncryption: item["requireInfrastructureEncryption"]
  };
}
function encryptionScopePropertiesDeserializer(item) {
  return {
    source: item["source"],
    state: item["state"],
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    keyVaultProperties: !item["keyVaultProperties"] ? item["keyVaultProperties"] : encryptionScopeKeyVaultPropertiesDeserializer(item["keyVaultProperties"]),
    requireInfrastructureEncryption: item["requireInfrastructureEncryption"]
  };
}
var KnownEncryptionScopeSource = /* @__PURE__ */ ((KnownEncryptionScopeSource2) => {
  KnownEncryptionScopeSource2["MicrosoftStorage"] = "Microsoft.Storage";
  KnownEncryptionScopeSource2["MicrosoftKeyVault"] = "Microsoft.KeyVault";
  return KnownEncryptionScopeSource2;
})(KnownEncryptionScopeSource || {});
var KnownEncryptionScopeState = /* @__PURE__ */ ((KnownEncryptionScopeState2) => {
  KnownEncryptionScopeState2["Enabled"] = "Enabled";
  KnownEncryptionScopeState2["Disabled"] = "Disabled";
  return KnownEncryptionScopeState2;
})(KnownEncryptionScopeState || {});
function encryptionScopeKeyVaultPropertiesSerializer(item) {
  return { keyUri: item["keyUri"] };
}
function encryptionScopeKeyVaultPropertiesDeserializer(item) {
  return {
    keyUri: item["keyUri"],
    currentVersionedKeyIdentifier: item["currentVersionedKeyIdentifier"],
    lastKeyRotationTimestamp: !item["lastKeyRotationTimestamp"] ? item["lastKeyRotationTimestamp"] : new Date(item["lastKeyRotationTimestamp"])
  };
}
function _encryptionScopeListResultDeserializer(item) {
  return {
    value: encryptionScopeArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function encryptionScopeArraySerializer(result) {
  return result.map((item) => {
    return encryptionScopeSerializer(item);
  });
}
function encryptionScopeArrayDeserializer(result) {
  return result.map((item) => {
    return encryptionScopeDeserializer(item);
  });
}
function tableServicePropertiesSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["cors"]) ? void 0 : _tableServicePropertiesPropertiesSerializer(item)
  };
}
function tableServicePropertiesDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _tableServicePropertiesPropertiesDeserializer(item["properties"])
  };
}
function tableServicePropertiesPropertiesSerializer(item) {
  return { cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]) };
}
function tableServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"])
  };
}
function listTableServicesDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : tableServicePropertiesArrayDeserializer(item["value"])
  };
}
function tableServicePropertiesArraySerializer(result) {
  return result.map((item) => {
    return tableServicePropertiesSerializer(item);
  });
}
function tableServicePropertiesArrayDeserializer(result) {
  return result.map((item) => {
    return tableServicePropertiesDeserializer(item);
  });
}
function networkSecurityPerimeterConfigurationDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _networkSecurityPerimeterConfigurationPropertiesDeserializer(item["properties"])
  };
}
function networkSecurityPerimeterConfigurationPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    provisioningIssues: !item["provisioningIssues"] ? item["provisioningIssues"] : provisioningIssueArrayDeserializer(item["provisioningIssues"]),
    networkSecurityPerimeter: !item["networkSecurityPerimeter"] ? item["networkSecurityPerimeter"] : networkSecurityPerimeterDeserializer(item["networkSecurityPerimeter"]),
    resourceAssociation: !item["resourceAssociation"] ? item["resourceAssociation"] : networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer(
      item["resourceAssociation"]
    ),
    profile: !item["profile"] ? item["profile"] : networkSecurityPerimeterConfigurationPropertiesProfileDeserializer(item["profile"])
  };
}
var KnownNetworkSecurityPerimeterConfigurationProvisioningState = /* @__PURE__ */ ((KnownNetworkSecurityPerimeterConfigurationProvisioningState2) => {
  KnownNetworkSecurityPerimeterConfigurationProvisioningState2["Accepted"] = "Accepted";
  KnownNetworkSecurityPerimeterConfigurationProvisioningState2["Succeeded"] = "Succeeded";
  KnownNetworkSecurityPerimeterConfigurationProvisioningState2["Failed"] = "Failed";
  KnownNetworkSecurityPerimeterConfigurationProvisioningState2["Deleting"] = "Deleting";
  KnownNetworkSecurityPerimeterConfigurationProvisioningState2["Canceled"] = "Canceled";
  return KnownNetworkSecurityPerimeterConfigurationProvisioningState2;
})(KnownNetworkSecurityPerimeterConfigurationProvisioningState || {});
function provisioningIssueArrayDeserializer(result) {
  return result.map((item) => {
    return provisioningIssueDeserializer(item);
  });
}
function provisioningIssueDeserializer(item) {
  return {
    name: item["name"],
    properties: !item["properties"] ? item["properties"] : provisioningIssuePropertiesDeserializer(item["properties"])
  };
}
function provisioningIssuePropertiesDeserializer(item) {
  return {
    issueType: item["issueType"],
    severity: item["severity"],
    description: item["description"]
  };
}
var KnownIssueType = /* @__PURE__ */ ((KnownIssueType2) => {
  KnownIssueType2["Unknown"] = "Unknown";
  KnownIssueType2["ConfigurationPropagationFailure"] = "ConfigurationPropagationFailure";
  return KnownIssueType2;
})(KnownIssueType || {});
var KnownSeverity = /* @__PURE__ */ ((KnownSeverity2) => {
  KnownSeverity2["Warning"] = "Warning";
  KnownSeverity2["Error"] = "Error";
  return KnownSeverity2;
})(KnownSeverity || {});
function networkSecurityPerimeterDeserializer(item) {
  return {
    id: item["id"],
    perimeterGuid: item["perimeterGuid"],
    location: item["location"]
  };
}
function networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer(item) {
  return {
    name: item["name"],
    accessMode: item["accessMode"]
  };
}
var KnownResourceAssociationAccessMode = /* @__PURE__ */ ((KnownResourceAssociationAccessMode2) => {
  KnownResourceAssociationAccessMode2["Enforced"] = "Enforced";
  KnownResourceAssociationAccessMode2["Learning"] = "Learning";
  KnownResourceAssociationAccessMode2["Audit"] = "Audit";
  return KnownResourceAssociationAccessMode2;
})(KnownResourceAssociationAccessMode || {});
function networkSecurityPerimeterConfigurationPropertiesProfileDeserializer(item) {
  return {
    name: item["name"],
    accessRulesVersion: item["accessRulesVersion"],
    accessRules: !item["accessRules"] ? item["accessRules"] : nspAccessRuleArrayDeserializer(item["accessRules"]),
    diagnosticSettingsVersion: item["diagnosticSettingsVersion"],
    enabledLogCategories: !item["enabledLogCategories"] ? item["enabledLogCategories"] : item["enabledLogCategories"].map((p) => {
      return p;
    })
  };
}
function nspAccessRuleArrayDeserializer(result) {
  return result.map((item) => {
    return nspAccessRuleDeserializer(item);
  });
}
function nspAccessRuleDeserializer(item) {
  return {
    name: item["name"],
    properties: !item["properties"] ? item["properties"] : nspAccessRulePropertiesDeserializer(item["properties"])
  };
}
function nspAccessRulePropertiesDeserializer(item) {
  return {
    direction: item["direction"],
    addressPrefixes: !item["addressPrefixes"] ? item["addressPrefixes"] : item["addressPrefixes"].map((p) => {
      return p;
    }),
    subscriptions: !item["subscriptions"] ? item["subscriptions"] : nspAccessRulePropertiesSubscriptionsItemArrayDeserializer(item["subscriptions"]),
    networkSecurityPerimeters: !item["networkSecurityPerimeters"] ? item["networkSecurityPerimeters"] : networkSecurityPerimeterArrayDeserializer(item["networkSecurityPerimeters"]),
    fullyQualifiedDomainNames: !item["fullyQualifiedDomainNames"] ? item["fullyQualifiedDomainNames"] : item["fullyQualifiedDomainNames"].map((p) => {
      return p;
    })
  };
}
var KnownNspAccessRuleDirection = /* @__PURE__ */ ((KnownNspAccessRuleDirection2) => {
  KnownNspAccessRuleDirection2["Inbound"] = "Inbound";
  KnownNspAccessRuleDirection2["Outbound"] = "Outbound";
  return KnownNspAccessRuleDirection2;
})(KnownNspAccessRuleDirection || {});
function nspAccessRulePropertiesSubscriptionsItemArrayDeserializer(result) {
  return result.map((item) => {
    return nspAccessRulePropertiesSubscriptionsItemDeserializer(item);
  });
}
function nspAccessRulePropertiesSubscriptionsItemDeserializer(item) {
  return {
    id: item["id"]
  };
}
function networkSecurityPerimeterArrayDeserializer(result) {
  return result.map((item) => {
    return networkSecurityPerimeterDeserializer(item);
  });
}
function _networkSecurityPerimeterConfigurationListDeserializer(item) {
  return {
    value: networkSecurityPerimeterConfigurationArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function networkSecurityPerimeterConfigurationArrayDeserializer(result) {
  return result.map((item) => {
    return networkSecurityPerimeterConfigurationDeserializer(item);
  });
}
function storageTaskAssignmentSerializer(item) {
  return {
    properties: !item["properties"] ? item["properties"] : storageTaskAssignmentPropertiesSerializer(item["properties"])
  };
}
function storageTaskAssignmentDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : storageTaskAssignmentPropertiesDeserializer(item["properties"])
  };
}
function storageTaskAssignmentPropertiesSerializer(item) {
  return {
    taskId: item["taskId"],
    enabled: item["enabled"],
    description: item["description"],
    executionContext: storageTaskAssignmentExecutionContextSerializer(item["executionContext"]),
    report: storageTaskAssignmentReportSerializer(item["report"]),
    runStatus: !item["runStatus"] ? item["runStatus"] : storageTaskReportPropertiesSerializer(item["runStatus"])
  };
}
function storageTaskAssignmentPropertiesDeserializer(item) {
  return {
    taskId: item["taskId"],
    enabled: item["enabled"],
    description: item["description"],
    executionContext: storageTaskAssignmentExecutionContextDeserializer(item["executionContext"]),
    report: storageTaskAssignmentReportDeserializer(item["report"]),
    provisioningState: item["provisioningState"],
    runStatus: !item["runStatus"] ? item["runStatus"] : storageTaskReportPropertiesDeserializer(item["runStatus"])
  };
}
function storageTaskAssignmentExecutionContextSerializer(item) {
  return {
    target: !item["target"] ? item["target"] : executionTargetSerializer(item["target"]),
    trigger: executionTriggerSerializer(item["trigger"])
  };
}
function storageTaskAssignmentExecutionContextDeserializer(item) {
  return {
    target: !item["target"] ? item["target"] : executionTargetDeserializer(item["target"]),
    trigger: executionTriggerDeserializer(item["trigger"])
  };
}
function executionTargetSerializer(item) {
  return {
    prefix: !item["prefix"] ? item["prefix"] : item["prefix"].map((p) => {
      return p;
    }),
    excludePrefix: !item["excludePrefix"] ? item["excludePrefix"] : item["excludePrefix"].map((p) => {
      return p;
    })
  };
}
function executionTargetDeserializer(item) {
  return {
    prefix: !item["prefix"] ? item["prefix"] : item["prefix"].map((p) => {
      return p;
    }),
    excludePrefix: !item["excludePrefix"] ? item["excludePrefix"] : item["excludePrefix"].map((p) => {
      return p;
    })
  };
}
function executionTriggerSerializer(item) {
  return { type: item["type"], parameters: triggerParametersSerializer(item["parameters"]) };
}
function executionTriggerDeserializer(item) {
  return {
    type: item["type"],
    parameters: triggerParametersDeserializer(item["parameters"])
  };
}
var KnownTriggerType = /* @__PURE__ */ ((KnownTriggerType2) => {
  KnownTriggerType2["RunOnce"] = "RunOnce";
  KnownTriggerType2["OnSchedule"] = "OnSchedule";
  KnownTriggerType2["MockRun"] = "MockRun";
  return KnownTriggerType2;
})(KnownTriggerType || {});
function triggerParametersSerializer(item) {
  return {
    startFrom: !item["startFrom"] ? item["startFrom"] : item["startFrom"].toISOString(),
    interval: item["interval"],
    intervalUnit: item["intervalUnit"],
    endBy: !item["endBy"] ? item["endBy"] : item["endBy"].toISOString(),
    startOn: !item["startOn"] ? item["startOn"] : item["startOn"].toISOString()
  };
}
function triggerParametersDeserializer(item) {
  return {
    startFrom: !item["startFrom"] ? item["startFrom"] : new Date(item["startFrom"]),
    interval: item["interval"],
    intervalUnit: item["intervalUnit"],
    endBy: !item["endBy"] ? item["endBy"] : new Date(item["endBy"]),
    startOn: !item["startOn"] ? item["startOn"] : new Date(item["startOn"])
  };
}
var KnownIntervalUnit = /* @__PURE__ */ ((KnownIntervalUnit2) => {
  KnownIntervalUnit2["Days"] = "Days";
  return KnownIntervalUnit2;
})(KnownIntervalUnit || {});
function storageTaskAssignmentReportSerializer(item) {
  return { prefix: item["prefix"] };
}
function storageTaskAssignmentReportDeserializer(item) {
  return {
    prefix: item["prefix"]
  };
}
var KnownStorageTaskAssignmentProvisioningState = /* @__PURE__ */ ((KnownStorageTaskAssignmentProvisioningState2) => {
  KnownStorageTaskAssignmentProvisioningState2["ValidateSubscriptionQuotaBegin"] = "ValidateSubscriptionQuotaBegin";
  KnownStorageTaskAssignmentProvisioningState2["ValidateSubscriptionQuotaEnd"] = "ValidateSubscriptionQuotaEnd";
  KnownStorageTaskAssignmentProvisioningState2["Accepted"] = "Accepted";
  KnownStorageTaskAssignmentProvisioningState2["Creating"] = "Creating";
  KnownStorageTaskAssignmentProvisioningState2["Succeeded"] = "Succeeded";
  KnownStorageTaskAssignmentProvisioningState2["Deleting"] = "Deleting";
  KnownStorageTaskAssignmentProvisioningState2["Canceled"] = "Canceled";
  KnownStorageTaskAssignmentProvisioningState2["Failed"] = "Failed";
  return KnownStorageTaskAssignmentProvisioningState2;
})(KnownStorageTaskAssignmentProvisioningState || {});
function storageTaskReportPropertiesSerializer(_item) {
  return {};
}
function storageTaskReportPropertiesDeserializer(item) {
  return {
    taskAssignmentId: item["taskAssignmentId"],
    storageAccountId: item["storageAccountId"],
    startTime: item["startTime"],
    finishTime: item["finishTime"],
    objectsTargetedCount: item["objectsTargetedCount"],
    objectsOperatedOnCount: item["objectsOperatedOnCount"],
    objectFailedCount: item["objectFailedCount"],
    objectsSucceededCount: item["objectsSucceededCount"],
    runStatusError: item["runStatusError"],
    runStatusEnum: item["runStatusEnum"],
    summaryReportPath: item["summaryReportPath"],
    taskId: item["taskId"],
    taskVersion: item["taskVersion"],
    runResult: item["runResult"]
  };
}
var KnownRunStatusEnum = /* @__PURE__ */ ((KnownRunStatusEnum2) => {
  KnownRunStatusEnum2["InProgress"] = "InProgress";
  KnownRunStatusEnum2["Finished"] = "Finished";
  return KnownRunStatusEnum2;
})(KnownRunStatusEnum || {});
var KnownRunResult = /* @__PURE__ */ ((KnownRunResult2) => {
  KnownRunResult2["Succeeded"] = "Succeeded";
  KnownRunResult2["Failed"] = "Failed";
  return KnownRunResult2;
})(KnownRunResult || {});
function storageTaskAssignmentUpdateParametersSerializer(item) {
  return {
    properties: !item["properties"] ? item["properties"] : storageTaskAssignmentUpdatePropertiesSerializer(item["properties"])
  };
}
function storageTaskAssignmentUpdatePropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    description: item["description"],
    executionContext: !item["executionContext"] ? item["executionContext"] : storageTaskAssignmentUpdateExecutionContextSerializer(item["executionContext"]),
    report: !item["report"] ? item["report"] : storageTaskAssignmentUpdateReportSerializer(item["report"]),
    runStatus: !item["runStatus"] ? item["runStatus"] : storageTaskReportPropertiesSerializer(item["runStatus"])
  };
}
function storageTaskAssignmentUpdateExecutionContextSerializer(item) {
  return {
    target: !item["target"] ? item["target"] : executionTargetSerializer(item["target"]),
    trigger: !item["trigger"] ? item["trigger"] : executionTriggerUpdateSerializer(item["trigger"])
  };
}
function executionTriggerUpdateSerializer(item) {
  return {
    type: item["type"],
    parameters: !item["parameters"] ? item["parameters"] : triggerParametersUpdateSerializer(item["parameters"])
  };
}
function triggerParametersUpdateSerializer(item) {
  return {
    startFrom: !item["startFrom"] ? item["startFrom"] : item["startFrom"].toISOString(),
    interval: item["interval"],
    intervalUnit: item["intervalUnit"],
    endBy: !item["endBy"] ? item["endBy"] : item["endBy"].toISOString(),
    startOn: !item["startOn"] ? item["startOn"] : item["startOn"].toISOString()
  };
}
function storageTaskAssignmentUpdateReportSerializer(item) {
  return { prefix: item["prefix"] };
}
function _storageTaskAssignmentsListDeserializer(item) {
  return {
    value: storageTaskAssignmentArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function storageTaskAssignmentArraySerializer(result) {
  return result.map((item) => {
    return storageTaskAssignmentSerializer(item);
  });
}
function storageTaskAssignmentArrayDeserializer(result) {
  return result.map((item) => {
    return storageTaskAssignmentDeserializer(item);
  });
}
function errorResponseDeserializer_1(item) {
  return {
    error: !item["error"] ? item["error"] : errorDetailDeserializer(item["error"])
  };
}
function connectorSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: storageConnectorPropertiesSerializer(item["properties"])
  };
}
function connectorDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: storageConnectorPropertiesDeserializer(item["properties"])
  };
}
function storageConnectorPropertiesSerializer(item) {
  return {
    state: item["state"],
    description: item["description"],
    testConnection: item["testConnection"],
    dataSourceType: item["dataSourceType"],
    source: storageConnectorSourceUnionSerializer(item["source"])
  };
}
function storageConnectorPropertiesDeserializer(item) {
  return {
    uniqueId: item["uniqueId"],
    state: item["state"],
    creationTime: item["creationTime"],
    description: item["description"],
    testConnection: item["testConnection"],
    dataSourceType: item["dataSourceType"],
    source: storageConnectorSourceUnionDeserializer(item["source"]),
    provisioningState: item["provisioningState"]
  };
}
var KnownStorageConnectorState = /* @__PURE__ */ ((KnownStorageConnectorState2) => {
  KnownStorageConnectorState2["Active"] = "Active";
  KnownStorageConnectorState2["Inactive"] = "Inactive";
  return KnownStorageConnectorState2;
})(KnownStorageConnectorState || {});
var KnownStorageConnectorDataSourceType = /* @__PURE__ */ ((KnownStorageConnectorDataSourceType2) => {
  KnownStorageConnectorDataSourceType2["AzureDataShare"] = "Azure_DataShare";
  return KnownStorageConnectorDataSourceType2;
})(KnownStorageConnectorDataSourceType || {});
function storageConnectorSourceSerializer(item) {
  return { type: item["type"] };
}
function storageConnectorSourceDeserializer(item) {
  return {
    type: item["type"]
  };
}
function storageConnectorSourceUnionSerializer(item) {
  switch (item.type) {
    case "DataShare":
      return dataShareSourceSerializer(item);
    default:
      return storageConnectorSourceSerializer(item);
  }
}
function storageConnectorSourceUnionDeserializer(item) {
  switch (item["type"]) {
    case "DataShare":
      return dataShareSourceDeserializer(item);
    default:
      return storageConnectorSourceDeserializer(item);
  }
}
var KnownStorageConnectorSourceType = /* @__PURE__ */ ((KnownStorageConnectorSourceType2) => {
  KnownStorageConnectorSourceType2["DataShare"] = "DataShare";
  return KnownStorageConnectorSourceType2;
})(KnownStorageConnectorSourceType || {});
function dataShareSourceSerializer(item) {
  return {
    type: item["type"],
    connection: storageConnectorConnectionUnionSerializer(item["connection"]),
    authProperties: storageConnectorAuthPropertiesUnionSerializer(item["authProperties"])
  };
}
function dataShareSourceDeserializer(item) {
  return {
    type: item["type"],
    connection: storageConnectorConnectionUnionDeserializer(item["connection"]),
    authProperties: storageConnectorAuthPropertiesUnionDeserializer(item["authProperties"])
  };
}
function storageConnectorConnectionSerializer(item) {
  return { type: item["type"] };
}
function storageConnectorConnectionDeserializer(item) {
  return {
    type: item["type"]
  };
}
function storageConnectorConnectionUnionSerializer(item) {
  switch (item.type) {
    case "DataShare":
      return dataShareConnectionSerializer(item);
    default:
      return storageConnectorConnectionSerializer(item);
  }
}
function storageConnectorConnectionUnionDeserializer(item) {
  switch (item["type"]) {
    case "DataShare":
      return dataShareConnectionDeserializer(item);
    default:
      return storageConnectorConnectionDeserializer(item);
  }
}
var KnownStorageConnectorConnectionType = /* @__PURE__ */ ((KnownStorageConnectorConnectionType2) => {
  KnownStorageConnectorConnectionType2["DataShare"] = "DataShare";
  return KnownStorageConnectorConnectionType2;
})(KnownStorageConnectorConnectionType || {});
function dataShareConnectionSerializer(item) {
  return { type: item["type"], dataShareUri: item["dataShareUri"] };
}
function dataShareConnectionDeserializer(item) {
  return {
    type: item["type"],
    dataShareUri: item["dataShareUri"]
  };
}
function storageConnectorAuthPropertiesSerializer(item) {
  return { type: item["type"] };
}
function storageConnectorAuthPropertiesDeserializer(item) {
  return {
    type: item["type"]
  };
}
function storageConnectorAuthPropertiesUnionSerializer(item) {
  switch (item.type) {
    case "ManagedIdentity":
      return managedIdentityAuthPropertiesSerializer(item);
    default:
      return storageConnectorAuthPropertiesSerializer(item);
  }
}
function storageConnectorAuthPropertiesUnionDeserializer(item) {
  switch (item["type"]) {
    case "ManagedIdentity":
      return managedIdentityAuthPropertiesDeserializer(item);
    default:
      return storageConnectorAuthPropertiesDeserializer(item);
  }
}
var KnownStorageConnectorAuthType = /* @__PURE__ */ ((KnownStorageConnectorAuthType2) => {
  KnownStorageConnectorAuthType2["ManagedIdentity"] = "ManagedIdentity";
  return KnownStorageConnectorAuthType2;
})(KnownStorageConnectorAuthType || {});
function managedIdentityAuthPropertiesSerializer(item) {
  return { type: item["type"], identityResourceId: item["identityResourceId"] };
}
function managedIdentityAuthPropertiesDeserializer(item) {
  return {
    type: item["type"],
    identityResourceId: item["identityResourceId"]
  };
}
var KnownNativeDataSharingProvisioningState = /* @__PURE__ */ ((KnownNativeDataSharingProvisioningState2) => {
  KnownNativeDataSharingProvisioningState2["Accepted"] = "Accepted";
  KnownNativeDataSharingProvisioningState2["Creating"] = "Creating";
  KnownNativeDataSharingProvisioningState2["Succeeded"] = "Succeeded";
  KnownNativeDataSharingProvisioningState2["Deleting"] = "Deleting";
  KnownNativeDataSharingProvisioningState2["Canceled"] = "Canceled";
  KnownNativeDataSharingProvisioningState2["Failed"] = "Failed";
  return KnownNativeDataSharingProvisioningState2;
})(KnownNativeDataSharingProvisioningState || {});
function connectorUpdateSerializer(item) {
  return {
    tags: item["tags"],
    properties: !item["properties"] ? item["properties"] : storageConnectorPropertiesUpdateSerializer(item["properties"])
  };
}
function storageConnectorPropertiesUpdateSerializer(item) {
  return {
    state: item["state"],
    description: item["description"],
    testConnection: item["testConnection"],
    source: !item["source"] ? item["source"] : storageConnectorSourceUpdateUnionSerializer(item["source"])
  };
}
function storageConnectorSourceUpdateSerializer(item) {
  return { type: item["type"] };
}
function storageConnectorSourceUpdateUnionSerializer(item) {
  switch (item.type) {
    case "DataShare":
      return dataShareSourceUpdateSerializer(item);
    default:
      return storageConnectorSourceUpdateSerializer(item);
  }
}
function dataShareSourceUpdateSerializer(item) {
  return {
    type: item["type"],
    authProperties: !item["authProperties"] ? item["authProperties"] : storageConnectorAuthPropertiesUpdateUnionSerializer(item["authProperties"])
  };
}
function storageConnectorAuthPropertiesUpdateSerializer(item) {
  return { type: item["type"] };
}
function storageConnectorAuthPropertiesUpdateUnionSerializer(item) {
  switch (item.type) {
    case "ManagedIdentity":
      return managedIdentityAuthPropertiesUpdateSerializer(
        item
      );
    default:
      return storageConnectorAuthPropertiesUpdateSerializer(item);
  }
}
function managedIdentityAuthPropertiesUpdateSerializer(item) {
  return { type: item["type"], identityResourceId: item["identityResourceId"] };
}
function trackedResourceUpdateSerializer(item) {
  return { tags: item["tags"] };
}
function _connectorListResultDeserializer(item) {
  return {
    value: connectorArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function connectorArraySerializer(result) {
  return result.map((item) => {
    return connectorSerializer(item);
  });
}
function connectorArrayDeserializer(result) {
  return result.map((item) => {
    return connectorDeserializer(item);
  });
}
function testExistingConnectionRequestSerializer(item) {
  return { uniqueId: item["uniqueId"] };
}
function testConnectionResponseDeserializer(item) {
  return {
    storageConnectorMethodName: item["storageConnectorMethodName"],
    storageConnectorErrorMessage: item["storageConnectorErrorMessage"],
    storageConnectorRequestId: item["storageConnectorRequestId"]
  };
}
function dataShareSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: storageDataSharePropertiesSerializer(item["properties"])
  };
}
function dataShareDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: storageDataSharePropertiesDeserializer(item["properties"])
  };
}
function storageDataSharePropertiesSerializer(item) {
  return {
    description: item["description"],
    accessPolicies: storageDataShareAccessPolicyArraySerializer(item["accessPolicies"]),
    assets: storageDataShareAssetArraySerializer(item["assets"])
  };
}
function storageDataSharePropertiesDeserializer(item) {
  return {
    dataShareIdentifier: item["dataShareIdentifier"],
    description: item["description"],
    dataShareUri: item["dataShareUri"],
    accessPolicies: storageDataShareAccessPolicyArrayDeserializer(item["accessPolicies"]),
    assets: storageDataShareAssetArrayDeserializer(item["assets"]),
    provisioningState: item["provisioningState"]
  };
}
function storageDataShareAccessPolicyArraySerializer(result) {
  return result.map((item) => {
    return storageDataShareAccessPolicySerializer(item);
  });
}
function storageDataShareAccessPolicyArrayDeserializer(result) {
  return result.map((item) => {
    return storageDataShareAccessPolicyDeserializer(item);
  });
}
function storageDataShareAccessPolicySerializer(item) {
  return {
    principalId: item["principalId"],
    tenantId: item["tenantId"],
    permission: item["permission"]
  };
}
function storageDataShareAccessPolicyDeserializer(item) {
  return {
    principalId: item["principalId"],
    tenantId: item["tenantId"],
    permission: item["permission"]
  };
}
var KnownStorageDataShareAccessPolicyPermission = /* @__PURE__ */ ((KnownStorageDataShareAccessPolicyPermission2) => {
  KnownStorageDataShareAccessPolicyPermission2["None"] = "None";
  KnownStorageDataShareAccessPolicyPermission2["Read"] = "Read";
  return KnownStorageDataShareAccessPolicyPermission2;
})(KnownStorageDataShareAccessPolicyPermission || {});
function storageDataShareAssetArraySerializer(result) {
  return result.map((item) => {
    return storageDataShareAssetSerializer(item);
  });
}
function storageDataShareAssetArrayDeserializer(result) {
  return result.map((item) => {
    return storageDataShareAssetDeserializer(item);
  });
}
function storageDataShareAssetSerializer(item) {
  return { assetPath: item["assetPath"], displayName: item["displayName"] };
}
function storageDataShareAssetDeserializer(item) {
  return {
    assetPath: item["assetPath"],
    displayName: item["displayName"]
  };
}
function dataShareUpdateSerializer(item) {
  return {
    tags: item["tags"],
    properties: !item["properties"] ? item["properties"] : storageDataSharePropertiesUpdateSerializer(item["properties"])
  };
}
function storageDataSharePropertiesUpdateSerializer(item) {
  return {
    description: item["description"],
    accessPolicies: !item["accessPolicies"] ? item["accessPolicies"] : storageDataShareAccessPolicyArraySerializer(item["accessPolicies"]),
    assets: !item["assets"] ? item["assets"] : storageDataShareAssetArraySerializer(item["assets"])
  };
}
function _dataShareListResultDeserializer(item) {
  return {
    value: dataShareArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function dataShareArraySerializer(result) {
  return result.map((item) => {
    return dataShareSerializer(item);
  });
}
function dataShareArrayDeserializer(result) {
  return result.map((item) => {
    return dataShareDeserializer(item);
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
    ...!item["properties"] ? item["properties"] : _privateLinkResourcePropertiesDeserializer(item["properties"])
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
function _storageTaskReportSummaryDeserializer(item) {
  return {
    value: storageTaskReportInstanceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function storageTaskReportInstanceArrayDeserializer(result) {
  return result.map((item) => {
    return storageTaskReportInstanceDeserializer(item);
  });
}
function storageTaskReportInstanceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : storageTaskReportPropertiesDeserializer(item["properties"])
  };
}
function _listQueueResourceDeserializer(item) {
  return {
    value: listQueueArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function listQueueArrayDeserializer(result) {
  return result.map((item) => {
    return listQueueDeserializer(item);
  });
}
function listQueueDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _listQueueQueuePropertiesDeserializer(item["properties"])
  };
}
function listQueuePropertiesDeserializer(item) {
  return {
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p]))
  };
}
function storageQueueSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["metadata"]) ? void 0 : _storageQueuePropertiesSerializer(item)
  };
}
function storageQueueDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _storageQueuePropertiesDeserializer(item["properties"])
  };
}
function queuePropertiesSerializer(item) {
  return { metadata: item["metadata"] };
}
function queuePropertiesDeserializer(item) {
  return {
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    approximateMessageCount: item["approximateMessageCount"]
  };
}
function objectReplicationPolicySerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "sourceAccount",
      "destinationAccount",
      "rules",
      "metrics",
      "priorityReplication",
      "tagsReplication"
    ]) ? void 0 : _objectReplicationPolicyPropertiesSerializer(item)
  };
}
function objectReplicationPolicyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _objectReplicationPolicyPropertiesDeserializer(item["properties"])
  };
}
function objectReplicationPolicyPropertiesSerializer(item) {
  return {
    sourceAccount: item["sourceAccount"],
    destinationAccount: item["destinationAccount"],
    rules: !item["rules"] ? item["rules"] : objectReplicationPolicyRuleArraySerializer(item["rules"]),
    metrics: !item["metrics"] ? item["metrics"] : objectReplicationPolicyPropertiesMetricsSerializer(item["metrics"]),
    priorityReplication: !item["priorityReplication"] ? item["priorityReplication"] : objectReplicationPolicyPropertiesPriorityReplicationSerializer(item["priorityReplication"]),
    tagsReplication: !item["tagsReplication"] ? item["tagsReplication"] : objectReplicationPolicyPropertiesTagsReplicationSerializer(item["tagsReplication"])
  };
}
function objectReplicationPolicyPropertiesDeserializer(item) {
  return {
    policyId: item["policyId"],
    enabledTime: !item["enabledTime"] ? item["enabledTime"] : new Date(item["enabledTime"]),
    sourceAccount: item["sourceAccount"],
    destinationAccount: item["destinationAccount"],
    rules: !item["rules"] ? item["rules"] : objectReplicationPolicyRuleArrayDeserializer(item["rules"]),
    metrics: !item["metrics"] ? item["metrics"] : objectReplicationPolicyPropertiesMetricsDeserializer(item["metrics"]),
    priorityReplication: !item["priorityReplication"] ? item["priorityReplication"] : objectReplicationPolicyPropertiesPriorityReplicationDeserializer(
      item["priorityReplication"]
    ),
    tagsReplication: !item["tagsReplication"] ? item["tagsReplication"] : objectReplicationPolicyPropertiesTagsReplicationDeserializer(item["tagsReplication"])
  };
}
function objectReplicationPolicyRuleArraySerializer(result) {
  return result.map((item) => {
    return objectReplicationPolicyRuleSerializer(item);
  });
}
function objectReplicationPolicyRuleArrayDeserializer(result) {
  return result.map((item) => {
    return objectReplicationPolicyRuleDeserializer(item);
  });
}
function objectReplicationPolicyRuleSerializer(item) {
  return {
    ruleId: item["ruleId"],
    sourceContainer: item["sourceContainer"],
    destinationContainer: item["destinationContainer"],
    filters: !item["filters"] ? item["filters"] : objectReplicationPolicyFilterSerializer(item["filters"])
  };
}
function objectReplicationPolicyRuleDeserializer(item) {
  return {
    ruleId: item["ruleId"],
    sourceContainer: item["sourceContainer"],
    destinationContainer: item["destinationContainer"],
    filters: !item["filters"] ? item["filters"] : objectReplicationPolicyFilterDeserializer(item["filters"])
  };
}
function objectReplicationPolicyFilterSerializer(item) {
  return {
    prefixMatch: !item["prefixMatch"] ? item["prefixMatch"] : item["prefixMatch"].map((p) => {
      return p;
    }),
    minCreationTime: item["minCreationTime"]
  };
}
function objectReplicationPolicyFilterDeserializer(item) {
  return {
    prefixMatch: !item["prefixMatch"] ? item["prefixMatch"] : item["prefixMatch"].map((p) => {
      return p;
    }),
    minCreationTime: item["minCreationTime"]
  };
}
function objectReplicationPolicyPropertiesMetricsSerializer(item) {
  return { enabled: item["enabled"] };
}
function objectReplicationPolicyPropertiesMetricsDeserializer(item) {
  return {
    enabled: item["enabled"]
  };
}
function objectReplicationPolicyPropertiesPriorityReplicationSerializer(item) {
  return { enabled: item["enabled"] };
}
function objectReplicationPolicyPropertiesPriorityReplicationDeserializer(item) {
  return {
    enabled: item["enabled"]
  };
}
function objectReplicationPolicyPropertiesTagsReplicationSerializer(item) {
  return { enabled: item["enabled"] };
}
function objectReplicationPolicyPropertiesTagsReplicationDeserializer(item) {
  return {
    enabled: item["enabled"]
  };
}
function _objectReplicationPoliciesDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : objectReplicationPolicyArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function objectReplicationPolicyArraySerializer(result) {
  return result.map((item) => {
    return objectReplicationPolicySerializer(item);
  });
}
function objectReplicationPolicyArrayDeserializer(result) {
  return result.map((item) => {
    return objectReplicationPolicyDeserializer(item);
  });
}
function localUserSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "permissionScopes",
      "homeDirectory",
      "sshAuthorizedKeys",
      "hasSharedKey",
      "hasSshKey",
      "hasSshPassword",
      "groupId",
      "allowAclAuthorization",
      "extendedGroups",
      "isNFSv3Enabled"
    ]) ? void 0 : _localUserPropertiesSerializer(item)
  };
}
function localUserDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _localUserPropertiesDeserializer(item["properties"])
  };
}
function localUserPropertiesSerializer(item) {
  return {
    permissionScopes: !item["permissionScopes"] ? item["permissionScopes"] : permissionScopeArraySerializer(item["permissionScopes"]),
    homeDirectory: item["homeDirectory"],
    sshAuthorizedKeys: !item["sshAuthorizedKeys"] ? item["sshAuthorizedKeys"] : sshPublicKeyArraySerializer(item["sshAuthorizedKeys"]),
    hasSharedKey: item["hasSharedKey"],
    hasSshKey: item["hasSshKey"],
    hasSshPassword: item["hasSshPassword"],
    groupId: item["groupId"],
    allowAclAuthorization: item["allowAclAuthorization"],
    extendedGroups: !item["extendedGroups"] ? item["extendedGroups"] : item["extendedGroups"].map((p) => {
      return p;
    }),
    isNFSv3Enabled: item["isNFSv3Enabled"]
  };
}
function localUserPropertiesDeserializer(item) {
  return {
    permissionScopes: !item["permissionScopes"] ? item["permissionScopes"] : permissionScopeArrayDeserializer(item["permissionScopes"]),
    homeDirectory: item["homeDirectory"],
    sshAuthorizedKeys: !item["sshAuthorizedKeys"] ? item["sshAuthorizedKeys"] : sshPublicKeyArrayDeserializer(item["sshAuthorizedKeys"]),
    sid: item["sid"],
    hasSharedKey: item["hasSharedKey"],
    hasSshKey: item["hasSshKey"],
    hasSshPassword: item["hasSshPassword"],
    userId: item["userId"],
    groupId: item["groupId"],
    allowAclAuthorization: item["allowAclAuthorization"],
    extendedGroups: !item["extendedGroups"] ? item["extendedGroups"] : item["extendedGroups"].map((p) => {
      return p;
    }),
    isNFSv3Enabled: item["isNFSv3Enabled"]
  };
}
function permissionScopeArraySerializer(result) {
  return result.map((item) => {
    return permissionScopeSerializer(item);
  });
}
function permissionScopeArrayDeserializer(result) {
  return result.map((item) => {
    return permissionScopeDeserializer(item);
  });
}
function permissionScopeSerializer(item) {
  return {
    permissions: item["permissions"],
    service: item["service"],
    resourceName: item["resourceName"]
  };
}
function permissionScopeDeserializer(item) {
  return {
    permissions: item["permissions"],
    service: item["service"],
    resourceName: item["resourceName"]
  };
}
function sshPublicKeyArraySerializer(result) {
  return result.map((item) => {
    return sshPublicKeySerializer(item);
  });
}
function sshPublicKeyArrayDeserializer(result) {
  return result.map((item) => {
    return sshPublicKeyDeserializer(item);
  });
}
function sshPublicKeySerializer(item) {
  return { description: item["description"], key: item["key"] };
}
function sshPublicKeyDeserializer(item) {
  return {
    description: item["description"],
    key: item["key"]
  };
}
function _localUsersDeserializer(item) {
  return {
    value: localUserArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function localUserArraySerializer(result) {
  return result.map((item) => {
    return localUserSerializer(item);
  });
}
function localUserArrayDeserializer(result) {
  return result.map((item) => {
    return localUserDeserializer(item);
  });
}
function localUserKeysDeserializer(item) {
  return {
    sshAuthorizedKeys: !item["sshAuthorizedKeys"] ? item["sshAuthorizedKeys"] : sshPublicKeyArrayDeserializer(item["sshAuthorizedKeys"]),
    sharedKey: item["sharedKey"]
  };
}
function localUserRegeneratePasswordResultDeserializer(item) {
  return {
    sshPassword: item["sshPassword"]
  };
}
function tableSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["signedIdentifiers"]) ? void 0 : _tablePropertiesSerializer(item)
  };
}
function tableDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _tablePropertiesDeserializer(item["properties"])
  };
}
function tablePropertiesSerializer(item) {
  return {
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : tableSignedIdentifierArraySerializer(item["signedIdentifiers"])
  };
}
function tablePropertiesDeserializer(item) {
  return {
    tableName: item["tableName"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : tableSignedIdentifierArrayDeserializer(item["signedIdentifiers"])
  };
}
function tableSignedIdentifierArraySerializer(result) {
  return result.map((item) => {
    return tableSignedIdentifierSerializer(item);
  });
}
function tableSignedIdentifierArrayDeserializer(result) {
  return result.map((item) => {
    return tableSignedIdentifierDeserializer(item);
  });
}
function tableSignedIdentifierSerializer(item) {
  return {
    id: item["id"],
    accessPolicy: !item["accessPolicy"] ? item["accessPolicy"] : tableAccessPolicySerializer(item["accessPolicy"])
  };
}
function tableSignedIdentifierDeserializer(item) {
  return {
    id: item["id"],
    accessPolicy: !item["accessPolicy"] ? item["accessPolicy"] : tableAccessPolicyDeserializer(item["accessPolicy"])
  };
}
function tableAccessPolicySerializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
    expiryTime: !item["expiryTime"] ? item["expiryTime"] : item["expiryTime"].toISOString(),
    permission: item["permission"]
  };
}
function tableAccessPolicyDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    expiryTime: !item["expiryTime"] ? item["expiryTime"] : new Date(item["expiryTime"]),
    permission: item["permission"]
  };
}
function _listTableResourceDeserializer(item) {
  return {
    value: tableArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function tableArraySerializer(result) {
  return result.map((item) => {
    return tableSerializer(item);
  });
}
function tableArrayDeserializer(result) {
  return result.map((item) => {
    return tableDeserializer(item);
  });
}
function _storageSkuListResultDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : skuInformationArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function skuInformationArrayDeserializer(result) {
  return result.map((item) => {
    return skuInformationDeserializer(item);
  });
}
function skuInformationDeserializer(item) {
  return {
    name: item["name"],
    tier: item["tier"],
    resourceType: item["resourceType"],
    kind: item["kind"],
    locations: !item["locations"] ? item["locations"] : item["locations"].map((p) => {
      return p;
    }),
    locationInfo: !item["locationInfo"] ? item["locationInfo"] : skuInformationLocationInfoItemArrayDeserializer(item["locationInfo"]),
    capabilities: !item["capabilities"] ? item["capabilities"] : skuCapabilityArrayDeserializer(item["capabilities"]),
    restrictions: !item["restrictions"] ? item["restrictions"] : restrictionArrayDeserializer(item["restrictions"])
  };
}
function skuInformationLocationInfoItemArrayDeserializer(result) {
  return result.map((item) => {
    return skuInformationLocationInfoItemDeserializer(item);
  });
}
function skuInformationLocationInfoItemDeserializer(item) {
  return {
    location: item["location"],
    zones: !item["zones"] ? item["zones"] : item["zones"].map((p) => {
      return p;
    })
  };
}
function skuCapabilityArrayDeserializer(result) {
  return result.map((item) => {
    return skuCapabilityDeserializer(item);
  });
}
function skuCapabilityDeserializer(item) {
  return {
    name: item["name"],
    value: item["value"]
  };
}
function restrictionArrayDeserializer(result) {
  return result.map((item) => {
    return restrictionDeserializer(item);
  });
}
function restrictionDeserializer(item) {
  return {
    type: item["type"],
    values: !item["values"] ? item["values"] : item["values"].map((p) => {
      return p;
    }),
    reasonCode: item["reasonCode"]
  };
}
var KnownReasonCode = /* @__PURE__ */ ((KnownReasonCode2) => {
  KnownReasonCode2["QuotaId"] = "QuotaId";
  KnownReasonCode2["NotAvailableForSubscription"] = "NotAvailableForSubscription";
  return KnownReasonCode2;
})(KnownReasonCode || {});
function _usageListResultDeserializer(item) {
  return {
    value: !item["value"] ? item["value"] : usageArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function usageArrayDeserializer(result) {
  return result.map((item) => {
    return usageDeserializer(item);
  });
}
function usageDeserializer(item) {
  return {
    unit: item["unit"],
    currentValue: item["currentValue"],
    limit: item["limit"],
    name: !item["name"] ? item["name"] : usageNameDeserializer(item["name"])
  };
}
function usageNameDeserializer(item) {
  return {
    value: item["value"],
    localizedValue: item["localizedValue"]
  };
}
var KnownListContainersInclude = /* @__PURE__ */ ((KnownListContainersInclude2) => {
  KnownListContainersInclude2["Deleted"] = "deleted";
  return KnownListContainersInclude2;
})(KnownListContainersInclude || {});
var KnownListEncryptionScopesInclude = /* @__PURE__ */ ((KnownListEncryptionScopesInclude2) => {
  KnownListEncryptionScopesInclude2["All"] = "All";
  KnownListEncryptionScopesInclude2["Enabled"] = "Enabled";
  KnownListEncryptionScopesInclude2["Disabled"] = "Disabled";
  return KnownListEncryptionScopesInclude2;
})(KnownListEncryptionScopesInclude || {});
var KnownListLocalUserIncludeParam = /* @__PURE__ */ ((KnownListLocalUserIncludeParam2) => {
  KnownListLocalUserIncludeParam2["Nfsv3"] = "nfsv3";
  return KnownListLocalUserIncludeParam2;
})(KnownListLocalUserIncludeParam || {});
var KnownVersions = /* @__PURE__ */ ((KnownVersions2) => {
  KnownVersions2["V20250601"] = "2025-06-01";
  KnownVersions2["V20250801"] = "2025-08-01";
  return KnownVersions2;
})(KnownVersions || {});
function _operationOperationPropertiesDeserializer(item) {
  return {
    serviceSpecification: !item["serviceSpecification"] ? item["serviceSpecification"] : serviceSpecificationDeserializer(item["serviceSpecification"])
  };
}
function _immutabilityPolicyPropertiesPropertiesSerializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function _immutabilityPolicyPropertiesPropertiesDeserializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    state: item["state"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function _blobContainerPropertiesSerializer(item) {
  return {
    defaultEncryptionScope: item["defaultEncryptionScope"],
    denyEncryptionScopeOverride: item["denyEncryptionScopeOverride"],
    publicAccess: item["publicAccess"],
    metadata: item["metadata"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageWithVersioningSerializer(item["immutableStorageWithVersioning"]),
    enableNfsV3RootSquash: item["enableNfsV3RootSquash"],
    enableNfsV3AllSquash: item["enableNfsV3AllSquash"]
  };
}
function _blobContainerPropertiesDeserializer(item) {
  return {
    version: item["version"],
    deleted: item["deleted"],
    deletedTime: !item["deletedTime"] ? item["deletedTime"] : new Date(item["deletedTime"]),
    remainingRetentionDays: item["remainingRetentionDays"],
    defaultEncryptionScope: item["defaultEncryptionScope"],
    denyEncryptionScopeOverride: item["denyEncryptionScopeOverride"],
    publicAccess: item["publicAccess"],
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    leaseStatus: item["leaseStatus"],
    leaseState: item["leaseState"],
    leaseDuration: item["leaseDuration"],
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    immutabilityPolicy: !item["immutabilityPolicy"] ? item["immutabilityPolicy"] : immutabilityPolicyPropertiesDeserializer(item["immutabilityPolicy"]),
    legalHold: !item["legalHold"] ? item["legalHold"] : legalHoldPropertiesDeserializer(item["legalHold"]),
    hasLegalHold: item["hasLegalHold"],
    hasImmutabilityPolicy: item["hasImmutabilityPolicy"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageWithVersioningDeserializer(item["immutableStorageWithVersioning"]),
    enableNfsV3RootSquash: item["enableNfsV3RootSquash"],
    enableNfsV3AllSquash: item["enableNfsV3AllSquash"]
  };
}
function _listContainerItemPropertiesSerializer(item) {
  return {
    defaultEncryptionScope: item["defaultEncryptionScope"],
    denyEncryptionScopeOverride: item["denyEncryptionScopeOverride"],
    publicAccess: item["publicAccess"],
    metadata: item["metadata"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageWithVersioningSerializer(item["immutableStorageWithVersioning"]),
    enableNfsV3RootSquash: item["enableNfsV3RootSquash"],
    enableNfsV3AllSquash: item["enableNfsV3AllSquash"]
  };
}
function _listContainerItemPropertiesDeserializer(item) {
  return {
    version: item["version"],
    deleted: item["deleted"],
    deletedTime: !item["deletedTime"] ? item["deletedTime"] : new Date(item["deletedTime"]),
    remainingRetentionDays: item["remainingRetentionDays"],
    defaultEncryptionScope: item["defaultEncryptionScope"],
    denyEncryptionScopeOverride: item["denyEncryptionScopeOverride"],
    publicAccess: item["publicAccess"],
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    leaseStatus: item["leaseStatus"],
    leaseState: item["leaseState"],
    leaseDuration: item["leaseDuration"],
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    immutabilityPolicy: !item["immutabilityPolicy"] ? item["immutabilityPolicy"] : immutabilityPolicyPropertiesDeserializer(item["immutabilityPolicy"]),
    legalHold: !item["legalHold"] ? item["legalHold"] : legalHoldPropertiesDeserializer(item["legalHold"]),
    hasLegalHold: item["hasLegalHold"],
    hasImmutabilityPolicy: item["hasImmutabilityPolicy"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageWithVersioningDeserializer(item["immutableStorageWithVersioning"]),
    enableNfsV3RootSquash: item["enableNfsV3RootSquash"],
    enableNfsV3AllSquash: item["enableNfsV3AllSquash"]
  };
}
function _immutabilityPolicyPropertiesSerializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function _immutabilityPolicyPropertiesDeserializer(item) {
  return {
    immutabilityPeriodSinceCreationInDays: item["immutabilityPeriodSinceCreationInDays"],
    state: item["state"],
    allowProtectedAppendWrites: item["allowProtectedAppendWrites"],
    allowProtectedAppendWritesAll: item["allowProtectedAppendWritesAll"]
  };
}
function _blobServicePropertiesPropertiesSerializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]),
    defaultServiceVersion: item["defaultServiceVersion"],
    deleteRetentionPolicy: !item["deleteRetentionPolicy"] ? item["deleteRetentionPolicy"] : deleteRetentionPolicySerializer(item["deleteRetentionPolicy"]),
    staticWebsite: !item["staticWebsite"] ? item["staticWebsite"] : staticWebsiteSerializer(item["staticWebsite"]),
    isVersioningEnabled: item["isVersioningEnabled"],
    automaticSnapshotPolicyEnabled: item["automaticSnapshotPolicyEnabled"],
    changeFeed: !item["changeFeed"] ? item["changeFeed"] : changeFeedSerializer(item["changeFeed"]),
    restorePolicy: !item["restorePolicy"] ? item["restorePolicy"] : restorePolicyPropertiesSerializer(item["restorePolicy"]),
    containerDeleteRetentionPolicy: !item["containerDeleteRetentionPolicy"] ? item["containerDeleteRetentionPolicy"] : deleteRetentionPolicySerializer(item["containerDeleteRetentionPolicy"]),
    lastAccessTimeTrackingPolicy: !item["lastAccessTimeTrackingPolicy"] ? item["lastAccessTimeTrackingPolicy"] : lastAccessTimeTrackingPolicySerializer(item["lastAccessTimeTrackingPolicy"])
  };
}
function _blobServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"]),
    defaultServiceVersion: item["defaultServiceVersion"],
    deleteRetentionPolicy: !item["deleteRetentionPolicy"] ? item["deleteRetentionPolicy"] : deleteRetentionPolicyDeserializer(item["deleteRetentionPolicy"]),
    staticWebsite: !item["staticWebsite"] ? item["staticWebsite"] : staticWebsiteDeserializer(item["staticWebsite"]),
    isVersioningEnabled: item["isVersioningEnabled"],
    automaticSnapshotPolicyEnabled: item["automaticSnapshotPolicyEnabled"],
    changeFeed: !item["changeFeed"] ? item["changeFeed"] : changeFeedDeserializer(item["changeFeed"]),
    restorePolicy: !item["restorePolicy"] ? item["restorePolicy"] : restorePolicyPropertiesDeserializer(item["restorePolicy"]),
    containerDeleteRetentionPolicy: !item["containerDeleteRetentionPolicy"] ? item["containerDeleteRetentionPolicy"] : deleteRetentionPolicyDeserializer(item["containerDeleteRetentionPolicy"]),
    lastAccessTimeTrackingPolicy: !item["lastAccessTimeTrackingPolicy"] ? item["lastAccessTimeTrackingPolicy"] : lastAccessTimeTrackingPolicyDeserializer(item["lastAccessTimeTrackingPolicy"])
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
function _storageAccountPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    primaryEndpoints: !item["primaryEndpoints"] ? item["primaryEndpoints"] : endpointsDeserializer(item["primaryEndpoints"]),
    primaryLocation: item["primaryLocation"],
    statusOfPrimary: item["statusOfPrimary"],
    lastGeoFailoverTime: !item["lastGeoFailoverTime"] ? item["lastGeoFailoverTime"] : new Date(item["lastGeoFailoverTime"]),
    secondaryLocation: item["secondaryLocation"],
    statusOfSecondary: item["statusOfSecondary"],
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
    customDomain: !item["customDomain"] ? item["customDomain"] : customDomainDeserializer(item["customDomain"]),
    sasPolicy: !item["sasPolicy"] ? item["sasPolicy"] : sasPolicyDeserializer(item["sasPolicy"]),
    keyPolicy: !item["keyPolicy"] ? item["keyPolicy"] : keyPolicyDeserializer(item["keyPolicy"]),
    keyCreationTime: !item["keyCreationTime"] ? item["keyCreationTime"] : keyCreationTimeDeserializer(item["keyCreationTime"]),
    secondaryEndpoints: !item["secondaryEndpoints"] ? item["secondaryEndpoints"] : endpointsDeserializer(item["secondaryEndpoints"]),
    encryption: !item["encryption"] ? item["encryption"] : encryptionDeserializer(item["encryption"]),
    accessTier: item["accessTier"],
    azureFilesIdentityBasedAuthentication: !item["azureFilesIdentityBasedAuthentication"] ? item["azureFilesIdentityBasedAuthentication"] : azureFilesIdentityBasedAuthenticationDeserializer(
      item["azureFilesIdentityBasedAuthentication"]
    ),
    enableHttpsTrafficOnly: item["supportsHttpsTrafficOnly"],
    networkRuleSet: !item["networkAcls"] ? item["networkAcls"] : networkRuleSetDeserializer(item["networkAcls"]),
    isSftpEnabled: item["isSftpEnabled"],
    isLocalUserEnabled: item["isLocalUserEnabled"],
    enableExtendedGroups: item["enableExtendedGroups"],
    isHnsEnabled: item["isHnsEnabled"],
    geoReplicationStats: !item["geoReplicationStats"] ? item["geoReplicationStats"] : geoReplicationStatsDeserializer(item["geoReplicationStats"]),
    failoverInProgress: item["failoverInProgress"],
    largeFileSharesState: item["largeFileSharesState"],
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : privateEndpointConnectionArrayDeserializer(item["privateEndpointConnections"]),
    routingPreference: !item["routingPreference"] ? item["routingPreference"] : routingPreferenceDeserializer(item["routingPreference"]),
    dualStackEndpointPreference: !item["dualStackEndpointPreference"] ? item["dualStackEndpointPreference"] : dualStackEndpointPreferenceDeserializer(item["dualStackEndpointPreference"]),
    blobRestoreStatus: !item["blobRestoreStatus"] ? item["blobRestoreStatus"] : blobRestoreStatusDeserializer(item["blobRestoreStatus"]),
    allowBlobPublicAccess: item["allowBlobPublicAccess"],
    minimumTlsVersion: item["minimumTlsVersion"],
    allowSharedKeyAccess: item["allowSharedKeyAccess"],
    enableNfsV3: item["isNfsV3Enabled"],
    allowCrossTenantReplication: item["allowCrossTenantReplication"],
    defaultToOAuthAuthentication: item["defaultToOAuthAuthentication"],
    publicNetworkAccess: item["publicNetworkAccess"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageAccountDeserializer(item["immutableStorageWithVersioning"]),
    allowedCopyScope: item["allowedCopyScope"],
    storageAccountSkuConversionStatus: !item["storageAccountSkuConversionStatus"] ? item["storageAccountSkuConversionStatus"] : storageAccountSkuConversionStatusDeserializer(item["storageAccountSkuConversionStatus"]),
    dnsEndpointType: item["dnsEndpointType"],
    isSkuConversionBlocked: item["isSkuConversionBlocked"],
    accountMigrationInProgress: item["accountMigrationInProgress"],
    geoPriorityReplicationStatus: !item["geoPriorityReplicationStatus"] ? item["geoPriorityReplicationStatus"] : geoPriorityReplicationStatusDeserializer(item["geoPriorityReplicationStatus"]),
    allowSharedKeyAccessForServices: !item["allowSharedKeyAccessForServices"] ? item["allowSharedKeyAccessForServices"] : storageAccountSharedKeyAccessPropertiesDeserializer(
      item["allowSharedKeyAccessForServices"]
    ),
    dataCollaborationPolicyProperties: !item["dataCollaborationPolicyProperties"] ? item["dataCollaborationPolicyProperties"] : storageDataCollaborationPolicyPropertiesDeserializer(
      item["dataCollaborationPolicyProperties"]
    )
  };
}
function _storageAccountCreateParametersPropertiesSerializer(item) {
  return {
    allowedCopyScope: item["allowedCopyScope"],
    publicNetworkAccess: item["publicNetworkAccess"],
    sasPolicy: !item["sasPolicy"] ? item["sasPolicy"] : sasPolicySerializer(item["sasPolicy"]),
    keyPolicy: !item["keyPolicy"] ? item["keyPolicy"] : keyPolicySerializer(item["keyPolicy"]),
    customDomain: !item["customDomain"] ? item["customDomain"] : customDomainSerializer(item["customDomain"]),
    encryption: !item["encryption"] ? item["encryption"] : encryptionSerializer(item["encryption"]),
    networkAcls: !item["networkRuleSet"] ? item["networkRuleSet"] : networkRuleSetSerializer(item["networkRuleSet"]),
    accessTier: item["accessTier"],
    azureFilesIdentityBasedAuthentication: !item["azureFilesIdentityBasedAuthentication"] ? item["azureFilesIdentityBasedAuthentication"] : azureFilesIdentityBasedAuthenticationSerializer(
      item["azureFilesIdentityBasedAuthentication"]
    ),
    supportsHttpsTrafficOnly: item["enableHttpsTrafficOnly"],
    isSftpEnabled: item["isSftpEnabled"],
    isLocalUserEnabled: item["isLocalUserEnabled"],
    enableExtendedGroups: item["enableExtendedGroups"],
    isHnsEnabled: item["isHnsEnabled"],
    largeFileSharesState: item["largeFileSharesState"],
    routingPreference: !item["routingPreference"] ? item["routingPreference"] : routingPreferenceSerializer(item["routingPreference"]),
    dualStackEndpointPreference: !item["dualStackEndpointPreference"] ? item["dualStackEndpointPreference"] : dualStackEndpointPreferenceSerializer(item["dualStackEndpointPreference"]),
    allowBlobPublicAccess: item["allowBlobPublicAccess"],
    minimumTlsVersion: item["minimumTlsVersion"],
    allowSharedKeyAccess: item["allowSharedKeyAccess"],
    isNfsV3Enabled: item["enableNfsV3"],
    allowCrossTenantReplication: item["allowCrossTenantReplication"],
    defaultToOAuthAuthentication: item["defaultToOAuthAuthentication"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageAccountSerializer(item["immutableStorageWithVersioning"]),
    dnsEndpointType: item["dnsEndpointType"],
    geoPriorityReplicationStatus: !item["geoPriorityReplicationStatus"] ? item["geoPriorityReplicationStatus"] : geoPriorityReplicationStatusSerializer(item["geoPriorityReplicationStatus"]),
    allowSharedKeyAccessForServices: !item["allowSharedKeyAccessForServices"] ? item["allowSharedKeyAccessForServices"] : storageAccountSharedKeyAccessPropertiesSerializer(item["allowSharedKeyAccessForServices"]),
    dataCollaborationPolicyProperties: !item["dataCollaborationPolicyProperties"] ? item["dataCollaborationPolicyProperties"] : storageDataCollaborationPolicyPropertiesSerializer(
      item["dataCollaborationPolicyProperties"]
    )
  };
}
function _storageAccountUpdateParametersPropertiesSerializer(item) {
  return {
    customDomain: !item["customDomain"] ? item["customDomain"] : customDomainSerializer(item["customDomain"]),
    encryption: !item["encryption"] ? item["encryption"] : encryptionSerializer(item["encryption"]),
    sasPolicy: !item["sasPolicy"] ? item["sasPolicy"] : sasPolicySerializer(item["sasPolicy"]),
    keyPolicy: !item["keyPolicy"] ? item["keyPolicy"] : keyPolicySerializer(item["keyPolicy"]),
    accessTier: item["accessTier"],
    azureFilesIdentityBasedAuthentication: !item["azureFilesIdentityBasedAuthentication"] ? item["azureFilesIdentityBasedAuthentication"] : azureFilesIdentityBasedAuthenticationSerializer(
      item["azureFilesIdentityBasedAuthentication"]
    ),
    supportsHttpsTrafficOnly: item["enableHttpsTrafficOnly"],
    isSftpEnabled: item["isSftpEnabled"],
    isLocalUserEnabled: item["isLocalUserEnabled"],
    enableExtendedGroups: item["enableExtendedGroups"],
    networkAcls: !item["networkRuleSet"] ? item["networkRuleSet"] : networkRuleSetSerializer(item["networkRuleSet"]),
    largeFileSharesState: item["largeFileSharesState"],
    routingPreference: !item["routingPreference"] ? item["routingPreference"] : routingPreferenceSerializer(item["routingPreference"]),
    dualStackEndpointPreference: !item["dualStackEndpointPreference"] ? item["dualStackEndpointPreference"] : dualStackEndpointPreferenceSerializer(item["dualStackEndpointPreference"]),
    allowBlobPublicAccess: item["allowBlobPublicAccess"],
    minimumTlsVersion: item["minimumTlsVersion"],
    allowSharedKeyAccess: item["allowSharedKeyAccess"],
    allowCrossTenantReplication: item["allowCrossTenantReplication"],
    defaultToOAuthAuthentication: item["defaultToOAuthAuthentication"],
    publicNetworkAccess: item["publicNetworkAccess"],
    immutableStorageWithVersioning: !item["immutableStorageWithVersioning"] ? item["immutableStorageWithVersioning"] : immutableStorageAccountSerializer(item["immutableStorageWithVersioning"]),
    allowedCopyScope: item["allowedCopyScope"],
    dnsEndpointType: item["dnsEndpointType"],
    geoPriorityReplicationStatus: !item["geoPriorityReplicationStatus"] ? item["geoPriorityReplicationStatus"] : geoPriorityReplicationStatusSerializer(item["geoPriorityReplicationStatus"]),
    allowSharedKeyAccessForServices: !item["allowSharedKeyAccessForServices"] ? item["allowSharedKeyAccessForServices"] : storageAccountSharedKeyAccessPropertiesSerializer(item["allowSharedKeyAccessForServices"]),
    dataCollaborationPolicyProperties: !item["dataCollaborationPolicyProperties"] ? item["dataCollaborationPolicyProperties"] : storageDataCollaborationPolicyPropertiesSerializer(
      item["dataCollaborationPolicyProperties"]
    )
  };
}
function _storageAccountMigrationPropertiesSerializer(item) {
  return { targetSkuName: item["targetSkuName"] };
}
function _storageAccountMigrationPropertiesDeserializer(item) {
  return {
    targetSkuName: item["targetSkuName"],
    migrationStatus: item["migrationStatus"],
    migrationFailedReason: item["migrationFailedReason"],
    migrationFailedDetailedReason: item["migrationFailedDetailedReason"]
  };
}
function _fileSharePropertiesSerializer(item) {
  return {
    metadata: item["metadata"],
    shareQuota: item["shareQuota"],
    provisionedIops: item["provisionedIops"],
    provisionedBandwidthMibps: item["provisionedBandwidthMibps"],
    enabledProtocols: item["enabledProtocols"],
    rootSquash: item["rootSquash"],
    accessTier: item["accessTier"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : signedIdentifierArraySerializer(item["signedIdentifiers"]),
    fileSharePaidBursting: !item["fileSharePaidBursting"] ? item["fileSharePaidBursting"] : fileSharePropertiesFileSharePaidBurstingSerializer(item["fileSharePaidBursting"])
  };
}
function _fileSharePropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    shareQuota: item["shareQuota"],
    provisionedIops: item["provisionedIops"],
    provisionedBandwidthMibps: item["provisionedBandwidthMibps"],
    includedBurstIops: item["includedBurstIops"],
    maxBurstCreditsForIops: item["maxBurstCreditsForIops"],
    nextAllowedQuotaDowngradeTime: !item["nextAllowedQuotaDowngradeTime"] ? item["nextAllowedQuotaDowngradeTime"] : new Date(item["nextAllowedQuotaDowngradeTime"]),
    nextAllowedProvisionedIopsDowngradeTime: !item["nextAllowedProvisionedIopsDowngradeTime"] ? item["nextAllowedProvisionedIopsDowngradeTime"] : new Date(item["nextAllowedProvisionedIopsDowngradeTime"]),
    nextAllowedProvisionedBandwidthDowngradeTime: !item["nextAllowedProvisionedBandwidthDowngradeTime"] ? item["nextAllowedProvisionedBandwidthDowngradeTime"] : new Date(item["nextAllowedProvisionedBandwidthDowngradeTime"]),
    enabledProtocols: item["enabledProtocols"],
    rootSquash: item["rootSquash"],
    version: item["version"],
    deleted: item["deleted"],
    deletedTime: !item["deletedTime"] ? item["deletedTime"] : new Date(item["deletedTime"]),
    remainingRetentionDays: item["remainingRetentionDays"],
    accessTier: item["accessTier"],
    accessTierChangeTime: !item["accessTierChangeTime"] ? item["accessTierChangeTime"] : new Date(item["accessTierChangeTime"]),
    accessTierStatus: item["accessTierStatus"],
    shareUsageBytes: item["shareUsageBytes"],
    leaseStatus: item["leaseStatus"],
    leaseState: item["leaseState"],
    leaseDuration: item["leaseDuration"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : signedIdentifierArrayDeserializer(item["signedIdentifiers"]),
    snapshotTime: !item["snapshotTime"] ? item["snapshotTime"] : new Date(item["snapshotTime"]),
    fileSharePaidBursting: !item["fileSharePaidBursting"] ? item["fileSharePaidBursting"] : fileSharePropertiesFileSharePaidBurstingDeserializer(item["fileSharePaidBursting"])
  };
}
function _fileShareItemPropertiesSerializer(item) {
  return {
    metadata: item["metadata"],
    shareQuota: item["shareQuota"],
    provisionedIops: item["provisionedIops"],
    provisionedBandwidthMibps: item["provisionedBandwidthMibps"],
    enabledProtocols: item["enabledProtocols"],
    rootSquash: item["rootSquash"],
    accessTier: item["accessTier"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : signedIdentifierArraySerializer(item["signedIdentifiers"]),
    fileSharePaidBursting: !item["fileSharePaidBursting"] ? item["fileSharePaidBursting"] : fileSharePropertiesFileSharePaidBurstingSerializer(item["fileSharePaidBursting"])
  };
}
function _fileShareItemPropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    shareQuota: item["shareQuota"],
    provisionedIops: item["provisionedIops"],
    provisionedBandwidthMibps: item["provisionedBandwidthMibps"],
    includedBurstIops: item["includedBurstIops"],
    maxBurstCreditsForIops: item["maxBurstCreditsForIops"],
    nextAllowedQuotaDowngradeTime: !item["nextAllowedQuotaDowngradeTime"] ? item["nextAllowedQuotaDowngradeTime"] : new Date(item["nextAllowedQuotaDowngradeTime"]),
    nextAllowedProvisionedIopsDowngradeTime: !item["nextAllowedProvisionedIopsDowngradeTime"] ? item["nextAllowedProvisionedIopsDowngradeTime"] : new Date(item["nextAllowedProvisionedIopsDowngradeTime"]),
    nextAllowedProvisionedBandwidthDowngradeTime: !item["nextAllowedProvisionedBandwidthDowngradeTime"] ? item["nextAllowedProvisionedBandwidthDowngradeTime"] : new Date(item["nextAllowedProvisionedBandwidthDowngradeTime"]),
    enabledProtocols: item["enabledProtocols"],
    rootSquash: item["rootSquash"],
    version: item["version"],
    deleted: item["deleted"],
    deletedTime: !item["deletedTime"] ? item["deletedTime"] : new Date(item["deletedTime"]),
    remainingRetentionDays: item["remainingRetentionDays"],
    accessTier: item["accessTier"],
    accessTierChangeTime: !item["accessTierChangeTime"] ? item["accessTierChangeTime"] : new Date(item["accessTierChangeTime"]),
    accessTierStatus: item["accessTierStatus"],
    shareUsageBytes: item["shareUsageBytes"],
    leaseStatus: item["leaseStatus"],
    leaseState: item["leaseState"],
    leaseDuration: item["leaseDuration"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : signedIdentifierArrayDeserializer(item["signedIdentifiers"]),
    snapshotTime: !item["snapshotTime"] ? item["snapshotTime"] : new Date(item["snapshotTime"]),
    fileSharePaidBursting: !item["fileSharePaidBursting"] ? item["fileSharePaidBursting"] : fileSharePropertiesFileSharePaidBurstingDeserializer(item["fileSharePaidBursting"])
  };
}
function _fileServicePropertiesPropertiesSerializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]),
    shareDeleteRetentionPolicy: !item["shareDeleteRetentionPolicy"] ? item["shareDeleteRetentionPolicy"] : deleteRetentionPolicySerializer(item["shareDeleteRetentionPolicy"]),
    protocolSettings: !item["protocolSettings"] ? item["protocolSettings"] : protocolSettingsSerializer(item["protocolSettings"])
  };
}
function _fileServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"]),
    shareDeleteRetentionPolicy: !item["shareDeleteRetentionPolicy"] ? item["shareDeleteRetentionPolicy"] : deleteRetentionPolicyDeserializer(item["shareDeleteRetentionPolicy"]),
    protocolSettings: !item["protocolSettings"] ? item["protocolSettings"] : protocolSettingsDeserializer(item["protocolSettings"])
  };
}
function _queueServicePropertiesPropertiesSerializer(item) {
  return { cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]) };
}
function _queueServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"])
  };
}
function _deletedAccountPropertiesDeserializer(item) {
  return {
    storageAccountResourceId: item["storageAccountResourceId"],
    location: item["location"],
    restoreReference: item["restoreReference"],
    creationTime: item["creationTime"],
    deletionTime: item["deletionTime"]
  };
}
function _managementPolicyPropertiesSerializer(item) {
  return {
    policy: !item["policy"] ? item["policy"] : managementPolicySchemaSerializer(item["policy"])
  };
}
function _managementPolicyPropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    policy: !item["policy"] ? item["policy"] : managementPolicySchemaDeserializer(item["policy"])
  };
}
function _blobInventoryPolicyPropertiesSerializer(item) {
  return {
    policy: !item["policy"] ? item["policy"] : blobInventoryPolicySchemaSerializer(item["policy"])
  };
}
function _blobInventoryPolicyPropertiesDeserializer(item) {
  return {
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    policy: !item["policy"] ? item["policy"] : blobInventoryPolicySchemaDeserializer(item["policy"])
  };
}
function _encryptionScopePropertiesSerializer(item) {
  return {
    source: item["source"],
    state: item["state"],
    keyVaultProperties: !item["keyVaultProperties"] ? item["keyVaultProperties"] : encryptionScopeKeyVaultPropertiesSerializer(item["keyVaultProperties"]),
    requireInfrastructureEncryption: item["requireInfrastructureEncryption"]
  };
}
function _encryptionScopePropertiesDeserializer(item) {
  return {
    source: item["source"],
    state: item["state"],
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    keyVaultProperties: !item["keyVaultProperties"] ? item["keyVaultProperties"] : encryptionScopeKeyVaultPropertiesDeserializer(item["keyVaultProperties"]),
    requireInfrastructureEncryption: item["requireInfrastructureEncryption"]
  };
}
function _tableServicePropertiesPropertiesSerializer(item) {
  return { cors: !item["cors"] ? item["cors"] : corsRulesSerializer(item["cors"]) };
}
function _tableServicePropertiesPropertiesDeserializer(item) {
  return {
    cors: !item["cors"] ? item["cors"] : corsRulesDeserializer(item["cors"])
  };
}
function _networkSecurityPerimeterConfigurationPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    provisioningIssues: !item["provisioningIssues"] ? item["provisioningIssues"] : provisioningIssueArrayDeserializer(item["provisioningIssues"]),
    networkSecurityPerimeter: !item["networkSecurityPerimeter"] ? item["networkSecurityPerimeter"] : networkSecurityPerimeterDeserializer(item["networkSecurityPerimeter"]),
    resourceAssociation: !item["resourceAssociation"] ? item["resourceAssociation"] : networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer(
      item["resourceAssociation"]
    ),
    profile: !item["profile"] ? item["profile"] : networkSecurityPerimeterConfigurationPropertiesProfileDeserializer(item["profile"])
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
function _listQueueQueuePropertiesDeserializer(item) {
  return {
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p]))
  };
}
function _storageQueuePropertiesSerializer(item) {
  return { metadata: item["metadata"] };
}
function _storageQueuePropertiesDeserializer(item) {
  return {
    metadata: !item["metadata"] ? item["metadata"] : Object.fromEntries(Object.entries(item["metadata"]).map(([k, p]) => [k, p])),
    approximateMessageCount: item["approximateMessageCount"]
  };
}
function _objectReplicationPolicyPropertiesSerializer(item) {
  return {
    sourceAccount: item["sourceAccount"],
    destinationAccount: item["destinationAccount"],
    rules: !item["rules"] ? item["rules"] : objectReplicationPolicyRuleArraySerializer(item["rules"]),
    metrics: !item["metrics"] ? item["metrics"] : objectReplicationPolicyPropertiesMetricsSerializer(item["metrics"]),
    priorityReplication: !item["priorityReplication"] ? item["priorityReplication"] : objectReplicationPolicyPropertiesPriorityReplicationSerializer(item["priorityReplication"]),
    tagsReplication: !item["tagsReplication"] ? item["tagsReplication"] : objectReplicationPolicyPropertiesTagsReplicationSerializer(item["tagsReplication"])
  };
}
function _objectReplicationPolicyPropertiesDeserializer(item) {
  return {
    policyId: item["policyId"],
    enabledTime: !item["enabledTime"] ? item["enabledTime"] : new Date(item["enabledTime"]),
    sourceAccount: item["sourceAccount"],
    destinationAccount: item["destinationAccount"],
    rules: !item["rules"] ? item["rules"] : objectReplicationPolicyRuleArrayDeserializer(item["rules"]),
    metrics: !item["metrics"] ? item["metrics"] : objectReplicationPolicyPropertiesMetricsDeserializer(item["metrics"]),
    priorityReplication: !item["priorityReplication"] ? item["priorityReplication"] : objectReplicationPolicyPropertiesPriorityReplicationDeserializer(
      item["priorityReplication"]
    ),
    tagsReplication: !item["tagsReplication"] ? item["tagsReplication"] : objectReplicationPolicyPropertiesTagsReplicationDeserializer(item["tagsReplication"])
  };
}
function _localUserPropertiesSerializer(item) {
  return {
    permissionScopes: !item["permissionScopes"] ? item["permissionScopes"] : permissionScopeArraySerializer(item["permissionScopes"]),
    homeDirectory: item["homeDirectory"],
    sshAuthorizedKeys: !item["sshAuthorizedKeys"] ? item["sshAuthorizedKeys"] : sshPublicKeyArraySerializer(item["sshAuthorizedKeys"]),
    hasSharedKey: item["hasSharedKey"],
    hasSshKey: item["hasSshKey"],
    hasSshPassword: item["hasSshPassword"],
    groupId: item["groupId"],
    allowAclAuthorization: item["allowAclAuthorization"],
    extendedGroups: !item["extendedGroups"] ? item["extendedGroups"] : item["extendedGroups"].map((p) => {
      return p;
    }),
    isNFSv3Enabled: item["isNFSv3Enabled"]
  };
}
function _localUserPropertiesDeserializer(item) {
  return {
    permissionScopes: !item["permissionScopes"] ? item["permissionScopes"] : permissionScopeArrayDeserializer(item["permissionScopes"]),
    homeDirectory: item["homeDirectory"],
    sshAuthorizedKeys: !item["sshAuthorizedKeys"] ? item["sshAuthorizedKeys"] : sshPublicKeyArrayDeserializer(item["sshAuthorizedKeys"]),
    sid: item["sid"],
    hasSharedKey: item["hasSharedKey"],
    hasSshKey: item["hasSshKey"],
    hasSshPassword: item["hasSshPassword"],
    userId: item["userId"],
    groupId: item["groupId"],
    allowAclAuthorization: item["allowAclAuthorization"],
    extendedGroups: !item["extendedGroups"] ? item["extendedGroups"] : item["extendedGroups"].map((p) => {
      return p;
    }),
    isNFSv3Enabled: item["isNFSv3Enabled"]
  };
}
function _tablePropertiesSerializer(item) {
  return {
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : tableSignedIdentifierArraySerializer(item["signedIdentifiers"])
  };
}
function _tablePropertiesDeserializer(item) {
  return {
    tableName: item["tableName"],
    signedIdentifiers: !item["signedIdentifiers"] ? item["signedIdentifiers"] : tableSignedIdentifierArrayDeserializer(item["signedIdentifiers"])
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  KnownAccountImmutabilityPolicyState,
  KnownAccountType,
  KnownAllowedCopyScope,
  KnownAllowedMethods,
  KnownBlobInventoryPolicyName,
  KnownBlobRestoreProgressStatus,
  KnownBypass,
  KnownCreatedByType,
  KnownDefaultSharePermission,
  KnownDirectoryServiceOptions,
  KnownDnsEndpointType,
  KnownEnabledProtocols,
  KnownEncryptionScopeSource,
  KnownEncryptionScopeState,
  KnownExpirationAction,
  KnownExtendedLocationTypes,
  KnownFormat,
  KnownGeoReplicationStatus,
  KnownIdentityType,
  KnownImmutabilityPolicyState,
  KnownImmutabilityPolicyUpdateType,
  KnownIntervalUnit,
  KnownInventoryRuleType,
  KnownIssueType,
  KnownKeySource,
  KnownKeyType,
  KnownKind,
  KnownLargeFileSharesState,
  KnownLeaseContainerRequestAction,
  KnownLeaseDuration,
  KnownLeaseShareAction,
  KnownLeaseState,
  KnownLeaseStatus,
  KnownListContainersInclude,
  KnownListEncryptionScopesInclude,
  KnownListLocalUserIncludeParam,
  KnownManagementPolicyName,
  KnownMigrationName,
  KnownMigrationState,
  KnownMigrationStatus,
  KnownMinimumTlsVersion,
  KnownName,
  KnownNativeDataSharingProvisioningState,
  KnownNetworkSecurityPerimeterConfigurationProvisioningState,
  KnownNspAccessRuleDirection,
  KnownObjectType,
  KnownPermissions,
  KnownPostFailoverRedundancy,
  KnownPostPlannedFailoverRedundancy,
  KnownPrivateEndpointConnectionProvisioningState,
  KnownPrivateEndpointServiceConnectionStatus,
  KnownPublicNetworkAccess,
  KnownReasonCode,
  KnownResourceAssociationAccessMode,
  KnownRootSquashType,
  KnownRoutingChoice,
  KnownRuleType,
  KnownRunResult,
  KnownRunStatusEnum,
  KnownSchedule,
  KnownServices,
  KnownSeverity,
  KnownShareAccessTier,
  KnownSignedResource,
  KnownSignedResourceTypes,
  KnownSkuConversionStatus,
  KnownSkuName,
  KnownState,
  KnownStorageConnectorAuthType,
  KnownStorageConnectorConnectionType,
  KnownStorageConnectorDataSourceType,
  KnownStorageConnectorSourceType,
  KnownStorageConnectorState,
  KnownStorageDataShareAccessPolicyPermission,
  KnownStorageTaskAssignmentProvisioningState,
  KnownTriggerType,
  KnownVersions,
  KnownZonePlacementPolicy,
  _blobContainerPropertiesDeserializer,
  _blobContainerPropertiesSerializer,
  _blobInventoryPolicyPropertiesDeserializer,
  _blobInventoryPolicyPropertiesSerializer,
  _blobServiceItemsDeserializer,
  _blobServicePropertiesPropertiesDeserializer,
  _blobServicePropertiesPropertiesSerializer,
  _connectorListResultDeserializer,
  _dataShareListResultDeserializer,
  _deletedAccountListResultDeserializer,
  _deletedAccountPropertiesDeserializer,
  _encryptionScopeListResultDeserializer,
  _encryptionScopePropertiesDeserializer,
  _encryptionScopePropertiesSerializer,
  _fileServicePropertiesPropertiesDeserializer,
  _fileServicePropertiesPropertiesSerializer,
  _fileServiceUsagesDeserializer,
  _fileShareItemPropertiesDeserializer,
  _fileShareItemPropertiesSerializer,
  _fileShareItemsDeserializer,
  _fileSharePropertiesDeserializer,
  _fileSharePropertiesSerializer,
  _immutabilityPolicyPropertiesDeserializer,
  _immutabilityPolicyPropertiesPropertiesDeserializer,
  _immutabilityPolicyPropertiesPropertiesSerializer,
  _immutabilityPolicyPropertiesSerializer,
  _listBlobInventoryPolicyDeserializer,
  _listContainerItemPropertiesDeserializer,
  _listContainerItemPropertiesSerializer,
  _listContainerItemsDeserializer,
  _listQueueQueuePropertiesDeserializer,
  _listQueueResourceDeserializer,
  _listTableResourceDeserializer,
  _localUserPropertiesDeserializer,
  _localUserPropertiesSerializer,
  _localUsersDeserializer,
  _managementPolicyPropertiesDeserializer,
  _managementPolicyPropertiesSerializer,
  _networkSecurityPerimeterConfigurationListDeserializer,
  _networkSecurityPerimeterConfigurationPropertiesDeserializer,
  _objectReplicationPoliciesDeserializer,
  _objectReplicationPolicyPropertiesDeserializer,
  _objectReplicationPolicyPropertiesSerializer,
  _operationListResultDeserializer,
  _operationOperationPropertiesDeserializer,
  _privateEndpointConnectionListResultDeserializer,
  _privateEndpointConnectionPropertiesDeserializer,
  _privateEndpointConnectionPropertiesSerializer,
  _privateLinkResourcePropertiesDeserializer,
  _queueServicePropertiesPropertiesDeserializer,
  _queueServicePropertiesPropertiesSerializer,
  _storageAccountCreateParametersPropertiesSerializer,
  _storageAccountListResultDeserializer,
  _storageAccountMigrationPropertiesDeserializer,
  _storageAccountMigrationPropertiesSerializer,
  _storageAccountPropertiesDeserializer,
  _storageAccountUpdateParametersPropertiesSerializer,
  _storageQueuePropertiesDeserializer,
  _storageQueuePropertiesSerializer,
  _storageSkuListResultDeserializer,
  _storageTaskAssignmentsListDeserializer,
  _storageTaskReportSummaryDeserializer,
  _tablePropertiesDeserializer,
  _tablePropertiesSerializer,
  _tableServicePropertiesPropertiesDeserializer,
  _tableServicePropertiesPropertiesSerializer,
  _usageListResultDeserializer,
  accessPolicyDeserializer,
  accessPolicySerializer,
  accountImmutabilityPolicyPropertiesDeserializer,
  accountImmutabilityPolicyPropertiesSerializer,
  accountLimitsDeserializer,
  accountSasParametersSerializer,
  accountUsageDeserializer,
  accountUsageElementsDeserializer,
  activeDirectoryPropertiesDeserializer,
  activeDirectoryPropertiesSerializer,
  azureEntityResourceDeserializer,
  azureFilesIdentityBasedAuthenticationDeserializer,
  azureFilesIdentityBasedAuthenticationSerializer,
  blobContainerDeserializer,
  blobContainerSerializer,
  blobInventoryCreationTimeDeserializer,
  blobInventoryCreationTimeSerializer,
  blobInventoryPolicyArrayDeserializer,
  blobInventoryPolicyArraySerializer,
  blobInventoryPolicyDefinitionDeserializer,
  blobInventoryPolicyDefinitionSerializer,
  blobInventoryPolicyDeserializer,
  blobInventoryPolicyFilterDeserializer,
  blobInventoryPolicyFilterSerializer,
  blobInventoryPolicyPropertiesDeserializer,
  blobInventoryPolicyPropertiesSerializer,
  blobInventoryPolicyRuleArrayDeserializer,
  blobInventoryPolicyRuleArraySerializer,
  blobInventoryPolicyRuleDeserializer,
  blobInventoryPolicyRuleSerializer,
  blobInventoryPolicySchemaDeserializer,
  blobInventoryPolicySchemaSerializer,
  blobInventoryPolicySerializer,
  blobRestoreParametersDeserializer,
  blobRestoreParametersSerializer,
  blobRestoreRangeArrayDeserializer,
  blobRestoreRangeArraySerializer,
  blobRestoreRangeDeserializer,
  blobRestoreRangeSerializer,
  blobRestoreStatusDeserializer,
  blobServicePropertiesArrayDeserializer,
  blobServicePropertiesArraySerializer,
  blobServicePropertiesDeserializer,
  blobServicePropertiesPropertiesDeserializer,
  blobServicePropertiesPropertiesSerializer,
  blobServicePropertiesSerializer,
  burstingConstantsDeserializer,
  changeFeedDeserializer,
  changeFeedSerializer,
  checkNameAvailabilityResultDeserializer,
  cloudErrorBodyArrayDeserializer,
  cloudErrorBodyDeserializer,
  cloudErrorDeserializer,
  connectorArrayDeserializer,
  connectorArraySerializer,
  connectorDeserializer,
  connectorSerializer,
  connectorUpdateSerializer,
  containerPropertiesDeserializer,
  containerPropertiesSerializer,
  corsRuleArrayDeserializer,
  corsRuleArraySerializer,
  corsRuleDeserializer,
  corsRuleSerializer,
  corsRulesDeserializer,
  corsRulesSerializer,
  customDomainDeserializer,
  customDomainSerializer,
  dataShareArrayDeserializer,
  dataShareArraySerializer,
  dataShareConnectionDeserializer,
  dataShareConnectionSerializer,
  dataShareDeserializer,
  dataShareSerializer,
  dataShareSourceDeserializer,
  dataShareSourceSerializer,
  dataShareSourceUpdateSerializer,
  dataShareUpdateSerializer,
  dateAfterCreationDeserializer,
  dateAfterCreationSerializer,
  dateAfterModificationDeserializer,
  dateAfterModificationSerializer,
  deleteRetentionPolicyDeserializer,
  deleteRetentionPolicySerializer,
  deletedAccountArrayDeserializer,
  deletedAccountDeserializer,
  deletedAccountPropertiesDeserializer,
  deletedShareSerializer,
  dimensionArrayDeserializer,
  dimensionDeserializer,
  dualStackEndpointPreferenceDeserializer,
  dualStackEndpointPreferenceSerializer,
  encryptionDeserializer,
  encryptionIdentityDeserializer,
  encryptionIdentitySerializer,
  encryptionInTransitDeserializer,
  encryptionInTransitSerializer,
  encryptionScopeArrayDeserializer,
  encryptionScopeArraySerializer,
  encryptionScopeDeserializer,
  encryptionScopeKeyVaultPropertiesDeserializer,
  encryptionScopeKeyVaultPropertiesSerializer,
  encryptionScopePropertiesDeserializer,
  encryptionScopePropertiesSerializer,
  encryptionScopeSerializer,
  encryptionSerializer,
  encryptionServiceDeserializer,
  encryptionServiceSerializer,
  encryptionServicesDeserializer,
  encryptionServicesSerializer,
  endpointsDeserializer,
  errorAdditionalInfoArrayDeserializer,
  errorAdditionalInfoDeserializer,
  errorDetailArrayDeserializer,
  errorDetailDeserializer,
  errorResponseBodyDeserializer,
  errorResponseDeserializer,
  errorResponseDeserializer_1,
  executionTargetDeserializer,
  executionTargetSerializer,
  executionTriggerDeserializer,
  executionTriggerSerializer,
  executionTriggerUpdateSerializer,
  extendedLocationDeserializer,
  extendedLocationSerializer,
  fileServiceItemsDeserializer,
  fileServicePropertiesArrayDeserializer,
  fileServicePropertiesArraySerializer,
  fileServicePropertiesDeserializer,
  fileServicePropertiesPropertiesDeserializer,
  fileServicePropertiesPropertiesSerializer,
  fileServicePropertiesSerializer,
  fileServiceUsageArrayDeserializer,
  fileServiceUsageDeserializer,
  fileServiceUsagePropertiesDeserializer,
  fileShareDeserializer,
  fileShareItemArrayDeserializer,
  fileShareItemDeserializer,
  fileShareLimitsDeserializer,
  fileSharePropertiesDeserializer,
  fileSharePropertiesFileSharePaidBurstingDeserializer,
  fileSharePropertiesFileSharePaidBurstingSerializer,
  fileSharePropertiesSerializer,
  fileShareRecommendationsDeserializer,
  fileShareSerializer,
  geoPriorityReplicationStatusDeserializer,
  geoPriorityReplicationStatusSerializer,
  geoReplicationStatsDeserializer,
  identityDeserializer,
  identitySerializer,
  immutabilityPolicyDeserializer,
  immutabilityPolicyPropertiesDeserializer,
  immutabilityPolicyPropertyDeserializer,
  immutabilityPolicyPropertySerializer,
  immutabilityPolicySerializer,
  immutableStorageAccountDeserializer,
  immutableStorageAccountSerializer,
  immutableStorageWithVersioningDeserializer,
  immutableStorageWithVersioningSerializer,
  ipRuleArrayDeserializer,
  ipRuleArraySerializer,
  ipRuleDeserializer,
  ipRuleSerializer,
  keyCreationTimeDeserializer,
  keyPolicyDeserializer,
  keyPolicySerializer,
  keyVaultPropertiesDeserializer,
  keyVaultPropertiesSerializer,
  lastAccessTimeTrackingPolicyDeserializer,
  lastAccessTimeTrackingPolicySerializer,
  leaseContainerRequestSerializer,
  leaseContainerResponseDeserializer,
  leaseShareRequestSerializer,
  leaseShareResponseDeserializer,
  legalHoldDeserializer,
  legalHoldPropertiesDeserializer,
  legalHoldSerializer,
  listAccountSasResponseDeserializer,
  listContainerItemArrayDeserializer,
  listContainerItemDeserializer,
  listQueueArrayDeserializer,
  listQueueDeserializer,
  listQueuePropertiesDeserializer,
  listQueueServicesDeserializer,
  listServiceSasResponseDeserializer,
  listTableServicesDeserializer,
  localUserArrayDeserializer,
  localUserArraySerializer,
  localUserDeserializer,
  localUserKeysDeserializer,
  localUserPropertiesDeserializer,
  localUserPropertiesSerializer,
  localUserRegeneratePasswordResultDeserializer,
  localUserSerializer,
  managedIdentityAuthPropertiesDeserializer,
  managedIdentityAuthPropertiesSerializer,
  managedIdentityAuthPropertiesUpdateSerializer,
  managementPolicyActionDeserializer,
  managementPolicyActionSerializer,
  managementPolicyBaseBlobDeserializer,
  managementPolicyBaseBlobSerializer,
  managementPolicyDefinitionDeserializer,
  managementPolicyDefinitionSerializer,
  managementPolicyDeserializer,
  managementPolicyFilterDeserializer,
  managementPolicyFilterSerializer,
  managementPolicyPropertiesDeserializer,
  managementPolicyPropertiesSerializer,
  managementPolicyRuleArrayDeserializer,
  managementPolicyRuleArraySerializer,
  managementPolicyRuleDeserializer,
  managementPolicyRuleSerializer,
  managementPolicySchemaDeserializer,
  managementPolicySchemaSerializer,
  managementPolicySerializer,
  managementPolicySnapShotDeserializer,
  managementPolicySnapShotSerializer,
  managementPolicyVersionDeserializer,
  managementPolicyVersionSerializer,
  metricSpecificationArrayDeserializer,
  metricSpecificationDeserializer,
  multichannelDeserializer,
  multichannelSerializer,
  networkRuleSetDeserializer,
  networkRuleSetSerializer,
  networkSecurityPerimeterArrayDeserializer,
  networkSecurityPerimeterConfigurationArrayDeserializer,
  networkSecurityPerimeterConfigurationDeserializer,
  networkSecurityPerimeterConfigurationPropertiesDeserializer,
  networkSecurityPerimeterConfigurationPropertiesProfileDeserializer,
  networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer,
  networkSecurityPerimeterDeserializer,
  nfsSettingDeserializer,
  nfsSettingSerializer,
  nspAccessRuleArrayDeserializer,
  nspAccessRuleDeserializer,
  nspAccessRulePropertiesDeserializer,
  nspAccessRulePropertiesSubscriptionsItemArrayDeserializer,
  nspAccessRulePropertiesSubscriptionsItemDeserializer,
  objectReplicationPolicyArrayDeserializer,
  objectReplicationPolicyArraySerializer,
  objectReplicationPolicyDeserializer,
  objectReplicationPolicyFilterDeserializer,
  objectReplicationPolicyFilterSerializer,
  objectReplicationPolicyPropertiesDeserializer,
  objectReplicationPolicyPropertiesMetricsDeserializer,
  objectReplicationPolicyPropertiesMetricsSerializer,
  objectReplicationPolicyPropertiesPriorityReplicationDeserializer,
  objectReplicationPolicyPropertiesPriorityReplicationSerializer,
  objectReplicationPolicyPropertiesSerializer,
  objectReplicationPolicyPropertiesTagsReplicationDeserializer,
  objectReplicationPolicyPropertiesTagsReplicationSerializer,
  objectReplicationPolicyRuleArrayDeserializer,
  objectReplicationPolicyRuleArraySerializer,
  objectReplicationPolicyRuleDeserializer,
  objectReplicationPolicyRuleSerializer,
  objectReplicationPolicySerializer,
  operationArrayDeserializer,
  operationDeserializer,
  operationDisplayDeserializer,
  operationPropertiesDeserializer,
  permissionScopeArrayDeserializer,
  permissionScopeArraySerializer,
  permissionScopeDeserializer,
  permissionScopeSerializer,
  placementDeserializer,
  placementSerializer,
  privateEndpointConnectionArrayDeserializer,
  privateEndpointConnectionArraySerializer,
  privateEndpointConnectionDeserializer,
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
  protectedAppendWritesHistoryDeserializer,
  protocolSettingsDeserializer,
  protocolSettingsSerializer,
  provisioningIssueArrayDeserializer,
  provisioningIssueDeserializer,
  provisioningIssuePropertiesDeserializer,
  proxyResourceDeserializer,
  proxyResourceSerializer,
  queuePropertiesDeserializer,
  queuePropertiesSerializer,
  queueServicePropertiesArrayDeserializer,
  queueServicePropertiesArraySerializer,
  queueServicePropertiesDeserializer,
  queueServicePropertiesPropertiesDeserializer,
  queueServicePropertiesPropertiesSerializer,
  queueServicePropertiesSerializer,
  resourceAccessRuleArrayDeserializer,
  resourceAccessRuleArraySerializer,
  resourceAccessRuleDeserializer,
  resourceAccessRuleSerializer,
  resourceDeserializer,
  resourceSerializer,
  restorePolicyPropertiesDeserializer,
  restorePolicyPropertiesSerializer,
  restrictionArrayDeserializer,
  restrictionDeserializer,
  routingPreferenceDeserializer,
  routingPreferenceSerializer,
  sasPolicyDeserializer,
  sasPolicySerializer,
  serviceSasParametersSerializer,
  serviceSharedKeyAccessPropertiesDeserializer,
  serviceSharedKeyAccessPropertiesSerializer,
  serviceSpecificationDeserializer,
  signedIdentifierArrayDeserializer,
  signedIdentifierArraySerializer,
  signedIdentifierDeserializer,
  signedIdentifierSerializer,
  skuCapabilityArrayDeserializer,
  skuCapabilityDeserializer,
  skuDeserializer,
  skuInformationArrayDeserializer,
  skuInformationDeserializer,
  skuInformationLocationInfoItemArrayDeserializer,
  skuInformationLocationInfoItemDeserializer,
  skuSerializer,
  smbOAuthSettingsDeserializer,
  smbOAuthSettingsSerializer,
  smbSettingDeserializer,
  smbSettingSerializer,
  sshPublicKeyArrayDeserializer,
  sshPublicKeyArraySerializer,
  sshPublicKeyDeserializer,
  sshPublicKeySerializer,
  staticWebsiteDeserializer,
  staticWebsiteSerializer,
  storageAccountArrayDeserializer,
  storageAccountCheckNameAvailabilityParametersSerializer,
  storageAccountCreateParametersSerializer,
  storageAccountDeserializer,
  storageAccountInternetEndpointsDeserializer,
  storageAccountIpv6EndpointsDeserializer,
  storageAccountKeyArrayDeserializer,
  storageAccountKeyDeserializer,
  storageAccountListKeysResultDeserializer,
  storageAccountMicrosoftEndpointsDeserializer,
  storageAccountMigrationDeserializer,
  storageAccountMigrationPropertiesDeserializer,
  storageAccountMigrationPropertiesSerializer,
  storageAccountMigrationSerializer,
  storageAccountPropertiesCreateParametersSerializer,
  storageAccountPropertiesDeserializer,
  storageAccountPropertiesUpdateParametersSerializer,
  storageAccountRegenerateKeyParametersSerializer,
  storageAccountSharedKeyAccessPropertiesDeserializer,
  storageAccountSharedKeyAccessPropertiesSerializer,
  storageAccountSkuConversionStatusDeserializer,
  storageAccountUpdateParametersSerializer,
  storageConnectorAuthPropertiesDeserializer,
  storageConnectorAuthPropertiesSerializer,
  storageConnectorAuthPropertiesUnionDeserializer,
  storageConnectorAuthPropertiesUnionSerializer,
  storageConnectorAuthPropertiesUpdateSerializer,
  storageConnectorAuthPropertiesUpdateUnionSerializer,
  storageConnectorConnectionDeserializer,
  storageConnectorConnectionSerializer,
  storageConnectorConnectionUnionDeserializer,
  storageConnectorConnectionUnionSerializer,
  storageConnectorPropertiesDeserializer,
  storageConnectorPropertiesSerializer,
  storageConnectorPropertiesUpdateSerializer,
  storageConnectorSourceDeserializer,
  storageConnectorSourceSerializer,
  storageConnectorSourceUnionDeserializer,
  storageConnectorSourceUnionSerializer,
  storageConnectorSourceUpdateSerializer,
  storageConnectorSourceUpdateUnionSerializer,
  storageDataCollaborationPolicyPropertiesDeserializer,
  storageDataCollaborationPolicyPropertiesSerializer,
  storageDataShareAccessPolicyArrayDeserializer,
  storageDataShareAccessPolicyArraySerializer,
  storageDataShareAccessPolicyDeserializer,
  storageDataShareAccessPolicySerializer,
  storageDataShareAssetArrayDeserializer,
  storageDataShareAssetArraySerializer,
  storageDataShareAssetDeserializer,
  storageDataShareAssetSerializer,
  storageDataSharePropertiesDeserializer,
  storageDataSharePropertiesSerializer,
  storageDataSharePropertiesUpdateSerializer,
  storageQueueDeserializer,
  storageQueueSerializer,
  storageTaskAssignmentArrayDeserializer,
  storageTaskAssignmentArraySerializer,
  storageTaskAssignmentDeserializer,
  storageTaskAssignmentExecutionContextDeserializer,
  storageTaskAssignmentExecutionContextSerializer,
  storageTaskAssignmentPropertiesDeserializer,
  storageTaskAssignmentPropertiesSerializer,
  storageTaskAssignmentReportDeserializer,
  storageTaskAssignmentReportSerializer,
  storageTaskAssignmentSerializer,
  storageTaskAssignmentUpdateExecutionContextSerializer,
  storageTaskAssignmentUpdateParametersSerializer,
  storageTaskAssignmentUpdatePropertiesSerializer,
  storageTaskAssignmentUpdateReportSerializer,
  storageTaskReportInstanceArrayDeserializer,
  storageTaskReportInstanceDeserializer,
  storageTaskReportPropertiesDeserializer,
  storageTaskReportPropertiesSerializer,
  systemDataDeserializer,
  tableAccessPolicyDeserializer,
  tableAccessPolicySerializer,
  tableArrayDeserializer,
  tableArraySerializer,
  tableDeserializer,
  tablePropertiesDeserializer,
  tablePropertiesSerializer,
  tableSerializer,
  tableServicePropertiesArrayDeserializer,
  tableServicePropertiesArraySerializer,
  tableServicePropertiesDeserializer,
  tableServicePropertiesPropertiesDeserializer,
  tableServicePropertiesPropertiesSerializer,
  tableServicePropertiesSerializer,
  tableSignedIdentifierArrayDeserializer,
  tableSignedIdentifierArraySerializer,
  tableSignedIdentifierDeserializer,
  tableSignedIdentifierSerializer,
  tagFilterArrayDeserializer,
  tagFilterArraySerializer,
  tagFilterDeserializer,
  tagFilterSerializer,
  tagPropertyArrayDeserializer,
  tagPropertyDeserializer,
  testConnectionResponseDeserializer,
  testExistingConnectionRequestSerializer,
  trackedResourceDeserializer,
  trackedResourceSerializer,
  trackedResourceUpdateSerializer,
  triggerParametersDeserializer,
  triggerParametersSerializer,
  triggerParametersUpdateSerializer,
  updateHistoryPropertyArrayDeserializer,
  updateHistoryPropertyDeserializer,
  usageArrayDeserializer,
  usageDeserializer,
  usageNameDeserializer,
  userAssignedIdentityDeserializer,
  userAssignedIdentityRecordDeserializer,
  userAssignedIdentityRecordSerializer,
  userAssignedIdentitySerializer,
  virtualNetworkRuleArrayDeserializer,
  virtualNetworkRuleArraySerializer,
  virtualNetworkRuleDeserializer,
  virtualNetworkRuleSerializer
});
//# sourceMappingURL=models.js.map
