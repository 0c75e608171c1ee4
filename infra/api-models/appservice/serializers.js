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
  KnownAuthenticationType: () => KnownAuthenticationType,
  KnownAzureStorageProtocol: () => KnownAzureStorageProtocol,
  KnownBasicAuthName: () => KnownBasicAuthName,
  KnownBuildStatus: () => KnownBuildStatus,
  KnownCheckNameResourceTypes: () => KnownCheckNameResourceTypes,
  KnownCreatedByType: () => KnownCreatedByType,
  KnownCustomDomainStatus: () => KnownCustomDomainStatus,
  KnownDaprLogLevel: () => KnownDaprLogLevel,
  KnownDatabaseType: () => KnownDatabaseType,
  KnownDefaultAction: () => KnownDefaultAction,
  KnownDeploymentBuildStatus: () => KnownDeploymentBuildStatus,
  KnownEnterpriseGradeCdnStatus: () => KnownEnterpriseGradeCdnStatus,
  KnownFtpsState: () => KnownFtpsState,
  KnownFunctionsDeploymentStorageType: () => KnownFunctionsDeploymentStorageType,
  KnownInAvailabilityReasonType: () => KnownInAvailabilityReasonType,
  KnownInstallScriptType: () => KnownInstallScriptType,
  KnownIpFilterTag: () => KnownIpFilterTag,
  KnownKeyType: () => KnownKeyType,
  KnownKind: () => KnownKind,
  KnownLoadBalancingMode: () => KnownLoadBalancingMode,
  KnownOpenAuthenticationProviderType: () => KnownOpenAuthenticationProviderType,
  KnownParameterType: () => KnownParameterType,
  KnownProviderOsTypeSelected: () => KnownProviderOsTypeSelected,
  KnownProviderStackOsType: () => KnownProviderStackOsType,
  KnownPublishingProfileFormat: () => KnownPublishingProfileFormat,
  KnownRecurrenceFrequency: () => KnownRecurrenceFrequency,
  KnownRegistryAdapterType: () => KnownRegistryAdapterType,
  KnownResourceScopeType: () => KnownResourceScopeType,
  KnownRouteType: () => KnownRouteType,
  KnownRuntimeName: () => KnownRuntimeName,
  KnownScmType: () => KnownScmType,
  KnownSiteUpdateStrategyType: () => KnownSiteUpdateStrategyType,
  KnownSkuName: () => KnownSkuName,
  KnownStorageMountType: () => KnownStorageMountType,
  KnownSupportedTlsVersions: () => KnownSupportedTlsVersions,
  KnownTlsCipherSuites: () => KnownTlsCipherSuites,
  KnownTriggerTypes: () => KnownTriggerTypes,
  KnownUpgradeAvailability: () => KnownUpgradeAvailability,
  KnownUpgradePreference: () => KnownUpgradePreference,
  KnownValidateResourceTypes: () => KnownValidateResourceTypes,
  KnownVersions: () => KnownVersions,
  KnownWorkflowProvisioningState: () => KnownWorkflowProvisioningState,
  KnownWorkflowSkuName: () => KnownWorkflowSkuName,
  KnownWorkflowState: () => KnownWorkflowState,
  KnownWorkflowStatus: () => KnownWorkflowStatus,
  KnownWorkflowTriggerProvisioningState: () => KnownWorkflowTriggerProvisioningState,
  _addressResponsePropertiesDeserializer: () => _addressResponsePropertiesDeserializer,
  _analysisDefinitionPropertiesDeserializer: () => _analysisDefinitionPropertiesDeserializer,
  _apiKVReferenceCollectionDeserializer: () => _apiKVReferenceCollectionDeserializer,
  _apiKVReferencePropertiesDeserializer: () => _apiKVReferencePropertiesDeserializer,
  _appServiceEnvironmentCollectionDeserializer: () => _appServiceEnvironmentCollectionDeserializer,
  _appServiceEnvironmentPatchResourcePropertiesDeserializer: () => _appServiceEnvironmentPatchResourcePropertiesDeserializer,
  _appServiceEnvironmentPatchResourcePropertiesSerializer: () => _appServiceEnvironmentPatchResourcePropertiesSerializer,
  _appServiceEnvironmentResourcePropertiesDeserializer: () => _appServiceEnvironmentResourcePropertiesDeserializer,
  _appServiceEnvironmentResourcePropertiesSerializer: () => _appServiceEnvironmentResourcePropertiesSerializer,
  _appServicePlanCollectionDeserializer: () => _appServicePlanCollectionDeserializer,
  _appServicePlanPatchResourcePropertiesSerializer: () => _appServicePlanPatchResourcePropertiesSerializer,
  _appServicePlanPropertiesDeserializer: () => _appServicePlanPropertiesDeserializer,
  _appServicePlanPropertiesSerializer: () => _appServicePlanPropertiesSerializer,
  _applicationStackCollectionDeserializer: () => _applicationStackCollectionDeserializer,
  _applicationStackResourcePropertiesDeserializer: () => _applicationStackResourcePropertiesDeserializer,
  _aseRegionCollectionDeserializer: () => _aseRegionCollectionDeserializer,
  _aseRegionPropertiesDeserializer: () => _aseRegionPropertiesDeserializer,
  _aseV3NetworkingConfigurationPropertiesDeserializer: () => _aseV3NetworkingConfigurationPropertiesDeserializer,
  _aseV3NetworkingConfigurationPropertiesSerializer: () => _aseV3NetworkingConfigurationPropertiesSerializer,
  _backupItemCollectionDeserializer: () => _backupItemCollectionDeserializer,
  _backupItemPropertiesDeserializer: () => _backupItemPropertiesDeserializer,
  _backupRequestPropertiesDeserializer: () => _backupRequestPropertiesDeserializer,
  _backupRequestPropertiesSerializer: () => _backupRequestPropertiesSerializer,
  _billingMeterCollectionDeserializer: () => _billingMeterCollectionDeserializer,
  _billingMeterPropertiesDeserializer: () => _billingMeterPropertiesDeserializer,
  _certificateCollectionDeserializer: () => _certificateCollectionDeserializer,
  _certificatePatchResourcePropertiesSerializer: () => _certificatePatchResourcePropertiesSerializer,
  _certificatePropertiesDeserializer: () => _certificatePropertiesDeserializer,
  _certificatePropertiesSerializer: () => _certificatePropertiesSerializer,
  _continuousWebJobCollectionDeserializer: () => _continuousWebJobCollectionDeserializer,
  _continuousWebJobPropertiesDeserializer: () => _continuousWebJobPropertiesDeserializer,
  _csmDeploymentStatusCollectionDeserializer: () => _csmDeploymentStatusCollectionDeserializer,
  _csmDeploymentStatusPropertiesDeserializer: () => _csmDeploymentStatusPropertiesDeserializer,
  _csmOperationCollectionDeserializer: () => _csmOperationCollectionDeserializer,
  _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer: () => _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer,
  _csmPublishingCredentialsPoliciesEntityPropertiesSerializer: () => _csmPublishingCredentialsPoliciesEntityPropertiesSerializer,
  _csmUsageQuotaCollectionDeserializer: () => _csmUsageQuotaCollectionDeserializer,
  _customDnsSuffixConfigurationPropertiesDeserializer: () => _customDnsSuffixConfigurationPropertiesDeserializer,
  _customDnsSuffixConfigurationPropertiesSerializer: () => _customDnsSuffixConfigurationPropertiesSerializer,
  _customHostnameAnalysisResultPropertiesDeserializer: () => _customHostnameAnalysisResultPropertiesDeserializer,
  _customHostnameSitesCollectionDeserializer: () => _customHostnameSitesCollectionDeserializer,
  _customHostnameSitesPropertiesDeserializer: () => _customHostnameSitesPropertiesDeserializer,
  _databaseConnectionCollectionDeserializer: () => _databaseConnectionCollectionDeserializer,
  _databaseConnectionPatchRequestPropertiesSerializer: () => _databaseConnectionPatchRequestPropertiesSerializer,
  _databaseConnectionPropertiesDeserializer: () => _databaseConnectionPropertiesDeserializer,
  _databaseConnectionPropertiesSerializer: () => _databaseConnectionPropertiesSerializer,
  _deletedAppRestoreRequestPropertiesSerializer: () => _deletedAppRestoreRequestPropertiesSerializer,
  _deletedSitePropertiesDeserializer: () => _deletedSitePropertiesDeserializer,
  _deletedWebAppCollectionDeserializer: () => _deletedWebAppCollectionDeserializer,
  _deploymentCollectionDeserializer: () => _deploymentCollectionDeserializer,
  _deploymentPropertiesDeserializer: () => _deploymentPropertiesDeserializer,
  _deploymentPropertiesSerializer: () => _deploymentPropertiesSerializer,
  _detectorDefinitionResourcePropertiesDeserializer: () => _detectorDefinitionResourcePropertiesDeserializer,
  _detectorResponseCollectionDeserializer: () => _detectorResponseCollectionDeserializer,
  _detectorResponsePropertiesDeserializer: () => _detectorResponsePropertiesDeserializer,
  _diagnosticAnalysisCollectionDeserializer: () => _diagnosticAnalysisCollectionDeserializer,
  _diagnosticAnalysisPropertiesDeserializer: () => _diagnosticAnalysisPropertiesDeserializer,
  _diagnosticCategoryCollectionDeserializer: () => _diagnosticCategoryCollectionDeserializer,
  _diagnosticCategoryPropertiesDeserializer: () => _diagnosticCategoryPropertiesDeserializer,
  _diagnosticDetectorCollectionDeserializer: () => _diagnosticDetectorCollectionDeserializer,
  _diagnosticDetectorResponsePropertiesDeserializer: () => _diagnosticDetectorResponsePropertiesDeserializer,
  _expressionTracesDeserializer: () => _expressionTracesDeserializer,
  _functionAppStackCollectionDeserializer: () => _functionAppStackCollectionDeserializer,
  _functionAppStackPropertiesDeserializer: () => _functionAppStackPropertiesDeserializer,
  _functionEnvelopeCollectionDeserializer: () => _functionEnvelopeCollectionDeserializer,
  _functionEnvelopePropertiesDeserializer: () => _functionEnvelopePropertiesDeserializer,
  _functionEnvelopePropertiesSerializer: () => _functionEnvelopePropertiesSerializer,
  _geoRegionCollectionDeserializer: () => _geoRegionCollectionDeserializer,
  _geoRegionPropertiesDeserializer: () => _geoRegionPropertiesDeserializer,
  _hostNameBindingCollectionDeserializer: () => _hostNameBindingCollectionDeserializer,
  _hostNameBindingPropertiesDeserializer: () => _hostNameBindingPropertiesDeserializer,
  _hostNameBindingPropertiesSerializer: () => _hostNameBindingPropertiesSerializer,
  _hybridConnectionCollectionDeserializer: () => _hybridConnectionCollectionDeserializer,
  _hybridConnectionKeyPropertiesDeserializer: () => _hybridConnectionKeyPropertiesDeserializer,
  _hybridConnectionLimitsPropertiesDeserializer: () => _hybridConnectionLimitsPropertiesDeserializer,
  _hybridConnectionPropertiesDeserializer: () => _hybridConnectionPropertiesDeserializer,
  _hybridConnectionPropertiesSerializer: () => _hybridConnectionPropertiesSerializer,
  _identifierCollectionDeserializer: () => _identifierCollectionDeserializer,
  _identifierPropertiesDeserializer: () => _identifierPropertiesDeserializer,
  _identifierPropertiesSerializer: () => _identifierPropertiesSerializer,
  _inboundEnvironmentEndpointCollectionDeserializer: () => _inboundEnvironmentEndpointCollectionDeserializer,
  _kubeEnvironmentCollectionDeserializer: () => _kubeEnvironmentCollectionDeserializer,
  _kubeEnvironmentPatchResourcePropertiesSerializer: () => _kubeEnvironmentPatchResourcePropertiesSerializer,
  _kubeEnvironmentPropertiesDeserializer: () => _kubeEnvironmentPropertiesDeserializer,
  _kubeEnvironmentPropertiesSerializer: () => _kubeEnvironmentPropertiesSerializer,
  _migrateMySqlRequestPropertiesSerializer: () => _migrateMySqlRequestPropertiesSerializer,
  _migrateMySqlStatusPropertiesDeserializer: () => _migrateMySqlStatusPropertiesDeserializer,
  _msDeployLogPropertiesDeserializer: () => _msDeployLogPropertiesDeserializer,
  _msDeployPropertiesSerializer: () => _msDeployPropertiesSerializer,
  _msDeployStatusPropertiesDeserializer: () => _msDeployStatusPropertiesDeserializer,
  _networkFeaturesPropertiesDeserializer: () => _networkFeaturesPropertiesDeserializer,
  _outboundEnvironmentEndpointCollectionDeserializer: () => _outboundEnvironmentEndpointCollectionDeserializer,
  _perfMonCounterCollectionDeserializer: () => _perfMonCounterCollectionDeserializer,
  _premierAddOnOfferCollectionDeserializer: () => _premierAddOnOfferCollectionDeserializer,
  _premierAddOnOfferPropertiesDeserializer: () => _premierAddOnOfferPropertiesDeserializer,
  _premierAddOnPatchResourcePropertiesSerializer: () => _premierAddOnPatchResourcePropertiesSerializer,
  _premierAddOnPropertiesDeserializer: () => _premierAddOnPropertiesDeserializer,
  _premierAddOnPropertiesSerializer: () => _premierAddOnPropertiesSerializer,
  _privateAccessPropertiesDeserializer: () => _privateAccessPropertiesDeserializer,
  _privateAccessPropertiesSerializer: () => _privateAccessPropertiesSerializer,
  _privateEndpointConnectionCollectionDeserializer: () => _privateEndpointConnectionCollectionDeserializer,
  _processInfoCollectionDeserializer: () => _processInfoCollectionDeserializer,
  _processInfoPropertiesDeserializer: () => _processInfoPropertiesDeserializer,
  _processModuleInfoCollectionDeserializer: () => _processModuleInfoCollectionDeserializer,
  _processModuleInfoPropertiesDeserializer: () => _processModuleInfoPropertiesDeserializer,
  _processThreadInfoCollectionDeserializer: () => _processThreadInfoCollectionDeserializer,
  _processThreadInfoPropertiesDeserializer: () => _processThreadInfoPropertiesDeserializer,
  _publicCertificateCollectionDeserializer: () => _publicCertificateCollectionDeserializer,
  _publicCertificatePropertiesDeserializer: () => _publicCertificatePropertiesDeserializer,
  _publicCertificatePropertiesSerializer: () => _publicCertificatePropertiesSerializer,
  _publishingCredentialsPoliciesCollectionDeserializer: () => _publishingCredentialsPoliciesCollectionDeserializer,
  _pushSettingsPropertiesDeserializer: () => _pushSettingsPropertiesDeserializer,
  _pushSettingsPropertiesSerializer: () => _pushSettingsPropertiesSerializer,
  _recommendationCollectionDeserializer: () => _recommendationCollectionDeserializer,
  _recommendationPropertiesDeserializer: () => _recommendationPropertiesDeserializer,
  _recommendationRulePropertiesDeserializer: () => _recommendationRulePropertiesDeserializer,
  _relayServiceConnectionEntityPropertiesDeserializer: () => _relayServiceConnectionEntityPropertiesDeserializer,
  _relayServiceConnectionEntityPropertiesSerializer: () => _relayServiceConnectionEntityPropertiesSerializer,
  _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer: () => _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer,
  _remotePrivateEndpointConnectionARMResourcePropertiesSerializer: () => _remotePrivateEndpointConnectionARMResourcePropertiesSerializer,
  _remotePrivateEndpointConnectionPropertiesDeserializer: () => _remotePrivateEndpointConnectionPropertiesDeserializer,
  _requestHistoryListResultDeserializer: () => _requestHistoryListResultDeserializer,
  _resourceCollectionDeserializer: () => _resourceCollectionDeserializer,
  _resourceHealthMetadataCollectionDeserializer: () => _resourceHealthMetadataCollectionDeserializer,
  _resourceHealthMetadataPropertiesDeserializer: () => _resourceHealthMetadataPropertiesDeserializer,
  _resourceMetricDefinitionCollectionDeserializer: () => _resourceMetricDefinitionCollectionDeserializer,
  _resourceMetricDefinitionPropertiesDeserializer: () => _resourceMetricDefinitionPropertiesDeserializer,
  _restoreRequestPropertiesDeserializer: () => _restoreRequestPropertiesDeserializer,
  _restoreRequestPropertiesSerializer: () => _restoreRequestPropertiesSerializer,
  _siteAuthSettingsPropertiesDeserializer: () => _siteAuthSettingsPropertiesDeserializer,
  _siteAuthSettingsPropertiesSerializer: () => _siteAuthSettingsPropertiesSerializer,
  _siteAuthSettingsV2PropertiesDeserializer: () => _siteAuthSettingsV2PropertiesDeserializer,
  _siteAuthSettingsV2PropertiesSerializer: () => _siteAuthSettingsV2PropertiesSerializer,
  _siteConfigResourceCollectionDeserializer: () => _siteConfigResourceCollectionDeserializer,
  _siteConfigResourcePropertiesDeserializer: () => _siteConfigResourcePropertiesDeserializer,
  _siteConfigResourcePropertiesSerializer: () => _siteConfigResourcePropertiesSerializer,
  _siteConfigurationSnapshotInfoCollectionDeserializer: () => _siteConfigurationSnapshotInfoCollectionDeserializer,
  _siteConfigurationSnapshotInfoPropertiesDeserializer: () => _siteConfigurationSnapshotInfoPropertiesDeserializer,
  _siteContainerCollectionDeserializer: () => _siteContainerCollectionDeserializer,
  _siteContainerPropertiesDeserializer: () => _siteContainerPropertiesDeserializer,
  _siteContainerPropertiesSerializer: () => _siteContainerPropertiesSerializer,
  _siteExtensionInfoCollectionDeserializer: () => _siteExtensionInfoCollectionDeserializer,
  _siteExtensionInfoPropertiesDeserializer: () => _siteExtensionInfoPropertiesDeserializer,
  _siteLogsConfigPropertiesDeserializer: () => _siteLogsConfigPropertiesDeserializer,
  _siteLogsConfigPropertiesSerializer: () => _siteLogsConfigPropertiesSerializer,
  _sitePatchResourcePropertiesSerializer: () => _sitePatchResourcePropertiesSerializer,
  _sitePhpErrorLogFlagPropertiesDeserializer: () => _sitePhpErrorLogFlagPropertiesDeserializer,
  _sitePropertiesDeserializer: () => _sitePropertiesDeserializer,
  _sitePropertiesSerializer: () => _sitePropertiesSerializer,
  _siteSourceControlPropertiesDeserializer: () => _siteSourceControlPropertiesDeserializer,
  _siteSourceControlPropertiesSerializer: () => _siteSourceControlPropertiesSerializer,
  _skuInfoCollectionDeserializer: () => _skuInfoCollectionDeserializer,
  _slotConfigNamesResourcePropertiesDeserializer: () => _slotConfigNamesResourcePropertiesDeserializer,
  _slotConfigNamesResourcePropertiesSerializer: () => _slotConfigNamesResourcePropertiesSerializer,
  _slotDifferenceCollectionDeserializer: () => _slotDifferenceCollectionDeserializer,
  _slotDifferencePropertiesDeserializer: () => _slotDifferencePropertiesDeserializer,
  _snapshotCollectionDeserializer: () => _snapshotCollectionDeserializer,
  _snapshotPropertiesDeserializer: () => _snapshotPropertiesDeserializer,
  _snapshotRestoreRequestPropertiesSerializer: () => _snapshotRestoreRequestPropertiesSerializer,
  _sourceControlCollectionDeserializer: () => _sourceControlCollectionDeserializer,
  _sourceControlPropertiesDeserializer: () => _sourceControlPropertiesDeserializer,
  _sourceControlPropertiesSerializer: () => _sourceControlPropertiesSerializer,
  _stampCapacityCollectionDeserializer: () => _stampCapacityCollectionDeserializer,
  _staticSiteARMResourcePropertiesDeserializer: () => _staticSiteARMResourcePropertiesDeserializer,
  _staticSiteARMResourcePropertiesSerializer: () => _staticSiteARMResourcePropertiesSerializer,
  _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer: () => _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer,
  _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer: () => _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer,
  _staticSiteBasicAuthPropertiesCollectionDeserializer: () => _staticSiteBasicAuthPropertiesCollectionDeserializer,
  _staticSiteBuildARMResourcePropertiesDeserializer: () => _staticSiteBuildARMResourcePropertiesDeserializer,
  _staticSiteBuildCollectionDeserializer: () => _staticSiteBuildCollectionDeserializer,
  _staticSiteCollectionDeserializer: () => _staticSiteCollectionDeserializer,
  _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer: () => _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer,
  _staticSiteCustomDomainOverviewCollectionDeserializer: () => _staticSiteCustomDomainOverviewCollectionDeserializer,
  _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer: () => _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer,
  _staticSiteFunctionOverviewARMResourcePropertiesDeserializer: () => _staticSiteFunctionOverviewARMResourcePropertiesDeserializer,
  _staticSiteFunctionOverviewCollectionDeserializer: () => _staticSiteFunctionOverviewCollectionDeserializer,
  _staticSiteLinkedBackendARMResourcePropertiesDeserializer: () => _staticSiteLinkedBackendARMResourcePropertiesDeserializer,
  _staticSiteLinkedBackendARMResourcePropertiesSerializer: () => _staticSiteLinkedBackendARMResourcePropertiesSerializer,
  _staticSiteLinkedBackendsCollectionDeserializer: () => _staticSiteLinkedBackendsCollectionDeserializer,
  _staticSitePatchResourcePropertiesDeserializer: () => _staticSitePatchResourcePropertiesDeserializer,
  _staticSitePatchResourcePropertiesSerializer: () => _staticSitePatchResourcePropertiesSerializer,
  _staticSiteResetPropertiesARMResourcePropertiesSerializer: () => _staticSiteResetPropertiesARMResourcePropertiesSerializer,
  _staticSiteUserARMResourcePropertiesDeserializer: () => _staticSiteUserARMResourcePropertiesDeserializer,
  _staticSiteUserARMResourcePropertiesSerializer: () => _staticSiteUserARMResourcePropertiesSerializer,
  _staticSiteUserCollectionDeserializer: () => _staticSiteUserCollectionDeserializer,
  _staticSiteUserInvitationRequestResourcePropertiesSerializer: () => _staticSiteUserInvitationRequestResourcePropertiesSerializer,
  _staticSiteUserInvitationResponseResourcePropertiesDeserializer: () => _staticSiteUserInvitationResponseResourcePropertiesDeserializer,
  _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer: () => _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer,
  _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer: () => _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer,
  _staticSiteUserProvidedFunctionAppPropertiesDeserializer: () => _staticSiteUserProvidedFunctionAppPropertiesDeserializer,
  _staticSiteUserProvidedFunctionAppsCollectionDeserializer: () => _staticSiteUserProvidedFunctionAppsCollectionDeserializer,
  _staticSiteZipDeploymentARMResourcePropertiesSerializer: () => _staticSiteZipDeploymentARMResourcePropertiesSerializer,
  _staticSitesWorkflowPreviewPropertiesDeserializer: () => _staticSitesWorkflowPreviewPropertiesDeserializer,
  _staticSitesWorkflowPreviewRequestPropertiesSerializer: () => _staticSitesWorkflowPreviewRequestPropertiesSerializer,
  _storageMigrationOptionsPropertiesSerializer: () => _storageMigrationOptionsPropertiesSerializer,
  _storageMigrationResponsePropertiesDeserializer: () => _storageMigrationResponsePropertiesDeserializer,
  _swiftVirtualNetworkPropertiesDeserializer: () => _swiftVirtualNetworkPropertiesDeserializer,
  _swiftVirtualNetworkPropertiesSerializer: () => _swiftVirtualNetworkPropertiesSerializer,
  _triggeredJobHistoryCollectionDeserializer: () => _triggeredJobHistoryCollectionDeserializer,
  _triggeredJobHistoryPropertiesDeserializer: () => _triggeredJobHistoryPropertiesDeserializer,
  _triggeredWebJobCollectionDeserializer: () => _triggeredWebJobCollectionDeserializer,
  _triggeredWebJobPropertiesDeserializer: () => _triggeredWebJobPropertiesDeserializer,
  _usageCollectionDeserializer: () => _usageCollectionDeserializer,
  _usagePropertiesDeserializer: () => _usagePropertiesDeserializer,
  _userPropertiesDeserializer: () => _userPropertiesDeserializer,
  _userPropertiesSerializer: () => _userPropertiesSerializer,
  _validateRequestPropertiesSerializer: () => _validateRequestPropertiesSerializer,
  _vnetGatewayPropertiesDeserializer: () => _vnetGatewayPropertiesDeserializer,
  _vnetGatewayPropertiesSerializer: () => _vnetGatewayPropertiesSerializer,
  _vnetInfoResourcePropertiesDeserializer: () => _vnetInfoResourcePropertiesDeserializer,
  _vnetInfoResourcePropertiesSerializer: () => _vnetInfoResourcePropertiesSerializer,
  _vnetParametersPropertiesSerializer: () => _vnetParametersPropertiesSerializer,
  _vnetRoutePropertiesDeserializer: () => _vnetRoutePropertiesDeserializer,
  _vnetRoutePropertiesSerializer: () => _vnetRoutePropertiesSerializer,
  _vnetValidationFailureDetailsPropertiesDeserializer: () => _vnetValidationFailureDetailsPropertiesDeserializer,
  _vnetValidationTestFailurePropertiesDeserializer: () => _vnetValidationTestFailurePropertiesDeserializer,
  _webAppCollectionDeserializer: () => _webAppCollectionDeserializer,
  _webAppInstanceStatusCollectionDeserializer: () => _webAppInstanceStatusCollectionDeserializer,
  _webAppStackCollectionDeserializer: () => _webAppStackCollectionDeserializer,
  _webAppStackPropertiesDeserializer: () => _webAppStackPropertiesDeserializer,
  _webJobCollectionDeserializer: () => _webJobCollectionDeserializer,
  _webJobPropertiesDeserializer: () => _webJobPropertiesDeserializer,
  _webSiteInstanceStatusPropertiesDeserializer: () => _webSiteInstanceStatusPropertiesDeserializer,
  _workerPoolCollectionDeserializer: () => _workerPoolCollectionDeserializer,
  _workerPoolResourcePropertiesDeserializer: () => _workerPoolResourcePropertiesDeserializer,
  _workerPoolResourcePropertiesSerializer: () => _workerPoolResourcePropertiesSerializer,
  _workflowEnvelopeCollectionDeserializer: () => _workflowEnvelopeCollectionDeserializer,
  _workflowPropertiesSerializer: () => _workflowPropertiesSerializer,
  _workflowRunActionListResultDeserializer: () => _workflowRunActionListResultDeserializer,
  _workflowRunActionPropertiesDeserializer: () => _workflowRunActionPropertiesDeserializer,
  _workflowRunActionRepetitionDefinitionCollectionDeserializer: () => _workflowRunActionRepetitionDefinitionCollectionDeserializer,
  _workflowRunActionRepetitionDefinitionPropertiesDeserializer: () => _workflowRunActionRepetitionDefinitionPropertiesDeserializer,
  _workflowRunListResultDeserializer: () => _workflowRunListResultDeserializer,
  _workflowRunPropertiesDeserializer: () => _workflowRunPropertiesDeserializer,
  _workflowTriggerHistoryListResultDeserializer: () => _workflowTriggerHistoryListResultDeserializer,
  _workflowTriggerHistoryPropertiesDeserializer: () => _workflowTriggerHistoryPropertiesDeserializer,
  _workflowTriggerListResultDeserializer: () => _workflowTriggerListResultDeserializer,
  _workflowTriggerPropertiesDeserializer: () => _workflowTriggerPropertiesDeserializer,
  _workflowVersionListResultDeserializer: () => _workflowVersionListResultDeserializer,
  _workflowVersionPropertiesDeserializer: () => _workflowVersionPropertiesDeserializer,
  abnormalTimePeriodArrayDeserializer: () => abnormalTimePeriodArrayDeserializer,
  abnormalTimePeriodDeserializer: () => abnormalTimePeriodDeserializer,
  addressResponseDeserializer: () => addressResponseDeserializer,
  addressResponsePropertiesDeserializer: () => addressResponsePropertiesDeserializer,
  allowedAudiencesValidationDeserializer: () => allowedAudiencesValidationDeserializer,
  allowedAudiencesValidationSerializer: () => allowedAudiencesValidationSerializer,
  allowedPrincipalsDeserializer: () => allowedPrincipalsDeserializer,
  allowedPrincipalsSerializer: () => allowedPrincipalsSerializer,
  analysisDataArrayDeserializer: () => analysisDataArrayDeserializer,
  analysisDataDeserializer: () => analysisDataDeserializer,
  analysisDefinitionArrayDeserializer: () => analysisDefinitionArrayDeserializer,
  analysisDefinitionDeserializer: () => analysisDefinitionDeserializer,
  analysisDefinitionPropertiesDeserializer: () => analysisDefinitionPropertiesDeserializer,
  apiDefinitionInfoDeserializer: () => apiDefinitionInfoDeserializer,
  apiDefinitionInfoSerializer: () => apiDefinitionInfoSerializer,
  apiKVReferenceArrayDeserializer: () => apiKVReferenceArrayDeserializer,
  apiKVReferenceDeserializer: () => apiKVReferenceDeserializer,
  apiKVReferencePropertiesDeserializer: () => apiKVReferencePropertiesDeserializer,
  apiManagementConfigDeserializer: () => apiManagementConfigDeserializer,
  apiManagementConfigSerializer: () => apiManagementConfigSerializer,
  appInsightsWebAppStackSettingsDeserializer: () => appInsightsWebAppStackSettingsDeserializer,
  appLogsConfigurationDeserializer: () => appLogsConfigurationDeserializer,
  appLogsConfigurationSerializer: () => appLogsConfigurationSerializer,
  appRegistrationDeserializer: () => appRegistrationDeserializer,
  appRegistrationSerializer: () => appRegistrationSerializer,
  appServiceEnvironmentArrayDeserializer: () => appServiceEnvironmentArrayDeserializer,
  appServiceEnvironmentArraySerializer: () => appServiceEnvironmentArraySerializer,
  appServiceEnvironmentDeserializer: () => appServiceEnvironmentDeserializer,
  appServiceEnvironmentPatchResourceSerializer: () => appServiceEnvironmentPatchResourceSerializer,
  appServiceEnvironmentResourceArrayDeserializer: () => appServiceEnvironmentResourceArrayDeserializer,
  appServiceEnvironmentResourceArraySerializer: () => appServiceEnvironmentResourceArraySerializer,
  appServiceEnvironmentResourceDeserializer: () => appServiceEnvironmentResourceDeserializer,
  appServiceEnvironmentResourceSerializer: () => appServiceEnvironmentResourceSerializer,
  appServiceEnvironmentSerializer: () => appServiceEnvironmentSerializer,
  appServicePlanArrayDeserializer: () => appServicePlanArrayDeserializer,
  appServicePlanArraySerializer: () => appServicePlanArraySerializer,
  appServicePlanDeserializer: () => appServicePlanDeserializer,
  appServicePlanPatchResourcePropertiesSerializer: () => appServicePlanPatchResourcePropertiesSerializer,
  appServicePlanPatchResourceSerializer: () => appServicePlanPatchResourceSerializer,
  appServicePlanPropertiesDeserializer: () => appServicePlanPropertiesDeserializer,
  appServicePlanPropertiesSerializer: () => appServicePlanPropertiesSerializer,
  appServicePlanSerializer: () => appServicePlanSerializer,
  appleDeserializer: () => appleDeserializer,
  appleRegistrationDeserializer: () => appleRegistrationDeserializer,
  appleRegistrationSerializer: () => appleRegistrationSerializer,
  appleSerializer: () => appleSerializer,
  applicationLogsConfigDeserializer: () => applicationLogsConfigDeserializer,
  applicationLogsConfigSerializer: () => applicationLogsConfigSerializer,
  applicationStackArrayDeserializer: () => applicationStackArrayDeserializer,
  applicationStackDeserializer: () => applicationStackDeserializer,
  applicationStackResourceArrayDeserializer: () => applicationStackResourceArrayDeserializer,
  applicationStackResourceDeserializer: () => applicationStackResourceDeserializer,
  arcConfigurationDeserializer: () => arcConfigurationDeserializer,
  arcConfigurationSerializer: () => arcConfigurationSerializer,
  armIdWrapperDeserializer: () => armIdWrapperDeserializer,
  armIdWrapperSerializer: () => armIdWrapperSerializer,
  armPlanDeserializer: () => armPlanDeserializer,
  aseRegionArrayDeserializer: () => aseRegionArrayDeserializer,
  aseRegionDeserializer: () => aseRegionDeserializer,
  aseRegionPropertiesDeserializer: () => aseRegionPropertiesDeserializer,
  aseV3NetworkingConfigurationDeserializer: () => aseV3NetworkingConfigurationDeserializer,
  aseV3NetworkingConfigurationPropertiesDeserializer: () => aseV3NetworkingConfigurationPropertiesDeserializer,
  aseV3NetworkingConfigurationPropertiesSerializer: () => aseV3NetworkingConfigurationPropertiesSerializer,
  aseV3NetworkingConfigurationSerializer: () => aseV3NetworkingConfigurationSerializer,
  authPlatformDeserializer: () => authPlatformDeserializer,
  authPlatformSerializer: () => authPlatformSerializer,
  autoHealActionsDeserializer: () => autoHealActionsDeserializer,
  autoHealActionsSerializer: () => autoHealActionsSerializer,
  autoHealCustomActionDeserializer: () => autoHealCustomActionDeserializer,
  autoHealCustomActionSerializer: () => autoHealCustomActionSerializer,
  autoHealRulesDeserializer: () => autoHealRulesDeserializer,
  autoHealRulesSerializer: () => autoHealRulesSerializer,
  autoHealTriggersDeserializer: () => autoHealTriggersDeserializer,
  autoHealTriggersSerializer: () => autoHealTriggersSerializer,
  azureActiveDirectoryDeserializer: () => azureActiveDirectoryDeserializer,
  azureActiveDirectoryLoginDeserializer: () => azureActiveDirectoryLoginDeserializer,
  azureActiveDirectoryLoginSerializer: () => azureActiveDirectoryLoginSerializer,
  azureActiveDirectoryRegistrationDeserializer: () => azureActiveDirectoryRegistrationDeserializer,
  azureActiveDirectoryRegistrationSerializer: () => azureActiveDirectoryRegistrationSerializer,
  azureActiveDirectorySerializer: () => azureActiveDirectorySerializer,
  azureActiveDirectoryValidationDeserializer: () => azureActiveDirectoryValidationDeserializer,
  azureActiveDirectoryValidationSerializer: () => azureActiveDirectoryValidationSerializer,
  azureBlobStorageApplicationLogsConfigDeserializer: () => azureBlobStorageApplicationLogsConfigDeserializer,
  azureBlobStorageApplicationLogsConfigSerializer: () => azureBlobStorageApplicationLogsConfigSerializer,
  azureBlobStorageHttpLogsConfigDeserializer: () => azureBlobStorageHttpLogsConfigDeserializer,
  azureBlobStorageHttpLogsConfigSerializer: () => azureBlobStorageHttpLogsConfigSerializer,
  azureResourceErrorInfoArrayDeserializer: () => azureResourceErrorInfoArrayDeserializer,
  azureResourceErrorInfoDeserializer: () => azureResourceErrorInfoDeserializer,
  azureStaticWebAppsDeserializer: () => azureStaticWebAppsDeserializer,
  azureStaticWebAppsRegistrationDeserializer: () => azureStaticWebAppsRegistrationDeserializer,
  azureStaticWebAppsRegistrationSerializer: () => azureStaticWebAppsRegistrationSerializer,
  azureStaticWebAppsSerializer: () => azureStaticWebAppsSerializer,
  azureStorageInfoValueDeserializer: () => azureStorageInfoValueDeserializer,
  azureStorageInfoValueRecordDeserializer: () => azureStorageInfoValueRecordDeserializer,
  azureStorageInfoValueRecordSerializer: () => azureStorageInfoValueRecordSerializer,
  azureStorageInfoValueSerializer: () => azureStorageInfoValueSerializer,
  azureStoragePropertyDictionaryResourceDeserializer: () => azureStoragePropertyDictionaryResourceDeserializer,
  azureStoragePropertyDictionaryResourceSerializer: () => azureStoragePropertyDictionaryResourceSerializer,
  azureTableStorageApplicationLogsConfigDeserializer: () => azureTableStorageApplicationLogsConfigDeserializer,
  azureTableStorageApplicationLogsConfigSerializer: () => azureTableStorageApplicationLogsConfigSerializer,
  backupItemArrayDeserializer: () => backupItemArrayDeserializer,
  backupItemDeserializer: () => backupItemDeserializer,
  backupItemPropertiesDeserializer: () => backupItemPropertiesDeserializer,
  backupRequestDeserializer: () => backupRequestDeserializer,
  backupRequestPropertiesDeserializer: () => backupRequestPropertiesDeserializer,
  backupRequestPropertiesSerializer: () => backupRequestPropertiesSerializer,
  backupRequestSerializer: () => backupRequestSerializer,
  backupScheduleDeserializer: () => backupScheduleDeserializer,
  backupScheduleSerializer: () => backupScheduleSerializer,
  billingMeterArrayDeserializer: () => billingMeterArrayDeserializer,
  billingMeterDeserializer: () => billingMeterDeserializer,
  billingMeterPropertiesDeserializer: () => billingMeterPropertiesDeserializer,
  blobStorageTokenStoreDeserializer: () => blobStorageTokenStoreDeserializer,
  blobStorageTokenStoreSerializer: () => blobStorageTokenStoreSerializer,
  capabilityArrayDeserializer: () => capabilityArrayDeserializer,
  capabilityArraySerializer: () => capabilityArraySerializer,
  capabilityDeserializer: () => capabilityDeserializer,
  capabilitySerializer: () => capabilitySerializer,
  certificateArrayDeserializer: () => certificateArrayDeserializer,
  certificateArraySerializer: () => certificateArraySerializer,
  certificateDeserializer: () => certificateDeserializer,
  certificatePatchResourcePropertiesSerializer: () => certificatePatchResourcePropertiesSerializer,
  certificatePatchResourceSerializer: () => certificatePatchResourceSerializer,
  certificatePropertiesDeserializer: () => certificatePropertiesDeserializer,
  certificatePropertiesSerializer: () => certificatePropertiesSerializer,
  certificateSerializer: () => certificateSerializer,
  clientRegistrationDeserializer: () => clientRegistrationDeserializer,
  clientRegistrationSerializer: () => clientRegistrationSerializer,
  cloningInfoDeserializer: () => cloningInfoDeserializer,
  cloningInfoSerializer: () => cloningInfoSerializer,
  connStringInfoArrayDeserializer: () => connStringInfoArrayDeserializer,
  connStringInfoArraySerializer: () => connStringInfoArraySerializer,
  connStringInfoDeserializer: () => connStringInfoDeserializer,
  connStringInfoSerializer: () => connStringInfoSerializer,
  connStringValueTypePairDeserializer: () => connStringValueTypePairDeserializer,
  connStringValueTypePairRecordDeserializer: () => connStringValueTypePairRecordDeserializer,
  connStringValueTypePairRecordSerializer: () => connStringValueTypePairRecordSerializer,
  connStringValueTypePairSerializer: () => connStringValueTypePairSerializer,
  connectionStringDictionaryDeserializer: () => connectionStringDictionaryDeserializer,
  connectionStringDictionarySerializer: () => connectionStringDictionarySerializer,
  containerAppsConfigurationDeserializer: () => containerAppsConfigurationDeserializer,
  containerAppsConfigurationSerializer: () => containerAppsConfigurationSerializer,
  containerCpuStatisticsDeserializer: () => containerCpuStatisticsDeserializer,
  containerCpuUsageDeserializer: () => containerCpuUsageDeserializer,
  containerInfoDeserializer: () => containerInfoDeserializer,
  containerInfoRecordDeserializer: () => containerInfoRecordDeserializer,
  containerMemoryStatisticsDeserializer: () => containerMemoryStatisticsDeserializer,
  containerNetworkInterfaceStatisticsDeserializer: () => containerNetworkInterfaceStatisticsDeserializer,
  containerThrottlingDataDeserializer: () => containerThrottlingDataDeserializer,
  contentHashDeserializer: () => contentHashDeserializer,
  contentLinkDeserializer: () => contentLinkDeserializer,
  continuousWebJobArrayDeserializer: () => continuousWebJobArrayDeserializer,
  continuousWebJobDeserializer: () => continuousWebJobDeserializer,
  continuousWebJobPropertiesDeserializer: () => continuousWebJobPropertiesDeserializer,
  cookieExpirationDeserializer: () => cookieExpirationDeserializer,
  cookieExpirationSerializer: () => cookieExpirationSerializer,
  correlationDeserializer: () => correlationDeserializer,
  corsSettingsDeserializer: () => corsSettingsDeserializer,
  corsSettingsSerializer: () => corsSettingsSerializer,
  csmDeploymentStatusArrayDeserializer: () => csmDeploymentStatusArrayDeserializer,
  csmDeploymentStatusDeserializer: () => csmDeploymentStatusDeserializer,
  csmDeploymentStatusPropertiesDeserializer: () => csmDeploymentStatusPropertiesDeserializer,
  csmMoveResourceEnvelopeSerializer: () => csmMoveResourceEnvelopeSerializer,
  csmOperationDescriptionArrayDeserializer: () => csmOperationDescriptionArrayDeserializer,
  csmOperationDescriptionDeserializer: () => csmOperationDescriptionDeserializer,
  csmOperationDescriptionPropertiesDeserializer: () => csmOperationDescriptionPropertiesDeserializer,
  csmOperationDisplayDeserializer: () => csmOperationDisplayDeserializer,
  csmPublishingCredentialsPoliciesEntityArrayDeserializer: () => csmPublishingCredentialsPoliciesEntityArrayDeserializer,
  csmPublishingCredentialsPoliciesEntityArraySerializer: () => csmPublishingCredentialsPoliciesEntityArraySerializer,
  csmPublishingCredentialsPoliciesEntityDeserializer: () => csmPublishingCredentialsPoliciesEntityDeserializer,
  csmPublishingCredentialsPoliciesEntityPropertiesDeserializer: () => csmPublishingCredentialsPoliciesEntityPropertiesDeserializer,
  csmPublishingCredentialsPoliciesEntityPropertiesSerializer: () => csmPublishingCredentialsPoliciesEntityPropertiesSerializer,
  csmPublishingCredentialsPoliciesEntitySerializer: () => csmPublishingCredentialsPoliciesEntitySerializer,
  csmPublishingProfileOptionsSerializer: () => csmPublishingProfileOptionsSerializer,
  csmSlotEntitySerializer: () => csmSlotEntitySerializer,
  csmUsageQuotaArrayDeserializer: () => csmUsageQuotaArrayDeserializer,
  csmUsageQuotaDeserializer: () => csmUsageQuotaDeserializer,
  customDnsSuffixConfigurationDeserializer: () => customDnsSuffixConfigurationDeserializer,
  customDnsSuffixConfigurationPropertiesDeserializer: () => customDnsSuffixConfigurationPropertiesDeserializer,
  customDnsSuffixConfigurationPropertiesSerializer: () => customDnsSuffixConfigurationPropertiesSerializer,
  customDnsSuffixConfigurationSerializer: () => customDnsSuffixConfigurationSerializer,
  customHostnameAnalysisResultDeserializer: () => customHostnameAnalysisResultDeserializer,
  customHostnameAnalysisResultPropertiesDeserializer: () => customHostnameAnalysisResultPropertiesDeserializer,
  customHostnameSitesArrayDeserializer: () => customHostnameSitesArrayDeserializer,
  customHostnameSitesDeserializer: () => customHostnameSitesDeserializer,
  customHostnameSitesPropertiesDeserializer: () => customHostnameSitesPropertiesDeserializer,
  customOpenIdConnectProviderDeserializer: () => customOpenIdConnectProviderDeserializer,
  customOpenIdConnectProviderRecordDeserializer: () => customOpenIdConnectProviderRecordDeserializer,
  customOpenIdConnectProviderRecordSerializer: () => customOpenIdConnectProviderRecordSerializer,
  customOpenIdConnectProviderSerializer: () => customOpenIdConnectProviderSerializer,
  daprConfigDeserializer: () => daprConfigDeserializer,
  daprConfigSerializer: () => daprConfigSerializer,
  dataProviderMetadataArrayDeserializer: () => dataProviderMetadataArrayDeserializer,
  dataProviderMetadataDeserializer: () => dataProviderMetadataDeserializer,
  dataSourceDeserializer: () => dataSourceDeserializer,
  dataTableResponseColumnArrayDeserializer: () => dataTableResponseColumnArrayDeserializer,
  dataTableResponseColumnDeserializer: () => dataTableResponseColumnDeserializer,
  dataTableResponseObjectDeserializer: () => dataTableResponseObjectDeserializer,
  databaseBackupSettingArrayDeserializer: () => databaseBackupSettingArrayDeserializer,
  databaseBackupSettingArraySerializer: () => databaseBackupSettingArraySerializer,
  databaseBackupSettingDeserializer: () => databaseBackupSettingDeserializer,
  databaseBackupSettingSerializer: () => databaseBackupSettingSerializer,
  databaseConnectionArrayDeserializer: () => databaseConnectionArrayDeserializer,
  databaseConnectionArraySerializer: () => databaseConnectionArraySerializer,
  databaseConnectionDeserializer: () => databaseConnectionDeserializer,
  databaseConnectionOverviewArrayDeserializer: () => databaseConnectionOverviewArrayDeserializer,
  databaseConnectionOverviewDeserializer: () => databaseConnectionOverviewDeserializer,
  databaseConnectionPatchRequestPropertiesSerializer: () => databaseConnectionPatchRequestPropertiesSerializer,
  databaseConnectionPatchRequestSerializer: () => databaseConnectionPatchRequestSerializer,
  databaseConnectionPropertiesDeserializer: () => databaseConnectionPropertiesDeserializer,
  databaseConnectionPropertiesSerializer: () => databaseConnectionPropertiesSerializer,
  databaseConnectionSerializer: () => databaseConnectionSerializer,
  defaultAuthorizationPolicyDeserializer: () => defaultAuthorizationPolicyDeserializer,
  defaultAuthorizationPolicySerializer: () => defaultAuthorizationPolicySerializer,
  defaultErrorResponseDeserializer: () => defaultErrorResponseDeserializer,
  defaultErrorResponseErrorDeserializer: () => defaultErrorResponseErrorDeserializer,
  defaultErrorResponseErrorDetailsItemArrayDeserializer: () => defaultErrorResponseErrorDetailsItemArrayDeserializer,
  defaultErrorResponseErrorDetailsItemDeserializer: () => defaultErrorResponseErrorDetailsItemDeserializer,
  defaultIdentityDeserializer: () => defaultIdentityDeserializer,
  defaultIdentitySerializer: () => defaultIdentitySerializer,
  deletedAppRestoreRequestPropertiesSerializer: () => deletedAppRestoreRequestPropertiesSerializer,
  deletedAppRestoreRequestSerializer: () => deletedAppRestoreRequestSerializer,
  deletedSiteArrayDeserializer: () => deletedSiteArrayDeserializer,
  deletedSiteDeserializer: () => deletedSiteDeserializer,
  deletedSitePropertiesDeserializer: () => deletedSitePropertiesDeserializer,
  deploymentArrayDeserializer: () => deploymentArrayDeserializer,
  deploymentArraySerializer: () => deploymentArraySerializer,
  deploymentDeserializer: () => deploymentDeserializer,
  deploymentLocationsDeserializer: () => deploymentLocationsDeserializer,
  deploymentPropertiesDeserializer: () => deploymentPropertiesDeserializer,
  deploymentPropertiesSerializer: () => deploymentPropertiesSerializer,
  deploymentSerializer: () => deploymentSerializer,
  detectorAbnormalTimePeriodArrayDeserializer: () => detectorAbnormalTimePeriodArrayDeserializer,
  detectorAbnormalTimePeriodDeserializer: () => detectorAbnormalTimePeriodDeserializer,
  detectorDefinitionArrayDeserializer: () => detectorDefinitionArrayDeserializer,
  detectorDefinitionDeserializer: () => detectorDefinitionDeserializer,
  detectorDefinitionResourceArrayDeserializer: () => detectorDefinitionResourceArrayDeserializer,
  detectorDefinitionResourceDeserializer: () => detectorDefinitionResourceDeserializer,
  detectorInfoDeserializer: () => detectorInfoDeserializer,
  detectorResponseArrayDeserializer: () => detectorResponseArrayDeserializer,
  detectorResponseDeserializer: () => detectorResponseDeserializer,
  detectorResponsePropertiesDeserializer: () => detectorResponsePropertiesDeserializer,
  diagnosticAnalysisDeserializer: () => diagnosticAnalysisDeserializer,
  diagnosticAnalysisPropertiesDeserializer: () => diagnosticAnalysisPropertiesDeserializer,
  diagnosticCategoryArrayDeserializer: () => diagnosticCategoryArrayDeserializer,
  diagnosticCategoryDeserializer: () => diagnosticCategoryDeserializer,
  diagnosticCategoryPropertiesDeserializer: () => diagnosticCategoryPropertiesDeserializer,
  diagnosticDataArrayDeserializer: () => diagnosticDataArrayDeserializer,
  diagnosticDataDeserializer: () => diagnosticDataDeserializer,
  diagnosticDetectorResponseDeserializer: () => diagnosticDetectorResponseDeserializer,
  diagnosticDetectorResponsePropertiesDeserializer: () => diagnosticDetectorResponsePropertiesDeserializer,
  diagnosticMetricSampleArrayDeserializer: () => diagnosticMetricSampleArrayDeserializer,
  diagnosticMetricSampleDeserializer: () => diagnosticMetricSampleDeserializer,
  diagnosticMetricSetArrayDeserializer: () => diagnosticMetricSetArrayDeserializer,
  diagnosticMetricSetDeserializer: () => diagnosticMetricSetDeserializer,
  dimensionArrayDeserializer: () => dimensionArrayDeserializer,
  dimensionDeserializer: () => dimensionDeserializer,
  dnlResourceNameAvailabilityDeserializer: () => dnlResourceNameAvailabilityDeserializer,
  dnlResourceNameAvailabilityRequestSerializer: () => dnlResourceNameAvailabilityRequestSerializer,
  enabledConfigDeserializer: () => enabledConfigDeserializer,
  enabledConfigSerializer: () => enabledConfigSerializer,
  endpointDependencyArrayDeserializer: () => endpointDependencyArrayDeserializer,
  endpointDependencyDeserializer: () => endpointDependencyDeserializer,
  endpointDetailArrayDeserializer: () => endpointDetailArrayDeserializer,
  endpointDetailDeserializer: () => endpointDetailDeserializer,
  environmentVariableArrayDeserializer: () => environmentVariableArrayDeserializer,
  environmentVariableArraySerializer: () => environmentVariableArraySerializer,
  environmentVariableDeserializer: () => environmentVariableDeserializer,
  environmentVariableSerializer: () => environmentVariableSerializer,
  errorEntityArrayDeserializer: () => errorEntityArrayDeserializer,
  errorEntityDeserializer: () => errorEntityDeserializer,
  errorInfoDeserializer: () => errorInfoDeserializer,
  errorPropertiesDeserializer: () => errorPropertiesDeserializer,
  errorResponseDeserializer: () => errorResponseDeserializer,
  experimentsDeserializer: () => experimentsDeserializer,
  experimentsSerializer: () => experimentsSerializer,
  expressionArrayDeserializer: () => expressionArrayDeserializer,
  expressionDeserializer: () => expressionDeserializer,
  expressionRootArrayDeserializer: () => expressionRootArrayDeserializer,
  expressionRootDeserializer: () => expressionRootDeserializer,
  extendedLocationDeserializer: () => extendedLocationDeserializer,
  extendedLocationSerializer: () => extendedLocationSerializer,
  facebookDeserializer: () => facebookDeserializer,
  facebookSerializer: () => facebookSerializer,
  fileSystemApplicationLogsConfigDeserializer: () => fileSystemApplicationLogsConfigDeserializer,
  fileSystemApplicationLogsConfigSerializer: () => fileSystemApplicationLogsConfigSerializer,
  fileSystemHttpLogsConfigDeserializer: () => fileSystemHttpLogsConfigDeserializer,
  fileSystemHttpLogsConfigSerializer: () => fileSystemHttpLogsConfigSerializer,
  fileSystemTokenStoreDeserializer: () => fileSystemTokenStoreDeserializer,
  fileSystemTokenStoreSerializer: () => fileSystemTokenStoreSerializer,
  flowAccessControlConfigurationDeserializer: () => flowAccessControlConfigurationDeserializer,
  flowAccessControlConfigurationPolicyDeserializer: () => flowAccessControlConfigurationPolicyDeserializer,
  flowAccessControlConfigurationPolicySerializer: () => flowAccessControlConfigurationPolicySerializer,
  flowAccessControlConfigurationSerializer: () => flowAccessControlConfigurationSerializer,
  flowEndpointsConfigurationDeserializer: () => flowEndpointsConfigurationDeserializer,
  flowEndpointsConfigurationSerializer: () => flowEndpointsConfigurationSerializer,
  flowEndpointsDeserializer: () => flowEndpointsDeserializer,
  flowEndpointsSerializer: () => flowEndpointsSerializer,
  forwardProxyDeserializer: () => forwardProxyDeserializer,
  forwardProxySerializer: () => forwardProxySerializer,
  frontEndConfigurationDeserializer: () => frontEndConfigurationDeserializer,
  frontEndConfigurationSerializer: () => frontEndConfigurationSerializer,
  functionAppConfigDeserializer: () => functionAppConfigDeserializer,
  functionAppConfigSerializer: () => functionAppConfigSerializer,
  functionAppMajorVersionArrayDeserializer: () => functionAppMajorVersionArrayDeserializer,
  functionAppMajorVersionDeserializer: () => functionAppMajorVersionDeserializer,
  functionAppMinorVersionArrayDeserializer: () => functionAppMinorVersionArrayDeserializer,
  functionAppMinorVersionDeserializer: () => functionAppMinorVersionDeserializer,
  functionAppRuntimeSettingsDeserializer: () => functionAppRuntimeSettingsDeserializer,
  functionAppRuntimesDeserializer: () => functionAppRuntimesDeserializer,
  functionAppStackArrayDeserializer: () => functionAppStackArrayDeserializer,
  functionAppStackDeserializer: () => functionAppStackDeserializer,
  functionAppStackPropertiesDeserializer: () => functionAppStackPropertiesDeserializer,
  functionEnvelopeArrayDeserializer: () => functionEnvelopeArrayDeserializer,
  functionEnvelopeArraySerializer: () => functionEnvelopeArraySerializer,
  functionEnvelopeDeserializer: () => functionEnvelopeDeserializer,
  functionEnvelopePropertiesDeserializer: () => functionEnvelopePropertiesDeserializer,
  functionEnvelopePropertiesSerializer: () => functionEnvelopePropertiesSerializer,
  functionEnvelopeSerializer: () => functionEnvelopeSerializer,
  functionSecretsDeserializer: () => functionSecretsDeserializer,
  functionsAlwaysReadyConfigArrayDeserializer: () => functionsAlwaysReadyConfigArrayDeserializer,
  functionsAlwaysReadyConfigArraySerializer: () => functionsAlwaysReadyConfigArraySerializer,
  functionsAlwaysReadyConfigDeserializer: () => functionsAlwaysReadyConfigDeserializer,
  functionsAlwaysReadyConfigSerializer: () => functionsAlwaysReadyConfigSerializer,
  functionsDeploymentDeserializer: () => functionsDeploymentDeserializer,
  functionsDeploymentSerializer: () => functionsDeploymentSerializer,
  functionsDeploymentStorageAuthenticationDeserializer: () => functionsDeploymentStorageAuthenticationDeserializer,
  functionsDeploymentStorageAuthenticationSerializer: () => functionsDeploymentStorageAuthenticationSerializer,
  functionsDeploymentStorageDeserializer: () => functionsDeploymentStorageDeserializer,
  functionsDeploymentStorageSerializer: () => functionsDeploymentStorageSerializer,
  functionsRuntimeDeserializer: () => functionsRuntimeDeserializer,
  functionsRuntimeSerializer: () => functionsRuntimeSerializer,
  functionsScaleAndConcurrencyDeserializer: () => functionsScaleAndConcurrencyDeserializer,
  functionsScaleAndConcurrencySerializer: () => functionsScaleAndConcurrencySerializer,
  functionsScaleAndConcurrencyTriggersDeserializer: () => functionsScaleAndConcurrencyTriggersDeserializer,
  functionsScaleAndConcurrencyTriggersHttpDeserializer: () => functionsScaleAndConcurrencyTriggersHttpDeserializer,
  functionsScaleAndConcurrencyTriggersHttpSerializer: () => functionsScaleAndConcurrencyTriggersHttpSerializer,
  functionsScaleAndConcurrencyTriggersSerializer: () => functionsScaleAndConcurrencyTriggersSerializer,
  functionsSiteUpdateStrategyDeserializer: () => functionsSiteUpdateStrategyDeserializer,
  functionsSiteUpdateStrategySerializer: () => functionsSiteUpdateStrategySerializer,
  geoRegionArrayDeserializer: () => geoRegionArrayDeserializer,
  geoRegionDeserializer: () => geoRegionDeserializer,
  geoRegionPropertiesDeserializer: () => geoRegionPropertiesDeserializer,
  gitHubActionCodeConfigurationDeserializer: () => gitHubActionCodeConfigurationDeserializer,
  gitHubActionCodeConfigurationSerializer: () => gitHubActionCodeConfigurationSerializer,
  gitHubActionConfigurationDeserializer: () => gitHubActionConfigurationDeserializer,
  gitHubActionConfigurationSerializer: () => gitHubActionConfigurationSerializer,
  gitHubActionContainerConfigurationDeserializer: () => gitHubActionContainerConfigurationDeserializer,
  gitHubActionContainerConfigurationSerializer: () => gitHubActionContainerConfigurationSerializer,
  gitHubActionWebAppStackSettingsDeserializer: () => gitHubActionWebAppStackSettingsDeserializer,
  gitHubDeserializer: () => gitHubDeserializer,
  gitHubSerializer: () => gitHubSerializer,
  globalCsmSkuDescriptionArrayDeserializer: () => globalCsmSkuDescriptionArrayDeserializer,
  globalCsmSkuDescriptionDeserializer: () => globalCsmSkuDescriptionDeserializer,
  globalValidationDeserializer: () => globalValidationDeserializer,
  globalValidationSerializer: () => globalValidationSerializer,
  googleDeserializer: () => googleDeserializer,
  googleSerializer: () => googleSerializer,
  handlerMappingArrayDeserializer: () => handlerMappingArrayDeserializer,
  handlerMappingArraySerializer: () => handlerMappingArraySerializer,
  handlerMappingDeserializer: () => handlerMappingDeserializer,
  handlerMappingSerializer: () => handlerMappingSerializer,
  hostKeysDeserializer: () => hostKeysDeserializer,
  hostNameBindingArrayDeserializer: () => hostNameBindingArrayDeserializer,
  hostNameBindingArraySerializer: () => hostNameBindingArraySerializer,
  hostNameBindingDeserializer: () => hostNameBindingDeserializer,
  hostNameBindingPropertiesDeserializer: () => hostNameBindingPropertiesDeserializer,
  hostNameBindingPropertiesSerializer: () => hostNameBindingPropertiesSerializer,
  hostNameBindingSerializer: () => hostNameBindingSerializer,
  hostNameSslStateArrayDeserializer: () => hostNameSslStateArrayDeserializer,
  hostNameSslStateArraySerializer: () => hostNameSslStateArraySerializer,
  hostNameSslStateDeserializer: () => hostNameSslStateDeserializer,
  hostNameSslStateSerializer: () => hostNameSslStateSerializer,
  hostingEnvironmentDeploymentInfoArrayDeserializer: () => hostingEnvironmentDeploymentInfoArrayDeserializer,
  hostingEnvironmentDeploymentInfoDeserializer: () => hostingEnvironmentDeploymentInfoDeserializer,
  hostingEnvironmentDiagnosticsArrayDeserializer: () => hostingEnvironmentDiagnosticsArrayDeserializer,
  hostingEnvironmentDiagnosticsDeserializer: () => hostingEnvironmentDiagnosticsDeserializer,
  hostingEnvironmentProfileDeserializer: () => hostingEnvironmentProfileDeserializer,
  hostingEnvironmentProfileSerializer: () => hostingEnvironmentProfileSerializer,
  httpLogsConfigDeserializer: () => httpLogsConfigDeserializer,
  httpLogsConfigSerializer: () => httpLogsConfigSerializer,
  httpSettingsDeserializer: () => httpSettingsDeserializer,
  httpSettingsRoutesDeserializer: () => httpSettingsRoutesDeserializer,
  httpSettingsRoutesSerializer: () => httpSettingsRoutesSerializer,
  httpSettingsSerializer: () => httpSettingsSerializer,
  hybridConnectionArrayDeserializer: () => hybridConnectionArrayDeserializer,
  hybridConnectionArraySerializer: () => hybridConnectionArraySerializer,
  hybridConnectionDeserializer: () => hybridConnectionDeserializer,
  hybridConnectionKeyDeserializer: () => hybridConnectionKeyDeserializer,
  hybridConnectionKeyPropertiesDeserializer: () => hybridConnectionKeyPropertiesDeserializer,
  hybridConnectionLimitsDeserializer: () => hybridConnectionLimitsDeserializer,
  hybridConnectionLimitsPropertiesDeserializer: () => hybridConnectionLimitsPropertiesDeserializer,
  hybridConnectionPropertiesDeserializer: () => hybridConnectionPropertiesDeserializer,
  hybridConnectionPropertiesSerializer: () => hybridConnectionPropertiesSerializer,
  hybridConnectionSerializer: () => hybridConnectionSerializer,
  identifierArrayDeserializer: () => identifierArrayDeserializer,
  identifierArraySerializer: () => identifierArraySerializer,
  identifierDeserializer: () => identifierDeserializer,
  identifierPropertiesDeserializer: () => identifierPropertiesDeserializer,
  identifierPropertiesSerializer: () => identifierPropertiesSerializer,
  identifierSerializer: () => identifierSerializer,
  identityProvidersDeserializer: () => identityProvidersDeserializer,
  identityProvidersSerializer: () => identityProvidersSerializer,
  inboundEnvironmentEndpointArrayDeserializer: () => inboundEnvironmentEndpointArrayDeserializer,
  inboundEnvironmentEndpointDeserializer: () => inboundEnvironmentEndpointDeserializer,
  installScriptArrayDeserializer: () => installScriptArrayDeserializer,
  installScriptArraySerializer: () => installScriptArraySerializer,
  installScriptDeserializer: () => installScriptDeserializer,
  installScriptSerializer: () => installScriptSerializer,
  installScriptSourceDeserializer: () => installScriptSourceDeserializer,
  installScriptSourceSerializer: () => installScriptSourceSerializer,
  ipAddressArrayDeserializer: () => ipAddressArrayDeserializer,
  ipAddressArraySerializer: () => ipAddressArraySerializer,
  ipAddressDeserializer: () => ipAddressDeserializer,
  ipAddressRangeArrayDeserializer: () => ipAddressRangeArrayDeserializer,
  ipAddressRangeArraySerializer: () => ipAddressRangeArraySerializer,
  ipAddressRangeDeserializer: () => ipAddressRangeDeserializer,
  ipAddressRangeSerializer: () => ipAddressRangeSerializer,
  ipAddressSerializer: () => ipAddressSerializer,
  ipSecurityRestrictionArrayDeserializer: () => ipSecurityRestrictionArrayDeserializer,
  ipSecurityRestrictionArraySerializer: () => ipSecurityRestrictionArraySerializer,
  ipSecurityRestrictionDeserializer: () => ipSecurityRestrictionDeserializer,
  ipSecurityRestrictionSerializer: () => ipSecurityRestrictionSerializer,
  jsonSchemaDeserializer: () => jsonSchemaDeserializer,
  jwtClaimChecksDeserializer: () => jwtClaimChecksDeserializer,
  jwtClaimChecksSerializer: () => jwtClaimChecksSerializer,
  keyInfoDeserializer: () => keyInfoDeserializer,
  keyInfoSerializer: () => keyInfoSerializer,
  keyValuePairStringObjectArrayDeserializer: () => keyValuePairStringObjectArrayDeserializer,
  keyValuePairStringObjectDeserializer: () => keyValuePairStringObjectDeserializer,
  keyVaultReferenceWithStatusDeserializer: () => keyVaultReferenceWithStatusDeserializer,
  keyVaultReferenceWithStatusSerializer: () => keyVaultReferenceWithStatusSerializer,
  kubeEnvironmentArrayDeserializer: () => kubeEnvironmentArrayDeserializer,
  kubeEnvironmentArraySerializer: () => kubeEnvironmentArraySerializer,
  kubeEnvironmentDeserializer: () => kubeEnvironmentDeserializer,
  kubeEnvironmentPatchResourcePropertiesSerializer: () => kubeEnvironmentPatchResourcePropertiesSerializer,
  kubeEnvironmentPatchResourceSerializer: () => kubeEnvironmentPatchResourceSerializer,
  kubeEnvironmentProfileDeserializer: () => kubeEnvironmentProfileDeserializer,
  kubeEnvironmentProfileSerializer: () => kubeEnvironmentProfileSerializer,
  kubeEnvironmentPropertiesDeserializer: () => kubeEnvironmentPropertiesDeserializer,
  kubeEnvironmentPropertiesSerializer: () => kubeEnvironmentPropertiesSerializer,
  kubeEnvironmentSerializer: () => kubeEnvironmentSerializer,
  legacyMicrosoftAccountDeserializer: () => legacyMicrosoftAccountDeserializer,
  legacyMicrosoftAccountSerializer: () => legacyMicrosoftAccountSerializer,
  linuxJavaContainerSettingsDeserializer: () => linuxJavaContainerSettingsDeserializer,
  localizableStringDeserializer: () => localizableStringDeserializer,
  logAnalyticsConfigurationDeserializer: () => logAnalyticsConfigurationDeserializer,
  logAnalyticsConfigurationSerializer: () => logAnalyticsConfigurationSerializer,
  logSpecificationArrayDeserializer: () => logSpecificationArrayDeserializer,
  logSpecificationDeserializer: () => logSpecificationDeserializer,
  loginDeserializer: () => loginDeserializer,
  loginRoutesDeserializer: () => loginRoutesDeserializer,
  loginRoutesSerializer: () => loginRoutesSerializer,
  loginScopesDeserializer: () => loginScopesDeserializer,
  loginScopesSerializer: () => loginScopesSerializer,
  loginSerializer: () => loginSerializer,
  managedServiceIdentityDeserializer: () => managedServiceIdentityDeserializer,
  managedServiceIdentitySerializer: () => managedServiceIdentitySerializer,
  metricAvailabilityArrayDeserializer: () => metricAvailabilityArrayDeserializer,
  metricAvailabilityDeserializer: () => metricAvailabilityDeserializer,
  metricSpecificationArrayDeserializer: () => metricSpecificationArrayDeserializer,
  metricSpecificationDeserializer: () => metricSpecificationDeserializer,
  migrateMySqlRequestPropertiesSerializer: () => migrateMySqlRequestPropertiesSerializer,
  migrateMySqlRequestSerializer: () => migrateMySqlRequestSerializer,
  migrateMySqlStatusDeserializer: () => migrateMySqlStatusDeserializer,
  migrateMySqlStatusPropertiesDeserializer: () => migrateMySqlStatusPropertiesDeserializer,
  msDeployCoreArraySerializer: () => msDeployCoreArraySerializer,
  msDeployCoreSerializer: () => msDeployCoreSerializer,
  msDeployLogDeserializer: () => msDeployLogDeserializer,
  msDeployLogEntryArrayDeserializer: () => msDeployLogEntryArrayDeserializer,
  msDeployLogEntryDeserializer: () => msDeployLogEntryDeserializer,
  msDeployLogPropertiesDeserializer: () => msDeployLogPropertiesDeserializer,
  msDeployPropertiesSerializer: () => msDeployPropertiesSerializer,
  msDeploySerializer: () => msDeploySerializer,
  msDeployStatusDeserializer: () => msDeployStatusDeserializer,
  msDeployStatusPropertiesDeserializer: () => msDeployStatusPropertiesDeserializer,
  nameIdentifierSerializer: () => nameIdentifierSerializer,
  nameValuePairArrayArrayDeserializer: () => nameValuePairArrayArrayDeserializer,
  nameValuePairArrayArraySerializer: () => nameValuePairArrayArraySerializer,
  nameValuePairArrayDeserializer: () => nameValuePairArrayDeserializer,
  nameValuePairArraySerializer: () => nameValuePairArraySerializer,
  nameValuePairDeserializer: () => nameValuePairDeserializer,
  nameValuePairSerializer: () => nameValuePairSerializer,
  networkFeaturesDeserializer: () => networkFeaturesDeserializer,
  networkFeaturesPropertiesDeserializer: () => networkFeaturesPropertiesDeserializer,
  networkTraceArrayDeserializer: () => networkTraceArrayDeserializer,
  networkTraceDeserializer: () => networkTraceDeserializer,
  nonceDeserializer: () => nonceDeserializer,
  nonceSerializer: () => nonceSerializer,
  openAuthenticationAccessPoliciesDeserializer: () => openAuthenticationAccessPoliciesDeserializer,
  openAuthenticationAccessPoliciesSerializer: () => openAuthenticationAccessPoliciesSerializer,
  openAuthenticationAccessPolicyDeserializer: () => openAuthenticationAccessPolicyDeserializer,
  openAuthenticationAccessPolicyRecordDeserializer: () => openAuthenticationAccessPolicyRecordDeserializer,
  openAuthenticationAccessPolicyRecordSerializer: () => openAuthenticationAccessPolicyRecordSerializer,
  openAuthenticationAccessPolicySerializer: () => openAuthenticationAccessPolicySerializer,
  openAuthenticationPolicyClaimArrayDeserializer: () => openAuthenticationPolicyClaimArrayDeserializer,
  openAuthenticationPolicyClaimArraySerializer: () => openAuthenticationPolicyClaimArraySerializer,
  openAuthenticationPolicyClaimDeserializer: () => openAuthenticationPolicyClaimDeserializer,
  openAuthenticationPolicyClaimSerializer: () => openAuthenticationPolicyClaimSerializer,
  openIdConnectClientCredentialDeserializer: () => openIdConnectClientCredentialDeserializer,
  openIdConnectClientCredentialSerializer: () => openIdConnectClientCredentialSerializer,
  openIdConnectConfigDeserializer: () => openIdConnectConfigDeserializer,
  openIdConnectConfigSerializer: () => openIdConnectConfigSerializer,
  openIdConnectLoginDeserializer: () => openIdConnectLoginDeserializer,
  openIdConnectLoginSerializer: () => openIdConnectLoginSerializer,
  openIdConnectRegistrationDeserializer: () => openIdConnectRegistrationDeserializer,
  openIdConnectRegistrationSerializer: () => openIdConnectRegistrationSerializer,
  operationArrayDeserializer: () => operationArrayDeserializer,
  operationDeserializer: () => operationDeserializer,
  operationResultDeserializer: () => operationResultDeserializer,
  operationResultPropertiesDeserializer: () => operationResultPropertiesDeserializer,
  outboundEnvironmentEndpointArrayDeserializer: () => outboundEnvironmentEndpointArrayDeserializer,
  outboundEnvironmentEndpointDeserializer: () => outboundEnvironmentEndpointDeserializer,
  outboundVnetRoutingDeserializer: () => outboundVnetRoutingDeserializer,
  outboundVnetRoutingSerializer: () => outboundVnetRoutingSerializer,
  perfMonResponseArrayDeserializer: () => perfMonResponseArrayDeserializer,
  perfMonResponseDeserializer: () => perfMonResponseDeserializer,
  perfMonSampleArrayDeserializer: () => perfMonSampleArrayDeserializer,
  perfMonSampleDeserializer: () => perfMonSampleDeserializer,
  perfMonSetDeserializer: () => perfMonSetDeserializer,
  premierAddOnDeserializer: () => premierAddOnDeserializer,
  premierAddOnOfferArrayDeserializer: () => premierAddOnOfferArrayDeserializer,
  premierAddOnOfferDeserializer: () => premierAddOnOfferDeserializer,
  premierAddOnOfferPropertiesDeserializer: () => premierAddOnOfferPropertiesDeserializer,
  premierAddOnPatchResourcePropertiesSerializer: () => premierAddOnPatchResourcePropertiesSerializer,
  premierAddOnPatchResourceSerializer: () => premierAddOnPatchResourceSerializer,
  premierAddOnPropertiesDeserializer: () => premierAddOnPropertiesDeserializer,
  premierAddOnPropertiesSerializer: () => premierAddOnPropertiesSerializer,
  premierAddOnSerializer: () => premierAddOnSerializer,
  privateAccessDeserializer: () => privateAccessDeserializer,
  privateAccessPropertiesDeserializer: () => privateAccessPropertiesDeserializer,
  privateAccessPropertiesSerializer: () => privateAccessPropertiesSerializer,
  privateAccessSerializer: () => privateAccessSerializer,
  privateAccessSubnetArrayDeserializer: () => privateAccessSubnetArrayDeserializer,
  privateAccessSubnetArraySerializer: () => privateAccessSubnetArraySerializer,
  privateAccessSubnetDeserializer: () => privateAccessSubnetDeserializer,
  privateAccessSubnetSerializer: () => privateAccessSubnetSerializer,
  privateAccessVirtualNetworkArrayDeserializer: () => privateAccessVirtualNetworkArrayDeserializer,
  privateAccessVirtualNetworkArraySerializer: () => privateAccessVirtualNetworkArraySerializer,
  privateAccessVirtualNetworkDeserializer: () => privateAccessVirtualNetworkDeserializer,
  privateAccessVirtualNetworkSerializer: () => privateAccessVirtualNetworkSerializer,
  privateLinkConnectionStateDeserializer: () => privateLinkConnectionStateDeserializer,
  privateLinkConnectionStateSerializer: () => privateLinkConnectionStateSerializer,
  privateLinkResourceArrayDeserializer: () => privateLinkResourceArrayDeserializer,
  privateLinkResourceDeserializer: () => privateLinkResourceDeserializer,
  privateLinkResourcePropertiesDeserializer: () => privateLinkResourcePropertiesDeserializer,
  privateLinkResourcesWrapperDeserializer: () => privateLinkResourcesWrapperDeserializer,
  processInfoArrayDeserializer: () => processInfoArrayDeserializer,
  processInfoDeserializer: () => processInfoDeserializer,
  processInfoPropertiesDeserializer: () => processInfoPropertiesDeserializer,
  processModuleInfoArrayDeserializer: () => processModuleInfoArrayDeserializer,
  processModuleInfoDeserializer: () => processModuleInfoDeserializer,
  processModuleInfoPropertiesDeserializer: () => processModuleInfoPropertiesDeserializer,
  processThreadInfoArrayDeserializer: () => processThreadInfoArrayDeserializer,
  processThreadInfoDeserializer: () => processThreadInfoDeserializer,
  processThreadInfoPropertiesDeserializer: () => processThreadInfoPropertiesDeserializer,
  proxyOnlyResourceDeserializer: () => proxyOnlyResourceDeserializer,
  proxyOnlyResourceSerializer: () => proxyOnlyResourceSerializer,
  proxyResourceDeserializer: () => proxyResourceDeserializer,
  proxyResourceSerializer: () => proxyResourceSerializer,
  publicCertificateArrayDeserializer: () => publicCertificateArrayDeserializer,
  publicCertificateArraySerializer: () => publicCertificateArraySerializer,
  publicCertificateDeserializer: () => publicCertificateDeserializer,
  publicCertificatePropertiesDeserializer: () => publicCertificatePropertiesDeserializer,
  publicCertificatePropertiesSerializer: () => publicCertificatePropertiesSerializer,
  publicCertificateSerializer: () => publicCertificateSerializer,
  pushSettingsDeserializer: () => pushSettingsDeserializer,
  pushSettingsPropertiesDeserializer: () => pushSettingsPropertiesDeserializer,
  pushSettingsPropertiesSerializer: () => pushSettingsPropertiesSerializer,
  pushSettingsSerializer: () => pushSettingsSerializer,
  queryUtterancesResultArrayDeserializer: () => queryUtterancesResultArrayDeserializer,
  queryUtterancesResultDeserializer: () => queryUtterancesResultDeserializer,
  queryUtterancesResultsDeserializer: () => queryUtterancesResultsDeserializer,
  rampUpRuleArrayDeserializer: () => rampUpRuleArrayDeserializer,
  rampUpRuleArraySerializer: () => rampUpRuleArraySerializer,
  rampUpRuleDeserializer: () => rampUpRuleDeserializer,
  rampUpRuleSerializer: () => rampUpRuleSerializer,
  recommendationArrayDeserializer: () => recommendationArrayDeserializer,
  recommendationDeserializer: () => recommendationDeserializer,
  recommendationPropertiesDeserializer: () => recommendationPropertiesDeserializer,
  recommendationRuleDeserializer: () => recommendationRuleDeserializer,
  recommendationRulePropertiesDeserializer: () => recommendationRulePropertiesDeserializer,
  recurrenceScheduleDeserializer: () => recurrenceScheduleDeserializer,
  recurrenceScheduleOccurrenceArrayDeserializer: () => recurrenceScheduleOccurrenceArrayDeserializer,
  recurrenceScheduleOccurrenceDeserializer: () => recurrenceScheduleOccurrenceDeserializer,
  regenerateActionParameterSerializer: () => regenerateActionParameterSerializer,
  registryAdapterArrayDeserializer: () => registryAdapterArrayDeserializer,
  registryAdapterArraySerializer: () => registryAdapterArraySerializer,
  registryAdapterDeserializer: () => registryAdapterDeserializer,
  registryAdapterSerializer: () => registryAdapterSerializer,
  relayServiceConnectionEntityArrayDeserializer: () => relayServiceConnectionEntityArrayDeserializer,
  relayServiceConnectionEntityArraySerializer: () => relayServiceConnectionEntityArraySerializer,
  relayServiceConnectionEntityDeserializer: () => relayServiceConnectionEntityDeserializer,
  relayServiceConnectionEntityPropertiesDeserializer: () => relayServiceConnectionEntityPropertiesDeserializer,
  relayServiceConnectionEntityPropertiesSerializer: () => relayServiceConnectionEntityPropertiesSerializer,
  relayServiceConnectionEntitySerializer: () => relayServiceConnectionEntitySerializer,
  remotePrivateEndpointConnectionARMResourceArrayDeserializer: () => remotePrivateEndpointConnectionARMResourceArrayDeserializer,
  remotePrivateEndpointConnectionARMResourceArraySerializer: () => remotePrivateEndpointConnectionARMResourceArraySerializer,
  remotePrivateEndpointConnectionARMResourceDeserializer: () => remotePrivateEndpointConnectionARMResourceDeserializer,
  remotePrivateEndpointConnectionARMResourcePropertiesDeserializer: () => remotePrivateEndpointConnectionARMResourcePropertiesDeserializer,
  remotePrivateEndpointConnectionARMResourcePropertiesSerializer: () => remotePrivateEndpointConnectionARMResourcePropertiesSerializer,
  remotePrivateEndpointConnectionARMResourceSerializer: () => remotePrivateEndpointConnectionARMResourceSerializer,
  remotePrivateEndpointConnectionDeserializer: () => remotePrivateEndpointConnectionDeserializer,
  remotePrivateEndpointConnectionPropertiesDeserializer: () => remotePrivateEndpointConnectionPropertiesDeserializer,
  renderingDeserializer: () => renderingDeserializer,
  repetitionIndexArrayDeserializer: () => repetitionIndexArrayDeserializer,
  repetitionIndexDeserializer: () => repetitionIndexDeserializer,
  requestDeserializer: () => requestDeserializer,
  requestHistoryArrayDeserializer: () => requestHistoryArrayDeserializer,
  requestHistoryDeserializer: () => requestHistoryDeserializer,
  requestHistoryPropertiesDeserializer: () => requestHistoryPropertiesDeserializer,
  requestsBasedTriggerDeserializer: () => requestsBasedTriggerDeserializer,
  requestsBasedTriggerSerializer: () => requestsBasedTriggerSerializer,
  resourceConfigDeserializer: () => resourceConfigDeserializer,
  resourceConfigSerializer: () => resourceConfigSerializer,
  resourceDeserializer: () => resourceDeserializer,
  resourceHealthMetadataArrayDeserializer: () => resourceHealthMetadataArrayDeserializer,
  resourceHealthMetadataDeserializer: () => resourceHealthMetadataDeserializer,
  resourceHealthMetadataPropertiesDeserializer: () => resourceHealthMetadataPropertiesDeserializer,
  resourceMetricAvailabilityArrayDeserializer: () => resourceMetricAvailabilityArrayDeserializer,
  resourceMetricAvailabilityDeserializer: () => resourceMetricAvailabilityDeserializer,
  resourceMetricDefinitionArrayDeserializer: () => resourceMetricDefinitionArrayDeserializer,
  resourceMetricDefinitionDeserializer: () => resourceMetricDefinitionDeserializer,
  resourceMetricDefinitionPropertiesDeserializer: () => resourceMetricDefinitionPropertiesDeserializer,
  resourceNameAvailabilityDeserializer: () => resourceNameAvailabilityDeserializer,
  resourceNameAvailabilityRequestSerializer: () => resourceNameAvailabilityRequestSerializer,
  resourceReferenceDeserializer: () => resourceReferenceDeserializer,
  resourceReferenceSerializer: () => resourceReferenceSerializer,
  resourceSerializer: () => resourceSerializer,
  responseDeserializer: () => responseDeserializer,
  responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer: () => responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer,
  responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer: () => responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer,
  responseMetaDataDeserializer: () => responseMetaDataDeserializer,
  restoreRequestDeserializer: () => restoreRequestDeserializer,
  restoreRequestPropertiesDeserializer: () => restoreRequestPropertiesDeserializer,
  restoreRequestPropertiesSerializer: () => restoreRequestPropertiesSerializer,
  restoreRequestSerializer: () => restoreRequestSerializer,
  retryHistoryArrayDeserializer: () => retryHistoryArrayDeserializer,
  retryHistoryDeserializer: () => retryHistoryDeserializer,
  runActionCorrelationDeserializer: () => runActionCorrelationDeserializer,
  runCorrelationDeserializer: () => runCorrelationDeserializer,
  sampleUtteranceDeserializer: () => sampleUtteranceDeserializer,
  serverFarmInstanceArrayDeserializer: () => serverFarmInstanceArrayDeserializer,
  serverFarmInstanceDeserializer: () => serverFarmInstanceDeserializer,
  serverFarmInstanceDetailsDeserializer: () => serverFarmInstanceDetailsDeserializer,
  serverFarmNetworkSettingsDeserializer: () => serverFarmNetworkSettingsDeserializer,
  serverFarmNetworkSettingsSerializer: () => serverFarmNetworkSettingsSerializer,
  serverFarmRdpDetailsDeserializer: () => serverFarmRdpDetailsDeserializer,
  serviceSpecificationDeserializer: () => serviceSpecificationDeserializer,
  siteArrayDeserializer: () => siteArrayDeserializer,
  siteArraySerializer: () => siteArraySerializer,
  siteAuthSettingsDeserializer: () => siteAuthSettingsDeserializer,
  siteAuthSettingsPropertiesDeserializer: () => siteAuthSettingsPropertiesDeserializer,
  siteAuthSettingsPropertiesSerializer: () => siteAuthSettingsPropertiesSerializer,
  siteAuthSettingsSerializer: () => siteAuthSettingsSerializer,
  siteAuthSettingsV2Deserializer: () => siteAuthSettingsV2Deserializer,
  siteAuthSettingsV2PropertiesDeserializer: () => siteAuthSettingsV2PropertiesDeserializer,
  siteAuthSettingsV2PropertiesSerializer: () => siteAuthSettingsV2PropertiesSerializer,
  siteAuthSettingsV2Serializer: () => siteAuthSettingsV2Serializer,
  siteCloneabilityCriterionArrayDeserializer: () => siteCloneabilityCriterionArrayDeserializer,
  siteCloneabilityCriterionDeserializer: () => siteCloneabilityCriterionDeserializer,
  siteCloneabilityDeserializer: () => siteCloneabilityDeserializer,
  siteConfigDeserializer: () => siteConfigDeserializer,
  siteConfigPropertiesDictionaryDeserializer: () => siteConfigPropertiesDictionaryDeserializer,
  siteConfigResourceArrayDeserializer: () => siteConfigResourceArrayDeserializer,
  siteConfigResourceArraySerializer: () => siteConfigResourceArraySerializer,
  siteConfigResourceDeserializer: () => siteConfigResourceDeserializer,
  siteConfigResourceSerializer: () => siteConfigResourceSerializer,
  siteConfigSerializer: () => siteConfigSerializer,
  siteConfigurationSnapshotInfoArrayDeserializer: () => siteConfigurationSnapshotInfoArrayDeserializer,
  siteConfigurationSnapshotInfoDeserializer: () => siteConfigurationSnapshotInfoDeserializer,
  siteConfigurationSnapshotInfoPropertiesDeserializer: () => siteConfigurationSnapshotInfoPropertiesDeserializer,
  siteContainerArrayDeserializer: () => siteContainerArrayDeserializer,
  siteContainerArraySerializer: () => siteContainerArraySerializer,
  siteContainerDeserializer: () => siteContainerDeserializer,
  siteContainerPropertiesDeserializer: () => siteContainerPropertiesDeserializer,
  siteContainerPropertiesSerializer: () => siteContainerPropertiesSerializer,
  siteContainerSerializer: () => siteContainerSerializer,
  siteDeserializer: () => siteDeserializer,
  siteDnsConfigDeserializer: () => siteDnsConfigDeserializer,
  siteDnsConfigSerializer: () => siteDnsConfigSerializer,
  siteExtensionInfoArrayDeserializer: () => siteExtensionInfoArrayDeserializer,
  siteExtensionInfoDeserializer: () => siteExtensionInfoDeserializer,
  siteExtensionInfoPropertiesDeserializer: () => siteExtensionInfoPropertiesDeserializer,
  siteLimitsDeserializer: () => siteLimitsDeserializer,
  siteLimitsSerializer: () => siteLimitsSerializer,
  siteLogsConfigDeserializer: () => siteLogsConfigDeserializer,
  siteLogsConfigPropertiesDeserializer: () => siteLogsConfigPropertiesDeserializer,
  siteLogsConfigPropertiesSerializer: () => siteLogsConfigPropertiesSerializer,
  siteLogsConfigSerializer: () => siteLogsConfigSerializer,
  siteMachineKeyDeserializer: () => siteMachineKeyDeserializer,
  sitePatchResourcePropertiesSerializer: () => sitePatchResourcePropertiesSerializer,
  sitePatchResourceSerializer: () => sitePatchResourceSerializer,
  sitePhpErrorLogFlagDeserializer: () => sitePhpErrorLogFlagDeserializer,
  sitePhpErrorLogFlagPropertiesDeserializer: () => sitePhpErrorLogFlagPropertiesDeserializer,
  sitePropertiesDeserializer: () => sitePropertiesDeserializer,
  sitePropertiesSerializer: () => sitePropertiesSerializer,
  siteSerializer: () => siteSerializer,
  siteSourceControlDeserializer: () => siteSourceControlDeserializer,
  siteSourceControlPropertiesDeserializer: () => siteSourceControlPropertiesDeserializer,
  siteSourceControlPropertiesSerializer: () => siteSourceControlPropertiesSerializer,
  siteSourceControlSerializer: () => siteSourceControlSerializer,
  skuCapacityDeserializer: () => skuCapacityDeserializer,
  skuCapacitySerializer: () => skuCapacitySerializer,
  skuDescriptionDeserializer: () => skuDescriptionDeserializer,
  skuDescriptionSerializer: () => skuDescriptionSerializer,
  skuInfoArrayDeserializer: () => skuInfoArrayDeserializer,
  skuInfoDeserializer: () => skuInfoDeserializer,
  skuInfosDeserializer: () => skuInfosDeserializer,
  slotConfigNamesDeserializer: () => slotConfigNamesDeserializer,
  slotConfigNamesResourceDeserializer: () => slotConfigNamesResourceDeserializer,
  slotConfigNamesResourceSerializer: () => slotConfigNamesResourceSerializer,
  slotConfigNamesSerializer: () => slotConfigNamesSerializer,
  slotDifferenceArrayDeserializer: () => slotDifferenceArrayDeserializer,
  slotDifferenceDeserializer: () => slotDifferenceDeserializer,
  slotDifferencePropertiesDeserializer: () => slotDifferencePropertiesDeserializer,
  slotSwapStatusDeserializer: () => slotSwapStatusDeserializer,
  slowRequestsBasedTriggerArrayDeserializer: () => slowRequestsBasedTriggerArrayDeserializer,
  slowRequestsBasedTriggerArraySerializer: () => slowRequestsBasedTriggerArraySerializer,
  slowRequestsBasedTriggerDeserializer: () => slowRequestsBasedTriggerDeserializer,
  slowRequestsBasedTriggerSerializer: () => slowRequestsBasedTriggerSerializer,
  snapshotArrayDeserializer: () => snapshotArrayDeserializer,
  snapshotDeserializer: () => snapshotDeserializer,
  snapshotPropertiesDeserializer: () => snapshotPropertiesDeserializer,
  snapshotRecoverySourceSerializer: () => snapshotRecoverySourceSerializer,
  snapshotRestoreRequestPropertiesSerializer: () => snapshotRestoreRequestPropertiesSerializer,
  snapshotRestoreRequestSerializer: () => snapshotRestoreRequestSerializer,
  solutionArrayDeserializer: () => solutionArrayDeserializer,
  solutionDeserializer: () => solutionDeserializer,
  sourceControlArrayDeserializer: () => sourceControlArrayDeserializer,
  sourceControlArraySerializer: () => sourceControlArraySerializer,
  sourceControlDeserializer: () => sourceControlDeserializer,
  sourceControlPropertiesDeserializer: () => sourceControlPropertiesDeserializer,
  sourceControlPropertiesSerializer: () => sourceControlPropertiesSerializer,
  sourceControlSerializer: () => sourceControlSerializer,
  stackMajorVersionArrayDeserializer: () => stackMajorVersionArrayDeserializer,
  stackMajorVersionDeserializer: () => stackMajorVersionDeserializer,
  stackMinorVersionArrayDeserializer: () => stackMinorVersionArrayDeserializer,
  stackMinorVersionDeserializer: () => stackMinorVersionDeserializer,
  stampCapacityArrayDeserializer: () => stampCapacityArrayDeserializer,
  stampCapacityDeserializer: () => stampCapacityDeserializer,
  staticSiteARMResourceArrayDeserializer: () => staticSiteARMResourceArrayDeserializer,
  staticSiteARMResourceArraySerializer: () => staticSiteARMResourceArraySerializer,
  staticSiteARMResourceDeserializer: () => staticSiteARMResourceDeserializer,
  staticSiteARMResourceSerializer: () => staticSiteARMResourceSerializer,
  staticSiteBasicAuthPropertiesARMResourceArrayDeserializer: () => staticSiteBasicAuthPropertiesARMResourceArrayDeserializer,
  staticSiteBasicAuthPropertiesARMResourceArraySerializer: () => staticSiteBasicAuthPropertiesARMResourceArraySerializer,
  staticSiteBasicAuthPropertiesARMResourceDeserializer: () => staticSiteBasicAuthPropertiesARMResourceDeserializer,
  staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer: () => staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer,
  staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer: () => staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer,
  staticSiteBasicAuthPropertiesARMResourceSerializer: () => staticSiteBasicAuthPropertiesARMResourceSerializer,
  staticSiteBuildARMResourceArrayDeserializer: () => staticSiteBuildARMResourceArrayDeserializer,
  staticSiteBuildARMResourceDeserializer: () => staticSiteBuildARMResourceDeserializer,
  staticSiteBuildARMResourcePropertiesDeserializer: () => staticSiteBuildARMResourcePropertiesDeserializer,
  staticSiteBuildPropertiesDeserializer: () => staticSiteBuildPropertiesDeserializer,
  staticSiteBuildPropertiesSerializer: () => staticSiteBuildPropertiesSerializer,
  staticSiteCustomDomainOverviewARMResourceArrayDeserializer: () => staticSiteCustomDomainOverviewARMResourceArrayDeserializer,
  staticSiteCustomDomainOverviewARMResourceDeserializer: () => staticSiteCustomDomainOverviewARMResourceDeserializer,
  staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer: () => staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer,
  staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer: () => staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer,
  staticSiteCustomDomainRequestPropertiesARMResourceSerializer: () => staticSiteCustomDomainRequestPropertiesARMResourceSerializer,
  staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer: () => staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer,
  staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer: () => staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer,
  staticSiteDeserializer: () => staticSiteDeserializer,
  staticSiteFunctionOverviewARMResourceArrayDeserializer: () => staticSiteFunctionOverviewARMResourceArrayDeserializer,
  staticSiteFunctionOverviewARMResourceDeserializer: () => staticSiteFunctionOverviewARMResourceDeserializer,
  staticSiteFunctionOverviewARMResourcePropertiesDeserializer: () => staticSiteFunctionOverviewARMResourcePropertiesDeserializer,
  staticSiteLinkedBackendARMResourceArrayDeserializer: () => staticSiteLinkedBackendARMResourceArrayDeserializer,
  staticSiteLinkedBackendARMResourceArraySerializer: () => staticSiteLinkedBackendARMResourceArraySerializer,
  staticSiteLinkedBackendARMResourceDeserializer: () => staticSiteLinkedBackendARMResourceDeserializer,
  staticSiteLinkedBackendARMResourcePropertiesDeserializer: () => staticSiteLinkedBackendARMResourcePropertiesDeserializer,
  staticSiteLinkedBackendARMResourcePropertiesSerializer: () => staticSiteLinkedBackendARMResourcePropertiesSerializer,
  staticSiteLinkedBackendARMResourceSerializer: () => staticSiteLinkedBackendARMResourceSerializer,
  staticSiteLinkedBackendArrayDeserializer: () => staticSiteLinkedBackendArrayDeserializer,
  staticSiteLinkedBackendDeserializer: () => staticSiteLinkedBackendDeserializer,
  staticSitePatchResourceSerializer: () => staticSitePatchResourceSerializer,
  staticSiteResetPropertiesARMResourcePropertiesSerializer: () => staticSiteResetPropertiesARMResourcePropertiesSerializer,
  staticSiteResetPropertiesARMResourceSerializer: () => staticSiteResetPropertiesARMResourceSerializer,
  staticSiteSerializer: () => staticSiteSerializer,
  staticSiteTemplateOptionsDeserializer: () => staticSiteTemplateOptionsDeserializer,
  staticSiteTemplateOptionsSerializer: () => staticSiteTemplateOptionsSerializer,
  staticSiteUserARMResourceArrayDeserializer: () => staticSiteUserARMResourceArrayDeserializer,
  staticSiteUserARMResourceArraySerializer: () => staticSiteUserARMResourceArraySerializer,
  staticSiteUserARMResourceDeserializer: () => staticSiteUserARMResourceDeserializer,
  staticSiteUserARMResourcePropertiesDeserializer: () => staticSiteUserARMResourcePropertiesDeserializer,
  staticSiteUserARMResourcePropertiesSerializer: () => staticSiteUserARMResourcePropertiesSerializer,
  staticSiteUserARMResourceSerializer: () => staticSiteUserARMResourceSerializer,
  staticSiteUserInvitationRequestResourcePropertiesSerializer: () => staticSiteUserInvitationRequestResourcePropertiesSerializer,
  staticSiteUserInvitationRequestResourceSerializer: () => staticSiteUserInvitationRequestResourceSerializer,
  staticSiteUserInvitationResponseResourceDeserializer: () => staticSiteUserInvitationResponseResourceDeserializer,
  staticSiteUserInvitationResponseResourcePropertiesDeserializer: () => staticSiteUserInvitationResponseResourcePropertiesDeserializer,
  staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer: () => staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer,
  staticSiteUserProvidedFunctionAppARMResourceArraySerializer: () => staticSiteUserProvidedFunctionAppARMResourceArraySerializer,
  staticSiteUserProvidedFunctionAppARMResourceDeserializer: () => staticSiteUserProvidedFunctionAppARMResourceDeserializer,
  staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer: () => staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer,
  staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer: () => staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer,
  staticSiteUserProvidedFunctionAppARMResourceSerializer: () => staticSiteUserProvidedFunctionAppARMResourceSerializer,
  staticSiteUserProvidedFunctionAppArrayDeserializer: () => staticSiteUserProvidedFunctionAppArrayDeserializer,
  staticSiteUserProvidedFunctionAppDeserializer: () => staticSiteUserProvidedFunctionAppDeserializer,
  staticSiteUserProvidedFunctionAppPropertiesDeserializer: () => staticSiteUserProvidedFunctionAppPropertiesDeserializer,
  staticSiteZipDeploymentARMResourceSerializer: () => staticSiteZipDeploymentARMResourceSerializer,
  staticSiteZipDeploymentSerializer: () => staticSiteZipDeploymentSerializer,
  staticSitesWorkflowPreviewDeserializer: () => staticSitesWorkflowPreviewDeserializer,
  staticSitesWorkflowPreviewPropertiesDeserializer: () => staticSitesWorkflowPreviewPropertiesDeserializer,
  staticSitesWorkflowPreviewRequestPropertiesSerializer: () => staticSitesWorkflowPreviewRequestPropertiesSerializer,
  staticSitesWorkflowPreviewRequestSerializer: () => staticSitesWorkflowPreviewRequestSerializer,
  statusCodesBasedTriggerArrayDeserializer: () => statusCodesBasedTriggerArrayDeserializer,
  statusCodesBasedTriggerArraySerializer: () => statusCodesBasedTriggerArraySerializer,
  statusCodesBasedTriggerDeserializer: () => statusCodesBasedTriggerDeserializer,
  statusCodesBasedTriggerSerializer: () => statusCodesBasedTriggerSerializer,
  statusCodesRangeBasedTriggerArrayDeserializer: () => statusCodesRangeBasedTriggerArrayDeserializer,
  statusCodesRangeBasedTriggerArraySerializer: () => statusCodesRangeBasedTriggerArraySerializer,
  statusCodesRangeBasedTriggerDeserializer: () => statusCodesRangeBasedTriggerDeserializer,
  statusCodesRangeBasedTriggerSerializer: () => statusCodesRangeBasedTriggerSerializer,
  statusDeserializer: () => statusDeserializer,
  storageMigrationOptionsPropertiesSerializer: () => storageMigrationOptionsPropertiesSerializer,
  storageMigrationOptionsSerializer: () => storageMigrationOptionsSerializer,
  storageMigrationResponseDeserializer: () => storageMigrationResponseDeserializer,
  storageMigrationResponsePropertiesDeserializer: () => storageMigrationResponsePropertiesDeserializer,
  storageMountArrayDeserializer: () => storageMountArrayDeserializer,
  storageMountArraySerializer: () => storageMountArraySerializer,
  storageMountDeserializer: () => storageMountDeserializer,
  storageMountSerializer: () => storageMountSerializer,
  stringDictionaryDeserializer: () => stringDictionaryDeserializer,
  stringDictionarySerializer: () => stringDictionarySerializer,
  stringListDeserializer: () => stringListDeserializer,
  supportTopicArrayDeserializer: () => supportTopicArrayDeserializer,
  supportTopicDeserializer: () => supportTopicDeserializer,
  swiftVirtualNetworkDeserializer: () => swiftVirtualNetworkDeserializer,
  swiftVirtualNetworkPropertiesDeserializer: () => swiftVirtualNetworkPropertiesDeserializer,
  swiftVirtualNetworkPropertiesSerializer: () => swiftVirtualNetworkPropertiesSerializer,
  swiftVirtualNetworkSerializer: () => swiftVirtualNetworkSerializer,
  systemDataDeserializer: () => systemDataDeserializer,
  tokenStoreDeserializer: () => tokenStoreDeserializer,
  tokenStoreSerializer: () => tokenStoreSerializer,
  trackedResourceDeserializer: () => trackedResourceDeserializer,
  trackedResourceSerializer: () => trackedResourceSerializer,
  triggeredJobHistoryArrayDeserializer: () => triggeredJobHistoryArrayDeserializer,
  triggeredJobHistoryDeserializer: () => triggeredJobHistoryDeserializer,
  triggeredJobHistoryPropertiesDeserializer: () => triggeredJobHistoryPropertiesDeserializer,
  triggeredJobRunArrayDeserializer: () => triggeredJobRunArrayDeserializer,
  triggeredJobRunDeserializer: () => triggeredJobRunDeserializer,
  triggeredWebJobArrayDeserializer: () => triggeredWebJobArrayDeserializer,
  triggeredWebJobDeserializer: () => triggeredWebJobDeserializer,
  triggeredWebJobPropertiesDeserializer: () => triggeredWebJobPropertiesDeserializer,
  twitterDeserializer: () => twitterDeserializer,
  twitterRegistrationDeserializer: () => twitterRegistrationDeserializer,
  twitterRegistrationSerializer: () => twitterRegistrationSerializer,
  twitterSerializer: () => twitterSerializer,
  usageArrayDeserializer: () => usageArrayDeserializer,
  usageDeserializer: () => usageDeserializer,
  usagePropertiesDeserializer: () => usagePropertiesDeserializer,
  userAssignedIdentityDeserializer: () => userAssignedIdentityDeserializer,
  userAssignedIdentityRecordDeserializer: () => userAssignedIdentityRecordDeserializer,
  userAssignedIdentityRecordSerializer: () => userAssignedIdentityRecordSerializer,
  userAssignedIdentitySerializer: () => userAssignedIdentitySerializer,
  userDeserializer: () => userDeserializer,
  userPropertiesDeserializer: () => userPropertiesDeserializer,
  userPropertiesSerializer: () => userPropertiesSerializer,
  userSerializer: () => userSerializer,
  validatePropertiesSerializer: () => validatePropertiesSerializer,
  validateRequestSerializer: () => validateRequestSerializer,
  validateResponseDeserializer: () => validateResponseDeserializer,
  validateResponseErrorDeserializer: () => validateResponseErrorDeserializer,
  virtualApplicationArrayDeserializer: () => virtualApplicationArrayDeserializer,
  virtualApplicationArraySerializer: () => virtualApplicationArraySerializer,
  virtualApplicationDeserializer: () => virtualApplicationDeserializer,
  virtualApplicationSerializer: () => virtualApplicationSerializer,
  virtualDirectoryArrayDeserializer: () => virtualDirectoryArrayDeserializer,
  virtualDirectoryArraySerializer: () => virtualDirectoryArraySerializer,
  virtualDirectoryDeserializer: () => virtualDirectoryDeserializer,
  virtualDirectorySerializer: () => virtualDirectorySerializer,
  virtualIPMappingArrayDeserializer: () => virtualIPMappingArrayDeserializer,
  virtualIPMappingDeserializer: () => virtualIPMappingDeserializer,
  virtualNetworkProfileDeserializer: () => virtualNetworkProfileDeserializer,
  virtualNetworkProfileSerializer: () => virtualNetworkProfileSerializer,
  vnetGatewayDeserializer: () => vnetGatewayDeserializer,
  vnetGatewayPropertiesDeserializer: () => vnetGatewayPropertiesDeserializer,
  vnetGatewayPropertiesSerializer: () => vnetGatewayPropertiesSerializer,
  vnetGatewaySerializer: () => vnetGatewaySerializer,
  vnetInfoDeserializer: () => vnetInfoDeserializer,
  vnetInfoResourceArrayDeserializer: () => vnetInfoResourceArrayDeserializer,
  vnetInfoResourceArraySerializer: () => vnetInfoResourceArraySerializer,
  vnetInfoResourceDeserializer: () => vnetInfoResourceDeserializer,
  vnetInfoResourceSerializer: () => vnetInfoResourceSerializer,
  vnetInfoSerializer: () => vnetInfoSerializer,
  vnetParametersPropertiesSerializer: () => vnetParametersPropertiesSerializer,
  vnetParametersSerializer: () => vnetParametersSerializer,
  vnetRouteArrayDeserializer: () => vnetRouteArrayDeserializer,
  vnetRouteArraySerializer: () => vnetRouteArraySerializer,
  vnetRouteDeserializer: () => vnetRouteDeserializer,
  vnetRoutePropertiesDeserializer: () => vnetRoutePropertiesDeserializer,
  vnetRoutePropertiesSerializer: () => vnetRoutePropertiesSerializer,
  vnetRouteSerializer: () => vnetRouteSerializer,
  vnetValidationFailureDetailsDeserializer: () => vnetValidationFailureDetailsDeserializer,
  vnetValidationFailureDetailsPropertiesDeserializer: () => vnetValidationFailureDetailsPropertiesDeserializer,
  vnetValidationTestFailureArrayDeserializer: () => vnetValidationTestFailureArrayDeserializer,
  vnetValidationTestFailureDeserializer: () => vnetValidationTestFailureDeserializer,
  vnetValidationTestFailurePropertiesDeserializer: () => vnetValidationTestFailurePropertiesDeserializer,
  volumeMountArrayDeserializer: () => volumeMountArrayDeserializer,
  volumeMountArraySerializer: () => volumeMountArraySerializer,
  volumeMountDeserializer: () => volumeMountDeserializer,
  volumeMountSerializer: () => volumeMountSerializer,
  webAppMajorVersionArrayDeserializer: () => webAppMajorVersionArrayDeserializer,
  webAppMajorVersionDeserializer: () => webAppMajorVersionDeserializer,
  webAppMinorVersionArrayDeserializer: () => webAppMinorVersionArrayDeserializer,
  webAppMinorVersionDeserializer: () => webAppMinorVersionDeserializer,
  webAppRuntimeSettingsDeserializer: () => webAppRuntimeSettingsDeserializer,
  webAppRuntimesDeserializer: () => webAppRuntimesDeserializer,
  webAppStackArrayDeserializer: () => webAppStackArrayDeserializer,
  webAppStackDeserializer: () => webAppStackDeserializer,
  webAppStackPropertiesDeserializer: () => webAppStackPropertiesDeserializer,
  webJobArrayDeserializer: () => webJobArrayDeserializer,
  webJobDeserializer: () => webJobDeserializer,
  webJobPropertiesDeserializer: () => webJobPropertiesDeserializer,
  webSiteInstanceStatusArrayDeserializer: () => webSiteInstanceStatusArrayDeserializer,
  webSiteInstanceStatusDeserializer: () => webSiteInstanceStatusDeserializer,
  webSiteInstanceStatusPropertiesDeserializer: () => webSiteInstanceStatusPropertiesDeserializer,
  windowsJavaContainerSettingsDeserializer: () => windowsJavaContainerSettingsDeserializer,
  workerPoolDeserializer: () => workerPoolDeserializer,
  workerPoolResourceArrayDeserializer: () => workerPoolResourceArrayDeserializer,
  workerPoolResourceArraySerializer: () => workerPoolResourceArraySerializer,
  workerPoolResourceDeserializer: () => workerPoolResourceDeserializer,
  workerPoolResourceSerializer: () => workerPoolResourceSerializer,
  workerPoolSerializer: () => workerPoolSerializer,
  workflowArtifactsSerializer: () => workflowArtifactsSerializer,
  workflowEnvelopeArrayDeserializer: () => workflowEnvelopeArrayDeserializer,
  workflowEnvelopeDeserializer: () => workflowEnvelopeDeserializer,
  workflowEnvelopePropertiesDeserializer: () => workflowEnvelopePropertiesDeserializer,
  workflowHealthDeserializer: () => workflowHealthDeserializer,
  workflowOutputParameterDeserializer: () => workflowOutputParameterDeserializer,
  workflowOutputParameterRecordDeserializer: () => workflowOutputParameterRecordDeserializer,
  workflowParameterDeserializer: () => workflowParameterDeserializer,
  workflowParameterRecordDeserializer: () => workflowParameterRecordDeserializer,
  workflowParameterRecordSerializer: () => workflowParameterRecordSerializer,
  workflowParameterSerializer: () => workflowParameterSerializer,
  workflowPropertiesSerializer: () => workflowPropertiesSerializer,
  workflowResourceSerializer: () => workflowResourceSerializer,
  workflowRunActionArrayDeserializer: () => workflowRunActionArrayDeserializer,
  workflowRunActionDeserializer: () => workflowRunActionDeserializer,
  workflowRunActionPropertiesDeserializer: () => workflowRunActionPropertiesDeserializer,
  workflowRunActionRepetitionDefinitionArrayDeserializer: () => workflowRunActionRepetitionDefinitionArrayDeserializer,
  workflowRunActionRepetitionDefinitionDeserializer: () => workflowRunActionRepetitionDefinitionDeserializer,
  workflowRunActionRepetitionPropertiesDeserializer: () => workflowRunActionRepetitionPropertiesDeserializer,
  workflowRunArrayDeserializer: () => workflowRunArrayDeserializer,
  workflowRunDeserializer: () => workflowRunDeserializer,
  workflowRunPropertiesDeserializer: () => workflowRunPropertiesDeserializer,
  workflowRunTriggerDeserializer: () => workflowRunTriggerDeserializer,
  workflowSerializer: () => workflowSerializer,
  workflowSkuDeserializer: () => workflowSkuDeserializer,
  workflowTriggerArrayDeserializer: () => workflowTriggerArrayDeserializer,
  workflowTriggerCallbackUrlDeserializer: () => workflowTriggerCallbackUrlDeserializer,
  workflowTriggerDeserializer: () => workflowTriggerDeserializer,
  workflowTriggerHistoryArrayDeserializer: () => workflowTriggerHistoryArrayDeserializer,
  workflowTriggerHistoryDeserializer: () => workflowTriggerHistoryDeserializer,
  workflowTriggerHistoryPropertiesDeserializer: () => workflowTriggerHistoryPropertiesDeserializer,
  workflowTriggerListCallbackUrlQueriesDeserializer: () => workflowTriggerListCallbackUrlQueriesDeserializer,
  workflowTriggerPropertiesDeserializer: () => workflowTriggerPropertiesDeserializer,
  workflowTriggerRecurrenceDeserializer: () => workflowTriggerRecurrenceDeserializer,
  workflowVersionArrayDeserializer: () => workflowVersionArrayDeserializer,
  workflowVersionDeserializer: () => workflowVersionDeserializer,
  workflowVersionPropertiesDeserializer: () => workflowVersionPropertiesDeserializer
});
module.exports = __toCommonJS(models_exports);
var import_check_prop_undefined = require("../static-helpers/serialization/check-prop-undefined.js");
var import_core_util = require("@azure/core-util");
function csmMoveResourceEnvelopeSerializer(item) {
  return {
    targetResourceGroup: item["targetResourceGroup"],
    resources: !item["resources"] ? item["resources"] : item["resources"].map((p) => {
      return p;
    })
  };
}
function defaultErrorResponseDeserializer(item) {
  return {
    error: !item["error"] ? item["error"] : defaultErrorResponseErrorDeserializer(item["error"])
  };
}
function defaultErrorResponseErrorDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"],
    target: item["target"],
    details: !item["details"] ? item["details"] : defaultErrorResponseErrorDetailsItemArrayDeserializer(item["details"]),
    innererror: item["innererror"]
  };
}
function defaultErrorResponseErrorDetailsItemArrayDeserializer(result) {
  return result.map((item) => {
    return defaultErrorResponseErrorDetailsItemDeserializer(item);
  });
}
function defaultErrorResponseErrorDetailsItemDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"],
    target: item["target"]
  };
}
function validateRequestSerializer(item) {
  return {
    name: item["name"],
    type: item["type"],
    location: item["location"],
    properties: _validateRequestPropertiesSerializer(item)
  };
}
var KnownValidateResourceTypes = /* @__PURE__ */ ((KnownValidateResourceTypes2) => {
  KnownValidateResourceTypes2["ServerFarm"] = "ServerFarm";
  KnownValidateResourceTypes2["Site"] = "Site";
  KnownValidateResourceTypes2["MicrosoftWebHostingEnvironments"] = "Microsoft.Web/hostingEnvironments";
  return KnownValidateResourceTypes2;
})(KnownValidateResourceTypes || {});
function validatePropertiesSerializer(item) {
  return {
    serverFarmId: item["serverFarmId"],
    skuName: item["skuName"],
    needLinuxWorkers: item["needLinuxWorkers"],
    isSpot: item["isSpot"],
    capacity: item["capacity"],
    hostingEnvironment: item["hostingEnvironment"],
    isXenon: item["isXenon"],
    containerRegistryBaseUrl: item["containerRegistryBaseUrl"],
    containerRegistryUsername: item["containerRegistryUsername"],
    containerRegistryPassword: item["containerRegistryPassword"],
    containerImageRepository: item["containerImageRepository"],
    containerImageTag: item["containerImageTag"],
    containerImagePlatform: item["containerImagePlatform"],
    appServiceEnvironment: !item["appServiceEnvironment"] ? item["appServiceEnvironment"] : appServiceEnvironmentSerializer(item["appServiceEnvironment"])
  };
}
function appServiceEnvironmentSerializer(item) {
  return {
    virtualNetwork: virtualNetworkProfileSerializer(item["virtualNetwork"]),
    internalLoadBalancingMode: item["internalLoadBalancingMode"],
    multiSize: item["multiSize"],
    ipsslAddressCount: item["ipsslAddressCount"],
    dnsSuffix: item["dnsSuffix"],
    frontEndScaleFactor: item["frontEndScaleFactor"],
    clusterSettings: !item["clusterSettings"] ? item["clusterSettings"] : nameValuePairArraySerializer(item["clusterSettings"]),
    userWhitelistedIpRanges: !item["userWhitelistedIpRanges"] ? item["userWhitelistedIpRanges"] : item["userWhitelistedIpRanges"].map((p) => {
      return p;
    }),
    upgradePreference: item["upgradePreference"],
    dedicatedHostCount: item["dedicatedHostCount"],
    zoneRedundant: item["zoneRedundant"],
    customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"] ? item["customDnsSuffixConfiguration"] : customDnsSuffixConfigurationSerializer(item["customDnsSuffixConfiguration"]),
    networkingConfiguration: !item["networkingConfiguration"] ? item["networkingConfiguration"] : aseV3NetworkingConfigurationSerializer(item["networkingConfiguration"])
  };
}
function appServiceEnvironmentDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    status: item["status"],
    virtualNetwork: virtualNetworkProfileDeserializer(item["virtualNetwork"]),
    internalLoadBalancingMode: item["internalLoadBalancingMode"],
    multiSize: item["multiSize"],
    multiRoleCount: item["multiRoleCount"],
    ipsslAddressCount: item["ipsslAddressCount"],
    dnsSuffix: item["dnsSuffix"],
    maximumNumberOfMachines: item["maximumNumberOfMachines"],
    frontEndScaleFactor: item["frontEndScaleFactor"],
    suspended: item["suspended"],
    clusterSettings: !item["clusterSettings"] ? item["clusterSettings"] : nameValuePairArrayDeserializer(item["clusterSettings"]),
    userWhitelistedIpRanges: !item["userWhitelistedIpRanges"] ? item["userWhitelistedIpRanges"] : item["userWhitelistedIpRanges"].map((p) => {
      return p;
    }),
    hasLinuxWorkers: item["hasLinuxWorkers"],
    upgradePreference: item["upgradePreference"],
    dedicatedHostCount: item["dedicatedHostCount"],
    zoneRedundant: item["zoneRedundant"],
    customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"] ? item["customDnsSuffixConfiguration"] : customDnsSuffixConfigurationDeserializer(item["customDnsSuffixConfiguration"]),
    networkingConfiguration: !item["networkingConfiguration"] ? item["networkingConfiguration"] : aseV3NetworkingConfigurationDeserializer(item["networkingConfiguration"]),
    upgradeAvailability: item["upgradeAvailability"]
  };
}
function virtualNetworkProfileSerializer(item) {
  return { id: item["id"], subnet: item["subnet"] };
}
function virtualNetworkProfileDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    subnet: item["subnet"]
  };
}
var KnownLoadBalancingMode = /* @__PURE__ */ ((KnownLoadBalancingMode2) => {
  KnownLoadBalancingMode2["None"] = "None";
  KnownLoadBalancingMode2["Web"] = "Web";
  KnownLoadBalancingMode2["Publishing"] = "Publishing";
  KnownLoadBalancingMode2["WebPublishing"] = "Web, Publishing";
  return KnownLoadBalancingMode2;
})(KnownLoadBalancingMode || {});
function nameValuePairArraySerializer(result) {
  return result.map((item) => {
    return nameValuePairSerializer(item);
  });
}
function nameValuePairArrayDeserializer(result) {
  return result.map((item) => {
    return nameValuePairDeserializer(item);
  });
}
function nameValuePairSerializer(item) {
  return { name: item["name"], value: item["value"] };
}
function nameValuePairDeserializer(item) {
  return {
    name: item["name"],
    value: item["value"]
  };
}
var KnownUpgradePreference = /* @__PURE__ */ ((KnownUpgradePreference2) => {
  KnownUpgradePreference2["None"] = "None";
  KnownUpgradePreference2["Early"] = "Early";
  KnownUpgradePreference2["Late"] = "Late";
  KnownUpgradePreference2["Manual"] = "Manual";
  return KnownUpgradePreference2;
})(KnownUpgradePreference || {});
function customDnsSuffixConfigurationSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "dnsSuffix",
      "certificateUrl",
      "keyVaultReferenceIdentity"
    ]) ? void 0 : _customDnsSuffixConfigurationPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function customDnsSuffixConfigurationDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _customDnsSuffixConfigurationPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function customDnsSuffixConfigurationPropertiesSerializer(item) {
  return {
    dnsSuffix: item["dnsSuffix"],
    certificateUrl: item["certificateUrl"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"]
  };
}
function customDnsSuffixConfigurationPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    provisioningDetails: item["provisioningDetails"],
    dnsSuffix: item["dnsSuffix"],
    certificateUrl: item["certificateUrl"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"]
  };
}
function aseV3NetworkingConfigurationSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "allowNewPrivateEndpointConnections",
      "ftpEnabled",
      "remoteDebugEnabled",
      "inboundIpAddressOverride"
    ]) ? void 0 : _aseV3NetworkingConfigurationPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function aseV3NetworkingConfigurationDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _aseV3NetworkingConfigurationPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function aseV3NetworkingConfigurationPropertiesSerializer(item) {
  return {
    allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
    ftpEnabled: item["ftpEnabled"],
    remoteDebugEnabled: item["remoteDebugEnabled"],
    inboundIpAddressOverride: item["inboundIpAddressOverride"]
  };
}
function aseV3NetworkingConfigurationPropertiesDeserializer(item) {
  return {
    windowsOutboundIpAddresses: !item["windowsOutboundIpAddresses"] ? item["windowsOutboundIpAddresses"] : item["windowsOutboundIpAddresses"].map((p) => {
      return p;
    }),
    linuxOutboundIpAddresses: !item["linuxOutboundIpAddresses"] ? item["linuxOutboundIpAddresses"] : item["linuxOutboundIpAddresses"].map((p) => {
      return p;
    }),
    externalInboundIpAddresses: !item["externalInboundIpAddresses"] ? item["externalInboundIpAddresses"] : item["externalInboundIpAddresses"].map((p) => {
      return p;
    }),
    internalInboundIpAddresses: !item["internalInboundIpAddresses"] ? item["internalInboundIpAddresses"] : item["internalInboundIpAddresses"].map((p) => {
      return p;
    }),
    allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
    ftpEnabled: item["ftpEnabled"],
    remoteDebugEnabled: item["remoteDebugEnabled"],
    inboundIpAddressOverride: item["inboundIpAddressOverride"]
  };
}
var KnownUpgradeAvailability = /* @__PURE__ */ ((KnownUpgradeAvailability2) => {
  KnownUpgradeAvailability2["None"] = "None";
  KnownUpgradeAvailability2["Ready"] = "Ready";
  return KnownUpgradeAvailability2;
})(KnownUpgradeAvailability || {});
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
function validateResponseDeserializer(item) {
  return {
    status: item["status"],
    error: !item["error"] ? item["error"] : validateResponseErrorDeserializer(item["error"])
  };
}
function validateResponseErrorDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"]
  };
}
function deploymentLocationsDeserializer(item) {
  return {
    locations: !item["locations"] ? item["locations"] : geoRegionArrayDeserializer(item["locations"]),
    hostingEnvironments: !item["hostingEnvironments"] ? item["hostingEnvironments"] : appServiceEnvironmentArrayDeserializer(item["hostingEnvironments"]),
    hostingEnvironmentDeploymentInfos: !item["hostingEnvironmentDeploymentInfos"] ? item["hostingEnvironmentDeploymentInfos"] : hostingEnvironmentDeploymentInfoArrayDeserializer(
      item["hostingEnvironmentDeploymentInfos"]
    )
  };
}
function geoRegionArrayDeserializer(result) {
  return result.map((item) => {
    return geoRegionDeserializer(item);
  });
}
function geoRegionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _geoRegionPropertiesDeserializer(item["properties"])
  };
}
function geoRegionPropertiesDeserializer(item) {
  return {
    description: item["description"],
    displayName: item["displayName"],
    orgDomain: item["orgDomain"]
  };
}
function appServiceEnvironmentArraySerializer(result) {
  return result.map((item) => {
    return appServiceEnvironmentSerializer(item);
  });
}
function appServiceEnvironmentArrayDeserializer(result) {
  return result.map((item) => {
    return appServiceEnvironmentDeserializer(item);
  });
}
function hostingEnvironmentDeploymentInfoArrayDeserializer(result) {
  return result.map((item) => {
    return hostingEnvironmentDeploymentInfoDeserializer(item);
  });
}
function hostingEnvironmentDeploymentInfoDeserializer(item) {
  return {
    name: item["name"],
    location: item["location"]
  };
}
function proxyOnlyResourceSerializer(item) {
  return { kind: item["kind"] };
}
function proxyOnlyResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"]
  };
}
function _aseRegionCollectionDeserializer(item) {
  return {
    value: aseRegionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function aseRegionArrayDeserializer(result) {
  return result.map((item) => {
    return aseRegionDeserializer(item);
  });
}
function aseRegionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _aseRegionPropertiesDeserializer(item["properties"])
  };
}
function aseRegionPropertiesDeserializer(item) {
  return {
    displayName: item["displayName"],
    standard: item["standard"],
    dedicatedHost: item["dedicatedHost"],
    zoneRedundant: item["zoneRedundant"],
    availableSku: !item["availableSku"] ? item["availableSku"] : item["availableSku"].map((p) => {
      return p;
    }),
    availableOS: !item["availableOS"] ? item["availableOS"] : item["availableOS"].map((p) => {
      return p;
    })
  };
}
function _billingMeterCollectionDeserializer(item) {
  return {
    value: billingMeterArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function billingMeterArrayDeserializer(result) {
  return result.map((item) => {
    return billingMeterDeserializer(item);
  });
}
function billingMeterDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _billingMeterPropertiesDeserializer(item["properties"])
  };
}
function billingMeterPropertiesDeserializer(item) {
  return {
    meterId: item["meterId"],
    billingLocation: item["billingLocation"],
    shortName: item["shortName"],
    friendlyName: item["friendlyName"],
    resourceType: item["resourceType"],
    osType: item["osType"],
    multiplier: item["multiplier"]
  };
}
function resourceNameAvailabilityRequestSerializer(item) {
  return {
    name: item["name"],
    type: item["type"],
    isFqdn: item["isFqdn"],
    environmentId: item["environmentId"]
  };
}
var KnownCheckNameResourceTypes = /* @__PURE__ */ ((KnownCheckNameResourceTypes2) => {
  KnownCheckNameResourceTypes2["Site"] = "Site";
  KnownCheckNameResourceTypes2["Slot"] = "Slot";
  KnownCheckNameResourceTypes2["HostingEnvironment"] = "HostingEnvironment";
  KnownCheckNameResourceTypes2["PublishingUser"] = "PublishingUser";
  KnownCheckNameResourceTypes2["MicrosoftWebSites"] = "Microsoft.Web/sites";
  KnownCheckNameResourceTypes2["MicrosoftWebSitesSlots"] = "Microsoft.Web/sites/slots";
  KnownCheckNameResourceTypes2["MicrosoftWebHostingEnvironments"] = "Microsoft.Web/hostingEnvironments";
  KnownCheckNameResourceTypes2["MicrosoftWebPublishingUsers"] = "Microsoft.Web/publishingUsers";
  return KnownCheckNameResourceTypes2;
})(KnownCheckNameResourceTypes || {});
function resourceNameAvailabilityDeserializer(item) {
  return {
    nameAvailable: item["nameAvailable"],
    reason: item["reason"],
    message: item["message"]
  };
}
var KnownInAvailabilityReasonType = /* @__PURE__ */ ((KnownInAvailabilityReasonType2) => {
  KnownInAvailabilityReasonType2["Invalid"] = "Invalid";
  KnownInAvailabilityReasonType2["AlreadyExists"] = "AlreadyExists";
  return KnownInAvailabilityReasonType2;
})(KnownInAvailabilityReasonType || {});
function _customHostnameSitesCollectionDeserializer(item) {
  return {
    value: customHostnameSitesArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function customHostnameSitesArrayDeserializer(result) {
  return result.map((item) => {
    return customHostnameSitesDeserializer(item);
  });
}
function customHostnameSitesDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _customHostnameSitesPropertiesDeserializer(item["properties"])
  };
}
function customHostnameSitesPropertiesDeserializer(item) {
  return {
    customHostname: item["customHostname"],
    region: item["region"],
    siteResourceIds: !item["siteResourceIds"] ? item["siteResourceIds"] : identifierArrayDeserializer(item["siteResourceIds"])
  };
}
function identifierArraySerializer(result) {
  return result.map((item) => {
    return identifierSerializer(item);
  });
}
function identifierArrayDeserializer(result) {
  return result.map((item) => {
    return identifierDeserializer(item);
  });
}
function identifierSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["value"]) ? void 0 : _identifierPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function identifierDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _identifierPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function identifierPropertiesSerializer(item) {
  return { id: item["value"] };
}
function identifierPropertiesDeserializer(item) {
  return {
    value: item["id"]
  };
}
function _geoRegionCollectionDeserializer(item) {
  return {
    value: geoRegionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function nameIdentifierSerializer(item) {
  return { name: item["name"] };
}
function _identifierCollectionDeserializer(item) {
  return {
    value: identifierArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function dnlResourceNameAvailabilityRequestSerializer(item) {
  return {
    resourceGroupName: item["resourceGroupName"],
    autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
    name: item["name"],
    type: item["type"]
  };
}
function dnlResourceNameAvailabilityDeserializer(item) {
  return {
    hostName: item["hostName"],
    nameAvailable: item["nameAvailable"],
    reason: item["reason"],
    message: item["message"]
  };
}
function _premierAddOnOfferCollectionDeserializer(item) {
  return {
    value: premierAddOnOfferArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function premierAddOnOfferArrayDeserializer(result) {
  return result.map((item) => {
    return premierAddOnOfferDeserializer(item);
  });
}
function premierAddOnOfferDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _premierAddOnOfferPropertiesDeserializer(item["properties"])
  };
}
function premierAddOnOfferPropertiesDeserializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    promoCodeRequired: item["promoCodeRequired"],
    quota: item["quota"],
    webHostingPlanRestrictions: item["webHostingPlanRestrictions"],
    privacyPolicyUrl: item["privacyPolicyUrl"],
    legalTermsUrl: item["legalTermsUrl"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function skuInfosDeserializer(item) {
  return {
    resourceType: item["resourceType"],
    skus: !item["skus"] ? item["skus"] : globalCsmSkuDescriptionArrayDeserializer(item["skus"])
  };
}
function globalCsmSkuDescriptionArrayDeserializer(result) {
  return result.map((item) => {
    return globalCsmSkuDescriptionDeserializer(item);
  });
}
function globalCsmSkuDescriptionDeserializer(item) {
  return {
    name: item["name"],
    tier: item["tier"],
    size: item["size"],
    family: item["family"],
    capacity: !item["capacity"] ? item["capacity"] : skuCapacityDeserializer(item["capacity"]),
    locations: !item["locations"] ? item["locations"] : item["locations"].map((p) => {
      return p;
    }),
    capabilities: !item["capabilities"] ? item["capabilities"] : capabilityArrayDeserializer(item["capabilities"])
  };
}
function skuCapacitySerializer(item) {
  return {
    minimum: item["minimum"],
    maximum: item["maximum"],
    elasticMaximum: item["elasticMaximum"],
    default: item["default"],
    scaleType: item["scaleType"]
  };
}
function skuCapacityDeserializer(item) {
  return {
    minimum: item["minimum"],
    maximum: item["maximum"],
    elasticMaximum: item["elasticMaximum"],
    default: item["default"],
    scaleType: item["scaleType"]
  };
}
function capabilityArraySerializer(result) {
  return result.map((item) => {
    return capabilitySerializer(item);
  });
}
function capabilityArrayDeserializer(result) {
  return result.map((item) => {
    return capabilityDeserializer(item);
  });
}
function capabilitySerializer(item) {
  return { name: item["name"], value: item["value"], reason: item["reason"] };
}
function capabilityDeserializer(item) {
  return {
    name: item["name"],
    value: item["value"],
    reason: item["reason"]
  };
}
function vnetParametersSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "vnetResourceGroup",
      "vnetName",
      "vnetSubnetName",
      "subnetResourceId"
    ]) ? void 0 : _vnetParametersPropertiesSerializer(item)
  };
}
function vnetParametersPropertiesSerializer(item) {
  return {
    vnetResourceGroup: item["vnetResourceGroup"],
    vnetName: item["vnetName"],
    vnetSubnetName: item["vnetSubnetName"],
    subnetResourceId: item["subnetResourceId"]
  };
}
function vnetValidationFailureDetailsDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _vnetValidationFailureDetailsPropertiesDeserializer(item["properties"])
  };
}
function vnetValidationFailureDetailsPropertiesDeserializer(item) {
  return {
    message: item["message"],
    failed: item["failed"],
    failedTests: !item["failedTests"] ? item["failedTests"] : vnetValidationTestFailureArrayDeserializer(item["failedTests"]),
    warnings: !item["warnings"] ? item["warnings"] : vnetValidationTestFailureArrayDeserializer(item["warnings"])
  };
}
function vnetValidationTestFailureArrayDeserializer(result) {
  return result.map((item) => {
    return vnetValidationTestFailureDeserializer(item);
  });
}
function vnetValidationTestFailureDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _vnetValidationTestFailurePropertiesDeserializer(item["properties"])
  };
}
function vnetValidationTestFailurePropertiesDeserializer(item) {
  return {
    testName: item["testName"],
    details: item["details"]
  };
}
function userSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "publishingUserName",
      "publishingPassword",
      "publishingPasswordHash",
      "publishingPasswordHashSalt",
      "scmUri"
    ]) ? void 0 : _userPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function userDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _userPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function userPropertiesSerializer(item) {
  return {
    publishingUserName: item["publishingUserName"],
    publishingPassword: item["publishingPassword"],
    publishingPasswordHash: item["publishingPasswordHash"],
    publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
    scmUri: item["scmUri"]
  };
}
function userPropertiesDeserializer(item) {
  return {
    publishingUserName: item["publishingUserName"],
    publishingPassword: item["publishingPassword"],
    publishingPasswordHash: item["publishingPasswordHash"],
    publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
    scmUri: item["scmUri"]
  };
}
function sourceControlSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "token",
      "tokenSecret",
      "refreshToken",
      "expirationTime"
    ]) ? void 0 : _sourceControlPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function sourceControlDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _sourceControlPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function sourceControlPropertiesSerializer(item) {
  return {
    token: item["token"],
    tokenSecret: item["tokenSecret"],
    refreshToken: item["refreshToken"],
    expirationTime: !item["expirationTime"] ? item["expirationTime"] : item["expirationTime"].toISOString()
  };
}
function sourceControlPropertiesDeserializer(item) {
  return {
    token: item["token"],
    tokenSecret: item["tokenSecret"],
    refreshToken: item["refreshToken"],
    expirationTime: !item["expirationTime"] ? item["expirationTime"] : new Date(item["expirationTime"])
  };
}
function _sourceControlCollectionDeserializer(item) {
  return {
    value: sourceControlArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function sourceControlArraySerializer(result) {
  return result.map((item) => {
    return sourceControlSerializer(item);
  });
}
function sourceControlArrayDeserializer(result) {
  return result.map((item) => {
    return sourceControlDeserializer(item);
  });
}
function workerPoolResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "workerSizeId",
      "computeMode",
      "workerSize",
      "workerCount"
    ]) ? void 0 : _workerPoolResourcePropertiesSerializer(item),
    sku: !item["sku"] ? item["sku"] : skuDescriptionSerializer(item["sku"]),
    kind: item["kind"]
  };
}
function workerPoolResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _workerPoolResourcePropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
    kind: item["kind"]
  };
}
function workerPoolSerializer(item) {
  return {
    workerSizeId: item["workerSizeId"],
    computeMode: item["computeMode"],
    workerSize: item["workerSize"],
    workerCount: item["workerCount"]
  };
}
function workerPoolDeserializer(item) {
  return {
    workerSizeId: item["workerSizeId"],
    computeMode: item["computeMode"],
    workerSize: item["workerSize"],
    workerCount: item["workerCount"],
    instanceNames: !item["instanceNames"] ? item["instanceNames"] : item["instanceNames"].map((p) => {
      return p;
    })
  };
}
function skuDescriptionSerializer(item) {
  return {
    name: item["name"],
    tier: item["tier"],
    size: item["size"],
    family: item["family"],
    capacity: item["capacity"],
    skuCapacity: !item["skuCapacity"] ? item["skuCapacity"] : skuCapacitySerializer(item["skuCapacity"]),
    locations: !item["locations"] ? item["locations"] : item["locations"].map((p) => {
      return p;
    }),
    capabilities: !item["capabilities"] ? item["capabilities"] : capabilityArraySerializer(item["capabilities"])
  };
}
function skuDescriptionDeserializer(item) {
  return {
    name: item["name"],
    tier: item["tier"],
    size: item["size"],
    family: item["family"],
    capacity: item["capacity"],
    skuCapacity: !item["skuCapacity"] ? item["skuCapacity"] : skuCapacityDeserializer(item["skuCapacity"]),
    locations: !item["locations"] ? item["locations"] : item["locations"].map((p) => {
      return p;
    }),
    capabilities: !item["capabilities"] ? item["capabilities"] : capabilityArrayDeserializer(item["capabilities"])
  };
}
function _workerPoolCollectionDeserializer(item) {
  return {
    value: workerPoolResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workerPoolResourceArraySerializer(result) {
  return result.map((item) => {
    return workerPoolResourceSerializer(item);
  });
}
function workerPoolResourceArrayDeserializer(result) {
  return result.map((item) => {
    return workerPoolResourceDeserializer(item);
  });
}
function _resourceMetricDefinitionCollectionDeserializer(item) {
  return {
    value: resourceMetricDefinitionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function resourceMetricDefinitionArrayDeserializer(result) {
  return result.map((item) => {
    return resourceMetricDefinitionDeserializer(item);
  });
}
function resourceMetricDefinitionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _resourceMetricDefinitionPropertiesDeserializer(item["properties"])
  };
}
function resourceMetricDefinitionPropertiesDeserializer(item) {
  return {
    unit: item["unit"],
    primaryAggregationType: item["primaryAggregationType"],
    metricAvailabilities: !item["metricAvailabilities"] ? item["metricAvailabilities"] : resourceMetricAvailabilityArrayDeserializer(item["metricAvailabilities"]),
    resourceUri: item["resourceUri"],
    properties: !item["properties"] ? item["properties"] : Object.fromEntries(
      Object.entries(item["properties"]).map(([k, p]) => [k, p])
    )
  };
}
function resourceMetricAvailabilityArrayDeserializer(result) {
  return result.map((item) => {
    return resourceMetricAvailabilityDeserializer(item);
  });
}
function resourceMetricAvailabilityDeserializer(item) {
  return {
    timeGrain: item["timeGrain"],
    retention: item["retention"]
  };
}
function _skuInfoCollectionDeserializer(item) {
  return {
    value: skuInfoArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function skuInfoArrayDeserializer(result) {
  return result.map((item) => {
    return skuInfoDeserializer(item);
  });
}
function skuInfoDeserializer(item) {
  return {
    resourceType: item["resourceType"],
    sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
    capacity: !item["capacity"] ? item["capacity"] : skuCapacityDeserializer(item["capacity"])
  };
}
function _usageCollectionDeserializer(item) {
  return {
    value: usageArrayDeserializer(item["value"]),
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
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _usagePropertiesDeserializer(item["properties"])
  };
}
function usagePropertiesDeserializer(item) {
  return {
    displayName: item["displayName"],
    resourceName: item["resourceName"],
    unit: item["unit"],
    currentValue: item["currentValue"],
    limit: item["limit"],
    nextResetTime: !item["nextResetTime"] ? item["nextResetTime"] : new Date(item["nextResetTime"]),
    computeMode: item["computeMode"],
    siteMode: item["siteMode"]
  };
}
function appServiceEnvironmentResourceSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "virtualNetwork",
      "internalLoadBalancingMode",
      "multiSize",
      "ipsslAddressCount",
      "dnsSuffix",
      "frontEndScaleFactor",
      "clusterSettings",
      "userWhitelistedIpRanges",
      "upgradePreference",
      "dedicatedHostCount",
      "zoneRedundant",
      "customDnsSuffixConfiguration",
      "networkingConfiguration"
    ]) ? void 0 : _appServiceEnvironmentResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function appServiceEnvironmentResourceDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _appServiceEnvironmentResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
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
function appServiceEnvironmentPatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "virtualNetwork",
      "internalLoadBalancingMode",
      "multiSize",
      "ipsslAddressCount",
      "dnsSuffix",
      "frontEndScaleFactor",
      "clusterSettings",
      "userWhitelistedIpRanges",
      "upgradePreference",
      "dedicatedHostCount",
      "zoneRedundant",
      "customDnsSuffixConfiguration",
      "networkingConfiguration"
    ]) ? void 0 : _appServiceEnvironmentPatchResourcePropertiesSerializer(item)
  };
}
function _appServiceEnvironmentCollectionDeserializer(item) {
  return {
    value: appServiceEnvironmentResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function appServiceEnvironmentResourceArraySerializer(result) {
  return result.map((item) => {
    return appServiceEnvironmentResourceSerializer(item);
  });
}
function appServiceEnvironmentResourceArrayDeserializer(result) {
  return result.map((item) => {
    return appServiceEnvironmentResourceDeserializer(item);
  });
}
function _stampCapacityCollectionDeserializer(item) {
  return {
    value: stampCapacityArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function stampCapacityArrayDeserializer(result) {
  return result.map((item) => {
    return stampCapacityDeserializer(item);
  });
}
function stampCapacityDeserializer(item) {
  return {
    name: item["name"],
    availableCapacity: item["availableCapacity"],
    totalCapacity: item["totalCapacity"],
    unit: item["unit"],
    computeMode: item["computeMode"],
    workerSize: item["workerSize"],
    workerSizeId: item["workerSizeId"],
    excludeFromCapacityAllocation: item["excludeFromCapacityAllocation"],
    isApplicableForAllComputeModes: item["isApplicableForAllComputeModes"],
    siteMode: item["siteMode"],
    isLinux: item["isLinux"]
  };
}
function _webAppCollectionDeserializer(item) {
  return {
    value: siteArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function siteArraySerializer(result) {
  return result.map((item) => {
    return siteSerializer(item);
  });
}
function siteArrayDeserializer(result) {
  return result.map((item) => {
    return siteDeserializer(item);
  });
}
function siteSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "enabled",
      "hostNameSslStates",
      "serverFarmId",
      "reserved",
      "isXenon",
      "hyperV",
      "dnsConfiguration",
      "outboundVnetRouting",
      "siteConfig",
      "functionAppConfig",
      "daprConfig",
      "workloadProfileName",
      "resourceConfig",
      "scmSiteAlsoStopped",
      "hostingEnvironmentProfile",
      "clientAffinityEnabled",
      "clientAffinityPartitioningEnabled",
      "clientAffinityProxyEnabled",
      "clientCertEnabled",
      "clientCertMode",
      "clientCertExclusionPaths",
      "ipMode",
      "endToEndEncryptionEnabled",
      "sshEnabled",
      "hostNamesDisabled",
      "customDomainVerificationId",
      "containerSize",
      "dailyMemoryTimeQuota",
      "cloningInfo",
      "httpsOnly",
      "redundancyMode",
      "publicNetworkAccess",
      "storageAccountRequired",
      "keyVaultReferenceIdentity",
      "autoGeneratedDomainNameLabelScope",
      "virtualNetworkSubnetId",
      "managedEnvironmentId"
    ]) ? void 0 : _sitePropertiesSerializer(item),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"]),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationSerializer(item["extendedLocation"]),
    kind: item["kind"]
  };
}
function siteDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _sitePropertiesDeserializer(item["properties"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"]),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationDeserializer(item["extendedLocation"]),
    kind: item["kind"]
  };
}
function sitePropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    hostNameSslStates: !item["hostNameSslStates"] ? item["hostNameSslStates"] : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
    serverFarmId: item["serverFarmId"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    dnsConfiguration: !item["dnsConfiguration"] ? item["dnsConfiguration"] : siteDnsConfigSerializer(item["dnsConfiguration"]),
    outboundVnetRouting: !item["outboundVnetRouting"] ? item["outboundVnetRouting"] : outboundVnetRoutingSerializer(item["outboundVnetRouting"]),
    siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
    functionAppConfig: !item["functionAppConfig"] ? item["functionAppConfig"] : functionAppConfigSerializer(item["functionAppConfig"]),
    daprConfig: !item["daprConfig"] ? item["daprConfig"] : daprConfigSerializer(item["daprConfig"]),
    workloadProfileName: item["workloadProfileName"],
    resourceConfig: !item["resourceConfig"] ? item["resourceConfig"] : resourceConfigSerializer(item["resourceConfig"]),
    scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    clientAffinityEnabled: item["clientAffinityEnabled"],
    clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
    clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
    clientCertEnabled: item["clientCertEnabled"],
    clientCertMode: item["clientCertMode"],
    clientCertExclusionPaths: item["clientCertExclusionPaths"],
    ipMode: item["ipMode"],
    endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
    sshEnabled: item["sshEnabled"],
    hostNamesDisabled: item["hostNamesDisabled"],
    customDomainVerificationId: item["customDomainVerificationId"],
    containerSize: item["containerSize"],
    dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
    cloningInfo: !item["cloningInfo"] ? item["cloningInfo"] : cloningInfoSerializer(item["cloningInfo"]),
    httpsOnly: item["httpsOnly"],
    redundancyMode: item["redundancyMode"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    managedEnvironmentId: item["managedEnvironmentId"]
  };
}
function sitePropertiesDeserializer(item) {
  return {
    state: item["state"],
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    repositorySiteName: item["repositorySiteName"],
    usageState: item["usageState"],
    enabled: item["enabled"],
    enabledHostNames: !item["enabledHostNames"] ? item["enabledHostNames"] : item["enabledHostNames"].map((p) => {
      return p;
    }),
    availabilityState: item["availabilityState"],
    hostNameSslStates: !item["hostNameSslStates"] ? item["hostNameSslStates"] : hostNameSslStateArrayDeserializer(item["hostNameSslStates"]),
    serverFarmId: item["serverFarmId"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    lastModifiedTimeUtc: !item["lastModifiedTimeUtc"] ? item["lastModifiedTimeUtc"] : new Date(item["lastModifiedTimeUtc"]),
    dnsConfiguration: !item["dnsConfiguration"] ? item["dnsConfiguration"] : siteDnsConfigDeserializer(item["dnsConfiguration"]),
    outboundVnetRouting: !item["outboundVnetRouting"] ? item["outboundVnetRouting"] : outboundVnetRoutingDeserializer(item["outboundVnetRouting"]),
    siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigDeserializer(item["siteConfig"]),
    functionAppConfig: !item["functionAppConfig"] ? item["functionAppConfig"] : functionAppConfigDeserializer(item["functionAppConfig"]),
    daprConfig: !item["daprConfig"] ? item["daprConfig"] : daprConfigDeserializer(item["daprConfig"]),
    workloadProfileName: item["workloadProfileName"],
    resourceConfig: !item["resourceConfig"] ? item["resourceConfig"] : resourceConfigDeserializer(item["resourceConfig"]),
    trafficManagerHostNames: !item["trafficManagerHostNames"] ? item["trafficManagerHostNames"] : item["trafficManagerHostNames"].map((p) => {
      return p;
    }),
    scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
    targetSwapSlot: item["targetSwapSlot"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
    clientAffinityEnabled: item["clientAffinityEnabled"],
    clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
    clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
    clientCertEnabled: item["clientCertEnabled"],
    clientCertMode: item["clientCertMode"],
    clientCertExclusionPaths: item["clientCertExclusionPaths"],
    ipMode: item["ipMode"],
    endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
    sshEnabled: item["sshEnabled"],
    hostNamesDisabled: item["hostNamesDisabled"],
    customDomainVerificationId: item["customDomainVerificationId"],
    outboundIpAddresses: item["outboundIpAddresses"],
    possibleOutboundIpAddresses: item["possibleOutboundIpAddresses"],
    containerSize: item["containerSize"],
    dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
    suspendedTill: !item["suspendedTill"] ? item["suspendedTill"] : new Date(item["suspendedTill"]),
    maxNumberOfWorkers: item["maxNumberOfWorkers"],
    cloningInfo: !item["cloningInfo"] ? item["cloningInfo"] : cloningInfoDeserializer(item["cloningInfo"]),
    resourceGroup: item["resourceGroup"],
    isDefaultContainer: item["isDefaultContainer"],
    defaultHostName: item["defaultHostName"],
    slotSwapStatus: !item["slotSwapStatus"] ? item["slotSwapStatus"] : slotSwapStatusDeserializer(item["slotSwapStatus"]),
    httpsOnly: item["httpsOnly"],
    redundancyMode: item["redundancyMode"],
    inProgressOperationId: item["inProgressOperationId"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    managedEnvironmentId: item["managedEnvironmentId"],
    sku: item["sku"]
  };
}
function hostNameSslStateArraySerializer(result) {
  return result.map((item) => {
    return hostNameSslStateSerializer(item);
  });
}
function hostNameSslStateArrayDeserializer(result) {
  return result.map((item) => {
    return hostNameSslStateDeserializer(item);
  });
}
function hostNameSslStateSerializer(item) {
  return {
    name: item["name"],
    sslState: item["sslState"],
    virtualIP: item["virtualIP"],
    thumbprint: item["thumbprint"],
    toUpdate: item["toUpdate"],
    hostType: item["hostType"]
  };
}
function hostNameSslStateDeserializer(item) {
  return {
    name: item["name"],
    sslState: item["sslState"],
    virtualIP: item["virtualIP"],
    thumbprint: item["thumbprint"],
    toUpdate: item["toUpdate"],
    hostType: item["hostType"]
  };
}
function siteDnsConfigSerializer(item) {
  return {
    dnsServers: !item["dnsServers"] ? item["dnsServers"] : item["dnsServers"].map((p) => {
      return p;
    }),
    dnsAltServer: item["dnsAltServer"],
    dnsRetryAttemptTimeout: item["dnsRetryAttemptTimeout"],
    dnsRetryAttemptCount: item["dnsRetryAttemptCount"],
    dnsMaxCacheTimeout: item["dnsMaxCacheTimeout"]
  };
}
function siteDnsConfigDeserializer(item) {
  return {
    dnsServers: !item["dnsServers"] ? item["dnsServers"] : item["dnsServers"].map((p) => {
      return p;
    }),
    dnsAltServer: item["dnsAltServer"],
    dnsRetryAttemptTimeout: item["dnsRetryAttemptTimeout"],
    dnsRetryAttemptCount: item["dnsRetryAttemptCount"],
    dnsMaxCacheTimeout: item["dnsMaxCacheTimeout"],
    dnsLegacySortOrder: item["dnsLegacySortOrder"]
  };
}
function outboundVnetRoutingSerializer(item) {
  return {
    allTraffic: item["allTraffic"],
    applicationTraffic: item["applicationTraffic"],
    contentShareTraffic: item["contentShareTraffic"],
    imagePullTraffic: item["imagePullTraffic"],
    backupRestoreTraffic: item["backupRestoreTraffic"]
  };
}
function outboundVnetRoutingDeserializer(item) {
  return {
    allTraffic: item["allTraffic"],
    applicationTraffic: item["applicationTraffic"],
    contentShareTraffic: item["contentShareTraffic"],
    imagePullTraffic: item["imagePullTraffic"],
    backupRestoreTraffic: item["backupRestoreTraffic"]
  };
}
function siteConfigSerializer(item) {
  return {
    numberOfWorkers: item["numberOfWorkers"],
    defaultDocuments: !item["defaultDocuments"] ? item["defaultDocuments"] : item["defaultDocuments"].map((p) => {
      return p;
    }),
    netFrameworkVersion: item["netFrameworkVersion"],
    phpVersion: item["phpVersion"],
    pythonVersion: item["pythonVersion"],
    nodeVersion: item["nodeVersion"],
    powerShellVersion: item["powerShellVersion"],
    linuxFxVersion: item["linuxFxVersion"],
    windowsFxVersion: item["windowsFxVersion"],
    requestTracingEnabled: item["requestTracingEnabled"],
    requestTracingExpirationTime: !item["requestTracingExpirationTime"] ? item["requestTracingExpirationTime"] : item["requestTracingExpirationTime"].toISOString(),
    remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
    remoteDebuggingVersion: item["remoteDebuggingVersion"],
    httpLoggingEnabled: item["httpLoggingEnabled"],
    acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
    acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
    logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
    detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
    publishingUsername: item["publishingUsername"],
    appSettings: !item["appSettings"] ? item["appSettings"] : nameValuePairArraySerializer(item["appSettings"]),
    metadata: !item["metadata"] ? item["metadata"] : nameValuePairArraySerializer(item["metadata"]),
    connectionStrings: !item["connectionStrings"] ? item["connectionStrings"] : connStringInfoArraySerializer(item["connectionStrings"]),
    handlerMappings: !item["handlerMappings"] ? item["handlerMappings"] : handlerMappingArraySerializer(item["handlerMappings"]),
    documentRoot: item["documentRoot"],
    scmType: item["scmType"],
    use32BitWorkerProcess: item["use32BitWorkerProcess"],
    webSocketsEnabled: item["webSocketsEnabled"],
    alwaysOn: item["alwaysOn"],
    javaVersion: item["javaVersion"],
    javaContainer: item["javaContainer"],
    javaContainerVersion: item["javaContainerVersion"],
    appCommandLine: item["appCommandLine"],
    managedPipelineMode: item["managedPipelineMode"],
    virtualApplications: !item["virtualApplications"] ? item["virtualApplications"] : virtualApplicationArraySerializer(item["virtualApplications"]),
    loadBalancing: item["loadBalancing"],
    experiments: !item["experiments"] ? item["experiments"] : experimentsSerializer(item["experiments"]),
    limits: !item["limits"] ? item["limits"] : siteLimitsSerializer(item["limits"]),
    autoHealEnabled: item["autoHealEnabled"],
    autoHealRules: !item["autoHealRules"] ? item["autoHealRules"] : autoHealRulesSerializer(item["autoHealRules"]),
    tracingOptions: item["tracingOptions"],
    vnetName: item["vnetName"],
    vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
    vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
    cors: !item["cors"] ? item["cors"] : corsSettingsSerializer(item["cors"]),
    push: !item["push"] ? item["push"] : pushSettingsSerializer(item["push"]),
    apiDefinition: !item["apiDefinition"] ? item["apiDefinition"] : apiDefinitionInfoSerializer(item["apiDefinition"]),
    apiManagementConfig: !item["apiManagementConfig"] ? item["apiManagementConfig"] : apiManagementConfigSerializer(item["apiManagementConfig"]),
    autoSwapSlotName: item["autoSwapSlotName"],
    localMySqlEnabled: item["localMySqlEnabled"],
    managedServiceIdentityId: item["managedServiceIdentityId"],
    xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    ipSecurityRestrictions: !item["ipSecurityRestrictions"] ? item["ipSecurityRestrictions"] : ipSecurityRestrictionArraySerializer(item["ipSecurityRestrictions"]),
    ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"] ? item["scmIpSecurityRestrictions"] : ipSecurityRestrictionArraySerializer(item["scmIpSecurityRestrictions"]),
    scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
    http20Enabled: item["http20Enabled"],
    http20ProxyFlag: item["http20ProxyFlag"],
    minTlsVersion: item["minTlsVersion"],
    minTlsCipherSuite: item["minTlsCipherSuite"],
    scmMinTlsVersion: item["scmMinTlsVersion"],
    ftpsState: item["ftpsState"],
    preWarmedInstanceCount: item["preWarmedInstanceCount"],
    functionAppScaleLimit: item["functionAppScaleLimit"],
    elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
    healthCheckPath: item["healthCheckPath"],
    functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
    websiteTimeZone: item["websiteTimeZone"],
    minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
    azureStorageAccounts: !item["azureStorageAccounts"] ? item["azureStorageAccounts"] : azureStorageInfoValueRecordSerializer(item["azureStorageAccounts"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function siteConfigDeserializer(item) {
  return {
    numberOfWorkers: item["numberOfWorkers"],
    defaultDocuments: !item["defaultDocuments"] ? item["defaultDocuments"] : item["defaultDocuments"].map((p) => {
      return p;
    }),
    netFrameworkVersion: item["netFrameworkVersion"],
    phpVersion: item["phpVersion"],
    pythonVersion: item["pythonVersion"],
    nodeVersion: item["nodeVersion"],
    powerShellVersion: item["powerShellVersion"],
    linuxFxVersion: item["linuxFxVersion"],
    windowsFxVersion: item["windowsFxVersion"],
    requestTracingEnabled: item["requestTracingEnabled"],
    requestTracingExpirationTime: !item["requestTracingExpirationTime"] ? item["requestTracingExpirationTime"] : new Date(item["requestTracingExpirationTime"]),
    remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
    remoteDebuggingVersion: item["remoteDebuggingVersion"],
    httpLoggingEnabled: item["httpLoggingEnabled"],
    acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
    acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
    logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
    detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
    publishingUsername: item["publishingUsername"],
    appSettings: !item["appSettings"] ? item["appSettings"] : nameValuePairArrayDeserializer(item["appSettings"]),
    metadata: !item["metadata"] ? item["metadata"] : nameValuePairArrayDeserializer(item["metadata"]),
    connectionStrings: !item["connectionStrings"] ? item["connectionStrings"] : connStringInfoArrayDeserializer(item["connectionStrings"]),
    machineKey: !item["machineKey"] ? item["machineKey"] : siteMachineKeyDeserializer(item["machineKey"]),
    handlerMappings: !item["handlerMappings"] ? item["handlerMappings"] : handlerMappingArrayDeserializer(item["handlerMappings"]),
    documentRoot: item["documentRoot"],
    scmType: item["scmType"],
    use32BitWorkerProcess: item["use32BitWorkerProcess"],
    webSocketsEnabled: item["webSocketsEnabled"],
    alwaysOn: item["alwaysOn"],
    javaVersion: item["javaVersion"],
    javaContainer: item["javaContainer"],
    javaContainerVersion: item["javaContainerVersion"],
    appCommandLine: item["appCommandLine"],
    managedPipelineMode: item["managedPipelineMode"],
    virtualApplications: !item["virtualApplications"] ? item["virtualApplications"] : virtualApplicationArrayDeserializer(item["virtualApplications"]),
    loadBalancing: item["loadBalancing"],
    experiments: !item["experiments"] ? item["experiments"] : experimentsDeserializer(item["experiments"]),
    limits: !item["limits"] ? item["limits"] : siteLimitsDeserializer(item["limits"]),
    autoHealEnabled: item["autoHealEnabled"],
    autoHealRules: !item["autoHealRules"] ? item["autoHealRules"] : autoHealRulesDeserializer(item["autoHealRules"]),
    tracingOptions: item["tracingOptions"],
    vnetName: item["vnetName"],
    vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
    vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
    cors: !item["cors"] ? item["cors"] : corsSettingsDeserializer(item["cors"]),
    push: !item["push"] ? item["push"] : pushSettingsDeserializer(item["push"]),
    apiDefinition: !item["apiDefinition"] ? item["apiDefinition"] : apiDefinitionInfoDeserializer(item["apiDefinition"]),
    apiManagementConfig: !item["apiManagementConfig"] ? item["apiManagementConfig"] : apiManagementConfigDeserializer(item["apiManagementConfig"]),
    autoSwapSlotName: item["autoSwapSlotName"],
    localMySqlEnabled: item["localMySqlEnabled"],
    managedServiceIdentityId: item["managedServiceIdentityId"],
    xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    ipSecurityRestrictions: !item["ipSecurityRestrictions"] ? item["ipSecurityRestrictions"] : ipSecurityRestrictionArrayDeserializer(item["ipSecurityRestrictions"]),
    ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"] ? item["scmIpSecurityRestrictions"] : ipSecurityRestrictionArrayDeserializer(item["scmIpSecurityRestrictions"]),
    scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
    http20Enabled: item["http20Enabled"],
    http20ProxyFlag: item["http20ProxyFlag"],
    minTlsVersion: item["minTlsVersion"],
    minTlsCipherSuite: item["minTlsCipherSuite"],
    scmMinTlsVersion: item["scmMinTlsVersion"],
    ftpsState: item["ftpsState"],
    preWarmedInstanceCount: item["preWarmedInstanceCount"],
    functionAppScaleLimit: item["functionAppScaleLimit"],
    elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
    healthCheckPath: item["healthCheckPath"],
    functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
    websiteTimeZone: item["websiteTimeZone"],
    minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
    azureStorageAccounts: !item["azureStorageAccounts"] ? item["azureStorageAccounts"] : azureStorageInfoValueRecordDeserializer(item["azureStorageAccounts"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function connStringInfoArraySerializer(result) {
  return result.map((item) => {
    return connStringInfoSerializer(item);
  });
}
function connStringInfoArrayDeserializer(result) {
  return result.map((item) => {
    return connStringInfoDeserializer(item);
  });
}
function connStringInfoSerializer(item) {
  return { name: item["name"], connectionString: item["connectionString"], type: item["type"] };
}
function connStringInfoDeserializer(item) {
  return {
    name: item["name"],
    connectionString: item["connectionString"],
    type: item["type"]
  };
}
function siteMachineKeyDeserializer(item) {
  return {
    validation: item["validation"],
    validationKey: item["validationKey"],
    decryption: item["decryption"],
    decryptionKey: item["decryptionKey"]
  };
}
function handlerMappingArraySerializer(result) {
  return result.map((item) => {
    return handlerMappingSerializer(item);
  });
}
function handlerMappingArrayDeserializer(result) {
  return result.map((item) => {
    return handlerMappingDeserializer(item);
  });
}
function handlerMappingSerializer(item) {
  return {
    extension: item["extension"],
    scriptProcessor: item["scriptProcessor"],
    arguments: item["arguments"]
  };
}
function handlerMappingDeserializer(item) {
  return {
    extension: item["extension"],
    scriptProcessor: item["scriptProcessor"],
    arguments: item["arguments"]
  };
}
var KnownScmType = /* @__PURE__ */ ((KnownScmType2) => {
  KnownScmType2["None"] = "None";
  KnownScmType2["Dropbox"] = "Dropbox";
  KnownScmType2["Tfs"] = "Tfs";
  KnownScmType2["LocalGit"] = "LocalGit";
  KnownScmType2["GitHub"] = "GitHub";
  KnownScmType2["CodePlexGit"] = "CodePlexGit";
  KnownScmType2["CodePlexHg"] = "CodePlexHg";
  KnownScmType2["BitbucketGit"] = "BitbucketGit";
  KnownScmType2["BitbucketHg"] = "BitbucketHg";
  KnownScmType2["ExternalGit"] = "ExternalGit";
  KnownScmType2["ExternalHg"] = "ExternalHg";
  KnownScmType2["OneDrive"] = "OneDrive";
  KnownScmType2["VSO"] = "VSO";
  KnownScmType2["Vstsrm"] = "VSTSRM";
  return KnownScmType2;
})(KnownScmType || {});
function virtualApplicationArraySerializer(result) {
  return result.map((item) => {
    return virtualApplicationSerializer(item);
  });
}
function virtualApplicationArrayDeserializer(result) {
  return result.map((item) => {
    return virtualApplicationDeserializer(item);
  });
}
function virtualApplicationSerializer(item) {
  return {
    virtualPath: item["virtualPath"],
    physicalPath: item["physicalPath"],
    preloadEnabled: item["preloadEnabled"],
    virtualDirectories: !item["virtualDirectories"] ? item["virtualDirectories"] : virtualDirectoryArraySerializer(item["virtualDirectories"])
  };
}
function virtualApplicationDeserializer(item) {
  return {
    virtualPath: item["virtualPath"],
    physicalPath: item["physicalPath"],
    preloadEnabled: item["preloadEnabled"],
    virtualDirectories: !item["virtualDirectories"] ? item["virtualDirectories"] : virtualDirectoryArrayDeserializer(item["virtualDirectories"])
  };
}
function virtualDirectoryArraySerializer(result) {
  return result.map((item) => {
    return virtualDirectorySerializer(item);
  });
}
function virtualDirectoryArrayDeserializer(result) {
  return result.map((item) => {
    return virtualDirectoryDeserializer(item);
  });
}
function virtualDirectorySerializer(item) {
  return { virtualPath: item["virtualPath"], physicalPath: item["physicalPath"] };
}
function virtualDirectoryDeserializer(item) {
  return {
    virtualPath: item["virtualPath"],
    physicalPath: item["physicalPath"]
  };
}
function experimentsSerializer(item) {
  return {
    rampUpRules: !item["rampUpRules"] ? item["rampUpRules"] : rampUpRuleArraySerializer(item["rampUpRules"])
  };
}
function experimentsDeserializer(item) {
  return {
    rampUpRules: !item["rampUpRules"] ? item["rampUpRules"] : rampUpRuleArrayDeserializer(item["rampUpRules"])
  };
}
function rampUpRuleArraySerializer(result) {
  return result.map((item) => {
    return rampUpRuleSerializer(item);
  });
}
function rampUpRuleArrayDeserializer(result) {
  return result.map((item) => {
    return rampUpRuleDeserializer(item);
  });
}
function rampUpRuleSerializer(item) {
  return {
    actionHostName: item["actionHostName"],
    reroutePercentage: item["reroutePercentage"],
    changeStep: item["changeStep"],
    changeIntervalInMinutes: item["changeIntervalInMinutes"],
    minReroutePercentage: item["minReroutePercentage"],
    maxReroutePercentage: item["maxReroutePercentage"],
    changeDecisionCallbackUrl: item["changeDecisionCallbackUrl"],
    name: item["name"]
  };
}
function rampUpRuleDeserializer(item) {
  return {
    actionHostName: item["actionHostName"],
    reroutePercentage: item["reroutePercentage"],
    changeStep: item["changeStep"],
    changeIntervalInMinutes: item["changeIntervalInMinutes"],
    minReroutePercentage: item["minReroutePercentage"],
    maxReroutePercentage: item["maxReroutePercentage"],
    changeDecisionCallbackUrl: item["changeDecisionCallbackUrl"],
    name: item["name"]
  };
}
function siteLimitsSerializer(item) {
  return {
    maxPercentageCpu: item["maxPercentageCpu"],
    maxMemoryInMb: item["maxMemoryInMb"],
    maxDiskSizeInMb: item["maxDiskSizeInMb"]
  };
}
function siteLimitsDeserializer(item) {
  return {
    maxPercentageCpu: item["maxPercentageCpu"],
    maxMemoryInMb: item["maxMemoryInMb"],
    maxDiskSizeInMb: item["maxDiskSizeInMb"]
  };
}
function autoHealRulesSerializer(item) {
  return {
    triggers: !item["triggers"] ? item["triggers"] : autoHealTriggersSerializer(item["triggers"]),
    actions: !item["actions"] ? item["actions"] : autoHealActionsSerializer(item["actions"])
  };
}
function autoHealRulesDeserializer(item) {
  return {
    triggers: !item["triggers"] ? item["triggers"] : autoHealTriggersDeserializer(item["triggers"]),
    actions: !item["actions"] ? item["actions"] : autoHealActionsDeserializer(item["actions"])
  };
}
function autoHealTriggersSerializer(item) {
  return {
    requests: !item["requests"] ? item["requests"] : requestsBasedTriggerSerializer(item["requests"]),
    privateBytesInKB: item["privateBytesInKB"],
    statusCodes: !item["statusCodes"] ? item["statusCodes"] : statusCodesBasedTriggerArraySerializer(item["statusCodes"]),
    slowRequests: !item["slowRequests"] ? item["slowRequests"] : slowRequestsBasedTriggerSerializer(item["slowRequests"]),
    slowRequestsWithPath: !item["slowRequestsWithPath"] ? item["slowRequestsWithPath"] : slowRequestsBasedTriggerArraySerializer(item["slowRequestsWithPath"]),
    statusCodesRange: !item["statusCodesRange"] ? item["statusCodesRange"] : statusCodesRangeBasedTriggerArraySerializer(item["statusCodesRange"])
  };
}
function autoHealTriggersDeserializer(item) {
  return {
    requests: !item["requests"] ? item["requests"] : requestsBasedTriggerDeserializer(item["requests"]),
    privateBytesInKB: item["privateBytesInKB"],
    statusCodes: !item["statusCodes"] ? item["statusCodes"] : statusCodesBasedTriggerArrayDeserializer(item["statusCodes"]),
    slowRequests: !item["slowRequests"] ? item["slowRequests"] : slowRequestsBasedTriggerDeserializer(item["slowRequests"]),
    slowRequestsWithPath: !item["slowRequestsWithPath"] ? item["slowRequestsWithPath"] : slowRequestsBasedTriggerArrayDeserializer(item["slowRequestsWithPath"]),
    statusCodesRange: !item["statusCodesRange"] ? item["statusCodesRange"] : statusCodesRangeBasedTriggerArrayDeserializer(item["statusCodesRange"])
  };
}
function requestsBasedTriggerSerializer(item) {
  return { count: item["count"], timeInterval: item["timeInterval"] };
}
function requestsBasedTriggerDeserializer(item) {
  return {
    count: item["count"],
    timeInterval: item["timeInterval"]
  };
}
function statusCodesBasedTriggerArraySerializer(result) {
  return result.map((item) => {
    return statusCodesBasedTriggerSerializer(item);
  });
}
function statusCodesBasedTriggerArrayDeserializer(result) {
  return result.map((item) => {
    return statusCodesBasedTriggerDeserializer(item);
  });
}
function statusCodesBasedTriggerSerializer(item) {
  return {
    status: item["status"],
    subStatus: item["subStatus"],
    win32Status: item["win32Status"],
    count: item["count"],
    timeInterval: item["timeInterval"],
    path: item["path"]
  };
}
function statusCodesBasedTriggerDeserializer(item) {
  return {
    status: item["status"],
    subStatus: item["subStatus"],
    win32Status: item["win32Status"],
    count: item["count"],
    timeInterval: item["timeInterval"],
    path: item["path"]
  };
}
function slowRequestsBasedTriggerSerializer(item) {
  return {
    timeTaken: item["timeTaken"],
    path: item["path"],
    count: item["count"],
    timeInterval: item["timeInterval"]
  };
}
function slowRequestsBasedTriggerDeserializer(item) {
  return {
    timeTaken: item["timeTaken"],
    path: item["path"],
    count: item["count"],
    timeInterval: item["timeInterval"]
  };
}
function slowRequestsBasedTriggerArraySerializer(result) {
  return result.map((item) => {
    return slowRequestsBasedTriggerSerializer(item);
  });
}
function slowRequestsBasedTriggerArrayDeserializer(result) {
  return result.map((item) => {
    return slowRequestsBasedTriggerDeserializer(item);
  });
}
function statusCodesRangeBasedTriggerArraySerializer(result) {
  return result.map((item) => {
    return statusCodesRangeBasedTriggerSerializer(item);
  });
}
function statusCodesRangeBasedTriggerArrayDeserializer(result) {
  return result.map((item) => {
    return statusCodesRangeBasedTriggerDeserializer(item);
  });
}
function statusCodesRangeBasedTriggerSerializer(item) {
  return {
    statusCodes: item["statusCodes"],
    path: item["path"],
    count: item["count"],
    timeInterval: item["timeInterval"]
  };
}
function statusCodesRangeBasedTriggerDeserializer(item) {
  return {
    statusCodes: item["statusCodes"],
    path: item["path"],
    count: item["count"],
    timeInterval: item["timeInterval"]
  };
}
function autoHealActionsSerializer(item) {
  return {
    actionType: item["actionType"],
    customAction: !item["customAction"] ? item["customAction"] : autoHealCustomActionSerializer(item["customAction"]),
    minProcessExecutionTime: item["minProcessExecutionTime"]
  };
}
function autoHealActionsDeserializer(item) {
  return {
    actionType: item["actionType"],
    customAction: !item["customAction"] ? item["customAction"] : autoHealCustomActionDeserializer(item["customAction"]),
    minProcessExecutionTime: item["minProcessExecutionTime"]
  };
}
function autoHealCustomActionSerializer(item) {
  return { exe: item["exe"], parameters: item["parameters"] };
}
function autoHealCustomActionDeserializer(item) {
  return {
    exe: item["exe"],
    parameters: item["parameters"]
  };
}
function corsSettingsSerializer(item) {
  return {
    allowedOrigins: !item["allowedOrigins"] ? item["allowedOrigins"] : item["allowedOrigins"].map((p) => {
      return p;
    }),
    supportCredentials: item["supportCredentials"]
  };
}
function corsSettingsDeserializer(item) {
  return {
    allowedOrigins: !item["allowedOrigins"] ? item["allowedOrigins"] : item["allowedOrigins"].map((p) => {
      return p;
    }),
    supportCredentials: item["supportCredentials"]
  };
}
function pushSettingsSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "isPushEnabled",
      "tagWhitelistJson",
      "tagsRequiringAuth",
      "dynamicTagsJson"
    ]) ? void 0 : _pushSettingsPropertiesSerializer(item)
  };
}
function pushSettingsDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _pushSettingsPropertiesDeserializer(item["properties"])
  };
}
function pushSettingsPropertiesSerializer(item) {
  return {
    isPushEnabled: item["isPushEnabled"],
    tagWhitelistJson: item["tagWhitelistJson"],
    tagsRequiringAuth: item["tagsRequiringAuth"],
    dynamicTagsJson: item["dynamicTagsJson"]
  };
}
function pushSettingsPropertiesDeserializer(item) {
  return {
    isPushEnabled: item["isPushEnabled"],
    tagWhitelistJson: item["tagWhitelistJson"],
    tagsRequiringAuth: item["tagsRequiringAuth"],
    dynamicTagsJson: item["dynamicTagsJson"]
  };
}
function apiDefinitionInfoSerializer(item) {
  return { url: item["url"] };
}
function apiDefinitionInfoDeserializer(item) {
  return {
    url: item["url"]
  };
}
function apiManagementConfigSerializer(item) {
  return { id: item["id"] };
}
function apiManagementConfigDeserializer(item) {
  return {
    id: item["id"]
  };
}
function ipSecurityRestrictionArraySerializer(result) {
  return result.map((item) => {
    return ipSecurityRestrictionSerializer(item);
  });
}
function ipSecurityRestrictionArrayDeserializer(result) {
  return result.map((item) => {
    return ipSecurityRestrictionDeserializer(item);
  });
}
function ipSecurityRestrictionSerializer(item) {
  return {
    ipAddress: item["ipAddress"],
    subnetMask: item["subnetMask"],
    vnetSubnetResourceId: item["vnetSubnetResourceId"],
    vnetTrafficTag: item["vnetTrafficTag"],
    subnetTrafficTag: item["subnetTrafficTag"],
    action: item["action"],
    tag: item["tag"],
    priority: item["priority"],
    name: item["name"],
    description: item["description"],
    headers: item["headers"]
  };
}
function ipSecurityRestrictionDeserializer(item) {
  return {
    ipAddress: item["ipAddress"],
    subnetMask: item["subnetMask"],
    vnetSubnetResourceId: item["vnetSubnetResourceId"],
    vnetTrafficTag: item["vnetTrafficTag"],
    subnetTrafficTag: item["subnetTrafficTag"],
    action: item["action"],
    tag: item["tag"],
    priority: item["priority"],
    name: item["name"],
    description: item["description"],
    headers: !item["headers"] ? item["headers"] : Object.fromEntries(
      Object.entries(item["headers"]).map(([k, p]) => [
        k,
        p.map((p1) => {
          return p1;
        })
      ])
    )
  };
}
var KnownIpFilterTag = /* @__PURE__ */ ((KnownIpFilterTag2) => {
  KnownIpFilterTag2["Default"] = "Default";
  KnownIpFilterTag2["XffProxy"] = "XffProxy";
  KnownIpFilterTag2["ServiceTag"] = "ServiceTag";
  return KnownIpFilterTag2;
})(KnownIpFilterTag || {});
var KnownDefaultAction = /* @__PURE__ */ ((KnownDefaultAction2) => {
  KnownDefaultAction2["Allow"] = "Allow";
  KnownDefaultAction2["Deny"] = "Deny";
  return KnownDefaultAction2;
})(KnownDefaultAction || {});
var KnownSupportedTlsVersions = /* @__PURE__ */ ((KnownSupportedTlsVersions2) => {
  KnownSupportedTlsVersions2["One0"] = "1.0";
  KnownSupportedTlsVersions2["One1"] = "1.1";
  KnownSupportedTlsVersions2["One2"] = "1.2";
  KnownSupportedTlsVersions2["One3"] = "1.3";
  return KnownSupportedTlsVersions2;
})(KnownSupportedTlsVersions || {});
var KnownTlsCipherSuites = /* @__PURE__ */ ((KnownTlsCipherSuites2) => {
  KnownTlsCipherSuites2["TLSAES256GCMSHA384"] = "TLS_AES_256_GCM_SHA384";
  KnownTlsCipherSuites2["TLSAES128GCMSHA256"] = "TLS_AES_128_GCM_SHA256";
  KnownTlsCipherSuites2["TLSEcdheEcdsaWithAES256GCMSHA384"] = "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384";
  KnownTlsCipherSuites2["TLSEcdheEcdsaWithAES128CBCSHA256"] = "TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256";
  KnownTlsCipherSuites2["TLSEcdheEcdsaWithAES128GCMSHA256"] = "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256";
  KnownTlsCipherSuites2["TLSEcdheRSAWithAES256GCMSHA384"] = "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384";
  KnownTlsCipherSuites2["TLSEcdheRSAWithAES128GCMSHA256"] = "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256";
  KnownTlsCipherSuites2["TLSEcdheRSAWithAES256CBCSHA384"] = "TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384";
  KnownTlsCipherSuites2["TLSEcdheRSAWithAES128CBCSHA256"] = "TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256";
  KnownTlsCipherSuites2["TLSEcdheRSAWithAES256CBCSHA"] = "TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA";
  KnownTlsCipherSuites2["TLSEcdheRSAWithAES128CBCSHA"] = "TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA";
  KnownTlsCipherSuites2["TLSRSAWithAES256GCMSHA384"] = "TLS_RSA_WITH_AES_256_GCM_SHA384";
  KnownTlsCipherSuites2["TLSRSAWithAES128GCMSHA256"] = "TLS_RSA_WITH_AES_128_GCM_SHA256";
  KnownTlsCipherSuites2["TLSRSAWithAES256CBCSHA256"] = "TLS_RSA_WITH_AES_256_CBC_SHA256";
  KnownTlsCipherSuites2["TLSRSAWithAES128CBCSHA256"] = "TLS_RSA_WITH_AES_128_CBC_SHA256";
  KnownTlsCipherSuites2["TLSRSAWithAES256CBCSHA"] = "TLS_RSA_WITH_AES_256_CBC_SHA";
  KnownTlsCipherSuites2["TLSRSAWithAES128CBCSHA"] = "TLS_RSA_WITH_AES_128_CBC_SHA";
  return KnownTlsCipherSuites2;
})(KnownTlsCipherSuites || {});
var KnownFtpsState = /* @__PURE__ */ ((KnownFtpsState2) => {
  KnownFtpsState2["AllAllowed"] = "AllAllowed";
  KnownFtpsState2["FtpsOnly"] = "FtpsOnly";
  KnownFtpsState2["Disabled"] = "Disabled";
  return KnownFtpsState2;
})(KnownFtpsState || {});
function azureStorageInfoValueRecordSerializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : azureStorageInfoValueSerializer(item[key]);
  });
  return result;
}
function azureStorageInfoValueRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : azureStorageInfoValueDeserializer(item[key]);
  });
  return result;
}
function azureStorageInfoValueSerializer(item) {
  return {
    type: item["type"],
    accountName: item["accountName"],
    shareName: item["shareName"],
    accessKey: item["accessKey"],
    mountPath: item["mountPath"],
    protocol: item["protocol"]
  };
}
function azureStorageInfoValueDeserializer(item) {
  return {
    type: item["type"],
    accountName: item["accountName"],
    shareName: item["shareName"],
    accessKey: item["accessKey"],
    mountPath: item["mountPath"],
    state: item["state"],
    protocol: item["protocol"]
  };
}
var KnownAzureStorageProtocol = /* @__PURE__ */ ((KnownAzureStorageProtocol2) => {
  KnownAzureStorageProtocol2["Smb"] = "Smb";
  KnownAzureStorageProtocol2["Http"] = "Http";
  KnownAzureStorageProtocol2["Nfs"] = "Nfs";
  return KnownAzureStorageProtocol2;
})(KnownAzureStorageProtocol || {});
function functionAppConfigSerializer(item) {
  return {
    deployment: !item["deployment"] ? item["deployment"] : functionsDeploymentSerializer(item["deployment"]),
    runtime: !item["runtime"] ? item["runtime"] : functionsRuntimeSerializer(item["runtime"]),
    scaleAndConcurrency: !item["scaleAndConcurrency"] ? item["scaleAndConcurrency"] : functionsScaleAndConcurrencySerializer(item["scaleAndConcurrency"]),
    siteUpdateStrategy: !item["siteUpdateStrategy"] ? item["siteUpdateStrategy"] : functionsSiteUpdateStrategySerializer(item["siteUpdateStrategy"])
  };
}
function functionAppConfigDeserializer(item) {
  return {
    deployment: !item["deployment"] ? item["deployment"] : functionsDeploymentDeserializer(item["deployment"]),
    runtime: !item["runtime"] ? item["runtime"] : functionsRuntimeDeserializer(item["runtime"]),
    scaleAndConcurrency: !item["scaleAndConcurrency"] ? item["scaleAndConcurrency"] : functionsScaleAndConcurrencyDeserializer(item["scaleAndConcurrency"]),
    siteUpdateStrategy: !item["siteUpdateStrategy"] ? item["siteUpdateStrategy"] : functionsSiteUpdateStrategyDeserializer(item["siteUpdateStrategy"])
  };
}
function functionsDeploymentSerializer(item) {
  return {
    storage: !item["storage"] ? item["storage"] : functionsDeploymentStorageSerializer(item["storage"])
  };
}
function functionsDeploymentDeserializer(item) {
  return {
    storage: !item["storage"] ? item["storage"] : functionsDeploymentStorageDeserializer(item["storage"])
  };
}
function functionsDeploymentStorageSerializer(item) {
  return {
    type: item["type"],
    value: item["value"],
    authentication: !item["authentication"] ? item["authentication"] : functionsDeploymentStorageAuthenticationSerializer(item["authentication"])
  };
}
function functionsDeploymentStorageDeserializer(item) {
  return {
    type: item["type"],
    value: item["value"],
    authentication: !item["authentication"] ? item["authentication"] : functionsDeploymentStorageAuthenticationDeserializer(item["authentication"])
  };
}
var KnownFunctionsDeploymentStorageType = /* @__PURE__ */ ((KnownFunctionsDeploymentStorageType2) => {
  KnownFunctionsDeploymentStorageType2["BlobContainer"] = "blobContainer";
  return KnownFunctionsDeploymentStorageType2;
})(KnownFunctionsDeploymentStorageType || {});
function functionsDeploymentStorageAuthenticationSerializer(item) {
  return {
    type: item["type"],
    userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"],
    storageAccountConnectionStringName: item["storageAccountConnectionStringName"]
  };
}
function functionsDeploymentStorageAuthenticationDeserializer(item) {
  return {
    type: item["type"],
    userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"],
    storageAccountConnectionStringName: item["storageAccountConnectionStringName"]
  };
}
var KnownAuthenticationType = /* @__PURE__ */ ((KnownAuthenticationType2) => {
  KnownAuthenticationType2["SystemAssignedIdentity"] = "SystemAssignedIdentity";
  KnownAuthenticationType2["UserAssignedIdentity"] = "UserAssignedIdentity";
  KnownAuthenticationType2["StorageAccountConnectionString"] = "StorageAccountConnectionString";
  return KnownAuthenticationType2;
})(KnownAuthenticationType || {});
function functionsRuntimeSerializer(item) {
  return { name: item["name"], version: item["version"] };
}
function functionsRuntimeDeserializer(item) {
  return {
    name: item["name"],
    version: item["version"]
  };
}
var KnownRuntimeName = /* @__PURE__ */ ((KnownRuntimeName2) => {
  KnownRuntimeName2["DotnetIsolated"] = "dotnet-isolated";
  KnownRuntimeName2["Node"] = "node";
  KnownRuntimeName2["Java"] = "java";
  KnownRuntimeName2["Powershell"] = "powershell";
  KnownRuntimeName2["Python"] = "python";
  KnownRuntimeName2["Custom"] = "custom";
  return KnownRuntimeName2;
})(KnownRuntimeName || {});
function functionsScaleAndConcurrencySerializer(item) {
  return {
    alwaysReady: !item["alwaysReady"] ? item["alwaysReady"] : functionsAlwaysReadyConfigArraySerializer(item["alwaysReady"]),
    maximumInstanceCount: item["maximumInstanceCount"],
    instanceMemoryMB: item["instanceMemoryMB"],
    triggers: !item["triggers"] ? item["triggers"] : functionsScaleAndConcurrencyTriggersSerializer(item["triggers"])
  };
}
function functionsScaleAndConcurrencyDeserializer(item) {
  return {
    alwaysReady: !item["alwaysReady"] ? item["alwaysReady"] : functionsAlwaysReadyConfigArrayDeserializer(item["alwaysReady"]),
    maximumInstanceCount: item["maximumInstanceCount"],
    instanceMemoryMB: item["instanceMemoryMB"],
    triggers: !item["triggers"] ? item["triggers"] : functionsScaleAndConcurrencyTriggersDeserializer(item["triggers"])
  };
}
function functionsAlwaysReadyConfigArraySerializer(result) {
  return result.map((item) => {
    return functionsAlwaysReadyConfigSerializer(item);
  });
}
function functionsAlwaysReadyConfigArrayDeserializer(result) {
  return result.map((item) => {
    return functionsAlwaysReadyConfigDeserializer(item);
  });
}
function functionsAlwaysReadyConfigSerializer(item) {
  return { name: item["name"], instanceCount: item["instanceCount"] };
}
function functionsAlwaysReadyConfigDeserializer(item) {
  return {
    name: item["name"],
    instanceCount: item["instanceCount"]
  };
}
function functionsScaleAndConcurrencyTriggersSerializer(item) {
  return {
    http: !item["http"] ? item["http"] : functionsScaleAndConcurrencyTriggersHttpSerializer(item["http"])
  };
}
function functionsScaleAndConcurrencyTriggersDeserializer(item) {
  return {
    http: !item["http"] ? item["http"] : functionsScaleAndConcurrencyTriggersHttpDeserializer(item["http"])
  };
}
function functionsScaleAndConcurrencyTriggersHttpSerializer(item) {
  return { perInstanceConcurrency: item["perInstanceConcurrency"] };
}
function functionsScaleAndConcurrencyTriggersHttpDeserializer(item) {
  return {
    perInstanceConcurrency: item["perInstanceConcurrency"]
  };
}
function functionsSiteUpdateStrategySerializer(item) {
  return { type: item["type"] };
}
function functionsSiteUpdateStrategyDeserializer(item) {
  return {
    type: item["type"]
  };
}
var KnownSiteUpdateStrategyType = /* @__PURE__ */ ((KnownSiteUpdateStrategyType2) => {
  KnownSiteUpdateStrategyType2["Recreate"] = "Recreate";
  KnownSiteUpdateStrategyType2["RollingUpdate"] = "RollingUpdate";
  return KnownSiteUpdateStrategyType2;
})(KnownSiteUpdateStrategyType || {});
function daprConfigSerializer(item) {
  return {
    enabled: item["enabled"],
    appId: item["appId"],
    appPort: item["appPort"],
    httpReadBufferSize: item["httpReadBufferSize"],
    httpMaxRequestSize: item["httpMaxRequestSize"],
    logLevel: item["logLevel"],
    enableApiLogging: item["enableApiLogging"]
  };
}
function daprConfigDeserializer(item) {
  return {
    enabled: item["enabled"],
    appId: item["appId"],
    appPort: item["appPort"],
    httpReadBufferSize: item["httpReadBufferSize"],
    httpMaxRequestSize: item["httpMaxRequestSize"],
    logLevel: item["logLevel"],
    enableApiLogging: item["enableApiLogging"]
  };
}
var KnownDaprLogLevel = /* @__PURE__ */ ((KnownDaprLogLevel2) => {
  KnownDaprLogLevel2["Info"] = "info";
  KnownDaprLogLevel2["Debug"] = "debug";
  KnownDaprLogLevel2["Warn"] = "warn";
  KnownDaprLogLevel2["Error"] = "error";
  return KnownDaprLogLevel2;
})(KnownDaprLogLevel || {});
function resourceConfigSerializer(item) {
  return { cpu: item["cpu"], memory: item["memory"] };
}
function resourceConfigDeserializer(item) {
  return {
    cpu: item["cpu"],
    memory: item["memory"]
  };
}
function hostingEnvironmentProfileSerializer(item) {
  return { id: item["id"] };
}
function hostingEnvironmentProfileDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"]
  };
}
function cloningInfoSerializer(item) {
  return {
    correlationId: item["correlationId"],
    overwrite: item["overwrite"],
    cloneCustomHostNames: item["cloneCustomHostNames"],
    cloneSourceControl: item["cloneSourceControl"],
    sourceWebAppId: item["sourceWebAppId"],
    sourceWebAppLocation: item["sourceWebAppLocation"],
    hostingEnvironment: item["hostingEnvironment"],
    appSettingsOverrides: item["appSettingsOverrides"],
    configureLoadBalancing: item["configureLoadBalancing"],
    trafficManagerProfileId: item["trafficManagerProfileId"],
    trafficManagerProfileName: item["trafficManagerProfileName"]
  };
}
function cloningInfoDeserializer(item) {
  return {
    correlationId: item["correlationId"],
    overwrite: item["overwrite"],
    cloneCustomHostNames: item["cloneCustomHostNames"],
    cloneSourceControl: item["cloneSourceControl"],
    sourceWebAppId: item["sourceWebAppId"],
    sourceWebAppLocation: item["sourceWebAppLocation"],
    hostingEnvironment: item["hostingEnvironment"],
    appSettingsOverrides: !item["appSettingsOverrides"] ? item["appSettingsOverrides"] : Object.fromEntries(
      Object.entries(item["appSettingsOverrides"]).map(([k, p]) => [k, p])
    ),
    configureLoadBalancing: item["configureLoadBalancing"],
    trafficManagerProfileId: item["trafficManagerProfileId"],
    trafficManagerProfileName: item["trafficManagerProfileName"]
  };
}
function slotSwapStatusDeserializer(item) {
  return {
    timestampUtc: !item["timestampUtc"] ? item["timestampUtc"] : new Date(item["timestampUtc"]),
    sourceSlotName: item["sourceSlotName"],
    destinationSlotName: item["destinationSlotName"]
  };
}
function managedServiceIdentitySerializer(item) {
  return {
    type: item["type"],
    userAssignedIdentities: !item["userAssignedIdentities"] ? item["userAssignedIdentities"] : userAssignedIdentityRecordSerializer(item["userAssignedIdentities"])
  };
}
function managedServiceIdentityDeserializer(item) {
  return {
    type: item["type"],
    tenantId: item["tenantId"],
    principalId: item["principalId"],
    userAssignedIdentities: !item["userAssignedIdentities"] ? item["userAssignedIdentities"] : userAssignedIdentityRecordDeserializer(item["userAssignedIdentities"])
  };
}
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
  return { name: item["name"] };
}
function extendedLocationDeserializer(item) {
  return {
    name: item["name"],
    type: item["type"]
  };
}
function hostingEnvironmentDiagnosticsDeserializer(item) {
  return {
    name: item["name"],
    diagnosticsOutput: item["diagnosticsOutput"]
  };
}
function _inboundEnvironmentEndpointCollectionDeserializer(item) {
  return {
    value: inboundEnvironmentEndpointArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function inboundEnvironmentEndpointArrayDeserializer(result) {
  return result.map((item) => {
    return inboundEnvironmentEndpointDeserializer(item);
  });
}
function inboundEnvironmentEndpointDeserializer(item) {
  return {
    description: item["description"],
    endpoints: !item["endpoints"] ? item["endpoints"] : item["endpoints"].map((p) => {
      return p;
    }),
    ports: !item["ports"] ? item["ports"] : item["ports"].map((p) => {
      return p;
    })
  };
}
function operationDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    status: item["status"],
    errors: !item["errors"] ? item["errors"] : errorEntityArrayDeserializer(item["errors"]),
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    modifiedTime: !item["modifiedTime"] ? item["modifiedTime"] : new Date(item["modifiedTime"]),
    expirationTime: !item["expirationTime"] ? item["expirationTime"] : new Date(item["expirationTime"]),
    geoMasterOperationId: item["geoMasterOperationId"]
  };
}
function errorEntityArrayDeserializer(result) {
  return result.map((item) => {
    return errorEntityDeserializer(item);
  });
}
function errorEntityDeserializer(item) {
  return {
    extendedCode: item["extendedCode"],
    messageTemplate: item["messageTemplate"],
    parameters: !item["parameters"] ? item["parameters"] : item["parameters"].map((p) => {
      return p;
    }),
    innerErrors: !item["innerErrors"] ? item["innerErrors"] : errorEntityArrayDeserializer(item["innerErrors"]),
    details: !item["details"] ? item["details"] : errorEntityArrayDeserializer(item["details"]),
    target: item["target"],
    code: item["code"],
    message: item["message"]
  };
}
function _outboundEnvironmentEndpointCollectionDeserializer(item) {
  return {
    value: outboundEnvironmentEndpointArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function outboundEnvironmentEndpointArrayDeserializer(result) {
  return result.map((item) => {
    return outboundEnvironmentEndpointDeserializer(item);
  });
}
function outboundEnvironmentEndpointDeserializer(item) {
  return {
    category: item["category"],
    endpoints: !item["endpoints"] ? item["endpoints"] : endpointDependencyArrayDeserializer(item["endpoints"])
  };
}
function endpointDependencyArrayDeserializer(result) {
  return result.map((item) => {
    return endpointDependencyDeserializer(item);
  });
}
function endpointDependencyDeserializer(item) {
  return {
    domainName: item["domainName"],
    endpointDetails: !item["endpointDetails"] ? item["endpointDetails"] : endpointDetailArrayDeserializer(item["endpointDetails"])
  };
}
function endpointDetailArrayDeserializer(result) {
  return result.map((item) => {
    return endpointDetailDeserializer(item);
  });
}
function endpointDetailDeserializer(item) {
  return {
    ipAddress: item["ipAddress"],
    port: item["port"],
    latency: item["latency"],
    isAccessible: item["isAccessible"]
  };
}
function privateLinkResourcesWrapperDeserializer(item) {
  return {
    value: privateLinkResourceArrayDeserializer(item["value"])
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
    properties: privateLinkResourcePropertiesDeserializer(item["properties"])
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
function _appServicePlanCollectionDeserializer(item) {
  return {
    value: appServicePlanArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function appServicePlanArraySerializer(result) {
  return result.map((item) => {
    return appServicePlanSerializer(item);
  });
}
function appServicePlanArrayDeserializer(result) {
  return result.map((item) => {
    return appServicePlanDeserializer(item);
  });
}
function appServicePlanSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "workerTierName",
      "hostingEnvironmentProfile",
      "perSiteScaling",
      "elasticScaleEnabled",
      "maximumElasticWorkerCount",
      "isSpot",
      "spotExpirationTime",
      "freeOfferExpirationTime",
      "reserved",
      "isXenon",
      "hyperV",
      "targetWorkerCount",
      "targetWorkerSizeId",
      "kubeEnvironmentProfile",
      "zoneRedundant",
      "asyncScalingEnabled",
      "planDefaultIdentity",
      "isCustomMode",
      "registryAdapters",
      "installScripts",
      "network",
      "storageMounts",
      "rdpEnabled"
    ]) ? void 0 : _appServicePlanPropertiesSerializer(item),
    sku: !item["sku"] ? item["sku"] : skuDescriptionSerializer(item["sku"]),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationSerializer(item["extendedLocation"]),
    kind: item["kind"],
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"])
  };
}
function appServicePlanDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _appServicePlanPropertiesDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationDeserializer(item["extendedLocation"]),
    kind: item["kind"],
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"])
  };
}
function appServicePlanPropertiesSerializer(item) {
  return {
    workerTierName: item["workerTierName"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    perSiteScaling: item["perSiteScaling"],
    elasticScaleEnabled: item["elasticScaleEnabled"],
    maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
    isSpot: item["isSpot"],
    spotExpirationTime: !item["spotExpirationTime"] ? item["spotExpirationTime"] : item["spotExpirationTime"].toISOString(),
    freeOfferExpirationTime: !item["freeOfferExpirationTime"] ? item["freeOfferExpirationTime"] : item["freeOfferExpirationTime"].toISOString(),
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    targetWorkerCount: item["targetWorkerCount"],
    targetWorkerSizeId: item["targetWorkerSizeId"],
    kubeEnvironmentProfile: !item["kubeEnvironmentProfile"] ? item["kubeEnvironmentProfile"] : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
    zoneRedundant: item["zoneRedundant"],
    asyncScalingEnabled: item["asyncScalingEnabled"],
    planDefaultIdentity: !item["planDefaultIdentity"] ? item["planDefaultIdentity"] : defaultIdentitySerializer(item["planDefaultIdentity"]),
    isCustomMode: item["isCustomMode"],
    registryAdapters: !item["registryAdapters"] ? item["registryAdapters"] : registryAdapterArraySerializer(item["registryAdapters"]),
    installScripts: !item["installScripts"] ? item["installScripts"] : installScriptArraySerializer(item["installScripts"]),
    network: !item["network"] ? item["network"] : serverFarmNetworkSettingsSerializer(item["network"]),
    storageMounts: !item["storageMounts"] ? item["storageMounts"] : storageMountArraySerializer(item["storageMounts"]),
    rdpEnabled: item["rdpEnabled"]
  };
}
function appServicePlanPropertiesDeserializer(item) {
  return {
    workerTierName: item["workerTierName"],
    status: item["status"],
    subscription: item["subscription"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
    maximumNumberOfWorkers: item["maximumNumberOfWorkers"],
    numberOfWorkers: item["numberOfWorkers"],
    geoRegion: item["geoRegion"],
    perSiteScaling: item["perSiteScaling"],
    elasticScaleEnabled: item["elasticScaleEnabled"],
    maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
    numberOfSites: item["numberOfSites"],
    isSpot: item["isSpot"],
    spotExpirationTime: !item["spotExpirationTime"] ? item["spotExpirationTime"] : new Date(item["spotExpirationTime"]),
    freeOfferExpirationTime: !item["freeOfferExpirationTime"] ? item["freeOfferExpirationTime"] : new Date(item["freeOfferExpirationTime"]),
    resourceGroup: item["resourceGroup"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    targetWorkerCount: item["targetWorkerCount"],
    targetWorkerSizeId: item["targetWorkerSizeId"],
    provisioningState: item["provisioningState"],
    kubeEnvironmentProfile: !item["kubeEnvironmentProfile"] ? item["kubeEnvironmentProfile"] : kubeEnvironmentProfileDeserializer(item["kubeEnvironmentProfile"]),
    zoneRedundant: item["zoneRedundant"],
    asyncScalingEnabled: item["asyncScalingEnabled"],
    planDefaultIdentity: !item["planDefaultIdentity"] ? item["planDefaultIdentity"] : defaultIdentityDeserializer(item["planDefaultIdentity"]),
    isCustomMode: item["isCustomMode"],
    registryAdapters: !item["registryAdapters"] ? item["registryAdapters"] : registryAdapterArrayDeserializer(item["registryAdapters"]),
    installScripts: !item["installScripts"] ? item["installScripts"] : installScriptArrayDeserializer(item["installScripts"]),
    network: !item["network"] ? item["network"] : serverFarmNetworkSettingsDeserializer(item["network"]),
    storageMounts: !item["storageMounts"] ? item["storageMounts"] : storageMountArrayDeserializer(item["storageMounts"]),
    rdpEnabled: item["rdpEnabled"]
  };
}
function kubeEnvironmentProfileSerializer(item) {
  return { id: item["id"] };
}
function kubeEnvironmentProfileDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"]
  };
}
function defaultIdentitySerializer(item) {
  return {
    identityType: item["identityType"],
    userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"]
  };
}
function defaultIdentityDeserializer(item) {
  return {
    identityType: item["identityType"],
    userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"]
  };
}
function registryAdapterArraySerializer(result) {
  return result.map((item) => {
    return registryAdapterSerializer(item);
  });
}
function registryAdapterArrayDeserializer(result) {
  return result.map((item) => {
    return registryAdapterDeserializer(item);
  });
}
function registryAdapterSerializer(item) {
  return {
    registryKey: item["registryKey"],
    type: item["type"],
    keyVaultSecretReference: !item["keyVaultSecretReference"] ? item["keyVaultSecretReference"] : keyVaultReferenceWithStatusSerializer(item["keyVaultSecretReference"])
  };
}
function registryAdapterDeserializer(item) {
  return {
    registryKey: item["registryKey"],
    type: item["type"],
    keyVaultSecretReference: !item["keyVaultSecretReference"] ? item["keyVaultSecretReference"] : keyVaultReferenceWithStatusDeserializer(item["keyVaultSecretReference"])
  };
}
var KnownRegistryAdapterType = /* @__PURE__ */ ((KnownRegistryAdapterType2) => {
  KnownRegistryAdapterType2["Binary"] = "Binary";
  KnownRegistryAdapterType2["String"] = "String";
  KnownRegistryAdapterType2["ExpandString"] = "Expand_String";
  KnownRegistryAdapterType2["MultiString"] = "Multi_String";
  KnownRegistryAdapterType2["DWord"] = "DWord";
  KnownRegistryAdapterType2["QWord"] = "QWord";
  return KnownRegistryAdapterType2;
})(KnownRegistryAdapterType || {});
function keyVaultReferenceWithStatusSerializer(item) {
  return { secretUri: item["secretUri"], referenceStatus: item["referenceStatus"] };
}
function keyVaultReferenceWithStatusDeserializer(item) {
  return {
    secretUri: item["secretUri"],
    referenceStatus: item["referenceStatus"]
  };
}
function installScriptArraySerializer(result) {
  return result.map((item) => {
    return installScriptSerializer(item);
  });
}
function installScriptArrayDeserializer(result) {
  return result.map((item) => {
    return installScriptDeserializer(item);
  });
}
function installScriptSerializer(item) {
  return {
    name: item["name"],
    source: !item["source"] ? item["source"] : installScriptSourceSerializer(item["source"])
  };
}
function installScriptDeserializer(item) {
  return {
    name: item["name"],
    source: !item["source"] ? item["source"] : installScriptSourceDeserializer(item["source"])
  };
}
function installScriptSourceSerializer(item) {
  return { sourceUri: item["sourceUri"], type: item["type"] };
}
function installScriptSourceDeserializer(item) {
  return {
    sourceUri: item["sourceUri"],
    type: item["type"]
  };
}
var KnownInstallScriptType = /* @__PURE__ */ ((KnownInstallScriptType2) => {
  KnownInstallScriptType2["RemoteAzureBlob"] = "RemoteAzureBlob";
  KnownInstallScriptType2["PlatformStorage"] = "PlatformStorage";
  return KnownInstallScriptType2;
})(KnownInstallScriptType || {});
function serverFarmNetworkSettingsSerializer(item) {
  return { virtualNetworkSubnetId: item["virtualNetworkSubnetId"] };
}
function serverFarmNetworkSettingsDeserializer(item) {
  return {
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"]
  };
}
function storageMountArraySerializer(result) {
  return result.map((item) => {
    return storageMountSerializer(item);
  });
}
function storageMountArrayDeserializer(result) {
  return result.map((item) => {
    return storageMountDeserializer(item);
  });
}
function storageMountSerializer(item) {
  return {
    name: item["name"],
    type: item["type"],
    source: item["source"],
    destinationPath: item["destinationPath"],
    credentialsKeyVaultReference: !item["credentialsKeyVaultReference"] ? item["credentialsKeyVaultReference"] : keyVaultReferenceWithStatusSerializer(item["credentialsKeyVaultReference"])
  };
}
function storageMountDeserializer(item) {
  return {
    name: item["name"],
    type: item["type"],
    source: item["source"],
    destinationPath: item["destinationPath"],
    credentialsKeyVaultReference: !item["credentialsKeyVaultReference"] ? item["credentialsKeyVaultReference"] : keyVaultReferenceWithStatusDeserializer(item["credentialsKeyVaultReference"])
  };
}
var KnownStorageMountType = /* @__PURE__ */ ((KnownStorageMountType2) => {
  KnownStorageMountType2["AzureFiles"] = "AzureFiles";
  KnownStorageMountType2["LocalStorage"] = "LocalStorage";
  KnownStorageMountType2["FileShare"] = "FileShare";
  return KnownStorageMountType2;
})(KnownStorageMountType || {});
function _csmUsageQuotaCollectionDeserializer(item) {
  return {
    value: csmUsageQuotaArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function csmUsageQuotaArrayDeserializer(result) {
  return result.map((item) => {
    return csmUsageQuotaDeserializer(item);
  });
}
function csmUsageQuotaDeserializer(item) {
  return {
    unit: item["unit"],
    nextResetTime: !item["nextResetTime"] ? item["nextResetTime"] : new Date(item["nextResetTime"]),
    currentValue: item["currentValue"],
    limit: item["limit"],
    name: !item["name"] ? item["name"] : localizableStringDeserializer(item["name"])
  };
}
function localizableStringDeserializer(item) {
  return {
    value: item["value"],
    localizedValue: item["localizedValue"]
  };
}
function addressResponseDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _addressResponsePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function addressResponsePropertiesDeserializer(item) {
  return {
    serviceIpAddress: item["serviceIpAddress"],
    internalIpAddress: item["internalIpAddress"],
    outboundIpAddresses: !item["outboundIpAddresses"] ? item["outboundIpAddresses"] : item["outboundIpAddresses"].map((p) => {
      return p;
    }),
    vipMappings: !item["vipMappings"] ? item["vipMappings"] : virtualIPMappingArrayDeserializer(item["vipMappings"])
  };
}
function virtualIPMappingArrayDeserializer(result) {
  return result.map((item) => {
    return virtualIPMappingDeserializer(item);
  });
}
function virtualIPMappingDeserializer(item) {
  return {
    virtualIP: item["virtualIP"],
    internalHttpPort: item["internalHttpPort"],
    internalHttpsPort: item["internalHttpsPort"],
    inUse: item["inUse"],
    serviceName: item["serviceName"]
  };
}
function remotePrivateEndpointConnectionARMResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "privateEndpoint",
      "privateLinkServiceConnectionState",
      "ipAddresses"
    ]) ? void 0 : _remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function remotePrivateEndpointConnectionARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : armIdWrapperSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkConnectionStateSerializer(item["privateLinkServiceConnectionState"]),
    ipAddresses: !item["ipAddresses"] ? item["ipAddresses"] : item["ipAddresses"].map((p) => {
      return p;
    })
  };
}
function remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : armIdWrapperDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    ipAddresses: !item["ipAddresses"] ? item["ipAddresses"] : item["ipAddresses"].map((p) => {
      return p;
    })
  };
}
function armIdWrapperSerializer(_item) {
  return {};
}
function armIdWrapperDeserializer(item) {
  return {
    id: item["id"]
  };
}
function privateLinkConnectionStateSerializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionsRequired: item["actionsRequired"]
  };
}
function privateLinkConnectionStateDeserializer(item) {
  return {
    status: item["status"],
    description: item["description"],
    actionsRequired: item["actionsRequired"]
  };
}
function _privateEndpointConnectionCollectionDeserializer(item) {
  return {
    value: remotePrivateEndpointConnectionARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function remotePrivateEndpointConnectionARMResourceArraySerializer(result) {
  return result.map((item) => {
    return remotePrivateEndpointConnectionARMResourceSerializer(item);
  });
}
function remotePrivateEndpointConnectionARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return remotePrivateEndpointConnectionARMResourceDeserializer(item);
  });
}
function recommendationRuleDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _recommendationRulePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function recommendationRulePropertiesDeserializer(item) {
  return {
    recommendationName: item["recommendationName"],
    displayName: item["displayName"],
    message: item["message"],
    recommendationId: item["recommendationId"],
    description: item["description"],
    actionName: item["actionName"],
    level: item["level"],
    channels: item["channels"],
    categoryTags: !item["categoryTags"] ? item["categoryTags"] : item["categoryTags"].map((p) => {
      return p;
    }),
    isDynamic: item["isDynamic"],
    extensionName: item["extensionName"],
    bladeName: item["bladeName"],
    forwardLink: item["forwardLink"]
  };
}
function _recommendationCollectionDeserializer(item) {
  return {
    value: recommendationArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function recommendationArrayDeserializer(result) {
  return result.map((item) => {
    return recommendationDeserializer(item);
  });
}
function recommendationDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _recommendationPropertiesDeserializer(item["properties"])
  };
}
function recommendationPropertiesDeserializer(item) {
  return {
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
    recommendationId: item["recommendationId"],
    resourceId: item["resourceId"],
    resourceScope: item["resourceScope"],
    ruleName: item["ruleName"],
    displayName: item["displayName"],
    message: item["message"],
    level: item["level"],
    channels: item["channels"],
    categoryTags: !item["categoryTags"] ? item["categoryTags"] : item["categoryTags"].map((p) => {
      return p;
    }),
    actionName: item["actionName"],
    enabled: item["enabled"],
    states: !item["states"] ? item["states"] : item["states"].map((p) => {
      return p;
    }),
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    nextNotificationTime: !item["nextNotificationTime"] ? item["nextNotificationTime"] : new Date(item["nextNotificationTime"]),
    notificationExpirationTime: !item["notificationExpirationTime"] ? item["notificationExpirationTime"] : new Date(item["notificationExpirationTime"]),
    notifiedTime: !item["notifiedTime"] ? item["notifiedTime"] : new Date(item["notifiedTime"]),
    score: item["score"],
    isDynamic: item["isDynamic"],
    extensionName: item["extensionName"],
    bladeName: item["bladeName"],
    forwardLink: item["forwardLink"]
  };
}
var KnownResourceScopeType = /* @__PURE__ */ ((KnownResourceScopeType2) => {
  KnownResourceScopeType2["ServerFarm"] = "ServerFarm";
  KnownResourceScopeType2["Subscription"] = "Subscription";
  KnownResourceScopeType2["WebSite"] = "WebSite";
  return KnownResourceScopeType2;
})(KnownResourceScopeType || {});
function staticSiteARMResourceSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "repositoryUrl",
      "branch",
      "repositoryToken",
      "buildProperties",
      "stagingEnvironmentPolicy",
      "allowConfigFileUpdates",
      "templateProperties",
      "provider",
      "enterpriseGradeCdnStatus",
      "publicNetworkAccess"
    ]) ? void 0 : _staticSiteARMResourcePropertiesSerializer(item),
    kind: item["kind"],
    sku: !item["sku"] ? item["sku"] : skuDescriptionSerializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"])
  };
}
function staticSiteARMResourceDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _staticSiteARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"],
    sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"])
  };
}
function staticSiteSerializer(item) {
  return {
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    repositoryToken: item["repositoryToken"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
    stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
    allowConfigFileUpdates: item["allowConfigFileUpdates"],
    templateProperties: !item["templateProperties"] ? item["templateProperties"] : staticSiteTemplateOptionsSerializer(item["templateProperties"]),
    provider: item["provider"],
    enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function staticSiteDeserializer(item) {
  return {
    defaultHostname: item["defaultHostname"],
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    customDomains: !item["customDomains"] ? item["customDomains"] : item["customDomains"].map((p) => {
      return p;
    }),
    repositoryToken: item["repositoryToken"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesDeserializer(item["buildProperties"]),
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(
      item["privateEndpointConnections"]
    ),
    stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
    allowConfigFileUpdates: item["allowConfigFileUpdates"],
    templateProperties: !item["templateProperties"] ? item["templateProperties"] : staticSiteTemplateOptionsDeserializer(item["templateProperties"]),
    contentDistributionEndpoint: item["contentDistributionEndpoint"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    userProvidedFunctionApps: !item["userProvidedFunctionApps"] ? item["userProvidedFunctionApps"] : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
    linkedBackends: !item["linkedBackends"] ? item["linkedBackends"] : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
    provider: item["provider"],
    enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
    publicNetworkAccess: item["publicNetworkAccess"],
    databaseConnections: !item["databaseConnections"] ? item["databaseConnections"] : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"])
  };
}
function staticSiteBuildPropertiesSerializer(item) {
  return {
    appLocation: item["appLocation"],
    apiLocation: item["apiLocation"],
    appArtifactLocation: item["appArtifactLocation"],
    outputLocation: item["outputLocation"],
    appBuildCommand: item["appBuildCommand"],
    apiBuildCommand: item["apiBuildCommand"],
    skipGithubActionWorkflowGeneration: item["skipGithubActionWorkflowGeneration"],
    githubActionSecretNameOverride: item["githubActionSecretNameOverride"]
  };
}
function staticSiteBuildPropertiesDeserializer(item) {
  return {
    appLocation: item["appLocation"],
    apiLocation: item["apiLocation"],
    appArtifactLocation: item["appArtifactLocation"],
    outputLocation: item["outputLocation"],
    appBuildCommand: item["appBuildCommand"],
    apiBuildCommand: item["apiBuildCommand"],
    skipGithubActionWorkflowGeneration: item["skipGithubActionWorkflowGeneration"],
    githubActionSecretNameOverride: item["githubActionSecretNameOverride"]
  };
}
function responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(result) {
  return result.map((item) => {
    return responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer(item);
  });
}
function responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    location: item["location"],
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    plan: !item["plan"] ? item["plan"] : armPlanDeserializer(item["plan"]),
    properties: !item["properties"] ? item["properties"] : remotePrivateEndpointConnectionDeserializer(item["properties"]),
    sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
    status: item["status"],
    error: !item["error"] ? item["error"] : errorEntityDeserializer(item["error"]),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentityDeserializer(item["identity"]),
    zones: !item["zones"] ? item["zones"] : item["zones"].map((p) => {
      return p;
    })
  };
}
function armPlanDeserializer(item) {
  return {
    name: item["name"],
    publisher: item["publisher"],
    product: item["product"],
    promotionCode: item["promotionCode"],
    version: item["version"]
  };
}
function remotePrivateEndpointConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _remotePrivateEndpointConnectionPropertiesDeserializer(item["properties"])
  };
}
function remotePrivateEndpointConnectionPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : armIdWrapperDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    ipAddresses: !item["ipAddresses"] ? item["ipAddresses"] : item["ipAddresses"].map((p) => {
      return p;
    })
  };
}
function staticSiteTemplateOptionsSerializer(item) {
  return {
    templateRepositoryUrl: item["templateRepositoryUrl"],
    owner: item["owner"],
    repositoryName: item["repositoryName"],
    description: item["description"],
    isPrivate: item["isPrivate"]
  };
}
function staticSiteTemplateOptionsDeserializer(item) {
  return {
    templateRepositoryUrl: item["templateRepositoryUrl"],
    owner: item["owner"],
    repositoryName: item["repositoryName"],
    description: item["description"],
    isPrivate: item["isPrivate"]
  };
}
function staticSiteUserProvidedFunctionAppArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteUserProvidedFunctionAppDeserializer(item);
  });
}
function staticSiteUserProvidedFunctionAppDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _staticSiteUserProvidedFunctionAppPropertiesDeserializer(item["properties"])
  };
}
function staticSiteUserProvidedFunctionAppPropertiesDeserializer(item) {
  return {
    functionAppResourceId: item["functionAppResourceId"],
    functionAppRegion: item["functionAppRegion"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"])
  };
}
function staticSiteLinkedBackendArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteLinkedBackendDeserializer(item);
  });
}
function staticSiteLinkedBackendDeserializer(item) {
  return {
    backendResourceId: item["backendResourceId"],
    region: item["region"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    provisioningState: item["provisioningState"]
  };
}
var KnownEnterpriseGradeCdnStatus = /* @__PURE__ */ ((KnownEnterpriseGradeCdnStatus2) => {
  KnownEnterpriseGradeCdnStatus2["Enabled"] = "Enabled";
  KnownEnterpriseGradeCdnStatus2["Enabling"] = "Enabling";
  KnownEnterpriseGradeCdnStatus2["Disabled"] = "Disabled";
  KnownEnterpriseGradeCdnStatus2["Disabling"] = "Disabling";
  return KnownEnterpriseGradeCdnStatus2;
})(KnownEnterpriseGradeCdnStatus || {});
function databaseConnectionOverviewArrayDeserializer(result) {
  return result.map((item) => {
    return databaseConnectionOverviewDeserializer(item);
  });
}
function databaseConnectionOverviewDeserializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    region: item["region"],
    configurationFiles: !item["configurationFiles"] ? item["configurationFiles"] : staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(
      item["configurationFiles"]
    ),
    name: item["name"]
  };
}
function staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer(item);
  });
}
function staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer(item) {
  return {
    fileName: item["fileName"],
    contents: item["contents"],
    type: item["type"]
  };
}
function staticSitePatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "repositoryUrl",
      "branch",
      "repositoryToken",
      "buildProperties",
      "stagingEnvironmentPolicy",
      "allowConfigFileUpdates",
      "templateProperties",
      "provider",
      "enterpriseGradeCdnStatus",
      "publicNetworkAccess"
    ]) ? void 0 : _staticSitePatchResourcePropertiesSerializer(item)
  };
}
function _staticSiteCollectionDeserializer(item) {
  return {
    value: staticSiteARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteARMResourceArraySerializer(result) {
  return result.map((item) => {
    return staticSiteARMResourceSerializer(item);
  });
}
function staticSiteARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteARMResourceDeserializer(item);
  });
}
function _staticSiteUserCollectionDeserializer(item) {
  return {
    value: staticSiteUserARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteUserARMResourceArraySerializer(result) {
  return result.map((item) => {
    return staticSiteUserARMResourceSerializer(item);
  });
}
function staticSiteUserARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteUserARMResourceDeserializer(item);
  });
}
function staticSiteUserARMResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["roles"]) ? void 0 : _staticSiteUserARMResourcePropertiesSerializer(item)
  };
}
function staticSiteUserARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _staticSiteUserARMResourcePropertiesDeserializer(item["properties"])
  };
}
function staticSiteUserARMResourcePropertiesSerializer(item) {
  return { roles: item["roles"] };
}
function staticSiteUserARMResourcePropertiesDeserializer(item) {
  return {
    provider: item["provider"],
    userId: item["userId"],
    displayName: item["displayName"],
    roles: item["roles"]
  };
}
function stringDictionarySerializer(item) {
  return { kind: item["kind"], properties: item["properties"] };
}
function stringDictionaryDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    properties: !item["properties"] ? item["properties"] : Object.fromEntries(
      Object.entries(item["properties"]).map(([k, p]) => [k, p])
    )
  };
}
function staticSiteUserInvitationRequestResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "domain",
      "provider",
      "userDetails",
      "roles",
      "numHoursToExpiration"
    ]) ? void 0 : _staticSiteUserInvitationRequestResourcePropertiesSerializer(item)
  };
}
function staticSiteUserInvitationRequestResourcePropertiesSerializer(item) {
  return {
    domain: item["domain"],
    provider: item["provider"],
    userDetails: item["userDetails"],
    roles: item["roles"],
    numHoursToExpiration: item["numHoursToExpiration"]
  };
}
function staticSiteUserInvitationResponseResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _staticSiteUserInvitationResponseResourcePropertiesDeserializer(item["properties"])
  };
}
function staticSiteUserInvitationResponseResourcePropertiesDeserializer(item) {
  return {
    expiresOn: !item["expiresOn"] ? item["expiresOn"] : new Date(item["expiresOn"]),
    invitationUrl: item["invitationUrl"]
  };
}
function _staticSiteFunctionOverviewCollectionDeserializer(item) {
  return {
    value: staticSiteFunctionOverviewARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteFunctionOverviewARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteFunctionOverviewARMResourceDeserializer(item);
  });
}
function staticSiteFunctionOverviewARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item["properties"])
  };
}
function staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item) {
  return {
    functionName: item["functionName"],
    triggerType: item["triggerType"]
  };
}
var KnownTriggerTypes = /* @__PURE__ */ ((KnownTriggerTypes2) => {
  KnownTriggerTypes2["HttpTrigger"] = "HttpTrigger";
  KnownTriggerTypes2["Unknown"] = "Unknown";
  return KnownTriggerTypes2;
})(KnownTriggerTypes || {});
function stringListDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    properties: !item["properties"] ? item["properties"] : item["properties"].map((p) => {
      return p;
    })
  };
}
function staticSiteResetPropertiesARMResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["repositoryToken", "shouldUpdateRepository"]) ? void 0 : _staticSiteResetPropertiesARMResourcePropertiesSerializer(item)
  };
}
function staticSiteResetPropertiesARMResourcePropertiesSerializer(item) {
  return {
    repositoryToken: item["repositoryToken"],
    shouldUpdateRepository: item["shouldUpdateRepository"]
  };
}
function _databaseConnectionCollectionDeserializer(item) {
  return {
    value: databaseConnectionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function databaseConnectionArraySerializer(result) {
  return result.map((item) => {
    return databaseConnectionSerializer(item);
  });
}
function databaseConnectionArrayDeserializer(result) {
  return result.map((item) => {
    return databaseConnectionDeserializer(item);
  });
}
function databaseConnectionSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "resourceId",
      "connectionIdentity",
      "connectionString",
      "region"
    ]) ? void 0 : _databaseConnectionPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function databaseConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _databaseConnectionPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function databaseConnectionPropertiesSerializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    connectionString: item["connectionString"],
    region: item["region"]
  };
}
function databaseConnectionPropertiesDeserializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    connectionString: item["connectionString"],
    region: item["region"],
    configurationFiles: !item["configurationFiles"] ? item["configurationFiles"] : staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(
      item["configurationFiles"]
    )
  };
}
function staticSiteZipDeploymentARMResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "appZipUrl",
      "apiZipUrl",
      "deploymentTitle",
      "provider",
      "functionLanguage"
    ]) ? void 0 : _staticSiteZipDeploymentARMResourcePropertiesSerializer(item)
  };
}
function staticSiteZipDeploymentSerializer(item) {
  return {
    appZipUrl: item["appZipUrl"],
    apiZipUrl: item["apiZipUrl"],
    deploymentTitle: item["deploymentTitle"],
    provider: item["provider"],
    functionLanguage: item["functionLanguage"]
  };
}
function staticSiteBuildARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _staticSiteBuildARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function staticSiteBuildARMResourcePropertiesDeserializer(item) {
  return {
    buildId: item["buildId"],
    sourceBranch: item["sourceBranch"],
    pullRequestTitle: item["pullRequestTitle"],
    hostname: item["hostname"],
    createdTimeUtc: !item["createdTimeUtc"] ? item["createdTimeUtc"] : new Date(item["createdTimeUtc"]),
    lastUpdatedOn: !item["lastUpdatedOn"] ? item["lastUpdatedOn"] : new Date(item["lastUpdatedOn"]),
    status: item["status"],
    userProvidedFunctionApps: !item["userProvidedFunctionApps"] ? item["userProvidedFunctionApps"] : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
    linkedBackends: !item["linkedBackends"] ? item["linkedBackends"] : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
    databaseConnections: !item["databaseConnections"] ? item["databaseConnections"] : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"])
  };
}
var KnownBuildStatus = /* @__PURE__ */ ((KnownBuildStatus2) => {
  KnownBuildStatus2["WaitingForDeployment"] = "WaitingForDeployment";
  KnownBuildStatus2["Uploading"] = "Uploading";
  KnownBuildStatus2["Deploying"] = "Deploying";
  KnownBuildStatus2["Ready"] = "Ready";
  KnownBuildStatus2["Failed"] = "Failed";
  KnownBuildStatus2["Deleting"] = "Deleting";
  KnownBuildStatus2["Detached"] = "Detached";
  return KnownBuildStatus2;
})(KnownBuildStatus || {});
function _staticSiteBuildCollectionDeserializer(item) {
  return {
    value: staticSiteBuildARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteBuildARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteBuildARMResourceDeserializer(item);
  });
}
function databaseConnectionPatchRequestSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "resourceId",
      "connectionIdentity",
      "connectionString",
      "region"
    ]) ? void 0 : _databaseConnectionPatchRequestPropertiesSerializer(item)
  };
}
function databaseConnectionPatchRequestPropertiesSerializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    connectionString: item["connectionString"],
    region: item["region"]
  };
}
function staticSiteUserProvidedFunctionAppARMResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["functionAppResourceId", "functionAppRegion"]) ? void 0 : _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function staticSiteUserProvidedFunctionAppARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item) {
  return {
    functionAppResourceId: item["functionAppResourceId"],
    functionAppRegion: item["functionAppRegion"]
  };
}
function staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item) {
  return {
    functionAppResourceId: item["functionAppResourceId"],
    functionAppRegion: item["functionAppRegion"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"])
  };
}
function _staticSiteUserProvidedFunctionAppsCollectionDeserializer(item) {
  return {
    value: staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteUserProvidedFunctionAppARMResourceArraySerializer(result) {
  return result.map((item) => {
    return staticSiteUserProvidedFunctionAppARMResourceSerializer(item);
  });
}
function staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteUserProvidedFunctionAppARMResourceDeserializer(item);
  });
}
function staticSiteBasicAuthPropertiesARMResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "password",
      "secretUrl",
      "applicableEnvironmentsMode",
      "environments"
    ]) ? void 0 : _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function staticSiteBasicAuthPropertiesARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item) {
  return {
    password: item["password"],
    secretUrl: item["secretUrl"],
    applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
    environments: !item["environments"] ? item["environments"] : item["environments"].map((p) => {
      return p;
    })
  };
}
function staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item) {
  return {
    password: item["password"],
    secretUrl: item["secretUrl"],
    applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
    environments: !item["environments"] ? item["environments"] : item["environments"].map((p) => {
      return p;
    }),
    secretState: item["secretState"]
  };
}
var KnownBasicAuthName = /* @__PURE__ */ ((KnownBasicAuthName2) => {
  KnownBasicAuthName2["Default"] = "default";
  return KnownBasicAuthName2;
})(KnownBasicAuthName || {});
function _staticSiteBasicAuthPropertiesCollectionDeserializer(item) {
  return {
    value: staticSiteBasicAuthPropertiesARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteBasicAuthPropertiesARMResourceArraySerializer(result) {
  return result.map((item) => {
    return staticSiteBasicAuthPropertiesARMResourceSerializer(item);
  });
}
function staticSiteBasicAuthPropertiesARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteBasicAuthPropertiesARMResourceDeserializer(item);
  });
}
function staticSiteCustomDomainOverviewARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item) {
  return {
    domainName: item["domainName"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    status: item["status"],
    validationToken: item["validationToken"],
    errorMessage: item["errorMessage"]
  };
}
var KnownCustomDomainStatus = /* @__PURE__ */ ((KnownCustomDomainStatus2) => {
  KnownCustomDomainStatus2["RetrievingValidationToken"] = "RetrievingValidationToken";
  KnownCustomDomainStatus2["Validating"] = "Validating";
  KnownCustomDomainStatus2["Adding"] = "Adding";
  KnownCustomDomainStatus2["Ready"] = "Ready";
  KnownCustomDomainStatus2["Failed"] = "Failed";
  KnownCustomDomainStatus2["Deleting"] = "Deleting";
  KnownCustomDomainStatus2["Unhealthy"] = "Unhealthy";
  return KnownCustomDomainStatus2;
})(KnownCustomDomainStatus || {});
function staticSiteCustomDomainRequestPropertiesARMResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["validationMethod"]) ? void 0 : _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item)
  };
}
function staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item) {
  return { validationMethod: item["validationMethod"] };
}
function _staticSiteCustomDomainOverviewCollectionDeserializer(item) {
  return {
    value: staticSiteCustomDomainOverviewARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteCustomDomainOverviewARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteCustomDomainOverviewARMResourceDeserializer(item);
  });
}
function staticSiteLinkedBackendARMResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["backendResourceId", "region"]) ? void 0 : _staticSiteLinkedBackendARMResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function staticSiteLinkedBackendARMResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _staticSiteLinkedBackendARMResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function staticSiteLinkedBackendARMResourcePropertiesSerializer(item) {
  return { backendResourceId: item["backendResourceId"], region: item["region"] };
}
function staticSiteLinkedBackendARMResourcePropertiesDeserializer(item) {
  return {
    backendResourceId: item["backendResourceId"],
    region: item["region"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    provisioningState: item["provisioningState"]
  };
}
function _staticSiteLinkedBackendsCollectionDeserializer(item) {
  return {
    value: staticSiteLinkedBackendARMResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function staticSiteLinkedBackendARMResourceArraySerializer(result) {
  return result.map((item) => {
    return staticSiteLinkedBackendARMResourceSerializer(item);
  });
}
function staticSiteLinkedBackendARMResourceArrayDeserializer(result) {
  return result.map((item) => {
    return staticSiteLinkedBackendARMResourceDeserializer(item);
  });
}
function staticSitesWorkflowPreviewRequestSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["repositoryUrl", "branch", "buildProperties"]) ? void 0 : _staticSitesWorkflowPreviewRequestPropertiesSerializer(item)
  };
}
function staticSitesWorkflowPreviewRequestPropertiesSerializer(item) {
  return {
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesSerializer(item["buildProperties"])
  };
}
function staticSitesWorkflowPreviewDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _staticSitesWorkflowPreviewPropertiesDeserializer(item["properties"])
  };
}
function staticSitesWorkflowPreviewPropertiesDeserializer(item) {
  return {
    path: item["path"],
    contents: item["contents"]
  };
}
function sitePatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "enabled",
      "hostNameSslStates",
      "serverFarmId",
      "reserved",
      "isXenon",
      "hyperV",
      "dnsConfiguration",
      "siteConfig",
      "scmSiteAlsoStopped",
      "hostingEnvironmentProfile",
      "clientAffinityEnabled",
      "clientAffinityProxyEnabled",
      "clientCertEnabled",
      "clientCertMode",
      "clientCertExclusionPaths",
      "hostNamesDisabled",
      "customDomainVerificationId",
      "containerSize",
      "dailyMemoryTimeQuota",
      "cloningInfo",
      "httpsOnly",
      "redundancyMode",
      "publicNetworkAccess",
      "storageAccountRequired",
      "keyVaultReferenceIdentity",
      "virtualNetworkSubnetId"
    ]) ? void 0 : _sitePatchResourcePropertiesSerializer(item),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"])
  };
}
function sitePatchResourcePropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    hostNameSslStates: !item["hostNameSslStates"] ? item["hostNameSslStates"] : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
    serverFarmId: item["serverFarmId"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    dnsConfiguration: !item["dnsConfiguration"] ? item["dnsConfiguration"] : siteDnsConfigSerializer(item["dnsConfiguration"]),
    siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
    scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    clientAffinityEnabled: item["clientAffinityEnabled"],
    clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
    clientCertEnabled: item["clientCertEnabled"],
    clientCertMode: item["clientCertMode"],
    clientCertExclusionPaths: item["clientCertExclusionPaths"],
    hostNamesDisabled: item["hostNamesDisabled"],
    customDomainVerificationId: item["customDomainVerificationId"],
    containerSize: item["containerSize"],
    dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
    cloningInfo: !item["cloningInfo"] ? item["cloningInfo"] : cloningInfoSerializer(item["cloningInfo"]),
    httpsOnly: item["httpsOnly"],
    redundancyMode: item["redundancyMode"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"]
  };
}
function customHostnameAnalysisResultDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _customHostnameAnalysisResultPropertiesDeserializer(item["properties"])
  };
}
function customHostnameAnalysisResultPropertiesDeserializer(item) {
  return {
    isHostnameAlreadyVerified: item["isHostnameAlreadyVerified"],
    customDomainVerificationTest: item["customDomainVerificationTest"],
    customDomainVerificationFailureInfo: !item["customDomainVerificationFailureInfo"] ? item["customDomainVerificationFailureInfo"] : errorEntityDeserializer(item["customDomainVerificationFailureInfo"]),
    hasConflictOnScaleUnit: item["hasConflictOnScaleUnit"],
    hasConflictAcrossSubscription: item["hasConflictAcrossSubscription"],
    conflictingAppResourceId: item["conflictingAppResourceId"],
    cNameRecords: !item["cNameRecords"] ? item["cNameRecords"] : item["cNameRecords"].map((p) => {
      return p;
    }),
    txtRecords: !item["txtRecords"] ? item["txtRecords"] : item["txtRecords"].map((p) => {
      return p;
    }),
    aRecords: !item["aRecords"] ? item["aRecords"] : item["aRecords"].map((p) => {
      return p;
    }),
    alternateCNameRecords: !item["alternateCNameRecords"] ? item["alternateCNameRecords"] : item["alternateCNameRecords"].map((p) => {
      return p;
    }),
    alternateTxtRecords: !item["alternateTxtRecords"] ? item["alternateTxtRecords"] : item["alternateTxtRecords"].map((p) => {
      return p;
    })
  };
}
function csmSlotEntitySerializer(item) {
  return { targetSlot: item["targetSlot"], preserveVnet: item["preserveVnet"] };
}
function backupRequestSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "backupName",
      "enabled",
      "storageAccountUrl",
      "backupSchedule",
      "databases"
    ]) ? void 0 : _backupRequestPropertiesSerializer(item)
  };
}
function backupRequestDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _backupRequestPropertiesDeserializer(item["properties"])
  };
}
function backupRequestPropertiesSerializer(item) {
  return {
    backupName: item["backupName"],
    enabled: item["enabled"],
    storageAccountUrl: item["storageAccountUrl"],
    backupSchedule: !item["backupSchedule"] ? item["backupSchedule"] : backupScheduleSerializer(item["backupSchedule"]),
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArraySerializer(item["databases"])
  };
}
function backupRequestPropertiesDeserializer(item) {
  return {
    backupName: item["backupName"],
    enabled: item["enabled"],
    storageAccountUrl: item["storageAccountUrl"],
    backupSchedule: !item["backupSchedule"] ? item["backupSchedule"] : backupScheduleDeserializer(item["backupSchedule"]),
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArrayDeserializer(item["databases"])
  };
}
function backupScheduleSerializer(item) {
  return {
    frequencyInterval: item["frequencyInterval"],
    frequencyUnit: item["frequencyUnit"],
    keepAtLeastOneBackup: item["keepAtLeastOneBackup"],
    retentionPeriodInDays: item["retentionPeriodInDays"],
    startTime: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString()
  };
}
function backupScheduleDeserializer(item) {
  return {
    frequencyInterval: item["frequencyInterval"],
    frequencyUnit: item["frequencyUnit"],
    keepAtLeastOneBackup: item["keepAtLeastOneBackup"],
    retentionPeriodInDays: item["retentionPeriodInDays"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    lastExecutionTime: !item["lastExecutionTime"] ? item["lastExecutionTime"] : new Date(item["lastExecutionTime"])
  };
}
function databaseBackupSettingArraySerializer(result) {
  return result.map((item) => {
    return databaseBackupSettingSerializer(item);
  });
}
function databaseBackupSettingArrayDeserializer(result) {
  return result.map((item) => {
    return databaseBackupSettingDeserializer(item);
  });
}
function databaseBackupSettingSerializer(item) {
  return {
    databaseType: item["databaseType"],
    name: item["name"],
    connectionStringName: item["connectionStringName"],
    connectionString: item["connectionString"]
  };
}
function databaseBackupSettingDeserializer(item) {
  return {
    databaseType: item["databaseType"],
    name: item["name"],
    connectionStringName: item["connectionStringName"],
    connectionString: item["connectionString"]
  };
}
var KnownDatabaseType = /* @__PURE__ */ ((KnownDatabaseType2) => {
  KnownDatabaseType2["SqlAzure"] = "SqlAzure";
  KnownDatabaseType2["MySql"] = "MySql";
  KnownDatabaseType2["LocalMySql"] = "LocalMySql";
  KnownDatabaseType2["PostgreSql"] = "PostgreSql";
  return KnownDatabaseType2;
})(KnownDatabaseType || {});
function backupItemDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _backupItemPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function backupItemPropertiesDeserializer(item) {
  return {
    backupId: item["id"],
    storageAccountUrl: item["storageAccountUrl"],
    blobName: item["blobName"],
    name: item["name"],
    status: item["status"],
    sizeInBytes: item["sizeInBytes"],
    created: !item["created"] ? item["created"] : new Date(item["created"]),
    log: item["log"],
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArrayDeserializer(item["databases"]),
    scheduled: item["scheduled"],
    lastRestoreTimeStamp: !item["lastRestoreTimeStamp"] ? item["lastRestoreTimeStamp"] : new Date(item["lastRestoreTimeStamp"]),
    finishedTimeStamp: !item["finishedTimeStamp"] ? item["finishedTimeStamp"] : new Date(item["finishedTimeStamp"]),
    correlationId: item["correlationId"],
    websiteSizeInBytes: item["websiteSizeInBytes"]
  };
}
function siteAuthSettingsSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "enabled",
      "runtimeVersion",
      "unauthenticatedClientAction",
      "tokenStoreEnabled",
      "allowedExternalRedirectUrls",
      "defaultProvider",
      "tokenRefreshExtensionHours",
      "clientId",
      "clientSecret",
      "clientSecretSettingName",
      "clientSecretCertificateThumbprint",
      "issuer",
      "validateIssuer",
      "allowedAudiences",
      "additionalLoginParams",
      "aadClaimsAuthorization",
      "googleClientId",
      "googleClientSecret",
      "googleClientSecretSettingName",
      "googleOAuthScopes",
      "facebookAppId",
      "facebookAppSecret",
      "facebookAppSecretSettingName",
      "facebookOAuthScopes",
      "gitHubClientId",
      "gitHubClientSecret",
      "gitHubClientSecretSettingName",
      "gitHubOAuthScopes",
      "twitterConsumerKey",
      "twitterConsumerSecret",
      "twitterConsumerSecretSettingName",
      "microsoftAccountClientId",
      "microsoftAccountClientSecret",
      "microsoftAccountClientSecretSettingName",
      "microsoftAccountOAuthScopes",
      "isAuthFromFile",
      "authFilePath",
      "configVersion"
    ]) ? void 0 : _siteAuthSettingsPropertiesSerializer(item)
  };
}
function siteAuthSettingsDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _siteAuthSettingsPropertiesDeserializer(item["properties"])
  };
}
function siteAuthSettingsPropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    runtimeVersion: item["runtimeVersion"],
    unauthenticatedClientAction: item["unauthenticatedClientAction"],
    tokenStoreEnabled: item["tokenStoreEnabled"],
    allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"] ? item["allowedExternalRedirectUrls"] : item["allowedExternalRedirectUrls"].map((p) => {
      return p;
    }),
    defaultProvider: item["defaultProvider"],
    tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
    clientId: item["clientId"],
    clientSecret: item["clientSecret"],
    clientSecretSettingName: item["clientSecretSettingName"],
    clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
    issuer: item["issuer"],
    validateIssuer: item["validateIssuer"],
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    }),
    additionalLoginParams: !item["additionalLoginParams"] ? item["additionalLoginParams"] : item["additionalLoginParams"].map((p) => {
      return p;
    }),
    aadClaimsAuthorization: item["aadClaimsAuthorization"],
    googleClientId: item["googleClientId"],
    googleClientSecret: item["googleClientSecret"],
    googleClientSecretSettingName: item["googleClientSecretSettingName"],
    googleOAuthScopes: !item["googleOAuthScopes"] ? item["googleOAuthScopes"] : item["googleOAuthScopes"].map((p) => {
      return p;
    }),
    facebookAppId: item["facebookAppId"],
    facebookAppSecret: item["facebookAppSecret"],
    facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
    facebookOAuthScopes: !item["facebookOAuthScopes"] ? item["facebookOAuthScopes"] : item["facebookOAuthScopes"].map((p) => {
      return p;
    }),
    gitHubClientId: item["gitHubClientId"],
    gitHubClientSecret: item["gitHubClientSecret"],
    gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
    gitHubOAuthScopes: !item["gitHubOAuthScopes"] ? item["gitHubOAuthScopes"] : item["gitHubOAuthScopes"].map((p) => {
      return p;
    }),
    twitterConsumerKey: item["twitterConsumerKey"],
    twitterConsumerSecret: item["twitterConsumerSecret"],
    twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
    microsoftAccountClientId: item["microsoftAccountClientId"],
    microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
    microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
    microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"] ? item["microsoftAccountOAuthScopes"] : item["microsoftAccountOAuthScopes"].map((p) => {
      return p;
    }),
    isAuthFromFile: item["isAuthFromFile"],
    authFilePath: item["authFilePath"],
    configVersion: item["configVersion"]
  };
}
function siteAuthSettingsPropertiesDeserializer(item) {
  return {
    enabled: item["enabled"],
    runtimeVersion: item["runtimeVersion"],
    unauthenticatedClientAction: item["unauthenticatedClientAction"],
    tokenStoreEnabled: item["tokenStoreEnabled"],
    allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"] ? item["allowedExternalRedirectUrls"] : item["allowedExternalRedirectUrls"].map((p) => {
      return p;
    }),
    defaultProvider: item["defaultProvider"],
    tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
    clientId: item["clientId"],
    clientSecret: item["clientSecret"],
    clientSecretSettingName: item["clientSecretSettingName"],
    clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
    issuer: item["issuer"],
    validateIssuer: item["validateIssuer"],
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    }),
    additionalLoginParams: !item["additionalLoginParams"] ? item["additionalLoginParams"] : item["additionalLoginParams"].map((p) => {
      return p;
    }),
    aadClaimsAuthorization: item["aadClaimsAuthorization"],
    googleClientId: item["googleClientId"],
    googleClientSecret: item["googleClientSecret"],
    googleClientSecretSettingName: item["googleClientSecretSettingName"],
    googleOAuthScopes: !item["googleOAuthScopes"] ? item["googleOAuthScopes"] : item["googleOAuthScopes"].map((p) => {
      return p;
    }),
    facebookAppId: item["facebookAppId"],
    facebookAppSecret: item["facebookAppSecret"],
    facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
    facebookOAuthScopes: !item["facebookOAuthScopes"] ? item["facebookOAuthScopes"] : item["facebookOAuthScopes"].map((p) => {
      return p;
    }),
    gitHubClientId: item["gitHubClientId"],
    gitHubClientSecret: item["gitHubClientSecret"],
    gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
    gitHubOAuthScopes: !item["gitHubOAuthScopes"] ? item["gitHubOAuthScopes"] : item["gitHubOAuthScopes"].map((p) => {
      return p;
    }),
    twitterConsumerKey: item["twitterConsumerKey"],
    twitterConsumerSecret: item["twitterConsumerSecret"],
    twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
    microsoftAccountClientId: item["microsoftAccountClientId"],
    microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
    microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
    microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"] ? item["microsoftAccountOAuthScopes"] : item["microsoftAccountOAuthScopes"].map((p) => {
      return p;
    }),
    isAuthFromFile: item["isAuthFromFile"],
    authFilePath: item["authFilePath"],
    configVersion: item["configVersion"]
  };
}
function azureStoragePropertyDictionaryResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: !item["properties"] ? item["properties"] : azureStorageInfoValueRecordSerializer(item["properties"])
  };
}
function azureStoragePropertyDictionaryResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    properties: !item["properties"] ? item["properties"] : azureStorageInfoValueRecordDeserializer(item["properties"])
  };
}
function connectionStringDictionarySerializer(item) {
  return {
    kind: item["kind"],
    properties: !item["properties"] ? item["properties"] : connStringValueTypePairRecordSerializer(item["properties"])
  };
}
function connectionStringDictionaryDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    properties: !item["properties"] ? item["properties"] : connStringValueTypePairRecordDeserializer(item["properties"])
  };
}
function connStringValueTypePairRecordSerializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : connStringValueTypePairSerializer(item[key]);
  });
  return result;
}
function connStringValueTypePairRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : connStringValueTypePairDeserializer(item[key]);
  });
  return result;
}
function connStringValueTypePairSerializer(item) {
  return { value: item["value"], type: item["type"] };
}
function connStringValueTypePairDeserializer(item) {
  return {
    value: item["value"],
    type: item["type"]
  };
}
function restoreRequestSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "storageAccountUrl",
      "blobName",
      "overwrite",
      "siteName",
      "databases",
      "ignoreConflictingHostNames",
      "ignoreDatabases",
      "appServicePlan",
      "operationType",
      "adjustConnectionStrings",
      "hostingEnvironment"
    ]) ? void 0 : _restoreRequestPropertiesSerializer(item)
  };
}
function restoreRequestDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _restoreRequestPropertiesDeserializer(item["properties"])
  };
}
function restoreRequestPropertiesSerializer(item) {
  return {
    storageAccountUrl: item["storageAccountUrl"],
    blobName: item["blobName"],
    overwrite: item["overwrite"],
    siteName: item["siteName"],
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArraySerializer(item["databases"]),
    ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
    ignoreDatabases: item["ignoreDatabases"],
    appServicePlan: item["appServicePlan"],
    operationType: item["operationType"],
    adjustConnectionStrings: item["adjustConnectionStrings"],
    hostingEnvironment: item["hostingEnvironment"]
  };
}
function restoreRequestPropertiesDeserializer(item) {
  return {
    storageAccountUrl: item["storageAccountUrl"],
    blobName: item["blobName"],
    overwrite: item["overwrite"],
    siteName: item["siteName"],
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArrayDeserializer(item["databases"]),
    ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
    ignoreDatabases: item["ignoreDatabases"],
    appServicePlan: item["appServicePlan"],
    operationType: item["operationType"],
    adjustConnectionStrings: item["adjustConnectionStrings"],
    hostingEnvironment: item["hostingEnvironment"]
  };
}
function hostKeysDeserializer(item) {
  return {
    masterKey: item["masterKey"],
    functionKeys: !item["functionKeys"] ? item["functionKeys"] : Object.fromEntries(
      Object.entries(item["functionKeys"]).map(([k, p]) => [k, p])
    ),
    systemKeys: !item["systemKeys"] ? item["systemKeys"] : Object.fromEntries(
      Object.entries(item["systemKeys"]).map(([k, p]) => [k, p])
    )
  };
}
function keyInfoSerializer(item) {
  return { name: item["name"], value: item["value"] };
}
function keyInfoDeserializer(item) {
  return {
    name: item["name"],
    value: item["value"]
  };
}
function hybridConnectionSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "serviceBusNamespace",
      "relayName",
      "relayArmUri",
      "hostname",
      "port",
      "sendKeyName",
      "sendKeyValue",
      "serviceBusSuffix"
    ]) ? void 0 : _hybridConnectionPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function hybridConnectionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _hybridConnectionPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function hybridConnectionPropertiesSerializer(item) {
  return {
    serviceBusNamespace: item["serviceBusNamespace"],
    relayName: item["relayName"],
    relayArmUri: item["relayArmUri"],
    hostname: item["hostname"],
    port: item["port"],
    sendKeyName: item["sendKeyName"],
    sendKeyValue: item["sendKeyValue"],
    serviceBusSuffix: item["serviceBusSuffix"]
  };
}
function hybridConnectionPropertiesDeserializer(item) {
  return {
    serviceBusNamespace: item["serviceBusNamespace"],
    relayName: item["relayName"],
    relayArmUri: item["relayArmUri"],
    hostname: item["hostname"],
    port: item["port"],
    sendKeyName: item["sendKeyName"],
    sendKeyValue: item["sendKeyValue"],
    serviceBusSuffix: item["serviceBusSuffix"]
  };
}
function relayServiceConnectionEntitySerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "entityName",
      "entityConnectionString",
      "resourceType",
      "resourceConnectionString",
      "hostname",
      "port",
      "biztalkUri"
    ]) ? void 0 : _relayServiceConnectionEntityPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function relayServiceConnectionEntityDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _relayServiceConnectionEntityPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function relayServiceConnectionEntityPropertiesSerializer(item) {
  return {
    entityName: item["entityName"],
    entityConnectionString: item["entityConnectionString"],
    resourceType: item["resourceType"],
    resourceConnectionString: item["resourceConnectionString"],
    hostname: item["hostname"],
    port: item["port"],
    biztalkUri: item["biztalkUri"]
  };
}
function relayServiceConnectionEntityPropertiesDeserializer(item) {
  return {
    entityName: item["entityName"],
    entityConnectionString: item["entityConnectionString"],
    resourceType: item["resourceType"],
    resourceConnectionString: item["resourceConnectionString"],
    hostname: item["hostname"],
    port: item["port"],
    biztalkUri: item["biztalkUri"]
  };
}
function siteCloneabilityDeserializer(item) {
  return {
    result: item["result"],
    blockingFeatures: !item["blockingFeatures"] ? item["blockingFeatures"] : siteCloneabilityCriterionArrayDeserializer(item["blockingFeatures"]),
    unsupportedFeatures: !item["unsupportedFeatures"] ? item["unsupportedFeatures"] : siteCloneabilityCriterionArrayDeserializer(item["unsupportedFeatures"]),
    blockingCharacteristics: !item["blockingCharacteristics"] ? item["blockingCharacteristics"] : siteCloneabilityCriterionArrayDeserializer(item["blockingCharacteristics"])
  };
}
function siteCloneabilityCriterionArrayDeserializer(result) {
  return result.map((item) => {
    return siteCloneabilityCriterionDeserializer(item);
  });
}
function siteCloneabilityCriterionDeserializer(item) {
  return {
    name: item["name"],
    description: item["description"]
  };
}
function _backupItemCollectionDeserializer(item) {
  return {
    value: backupItemArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function backupItemArrayDeserializer(result) {
  return result.map((item) => {
    return backupItemDeserializer(item);
  });
}
function functionSecretsDeserializer(item) {
  return {
    key: item["key"],
    triggerUrl: item["trigger_url"]
  };
}
function networkTraceDeserializer(item) {
  return {
    path: item["path"],
    status: item["status"],
    message: item["message"]
  };
}
function _perfMonCounterCollectionDeserializer(item) {
  return {
    value: perfMonResponseArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function perfMonResponseArrayDeserializer(result) {
  return result.map((item) => {
    return perfMonResponseDeserializer(item);
  });
}
function perfMonResponseDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"],
    data: !item["data"] ? item["data"] : perfMonSetDeserializer(item["data"])
  };
}
function perfMonSetDeserializer(item) {
  return {
    name: item["name"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    timeGrain: item["timeGrain"],
    values: !item["values"] ? item["values"] : perfMonSampleArrayDeserializer(item["values"])
  };
}
function perfMonSampleArrayDeserializer(result) {
  return result.map((item) => {
    return perfMonSampleDeserializer(item);
  });
}
function perfMonSampleDeserializer(item) {
  return {
    time: !item["time"] ? item["time"] : new Date(item["time"]),
    instanceName: item["instanceName"],
    value: item["value"]
  };
}
function sitePhpErrorLogFlagDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _sitePhpErrorLogFlagPropertiesDeserializer(item["properties"])
  };
}
function sitePhpErrorLogFlagPropertiesDeserializer(item) {
  return {
    localLogErrors: item["localLogErrors"],
    masterLogErrors: item["masterLogErrors"],
    localLogErrorsMaxLength: item["localLogErrorsMaxLength"],
    masterLogErrorsMaxLength: item["masterLogErrorsMaxLength"]
  };
}
function premierAddOnSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "sku",
      "product",
      "vendor",
      "marketplacePublisher",
      "marketplaceOffer"
    ]) ? void 0 : _premierAddOnPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function premierAddOnDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _premierAddOnPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function premierAddOnPropertiesSerializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function premierAddOnPropertiesDeserializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function csmPublishingProfileOptionsSerializer(item) {
  return {
    format: item["format"],
    includeDisasterRecoveryEndpoints: item["includeDisasterRecoveryEndpoints"]
  };
}
var KnownPublishingProfileFormat = /* @__PURE__ */ ((KnownPublishingProfileFormat2) => {
  KnownPublishingProfileFormat2["FileZilla3"] = "FileZilla3";
  KnownPublishingProfileFormat2["WebDeploy"] = "WebDeploy";
  KnownPublishingProfileFormat2["Ftp"] = "Ftp";
  return KnownPublishingProfileFormat2;
})(KnownPublishingProfileFormat || {});
function deletedAppRestoreRequestSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "deletedSiteId",
      "recoverConfiguration",
      "snapshotTime",
      "useDRSecondary"
    ]) ? void 0 : _deletedAppRestoreRequestPropertiesSerializer(item)
  };
}
function deletedAppRestoreRequestPropertiesSerializer(item) {
  return {
    deletedSiteId: item["deletedSiteId"],
    recoverConfiguration: item["recoverConfiguration"],
    snapshotTime: item["snapshotTime"],
    useDRSecondary: item["useDRSecondary"]
  };
}
function snapshotRestoreRequestSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "snapshotTime",
      "recoverySource",
      "overwrite",
      "recoverConfiguration",
      "ignoreConflictingHostNames",
      "useDRSecondary"
    ]) ? void 0 : _snapshotRestoreRequestPropertiesSerializer(item)
  };
}
function snapshotRestoreRequestPropertiesSerializer(item) {
  return {
    snapshotTime: item["snapshotTime"],
    recoverySource: !item["recoverySource"] ? item["recoverySource"] : snapshotRecoverySourceSerializer(item["recoverySource"]),
    overwrite: item["overwrite"],
    recoverConfiguration: item["recoverConfiguration"],
    ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
    useDRSecondary: item["useDRSecondary"]
  };
}
function snapshotRecoverySourceSerializer(item) {
  return { location: item["location"], id: item["id"] };
}
function _slotDifferenceCollectionDeserializer(item) {
  return {
    value: slotDifferenceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function slotDifferenceArrayDeserializer(result) {
  return result.map((item) => {
    return slotDifferenceDeserializer(item);
  });
}
function slotDifferenceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _slotDifferencePropertiesDeserializer(item["properties"])
  };
}
function slotDifferencePropertiesDeserializer(item) {
  return {
    level: item["level"],
    settingType: item["settingType"],
    diffRule: item["diffRule"],
    settingName: item["settingName"],
    valueInCurrentSlot: item["valueInCurrentSlot"],
    valueInTargetSlot: item["valueInTargetSlot"],
    description: item["description"]
  };
}
function _snapshotCollectionDeserializer(item) {
  return {
    value: snapshotArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function snapshotArrayDeserializer(result) {
  return result.map((item) => {
    return snapshotDeserializer(item);
  });
}
function snapshotDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _snapshotPropertiesDeserializer(item["properties"])
  };
}
function snapshotPropertiesDeserializer(item) {
  return {
    time: item["time"]
  };
}
function workflowArtifactsSerializer(item) {
  return {
    appSettings: item["appSettings"],
    files: item["files"],
    filesToDelete: !item["filesToDelete"] ? item["filesToDelete"] : item["filesToDelete"].map((p) => {
      return p;
    })
  };
}
function workflowEnvelopeDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : workflowEnvelopePropertiesDeserializer(item["properties"]),
    kind: item["kind"],
    location: item["location"]
  };
}
function workflowEnvelopePropertiesDeserializer(item) {
  return {
    files: !item["files"] ? item["files"] : Object.fromEntries(Object.entries(item["files"]).map(([k, p]) => [k, p])),
    flowState: item["flowState"],
    health: !item["health"] ? item["health"] : workflowHealthDeserializer(item["health"])
  };
}
var KnownWorkflowState = /* @__PURE__ */ ((KnownWorkflowState2) => {
  KnownWorkflowState2["NotSpecified"] = "NotSpecified";
  KnownWorkflowState2["Completed"] = "Completed";
  KnownWorkflowState2["Enabled"] = "Enabled";
  KnownWorkflowState2["Disabled"] = "Disabled";
  KnownWorkflowState2["Deleted"] = "Deleted";
  KnownWorkflowState2["Suspended"] = "Suspended";
  return KnownWorkflowState2;
})(KnownWorkflowState || {});
function workflowHealthDeserializer(item) {
  return {
    state: item["state"],
    error: !item["error"] ? item["error"] : errorEntityDeserializer(item["error"])
  };
}
function vnetInfoResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["vnetResourceId", "certBlob", "dnsServers", "isSwift"]) ? void 0 : _vnetInfoResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function vnetInfoResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _vnetInfoResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function vnetInfoSerializer(item) {
  return {
    vnetResourceId: item["vnetResourceId"],
    certBlob: item["certBlob"],
    dnsServers: item["dnsServers"],
    isSwift: item["isSwift"]
  };
}
function vnetInfoDeserializer(item) {
  return {
    vnetResourceId: item["vnetResourceId"],
    certThumbprint: item["certThumbprint"],
    certBlob: item["certBlob"],
    routes: !item["routes"] ? item["routes"] : vnetRouteArrayDeserializer(item["routes"]),
    resyncRequired: item["resyncRequired"],
    dnsServers: item["dnsServers"],
    isSwift: item["isSwift"]
  };
}
function vnetRouteArraySerializer(result) {
  return result.map((item) => {
    return vnetRouteSerializer(item);
  });
}
function vnetRouteArrayDeserializer(result) {
  return result.map((item) => {
    return vnetRouteDeserializer(item);
  });
}
function vnetRouteSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["startAddress", "endAddress", "routeType"]) ? void 0 : _vnetRoutePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function vnetRouteDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _vnetRoutePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function vnetRoutePropertiesSerializer(item) {
  return {
    startAddress: item["startAddress"],
    endAddress: item["endAddress"],
    routeType: item["routeType"]
  };
}
function vnetRoutePropertiesDeserializer(item) {
  return {
    startAddress: item["startAddress"],
    endAddress: item["endAddress"],
    routeType: item["routeType"]
  };
}
var KnownRouteType = /* @__PURE__ */ ((KnownRouteType2) => {
  KnownRouteType2["Default"] = "DEFAULT";
  KnownRouteType2["Inherited"] = "INHERITED";
  KnownRouteType2["Static"] = "STATIC";
  return KnownRouteType2;
})(KnownRouteType || {});
function vnetGatewaySerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["vnetName", "vpnPackageUri"]) ? void 0 : _vnetGatewayPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function vnetGatewayDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _vnetGatewayPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function vnetGatewayPropertiesSerializer(item) {
  return { vnetName: item["vnetName"], vpnPackageUri: item["vpnPackageUri"] };
}
function vnetGatewayPropertiesDeserializer(item) {
  return {
    vnetName: item["vnetName"],
    vpnPackageUri: item["vpnPackageUri"]
  };
}
function storageMigrationOptionsSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "azurefilesConnectionString",
      "azurefilesShare",
      "switchSiteAfterMigration",
      "blockWriteAccessToSite"
    ]) ? void 0 : _storageMigrationOptionsPropertiesSerializer(item)
  };
}
function storageMigrationOptionsPropertiesSerializer(item) {
  return {
    azurefilesConnectionString: item["azurefilesConnectionString"],
    azurefilesShare: item["azurefilesShare"],
    switchSiteAfterMigration: item["switchSiteAfterMigration"],
    blockWriteAccessToSite: item["blockWriteAccessToSite"]
  };
}
function storageMigrationResponseDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _storageMigrationResponsePropertiesDeserializer(item["properties"])
  };
}
function storageMigrationResponsePropertiesDeserializer(item) {
  return {
    operationId: item["operationId"]
  };
}
function migrateMySqlRequestSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["connectionString", "migrationType"]) ? void 0 : _migrateMySqlRequestPropertiesSerializer(item)
  };
}
function migrateMySqlRequestPropertiesSerializer(item) {
  return { connectionString: item["connectionString"], migrationType: item["migrationType"] };
}
function csmPublishingCredentialsPoliciesEntitySerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["allow"]) ? void 0 : _csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function csmPublishingCredentialsPoliciesEntityDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item) {
  return { allow: item["allow"] };
}
function csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item) {
  return {
    allow: item["allow"]
  };
}
function _publishingCredentialsPoliciesCollectionDeserializer(item) {
  return {
    value: csmPublishingCredentialsPoliciesEntityArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function csmPublishingCredentialsPoliciesEntityArraySerializer(result) {
  return result.map((item) => {
    return csmPublishingCredentialsPoliciesEntitySerializer(item);
  });
}
function csmPublishingCredentialsPoliciesEntityArrayDeserializer(result) {
  return result.map((item) => {
    return csmPublishingCredentialsPoliciesEntityDeserializer(item);
  });
}
function siteAuthSettingsV2Serializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "platform",
      "globalValidation",
      "identityProviders",
      "login",
      "httpSettings"
    ]) ? void 0 : _siteAuthSettingsV2PropertiesSerializer(item),
    kind: item["kind"]
  };
}
function siteAuthSettingsV2Deserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _siteAuthSettingsV2PropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function siteAuthSettingsV2PropertiesSerializer(item) {
  return {
    platform: !item["platform"] ? item["platform"] : authPlatformSerializer(item["platform"]),
    globalValidation: !item["globalValidation"] ? item["globalValidation"] : globalValidationSerializer(item["globalValidation"]),
    identityProviders: !item["identityProviders"] ? item["identityProviders"] : identityProvidersSerializer(item["identityProviders"]),
    login: !item["login"] ? item["login"] : loginSerializer(item["login"]),
    httpSettings: !item["httpSettings"] ? item["httpSettings"] : httpSettingsSerializer(item["httpSettings"])
  };
}
function siteAuthSettingsV2PropertiesDeserializer(item) {
  return {
    platform: !item["platform"] ? item["platform"] : authPlatformDeserializer(item["platform"]),
    globalValidation: !item["globalValidation"] ? item["globalValidation"] : globalValidationDeserializer(item["globalValidation"]),
    identityProviders: !item["identityProviders"] ? item["identityProviders"] : identityProvidersDeserializer(item["identityProviders"]),
    login: !item["login"] ? item["login"] : loginDeserializer(item["login"]),
    httpSettings: !item["httpSettings"] ? item["httpSettings"] : httpSettingsDeserializer(item["httpSettings"])
  };
}
function authPlatformSerializer(item) {
  return {
    enabled: item["enabled"],
    runtimeVersion: item["runtimeVersion"],
    configFilePath: item["configFilePath"]
  };
}
function authPlatformDeserializer(item) {
  return {
    enabled: item["enabled"],
    runtimeVersion: item["runtimeVersion"],
    configFilePath: item["configFilePath"]
  };
}
function globalValidationSerializer(item) {
  return {
    requireAuthentication: item["requireAuthentication"],
    unauthenticatedClientAction: item["unauthenticatedClientAction"],
    redirectToProvider: item["redirectToProvider"],
    excludedPaths: !item["excludedPaths"] ? item["excludedPaths"] : item["excludedPaths"].map((p) => {
      return p;
    })
  };
}
function globalValidationDeserializer(item) {
  return {
    requireAuthentication: item["requireAuthentication"],
    unauthenticatedClientAction: item["unauthenticatedClientAction"],
    redirectToProvider: item["redirectToProvider"],
    excludedPaths: !item["excludedPaths"] ? item["excludedPaths"] : item["excludedPaths"].map((p) => {
      return p;
    })
  };
}
function identityProvidersSerializer(item) {
  return {
    azureActiveDirectory: !item["azureActiveDirectory"] ? item["azureActiveDirectory"] : azureActiveDirectorySerializer(item["azureActiveDirectory"]),
    facebook: !item["facebook"] ? item["facebook"] : facebookSerializer(item["facebook"]),
    gitHub: !item["gitHub"] ? item["gitHub"] : gitHubSerializer(item["gitHub"]),
    google: !item["google"] ? item["google"] : googleSerializer(item["google"]),
    legacyMicrosoftAccount: !item["legacyMicrosoftAccount"] ? item["legacyMicrosoftAccount"] : legacyMicrosoftAccountSerializer(item["legacyMicrosoftAccount"]),
    twitter: !item["twitter"] ? item["twitter"] : twitterSerializer(item["twitter"]),
    apple: !item["apple"] ? item["apple"] : appleSerializer(item["apple"]),
    azureStaticWebApps: !item["azureStaticWebApps"] ? item["azureStaticWebApps"] : azureStaticWebAppsSerializer(item["azureStaticWebApps"]),
    customOpenIdConnectProviders: !item["customOpenIdConnectProviders"] ? item["customOpenIdConnectProviders"] : customOpenIdConnectProviderRecordSerializer(item["customOpenIdConnectProviders"])
  };
}
function identityProvidersDeserializer(item) {
  return {
    azureActiveDirectory: !item["azureActiveDirectory"] ? item["azureActiveDirectory"] : azureActiveDirectoryDeserializer(item["azureActiveDirectory"]),
    facebook: !item["facebook"] ? item["facebook"] : facebookDeserializer(item["facebook"]),
    gitHub: !item["gitHub"] ? item["gitHub"] : gitHubDeserializer(item["gitHub"]),
    google: !item["google"] ? item["google"] : googleDeserializer(item["google"]),
    legacyMicrosoftAccount: !item["legacyMicrosoftAccount"] ? item["legacyMicrosoftAccount"] : legacyMicrosoftAccountDeserializer(item["legacyMicrosoftAccount"]),
    twitter: !item["twitter"] ? item["twitter"] : twitterDeserializer(item["twitter"]),
    apple: !item["apple"] ? item["apple"] : appleDeserializer(item["apple"]),
    azureStaticWebApps: !item["azureStaticWebApps"] ? item["azureStaticWebApps"] : azureStaticWebAppsDeserializer(item["azureStaticWebApps"]),
    customOpenIdConnectProviders: !item["customOpenIdConnectProviders"] ? item["customOpenIdConnectProviders"] : customOpenIdConnectProviderRecordDeserializer(item["customOpenIdConnectProviders"])
  };
}
function azureActiveDirectorySerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : azureActiveDirectoryRegistrationSerializer(item["registration"]),
    login: !item["login"] ? item["login"] : azureActiveDirectoryLoginSerializer(item["login"]),
    validation: !item["validation"] ? item["validation"] : azureActiveDirectoryValidationSerializer(item["validation"]),
    isAutoProvisioned: item["isAutoProvisioned"]
  };
}
function azureActiveDirectoryDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : azureActiveDirectoryRegistrationDeserializer(item["registration"]),
    login: !item["login"] ? item["login"] : azureActiveDirectoryLoginDeserializer(item["login"]),
    validation: !item["validation"] ? item["validation"] : azureActiveDirectoryValidationDeserializer(item["validation"]),
    isAutoProvisioned: item["isAutoProvisioned"]
  };
}
function azureActiveDirectoryRegistrationSerializer(item) {
  return {
    openIdIssuer: item["openIdIssuer"],
    clientId: item["clientId"],
    clientSecretSettingName: item["clientSecretSettingName"],
    clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
    clientSecretCertificateSubjectAlternativeName: item["clientSecretCertificateSubjectAlternativeName"],
    clientSecretCertificateIssuer: item["clientSecretCertificateIssuer"]
  };
}
function azureActiveDirectoryRegistrationDeserializer(item) {
  return {
    openIdIssuer: item["openIdIssuer"],
    clientId: item["clientId"],
    clientSecretSettingName: item["clientSecretSettingName"],
    clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
    clientSecretCertificateSubjectAlternativeName: item["clientSecretCertificateSubjectAlternativeName"],
    clientSecretCertificateIssuer: item["clientSecretCertificateIssuer"]
  };
}
function azureActiveDirectoryLoginSerializer(item) {
  return {
    loginParameters: !item["loginParameters"] ? item["loginParameters"] : item["loginParameters"].map((p) => {
      return p;
    }),
    disableWWWAuthenticate: item["disableWWWAuthenticate"]
  };
}
function azureActiveDirectoryLoginDeserializer(item) {
  return {
    loginParameters: !item["loginParameters"] ? item["loginParameters"] : item["loginParameters"].map((p) => {
      return p;
    }),
    disableWWWAuthenticate: item["disableWWWAuthenticate"]
  };
}
function azureActiveDirectoryValidationSerializer(item) {
  return {
    jwtClaimChecks: !item["jwtClaimChecks"] ? item["jwtClaimChecks"] : jwtClaimChecksSerializer(item["jwtClaimChecks"]),
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    }),
    defaultAuthorizationPolicy: !item["defaultAuthorizationPolicy"] ? item["defaultAuthorizationPolicy"] : defaultAuthorizationPolicySerializer(item["defaultAuthorizationPolicy"])
  };
}
function azureActiveDirectoryValidationDeserializer(item) {
  return {
    jwtClaimChecks: !item["jwtClaimChecks"] ? item["jwtClaimChecks"] : jwtClaimChecksDeserializer(item["jwtClaimChecks"]),
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    }),
    defaultAuthorizationPolicy: !item["defaultAuthorizationPolicy"] ? item["defaultAuthorizationPolicy"] : defaultAuthorizationPolicyDeserializer(item["defaultAuthorizationPolicy"])
  };
}
function jwtClaimChecksSerializer(item) {
  return {
    allowedGroups: !item["allowedGroups"] ? item["allowedGroups"] : item["allowedGroups"].map((p) => {
      return p;
    }),
    allowedClientApplications: !item["allowedClientApplications"] ? item["allowedClientApplications"] : item["allowedClientApplications"].map((p) => {
      return p;
    })
  };
}
function jwtClaimChecksDeserializer(item) {
  return {
    allowedGroups: !item["allowedGroups"] ? item["allowedGroups"] : item["allowedGroups"].map((p) => {
      return p;
    }),
    allowedClientApplications: !item["allowedClientApplications"] ? item["allowedClientApplications"] : item["allowedClientApplications"].map((p) => {
      return p;
    })
  };
}
function defaultAuthorizationPolicySerializer(item) {
  return {
    allowedPrincipals: !item["allowedPrincipals"] ? item["allowedPrincipals"] : allowedPrincipalsSerializer(item["allowedPrincipals"]),
    allowedApplications: !item["allowedApplications"] ? item["allowedApplications"] : item["allowedApplications"].map((p) => {
      return p;
    })
  };
}
function defaultAuthorizationPolicyDeserializer(item) {
  return {
    allowedPrincipals: !item["allowedPrincipals"] ? item["allowedPrincipals"] : allowedPrincipalsDeserializer(item["allowedPrincipals"]),
    allowedApplications: !item["allowedApplications"] ? item["allowedApplications"] : item["allowedApplications"].map((p) => {
      return p;
    })
  };
}
function allowedPrincipalsSerializer(item) {
  return {
    groups: !item["groups"] ? item["groups"] : item["groups"].map((p) => {
      return p;
    }),
    identities: !item["identities"] ? item["identities"] : item["identities"].map((p) => {
      return p;
    })
  };
}
function allowedPrincipalsDeserializer(item) {
  return {
    groups: !item["groups"] ? item["groups"] : item["groups"].map((p) => {
      return p;
    }),
    identities: !item["identities"] ? item["identities"] : item["identities"].map((p) => {
      return p;
    })
  };
}
function facebookSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : appRegistrationSerializer(item["registration"]),
    graphApiVersion: item["graphApiVersion"],
    login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"])
  };
}
function facebookDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : appRegistrationDeserializer(item["registration"]),
    graphApiVersion: item["graphApiVersion"],
    login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"])
  };
}
function appRegistrationSerializer(item) {
  return { appId: item["appId"], appSecretSettingName: item["appSecretSettingName"] };
}
function appRegistrationDeserializer(item) {
  return {
    appId: item["appId"],
    appSecretSettingName: item["appSecretSettingName"]
  };
}
function loginScopesSerializer(item) {
  return {
    scopes: !item["scopes"] ? item["scopes"] : item["scopes"].map((p) => {
      return p;
    })
  };
}
function loginScopesDeserializer(item) {
  return {
    scopes: !item["scopes"] ? item["scopes"] : item["scopes"].map((p) => {
      return p;
    })
  };
}
function gitHubSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : clientRegistrationSerializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"])
  };
}
function gitHubDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : clientRegistrationDeserializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"])
  };
}
function clientRegistrationSerializer(item) {
  return { clientId: item["clientId"], clientSecretSettingName: item["clientSecretSettingName"] };
}
function clientRegistrationDeserializer(item) {
  return {
    clientId: item["clientId"],
    clientSecretSettingName: item["clientSecretSettingName"]
  };
}
function googleSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : clientRegistrationSerializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
    validation: !item["validation"] ? item["validation"] : allowedAudiencesValidationSerializer(item["validation"])
  };
}
function googleDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : clientRegistrationDeserializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
    validation: !item["validation"] ? item["validation"] : allowedAudiencesValidationDeserializer(item["validation"])
  };
}
function allowedAudiencesValidationSerializer(item) {
  return {
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    })
  };
}
function allowedAudiencesValidationDeserializer(item) {
  return {
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    })
  };
}
function legacyMicrosoftAccountSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : clientRegistrationSerializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
    validation: !item["validation"] ? item["validation"] : allowedAudiencesValidationSerializer(item["validation"])
  };
}
function legacyMicrosoftAccountDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : clientRegistrationDeserializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
    validation: !item["validation"] ? item["validation"] : allowedAudiencesValidationDeserializer(item["validation"])
  };
}
function twitterSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : twitterRegistrationSerializer(item["registration"])
  };
}
function twitterDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : twitterRegistrationDeserializer(item["registration"])
  };
}
function twitterRegistrationSerializer(item) {
  return {
    consumerKey: item["consumerKey"],
    consumerSecretSettingName: item["consumerSecretSettingName"]
  };
}
function twitterRegistrationDeserializer(item) {
  return {
    consumerKey: item["consumerKey"],
    consumerSecretSettingName: item["consumerSecretSettingName"]
  };
}
function appleSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : appleRegistrationSerializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"])
  };
}
function appleDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : appleRegistrationDeserializer(item["registration"]),
    login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"])
  };
}
function appleRegistrationSerializer(item) {
  return { clientId: item["clientId"], clientSecretSettingName: item["clientSecretSettingName"] };
}
function appleRegistrationDeserializer(item) {
  return {
    clientId: item["clientId"],
    clientSecretSettingName: item["clientSecretSettingName"]
  };
}
function azureStaticWebAppsSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : azureStaticWebAppsRegistrationSerializer(item["registration"])
  };
}
function azureStaticWebAppsDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : azureStaticWebAppsRegistrationDeserializer(item["registration"])
  };
}
function azureStaticWebAppsRegistrationSerializer(item) {
  return { clientId: item["clientId"] };
}
function azureStaticWebAppsRegistrationDeserializer(item) {
  return {
    clientId: item["clientId"]
  };
}
function customOpenIdConnectProviderRecordSerializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : customOpenIdConnectProviderSerializer(item[key]);
  });
  return result;
}
function customOpenIdConnectProviderRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : customOpenIdConnectProviderDeserializer(item[key]);
  });
  return result;
}
function customOpenIdConnectProviderSerializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : openIdConnectRegistrationSerializer(item["registration"]),
    login: !item["login"] ? item["login"] : openIdConnectLoginSerializer(item["login"])
  };
}
function customOpenIdConnectProviderDeserializer(item) {
  return {
    enabled: item["enabled"],
    registration: !item["registration"] ? item["registration"] : openIdConnectRegistrationDeserializer(item["registration"]),
    login: !item["login"] ? item["login"] : openIdConnectLoginDeserializer(item["login"])
  };
}
function openIdConnectRegistrationSerializer(item) {
  return {
    clientId: item["clientId"],
    clientCredential: !item["clientCredential"] ? item["clientCredential"] : openIdConnectClientCredentialSerializer(item["clientCredential"]),
    openIdConnectConfiguration: !item["openIdConnectConfiguration"] ? item["openIdConnectConfiguration"] : openIdConnectConfigSerializer(item["openIdConnectConfiguration"])
  };
}
function openIdConnectRegistrationDeserializer(item) {
  return {
    clientId: item["clientId"],
    clientCredential: !item["clientCredential"] ? item["clientCredential"] : openIdConnectClientCredentialDeserializer(item["clientCredential"]),
    openIdConnectConfiguration: !item["openIdConnectConfiguration"] ? item["openIdConnectConfiguration"] : openIdConnectConfigDeserializer(item["openIdConnectConfiguration"])
  };
}
function openIdConnectClientCredentialSerializer(item) {
  return { method: item["method"], clientSecretSettingName: item["clientSecretSettingName"] };
}
function openIdConnectClientCredentialDeserializer(item) {
  return {
    method: item["method"],
    clientSecretSettingName: item["clientSecretSettingName"]
  };
}
function openIdConnectConfigSerializer(item) {
  return {
    authorizationEndpoint: item["authorizationEndpoint"],
    tokenEndpoint: item["tokenEndpoint"],
    issuer: item["issuer"],
    certificationUri: item["certificationUri"],
    wellKnownOpenIdConfiguration: item["wellKnownOpenIdConfiguration"]
  };
}
function openIdConnectConfigDeserializer(item) {
  return {
    authorizationEndpoint: item["authorizationEndpoint"],
    tokenEndpoint: item["tokenEndpoint"],
    issuer: item["issuer"],
    certificationUri: item["certificationUri"],
    wellKnownOpenIdConfiguration: item["wellKnownOpenIdConfiguration"]
  };
}
function openIdConnectLoginSerializer(item) {
  return {
    nameClaimType: item["nameClaimType"],
    scopes: !item["scopes"] ? item["scopes"] : item["scopes"].map((p) => {
      return p;
    })
  };
}
function openIdConnectLoginDeserializer(item) {
  return {
    nameClaimType: item["nameClaimType"],
    scopes: !item["scopes"] ? item["scopes"] : item["scopes"].map((p) => {
      return p;
    })
  };
}
function loginSerializer(item) {
  return {
    routes: !item["routes"] ? item["routes"] : loginRoutesSerializer(item["routes"]),
    tokenStore: !item["tokenStore"] ? item["tokenStore"] : tokenStoreSerializer(item["tokenStore"]),
    preserveUrlFragmentsForLogins: item["preserveUrlFragmentsForLogins"],
    allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"] ? item["allowedExternalRedirectUrls"] : item["allowedExternalRedirectUrls"].map((p) => {
      return p;
    }),
    cookieExpiration: !item["cookieExpiration"] ? item["cookieExpiration"] : cookieExpirationSerializer(item["cookieExpiration"]),
    nonce: !item["nonce"] ? item["nonce"] : nonceSerializer(item["nonce"])
  };
}
function loginDeserializer(item) {
  return {
    routes: !item["routes"] ? item["routes"] : loginRoutesDeserializer(item["routes"]),
    tokenStore: !item["tokenStore"] ? item["tokenStore"] : tokenStoreDeserializer(item["tokenStore"]),
    preserveUrlFragmentsForLogins: item["preserveUrlFragmentsForLogins"],
    allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"] ? item["allowedExternalRedirectUrls"] : item["allowedExternalRedirectUrls"].map((p) => {
      return p;
    }),
    cookieExpiration: !item["cookieExpiration"] ? item["cookieExpiration"] : cookieExpirationDeserializer(item["cookieExpiration"]),
    nonce: !item["nonce"] ? item["nonce"] : nonceDeserializer(item["nonce"])
  };
}
function loginRoutesSerializer(item) {
  return { logoutEndpoint: item["logoutEndpoint"] };
}
function loginRoutesDeserializer(item) {
  return {
    logoutEndpoint: item["logoutEndpoint"]
  };
}
function tokenStoreSerializer(item) {
  return {
    enabled: item["enabled"],
    tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
    fileSystem: !item["fileSystem"] ? item["fileSystem"] : fileSystemTokenStoreSerializer(item["fileSystem"]),
    azureBlobStorage: !item["azureBlobStorage"] ? item["azureBlobStorage"] : blobStorageTokenStoreSerializer(item["azureBlobStorage"])
  };
}
function tokenStoreDeserializer(item) {
  return {
    enabled: item["enabled"],
    tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
    fileSystem: !item["fileSystem"] ? item["fileSystem"] : fileSystemTokenStoreDeserializer(item["fileSystem"]),
    azureBlobStorage: !item["azureBlobStorage"] ? item["azureBlobStorage"] : blobStorageTokenStoreDeserializer(item["azureBlobStorage"])
  };
}
function fileSystemTokenStoreSerializer(item) {
  return { directory: item["directory"] };
}
function fileSystemTokenStoreDeserializer(item) {
  return {
    directory: item["directory"]
  };
}
function blobStorageTokenStoreSerializer(item) {
  return { sasUrlSettingName: item["sasUrlSettingName"] };
}
function blobStorageTokenStoreDeserializer(item) {
  return {
    sasUrlSettingName: item["sasUrlSettingName"]
  };
}
function cookieExpirationSerializer(item) {
  return { convention: item["convention"], timeToExpiration: item["timeToExpiration"] };
}
function cookieExpirationDeserializer(item) {
  return {
    convention: item["convention"],
    timeToExpiration: item["timeToExpiration"]
  };
}
function nonceSerializer(item) {
  return {
    validateNonce: item["validateNonce"],
    nonceExpirationInterval: item["nonceExpirationInterval"]
  };
}
function nonceDeserializer(item) {
  return {
    validateNonce: item["validateNonce"],
    nonceExpirationInterval: item["nonceExpirationInterval"]
  };
}
function httpSettingsSerializer(item) {
  return {
    requireHttps: item["requireHttps"],
    routes: !item["routes"] ? item["routes"] : httpSettingsRoutesSerializer(item["routes"]),
    forwardProxy: !item["forwardProxy"] ? item["forwardProxy"] : forwardProxySerializer(item["forwardProxy"])
  };
}
function httpSettingsDeserializer(item) {
  return {
    requireHttps: item["requireHttps"],
    routes: !item["routes"] ? item["routes"] : httpSettingsRoutesDeserializer(item["routes"]),
    forwardProxy: !item["forwardProxy"] ? item["forwardProxy"] : forwardProxyDeserializer(item["forwardProxy"])
  };
}
function httpSettingsRoutesSerializer(item) {
  return { apiPrefix: item["apiPrefix"] };
}
function httpSettingsRoutesDeserializer(item) {
  return {
    apiPrefix: item["apiPrefix"]
  };
}
function forwardProxySerializer(item) {
  return {
    convention: item["convention"],
    customHostHeaderName: item["customHostHeaderName"],
    customProtoHeaderName: item["customProtoHeaderName"]
  };
}
function forwardProxyDeserializer(item) {
  return {
    convention: item["convention"],
    customHostHeaderName: item["customHostHeaderName"],
    customProtoHeaderName: item["customProtoHeaderName"]
  };
}
function apiKVReferenceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _apiKVReferencePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function apiKVReferencePropertiesDeserializer(item) {
  return {
    reference: item["reference"],
    status: item["status"],
    vaultName: item["vaultName"],
    secretName: item["secretName"],
    secretVersion: item["secretVersion"],
    identityType: !item["identityType"] ? item["identityType"] : managedServiceIdentityDeserializer(item["identityType"]),
    details: item["details"],
    source: item["source"],
    activeVersion: item["activeVersion"]
  };
}
function _apiKVReferenceCollectionDeserializer(item) {
  return {
    value: apiKVReferenceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function apiKVReferenceArrayDeserializer(result) {
  return result.map((item) => {
    return apiKVReferenceDeserializer(item);
  });
}
function siteLogsConfigSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "applicationLogs",
      "httpLogs",
      "failedRequestsTracing",
      "detailedErrorMessages"
    ]) ? void 0 : _siteLogsConfigPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function siteLogsConfigDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _siteLogsConfigPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function siteLogsConfigPropertiesSerializer(item) {
  return {
    applicationLogs: !item["applicationLogs"] ? item["applicationLogs"] : applicationLogsConfigSerializer(item["applicationLogs"]),
    httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigSerializer(item["httpLogs"]),
    failedRequestsTracing: !item["failedRequestsTracing"] ? item["failedRequestsTracing"] : enabledConfigSerializer(item["failedRequestsTracing"]),
    detailedErrorMessages: !item["detailedErrorMessages"] ? item["detailedErrorMessages"] : enabledConfigSerializer(item["detailedErrorMessages"])
  };
}
function siteLogsConfigPropertiesDeserializer(item) {
  return {
    applicationLogs: !item["applicationLogs"] ? item["applicationLogs"] : applicationLogsConfigDeserializer(item["applicationLogs"]),
    httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigDeserializer(item["httpLogs"]),
    failedRequestsTracing: !item["failedRequestsTracing"] ? item["failedRequestsTracing"] : enabledConfigDeserializer(item["failedRequestsTracing"]),
    detailedErrorMessages: !item["detailedErrorMessages"] ? item["detailedErrorMessages"] : enabledConfigDeserializer(item["detailedErrorMessages"])
  };
}
function applicationLogsConfigSerializer(item) {
  return {
    fileSystem: !item["fileSystem"] ? item["fileSystem"] : fileSystemApplicationLogsConfigSerializer(item["fileSystem"]),
    azureTableStorage: !item["azureTableStorage"] ? item["azureTableStorage"] : azureTableStorageApplicationLogsConfigSerializer(item["azureTableStorage"]),
    azureBlobStorage: !item["azureBlobStorage"] ? item["azureBlobStorage"] : azureBlobStorageApplicationLogsConfigSerializer(item["azureBlobStorage"])
  };
}
function applicationLogsConfigDeserializer(item) {
  return {
    fileSystem: !item["fileSystem"] ? item["fileSystem"] : fileSystemApplicationLogsConfigDeserializer(item["fileSystem"]),
    azureTableStorage: !item["azureTableStorage"] ? item["azureTableStorage"] : azureTableStorageApplicationLogsConfigDeserializer(item["azureTableStorage"]),
    azureBlobStorage: !item["azureBlobStorage"] ? item["azureBlobStorage"] : azureBlobStorageApplicationLogsConfigDeserializer(item["azureBlobStorage"])
  };
}
function fileSystemApplicationLogsConfigSerializer(item) {
  return { level: item["level"] };
}
function fileSystemApplicationLogsConfigDeserializer(item) {
  return {
    level: item["level"]
  };
}
function azureTableStorageApplicationLogsConfigSerializer(item) {
  return { level: item["level"], sasUrl: item["sasUrl"] };
}
function azureTableStorageApplicationLogsConfigDeserializer(item) {
  return {
    level: item["level"],
    sasUrl: item["sasUrl"]
  };
}
function azureBlobStorageApplicationLogsConfigSerializer(item) {
  return { level: item["level"], sasUrl: item["sasUrl"], retentionInDays: item["retentionInDays"] };
}
function azureBlobStorageApplicationLogsConfigDeserializer(item) {
  return {
    level: item["level"],
    sasUrl: item["sasUrl"],
    retentionInDays: item["retentionInDays"]
  };
}
function httpLogsConfigSerializer(item) {
  return {
    fileSystem: !item["fileSystem"] ? item["fileSystem"] : fileSystemHttpLogsConfigSerializer(item["fileSystem"]),
    azureBlobStorage: !item["azureBlobStorage"] ? item["azureBlobStorage"] : azureBlobStorageHttpLogsConfigSerializer(item["azureBlobStorage"])
  };
}
function httpLogsConfigDeserializer(item) {
  return {
    fileSystem: !item["fileSystem"] ? item["fileSystem"] : fileSystemHttpLogsConfigDeserializer(item["fileSystem"]),
    azureBlobStorage: !item["azureBlobStorage"] ? item["azureBlobStorage"] : azureBlobStorageHttpLogsConfigDeserializer(item["azureBlobStorage"])
  };
}
function fileSystemHttpLogsConfigSerializer(item) {
  return {
    retentionInMb: item["retentionInMb"],
    retentionInDays: item["retentionInDays"],
    enabled: item["enabled"]
  };
}
function fileSystemHttpLogsConfigDeserializer(item) {
  return {
    retentionInMb: item["retentionInMb"],
    retentionInDays: item["retentionInDays"],
    enabled: item["enabled"]
  };
}
function azureBlobStorageHttpLogsConfigSerializer(item) {
  return {
    sasUrl: item["sasUrl"],
    retentionInDays: item["retentionInDays"],
    enabled: item["enabled"]
  };
}
function azureBlobStorageHttpLogsConfigDeserializer(item) {
  return {
    sasUrl: item["sasUrl"],
    retentionInDays: item["retentionInDays"],
    enabled: item["enabled"]
  };
}
function enabledConfigSerializer(item) {
  return { enabled: item["enabled"] };
}
function enabledConfigDeserializer(item) {
  return {
    enabled: item["enabled"]
  };
}
function slotConfigNamesResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "connectionStringNames",
      "appSettingNames",
      "azureStorageConfigNames"
    ]) ? void 0 : _slotConfigNamesResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function slotConfigNamesResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _slotConfigNamesResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function slotConfigNamesSerializer(item) {
  return {
    connectionStringNames: !item["connectionStringNames"] ? item["connectionStringNames"] : item["connectionStringNames"].map((p) => {
      return p;
    }),
    appSettingNames: !item["appSettingNames"] ? item["appSettingNames"] : item["appSettingNames"].map((p) => {
      return p;
    }),
    azureStorageConfigNames: !item["azureStorageConfigNames"] ? item["azureStorageConfigNames"] : item["azureStorageConfigNames"].map((p) => {
      return p;
    })
  };
}
function slotConfigNamesDeserializer(item) {
  return {
    connectionStringNames: !item["connectionStringNames"] ? item["connectionStringNames"] : item["connectionStringNames"].map((p) => {
      return p;
    }),
    appSettingNames: !item["appSettingNames"] ? item["appSettingNames"] : item["appSettingNames"].map((p) => {
      return p;
    }),
    azureStorageConfigNames: !item["azureStorageConfigNames"] ? item["azureStorageConfigNames"] : item["azureStorageConfigNames"].map((p) => {
      return p;
    })
  };
}
function siteConfigResourceSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "numberOfWorkers",
      "defaultDocuments",
      "netFrameworkVersion",
      "phpVersion",
      "pythonVersion",
      "nodeVersion",
      "powerShellVersion",
      "linuxFxVersion",
      "windowsFxVersion",
      "requestTracingEnabled",
      "requestTracingExpirationTime",
      "remoteDebuggingEnabled",
      "remoteDebuggingVersion",
      "httpLoggingEnabled",
      "acrUseManagedIdentityCreds",
      "acrUserManagedIdentityID",
      "logsDirectorySizeLimit",
      "detailedErrorLoggingEnabled",
      "publishingUsername",
      "appSettings",
      "metadata",
      "connectionStrings",
      "handlerMappings",
      "documentRoot",
      "scmType",
      "use32BitWorkerProcess",
      "webSocketsEnabled",
      "alwaysOn",
      "javaVersion",
      "javaContainer",
      "javaContainerVersion",
      "appCommandLine",
      "managedPipelineMode",
      "virtualApplications",
      "loadBalancing",
      "experiments",
      "limits",
      "autoHealEnabled",
      "autoHealRules",
      "tracingOptions",
      "vnetName",
      "vnetRouteAllEnabled",
      "vnetPrivatePortsCount",
      "cors",
      "push",
      "apiDefinition",
      "apiManagementConfig",
      "autoSwapSlotName",
      "localMySqlEnabled",
      "managedServiceIdentityId",
      "xManagedServiceIdentityId",
      "keyVaultReferenceIdentity",
      "ipSecurityRestrictions",
      "ipSecurityRestrictionsDefaultAction",
      "scmIpSecurityRestrictions",
      "scmIpSecurityRestrictionsDefaultAction",
      "scmIpSecurityRestrictionsUseMain",
      "http20Enabled",
      "http20ProxyFlag",
      "minTlsVersion",
      "minTlsCipherSuite",
      "scmMinTlsVersion",
      "ftpsState",
      "preWarmedInstanceCount",
      "functionAppScaleLimit",
      "elasticWebAppScaleLimit",
      "healthCheckPath",
      "functionsRuntimeScaleMonitoringEnabled",
      "websiteTimeZone",
      "minimumElasticInstanceCount",
      "azureStorageAccounts",
      "publicNetworkAccess"
    ]) ? void 0 : _siteConfigResourcePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function siteConfigResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _siteConfigResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function _siteConfigurationSnapshotInfoCollectionDeserializer(item) {
  return {
    value: siteConfigurationSnapshotInfoArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function siteConfigurationSnapshotInfoArrayDeserializer(result) {
  return result.map((item) => {
    return siteConfigurationSnapshotInfoDeserializer(item);
  });
}
function siteConfigurationSnapshotInfoDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _siteConfigurationSnapshotInfoPropertiesDeserializer(item["properties"])
  };
}
function siteConfigurationSnapshotInfoPropertiesDeserializer(item) {
  return {
    time: !item["time"] ? item["time"] : new Date(item["time"]),
    snapshotId: item["snapshotId"]
  };
}
function _siteConfigResourceCollectionDeserializer(item) {
  return {
    value: siteConfigResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function siteConfigResourceArraySerializer(result) {
  return result.map((item) => {
    return siteConfigResourceSerializer(item);
  });
}
function siteConfigResourceArrayDeserializer(result) {
  return result.map((item) => {
    return siteConfigResourceDeserializer(item);
  });
}
function continuousWebJobDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _continuousWebJobPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function continuousWebJobPropertiesDeserializer(item) {
  return {
    status: item["status"],
    detailedStatus: item["detailed_status"],
    logUrl: item["log_url"],
    runCommand: item["run_command"],
    url: item["url"],
    extraInfoUrl: item["extra_info_url"],
    webJobType: item["web_job_type"],
    error: item["error"],
    usingSdk: item["using_sdk"],
    settings: !item["settings"] ? item["settings"] : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p]))
  };
}
function _continuousWebJobCollectionDeserializer(item) {
  return {
    value: continuousWebJobArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function continuousWebJobArrayDeserializer(result) {
  return result.map((item) => {
    return continuousWebJobDeserializer(item);
  });
}
function csmDeploymentStatusDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _csmDeploymentStatusPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function csmDeploymentStatusPropertiesDeserializer(item) {
  return {
    deploymentId: item["deploymentId"],
    status: item["status"],
    numberOfInstancesInProgress: item["numberOfInstancesInProgress"],
    numberOfInstancesSuccessful: item["numberOfInstancesSuccessful"],
    numberOfInstancesFailed: item["numberOfInstancesFailed"],
    failedInstancesLogs: !item["failedInstancesLogs"] ? item["failedInstancesLogs"] : item["failedInstancesLogs"].map((p) => {
      return p;
    }),
    errors: !item["errors"] ? item["errors"] : errorEntityArrayDeserializer(item["errors"])
  };
}
var KnownDeploymentBuildStatus = /* @__PURE__ */ ((KnownDeploymentBuildStatus2) => {
  KnownDeploymentBuildStatus2["TimedOut"] = "TimedOut";
  KnownDeploymentBuildStatus2["RuntimeFailed"] = "RuntimeFailed";
  KnownDeploymentBuildStatus2["BuildAborted"] = "BuildAborted";
  KnownDeploymentBuildStatus2["BuildFailed"] = "BuildFailed";
  KnownDeploymentBuildStatus2["BuildRequestReceived"] = "BuildRequestReceived";
  KnownDeploymentBuildStatus2["BuildPending"] = "BuildPending";
  KnownDeploymentBuildStatus2["BuildInProgress"] = "BuildInProgress";
  KnownDeploymentBuildStatus2["BuildSuccessful"] = "BuildSuccessful";
  KnownDeploymentBuildStatus2["PostBuildRestartRequired"] = "PostBuildRestartRequired";
  KnownDeploymentBuildStatus2["StartPolling"] = "StartPolling";
  KnownDeploymentBuildStatus2["StartPollingWithRestart"] = "StartPollingWithRestart";
  KnownDeploymentBuildStatus2["RuntimeStarting"] = "RuntimeStarting";
  KnownDeploymentBuildStatus2["RuntimeSuccessful"] = "RuntimeSuccessful";
  return KnownDeploymentBuildStatus2;
})(KnownDeploymentBuildStatus || {});
function _csmDeploymentStatusCollectionDeserializer(item) {
  return {
    value: csmDeploymentStatusArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function csmDeploymentStatusArrayDeserializer(result) {
  return result.map((item) => {
    return csmDeploymentStatusDeserializer(item);
  });
}
function deploymentSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "status",
      "message",
      "author",
      "deployer",
      "authorEmail",
      "startTime",
      "endTime",
      "active",
      "details"
    ]) ? void 0 : _deploymentPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function deploymentDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _deploymentPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function deploymentPropertiesSerializer(item) {
  return {
    status: item["status"],
    message: item["message"],
    author: item["author"],
    deployer: item["deployer"],
    author_email: item["authorEmail"],
    start_time: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
    end_time: !item["endTime"] ? item["endTime"] : item["endTime"].toISOString(),
    active: item["active"],
    details: item["details"]
  };
}
function deploymentPropertiesDeserializer(item) {
  return {
    status: item["status"],
    message: item["message"],
    author: item["author"],
    deployer: item["deployer"],
    authorEmail: item["author_email"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    endTime: !item["end_time"] ? item["end_time"] : new Date(item["end_time"]),
    active: item["active"],
    details: item["details"]
  };
}
function _deploymentCollectionDeserializer(item) {
  return {
    value: deploymentArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function deploymentArraySerializer(result) {
  return result.map((item) => {
    return deploymentSerializer(item);
  });
}
function deploymentArrayDeserializer(result) {
  return result.map((item) => {
    return deploymentDeserializer(item);
  });
}
function msDeployStatusDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _msDeployStatusPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function msDeployStatusPropertiesDeserializer(item) {
  return {
    deployer: item["deployer"],
    provisioningState: item["provisioningState"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    complete: item["complete"]
  };
}
function msDeploySerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "packageUri",
      "connectionString",
      "dbType",
      "setParametersXmlFileUri",
      "setParameters",
      "skipAppData",
      "appOffline",
      "addOnPackages"
    ]) ? void 0 : _msDeployPropertiesSerializer(item)
  };
}
function msDeployPropertiesSerializer(item) {
  return {
    packageUri: item["packageUri"],
    connectionString: item["connectionString"],
    dbType: item["dbType"],
    setParametersXmlFileUri: item["setParametersXmlFileUri"],
    setParameters: item["setParameters"],
    skipAppData: item["skipAppData"],
    appOffline: item["appOffline"],
    addOnPackages: !item["addOnPackages"] ? item["addOnPackages"] : msDeployCoreArraySerializer(item["addOnPackages"])
  };
}
function msDeployCoreArraySerializer(result) {
  return result.map((item) => {
    return msDeployCoreSerializer(item);
  });
}
function msDeployCoreSerializer(item) {
  return {
    packageUri: item["packageUri"],
    connectionString: item["connectionString"],
    dbType: item["dbType"],
    setParametersXmlFileUri: item["setParametersXmlFileUri"],
    setParameters: item["setParameters"],
    skipAppData: item["skipAppData"],
    appOffline: item["appOffline"]
  };
}
function msDeployLogDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _msDeployLogPropertiesDeserializer(item["properties"])
  };
}
function msDeployLogPropertiesDeserializer(item) {
  return {
    entries: !item["entries"] ? item["entries"] : msDeployLogEntryArrayDeserializer(item["entries"])
  };
}
function msDeployLogEntryArrayDeserializer(result) {
  return result.map((item) => {
    return msDeployLogEntryDeserializer(item);
  });
}
function msDeployLogEntryDeserializer(item) {
  return {
    time: !item["time"] ? item["time"] : new Date(item["time"]),
    type: item["type"],
    message: item["message"]
  };
}
function functionEnvelopeSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "functionAppId",
      "scriptRootPathHref",
      "scriptHref",
      "configHref",
      "testDataHref",
      "secretsFileHref",
      "href",
      "config",
      "files",
      "testData",
      "invokeUrlTemplate",
      "language",
      "isDisabled"
    ]) ? void 0 : _functionEnvelopePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function functionEnvelopeDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _functionEnvelopePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function functionEnvelopePropertiesSerializer(item) {
  return {
    function_app_id: item["functionAppId"],
    script_root_path_href: item["scriptRootPathHref"],
    script_href: item["scriptHref"],
    config_href: item["configHref"],
    test_data_href: item["testDataHref"],
    secrets_file_href: item["secretsFileHref"],
    href: item["href"],
    config: item["config"],
    files: item["files"],
    test_data: item["testData"],
    invoke_url_template: item["invokeUrlTemplate"],
    language: item["language"],
    isDisabled: item["isDisabled"]
  };
}
function functionEnvelopePropertiesDeserializer(item) {
  return {
    functionAppId: item["function_app_id"],
    scriptRootPathHref: item["script_root_path_href"],
    scriptHref: item["script_href"],
    configHref: item["config_href"],
    testDataHref: item["test_data_href"],
    secretsFileHref: item["secrets_file_href"],
    href: item["href"],
    config: item["config"],
    files: !item["files"] ? item["files"] : Object.fromEntries(Object.entries(item["files"]).map(([k, p]) => [k, p])),
    testData: item["test_data"],
    invokeUrlTemplate: item["invoke_url_template"],
    language: item["language"],
    isDisabled: item["isDisabled"]
  };
}
function _functionEnvelopeCollectionDeserializer(item) {
  return {
    value: functionEnvelopeArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function functionEnvelopeArraySerializer(result) {
  return result.map((item) => {
    return functionEnvelopeSerializer(item);
  });
}
function functionEnvelopeArrayDeserializer(result) {
  return result.map((item) => {
    return functionEnvelopeDeserializer(item);
  });
}
function hostNameBindingSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "siteName",
      "domainId",
      "azureResourceName",
      "azureResourceType",
      "customHostNameDnsRecordType",
      "hostNameType",
      "sslState",
      "thumbprint"
    ]) ? void 0 : _hostNameBindingPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function hostNameBindingDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _hostNameBindingPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function hostNameBindingPropertiesSerializer(item) {
  return {
    siteName: item["siteName"],
    domainId: item["domainId"],
    azureResourceName: item["azureResourceName"],
    azureResourceType: item["azureResourceType"],
    customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
    hostNameType: item["hostNameType"],
    sslState: item["sslState"],
    thumbprint: item["thumbprint"]
  };
}
function hostNameBindingPropertiesDeserializer(item) {
  return {
    siteName: item["siteName"],
    domainId: item["domainId"],
    azureResourceName: item["azureResourceName"],
    azureResourceType: item["azureResourceType"],
    customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
    hostNameType: item["hostNameType"],
    sslState: item["sslState"],
    thumbprint: item["thumbprint"],
    virtualIP: item["virtualIP"]
  };
}
function _hostNameBindingCollectionDeserializer(item) {
  return {
    value: hostNameBindingArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function hostNameBindingArraySerializer(result) {
  return result.map((item) => {
    return hostNameBindingSerializer(item);
  });
}
function hostNameBindingArrayDeserializer(result) {
  return result.map((item) => {
    return hostNameBindingDeserializer(item);
  });
}
function webSiteInstanceStatusDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _webSiteInstanceStatusPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function webSiteInstanceStatusPropertiesDeserializer(item) {
  return {
    state: item["state"],
    statusUrl: item["statusUrl"],
    detectorUrl: item["detectorUrl"],
    consoleUrl: item["consoleUrl"],
    healthCheckUrl: item["healthCheckUrl"],
    containers: !item["containers"] ? item["containers"] : containerInfoRecordDeserializer(item["containers"]),
    physicalZone: item["physicalZone"]
  };
}
function containerInfoRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : containerInfoDeserializer(item[key]);
  });
  return result;
}
function containerInfoDeserializer(item) {
  return {
    currentTimeStamp: !item["currentTimeStamp"] ? item["currentTimeStamp"] : new Date(item["currentTimeStamp"]),
    previousTimeStamp: !item["previousTimeStamp"] ? item["previousTimeStamp"] : new Date(item["previousTimeStamp"]),
    currentCpuStats: !item["currentCpuStats"] ? item["currentCpuStats"] : containerCpuStatisticsDeserializer(item["currentCpuStats"]),
    previousCpuStats: !item["previousCpuStats"] ? item["previousCpuStats"] : containerCpuStatisticsDeserializer(item["previousCpuStats"]),
    memoryStats: !item["memoryStats"] ? item["memoryStats"] : containerMemoryStatisticsDeserializer(item["memoryStats"]),
    name: item["name"],
    id: item["id"],
    eth0: !item["eth0"] ? item["eth0"] : containerNetworkInterfaceStatisticsDeserializer(item["eth0"])
  };
}
function containerCpuStatisticsDeserializer(item) {
  return {
    cpuUsage: !item["cpuUsage"] ? item["cpuUsage"] : containerCpuUsageDeserializer(item["cpuUsage"]),
    systemCpuUsage: item["systemCpuUsage"],
    onlineCpuCount: item["onlineCpuCount"],
    throttlingData: !item["throttlingData"] ? item["throttlingData"] : containerThrottlingDataDeserializer(item["throttlingData"])
  };
}
function containerCpuUsageDeserializer(item) {
  return {
    totalUsage: item["totalUsage"],
    perCpuUsage: !item["perCpuUsage"] ? item["perCpuUsage"] : item["perCpuUsage"].map((p) => {
      return p;
    }),
    kernelModeUsage: item["kernelModeUsage"],
    userModeUsage: item["userModeUsage"]
  };
}
function containerThrottlingDataDeserializer(item) {
  return {
    periods: item["periods"],
    throttledPeriods: item["throttledPeriods"],
    throttledTime: item["throttledTime"]
  };
}
function containerMemoryStatisticsDeserializer(item) {
  return {
    usage: item["usage"],
    maxUsage: item["maxUsage"],
    limit: item["limit"]
  };
}
function containerNetworkInterfaceStatisticsDeserializer(item) {
  return {
    rxBytes: item["rxBytes"],
    rxPackets: item["rxPackets"],
    rxErrors: item["rxErrors"],
    rxDropped: item["rxDropped"],
    txBytes: item["txBytes"],
    txPackets: item["txPackets"],
    txErrors: item["txErrors"],
    txDropped: item["txDropped"]
  };
}
function _webAppInstanceStatusCollectionDeserializer(item) {
  return {
    value: webSiteInstanceStatusArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function webSiteInstanceStatusArrayDeserializer(result) {
  return result.map((item) => {
    return webSiteInstanceStatusDeserializer(item);
  });
}
function processInfoDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _processInfoPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function processInfoPropertiesDeserializer(item) {
  return {
    identifier: item["identifier"],
    deploymentName: item["deployment_name"],
    href: item["href"],
    minidump: item["minidump"],
    isProfileRunning: item["is_profile_running"],
    isIisProfileRunning: item["is_iis_profile_running"],
    iisProfileTimeoutInSeconds: item["iis_profile_timeout_in_seconds"],
    parent: item["parent"],
    children: !item["children"] ? item["children"] : item["children"].map((p) => {
      return p;
    }),
    threads: !item["threads"] ? item["threads"] : processThreadInfoArrayDeserializer(item["threads"]),
    openFileHandles: !item["open_file_handles"] ? item["open_file_handles"] : item["open_file_handles"].map((p) => {
      return p;
    }),
    modules: !item["modules"] ? item["modules"] : processModuleInfoArrayDeserializer(item["modules"]),
    fileName: item["file_name"],
    commandLine: item["command_line"],
    userName: item["user_name"],
    handleCount: item["handle_count"],
    moduleCount: item["module_count"],
    threadCount: item["thread_count"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    totalCpuTime: item["total_cpu_time"],
    userCpuTime: item["user_cpu_time"],
    privilegedCpuTime: item["privileged_cpu_time"],
    workingSet: item["working_set"],
    peakWorkingSet: item["peak_working_set"],
    privateMemory: item["private_memory"],
    virtualMemory: item["virtual_memory"],
    peakVirtualMemory: item["peak_virtual_memory"],
    pagedSystemMemory: item["paged_system_memory"],
    nonPagedSystemMemory: item["non_paged_system_memory"],
    pagedMemory: item["paged_memory"],
    peakPagedMemory: item["peak_paged_memory"],
    timeStamp: !item["time_stamp"] ? item["time_stamp"] : new Date(item["time_stamp"]),
    environmentVariables: !item["environment_variables"] ? item["environment_variables"] : Object.fromEntries(
      Object.entries(item["environment_variables"]).map(([k, p]) => [k, p])
    ),
    isScmSite: item["is_scm_site"],
    isWebjob: item["is_webjob"],
    description: item["description"]
  };
}
function processThreadInfoArrayDeserializer(result) {
  return result.map((item) => {
    return processThreadInfoDeserializer(item);
  });
}
function processThreadInfoDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _processThreadInfoPropertiesDeserializer(item["properties"])
  };
}
function processThreadInfoPropertiesDeserializer(item) {
  return {
    identifier: item["identifier"],
    href: item["href"],
    process: item["process"],
    startAddress: item["start_address"],
    currentPriority: item["current_priority"],
    priorityLevel: item["priority_level"],
    basePriority: item["base_priority"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    totalProcessorTime: item["total_processor_time"],
    userProcessorTime: item["user_processor_time"],
    state: item["state"],
    waitReason: item["wait_reason"]
  };
}
function processModuleInfoArrayDeserializer(result) {
  return result.map((item) => {
    return processModuleInfoDeserializer(item);
  });
}
function processModuleInfoDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _processModuleInfoPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function processModuleInfoPropertiesDeserializer(item) {
  return {
    baseAddress: item["base_address"],
    fileName: item["file_name"],
    href: item["href"],
    filePath: item["file_path"],
    moduleMemorySize: item["module_memory_size"],
    fileVersion: item["file_version"],
    fileDescription: item["file_description"],
    product: item["product"],
    productVersion: item["product_version"],
    isDebug: item["is_debug"],
    language: item["language"]
  };
}
function _processInfoCollectionDeserializer(item) {
  return {
    value: processInfoArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function processInfoArrayDeserializer(result) {
  return result.map((item) => {
    return processInfoDeserializer(item);
  });
}
function _processThreadInfoCollectionDeserializer(item) {
  return {
    value: processThreadInfoArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function _processModuleInfoCollectionDeserializer(item) {
  return {
    value: processModuleInfoArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function migrateMySqlStatusDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _migrateMySqlStatusPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function migrateMySqlStatusPropertiesDeserializer(item) {
  return {
    migrationOperationStatus: item["migrationOperationStatus"],
    operationId: item["operationId"],
    localMySqlEnabled: item["localMySqlEnabled"]
  };
}
function swiftVirtualNetworkSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["subnetResourceId", "swiftSupported"]) ? void 0 : _swiftVirtualNetworkPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function swiftVirtualNetworkDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _swiftVirtualNetworkPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function swiftVirtualNetworkPropertiesSerializer(item) {
  return { subnetResourceId: item["subnetResourceId"], swiftSupported: item["swiftSupported"] };
}
function swiftVirtualNetworkPropertiesDeserializer(item) {
  return {
    subnetResourceId: item["subnetResourceId"],
    swiftSupported: item["swiftSupported"]
  };
}
function networkFeaturesDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _networkFeaturesPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function networkFeaturesPropertiesDeserializer(item) {
  return {
    virtualNetworkName: item["virtualNetworkName"],
    virtualNetworkConnection: !item["virtualNetworkConnection"] ? item["virtualNetworkConnection"] : vnetInfoDeserializer(item["virtualNetworkConnection"]),
    hybridConnections: !item["hybridConnections"] ? item["hybridConnections"] : relayServiceConnectionEntityArrayDeserializer(item["hybridConnections"]),
    hybridConnectionsV2: !item["hybridConnectionsV2"] ? item["hybridConnectionsV2"] : hybridConnectionArrayDeserializer(item["hybridConnectionsV2"])
  };
}
function relayServiceConnectionEntityArraySerializer(result) {
  return result.map((item) => {
    return relayServiceConnectionEntitySerializer(item);
  });
}
function relayServiceConnectionEntityArrayDeserializer(result) {
  return result.map((item) => {
    return relayServiceConnectionEntityDeserializer(item);
  });
}
function hybridConnectionArraySerializer(result) {
  return result.map((item) => {
    return hybridConnectionSerializer(item);
  });
}
function hybridConnectionArrayDeserializer(result) {
  return result.map((item) => {
    return hybridConnectionDeserializer(item);
  });
}
function premierAddOnPatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "sku",
      "product",
      "vendor",
      "marketplacePublisher",
      "marketplaceOffer"
    ]) ? void 0 : _premierAddOnPatchResourcePropertiesSerializer(item)
  };
}
function premierAddOnPatchResourcePropertiesSerializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function privateAccessSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["enabled", "virtualNetworks"]) ? void 0 : _privateAccessPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function privateAccessDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _privateAccessPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function privateAccessPropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    virtualNetworks: !item["virtualNetworks"] ? item["virtualNetworks"] : privateAccessVirtualNetworkArraySerializer(item["virtualNetworks"])
  };
}
function privateAccessPropertiesDeserializer(item) {
  return {
    enabled: item["enabled"],
    virtualNetworks: !item["virtualNetworks"] ? item["virtualNetworks"] : privateAccessVirtualNetworkArrayDeserializer(item["virtualNetworks"])
  };
}
function privateAccessVirtualNetworkArraySerializer(result) {
  return result.map((item) => {
    return privateAccessVirtualNetworkSerializer(item);
  });
}
function privateAccessVirtualNetworkArrayDeserializer(result) {
  return result.map((item) => {
    return privateAccessVirtualNetworkDeserializer(item);
  });
}
function privateAccessVirtualNetworkSerializer(item) {
  return {
    name: item["name"],
    key: item["key"],
    resourceId: item["resourceId"],
    subnets: !item["subnets"] ? item["subnets"] : privateAccessSubnetArraySerializer(item["subnets"])
  };
}
function privateAccessVirtualNetworkDeserializer(item) {
  return {
    name: item["name"],
    key: item["key"],
    resourceId: item["resourceId"],
    subnets: !item["subnets"] ? item["subnets"] : privateAccessSubnetArrayDeserializer(item["subnets"])
  };
}
function privateAccessSubnetArraySerializer(result) {
  return result.map((item) => {
    return privateAccessSubnetSerializer(item);
  });
}
function privateAccessSubnetArrayDeserializer(result) {
  return result.map((item) => {
    return privateAccessSubnetDeserializer(item);
  });
}
function privateAccessSubnetSerializer(item) {
  return { name: item["name"], key: item["key"] };
}
function privateAccessSubnetDeserializer(item) {
  return {
    name: item["name"],
    key: item["key"]
  };
}
function publicCertificateSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, ["blob", "publicCertificateLocation"]) ? void 0 : _publicCertificatePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function publicCertificateDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _publicCertificatePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function publicCertificatePropertiesSerializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : (0, import_core_util.uint8ArrayToString)(item["blob"], "base64"),
    publicCertificateLocation: item["publicCertificateLocation"]
  };
}
function publicCertificatePropertiesDeserializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : typeof item["blob"] === "string" ? (0, import_core_util.stringToUint8Array)(item["blob"], "base64") : item["blob"],
    publicCertificateLocation: item["publicCertificateLocation"],
    thumbprint: item["thumbprint"]
  };
}
function _publicCertificateCollectionDeserializer(item) {
  return {
    value: publicCertificateArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function publicCertificateArraySerializer(result) {
  return result.map((item) => {
    return publicCertificateSerializer(item);
  });
}
function publicCertificateArrayDeserializer(result) {
  return result.map((item) => {
    return publicCertificateDeserializer(item);
  });
}
function siteContainerSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "image",
      "targetPort",
      "isMain",
      "startUpCommand",
      "authType",
      "userName",
      "passwordSecret",
      "userManagedIdentityClientId",
      "volumeMounts",
      "inheritAppSettingsAndConnectionStrings",
      "environmentVariables"
    ]) ? void 0 : _siteContainerPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function siteContainerDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _siteContainerPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function siteContainerPropertiesSerializer(item) {
  return {
    image: item["image"],
    targetPort: item["targetPort"],
    isMain: item["isMain"],
    startUpCommand: item["startUpCommand"],
    authType: item["authType"],
    userName: item["userName"],
    passwordSecret: item["passwordSecret"],
    userManagedIdentityClientId: item["userManagedIdentityClientId"],
    volumeMounts: !item["volumeMounts"] ? item["volumeMounts"] : volumeMountArraySerializer(item["volumeMounts"]),
    inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
    environmentVariables: !item["environmentVariables"] ? item["environmentVariables"] : environmentVariableArraySerializer(item["environmentVariables"])
  };
}
function siteContainerPropertiesDeserializer(item) {
  return {
    image: item["image"],
    targetPort: item["targetPort"],
    isMain: item["isMain"],
    startUpCommand: item["startUpCommand"],
    authType: item["authType"],
    userName: item["userName"],
    passwordSecret: item["passwordSecret"],
    userManagedIdentityClientId: item["userManagedIdentityClientId"],
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    volumeMounts: !item["volumeMounts"] ? item["volumeMounts"] : volumeMountArrayDeserializer(item["volumeMounts"]),
    inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
    environmentVariables: !item["environmentVariables"] ? item["environmentVariables"] : environmentVariableArrayDeserializer(item["environmentVariables"])
  };
}
function volumeMountArraySerializer(result) {
  return result.map((item) => {
    return volumeMountSerializer(item);
  });
}
function volumeMountArrayDeserializer(result) {
  return result.map((item) => {
    return volumeMountDeserializer(item);
  });
}
function volumeMountSerializer(item) {
  return {
    volumeSubPath: item["volumeSubPath"],
    containerMountPath: item["containerMountPath"],
    data: item["data"],
    readOnly: item["readOnly"]
  };
}
function volumeMountDeserializer(item) {
  return {
    volumeSubPath: item["volumeSubPath"],
    containerMountPath: item["containerMountPath"],
    data: item["data"],
    readOnly: item["readOnly"]
  };
}
function environmentVariableArraySerializer(result) {
  return result.map((item) => {
    return environmentVariableSerializer(item);
  });
}
function environmentVariableArrayDeserializer(result) {
  return result.map((item) => {
    return environmentVariableDeserializer(item);
  });
}
function environmentVariableSerializer(item) {
  return { name: item["name"], value: item["value"] };
}
function environmentVariableDeserializer(item) {
  return {
    name: item["name"],
    value: item["value"]
  };
}
function _siteContainerCollectionDeserializer(item) {
  return {
    value: siteContainerArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function siteContainerArraySerializer(result) {
  return result.map((item) => {
    return siteContainerSerializer(item);
  });
}
function siteContainerArrayDeserializer(result) {
  return result.map((item) => {
    return siteContainerDeserializer(item);
  });
}
function siteExtensionInfoDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _siteExtensionInfoPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function siteExtensionInfoPropertiesDeserializer(item) {
  return {
    extensionId: item["extension_id"],
    title: item["title"],
    extensionType: item["extension_type"],
    summary: item["summary"],
    description: item["description"],
    version: item["version"],
    extensionUrl: item["extension_url"],
    projectUrl: item["project_url"],
    iconUrl: item["icon_url"],
    licenseUrl: item["license_url"],
    feedUrl: item["feed_url"],
    authors: !item["authors"] ? item["authors"] : item["authors"].map((p) => {
      return p;
    }),
    installerCommandLineParams: item["installer_command_line_params"],
    publishedDateTime: !item["published_date_time"] ? item["published_date_time"] : new Date(item["published_date_time"]),
    downloadCount: item["download_count"],
    localIsLatestVersion: item["local_is_latest_version"],
    localPath: item["local_path"],
    installedDateTime: !item["installed_date_time"] ? item["installed_date_time"] : new Date(item["installed_date_time"]),
    provisioningState: item["provisioningState"],
    comment: item["comment"]
  };
}
function _siteExtensionInfoCollectionDeserializer(item) {
  return {
    value: siteExtensionInfoArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function siteExtensionInfoArrayDeserializer(result) {
  return result.map((item) => {
    return siteExtensionInfoDeserializer(item);
  });
}
function siteSourceControlSerializer(item) {
  return {
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "repoUrl",
      "branch",
      "isManualIntegration",
      "isGitHubAction",
      "deploymentRollbackEnabled",
      "isMercurial",
      "gitHubActionConfiguration"
    ]) ? void 0 : _siteSourceControlPropertiesSerializer(item),
    kind: item["kind"]
  };
}
function siteSourceControlDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _siteSourceControlPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function siteSourceControlPropertiesSerializer(item) {
  return {
    repoUrl: item["repoUrl"],
    branch: item["branch"],
    isManualIntegration: item["isManualIntegration"],
    isGitHubAction: item["isGitHubAction"],
    deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
    isMercurial: item["isMercurial"],
    gitHubActionConfiguration: !item["gitHubActionConfiguration"] ? item["gitHubActionConfiguration"] : gitHubActionConfigurationSerializer(item["gitHubActionConfiguration"])
  };
}
function siteSourceControlPropertiesDeserializer(item) {
  return {
    repoUrl: item["repoUrl"],
    branch: item["branch"],
    isManualIntegration: item["isManualIntegration"],
    isGitHubAction: item["isGitHubAction"],
    deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
    isMercurial: item["isMercurial"],
    gitHubActionConfiguration: !item["gitHubActionConfiguration"] ? item["gitHubActionConfiguration"] : gitHubActionConfigurationDeserializer(item["gitHubActionConfiguration"])
  };
}
function gitHubActionConfigurationSerializer(item) {
  return {
    codeConfiguration: !item["codeConfiguration"] ? item["codeConfiguration"] : gitHubActionCodeConfigurationSerializer(item["codeConfiguration"]),
    containerConfiguration: !item["containerConfiguration"] ? item["containerConfiguration"] : gitHubActionContainerConfigurationSerializer(item["containerConfiguration"]),
    isLinux: item["isLinux"],
    generateWorkflowFile: item["generateWorkflowFile"]
  };
}
function gitHubActionConfigurationDeserializer(item) {
  return {
    codeConfiguration: !item["codeConfiguration"] ? item["codeConfiguration"] : gitHubActionCodeConfigurationDeserializer(item["codeConfiguration"]),
    containerConfiguration: !item["containerConfiguration"] ? item["containerConfiguration"] : gitHubActionContainerConfigurationDeserializer(item["containerConfiguration"]),
    isLinux: item["isLinux"],
    generateWorkflowFile: item["generateWorkflowFile"]
  };
}
function gitHubActionCodeConfigurationSerializer(item) {
  return { runtimeStack: item["runtimeStack"], runtimeVersion: item["runtimeVersion"] };
}
function gitHubActionCodeConfigurationDeserializer(item) {
  return {
    runtimeStack: item["runtimeStack"],
    runtimeVersion: item["runtimeVersion"]
  };
}
function gitHubActionContainerConfigurationSerializer(item) {
  return {
    serverUrl: item["serverUrl"],
    imageName: item["imageName"],
    username: item["username"],
    password: item["password"]
  };
}
function gitHubActionContainerConfigurationDeserializer(item) {
  return {
    serverUrl: item["serverUrl"],
    imageName: item["imageName"],
    username: item["username"],
    password: item["password"]
  };
}
function triggeredWebJobDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _triggeredWebJobPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function triggeredWebJobPropertiesDeserializer(item) {
  return {
    latestRun: !item["latest_run"] ? item["latest_run"] : triggeredJobRunDeserializer(item["latest_run"]),
    historyUrl: item["history_url"],
    schedulerLogsUrl: item["scheduler_logs_url"],
    runCommand: item["run_command"],
    url: item["url"],
    extraInfoUrl: item["extra_info_url"],
    webJobType: item["web_job_type"],
    error: item["error"],
    usingSdk: item["using_sdk"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    settings: !item["settings"] ? item["settings"] : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p]))
  };
}
function triggeredJobRunDeserializer(item) {
  return {
    webJobId: item["web_job_id"],
    webJobName: item["web_job_name"],
    status: item["status"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    endTime: !item["end_time"] ? item["end_time"] : new Date(item["end_time"]),
    duration: item["duration"],
    outputUrl: item["output_url"],
    errorUrl: item["error_url"],
    url: item["url"],
    jobName: item["job_name"],
    trigger: item["trigger"]
  };
}
function _triggeredWebJobCollectionDeserializer(item) {
  return {
    value: triggeredWebJobArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function triggeredWebJobArrayDeserializer(result) {
  return result.map((item) => {
    return triggeredWebJobDeserializer(item);
  });
}
function triggeredJobHistoryDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _triggeredJobHistoryPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function triggeredJobHistoryPropertiesDeserializer(item) {
  return {
    runs: !item["runs"] ? item["runs"] : triggeredJobRunArrayDeserializer(item["runs"])
  };
}
function triggeredJobRunArrayDeserializer(result) {
  return result.map((item) => {
    return triggeredJobRunDeserializer(item);
  });
}
function _triggeredJobHistoryCollectionDeserializer(item) {
  return {
    value: triggeredJobHistoryArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function triggeredJobHistoryArrayDeserializer(result) {
  return result.map((item) => {
    return triggeredJobHistoryDeserializer(item);
  });
}
function webJobDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _webJobPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function webJobPropertiesDeserializer(item) {
  return {
    runCommand: item["run_command"],
    url: item["url"],
    extraInfoUrl: item["extra_info_url"],
    webJobType: item["web_job_type"],
    error: item["error"],
    usingSdk: item["using_sdk"],
    settings: !item["settings"] ? item["settings"] : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p]))
  };
}
function _webJobCollectionDeserializer(item) {
  return {
    value: webJobArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function webJobArrayDeserializer(result) {
  return result.map((item) => {
    return webJobDeserializer(item);
  });
}
function _workflowEnvelopeCollectionDeserializer(item) {
  return {
    value: workflowEnvelopeArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowEnvelopeArrayDeserializer(result) {
  return result.map((item) => {
    return workflowEnvelopeDeserializer(item);
  });
}
function serverFarmRdpDetailsDeserializer(item) {
  return {
    rdpPassword: item["rdpPassword"],
    rdpPasswordExpiry: !item["rdpPasswordExpiry"] ? item["rdpPasswordExpiry"] : new Date(item["rdpPasswordExpiry"])
  };
}
function serverFarmInstanceDetailsDeserializer(item) {
  return {
    serverFarmName: item["serverFarmName"],
    instances: !item["instances"] ? item["instances"] : serverFarmInstanceArrayDeserializer(item["instances"]),
    instanceCount: item["instanceCount"]
  };
}
function serverFarmInstanceArrayDeserializer(result) {
  return result.map((item) => {
    return serverFarmInstanceDeserializer(item);
  });
}
function serverFarmInstanceDeserializer(item) {
  return {
    instanceName: item["instanceName"],
    ipAddress: item["ipAddress"],
    status: item["status"]
  };
}
function appServicePlanPatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "workerTierName",
      "hostingEnvironmentProfile",
      "perSiteScaling",
      "elasticScaleEnabled",
      "maximumElasticWorkerCount",
      "isSpot",
      "spotExpirationTime",
      "freeOfferExpirationTime",
      "reserved",
      "isXenon",
      "hyperV",
      "targetWorkerCount",
      "targetWorkerSizeId",
      "kubeEnvironmentProfile",
      "zoneRedundant"
    ]) ? void 0 : _appServicePlanPatchResourcePropertiesSerializer(item),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"])
  };
}
function appServicePlanPatchResourcePropertiesSerializer(item) {
  return {
    workerTierName: item["workerTierName"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    perSiteScaling: item["perSiteScaling"],
    elasticScaleEnabled: item["elasticScaleEnabled"],
    maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
    isSpot: item["isSpot"],
    spotExpirationTime: !item["spotExpirationTime"] ? item["spotExpirationTime"] : item["spotExpirationTime"].toISOString(),
    freeOfferExpirationTime: !item["freeOfferExpirationTime"] ? item["freeOfferExpirationTime"] : item["freeOfferExpirationTime"].toISOString(),
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    targetWorkerCount: item["targetWorkerCount"],
    targetWorkerSizeId: item["targetWorkerSizeId"],
    kubeEnvironmentProfile: !item["kubeEnvironmentProfile"] ? item["kubeEnvironmentProfile"] : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
    zoneRedundant: item["zoneRedundant"]
  };
}
function _hybridConnectionCollectionDeserializer(item) {
  return {
    value: hybridConnectionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function hybridConnectionKeyDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _hybridConnectionKeyPropertiesDeserializer(item["properties"])
  };
}
function hybridConnectionKeyPropertiesDeserializer(item) {
  return {
    sendKeyName: item["sendKeyName"],
    sendKeyValue: item["sendKeyValue"]
  };
}
function _resourceCollectionDeserializer(item) {
  return {
    value: item["value"].map((p) => {
      return p;
    }),
    nextLink: item["nextLink"]
  };
}
function hybridConnectionLimitsDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _hybridConnectionLimitsPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function hybridConnectionLimitsPropertiesDeserializer(item) {
  return {
    current: item["current"],
    maximum: item["maximum"]
  };
}
function certificateSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "password",
      "hostNames",
      "pfxBlob",
      "keyVaultId",
      "keyVaultSecretName",
      "serverFarmId",
      "canonicalName",
      "domainValidationMethod"
    ]) ? void 0 : _certificatePropertiesSerializer(item),
    kind: item["kind"]
  };
}
function certificateDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _certificatePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function certificatePropertiesSerializer(item) {
  return {
    password: item["password"],
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : (0, import_core_util.uint8ArrayToString)(item["pfxBlob"], "base64"),
    keyVaultId: item["keyVaultId"],
    keyVaultSecretName: item["keyVaultSecretName"],
    serverFarmId: item["serverFarmId"],
    canonicalName: item["canonicalName"],
    domainValidationMethod: item["domainValidationMethod"]
  };
}
function certificatePropertiesDeserializer(item) {
  return {
    password: item["password"],
    friendlyName: item["friendlyName"],
    subjectName: item["subjectName"],
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : typeof item["pfxBlob"] === "string" ? (0, import_core_util.stringToUint8Array)(item["pfxBlob"], "base64") : item["pfxBlob"],
    siteName: item["siteName"],
    selfLink: item["selfLink"],
    issuer: item["issuer"],
    issueDate: !item["issueDate"] ? item["issueDate"] : new Date(item["issueDate"]),
    expirationDate: !item["expirationDate"] ? item["expirationDate"] : new Date(item["expirationDate"]),
    thumbprint: item["thumbprint"],
    valid: item["valid"],
    cerBlob: !item["cerBlob"] ? item["cerBlob"] : typeof item["cerBlob"] === "string" ? (0, import_core_util.stringToUint8Array)(item["cerBlob"], "base64") : item["cerBlob"],
    publicKeyHash: item["publicKeyHash"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
    keyVaultId: item["keyVaultId"],
    keyVaultSecretName: item["keyVaultSecretName"],
    keyVaultSecretStatus: item["keyVaultSecretStatus"],
    serverFarmId: item["serverFarmId"],
    canonicalName: item["canonicalName"],
    domainValidationMethod: item["domainValidationMethod"]
  };
}
function certificatePatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "hostNames",
      "pfxBlob",
      "keyVaultId",
      "keyVaultSecretName",
      "serverFarmId",
      "canonicalName",
      "domainValidationMethod"
    ]) ? void 0 : _certificatePatchResourcePropertiesSerializer(item)
  };
}
function certificatePatchResourcePropertiesSerializer(item) {
  return {
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : (0, import_core_util.uint8ArrayToString)(item["pfxBlob"], "base64"),
    keyVaultId: item["keyVaultId"],
    keyVaultSecretName: item["keyVaultSecretName"],
    serverFarmId: item["serverFarmId"],
    canonicalName: item["canonicalName"],
    domainValidationMethod: item["domainValidationMethod"]
  };
}
function _certificateCollectionDeserializer(item) {
  return {
    value: certificateArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function certificateArraySerializer(result) {
  return result.map((item) => {
    return certificateSerializer(item);
  });
}
function certificateArrayDeserializer(result) {
  return result.map((item) => {
    return certificateDeserializer(item);
  });
}
function deletedSiteDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _deletedSitePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function deletedSitePropertiesDeserializer(item) {
  return {
    deletedSiteId: item["deletedSiteId"],
    deletedTimestamp: item["deletedTimestamp"],
    subscription: item["subscription"],
    resourceGroup: item["resourceGroup"],
    deletedSiteName: item["deletedSiteName"],
    slot: item["slot"],
    kind: item["kind"],
    geoRegionName: item["geoRegionName"]
  };
}
function detectorResponseDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _detectorResponsePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function detectorResponsePropertiesDeserializer(item) {
  return {
    metadata: !item["metadata"] ? item["metadata"] : detectorInfoDeserializer(item["metadata"]),
    dataset: !item["dataset"] ? item["dataset"] : diagnosticDataArrayDeserializer(item["dataset"]),
    status: !item["status"] ? item["status"] : statusDeserializer(item["status"]),
    dataProvidersMetadata: !item["dataProvidersMetadata"] ? item["dataProvidersMetadata"] : dataProviderMetadataArrayDeserializer(item["dataProvidersMetadata"]),
    suggestedUtterances: !item["suggestedUtterances"] ? item["suggestedUtterances"] : queryUtterancesResultsDeserializer(item["suggestedUtterances"])
  };
}
function detectorInfoDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    description: item["description"],
    author: item["author"],
    category: item["category"],
    supportTopicList: !item["supportTopicList"] ? item["supportTopicList"] : supportTopicArrayDeserializer(item["supportTopicList"]),
    analysisType: !item["analysisType"] ? item["analysisType"] : item["analysisType"].map((p) => {
      return p;
    }),
    type: item["type"],
    score: item["score"]
  };
}
function supportTopicArrayDeserializer(result) {
  return result.map((item) => {
    return supportTopicDeserializer(item);
  });
}
function supportTopicDeserializer(item) {
  return {
    id: item["id"],
    pesId: item["pesId"]
  };
}
function diagnosticDataArrayDeserializer(result) {
  return result.map((item) => {
    return diagnosticDataDeserializer(item);
  });
}
function diagnosticDataDeserializer(item) {
  return {
    table: !item["table"] ? item["table"] : dataTableResponseObjectDeserializer(item["table"]),
    renderingProperties: !item["renderingProperties"] ? item["renderingProperties"] : renderingDeserializer(item["renderingProperties"])
  };
}
function dataTableResponseObjectDeserializer(item) {
  return {
    tableName: item["tableName"],
    columns: !item["columns"] ? item["columns"] : dataTableResponseColumnArrayDeserializer(item["columns"]),
    rows: !item["rows"] ? item["rows"] : item["rows"].map((p) => {
      return p.map((p1) => {
        return p1;
      });
    })
  };
}
function dataTableResponseColumnArrayDeserializer(result) {
  return result.map((item) => {
    return dataTableResponseColumnDeserializer(item);
  });
}
function dataTableResponseColumnDeserializer(item) {
  return {
    columnName: item["columnName"],
    dataType: item["dataType"],
    columnType: item["columnType"]
  };
}
function renderingDeserializer(item) {
  return {
    type: item["type"],
    title: item["title"],
    description: item["description"]
  };
}
function statusDeserializer(item) {
  return {
    message: item["message"],
    statusId: item["statusId"]
  };
}
function dataProviderMetadataArrayDeserializer(result) {
  return result.map((item) => {
    return dataProviderMetadataDeserializer(item);
  });
}
function dataProviderMetadataDeserializer(item) {
  return {
    providerName: item["providerName"],
    propertyBag: !item["propertyBag"] ? item["propertyBag"] : keyValuePairStringObjectArrayDeserializer(item["propertyBag"])
  };
}
function keyValuePairStringObjectArrayDeserializer(result) {
  return result.map((item) => {
    return keyValuePairStringObjectDeserializer(item);
  });
}
function keyValuePairStringObjectDeserializer(item) {
  return {
    key: item["key"],
    value: item["value"]
  };
}
function queryUtterancesResultsDeserializer(item) {
  return {
    query: item["query"],
    results: !item["results"] ? item["results"] : queryUtterancesResultArrayDeserializer(item["results"])
  };
}
function queryUtterancesResultArrayDeserializer(result) {
  return result.map((item) => {
    return queryUtterancesResultDeserializer(item);
  });
}
function queryUtterancesResultDeserializer(item) {
  return {
    sampleUtterance: !item["sampleUtterance"] ? item["sampleUtterance"] : sampleUtteranceDeserializer(item["sampleUtterance"]),
    score: item["score"]
  };
}
function sampleUtteranceDeserializer(item) {
  return {
    text: item["text"],
    links: !item["links"] ? item["links"] : item["links"].map((p) => {
      return p;
    }),
    qid: item["qid"]
  };
}
function _detectorResponseCollectionDeserializer(item) {
  return {
    value: detectorResponseArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function detectorResponseArrayDeserializer(result) {
  return result.map((item) => {
    return detectorResponseDeserializer(item);
  });
}
function diagnosticCategoryDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _diagnosticCategoryPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function diagnosticCategoryPropertiesDeserializer(item) {
  return {
    description: item["description"]
  };
}
function _diagnosticCategoryCollectionDeserializer(item) {
  return {
    value: diagnosticCategoryArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function diagnosticCategoryArrayDeserializer(result) {
  return result.map((item) => {
    return diagnosticCategoryDeserializer(item);
  });
}
function analysisDefinitionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _analysisDefinitionPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function analysisDefinitionPropertiesDeserializer(item) {
  return {
    description: item["description"]
  };
}
function _diagnosticAnalysisCollectionDeserializer(item) {
  return {
    value: analysisDefinitionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function analysisDefinitionArrayDeserializer(result) {
  return result.map((item) => {
    return analysisDefinitionDeserializer(item);
  });
}
function diagnosticAnalysisDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _diagnosticAnalysisPropertiesDeserializer(item["properties"])
  };
}
function diagnosticAnalysisPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    abnormalTimePeriods: !item["abnormalTimePeriods"] ? item["abnormalTimePeriods"] : abnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
    payload: !item["payload"] ? item["payload"] : analysisDataArrayDeserializer(item["payload"]),
    nonCorrelatedDetectors: !item["nonCorrelatedDetectors"] ? item["nonCorrelatedDetectors"] : detectorDefinitionArrayDeserializer(item["nonCorrelatedDetectors"])
  };
}
function abnormalTimePeriodArrayDeserializer(result) {
  return result.map((item) => {
    return abnormalTimePeriodDeserializer(item);
  });
}
function abnormalTimePeriodDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    events: !item["events"] ? item["events"] : detectorAbnormalTimePeriodArrayDeserializer(item["events"]),
    solutions: !item["solutions"] ? item["solutions"] : solutionArrayDeserializer(item["solutions"])
  };
}
function detectorAbnormalTimePeriodArrayDeserializer(result) {
  return result.map((item) => {
    return detectorAbnormalTimePeriodDeserializer(item);
  });
}
function detectorAbnormalTimePeriodDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    message: item["message"],
    source: item["source"],
    priority: item["priority"],
    metaData: !item["metaData"] ? item["metaData"] : nameValuePairArrayArrayDeserializer(item["metaData"]),
    type: item["type"],
    solutions: !item["solutions"] ? item["solutions"] : solutionArrayDeserializer(item["solutions"])
  };
}
function nameValuePairArrayArraySerializer(result) {
  return result.map((item) => {
    return nameValuePairArraySerializer(item);
  });
}
function nameValuePairArrayArrayDeserializer(result) {
  return result.map((item) => {
    return nameValuePairArrayDeserializer(item);
  });
}
function solutionArrayDeserializer(result) {
  return result.map((item) => {
    return solutionDeserializer(item);
  });
}
function solutionDeserializer(item) {
  return {
    id: item["id"],
    displayName: item["displayName"],
    order: item["order"],
    description: item["description"],
    type: item["type"],
    data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
    metadata: !item["metadata"] ? item["metadata"] : nameValuePairArrayArrayDeserializer(item["metadata"])
  };
}
function analysisDataArrayDeserializer(result) {
  return result.map((item) => {
    return analysisDataDeserializer(item);
  });
}
function analysisDataDeserializer(item) {
  return {
    source: item["source"],
    detectorDefinition: !item["detectorDefinition"] ? item["detectorDefinition"] : detectorDefinitionDeserializer(item["detectorDefinition"]),
    metrics: !item["metrics"] ? item["metrics"] : diagnosticMetricSetArrayDeserializer(item["metrics"]),
    data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
    detectorMetaData: !item["detectorMetaData"] ? item["detectorMetaData"] : responseMetaDataDeserializer(item["detectorMetaData"])
  };
}
function detectorDefinitionDeserializer(item) {
  return {
    displayName: item["displayName"],
    description: item["description"],
    rank: item["rank"],
    isEnabled: item["isEnabled"]
  };
}
function diagnosticMetricSetArrayDeserializer(result) {
  return result.map((item) => {
    return diagnosticMetricSetDeserializer(item);
  });
}
function diagnosticMetricSetDeserializer(item) {
  return {
    name: item["name"],
    unit: item["unit"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    timeGrain: item["timeGrain"],
    values: !item["values"] ? item["values"] : diagnosticMetricSampleArrayDeserializer(item["values"])
  };
}
function diagnosticMetricSampleArrayDeserializer(result) {
  return result.map((item) => {
    return diagnosticMetricSampleDeserializer(item);
  });
}
function diagnosticMetricSampleDeserializer(item) {
  return {
    timestamp: !item["timestamp"] ? item["timestamp"] : new Date(item["timestamp"]),
    roleInstance: item["roleInstance"],
    total: item["total"],
    maximum: item["maximum"],
    minimum: item["minimum"],
    isAggregated: item["isAggregated"]
  };
}
function responseMetaDataDeserializer(item) {
  return {
    dataSource: !item["dataSource"] ? item["dataSource"] : dataSourceDeserializer(item["dataSource"])
  };
}
function dataSourceDeserializer(item) {
  return {
    instructions: !item["instructions"] ? item["instructions"] : item["instructions"].map((p) => {
      return p;
    }),
    dataSourceUri: !item["dataSourceUri"] ? item["dataSourceUri"] : nameValuePairArrayDeserializer(item["dataSourceUri"])
  };
}
function detectorDefinitionArrayDeserializer(result) {
  return result.map((item) => {
    return detectorDefinitionDeserializer(item);
  });
}
function detectorDefinitionResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _detectorDefinitionResourcePropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function _diagnosticDetectorCollectionDeserializer(item) {
  return {
    value: detectorDefinitionResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function detectorDefinitionResourceArrayDeserializer(result) {
  return result.map((item) => {
    return detectorDefinitionResourceDeserializer(item);
  });
}
function diagnosticDetectorResponseDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _diagnosticDetectorResponsePropertiesDeserializer(item["properties"])
  };
}
function diagnosticDetectorResponsePropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    issueDetected: item["issueDetected"],
    detectorDefinition: !item["detectorDefinition"] ? item["detectorDefinition"] : detectorDefinitionDeserializer(item["detectorDefinition"]),
    metrics: !item["metrics"] ? item["metrics"] : diagnosticMetricSetArrayDeserializer(item["metrics"]),
    abnormalTimePeriods: !item["abnormalTimePeriods"] ? item["abnormalTimePeriods"] : detectorAbnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
    data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
    responseMetaData: !item["responseMetaData"] ? item["responseMetaData"] : responseMetaDataDeserializer(item["responseMetaData"])
  };
}
function kubeEnvironmentSerializer(item) {
  return {
    tags: item["tags"],
    location: item["location"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "internalLoadBalancerEnabled",
      "staticIp",
      "environmentType",
      "arcConfiguration",
      "appLogsConfiguration",
      "containerAppsConfiguration",
      "aksResourceID"
    ]) ? void 0 : _kubeEnvironmentPropertiesSerializer(item),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationSerializer(item["extendedLocation"]),
    kind: item["kind"]
  };
}
function kubeEnvironmentDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _kubeEnvironmentPropertiesDeserializer(item["properties"]),
    extendedLocation: !item["extendedLocation"] ? item["extendedLocation"] : extendedLocationDeserializer(item["extendedLocation"]),
    kind: item["kind"]
  };
}
function kubeEnvironmentPropertiesSerializer(item) {
  return {
    internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
    staticIp: item["staticIp"],
    environmentType: item["environmentType"],
    arcConfiguration: !item["arcConfiguration"] ? item["arcConfiguration"] : arcConfigurationSerializer(item["arcConfiguration"]),
    appLogsConfiguration: !item["appLogsConfiguration"] ? item["appLogsConfiguration"] : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
    containerAppsConfiguration: !item["containerAppsConfiguration"] ? item["containerAppsConfiguration"] : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
    aksResourceID: item["aksResourceID"]
  };
}
function kubeEnvironmentPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    deploymentErrors: item["deploymentErrors"],
    internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
    defaultDomain: item["defaultDomain"],
    staticIp: item["staticIp"],
    environmentType: item["environmentType"],
    arcConfiguration: !item["arcConfiguration"] ? item["arcConfiguration"] : arcConfigurationDeserializer(item["arcConfiguration"]),
    appLogsConfiguration: !item["appLogsConfiguration"] ? item["appLogsConfiguration"] : appLogsConfigurationDeserializer(item["appLogsConfiguration"]),
    containerAppsConfiguration: !item["containerAppsConfiguration"] ? item["containerAppsConfiguration"] : containerAppsConfigurationDeserializer(item["containerAppsConfiguration"]),
    aksResourceID: item["aksResourceID"]
  };
}
function arcConfigurationSerializer(item) {
  return {
    artifactsStorageType: item["artifactsStorageType"],
    artifactStorageClassName: item["artifactStorageClassName"],
    artifactStorageMountPath: item["artifactStorageMountPath"],
    artifactStorageNodeName: item["artifactStorageNodeName"],
    artifactStorageAccessMode: item["artifactStorageAccessMode"],
    frontEndServiceConfiguration: !item["frontEndServiceConfiguration"] ? item["frontEndServiceConfiguration"] : frontEndConfigurationSerializer(item["frontEndServiceConfiguration"]),
    kubeConfig: item["kubeConfig"]
  };
}
function arcConfigurationDeserializer(item) {
  return {
    artifactsStorageType: item["artifactsStorageType"],
    artifactStorageClassName: item["artifactStorageClassName"],
    artifactStorageMountPath: item["artifactStorageMountPath"],
    artifactStorageNodeName: item["artifactStorageNodeName"],
    artifactStorageAccessMode: item["artifactStorageAccessMode"],
    frontEndServiceConfiguration: !item["frontEndServiceConfiguration"] ? item["frontEndServiceConfiguration"] : frontEndConfigurationDeserializer(item["frontEndServiceConfiguration"]),
    kubeConfig: item["kubeConfig"]
  };
}
function frontEndConfigurationSerializer(item) {
  return { kind: item["kind"] };
}
function frontEndConfigurationDeserializer(item) {
  return {
    kind: item["kind"]
  };
}
function appLogsConfigurationSerializer(item) {
  return {
    destination: item["destination"],
    logAnalyticsConfiguration: !item["logAnalyticsConfiguration"] ? item["logAnalyticsConfiguration"] : logAnalyticsConfigurationSerializer(item["logAnalyticsConfiguration"])
  };
}
function appLogsConfigurationDeserializer(item) {
  return {
    destination: item["destination"],
    logAnalyticsConfiguration: !item["logAnalyticsConfiguration"] ? item["logAnalyticsConfiguration"] : logAnalyticsConfigurationDeserializer(item["logAnalyticsConfiguration"])
  };
}
function logAnalyticsConfigurationSerializer(item) {
  return { customerId: item["customerId"], sharedKey: item["sharedKey"] };
}
function logAnalyticsConfigurationDeserializer(item) {
  return {
    customerId: item["customerId"],
    sharedKey: item["sharedKey"]
  };
}
function containerAppsConfigurationSerializer(item) {
  return {
    daprAIInstrumentationKey: item["daprAIInstrumentationKey"],
    platformReservedCidr: item["platformReservedCidr"],
    platformReservedDnsIP: item["platformReservedDnsIP"],
    controlPlaneSubnetResourceId: item["controlPlaneSubnetResourceId"],
    appSubnetResourceId: item["appSubnetResourceId"],
    dockerBridgeCidr: item["dockerBridgeCidr"]
  };
}
function containerAppsConfigurationDeserializer(item) {
  return {
    daprAIInstrumentationKey: item["daprAIInstrumentationKey"],
    platformReservedCidr: item["platformReservedCidr"],
    platformReservedDnsIP: item["platformReservedDnsIP"],
    controlPlaneSubnetResourceId: item["controlPlaneSubnetResourceId"],
    appSubnetResourceId: item["appSubnetResourceId"],
    dockerBridgeCidr: item["dockerBridgeCidr"]
  };
}
function kubeEnvironmentPatchResourceSerializer(item) {
  return {
    kind: item["kind"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "internalLoadBalancerEnabled",
      "staticIp",
      "arcConfiguration",
      "appLogsConfiguration",
      "containerAppsConfiguration",
      "aksResourceID"
    ]) ? void 0 : _kubeEnvironmentPatchResourcePropertiesSerializer(item)
  };
}
function kubeEnvironmentPatchResourcePropertiesSerializer(item) {
  return {
    internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
    staticIp: item["staticIp"],
    arcConfiguration: !item["arcConfiguration"] ? item["arcConfiguration"] : arcConfigurationSerializer(item["arcConfiguration"]),
    appLogsConfiguration: !item["appLogsConfiguration"] ? item["appLogsConfiguration"] : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
    containerAppsConfiguration: !item["containerAppsConfiguration"] ? item["containerAppsConfiguration"] : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
    aksResourceID: item["aksResourceID"]
  };
}
function _kubeEnvironmentCollectionDeserializer(item) {
  return {
    value: kubeEnvironmentArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function kubeEnvironmentArraySerializer(result) {
  return result.map((item) => {
    return kubeEnvironmentSerializer(item);
  });
}
function kubeEnvironmentArrayDeserializer(result) {
  return result.map((item) => {
    return kubeEnvironmentDeserializer(item);
  });
}
function workflowRunDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _workflowRunPropertiesDeserializer(item["properties"])
  };
}
function workflowRunPropertiesDeserializer(item) {
  return {
    waitEndTime: !item["waitEndTime"] ? item["waitEndTime"] : new Date(item["waitEndTime"]),
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    correlationId: item["correlationId"],
    correlation: !item["correlation"] ? item["correlation"] : correlationDeserializer(item["correlation"]),
    workflow: !item["workflow"] ? item["workflow"] : resourceReferenceDeserializer(item["workflow"]),
    trigger: !item["trigger"] ? item["trigger"] : workflowRunTriggerDeserializer(item["trigger"]),
    outputs: !item["outputs"] ? item["outputs"] : workflowOutputParameterRecordDeserializer(item["outputs"]),
    response: !item["response"] ? item["response"] : workflowRunTriggerDeserializer(item["response"])
  };
}
var KnownWorkflowStatus = /* @__PURE__ */ ((KnownWorkflowStatus2) => {
  KnownWorkflowStatus2["NotSpecified"] = "NotSpecified";
  KnownWorkflowStatus2["Paused"] = "Paused";
  KnownWorkflowStatus2["Running"] = "Running";
  KnownWorkflowStatus2["Waiting"] = "Waiting";
  KnownWorkflowStatus2["Succeeded"] = "Succeeded";
  KnownWorkflowStatus2["Skipped"] = "Skipped";
  KnownWorkflowStatus2["Suspended"] = "Suspended";
  KnownWorkflowStatus2["Cancelled"] = "Cancelled";
  KnownWorkflowStatus2["Failed"] = "Failed";
  KnownWorkflowStatus2["Faulted"] = "Faulted";
  KnownWorkflowStatus2["TimedOut"] = "TimedOut";
  KnownWorkflowStatus2["Aborted"] = "Aborted";
  KnownWorkflowStatus2["Ignored"] = "Ignored";
  return KnownWorkflowStatus2;
})(KnownWorkflowStatus || {});
function correlationDeserializer(item) {
  return {
    clientTrackingId: item["clientTrackingId"]
  };
}
function resourceReferenceSerializer(item) {
  return { id: item["id"] };
}
function resourceReferenceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"]
  };
}
function workflowRunTriggerDeserializer(item) {
  return {
    name: item["name"],
    inputs: item["inputs"],
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputs: item["outputs"],
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    scheduledTime: !item["scheduledTime"] ? item["scheduledTime"] : new Date(item["scheduledTime"]),
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    trackingId: item["trackingId"],
    correlation: !item["correlation"] ? item["correlation"] : correlationDeserializer(item["correlation"]),
    code: item["code"],
    status: item["status"],
    error: item["error"],
    trackedProperties: item["trackedProperties"]
  };
}
function contentLinkDeserializer(item) {
  return {
    uri: item["uri"],
    contentVersion: item["contentVersion"],
    contentSize: item["contentSize"],
    contentHash: !item["contentHash"] ? item["contentHash"] : contentHashDeserializer(item["contentHash"]),
    metadata: item["metadata"]
  };
}
function contentHashDeserializer(item) {
  return {
    algorithm: item["algorithm"],
    value: item["value"]
  };
}
function workflowOutputParameterRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : workflowOutputParameterDeserializer(item[key]);
  });
  return result;
}
function workflowOutputParameterDeserializer(item) {
  return {
    type: item["type"],
    value: item["value"],
    metadata: item["metadata"],
    description: item["description"],
    error: item["error"]
  };
}
function workflowParameterSerializer(item) {
  return {
    type: item["type"],
    value: item["value"],
    metadata: item["metadata"],
    description: item["description"]
  };
}
function workflowParameterDeserializer(item) {
  return {
    type: item["type"],
    value: item["value"],
    metadata: item["metadata"],
    description: item["description"]
  };
}
var KnownParameterType = /* @__PURE__ */ ((KnownParameterType2) => {
  KnownParameterType2["NotSpecified"] = "NotSpecified";
  KnownParameterType2["String"] = "String";
  KnownParameterType2["SecureString"] = "SecureString";
  KnownParameterType2["Int"] = "Int";
  KnownParameterType2["Float"] = "Float";
  KnownParameterType2["Bool"] = "Bool";
  KnownParameterType2["Array"] = "Array";
  KnownParameterType2["Object"] = "Object";
  KnownParameterType2["SecureObject"] = "SecureObject";
  return KnownParameterType2;
})(KnownParameterType || {});
function errorResponseDeserializer(item) {
  return {
    error: !item["error"] ? item["error"] : errorPropertiesDeserializer(item["error"])
  };
}
function errorPropertiesDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"]
  };
}
function _workflowRunListResultDeserializer(item) {
  return {
    value: workflowRunArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowRunArrayDeserializer(result) {
  return result.map((item) => {
    return workflowRunDeserializer(item);
  });
}
function workflowRunActionDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _workflowRunActionPropertiesDeserializer(item["properties"])
  };
}
function workflowRunActionPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    trackingId: item["trackingId"],
    correlation: !item["correlation"] ? item["correlation"] : runActionCorrelationDeserializer(item["correlation"]),
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    trackedProperties: item["trackedProperties"],
    retryHistory: !item["retryHistory"] ? item["retryHistory"] : retryHistoryArrayDeserializer(item["retryHistory"])
  };
}
function runActionCorrelationDeserializer(item) {
  return {
    clientTrackingId: item["clientTrackingId"],
    clientKeywords: !item["clientKeywords"] ? item["clientKeywords"] : item["clientKeywords"].map((p) => {
      return p;
    }),
    actionTrackingId: item["actionTrackingId"]
  };
}
function retryHistoryArrayDeserializer(result) {
  return result.map((item) => {
    return retryHistoryDeserializer(item);
  });
}
function retryHistoryDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    code: item["code"],
    clientRequestId: item["clientRequestId"],
    serviceRequestId: item["serviceRequestId"],
    error: !item["error"] ? item["error"] : errorResponseDeserializer(item["error"])
  };
}
function runCorrelationDeserializer(item) {
  return {
    clientTrackingId: item["clientTrackingId"],
    clientKeywords: !item["clientKeywords"] ? item["clientKeywords"] : item["clientKeywords"].map((p) => {
      return p;
    })
  };
}
function _workflowRunActionListResultDeserializer(item) {
  return {
    value: workflowRunActionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowRunActionArrayDeserializer(result) {
  return result.map((item) => {
    return workflowRunActionDeserializer(item);
  });
}
function _expressionTracesDeserializer(item) {
  return {
    value: item["value"],
    inputs: !item["inputs"] ? item["inputs"] : expressionRootArrayDeserializer(item["inputs"]),
    nextLink: item["nextLink"]
  };
}
function expressionRootArrayDeserializer(result) {
  return result.map((item) => {
    return expressionRootDeserializer(item);
  });
}
function expressionRootDeserializer(item) {
  return {
    text: item["text"],
    value: item["value"],
    subexpressions: !item["subexpressions"] ? item["subexpressions"] : expressionArrayDeserializer(item["subexpressions"]),
    error: !item["error"] ? item["error"] : azureResourceErrorInfoDeserializer(item["error"]),
    path: item["path"]
  };
}
function expressionDeserializer(item) {
  return {
    text: item["text"],
    value: item["value"],
    subexpressions: !item["subexpressions"] ? item["subexpressions"] : expressionArrayDeserializer(item["subexpressions"]),
    error: !item["error"] ? item["error"] : azureResourceErrorInfoDeserializer(item["error"])
  };
}
function expressionArrayDeserializer(result) {
  return result.map((item) => {
    return expressionDeserializer(item);
  });
}
function azureResourceErrorInfoDeserializer(item) {
  return {
    code: item["code"],
    message: item["message"],
    details: !item["details"] ? item["details"] : azureResourceErrorInfoArrayDeserializer(item["details"])
  };
}
function azureResourceErrorInfoArrayDeserializer(result) {
  return result.map((item) => {
    return azureResourceErrorInfoDeserializer(item);
  });
}
function errorInfoDeserializer(item) {
  return {
    code: item["code"]
  };
}
function workflowRunActionRepetitionDefinitionDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ..._workflowRunActionRepetitionDefinitionPropertiesDeserializer(item["properties"])
  };
}
function workflowRunActionRepetitionPropertiesDeserializer(item) {
  return {
    trackingId: item["trackingId"],
    inputs: item["inputs"],
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputs: item["outputs"],
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    trackedProperties: item["trackedProperties"],
    retryHistory: !item["retryHistory"] ? item["retryHistory"] : retryHistoryArrayDeserializer(item["retryHistory"]),
    iterationCount: item["iterationCount"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    correlation: !item["correlation"] ? item["correlation"] : runActionCorrelationDeserializer(item["correlation"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    repetitionIndexes: !item["repetitionIndexes"] ? item["repetitionIndexes"] : repetitionIndexArrayDeserializer(item["repetitionIndexes"])
  };
}
function repetitionIndexArrayDeserializer(result) {
  return result.map((item) => {
    return repetitionIndexDeserializer(item);
  });
}
function repetitionIndexDeserializer(item) {
  return {
    scopeName: item["scopeName"],
    itemIndex: item["itemIndex"]
  };
}
function operationResultDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    correlation: !item["correlation"] ? item["correlation"] : runActionCorrelationDeserializer(item["correlation"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    trackingId: item["trackingId"],
    inputs: item["inputs"],
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputs: item["outputs"],
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    trackedProperties: item["trackedProperties"],
    retryHistory: !item["retryHistory"] ? item["retryHistory"] : retryHistoryArrayDeserializer(item["retryHistory"]),
    iterationCount: item["iterationCount"]
  };
}
function operationResultPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    correlation: !item["correlation"] ? item["correlation"] : runActionCorrelationDeserializer(item["correlation"]),
    status: item["status"],
    code: item["code"],
    error: item["error"]
  };
}
function _workflowRunActionRepetitionDefinitionCollectionDeserializer(item) {
  return {
    value: workflowRunActionRepetitionDefinitionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowRunActionRepetitionDefinitionArrayDeserializer(result) {
  return result.map((item) => {
    return workflowRunActionRepetitionDefinitionDeserializer(item);
  });
}
function workflowTriggerDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _workflowTriggerPropertiesDeserializer(item["properties"])
  };
}
function workflowTriggerPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
    state: item["state"],
    status: item["status"],
    lastExecutionTime: !item["lastExecutionTime"] ? item["lastExecutionTime"] : new Date(item["lastExecutionTime"]),
    nextExecutionTime: !item["nextExecutionTime"] ? item["nextExecutionTime"] : new Date(item["nextExecutionTime"]),
    recurrence: !item["recurrence"] ? item["recurrence"] : workflowTriggerRecurrenceDeserializer(item["recurrence"]),
    workflow: !item["workflow"] ? item["workflow"] : resourceReferenceDeserializer(item["workflow"])
  };
}
var KnownWorkflowTriggerProvisioningState = /* @__PURE__ */ ((KnownWorkflowTriggerProvisioningState2) => {
  KnownWorkflowTriggerProvisioningState2["NotSpecified"] = "NotSpecified";
  KnownWorkflowTriggerProvisioningState2["Accepted"] = "Accepted";
  KnownWorkflowTriggerProvisioningState2["Running"] = "Running";
  KnownWorkflowTriggerProvisioningState2["Ready"] = "Ready";
  KnownWorkflowTriggerProvisioningState2["Creating"] = "Creating";
  KnownWorkflowTriggerProvisioningState2["Created"] = "Created";
  KnownWorkflowTriggerProvisioningState2["Deleting"] = "Deleting";
  KnownWorkflowTriggerProvisioningState2["Deleted"] = "Deleted";
  KnownWorkflowTriggerProvisioningState2["Canceled"] = "Canceled";
  KnownWorkflowTriggerProvisioningState2["Failed"] = "Failed";
  KnownWorkflowTriggerProvisioningState2["Succeeded"] = "Succeeded";
  KnownWorkflowTriggerProvisioningState2["Moving"] = "Moving";
  KnownWorkflowTriggerProvisioningState2["Updating"] = "Updating";
  KnownWorkflowTriggerProvisioningState2["Registering"] = "Registering";
  KnownWorkflowTriggerProvisioningState2["Registered"] = "Registered";
  KnownWorkflowTriggerProvisioningState2["Unregistering"] = "Unregistering";
  KnownWorkflowTriggerProvisioningState2["Unregistered"] = "Unregistered";
  KnownWorkflowTriggerProvisioningState2["Completed"] = "Completed";
  return KnownWorkflowTriggerProvisioningState2;
})(KnownWorkflowTriggerProvisioningState || {});
function workflowTriggerRecurrenceDeserializer(item) {
  return {
    frequency: item["frequency"],
    interval: item["interval"],
    startTime: item["startTime"],
    endTime: item["endTime"],
    timeZone: item["timeZone"],
    schedule: !item["schedule"] ? item["schedule"] : recurrenceScheduleDeserializer(item["schedule"])
  };
}
var KnownRecurrenceFrequency = /* @__PURE__ */ ((KnownRecurrenceFrequency2) => {
  KnownRecurrenceFrequency2["NotSpecified"] = "NotSpecified";
  KnownRecurrenceFrequency2["Second"] = "Second";
  KnownRecurrenceFrequency2["Minute"] = "Minute";
  KnownRecurrenceFrequency2["Hour"] = "Hour";
  KnownRecurrenceFrequency2["Day"] = "Day";
  KnownRecurrenceFrequency2["Week"] = "Week";
  KnownRecurrenceFrequency2["Month"] = "Month";
  KnownRecurrenceFrequency2["Year"] = "Year";
  return KnownRecurrenceFrequency2;
})(KnownRecurrenceFrequency || {});
function recurrenceScheduleDeserializer(item) {
  return {
    minutes: !item["minutes"] ? item["minutes"] : item["minutes"].map((p) => {
      return p;
    }),
    hours: !item["hours"] ? item["hours"] : item["hours"].map((p) => {
      return p;
    }),
    weekDays: !item["weekDays"] ? item["weekDays"] : item["weekDays"].map((p) => {
      return p;
    }),
    monthDays: !item["monthDays"] ? item["monthDays"] : item["monthDays"].map((p) => {
      return p;
    }),
    monthlyOccurrences: !item["monthlyOccurrences"] ? item["monthlyOccurrences"] : recurrenceScheduleOccurrenceArrayDeserializer(item["monthlyOccurrences"])
  };
}
function recurrenceScheduleOccurrenceArrayDeserializer(result) {
  return result.map((item) => {
    return recurrenceScheduleOccurrenceDeserializer(item);
  });
}
function recurrenceScheduleOccurrenceDeserializer(item) {
  return {
    day: item["day"],
    occurrence: item["occurrence"]
  };
}
function _workflowTriggerListResultDeserializer(item) {
  return {
    value: workflowTriggerArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowTriggerArrayDeserializer(result) {
  return result.map((item) => {
    return workflowTriggerDeserializer(item);
  });
}
function workflowTriggerCallbackUrlDeserializer(item) {
  return {
    value: item["value"],
    method: item["method"],
    basePath: item["basePath"],
    relativePath: item["relativePath"],
    relativePathParameters: !item["relativePathParameters"] ? item["relativePathParameters"] : item["relativePathParameters"].map((p) => {
      return p;
    }),
    queries: !item["queries"] ? item["queries"] : workflowTriggerListCallbackUrlQueriesDeserializer(item["queries"])
  };
}
function workflowTriggerListCallbackUrlQueriesDeserializer(item) {
  return {
    apiVersion: item["api-version"],
    sp: item["sp"],
    sv: item["sv"],
    sig: item["sig"],
    se: item["se"]
  };
}
function jsonSchemaDeserializer(item) {
  return {
    title: item["title"],
    content: item["content"]
  };
}
function workflowTriggerHistoryDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _workflowTriggerHistoryPropertiesDeserializer(item["properties"])
  };
}
function workflowTriggerHistoryPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    scheduledTime: !item["scheduledTime"] ? item["scheduledTime"] : new Date(item["scheduledTime"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    trackingId: item["trackingId"],
    correlation: !item["correlation"] ? item["correlation"] : correlationDeserializer(item["correlation"]),
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    fired: item["fired"],
    run: !item["run"] ? item["run"] : resourceReferenceDeserializer(item["run"])
  };
}
function _workflowTriggerHistoryListResultDeserializer(item) {
  return {
    value: workflowTriggerHistoryArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowTriggerHistoryArrayDeserializer(result) {
  return result.map((item) => {
    return workflowTriggerHistoryDeserializer(item);
  });
}
function workflowVersionDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _workflowVersionPropertiesDeserializer(item["properties"])
  };
}
function workflowVersionPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
    state: item["state"],
    version: item["version"],
    accessEndpoint: item["accessEndpoint"],
    endpointsConfiguration: !item["endpointsConfiguration"] ? item["endpointsConfiguration"] : flowEndpointsConfigurationDeserializer(item["endpointsConfiguration"]),
    accessControl: !item["accessControl"] ? item["accessControl"] : flowAccessControlConfigurationDeserializer(item["accessControl"]),
    sku: !item["sku"] ? item["sku"] : workflowSkuDeserializer(item["sku"]),
    integrationAccount: !item["integrationAccount"] ? item["integrationAccount"] : resourceReferenceDeserializer(item["integrationAccount"]),
    definition: item["definition"],
    parameters: !item["parameters"] ? item["parameters"] : workflowParameterRecordDeserializer(item["parameters"])
  };
}
var KnownWorkflowProvisioningState = /* @__PURE__ */ ((KnownWorkflowProvisioningState2) => {
  KnownWorkflowProvisioningState2["NotSpecified"] = "NotSpecified";
  KnownWorkflowProvisioningState2["Accepted"] = "Accepted";
  KnownWorkflowProvisioningState2["Running"] = "Running";
  KnownWorkflowProvisioningState2["Ready"] = "Ready";
  KnownWorkflowProvisioningState2["Creating"] = "Creating";
  KnownWorkflowProvisioningState2["Created"] = "Created";
  KnownWorkflowProvisioningState2["Deleting"] = "Deleting";
  KnownWorkflowProvisioningState2["Deleted"] = "Deleted";
  KnownWorkflowProvisioningState2["Canceled"] = "Canceled";
  KnownWorkflowProvisioningState2["Failed"] = "Failed";
  KnownWorkflowProvisioningState2["Succeeded"] = "Succeeded";
  KnownWorkflowProvisioningState2["Moving"] = "Moving";
  KnownWorkflowProvisioningState2["Updating"] = "Updating";
  KnownWorkflowProvisioningState2["Registering"] = "Registering";
  KnownWorkflowProvisioningState2["Registered"] = "Registered";
  KnownWorkflowProvisioningState2["Unregistering"] = "Unregistering";
  KnownWorkflowProvisioningState2["Unregistered"] = "Unregistered";
  KnownWorkflowProvisioningState2["Completed"] = "Completed";
  KnownWorkflowProvisioningState2["Renewing"] = "Renewing";
  KnownWorkflowProvisioningState2["Pending"] = "Pending";
  KnownWorkflowProvisioningState2["Waiting"] = "Waiting";
  KnownWorkflowProvisioningState2["InProgress"] = "InProgress";
  return KnownWorkflowProvisioningState2;
})(KnownWorkflowProvisioningState || {});
function flowEndpointsConfigurationSerializer(item) {
  return {
    workflow: !item["workflow"] ? item["workflow"] : flowEndpointsSerializer(item["workflow"]),
    connector: !item["connector"] ? item["connector"] : flowEndpointsSerializer(item["connector"])
  };
}
function flowEndpointsConfigurationDeserializer(item) {
  return {
    workflow: !item["workflow"] ? item["workflow"] : flowEndpointsDeserializer(item["workflow"]),
    connector: !item["connector"] ? item["connector"] : flowEndpointsDeserializer(item["connector"])
  };
}
function flowEndpointsSerializer(item) {
  return {
    outgoingIpAddresses: !item["outgoingIpAddresses"] ? item["outgoingIpAddresses"] : ipAddressArraySerializer(item["outgoingIpAddresses"]),
    accessEndpointIpAddresses: !item["accessEndpointIpAddresses"] ? item["accessEndpointIpAddresses"] : ipAddressArraySerializer(item["accessEndpointIpAddresses"])
  };
}
function flowEndpointsDeserializer(item) {
  return {
    outgoingIpAddresses: !item["outgoingIpAddresses"] ? item["outgoingIpAddresses"] : ipAddressArrayDeserializer(item["outgoingIpAddresses"]),
    accessEndpointIpAddresses: !item["accessEndpointIpAddresses"] ? item["accessEndpointIpAddresses"] : ipAddressArrayDeserializer(item["accessEndpointIpAddresses"])
  };
}
function ipAddressArraySerializer(result) {
  return result.map((item) => {
    return ipAddressSerializer(item);
  });
}
function ipAddressArrayDeserializer(result) {
  return result.map((item) => {
    return ipAddressDeserializer(item);
  });
}
function ipAddressSerializer(item) {
  return { address: item["address"] };
}
function ipAddressDeserializer(item) {
  return {
    address: item["address"]
  };
}
function flowAccessControlConfigurationSerializer(item) {
  return {
    triggers: !item["triggers"] ? item["triggers"] : flowAccessControlConfigurationPolicySerializer(item["triggers"]),
    contents: !item["contents"] ? item["contents"] : flowAccessControlConfigurationPolicySerializer(item["contents"]),
    actions: !item["actions"] ? item["actions"] : flowAccessControlConfigurationPolicySerializer(item["actions"]),
    workflowManagement: !item["workflowManagement"] ? item["workflowManagement"] : flowAccessControlConfigurationPolicySerializer(item["workflowManagement"])
  };
}
function flowAccessControlConfigurationDeserializer(item) {
  return {
    triggers: !item["triggers"] ? item["triggers"] : flowAccessControlConfigurationPolicyDeserializer(item["triggers"]),
    contents: !item["contents"] ? item["contents"] : flowAccessControlConfigurationPolicyDeserializer(item["contents"]),
    actions: !item["actions"] ? item["actions"] : flowAccessControlConfigurationPolicyDeserializer(item["actions"]),
    workflowManagement: !item["workflowManagement"] ? item["workflowManagement"] : flowAccessControlConfigurationPolicyDeserializer(item["workflowManagement"])
  };
}
function flowAccessControlConfigurationPolicySerializer(item) {
  return {
    allowedCallerIpAddresses: !item["allowedCallerIpAddresses"] ? item["allowedCallerIpAddresses"] : ipAddressRangeArraySerializer(item["allowedCallerIpAddresses"]),
    openAuthenticationPolicies: !item["openAuthenticationPolicies"] ? item["openAuthenticationPolicies"] : openAuthenticationAccessPoliciesSerializer(item["openAuthenticationPolicies"])
  };
}
function flowAccessControlConfigurationPolicyDeserializer(item) {
  return {
    allowedCallerIpAddresses: !item["allowedCallerIpAddresses"] ? item["allowedCallerIpAddresses"] : ipAddressRangeArrayDeserializer(item["allowedCallerIpAddresses"]),
    openAuthenticationPolicies: !item["openAuthenticationPolicies"] ? item["openAuthenticationPolicies"] : openAuthenticationAccessPoliciesDeserializer(item["openAuthenticationPolicies"])
  };
}
function ipAddressRangeArraySerializer(result) {
  return result.map((item) => {
    return ipAddressRangeSerializer(item);
  });
}
function ipAddressRangeArrayDeserializer(result) {
  return result.map((item) => {
    return ipAddressRangeDeserializer(item);
  });
}
function ipAddressRangeSerializer(item) {
  return { addressRange: item["addressRange"] };
}
function ipAddressRangeDeserializer(item) {
  return {
    addressRange: item["addressRange"]
  };
}
function openAuthenticationAccessPoliciesSerializer(item) {
  return {
    policies: !item["policies"] ? item["policies"] : openAuthenticationAccessPolicyRecordSerializer(item["policies"])
  };
}
function openAuthenticationAccessPoliciesDeserializer(item) {
  return {
    policies: !item["policies"] ? item["policies"] : openAuthenticationAccessPolicyRecordDeserializer(item["policies"])
  };
}
function openAuthenticationAccessPolicyRecordSerializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : openAuthenticationAccessPolicySerializer(item[key]);
  });
  return result;
}
function openAuthenticationAccessPolicyRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : openAuthenticationAccessPolicyDeserializer(item[key]);
  });
  return result;
}
function openAuthenticationAccessPolicySerializer(item) {
  return {
    type: item["type"],
    claims: !item["claims"] ? item["claims"] : openAuthenticationPolicyClaimArraySerializer(item["claims"])
  };
}
function openAuthenticationAccessPolicyDeserializer(item) {
  return {
    type: item["type"],
    claims: !item["claims"] ? item["claims"] : openAuthenticationPolicyClaimArrayDeserializer(item["claims"])
  };
}
var KnownOpenAuthenticationProviderType = /* @__PURE__ */ ((KnownOpenAuthenticationProviderType2) => {
  KnownOpenAuthenticationProviderType2["AAD"] = "AAD";
  return KnownOpenAuthenticationProviderType2;
})(KnownOpenAuthenticationProviderType || {});
function openAuthenticationPolicyClaimArraySerializer(result) {
  return result.map((item) => {
    return openAuthenticationPolicyClaimSerializer(item);
  });
}
function openAuthenticationPolicyClaimArrayDeserializer(result) {
  return result.map((item) => {
    return openAuthenticationPolicyClaimDeserializer(item);
  });
}
function openAuthenticationPolicyClaimSerializer(item) {
  return { name: item["name"], value: item["value"] };
}
function openAuthenticationPolicyClaimDeserializer(item) {
  return {
    name: item["name"],
    value: item["value"]
  };
}
function workflowSkuDeserializer(item) {
  return {
    name: item["name"],
    plan: !item["plan"] ? item["plan"] : resourceReferenceDeserializer(item["plan"])
  };
}
var KnownWorkflowSkuName = /* @__PURE__ */ ((KnownWorkflowSkuName2) => {
  KnownWorkflowSkuName2["NotSpecified"] = "NotSpecified";
  KnownWorkflowSkuName2["Free"] = "Free";
  KnownWorkflowSkuName2["Shared"] = "Shared";
  KnownWorkflowSkuName2["Basic"] = "Basic";
  KnownWorkflowSkuName2["Standard"] = "Standard";
  KnownWorkflowSkuName2["Premium"] = "Premium";
  return KnownWorkflowSkuName2;
})(KnownWorkflowSkuName || {});
function workflowParameterRecordSerializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : workflowParameterSerializer(item[key]);
  });
  return result;
}
function workflowParameterRecordDeserializer(item) {
  const result = {};
  Object.keys(item).map((key) => {
    result[key] = !item[key] ? item[key] : workflowParameterDeserializer(item[key]);
  });
  return result;
}
function _workflowVersionListResultDeserializer(item) {
  return {
    value: workflowVersionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function workflowVersionArrayDeserializer(result) {
  return result.map((item) => {
    return workflowVersionDeserializer(item);
  });
}
function _csmOperationCollectionDeserializer(item) {
  return {
    value: csmOperationDescriptionArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function csmOperationDescriptionArrayDeserializer(result) {
  return result.map((item) => {
    return csmOperationDescriptionDeserializer(item);
  });
}
function csmOperationDescriptionDeserializer(item) {
  return {
    name: item["name"],
    isDataAction: item["isDataAction"],
    display: !item["display"] ? item["display"] : csmOperationDisplayDeserializer(item["display"]),
    origin: item["origin"],
    properties: !item["properties"] ? item["properties"] : csmOperationDescriptionPropertiesDeserializer(item["properties"])
  };
}
function csmOperationDisplayDeserializer(item) {
  return {
    provider: item["provider"],
    resource: item["resource"],
    operation: item["operation"],
    description: item["description"]
  };
}
function csmOperationDescriptionPropertiesDeserializer(item) {
  return {
    serviceSpecification: !item["serviceSpecification"] ? item["serviceSpecification"] : serviceSpecificationDeserializer(item["serviceSpecification"])
  };
}
function serviceSpecificationDeserializer(item) {
  return {
    metricSpecifications: !item["metricSpecifications"] ? item["metricSpecifications"] : metricSpecificationArrayDeserializer(item["metricSpecifications"]),
    logSpecifications: !item["logSpecifications"] ? item["logSpecifications"] : logSpecificationArrayDeserializer(item["logSpecifications"])
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
    supportsInstanceLevelAggregation: item["supportsInstanceLevelAggregation"],
    enableRegionalMdmAccount: item["enableRegionalMdmAccount"],
    sourceMdmAccount: item["sourceMdmAccount"],
    sourceMdmNamespace: item["sourceMdmNamespace"],
    metricFilterPattern: item["metricFilterPattern"],
    fillGapWithZero: item["fillGapWithZero"],
    isInternal: item["isInternal"],
    dimensions: !item["dimensions"] ? item["dimensions"] : dimensionArrayDeserializer(item["dimensions"]),
    category: item["category"],
    availabilities: !item["availabilities"] ? item["availabilities"] : metricAvailabilityArrayDeserializer(item["availabilities"]),
    supportedTimeGrainTypes: !item["supportedTimeGrainTypes"] ? item["supportedTimeGrainTypes"] : item["supportedTimeGrainTypes"].map((p) => {
      return p;
    }),
    supportedAggregationTypes: !item["supportedAggregationTypes"] ? item["supportedAggregationTypes"] : item["supportedAggregationTypes"].map((p) => {
      return p;
    })
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
    displayName: item["displayName"],
    internalName: item["internalName"],
    toBeExportedForShoebox: item["toBeExportedForShoebox"]
  };
}
function metricAvailabilityArrayDeserializer(result) {
  return result.map((item) => {
    return metricAvailabilityDeserializer(item);
  });
}
function metricAvailabilityDeserializer(item) {
  return {
    timeGrain: item["timeGrain"],
    blobDuration: item["blobDuration"]
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
    blobDuration: item["blobDuration"],
    logFilterPattern: item["logFilterPattern"]
  };
}
function _applicationStackCollectionDeserializer(item) {
  return {
    value: applicationStackResourceArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function applicationStackResourceArrayDeserializer(result) {
  return result.map((item) => {
    return applicationStackResourceDeserializer(item);
  });
}
function applicationStackResourceDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    ...!item["properties"] ? item["properties"] : _applicationStackResourcePropertiesDeserializer(item["properties"])
  };
}
function applicationStackDeserializer(item) {
  return {
    name: item["name"],
    display: item["display"],
    dependency: item["dependency"],
    majorVersions: !item["majorVersions"] ? item["majorVersions"] : stackMajorVersionArrayDeserializer(item["majorVersions"]),
    frameworks: !item["frameworks"] ? item["frameworks"] : applicationStackArrayDeserializer(item["frameworks"]),
    isDeprecated: !item["isDeprecated"] ? item["isDeprecated"] : applicationStackArrayDeserializer(item["isDeprecated"])
  };
}
function stackMajorVersionArrayDeserializer(result) {
  return result.map((item) => {
    return stackMajorVersionDeserializer(item);
  });
}
function stackMajorVersionDeserializer(item) {
  return {
    displayVersion: item["displayVersion"],
    runtimeVersion: item["runtimeVersion"],
    isDefault: item["isDefault"],
    minorVersions: !item["minorVersions"] ? item["minorVersions"] : stackMinorVersionArrayDeserializer(item["minorVersions"]),
    applicationInsights: item["applicationInsights"],
    isPreview: item["isPreview"],
    isDeprecated: item["isDeprecated"],
    isHidden: item["isHidden"],
    appSettingsDictionary: !item["appSettingsDictionary"] ? item["appSettingsDictionary"] : Object.fromEntries(
      Object.entries(item["appSettingsDictionary"]).map(([k, p]) => [k, p])
    ),
    siteConfigPropertiesDictionary: !item["siteConfigPropertiesDictionary"] ? item["siteConfigPropertiesDictionary"] : Object.fromEntries(
      Object.entries(item["siteConfigPropertiesDictionary"]).map(([k, p]) => [
        k,
        p
      ])
    )
  };
}
function stackMinorVersionArrayDeserializer(result) {
  return result.map((item) => {
    return stackMinorVersionDeserializer(item);
  });
}
function stackMinorVersionDeserializer(item) {
  return {
    displayVersion: item["displayVersion"],
    runtimeVersion: item["runtimeVersion"],
    isDefault: item["isDefault"],
    isRemoteDebuggingEnabled: item["isRemoteDebuggingEnabled"]
  };
}
function applicationStackArrayDeserializer(result) {
  return result.map((item) => {
    return applicationStackDeserializer(item);
  });
}
function _functionAppStackCollectionDeserializer(item) {
  return {
    value: functionAppStackArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function functionAppStackArrayDeserializer(result) {
  return result.map((item) => {
    return functionAppStackDeserializer(item);
  });
}
function functionAppStackDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    location: item["location"],
    ...!item["properties"] ? item["properties"] : _functionAppStackPropertiesDeserializer(item["properties"])
  };
}
function functionAppStackPropertiesDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    majorVersions: !item["majorVersions"] ? item["majorVersions"] : functionAppMajorVersionArrayDeserializer(item["majorVersions"]),
    preferredOs: item["preferredOs"]
  };
}
function functionAppMajorVersionArrayDeserializer(result) {
  return result.map((item) => {
    return functionAppMajorVersionDeserializer(item);
  });
}
function functionAppMajorVersionDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    minorVersions: !item["minorVersions"] ? item["minorVersions"] : functionAppMinorVersionArrayDeserializer(item["minorVersions"])
  };
}
function functionAppMinorVersionArrayDeserializer(result) {
  return result.map((item) => {
    return functionAppMinorVersionDeserializer(item);
  });
}
function functionAppMinorVersionDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    stackSettings: !item["stackSettings"] ? item["stackSettings"] : functionAppRuntimesDeserializer(item["stackSettings"])
  };
}
function functionAppRuntimesDeserializer(item) {
  return {
    linuxRuntimeSettings: !item["linuxRuntimeSettings"] ? item["linuxRuntimeSettings"] : functionAppRuntimeSettingsDeserializer(item["linuxRuntimeSettings"]),
    windowsRuntimeSettings: !item["windowsRuntimeSettings"] ? item["windowsRuntimeSettings"] : functionAppRuntimeSettingsDeserializer(item["windowsRuntimeSettings"])
  };
}
function functionAppRuntimeSettingsDeserializer(item) {
  return {
    runtimeVersion: item["runtimeVersion"],
    remoteDebuggingSupported: item["remoteDebuggingSupported"],
    appInsightsSettings: !item["appInsightsSettings"] ? item["appInsightsSettings"] : appInsightsWebAppStackSettingsDeserializer(item["appInsightsSettings"]),
    gitHubActionSettings: !item["gitHubActionSettings"] ? item["gitHubActionSettings"] : gitHubActionWebAppStackSettingsDeserializer(item["gitHubActionSettings"]),
    appSettingsDictionary: !item["appSettingsDictionary"] ? item["appSettingsDictionary"] : Object.fromEntries(
      Object.entries(item["appSettingsDictionary"]).map(([k, p]) => [k, p])
    ),
    siteConfigPropertiesDictionary: !item["siteConfigPropertiesDictionary"] ? item["siteConfigPropertiesDictionary"] : siteConfigPropertiesDictionaryDeserializer(item["siteConfigPropertiesDictionary"]),
    supportedFunctionsExtensionVersions: !item["supportedFunctionsExtensionVersions"] ? item["supportedFunctionsExtensionVersions"] : item["supportedFunctionsExtensionVersions"].map((p) => {
      return p;
    }),
    isPreview: item["isPreview"],
    isDeprecated: item["isDeprecated"],
    isHidden: item["isHidden"],
    endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
    isAutoUpdate: item["isAutoUpdate"],
    isEarlyAccess: item["isEarlyAccess"],
    isDefault: item["isDefault"]
  };
}
function appInsightsWebAppStackSettingsDeserializer(item) {
  return {
    isSupported: item["isSupported"],
    isDefaultOff: item["isDefaultOff"]
  };
}
function gitHubActionWebAppStackSettingsDeserializer(item) {
  return {
    isSupported: item["isSupported"],
    supportedVersion: item["supportedVersion"]
  };
}
function siteConfigPropertiesDictionaryDeserializer(item) {
  return {
    use32BitWorkerProcess: item["use32BitWorkerProcess"],
    linuxFxVersion: item["linuxFxVersion"],
    javaVersion: item["javaVersion"],
    powerShellVersion: item["powerShellVersion"]
  };
}
function _webAppStackCollectionDeserializer(item) {
  return {
    value: webAppStackArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function webAppStackArrayDeserializer(result) {
  return result.map((item) => {
    return webAppStackDeserializer(item);
  });
}
function webAppStackDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    kind: item["kind"],
    type: item["type"],
    location: item["location"],
    ...!item["properties"] ? item["properties"] : _webAppStackPropertiesDeserializer(item["properties"])
  };
}
function webAppStackPropertiesDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    majorVersions: !item["majorVersions"] ? item["majorVersions"] : webAppMajorVersionArrayDeserializer(item["majorVersions"]),
    preferredOs: item["preferredOs"]
  };
}
function webAppMajorVersionArrayDeserializer(result) {
  return result.map((item) => {
    return webAppMajorVersionDeserializer(item);
  });
}
function webAppMajorVersionDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    minorVersions: !item["minorVersions"] ? item["minorVersions"] : webAppMinorVersionArrayDeserializer(item["minorVersions"])
  };
}
function webAppMinorVersionArrayDeserializer(result) {
  return result.map((item) => {
    return webAppMinorVersionDeserializer(item);
  });
}
function webAppMinorVersionDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    stackSettings: !item["stackSettings"] ? item["stackSettings"] : webAppRuntimesDeserializer(item["stackSettings"])
  };
}
function webAppRuntimesDeserializer(item) {
  return {
    linuxRuntimeSettings: !item["linuxRuntimeSettings"] ? item["linuxRuntimeSettings"] : webAppRuntimeSettingsDeserializer(item["linuxRuntimeSettings"]),
    windowsRuntimeSettings: !item["windowsRuntimeSettings"] ? item["windowsRuntimeSettings"] : webAppRuntimeSettingsDeserializer(item["windowsRuntimeSettings"]),
    linuxContainerSettings: !item["linuxContainerSettings"] ? item["linuxContainerSettings"] : linuxJavaContainerSettingsDeserializer(item["linuxContainerSettings"]),
    windowsContainerSettings: !item["windowsContainerSettings"] ? item["windowsContainerSettings"] : windowsJavaContainerSettingsDeserializer(item["windowsContainerSettings"])
  };
}
function webAppRuntimeSettingsDeserializer(item) {
  return {
    runtimeVersion: item["runtimeVersion"],
    remoteDebuggingSupported: item["remoteDebuggingSupported"],
    appInsightsSettings: !item["appInsightsSettings"] ? item["appInsightsSettings"] : appInsightsWebAppStackSettingsDeserializer(item["appInsightsSettings"]),
    gitHubActionSettings: !item["gitHubActionSettings"] ? item["gitHubActionSettings"] : gitHubActionWebAppStackSettingsDeserializer(item["gitHubActionSettings"]),
    isPreview: item["isPreview"],
    isDeprecated: item["isDeprecated"],
    isHidden: item["isHidden"],
    endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
    isAutoUpdate: item["isAutoUpdate"],
    isEarlyAccess: item["isEarlyAccess"]
  };
}
function linuxJavaContainerSettingsDeserializer(item) {
  return {
    java11Runtime: item["java11Runtime"],
    java8Runtime: item["java8Runtime"],
    isPreview: item["isPreview"],
    isDeprecated: item["isDeprecated"],
    isHidden: item["isHidden"],
    endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
    isAutoUpdate: item["isAutoUpdate"],
    isEarlyAccess: item["isEarlyAccess"]
  };
}
function windowsJavaContainerSettingsDeserializer(item) {
  return {
    javaContainer: item["javaContainer"],
    javaContainerVersion: item["javaContainerVersion"],
    isPreview: item["isPreview"],
    isDeprecated: item["isDeprecated"],
    isHidden: item["isHidden"],
    endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
    isAutoUpdate: item["isAutoUpdate"],
    isEarlyAccess: item["isEarlyAccess"]
  };
}
function _deletedWebAppCollectionDeserializer(item) {
  return {
    value: deletedSiteArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function deletedSiteArrayDeserializer(result) {
  return result.map((item) => {
    return deletedSiteDeserializer(item);
  });
}
function resourceHealthMetadataDeserializer(item) {
  return {
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    ...!item["properties"] ? item["properties"] : _resourceHealthMetadataPropertiesDeserializer(item["properties"]),
    kind: item["kind"]
  };
}
function resourceHealthMetadataPropertiesDeserializer(item) {
  return {
    category: item["category"],
    signalAvailability: item["signalAvailability"]
  };
}
function _resourceHealthMetadataCollectionDeserializer(item) {
  return {
    value: resourceHealthMetadataArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function resourceHealthMetadataArrayDeserializer(result) {
  return result.map((item) => {
    return resourceHealthMetadataDeserializer(item);
  });
}
function regenerateActionParameterSerializer(item) {
  return { keyType: item["keyType"] };
}
var KnownKeyType = /* @__PURE__ */ ((KnownKeyType2) => {
  KnownKeyType2["NotSpecified"] = "NotSpecified";
  KnownKeyType2["Primary"] = "Primary";
  KnownKeyType2["Secondary"] = "Secondary";
  return KnownKeyType2;
})(KnownKeyType || {});
function workflowSerializer(item) {
  return {
    location: item["location"],
    tags: item["tags"],
    properties: (0, import_check_prop_undefined.areAllPropsUndefined)(item, [
      "state",
      "endpointsConfiguration",
      "accessControl",
      "integrationAccount",
      "integrationServiceEnvironment",
      "definition",
      "parameters",
      "kind"
    ]) ? void 0 : _workflowPropertiesSerializer(item),
    identity: !item["identity"] ? item["identity"] : managedServiceIdentitySerializer(item["identity"])
  };
}
function workflowPropertiesSerializer(item) {
  return {
    state: item["state"],
    endpointsConfiguration: !item["endpointsConfiguration"] ? item["endpointsConfiguration"] : flowEndpointsConfigurationSerializer(item["endpointsConfiguration"]),
    accessControl: !item["accessControl"] ? item["accessControl"] : flowAccessControlConfigurationSerializer(item["accessControl"]),
    integrationAccount: !item["integrationAccount"] ? item["integrationAccount"] : resourceReferenceSerializer(item["integrationAccount"]),
    integrationServiceEnvironment: !item["integrationServiceEnvironment"] ? item["integrationServiceEnvironment"] : resourceReferenceSerializer(item["integrationServiceEnvironment"]),
    definition: item["definition"],
    parameters: !item["parameters"] ? item["parameters"] : workflowParameterRecordSerializer(item["parameters"]),
    kind: item["kind"]
  };
}
var KnownKind = /* @__PURE__ */ ((KnownKind2) => {
  KnownKind2["Stateful"] = "Stateful";
  KnownKind2["Stateless"] = "Stateless";
  return KnownKind2;
})(KnownKind || {});
function workflowResourceSerializer(item) {
  return { location: item["location"], tags: item["tags"] };
}
function requestHistoryDeserializer(item) {
  return {
    tags: !item["tags"] ? item["tags"] : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
    location: item["location"],
    id: item["id"],
    name: item["name"],
    type: item["type"],
    systemData: !item["systemData"] ? item["systemData"] : systemDataDeserializer(item["systemData"]),
    properties: !item["properties"] ? item["properties"] : requestHistoryPropertiesDeserializer(item["properties"])
  };
}
function requestHistoryPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    request: !item["request"] ? item["request"] : requestDeserializer(item["request"]),
    response: !item["response"] ? item["response"] : responseDeserializer(item["response"])
  };
}
function requestDeserializer(item) {
  return {
    headers: item["headers"],
    uri: item["uri"],
    method: item["method"]
  };
}
function responseDeserializer(item) {
  return {
    headers: item["headers"],
    statusCode: item["statusCode"],
    bodyLink: !item["bodyLink"] ? item["bodyLink"] : contentLinkDeserializer(item["bodyLink"])
  };
}
function _requestHistoryListResultDeserializer(item) {
  return {
    value: requestHistoryArrayDeserializer(item["value"]),
    nextLink: item["nextLink"]
  };
}
function requestHistoryArrayDeserializer(result) {
  return result.map((item) => {
    return requestHistoryDeserializer(item);
  });
}
var KnownSkuName = /* @__PURE__ */ ((KnownSkuName2) => {
  KnownSkuName2["Free"] = "Free";
  KnownSkuName2["Shared"] = "Shared";
  KnownSkuName2["Basic"] = "Basic";
  KnownSkuName2["Standard"] = "Standard";
  KnownSkuName2["Premium"] = "Premium";
  KnownSkuName2["Dynamic"] = "Dynamic";
  KnownSkuName2["Isolated"] = "Isolated";
  KnownSkuName2["IsolatedV2"] = "IsolatedV2";
  KnownSkuName2["PremiumV2"] = "PremiumV2";
  KnownSkuName2["PremiumV3"] = "PremiumV3";
  KnownSkuName2["PremiumContainer"] = "PremiumContainer";
  KnownSkuName2["ElasticPremium"] = "ElasticPremium";
  KnownSkuName2["ElasticIsolated"] = "ElasticIsolated";
  KnownSkuName2["FlexConsumption"] = "FlexConsumption";
  return KnownSkuName2;
})(KnownSkuName || {});
var KnownProviderOsTypeSelected = /* @__PURE__ */ ((KnownProviderOsTypeSelected2) => {
  KnownProviderOsTypeSelected2["Windows"] = "Windows";
  KnownProviderOsTypeSelected2["Linux"] = "Linux";
  KnownProviderOsTypeSelected2["WindowsFunctions"] = "WindowsFunctions";
  KnownProviderOsTypeSelected2["LinuxFunctions"] = "LinuxFunctions";
  KnownProviderOsTypeSelected2["All"] = "All";
  return KnownProviderOsTypeSelected2;
})(KnownProviderOsTypeSelected || {});
var KnownProviderStackOsType = /* @__PURE__ */ ((KnownProviderStackOsType2) => {
  KnownProviderStackOsType2["Windows"] = "Windows";
  KnownProviderStackOsType2["Linux"] = "Linux";
  KnownProviderStackOsType2["All"] = "All";
  return KnownProviderStackOsType2;
})(KnownProviderStackOsType || {});
var KnownVersions = /* @__PURE__ */ ((KnownVersions2) => {
  KnownVersions2["V20250301"] = "2025-03-01";
  KnownVersions2["V20250501"] = "2025-05-01";
  return KnownVersions2;
})(KnownVersions || {});
function vnetInfoResourceArraySerializer(result) {
  return result.map((item) => {
    return vnetInfoResourceSerializer(item);
  });
}
function vnetInfoResourceArrayDeserializer(result) {
  return result.map((item) => {
    return vnetInfoResourceDeserializer(item);
  });
}
function networkTraceArrayDeserializer(result) {
  return result.map((item) => {
    return networkTraceDeserializer(item);
  });
}
function hostingEnvironmentDiagnosticsArrayDeserializer(result) {
  return result.map((item) => {
    return hostingEnvironmentDiagnosticsDeserializer(item);
  });
}
function operationArrayDeserializer(result) {
  return result.map((item) => {
    return operationDeserializer(item);
  });
}
function _customDnsSuffixConfigurationPropertiesSerializer(item) {
  return {
    dnsSuffix: item["dnsSuffix"],
    certificateUrl: item["certificateUrl"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"]
  };
}
function _customDnsSuffixConfigurationPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    provisioningDetails: item["provisioningDetails"],
    dnsSuffix: item["dnsSuffix"],
    certificateUrl: item["certificateUrl"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"]
  };
}
function _aseV3NetworkingConfigurationPropertiesSerializer(item) {
  return {
    allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
    ftpEnabled: item["ftpEnabled"],
    remoteDebugEnabled: item["remoteDebugEnabled"],
    inboundIpAddressOverride: item["inboundIpAddressOverride"]
  };
}
function _aseV3NetworkingConfigurationPropertiesDeserializer(item) {
  return {
    windowsOutboundIpAddresses: !item["windowsOutboundIpAddresses"] ? item["windowsOutboundIpAddresses"] : item["windowsOutboundIpAddresses"].map((p) => {
      return p;
    }),
    linuxOutboundIpAddresses: !item["linuxOutboundIpAddresses"] ? item["linuxOutboundIpAddresses"] : item["linuxOutboundIpAddresses"].map((p) => {
      return p;
    }),
    externalInboundIpAddresses: !item["externalInboundIpAddresses"] ? item["externalInboundIpAddresses"] : item["externalInboundIpAddresses"].map((p) => {
      return p;
    }),
    internalInboundIpAddresses: !item["internalInboundIpAddresses"] ? item["internalInboundIpAddresses"] : item["internalInboundIpAddresses"].map((p) => {
      return p;
    }),
    allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
    ftpEnabled: item["ftpEnabled"],
    remoteDebugEnabled: item["remoteDebugEnabled"],
    inboundIpAddressOverride: item["inboundIpAddressOverride"]
  };
}
function _validateRequestPropertiesSerializer(item) {
  return {
    serverFarmId: item["serverFarmId"],
    skuName: item["skuName"],
    needLinuxWorkers: item["needLinuxWorkers"],
    isSpot: item["isSpot"],
    capacity: item["capacity"],
    hostingEnvironment: item["hostingEnvironment"],
    isXenon: item["isXenon"],
    containerRegistryBaseUrl: item["containerRegistryBaseUrl"],
    containerRegistryUsername: item["containerRegistryUsername"],
    containerRegistryPassword: item["containerRegistryPassword"],
    containerImageRepository: item["containerImageRepository"],
    containerImageTag: item["containerImageTag"],
    containerImagePlatform: item["containerImagePlatform"],
    appServiceEnvironment: !item["appServiceEnvironment"] ? item["appServiceEnvironment"] : appServiceEnvironmentSerializer(item["appServiceEnvironment"])
  };
}
function _geoRegionPropertiesDeserializer(item) {
  return {
    description: item["description"],
    displayName: item["displayName"],
    orgDomain: item["orgDomain"]
  };
}
function _aseRegionPropertiesDeserializer(item) {
  return {
    displayName: item["displayName"],
    standard: item["standard"],
    dedicatedHost: item["dedicatedHost"],
    zoneRedundant: item["zoneRedundant"],
    availableSku: !item["availableSku"] ? item["availableSku"] : item["availableSku"].map((p) => {
      return p;
    }),
    availableOS: !item["availableOS"] ? item["availableOS"] : item["availableOS"].map((p) => {
      return p;
    })
  };
}
function _billingMeterPropertiesDeserializer(item) {
  return {
    meterId: item["meterId"],
    billingLocation: item["billingLocation"],
    shortName: item["shortName"],
    friendlyName: item["friendlyName"],
    resourceType: item["resourceType"],
    osType: item["osType"],
    multiplier: item["multiplier"]
  };
}
function _identifierPropertiesSerializer(item) {
  return { id: item["value"] };
}
function _identifierPropertiesDeserializer(item) {
  return {
    value: item["id"]
  };
}
function _customHostnameSitesPropertiesDeserializer(item) {
  return {
    customHostname: item["customHostname"],
    region: item["region"],
    siteResourceIds: !item["siteResourceIds"] ? item["siteResourceIds"] : identifierArrayDeserializer(item["siteResourceIds"])
  };
}
function _premierAddOnOfferPropertiesDeserializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    promoCodeRequired: item["promoCodeRequired"],
    quota: item["quota"],
    webHostingPlanRestrictions: item["webHostingPlanRestrictions"],
    privacyPolicyUrl: item["privacyPolicyUrl"],
    legalTermsUrl: item["legalTermsUrl"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function _vnetParametersPropertiesSerializer(item) {
  return {
    vnetResourceGroup: item["vnetResourceGroup"],
    vnetName: item["vnetName"],
    vnetSubnetName: item["vnetSubnetName"],
    subnetResourceId: item["subnetResourceId"]
  };
}
function _vnetValidationTestFailurePropertiesDeserializer(item) {
  return {
    testName: item["testName"],
    details: item["details"]
  };
}
function _vnetValidationFailureDetailsPropertiesDeserializer(item) {
  return {
    message: item["message"],
    failed: item["failed"],
    failedTests: !item["failedTests"] ? item["failedTests"] : vnetValidationTestFailureArrayDeserializer(item["failedTests"]),
    warnings: !item["warnings"] ? item["warnings"] : vnetValidationTestFailureArrayDeserializer(item["warnings"])
  };
}
function _userPropertiesSerializer(item) {
  return {
    publishingUserName: item["publishingUserName"],
    publishingPassword: item["publishingPassword"],
    publishingPasswordHash: item["publishingPasswordHash"],
    publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
    scmUri: item["scmUri"]
  };
}
function _userPropertiesDeserializer(item) {
  return {
    publishingUserName: item["publishingUserName"],
    publishingPassword: item["publishingPassword"],
    publishingPasswordHash: item["publishingPasswordHash"],
    publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
    scmUri: item["scmUri"]
  };
}
function _sourceControlPropertiesSerializer(item) {
  return {
    token: item["token"],
    tokenSecret: item["tokenSecret"],
    refreshToken: item["refreshToken"],
    expirationTime: !item["expirationTime"] ? item["expirationTime"] : item["expirationTime"].toISOString()
  };
}
function _sourceControlPropertiesDeserializer(item) {
  return {
    token: item["token"],
    tokenSecret: item["tokenSecret"],
    refreshToken: item["refreshToken"],
    expirationTime: !item["expirationTime"] ? item["expirationTime"] : new Date(item["expirationTime"])
  };
}
function _workerPoolResourcePropertiesSerializer(item) {
  return {
    workerSizeId: item["workerSizeId"],
    computeMode: item["computeMode"],
    workerSize: item["workerSize"],
    workerCount: item["workerCount"]
  };
}
function _workerPoolResourcePropertiesDeserializer(item) {
  return {
    workerSizeId: item["workerSizeId"],
    computeMode: item["computeMode"],
    workerSize: item["workerSize"],
    workerCount: item["workerCount"],
    instanceNames: !item["instanceNames"] ? item["instanceNames"] : item["instanceNames"].map((p) => {
      return p;
    })
  };
}
function _resourceMetricDefinitionPropertiesDeserializer(item) {
  return {
    unit: item["unit"],
    primaryAggregationType: item["primaryAggregationType"],
    metricAvailabilities: !item["metricAvailabilities"] ? item["metricAvailabilities"] : resourceMetricAvailabilityArrayDeserializer(item["metricAvailabilities"]),
    resourceUri: item["resourceUri"],
    properties: !item["properties"] ? item["properties"] : Object.fromEntries(
      Object.entries(item["properties"]).map(([k, p]) => [k, p])
    )
  };
}
function _usagePropertiesDeserializer(item) {
  return {
    displayName: item["displayName"],
    resourceName: item["resourceName"],
    unit: item["unit"],
    currentValue: item["currentValue"],
    limit: item["limit"],
    nextResetTime: !item["nextResetTime"] ? item["nextResetTime"] : new Date(item["nextResetTime"]),
    computeMode: item["computeMode"],
    siteMode: item["siteMode"]
  };
}
function _appServiceEnvironmentResourcePropertiesSerializer(item) {
  return {
    virtualNetwork: !item["virtualNetwork"] ? item["virtualNetwork"] : virtualNetworkProfileSerializer(item["virtualNetwork"]),
    internalLoadBalancingMode: item["internalLoadBalancingMode"],
    multiSize: item["multiSize"],
    ipsslAddressCount: item["ipsslAddressCount"],
    dnsSuffix: item["dnsSuffix"],
    frontEndScaleFactor: item["frontEndScaleFactor"],
    clusterSettings: !item["clusterSettings"] ? item["clusterSettings"] : nameValuePairArraySerializer(item["clusterSettings"]),
    userWhitelistedIpRanges: !item["userWhitelistedIpRanges"] ? item["userWhitelistedIpRanges"] : item["userWhitelistedIpRanges"].map((p) => {
      return p;
    }),
    upgradePreference: item["upgradePreference"],
    dedicatedHostCount: item["dedicatedHostCount"],
    zoneRedundant: item["zoneRedundant"],
    customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"] ? item["customDnsSuffixConfiguration"] : customDnsSuffixConfigurationSerializer(item["customDnsSuffixConfiguration"]),
    networkingConfiguration: !item["networkingConfiguration"] ? item["networkingConfiguration"] : aseV3NetworkingConfigurationSerializer(item["networkingConfiguration"])
  };
}
function _appServiceEnvironmentResourcePropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    status: item["status"],
    virtualNetwork: !item["virtualNetwork"] ? item["virtualNetwork"] : virtualNetworkProfileDeserializer(item["virtualNetwork"]),
    internalLoadBalancingMode: item["internalLoadBalancingMode"],
    multiSize: item["multiSize"],
    multiRoleCount: item["multiRoleCount"],
    ipsslAddressCount: item["ipsslAddressCount"],
    dnsSuffix: item["dnsSuffix"],
    maximumNumberOfMachines: item["maximumNumberOfMachines"],
    frontEndScaleFactor: item["frontEndScaleFactor"],
    suspended: item["suspended"],
    clusterSettings: !item["clusterSettings"] ? item["clusterSettings"] : nameValuePairArrayDeserializer(item["clusterSettings"]),
    userWhitelistedIpRanges: !item["userWhitelistedIpRanges"] ? item["userWhitelistedIpRanges"] : item["userWhitelistedIpRanges"].map((p) => {
      return p;
    }),
    hasLinuxWorkers: item["hasLinuxWorkers"],
    upgradePreference: item["upgradePreference"],
    dedicatedHostCount: item["dedicatedHostCount"],
    zoneRedundant: item["zoneRedundant"],
    customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"] ? item["customDnsSuffixConfiguration"] : customDnsSuffixConfigurationDeserializer(item["customDnsSuffixConfiguration"]),
    networkingConfiguration: !item["networkingConfiguration"] ? item["networkingConfiguration"] : aseV3NetworkingConfigurationDeserializer(item["networkingConfiguration"]),
    upgradeAvailability: item["upgradeAvailability"]
  };
}
function _appServiceEnvironmentPatchResourcePropertiesSerializer(item) {
  return {
    virtualNetwork: !item["virtualNetwork"] ? item["virtualNetwork"] : virtualNetworkProfileSerializer(item["virtualNetwork"]),
    internalLoadBalancingMode: item["internalLoadBalancingMode"],
    multiSize: item["multiSize"],
    ipsslAddressCount: item["ipsslAddressCount"],
    dnsSuffix: item["dnsSuffix"],
    frontEndScaleFactor: item["frontEndScaleFactor"],
    clusterSettings: !item["clusterSettings"] ? item["clusterSettings"] : nameValuePairArraySerializer(item["clusterSettings"]),
    userWhitelistedIpRanges: !item["userWhitelistedIpRanges"] ? item["userWhitelistedIpRanges"] : item["userWhitelistedIpRanges"].map((p) => {
      return p;
    }),
    upgradePreference: item["upgradePreference"],
    dedicatedHostCount: item["dedicatedHostCount"],
    zoneRedundant: item["zoneRedundant"],
    customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"] ? item["customDnsSuffixConfiguration"] : customDnsSuffixConfigurationSerializer(item["customDnsSuffixConfiguration"]),
    networkingConfiguration: !item["networkingConfiguration"] ? item["networkingConfiguration"] : aseV3NetworkingConfigurationSerializer(item["networkingConfiguration"])
  };
}
function _appServiceEnvironmentPatchResourcePropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    status: item["status"],
    virtualNetwork: !item["virtualNetwork"] ? item["virtualNetwork"] : virtualNetworkProfileDeserializer(item["virtualNetwork"]),
    internalLoadBalancingMode: item["internalLoadBalancingMode"],
    multiSize: item["multiSize"],
    multiRoleCount: item["multiRoleCount"],
    ipsslAddressCount: item["ipsslAddressCount"],
    dnsSuffix: item["dnsSuffix"],
    maximumNumberOfMachines: item["maximumNumberOfMachines"],
    frontEndScaleFactor: item["frontEndScaleFactor"],
    suspended: item["suspended"],
    clusterSettings: !item["clusterSettings"] ? item["clusterSettings"] : nameValuePairArrayDeserializer(item["clusterSettings"]),
    userWhitelistedIpRanges: !item["userWhitelistedIpRanges"] ? item["userWhitelistedIpRanges"] : item["userWhitelistedIpRanges"].map((p) => {
      return p;
    }),
    hasLinuxWorkers: item["hasLinuxWorkers"],
    upgradePreference: item["upgradePreference"],
    dedicatedHostCount: item["dedicatedHostCount"],
    zoneRedundant: item["zoneRedundant"],
    customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"] ? item["customDnsSuffixConfiguration"] : customDnsSuffixConfigurationDeserializer(item["customDnsSuffixConfiguration"]),
    networkingConfiguration: !item["networkingConfiguration"] ? item["networkingConfiguration"] : aseV3NetworkingConfigurationDeserializer(item["networkingConfiguration"]),
    upgradeAvailability: item["upgradeAvailability"]
  };
}
function _pushSettingsPropertiesSerializer(item) {
  return {
    isPushEnabled: item["isPushEnabled"],
    tagWhitelistJson: item["tagWhitelistJson"],
    tagsRequiringAuth: item["tagsRequiringAuth"],
    dynamicTagsJson: item["dynamicTagsJson"]
  };
}
function _pushSettingsPropertiesDeserializer(item) {
  return {
    isPushEnabled: item["isPushEnabled"],
    tagWhitelistJson: item["tagWhitelistJson"],
    tagsRequiringAuth: item["tagsRequiringAuth"],
    dynamicTagsJson: item["dynamicTagsJson"]
  };
}
function _sitePropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    hostNameSslStates: !item["hostNameSslStates"] ? item["hostNameSslStates"] : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
    serverFarmId: item["serverFarmId"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    dnsConfiguration: !item["dnsConfiguration"] ? item["dnsConfiguration"] : siteDnsConfigSerializer(item["dnsConfiguration"]),
    outboundVnetRouting: !item["outboundVnetRouting"] ? item["outboundVnetRouting"] : outboundVnetRoutingSerializer(item["outboundVnetRouting"]),
    siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
    functionAppConfig: !item["functionAppConfig"] ? item["functionAppConfig"] : functionAppConfigSerializer(item["functionAppConfig"]),
    daprConfig: !item["daprConfig"] ? item["daprConfig"] : daprConfigSerializer(item["daprConfig"]),
    workloadProfileName: item["workloadProfileName"],
    resourceConfig: !item["resourceConfig"] ? item["resourceConfig"] : resourceConfigSerializer(item["resourceConfig"]),
    scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    clientAffinityEnabled: item["clientAffinityEnabled"],
    clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
    clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
    clientCertEnabled: item["clientCertEnabled"],
    clientCertMode: item["clientCertMode"],
    clientCertExclusionPaths: item["clientCertExclusionPaths"],
    ipMode: item["ipMode"],
    endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
    sshEnabled: item["sshEnabled"],
    hostNamesDisabled: item["hostNamesDisabled"],
    customDomainVerificationId: item["customDomainVerificationId"],
    containerSize: item["containerSize"],
    dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
    cloningInfo: !item["cloningInfo"] ? item["cloningInfo"] : cloningInfoSerializer(item["cloningInfo"]),
    httpsOnly: item["httpsOnly"],
    redundancyMode: item["redundancyMode"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    managedEnvironmentId: item["managedEnvironmentId"]
  };
}
function _sitePropertiesDeserializer(item) {
  return {
    state: item["state"],
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    repositorySiteName: item["repositorySiteName"],
    usageState: item["usageState"],
    enabled: item["enabled"],
    enabledHostNames: !item["enabledHostNames"] ? item["enabledHostNames"] : item["enabledHostNames"].map((p) => {
      return p;
    }),
    availabilityState: item["availabilityState"],
    hostNameSslStates: !item["hostNameSslStates"] ? item["hostNameSslStates"] : hostNameSslStateArrayDeserializer(item["hostNameSslStates"]),
    serverFarmId: item["serverFarmId"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    lastModifiedTimeUtc: !item["lastModifiedTimeUtc"] ? item["lastModifiedTimeUtc"] : new Date(item["lastModifiedTimeUtc"]),
    dnsConfiguration: !item["dnsConfiguration"] ? item["dnsConfiguration"] : siteDnsConfigDeserializer(item["dnsConfiguration"]),
    outboundVnetRouting: !item["outboundVnetRouting"] ? item["outboundVnetRouting"] : outboundVnetRoutingDeserializer(item["outboundVnetRouting"]),
    siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigDeserializer(item["siteConfig"]),
    functionAppConfig: !item["functionAppConfig"] ? item["functionAppConfig"] : functionAppConfigDeserializer(item["functionAppConfig"]),
    daprConfig: !item["daprConfig"] ? item["daprConfig"] : daprConfigDeserializer(item["daprConfig"]),
    workloadProfileName: item["workloadProfileName"],
    resourceConfig: !item["resourceConfig"] ? item["resourceConfig"] : resourceConfigDeserializer(item["resourceConfig"]),
    trafficManagerHostNames: !item["trafficManagerHostNames"] ? item["trafficManagerHostNames"] : item["trafficManagerHostNames"].map((p) => {
      return p;
    }),
    scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
    targetSwapSlot: item["targetSwapSlot"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
    clientAffinityEnabled: item["clientAffinityEnabled"],
    clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
    clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
    clientCertEnabled: item["clientCertEnabled"],
    clientCertMode: item["clientCertMode"],
    clientCertExclusionPaths: item["clientCertExclusionPaths"],
    ipMode: item["ipMode"],
    endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
    sshEnabled: item["sshEnabled"],
    hostNamesDisabled: item["hostNamesDisabled"],
    customDomainVerificationId: item["customDomainVerificationId"],
    outboundIpAddresses: item["outboundIpAddresses"],
    possibleOutboundIpAddresses: item["possibleOutboundIpAddresses"],
    containerSize: item["containerSize"],
    dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
    suspendedTill: !item["suspendedTill"] ? item["suspendedTill"] : new Date(item["suspendedTill"]),
    maxNumberOfWorkers: item["maxNumberOfWorkers"],
    cloningInfo: !item["cloningInfo"] ? item["cloningInfo"] : cloningInfoDeserializer(item["cloningInfo"]),
    resourceGroup: item["resourceGroup"],
    isDefaultContainer: item["isDefaultContainer"],
    defaultHostName: item["defaultHostName"],
    slotSwapStatus: !item["slotSwapStatus"] ? item["slotSwapStatus"] : slotSwapStatusDeserializer(item["slotSwapStatus"]),
    httpsOnly: item["httpsOnly"],
    redundancyMode: item["redundancyMode"],
    inProgressOperationId: item["inProgressOperationId"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    managedEnvironmentId: item["managedEnvironmentId"],
    sku: item["sku"]
  };
}
function _appServicePlanPropertiesSerializer(item) {
  return {
    workerTierName: item["workerTierName"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    perSiteScaling: item["perSiteScaling"],
    elasticScaleEnabled: item["elasticScaleEnabled"],
    maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
    isSpot: item["isSpot"],
    spotExpirationTime: !item["spotExpirationTime"] ? item["spotExpirationTime"] : item["spotExpirationTime"].toISOString(),
    freeOfferExpirationTime: !item["freeOfferExpirationTime"] ? item["freeOfferExpirationTime"] : item["freeOfferExpirationTime"].toISOString(),
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    targetWorkerCount: item["targetWorkerCount"],
    targetWorkerSizeId: item["targetWorkerSizeId"],
    kubeEnvironmentProfile: !item["kubeEnvironmentProfile"] ? item["kubeEnvironmentProfile"] : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
    zoneRedundant: item["zoneRedundant"],
    asyncScalingEnabled: item["asyncScalingEnabled"],
    planDefaultIdentity: !item["planDefaultIdentity"] ? item["planDefaultIdentity"] : defaultIdentitySerializer(item["planDefaultIdentity"]),
    isCustomMode: item["isCustomMode"],
    registryAdapters: !item["registryAdapters"] ? item["registryAdapters"] : registryAdapterArraySerializer(item["registryAdapters"]),
    installScripts: !item["installScripts"] ? item["installScripts"] : installScriptArraySerializer(item["installScripts"]),
    network: !item["network"] ? item["network"] : serverFarmNetworkSettingsSerializer(item["network"]),
    storageMounts: !item["storageMounts"] ? item["storageMounts"] : storageMountArraySerializer(item["storageMounts"]),
    rdpEnabled: item["rdpEnabled"]
  };
}
function _appServicePlanPropertiesDeserializer(item) {
  return {
    workerTierName: item["workerTierName"],
    status: item["status"],
    subscription: item["subscription"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
    maximumNumberOfWorkers: item["maximumNumberOfWorkers"],
    numberOfWorkers: item["numberOfWorkers"],
    geoRegion: item["geoRegion"],
    perSiteScaling: item["perSiteScaling"],
    elasticScaleEnabled: item["elasticScaleEnabled"],
    maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
    numberOfSites: item["numberOfSites"],
    isSpot: item["isSpot"],
    spotExpirationTime: !item["spotExpirationTime"] ? item["spotExpirationTime"] : new Date(item["spotExpirationTime"]),
    freeOfferExpirationTime: !item["freeOfferExpirationTime"] ? item["freeOfferExpirationTime"] : new Date(item["freeOfferExpirationTime"]),
    resourceGroup: item["resourceGroup"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    targetWorkerCount: item["targetWorkerCount"],
    targetWorkerSizeId: item["targetWorkerSizeId"],
    provisioningState: item["provisioningState"],
    kubeEnvironmentProfile: !item["kubeEnvironmentProfile"] ? item["kubeEnvironmentProfile"] : kubeEnvironmentProfileDeserializer(item["kubeEnvironmentProfile"]),
    zoneRedundant: item["zoneRedundant"],
    asyncScalingEnabled: item["asyncScalingEnabled"],
    planDefaultIdentity: !item["planDefaultIdentity"] ? item["planDefaultIdentity"] : defaultIdentityDeserializer(item["planDefaultIdentity"]),
    isCustomMode: item["isCustomMode"],
    registryAdapters: !item["registryAdapters"] ? item["registryAdapters"] : registryAdapterArrayDeserializer(item["registryAdapters"]),
    installScripts: !item["installScripts"] ? item["installScripts"] : installScriptArrayDeserializer(item["installScripts"]),
    network: !item["network"] ? item["network"] : serverFarmNetworkSettingsDeserializer(item["network"]),
    storageMounts: !item["storageMounts"] ? item["storageMounts"] : storageMountArrayDeserializer(item["storageMounts"]),
    rdpEnabled: item["rdpEnabled"]
  };
}
function _addressResponsePropertiesDeserializer(item) {
  return {
    serviceIpAddress: item["serviceIpAddress"],
    internalIpAddress: item["internalIpAddress"],
    outboundIpAddresses: !item["outboundIpAddresses"] ? item["outboundIpAddresses"] : item["outboundIpAddresses"].map((p) => {
      return p;
    }),
    vipMappings: !item["vipMappings"] ? item["vipMappings"] : virtualIPMappingArrayDeserializer(item["vipMappings"])
  };
}
function _remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item) {
  return {
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : armIdWrapperSerializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkConnectionStateSerializer(item["privateLinkServiceConnectionState"]),
    ipAddresses: !item["ipAddresses"] ? item["ipAddresses"] : item["ipAddresses"].map((p) => {
      return p;
    })
  };
}
function _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : armIdWrapperDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    ipAddresses: !item["ipAddresses"] ? item["ipAddresses"] : item["ipAddresses"].map((p) => {
      return p;
    })
  };
}
function _recommendationRulePropertiesDeserializer(item) {
  return {
    recommendationName: item["recommendationName"],
    displayName: item["displayName"],
    message: item["message"],
    recommendationId: item["recommendationId"],
    description: item["description"],
    actionName: item["actionName"],
    level: item["level"],
    channels: item["channels"],
    categoryTags: !item["categoryTags"] ? item["categoryTags"] : item["categoryTags"].map((p) => {
      return p;
    }),
    isDynamic: item["isDynamic"],
    extensionName: item["extensionName"],
    bladeName: item["bladeName"],
    forwardLink: item["forwardLink"]
  };
}
function _recommendationPropertiesDeserializer(item) {
  return {
    creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
    recommendationId: item["recommendationId"],
    resourceId: item["resourceId"],
    resourceScope: item["resourceScope"],
    ruleName: item["ruleName"],
    displayName: item["displayName"],
    message: item["message"],
    level: item["level"],
    channels: item["channels"],
    categoryTags: !item["categoryTags"] ? item["categoryTags"] : item["categoryTags"].map((p) => {
      return p;
    }),
    actionName: item["actionName"],
    enabled: item["enabled"],
    states: !item["states"] ? item["states"] : item["states"].map((p) => {
      return p;
    }),
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    nextNotificationTime: !item["nextNotificationTime"] ? item["nextNotificationTime"] : new Date(item["nextNotificationTime"]),
    notificationExpirationTime: !item["notificationExpirationTime"] ? item["notificationExpirationTime"] : new Date(item["notificationExpirationTime"]),
    notifiedTime: !item["notifiedTime"] ? item["notifiedTime"] : new Date(item["notifiedTime"]),
    score: item["score"],
    isDynamic: item["isDynamic"],
    extensionName: item["extensionName"],
    bladeName: item["bladeName"],
    forwardLink: item["forwardLink"]
  };
}
function _remotePrivateEndpointConnectionPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    privateEndpoint: !item["privateEndpoint"] ? item["privateEndpoint"] : armIdWrapperDeserializer(item["privateEndpoint"]),
    privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"] ? item["privateLinkServiceConnectionState"] : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
    ipAddresses: !item["ipAddresses"] ? item["ipAddresses"] : item["ipAddresses"].map((p) => {
      return p;
    })
  };
}
function _staticSiteUserProvidedFunctionAppPropertiesDeserializer(item) {
  return {
    functionAppResourceId: item["functionAppResourceId"],
    functionAppRegion: item["functionAppRegion"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"])
  };
}
function _staticSiteARMResourcePropertiesSerializer(item) {
  return {
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    repositoryToken: item["repositoryToken"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
    stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
    allowConfigFileUpdates: item["allowConfigFileUpdates"],
    templateProperties: !item["templateProperties"] ? item["templateProperties"] : staticSiteTemplateOptionsSerializer(item["templateProperties"]),
    provider: item["provider"],
    enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function _staticSiteARMResourcePropertiesDeserializer(item) {
  return {
    defaultHostname: item["defaultHostname"],
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    customDomains: !item["customDomains"] ? item["customDomains"] : item["customDomains"].map((p) => {
      return p;
    }),
    repositoryToken: item["repositoryToken"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesDeserializer(item["buildProperties"]),
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(
      item["privateEndpointConnections"]
    ),
    stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
    allowConfigFileUpdates: item["allowConfigFileUpdates"],
    templateProperties: !item["templateProperties"] ? item["templateProperties"] : staticSiteTemplateOptionsDeserializer(item["templateProperties"]),
    contentDistributionEndpoint: item["contentDistributionEndpoint"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    userProvidedFunctionApps: !item["userProvidedFunctionApps"] ? item["userProvidedFunctionApps"] : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
    linkedBackends: !item["linkedBackends"] ? item["linkedBackends"] : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
    provider: item["provider"],
    enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
    publicNetworkAccess: item["publicNetworkAccess"],
    databaseConnections: !item["databaseConnections"] ? item["databaseConnections"] : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"])
  };
}
function _staticSitePatchResourcePropertiesSerializer(item) {
  return {
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    repositoryToken: item["repositoryToken"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
    stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
    allowConfigFileUpdates: item["allowConfigFileUpdates"],
    templateProperties: !item["templateProperties"] ? item["templateProperties"] : staticSiteTemplateOptionsSerializer(item["templateProperties"]),
    provider: item["provider"],
    enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function _staticSitePatchResourcePropertiesDeserializer(item) {
  return {
    defaultHostname: item["defaultHostname"],
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    customDomains: !item["customDomains"] ? item["customDomains"] : item["customDomains"].map((p) => {
      return p;
    }),
    repositoryToken: item["repositoryToken"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesDeserializer(item["buildProperties"]),
    privateEndpointConnections: !item["privateEndpointConnections"] ? item["privateEndpointConnections"] : responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(
      item["privateEndpointConnections"]
    ),
    stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
    allowConfigFileUpdates: item["allowConfigFileUpdates"],
    templateProperties: !item["templateProperties"] ? item["templateProperties"] : staticSiteTemplateOptionsDeserializer(item["templateProperties"]),
    contentDistributionEndpoint: item["contentDistributionEndpoint"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    userProvidedFunctionApps: !item["userProvidedFunctionApps"] ? item["userProvidedFunctionApps"] : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
    linkedBackends: !item["linkedBackends"] ? item["linkedBackends"] : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
    provider: item["provider"],
    enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
    publicNetworkAccess: item["publicNetworkAccess"],
    databaseConnections: !item["databaseConnections"] ? item["databaseConnections"] : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"])
  };
}
function _staticSiteUserARMResourcePropertiesSerializer(item) {
  return { roles: item["roles"] };
}
function _staticSiteUserARMResourcePropertiesDeserializer(item) {
  return {
    provider: item["provider"],
    userId: item["userId"],
    displayName: item["displayName"],
    roles: item["roles"]
  };
}
function _staticSiteUserInvitationRequestResourcePropertiesSerializer(item) {
  return {
    domain: item["domain"],
    provider: item["provider"],
    userDetails: item["userDetails"],
    roles: item["roles"],
    numHoursToExpiration: item["numHoursToExpiration"]
  };
}
function _staticSiteUserInvitationResponseResourcePropertiesDeserializer(item) {
  return {
    expiresOn: !item["expiresOn"] ? item["expiresOn"] : new Date(item["expiresOn"]),
    invitationUrl: item["invitationUrl"]
  };
}
function _staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item) {
  return {
    functionName: item["functionName"],
    triggerType: item["triggerType"]
  };
}
function _staticSiteResetPropertiesARMResourcePropertiesSerializer(item) {
  return {
    repositoryToken: item["repositoryToken"],
    shouldUpdateRepository: item["shouldUpdateRepository"]
  };
}
function _databaseConnectionPropertiesSerializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    connectionString: item["connectionString"],
    region: item["region"]
  };
}
function _databaseConnectionPropertiesDeserializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    connectionString: item["connectionString"],
    region: item["region"],
    configurationFiles: !item["configurationFiles"] ? item["configurationFiles"] : staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(
      item["configurationFiles"]
    )
  };
}
function _staticSiteZipDeploymentARMResourcePropertiesSerializer(item) {
  return {
    appZipUrl: item["appZipUrl"],
    apiZipUrl: item["apiZipUrl"],
    deploymentTitle: item["deploymentTitle"],
    provider: item["provider"],
    functionLanguage: item["functionLanguage"]
  };
}
function _staticSiteBuildARMResourcePropertiesDeserializer(item) {
  return {
    buildId: item["buildId"],
    sourceBranch: item["sourceBranch"],
    pullRequestTitle: item["pullRequestTitle"],
    hostname: item["hostname"],
    createdTimeUtc: !item["createdTimeUtc"] ? item["createdTimeUtc"] : new Date(item["createdTimeUtc"]),
    lastUpdatedOn: !item["lastUpdatedOn"] ? item["lastUpdatedOn"] : new Date(item["lastUpdatedOn"]),
    status: item["status"],
    userProvidedFunctionApps: !item["userProvidedFunctionApps"] ? item["userProvidedFunctionApps"] : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
    linkedBackends: !item["linkedBackends"] ? item["linkedBackends"] : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
    databaseConnections: !item["databaseConnections"] ? item["databaseConnections"] : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"])
  };
}
function _databaseConnectionPatchRequestPropertiesSerializer(item) {
  return {
    resourceId: item["resourceId"],
    connectionIdentity: item["connectionIdentity"],
    connectionString: item["connectionString"],
    region: item["region"]
  };
}
function _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item) {
  return {
    functionAppResourceId: item["functionAppResourceId"],
    functionAppRegion: item["functionAppRegion"]
  };
}
function _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item) {
  return {
    functionAppResourceId: item["functionAppResourceId"],
    functionAppRegion: item["functionAppRegion"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"])
  };
}
function _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item) {
  return {
    password: item["password"],
    secretUrl: item["secretUrl"],
    applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
    environments: !item["environments"] ? item["environments"] : item["environments"].map((p) => {
      return p;
    })
  };
}
function _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item) {
  return {
    password: item["password"],
    secretUrl: item["secretUrl"],
    applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
    environments: !item["environments"] ? item["environments"] : item["environments"].map((p) => {
      return p;
    }),
    secretState: item["secretState"]
  };
}
function _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item) {
  return {
    domainName: item["domainName"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    status: item["status"],
    validationToken: item["validationToken"],
    errorMessage: item["errorMessage"]
  };
}
function _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item) {
  return { validationMethod: item["validationMethod"] };
}
function _staticSiteLinkedBackendARMResourcePropertiesSerializer(item) {
  return { backendResourceId: item["backendResourceId"], region: item["region"] };
}
function _staticSiteLinkedBackendARMResourcePropertiesDeserializer(item) {
  return {
    backendResourceId: item["backendResourceId"],
    region: item["region"],
    createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    provisioningState: item["provisioningState"]
  };
}
function _staticSitesWorkflowPreviewRequestPropertiesSerializer(item) {
  return {
    repositoryUrl: item["repositoryUrl"],
    branch: item["branch"],
    buildProperties: !item["buildProperties"] ? item["buildProperties"] : staticSiteBuildPropertiesSerializer(item["buildProperties"])
  };
}
function _staticSitesWorkflowPreviewPropertiesDeserializer(item) {
  return {
    path: item["path"],
    contents: item["contents"]
  };
}
function _sitePatchResourcePropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    hostNameSslStates: !item["hostNameSslStates"] ? item["hostNameSslStates"] : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
    serverFarmId: item["serverFarmId"],
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    dnsConfiguration: !item["dnsConfiguration"] ? item["dnsConfiguration"] : siteDnsConfigSerializer(item["dnsConfiguration"]),
    siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
    scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    clientAffinityEnabled: item["clientAffinityEnabled"],
    clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
    clientCertEnabled: item["clientCertEnabled"],
    clientCertMode: item["clientCertMode"],
    clientCertExclusionPaths: item["clientCertExclusionPaths"],
    hostNamesDisabled: item["hostNamesDisabled"],
    customDomainVerificationId: item["customDomainVerificationId"],
    containerSize: item["containerSize"],
    dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
    cloningInfo: !item["cloningInfo"] ? item["cloningInfo"] : cloningInfoSerializer(item["cloningInfo"]),
    httpsOnly: item["httpsOnly"],
    redundancyMode: item["redundancyMode"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    virtualNetworkSubnetId: item["virtualNetworkSubnetId"]
  };
}
function _customHostnameAnalysisResultPropertiesDeserializer(item) {
  return {
    isHostnameAlreadyVerified: item["isHostnameAlreadyVerified"],
    customDomainVerificationTest: item["customDomainVerificationTest"],
    customDomainVerificationFailureInfo: !item["customDomainVerificationFailureInfo"] ? item["customDomainVerificationFailureInfo"] : errorEntityDeserializer(item["customDomainVerificationFailureInfo"]),
    hasConflictOnScaleUnit: item["hasConflictOnScaleUnit"],
    hasConflictAcrossSubscription: item["hasConflictAcrossSubscription"],
    conflictingAppResourceId: item["conflictingAppResourceId"],
    cNameRecords: !item["cNameRecords"] ? item["cNameRecords"] : item["cNameRecords"].map((p) => {
      return p;
    }),
    txtRecords: !item["txtRecords"] ? item["txtRecords"] : item["txtRecords"].map((p) => {
      return p;
    }),
    aRecords: !item["aRecords"] ? item["aRecords"] : item["aRecords"].map((p) => {
      return p;
    }),
    alternateCNameRecords: !item["alternateCNameRecords"] ? item["alternateCNameRecords"] : item["alternateCNameRecords"].map((p) => {
      return p;
    }),
    alternateTxtRecords: !item["alternateTxtRecords"] ? item["alternateTxtRecords"] : item["alternateTxtRecords"].map((p) => {
      return p;
    })
  };
}
function _backupRequestPropertiesSerializer(item) {
  return {
    backupName: item["backupName"],
    enabled: item["enabled"],
    storageAccountUrl: item["storageAccountUrl"],
    backupSchedule: !item["backupSchedule"] ? item["backupSchedule"] : backupScheduleSerializer(item["backupSchedule"]),
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArraySerializer(item["databases"])
  };
}
function _backupRequestPropertiesDeserializer(item) {
  return {
    backupName: item["backupName"],
    enabled: item["enabled"],
    storageAccountUrl: item["storageAccountUrl"],
    backupSchedule: !item["backupSchedule"] ? item["backupSchedule"] : backupScheduleDeserializer(item["backupSchedule"]),
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArrayDeserializer(item["databases"])
  };
}
function _backupItemPropertiesDeserializer(item) {
  return {
    backupId: item["id"],
    storageAccountUrl: item["storageAccountUrl"],
    blobName: item["blobName"],
    namePropertiesName: item["name"],
    status: item["status"],
    sizeInBytes: item["sizeInBytes"],
    created: !item["created"] ? item["created"] : new Date(item["created"]),
    log: item["log"],
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArrayDeserializer(item["databases"]),
    scheduled: item["scheduled"],
    lastRestoreTimeStamp: !item["lastRestoreTimeStamp"] ? item["lastRestoreTimeStamp"] : new Date(item["lastRestoreTimeStamp"]),
    finishedTimeStamp: !item["finishedTimeStamp"] ? item["finishedTimeStamp"] : new Date(item["finishedTimeStamp"]),
    correlationId: item["correlationId"],
    websiteSizeInBytes: item["websiteSizeInBytes"]
  };
}
function _siteAuthSettingsPropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    runtimeVersion: item["runtimeVersion"],
    unauthenticatedClientAction: item["unauthenticatedClientAction"],
    tokenStoreEnabled: item["tokenStoreEnabled"],
    allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"] ? item["allowedExternalRedirectUrls"] : item["allowedExternalRedirectUrls"].map((p) => {
      return p;
    }),
    defaultProvider: item["defaultProvider"],
    tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
    clientId: item["clientId"],
    clientSecret: item["clientSecret"],
    clientSecretSettingName: item["clientSecretSettingName"],
    clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
    issuer: item["issuer"],
    validateIssuer: item["validateIssuer"],
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    }),
    additionalLoginParams: !item["additionalLoginParams"] ? item["additionalLoginParams"] : item["additionalLoginParams"].map((p) => {
      return p;
    }),
    aadClaimsAuthorization: item["aadClaimsAuthorization"],
    googleClientId: item["googleClientId"],
    googleClientSecret: item["googleClientSecret"],
    googleClientSecretSettingName: item["googleClientSecretSettingName"],
    googleOAuthScopes: !item["googleOAuthScopes"] ? item["googleOAuthScopes"] : item["googleOAuthScopes"].map((p) => {
      return p;
    }),
    facebookAppId: item["facebookAppId"],
    facebookAppSecret: item["facebookAppSecret"],
    facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
    facebookOAuthScopes: !item["facebookOAuthScopes"] ? item["facebookOAuthScopes"] : item["facebookOAuthScopes"].map((p) => {
      return p;
    }),
    gitHubClientId: item["gitHubClientId"],
    gitHubClientSecret: item["gitHubClientSecret"],
    gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
    gitHubOAuthScopes: !item["gitHubOAuthScopes"] ? item["gitHubOAuthScopes"] : item["gitHubOAuthScopes"].map((p) => {
      return p;
    }),
    twitterConsumerKey: item["twitterConsumerKey"],
    twitterConsumerSecret: item["twitterConsumerSecret"],
    twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
    microsoftAccountClientId: item["microsoftAccountClientId"],
    microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
    microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
    microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"] ? item["microsoftAccountOAuthScopes"] : item["microsoftAccountOAuthScopes"].map((p) => {
      return p;
    }),
    isAuthFromFile: item["isAuthFromFile"],
    authFilePath: item["authFilePath"],
    configVersion: item["configVersion"]
  };
}
function _siteAuthSettingsPropertiesDeserializer(item) {
  return {
    enabled: item["enabled"],
    runtimeVersion: item["runtimeVersion"],
    unauthenticatedClientAction: item["unauthenticatedClientAction"],
    tokenStoreEnabled: item["tokenStoreEnabled"],
    allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"] ? item["allowedExternalRedirectUrls"] : item["allowedExternalRedirectUrls"].map((p) => {
      return p;
    }),
    defaultProvider: item["defaultProvider"],
    tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
    clientId: item["clientId"],
    clientSecret: item["clientSecret"],
    clientSecretSettingName: item["clientSecretSettingName"],
    clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
    issuer: item["issuer"],
    validateIssuer: item["validateIssuer"],
    allowedAudiences: !item["allowedAudiences"] ? item["allowedAudiences"] : item["allowedAudiences"].map((p) => {
      return p;
    }),
    additionalLoginParams: !item["additionalLoginParams"] ? item["additionalLoginParams"] : item["additionalLoginParams"].map((p) => {
      return p;
    }),
    aadClaimsAuthorization: item["aadClaimsAuthorization"],
    googleClientId: item["googleClientId"],
    googleClientSecret: item["googleClientSecret"],
    googleClientSecretSettingName: item["googleClientSecretSettingName"],
    googleOAuthScopes: !item["googleOAuthScopes"] ? item["googleOAuthScopes"] : item["googleOAuthScopes"].map((p) => {
      return p;
    }),
    facebookAppId: item["facebookAppId"],
    facebookAppSecret: item["facebookAppSecret"],
    facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
    facebookOAuthScopes: !item["facebookOAuthScopes"] ? item["facebookOAuthScopes"] : item["facebookOAuthScopes"].map((p) => {
      return p;
    }),
    gitHubClientId: item["gitHubClientId"],
    gitHubClientSecret: item["gitHubClientSecret"],
    gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
    gitHubOAuthScopes: !item["gitHubOAuthScopes"] ? item["gitHubOAuthScopes"] : item["gitHubOAuthScopes"].map((p) => {
      return p;
    }),
    twitterConsumerKey: item["twitterConsumerKey"],
    twitterConsumerSecret: item["twitterConsumerSecret"],
    twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
    microsoftAccountClientId: item["microsoftAccountClientId"],
    microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
    microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
    microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"] ? item["microsoftAccountOAuthScopes"] : item["microsoftAccountOAuthScopes"].map((p) => {
      return p;
    }),
    isAuthFromFile: item["isAuthFromFile"],
    authFilePath: item["authFilePath"],
    configVersion: item["configVersion"]
  };
}
function _restoreRequestPropertiesSerializer(item) {
  return {
    storageAccountUrl: item["storageAccountUrl"],
    blobName: item["blobName"],
    overwrite: item["overwrite"],
    siteName: item["siteName"],
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArraySerializer(item["databases"]),
    ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
    ignoreDatabases: item["ignoreDatabases"],
    appServicePlan: item["appServicePlan"],
    operationType: item["operationType"],
    adjustConnectionStrings: item["adjustConnectionStrings"],
    hostingEnvironment: item["hostingEnvironment"]
  };
}
function _restoreRequestPropertiesDeserializer(item) {
  return {
    storageAccountUrl: item["storageAccountUrl"],
    blobName: item["blobName"],
    overwrite: item["overwrite"],
    siteName: item["siteName"],
    databases: !item["databases"] ? item["databases"] : databaseBackupSettingArrayDeserializer(item["databases"]),
    ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
    ignoreDatabases: item["ignoreDatabases"],
    appServicePlan: item["appServicePlan"],
    operationType: item["operationType"],
    adjustConnectionStrings: item["adjustConnectionStrings"],
    hostingEnvironment: item["hostingEnvironment"]
  };
}
function _hybridConnectionPropertiesSerializer(item) {
  return {
    serviceBusNamespace: item["serviceBusNamespace"],
    relayName: item["relayName"],
    relayArmUri: item["relayArmUri"],
    hostname: item["hostname"],
    port: item["port"],
    sendKeyName: item["sendKeyName"],
    sendKeyValue: item["sendKeyValue"],
    serviceBusSuffix: item["serviceBusSuffix"]
  };
}
function _hybridConnectionPropertiesDeserializer(item) {
  return {
    serviceBusNamespace: item["serviceBusNamespace"],
    relayName: item["relayName"],
    relayArmUri: item["relayArmUri"],
    hostname: item["hostname"],
    port: item["port"],
    sendKeyName: item["sendKeyName"],
    sendKeyValue: item["sendKeyValue"],
    serviceBusSuffix: item["serviceBusSuffix"]
  };
}
function _relayServiceConnectionEntityPropertiesSerializer(item) {
  return {
    entityName: item["entityName"],
    entityConnectionString: item["entityConnectionString"],
    resourceType: item["resourceType"],
    resourceConnectionString: item["resourceConnectionString"],
    hostname: item["hostname"],
    port: item["port"],
    biztalkUri: item["biztalkUri"]
  };
}
function _relayServiceConnectionEntityPropertiesDeserializer(item) {
  return {
    entityName: item["entityName"],
    entityConnectionString: item["entityConnectionString"],
    resourceType: item["resourceType"],
    resourceConnectionString: item["resourceConnectionString"],
    hostname: item["hostname"],
    port: item["port"],
    biztalkUri: item["biztalkUri"]
  };
}
function _sitePhpErrorLogFlagPropertiesDeserializer(item) {
  return {
    localLogErrors: item["localLogErrors"],
    masterLogErrors: item["masterLogErrors"],
    localLogErrorsMaxLength: item["localLogErrorsMaxLength"],
    masterLogErrorsMaxLength: item["masterLogErrorsMaxLength"]
  };
}
function _premierAddOnPropertiesSerializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function _premierAddOnPropertiesDeserializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function _deletedAppRestoreRequestPropertiesSerializer(item) {
  return {
    deletedSiteId: item["deletedSiteId"],
    recoverConfiguration: item["recoverConfiguration"],
    snapshotTime: item["snapshotTime"],
    useDRSecondary: item["useDRSecondary"]
  };
}
function _snapshotRestoreRequestPropertiesSerializer(item) {
  return {
    snapshotTime: item["snapshotTime"],
    recoverySource: !item["recoverySource"] ? item["recoverySource"] : snapshotRecoverySourceSerializer(item["recoverySource"]),
    overwrite: item["overwrite"],
    recoverConfiguration: item["recoverConfiguration"],
    ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
    useDRSecondary: item["useDRSecondary"]
  };
}
function _slotDifferencePropertiesDeserializer(item) {
  return {
    level: item["level"],
    settingType: item["settingType"],
    diffRule: item["diffRule"],
    settingName: item["settingName"],
    valueInCurrentSlot: item["valueInCurrentSlot"],
    valueInTargetSlot: item["valueInTargetSlot"],
    description: item["description"]
  };
}
function _snapshotPropertiesDeserializer(item) {
  return {
    time: item["time"]
  };
}
function _vnetRoutePropertiesSerializer(item) {
  return {
    startAddress: item["startAddress"],
    endAddress: item["endAddress"],
    routeType: item["routeType"]
  };
}
function _vnetRoutePropertiesDeserializer(item) {
  return {
    startAddress: item["startAddress"],
    endAddress: item["endAddress"],
    routeType: item["routeType"]
  };
}
function _vnetInfoResourcePropertiesSerializer(item) {
  return {
    vnetResourceId: item["vnetResourceId"],
    certBlob: item["certBlob"],
    dnsServers: item["dnsServers"],
    isSwift: item["isSwift"]
  };
}
function _vnetInfoResourcePropertiesDeserializer(item) {
  return {
    vnetResourceId: item["vnetResourceId"],
    certThumbprint: item["certThumbprint"],
    certBlob: item["certBlob"],
    routes: !item["routes"] ? item["routes"] : vnetRouteArrayDeserializer(item["routes"]),
    resyncRequired: item["resyncRequired"],
    dnsServers: item["dnsServers"],
    isSwift: item["isSwift"]
  };
}
function _vnetGatewayPropertiesSerializer(item) {
  return { vnetName: item["vnetName"], vpnPackageUri: item["vpnPackageUri"] };
}
function _vnetGatewayPropertiesDeserializer(item) {
  return {
    vnetName: item["vnetName"],
    vpnPackageUri: item["vpnPackageUri"]
  };
}
function _storageMigrationOptionsPropertiesSerializer(item) {
  return {
    azurefilesConnectionString: item["azurefilesConnectionString"],
    azurefilesShare: item["azurefilesShare"],
    switchSiteAfterMigration: item["switchSiteAfterMigration"],
    blockWriteAccessToSite: item["blockWriteAccessToSite"]
  };
}
function _storageMigrationResponsePropertiesDeserializer(item) {
  return {
    operationId: item["operationId"]
  };
}
function _migrateMySqlRequestPropertiesSerializer(item) {
  return { connectionString: item["connectionString"], migrationType: item["migrationType"] };
}
function _csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item) {
  return { allow: item["allow"] };
}
function _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item) {
  return {
    allow: item["allow"]
  };
}
function _siteAuthSettingsV2PropertiesSerializer(item) {
  return {
    platform: !item["platform"] ? item["platform"] : authPlatformSerializer(item["platform"]),
    globalValidation: !item["globalValidation"] ? item["globalValidation"] : globalValidationSerializer(item["globalValidation"]),
    identityProviders: !item["identityProviders"] ? item["identityProviders"] : identityProvidersSerializer(item["identityProviders"]),
    login: !item["login"] ? item["login"] : loginSerializer(item["login"]),
    httpSettings: !item["httpSettings"] ? item["httpSettings"] : httpSettingsSerializer(item["httpSettings"])
  };
}
function _siteAuthSettingsV2PropertiesDeserializer(item) {
  return {
    platform: !item["platform"] ? item["platform"] : authPlatformDeserializer(item["platform"]),
    globalValidation: !item["globalValidation"] ? item["globalValidation"] : globalValidationDeserializer(item["globalValidation"]),
    identityProviders: !item["identityProviders"] ? item["identityProviders"] : identityProvidersDeserializer(item["identityProviders"]),
    login: !item["login"] ? item["login"] : loginDeserializer(item["login"]),
    httpSettings: !item["httpSettings"] ? item["httpSettings"] : httpSettingsDeserializer(item["httpSettings"])
  };
}
function _apiKVReferencePropertiesDeserializer(item) {
  return {
    reference: item["reference"],
    status: item["status"],
    vaultName: item["vaultName"],
    secretName: item["secretName"],
    secretVersion: item["secretVersion"],
    identityType: !item["identityType"] ? item["identityType"] : managedServiceIdentityDeserializer(item["identityType"]),
    details: item["details"],
    source: item["source"],
    activeVersion: item["activeVersion"]
  };
}
function _siteLogsConfigPropertiesSerializer(item) {
  return {
    applicationLogs: !item["applicationLogs"] ? item["applicationLogs"] : applicationLogsConfigSerializer(item["applicationLogs"]),
    httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigSerializer(item["httpLogs"]),
    failedRequestsTracing: !item["failedRequestsTracing"] ? item["failedRequestsTracing"] : enabledConfigSerializer(item["failedRequestsTracing"]),
    detailedErrorMessages: !item["detailedErrorMessages"] ? item["detailedErrorMessages"] : enabledConfigSerializer(item["detailedErrorMessages"])
  };
}
function _siteLogsConfigPropertiesDeserializer(item) {
  return {
    applicationLogs: !item["applicationLogs"] ? item["applicationLogs"] : applicationLogsConfigDeserializer(item["applicationLogs"]),
    httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigDeserializer(item["httpLogs"]),
    failedRequestsTracing: !item["failedRequestsTracing"] ? item["failedRequestsTracing"] : enabledConfigDeserializer(item["failedRequestsTracing"]),
    detailedErrorMessages: !item["detailedErrorMessages"] ? item["detailedErrorMessages"] : enabledConfigDeserializer(item["detailedErrorMessages"])
  };
}
function _slotConfigNamesResourcePropertiesSerializer(item) {
  return {
    connectionStringNames: !item["connectionStringNames"] ? item["connectionStringNames"] : item["connectionStringNames"].map((p) => {
      return p;
    }),
    appSettingNames: !item["appSettingNames"] ? item["appSettingNames"] : item["appSettingNames"].map((p) => {
      return p;
    }),
    azureStorageConfigNames: !item["azureStorageConfigNames"] ? item["azureStorageConfigNames"] : item["azureStorageConfigNames"].map((p) => {
      return p;
    })
  };
}
function _slotConfigNamesResourcePropertiesDeserializer(item) {
  return {
    connectionStringNames: !item["connectionStringNames"] ? item["connectionStringNames"] : item["connectionStringNames"].map((p) => {
      return p;
    }),
    appSettingNames: !item["appSettingNames"] ? item["appSettingNames"] : item["appSettingNames"].map((p) => {
      return p;
    }),
    azureStorageConfigNames: !item["azureStorageConfigNames"] ? item["azureStorageConfigNames"] : item["azureStorageConfigNames"].map((p) => {
      return p;
    })
  };
}
function _siteConfigResourcePropertiesSerializer(item) {
  return {
    numberOfWorkers: item["numberOfWorkers"],
    defaultDocuments: !item["defaultDocuments"] ? item["defaultDocuments"] : item["defaultDocuments"].map((p) => {
      return p;
    }),
    netFrameworkVersion: item["netFrameworkVersion"],
    phpVersion: item["phpVersion"],
    pythonVersion: item["pythonVersion"],
    nodeVersion: item["nodeVersion"],
    powerShellVersion: item["powerShellVersion"],
    linuxFxVersion: item["linuxFxVersion"],
    windowsFxVersion: item["windowsFxVersion"],
    requestTracingEnabled: item["requestTracingEnabled"],
    requestTracingExpirationTime: !item["requestTracingExpirationTime"] ? item["requestTracingExpirationTime"] : item["requestTracingExpirationTime"].toISOString(),
    remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
    remoteDebuggingVersion: item["remoteDebuggingVersion"],
    httpLoggingEnabled: item["httpLoggingEnabled"],
    acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
    acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
    logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
    detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
    publishingUsername: item["publishingUsername"],
    appSettings: !item["appSettings"] ? item["appSettings"] : nameValuePairArraySerializer(item["appSettings"]),
    metadata: !item["metadata"] ? item["metadata"] : nameValuePairArraySerializer(item["metadata"]),
    connectionStrings: !item["connectionStrings"] ? item["connectionStrings"] : connStringInfoArraySerializer(item["connectionStrings"]),
    handlerMappings: !item["handlerMappings"] ? item["handlerMappings"] : handlerMappingArraySerializer(item["handlerMappings"]),
    documentRoot: item["documentRoot"],
    scmType: item["scmType"],
    use32BitWorkerProcess: item["use32BitWorkerProcess"],
    webSocketsEnabled: item["webSocketsEnabled"],
    alwaysOn: item["alwaysOn"],
    javaVersion: item["javaVersion"],
    javaContainer: item["javaContainer"],
    javaContainerVersion: item["javaContainerVersion"],
    appCommandLine: item["appCommandLine"],
    managedPipelineMode: item["managedPipelineMode"],
    virtualApplications: !item["virtualApplications"] ? item["virtualApplications"] : virtualApplicationArraySerializer(item["virtualApplications"]),
    loadBalancing: item["loadBalancing"],
    experiments: !item["experiments"] ? item["experiments"] : experimentsSerializer(item["experiments"]),
    limits: !item["limits"] ? item["limits"] : siteLimitsSerializer(item["limits"]),
    autoHealEnabled: item["autoHealEnabled"],
    autoHealRules: !item["autoHealRules"] ? item["autoHealRules"] : autoHealRulesSerializer(item["autoHealRules"]),
    tracingOptions: item["tracingOptions"],
    vnetName: item["vnetName"],
    vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
    vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
    cors: !item["cors"] ? item["cors"] : corsSettingsSerializer(item["cors"]),
    push: !item["push"] ? item["push"] : pushSettingsSerializer(item["push"]),
    apiDefinition: !item["apiDefinition"] ? item["apiDefinition"] : apiDefinitionInfoSerializer(item["apiDefinition"]),
    apiManagementConfig: !item["apiManagementConfig"] ? item["apiManagementConfig"] : apiManagementConfigSerializer(item["apiManagementConfig"]),
    autoSwapSlotName: item["autoSwapSlotName"],
    localMySqlEnabled: item["localMySqlEnabled"],
    managedServiceIdentityId: item["managedServiceIdentityId"],
    xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    ipSecurityRestrictions: !item["ipSecurityRestrictions"] ? item["ipSecurityRestrictions"] : ipSecurityRestrictionArraySerializer(item["ipSecurityRestrictions"]),
    ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"] ? item["scmIpSecurityRestrictions"] : ipSecurityRestrictionArraySerializer(item["scmIpSecurityRestrictions"]),
    scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
    http20Enabled: item["http20Enabled"],
    http20ProxyFlag: item["http20ProxyFlag"],
    minTlsVersion: item["minTlsVersion"],
    minTlsCipherSuite: item["minTlsCipherSuite"],
    scmMinTlsVersion: item["scmMinTlsVersion"],
    ftpsState: item["ftpsState"],
    preWarmedInstanceCount: item["preWarmedInstanceCount"],
    functionAppScaleLimit: item["functionAppScaleLimit"],
    elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
    healthCheckPath: item["healthCheckPath"],
    functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
    websiteTimeZone: item["websiteTimeZone"],
    minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
    azureStorageAccounts: !item["azureStorageAccounts"] ? item["azureStorageAccounts"] : azureStorageInfoValueRecordSerializer(item["azureStorageAccounts"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function _siteConfigResourcePropertiesDeserializer(item) {
  return {
    numberOfWorkers: item["numberOfWorkers"],
    defaultDocuments: !item["defaultDocuments"] ? item["defaultDocuments"] : item["defaultDocuments"].map((p) => {
      return p;
    }),
    netFrameworkVersion: item["netFrameworkVersion"],
    phpVersion: item["phpVersion"],
    pythonVersion: item["pythonVersion"],
    nodeVersion: item["nodeVersion"],
    powerShellVersion: item["powerShellVersion"],
    linuxFxVersion: item["linuxFxVersion"],
    windowsFxVersion: item["windowsFxVersion"],
    requestTracingEnabled: item["requestTracingEnabled"],
    requestTracingExpirationTime: !item["requestTracingExpirationTime"] ? item["requestTracingExpirationTime"] : new Date(item["requestTracingExpirationTime"]),
    remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
    remoteDebuggingVersion: item["remoteDebuggingVersion"],
    httpLoggingEnabled: item["httpLoggingEnabled"],
    acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
    acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
    logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
    detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
    publishingUsername: item["publishingUsername"],
    appSettings: !item["appSettings"] ? item["appSettings"] : nameValuePairArrayDeserializer(item["appSettings"]),
    metadata: !item["metadata"] ? item["metadata"] : nameValuePairArrayDeserializer(item["metadata"]),
    connectionStrings: !item["connectionStrings"] ? item["connectionStrings"] : connStringInfoArrayDeserializer(item["connectionStrings"]),
    machineKey: !item["machineKey"] ? item["machineKey"] : siteMachineKeyDeserializer(item["machineKey"]),
    handlerMappings: !item["handlerMappings"] ? item["handlerMappings"] : handlerMappingArrayDeserializer(item["handlerMappings"]),
    documentRoot: item["documentRoot"],
    scmType: item["scmType"],
    use32BitWorkerProcess: item["use32BitWorkerProcess"],
    webSocketsEnabled: item["webSocketsEnabled"],
    alwaysOn: item["alwaysOn"],
    javaVersion: item["javaVersion"],
    javaContainer: item["javaContainer"],
    javaContainerVersion: item["javaContainerVersion"],
    appCommandLine: item["appCommandLine"],
    managedPipelineMode: item["managedPipelineMode"],
    virtualApplications: !item["virtualApplications"] ? item["virtualApplications"] : virtualApplicationArrayDeserializer(item["virtualApplications"]),
    loadBalancing: item["loadBalancing"],
    experiments: !item["experiments"] ? item["experiments"] : experimentsDeserializer(item["experiments"]),
    limits: !item["limits"] ? item["limits"] : siteLimitsDeserializer(item["limits"]),
    autoHealEnabled: item["autoHealEnabled"],
    autoHealRules: !item["autoHealRules"] ? item["autoHealRules"] : autoHealRulesDeserializer(item["autoHealRules"]),
    tracingOptions: item["tracingOptions"],
    vnetName: item["vnetName"],
    vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
    vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
    cors: !item["cors"] ? item["cors"] : corsSettingsDeserializer(item["cors"]),
    push: !item["push"] ? item["push"] : pushSettingsDeserializer(item["push"]),
    apiDefinition: !item["apiDefinition"] ? item["apiDefinition"] : apiDefinitionInfoDeserializer(item["apiDefinition"]),
    apiManagementConfig: !item["apiManagementConfig"] ? item["apiManagementConfig"] : apiManagementConfigDeserializer(item["apiManagementConfig"]),
    autoSwapSlotName: item["autoSwapSlotName"],
    localMySqlEnabled: item["localMySqlEnabled"],
    managedServiceIdentityId: item["managedServiceIdentityId"],
    xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
    keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    ipSecurityRestrictions: !item["ipSecurityRestrictions"] ? item["ipSecurityRestrictions"] : ipSecurityRestrictionArrayDeserializer(item["ipSecurityRestrictions"]),
    ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"] ? item["scmIpSecurityRestrictions"] : ipSecurityRestrictionArrayDeserializer(item["scmIpSecurityRestrictions"]),
    scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
    scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
    http20Enabled: item["http20Enabled"],
    http20ProxyFlag: item["http20ProxyFlag"],
    minTlsVersion: item["minTlsVersion"],
    minTlsCipherSuite: item["minTlsCipherSuite"],
    scmMinTlsVersion: item["scmMinTlsVersion"],
    ftpsState: item["ftpsState"],
    preWarmedInstanceCount: item["preWarmedInstanceCount"],
    functionAppScaleLimit: item["functionAppScaleLimit"],
    elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
    healthCheckPath: item["healthCheckPath"],
    functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
    websiteTimeZone: item["websiteTimeZone"],
    minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
    azureStorageAccounts: !item["azureStorageAccounts"] ? item["azureStorageAccounts"] : azureStorageInfoValueRecordDeserializer(item["azureStorageAccounts"]),
    publicNetworkAccess: item["publicNetworkAccess"]
  };
}
function _siteConfigurationSnapshotInfoPropertiesDeserializer(item) {
  return {
    time: !item["time"] ? item["time"] : new Date(item["time"]),
    snapshotId: item["snapshotId"]
  };
}
function _continuousWebJobPropertiesDeserializer(item) {
  return {
    status: item["status"],
    detailedStatus: item["detailed_status"],
    logUrl: item["log_url"],
    runCommand: item["run_command"],
    url: item["url"],
    extraInfoUrl: item["extra_info_url"],
    webJobType: item["web_job_type"],
    error: item["error"],
    usingSdk: item["using_sdk"],
    settings: !item["settings"] ? item["settings"] : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p]))
  };
}
function _csmDeploymentStatusPropertiesDeserializer(item) {
  return {
    deploymentId: item["deploymentId"],
    status: item["status"],
    numberOfInstancesInProgress: item["numberOfInstancesInProgress"],
    numberOfInstancesSuccessful: item["numberOfInstancesSuccessful"],
    numberOfInstancesFailed: item["numberOfInstancesFailed"],
    failedInstancesLogs: !item["failedInstancesLogs"] ? item["failedInstancesLogs"] : item["failedInstancesLogs"].map((p) => {
      return p;
    }),
    errors: !item["errors"] ? item["errors"] : errorEntityArrayDeserializer(item["errors"])
  };
}
function _deploymentPropertiesSerializer(item) {
  return {
    status: item["status"],
    message: item["message"],
    author: item["author"],
    deployer: item["deployer"],
    author_email: item["authorEmail"],
    start_time: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
    end_time: !item["endTime"] ? item["endTime"] : item["endTime"].toISOString(),
    active: item["active"],
    details: item["details"]
  };
}
function _deploymentPropertiesDeserializer(item) {
  return {
    status: item["status"],
    message: item["message"],
    author: item["author"],
    deployer: item["deployer"],
    authorEmail: item["author_email"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    endTime: !item["end_time"] ? item["end_time"] : new Date(item["end_time"]),
    active: item["active"],
    details: item["details"]
  };
}
function _msDeployStatusPropertiesDeserializer(item) {
  return {
    deployer: item["deployer"],
    provisioningState: item["provisioningState"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    complete: item["complete"]
  };
}
function _msDeployPropertiesSerializer(item) {
  return {
    packageUri: item["packageUri"],
    connectionString: item["connectionString"],
    dbType: item["dbType"],
    setParametersXmlFileUri: item["setParametersXmlFileUri"],
    setParameters: item["setParameters"],
    skipAppData: item["skipAppData"],
    appOffline: item["appOffline"],
    addOnPackages: !item["addOnPackages"] ? item["addOnPackages"] : msDeployCoreArraySerializer(item["addOnPackages"])
  };
}
function _msDeployLogPropertiesDeserializer(item) {
  return {
    entries: !item["entries"] ? item["entries"] : msDeployLogEntryArrayDeserializer(item["entries"])
  };
}
function _functionEnvelopePropertiesSerializer(item) {
  return {
    function_app_id: item["functionAppId"],
    script_root_path_href: item["scriptRootPathHref"],
    script_href: item["scriptHref"],
    config_href: item["configHref"],
    test_data_href: item["testDataHref"],
    secrets_file_href: item["secretsFileHref"],
    href: item["href"],
    config: item["config"],
    files: item["files"],
    test_data: item["testData"],
    invoke_url_template: item["invokeUrlTemplate"],
    language: item["language"],
    isDisabled: item["isDisabled"]
  };
}
function _functionEnvelopePropertiesDeserializer(item) {
  return {
    functionAppId: item["function_app_id"],
    scriptRootPathHref: item["script_root_path_href"],
    scriptHref: item["script_href"],
    configHref: item["config_href"],
    testDataHref: item["test_data_href"],
    secretsFileHref: item["secrets_file_href"],
    href: item["href"],
    config: item["config"],
    files: !item["files"] ? item["files"] : Object.fromEntries(Object.entries(item["files"]).map(([k, p]) => [k, p])),
    testData: item["test_data"],
    invokeUrlTemplate: item["invoke_url_template"],
    language: item["language"],
    isDisabled: item["isDisabled"]
  };
}
function _hostNameBindingPropertiesSerializer(item) {
  return {
    siteName: item["siteName"],
    domainId: item["domainId"],
    azureResourceName: item["azureResourceName"],
    azureResourceType: item["azureResourceType"],
    customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
    hostNameType: item["hostNameType"],
    sslState: item["sslState"],
    thumbprint: item["thumbprint"]
  };
}
function _hostNameBindingPropertiesDeserializer(item) {
  return {
    siteName: item["siteName"],
    domainId: item["domainId"],
    azureResourceName: item["azureResourceName"],
    azureResourceType: item["azureResourceType"],
    customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
    hostNameType: item["hostNameType"],
    sslState: item["sslState"],
    thumbprint: item["thumbprint"],
    virtualIP: item["virtualIP"]
  };
}
function _webSiteInstanceStatusPropertiesDeserializer(item) {
  return {
    state: item["state"],
    statusUrl: item["statusUrl"],
    detectorUrl: item["detectorUrl"],
    consoleUrl: item["consoleUrl"],
    healthCheckUrl: item["healthCheckUrl"],
    containers: !item["containers"] ? item["containers"] : containerInfoRecordDeserializer(item["containers"]),
    physicalZone: item["physicalZone"]
  };
}
function _processThreadInfoPropertiesDeserializer(item) {
  return {
    identifier: item["identifier"],
    href: item["href"],
    process: item["process"],
    startAddress: item["start_address"],
    currentPriority: item["current_priority"],
    priorityLevel: item["priority_level"],
    basePriority: item["base_priority"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    totalProcessorTime: item["total_processor_time"],
    userProcessorTime: item["user_processor_time"],
    state: item["state"],
    waitReason: item["wait_reason"]
  };
}
function _processModuleInfoPropertiesDeserializer(item) {
  return {
    baseAddress: item["base_address"],
    fileName: item["file_name"],
    href: item["href"],
    filePath: item["file_path"],
    moduleMemorySize: item["module_memory_size"],
    fileVersion: item["file_version"],
    fileDescription: item["file_description"],
    product: item["product"],
    productVersion: item["product_version"],
    isDebug: item["is_debug"],
    language: item["language"]
  };
}
function _processInfoPropertiesDeserializer(item) {
  return {
    identifier: item["identifier"],
    deploymentName: item["deployment_name"],
    href: item["href"],
    minidump: item["minidump"],
    isProfileRunning: item["is_profile_running"],
    isIisProfileRunning: item["is_iis_profile_running"],
    iisProfileTimeoutInSeconds: item["iis_profile_timeout_in_seconds"],
    parent: item["parent"],
    children: !item["children"] ? item["children"] : item["children"].map((p) => {
      return p;
    }),
    threads: !item["threads"] ? item["threads"] : processThreadInfoArrayDeserializer(item["threads"]),
    openFileHandles: !item["open_file_handles"] ? item["open_file_handles"] : item["open_file_handles"].map((p) => {
      return p;
    }),
    modules: !item["modules"] ? item["modules"] : processModuleInfoArrayDeserializer(item["modules"]),
    fileName: item["file_name"],
    commandLine: item["command_line"],
    userName: item["user_name"],
    handleCount: item["handle_count"],
    moduleCount: item["module_count"],
    threadCount: item["thread_count"],
    startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
    totalCpuTime: item["total_cpu_time"],
    userCpuTime: item["user_cpu_time"],
    privilegedCpuTime: item["privileged_cpu_time"],
    workingSet: item["working_set"],
    peakWorkingSet: item["peak_working_set"],
    privateMemory: item["private_memory"],
    virtualMemory: item["virtual_memory"],
    peakVirtualMemory: item["peak_virtual_memory"],
    pagedSystemMemory: item["paged_system_memory"],
    nonPagedSystemMemory: item["non_paged_system_memory"],
    pagedMemory: item["paged_memory"],
    peakPagedMemory: item["peak_paged_memory"],
    timeStamp: !item["time_stamp"] ? item["time_stamp"] : new Date(item["time_stamp"]),
    environmentVariables: !item["environment_variables"] ? item["environment_variables"] : Object.fromEntries(
      Object.entries(item["environment_variables"]).map(([k, p]) => [k, p])
    ),
    isScmSite: item["is_scm_site"],
    isWebjob: item["is_webjob"],
    description: item["description"]
  };
}
function _migrateMySqlStatusPropertiesDeserializer(item) {
  return {
    migrationOperationStatus: item["migrationOperationStatus"],
    operationId: item["operationId"],
    localMySqlEnabled: item["localMySqlEnabled"]
  };
}
function _swiftVirtualNetworkPropertiesSerializer(item) {
  return { subnetResourceId: item["subnetResourceId"], swiftSupported: item["swiftSupported"] };
}
function _swiftVirtualNetworkPropertiesDeserializer(item) {
  return {
    subnetResourceId: item["subnetResourceId"],
    swiftSupported: item["swiftSupported"]
  };
}
function _networkFeaturesPropertiesDeserializer(item) {
  return {
    virtualNetworkName: item["virtualNetworkName"],
    virtualNetworkConnection: !item["virtualNetworkConnection"] ? item["virtualNetworkConnection"] : vnetInfoDeserializer(item["virtualNetworkConnection"]),
    hybridConnections: !item["hybridConnections"] ? item["hybridConnections"] : relayServiceConnectionEntityArrayDeserializer(item["hybridConnections"]),
    hybridConnectionsV2: !item["hybridConnectionsV2"] ? item["hybridConnectionsV2"] : hybridConnectionArrayDeserializer(item["hybridConnectionsV2"])
  };
}
function _premierAddOnPatchResourcePropertiesSerializer(item) {
  return {
    sku: item["sku"],
    product: item["product"],
    vendor: item["vendor"],
    marketplacePublisher: item["marketplacePublisher"],
    marketplaceOffer: item["marketplaceOffer"]
  };
}
function _privateAccessPropertiesSerializer(item) {
  return {
    enabled: item["enabled"],
    virtualNetworks: !item["virtualNetworks"] ? item["virtualNetworks"] : privateAccessVirtualNetworkArraySerializer(item["virtualNetworks"])
  };
}
function _privateAccessPropertiesDeserializer(item) {
  return {
    enabled: item["enabled"],
    virtualNetworks: !item["virtualNetworks"] ? item["virtualNetworks"] : privateAccessVirtualNetworkArrayDeserializer(item["virtualNetworks"])
  };
}
function _publicCertificatePropertiesSerializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : (0, import_core_util.uint8ArrayToString)(item["blob"], "base64"),
    publicCertificateLocation: item["publicCertificateLocation"]
  };
}
function _publicCertificatePropertiesDeserializer(item) {
  return {
    blob: !item["blob"] ? item["blob"] : typeof item["blob"] === "string" ? (0, import_core_util.stringToUint8Array)(item["blob"], "base64") : item["blob"],
    publicCertificateLocation: item["publicCertificateLocation"],
    thumbprint: item["thumbprint"]
  };
}
function _siteContainerPropertiesSerializer(item) {
  return {
    image: item["image"],
    targetPort: item["targetPort"],
    isMain: item["isMain"],
    startUpCommand: item["startUpCommand"],
    authType: item["authType"],
    userName: item["userName"],
    passwordSecret: item["passwordSecret"],
    userManagedIdentityClientId: item["userManagedIdentityClientId"],
    volumeMounts: !item["volumeMounts"] ? item["volumeMounts"] : volumeMountArraySerializer(item["volumeMounts"]),
    inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
    environmentVariables: !item["environmentVariables"] ? item["environmentVariables"] : environmentVariableArraySerializer(item["environmentVariables"])
  };
}
function _siteContainerPropertiesDeserializer(item) {
  return {
    image: item["image"],
    targetPort: item["targetPort"],
    isMain: item["isMain"],
    startUpCommand: item["startUpCommand"],
    authType: item["authType"],
    userName: item["userName"],
    passwordSecret: item["passwordSecret"],
    userManagedIdentityClientId: item["userManagedIdentityClientId"],
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    lastModifiedTime: !item["lastModifiedTime"] ? item["lastModifiedTime"] : new Date(item["lastModifiedTime"]),
    volumeMounts: !item["volumeMounts"] ? item["volumeMounts"] : volumeMountArrayDeserializer(item["volumeMounts"]),
    inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
    environmentVariables: !item["environmentVariables"] ? item["environmentVariables"] : environmentVariableArrayDeserializer(item["environmentVariables"])
  };
}
function _siteExtensionInfoPropertiesDeserializer(item) {
  return {
    extensionId: item["extension_id"],
    title: item["title"],
    extensionType: item["extension_type"],
    summary: item["summary"],
    description: item["description"],
    version: item["version"],
    extensionUrl: item["extension_url"],
    projectUrl: item["project_url"],
    iconUrl: item["icon_url"],
    licenseUrl: item["license_url"],
    feedUrl: item["feed_url"],
    authors: !item["authors"] ? item["authors"] : item["authors"].map((p) => {
      return p;
    }),
    installerCommandLineParams: item["installer_command_line_params"],
    publishedDateTime: !item["published_date_time"] ? item["published_date_time"] : new Date(item["published_date_time"]),
    downloadCount: item["download_count"],
    localIsLatestVersion: item["local_is_latest_version"],
    localPath: item["local_path"],
    installedDateTime: !item["installed_date_time"] ? item["installed_date_time"] : new Date(item["installed_date_time"]),
    provisioningState: item["provisioningState"],
    comment: item["comment"]
  };
}
function _siteSourceControlPropertiesSerializer(item) {
  return {
    repoUrl: item["repoUrl"],
    branch: item["branch"],
    isManualIntegration: item["isManualIntegration"],
    isGitHubAction: item["isGitHubAction"],
    deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
    isMercurial: item["isMercurial"],
    gitHubActionConfiguration: !item["gitHubActionConfiguration"] ? item["gitHubActionConfiguration"] : gitHubActionConfigurationSerializer(item["gitHubActionConfiguration"])
  };
}
function _siteSourceControlPropertiesDeserializer(item) {
  return {
    repoUrl: item["repoUrl"],
    branch: item["branch"],
    isManualIntegration: item["isManualIntegration"],
    isGitHubAction: item["isGitHubAction"],
    deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
    isMercurial: item["isMercurial"],
    gitHubActionConfiguration: !item["gitHubActionConfiguration"] ? item["gitHubActionConfiguration"] : gitHubActionConfigurationDeserializer(item["gitHubActionConfiguration"])
  };
}
function _triggeredWebJobPropertiesDeserializer(item) {
  return {
    latestRun: !item["latest_run"] ? item["latest_run"] : triggeredJobRunDeserializer(item["latest_run"]),
    historyUrl: item["history_url"],
    schedulerLogsUrl: item["scheduler_logs_url"],
    runCommand: item["run_command"],
    url: item["url"],
    extraInfoUrl: item["extra_info_url"],
    webJobType: item["web_job_type"],
    error: item["error"],
    usingSdk: item["using_sdk"],
    publicNetworkAccess: item["publicNetworkAccess"],
    storageAccountRequired: item["storageAccountRequired"],
    settings: !item["settings"] ? item["settings"] : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p]))
  };
}
function _triggeredJobHistoryPropertiesDeserializer(item) {
  return {
    runs: !item["runs"] ? item["runs"] : triggeredJobRunArrayDeserializer(item["runs"])
  };
}
function _webJobPropertiesDeserializer(item) {
  return {
    runCommand: item["run_command"],
    url: item["url"],
    extraInfoUrl: item["extra_info_url"],
    webJobType: item["web_job_type"],
    error: item["error"],
    usingSdk: item["using_sdk"],
    settings: !item["settings"] ? item["settings"] : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p]))
  };
}
function _appServicePlanPatchResourcePropertiesSerializer(item) {
  return {
    workerTierName: item["workerTierName"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
    perSiteScaling: item["perSiteScaling"],
    elasticScaleEnabled: item["elasticScaleEnabled"],
    maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
    isSpot: item["isSpot"],
    spotExpirationTime: !item["spotExpirationTime"] ? item["spotExpirationTime"] : item["spotExpirationTime"].toISOString(),
    freeOfferExpirationTime: !item["freeOfferExpirationTime"] ? item["freeOfferExpirationTime"] : item["freeOfferExpirationTime"].toISOString(),
    reserved: item["reserved"],
    isXenon: item["isXenon"],
    hyperV: item["hyperV"],
    targetWorkerCount: item["targetWorkerCount"],
    targetWorkerSizeId: item["targetWorkerSizeId"],
    kubeEnvironmentProfile: !item["kubeEnvironmentProfile"] ? item["kubeEnvironmentProfile"] : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
    zoneRedundant: item["zoneRedundant"]
  };
}
function _hybridConnectionKeyPropertiesDeserializer(item) {
  return {
    sendKeyName: item["sendKeyName"],
    sendKeyValue: item["sendKeyValue"]
  };
}
function _hybridConnectionLimitsPropertiesDeserializer(item) {
  return {
    current: item["current"],
    maximum: item["maximum"]
  };
}
function _certificatePropertiesSerializer(item) {
  return {
    password: item["password"],
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : (0, import_core_util.uint8ArrayToString)(item["pfxBlob"], "base64"),
    keyVaultId: item["keyVaultId"],
    keyVaultSecretName: item["keyVaultSecretName"],
    serverFarmId: item["serverFarmId"],
    canonicalName: item["canonicalName"],
    domainValidationMethod: item["domainValidationMethod"]
  };
}
function _certificatePropertiesDeserializer(item) {
  return {
    password: item["password"],
    friendlyName: item["friendlyName"],
    subjectName: item["subjectName"],
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : typeof item["pfxBlob"] === "string" ? (0, import_core_util.stringToUint8Array)(item["pfxBlob"], "base64") : item["pfxBlob"],
    siteName: item["siteName"],
    selfLink: item["selfLink"],
    issuer: item["issuer"],
    issueDate: !item["issueDate"] ? item["issueDate"] : new Date(item["issueDate"]),
    expirationDate: !item["expirationDate"] ? item["expirationDate"] : new Date(item["expirationDate"]),
    thumbprint: item["thumbprint"],
    valid: item["valid"],
    cerBlob: !item["cerBlob"] ? item["cerBlob"] : typeof item["cerBlob"] === "string" ? (0, import_core_util.stringToUint8Array)(item["cerBlob"], "base64") : item["cerBlob"],
    publicKeyHash: item["publicKeyHash"],
    hostingEnvironmentProfile: !item["hostingEnvironmentProfile"] ? item["hostingEnvironmentProfile"] : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
    keyVaultId: item["keyVaultId"],
    keyVaultSecretName: item["keyVaultSecretName"],
    keyVaultSecretStatus: item["keyVaultSecretStatus"],
    serverFarmId: item["serverFarmId"],
    canonicalName: item["canonicalName"],
    domainValidationMethod: item["domainValidationMethod"]
  };
}
function _certificatePatchResourcePropertiesSerializer(item) {
  return {
    hostNames: !item["hostNames"] ? item["hostNames"] : item["hostNames"].map((p) => {
      return p;
    }),
    pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : (0, import_core_util.uint8ArrayToString)(item["pfxBlob"], "base64"),
    keyVaultId: item["keyVaultId"],
    keyVaultSecretName: item["keyVaultSecretName"],
    serverFarmId: item["serverFarmId"],
    canonicalName: item["canonicalName"],
    domainValidationMethod: item["domainValidationMethod"]
  };
}
function _deletedSitePropertiesDeserializer(item) {
  return {
    deletedSiteId: item["deletedSiteId"],
    deletedTimestamp: item["deletedTimestamp"],
    subscription: item["subscription"],
    resourceGroup: item["resourceGroup"],
    deletedSiteName: item["deletedSiteName"],
    slot: item["slot"],
    kindPropertiesKind: item["kind"],
    geoRegionName: item["geoRegionName"]
  };
}
function _detectorResponsePropertiesDeserializer(item) {
  return {
    metadata: !item["metadata"] ? item["metadata"] : detectorInfoDeserializer(item["metadata"]),
    dataset: !item["dataset"] ? item["dataset"] : diagnosticDataArrayDeserializer(item["dataset"]),
    status: !item["status"] ? item["status"] : statusDeserializer(item["status"]),
    dataProvidersMetadata: !item["dataProvidersMetadata"] ? item["dataProvidersMetadata"] : dataProviderMetadataArrayDeserializer(item["dataProvidersMetadata"]),
    suggestedUtterances: !item["suggestedUtterances"] ? item["suggestedUtterances"] : queryUtterancesResultsDeserializer(item["suggestedUtterances"])
  };
}
function _diagnosticCategoryPropertiesDeserializer(item) {
  return {
    description: item["description"]
  };
}
function _analysisDefinitionPropertiesDeserializer(item) {
  return {
    description: item["description"]
  };
}
function _diagnosticAnalysisPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    abnormalTimePeriods: !item["abnormalTimePeriods"] ? item["abnormalTimePeriods"] : abnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
    payload: !item["payload"] ? item["payload"] : analysisDataArrayDeserializer(item["payload"]),
    nonCorrelatedDetectors: !item["nonCorrelatedDetectors"] ? item["nonCorrelatedDetectors"] : detectorDefinitionArrayDeserializer(item["nonCorrelatedDetectors"])
  };
}
function _detectorDefinitionResourcePropertiesDeserializer(item) {
  return {
    displayName: item["displayName"],
    description: item["description"],
    rank: item["rank"],
    isEnabled: item["isEnabled"]
  };
}
function _diagnosticDetectorResponsePropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    issueDetected: item["issueDetected"],
    detectorDefinition: !item["detectorDefinition"] ? item["detectorDefinition"] : detectorDefinitionDeserializer(item["detectorDefinition"]),
    metrics: !item["metrics"] ? item["metrics"] : diagnosticMetricSetArrayDeserializer(item["metrics"]),
    abnormalTimePeriods: !item["abnormalTimePeriods"] ? item["abnormalTimePeriods"] : detectorAbnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
    data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
    responseMetaData: !item["responseMetaData"] ? item["responseMetaData"] : responseMetaDataDeserializer(item["responseMetaData"])
  };
}
function _kubeEnvironmentPropertiesSerializer(item) {
  return {
    internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
    staticIp: item["staticIp"],
    environmentType: item["environmentType"],
    arcConfiguration: !item["arcConfiguration"] ? item["arcConfiguration"] : arcConfigurationSerializer(item["arcConfiguration"]),
    appLogsConfiguration: !item["appLogsConfiguration"] ? item["appLogsConfiguration"] : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
    containerAppsConfiguration: !item["containerAppsConfiguration"] ? item["containerAppsConfiguration"] : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
    aksResourceID: item["aksResourceID"]
  };
}
function _kubeEnvironmentPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    deploymentErrors: item["deploymentErrors"],
    internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
    defaultDomain: item["defaultDomain"],
    staticIp: item["staticIp"],
    environmentType: item["environmentType"],
    arcConfiguration: !item["arcConfiguration"] ? item["arcConfiguration"] : arcConfigurationDeserializer(item["arcConfiguration"]),
    appLogsConfiguration: !item["appLogsConfiguration"] ? item["appLogsConfiguration"] : appLogsConfigurationDeserializer(item["appLogsConfiguration"]),
    containerAppsConfiguration: !item["containerAppsConfiguration"] ? item["containerAppsConfiguration"] : containerAppsConfigurationDeserializer(item["containerAppsConfiguration"]),
    aksResourceID: item["aksResourceID"]
  };
}
function _kubeEnvironmentPatchResourcePropertiesSerializer(item) {
  return {
    internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
    staticIp: item["staticIp"],
    arcConfiguration: !item["arcConfiguration"] ? item["arcConfiguration"] : arcConfigurationSerializer(item["arcConfiguration"]),
    appLogsConfiguration: !item["appLogsConfiguration"] ? item["appLogsConfiguration"] : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
    containerAppsConfiguration: !item["containerAppsConfiguration"] ? item["containerAppsConfiguration"] : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
    aksResourceID: item["aksResourceID"]
  };
}
function _workflowRunPropertiesDeserializer(item) {
  return {
    waitEndTime: !item["waitEndTime"] ? item["waitEndTime"] : new Date(item["waitEndTime"]),
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    correlationId: item["correlationId"],
    correlation: !item["correlation"] ? item["correlation"] : correlationDeserializer(item["correlation"]),
    workflow: !item["workflow"] ? item["workflow"] : resourceReferenceDeserializer(item["workflow"]),
    trigger: !item["trigger"] ? item["trigger"] : workflowRunTriggerDeserializer(item["trigger"]),
    outputs: !item["outputs"] ? item["outputs"] : workflowOutputParameterRecordDeserializer(item["outputs"]),
    response: !item["response"] ? item["response"] : workflowRunTriggerDeserializer(item["response"])
  };
}
function _workflowRunActionPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    trackingId: item["trackingId"],
    correlation: !item["correlation"] ? item["correlation"] : runActionCorrelationDeserializer(item["correlation"]),
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    trackedProperties: item["trackedProperties"],
    retryHistory: !item["retryHistory"] ? item["retryHistory"] : retryHistoryArrayDeserializer(item["retryHistory"])
  };
}
function _workflowRunActionRepetitionDefinitionPropertiesDeserializer(item) {
  return {
    trackingId: item["trackingId"],
    inputs: item["inputs"],
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputs: item["outputs"],
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    trackedProperties: item["trackedProperties"],
    retryHistory: !item["retryHistory"] ? item["retryHistory"] : retryHistoryArrayDeserializer(item["retryHistory"]),
    iterationCount: item["iterationCount"],
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    correlation: !item["correlation"] ? item["correlation"] : runActionCorrelationDeserializer(item["correlation"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    repetitionIndexes: !item["repetitionIndexes"] ? item["repetitionIndexes"] : repetitionIndexArrayDeserializer(item["repetitionIndexes"])
  };
}
function _workflowTriggerPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
    state: item["state"],
    status: item["status"],
    lastExecutionTime: !item["lastExecutionTime"] ? item["lastExecutionTime"] : new Date(item["lastExecutionTime"]),
    nextExecutionTime: !item["nextExecutionTime"] ? item["nextExecutionTime"] : new Date(item["nextExecutionTime"]),
    recurrence: !item["recurrence"] ? item["recurrence"] : workflowTriggerRecurrenceDeserializer(item["recurrence"]),
    workflow: !item["workflow"] ? item["workflow"] : resourceReferenceDeserializer(item["workflow"])
  };
}
function _workflowTriggerHistoryPropertiesDeserializer(item) {
  return {
    startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
    endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
    scheduledTime: !item["scheduledTime"] ? item["scheduledTime"] : new Date(item["scheduledTime"]),
    status: item["status"],
    code: item["code"],
    error: item["error"],
    trackingId: item["trackingId"],
    correlation: !item["correlation"] ? item["correlation"] : correlationDeserializer(item["correlation"]),
    inputsLink: !item["inputsLink"] ? item["inputsLink"] : contentLinkDeserializer(item["inputsLink"]),
    outputsLink: !item["outputsLink"] ? item["outputsLink"] : contentLinkDeserializer(item["outputsLink"]),
    fired: item["fired"],
    run: !item["run"] ? item["run"] : resourceReferenceDeserializer(item["run"])
  };
}
function _workflowVersionPropertiesDeserializer(item) {
  return {
    provisioningState: item["provisioningState"],
    createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
    changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
    state: item["state"],
    version: item["version"],
    accessEndpoint: item["accessEndpoint"],
    endpointsConfiguration: !item["endpointsConfiguration"] ? item["endpointsConfiguration"] : flowEndpointsConfigurationDeserializer(item["endpointsConfiguration"]),
    accessControl: !item["accessControl"] ? item["accessControl"] : flowAccessControlConfigurationDeserializer(item["accessControl"]),
    sku: !item["sku"] ? item["sku"] : workflowSkuDeserializer(item["sku"]),
    integrationAccount: !item["integrationAccount"] ? item["integrationAccount"] : resourceReferenceDeserializer(item["integrationAccount"]),
    definition: item["definition"],
    parameters: !item["parameters"] ? item["parameters"] : workflowParameterRecordDeserializer(item["parameters"])
  };
}
function _applicationStackResourcePropertiesDeserializer(item) {
  return {
    namePropertiesName: item["name"],
    display: item["display"],
    dependency: item["dependency"],
    majorVersions: !item["majorVersions"] ? item["majorVersions"] : stackMajorVersionArrayDeserializer(item["majorVersions"]),
    frameworks: !item["frameworks"] ? item["frameworks"] : applicationStackArrayDeserializer(item["frameworks"]),
    isDeprecated: !item["isDeprecated"] ? item["isDeprecated"] : applicationStackArrayDeserializer(item["isDeprecated"])
  };
}
function _functionAppStackPropertiesDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    majorVersions: !item["majorVersions"] ? item["majorVersions"] : functionAppMajorVersionArrayDeserializer(item["majorVersions"]),
    preferredOs: item["preferredOs"]
  };
}
function _webAppStackPropertiesDeserializer(item) {
  return {
    displayText: item["displayText"],
    value: item["value"],
    majorVersions: !item["majorVersions"] ? item["majorVersions"] : webAppMajorVersionArrayDeserializer(item["majorVersions"]),
    preferredOs: item["preferredOs"]
  };
}
function _resourceHealthMetadataPropertiesDeserializer(item) {
  return {
    category: item["category"],
    signalAvailability: item["signalAvailability"]
  };
}
function _workflowPropertiesSerializer(item) {
  return {
    state: item["state"],
    endpointsConfiguration: !item["endpointsConfiguration"] ? item["endpointsConfiguration"] : flowEndpointsConfigurationSerializer(item["endpointsConfiguration"]),
    accessControl: !item["accessControl"] ? item["accessControl"] : flowAccessControlConfigurationSerializer(item["accessControl"]),
    integrationAccount: !item["integrationAccount"] ? item["integrationAccount"] : resourceReferenceSerializer(item["integrationAccount"]),
    integrationServiceEnvironment: !item["integrationServiceEnvironment"] ? item["integrationServiceEnvironment"] : resourceReferenceSerializer(item["integrationServiceEnvironment"]),
    definition: item["definition"],
    parameters: !item["parameters"] ? item["parameters"] : workflowParameterRecordSerializer(item["parameters"]),
    kind: item["kind"]
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  KnownAuthenticationType,
  KnownAzureStorageProtocol,
  KnownBasicAuthName,
  KnownBuildStatus,
  KnownCheckNameResourceTypes,
  KnownCreatedByType,
  KnownCustomDomainStatus,
  KnownDaprLogLevel,
  KnownDatabaseType,
  KnownDefaultAction,
  KnownDeploymentBuildStatus,
  KnownEnterpriseGradeCdnStatus,
  KnownFtpsState,
  KnownFunctionsDeploymentStorageType,
  KnownInAvailabilityReasonType,
  KnownInstallScriptType,
  KnownIpFilterTag,
  KnownKeyType,
  KnownKind,
  KnownLoadBalancingMode,
  KnownOpenAuthenticationProviderType,
  KnownParameterType,
  KnownProviderOsTypeSelected,
  KnownProviderStackOsType,
  KnownPublishingProfileFormat,
  KnownRecurrenceFrequency,
  KnownRegistryAdapterType,
  KnownResourceScopeType,
  KnownRouteType,
  KnownRuntimeName,
  KnownScmType,
  KnownSiteUpdateStrategyType,
  KnownSkuName,
  KnownStorageMountType,
  KnownSupportedTlsVersions,
  KnownTlsCipherSuites,
  KnownTriggerTypes,
  KnownUpgradeAvailability,
  KnownUpgradePreference,
  KnownValidateResourceTypes,
  KnownVersions,
  KnownWorkflowProvisioningState,
  KnownWorkflowSkuName,
  KnownWorkflowState,
  KnownWorkflowStatus,
  KnownWorkflowTriggerProvisioningState,
  _addressResponsePropertiesDeserializer,
  _analysisDefinitionPropertiesDeserializer,
  _apiKVReferenceCollectionDeserializer,
  _apiKVReferencePropertiesDeserializer,
  _appServiceEnvironmentCollectionDeserializer,
  _appServiceEnvironmentPatchResourcePropertiesDeserializer,
  _appServiceEnvironmentPatchResourcePropertiesSerializer,
  _appServiceEnvironmentResourcePropertiesDeserializer,
  _appServiceEnvironmentResourcePropertiesSerializer,
  _appServicePlanCollectionDeserializer,
  _appServicePlanPatchResourcePropertiesSerializer,
  _appServicePlanPropertiesDeserializer,
  _appServicePlanPropertiesSerializer,
  _applicationStackCollectionDeserializer,
  _applicationStackResourcePropertiesDeserializer,
  _aseRegionCollectionDeserializer,
  _aseRegionPropertiesDeserializer,
  _aseV3NetworkingConfigurationPropertiesDeserializer,
  _aseV3NetworkingConfigurationPropertiesSerializer,
  _backupItemCollectionDeserializer,
  _backupItemPropertiesDeserializer,
  _backupRequestPropertiesDeserializer,
  _backupRequestPropertiesSerializer,
  _billingMeterCollectionDeserializer,
  _billingMeterPropertiesDeserializer,
  _certificateCollectionDeserializer,
  _certificatePatchResourcePropertiesSerializer,
  _certificatePropertiesDeserializer,
  _certificatePropertiesSerializer,
  _continuousWebJobCollectionDeserializer,
  _continuousWebJobPropertiesDeserializer,
  _csmDeploymentStatusCollectionDeserializer,
  _csmDeploymentStatusPropertiesDeserializer,
  _csmOperationCollectionDeserializer,
  _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer,
  _csmPublishingCredentialsPoliciesEntityPropertiesSerializer,
  _csmUsageQuotaCollectionDeserializer,
  _customDnsSuffixConfigurationPropertiesDeserializer,
  _customDnsSuffixConfigurationPropertiesSerializer,
  _customHostnameAnalysisResultPropertiesDeserializer,
  _customHostnameSitesCollectionDeserializer,
  _customHostnameSitesPropertiesDeserializer,
  _databaseConnectionCollectionDeserializer,
  _databaseConnectionPatchRequestPropertiesSerializer,
  _databaseConnectionPropertiesDeserializer,
  _databaseConnectionPropertiesSerializer,
  _deletedAppRestoreRequestPropertiesSerializer,
  _deletedSitePropertiesDeserializer,
  _deletedWebAppCollectionDeserializer,
  _deploymentCollectionDeserializer,
  _deploymentPropertiesDeserializer,
  _deploymentPropertiesSerializer,
  _detectorDefinitionResourcePropertiesDeserializer,
  _detectorResponseCollectionDeserializer,
  _detectorResponsePropertiesDeserializer,
  _diagnosticAnalysisCollectionDeserializer,
  _diagnosticAnalysisPropertiesDeserializer,
  _diagnosticCategoryCollectionDeserializer,
  _diagnosticCategoryPropertiesDeserializer,
  _diagnosticDetectorCollectionDeserializer,
  _diagnosticDetectorResponsePropertiesDeserializer,
  _expressionTracesDeserializer,
  _functionAppStackCollectionDeserializer,
  _functionAppStackPropertiesDeserializer,
  _functionEnvelopeCollectionDeserializer,
  _functionEnvelopePropertiesDeserializer,
  _functionEnvelopePropertiesSerializer,
  _geoRegionCollectionDeserializer,
  _geoRegionPropertiesDeserializer,
  _hostNameBindingCollectionDeserializer,
  _hostNameBindingPropertiesDeserializer,
  _hostNameBindingPropertiesSerializer,
  _hybridConnectionCollectionDeserializer,
  _hybridConnectionKeyPropertiesDeserializer,
  _hybridConnectionLimitsPropertiesDeserializer,
  _hybridConnectionPropertiesDeserializer,
  _hybridConnectionPropertiesSerializer,
  _identifierCollectionDeserializer,
  _identifierPropertiesDeserializer,
  _identifierPropertiesSerializer,
  _inboundEnvironmentEndpointCollectionDeserializer,
  _kubeEnvironmentCollectionDeserializer,
  _kubeEnvironmentPatchResourcePropertiesSerializer,
  _kubeEnvironmentPropertiesDeserializer,
  _kubeEnvironmentPropertiesSerializer,
  _migrateMySqlRequestPropertiesSerializer,
  _migrateMySqlStatusPropertiesDeserializer,
  _msDeployLogPropertiesDeserializer,
  _msDeployPropertiesSerializer,
  _msDeployStatusPropertiesDeserializer,
  _networkFeaturesPropertiesDeserializer,
  _outboundEnvironmentEndpointCollectionDeserializer,
  _perfMonCounterCollectionDeserializer,
  _premierAddOnOfferCollectionDeserializer,
  _premierAddOnOfferPropertiesDeserializer,
  _premierAddOnPatchResourcePropertiesSerializer,
  _premierAddOnPropertiesDeserializer,
  _premierAddOnPropertiesSerializer,
  _privateAccessPropertiesDeserializer,
  _privateAccessPropertiesSerializer,
  _privateEndpointConnectionCollectionDeserializer,
  _processInfoCollectionDeserializer,
  _processInfoPropertiesDeserializer,
  _processModuleInfoCollectionDeserializer,
  _processModuleInfoPropertiesDeserializer,
  _processThreadInfoCollectionDeserializer,
  _processThreadInfoPropertiesDeserializer,
  _publicCertificateCollectionDeserializer,
  _publicCertificatePropertiesDeserializer,
  _publicCertificatePropertiesSerializer,
  _publishingCredentialsPoliciesCollectionDeserializer,
  _pushSettingsPropertiesDeserializer,
  _pushSettingsPropertiesSerializer,
  _recommendationCollectionDeserializer,
  _recommendationPropertiesDeserializer,
  _recommendationRulePropertiesDeserializer,
  _relayServiceConnectionEntityPropertiesDeserializer,
  _relayServiceConnectionEntityPropertiesSerializer,
  _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer,
  _remotePrivateEndpointConnectionARMResourcePropertiesSerializer,
  _remotePrivateEndpointConnectionPropertiesDeserializer,
  _requestHistoryListResultDeserializer,
  _resourceCollectionDeserializer,
  _resourceHealthMetadataCollectionDeserializer,
  _resourceHealthMetadataPropertiesDeserializer,
  _resourceMetricDefinitionCollectionDeserializer,
  _resourceMetricDefinitionPropertiesDeserializer,
  _restoreRequestPropertiesDeserializer,
  _restoreRequestPropertiesSerializer,
  _siteAuthSettingsPropertiesDeserializer,
  _siteAuthSettingsPropertiesSerializer,
  _siteAuthSettingsV2PropertiesDeserializer,
  _siteAuthSettingsV2PropertiesSerializer,
  _siteConfigResourceCollectionDeserializer,
  _siteConfigResourcePropertiesDeserializer,
  _siteConfigResourcePropertiesSerializer,
  _siteConfigurationSnapshotInfoCollectionDeserializer,
  _siteConfigurationSnapshotInfoPropertiesDeserializer,
  _siteContainerCollectionDeserializer,
  _siteContainerPropertiesDeserializer,
  _siteContainerPropertiesSerializer,
  _siteExtensionInfoCollectionDeserializer,
  _siteExtensionInfoPropertiesDeserializer,
  _siteLogsConfigPropertiesDeserializer,
  _siteLogsConfigPropertiesSerializer,
  _sitePatchResourcePropertiesSerializer,
  _sitePhpErrorLogFlagPropertiesDeserializer,
  _sitePropertiesDeserializer,
  _sitePropertiesSerializer,
  _siteSourceControlPropertiesDeserializer,
  _siteSourceControlPropertiesSerializer,
  _skuInfoCollectionDeserializer,
  _slotConfigNamesResourcePropertiesDeserializer,
  _slotConfigNamesResourcePropertiesSerializer,
  _slotDifferenceCollectionDeserializer,
  _slotDifferencePropertiesDeserializer,
  _snapshotCollectionDeserializer,
  _snapshotPropertiesDeserializer,
  _snapshotRestoreRequestPropertiesSerializer,
  _sourceControlCollectionDeserializer,
  _sourceControlPropertiesDeserializer,
  _sourceControlPropertiesSerializer,
  _stampCapacityCollectionDeserializer,
  _staticSiteARMResourcePropertiesDeserializer,
  _staticSiteARMResourcePropertiesSerializer,
  _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer,
  _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer,
  _staticSiteBasicAuthPropertiesCollectionDeserializer,
  _staticSiteBuildARMResourcePropertiesDeserializer,
  _staticSiteBuildCollectionDeserializer,
  _staticSiteCollectionDeserializer,
  _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer,
  _staticSiteCustomDomainOverviewCollectionDeserializer,
  _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer,
  _staticSiteFunctionOverviewARMResourcePropertiesDeserializer,
  _staticSiteFunctionOverviewCollectionDeserializer,
  _staticSiteLinkedBackendARMResourcePropertiesDeserializer,
  _staticSiteLinkedBackendARMResourcePropertiesSerializer,
  _staticSiteLinkedBackendsCollectionDeserializer,
  _staticSitePatchResourcePropertiesDeserializer,
  _staticSitePatchResourcePropertiesSerializer,
  _staticSiteResetPropertiesARMResourcePropertiesSerializer,
  _staticSiteUserARMResourcePropertiesDeserializer,
  _staticSiteUserARMResourcePropertiesSerializer,
  _staticSiteUserCollectionDeserializer,
  _staticSiteUserInvitationRequestResourcePropertiesSerializer,
  _staticSiteUserInvitationResponseResourcePropertiesDeserializer,
  _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer,
  _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer,
  _staticSiteUserProvidedFunctionAppPropertiesDeserializer,
  _staticSiteUserProvidedFunctionAppsCollectionDeserializer,
  _staticSiteZipDeploymentARMResourcePropertiesSerializer,
  _staticSitesWorkflowPreviewPropertiesDeserializer,
  _staticSitesWorkflowPreviewRequestPropertiesSerializer,
  _storageMigrationOptionsPropertiesSerializer,
  _storageMigrationResponsePropertiesDeserializer,
  _swiftVirtualNetworkPropertiesDeserializer,
  _swiftVirtualNetworkPropertiesSerializer,
  _triggeredJobHistoryCollectionDeserializer,
  _triggeredJobHistoryPropertiesDeserializer,
  _triggeredWebJobCollectionDeserializer,
  _triggeredWebJobPropertiesDeserializer,
  _usageCollectionDeserializer,
  _usagePropertiesDeserializer,
  _userPropertiesDeserializer,
  _userPropertiesSerializer,
  _validateRequestPropertiesSerializer,
  _vnetGatewayPropertiesDeserializer,
  _vnetGatewayPropertiesSerializer,
  _vnetInfoResourcePropertiesDeserializer,
  _vnetInfoResourcePropertiesSerializer,
  _vnetParametersPropertiesSerializer,
  _vnetRoutePropertiesDeserializer,
  _vnetRoutePropertiesSerializer,
  _vnetValidationFailureDetailsPropertiesDeserializer,
  _vnetValidationTestFailurePropertiesDeserializer,
  _webAppCollectionDeserializer,
  _webAppInstanceStatusCollectionDeserializer,
  _webAppStackCollectionDeserializer,
  _webAppStackPropertiesDeserializer,
  _webJobCollectionDeserializer,
  _webJobPropertiesDeserializer,
  _webSiteInstanceStatusPropertiesDeserializer,
  _workerPoolCollectionDeserializer,
  _workerPoolResourcePropertiesDeserializer,
  _workerPoolResourcePropertiesSerializer,
  _workflowEnvelopeCollectionDeserializer,
  _workflowPropertiesSerializer,
  _workflowRunActionListResultDeserializer,
  _workflowRunActionPropertiesDeserializer,
  _workflowRunActionRepetitionDefinitionCollectionDeserializer,
  _workflowRunActionRepetitionDefinitionPropertiesDeserializer,
  _workflowRunListResultDeserializer,
  _workflowRunPropertiesDeserializer,
  _workflowTriggerHistoryListResultDeserializer,
  _workflowTriggerHistoryPropertiesDeserializer,
  _workflowTriggerListResultDeserializer,
  _workflowTriggerPropertiesDeserializer,
  _workflowVersionListResultDeserializer,
  _workflowVersionPropertiesDeserializer,
  abnormalTimePeriodArrayDeserializer,
  abnormalTimePeriodDeserializer,
  addressResponseDeserializer,
  addressResponsePropertiesDeserializer,
  allowedAudiencesValidationDeserializer,
  allowedAudiencesValidationSerializer,
  allowedPrincipalsDeserializer,
  allowedPrincipalsSerializer,
  analysisDataArrayDeserializer,
  analysisDataDeserializer,
  analysisDefinitionArrayDeserializer,
  analysisDefinitionDeserializer,
  analysisDefinitionPropertiesDeserializer,
  apiDefinitionInfoDeserializer,
  apiDefinitionInfoSerializer,
  apiKVReferenceArrayDeserializer,
  apiKVReferenceDeserializer,
  apiKVReferencePropertiesDeserializer,
  apiManagementConfigDeserializer,
  apiManagementConfigSerializer,
  appInsightsWebAppStackSettingsDeserializer,
  appLogsConfigurationDeserializer,
  appLogsConfigurationSerializer,
  appRegistrationDeserializer,
  appRegistrationSerializer,
  appServiceEnvironmentArrayDeserializer,
  appServiceEnvironmentArraySerializer,
  appServiceEnvironmentDeserializer,
  appServiceEnvironmentPatchResourceSerializer,
  appServiceEnvironmentResourceArrayDeserializer,
  appServiceEnvironmentResourceArraySerializer,
  appServiceEnvironmentResourceDeserializer,
  appServiceEnvironmentResourceSerializer,
  appServiceEnvironmentSerializer,
  appServicePlanArrayDeserializer,
  appServicePlanArraySerializer,
  appServicePlanDeserializer,
  appServicePlanPatchResourcePropertiesSerializer,
  appServicePlanPatchResourceSerializer,
  appServicePlanPropertiesDeserializer,
  appServicePlanPropertiesSerializer,
  appServicePlanSerializer,
  appleDeserializer,
  appleRegistrationDeserializer,
  appleRegistrationSerializer,
  appleSerializer,
  applicationLogsConfigDeserializer,
  applicationLogsConfigSerializer,
  applicationStackArrayDeserializer,
  applicationStackDeserializer,
  applicationStackResourceArrayDeserializer,
  applicationStackResourceDeserializer,
  arcConfigurationDeserializer,
  arcConfigurationSerializer,
  armIdWrapperDeserializer,
  armIdWrapperSerializer,
  armPlanDeserializer,
  aseRegionArrayDeserializer,
  aseRegionDeserializer,
  aseRegionPropertiesDeserializer,
  aseV3NetworkingConfigurationDeserializer,
  aseV3NetworkingConfigurationPropertiesDeserializer,
  aseV3NetworkingConfigurationPropertiesSerializer,
  aseV3NetworkingConfigurationSerializer,
  authPlatformDeserializer,
  authPlatformSerializer,
  autoHealActionsDeserializer,
  autoHealActionsSerializer,
  autoHealCustomActionDeserializer,
  autoHealCustomActionSerializer,
  autoHealRulesDeserializer,
  autoHealRulesSerializer,
  autoHealTriggersDeserializer,
  autoHealTriggersSerializer,
  azureActiveDirectoryDeserializer,
  azureActiveDirectoryLoginDeserializer,
  azureActiveDirectoryLoginSerializer,
  azureActiveDirectoryRegistrationDeserializer,
  azureActiveDirectoryRegistrationSerializer,
  azureActiveDirectorySerializer,
  azureActiveDirectoryValidationDeserializer,
  azureActiveDirectoryValidationSerializer,
  azureBlobStorageApplicationLogsConfigDeserializer,
  azureBlobStorageApplicationLogsConfigSerializer,
  azureBlobStorageHttpLogsConfigDeserializer,
  azureBlobStorageHttpLogsConfigSerializer,
  azureResourceErrorInfoArrayDeserializer,
  azureResourceErrorInfoDeserializer,
  azureStaticWebAppsDeserializer,
  azureStaticWebAppsRegistrationDeserializer,
  azureStaticWebAppsRegistrationSerializer,
  azureStaticWebAppsSerializer,
  azureStorageInfoValueDeserializer,
  azureStorageInfoValueRecordDeserializer,
  azureStorageInfoValueRecordSerializer,
  azureStorageInfoValueSerializer,
  azureStoragePropertyDictionaryResourceDeserializer,
  azureStoragePropertyDictionaryResourceSerializer,
  azureTableStorageApplicationLogsConfigDeserializer,
  azureTableStorageApplicationLogsConfigSerializer,
  backupItemArrayDeserializer,
  backupItemDeserializer,
  backupItemPropertiesDeserializer,
  backupRequestDeserializer,
  backupRequestPropertiesDeserializer,
  backupRequestPropertiesSerializer,
  backupRequestSerializer,
  backupScheduleDeserializer,
  backupScheduleSerializer,
  billingMeterArrayDeserializer,
  billingMeterDeserializer,
  billingMeterPropertiesDeserializer,
  blobStorageTokenStoreDeserializer,
  blobStorageTokenStoreSerializer,
  capabilityArrayDeserializer,
  capabilityArraySerializer,
  capabilityDeserializer,
  capabilitySerializer,
  certificateArrayDeserializer,
  certificateArraySerializer,
  certificateDeserializer,
  certificatePatchResourcePropertiesSerializer,
  certificatePatchResourceSerializer,
  certificatePropertiesDeserializer,
  certificatePropertiesSerializer,
  certificateSerializer,
  clientRegistrationDeserializer,
  clientRegistrationSerializer,
  cloningInfoDeserializer,
  cloningInfoSerializer,
  connStringInfoArrayDeserializer,
  connStringInfoArraySerializer,
  connStringInfoDeserializer,
  connStringInfoSerializer,
  connStringValueTypePairDeserializer,
  connStringValueTypePairRecordDeserializer,
  connStringValueTypePairRecordSerializer,
  connStringValueTypePairSerializer,
  connectionStringDictionaryDeserializer,
  connectionStringDictionarySerializer,
  containerAppsConfigurationDeserializer,
  containerAppsConfigurationSerializer,
  containerCpuStatisticsDeserializer,
  containerCpuUsageDeserializer,
  containerInfoDeserializer,
  containerInfoRecordDeserializer,
  containerMemoryStatisticsDeserializer,
  containerNetworkInterfaceStatisticsDeserializer,
  containerThrottlingDataDeserializer,
  contentHashDeserializer,
  contentLinkDeserializer,
  continuousWebJobArrayDeserializer,
  continuousWebJobDeserializer,
  continuousWebJobPropertiesDeserializer,
  cookieExpirationDeserializer,
  cookieExpirationSerializer,
  correlationDeserializer,
  corsSettingsDeserializer,
  corsSettingsSerializer,
  csmDeploymentStatusArrayDeserializer,
  csmDeploymentStatusDeserializer,
  csmDeploymentStatusPropertiesDeserializer,
  csmMoveResourceEnvelopeSerializer,
  csmOperationDescriptionArrayDeserializer,
  csmOperationDescriptionDeserializer,
  csmOperationDescriptionPropertiesDeserializer,
  csmOperationDisplayDeserializer,
  csmPublishingCredentialsPoliciesEntityArrayDeserializer,
  csmPublishingCredentialsPoliciesEntityArraySerializer,
  csmPublishingCredentialsPoliciesEntityDeserializer,
  csmPublishingCredentialsPoliciesEntityPropertiesDeserializer,
  csmPublishingCredentialsPoliciesEntityPropertiesSerializer,
  csmPublishingCredentialsPoliciesEntitySerializer,
  csmPublishingProfileOptionsSerializer,
  csmSlotEntitySerializer,
  csmUsageQuotaArrayDeserializer,
  csmUsageQuotaDeserializer,
  customDnsSuffixConfigurationDeserializer,
  customDnsSuffixConfigurationPropertiesDeserializer,
  customDnsSuffixConfigurationPropertiesSerializer,
  customDnsSuffixConfigurationSerializer,
  customHostnameAnalysisResultDeserializer,
  customHostnameAnalysisResultPropertiesDeserializer,
  customHostnameSitesArrayDeserializer,
  customHostnameSitesDeserializer,
  customHostnameSitesPropertiesDeserializer,
  customOpenIdConnectProviderDeserializer,
  customOpenIdConnectProviderRecordDeserializer,
  customOpenIdConnectProviderRecordSerializer,
  customOpenIdConnectProviderSerializer,
  daprConfigDeserializer,
  daprConfigSerializer,
  dataProviderMetadataArrayDeserializer,
  dataProviderMetadataDeserializer,
  dataSourceDeserializer,
  dataTableResponseColumnArrayDeserializer,
  dataTableResponseColumnDeserializer,
  dataTableResponseObjectDeserializer,
  databaseBackupSettingArrayDeserializer,
  databaseBackupSettingArraySerializer,
  databaseBackupSettingDeserializer,
  databaseBackupSettingSerializer,
  databaseConnectionArrayDeserializer,
  databaseConnectionArraySerializer,
  databaseConnectionDeserializer,
  databaseConnectionOverviewArrayDeserializer,
  databaseConnectionOverviewDeserializer,
  databaseConnectionPatchRequestPropertiesSerializer,
  databaseConnectionPatchRequestSerializer,
  databaseConnectionPropertiesDeserializer,
  databaseConnectionPropertiesSerializer,
  databaseConnectionSerializer,
  defaultAuthorizationPolicyDeserializer,
  defaultAuthorizationPolicySerializer,
  defaultErrorResponseDeserializer,
  defaultErrorResponseErrorDeserializer,
  defaultErrorResponseErrorDetailsItemArrayDeserializer,
  defaultErrorResponseErrorDetailsItemDeserializer,
  defaultIdentityDeserializer,
  defaultIdentitySerializer,
  deletedAppRestoreRequestPropertiesSerializer,
  deletedAppRestoreRequestSerializer,
  deletedSiteArrayDeserializer,
  deletedSiteDeserializer,
  deletedSitePropertiesDeserializer,
  deploymentArrayDeserializer,
  deploymentArraySerializer,
  deploymentDeserializer,
  deploymentLocationsDeserializer,
  deploymentPropertiesDeserializer,
  deploymentPropertiesSerializer,
  deploymentSerializer,
  detectorAbnormalTimePeriodArrayDeserializer,
  detectorAbnormalTimePeriodDeserializer,
  detectorDefinitionArrayDeserializer,
  detectorDefinitionDeserializer,
  detectorDefinitionResourceArrayDeserializer,
  detectorDefinitionResourceDeserializer,
  detectorInfoDeserializer,
  detectorResponseArrayDeserializer,
  detectorResponseDeserializer,
  detectorResponsePropertiesDeserializer,
  diagnosticAnalysisDeserializer,
  diagnosticAnalysisPropertiesDeserializer,
  diagnosticCategoryArrayDeserializer,
  diagnosticCategoryDeserializer,
  diagnosticCategoryPropertiesDeserializer,
  diagnosticDataArrayDeserializer,
  diagnosticDataDeserializer,
  diagnosticDetectorResponseDeserializer,
  diagnosticDetectorResponsePropertiesDeserializer,
  diagnosticMetricSampleArrayDeserializer,
  diagnosticMetricSampleDeserializer,
  diagnosticMetricSetArrayDeserializer,
  diagnosticMetricSetDeserializer,
  dimensionArrayDeserializer,
  dimensionDeserializer,
  dnlResourceNameAvailabilityDeserializer,
  dnlResourceNameAvailabilityRequestSerializer,
  enabledConfigDeserializer,
  enabledConfigSerializer,
  endpointDependencyArrayDeserializer,
  endpointDependencyDeserializer,
  endpointDetailArrayDeserializer,
  endpointDetailDeserializer,
  environmentVariableArrayDeserializer,
  environmentVariableArraySerializer,
  environmentVariableDeserializer,
  environmentVariableSerializer,
  errorEntityArrayDeserializer,
  errorEntityDeserializer,
  errorInfoDeserializer,
  errorPropertiesDeserializer,
  errorResponseDeserializer,
  experimentsDeserializer,
  experimentsSerializer,
  expressionArrayDeserializer,
  expressionDeserializer,
  expressionRootArrayDeserializer,
  expressionRootDeserializer,
  extendedLocationDeserializer,
  extendedLocationSerializer,
  facebookDeserializer,
  facebookSerializer,
  fileSystemApplicationLogsConfigDeserializer,
  fileSystemApplicationLogsConfigSerializer,
  fileSystemHttpLogsConfigDeserializer,
  fileSystemHttpLogsConfigSerializer,
  fileSystemTokenStoreDeserializer,
  fileSystemTokenStoreSerializer,
  flowAccessControlConfigurationDeserializer,
  flowAccessControlConfigurationPolicyDeserializer,
  flowAccessControlConfigurationPolicySerializer,
  flowAccessControlConfigurationSerializer,
  flowEndpointsConfigurationDeserializer,
  flowEndpointsConfigurationSerializer,
  flowEndpointsDeserializer,
  flowEndpointsSerializer,
  forwardProxyDeserializer,
  forwardProxySerializer,
  frontEndConfigurationDeserializer,
  frontEndConfigurationSerializer,
  functionAppConfigDeserializer,
  functionAppConfigSerializer,
  functionAppMajorVersionArrayDeserializer,
  functionAppMajorVersionDeserializer,
  functionAppMinorVersionArrayDeserializer,
  functionAppMinorVersionDeserializer,
  functionAppRuntimeSettingsDeserializer,
  functionAppRuntimesDeserializer,
  functionAppStackArrayDeserializer,
  functionAppStackDeserializer,
  functionAppStackPropertiesDeserializer,
  functionEnvelopeArrayDeserializer,
  functionEnvelopeArraySerializer,
  functionEnvelopeDeserializer,
  functionEnvelopePropertiesDeserializer,
  functionEnvelopePropertiesSerializer,
  functionEnvelopeSerializer,
  functionSecretsDeserializer,
  functionsAlwaysReadyConfigArrayDeserializer,
  functionsAlwaysReadyConfigArraySerializer,
  functionsAlwaysReadyConfigDeserializer,
  functionsAlwaysReadyConfigSerializer,
  functionsDeploymentDeserializer,
  functionsDeploymentSerializer,
  functionsDeploymentStorageAuthenticationDeserializer,
  functionsDeploymentStorageAuthenticationSerializer,
  functionsDeploymentStorageDeserializer,
  functionsDeploymentStorageSerializer,
  functionsRuntimeDeserializer,
  functionsRuntimeSerializer,
  functionsScaleAndConcurrencyDeserializer,
  functionsScaleAndConcurrencySerializer,
  functionsScaleAndConcurrencyTriggersDeserializer,
  functionsScaleAndConcurrencyTriggersHttpDeserializer,
  functionsScaleAndConcurrencyTriggersHttpSerializer,
  functionsScaleAndConcurrencyTriggersSerializer,
  functionsSiteUpdateStrategyDeserializer,
  functionsSiteUpdateStrategySerializer,
  geoRegionArrayDeserializer,
  geoRegionDeserializer,
  geoRegionPropertiesDeserializer,
  gitHubActionCodeConfigurationDeserializer,
  gitHubActionCodeConfigurationSerializer,
  gitHubActionConfigurationDeserializer,
  gitHubActionConfigurationSerializer,
  gitHubActionContainerConfigurationDeserializer,
  gitHubActionContainerConfigurationSerializer,
  gitHubActionWebAppStackSettingsDeserializer,
  gitHubDeserializer,
  gitHubSerializer,
  globalCsmSkuDescriptionArrayDeserializer,
  globalCsmSkuDescriptionDeserializer,
  globalValidationDeserializer,
  globalValidationSerializer,
  googleDeserializer,
  googleSerializer,
  handlerMappingArrayDeserializer,
  handlerMappingArraySerializer,
  handlerMappingDeserializer,
  handlerMappingSerializer,
  hostKeysDeserializer,
  hostNameBindingArrayDeserializer,
  hostNameBindingArraySerializer,
  hostNameBindingDeserializer,
  hostNameBindingPropertiesDeserializer,
  hostNameBindingPropertiesSerializer,
  hostNameBindingSerializer,
  hostNameSslStateArrayDeserializer,
  hostNameSslStateArraySerializer,
  hostNameSslStateDeserializer,
  hostNameSslStateSerializer,
  hostingEnvironmentDeploymentInfoArrayDeserializer,
  hostingEnvironmentDeploymentInfoDeserializer,
  hostingEnvironmentDiagnosticsArrayDeserializer,
  hostingEnvironmentDiagnosticsDeserializer,
  hostingEnvironmentProfileDeserializer,
  hostingEnvironmentProfileSerializer,
  httpLogsConfigDeserializer,
  httpLogsConfigSerializer,
  httpSettingsDeserializer,
  httpSettingsRoutesDeserializer,
  httpSettingsRoutesSerializer,
  httpSettingsSerializer,
  hybridConnectionArrayDeserializer,
  hybridConnectionArraySerializer,
  hybridConnectionDeserializer,
  hybridConnectionKeyDeserializer,
  hybridConnectionKeyPropertiesDeserializer,
  hybridConnectionLimitsDeserializer,
  hybridConnectionLimitsPropertiesDeserializer,
  hybridConnectionPropertiesDeserializer,
  hybridConnectionPropertiesSerializer,
  hybridConnectionSerializer,
  identifierArrayDeserializer,
  identifierArraySerializer,
  identifierDeserializer,
  identifierPropertiesDeserializer,
  identifierPropertiesSerializer,
  identifierSerializer,
  identityProvidersDeserializer,
  identityProvidersSerializer,
  inboundEnvironmentEndpointArrayDeserializer,
  inboundEnvironmentEndpointDeserializer,
  installScriptArrayDeserializer,
  installScriptArraySerializer,
  installScriptDeserializer,
  installScriptSerializer,
  installScriptSourceDeserializer,
  installScriptSourceSerializer,
  ipAddressArrayDeserializer,
  ipAddressArraySerializer,
  ipAddressDeserializer,
  ipAddressRangeArrayDeserializer,
  ipAddressRangeArraySerializer,
  ipAddressRangeDeserializer,
  ipAddressRangeSerializer,
  ipAddressSerializer,
  ipSecurityRestrictionArrayDeserializer,
  ipSecurityRestrictionArraySerializer,
  ipSecurityRestrictionDeserializer,
  ipSecurityRestrictionSerializer,
  jsonSchemaDeserializer,
  jwtClaimChecksDeserializer,
  jwtClaimChecksSerializer,
  keyInfoDeserializer,
  keyInfoSerializer,
  keyValuePairStringObjectArrayDeserializer,
  keyValuePairStringObjectDeserializer,
  keyVaultReferenceWithStatusDeserializer,
  keyVaultReferenceWithStatusSerializer,
  kubeEnvironmentArrayDeserializer,
  kubeEnvironmentArraySerializer,
  kubeEnvironmentDeserializer,
  kubeEnvironmentPatchResourcePropertiesSerializer,
  kubeEnvironmentPatchResourceSerializer,
  kubeEnvironmentProfileDeserializer,
  kubeEnvironmentProfileSerializer,
  kubeEnvironmentPropertiesDeserializer,
  kubeEnvironmentPropertiesSerializer,
  kubeEnvironmentSerializer,
  legacyMicrosoftAccountDeserializer,
  legacyMicrosoftAccountSerializer,
  linuxJavaContainerSettingsDeserializer,
  localizableStringDeserializer,
  logAnalyticsConfigurationDeserializer,
  logAnalyticsConfigurationSerializer,
  logSpecificationArrayDeserializer,
  logSpecificationDeserializer,
  loginDeserializer,
  loginRoutesDeserializer,
  loginRoutesSerializer,
  loginScopesDeserializer,
  loginScopesSerializer,
  loginSerializer,
  managedServiceIdentityDeserializer,
  managedServiceIdentitySerializer,
  metricAvailabilityArrayDeserializer,
  metricAvailabilityDeserializer,
  metricSpecificationArrayDeserializer,
  metricSpecificationDeserializer,
  migrateMySqlRequestPropertiesSerializer,
  migrateMySqlRequestSerializer,
  migrateMySqlStatusDeserializer,
  migrateMySqlStatusPropertiesDeserializer,
  msDeployCoreArraySerializer,
  msDeployCoreSerializer,
  msDeployLogDeserializer,
  msDeployLogEntryArrayDeserializer,
  msDeployLogEntryDeserializer,
  msDeployLogPropertiesDeserializer,
  msDeployPropertiesSerializer,
  msDeploySerializer,
  msDeployStatusDeserializer,
  msDeployStatusPropertiesDeserializer,
  nameIdentifierSerializer,
  nameValuePairArrayArrayDeserializer,
  nameValuePairArrayArraySerializer,
  nameValuePairArrayDeserializer,
  nameValuePairArraySerializer,
  nameValuePairDeserializer,
  nameValuePairSerializer,
  networkFeaturesDeserializer,
  networkFeaturesPropertiesDeserializer,
  networkTraceArrayDeserializer,
  networkTraceDeserializer,
  nonceDeserializer,
  nonceSerializer,
  openAuthenticationAccessPoliciesDeserializer,
  openAuthenticationAccessPoliciesSerializer,
  openAuthenticationAccessPolicyDeserializer,
  openAuthenticationAccessPolicyRecordDeserializer,
  openAuthenticationAccessPolicyRecordSerializer,
  openAuthenticationAccessPolicySerializer,
  openAuthenticationPolicyClaimArrayDeserializer,
  openAuthenticationPolicyClaimArraySerializer,
  openAuthenticationPolicyClaimDeserializer,
  openAuthenticationPolicyClaimSerializer,
  openIdConnectClientCredentialDeserializer,
  openIdConnectClientCredentialSerializer,
  openIdConnectConfigDeserializer,
  openIdConnectConfigSerializer,
  openIdConnectLoginDeserializer,
  openIdConnectLoginSerializer,
  openIdConnectRegistrationDeserializer,
  openIdConnectRegistrationSerializer,
  operationArrayDeserializer,
  operationDeserializer,
  operationResultDeserializer,
  operationResultPropertiesDeserializer,
  outboundEnvironmentEndpointArrayDeserializer,
  outboundEnvironmentEndpointDeserializer,
  outboundVnetRoutingDeserializer,
  outboundVnetRoutingSerializer,
  perfMonResponseArrayDeserializer,
  perfMonResponseDeserializer,
  perfMonSampleArrayDeserializer,
  perfMonSampleDeserializer,
  perfMonSetDeserializer,
  premierAddOnDeserializer,
  premierAddOnOfferArrayDeserializer,
  premierAddOnOfferDeserializer,
  premierAddOnOfferPropertiesDeserializer,
  premierAddOnPatchResourcePropertiesSerializer,
  premierAddOnPatchResourceSerializer,
  premierAddOnPropertiesDeserializer,
  premierAddOnPropertiesSerializer,
  premierAddOnSerializer,
  privateAccessDeserializer,
  privateAccessPropertiesDeserializer,
  privateAccessPropertiesSerializer,
  privateAccessSerializer,
  privateAccessSubnetArrayDeserializer,
  privateAccessSubnetArraySerializer,
  privateAccessSubnetDeserializer,
  privateAccessSubnetSerializer,
  privateAccessVirtualNetworkArrayDeserializer,
  privateAccessVirtualNetworkArraySerializer,
  privateAccessVirtualNetworkDeserializer,
  privateAccessVirtualNetworkSerializer,
  privateLinkConnectionStateDeserializer,
  privateLinkConnectionStateSerializer,
  privateLinkResourceArrayDeserializer,
  privateLinkResourceDeserializer,
  privateLinkResourcePropertiesDeserializer,
  privateLinkResourcesWrapperDeserializer,
  processInfoArrayDeserializer,
  processInfoDeserializer,
  processInfoPropertiesDeserializer,
  processModuleInfoArrayDeserializer,
  processModuleInfoDeserializer,
  processModuleInfoPropertiesDeserializer,
  processThreadInfoArrayDeserializer,
  processThreadInfoDeserializer,
  processThreadInfoPropertiesDeserializer,
  proxyOnlyResourceDeserializer,
  proxyOnlyResourceSerializer,
  proxyResourceDeserializer,
  proxyResourceSerializer,
  publicCertificateArrayDeserializer,
  publicCertificateArraySerializer,
  publicCertificateDeserializer,
  publicCertificatePropertiesDeserializer,
  publicCertificatePropertiesSerializer,
  publicCertificateSerializer,
  pushSettingsDeserializer,
  pushSettingsPropertiesDeserializer,
  pushSettingsPropertiesSerializer,
  pushSettingsSerializer,
  queryUtterancesResultArrayDeserializer,
  queryUtterancesResultDeserializer,
  queryUtterancesResultsDeserializer,
  rampUpRuleArrayDeserializer,
  rampUpRuleArraySerializer,
  rampUpRuleDeserializer,
  rampUpRuleSerializer,
  recommendationArrayDeserializer,
  recommendationDeserializer,
  recommendationPropertiesDeserializer,
  recommendationRuleDeserializer,
  recommendationRulePropertiesDeserializer,
  recurrenceScheduleDeserializer,
  recurrenceScheduleOccurrenceArrayDeserializer,
  recurrenceScheduleOccurrenceDeserializer,
  regenerateActionParameterSerializer,
  registryAdapterArrayDeserializer,
  registryAdapterArraySerializer,
  registryAdapterDeserializer,
  registryAdapterSerializer,
  relayServiceConnectionEntityArrayDeserializer,
  relayServiceConnectionEntityArraySerializer,
  relayServiceConnectionEntityDeserializer,
  relayServiceConnectionEntityPropertiesDeserializer,
  relayServiceConnectionEntityPropertiesSerializer,
  relayServiceConnectionEntitySerializer,
  remotePrivateEndpointConnectionARMResourceArrayDeserializer,
  remotePrivateEndpointConnectionARMResourceArraySerializer,
  remotePrivateEndpointConnectionARMResourceDeserializer,
  remotePrivateEndpointConnectionARMResourcePropertiesDeserializer,
  remotePrivateEndpointConnectionARMResourcePropertiesSerializer,
  remotePrivateEndpointConnectionARMResourceSerializer,
  remotePrivateEndpointConnectionDeserializer,
  remotePrivateEndpointConnectionPropertiesDeserializer,
  renderingDeserializer,
  repetitionIndexArrayDeserializer,
  repetitionIndexDeserializer,
  requestDeserializer,
  requestHistoryArrayDeserializer,
  requestHistoryDeserializer,
  requestHistoryPropertiesDeserializer,
  requestsBasedTriggerDeserializer,
  requestsBasedTriggerSerializer,
  resourceConfigDeserializer,
  resourceConfigSerializer,
  resourceDeserializer,
  resourceHealthMetadataArrayDeserializer,
  resourceHealthMetadataDeserializer,
  resourceHealthMetadataPropertiesDeserializer,
  resourceMetricAvailabilityArrayDeserializer,
  resourceMetricAvailabilityDeserializer,
  resourceMetricDefinitionArrayDeserializer,
  resourceMetricDefinitionDeserializer,
  resourceMetricDefinitionPropertiesDeserializer,
  resourceNameAvailabilityDeserializer,
  resourceNameAvailabilityRequestSerializer,
  resourceReferenceDeserializer,
  resourceReferenceSerializer,
  resourceSerializer,
  responseDeserializer,
  responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer,
  responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer,
  responseMetaDataDeserializer,
  restoreRequestDeserializer,
  restoreRequestPropertiesDeserializer,
  restoreRequestPropertiesSerializer,
  restoreRequestSerializer,
  retryHistoryArrayDeserializer,
  retryHistoryDeserializer,
  runActionCorrelationDeserializer,
  runCorrelationDeserializer,
  sampleUtteranceDeserializer,
  serverFarmInstanceArrayDeserializer,
  serverFarmInstanceDeserializer,
  serverFarmInstanceDetailsDeserializer,
  serverFarmNetworkSettingsDeserializer,
  serverFarmNetworkSettingsSerializer,
  serverFarmRdpDetailsDeserializer,
  serviceSpecificationDeserializer,
  siteArrayDeserializer,
  siteArraySerializer,
  siteAuthSettingsDeserializer,
  siteAuthSettingsPropertiesDeserializer,
  siteAuthSettingsPropertiesSerializer,
  siteAuthSettingsSerializer,
  siteAuthSettingsV2Deserializer,
  siteAuthSettingsV2PropertiesDeserializer,
  siteAuthSettingsV2PropertiesSerializer,
  siteAuthSettingsV2Serializer,
  siteCloneabilityCriterionArrayDeserializer,
  siteCloneabilityCriterionDeserializer,
  siteCloneabilityDeserializer,
  siteConfigDeserializer,
  siteConfigPropertiesDictionaryDeserializer,
  siteConfigResourceArrayDeserializer,
  siteConfigResourceArraySerializer,
  siteConfigResourceDeserializer,
  siteConfigResourceSerializer,
  siteConfigSerializer,
  siteConfigurationSnapshotInfoArrayDeserializer,
  siteConfigurationSnapshotInfoDeserializer,
  siteConfigurationSnapshotInfoPropertiesDeserializer,
  siteContainerArrayDeserializer,
  siteContainerArraySerializer,
  siteContainerDeserializer,
  siteContainerPropertiesDeserializer,
  siteContainerPropertiesSerializer,
  siteContainerSerializer,
  siteDeserializer,
  siteDnsConfigDeserializer,
  siteDnsConfigSerializer,
  siteExtensionInfoArrayDeserializer,
  siteExtensionInfoDeserializer,
  siteExtensionInfoPropertiesDeserializer,
  siteLimitsDeserializer,
  siteLimitsSerializer,
  siteLogsConfigDeserializer,
  siteLogsConfigPropertiesDeserializer,
  siteLogsConfigPropertiesSerializer,
  siteLogsConfigSerializer,
  siteMachineKeyDeserializer,
  sitePatchResourcePropertiesSerializer,
  sitePatchResourceSerializer,
  sitePhpErrorLogFlagDeserializer,
  sitePhpErrorLogFlagPropertiesDeserializer,
  sitePropertiesDeserializer,
  sitePropertiesSerializer,
  siteSerializer,
  siteSourceControlDeserializer,
  siteSourceControlPropertiesDeserializer,
  siteSourceControlPropertiesSerializer,
  siteSourceControlSerializer,
  skuCapacityDeserializer,
  skuCapacitySerializer,
  skuDescriptionDeserializer,
  skuDescriptionSerializer,
  skuInfoArrayDeserializer,
  skuInfoDeserializer,
  skuInfosDeserializer,
  slotConfigNamesDeserializer,
  slotConfigNamesResourceDeserializer,
  slotConfigNamesResourceSerializer,
  slotConfigNamesSerializer,
  slotDifferenceArrayDeserializer,
  slotDifferenceDeserializer,
  slotDifferencePropertiesDeserializer,
  slotSwapStatusDeserializer,
  slowRequestsBasedTriggerArrayDeserializer,
  slowRequestsBasedTriggerArraySerializer,
  slowRequestsBasedTriggerDeserializer,
  slowRequestsBasedTriggerSerializer,
  snapshotArrayDeserializer,
  snapshotDeserializer,
  snapshotPropertiesDeserializer,
  snapshotRecoverySourceSerializer,
  snapshotRestoreRequestPropertiesSerializer,
  snapshotRestoreRequestSerializer,
  solutionArrayDeserializer,
  solutionDeserializer,
  sourceControlArrayDeserializer,
  sourceControlArraySerializer,
  sourceControlDeserializer,
  sourceControlPropertiesDeserializer,
  sourceControlPropertiesSerializer,
  sourceControlSerializer,
  stackMajorVersionArrayDeserializer,
  stackMajorVersionDeserializer,
  stackMinorVersionArrayDeserializer,
  stackMinorVersionDeserializer,
  stampCapacityArrayDeserializer,
  stampCapacityDeserializer,
  staticSiteARMResourceArrayDeserializer,
  staticSiteARMResourceArraySerializer,
  staticSiteARMResourceDeserializer,
  staticSiteARMResourceSerializer,
  staticSiteBasicAuthPropertiesARMResourceArrayDeserializer,
  staticSiteBasicAuthPropertiesARMResourceArraySerializer,
  staticSiteBasicAuthPropertiesARMResourceDeserializer,
  staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer,
  staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer,
  staticSiteBasicAuthPropertiesARMResourceSerializer,
  staticSiteBuildARMResourceArrayDeserializer,
  staticSiteBuildARMResourceDeserializer,
  staticSiteBuildARMResourcePropertiesDeserializer,
  staticSiteBuildPropertiesDeserializer,
  staticSiteBuildPropertiesSerializer,
  staticSiteCustomDomainOverviewARMResourceArrayDeserializer,
  staticSiteCustomDomainOverviewARMResourceDeserializer,
  staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer,
  staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer,
  staticSiteCustomDomainRequestPropertiesARMResourceSerializer,
  staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer,
  staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer,
  staticSiteDeserializer,
  staticSiteFunctionOverviewARMResourceArrayDeserializer,
  staticSiteFunctionOverviewARMResourceDeserializer,
  staticSiteFunctionOverviewARMResourcePropertiesDeserializer,
  staticSiteLinkedBackendARMResourceArrayDeserializer,
  staticSiteLinkedBackendARMResourceArraySerializer,
  staticSiteLinkedBackendARMResourceDeserializer,
  staticSiteLinkedBackendARMResourcePropertiesDeserializer,
  staticSiteLinkedBackendARMResourcePropertiesSerializer,
  staticSiteLinkedBackendARMResourceSerializer,
  staticSiteLinkedBackendArrayDeserializer,
  staticSiteLinkedBackendDeserializer,
  staticSitePatchResourceSerializer,
  staticSiteResetPropertiesARMResourcePropertiesSerializer,
  staticSiteResetPropertiesARMResourceSerializer,
  staticSiteSerializer,
  staticSiteTemplateOptionsDeserializer,
  staticSiteTemplateOptionsSerializer,
  staticSiteUserARMResourceArrayDeserializer,
  staticSiteUserARMResourceArraySerializer,
  staticSiteUserARMResourceDeserializer,
  staticSiteUserARMResourcePropertiesDeserializer,
  staticSiteUserARMResourcePropertiesSerializer,
  staticSiteUserARMResourceSerializer,
  staticSiteUserInvitationRequestResourcePropertiesSerializer,
  staticSiteUserInvitationRequestResourceSerializer,
  staticSiteUserInvitationResponseResourceDeserializer,
  staticSiteUserInvitationResponseResourcePropertiesDeserializer,
  staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer,
  staticSiteUserProvidedFunctionAppARMResourceArraySerializer,
  staticSiteUserProvidedFunctionAppARMResourceDeserializer,
  staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer,
  staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer,
  staticSiteUserProvidedFunctionAppARMResourceSerializer,
  staticSiteUserProvidedFunctionAppArrayDeserializer,
  staticSiteUserProvidedFunctionAppDeserializer,
  staticSiteUserProvidedFunctionAppPropertiesDeserializer,
  staticSiteZipDeploymentARMResourceSerializer,
  staticSiteZipDeploymentSerializer,
  staticSitesWorkflowPreviewDeserializer,
  staticSitesWorkflowPreviewPropertiesDeserializer,
  staticSitesWorkflowPreviewRequestPropertiesSerializer,
  staticSitesWorkflowPreviewRequestSerializer,
  statusCodesBasedTriggerArrayDeserializer,
  statusCodesBasedTriggerArraySerializer,
  statusCodesBasedTriggerDeserializer,
  statusCodesBasedTriggerSerializer,
  statusCodesRangeBasedTriggerArrayDeserializer,
  statusCodesRangeBasedTriggerArraySerializer,
  statusCodesRangeBasedTriggerDeserializer,
  statusCodesRangeBasedTriggerSerializer,
  statusDeserializer,
  storageMigrationOptionsPropertiesSerializer,
  storageMigrationOptionsSerializer,
  storageMigrationResponseDeserializer,
  storageMigrationResponsePropertiesDeserializer,
  storageMountArrayDeserializer,
  storageMountArraySerializer,
  storageMountDeserializer,
  storageMountSerializer,
  stringDictionaryDeserializer,
  stringDictionarySerializer,
  stringListDeserializer,
  supportTopicArrayDeserializer,
  supportTopicDeserializer,
  swiftVirtualNetworkDeserializer,
  swiftVirtualNetworkPropertiesDeserializer,
  swiftVirtualNetworkPropertiesSerializer,
  swiftVirtualNetworkSerializer,
  systemDataDeserializer,
  tokenStoreDeserializer,
  tokenStoreSerializer,
  trackedResourceDeserializer,
  trackedResourceSerializer,
  triggeredJobHistoryArrayDeserializer,
  triggeredJobHistoryDeserializer,
  triggeredJobHistoryPropertiesDeserializer,
  triggeredJobRunArrayDeserializer,
  triggeredJobRunDeserializer,
  triggeredWebJobArrayDeserializer,
  triggeredWebJobDeserializer,
  triggeredWebJobPropertiesDeserializer,
  twitterDeserializer,
  twitterRegistrationDeserializer,
  twitterRegistrationSerializer,
  twitterSerializer,
  usageArrayDeserializer,
  usageDeserializer,
  usagePropertiesDeserializer,
  userAssignedIdentityDeserializer,
  userAssignedIdentityRecordDeserializer,
  userAssignedIdentityRecordSerializer,
  userAssignedIdentitySerializer,
  userDeserializer,
  userPropertiesDeserializer,
  userPropertiesSerializer,
  userSerializer,
  validatePropertiesSerializer,
  validateRequestSerializer,
  validateResponseDeserializer,
  validateResponseErrorDeserializer,
  virtualApplicationArrayDeserializer,
  virtualApplicationArraySerializer,
  virtualApplicationDeserializer,
  virtualApplicationSerializer,
  virtualDirectoryArrayDeserializer,
  virtualDirectoryArraySerializer,
  virtualDirectoryDeserializer,
  virtualDirectorySerializer,
  virtualIPMappingArrayDeserializer,
  virtualIPMappingDeserializer,
  virtualNetworkProfileDeserializer,
  virtualNetworkProfileSerializer,
  vnetGatewayDeserializer,
  vnetGatewayPropertiesDeserializer,
  vnetGatewayPropertiesSerializer,
  vnetGatewaySerializer,
  vnetInfoDeserializer,
  vnetInfoResourceArrayDeserializer,
  vnetInfoResourceArraySerializer,
  vnetInfoResourceDeserializer,
  vnetInfoResourceSerializer,
  vnetInfoSerializer,
  vnetParametersPropertiesSerializer,
  vnetParametersSerializer,
  vnetRouteArrayDeserializer,
  vnetRouteArraySerializer,
  vnetRouteDeserializer,
  vnetRoutePropertiesDeserializer,
  vnetRoutePropertiesSerializer,
  vnetRouteSerializer,
  vnetValidationFailureDetailsDeserializer,
  vnetValidationFailureDetailsPropertiesDeserializer,
  vnetValidationTestFailureArrayDeserializer,
  vnetValidationTestFailureDeserializer,
  vnetValidationTestFailurePropertiesDeserializer,
  volumeMountArrayDeserializer,
  volumeMountArraySerializer,
  volumeMountDeserializer,
  volumeMountSerializer,
  webAppMajorVersionArrayDeserializer,
  webAppMajorVersionDeserializer,
  webAppMinorVersionArrayDeserializer,
  webAppMinorVersionDeserializer,
  webAppRuntimeSettingsDeserializer,
  webAppRuntimesDeserializer,
  webAppStackArrayDeserializer,
  webAppStackDeserializer,
  webAppStackPropertiesDeserializer,
  webJobArrayDeserializer,
  webJobDeserializer,
  webJobPropertiesDeserializer,
  webSiteInstanceStatusArrayDeserializer,
  webSiteInstanceStatusDeserializer,
  webSiteInstanceStatusPropertiesDeserializer,
  windowsJavaContainerSettingsDeserializer,
  workerPoolDeserializer,
  workerPoolResourceArrayDeserializer,
  workerPoolResourceArraySerializer,
  workerPoolResourceDeserializer,
  workerPoolResourceSerializer,
  workerPoolSerializer,
  workflowArtifactsSerializer,
  workflowEnvelopeArrayDeserializer,
  workflowEnvelopeDeserializer,
  workflowEnvelopePropertiesDeserializer,
  workflowHealthDeserializer,
  workflowOutputParameterDeserializer,
  workflowOutputParameterRecordDeserializer,
  workflowParameterDeserializer,
  workflowParameterRecordDeserializer,
  workflowParameterRecordSerializer,
  workflowParameterSerializer,
  workflowPropertiesSerializer,
  workflowResourceSerializer,
  workflowRunActionArrayDeserializer,
  workflowRunActionDeserializer,
  workflowRunActionPropertiesDeserializer,
  workflowRunActionRepetitionDefinitionArrayDeserializer,
  workflowRunActionRepetitionDefinitionDeserializer,
  workflowRunActionRepetitionPropertiesDeserializer,
  workflowRunArrayDeserializer,
  workflowRunDeserializer,
  workflowRunPropertiesDeserializer,
  workflowRunTriggerDeserializer,
  workflowSerializer,
  workflowSkuDeserializer,
  workflowTriggerArrayDeserializer,
  workflowTriggerCallbackUrlDeserializer,
  workflowTriggerDeserializer,
  workflowTriggerHistoryArrayDeserializer,
  workflowTriggerHistoryDeserializer,
  workflowTriggerHistoryPropertiesDeserializer,
  workflowTriggerListCallbackUrlQueriesDeserializer,
  workflowTriggerPropertiesDeserializer,
  workflowTriggerRecurrenceDeserializer,
  workflowVersionArrayDeserializer,
  workflowVersionDeserializer,
  workflowVersionPropertiesDeserializer
});
//# sourceMappingURL=models.js.map
