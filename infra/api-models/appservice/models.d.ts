import type { NodeReadableStream } from "../static-helpers/platform-types.js";
/**
 * This file contains only generated model types and their (de)serializers.
 * Disable the following rules for internal models with '_' prefix and deserializers which require 'any' for raw JSON input.
 */
/** Object with a list of the resources that need to be moved and the resource group they should be moved to. */
export interface CsmMoveResourceEnvelope {
    targetResourceGroup?: string;
    resources?: string[];
}
export declare function csmMoveResourceEnvelopeSerializer(item: CsmMoveResourceEnvelope): any;
/** App Service error response. */
export interface DefaultErrorResponse {
    /** Error model. */
    readonly error?: DefaultErrorResponseError;
}
export declare function defaultErrorResponseDeserializer(item: any): DefaultErrorResponse;
/** Error model. */
export interface DefaultErrorResponseError {
    /** Standardized string to programmatically identify the error. */
    readonly code?: string;
    /** Detailed error description and debugging information. */
    readonly message?: string;
    /** Detailed error description and debugging information. */
    readonly target?: string;
    details?: DefaultErrorResponseErrorDetailsItem[];
    /** More information to debug error. */
    readonly innererror?: string;
}
export declare function defaultErrorResponseErrorDeserializer(item: any): DefaultErrorResponseError;
export declare function defaultErrorResponseErrorDetailsItemArrayDeserializer(result: Array<DefaultErrorResponseErrorDetailsItem>): any[];
/** Detailed errors. */
export interface DefaultErrorResponseErrorDetailsItem {
    /** Standardized string to programmatically identify the error. */
    readonly code?: string;
    /** Detailed error description and debugging information. */
    readonly message?: string;
    /** Detailed error description and debugging information. */
    readonly target?: string;
}
export declare function defaultErrorResponseErrorDetailsItemDeserializer(item: any): DefaultErrorResponseErrorDetailsItem;
/** Resource validation request content. */
export interface ValidateRequest {
    /** Resource name to verify. */
    name: string;
    /** Resource type used for verification. */
    type: ValidateResourceTypes;
    /** Expected location of the resource. */
    location: string;
    /** ARM resource ID of an App Service plan that would host the app. */
    serverFarmId?: string;
    /** Name of the target SKU for the App Service plan. */
    skuName?: string;
    /** <code>true</code> if App Service plan is for Linux workers; otherwise, <code>false</code>. */
    needLinuxWorkers?: boolean;
    /** <code>true</code> if App Service plan is for Spot instances; otherwise, <code>false</code>. */
    isSpot?: boolean;
    /** Target capacity of the App Service plan (number of VMs). */
    capacity?: number;
    /** Name of App Service Environment where app or App Service plan should be created. */
    hostingEnvironment?: string;
    /** <code>true</code> if App Service plan is running as a windows container */
    isXenon?: boolean;
    /** Base URL of the container registry */
    containerRegistryBaseUrl?: string;
    /** Username for to access the container registry */
    containerRegistryUsername?: string;
    /** Password for to access the container registry */
    containerRegistryPassword?: string;
    /** Repository name (image name) */
    containerImageRepository?: string;
    /** Image tag */
    containerImageTag?: string;
    /** Platform (windows or linux) */
    containerImagePlatform?: string;
    /** App Service Environment Properties */
    appServiceEnvironment?: AppServiceEnvironment;
}
export declare function validateRequestSerializer(item: ValidateRequest): any;
/** Resource type used for verification. */
export declare enum KnownValidateResourceTypes {
    /** ServerFarm */
    ServerFarm = "ServerFarm",
    /** Site */
    Site = "Site",
    /** Microsoft.Web/hostingEnvironments */
    MicrosoftWebHostingEnvironments = "Microsoft.Web/hostingEnvironments"
}
/**
 * Resource type used for verification. \
 * {@link KnownValidateResourceTypes} can be used interchangeably with ValidateResourceTypes,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **ServerFarm** \
 * **Site** \
 * **Microsoft.Web\/hostingEnvironments**
 */
export type ValidateResourceTypes = string;
/** App properties used for validation. */
export interface ValidateProperties {
    /** ARM resource ID of an App Service plan that would host the app. */
    serverFarmId?: string;
    /** Name of the target SKU for the App Service plan. */
    skuName?: string;
    /** <code>true</code> if App Service plan is for Linux workers; otherwise, <code>false</code>. */
    needLinuxWorkers?: boolean;
    /** <code>true</code> if App Service plan is for Spot instances; otherwise, <code>false</code>. */
    isSpot?: boolean;
    /** Target capacity of the App Service plan (number of VMs). */
    capacity?: number;
    /** Name of App Service Environment where app or App Service plan should be created. */
    hostingEnvironment?: string;
    /** <code>true</code> if App Service plan is running as a windows container */
    isXenon?: boolean;
    /** Base URL of the container registry */
    containerRegistryBaseUrl?: string;
    /** Username for to access the container registry */
    containerRegistryUsername?: string;
    /** Password for to access the container registry */
    containerRegistryPassword?: string;
    /** Repository name (image name) */
    containerImageRepository?: string;
    /** Image tag */
    containerImageTag?: string;
    /** Platform (windows or linux) */
    containerImagePlatform?: string;
    /** App Service Environment Properties */
    appServiceEnvironment?: AppServiceEnvironment;
}
export declare function validatePropertiesSerializer(item: ValidateProperties): any;
/** Description of an App Service Environment. */
export interface AppServiceEnvironment {
    /** Provisioning state of the App Service Environment. */
    readonly provisioningState?: ProvisioningState;
    /** Current status of the App Service Environment. */
    readonly status?: HostingEnvironmentStatus;
    /** Description of the Virtual Network. */
    virtualNetwork: VirtualNetworkProfile;
    /** Specifies which endpoints to serve internally in the Virtual Network for the App Service Environment. */
    internalLoadBalancingMode?: LoadBalancingMode;
    /** Front-end VM size, e.g. "Medium", "Large". */
    multiSize?: string;
    /** Number of front-end instances. */
    readonly multiRoleCount?: number;
    /** Number of IP SSL addresses reserved for the App Service Environment. */
    ipsslAddressCount?: number;
    /** DNS suffix of the App Service Environment. */
    dnsSuffix?: string;
    /** Maximum number of VMs in the App Service Environment. */
    readonly maximumNumberOfMachines?: number;
    /** Scale factor for front-ends. */
    frontEndScaleFactor?: number;
    /**
     * <code>true</code> if the App Service Environment is suspended; otherwise, <code>false</code>. The environment can be suspended, e.g. when the management endpoint is no longer available
     * (most likely because NSG blocked the incoming traffic).
     */
    readonly suspended?: boolean;
    /** Custom settings for changing the behavior of the App Service Environment. */
    clusterSettings?: NameValuePair[];
    /** User added ip ranges to whitelist on ASE db */
    userWhitelistedIpRanges?: string[];
    /** Flag that displays whether an ASE has linux workers or not */
    readonly hasLinuxWorkers?: boolean;
    /** Upgrade Preference */
    upgradePreference?: UpgradePreference;
    /** Dedicated Host Count */
    dedicatedHostCount?: number;
    /** Whether or not this App Service Environment is zone-redundant. */
    zoneRedundant?: boolean;
    /** Full view of the custom domain suffix configuration for ASEv3. */
    customDnsSuffixConfiguration?: CustomDnsSuffixConfiguration;
    /** Full view of networking configuration for an ASE. */
    networkingConfiguration?: AseV3NetworkingConfiguration;
    /** Whether an upgrade is available for this App Service Environment. */
    readonly upgradeAvailability?: UpgradeAvailability;
}
export declare function appServiceEnvironmentSerializer(item: AppServiceEnvironment): any;
export declare function appServiceEnvironmentDeserializer(item: any): AppServiceEnvironment;
/** Provisioning state of the App Service Plan. */
export type ProvisioningState = "Succeeded" | "Failed" | "Canceled" | "InProgress" | "Deleting";
/** Current status of the App Service Environment. */
export type HostingEnvironmentStatus = "Preparing" | "Ready" | "Scaling" | "Deleting";
/** Specification for using a Virtual Network. */
export interface VirtualNetworkProfile {
    /** Resource id of the Virtual Network. */
    id: string;
    /** Name of the Virtual Network (read-only). */
    readonly name?: string;
    /** Resource type of the Virtual Network (read-only). */
    readonly type?: string;
    /** Subnet within the Virtual Network. */
    subnet?: string;
}
export declare function virtualNetworkProfileSerializer(item: VirtualNetworkProfile): any;
export declare function virtualNetworkProfileDeserializer(item: any): VirtualNetworkProfile;
/** Specifies which endpoints to serve internally in the Virtual Network for the App Service Environment. */
export declare enum KnownLoadBalancingMode {
    /** None */
    None = "None",
    /** Web */
    Web = "Web",
    /** Publishing */
    Publishing = "Publishing",
    /** Web, Publishing */
    WebPublishing = "Web, Publishing"
}
/**
 * Specifies which endpoints to serve internally in the Virtual Network for the App Service Environment. \
 * {@link KnownLoadBalancingMode} can be used interchangeably with LoadBalancingMode,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None** \
 * **Web** \
 * **Publishing** \
 * **Web, Publishing**
 */
export type LoadBalancingMode = string;
export declare function nameValuePairArraySerializer(result: Array<NameValuePair>): any[];
export declare function nameValuePairArrayDeserializer(result: Array<NameValuePair>): any[];
/** Name value pair. */
export interface NameValuePair {
    /** Pair name. */
    name?: string;
    /** Pair value. */
    value?: string;
}
export declare function nameValuePairSerializer(item: NameValuePair): any;
export declare function nameValuePairDeserializer(item: any): NameValuePair;
/** Upgrade Preference */
export declare enum KnownUpgradePreference {
    /** No preference on when this App Service Environment will be upgraded */
    None = "None",
    /** This App Service Environment will be upgraded before others in the same region that have Upgrade Preference 'Late' */
    Early = "Early",
    /** This App Service Environment will be upgraded after others in the same region that have Upgrade Preference 'Early' */
    Late = "Late",
    /** ASEv3 only. Once an upgrade is available, this App Service Environment will wait 10 days for the upgrade to be manually initiated. After 10 days the upgrade will begin automatically */
    Manual = "Manual"
}
/**
 * Upgrade Preference \
 * {@link KnownUpgradePreference} can be used interchangeably with UpgradePreference,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None**: No preference on when this App Service Environment will be upgraded \
 * **Early**: This App Service Environment will be upgraded before others in the same region that have Upgrade Preference 'Late' \
 * **Late**: This App Service Environment will be upgraded after others in the same region that have Upgrade Preference 'Early' \
 * **Manual**: ASEv3 only. Once an upgrade is available, this App Service Environment will wait 10 days for the upgrade to be manually initiated. After 10 days the upgrade will begin automatically
 */
export type UpgradePreference = string;
/** Full view of the custom domain suffix configuration for ASEv3. */
export interface CustomDnsSuffixConfiguration extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    readonly provisioningState?: CustomDnsSuffixProvisioningState;
    readonly provisioningDetails?: string;
    /** The default custom domain suffix to use for all sites deployed on the ASE. */
    dnsSuffix?: string;
    /** The URL referencing the Azure Key Vault certificate secret that should be used as the default SSL/TLS certificate for sites with the custom domain suffix. */
    certificateUrl?: string;
    /** The user-assigned identity to use for resolving the key vault certificate reference. If not specified, the system-assigned ASE identity will be used if available. */
    keyVaultReferenceIdentity?: string;
}
export declare function customDnsSuffixConfigurationSerializer(item: CustomDnsSuffixConfiguration): any;
export declare function customDnsSuffixConfigurationDeserializer(item: any): CustomDnsSuffixConfiguration;
/** CustomDnsSuffixConfiguration resource specific properties */
export interface CustomDnsSuffixConfigurationProperties {
    readonly provisioningState?: CustomDnsSuffixProvisioningState;
    readonly provisioningDetails?: string;
    /** The default custom domain suffix to use for all sites deployed on the ASE. */
    dnsSuffix?: string;
    /** The URL referencing the Azure Key Vault certificate secret that should be used as the default SSL/TLS certificate for sites with the custom domain suffix. */
    certificateUrl?: string;
    /** The user-assigned identity to use for resolving the key vault certificate reference. If not specified, the system-assigned ASE identity will be used if available. */
    keyVaultReferenceIdentity?: string;
}
export declare function customDnsSuffixConfigurationPropertiesSerializer(item: CustomDnsSuffixConfigurationProperties): any;
export declare function customDnsSuffixConfigurationPropertiesDeserializer(item: any): CustomDnsSuffixConfigurationProperties;
/** Type of CustomDnsSuffixProvisioningState */
export type CustomDnsSuffixProvisioningState = "Succeeded" | "Failed" | "Degraded" | "InProgress";
/** Full view of networking configuration for an ASE. */
export interface AseV3NetworkingConfiguration extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    readonly windowsOutboundIpAddresses?: string[];
    readonly linuxOutboundIpAddresses?: string[];
    readonly externalInboundIpAddresses?: string[];
    readonly internalInboundIpAddresses?: string[];
    /** Property to enable and disable new private endpoint connection creation on ASE */
    allowNewPrivateEndpointConnections?: boolean;
    /** Property to enable and disable FTP on ASEV3 */
    ftpEnabled?: boolean;
    /** Property to enable and disable Remote Debug on ASEV3 */
    remoteDebugEnabled?: boolean;
    /** Customer provided Inbound IP Address. Only able to be set on Ase create. */
    inboundIpAddressOverride?: string;
}
export declare function aseV3NetworkingConfigurationSerializer(item: AseV3NetworkingConfiguration): any;
export declare function aseV3NetworkingConfigurationDeserializer(item: any): AseV3NetworkingConfiguration;
/** AseV3NetworkingConfiguration resource specific properties */
export interface AseV3NetworkingConfigurationProperties {
    readonly windowsOutboundIpAddresses?: string[];
    readonly linuxOutboundIpAddresses?: string[];
    readonly externalInboundIpAddresses?: string[];
    readonly internalInboundIpAddresses?: string[];
    /** Property to enable and disable new private endpoint connection creation on ASE */
    allowNewPrivateEndpointConnections?: boolean;
    /** Property to enable and disable FTP on ASEV3 */
    ftpEnabled?: boolean;
    /** Property to enable and disable Remote Debug on ASEV3 */
    remoteDebugEnabled?: boolean;
    /** Customer provided Inbound IP Address. Only able to be set on Ase create. */
    inboundIpAddressOverride?: string;
}
export declare function aseV3NetworkingConfigurationPropertiesSerializer(item: AseV3NetworkingConfigurationProperties): any;
export declare function aseV3NetworkingConfigurationPropertiesDeserializer(item: any): AseV3NetworkingConfigurationProperties;
/** Whether an upgrade is available for this App Service Environment. */
export declare enum KnownUpgradeAvailability {
    /** No upgrade is currently available for this App Service Environment */
    None = "None",
    /** An upgrade is ready to be manually initiated on this App Service Environment */
    Ready = "Ready"
}
/**
 * Whether an upgrade is available for this App Service Environment. \
 * {@link KnownUpgradeAvailability} can be used interchangeably with UpgradeAvailability,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None**: No upgrade is currently available for this App Service Environment \
 * **Ready**: An upgrade is ready to be manually initiated on this App Service Environment
 */
export type UpgradeAvailability = string;
/** The resource model definition for a Azure Resource Manager proxy resource. It will not have tags and a location */
export interface ProxyResource extends Resource {
}
export declare function proxyResourceSerializer(_item: ProxyResource): any;
export declare function proxyResourceDeserializer(item: any): ProxyResource;
/** Common fields that are returned in the response for all Azure Resource Manager resources */
export interface Resource {
    /** Fully qualified resource ID for the resource. Ex - /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{resourceType}/{resourceName} */
    readonly id?: string;
    /** The name of the resource */
    readonly name?: string;
    /** The type of the resource. E.g. "Microsoft.Compute/virtualMachines" or "Microsoft.Storage/storageAccounts" */
    readonly type?: string;
    /** Azure Resource Manager metadata containing createdBy and modifiedBy information. */
    readonly systemData?: SystemData;
}
export declare function resourceSerializer(_item: Resource): any;
export declare function resourceDeserializer(item: any): Resource;
/** Metadata pertaining to creation and last modification of the resource. */
export interface SystemData {
    /** The identity that created the resource. */
    createdBy?: string;
    /** The type of identity that created the resource. */
    createdByType?: CreatedByType;
    /** The timestamp of resource creation (UTC). */
    createdAt?: Date;
    /** The identity that last modified the resource. */
    lastModifiedBy?: string;
    /** The type of identity that last modified the resource. */
    lastModifiedByType?: CreatedByType;
    /** The timestamp of resource last modification (UTC) */
    lastModifiedAt?: Date;
}
export declare function systemDataDeserializer(item: any): SystemData;
/** The kind of entity that created the resource. */
export declare enum KnownCreatedByType {
    /** The entity was created by a user. */
    User = "User",
    /** The entity was created by an application. */
    Application = "Application",
    /** The entity was created by a managed identity. */
    ManagedIdentity = "ManagedIdentity",
    /** The entity was created by a key. */
    Key = "Key"
}
/**
 * The kind of entity that created the resource. \
 * {@link KnownCreatedByType} can be used interchangeably with CreatedByType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **User**: The entity was created by a user. \
 * **Application**: The entity was created by an application. \
 * **ManagedIdentity**: The entity was created by a managed identity. \
 * **Key**: The entity was created by a key.
 */
export type CreatedByType = string;
/** Describes the result of resource validation. */
export interface ValidateResponse {
    /** Result of validation. */
    status?: string;
    /** Error details for the case when validation fails. */
    error?: ValidateResponseError;
}
export declare function validateResponseDeserializer(item: any): ValidateResponse;
/** Error details for when validation fails. */
export interface ValidateResponseError {
    /** Validation error code. */
    code?: string;
    /** Validation error message. */
    message?: string;
}
export declare function validateResponseErrorDeserializer(item: any): ValidateResponseError;
/**
 * List of available locations (regions or App Service Environments) for
 * deployment of App Service resources.
 */
export interface DeploymentLocations {
    /** Available regions. */
    locations?: GeoRegion[];
    /** Available App Service Environments with full descriptions of the environments. */
    hostingEnvironments?: AppServiceEnvironment[];
    /** Available App Service Environments with basic information. */
    hostingEnvironmentDeploymentInfos?: HostingEnvironmentDeploymentInfo[];
}
export declare function deploymentLocationsDeserializer(item: any): DeploymentLocations;
export declare function geoRegionArrayDeserializer(result: Array<GeoRegion>): any[];
/** Geographical region. */
export interface GeoRegion extends ProxyOnlyResource {
    /** Region description. */
    readonly description?: string;
    /** Display name for region. */
    readonly displayName?: string;
    /** Display name for region. */
    readonly orgDomain?: string;
}
export declare function geoRegionDeserializer(item: any): GeoRegion;
/** GeoRegion resource specific properties */
export interface GeoRegionProperties {
    /** Region description. */
    readonly description?: string;
    /** Display name for region. */
    readonly displayName?: string;
    /** Display name for region. */
    readonly orgDomain?: string;
}
export declare function geoRegionPropertiesDeserializer(item: any): GeoRegionProperties;
export declare function appServiceEnvironmentArraySerializer(result: Array<AppServiceEnvironment>): any[];
export declare function appServiceEnvironmentArrayDeserializer(result: Array<AppServiceEnvironment>): any[];
export declare function hostingEnvironmentDeploymentInfoArrayDeserializer(result: Array<HostingEnvironmentDeploymentInfo>): any[];
/** Information needed to create resources on an App Service Environment. */
export interface HostingEnvironmentDeploymentInfo {
    /** Name of the App Service Environment. */
    name?: string;
    /** Location of the App Service Environment. */
    location?: string;
}
export declare function hostingEnvironmentDeploymentInfoDeserializer(item: any): HostingEnvironmentDeploymentInfo;
/** Azure proxy only resource. This resource is not tracked by Azure Resource Manager. */
export interface ProxyOnlyResource {
    /** Resource Id. */
    readonly id?: string;
    /** Resource Name. */
    readonly name?: string;
    /** Kind of resource. */
    kind?: string;
    /** Resource type. */
    readonly type?: string;
}
export declare function proxyOnlyResourceSerializer(item: ProxyOnlyResource): any;
export declare function proxyOnlyResourceDeserializer(item: any): ProxyOnlyResource;
/** Collection of ASE regions. */
export interface _AseRegionCollection {
    /** The AseRegion items on this page */
    value: AseRegion[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _aseRegionCollectionDeserializer(item: any): _AseRegionCollection;
export declare function aseRegionArrayDeserializer(result: Array<AseRegion>): any[];
/** ASE region. */
export interface AseRegion extends ProxyOnlyResource {
    /** Display name for region. */
    readonly displayName?: string;
    /** Is region standard. */
    readonly standard?: boolean;
    /** Dedicated host enabled. */
    readonly dedicatedHost?: boolean;
    /** Zone redundant deployment enabled. */
    readonly zoneRedundant?: boolean;
    /** Available Skus in region. */
    availableSku?: string[];
    /** Available OSs in region. */
    availableOS?: string[];
}
export declare function aseRegionDeserializer(item: any): AseRegion;
/** ASE region resource specific properties */
export interface AseRegionProperties {
    /** Display name for region. */
    readonly displayName?: string;
    /** Is region standard. */
    readonly standard?: boolean;
    /** Dedicated host enabled. */
    readonly dedicatedHost?: boolean;
    /** Zone redundant deployment enabled. */
    readonly zoneRedundant?: boolean;
    /** Available Skus in region. */
    availableSku?: string[];
    /** Available OSs in region. */
    availableOS?: string[];
}
export declare function aseRegionPropertiesDeserializer(item: any): AseRegionProperties;
/** Collection of Billing Meters */
export interface _BillingMeterCollection {
    /** The BillingMeter items on this page */
    value: BillingMeter[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _billingMeterCollectionDeserializer(item: any): _BillingMeterCollection;
export declare function billingMeterArrayDeserializer(result: Array<BillingMeter>): any[];
/** App Service billing entity that contains information about meter which the Azure billing system utilizes to charge users for services. */
export interface BillingMeter extends ProxyOnlyResource {
    /** Meter GUID onboarded in Commerce */
    meterId?: string;
    /** Azure Location of billable resource */
    billingLocation?: string;
    /** Short Name from App Service Azure pricing Page */
    shortName?: string;
    /** Friendly name of the meter */
    friendlyName?: string;
    /** App Service ResourceType meter used for */
    resourceType?: string;
    /** App Service OS type meter used for */
    osType?: string;
    /** Meter Multiplier */
    multiplier?: number;
}
export declare function billingMeterDeserializer(item: any): BillingMeter;
/** BillingMeter resource specific properties */
export interface BillingMeterProperties {
    /** Meter GUID onboarded in Commerce */
    meterId?: string;
    /** Azure Location of billable resource */
    billingLocation?: string;
    /** Short Name from App Service Azure pricing Page */
    shortName?: string;
    /** Friendly name of the meter */
    friendlyName?: string;
    /** App Service ResourceType meter used for */
    resourceType?: string;
    /** App Service OS type meter used for */
    osType?: string;
    /** Meter Multiplier */
    multiplier?: number;
}
export declare function billingMeterPropertiesDeserializer(item: any): BillingMeterProperties;
/** Resource name availability request content. */
export interface ResourceNameAvailabilityRequest {
    /** Resource name to verify. */
    name: string;
    /** Resource type used for verification. */
    type: CheckNameResourceTypes;
    /** Is fully qualified domain name. */
    isFqdn?: boolean;
    /** Azure Resource Manager ID of the customer's selected Container Apps Environment on which to host the Function app. This must be of the form /subscriptions/{subscriptionId}/resourceGroups/{resourceGroup}/providers/Microsoft.App/managedEnvironments/{managedEnvironmentName} */
    environmentId?: string;
}
export declare function resourceNameAvailabilityRequestSerializer(item: ResourceNameAvailabilityRequest): any;
/** Resource type used for verification. */
export declare enum KnownCheckNameResourceTypes {
    /** Site */
    Site = "Site",
    /** Slot */
    Slot = "Slot",
    /** HostingEnvironment */
    HostingEnvironment = "HostingEnvironment",
    /** PublishingUser */
    PublishingUser = "PublishingUser",
    /** Microsoft.Web/sites */
    MicrosoftWebSites = "Microsoft.Web/sites",
    /** Microsoft.Web/sites/slots */
    MicrosoftWebSitesSlots = "Microsoft.Web/sites/slots",
    /** Microsoft.Web/hostingEnvironments */
    MicrosoftWebHostingEnvironments = "Microsoft.Web/hostingEnvironments",
    /** Microsoft.Web/publishingUsers */
    MicrosoftWebPublishingUsers = "Microsoft.Web/publishingUsers"
}
/**
 * Resource type used for verification. \
 * {@link KnownCheckNameResourceTypes} can be used interchangeably with CheckNameResourceTypes,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Site** \
 * **Slot** \
 * **HostingEnvironment** \
 * **PublishingUser** \
 * **Microsoft.Web\/sites** \
 * **Microsoft.Web\/sites\/slots** \
 * **Microsoft.Web\/hostingEnvironments** \
 * **Microsoft.Web\/publishingUsers**
 */
export type CheckNameResourceTypes = string;
/** Information regarding availability of a resource name. */
export interface ResourceNameAvailability {
    /** <code>true</code> indicates name is valid and available. <code>false</code> indicates the name is invalid, unavailable, or both. */
    nameAvailable?: boolean;
    /** <code>Invalid</code> indicates the name provided does not match Azure App Service naming requirements. <code>AlreadyExists</code> indicates that the name is already in use and is therefore unavailable. */
    reason?: InAvailabilityReasonType;
    /** If reason == invalid, provide the user with the reason why the given name is invalid, and provide the resource naming requirements so that the user can select a valid name. If reason == AlreadyExists, explain that resource name is already in use, and direct them to select a different name. */
    message?: string;
}
export declare function resourceNameAvailabilityDeserializer(item: any): ResourceNameAvailability;
/** <code>Invalid</code> indicates the name provided does not match Azure App Service naming requirements. <code>AlreadyExists</code> indicates that the name is already in use and is therefore unavailable. */
export declare enum KnownInAvailabilityReasonType {
    /** Invalid */
    Invalid = "Invalid",
    /** AlreadyExists */
    AlreadyExists = "AlreadyExists"
}
/**
 * <code>Invalid</code> indicates the name provided does not match Azure App Service naming requirements. <code>AlreadyExists</code> indicates that the name is already in use and is therefore unavailable. \
 * {@link KnownInAvailabilityReasonType} can be used interchangeably with InAvailabilityReasonType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Invalid** \
 * **AlreadyExists**
 */
export type InAvailabilityReasonType = string;
/** Collection of custom hostname sites */
export interface _CustomHostnameSitesCollection {
    /** The CustomHostnameSites items on this page */
    value: CustomHostnameSites[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _customHostnameSitesCollectionDeserializer(item: any): _CustomHostnameSitesCollection;
export declare function customHostnameSitesArrayDeserializer(result: Array<CustomHostnameSites>): any[];
/** A hostname and its assigned sites */
export interface CustomHostnameSites extends ProxyOnlyResource {
    customHostname?: string;
    region?: string;
    siteResourceIds?: Identifier[];
}
export declare function customHostnameSitesDeserializer(item: any): CustomHostnameSites;
/** CustomHostnameSites resource specific properties */
export interface CustomHostnameSitesProperties {
    customHostname?: string;
    region?: string;
    siteResourceIds?: Identifier[];
}
export declare function customHostnameSitesPropertiesDeserializer(item: any): CustomHostnameSitesProperties;
export declare function identifierArraySerializer(result: Array<Identifier>): any[];
export declare function identifierArrayDeserializer(result: Array<Identifier>): any[];
/** A domain specific resource identifier. */
export interface Identifier extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** String representation of the identity. */
    value?: string;
}
export declare function identifierSerializer(item: Identifier): any;
export declare function identifierDeserializer(item: any): Identifier;
/** Identifier resource specific properties */
export interface IdentifierProperties {
    /** String representation of the identity. */
    value?: string;
}
export declare function identifierPropertiesSerializer(item: IdentifierProperties): any;
export declare function identifierPropertiesDeserializer(item: any): IdentifierProperties;
/** Collection of geographical regions. */
export interface _GeoRegionCollection {
    /** The GeoRegion items on this page */
    value: GeoRegion[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _geoRegionCollectionDeserializer(item: any): _GeoRegionCollection;
/** Identifies an object. */
export interface NameIdentifier {
    /** Name of the object. */
    name?: string;
}
export declare function nameIdentifierSerializer(item: NameIdentifier): any;
/** Collection of identifiers. */
export interface _IdentifierCollection {
    /** The Identifier items on this page */
    value: Identifier[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _identifierCollectionDeserializer(item: any): _IdentifierCollection;
/** model interface DnlResourceNameAvailabilityRequest */
export interface DnlResourceNameAvailabilityRequest {
    /** Resource group name */
    resourceGroupName?: string;
    /**
     * Indicates the endpoint name reuse scope.The default value is TenantReuse.
     * Supported values are TenantReuse, SubscriptionReuse, ResourceGroupReuse, NoReuse
     */
    autoGeneratedDomainNameLabelScope?: string;
    /** Resource name to verify. */
    name: string;
    /** Resource type used for verification. */
    type: CheckNameResourceTypes;
}
export declare function dnlResourceNameAvailabilityRequestSerializer(item: DnlResourceNameAvailabilityRequest): any;
/** Information regarding availability of a resource name for DNL apps with regionalized default hostnames. */
export interface DnlResourceNameAvailability {
    hostName?: string;
    /** <code>true</code> indicates name is valid and available. <code>false</code> indicates the name is invalid, unavailable, or both. */
    nameAvailable?: boolean;
    /** <code>Invalid</code> indicates the name provided does not match Azure App Service naming requirements. <code>AlreadyExists</code> indicates that the name is already in use and is therefore unavailable. */
    reason?: InAvailabilityReasonType;
    /** If reason == invalid, provide the user with the reason why the given name is invalid, and provide the resource naming requirements so that the user can select a valid name. If reason == AlreadyExists, explain that resource name is already in use, and direct them to select a different name. */
    message?: string;
}
export declare function dnlResourceNameAvailabilityDeserializer(item: any): DnlResourceNameAvailability;
/** Collection of premier add-on offers. */
export interface _PremierAddOnOfferCollection {
    /** The PremierAddOnOffer items on this page */
    value: PremierAddOnOffer[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _premierAddOnOfferCollectionDeserializer(item: any): _PremierAddOnOfferCollection;
export declare function premierAddOnOfferArrayDeserializer(result: Array<PremierAddOnOffer>): any[];
/** Premier add-on offer. */
export interface PremierAddOnOffer extends ProxyOnlyResource {
    /** Premier add on SKU. */
    sku?: string;
    /** Premier add on offer Product. */
    product?: string;
    /** Premier add on offer Vendor. */
    vendor?: string;
    /** <code>true</code> if promotion code is required; otherwise, <code>false</code>. */
    promoCodeRequired?: boolean;
    /** Premier add on offer Quota. */
    quota?: number;
    /** App Service plans this offer is restricted to. */
    webHostingPlanRestrictions?: AppServicePlanRestrictions;
    /** Privacy policy URL. */
    privacyPolicyUrl?: string;
    /** Legal terms URL. */
    legalTermsUrl?: string;
    /** Marketplace publisher. */
    marketplacePublisher?: string;
    /** Marketplace offer. */
    marketplaceOffer?: string;
}
export declare function premierAddOnOfferDeserializer(item: any): PremierAddOnOffer;
/** PremierAddOnOffer resource specific properties */
export interface PremierAddOnOfferProperties {
    /** Premier add on SKU. */
    sku?: string;
    /** Premier add on offer Product. */
    product?: string;
    /** Premier add on offer Vendor. */
    vendor?: string;
    /** <code>true</code> if promotion code is required; otherwise, <code>false</code>. */
    promoCodeRequired?: boolean;
    /** Premier add on offer Quota. */
    quota?: number;
    /** App Service plans this offer is restricted to. */
    webHostingPlanRestrictions?: AppServicePlanRestrictions;
    /** Privacy policy URL. */
    privacyPolicyUrl?: string;
    /** Legal terms URL. */
    legalTermsUrl?: string;
    /** Marketplace publisher. */
    marketplacePublisher?: string;
    /** Marketplace offer. */
    marketplaceOffer?: string;
}
export declare function premierAddOnOfferPropertiesDeserializer(item: any): PremierAddOnOfferProperties;
/** App Service plans this offer is restricted to. */
export type AppServicePlanRestrictions = "None" | "Free" | "Shared" | "Basic" | "Standard" | "Premium";
/** Collection of SKU information. */
export interface SkuInfos {
    /** Resource type that this SKU applies to. */
    resourceType?: string;
    /** List of SKUs the subscription is able to use. */
    skus?: GlobalCsmSkuDescription[];
}
export declare function skuInfosDeserializer(item: any): SkuInfos;
export declare function globalCsmSkuDescriptionArrayDeserializer(result: Array<GlobalCsmSkuDescription>): any[];
/** A Global SKU Description. */
export interface GlobalCsmSkuDescription {
    /** Name of the resource SKU. */
    name?: string;
    /** Service Tier of the resource SKU. */
    tier?: string;
    /** Size specifier of the resource SKU. */
    size?: string;
    /** Family code of the resource SKU. */
    family?: string;
    /** Min, max, and default scale values of the SKU. */
    capacity?: SkuCapacity;
    /** Locations of the SKU. */
    locations?: string[];
    /** Capabilities of the SKU, e.g., is traffic manager enabled? */
    capabilities?: Capability[];
}
export declare function globalCsmSkuDescriptionDeserializer(item: any): GlobalCsmSkuDescription;
/** Description of the App Service plan scale options. */
export interface SkuCapacity {
    /** Minimum number of workers for this App Service plan SKU. */
    minimum?: number;
    /** Maximum number of workers for this App Service plan SKU. */
    maximum?: number;
    /** Maximum number of Elastic workers for this App Service plan SKU. */
    elasticMaximum?: number;
    /** Default number of workers for this App Service plan SKU. */
    default?: number;
    /** Available scale configurations for an App Service plan. */
    scaleType?: string;
}
export declare function skuCapacitySerializer(item: SkuCapacity): any;
export declare function skuCapacityDeserializer(item: any): SkuCapacity;
export declare function capabilityArraySerializer(result: Array<Capability>): any[];
export declare function capabilityArrayDeserializer(result: Array<Capability>): any[];
/** Describes the capabilities/features allowed for a specific SKU. */
export interface Capability {
    /** Name of the SKU capability. */
    name?: string;
    /** Value of the SKU capability. */
    value?: string;
    /** Reason of the SKU capability. */
    reason?: string;
}
export declare function capabilitySerializer(item: Capability): any;
export declare function capabilityDeserializer(item: any): Capability;
/** The required set of inputs to validate a VNET */
export interface VnetParameters extends ProxyOnlyResource {
    /** The Resource Group of the VNET to be validated */
    vnetResourceGroup?: string;
    /** The name of the VNET to be validated */
    vnetName?: string;
    /** The subnet name to be validated */
    vnetSubnetName?: string;
    /** The ARM Resource ID of the subnet to validate */
    subnetResourceId?: string;
}
export declare function vnetParametersSerializer(item: VnetParameters): any;
/** VnetParameters resource specific properties */
export interface VnetParametersProperties {
    /** The Resource Group of the VNET to be validated */
    vnetResourceGroup?: string;
    /** The name of the VNET to be validated */
    vnetName?: string;
    /** The subnet name to be validated */
    vnetSubnetName?: string;
    /** The ARM Resource ID of the subnet to validate */
    subnetResourceId?: string;
}
export declare function vnetParametersPropertiesSerializer(item: VnetParametersProperties): any;
/** A class that describes the reason for a validation failure. */
export interface VnetValidationFailureDetails extends ProxyOnlyResource {
    /** Text describing the validation outcome. */
    message?: string;
    /** A flag describing whether or not validation failed. */
    failed?: boolean;
    /** A list of tests that failed in the validation. */
    failedTests?: VnetValidationTestFailure[];
    /** A list of warnings generated during validation. */
    warnings?: VnetValidationTestFailure[];
}
export declare function vnetValidationFailureDetailsDeserializer(item: any): VnetValidationFailureDetails;
/** VnetValidationFailureDetails resource specific properties */
export interface VnetValidationFailureDetailsProperties {
    /** Text describing the validation outcome. */
    message?: string;
    /** A flag describing whether or not validation failed. */
    failed?: boolean;
    /** A list of tests that failed in the validation. */
    failedTests?: VnetValidationTestFailure[];
    /** A list of warnings generated during validation. */
    warnings?: VnetValidationTestFailure[];
}
export declare function vnetValidationFailureDetailsPropertiesDeserializer(item: any): VnetValidationFailureDetailsProperties;
export declare function vnetValidationTestFailureArrayDeserializer(result: Array<VnetValidationTestFailure>): any[];
/** A class that describes a test that failed during NSG and UDR validation. */
export interface VnetValidationTestFailure extends ProxyOnlyResource {
    /** The name of the test that failed. */
    testName?: string;
    /** The details of what caused the failure, e.g. the blocking rule name, etc. */
    details?: string;
}
export declare function vnetValidationTestFailureDeserializer(item: any): VnetValidationTestFailure;
/** VnetValidationTestFailure resource specific properties */
export interface VnetValidationTestFailureProperties {
    /** The name of the test that failed. */
    testName?: string;
    /** The details of what caused the failure, e.g. the blocking rule name, etc. */
    details?: string;
}
export declare function vnetValidationTestFailurePropertiesDeserializer(item: any): VnetValidationTestFailureProperties;
/** User credentials used for publishing activity. */
export interface User extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Username used for publishing. */
    publishingUserName?: string;
    /** Password used for publishing. */
    publishingPassword?: string;
    /** Password hash used for publishing. */
    publishingPasswordHash?: string;
    /** Password hash salt used for publishing. */
    publishingPasswordHashSalt?: string;
    /** Url of SCM site. */
    scmUri?: string;
}
export declare function userSerializer(item: User): any;
export declare function userDeserializer(item: any): User;
/** User resource specific properties */
export interface UserProperties {
    /** Username used for publishing. */
    publishingUserName: string;
    /** Password used for publishing. */
    publishingPassword?: string;
    /** Password hash used for publishing. */
    publishingPasswordHash?: string;
    /** Password hash salt used for publishing. */
    publishingPasswordHashSalt?: string;
    /** Url of SCM site. */
    scmUri?: string;
}
export declare function userPropertiesSerializer(item: UserProperties): any;
export declare function userPropertiesDeserializer(item: any): UserProperties;
/** The source control OAuth token. */
export interface SourceControl extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** OAuth access token. */
    token?: string;
    /** OAuth access token secret. */
    tokenSecret?: string;
    /** OAuth refresh token. */
    refreshToken?: string;
    /** OAuth token expiration. */
    expirationTime?: Date;
}
export declare function sourceControlSerializer(item: SourceControl): any;
export declare function sourceControlDeserializer(item: any): SourceControl;
/** SourceControl resource specific properties */
export interface SourceControlProperties {
    /** OAuth access token. */
    token?: string;
    /** OAuth access token secret. */
    tokenSecret?: string;
    /** OAuth refresh token. */
    refreshToken?: string;
    /** OAuth token expiration. */
    expirationTime?: Date;
}
export declare function sourceControlPropertiesSerializer(item: SourceControlProperties): any;
export declare function sourceControlPropertiesDeserializer(item: any): SourceControlProperties;
/** Collection of source controls. */
export interface _SourceControlCollection {
    /** The SourceControl items on this page */
    value: SourceControl[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _sourceControlCollectionDeserializer(item: any): _SourceControlCollection;
export declare function sourceControlArraySerializer(result: Array<SourceControl>): any[];
export declare function sourceControlArrayDeserializer(result: Array<SourceControl>): any[];
/** Worker pool of an App Service Environment ARM resource. */
export interface WorkerPoolResource extends ProxyResource {
    /** Description of a SKU for a scalable resource. */
    sku?: SkuDescription;
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** Worker size ID for referencing this worker pool. */
    workerSizeId?: number;
    /** Shared or dedicated app hosting. */
    computeMode?: ComputeModeOptions;
    /** VM size of the worker pool instances. */
    workerSize?: string;
    /** Number of instances in the worker pool. */
    workerCount?: number;
    /** Names of all instances in the worker pool (read only). */
    readonly instanceNames?: string[];
}
export declare function workerPoolResourceSerializer(item: WorkerPoolResource): any;
export declare function workerPoolResourceDeserializer(item: any): WorkerPoolResource;
/** Worker pool of an App Service Environment. */
export interface WorkerPool {
    /** Worker size ID for referencing this worker pool. */
    workerSizeId?: number;
    /** Shared or dedicated app hosting. */
    computeMode?: ComputeModeOptions;
    /** VM size of the worker pool instances. */
    workerSize?: string;
    /** Number of instances in the worker pool. */
    workerCount?: number;
    /** Names of all instances in the worker pool (read only). */
    readonly instanceNames?: string[];
}
export declare function workerPoolSerializer(item: WorkerPool): any;
export declare function workerPoolDeserializer(item: any): WorkerPool;
/** Shared/dedicated workers. */
export type ComputeModeOptions = "Shared" | "Dedicated" | "Dynamic";
/** Description of a SKU for a scalable resource. */
export interface SkuDescription {
    /** Name of the resource SKU. */
    name?: string;
    /** Service tier of the resource SKU. */
    tier?: string;
    /** Size specifier of the resource SKU. */
    size?: string;
    /** Family code of the resource SKU. */
    family?: string;
    /** Current number of instances assigned to the resource. */
    capacity?: number;
    /** Min, max, and default scale values of the SKU. */
    skuCapacity?: SkuCapacity;
    /** Locations of the SKU. */
    locations?: string[];
    /** Capabilities of the SKU, e.g., is traffic manager enabled? */
    capabilities?: Capability[];
}
export declare function skuDescriptionSerializer(item: SkuDescription): any;
export declare function skuDescriptionDeserializer(item: any): SkuDescription;
/** Collection of worker pools. */
export interface _WorkerPoolCollection {
    /** The WorkerPoolResource items on this page */
    value: WorkerPoolResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workerPoolCollectionDeserializer(item: any): _WorkerPoolCollection;
export declare function workerPoolResourceArraySerializer(result: Array<WorkerPoolResource>): any[];
export declare function workerPoolResourceArrayDeserializer(result: Array<WorkerPoolResource>): any[];
/** Collection of metric definitions. */
export interface _ResourceMetricDefinitionCollection {
    /** The ResourceMetricDefinition items on this page */
    value: ResourceMetricDefinition[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _resourceMetricDefinitionCollectionDeserializer(item: any): _ResourceMetricDefinitionCollection;
export declare function resourceMetricDefinitionArrayDeserializer(result: Array<ResourceMetricDefinition>): any[];
/** Metadata for the metrics. */
export interface ResourceMetricDefinition extends ProxyOnlyResource {
    /** Unit of the metric. */
    readonly unit?: string;
    /** Primary aggregation type. */
    readonly primaryAggregationType?: string;
    /** List of time grains supported for the metric together with retention period. */
    readonly metricAvailabilities?: ResourceMetricAvailability[];
    /** Resource URI. */
    readonly resourceUri?: string;
    /** Resource metric definition properties. */
    readonly properties?: Record<string, string>;
}
export declare function resourceMetricDefinitionDeserializer(item: any): ResourceMetricDefinition;
/** ResourceMetricDefinition resource specific properties */
export interface ResourceMetricDefinitionProperties {
    /** Unit of the metric. */
    readonly unit?: string;
    /** Primary aggregation type. */
    readonly primaryAggregationType?: string;
    /** List of time grains supported for the metric together with retention period. */
    readonly metricAvailabilities?: ResourceMetricAvailability[];
    /** Resource URI. */
    readonly resourceUri?: string;
    /** Resource metric definition properties. */
    readonly properties?: Record<string, string>;
}
export declare function resourceMetricDefinitionPropertiesDeserializer(item: any): ResourceMetricDefinitionProperties;
export declare function resourceMetricAvailabilityArrayDeserializer(result: Array<ResourceMetricAvailability>): any[];
/** Metrics availability and retention. */
export interface ResourceMetricAvailability {
    /** Time grain . */
    readonly timeGrain?: string;
    /** Retention period for the current time grain. */
    readonly retention?: string;
}
export declare function resourceMetricAvailabilityDeserializer(item: any): ResourceMetricAvailability;
/** Paged collection of SkuInfo items */
export interface _SkuInfoCollection {
    /** The SkuInfo items on this page */
    value: SkuInfo[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _skuInfoCollectionDeserializer(item: any): _SkuInfoCollection;
export declare function skuInfoArrayDeserializer(result: Array<SkuInfo>): any[];
/** SKU discovery information. */
export interface SkuInfo {
    /** Resource type that this SKU applies to. */
    resourceType?: string;
    /** Name and tier of the SKU. */
    sku?: SkuDescription;
    /** Min, max, and default scale values of the SKU. */
    capacity?: SkuCapacity;
}
export declare function skuInfoDeserializer(item: any): SkuInfo;
/** Collection of usages. */
export interface _UsageCollection {
    /** The Usage items on this page */
    value: Usage[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _usageCollectionDeserializer(item: any): _UsageCollection;
export declare function usageArrayDeserializer(result: Array<Usage>): any[];
/** Usage of the quota resource. */
export interface Usage extends ProxyOnlyResource {
    /** Friendly name shown in the UI. */
    readonly displayName?: string;
    /** Name of the quota resource. */
    readonly resourceName?: string;
    /** Units of measurement for the quota resource. */
    readonly unit?: string;
    /** The current value of the resource counter. */
    readonly currentValue?: number;
    /** The resource limit. */
    readonly limit?: number;
    /** Next reset time for the resource counter. */
    readonly nextResetTime?: Date;
    /** Compute mode used for this usage. */
    readonly computeMode?: ComputeModeOptions;
    /** Site mode used for this usage. */
    readonly siteMode?: string;
}
export declare function usageDeserializer(item: any): Usage;
/** Usage resource specific properties */
export interface UsageProperties {
    /** Friendly name shown in the UI. */
    readonly displayName?: string;
    /** Name of the quota resource. */
    readonly resourceName?: string;
    /** Units of measurement for the quota resource. */
    readonly unit?: string;
    /** The current value of the resource counter. */
    readonly currentValue?: number;
    /** The resource limit. */
    readonly limit?: number;
    /** Next reset time for the resource counter. */
    readonly nextResetTime?: Date;
    /** Compute mode used for this usage. */
    readonly computeMode?: ComputeModeOptions;
    /** Site mode used for this usage. */
    readonly siteMode?: string;
}
export declare function usagePropertiesDeserializer(item: any): UsageProperties;
/** App Service Environment ARM resource. */
export interface AppServiceEnvironmentResource extends TrackedResource {
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** Provisioning state of the App Service Environment. */
    readonly provisioningState?: ProvisioningState;
    /** Current status of the App Service Environment. */
    readonly status?: HostingEnvironmentStatus;
    /** Description of the Virtual Network. */
    virtualNetwork?: VirtualNetworkProfile;
    /** Specifies which endpoints to serve internally in the Virtual Network for the App Service Environment. */
    internalLoadBalancingMode?: LoadBalancingMode;
    /** Front-end VM size, e.g. "Medium", "Large". */
    multiSize?: string;
    /** Number of front-end instances. */
    readonly multiRoleCount?: number;
    /** Number of IP SSL addresses reserved for the App Service Environment. */
    ipsslAddressCount?: number;
    /** DNS suffix of the App Service Environment. */
    dnsSuffix?: string;
    /** Maximum number of VMs in the App Service Environment. */
    readonly maximumNumberOfMachines?: number;
    /** Scale factor for front-ends. */
    frontEndScaleFactor?: number;
    /**
     * <code>true</code> if the App Service Environment is suspended; otherwise, <code>false</code>. The environment can be suspended, e.g. when the management endpoint is no longer available
     * (most likely because NSG blocked the incoming traffic).
     */
    readonly suspended?: boolean;
    /** Custom settings for changing the behavior of the App Service Environment. */
    clusterSettings?: NameValuePair[];
    /** User added ip ranges to whitelist on ASE db */
    userWhitelistedIpRanges?: string[];
    /** Flag that displays whether an ASE has linux workers or not */
    readonly hasLinuxWorkers?: boolean;
    /** Upgrade Preference */
    upgradePreference?: UpgradePreference;
    /** Dedicated Host Count */
    dedicatedHostCount?: number;
    /** Whether or not this App Service Environment is zone-redundant. */
    zoneRedundant?: boolean;
    /** Full view of the custom domain suffix configuration for ASEv3. */
    customDnsSuffixConfiguration?: CustomDnsSuffixConfiguration;
    /** Full view of networking configuration for an ASE. */
    networkingConfiguration?: AseV3NetworkingConfiguration;
    /** Whether an upgrade is available for this App Service Environment. */
    readonly upgradeAvailability?: UpgradeAvailability;
}
export declare function appServiceEnvironmentResourceSerializer(item: AppServiceEnvironmentResource): any;
export declare function appServiceEnvironmentResourceDeserializer(item: any): AppServiceEnvironmentResource;
/** The resource model definition for an Azure Resource Manager tracked top level resource which has 'tags' and a 'location' */
export interface TrackedResource extends Resource {
    /** Resource tags. */
    tags?: Record<string, string>;
    /** The geo-location where the resource lives */
    location: string;
}
export declare function trackedResourceSerializer(item: TrackedResource): any;
export declare function trackedResourceDeserializer(item: any): TrackedResource;
/** ARM resource for a app service environment. */
export interface AppServiceEnvironmentPatchResource extends ProxyOnlyResource {
    /** Provisioning state of the App Service Environment. */
    readonly provisioningState?: ProvisioningState;
    /** Current status of the App Service Environment. */
    readonly status?: HostingEnvironmentStatus;
    /** Description of the Virtual Network. */
    virtualNetwork?: VirtualNetworkProfile;
    /** Specifies which endpoints to serve internally in the Virtual Network for the App Service Environment. */
    internalLoadBalancingMode?: LoadBalancingMode;
    /** Front-end VM size, e.g. "Medium", "Large". */
    multiSize?: string;
    /** Number of front-end instances. */
    readonly multiRoleCount?: number;
    /** Number of IP SSL addresses reserved for the App Service Environment. */
    ipsslAddressCount?: number;
    /** DNS suffix of the App Service Environment. */
    dnsSuffix?: string;
    /** Maximum number of VMs in the App Service Environment. */
    readonly maximumNumberOfMachines?: number;
    /** Scale factor for front-ends. */
    frontEndScaleFactor?: number;
    /**
     * <code>true</code> if the App Service Environment is suspended; otherwise, <code>false</code>. The environment can be suspended, e.g. when the management endpoint is no longer available
     * (most likely because NSG blocked the incoming traffic).
     */
    readonly suspended?: boolean;
    /** Custom settings for changing the behavior of the App Service Environment. */
    clusterSettings?: NameValuePair[];
    /** User added ip ranges to whitelist on ASE db */
    userWhitelistedIpRanges?: string[];
    /** Flag that displays whether an ASE has linux workers or not */
    readonly hasLinuxWorkers?: boolean;
    /** Upgrade Preference */
    upgradePreference?: UpgradePreference;
    /** Dedicated Host Count */
    dedicatedHostCount?: number;
    /** Whether or not this App Service Environment is zone-redundant. */
    zoneRedundant?: boolean;
    /** Full view of the custom domain suffix configuration for ASEv3. */
    customDnsSuffixConfiguration?: CustomDnsSuffixConfiguration;
    /** Full view of networking configuration for an ASE. */
    networkingConfiguration?: AseV3NetworkingConfiguration;
    /** Whether an upgrade is available for this App Service Environment. */
    readonly upgradeAvailability?: UpgradeAvailability;
}
export declare function appServiceEnvironmentPatchResourceSerializer(item: AppServiceEnvironmentPatchResource): any;
/** Collection of App Service Environments. */
export interface _AppServiceEnvironmentCollection {
    /** The AppServiceEnvironmentResource items on this page */
    value: AppServiceEnvironmentResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _appServiceEnvironmentCollectionDeserializer(item: any): _AppServiceEnvironmentCollection;
export declare function appServiceEnvironmentResourceArraySerializer(result: Array<AppServiceEnvironmentResource>): any[];
export declare function appServiceEnvironmentResourceArrayDeserializer(result: Array<AppServiceEnvironmentResource>): any[];
/** Paged collection of StampCapacity items */
export interface _StampCapacityCollection {
    /** The StampCapacity items on this page */
    value: StampCapacity[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _stampCapacityCollectionDeserializer(item: any): _StampCapacityCollection;
export declare function stampCapacityArrayDeserializer(result: Array<StampCapacity>): any[];
/** Stamp capacity information. */
export interface StampCapacity {
    /** Name of the stamp. */
    name?: string;
    /** Available capacity (# of machines, bytes of storage etc...). */
    availableCapacity?: number;
    /** Total capacity (# of machines, bytes of storage etc...). */
    totalCapacity?: number;
    /** Name of the unit. */
    unit?: string;
    /** Shared/dedicated workers. */
    computeMode?: ComputeModeOptions;
    /** Size of the machines. */
    workerSize?: WorkerSizeOptions;
    /**
     * Size ID of machines:
     * 0 - Small
     * 1 - Medium
     * 2 - Large
     */
    workerSizeId?: number;
    /**
     * If <code>true</code>, it includes basic apps.
     * Basic apps are not used for capacity allocation.
     */
    excludeFromCapacityAllocation?: boolean;
    /** <code>true</code> if capacity is applicable for all apps; otherwise, <code>false</code>. */
    isApplicableForAllComputeModes?: boolean;
    /** Shared or Dedicated. */
    siteMode?: string;
    /** Is this a linux stamp capacity */
    isLinux?: boolean;
}
export declare function stampCapacityDeserializer(item: any): StampCapacity;
/** Size of the machines. */
export type WorkerSizeOptions = "Small" | "Medium" | "Large" | "D1" | "D2" | "D3" | "SmallV3" | "MediumV3" | "LargeV3" | "NestedSmall" | "NestedSmallLinux" | "Default";
/** Collection of App Service apps. */
export interface _WebAppCollection {
    /** The Site items on this page */
    value: Site[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _webAppCollectionDeserializer(item: any): _WebAppCollection;
export declare function siteArraySerializer(result: Array<Site>): any[];
export declare function siteArrayDeserializer(result: Array<Site>): any[];
/** A web app, a mobile app backend, or an API app. */
export interface Site extends TrackedResource {
    /** Managed service identity. */
    identity?: ManagedServiceIdentity;
    /** Extended Location. */
    extendedLocation?: ExtendedLocation;
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** Current state of the app. */
    readonly state?: string;
    /** Hostnames associated with the app. */
    readonly hostNames?: string[];
    /** Name of the repository site. */
    readonly repositorySiteName?: string;
    /** State indicating whether the app has exceeded its quota usage. Read-only. */
    readonly usageState?: UsageState;
    /** <code>true</code> if the app is enabled; otherwise, <code>false</code>. Setting this value to false disables the app (takes the app offline). */
    enabled?: boolean;
    /**
     * Enabled hostnames for the app.Hostnames need to be assigned (see HostNames) AND enabled. Otherwise,
     * the app is not served on those hostnames.
     */
    readonly enabledHostNames?: string[];
    /** Management information availability state for the app. */
    readonly availabilityState?: SiteAvailabilityState;
    /** Hostname SSL states are used to manage the SSL bindings for app's hostnames. */
    hostNameSslStates?: HostNameSslState[];
    /** Resource ID of the associated App Service plan, formatted as: "/subscriptions/{subscriptionID}/resourceGroups/{groupName}/providers/Microsoft.Web/serverfarms/{appServicePlanName}". */
    serverFarmId?: string;
    /** <code>true</code> if reserved; otherwise, <code>false</code>. */
    reserved?: boolean;
    /** Obsolete: Hyper-V sandbox. */
    isXenon?: boolean;
    /** Hyper-V sandbox. */
    hyperV?: boolean;
    /** Last time the app was modified, in UTC. Read-only. */
    readonly lastModifiedTimeUtc?: Date;
    /** Property to configure various DNS related settings for a site. */
    dnsConfiguration?: SiteDnsConfig;
    /** Property to configure various outbound traffic routing options over virtual network for a site */
    outboundVnetRouting?: OutboundVnetRouting;
    /** Configuration of an App Service app. This property is not returned in response to normal create and read requests since it may contain sensitive information. */
    siteConfig?: SiteConfig;
    /** Configuration specific of the Azure Function app. */
    functionAppConfig?: FunctionAppConfig;
    /** Dapr configuration of the app. */
    daprConfig?: DaprConfig;
    /** Workload profile name for function app to execute on. */
    workloadProfileName?: string;
    /** Function app resource requirements. */
    resourceConfig?: ResourceConfig;
    /** Azure Traffic Manager hostnames associated with the app. Read-only. */
    readonly trafficManagerHostNames?: string[];
    /** <code>true</code> to stop SCM (KUDU) site when the app is stopped; otherwise, <code>false</code>. The default is <code>false</code>. */
    scmSiteAlsoStopped?: boolean;
    /** Specifies which deployment slot this app will swap into. Read-only. */
    readonly targetSwapSlot?: string;
    /** App Service Environment to use for the app. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** <code>true</code> to enable client affinity; <code>false</code> to stop sending session affinity cookies, which route client requests in the same session to the same instance. Default is <code>true</code>. */
    clientAffinityEnabled?: boolean;
    /** <code>true</code> to enable client affinity partitioning using CHIPS cookies, this will add the <code>partitioned</code> property to the affinity cookies; <code>false</code> to stop sending partitioned affinity cookies. Default is <code>false</code>. */
    clientAffinityPartitioningEnabled?: boolean;
    /** <code>true</code> to override client affinity cookie domain with X-Forwarded-Host request header. <code>false</code> to use default domain. Default is <code>false</code>. */
    clientAffinityProxyEnabled?: boolean;
    /** <code>true</code> to enable client certificate authentication (TLS mutual authentication); otherwise, <code>false</code>. Default is <code>false</code>. */
    clientCertEnabled?: boolean;
    /**
     * This composes with ClientCertEnabled setting.
     * - ClientCertEnabled: false means ClientCert is ignored.
     * - ClientCertEnabled: true and ClientCertMode: Required means ClientCert is required.
     * - ClientCertEnabled: true and ClientCertMode: Optional means ClientCert is optional or accepted.
     */
    clientCertMode?: ClientCertMode;
    /** client certificate authentication comma-separated exclusion paths */
    clientCertExclusionPaths?: string;
    /** Specifies the IP mode of the app. */
    ipMode?: IPMode;
    /** Whether to use end to end encryption between the FrontEnd and the Worker */
    endToEndEncryptionEnabled?: boolean;
    /** Whether to enable ssh access. */
    sshEnabled?: boolean;
    /**
     * <code>true</code> to disable the public hostnames of the app; otherwise, <code>false</code>.
     * If <code>true</code>, the app is only accessible via API management process.
     */
    hostNamesDisabled?: boolean;
    /** Unique identifier that verifies the custom domains assigned to the app. Customer will add this id to a txt record for verification. */
    customDomainVerificationId?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from tenants that site can be hosted with current settings. Read-only. */
    readonly outboundIpAddresses?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from all tenants except dataComponent. Read-only. */
    readonly possibleOutboundIpAddresses?: string;
    /** Size of the function container. */
    containerSize?: number;
    /** Maximum allowed daily memory-time quota (applicable on dynamic apps only). */
    dailyMemoryTimeQuota?: number;
    /** App suspended till in case memory-time quota is exceeded. */
    readonly suspendedTill?: Date;
    /**
     * Maximum number of workers.
     * This only applies to Functions container.
     */
    readonly maxNumberOfWorkers?: number;
    /** If specified during app creation, the app is cloned from a source app. */
    cloningInfo?: CloningInfo;
    /** Name of the resource group the app belongs to. Read-only. */
    readonly resourceGroup?: string;
    /** <code>true</code> if the app is a default container; otherwise, <code>false</code>. */
    readonly isDefaultContainer?: boolean;
    /** Default hostname of the app. Read-only. */
    readonly defaultHostName?: string;
    /** Status of the last deployment slot swap operation. */
    readonly slotSwapStatus?: SlotSwapStatus;
    /**
     * HttpsOnly: configures a web site to accept only https requests. Issues redirect for
     * http requests
     */
    httpsOnly?: boolean;
    /** Site redundancy mode */
    redundancyMode?: RedundancyMode;
    /** Specifies an operation id if this site has a pending operation. */
    readonly inProgressOperationId?: string;
    /** Property to allow or block all public traffic. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Checks if Customer provided storage account is required */
    storageAccountRequired?: boolean;
    /** Identity to use for Key Vault Reference authentication. */
    keyVaultReferenceIdentity?: string;
    /** Specifies the scope of uniqueness for the default hostname during resource creation */
    autoGeneratedDomainNameLabelScope?: AutoGeneratedDomainNameLabelScope;
    /**
     * Azure Resource Manager ID of the Virtual network and subnet to be joined by Regional VNET Integration.
     * This must be of the form /subscriptions/{subscriptionName}/resourceGroups/{resourceGroupName}/providers/Microsoft.Network/virtualNetworks/{vnetName}/subnets/{subnetName}
     */
    virtualNetworkSubnetId?: string;
    /** Azure Resource Manager ID of the customer's selected Managed Environment on which to host this app. This must be of the form /subscriptions/{subscriptionId}/resourceGroups/{resourceGroup}/providers/Microsoft.App/managedEnvironments/{managedEnvironmentName} */
    managedEnvironmentId?: string;
    /** Current SKU of application based on associated App Service Plan. Some valid SKU values are Free, Shared, Basic, Dynamic, FlexConsumption, Standard, Premium, PremiumV2, PremiumV3, Isolated, IsolatedV2 */
    readonly sku?: string;
}
export declare function siteSerializer(item: Site): any;
export declare function siteDeserializer(item: any): Site;
/** Site resource specific properties */
export interface SiteProperties {
    /** Current state of the app. */
    readonly state?: string;
    /** Hostnames associated with the app. */
    readonly hostNames?: string[];
    /** Name of the repository site. */
    readonly repositorySiteName?: string;
    /** State indicating whether the app has exceeded its quota usage. Read-only. */
    readonly usageState?: UsageState;
    /** <code>true</code> if the app is enabled; otherwise, <code>false</code>. Setting this value to false disables the app (takes the app offline). */
    enabled?: boolean;
    /**
     * Enabled hostnames for the app.Hostnames need to be assigned (see HostNames) AND enabled. Otherwise,
     * the app is not served on those hostnames.
     */
    readonly enabledHostNames?: string[];
    /** Management information availability state for the app. */
    readonly availabilityState?: SiteAvailabilityState;
    /** Hostname SSL states are used to manage the SSL bindings for app's hostnames. */
    hostNameSslStates?: HostNameSslState[];
    /** Resource ID of the associated App Service plan, formatted as: "/subscriptions/{subscriptionID}/resourceGroups/{groupName}/providers/Microsoft.Web/serverfarms/{appServicePlanName}". */
    serverFarmId?: string;
    /** <code>true</code> if reserved; otherwise, <code>false</code>. */
    reserved?: boolean;
    /** Obsolete: Hyper-V sandbox. */
    isXenon?: boolean;
    /** Hyper-V sandbox. */
    hyperV?: boolean;
    /** Last time the app was modified, in UTC. Read-only. */
    readonly lastModifiedTimeUtc?: Date;
    /** Property to configure various DNS related settings for a site. */
    dnsConfiguration?: SiteDnsConfig;
    /** Property to configure various outbound traffic routing options over virtual network for a site */
    outboundVnetRouting?: OutboundVnetRouting;
    /** Configuration of an App Service app. This property is not returned in response to normal create and read requests since it may contain sensitive information. */
    siteConfig?: SiteConfig;
    /** Configuration specific of the Azure Function app. */
    functionAppConfig?: FunctionAppConfig;
    /** Dapr configuration of the app. */
    daprConfig?: DaprConfig;
    /** Workload profile name for function app to execute on. */
    workloadProfileName?: string;
    /** Function app resource requirements. */
    resourceConfig?: ResourceConfig;
    /** Azure Traffic Manager hostnames associated with the app. Read-only. */
    readonly trafficManagerHostNames?: string[];
    /** <code>true</code> to stop SCM (KUDU) site when the app is stopped; otherwise, <code>false</code>. The default is <code>false</code>. */
    scmSiteAlsoStopped?: boolean;
    /** Specifies which deployment slot this app will swap into. Read-only. */
    readonly targetSwapSlot?: string;
    /** App Service Environment to use for the app. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** <code>true</code> to enable client affinity; <code>false</code> to stop sending session affinity cookies, which route client requests in the same session to the same instance. Default is <code>true</code>. */
    clientAffinityEnabled?: boolean;
    /** <code>true</code> to enable client affinity partitioning using CHIPS cookies, this will add the <code>partitioned</code> property to the affinity cookies; <code>false</code> to stop sending partitioned affinity cookies. Default is <code>false</code>. */
    clientAffinityPartitioningEnabled?: boolean;
    /** <code>true</code> to override client affinity cookie domain with X-Forwarded-Host request header. <code>false</code> to use default domain. Default is <code>false</code>. */
    clientAffinityProxyEnabled?: boolean;
    /** <code>true</code> to enable client certificate authentication (TLS mutual authentication); otherwise, <code>false</code>. Default is <code>false</code>. */
    clientCertEnabled?: boolean;
    /**
     * This composes with ClientCertEnabled setting.
     * - ClientCertEnabled: false means ClientCert is ignored.
     * - ClientCertEnabled: true and ClientCertMode: Required means ClientCert is required.
     * - ClientCertEnabled: true and ClientCertMode: Optional means ClientCert is optional or accepted.
     */
    clientCertMode?: ClientCertMode;
    /** client certificate authentication comma-separated exclusion paths */
    clientCertExclusionPaths?: string;
    /** Specifies the IP mode of the app. */
    ipMode?: IPMode;
    /** Whether to use end to end encryption between the FrontEnd and the Worker */
    endToEndEncryptionEnabled?: boolean;
    /** Whether to enable ssh access. */
    sshEnabled?: boolean;
    /**
     * <code>true</code> to disable the public hostnames of the app; otherwise, <code>false</code>.
     * If <code>true</code>, the app is only accessible via API management process.
     */
    hostNamesDisabled?: boolean;
    /** Unique identifier that verifies the custom domains assigned to the app. Customer will add this id to a txt record for verification. */
    customDomainVerificationId?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from tenants that site can be hosted with current settings. Read-only. */
    readonly outboundIpAddresses?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from all tenants except dataComponent. Read-only. */
    readonly possibleOutboundIpAddresses?: string;
    /** Size of the function container. */
    containerSize?: number;
    /** Maximum allowed daily memory-time quota (applicable on dynamic apps only). */
    dailyMemoryTimeQuota?: number;
    /** App suspended till in case memory-time quota is exceeded. */
    readonly suspendedTill?: Date;
    /**
     * Maximum number of workers.
     * This only applies to Functions container.
     */
    readonly maxNumberOfWorkers?: number;
    /** If specified during app creation, the app is cloned from a source app. */
    cloningInfo?: CloningInfo;
    /** Name of the resource group the app belongs to. Read-only. */
    readonly resourceGroup?: string;
    /** <code>true</code> if the app is a default container; otherwise, <code>false</code>. */
    readonly isDefaultContainer?: boolean;
    /** Default hostname of the app. Read-only. */
    readonly defaultHostName?: string;
    /** Status of the last deployment slot swap operation. */
    readonly slotSwapStatus?: SlotSwapStatus;
    /**
     * HttpsOnly: configures a web site to accept only https requests. Issues redirect for
     * http requests
     */
    httpsOnly?: boolean;
    /** Site redundancy mode */
    redundancyMode?: RedundancyMode;
    /** Specifies an operation id if this site has a pending operation. */
    readonly inProgressOperationId?: string;
    /** Property to allow or block all public traffic. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Checks if Customer provided storage account is required */
    storageAccountRequired?: boolean;
    /** Identity to use for Key Vault Reference authentication. */
    keyVaultReferenceIdentity?: string;
    /** Specifies the scope of uniqueness for the default hostname during resource creation */
    autoGeneratedDomainNameLabelScope?: AutoGeneratedDomainNameLabelScope;
    /**
     * Azure Resource Manager ID of the Virtual network and subnet to be joined by Regional VNET Integration.
     * This must be of the form /subscriptions/{subscriptionName}/resourceGroups/{resourceGroupName}/providers/Microsoft.Network/virtualNetworks/{vnetName}/subnets/{subnetName}
     */
    virtualNetworkSubnetId?: string;
    /** Azure Resource Manager ID of the customer's selected Managed Environment on which to host this app. This must be of the form /subscriptions/{subscriptionId}/resourceGroups/{resourceGroup}/providers/Microsoft.App/managedEnvironments/{managedEnvironmentName} */
    managedEnvironmentId?: string;
    /** Current SKU of application based on associated App Service Plan. Some valid SKU values are Free, Shared, Basic, Dynamic, FlexConsumption, Standard, Premium, PremiumV2, PremiumV3, Isolated, IsolatedV2 */
    readonly sku?: string;
}
export declare function sitePropertiesSerializer(item: SiteProperties): any;
export declare function sitePropertiesDeserializer(item: any): SiteProperties;
/** State indicating whether the app has exceeded its quota usage. Read-only. */
export type UsageState = "Normal" | "Exceeded";
/** Management information availability state for the app. */
export type SiteAvailabilityState = "Normal" | "Limited" | "DisasterRecoveryMode";
export declare function hostNameSslStateArraySerializer(result: Array<HostNameSslState>): any[];
export declare function hostNameSslStateArrayDeserializer(result: Array<HostNameSslState>): any[];
/** SSL-enabled hostname. */
export interface HostNameSslState {
    /** Hostname. */
    name?: string;
    /** SSL type. */
    sslState?: SslState;
    /** Virtual IP address assigned to the hostname if IP based SSL is enabled. */
    virtualIP?: string;
    /** SSL certificate thumbprint. */
    thumbprint?: string;
    /** Set to <code>true</code> to update existing hostname. */
    toUpdate?: boolean;
    /** Indicates whether the hostname is a standard or repository hostname. */
    hostType?: HostType;
}
export declare function hostNameSslStateSerializer(item: HostNameSslState): any;
export declare function hostNameSslStateDeserializer(item: any): HostNameSslState;
/** SSL type */
export type SslState = "Disabled" | "SniEnabled" | "IpBasedEnabled";
/** Indicates whether the hostname is a standard or repository hostname. */
export type HostType = "Standard" | "Repository";
/** model interface SiteDnsConfig */
export interface SiteDnsConfig {
    /** List of custom DNS servers to be used by an app for lookups. Maximum 5 dns servers can be set. */
    dnsServers?: string[];
    /** Alternate DNS server to be used by apps. This property replicates the WEBSITE_DNS_ALT_SERVER app setting. */
    dnsAltServer?: string;
    /** Timeout for a single dns lookup in seconds. Allowed range: 1-30. Default is 3. */
    dnsRetryAttemptTimeout?: number;
    /** Total number of retries for dns lookup. Allowed range: 1-5. Default is 3. */
    dnsRetryAttemptCount?: number;
    /** Custom time for DNS to be cached in seconds. Allowed range: 0-60. Default is 30 seconds. 0 means caching disabled. */
    dnsMaxCacheTimeout?: number;
    /** Indicates that sites using Virtual network custom DNS servers are still sorting the list of DNS servers. Read-Only. */
    readonly dnsLegacySortOrder?: boolean;
}
export declare function siteDnsConfigSerializer(item: SiteDnsConfig): any;
export declare function siteDnsConfigDeserializer(item: any): SiteDnsConfig;
/** Outbound traffic options over virtual network. */
export interface OutboundVnetRouting {
    /** Enables all other routing options defined in OutboundVnetRouting if this setting is set to true. */
    allTraffic?: boolean;
    /** This causes all outbound traffic to have Virtual Network Security Groups and User Defined Routes applied. Previously called VnetRouteAllEnabled. */
    applicationTraffic?: boolean;
    /** Enables accessing content over virtual network. Previously called VnetContentShareEnabled */
    contentShareTraffic?: boolean;
    /** Enables pulling image over Virtual Network. Previously called VnetImagePullEnabled. */
    imagePullTraffic?: boolean;
    /** Enables Backup and Restore operations over virtual network. Previously called VnetBackupRestoreEnabled */
    backupRestoreTraffic?: boolean;
}
export declare function outboundVnetRoutingSerializer(item: OutboundVnetRouting): any;
export declare function outboundVnetRoutingDeserializer(item: any): OutboundVnetRouting;
/** Configuration of an App Service app. */
export interface SiteConfig {
    /** Number of workers. */
    numberOfWorkers?: number;
    /** Default documents. */
    defaultDocuments?: string[];
    /** .NET Framework version. */
    netFrameworkVersion?: string;
    /** Version of PHP. */
    phpVersion?: string;
    /** Version of Python. */
    pythonVersion?: string;
    /** Version of Node.js. */
    nodeVersion?: string;
    /** Version of PowerShell. */
    powerShellVersion?: string;
    /** Linux App Framework and version */
    linuxFxVersion?: string;
    /** Xenon App Framework and version */
    windowsFxVersion?: string;
    /** <code>true</code> if request tracing is enabled; otherwise, <code>false</code>. */
    requestTracingEnabled?: boolean;
    /** Request tracing expiration time. */
    requestTracingExpirationTime?: Date;
    /** <code>true</code> if remote debugging is enabled; otherwise, <code>false</code>. */
    remoteDebuggingEnabled?: boolean;
    /** Remote debugging version. */
    remoteDebuggingVersion?: string;
    /** <code>true</code> if HTTP logging is enabled; otherwise, <code>false</code>. */
    httpLoggingEnabled?: boolean;
    /** Flag to use Managed Identity Creds for ACR pull */
    acrUseManagedIdentityCreds?: boolean;
    /** If using user managed identity, the user managed identity ClientId */
    acrUserManagedIdentityID?: string;
    /** HTTP logs directory size limit. */
    logsDirectorySizeLimit?: number;
    /** <code>true</code> if detailed error logging is enabled; otherwise, <code>false</code>. */
    detailedErrorLoggingEnabled?: boolean;
    /** Publishing user name. */
    publishingUsername?: string;
    /** Application settings. This property is not returned in response to normal create and read requests since it may contain sensitive information. */
    appSettings?: NameValuePair[];
    /** Application metadata. This property cannot be retrieved, since it may contain secrets. */
    metadata?: NameValuePair[];
    /** Connection strings. This property is not returned in response to normal create and read requests since it may contain sensitive information. */
    connectionStrings?: ConnStringInfo[];
    /** Site MachineKey. */
    readonly machineKey?: SiteMachineKey;
    /** Handler mappings. */
    handlerMappings?: HandlerMapping[];
    /** Document root. */
    documentRoot?: string;
    /** SCM type. */
    scmType?: ScmType;
    /** <code>true</code> to use 32-bit worker process; otherwise, <code>false</code>. */
    use32BitWorkerProcess?: boolean;
    /** <code>true</code> if WebSocket is enabled; otherwise, <code>false</code>. */
    webSocketsEnabled?: boolean;
    /** <code>true</code> if Always On is enabled; otherwise, <code>false</code>. */
    alwaysOn?: boolean;
    /** Java version. */
    javaVersion?: string;
    /** Java container. */
    javaContainer?: string;
    /** Java container version. */
    javaContainerVersion?: string;
    /** App command line to launch. */
    appCommandLine?: string;
    /** Managed pipeline mode. */
    managedPipelineMode?: ManagedPipelineMode;
    /** Virtual applications. */
    virtualApplications?: VirtualApplication[];
    /** Site load balancing. */
    loadBalancing?: SiteLoadBalancing;
    /** This is work around for polymorphic types. */
    experiments?: Experiments;
    /** Site limits. */
    limits?: SiteLimits;
    /** <code>true</code> if Auto Heal is enabled; otherwise, <code>false</code>. */
    autoHealEnabled?: boolean;
    /** Auto Heal rules. */
    autoHealRules?: AutoHealRules;
    /** Tracing options. */
    tracingOptions?: string;
    /** Virtual Network name. */
    vnetName?: string;
    /** Virtual Network Route All enabled. This causes all outbound traffic to have Virtual Network Security Groups and User Defined Routes applied. */
    vnetRouteAllEnabled?: boolean;
    /** The number of private ports assigned to this app. These will be assigned dynamically on runtime. */
    vnetPrivatePortsCount?: number;
    /** Cross-Origin Resource Sharing (CORS) settings. */
    cors?: CorsSettings;
    /** Push endpoint settings. */
    push?: PushSettings;
    /** Information about the formal API definition for the app. */
    apiDefinition?: ApiDefinitionInfo;
    /** Azure API management settings linked to the app. */
    apiManagementConfig?: ApiManagementConfig;
    /** Auto-swap slot name. */
    autoSwapSlotName?: string;
    /** <code>true</code> to enable local MySQL; otherwise, <code>false</code>. */
    localMySqlEnabled?: boolean;
    /** Managed Service Identity Id */
    managedServiceIdentityId?: number;
    /** Explicit Managed Service Identity Id */
    xManagedServiceIdentityId?: number;
    /** Identity to use for Key Vault Reference authentication. */
    keyVaultReferenceIdentity?: string;
    /** IP security restrictions for main. */
    ipSecurityRestrictions?: IpSecurityRestriction[];
    /** Default action for main access restriction if no rules are matched. */
    ipSecurityRestrictionsDefaultAction?: DefaultAction;
    /** IP security restrictions for scm. */
    scmIpSecurityRestrictions?: IpSecurityRestriction[];
    /** Default action for scm access restriction if no rules are matched. */
    scmIpSecurityRestrictionsDefaultAction?: DefaultAction;
    /** IP security restrictions for scm to use main. */
    scmIpSecurityRestrictionsUseMain?: boolean;
    /** Http20Enabled: configures a web site to allow clients to connect over http2.0 */
    http20Enabled?: boolean;
    /** Http20ProxyFlag: Configures a website to allow http2.0 to pass be proxied all the way to the app. 0 = disabled, 1 = pass through all http2 traffic, 2 = pass through gRPC only. */
    http20ProxyFlag?: number;
    /** MinTlsVersion: configures the minimum version of TLS required for SSL requests */
    minTlsVersion?: SupportedTlsVersions;
    /** The minimum strength TLS cipher suite allowed for an application */
    minTlsCipherSuite?: TlsCipherSuites;
    /** ScmMinTlsVersion: configures the minimum version of TLS required for SSL requests for SCM site */
    scmMinTlsVersion?: SupportedTlsVersions;
    /** State of FTP / FTPS service */
    ftpsState?: FtpsState;
    /**
     * Number of preWarmed instances.
     * This setting only applies to the Consumption and Elastic Plans
     */
    preWarmedInstanceCount?: number;
    /**
     * Maximum number of workers that a site can scale out to.
     * This setting only applies to the Consumption and Elastic Premium Plans
     */
    functionAppScaleLimit?: number;
    /**
     * Maximum number of workers that a site can scale out to.
     * This setting only applies to apps in plans where ElasticScaleEnabled is <code>true</code>
     */
    elasticWebAppScaleLimit?: number;
    /** Health check path */
    healthCheckPath?: string;
    /**
     * Gets or sets a value indicating whether functions runtime scale monitoring is enabled. When enabled,
     * the ScaleController will not monitor event sources directly, but will instead call to the
     * runtime to get scale status.
     */
    functionsRuntimeScaleMonitoringEnabled?: boolean;
    /** Sets the time zone a site uses for generating timestamps. Compatible with Linux and Windows App Service. Setting the WEBSITE_TIME_ZONE app setting takes precedence over this config. For Linux, expects tz database values https://www.iana.org/time-zones (for a quick reference see https://en.wikipedia.org/wiki/List_of_tz_database_time_zones). For Windows, expects one of the time zones listed under HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Time Zones */
    websiteTimeZone?: string;
    /**
     * Number of minimum instance count for a site
     * This setting only applies to the Elastic Plans
     */
    minimumElasticInstanceCount?: number;
    /** List of Azure Storage Accounts. */
    azureStorageAccounts?: Record<string, AzureStorageInfoValue>;
    /** Property to allow or block all public traffic. */
    publicNetworkAccess?: string;
}
export declare function siteConfigSerializer(item: SiteConfig): any;
export declare function siteConfigDeserializer(item: any): SiteConfig;
export declare function connStringInfoArraySerializer(result: Array<ConnStringInfo>): any[];
export declare function connStringInfoArrayDeserializer(result: Array<ConnStringInfo>): any[];
/** Database connection string information. */
export interface ConnStringInfo {
    /** Name of connection string. */
    name?: string;
    /** Connection string value. */
    connectionString?: string;
    /** Type of database. */
    type?: ConnectionStringType;
}
export declare function connStringInfoSerializer(item: ConnStringInfo): any;
export declare function connStringInfoDeserializer(item: any): ConnStringInfo;
/** Type of database. */
export type ConnectionStringType = "MySql" | "SQLServer" | "SQLAzure" | "Custom" | "NotificationHub" | "ServiceBus" | "EventHub" | "ApiHub" | "DocDb" | "RedisCache" | "PostgreSQL";
/** MachineKey of an app. */
export interface SiteMachineKey {
    /** MachineKey validation. */
    validation?: string;
    /** Validation key. */
    validationKey?: string;
    /** Algorithm used for decryption. */
    decryption?: string;
    /** Decryption key. */
    decryptionKey?: string;
}
export declare function siteMachineKeyDeserializer(item: any): SiteMachineKey;
export declare function handlerMappingArraySerializer(result: Array<HandlerMapping>): any[];
export declare function handlerMappingArrayDeserializer(result: Array<HandlerMapping>): any[];
/**
 * The IIS handler mappings used to define which handler processes HTTP requests with certain extension.
 * For example, it is used to configure php-cgi.exe process to handle all HTTP requests with *.php extension.
 */
export interface HandlerMapping {
    /** Requests with this extension will be handled using the specified FastCGI application. */
    extension?: string;
    /** The absolute path to the FastCGI application. */
    scriptProcessor?: string;
    /** Command-line arguments to be passed to the script processor. */
    arguments?: string;
}
export declare function handlerMappingSerializer(item: HandlerMapping): any;
export declare function handlerMappingDeserializer(item: any): HandlerMapping;
/** SCM type. */
export declare enum KnownScmType {
    /** None */
    None = "None",
    /** Dropbox */
    Dropbox = "Dropbox",
    /** Tfs */
    Tfs = "Tfs",
    /** LocalGit */
    LocalGit = "LocalGit",
    /** GitHub */
    GitHub = "GitHub",
    /** CodePlexGit */
    CodePlexGit = "CodePlexGit",
    /** CodePlexHg */
    CodePlexHg = "CodePlexHg",
    /** BitbucketGit */
    BitbucketGit = "BitbucketGit",
    /** BitbucketHg */
    BitbucketHg = "BitbucketHg",
    /** ExternalGit */
    ExternalGit = "ExternalGit",
    /** ExternalHg */
    ExternalHg = "ExternalHg",
    /** OneDrive */
    OneDrive = "OneDrive",
    /** VSO */
    VSO = "VSO",
    /** VSTSRM */
    Vstsrm = "VSTSRM"
}
/**
 * SCM type. \
 * {@link KnownScmType} can be used interchangeably with ScmType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None** \
 * **Dropbox** \
 * **Tfs** \
 * **LocalGit** \
 * **GitHub** \
 * **CodePlexGit** \
 * **CodePlexHg** \
 * **BitbucketGit** \
 * **BitbucketHg** \
 * **ExternalGit** \
 * **ExternalHg** \
 * **OneDrive** \
 * **VSO** \
 * **VSTSRM**
 */
export type ScmType = string;
/** Managed pipeline mode. */
export type ManagedPipelineMode = "Integrated" | "Classic";
export declare function virtualApplicationArraySerializer(result: Array<VirtualApplication>): any[];
export declare function virtualApplicationArrayDeserializer(result: Array<VirtualApplication>): any[];
/** Virtual application in an app. */
export interface VirtualApplication {
    /** Virtual path. */
    virtualPath?: string;
    /** Physical path. */
    physicalPath?: string;
    /** <code>true</code> if preloading is enabled; otherwise, <code>false</code>. */
    preloadEnabled?: boolean;
    /** Virtual directories for virtual application. */
    virtualDirectories?: VirtualDirectory[];
}
export declare function virtualApplicationSerializer(item: VirtualApplication): any;
export declare function virtualApplicationDeserializer(item: any): VirtualApplication;
export declare function virtualDirectoryArraySerializer(result: Array<VirtualDirectory>): any[];
export declare function virtualDirectoryArrayDeserializer(result: Array<VirtualDirectory>): any[];
/** Directory for virtual application. */
export interface VirtualDirectory {
    /** Path to virtual application. */
    virtualPath?: string;
    /** Physical path. */
    physicalPath?: string;
}
export declare function virtualDirectorySerializer(item: VirtualDirectory): any;
export declare function virtualDirectoryDeserializer(item: any): VirtualDirectory;
/** Site load balancing. */
export type SiteLoadBalancing = "WeightedRoundRobin" | "LeastRequests" | "LeastResponseTime" | "WeightedTotalTraffic" | "RequestHash" | "PerSiteRoundRobin" | "LeastRequestsWithTieBreaker";
/** Routing rules in production experiments. */
export interface Experiments {
    /** List of ramp-up rules. */
    rampUpRules?: RampUpRule[];
}
export declare function experimentsSerializer(item: Experiments): any;
export declare function experimentsDeserializer(item: any): Experiments;
export declare function rampUpRuleArraySerializer(result: Array<RampUpRule>): any[];
export declare function rampUpRuleArrayDeserializer(result: Array<RampUpRule>): any[];
/** Routing rules for ramp up testing. This rule allows to redirect static traffic % to a slot or to gradually change routing % based on performance. */
export interface RampUpRule {
    /** Hostname of a slot to which the traffic will be redirected if decided to. E.g. myapp-stage.azurewebsites.net. */
    actionHostName?: string;
    /** Percentage of the traffic which will be redirected to <code>ActionHostName</code>. */
    reroutePercentage?: number;
    /**
     * In auto ramp up scenario this is the step to add/remove from <code>ReroutePercentage</code> until it reaches \n<code>MinReroutePercentage</code> or
     * <code>MaxReroutePercentage</code>. Site metrics are checked every N minutes specified in <code>ChangeIntervalInMinutes</code>.\nCustom decision algorithm
     * can be provided in TiPCallback site extension which URL can be specified in <code>ChangeDecisionCallbackUrl</code>.
     */
    changeStep?: number;
    /** Specifies interval in minutes to reevaluate ReroutePercentage. */
    changeIntervalInMinutes?: number;
    /** Specifies lower boundary above which ReroutePercentage will stay. */
    minReroutePercentage?: number;
    /** Specifies upper boundary below which ReroutePercentage will stay. */
    maxReroutePercentage?: number;
    /** Custom decision algorithm can be provided in TiPCallback site extension which URL can be specified. */
    changeDecisionCallbackUrl?: string;
    /** Name of the routing rule. The recommended name would be to point to the slot which will receive the traffic in the experiment. */
    name?: string;
}
export declare function rampUpRuleSerializer(item: RampUpRule): any;
export declare function rampUpRuleDeserializer(item: any): RampUpRule;
/** Metric limits set on an app. */
export interface SiteLimits {
    /** Maximum allowed CPU usage percentage. */
    maxPercentageCpu?: number;
    /** Maximum allowed memory usage in MB. */
    maxMemoryInMb?: number;
    /** Maximum allowed disk size usage in MB. */
    maxDiskSizeInMb?: number;
}
export declare function siteLimitsSerializer(item: SiteLimits): any;
export declare function siteLimitsDeserializer(item: any): SiteLimits;
/** Rules that can be defined for auto-heal. */
export interface AutoHealRules {
    /** Conditions that describe when to execute the auto-heal actions. */
    triggers?: AutoHealTriggers;
    /** Actions to be executed when a rule is triggered. */
    actions?: AutoHealActions;
}
export declare function autoHealRulesSerializer(item: AutoHealRules): any;
export declare function autoHealRulesDeserializer(item: any): AutoHealRules;
/** Triggers for auto-heal. */
export interface AutoHealTriggers {
    /** A rule based on total requests. */
    requests?: RequestsBasedTrigger;
    /** A rule based on private bytes. */
    privateBytesInKB?: number;
    /** A rule based on status codes. */
    statusCodes?: StatusCodesBasedTrigger[];
    /** A rule based on request execution time. */
    slowRequests?: SlowRequestsBasedTrigger;
    /** A rule based on multiple Slow Requests Rule with path */
    slowRequestsWithPath?: SlowRequestsBasedTrigger[];
    /** A rule based on status codes ranges. */
    statusCodesRange?: StatusCodesRangeBasedTrigger[];
}
export declare function autoHealTriggersSerializer(item: AutoHealTriggers): any;
export declare function autoHealTriggersDeserializer(item: any): AutoHealTriggers;
/** Trigger based on total requests. */
export interface RequestsBasedTrigger {
    /** Request Count. */
    count?: number;
    /** Time interval. */
    timeInterval?: string;
}
export declare function requestsBasedTriggerSerializer(item: RequestsBasedTrigger): any;
export declare function requestsBasedTriggerDeserializer(item: any): RequestsBasedTrigger;
export declare function statusCodesBasedTriggerArraySerializer(result: Array<StatusCodesBasedTrigger>): any[];
export declare function statusCodesBasedTriggerArrayDeserializer(result: Array<StatusCodesBasedTrigger>): any[];
/** Trigger based on status code. */
export interface StatusCodesBasedTrigger {
    /** HTTP status code. */
    status?: number;
    /** Request Sub Status. */
    subStatus?: number;
    /** Win32 error code. */
    win32Status?: number;
    /** Request Count. */
    count?: number;
    /** Time interval. */
    timeInterval?: string;
    /** Request Path */
    path?: string;
}
export declare function statusCodesBasedTriggerSerializer(item: StatusCodesBasedTrigger): any;
export declare function statusCodesBasedTriggerDeserializer(item: any): StatusCodesBasedTrigger;
/** Trigger based on request execution time. */
export interface SlowRequestsBasedTrigger {
    /** Time taken. */
    timeTaken?: string;
    /** Request Path. */
    path?: string;
    /** Request Count. */
    count?: number;
    /** Time interval. */
    timeInterval?: string;
}
export declare function slowRequestsBasedTriggerSerializer(item: SlowRequestsBasedTrigger): any;
export declare function slowRequestsBasedTriggerDeserializer(item: any): SlowRequestsBasedTrigger;
export declare function slowRequestsBasedTriggerArraySerializer(result: Array<SlowRequestsBasedTrigger>): any[];
export declare function slowRequestsBasedTriggerArrayDeserializer(result: Array<SlowRequestsBasedTrigger>): any[];
export declare function statusCodesRangeBasedTriggerArraySerializer(result: Array<StatusCodesRangeBasedTrigger>): any[];
export declare function statusCodesRangeBasedTriggerArrayDeserializer(result: Array<StatusCodesRangeBasedTrigger>): any[];
/** Trigger based on range of status codes. */
export interface StatusCodesRangeBasedTrigger {
    /** HTTP status code. */
    statusCodes?: string;
    path?: string;
    /** Request Count. */
    count?: number;
    /** Time interval. */
    timeInterval?: string;
}
export declare function statusCodesRangeBasedTriggerSerializer(item: StatusCodesRangeBasedTrigger): any;
export declare function statusCodesRangeBasedTriggerDeserializer(item: any): StatusCodesRangeBasedTrigger;
/** Actions which to take by the auto-heal module when a rule is triggered. */
export interface AutoHealActions {
    /** Predefined action to be taken. */
    actionType?: AutoHealActionType;
    /** Custom action to be taken. */
    customAction?: AutoHealCustomAction;
    /**
     * Minimum time the process must execute
     * before taking the action
     */
    minProcessExecutionTime?: string;
}
export declare function autoHealActionsSerializer(item: AutoHealActions): any;
export declare function autoHealActionsDeserializer(item: any): AutoHealActions;
/** Predefined action to be taken. */
export type AutoHealActionType = "Recycle" | "LogEvent" | "CustomAction";
/**
 * Custom action to be executed
 * when an auto heal rule is triggered.
 */
export interface AutoHealCustomAction {
    /** Executable to be run. */
    exe?: string;
    /** Parameters for the executable. */
    parameters?: string;
}
export declare function autoHealCustomActionSerializer(item: AutoHealCustomAction): any;
export declare function autoHealCustomActionDeserializer(item: any): AutoHealCustomAction;
/** Cross-Origin Resource Sharing (CORS) settings for the app. */
export interface CorsSettings {
    /**
     * Gets or sets the list of origins that should be allowed to make cross-origin
     * calls (for example: http://example.com:12345). Use "*" to allow all.
     */
    allowedOrigins?: string[];
    /**
     * Gets or sets whether CORS requests with credentials are allowed. See
     * https://developer.mozilla.org/en-US/docs/Web/HTTP/CORS#Requests_with_credentials
     * for more details.
     */
    supportCredentials?: boolean;
}
export declare function corsSettingsSerializer(item: CorsSettings): any;
export declare function corsSettingsDeserializer(item: any): CorsSettings;
/** Push settings for the App. */
export interface PushSettings extends ProxyOnlyResource {
    /** Gets or sets a flag indicating whether the Push endpoint is enabled. */
    isPushEnabled?: boolean;
    /** Gets or sets a JSON string containing a list of tags that are whitelisted for use by the push registration endpoint. */
    tagWhitelistJson?: string;
    /**
     * Gets or sets a JSON string containing a list of tags that require user authentication to be used in the push registration endpoint.
     * Tags can consist of alphanumeric characters and the following:
     * '_', '@', '#', '.', ':', '-'.
     * Validation should be performed at the PushRequestHandler.
     */
    tagsRequiringAuth?: string;
    /** Gets or sets a JSON string containing a list of dynamic tags that will be evaluated from user claims in the push registration endpoint. */
    dynamicTagsJson?: string;
}
export declare function pushSettingsSerializer(item: PushSettings): any;
export declare function pushSettingsDeserializer(item: any): PushSettings;
/** PushSettings resource specific properties */
export interface PushSettingsProperties {
    /** Gets or sets a flag indicating whether the Push endpoint is enabled. */
    isPushEnabled: boolean;
    /** Gets or sets a JSON string containing a list of tags that are whitelisted for use by the push registration endpoint. */
    tagWhitelistJson?: string;
    /**
     * Gets or sets a JSON string containing a list of tags that require user authentication to be used in the push registration endpoint.
     * Tags can consist of alphanumeric characters and the following:
     * '_', '@', '#', '.', ':', '-'.
     * Validation should be performed at the PushRequestHandler.
     */
    tagsRequiringAuth?: string;
    /** Gets or sets a JSON string containing a list of dynamic tags that will be evaluated from user claims in the push registration endpoint. */
    dynamicTagsJson?: string;
}
export declare function pushSettingsPropertiesSerializer(item: PushSettingsProperties): any;
export declare function pushSettingsPropertiesDeserializer(item: any): PushSettingsProperties;
/** Information about the formal API definition for the app. */
export interface ApiDefinitionInfo {
    /** The URL of the API definition. */
    url?: string;
}
export declare function apiDefinitionInfoSerializer(item: ApiDefinitionInfo): any;
export declare function apiDefinitionInfoDeserializer(item: any): ApiDefinitionInfo;
/** Azure API management (APIM) configuration linked to the app. */
export interface ApiManagementConfig {
    /** APIM-Api Identifier. */
    id?: string;
}
export declare function apiManagementConfigSerializer(item: ApiManagementConfig): any;
export declare function apiManagementConfigDeserializer(item: any): ApiManagementConfig;
export declare function ipSecurityRestrictionArraySerializer(result: Array<IpSecurityRestriction>): any[];
export declare function ipSecurityRestrictionArrayDeserializer(result: Array<IpSecurityRestriction>): any[];
/** IP security restriction on an app. */
export interface IpSecurityRestriction {
    /**
     * IP address the security restriction is valid for.
     * It can be in form of pure ipv4 address (required SubnetMask property) or
     * CIDR notation such as ipv4/mask (leading bit match). For CIDR,
     * SubnetMask property must not be specified.
     */
    ipAddress?: string;
    /** Subnet mask for the range of IP addresses the restriction is valid for. */
    subnetMask?: string;
    /** Virtual network resource id */
    vnetSubnetResourceId?: string;
    /** (internal) Vnet traffic tag */
    vnetTrafficTag?: number;
    /** (internal) Subnet traffic tag */
    subnetTrafficTag?: number;
    /** Allow or Deny access for this IP range. */
    action?: string;
    /** Defines what this IP filter will be used for. This is to support IP filtering on proxies. */
    tag?: IpFilterTag;
    /** Priority of IP restriction rule. */
    priority?: number;
    /** IP restriction rule name. */
    name?: string;
    /** IP restriction rule description. */
    description?: string;
    /**
     * IP restriction rule headers.
     * X-Forwarded-Host (https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Forwarded-Host#Examples).
     * The matching logic is ..
     * - If the property is null or empty (default), all hosts(or lack of) are allowed.
     * - A value is compared using ordinal-ignore-case (excluding port number).
     * - Subdomain wildcards are permitted but don't match the root domain. For example, *.contoso.com matches the subdomain foo.contoso.com
     * but not the root domain contoso.com or multi-level foo.bar.contoso.com
     * - Unicode host names are allowed but are converted to Punycode for matching.
     *
     * X-Forwarded-For (https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Forwarded-For#Examples).
     * The matching logic is ..
     * - If the property is null or empty (default), any forwarded-for chains (or lack of) are allowed.
     * - If any address (excluding port number) in the chain (comma separated) matches the CIDR defined by the property.
     *
     * X-Azure-FDID and X-FD-HealthProbe.
     * The matching logic is exact match.
     */
    headers?: Record<string, string[]>;
}
export declare function ipSecurityRestrictionSerializer(item: IpSecurityRestriction): any;
export declare function ipSecurityRestrictionDeserializer(item: any): IpSecurityRestriction;
/** Defines what this IP filter will be used for. This is to support IP filtering on proxies. */
export declare enum KnownIpFilterTag {
    /** Default */
    Default = "Default",
    /** XffProxy */
    XffProxy = "XffProxy",
    /** ServiceTag */
    ServiceTag = "ServiceTag"
}
/**
 * Defines what this IP filter will be used for. This is to support IP filtering on proxies. \
 * {@link KnownIpFilterTag} can be used interchangeably with IpFilterTag,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Default** \
 * **XffProxy** \
 * **ServiceTag**
 */
export type IpFilterTag = string;
/** Default action for main access restriction if no rules are matched. */
export declare enum KnownDefaultAction {
    /** Allow */
    Allow = "Allow",
    /** Deny */
    Deny = "Deny"
}
/**
 * Default action for main access restriction if no rules are matched. \
 * {@link KnownDefaultAction} can be used interchangeably with DefaultAction,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Allow** \
 * **Deny**
 */
export type DefaultAction = string;
/** MinTlsVersion: configures the minimum version of TLS required for SSL requests */
export declare enum KnownSupportedTlsVersions {
    /** 1.0 */
    One0 = "1.0",
    /** 1.1 */
    One1 = "1.1",
    /** 1.2 */
    One2 = "1.2",
    /** 1.3 */
    One3 = "1.3"
}
/**
 * MinTlsVersion: configures the minimum version of TLS required for SSL requests \
 * {@link KnownSupportedTlsVersions} can be used interchangeably with SupportedTlsVersions,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **1.0** \
 * **1.1** \
 * **1.2** \
 * **1.3**
 */
export type SupportedTlsVersions = string;
/** The minimum strength TLS cipher suite allowed for an application */
export declare enum KnownTlsCipherSuites {
    /** TLS_AES_256_GCM_SHA384 */
    TLSAES256GCMSHA384 = "TLS_AES_256_GCM_SHA384",
    /** TLS_AES_128_GCM_SHA256 */
    TLSAES128GCMSHA256 = "TLS_AES_128_GCM_SHA256",
    /** TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384 */
    TLSEcdheEcdsaWithAES256GCMSHA384 = "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
    /** TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256 */
    TLSEcdheEcdsaWithAES128CBCSHA256 = "TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256",
    /** TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256 */
    TLSEcdheEcdsaWithAES128GCMSHA256 = "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256",
    /** TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384 */
    TLSEcdheRSAWithAES256GCMSHA384 = "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384",
    /** TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256 */
    TLSEcdheRSAWithAES128GCMSHA256 = "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
    /** TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384 */
    TLSEcdheRSAWithAES256CBCSHA384 = "TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384",
    /** TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256 */
    TLSEcdheRSAWithAES128CBCSHA256 = "TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256",
    /** TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA */
    TLSEcdheRSAWithAES256CBCSHA = "TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA",
    /** TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA */
    TLSEcdheRSAWithAES128CBCSHA = "TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA",
    /** TLS_RSA_WITH_AES_256_GCM_SHA384 */
    TLSRSAWithAES256GCMSHA384 = "TLS_RSA_WITH_AES_256_GCM_SHA384",
    /** TLS_RSA_WITH_AES_128_GCM_SHA256 */
    TLSRSAWithAES128GCMSHA256 = "TLS_RSA_WITH_AES_128_GCM_SHA256",
    /** TLS_RSA_WITH_AES_256_CBC_SHA256 */
    TLSRSAWithAES256CBCSHA256 = "TLS_RSA_WITH_AES_256_CBC_SHA256",
    /** TLS_RSA_WITH_AES_128_CBC_SHA256 */
    TLSRSAWithAES128CBCSHA256 = "TLS_RSA_WITH_AES_128_CBC_SHA256",
    /** TLS_RSA_WITH_AES_256_CBC_SHA */
    TLSRSAWithAES256CBCSHA = "TLS_RSA_WITH_AES_256_CBC_SHA",
    /** TLS_RSA_WITH_AES_128_CBC_SHA */
    TLSRSAWithAES128CBCSHA = "TLS_RSA_WITH_AES_128_CBC_SHA"
}
/**
 * The minimum strength TLS cipher suite allowed for an application \
 * {@link KnownTlsCipherSuites} can be used interchangeably with TlsCipherSuites,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **TLS_AES_256_GCM_SHA384** \
 * **TLS_AES_128_GCM_SHA256** \
 * **TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384** \
 * **TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256** \
 * **TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256** \
 * **TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384** \
 * **TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256** \
 * **TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384** \
 * **TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256** \
 * **TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA** \
 * **TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA** \
 * **TLS_RSA_WITH_AES_256_GCM_SHA384** \
 * **TLS_RSA_WITH_AES_128_GCM_SHA256** \
 * **TLS_RSA_WITH_AES_256_CBC_SHA256** \
 * **TLS_RSA_WITH_AES_128_CBC_SHA256** \
 * **TLS_RSA_WITH_AES_256_CBC_SHA** \
 * **TLS_RSA_WITH_AES_128_CBC_SHA**
 */
export type TlsCipherSuites = string;
/** State of FTP / FTPS service */
export declare enum KnownFtpsState {
    /** AllAllowed */
    AllAllowed = "AllAllowed",
    /** FtpsOnly */
    FtpsOnly = "FtpsOnly",
    /** Disabled */
    Disabled = "Disabled"
}
/**
 * State of FTP / FTPS service \
 * {@link KnownFtpsState} can be used interchangeably with FtpsState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **AllAllowed** \
 * **FtpsOnly** \
 * **Disabled**
 */
export type FtpsState = string;
export declare function azureStorageInfoValueRecordSerializer(item: Record<string, AzureStorageInfoValue>): Record<string, any>;
export declare function azureStorageInfoValueRecordDeserializer(item: Record<string, any>): Record<string, AzureStorageInfoValue>;
/** Azure Files or Blob Storage access information value for dictionary storage. */
export interface AzureStorageInfoValue {
    /** Type of storage. */
    type?: AzureStorageType;
    /** Name of the storage account. */
    accountName?: string;
    /** Name of the file share (container name, for Blob storage). */
    shareName?: string;
    /** Access key for the storage account. */
    accessKey?: string;
    /** Path to mount the storage within the site's runtime environment. */
    mountPath?: string;
    /** State of the storage account. */
    readonly state?: AzureStorageState;
    /** Mounting protocol to use for the storage account. */
    protocol?: AzureStorageProtocol;
}
export declare function azureStorageInfoValueSerializer(item: AzureStorageInfoValue): any;
export declare function azureStorageInfoValueDeserializer(item: any): AzureStorageInfoValue;
/** Type of storage. */
export type AzureStorageType = "AzureFiles" | "AzureBlob";
/** State of the storage account. */
export type AzureStorageState = "Ok" | "InvalidCredentials" | "InvalidShare" | "NotValidated";
/** Mounting protocol to use for the storage account. */
export declare enum KnownAzureStorageProtocol {
    /** Smb */
    Smb = "Smb",
    /** Http */
    Http = "Http",
    /** Nfs */
    Nfs = "Nfs"
}
/**
 * Mounting protocol to use for the storage account. \
 * {@link KnownAzureStorageProtocol} can be used interchangeably with AzureStorageProtocol,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Smb** \
 * **Http** \
 * **Nfs**
 */
export type AzureStorageProtocol = string;
/** Function app configuration. */
export interface FunctionAppConfig {
    /** Function app deployment configuration. */
    deployment?: FunctionsDeployment;
    /** Function app runtime settings. */
    runtime?: FunctionsRuntime;
    /** Function app scale and concurrency settings. */
    scaleAndConcurrency?: FunctionsScaleAndConcurrency;
    /** Function app site update strategy configuration. */
    siteUpdateStrategy?: FunctionsSiteUpdateStrategy;
}
export declare function functionAppConfigSerializer(item: FunctionAppConfig): any;
export declare function functionAppConfigDeserializer(item: any): FunctionAppConfig;
/** Configuration section for the function app deployment. */
export interface FunctionsDeployment {
    /** Storage for deployed package used by the function app. */
    storage?: FunctionsDeploymentStorage;
}
export declare function functionsDeploymentSerializer(item: FunctionsDeployment): any;
export declare function functionsDeploymentDeserializer(item: any): FunctionsDeployment;
/** Storage for deployed package used by the function app. */
export interface FunctionsDeploymentStorage {
    /** Property to select Azure Storage type. Available options: blobContainer. */
    type?: FunctionsDeploymentStorageType;
    /** Property to set the URL for the selected Azure Storage type. Example: For blobContainer, the value could be https://<storageAccountName>.blob.core.windows.net/<containerName>. */
    value?: string;
    /** Authentication method to access the storage account for deployment. */
    authentication?: FunctionsDeploymentStorageAuthentication;
}
export declare function functionsDeploymentStorageSerializer(item: FunctionsDeploymentStorage): any;
export declare function functionsDeploymentStorageDeserializer(item: any): FunctionsDeploymentStorage;
/** Property to select Azure Storage type. Available options: blobContainer. */
export declare enum KnownFunctionsDeploymentStorageType {
    /** blobContainer */
    BlobContainer = "blobContainer"
}
/**
 * Property to select Azure Storage type. Available options: blobContainer. \
 * {@link KnownFunctionsDeploymentStorageType} can be used interchangeably with FunctionsDeploymentStorageType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **blobContainer**
 */
export type FunctionsDeploymentStorageType = string;
/** Authentication method to access the storage account for deployment. */
export interface FunctionsDeploymentStorageAuthentication {
    /** Property to select authentication type to access the selected storage account. Available options: SystemAssignedIdentity, UserAssignedIdentity, StorageAccountConnectionString. */
    type?: AuthenticationType;
    /** Use this property for UserAssignedIdentity. Set the resource ID of the identity. Do not set a value for this property when using other authentication type. */
    userAssignedIdentityResourceId?: string;
    /** Use this property for StorageAccountConnectionString. Set the name of the app setting that has the storage account connection string. Do not set a value for this property when using other authentication type. */
    storageAccountConnectionStringName?: string;
}
export declare function functionsDeploymentStorageAuthenticationSerializer(item: FunctionsDeploymentStorageAuthentication): any;
export declare function functionsDeploymentStorageAuthenticationDeserializer(item: any): FunctionsDeploymentStorageAuthentication;
/** Property to select authentication type to access the selected storage account. Available options: SystemAssignedIdentity, UserAssignedIdentity, StorageAccountConnectionString. */
export declare enum KnownAuthenticationType {
    /** SystemAssignedIdentity */
    SystemAssignedIdentity = "SystemAssignedIdentity",
    /** UserAssignedIdentity */
    UserAssignedIdentity = "UserAssignedIdentity",
    /** StorageAccountConnectionString */
    StorageAccountConnectionString = "StorageAccountConnectionString"
}
/**
 * Property to select authentication type to access the selected storage account. Available options: SystemAssignedIdentity, UserAssignedIdentity, StorageAccountConnectionString. \
 * {@link KnownAuthenticationType} can be used interchangeably with AuthenticationType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **SystemAssignedIdentity** \
 * **UserAssignedIdentity** \
 * **StorageAccountConnectionString**
 */
export type AuthenticationType = string;
/** Function app runtime name and version. */
export interface FunctionsRuntime {
    /** Function app runtime name. Available options: dotnet-isolated, node, java, powershell, python, custom */
    name?: RuntimeName;
    /** Function app runtime version. Example: 8 (for dotnet-isolated) */
    version?: string;
}
export declare function functionsRuntimeSerializer(item: FunctionsRuntime): any;
export declare function functionsRuntimeDeserializer(item: any): FunctionsRuntime;
/** Function app runtime name. Available options: dotnet-isolated, node, java, powershell, python, custom */
export declare enum KnownRuntimeName {
    /** dotnet-isolated */
    DotnetIsolated = "dotnet-isolated",
    /** node */
    Node = "node",
    /** java */
    Java = "java",
    /** powershell */
    Powershell = "powershell",
    /** python */
    Python = "python",
    /** custom */
    Custom = "custom"
}
/**
 * Function app runtime name. Available options: dotnet-isolated, node, java, powershell, python, custom \
 * {@link KnownRuntimeName} can be used interchangeably with RuntimeName,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **dotnet-isolated** \
 * **node** \
 * **java** \
 * **powershell** \
 * **python** \
 * **custom**
 */
export type RuntimeName = string;
/** Scale and concurrency settings for the function app. */
export interface FunctionsScaleAndConcurrency {
    /** 'Always Ready' configuration for the function app. */
    alwaysReady?: FunctionsAlwaysReadyConfig[];
    /** The maximum number of instances for the function app. */
    maximumInstanceCount?: number;
    /** Set the amount of memory allocated to each instance of the function app in MB. CPU and network bandwidth are allocated proportionally. */
    instanceMemoryMB?: number;
    /** Scale and concurrency settings for the function app triggers. */
    triggers?: FunctionsScaleAndConcurrencyTriggers;
}
export declare function functionsScaleAndConcurrencySerializer(item: FunctionsScaleAndConcurrency): any;
export declare function functionsScaleAndConcurrencyDeserializer(item: any): FunctionsScaleAndConcurrency;
export declare function functionsAlwaysReadyConfigArraySerializer(result: Array<FunctionsAlwaysReadyConfig>): any[];
export declare function functionsAlwaysReadyConfigArrayDeserializer(result: Array<FunctionsAlwaysReadyConfig>): any[];
/** Sets the number of 'Always Ready' instances for a function group or a specific function. */
export interface FunctionsAlwaysReadyConfig {
    /** Either a function group or a function name is required. For additional information see https://aka.ms/flexconsumption/alwaysready. */
    name?: string;
    /** Sets the number of 'Always Ready' instances for a given function group or a specific function. For additional information see https://aka.ms/flexconsumption/alwaysready. */
    instanceCount?: number;
}
export declare function functionsAlwaysReadyConfigSerializer(item: FunctionsAlwaysReadyConfig): any;
export declare function functionsAlwaysReadyConfigDeserializer(item: any): FunctionsAlwaysReadyConfig;
/** Scale and concurrency settings for the function app triggers. */
export interface FunctionsScaleAndConcurrencyTriggers {
    /** Scale and concurrency settings for the HTTP trigger. */
    http?: FunctionsScaleAndConcurrencyTriggersHttp;
}
export declare function functionsScaleAndConcurrencyTriggersSerializer(item: FunctionsScaleAndConcurrencyTriggers): any;
export declare function functionsScaleAndConcurrencyTriggersDeserializer(item: any): FunctionsScaleAndConcurrencyTriggers;
/** Scale and concurrency settings for the HTTP trigger. */
export interface FunctionsScaleAndConcurrencyTriggersHttp {
    /** The maximum number of concurrent HTTP trigger invocations per instance. */
    perInstanceConcurrency?: number;
}
export declare function functionsScaleAndConcurrencyTriggersHttpSerializer(item: FunctionsScaleAndConcurrencyTriggersHttp): any;
export declare function functionsScaleAndConcurrencyTriggersHttpDeserializer(item: any): FunctionsScaleAndConcurrencyTriggersHttp;
/** Function app site update strategy configuration for deployments and site config updates. */
export interface FunctionsSiteUpdateStrategy {
    /** Function app site update strategy type. Available options: Recreate, RollingUpdate */
    type?: SiteUpdateStrategyType;
}
export declare function functionsSiteUpdateStrategySerializer(item: FunctionsSiteUpdateStrategy): any;
export declare function functionsSiteUpdateStrategyDeserializer(item: any): FunctionsSiteUpdateStrategy;
/** Function app site update strategy type. Available options: Recreate, RollingUpdate */
export declare enum KnownSiteUpdateStrategyType {
    /**
     * If the app is under load and a deployment or site state update occurs, all pods will be removed
     * and will need to be Recreated all at once. This is the default behavior.
     */
    Recreate = "Recreate",
    /**
     * If the app is under load and a deployment or site state update occurs, pods will be drained in
     * batches and gradually replaced, thus minimizing impact to throughput.
     */
    RollingUpdate = "RollingUpdate"
}
/**
 * Function app site update strategy type. Available options: Recreate, RollingUpdate \
 * {@link KnownSiteUpdateStrategyType} can be used interchangeably with SiteUpdateStrategyType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Recreate**: If the app is under load and a deployment or site state update occurs, all pods will be removed
 * and will need to be Recreated all at once. This is the default behavior. \
 * **RollingUpdate**: If the app is under load and a deployment or site state update occurs, pods will be drained in
 * batches and gradually replaced, thus minimizing impact to throughput.
 */
export type SiteUpdateStrategyType = string;
/** App Dapr configuration. */
export interface DaprConfig {
    /** Boolean indicating if the Dapr side car is enabled */
    enabled?: boolean;
    /** Dapr application identifier */
    appId?: string;
    /** Tells Dapr which port your application is listening on */
    appPort?: number;
    /** Dapr max size of http header read buffer in KB to handle when sending multi-KB headers. Default is 65KB. */
    httpReadBufferSize?: number;
    /** Increasing max size of request body http servers parameter in MB to handle uploading of big files. Default is 4 MB. */
    httpMaxRequestSize?: number;
    /** Sets the log level for the Dapr sidecar. Allowed values are debug, info, warn, error. Default is info. */
    logLevel?: DaprLogLevel;
    /** Enables API logging for the Dapr sidecar */
    enableApiLogging?: boolean;
}
export declare function daprConfigSerializer(item: DaprConfig): any;
export declare function daprConfigDeserializer(item: any): DaprConfig;
/** Sets the log level for the Dapr sidecar. Allowed values are debug, info, warn, error. Default is info. */
export declare enum KnownDaprLogLevel {
    /** info */
    Info = "info",
    /** debug */
    Debug = "debug",
    /** warn */
    Warn = "warn",
    /** error */
    Error = "error"
}
/**
 * Sets the log level for the Dapr sidecar. Allowed values are debug, info, warn, error. Default is info. \
 * {@link KnownDaprLogLevel} can be used interchangeably with DaprLogLevel,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **info** \
 * **debug** \
 * **warn** \
 * **error**
 */
export type DaprLogLevel = string;
/** Function app resource requirements. */
export interface ResourceConfig {
    /** Required CPU in cores, e.g. 0.5 */
    cpu?: number;
    /** Required memory, e.g. "1Gi" */
    memory?: string;
}
export declare function resourceConfigSerializer(item: ResourceConfig): any;
export declare function resourceConfigDeserializer(item: any): ResourceConfig;
/** Specification for an App Service Environment to use for this resource. */
export interface HostingEnvironmentProfile {
    /** Resource ID of the App Service Environment. */
    id?: string;
    /** Name of the App Service Environment. */
    readonly name?: string;
    /** Resource type of the App Service Environment. */
    readonly type?: string;
}
export declare function hostingEnvironmentProfileSerializer(item: HostingEnvironmentProfile): any;
export declare function hostingEnvironmentProfileDeserializer(item: any): HostingEnvironmentProfile;
/**
 * This composes with ClientCertEnabled setting.
 * - ClientCertEnabled: false means ClientCert is ignored.
 * - ClientCertEnabled: true and ClientCertMode: Required means ClientCert is required.
 * - ClientCertEnabled: true and ClientCertMode: Optional means ClientCert is optional or accepted.
 */
export type ClientCertMode = "Required" | "Optional" | "OptionalInteractiveUser";
/** Specifies the IP mode of the app. */
export type IPMode = "IPv4" | "IPv6" | "IPv4AndIPv6";
/** Information needed for cloning operation. */
export interface CloningInfo {
    /**
     * Correlation ID of cloning operation. This ID ties multiple cloning operations
     * together to use the same snapshot.
     */
    correlationId?: string;
    /** <code>true</code> to overwrite destination app; otherwise, <code>false</code>. */
    overwrite?: boolean;
    /** <code>true</code> to clone custom hostnames from source app; otherwise, <code>false</code>. */
    cloneCustomHostNames?: boolean;
    /** <code>true</code> to clone source control from source app; otherwise, <code>false</code>. */
    cloneSourceControl?: boolean;
    /**
     * ARM resource ID of the source app. App resource ID is of the form
     * /subscriptions/{subId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{siteName} for production slots and
     * /subscriptions/{subId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{siteName}/slots/{slotName} for other slots.
     */
    sourceWebAppId: string;
    /** Location of source app ex: West US or North Europe */
    sourceWebAppLocation?: string;
    /** App Service Environment. */
    hostingEnvironment?: string;
    /**
     * Application setting overrides for cloned app. If specified, these settings override the settings cloned
     * from source app. Otherwise, application settings from source app are retained.
     */
    appSettingsOverrides?: Record<string, string>;
    /** <code>true</code> to configure load balancing for source and destination app. */
    configureLoadBalancing?: boolean;
    /**
     * ARM resource ID of the Traffic Manager profile to use, if it exists. Traffic Manager resource ID is of the form
     * /subscriptions/{subId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Network/trafficManagerProfiles/{profileName}.
     */
    trafficManagerProfileId?: string;
    /** Name of Traffic Manager profile to create. This is only needed if Traffic Manager profile does not already exist. */
    trafficManagerProfileName?: string;
}
export declare function cloningInfoSerializer(item: CloningInfo): any;
export declare function cloningInfoDeserializer(item: any): CloningInfo;
/** The status of the last successful slot swap operation. */
export interface SlotSwapStatus {
    /** The time the last successful slot swap completed. */
    readonly timestampUtc?: Date;
    /** The source slot of the last swap operation. */
    readonly sourceSlotName?: string;
    /** The destination slot of the last swap operation. */
    readonly destinationSlotName?: string;
}
export declare function slotSwapStatusDeserializer(item: any): SlotSwapStatus;
/** Site redundancy mode */
export type RedundancyMode = "None" | "Manual" | "Failover" | "ActiveActive" | "GeoRedundant";
/** Specifies the scope of uniqueness for the default hostname during resource creation */
export type AutoGeneratedDomainNameLabelScope = "TenantReuse" | "SubscriptionReuse" | "ResourceGroupReuse" | "NoReuse";
/** Managed service identity. */
export interface ManagedServiceIdentity {
    /** Type of managed service identity. */
    type?: ManagedServiceIdentityType;
    /** Tenant of managed service identity. */
    readonly tenantId?: string;
    /** Principal Id of managed service identity. */
    readonly principalId?: string;
    /** The list of user assigned identities associated with the resource. The user identity dictionary key references will be ARM resource ids in the form: '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.ManagedIdentity/userAssignedIdentities/{identityName} */
    userAssignedIdentities?: Record<string, UserAssignedIdentity>;
}
export declare function managedServiceIdentitySerializer(item: ManagedServiceIdentity): any;
export declare function managedServiceIdentityDeserializer(item: any): ManagedServiceIdentity;
/** Type of managed service identity. */
export type ManagedServiceIdentityType = "SystemAssigned" | "UserAssigned" | "SystemAssigned, UserAssigned" | "None";
export declare function userAssignedIdentityRecordSerializer(item: Record<string, UserAssignedIdentity>): Record<string, any>;
export declare function userAssignedIdentityRecordDeserializer(item: Record<string, any>): Record<string, UserAssignedIdentity>;
/** User Assigned identity. */
export interface UserAssignedIdentity {
    /** Principal Id of user assigned identity */
    readonly principalId?: string;
    /** Client Id of user assigned identity */
    readonly clientId?: string;
}
export declare function userAssignedIdentitySerializer(_item: UserAssignedIdentity): any;
export declare function userAssignedIdentityDeserializer(item: any): UserAssignedIdentity;
/** Extended Location. */
export interface ExtendedLocation {
    /** Name of extended location. */
    name?: string;
    /** Type of extended location. */
    readonly type?: string;
}
export declare function extendedLocationSerializer(item: ExtendedLocation): any;
export declare function extendedLocationDeserializer(item: any): ExtendedLocation;
/** Diagnostics for an App Service Environment. */
export interface HostingEnvironmentDiagnostics {
    /** Name/identifier of the diagnostics. */
    name?: string;
    /** Diagnostics output. */
    diagnosticsOutput?: string;
}
export declare function hostingEnvironmentDiagnosticsDeserializer(item: any): HostingEnvironmentDiagnostics;
/** Collection of Inbound Environment Endpoints */
export interface _InboundEnvironmentEndpointCollection {
    /** The InboundEnvironmentEndpoint items on this page */
    value: InboundEnvironmentEndpoint[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _inboundEnvironmentEndpointCollectionDeserializer(item: any): _InboundEnvironmentEndpointCollection;
export declare function inboundEnvironmentEndpointArrayDeserializer(result: Array<InboundEnvironmentEndpoint>): any[];
/** The IP Addresses and Ports that require inbound network access to and within the subnet of the App Service Environment. */
export interface InboundEnvironmentEndpoint {
    /** Short text describing the purpose of the network traffic. */
    description?: string;
    /** The IP addresses that network traffic will originate from in cidr notation. */
    endpoints?: string[];
    /** The ports that network traffic will arrive to the App Service Environment at. */
    ports?: string[];
}
export declare function inboundEnvironmentEndpointDeserializer(item: any): InboundEnvironmentEndpoint;
/** An operation on a resource. */
export interface Operation {
    /** Operation ID. */
    id?: string;
    /** Operation name. */
    name?: string;
    /** The current status of the operation. */
    status?: OperationStatus;
    /** Any errors associate with the operation. */
    errors?: ErrorEntity[];
    /** Time when operation has started. */
    createdTime?: Date;
    /** Time when operation has been updated. */
    modifiedTime?: Date;
    /** Time when operation will expire. */
    expirationTime?: Date;
    /** Applicable only for stamp operation ids. */
    geoMasterOperationId?: string;
}
export declare function operationDeserializer(item: any): Operation;
/** The current status of the operation. */
export type OperationStatus = "InProgress" | "Failed" | "Succeeded" | "TimedOut" | "Created";
export declare function errorEntityArrayDeserializer(result: Array<ErrorEntity>): any[];
/** Body of the error response returned from the API. */
export interface ErrorEntity {
    /** Type of error. */
    extendedCode?: string;
    /** Message template. */
    messageTemplate?: string;
    /** Parameters for the template. */
    parameters?: string[];
    /** Inner errors. */
    innerErrors?: ErrorEntity[];
    /** Error Details. */
    details?: ErrorEntity[];
    /** The error target. */
    target?: string;
    /** Basic error code. */
    code?: string;
    /** Any details of the error. */
    message?: string;
}
export declare function errorEntityDeserializer(item: any): ErrorEntity;
/** Paged collection of OutboundEnvironmentEndpoint items */
export interface _OutboundEnvironmentEndpointCollection {
    /** The OutboundEnvironmentEndpoint items on this page */
    value: OutboundEnvironmentEndpoint[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _outboundEnvironmentEndpointCollectionDeserializer(item: any): _OutboundEnvironmentEndpointCollection;
export declare function outboundEnvironmentEndpointArrayDeserializer(result: Array<OutboundEnvironmentEndpoint>): any[];
/** Endpoints accessed for a common purpose that the App Service Environment requires outbound network access to. */
export interface OutboundEnvironmentEndpoint {
    /** The type of service accessed by the App Service Environment, e.g., Azure Storage, Azure SQL Database, and Azure Active Directory. */
    category?: string;
    /** The endpoints that the App Service Environment reaches the service at. */
    endpoints?: EndpointDependency[];
}
export declare function outboundEnvironmentEndpointDeserializer(item: any): OutboundEnvironmentEndpoint;
export declare function endpointDependencyArrayDeserializer(result: Array<EndpointDependency>): any[];
/** A domain name that a service is reached at, including details of the current connection status. */
export interface EndpointDependency {
    /** The domain name of the dependency. */
    domainName?: string;
    /** The IP Addresses and Ports used when connecting to DomainName. */
    endpointDetails?: EndpointDetail[];
}
export declare function endpointDependencyDeserializer(item: any): EndpointDependency;
export declare function endpointDetailArrayDeserializer(result: Array<EndpointDetail>): any[];
/** Current TCP connectivity information from the App Service Environment to a single endpoint. */
export interface EndpointDetail {
    /** An IP Address that Domain Name currently resolves to. */
    ipAddress?: string;
    /** The port an endpoint is connected to. */
    port?: number;
    /** The time in milliseconds it takes for a TCP connection to be created from the App Service Environment to this IpAddress at this Port. */
    latency?: number;
    /** Whether it is possible to create a TCP connection from the App Service Environment to this IpAddress at this Port. */
    isAccessible?: boolean;
}
export declare function endpointDetailDeserializer(item: any): EndpointDetail;
/** Wrapper for a collection of private link resources */
export interface PrivateLinkResourcesWrapper {
    value: PrivateLinkResource[];
}
export declare function privateLinkResourcesWrapperDeserializer(item: any): PrivateLinkResourcesWrapper;
export declare function privateLinkResourceArrayDeserializer(result: Array<PrivateLinkResource>): any[];
/** A private link resource */
export interface PrivateLinkResource {
    id: string;
    /** Name of a private link resource */
    name: string;
    type: string;
    /** Properties of a private link resource */
    properties: PrivateLinkResourceProperties;
}
export declare function privateLinkResourceDeserializer(item: any): PrivateLinkResource;
/** Properties of a private link resource */
export interface PrivateLinkResourceProperties {
    /** GroupId of a private link resource */
    readonly groupId?: string;
    /** RequiredMembers of a private link resource */
    readonly requiredMembers?: string[];
    /** RequiredZoneNames of a private link resource */
    readonly requiredZoneNames?: string[];
}
export declare function privateLinkResourcePropertiesDeserializer(item: any): PrivateLinkResourceProperties;
/** Collection of App Service plans. */
export interface _AppServicePlanCollection {
    /** The AppServicePlan items on this page */
    value: AppServicePlan[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _appServicePlanCollectionDeserializer(item: any): _AppServicePlanCollection;
export declare function appServicePlanArraySerializer(result: Array<AppServicePlan>): any[];
export declare function appServicePlanArrayDeserializer(result: Array<AppServicePlan>): any[];
/** App Service plan. */
export interface AppServicePlan extends TrackedResource {
    /** Description of a SKU for a scalable resource. */
    sku?: SkuDescription;
    /** Extended Location. */
    extendedLocation?: ExtendedLocation;
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** Managed service identity. */
    identity?: ManagedServiceIdentity;
    /** Target worker tier assigned to the App Service plan. */
    workerTierName?: string;
    /** App Service plan status. */
    readonly status?: StatusOptions;
    /** App Service plan subscription. */
    readonly subscription?: string;
    /** Specification for the App Service Environment to use for the App Service plan. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Maximum number of instances that can be assigned to this App Service plan. */
    readonly maximumNumberOfWorkers?: number;
    /** The number of instances that are assigned to this App Service plan. */
    readonly numberOfWorkers?: number;
    /** Geographical location for the App Service plan. */
    readonly geoRegion?: string;
    /**
     * If <code>true</code>, apps assigned to this App Service plan can be scaled independently.
     * If <code>false</code>, apps assigned to this App Service plan will scale to all instances of the plan.
     */
    perSiteScaling?: boolean;
    /** ServerFarm supports ElasticScale. Apps in this plan will scale as if the ServerFarm was ElasticPremium sku */
    elasticScaleEnabled?: boolean;
    /** Maximum number of total workers allowed for this ElasticScaleEnabled App Service Plan */
    maximumElasticWorkerCount?: number;
    /** Number of apps assigned to this App Service plan. */
    readonly numberOfSites?: number;
    /** If <code>true</code>, this App Service Plan owns spot instances. */
    isSpot?: boolean;
    /** The time when the server farm expires. Valid only if it is a spot server farm. */
    spotExpirationTime?: Date;
    /** The time when the server farm free offer expires. */
    freeOfferExpirationTime?: Date;
    /** Resource group of the App Service plan. */
    readonly resourceGroup?: string;
    /** If Linux app service plan <code>true</code>, <code>false</code> otherwise. */
    reserved?: boolean;
    /** Obsolete: If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    isXenon?: boolean;
    /** If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    hyperV?: boolean;
    /** Scaling worker count. */
    targetWorkerCount?: number;
    /** Scaling worker size ID. */
    targetWorkerSizeId?: number;
    /** Provisioning state of the App Service Plan. */
    readonly provisioningState?: ProvisioningState;
    /** Specification for the Kubernetes Environment to use for the App Service plan. */
    kubeEnvironmentProfile?: KubeEnvironmentProfile;
    /**
     * If <code>true</code>, this App Service Plan will perform availability zone balancing.
     * If <code>false</code>, this App Service Plan will not perform availability zone balancing.
     */
    zoneRedundant?: boolean;
    /**
     * If <code>true</code>, this App Service Plan will attempt to scale asynchronously if there are insufficient workers to scale synchronously.
     * If <code>false</code>, this App Service Plan will only attempt sync scaling.
     */
    asyncScalingEnabled?: boolean;
    /** Identity to use by platform for various features and integrations using managed identity. */
    planDefaultIdentity?: DefaultIdentity;
    /** Whether this server farm is in custom mode. */
    isCustomMode?: boolean;
    /** Registry adapters associated with this App Service plan. */
    registryAdapters?: RegistryAdapter[];
    /** Install scripts associated with this App Service plan. */
    installScripts?: InstallScript[];
    /** All network settings for the server farm. */
    network?: ServerFarmNetworkSettings;
    /** Storage mounts associated with this App Service plan. */
    storageMounts?: StorageMount[];
    /**
     * If <code>true</code>, RDP access is enabled for this App Service plan. Only applicable for IsCustomMode ASPs.
     * If <code>false</code>, RDP access is disabled.
     */
    rdpEnabled?: boolean;
}
export declare function appServicePlanSerializer(item: AppServicePlan): any;
export declare function appServicePlanDeserializer(item: any): AppServicePlan;
/** AppServicePlan resource specific properties */
export interface AppServicePlanProperties {
    /** Target worker tier assigned to the App Service plan. */
    workerTierName?: string;
    /** App Service plan status. */
    readonly status?: StatusOptions;
    /** App Service plan subscription. */
    readonly subscription?: string;
    /** Specification for the App Service Environment to use for the App Service plan. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Maximum number of instances that can be assigned to this App Service plan. */
    readonly maximumNumberOfWorkers?: number;
    /** The number of instances that are assigned to this App Service plan. */
    readonly numberOfWorkers?: number;
    /** Geographical location for the App Service plan. */
    readonly geoRegion?: string;
    /**
     * If <code>true</code>, apps assigned to this App Service plan can be scaled independently.
     * If <code>false</code>, apps assigned to this App Service plan will scale to all instances of the plan.
     */
    perSiteScaling?: boolean;
    /** ServerFarm supports ElasticScale. Apps in this plan will scale as if the ServerFarm was ElasticPremium sku */
    elasticScaleEnabled?: boolean;
    /** Maximum number of total workers allowed for this ElasticScaleEnabled App Service Plan */
    maximumElasticWorkerCount?: number;
    /** Number of apps assigned to this App Service plan. */
    readonly numberOfSites?: number;
    /** If <code>true</code>, this App Service Plan owns spot instances. */
    isSpot?: boolean;
    /** The time when the server farm expires. Valid only if it is a spot server farm. */
    spotExpirationTime?: Date;
    /** The time when the server farm free offer expires. */
    freeOfferExpirationTime?: Date;
    /** Resource group of the App Service plan. */
    readonly resourceGroup?: string;
    /** If Linux app service plan <code>true</code>, <code>false</code> otherwise. */
    reserved?: boolean;
    /** Obsolete: If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    isXenon?: boolean;
    /** If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    hyperV?: boolean;
    /** Scaling worker count. */
    targetWorkerCount?: number;
    /** Scaling worker size ID. */
    targetWorkerSizeId?: number;
    /** Provisioning state of the App Service Plan. */
    readonly provisioningState?: ProvisioningState;
    /** Specification for the Kubernetes Environment to use for the App Service plan. */
    kubeEnvironmentProfile?: KubeEnvironmentProfile;
    /**
     * If <code>true</code>, this App Service Plan will perform availability zone balancing.
     * If <code>false</code>, this App Service Plan will not perform availability zone balancing.
     */
    zoneRedundant?: boolean;
    /**
     * If <code>true</code>, this App Service Plan will attempt to scale asynchronously if there are insufficient workers to scale synchronously.
     * If <code>false</code>, this App Service Plan will only attempt sync scaling.
     */
    asyncScalingEnabled?: boolean;
    /** Identity to use by platform for various features and integrations using managed identity. */
    planDefaultIdentity?: DefaultIdentity;
    /** Whether this server farm is in custom mode. */
    isCustomMode?: boolean;
    /** Registry adapters associated with this App Service plan. */
    registryAdapters?: RegistryAdapter[];
    /** Install scripts associated with this App Service plan. */
    installScripts?: InstallScript[];
    /** All network settings for the server farm. */
    network?: ServerFarmNetworkSettings;
    /** Storage mounts associated with this App Service plan. */
    storageMounts?: StorageMount[];
    /**
     * If <code>true</code>, RDP access is enabled for this App Service plan. Only applicable for IsCustomMode ASPs.
     * If <code>false</code>, RDP access is disabled.
     */
    rdpEnabled?: boolean;
}
export declare function appServicePlanPropertiesSerializer(item: AppServicePlanProperties): any;
export declare function appServicePlanPropertiesDeserializer(item: any): AppServicePlanProperties;
/** App Service plan status. */
export type StatusOptions = "Ready" | "Pending" | "Creating";
/** Specification for a Kubernetes Environment to use for this resource. */
export interface KubeEnvironmentProfile {
    /** Resource ID of the Kubernetes Environment. */
    id?: string;
    /** Name of the Kubernetes Environment. */
    readonly name?: string;
    /** Resource type of the Kubernetes Environment. */
    readonly type?: string;
}
export declare function kubeEnvironmentProfileSerializer(item: KubeEnvironmentProfile): any;
export declare function kubeEnvironmentProfileDeserializer(item: any): KubeEnvironmentProfile;
/** model interface DefaultIdentity */
export interface DefaultIdentity {
    identityType?: ManagedServiceIdentityType;
    userAssignedIdentityResourceId?: string;
}
export declare function defaultIdentitySerializer(item: DefaultIdentity): any;
export declare function defaultIdentityDeserializer(item: any): DefaultIdentity;
export declare function registryAdapterArraySerializer(result: Array<RegistryAdapter>): any[];
export declare function registryAdapterArrayDeserializer(result: Array<RegistryAdapter>): any[];
/** Server farm registry adapter configuration. */
export interface RegistryAdapter {
    /** Registry key for the adapter. */
    registryKey?: string;
    /** Type of the registry adapter. */
    type?: RegistryAdapterType;
    /** Key vault reference to the value that will be placed in the registry location */
    keyVaultSecretReference?: KeyVaultReferenceWithStatus;
}
export declare function registryAdapterSerializer(item: RegistryAdapter): any;
export declare function registryAdapterDeserializer(item: any): RegistryAdapter;
/** Type of the registry adapter. */
export declare enum KnownRegistryAdapterType {
    /** Binary */
    Binary = "Binary",
    /** String */
    String = "String",
    /** Expand_String */
    ExpandString = "Expand_String",
    /** Multi_String */
    MultiString = "Multi_String",
    /** DWord */
    DWord = "DWord",
    /** QWord */
    QWord = "QWord"
}
/**
 * Type of the registry adapter. \
 * {@link KnownRegistryAdapterType} can be used interchangeably with RegistryAdapterType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Binary** \
 * **String** \
 * **Expand_String** \
 * **Multi_String** \
 * **DWord** \
 * **QWord**
 */
export type RegistryAdapterType = string;
/** Object to hold key vault reference and the resolution status */
export interface KeyVaultReferenceWithStatus {
    /** Key vault secret URI. */
    secretUri?: string;
    /** Reference status of the key vault secret. */
    referenceStatus?: string;
}
export declare function keyVaultReferenceWithStatusSerializer(item: KeyVaultReferenceWithStatus): any;
export declare function keyVaultReferenceWithStatusDeserializer(item: any): KeyVaultReferenceWithStatus;
export declare function installScriptArraySerializer(result: Array<InstallScript>): any[];
export declare function installScriptArrayDeserializer(result: Array<InstallScript>): any[];
/** Server farm install script configuration. */
export interface InstallScript {
    /** Name of the install script. */
    name?: string;
    /** Source of the install script. */
    source?: InstallScriptSource;
}
export declare function installScriptSerializer(item: InstallScript): any;
export declare function installScriptDeserializer(item: any): InstallScript;
/** Object to hold install script reference. */
export interface InstallScriptSource {
    /** Install script source URI where the install script file will be fetched from. */
    sourceUri?: string;
    /** Type of the install script. */
    type?: InstallScriptType;
}
export declare function installScriptSourceSerializer(item: InstallScriptSource): any;
export declare function installScriptSourceDeserializer(item: any): InstallScriptSource;
/** Type of the install script. */
export declare enum KnownInstallScriptType {
    /** RemoteAzureBlob */
    RemoteAzureBlob = "RemoteAzureBlob",
    /** PlatformStorage */
    PlatformStorage = "PlatformStorage"
}
/**
 * Type of the install script. \
 * {@link KnownInstallScriptType} can be used interchangeably with InstallScriptType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **RemoteAzureBlob** \
 * **PlatformStorage**
 */
export type InstallScriptType = string;
/** Network settings for an app service plan. */
export interface ServerFarmNetworkSettings {
    /** Azure Resource Manager ID of the Virtual network and subnet to be joined by Regional VNET Integration. This must be of the form /subscriptions/{subscriptionName}/resourceGroups/{resourceGroupName}/providers/Microsoft.Network/virtualNetworks/{vnetName}/subnets/{subnetName} */
    virtualNetworkSubnetId?: string;
}
export declare function serverFarmNetworkSettingsSerializer(item: ServerFarmNetworkSettings): any;
export declare function serverFarmNetworkSettingsDeserializer(item: any): ServerFarmNetworkSettings;
export declare function storageMountArraySerializer(result: Array<StorageMount>): any[];
export declare function storageMountArrayDeserializer(result: Array<StorageMount>): any[];
/** Server farm storage mount configuration. */
export interface StorageMount {
    /** Name of the storage mount. */
    name?: string;
    /** Type of the storage mount. */
    type?: StorageMountType;
    /** Source of the fileshare/storage. */
    source?: string;
    /** Path on worker where storage will be mounted. */
    destinationPath?: string;
    /** KV reference to the credentials to connect to the share. */
    credentialsKeyVaultReference?: KeyVaultReferenceWithStatus;
}
export declare function storageMountSerializer(item: StorageMount): any;
export declare function storageMountDeserializer(item: any): StorageMount;
/** Type of the storage mount. */
export declare enum KnownStorageMountType {
    /** AzureFiles */
    AzureFiles = "AzureFiles",
    /** LocalStorage */
    LocalStorage = "LocalStorage",
    /** FileShare */
    FileShare = "FileShare"
}
/**
 * Type of the storage mount. \
 * {@link KnownStorageMountType} can be used interchangeably with StorageMountType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **AzureFiles** \
 * **LocalStorage** \
 * **FileShare**
 */
export type StorageMountType = string;
/** Paged collection of CsmUsageQuota items */
export interface _CsmUsageQuotaCollection {
    /** The CsmUsageQuota items on this page */
    value: CsmUsageQuota[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _csmUsageQuotaCollectionDeserializer(item: any): _CsmUsageQuotaCollection;
export declare function csmUsageQuotaArrayDeserializer(result: Array<CsmUsageQuota>): any[];
/** Usage of the quota resource. */
export interface CsmUsageQuota {
    /** Units of measurement for the quota resource. */
    unit?: string;
    /** Next reset time for the resource counter. */
    nextResetTime?: Date;
    /** The current value of the resource counter. */
    currentValue?: number;
    /** The resource limit. */
    limit?: number;
    /** Quota name. */
    name?: LocalizableString;
}
export declare function csmUsageQuotaDeserializer(item: any): CsmUsageQuota;
/** Localizable string object containing the name and a localized value. */
export interface LocalizableString {
    /** Non-localized name. */
    value?: string;
    /** Localized name. */
    localizedValue?: string;
}
export declare function localizableStringDeserializer(item: any): LocalizableString;
/** Describes main public IP address and any extra virtual IPs. */
export interface AddressResponse extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Main public virtual IP. */
    serviceIpAddress?: string;
    /** Virtual Network internal IP address of the App Service Environment if it is in internal load-balancing mode. */
    internalIpAddress?: string;
    /** IP addresses appearing on outbound connections. */
    outboundIpAddresses?: string[];
    /** Additional virtual IPs. */
    vipMappings?: VirtualIPMapping[];
}
export declare function addressResponseDeserializer(item: any): AddressResponse;
/** AddressResponse resource specific properties */
export interface AddressResponseProperties {
    /** Main public virtual IP. */
    serviceIpAddress?: string;
    /** Virtual Network internal IP address of the App Service Environment if it is in internal load-balancing mode. */
    internalIpAddress?: string;
    /** IP addresses appearing on outbound connections. */
    outboundIpAddresses?: string[];
    /** Additional virtual IPs. */
    vipMappings?: VirtualIPMapping[];
}
export declare function addressResponsePropertiesDeserializer(item: any): AddressResponseProperties;
export declare function virtualIPMappingArrayDeserializer(result: Array<VirtualIPMapping>): any[];
/** Virtual IP mapping. */
export interface VirtualIPMapping {
    /** Virtual IP address. */
    virtualIP?: string;
    /** Internal HTTP port. */
    internalHttpPort?: number;
    /** Internal HTTPS port. */
    internalHttpsPort?: number;
    /** Is virtual IP mapping in use. */
    inUse?: boolean;
    /** name of the service that virtual IP is assigned to */
    serviceName?: string;
}
export declare function virtualIPMappingDeserializer(item: any): VirtualIPMapping;
/** Remote Private Endpoint Connection ARM resource. */
export interface RemotePrivateEndpointConnectionARMResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    readonly provisioningState?: string;
    /** PrivateEndpoint of a remote private endpoint connection */
    privateEndpoint?: ArmIdWrapper;
    /** The state of a private link connection */
    privateLinkServiceConnectionState?: PrivateLinkConnectionState;
    /** Private IPAddresses mapped to the remote private endpoint */
    ipAddresses?: string[];
}
export declare function remotePrivateEndpointConnectionARMResourceSerializer(item: RemotePrivateEndpointConnectionARMResource): any;
export declare function remotePrivateEndpointConnectionARMResourceDeserializer(item: any): RemotePrivateEndpointConnectionARMResource;
/** RemotePrivateEndpointConnectionARMResource resource specific properties */
export interface RemotePrivateEndpointConnectionARMResourceProperties {
    readonly provisioningState?: string;
    /** PrivateEndpoint of a remote private endpoint connection */
    privateEndpoint?: ArmIdWrapper;
    /** The state of a private link connection */
    privateLinkServiceConnectionState?: PrivateLinkConnectionState;
    /** Private IPAddresses mapped to the remote private endpoint */
    ipAddresses?: string[];
}
export declare function remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item: RemotePrivateEndpointConnectionARMResourceProperties): any;
export declare function remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item: any): RemotePrivateEndpointConnectionARMResourceProperties;
/** A wrapper for an ARM resource id */
export interface ArmIdWrapper {
    readonly id?: string;
}
export declare function armIdWrapperSerializer(_item: ArmIdWrapper): any;
export declare function armIdWrapperDeserializer(item: any): ArmIdWrapper;
/** The state of a private link connection */
export interface PrivateLinkConnectionState {
    /** Status of a private link connection */
    status?: string;
    /** Description of a private link connection */
    description?: string;
    /** ActionsRequired for a private link connection */
    actionsRequired?: string;
}
export declare function privateLinkConnectionStateSerializer(item: PrivateLinkConnectionState): any;
export declare function privateLinkConnectionStateDeserializer(item: any): PrivateLinkConnectionState;
/** Paged collection of RemotePrivateEndpointConnectionARMResource items */
export interface _PrivateEndpointConnectionCollection {
    /** The RemotePrivateEndpointConnectionARMResource items on this page */
    value: RemotePrivateEndpointConnectionARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _privateEndpointConnectionCollectionDeserializer(item: any): _PrivateEndpointConnectionCollection;
export declare function remotePrivateEndpointConnectionARMResourceArraySerializer(result: Array<RemotePrivateEndpointConnectionARMResource>): any[];
export declare function remotePrivateEndpointConnectionARMResourceArrayDeserializer(result: Array<RemotePrivateEndpointConnectionARMResource>): any[];
/** Represents a recommendation rule that the recommendation engine can perform. */
export interface RecommendationRule extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Unique name of the rule. */
    recommendationName?: string;
    /** UI friendly name of the rule. */
    displayName?: string;
    /** Localized name of the rule (Good for UI). */
    message?: string;
    /**
     * Recommendation ID of an associated recommendation object tied to the rule, if exists.
     * If such an object doesn't exist, it is set to null.
     */
    recommendationId?: string;
    /** Localized detailed description of the rule. */
    description?: string;
    /** Name of action that is recommended by this rule in string. */
    actionName?: string;
    /** Level of impact indicating how critical this rule is. */
    level?: NotificationLevel;
    /** List of available channels that this rule applies. */
    channels?: Channels;
    /** The list of category tags that this recommendation rule belongs to. */
    readonly categoryTags?: string[];
    /** True if this is associated with a dynamically added rule */
    isDynamic?: boolean;
    /** Extension name of the portal if exists. Applicable to dynamic rule only. */
    extensionName?: string;
    /** Deep link to a blade on the portal. Applicable to dynamic rule only. */
    bladeName?: string;
    /** Forward link to an external document associated with the rule. Applicable to dynamic rule only. */
    forwardLink?: string;
}
export declare function recommendationRuleDeserializer(item: any): RecommendationRule;
/** RecommendationRule resource specific properties */
export interface RecommendationRuleProperties {
    /** Unique name of the rule. */
    recommendationName?: string;
    /** UI friendly name of the rule. */
    displayName?: string;
    /** Localized name of the rule (Good for UI). */
    message?: string;
    /**
     * Recommendation ID of an associated recommendation object tied to the rule, if exists.
     * If such an object doesn't exist, it is set to null.
     */
    recommendationId?: string;
    /** Localized detailed description of the rule. */
    description?: string;
    /** Name of action that is recommended by this rule in string. */
    actionName?: string;
    /** Level of impact indicating how critical this rule is. */
    level?: NotificationLevel;
    /** List of available channels that this rule applies. */
    channels?: Channels;
    /** The list of category tags that this recommendation rule belongs to. */
    readonly categoryTags?: string[];
    /** True if this is associated with a dynamically added rule */
    isDynamic?: boolean;
    /** Extension name of the portal if exists. Applicable to dynamic rule only. */
    extensionName?: string;
    /** Deep link to a blade on the portal. Applicable to dynamic rule only. */
    bladeName?: string;
    /** Forward link to an external document associated with the rule. Applicable to dynamic rule only. */
    forwardLink?: string;
}
export declare function recommendationRulePropertiesDeserializer(item: any): RecommendationRuleProperties;
/** Level indicating how critical this recommendation can impact. */
export type NotificationLevel = "Critical" | "Warning" | "Information" | "NonUrgentSuggestion";
/** List of channels that this recommendation can apply. */
export type Channels = "Notification" | "Api" | "Email" | "Webhook" | "All";
/** Collection of recommendations. */
export interface _RecommendationCollection {
    /** The Recommendation items on this page */
    value: Recommendation[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _recommendationCollectionDeserializer(item: any): _RecommendationCollection;
export declare function recommendationArrayDeserializer(result: Array<Recommendation>): any[];
/** Represents a recommendation result generated by the recommendation engine. */
export interface Recommendation extends ProxyOnlyResource {
    /** Timestamp when this instance was created. */
    creationTime?: Date;
    /** A GUID value that each recommendation object is associated with. */
    recommendationId?: string;
    /** Full ARM resource ID string that this recommendation object is associated with. */
    resourceId?: string;
    /** Name of a resource type this recommendation applies, e.g. Subscription, ServerFarm, Site. */
    resourceScope?: ResourceScopeType;
    /** Unique name of the rule. */
    ruleName?: string;
    /** UI friendly name of the rule (may not be unique). */
    displayName?: string;
    /** Recommendation text. */
    message?: string;
    /** Level indicating how critical this recommendation can impact. */
    level?: NotificationLevel;
    /** List of channels that this recommendation can apply. */
    channels?: Channels;
    /** The list of category tags that this recommendation belongs to. */
    readonly categoryTags?: string[];
    /** Name of action recommended by this object. */
    actionName?: string;
    /** True if this recommendation is still valid (i.e. "actionable"). False if it is invalid. */
    enabled?: number;
    /** The list of states of this recommendation. If it's null then it should be considered "Active". */
    states?: string[];
    /** The beginning time in UTC of a range that the recommendation refers to. */
    startTime?: Date;
    /** The end time in UTC of a range that the recommendation refers to. */
    endTime?: Date;
    /** When to notify this recommendation next in UTC. Null means that this will never be notified anymore. */
    nextNotificationTime?: Date;
    /** Date and time in UTC when this notification expires. */
    notificationExpirationTime?: Date;
    /** Last timestamp in UTC this instance was actually notified. Null means that this recommendation hasn't been notified yet. */
    notifiedTime?: Date;
    /** A metric value measured by the rule. */
    score?: number;
    /** True if this is associated with a dynamically added rule */
    isDynamic?: boolean;
    /** Extension name of the portal if exists. */
    extensionName?: string;
    /** Deep link to a blade on the portal. */
    bladeName?: string;
    /** Forward link to an external document associated with the rule. */
    forwardLink?: string;
}
export declare function recommendationDeserializer(item: any): Recommendation;
/** Recommendation resource specific properties */
export interface RecommendationProperties {
    /** Timestamp when this instance was created. */
    creationTime?: Date;
    /** A GUID value that each recommendation object is associated with. */
    recommendationId?: string;
    /** Full ARM resource ID string that this recommendation object is associated with. */
    resourceId?: string;
    /** Name of a resource type this recommendation applies, e.g. Subscription, ServerFarm, Site. */
    resourceScope?: ResourceScopeType;
    /** Unique name of the rule. */
    ruleName?: string;
    /** UI friendly name of the rule (may not be unique). */
    displayName?: string;
    /** Recommendation text. */
    message?: string;
    /** Level indicating how critical this recommendation can impact. */
    level?: NotificationLevel;
    /** List of channels that this recommendation can apply. */
    channels?: Channels;
    /** The list of category tags that this recommendation belongs to. */
    readonly categoryTags?: string[];
    /** Name of action recommended by this object. */
    actionName?: string;
    /** True if this recommendation is still valid (i.e. "actionable"). False if it is invalid. */
    enabled?: number;
    /** The list of states of this recommendation. If it's null then it should be considered "Active". */
    states?: string[];
    /** The beginning time in UTC of a range that the recommendation refers to. */
    startTime?: Date;
    /** The end time in UTC of a range that the recommendation refers to. */
    endTime?: Date;
    /** When to notify this recommendation next in UTC. Null means that this will never be notified anymore. */
    nextNotificationTime?: Date;
    /** Date and time in UTC when this notification expires. */
    notificationExpirationTime?: Date;
    /** Last timestamp in UTC this instance was actually notified. Null means that this recommendation hasn't been notified yet. */
    notifiedTime?: Date;
    /** A metric value measured by the rule. */
    score?: number;
    /** True if this is associated with a dynamically added rule */
    isDynamic?: boolean;
    /** Extension name of the portal if exists. */
    extensionName?: string;
    /** Deep link to a blade on the portal. */
    bladeName?: string;
    /** Forward link to an external document associated with the rule. */
    forwardLink?: string;
}
export declare function recommendationPropertiesDeserializer(item: any): RecommendationProperties;
/** Name of a resource type this recommendation applies, e.g. Subscription, ServerFarm, Site. */
export declare enum KnownResourceScopeType {
    /** ServerFarm */
    ServerFarm = "ServerFarm",
    /** Subscription */
    Subscription = "Subscription",
    /** WebSite */
    WebSite = "WebSite"
}
/**
 * Name of a resource type this recommendation applies, e.g. Subscription, ServerFarm, Site. \
 * {@link KnownResourceScopeType} can be used interchangeably with ResourceScopeType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **ServerFarm** \
 * **Subscription** \
 * **WebSite**
 */
export type ResourceScopeType = string;
/** Concrete tracked resource types can be created by aliasing this type using a specific property type. */
export interface StaticSiteARMResource extends TrackedResource {
    /** Kind of resource. */
    kind?: string;
    /** Description of a SKU for a scalable resource. */
    sku?: SkuDescription;
    /** Managed service identity. */
    identity?: ManagedServiceIdentity;
    /** The default autogenerated hostname for the static site. */
    readonly defaultHostname?: string;
    /** URL for the repository of the static site. */
    repositoryUrl?: string;
    /** The target branch in the repository. */
    branch?: string;
    /** The custom domains associated with this static site. */
    readonly customDomains?: string[];
    /** A user's github repository token. This is used to setup the Github Actions workflow file and API secrets. */
    repositoryToken?: string;
    /** Build properties to configure on the repository. */
    buildProperties?: StaticSiteBuildProperties;
    /** Private endpoint connections */
    readonly privateEndpointConnections?: ResponseMessageEnvelopeRemotePrivateEndpointConnection[];
    /** State indicating whether staging environments are allowed or not allowed for a static web app. */
    stagingEnvironmentPolicy?: StagingEnvironmentPolicy;
    /** <code>false</code> if config file is locked for this static web app; otherwise, <code>true</code>. */
    allowConfigFileUpdates?: boolean;
    /** Template options for generating a new repository. */
    templateProperties?: StaticSiteTemplateOptions;
    /** The content distribution endpoint for the static site. */
    readonly contentDistributionEndpoint?: string;
    /** Identity to use for Key Vault Reference authentication. */
    readonly keyVaultReferenceIdentity?: string;
    /** User provided function apps registered with the static site */
    readonly userProvidedFunctionApps?: StaticSiteUserProvidedFunctionApp[];
    /** Backends linked to the static side */
    readonly linkedBackends?: StaticSiteLinkedBackend[];
    /** The provider that submitted the last deployment to the primary environment of the static site. */
    provider?: string;
    /** State indicating the status of the enterprise grade CDN serving traffic to the static web app. */
    enterpriseGradeCdnStatus?: EnterpriseGradeCdnStatus;
    /** State indicating whether public traffic are allowed or not for a static web app. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Database connections for the static site */
    readonly databaseConnections?: DatabaseConnectionOverview[];
}
export declare function staticSiteARMResourceSerializer(item: StaticSiteARMResource): any;
export declare function staticSiteARMResourceDeserializer(item: any): StaticSiteARMResource;
/** A static site. */
export interface StaticSite {
    /** The default autogenerated hostname for the static site. */
    readonly defaultHostname?: string;
    /** URL for the repository of the static site. */
    repositoryUrl?: string;
    /** The target branch in the repository. */
    branch?: string;
    /** The custom domains associated with this static site. */
    readonly customDomains?: string[];
    /** A user's github repository token. This is used to setup the Github Actions workflow file and API secrets. */
    repositoryToken?: string;
    /** Build properties to configure on the repository. */
    buildProperties?: StaticSiteBuildProperties;
    /** Private endpoint connections */
    readonly privateEndpointConnections?: ResponseMessageEnvelopeRemotePrivateEndpointConnection[];
    /** State indicating whether staging environments are allowed or not allowed for a static web app. */
    stagingEnvironmentPolicy?: StagingEnvironmentPolicy;
    /** <code>false</code> if config file is locked for this static web app; otherwise, <code>true</code>. */
    allowConfigFileUpdates?: boolean;
    /** Template options for generating a new repository. */
    templateProperties?: StaticSiteTemplateOptions;
    /** The content distribution endpoint for the static site. */
    readonly contentDistributionEndpoint?: string;
    /** Identity to use for Key Vault Reference authentication. */
    readonly keyVaultReferenceIdentity?: string;
    /** User provided function apps registered with the static site */
    readonly userProvidedFunctionApps?: StaticSiteUserProvidedFunctionApp[];
    /** Backends linked to the static side */
    readonly linkedBackends?: StaticSiteLinkedBackend[];
    /** The provider that submitted the last deployment to the primary environment of the static site. */
    provider?: string;
    /** State indicating the status of the enterprise grade CDN serving traffic to the static web app. */
    enterpriseGradeCdnStatus?: EnterpriseGradeCdnStatus;
    /** State indicating whether public traffic are allowed or not for a static web app. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Database connections for the static site */
    readonly databaseConnections?: DatabaseConnectionOverview[];
}
export declare function staticSiteSerializer(item: StaticSite): any;
export declare function staticSiteDeserializer(item: any): StaticSite;
/** Build properties for the static site. */
export interface StaticSiteBuildProperties {
    /** The path to the app code within the repository. */
    appLocation?: string;
    /** The path to the api code within the repository. */
    apiLocation?: string;
    /** Deprecated: The path of the app artifacts after building (deprecated in favor of OutputLocation) */
    appArtifactLocation?: string;
    /** The output path of the app after building. */
    outputLocation?: string;
    /** A custom command to run during deployment of the static content application. */
    appBuildCommand?: string;
    /** A custom command to run during deployment of the Azure Functions API application. */
    apiBuildCommand?: string;
    /** Skip Github Action workflow generation. */
    skipGithubActionWorkflowGeneration?: boolean;
    /** Github Action secret name override. */
    githubActionSecretNameOverride?: string;
}
export declare function staticSiteBuildPropertiesSerializer(item: StaticSiteBuildProperties): any;
export declare function staticSiteBuildPropertiesDeserializer(item: any): StaticSiteBuildProperties;
export declare function responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(result: Array<ResponseMessageEnvelopeRemotePrivateEndpointConnection>): any[];
/** Message envelope that contains the common Azure resource manager properties and the resource provider specific content. */
export interface ResponseMessageEnvelopeRemotePrivateEndpointConnection {
    /**
     * Resource Id. Typically ID is populated only for responses to GET requests. Caller is responsible for passing in this
     * value for GET requests only.
     * For example: /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupId}/providers/Microsoft.Web/sites/{sitename}
     */
    id?: string;
    /** Name of resource. */
    name?: string;
    /** Type of resource e.g "Microsoft.Web/sites". */
    type?: string;
    /** Geographical region resource belongs to e.g. SouthCentralUS, SouthEastAsia. */
    location?: string;
    /** Tags associated with resource. */
    tags?: Record<string, string>;
    /** Azure resource manager plan. */
    plan?: ArmPlan;
    /** Resource specific properties. */
    properties?: RemotePrivateEndpointConnection;
    /** SKU description of the resource. */
    sku?: SkuDescription;
    /** Azure-AsyncOperation Status info. */
    status?: string;
    /** Azure-AsyncOperation Error info. */
    error?: ErrorEntity;
    /** MSI resource */
    identity?: ManagedServiceIdentity;
    /** Logical Availability Zones the service is hosted in */
    zones?: string[];
}
export declare function responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer(item: any): ResponseMessageEnvelopeRemotePrivateEndpointConnection;
/** The plan object in Azure Resource Manager, represents a marketplace plan. */
export interface ArmPlan {
    /** The name. */
    name?: string;
    /** The publisher. */
    publisher?: string;
    /** The product. */
    product?: string;
    /** The promotion code. */
    promotionCode?: string;
    /** Version of product. */
    version?: string;
}
export declare function armPlanDeserializer(item: any): ArmPlan;
/** A remote private endpoint connection */
export interface RemotePrivateEndpointConnection extends ProxyOnlyResource {
    readonly provisioningState?: string;
    /** PrivateEndpoint of a remote private endpoint connection */
    privateEndpoint?: ArmIdWrapper;
    /** The state of a private link connection */
    privateLinkServiceConnectionState?: PrivateLinkConnectionState;
    /** Private IPAddresses mapped to the remote private endpoint */
    ipAddresses?: string[];
}
export declare function remotePrivateEndpointConnectionDeserializer(item: any): RemotePrivateEndpointConnection;
/** RemotePrivateEndpointConnection resource specific properties */
export interface RemotePrivateEndpointConnectionProperties {
    readonly provisioningState?: string;
    /** PrivateEndpoint of a remote private endpoint connection */
    privateEndpoint?: ArmIdWrapper;
    /** The state of a private link connection */
    privateLinkServiceConnectionState?: PrivateLinkConnectionState;
    /** Private IPAddresses mapped to the remote private endpoint */
    ipAddresses?: string[];
}
export declare function remotePrivateEndpointConnectionPropertiesDeserializer(item: any): RemotePrivateEndpointConnectionProperties;
/** State indicating whether staging environments are allowed or not allowed for a static web app. */
export type StagingEnvironmentPolicy = "Enabled" | "Disabled";
/** Template Options for the static site. */
export interface StaticSiteTemplateOptions {
    /** URL of the template repository. The newly generated repository will be based on this one. */
    templateRepositoryUrl?: string;
    /** Owner of the newly generated repository. */
    owner?: string;
    /** Name of the newly generated repository. */
    repositoryName?: string;
    /** Description of the newly generated repository. */
    description?: string;
    /** Whether or not the newly generated repository is a private repository. Defaults to false (i.e. public). */
    isPrivate?: boolean;
}
export declare function staticSiteTemplateOptionsSerializer(item: StaticSiteTemplateOptions): any;
export declare function staticSiteTemplateOptionsDeserializer(item: any): StaticSiteTemplateOptions;
export declare function staticSiteUserProvidedFunctionAppArrayDeserializer(result: Array<StaticSiteUserProvidedFunctionApp>): any[];
/** A static site user provided function. */
export interface StaticSiteUserProvidedFunctionApp extends ProxyOnlyResource {
    /** The resource id of the function app registered with the static site */
    functionAppResourceId?: string;
    /** The region of the function app registered with the static site */
    functionAppRegion?: string;
    /** The date and time on which the function app was registered with the static site. */
    readonly createdOn?: Date;
}
export declare function staticSiteUserProvidedFunctionAppDeserializer(item: any): StaticSiteUserProvidedFunctionApp;
/** StaticSiteUserProvidedFunctionApp resource specific properties */
export interface StaticSiteUserProvidedFunctionAppProperties {
    /** The resource id of the function app registered with the static site */
    functionAppResourceId?: string;
    /** The region of the function app registered with the static site */
    functionAppRegion?: string;
    /** The date and time on which the function app was registered with the static site. */
    readonly createdOn?: Date;
}
export declare function staticSiteUserProvidedFunctionAppPropertiesDeserializer(item: any): StaticSiteUserProvidedFunctionAppProperties;
export declare function staticSiteLinkedBackendArrayDeserializer(result: Array<StaticSiteLinkedBackend>): any[];
/** Static Site Linked Backend ARM resource. */
export interface StaticSiteLinkedBackend {
    /** The resource id of the backend linked to the static site */
    backendResourceId?: string;
    /** The region of the backend linked to the static site */
    region?: string;
    /** The date and time on which the backend was linked to the static site. */
    readonly createdOn?: Date;
    /** The provisioning state of the linking process. */
    readonly provisioningState?: string;
}
export declare function staticSiteLinkedBackendDeserializer(item: any): StaticSiteLinkedBackend;
/** State indicating the status of the enterprise grade CDN serving traffic to the static web app. */
export declare enum KnownEnterpriseGradeCdnStatus {
    /** Enabled */
    Enabled = "Enabled",
    /** Enabling */
    Enabling = "Enabling",
    /** Disabled */
    Disabled = "Disabled",
    /** Disabling */
    Disabling = "Disabling"
}
/**
 * State indicating the status of the enterprise grade CDN serving traffic to the static web app. \
 * {@link KnownEnterpriseGradeCdnStatus} can be used interchangeably with EnterpriseGradeCdnStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Enabled** \
 * **Enabling** \
 * **Disabled** \
 * **Disabling**
 */
export type EnterpriseGradeCdnStatus = string;
export declare function databaseConnectionOverviewArrayDeserializer(result: Array<DatabaseConnectionOverview>): any[];
/** Static Site Database Connection overview. */
export interface DatabaseConnectionOverview {
    /** The resource id of the database. */
    readonly resourceId?: string;
    /** If present, the identity is used in conjunction with connection string to connect to the database. Use of the system-assigned managed identity is indicated with the string 'SystemAssigned', while use of a user-assigned managed identity is indicated with the resource id of the managed identity resource. */
    readonly connectionIdentity?: string;
    /** The region of the database resource. */
    readonly region?: string;
    /** A list of configuration files associated with this database connection. */
    readonly configurationFiles?: StaticSiteDatabaseConnectionConfigurationFileOverview[];
    /** If present, the name of this database connection resource. */
    readonly name?: string;
}
export declare function databaseConnectionOverviewDeserializer(item: any): DatabaseConnectionOverview;
export declare function staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(result: Array<StaticSiteDatabaseConnectionConfigurationFileOverview>): any[];
/** A database connection configuration file */
export interface StaticSiteDatabaseConnectionConfigurationFileOverview {
    /** The name of the configuration file. */
    readonly fileName?: string;
    /** The Base64 encoding of the file contents. */
    readonly contents?: string;
    /** The type of configuration file. */
    readonly type?: string;
}
export declare function staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer(item: any): StaticSiteDatabaseConnectionConfigurationFileOverview;
/** ARM resource for a static site when patching */
export interface StaticSitePatchResource extends ProxyOnlyResource {
    /** The default autogenerated hostname for the static site. */
    readonly defaultHostname?: string;
    /** URL for the repository of the static site. */
    repositoryUrl?: string;
    /** The target branch in the repository. */
    branch?: string;
    /** The custom domains associated with this static site. */
    readonly customDomains?: string[];
    /** A user's github repository token. This is used to setup the Github Actions workflow file and API secrets. */
    repositoryToken?: string;
    /** Build properties to configure on the repository. */
    buildProperties?: StaticSiteBuildProperties;
    /** Private endpoint connections */
    readonly privateEndpointConnections?: ResponseMessageEnvelopeRemotePrivateEndpointConnection[];
    /** State indicating whether staging environments are allowed or not allowed for a static web app. */
    stagingEnvironmentPolicy?: StagingEnvironmentPolicy;
    /** <code>false</code> if config file is locked for this static web app; otherwise, <code>true</code>. */
    allowConfigFileUpdates?: boolean;
    /** Template options for generating a new repository. */
    templateProperties?: StaticSiteTemplateOptions;
    /** The content distribution endpoint for the static site. */
    readonly contentDistributionEndpoint?: string;
    /** Identity to use for Key Vault Reference authentication. */
    readonly keyVaultReferenceIdentity?: string;
    /** User provided function apps registered with the static site */
    readonly userProvidedFunctionApps?: StaticSiteUserProvidedFunctionApp[];
    /** Backends linked to the static side */
    readonly linkedBackends?: StaticSiteLinkedBackend[];
    /** The provider that submitted the last deployment to the primary environment of the static site. */
    provider?: string;
    /** State indicating the status of the enterprise grade CDN serving traffic to the static web app. */
    enterpriseGradeCdnStatus?: EnterpriseGradeCdnStatus;
    /** State indicating whether public traffic are allowed or not for a static web app. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Database connections for the static site */
    readonly databaseConnections?: DatabaseConnectionOverview[];
}
export declare function staticSitePatchResourceSerializer(item: StaticSitePatchResource): any;
/** Collection of static sites. */
export interface _StaticSiteCollection {
    /** The StaticSiteARMResource items on this page */
    value: StaticSiteARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteCollectionDeserializer(item: any): _StaticSiteCollection;
export declare function staticSiteARMResourceArraySerializer(result: Array<StaticSiteARMResource>): any[];
export declare function staticSiteARMResourceArrayDeserializer(result: Array<StaticSiteARMResource>): any[];
/** Collection of static site custom users. */
export interface _StaticSiteUserCollection {
    /** The StaticSiteUserARMResource items on this page */
    value: StaticSiteUserARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteUserCollectionDeserializer(item: any): _StaticSiteUserCollection;
export declare function staticSiteUserARMResourceArraySerializer(result: Array<StaticSiteUserARMResource>): any[];
export declare function staticSiteUserARMResourceArrayDeserializer(result: Array<StaticSiteUserARMResource>): any[];
/** Static Site User ARM resource. */
export interface StaticSiteUserARMResource extends ProxyOnlyResource {
    /** The identity provider for the static site user. */
    readonly provider?: string;
    /** The user id for the static site user. */
    readonly userId?: string;
    /** The display name for the static site user. */
    readonly displayName?: string;
    /** The roles for the static site user, in free-form string format */
    roles?: string;
}
export declare function staticSiteUserARMResourceSerializer(item: StaticSiteUserARMResource): any;
export declare function staticSiteUserARMResourceDeserializer(item: any): StaticSiteUserARMResource;
/** StaticSiteUserARMResource resource specific properties */
export interface StaticSiteUserARMResourceProperties {
    /** The identity provider for the static site user. */
    readonly provider?: string;
    /** The user id for the static site user. */
    readonly userId?: string;
    /** The display name for the static site user. */
    readonly displayName?: string;
    /** The roles for the static site user, in free-form string format */
    roles?: string;
}
export declare function staticSiteUserARMResourcePropertiesSerializer(item: StaticSiteUserARMResourceProperties): any;
export declare function staticSiteUserARMResourcePropertiesDeserializer(item: any): StaticSiteUserARMResourceProperties;
/** String dictionary resource. */
export interface StringDictionary extends ProxyOnlyResource {
    /** Settings. */
    properties?: Record<string, string>;
}
export declare function stringDictionarySerializer(item: StringDictionary): any;
export declare function stringDictionaryDeserializer(item: any): StringDictionary;
/** Static sites user roles invitation resource. */
export interface StaticSiteUserInvitationRequestResource extends ProxyOnlyResource {
    /** The domain name for the static site custom domain. */
    domain?: string;
    /** The identity provider for the static site user. */
    provider?: string;
    /** The user id for the static site user. */
    userDetails?: string;
    /** The roles for the static site user, in free-form string format */
    roles?: string;
    /** The number of hours the sas token stays valid */
    numHoursToExpiration?: number;
}
export declare function staticSiteUserInvitationRequestResourceSerializer(item: StaticSiteUserInvitationRequestResource): any;
/** StaticSiteUserInvitationRequestResource resource specific properties */
export interface StaticSiteUserInvitationRequestResourceProperties {
    /** The domain name for the static site custom domain. */
    domain?: string;
    /** The identity provider for the static site user. */
    provider?: string;
    /** The user id for the static site user. */
    userDetails?: string;
    /** The roles for the static site user, in free-form string format */
    roles?: string;
    /** The number of hours the sas token stays valid */
    numHoursToExpiration?: number;
}
export declare function staticSiteUserInvitationRequestResourcePropertiesSerializer(item: StaticSiteUserInvitationRequestResourceProperties): any;
/** Static sites user roles invitation link resource. */
export interface StaticSiteUserInvitationResponseResource extends ProxyOnlyResource {
    /** The expiration time of the invitation */
    readonly expiresOn?: Date;
    /** The url for the invitation link */
    readonly invitationUrl?: string;
}
export declare function staticSiteUserInvitationResponseResourceDeserializer(item: any): StaticSiteUserInvitationResponseResource;
/** StaticSiteUserInvitationResponseResource resource specific properties */
export interface StaticSiteUserInvitationResponseResourceProperties {
    /** The expiration time of the invitation */
    readonly expiresOn?: Date;
    /** The url for the invitation link */
    readonly invitationUrl?: string;
}
export declare function staticSiteUserInvitationResponseResourcePropertiesDeserializer(item: any): StaticSiteUserInvitationResponseResourceProperties;
/** Collection of static site functions. */
export interface _StaticSiteFunctionOverviewCollection {
    /** The StaticSiteFunctionOverviewARMResource items on this page */
    value: StaticSiteFunctionOverviewARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteFunctionOverviewCollectionDeserializer(item: any): _StaticSiteFunctionOverviewCollection;
export declare function staticSiteFunctionOverviewARMResourceArrayDeserializer(result: Array<StaticSiteFunctionOverviewARMResource>): any[];
/** Static Site Function Overview ARM resource. */
export interface StaticSiteFunctionOverviewARMResource extends ProxyOnlyResource {
    /** The name for the function */
    readonly functionName?: string;
    /** The trigger type of the function */
    readonly triggerType?: TriggerTypes;
}
export declare function staticSiteFunctionOverviewARMResourceDeserializer(item: any): StaticSiteFunctionOverviewARMResource;
/** StaticSiteFunctionOverviewARMResource resource specific properties */
export interface StaticSiteFunctionOverviewARMResourceProperties {
    /** The name for the function */
    readonly functionName?: string;
    /** The trigger type of the function */
    readonly triggerType?: TriggerTypes;
}
export declare function staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item: any): StaticSiteFunctionOverviewARMResourceProperties;
/** The trigger type of the function */
export declare enum KnownTriggerTypes {
    /** HttpTrigger */
    HttpTrigger = "HttpTrigger",
    /** Unknown */
    Unknown = "Unknown"
}
/**
 * The trigger type of the function \
 * {@link KnownTriggerTypes} can be used interchangeably with TriggerTypes,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **HttpTrigger** \
 * **Unknown**
 */
export type TriggerTypes = string;
/** String list resource. */
export interface StringList extends ProxyOnlyResource {
    /** List of string resources. */
    properties?: string[];
}
export declare function stringListDeserializer(item: any): StringList;
/** Static Site Reset Properties ARM resource. */
export interface StaticSiteResetPropertiesARMResource extends ProxyOnlyResource {
    /** The token which proves admin privileges to the repository. */
    repositoryToken?: string;
    /** Determines whether the repository should be updated with the new properties. */
    shouldUpdateRepository?: boolean;
}
export declare function staticSiteResetPropertiesARMResourceSerializer(item: StaticSiteResetPropertiesARMResource): any;
/** StaticSiteResetPropertiesARMResource resource specific properties */
export interface StaticSiteResetPropertiesARMResourceProperties {
    /** The token which proves admin privileges to the repository. */
    repositoryToken?: string;
    /** Determines whether the repository should be updated with the new properties. */
    shouldUpdateRepository?: boolean;
}
export declare function staticSiteResetPropertiesARMResourcePropertiesSerializer(item: StaticSiteResetPropertiesARMResourceProperties): any;
/** Collection of static site database connections. */
export interface _DatabaseConnectionCollection {
    /** The DatabaseConnection items on this page */
    value: DatabaseConnection[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _databaseConnectionCollectionDeserializer(item: any): _DatabaseConnectionCollection;
export declare function databaseConnectionArraySerializer(result: Array<DatabaseConnection>): any[];
export declare function databaseConnectionArrayDeserializer(result: Array<DatabaseConnection>): any[];
/** Static Site Database Connection resource. */
export interface DatabaseConnection extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The resource id of the database. */
    resourceId?: string;
    /** If present, the identity is used in conjunction with connection string to connect to the database. Use of the system-assigned managed identity is indicated with the string 'SystemAssigned', while use of a user-assigned managed identity is indicated with the resource id of the managed identity resource. */
    connectionIdentity?: string;
    /** The connection string to use to connect to the database. */
    connectionString?: string;
    /** The region of the database resource. */
    region?: string;
    /** A list of configuration files associated with this database connection. */
    readonly configurationFiles?: StaticSiteDatabaseConnectionConfigurationFileOverview[];
}
export declare function databaseConnectionSerializer(item: DatabaseConnection): any;
export declare function databaseConnectionDeserializer(item: any): DatabaseConnection;
/** DatabaseConnection resource specific properties */
export interface DatabaseConnectionProperties {
    /** The resource id of the database. */
    resourceId: string;
    /** If present, the identity is used in conjunction with connection string to connect to the database. Use of the system-assigned managed identity is indicated with the string 'SystemAssigned', while use of a user-assigned managed identity is indicated with the resource id of the managed identity resource. */
    connectionIdentity?: string;
    /** The connection string to use to connect to the database. */
    connectionString?: string;
    /** The region of the database resource. */
    region: string;
    /** A list of configuration files associated with this database connection. */
    readonly configurationFiles?: StaticSiteDatabaseConnectionConfigurationFileOverview[];
}
export declare function databaseConnectionPropertiesSerializer(item: DatabaseConnectionProperties): any;
export declare function databaseConnectionPropertiesDeserializer(item: any): DatabaseConnectionProperties;
/** Static site zip deployment ARM resource. */
export interface StaticSiteZipDeploymentARMResource extends ProxyOnlyResource {
    /** URL for the zipped app content */
    appZipUrl?: string;
    /** URL for the zipped api content */
    apiZipUrl?: string;
    /** A title to label the deployment */
    deploymentTitle?: string;
    /** The provider submitting this deployment */
    provider?: string;
    /** The language of the api content, if it exists */
    functionLanguage?: string;
}
export declare function staticSiteZipDeploymentARMResourceSerializer(item: StaticSiteZipDeploymentARMResource): any;
/** A static site zip deployment. */
export interface StaticSiteZipDeployment {
    /** URL for the zipped app content */
    appZipUrl?: string;
    /** URL for the zipped api content */
    apiZipUrl?: string;
    /** A title to label the deployment */
    deploymentTitle?: string;
    /** The provider submitting this deployment */
    provider?: string;
    /** The language of the api content, if it exists */
    functionLanguage?: string;
}
export declare function staticSiteZipDeploymentSerializer(item: StaticSiteZipDeployment): any;
/** Static Site Build ARM resource. */
export interface StaticSiteBuildARMResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** An identifier for the static site build. */
    readonly buildId?: string;
    /** The source branch. */
    readonly sourceBranch?: string;
    /** The title of a pull request that a static site build is related to. */
    readonly pullRequestTitle?: string;
    /** The hostname for a static site build. */
    readonly hostname?: string;
    /** When this build was created. */
    readonly createdTimeUtc?: Date;
    /** When this build was updated. */
    readonly lastUpdatedOn?: Date;
    /** The status of the static site build. */
    readonly status?: BuildStatus;
    /** User provided function apps registered with the static site build */
    readonly userProvidedFunctionApps?: StaticSiteUserProvidedFunctionApp[];
    /** Backends linked to the static side build */
    readonly linkedBackends?: StaticSiteLinkedBackend[];
    /** Database connections for the static site build */
    readonly databaseConnections?: DatabaseConnectionOverview[];
}
export declare function staticSiteBuildARMResourceDeserializer(item: any): StaticSiteBuildARMResource;
/** StaticSiteBuildARMResource resource specific properties */
export interface StaticSiteBuildARMResourceProperties {
    /** An identifier for the static site build. */
    readonly buildId?: string;
    /** The source branch. */
    readonly sourceBranch?: string;
    /** The title of a pull request that a static site build is related to. */
    readonly pullRequestTitle?: string;
    /** The hostname for a static site build. */
    readonly hostname?: string;
    /** When this build was created. */
    readonly createdTimeUtc?: Date;
    /** When this build was updated. */
    readonly lastUpdatedOn?: Date;
    /** The status of the static site build. */
    readonly status?: BuildStatus;
    /** User provided function apps registered with the static site build */
    readonly userProvidedFunctionApps?: StaticSiteUserProvidedFunctionApp[];
    /** Backends linked to the static side build */
    readonly linkedBackends?: StaticSiteLinkedBackend[];
    /** Database connections for the static site build */
    readonly databaseConnections?: DatabaseConnectionOverview[];
}
export declare function staticSiteBuildARMResourcePropertiesDeserializer(item: any): StaticSiteBuildARMResourceProperties;
/** The status of the static site build. */
export declare enum KnownBuildStatus {
    /** WaitingForDeployment */
    WaitingForDeployment = "WaitingForDeployment",
    /** Uploading */
    Uploading = "Uploading",
    /** Deploying */
    Deploying = "Deploying",
    /** Ready */
    Ready = "Ready",
    /** Failed */
    Failed = "Failed",
    /** Deleting */
    Deleting = "Deleting",
    /** Detached */
    Detached = "Detached"
}
/**
 * The status of the static site build. \
 * {@link KnownBuildStatus} can be used interchangeably with BuildStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **WaitingForDeployment** \
 * **Uploading** \
 * **Deploying** \
 * **Ready** \
 * **Failed** \
 * **Deleting** \
 * **Detached**
 */
export type BuildStatus = string;
/** Collection of static site builds. */
export interface _StaticSiteBuildCollection {
    /** The StaticSiteBuildARMResource items on this page */
    value: StaticSiteBuildARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteBuildCollectionDeserializer(item: any): _StaticSiteBuildCollection;
export declare function staticSiteBuildARMResourceArrayDeserializer(result: Array<StaticSiteBuildARMResource>): any[];
/** Static Site Database Connection Request Properties resource when patching */
export interface DatabaseConnectionPatchRequest {
    /** The resource id of the database. */
    resourceId?: string;
    /** If present, the identity is used in conjunction with connection string to connect to the database. Use of the system-assigned managed identity is indicated with the string 'SystemAssigned', while use of a user-assigned managed identity is indicated with the resource id of the managed identity resource. */
    connectionIdentity?: string;
    /** The connection string to use to connect to the database. */
    connectionString?: string;
    /** The region of the database resource. */
    region?: string;
}
export declare function databaseConnectionPatchRequestSerializer(item: DatabaseConnectionPatchRequest): any;
/** DatabaseConnectionPatchRequest resource specific properties */
export interface DatabaseConnectionPatchRequestProperties {
    /** The resource id of the database. */
    resourceId?: string;
    /** If present, the identity is used in conjunction with connection string to connect to the database. Use of the system-assigned managed identity is indicated with the string 'SystemAssigned', while use of a user-assigned managed identity is indicated with the resource id of the managed identity resource. */
    connectionIdentity?: string;
    /** The connection string to use to connect to the database. */
    connectionString?: string;
    /** The region of the database resource. */
    region?: string;
}
export declare function databaseConnectionPatchRequestPropertiesSerializer(item: DatabaseConnectionPatchRequestProperties): any;
/** Static Site User Provided Function App ARM resource. */
export interface StaticSiteUserProvidedFunctionAppARMResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The resource id of the function app registered with the static site */
    functionAppResourceId?: string;
    /** The region of the function app registered with the static site */
    functionAppRegion?: string;
    /** The date and time on which the function app was registered with the static site. */
    readonly createdOn?: Date;
}
export declare function staticSiteUserProvidedFunctionAppARMResourceSerializer(item: StaticSiteUserProvidedFunctionAppARMResource): any;
export declare function staticSiteUserProvidedFunctionAppARMResourceDeserializer(item: any): StaticSiteUserProvidedFunctionAppARMResource;
/** StaticSiteUserProvidedFunctionAppARMResource resource specific properties */
export interface StaticSiteUserProvidedFunctionAppARMResourceProperties {
    /** The resource id of the function app registered with the static site */
    functionAppResourceId?: string;
    /** The region of the function app registered with the static site */
    functionAppRegion?: string;
    /** The date and time on which the function app was registered with the static site. */
    readonly createdOn?: Date;
}
export declare function staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item: StaticSiteUserProvidedFunctionAppARMResourceProperties): any;
export declare function staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item: any): StaticSiteUserProvidedFunctionAppARMResourceProperties;
/** Collection of static site user provided function apps. */
export interface _StaticSiteUserProvidedFunctionAppsCollection {
    /** The StaticSiteUserProvidedFunctionAppARMResource items on this page */
    value: StaticSiteUserProvidedFunctionAppARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteUserProvidedFunctionAppsCollectionDeserializer(item: any): _StaticSiteUserProvidedFunctionAppsCollection;
export declare function staticSiteUserProvidedFunctionAppARMResourceArraySerializer(result: Array<StaticSiteUserProvidedFunctionAppARMResource>): any[];
export declare function staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer(result: Array<StaticSiteUserProvidedFunctionAppARMResource>): any[];
/** Static site basic auth properties ARM resource. */
export interface StaticSiteBasicAuthPropertiesARMResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The password for basic auth. */
    password?: string;
    /** Url to the secret in Key Vault. */
    secretUrl?: string;
    /** State indicating if basic auth is enabled and for what environments it is active. */
    applicableEnvironmentsMode?: string;
    /** The list of enabled environments for Basic Auth if ApplicableEnvironmentsMode is set to SpecifiedEnvironments. */
    environments?: string[];
    /** State indicating if basic auth has a secret and what type it is. */
    readonly secretState?: string;
}
export declare function staticSiteBasicAuthPropertiesARMResourceSerializer(item: StaticSiteBasicAuthPropertiesARMResource): any;
export declare function staticSiteBasicAuthPropertiesARMResourceDeserializer(item: any): StaticSiteBasicAuthPropertiesARMResource;
/** StaticSiteBasicAuthPropertiesARMResource resource specific properties */
export interface StaticSiteBasicAuthPropertiesARMResourceProperties {
    /** The password for basic auth. */
    password?: string;
    /** Url to the secret in Key Vault. */
    secretUrl?: string;
    /** State indicating if basic auth is enabled and for what environments it is active. */
    applicableEnvironmentsMode: string;
    /** The list of enabled environments for Basic Auth if ApplicableEnvironmentsMode is set to SpecifiedEnvironments. */
    environments?: string[];
    /** State indicating if basic auth has a secret and what type it is. */
    readonly secretState?: string;
}
export declare function staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item: StaticSiteBasicAuthPropertiesARMResourceProperties): any;
export declare function staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item: any): StaticSiteBasicAuthPropertiesARMResourceProperties;
/** Known values of {@link BasicAuthName} that the service accepts. */
export declare enum KnownBasicAuthName {
    /** default */
    Default = "default"
}
/** Type of BasicAuthName */
export type BasicAuthName = string;
/** Collection of static site basic auth. */
export interface _StaticSiteBasicAuthPropertiesCollection {
    /** The StaticSiteBasicAuthPropertiesARMResource items on this page */
    value: StaticSiteBasicAuthPropertiesARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteBasicAuthPropertiesCollectionDeserializer(item: any): _StaticSiteBasicAuthPropertiesCollection;
export declare function staticSiteBasicAuthPropertiesARMResourceArraySerializer(result: Array<StaticSiteBasicAuthPropertiesARMResource>): any[];
export declare function staticSiteBasicAuthPropertiesARMResourceArrayDeserializer(result: Array<StaticSiteBasicAuthPropertiesARMResource>): any[];
/** Static Site Custom Domain Overview ARM resource. */
export interface StaticSiteCustomDomainOverviewARMResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The domain name for the static site custom domain. */
    readonly domainName?: string;
    /** The date and time on which the custom domain was created for the static site. */
    readonly createdOn?: Date;
    /** The status of the custom domain */
    readonly status?: CustomDomainStatus;
    /** The TXT record validation token */
    readonly validationToken?: string;
    readonly errorMessage?: string;
}
export declare function staticSiteCustomDomainOverviewARMResourceDeserializer(item: any): StaticSiteCustomDomainOverviewARMResource;
/** StaticSiteCustomDomainOverviewARMResource resource specific properties */
export interface StaticSiteCustomDomainOverviewARMResourceProperties {
    /** The domain name for the static site custom domain. */
    readonly domainName?: string;
    /** The date and time on which the custom domain was created for the static site. */
    readonly createdOn?: Date;
    /** The status of the custom domain */
    readonly status?: CustomDomainStatus;
    /** The TXT record validation token */
    readonly validationToken?: string;
    readonly errorMessage?: string;
}
export declare function staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item: any): StaticSiteCustomDomainOverviewARMResourceProperties;
/** The status of the custom domain */
export declare enum KnownCustomDomainStatus {
    /** RetrievingValidationToken */
    RetrievingValidationToken = "RetrievingValidationToken",
    /** Validating */
    Validating = "Validating",
    /** Adding */
    Adding = "Adding",
    /** Ready */
    Ready = "Ready",
    /** Failed */
    Failed = "Failed",
    /** Deleting */
    Deleting = "Deleting",
    /** Unhealthy */
    Unhealthy = "Unhealthy"
}
/**
 * The status of the custom domain \
 * {@link KnownCustomDomainStatus} can be used interchangeably with CustomDomainStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **RetrievingValidationToken** \
 * **Validating** \
 * **Adding** \
 * **Ready** \
 * **Failed** \
 * **Deleting** \
 * **Unhealthy**
 */
export type CustomDomainStatus = string;
/** Static Site Custom Domain Request Properties ARM resource. */
export interface StaticSiteCustomDomainRequestPropertiesARMResource extends ProxyOnlyResource {
    /** Validation method for adding a custom domain */
    validationMethod?: string;
}
export declare function staticSiteCustomDomainRequestPropertiesARMResourceSerializer(item: StaticSiteCustomDomainRequestPropertiesARMResource): any;
/** StaticSiteCustomDomainRequestPropertiesARMResource resource specific properties */
export interface StaticSiteCustomDomainRequestPropertiesARMResourceProperties {
    /** Validation method for adding a custom domain */
    validationMethod?: string;
}
export declare function staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item: StaticSiteCustomDomainRequestPropertiesARMResourceProperties): any;
/** Collection of static site custom domains. */
export interface _StaticSiteCustomDomainOverviewCollection {
    /** The StaticSiteCustomDomainOverviewARMResource items on this page */
    value: StaticSiteCustomDomainOverviewARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteCustomDomainOverviewCollectionDeserializer(item: any): _StaticSiteCustomDomainOverviewCollection;
export declare function staticSiteCustomDomainOverviewARMResourceArrayDeserializer(result: Array<StaticSiteCustomDomainOverviewARMResource>): any[];
/** Static Site Linked Backend ARM resource. */
export interface StaticSiteLinkedBackendARMResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The resource id of the backend linked to the static site */
    backendResourceId?: string;
    /** The region of the backend linked to the static site */
    region?: string;
    /** The date and time on which the backend was linked to the static site. */
    readonly createdOn?: Date;
    /** The provisioning state of the linking process. */
    readonly provisioningState?: string;
}
export declare function staticSiteLinkedBackendARMResourceSerializer(item: StaticSiteLinkedBackendARMResource): any;
export declare function staticSiteLinkedBackendARMResourceDeserializer(item: any): StaticSiteLinkedBackendARMResource;
/** StaticSiteLinkedBackendARMResource resource specific properties */
export interface StaticSiteLinkedBackendARMResourceProperties {
    /** The resource id of the backend linked to the static site */
    backendResourceId?: string;
    /** The region of the backend linked to the static site */
    region?: string;
    /** The date and time on which the backend was linked to the static site. */
    readonly createdOn?: Date;
    /** The provisioning state of the linking process. */
    readonly provisioningState?: string;
}
export declare function staticSiteLinkedBackendARMResourcePropertiesSerializer(item: StaticSiteLinkedBackendARMResourceProperties): any;
export declare function staticSiteLinkedBackendARMResourcePropertiesDeserializer(item: any): StaticSiteLinkedBackendARMResourceProperties;
/** Collection of static site linked backends. */
export interface _StaticSiteLinkedBackendsCollection {
    /** The StaticSiteLinkedBackendARMResource items on this page */
    value: StaticSiteLinkedBackendARMResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _staticSiteLinkedBackendsCollectionDeserializer(item: any): _StaticSiteLinkedBackendsCollection;
export declare function staticSiteLinkedBackendARMResourceArraySerializer(result: Array<StaticSiteLinkedBackendARMResource>): any[];
export declare function staticSiteLinkedBackendARMResourceArrayDeserializer(result: Array<StaticSiteLinkedBackendARMResource>): any[];
/** Request entity for previewing the Static Site workflow */
export interface StaticSitesWorkflowPreviewRequest extends ProxyOnlyResource {
    /** URL for the repository of the static site. */
    repositoryUrl?: string;
    /** The target branch in the repository. */
    branch?: string;
    /** Build properties to configure on the repository. */
    buildProperties?: StaticSiteBuildProperties;
}
export declare function staticSitesWorkflowPreviewRequestSerializer(item: StaticSitesWorkflowPreviewRequest): any;
/** StaticSitesWorkflowPreviewRequest resource specific properties */
export interface StaticSitesWorkflowPreviewRequestProperties {
    /** URL for the repository of the static site. */
    repositoryUrl?: string;
    /** The target branch in the repository. */
    branch?: string;
    /** Build properties to configure on the repository. */
    buildProperties?: StaticSiteBuildProperties;
}
export declare function staticSitesWorkflowPreviewRequestPropertiesSerializer(item: StaticSitesWorkflowPreviewRequestProperties): any;
/** Preview for the Static Site Workflow to be generated */
export interface StaticSitesWorkflowPreview extends ProxyOnlyResource {
    /** The path for the workflow file to be generated */
    readonly path?: string;
    /** The contents for the workflow file to be generated */
    readonly contents?: string;
}
export declare function staticSitesWorkflowPreviewDeserializer(item: any): StaticSitesWorkflowPreview;
/** StaticSitesWorkflowPreview resource specific properties */
export interface StaticSitesWorkflowPreviewProperties {
    /** The path for the workflow file to be generated */
    readonly path?: string;
    /** The contents for the workflow file to be generated */
    readonly contents?: string;
}
export declare function staticSitesWorkflowPreviewPropertiesDeserializer(item: any): StaticSitesWorkflowPreviewProperties;
/** ARM resource for a site. */
export interface SitePatchResource extends ProxyOnlyResource {
    /** Managed service identity. */
    identity?: ManagedServiceIdentity;
    /** Current state of the app. */
    readonly state?: string;
    /** Hostnames associated with the app. */
    readonly hostNames?: string[];
    /** Name of the repository site. */
    readonly repositorySiteName?: string;
    /** State indicating whether the app has exceeded its quota usage. Read-only. */
    readonly usageState?: UsageState;
    /** <code>true</code> if the app is enabled; otherwise, <code>false</code>. Setting this value to false disables the app (takes the app offline). */
    enabled?: boolean;
    /**
     * Enabled hostnames for the app.Hostnames need to be assigned (see HostNames) AND enabled. Otherwise,
     * the app is not served on those hostnames.
     */
    readonly enabledHostNames?: string[];
    /** Management information availability state for the app. */
    readonly availabilityState?: SiteAvailabilityState;
    /** Hostname SSL states are used to manage the SSL bindings for app's hostnames. */
    hostNameSslStates?: HostNameSslState[];
    /** Resource ID of the associated App Service plan, formatted as: "/subscriptions/{subscriptionID}/resourceGroups/{groupName}/providers/Microsoft.Web/serverfarms/{appServicePlanName}". */
    serverFarmId?: string;
    /** <code>true</code> if reserved; otherwise, <code>false</code>. */
    reserved?: boolean;
    /** Obsolete: Hyper-V sandbox. */
    isXenon?: boolean;
    /** Hyper-V sandbox. */
    hyperV?: boolean;
    /** Last time the app was modified, in UTC. Read-only. */
    readonly lastModifiedTimeUtc?: Date;
    /** Property to configure various DNS related settings for a site. */
    dnsConfiguration?: SiteDnsConfig;
    /** Configuration of the app. */
    siteConfig?: SiteConfig;
    /** Azure Traffic Manager hostnames associated with the app. Read-only. */
    readonly trafficManagerHostNames?: string[];
    /** <code>true</code> to stop SCM (KUDU) site when the app is stopped; otherwise, <code>false</code>. The default is <code>false</code>. */
    scmSiteAlsoStopped?: boolean;
    /** Specifies which deployment slot this app will swap into. Read-only. */
    readonly targetSwapSlot?: string;
    /** App Service Environment to use for the app. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** <code>true</code> to enable client affinity; <code>false</code> to stop sending session affinity cookies, which route client requests in the same session to the same instance. Default is <code>true</code>. */
    clientAffinityEnabled?: boolean;
    /** <code>true</code> to override client affinity cookie domain with X-Forwarded-Host request header. <code>false</code> to use default domain. Default is <code>false</code>. */
    clientAffinityProxyEnabled?: boolean;
    /** <code>true</code> to enable client certificate authentication (TLS mutual authentication); otherwise, <code>false</code>. Default is <code>false</code>. */
    clientCertEnabled?: boolean;
    /**
     * This composes with ClientCertEnabled setting.
     * - ClientCertEnabled: false means ClientCert is ignored.
     * - ClientCertEnabled: true and ClientCertMode: Required means ClientCert is required.
     * - ClientCertEnabled: true and ClientCertMode: Optional means ClientCert is optional or accepted.
     */
    clientCertMode?: ClientCertMode;
    /** client certificate authentication comma-separated exclusion paths */
    clientCertExclusionPaths?: string;
    /** <code>true</code> to disable the public hostnames of the app; otherwise, <code>false</code>.\n If <code>true</code>, the app is only accessible via API management process. */
    hostNamesDisabled?: boolean;
    /** Unique identifier that verifies the custom domains assigned to the app. Customer will add this id to a txt record for verification. */
    customDomainVerificationId?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from tenants that site can be hosted with current settings. Read-only. */
    readonly outboundIpAddresses?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from all tenants except dataComponent. Read-only. */
    readonly possibleOutboundIpAddresses?: string;
    /** Size of the function container. */
    containerSize?: number;
    /** Maximum allowed daily memory-time quota (applicable on dynamic apps only). */
    dailyMemoryTimeQuota?: number;
    /** App suspended till in case memory-time quota is exceeded. */
    readonly suspendedTill?: Date;
    /**
     * Maximum number of workers.
     * This only applies to Functions container.
     */
    readonly maxNumberOfWorkers?: number;
    /** If specified during app creation, the app is cloned from a source app. */
    cloningInfo?: CloningInfo;
    /** Name of the resource group the app belongs to. Read-only. */
    readonly resourceGroup?: string;
    /** <code>true</code> if the app is a default container; otherwise, <code>false</code>. */
    readonly isDefaultContainer?: boolean;
    /** Default hostname of the app. Read-only. */
    readonly defaultHostName?: string;
    /** Status of the last deployment slot swap operation. */
    readonly slotSwapStatus?: SlotSwapStatus;
    /**
     * HttpsOnly: configures a web site to accept only https requests. Issues redirect for
     * http requests
     */
    httpsOnly?: boolean;
    /** Site redundancy mode */
    redundancyMode?: RedundancyMode;
    /** Specifies an operation id if this site has a pending operation. */
    readonly inProgressOperationId?: string;
    /** Property to allow or block all public traffic. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Checks if Customer provided storage account is required */
    storageAccountRequired?: boolean;
    /** Identity to use for Key Vault Reference authentication. */
    keyVaultReferenceIdentity?: string;
    /**
     * Azure Resource Manager ID of the Virtual network and subnet to be joined by Regional VNET Integration.
     * This must be of the form /subscriptions/{subscriptionName}/resourceGroups/{resourceGroupName}/providers/Microsoft.Network/virtualNetworks/{vnetName}/subnets/{subnetName}
     */
    virtualNetworkSubnetId?: string;
}
export declare function sitePatchResourceSerializer(item: SitePatchResource): any;
/** SitePatchResource resource specific properties */
export interface SitePatchResourceProperties {
    /** Current state of the app. */
    readonly state?: string;
    /** Hostnames associated with the app. */
    readonly hostNames?: string[];
    /** Name of the repository site. */
    readonly repositorySiteName?: string;
    /** State indicating whether the app has exceeded its quota usage. Read-only. */
    readonly usageState?: UsageState;
    /** <code>true</code> if the app is enabled; otherwise, <code>false</code>. Setting this value to false disables the app (takes the app offline). */
    enabled?: boolean;
    /**
     * Enabled hostnames for the app.Hostnames need to be assigned (see HostNames) AND enabled. Otherwise,
     * the app is not served on those hostnames.
     */
    readonly enabledHostNames?: string[];
    /** Management information availability state for the app. */
    readonly availabilityState?: SiteAvailabilityState;
    /** Hostname SSL states are used to manage the SSL bindings for app's hostnames. */
    hostNameSslStates?: HostNameSslState[];
    /** Resource ID of the associated App Service plan, formatted as: "/subscriptions/{subscriptionID}/resourceGroups/{groupName}/providers/Microsoft.Web/serverfarms/{appServicePlanName}". */
    serverFarmId?: string;
    /** <code>true</code> if reserved; otherwise, <code>false</code>. */
    reserved?: boolean;
    /** Obsolete: Hyper-V sandbox. */
    isXenon?: boolean;
    /** Hyper-V sandbox. */
    hyperV?: boolean;
    /** Last time the app was modified, in UTC. Read-only. */
    readonly lastModifiedTimeUtc?: Date;
    /** Property to configure various DNS related settings for a site. */
    dnsConfiguration?: SiteDnsConfig;
    /** Configuration of the app. */
    siteConfig?: SiteConfig;
    /** Azure Traffic Manager hostnames associated with the app. Read-only. */
    readonly trafficManagerHostNames?: string[];
    /** <code>true</code> to stop SCM (KUDU) site when the app is stopped; otherwise, <code>false</code>. The default is <code>false</code>. */
    scmSiteAlsoStopped?: boolean;
    /** Specifies which deployment slot this app will swap into. Read-only. */
    readonly targetSwapSlot?: string;
    /** App Service Environment to use for the app. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** <code>true</code> to enable client affinity; <code>false</code> to stop sending session affinity cookies, which route client requests in the same session to the same instance. Default is <code>true</code>. */
    clientAffinityEnabled?: boolean;
    /** <code>true</code> to override client affinity cookie domain with X-Forwarded-Host request header. <code>false</code> to use default domain. Default is <code>false</code>. */
    clientAffinityProxyEnabled?: boolean;
    /** <code>true</code> to enable client certificate authentication (TLS mutual authentication); otherwise, <code>false</code>. Default is <code>false</code>. */
    clientCertEnabled?: boolean;
    /**
     * This composes with ClientCertEnabled setting.
     * - ClientCertEnabled: false means ClientCert is ignored.
     * - ClientCertEnabled: true and ClientCertMode: Required means ClientCert is required.
     * - ClientCertEnabled: true and ClientCertMode: Optional means ClientCert is optional or accepted.
     */
    clientCertMode?: ClientCertMode;
    /** client certificate authentication comma-separated exclusion paths */
    clientCertExclusionPaths?: string;
    /** <code>true</code> to disable the public hostnames of the app; otherwise, <code>false</code>.\n If <code>true</code>, the app is only accessible via API management process. */
    hostNamesDisabled?: boolean;
    /** Unique identifier that verifies the custom domains assigned to the app. Customer will add this id to a txt record for verification. */
    customDomainVerificationId?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from tenants that site can be hosted with current settings. Read-only. */
    readonly outboundIpAddresses?: string;
    /** List of IP addresses that the app uses for outbound connections (e.g. database access). Includes VIPs from all tenants except dataComponent. Read-only. */
    readonly possibleOutboundIpAddresses?: string;
    /** Size of the function container. */
    containerSize?: number;
    /** Maximum allowed daily memory-time quota (applicable on dynamic apps only). */
    dailyMemoryTimeQuota?: number;
    /** App suspended till in case memory-time quota is exceeded. */
    readonly suspendedTill?: Date;
    /**
     * Maximum number of workers.
     * This only applies to Functions container.
     */
    readonly maxNumberOfWorkers?: number;
    /** If specified during app creation, the app is cloned from a source app. */
    cloningInfo?: CloningInfo;
    /** Name of the resource group the app belongs to. Read-only. */
    readonly resourceGroup?: string;
    /** <code>true</code> if the app is a default container; otherwise, <code>false</code>. */
    readonly isDefaultContainer?: boolean;
    /** Default hostname of the app. Read-only. */
    readonly defaultHostName?: string;
    /** Status of the last deployment slot swap operation. */
    readonly slotSwapStatus?: SlotSwapStatus;
    /**
     * HttpsOnly: configures a web site to accept only https requests. Issues redirect for
     * http requests
     */
    httpsOnly?: boolean;
    /** Site redundancy mode */
    redundancyMode?: RedundancyMode;
    /** Specifies an operation id if this site has a pending operation. */
    readonly inProgressOperationId?: string;
    /** Property to allow or block all public traffic. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Checks if Customer provided storage account is required */
    storageAccountRequired?: boolean;
    /** Identity to use for Key Vault Reference authentication. */
    keyVaultReferenceIdentity?: string;
    /**
     * Azure Resource Manager ID of the Virtual network and subnet to be joined by Regional VNET Integration.
     * This must be of the form /subscriptions/{subscriptionName}/resourceGroups/{resourceGroupName}/providers/Microsoft.Network/virtualNetworks/{vnetName}/subnets/{subnetName}
     */
    virtualNetworkSubnetId?: string;
}
export declare function sitePatchResourcePropertiesSerializer(item: SitePatchResourceProperties): any;
/** Custom domain analysis. */
export interface CustomHostnameAnalysisResult extends ProxyOnlyResource {
    /** <code>true</code> if hostname is already verified; otherwise, <code>false</code>. */
    readonly isHostnameAlreadyVerified?: boolean;
    /** DNS verification test result. */
    readonly customDomainVerificationTest?: DnsVerificationTestResult;
    /** Raw failure information if DNS verification fails. */
    readonly customDomainVerificationFailureInfo?: ErrorEntity;
    /** <code>true</code> if there is a conflict on a scale unit; otherwise, <code>false</code>. */
    readonly hasConflictOnScaleUnit?: boolean;
    /** <code>true</code> if there is a conflict across subscriptions; otherwise, <code>false</code>. */
    readonly hasConflictAcrossSubscription?: boolean;
    /** Name of the conflicting app on scale unit if it's within the same subscription. */
    readonly conflictingAppResourceId?: string;
    /** CName records controller can see for this hostname. */
    cNameRecords?: string[];
    /** TXT records controller can see for this hostname. */
    txtRecords?: string[];
    /** A records controller can see for this hostname. */
    aRecords?: string[];
    /** Alternate CName records controller can see for this hostname. */
    alternateCNameRecords?: string[];
    /** Alternate TXT records controller can see for this hostname. */
    alternateTxtRecords?: string[];
}
export declare function customHostnameAnalysisResultDeserializer(item: any): CustomHostnameAnalysisResult;
/** CustomHostnameAnalysisResult resource specific properties */
export interface CustomHostnameAnalysisResultProperties {
    /** <code>true</code> if hostname is already verified; otherwise, <code>false</code>. */
    readonly isHostnameAlreadyVerified?: boolean;
    /** DNS verification test result. */
    readonly customDomainVerificationTest?: DnsVerificationTestResult;
    /** Raw failure information if DNS verification fails. */
    readonly customDomainVerificationFailureInfo?: ErrorEntity;
    /** <code>true</code> if there is a conflict on a scale unit; otherwise, <code>false</code>. */
    readonly hasConflictOnScaleUnit?: boolean;
    /** <code>true</code> if there is a conflict across subscriptions; otherwise, <code>false</code>. */
    readonly hasConflictAcrossSubscription?: boolean;
    /** Name of the conflicting app on scale unit if it's within the same subscription. */
    readonly conflictingAppResourceId?: string;
    /** CName records controller can see for this hostname. */
    cNameRecords?: string[];
    /** TXT records controller can see for this hostname. */
    txtRecords?: string[];
    /** A records controller can see for this hostname. */
    aRecords?: string[];
    /** Alternate CName records controller can see for this hostname. */
    alternateCNameRecords?: string[];
    /** Alternate TXT records controller can see for this hostname. */
    alternateTxtRecords?: string[];
}
export declare function customHostnameAnalysisResultPropertiesDeserializer(item: any): CustomHostnameAnalysisResultProperties;
/** DNS verification test result. */
export type DnsVerificationTestResult = "Passed" | "Failed" | "Skipped";
/** Deployment slot parameters. */
export interface CsmSlotEntity {
    /** Destination deployment slot during swap operation. */
    targetSlot: string;
    /** <code>true</code> to preserve Virtual Network to the slot during swap; otherwise, <code>false</code>. */
    preserveVnet: boolean;
}
export declare function csmSlotEntitySerializer(item: CsmSlotEntity): any;
/** Description of a backup which will be performed. */
export interface BackupRequest extends ProxyOnlyResource {
    /** Name of the backup. */
    backupName?: string;
    /** True if the backup schedule is enabled (must be included in that case), false if the backup schedule should be disabled. */
    enabled?: boolean;
    /** SAS URL to the container. */
    storageAccountUrl?: string;
    /** Schedule for the backup if it is executed periodically. */
    backupSchedule?: BackupSchedule;
    /** Databases included in the backup. */
    databases?: DatabaseBackupSetting[];
}
export declare function backupRequestSerializer(item: BackupRequest): any;
export declare function backupRequestDeserializer(item: any): BackupRequest;
/** BackupRequest resource specific properties */
export interface BackupRequestProperties {
    /** Name of the backup. */
    backupName?: string;
    /** True if the backup schedule is enabled (must be included in that case), false if the backup schedule should be disabled. */
    enabled?: boolean;
    /** SAS URL to the container. */
    storageAccountUrl: string;
    /** Schedule for the backup if it is executed periodically. */
    backupSchedule?: BackupSchedule;
    /** Databases included in the backup. */
    databases?: DatabaseBackupSetting[];
}
export declare function backupRequestPropertiesSerializer(item: BackupRequestProperties): any;
export declare function backupRequestPropertiesDeserializer(item: any): BackupRequestProperties;
/** Description of a backup schedule. Describes how often should be the backup performed and what should be the retention policy. */
export interface BackupSchedule {
    /** How often the backup should be executed (e.g. for weekly backup, this should be set to 7 and FrequencyUnit should be set to Day) */
    frequencyInterval: number;
    /** The unit of time for how often the backup should be executed (e.g. for weekly backup, this should be set to Day and FrequencyInterval should be set to 7) */
    frequencyUnit: FrequencyUnit;
    /** True if the retention policy should always keep at least one backup in the storage account, regardless how old it is; false otherwise. */
    keepAtLeastOneBackup: boolean;
    /** After how many days backups should be deleted. */
    retentionPeriodInDays: number;
    /** When the schedule should start working. */
    startTime?: Date;
    /** Last time when this schedule was triggered. */
    readonly lastExecutionTime?: Date;
}
export declare function backupScheduleSerializer(item: BackupSchedule): any;
export declare function backupScheduleDeserializer(item: any): BackupSchedule;
/** The unit of time for how often the backup should be executed (e.g. for weekly backup, this should be set to Day and FrequencyInterval should be set to 7) */
export type FrequencyUnit = "Day" | "Hour";
export declare function databaseBackupSettingArraySerializer(result: Array<DatabaseBackupSetting>): any[];
export declare function databaseBackupSettingArrayDeserializer(result: Array<DatabaseBackupSetting>): any[];
/** Database backup settings. */
export interface DatabaseBackupSetting {
    /** Database type (e.g. SqlAzure / MySql). */
    databaseType: DatabaseType;
    name?: string;
    /**
     * Contains a connection string name that is linked to the SiteConfig.ConnectionStrings.
     * This is used during restore with overwrite connection strings options.
     */
    connectionStringName?: string;
    /** Contains a connection string to a database which is being backed up or restored. If the restore should happen to a new database, the database name inside is the new one. */
    connectionString?: string;
}
export declare function databaseBackupSettingSerializer(item: DatabaseBackupSetting): any;
export declare function databaseBackupSettingDeserializer(item: any): DatabaseBackupSetting;
/** Database type (e.g. SqlAzure / MySql). */
export declare enum KnownDatabaseType {
    /** SqlAzure */
    SqlAzure = "SqlAzure",
    /** MySql */
    MySql = "MySql",
    /** LocalMySql */
    LocalMySql = "LocalMySql",
    /** PostgreSql */
    PostgreSql = "PostgreSql"
}
/**
 * Database type (e.g. SqlAzure / MySql). \
 * {@link KnownDatabaseType} can be used interchangeably with DatabaseType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **SqlAzure** \
 * **MySql** \
 * **LocalMySql** \
 * **PostgreSql**
 */
export type DatabaseType = string;
/** Backup description. */
export interface BackupItem extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Id of the backup. */
    readonly backupId?: number;
    /** SAS URL for the storage account container which contains this backup. */
    readonly storageAccountUrl?: string;
    /** Name of the blob which contains data for this backup. */
    readonly blobName?: string;
    /** Name of this backup. */
    readonly namePropertiesName?: string;
    /** Backup status. */
    readonly status?: BackupItemStatus;
    /** Size of the backup in bytes. */
    readonly sizeInBytes?: number;
    /** Timestamp of the backup creation. */
    readonly created?: Date;
    /** Details regarding this backup. Might contain an error message. */
    readonly log?: string;
    /** List of databases included in the backup. */
    readonly databases?: DatabaseBackupSetting[];
    /** True if this backup has been created due to a schedule being triggered. */
    readonly scheduled?: boolean;
    /** Timestamp of a last restore operation which used this backup. */
    readonly lastRestoreTimeStamp?: Date;
    /** Timestamp when this backup finished. */
    readonly finishedTimeStamp?: Date;
    /** Unique correlation identifier. Please use this along with the timestamp while communicating with Azure support. */
    readonly correlationId?: string;
    /** Size of the original web app which has been backed up. */
    readonly websiteSizeInBytes?: number;
}
export declare function backupItemDeserializer(item: any): BackupItem;
/** BackupItem resource specific properties */
export interface BackupItemProperties {
    /** Id of the backup. */
    readonly backupId?: number;
    /** SAS URL for the storage account container which contains this backup. */
    readonly storageAccountUrl?: string;
    /** Name of the blob which contains data for this backup. */
    readonly blobName?: string;
    /** Name of this backup. */
    readonly name?: string;
    /** Backup status. */
    readonly status?: BackupItemStatus;
    /** Size of the backup in bytes. */
    readonly sizeInBytes?: number;
    /** Timestamp of the backup creation. */
    readonly created?: Date;
    /** Details regarding this backup. Might contain an error message. */
    readonly log?: string;
    /** List of databases included in the backup. */
    readonly databases?: DatabaseBackupSetting[];
    /** True if this backup has been created due to a schedule being triggered. */
    readonly scheduled?: boolean;
    /** Timestamp of a last restore operation which used this backup. */
    readonly lastRestoreTimeStamp?: Date;
    /** Timestamp when this backup finished. */
    readonly finishedTimeStamp?: Date;
    /** Unique correlation identifier. Please use this along with the timestamp while communicating with Azure support. */
    readonly correlationId?: string;
    /** Size of the original web app which has been backed up. */
    readonly websiteSizeInBytes?: number;
}
export declare function backupItemPropertiesDeserializer(item: any): BackupItemProperties;
/** Backup status. */
export type BackupItemStatus = "InProgress" | "Failed" | "Succeeded" | "TimedOut" | "Created" | "Skipped" | "PartiallySucceeded" | "DeleteInProgress" | "DeleteFailed" | "Deleted";
/** Configuration settings for the Azure App Service Authentication / Authorization feature. */
export interface SiteAuthSettings extends ProxyOnlyResource {
    /** <code>true</code> if the Authentication / Authorization feature is enabled for the current app; otherwise, <code>false</code>. */
    enabled?: boolean;
    /**
     * The RuntimeVersion of the Authentication / Authorization feature in use for the current app.
     * The setting in this value can control the behavior of certain features in the Authentication / Authorization module.
     */
    runtimeVersion?: string;
    /** The action to take when an unauthenticated client attempts to access the app. */
    unauthenticatedClientAction?: UnauthenticatedClientAction;
    /**
     * <code>true</code> to durably store platform-specific security tokens that are obtained during login flows; otherwise, <code>false</code>.
     * The default is <code>false</code>.
     */
    tokenStoreEnabled?: boolean;
    /**
     * External URLs that can be redirected to as part of logging in or logging out of the app. Note that the query string part of the URL is ignored.
     * This is an advanced setting typically only needed by Windows Store application backends.
     * Note that URLs within the current domain are always implicitly allowed.
     */
    allowedExternalRedirectUrls?: string[];
    /**
     * The default authentication provider to use when multiple providers are configured.
     * This setting is only needed if multiple providers are configured and the unauthenticated client
     * action is set to "RedirectToLoginPage".
     */
    defaultProvider?: BuiltInAuthenticationProvider;
    /**
     * The number of hours after session token expiration that a session token can be used to
     * call the token refresh API. The default is 72 hours.
     */
    tokenRefreshExtensionHours?: number;
    /**
     * The Client ID of this relying party application, known as the client_id.
     * This setting is required for enabling OpenID Connection authentication with Azure Active Directory or
     * other 3rd party OpenID Connect providers.
     * More information on OpenID Connect: http://openid.net/specs/openid-connect-core-1_0.html
     */
    clientId?: string;
    /**
     * The Client Secret of this relying party application (in Azure Active Directory, this is also referred to as the Key).
     * This setting is optional. If no client secret is configured, the OpenID Connect implicit auth flow is used to authenticate end users.
     * Otherwise, the OpenID Connect Authorization Code Flow is used to authenticate end users.
     * More information on OpenID Connect: http://openid.net/specs/openid-connect-core-1_0.html
     */
    clientSecret?: string;
    /** The app setting name that contains the client secret of the relying party application. */
    clientSecretSettingName?: string;
    /**
     * An alternative to the client secret, that is the thumbprint of a certificate used for signing purposes. This property acts as
     * a replacement for the Client Secret. It is also optional.
     */
    clientSecretCertificateThumbprint?: string;
    /**
     * The OpenID Connect Issuer URI that represents the entity which issues access tokens for this application.
     * When using Azure Active Directory, this value is the URI of the directory tenant, e.g. `https://sts.windows.net/{tenant-guid}/`.
     * This URI is a case-sensitive identifier for the token issuer.
     * More information on OpenID Connect Discovery: http://openid.net/specs/openid-connect-discovery-1_0.html
     */
    issuer?: string;
    /** Gets a value indicating whether the issuer should be a valid HTTPS url and be validated as such. */
    validateIssuer?: boolean;
    /**
     * Allowed audience values to consider when validating JSON Web Tokens issued by
     * Azure Active Directory. Note that the <code>ClientID</code> value is always considered an
     * allowed audience, regardless of this setting.
     */
    allowedAudiences?: string[];
    /**
     * Login parameters to send to the OpenID Connect authorization endpoint when
     * a user logs in. Each parameter must be in the form "key=value".
     */
    additionalLoginParams?: string[];
    /** Gets a JSON string containing the Azure AD Acl settings. */
    aadClaimsAuthorization?: string;
    /**
     * The OpenID Connect Client ID for the Google web application.
     * This setting is required for enabling Google Sign-In.
     * Google Sign-In documentation: https://developers.google.com/identity/sign-in/web/
     */
    googleClientId?: string;
    /**
     * The client secret associated with the Google web application.
     * This setting is required for enabling Google Sign-In.
     * Google Sign-In documentation: https://developers.google.com/identity/sign-in/web/
     */
    googleClientSecret?: string;
    /**
     * The app setting name that contains the client secret associated with
     * the Google web application.
     */
    googleClientSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of Google Sign-In authentication.
     * This setting is optional. If not specified, "openid", "profile", and "email" are used as default scopes.
     * Google Sign-In documentation: https://developers.google.com/identity/sign-in/web/
     */
    googleOAuthScopes?: string[];
    /**
     * The App ID of the Facebook app used for login.
     * This setting is required for enabling Facebook Login.
     * Facebook Login documentation: https://developers.facebook.com/docs/facebook-login
     */
    facebookAppId?: string;
    /**
     * The App Secret of the Facebook app used for Facebook Login.
     * This setting is required for enabling Facebook Login.
     * Facebook Login documentation: https://developers.facebook.com/docs/facebook-login
     */
    facebookAppSecret?: string;
    /** The app setting name that contains the app secret used for Facebook Login. */
    facebookAppSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of Facebook Login authentication.
     * This setting is optional.
     * Facebook Login documentation: https://developers.facebook.com/docs/facebook-login
     */
    facebookOAuthScopes?: string[];
    /**
     * The Client Id of the GitHub app used for login.
     * This setting is required for enabling Github login
     */
    gitHubClientId?: string;
    /**
     * The Client Secret of the GitHub app used for Github Login.
     * This setting is required for enabling Github login.
     */
    gitHubClientSecret?: string;
    /**
     * The app setting name that contains the client secret of the Github
     * app used for GitHub Login.
     */
    gitHubClientSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of GitHub Login authentication.
     * This setting is optional
     */
    gitHubOAuthScopes?: string[];
    /**
     * The OAuth 1.0a consumer key of the Twitter application used for sign-in.
     * This setting is required for enabling Twitter Sign-In.
     * Twitter Sign-In documentation: https://dev.twitter.com/web/sign-in
     */
    twitterConsumerKey?: string;
    /**
     * The OAuth 1.0a consumer secret of the Twitter application used for sign-in.
     * This setting is required for enabling Twitter Sign-In.
     * Twitter Sign-In documentation: https://dev.twitter.com/web/sign-in
     */
    twitterConsumerSecret?: string;
    /**
     * The app setting name that contains the OAuth 1.0a consumer secret of the Twitter
     * application used for sign-in.
     */
    twitterConsumerSecretSettingName?: string;
    /**
     * The OAuth 2.0 client ID that was created for the app used for authentication.
     * This setting is required for enabling Microsoft Account authentication.
     * Microsoft Account OAuth documentation: https://dev.onedrive.com/auth/msa_oauth.htm
     */
    microsoftAccountClientId?: string;
    /**
     * The OAuth 2.0 client secret that was created for the app used for authentication.
     * This setting is required for enabling Microsoft Account authentication.
     * Microsoft Account OAuth documentation: https://dev.onedrive.com/auth/msa_oauth.htm
     */
    microsoftAccountClientSecret?: string;
    /**
     * The app setting name containing the OAuth 2.0 client secret that was created for the
     * app used for authentication.
     */
    microsoftAccountClientSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of Microsoft Account authentication.
     * This setting is optional. If not specified, "wl.basic" is used as the default scope.
     * Microsoft Account Scopes and permissions documentation: https://msdn.microsoft.com/en-us/library/dn631845.aspx
     */
    microsoftAccountOAuthScopes?: string[];
    /**
     * "true" if the auth config settings should be read from a file,
     * "false" otherwise
     */
    isAuthFromFile?: string;
    /**
     * The path of the config file containing auth settings.
     * If the path is relative, base will the site's root directory.
     */
    authFilePath?: string;
    /**
     * The ConfigVersion of the Authentication / Authorization feature in use for the current app.
     * The setting in this value can control the behavior of the control plane for Authentication / Authorization.
     */
    configVersion?: string;
}
export declare function siteAuthSettingsSerializer(item: SiteAuthSettings): any;
export declare function siteAuthSettingsDeserializer(item: any): SiteAuthSettings;
/** SiteAuthSettings resource specific properties */
export interface SiteAuthSettingsProperties {
    /** <code>true</code> if the Authentication / Authorization feature is enabled for the current app; otherwise, <code>false</code>. */
    enabled?: boolean;
    /**
     * The RuntimeVersion of the Authentication / Authorization feature in use for the current app.
     * The setting in this value can control the behavior of certain features in the Authentication / Authorization module.
     */
    runtimeVersion?: string;
    /** The action to take when an unauthenticated client attempts to access the app. */
    unauthenticatedClientAction?: UnauthenticatedClientAction;
    /**
     * <code>true</code> to durably store platform-specific security tokens that are obtained during login flows; otherwise, <code>false</code>.
     * The default is <code>false</code>.
     */
    tokenStoreEnabled?: boolean;
    /**
     * External URLs that can be redirected to as part of logging in or logging out of the app. Note that the query string part of the URL is ignored.
     * This is an advanced setting typically only needed by Windows Store application backends.
     * Note that URLs within the current domain are always implicitly allowed.
     */
    allowedExternalRedirectUrls?: string[];
    /**
     * The default authentication provider to use when multiple providers are configured.
     * This setting is only needed if multiple providers are configured and the unauthenticated client
     * action is set to "RedirectToLoginPage".
     */
    defaultProvider?: BuiltInAuthenticationProvider;
    /**
     * The number of hours after session token expiration that a session token can be used to
     * call the token refresh API. The default is 72 hours.
     */
    tokenRefreshExtensionHours?: number;
    /**
     * The Client ID of this relying party application, known as the client_id.
     * This setting is required for enabling OpenID Connection authentication with Azure Active Directory or
     * other 3rd party OpenID Connect providers.
     * More information on OpenID Connect: http://openid.net/specs/openid-connect-core-1_0.html
     */
    clientId?: string;
    /**
     * The Client Secret of this relying party application (in Azure Active Directory, this is also referred to as the Key).
     * This setting is optional. If no client secret is configured, the OpenID Connect implicit auth flow is used to authenticate end users.
     * Otherwise, the OpenID Connect Authorization Code Flow is used to authenticate end users.
     * More information on OpenID Connect: http://openid.net/specs/openid-connect-core-1_0.html
     */
    clientSecret?: string;
    /** The app setting name that contains the client secret of the relying party application. */
    clientSecretSettingName?: string;
    /**
     * An alternative to the client secret, that is the thumbprint of a certificate used for signing purposes. This property acts as
     * a replacement for the Client Secret. It is also optional.
     */
    clientSecretCertificateThumbprint?: string;
    /**
     * The OpenID Connect Issuer URI that represents the entity which issues access tokens for this application.
     * When using Azure Active Directory, this value is the URI of the directory tenant, e.g. `https://sts.windows.net/{tenant-guid}/`.
     * This URI is a case-sensitive identifier for the token issuer.
     * More information on OpenID Connect Discovery: http://openid.net/specs/openid-connect-discovery-1_0.html
     */
    issuer?: string;
    /** Gets a value indicating whether the issuer should be a valid HTTPS url and be validated as such. */
    validateIssuer?: boolean;
    /**
     * Allowed audience values to consider when validating JSON Web Tokens issued by
     * Azure Active Directory. Note that the <code>ClientID</code> value is always considered an
     * allowed audience, regardless of this setting.
     */
    allowedAudiences?: string[];
    /**
     * Login parameters to send to the OpenID Connect authorization endpoint when
     * a user logs in. Each parameter must be in the form "key=value".
     */
    additionalLoginParams?: string[];
    /** Gets a JSON string containing the Azure AD Acl settings. */
    aadClaimsAuthorization?: string;
    /**
     * The OpenID Connect Client ID for the Google web application.
     * This setting is required for enabling Google Sign-In.
     * Google Sign-In documentation: https://developers.google.com/identity/sign-in/web/
     */
    googleClientId?: string;
    /**
     * The client secret associated with the Google web application.
     * This setting is required for enabling Google Sign-In.
     * Google Sign-In documentation: https://developers.google.com/identity/sign-in/web/
     */
    googleClientSecret?: string;
    /**
     * The app setting name that contains the client secret associated with
     * the Google web application.
     */
    googleClientSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of Google Sign-In authentication.
     * This setting is optional. If not specified, "openid", "profile", and "email" are used as default scopes.
     * Google Sign-In documentation: https://developers.google.com/identity/sign-in/web/
     */
    googleOAuthScopes?: string[];
    /**
     * The App ID of the Facebook app used for login.
     * This setting is required for enabling Facebook Login.
     * Facebook Login documentation: https://developers.facebook.com/docs/facebook-login
     */
    facebookAppId?: string;
    /**
     * The App Secret of the Facebook app used for Facebook Login.
     * This setting is required for enabling Facebook Login.
     * Facebook Login documentation: https://developers.facebook.com/docs/facebook-login
     */
    facebookAppSecret?: string;
    /** The app setting name that contains the app secret used for Facebook Login. */
    facebookAppSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of Facebook Login authentication.
     * This setting is optional.
     * Facebook Login documentation: https://developers.facebook.com/docs/facebook-login
     */
    facebookOAuthScopes?: string[];
    /**
     * The Client Id of the GitHub app used for login.
     * This setting is required for enabling Github login
     */
    gitHubClientId?: string;
    /**
     * The Client Secret of the GitHub app used for Github Login.
     * This setting is required for enabling Github login.
     */
    gitHubClientSecret?: string;
    /**
     * The app setting name that contains the client secret of the Github
     * app used for GitHub Login.
     */
    gitHubClientSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of GitHub Login authentication.
     * This setting is optional
     */
    gitHubOAuthScopes?: string[];
    /**
     * The OAuth 1.0a consumer key of the Twitter application used for sign-in.
     * This setting is required for enabling Twitter Sign-In.
     * Twitter Sign-In documentation: https://dev.twitter.com/web/sign-in
     */
    twitterConsumerKey?: string;
    /**
     * The OAuth 1.0a consumer secret of the Twitter application used for sign-in.
     * This setting is required for enabling Twitter Sign-In.
     * Twitter Sign-In documentation: https://dev.twitter.com/web/sign-in
     */
    twitterConsumerSecret?: string;
    /**
     * The app setting name that contains the OAuth 1.0a consumer secret of the Twitter
     * application used for sign-in.
     */
    twitterConsumerSecretSettingName?: string;
    /**
     * The OAuth 2.0 client ID that was created for the app used for authentication.
     * This setting is required for enabling Microsoft Account authentication.
     * Microsoft Account OAuth documentation: https://dev.onedrive.com/auth/msa_oauth.htm
     */
    microsoftAccountClientId?: string;
    /**
     * The OAuth 2.0 client secret that was created for the app used for authentication.
     * This setting is required for enabling Microsoft Account authentication.
     * Microsoft Account OAuth documentation: https://dev.onedrive.com/auth/msa_oauth.htm
     */
    microsoftAccountClientSecret?: string;
    /**
     * The app setting name containing the OAuth 2.0 client secret that was created for the
     * app used for authentication.
     */
    microsoftAccountClientSecretSettingName?: string;
    /**
     * The OAuth 2.0 scopes that will be requested as part of Microsoft Account authentication.
     * This setting is optional. If not specified, "wl.basic" is used as the default scope.
     * Microsoft Account Scopes and permissions documentation: https://msdn.microsoft.com/en-us/library/dn631845.aspx
     */
    microsoftAccountOAuthScopes?: string[];
    /**
     * "true" if the auth config settings should be read from a file,
     * "false" otherwise
     */
    isAuthFromFile?: string;
    /**
     * The path of the config file containing auth settings.
     * If the path is relative, base will the site's root directory.
     */
    authFilePath?: string;
    /**
     * The ConfigVersion of the Authentication / Authorization feature in use for the current app.
     * The setting in this value can control the behavior of the control plane for Authentication / Authorization.
     */
    configVersion?: string;
}
export declare function siteAuthSettingsPropertiesSerializer(item: SiteAuthSettingsProperties): any;
export declare function siteAuthSettingsPropertiesDeserializer(item: any): SiteAuthSettingsProperties;
/** The action to take when an unauthenticated client attempts to access the app. */
export type UnauthenticatedClientAction = "RedirectToLoginPage" | "AllowAnonymous";
/**
 * The default authentication provider to use when multiple providers are configured.
 * This setting is only needed if multiple providers are configured and the unauthenticated client
 * action is set to "RedirectToLoginPage".
 */
export type BuiltInAuthenticationProvider = "AzureActiveDirectory" | "Facebook" | "Google" | "MicrosoftAccount" | "Twitter" | "Github";
/** AzureStorageInfo dictionary resource. */
export interface AzureStoragePropertyDictionaryResource extends ProxyOnlyResource {
    /** Azure storage accounts. */
    properties?: Record<string, AzureStorageInfoValue>;
}
export declare function azureStoragePropertyDictionaryResourceSerializer(item: AzureStoragePropertyDictionaryResource): any;
export declare function azureStoragePropertyDictionaryResourceDeserializer(item: any): AzureStoragePropertyDictionaryResource;
/** String dictionary resource. */
export interface ConnectionStringDictionary extends ProxyOnlyResource {
    /** Connection strings. */
    properties?: Record<string, ConnStringValueTypePair>;
}
export declare function connectionStringDictionarySerializer(item: ConnectionStringDictionary): any;
export declare function connectionStringDictionaryDeserializer(item: any): ConnectionStringDictionary;
export declare function connStringValueTypePairRecordSerializer(item: Record<string, ConnStringValueTypePair>): Record<string, any>;
export declare function connStringValueTypePairRecordDeserializer(item: Record<string, any>): Record<string, ConnStringValueTypePair>;
/** Database connection string value to type pair. */
export interface ConnStringValueTypePair {
    /** Value of pair. */
    value: string;
    /** Type of database. */
    type: ConnectionStringType;
}
export declare function connStringValueTypePairSerializer(item: ConnStringValueTypePair): any;
export declare function connStringValueTypePairDeserializer(item: any): ConnStringValueTypePair;
/** Description of a restore request. */
export interface RestoreRequest extends ProxyOnlyResource {
    /** SAS URL to the container. */
    storageAccountUrl?: string;
    /** Name of a blob which contains the backup. */
    blobName?: string;
    /** <code>true</code> if the restore operation can overwrite target app; otherwise, <code>false</code>. <code>true</code> is needed if trying to restore over an existing app. */
    overwrite?: boolean;
    /** Name of an app. */
    siteName?: string;
    /** Collection of databases which should be restored. This list has to match the list of databases included in the backup. */
    databases?: DatabaseBackupSetting[];
    /** Changes a logic when restoring an app with custom domains. <code>true</code> to remove custom domains automatically. If <code>false</code>, custom domains are added to \nthe app's object when it is being restored, but that might fail due to conflicts during the operation. */
    ignoreConflictingHostNames?: boolean;
    /** Ignore the databases and only restore the site content */
    ignoreDatabases?: boolean;
    /** Specify app service plan that will own restored site. */
    appServicePlan?: string;
    /** Operation type. */
    operationType?: BackupRestoreOperationType;
    /** <code>true</code> if SiteConfig.ConnectionStrings should be set in new app; otherwise, <code>false</code>. */
    adjustConnectionStrings?: boolean;
    /** App Service Environment name, if needed (only when restoring an app to an App Service Environment). */
    hostingEnvironment?: string;
}
export declare function restoreRequestSerializer(item: RestoreRequest): any;
export declare function restoreRequestDeserializer(item: any): RestoreRequest;
/** RestoreRequest resource specific properties */
export interface RestoreRequestProperties {
    /** SAS URL to the container. */
    storageAccountUrl: string;
    /** Name of a blob which contains the backup. */
    blobName?: string;
    /** <code>true</code> if the restore operation can overwrite target app; otherwise, <code>false</code>. <code>true</code> is needed if trying to restore over an existing app. */
    overwrite: boolean;
    /** Name of an app. */
    siteName?: string;
    /** Collection of databases which should be restored. This list has to match the list of databases included in the backup. */
    databases?: DatabaseBackupSetting[];
    /** Changes a logic when restoring an app with custom domains. <code>true</code> to remove custom domains automatically. If <code>false</code>, custom domains are added to \nthe app's object when it is being restored, but that might fail due to conflicts during the operation. */
    ignoreConflictingHostNames?: boolean;
    /** Ignore the databases and only restore the site content */
    ignoreDatabases?: boolean;
    /** Specify app service plan that will own restored site. */
    appServicePlan?: string;
    /** Operation type. */
    operationType?: BackupRestoreOperationType;
    /** <code>true</code> if SiteConfig.ConnectionStrings should be set in new app; otherwise, <code>false</code>. */
    adjustConnectionStrings?: boolean;
    /** App Service Environment name, if needed (only when restoring an app to an App Service Environment). */
    hostingEnvironment?: string;
}
export declare function restoreRequestPropertiesSerializer(item: RestoreRequestProperties): any;
export declare function restoreRequestPropertiesDeserializer(item: any): RestoreRequestProperties;
/** Operation type. */
export type BackupRestoreOperationType = "Default" | "Clone" | "Relocation" | "Snapshot" | "CloudFS";
/** Functions host level keys. */
export interface HostKeys {
    /** Secret key. */
    masterKey?: string;
    /** Host level function keys. */
    functionKeys?: Record<string, string>;
    /** System keys. */
    systemKeys?: Record<string, string>;
}
export declare function hostKeysDeserializer(item: any): HostKeys;
/** Function key info. */
export interface KeyInfo {
    /** Key name */
    name?: string;
    /** Key value */
    value?: string;
}
export declare function keyInfoSerializer(item: KeyInfo): any;
export declare function keyInfoDeserializer(item: any): KeyInfo;
/** Hybrid Connection contract. This is used to configure a Hybrid Connection. */
export interface HybridConnection extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The name of the Service Bus namespace. */
    serviceBusNamespace?: string;
    /** The name of the Service Bus relay. */
    relayName?: string;
    /** The ARM URI to the Service Bus relay. */
    relayArmUri?: string;
    /** The hostname of the endpoint. */
    hostname?: string;
    /** The port of the endpoint. */
    port?: number;
    /** The name of the Service Bus key which has Send permissions. This is used to authenticate to Service Bus. */
    sendKeyName?: string;
    /**
     * The value of the Service Bus key. This is used to authenticate to Service Bus. In ARM this key will not be returned
     * normally, use the POST /listKeys API instead.
     */
    sendKeyValue?: string;
    /** The suffix for the service bus endpoint. By default this is .servicebus.windows.net */
    serviceBusSuffix?: string;
}
export declare function hybridConnectionSerializer(item: HybridConnection): any;
export declare function hybridConnectionDeserializer(item: any): HybridConnection;
/** HybridConnection resource specific properties */
export interface HybridConnectionProperties {
    /** The name of the Service Bus namespace. */
    serviceBusNamespace?: string;
    /** The name of the Service Bus relay. */
    relayName?: string;
    /** The ARM URI to the Service Bus relay. */
    relayArmUri?: string;
    /** The hostname of the endpoint. */
    hostname?: string;
    /** The port of the endpoint. */
    port?: number;
    /** The name of the Service Bus key which has Send permissions. This is used to authenticate to Service Bus. */
    sendKeyName?: string;
    /**
     * The value of the Service Bus key. This is used to authenticate to Service Bus. In ARM this key will not be returned
     * normally, use the POST /listKeys API instead.
     */
    sendKeyValue?: string;
    /** The suffix for the service bus endpoint. By default this is .servicebus.windows.net */
    serviceBusSuffix?: string;
}
export declare function hybridConnectionPropertiesSerializer(item: HybridConnectionProperties): any;
export declare function hybridConnectionPropertiesDeserializer(item: any): HybridConnectionProperties;
/** Hybrid Connection for an App Service app. */
export interface RelayServiceConnectionEntity extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    entityName?: string;
    entityConnectionString?: string;
    resourceType?: string;
    resourceConnectionString?: string;
    hostname?: string;
    port?: number;
    biztalkUri?: string;
}
export declare function relayServiceConnectionEntitySerializer(item: RelayServiceConnectionEntity): any;
export declare function relayServiceConnectionEntityDeserializer(item: any): RelayServiceConnectionEntity;
/** RelayServiceConnectionEntity resource specific properties */
export interface RelayServiceConnectionEntityProperties {
    entityName?: string;
    entityConnectionString?: string;
    resourceType?: string;
    resourceConnectionString?: string;
    hostname?: string;
    port?: number;
    biztalkUri?: string;
}
export declare function relayServiceConnectionEntityPropertiesSerializer(item: RelayServiceConnectionEntityProperties): any;
export declare function relayServiceConnectionEntityPropertiesDeserializer(item: any): RelayServiceConnectionEntityProperties;
/** Represents whether or not an app is cloneable. */
export interface SiteCloneability {
    /** Name of app. */
    result?: CloneAbilityResult;
    /** List of features enabled on app that prevent cloning. */
    blockingFeatures?: SiteCloneabilityCriterion[];
    /**
     * List of features enabled on app that are non-blocking but cannot be cloned. The app can still be cloned
     * but the features in this list will not be set up on cloned app.
     */
    unsupportedFeatures?: SiteCloneabilityCriterion[];
    /** List of blocking application characteristics. */
    blockingCharacteristics?: SiteCloneabilityCriterion[];
}
export declare function siteCloneabilityDeserializer(item: any): SiteCloneability;
/** Name of app. */
export type CloneAbilityResult = "Cloneable" | "PartiallyCloneable" | "NotCloneable";
export declare function siteCloneabilityCriterionArrayDeserializer(result: Array<SiteCloneabilityCriterion>): any[];
/** An app cloneability criterion. */
export interface SiteCloneabilityCriterion {
    /** Name of criterion. */
    name?: string;
    /** Description of criterion. */
    description?: string;
}
export declare function siteCloneabilityCriterionDeserializer(item: any): SiteCloneabilityCriterion;
/** Collection of backup items. */
export interface _BackupItemCollection {
    /** The BackupItem items on this page */
    value: BackupItem[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _backupItemCollectionDeserializer(item: any): _BackupItemCollection;
export declare function backupItemArrayDeserializer(result: Array<BackupItem>): any[];
/** Function secrets. */
export interface FunctionSecrets {
    /** Secret key. */
    key?: string;
    /** Trigger URL. */
    triggerUrl?: string;
}
export declare function functionSecretsDeserializer(item: any): FunctionSecrets;
/** Network trace */
export interface NetworkTrace {
    /** Local file path for the captured network trace file. */
    path?: string;
    /** Current status of the network trace operation, same as Operation.Status (InProgress/Succeeded/Failed). */
    status?: string;
    /** Detailed message of a network trace operation, e.g. error message in case of failure. */
    message?: string;
}
export declare function networkTraceDeserializer(item: any): NetworkTrace;
/** Collection of performance monitor counters. */
export interface _PerfMonCounterCollection {
    /** The PerfMonResponse items on this page */
    value: PerfMonResponse[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _perfMonCounterCollectionDeserializer(item: any): _PerfMonCounterCollection;
export declare function perfMonResponseArrayDeserializer(result: Array<PerfMonResponse>): any[];
/** Performance monitor API response. */
export interface PerfMonResponse {
    /** The response code. */
    code?: string;
    /** The message. */
    message?: string;
    /** The performance monitor counters. */
    data?: PerfMonSet;
}
export declare function perfMonResponseDeserializer(item: any): PerfMonResponse;
/** Metric information. */
export interface PerfMonSet {
    /** Unique key name of the counter. */
    name?: string;
    /** Start time of the period. */
    startTime?: Date;
    /** End time of the period. */
    endTime?: Date;
    /** Presented time grain. */
    timeGrain?: string;
    /** Collection of workers that are active during this time. */
    values?: PerfMonSample[];
}
export declare function perfMonSetDeserializer(item: any): PerfMonSet;
export declare function perfMonSampleArrayDeserializer(result: Array<PerfMonSample>): any[];
/** Performance monitor sample in a set. */
export interface PerfMonSample {
    /** Point in time for which counter was measured. */
    time?: Date;
    /** Name of the server on which the measurement is made. */
    instanceName?: string;
    /** Value of counter at a certain time. */
    value?: number;
}
export declare function perfMonSampleDeserializer(item: any): PerfMonSample;
/** Used for getting PHP error logging flag. */
export interface SitePhpErrorLogFlag extends ProxyOnlyResource {
    /** Local log_errors setting. */
    localLogErrors?: string;
    /** Master log_errors setting. */
    masterLogErrors?: string;
    /** Local log_errors_max_len setting. */
    localLogErrorsMaxLength?: string;
    /** Master log_errors_max_len setting. */
    masterLogErrorsMaxLength?: string;
}
export declare function sitePhpErrorLogFlagDeserializer(item: any): SitePhpErrorLogFlag;
/** SitePhpErrorLogFlag resource specific properties */
export interface SitePhpErrorLogFlagProperties {
    /** Local log_errors setting. */
    localLogErrors?: string;
    /** Master log_errors setting. */
    masterLogErrors?: string;
    /** Local log_errors_max_len setting. */
    localLogErrorsMaxLength?: string;
    /** Master log_errors_max_len setting. */
    masterLogErrorsMaxLength?: string;
}
export declare function sitePhpErrorLogFlagPropertiesDeserializer(item: any): SitePhpErrorLogFlagProperties;
/** Premier add-on. */
export interface PremierAddOn extends TrackedResource {
    /** Kind of resource. */
    kind?: string;
    /** Premier add on SKU. */
    sku?: string;
    /** Premier add on Product. */
    product?: string;
    /** Premier add on Vendor. */
    vendor?: string;
    /** Premier add on Marketplace publisher. */
    marketplacePublisher?: string;
    /** Premier add on Marketplace offer. */
    marketplaceOffer?: string;
}
export declare function premierAddOnSerializer(item: PremierAddOn): any;
export declare function premierAddOnDeserializer(item: any): PremierAddOn;
/** PremierAddOn resource specific properties */
export interface PremierAddOnProperties {
    /** Premier add on SKU. */
    sku?: string;
    /** Premier add on Product. */
    product?: string;
    /** Premier add on Vendor. */
    vendor?: string;
    /** Premier add on Marketplace publisher. */
    marketplacePublisher?: string;
    /** Premier add on Marketplace offer. */
    marketplaceOffer?: string;
}
export declare function premierAddOnPropertiesSerializer(item: PremierAddOnProperties): any;
export declare function premierAddOnPropertiesDeserializer(item: any): PremierAddOnProperties;
/** Publishing options for requested profile. */
export interface CsmPublishingProfileOptions {
    /**
     * Name of the format. Valid values are:
     * FileZilla3
     * WebDeploy -- default
     * Ftp
     */
    format?: PublishingProfileFormat;
    /** Include the DisasterRecover endpoint if true */
    includeDisasterRecoveryEndpoints?: boolean;
}
export declare function csmPublishingProfileOptionsSerializer(item: CsmPublishingProfileOptions): any;
/**
 * Name of the format. Valid values are:
 * FileZilla3
 * WebDeploy -- default
 * Ftp
 */
export declare enum KnownPublishingProfileFormat {
    /** FileZilla3 */
    FileZilla3 = "FileZilla3",
    /** WebDeploy */
    WebDeploy = "WebDeploy",
    /** Ftp */
    Ftp = "Ftp"
}
/**
 * Name of the format. Valid values are:
 * FileZilla3
 * WebDeploy -- default
 * Ftp \
 * {@link KnownPublishingProfileFormat} can be used interchangeably with PublishingProfileFormat,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **FileZilla3** \
 * **WebDeploy** \
 * **Ftp**
 */
export type PublishingProfileFormat = string;
/** Details about restoring a deleted app. */
export interface DeletedAppRestoreRequest extends ProxyOnlyResource {
    /**
     * ARM resource ID of the deleted app. Example:
     * /subscriptions/{subId}/providers/Microsoft.Web/deletedSites/{deletedSiteId}
     */
    deletedSiteId?: string;
    /** If true, deleted site configuration, in addition to content, will be restored. */
    recoverConfiguration?: boolean;
    /**
     * Point in time to restore the deleted app from, formatted as a DateTime string.
     * If unspecified, default value is the time that the app was deleted.
     */
    snapshotTime?: string;
    /** If true, the snapshot is retrieved from DRSecondary endpoint. */
    useDRSecondary?: boolean;
}
export declare function deletedAppRestoreRequestSerializer(item: DeletedAppRestoreRequest): any;
/** DeletedAppRestoreRequest resource specific properties */
export interface DeletedAppRestoreRequestProperties {
    /**
     * ARM resource ID of the deleted app. Example:
     * /subscriptions/{subId}/providers/Microsoft.Web/deletedSites/{deletedSiteId}
     */
    deletedSiteId?: string;
    /** If true, deleted site configuration, in addition to content, will be restored. */
    recoverConfiguration?: boolean;
    /**
     * Point in time to restore the deleted app from, formatted as a DateTime string.
     * If unspecified, default value is the time that the app was deleted.
     */
    snapshotTime?: string;
    /** If true, the snapshot is retrieved from DRSecondary endpoint. */
    useDRSecondary?: boolean;
}
export declare function deletedAppRestoreRequestPropertiesSerializer(item: DeletedAppRestoreRequestProperties): any;
/** Details about app recovery operation. */
export interface SnapshotRestoreRequest extends ProxyOnlyResource {
    /** Point in time in which the app restore should be done, formatted as a DateTime string. */
    snapshotTime?: string;
    /**
     * Optional. Specifies the web app that snapshot contents will be retrieved from.
     * If empty, the targeted web app will be used as the source.
     */
    recoverySource?: SnapshotRecoverySource;
    /** If <code>true</code> the restore operation can overwrite source app; otherwise, <code>false</code>. */
    overwrite?: boolean;
    /** If true, site configuration, in addition to content, will be reverted. */
    recoverConfiguration?: boolean;
    /**
     * If true, custom hostname conflicts will be ignored when recovering to a target web app.
     * This setting is only necessary when RecoverConfiguration is enabled.
     */
    ignoreConflictingHostNames?: boolean;
    /** If true, the snapshot is retrieved from DRSecondary endpoint. */
    useDRSecondary?: boolean;
}
export declare function snapshotRestoreRequestSerializer(item: SnapshotRestoreRequest): any;
/** SnapshotRestoreRequest resource specific properties */
export interface SnapshotRestoreRequestProperties {
    /** Point in time in which the app restore should be done, formatted as a DateTime string. */
    snapshotTime?: string;
    /**
     * Optional. Specifies the web app that snapshot contents will be retrieved from.
     * If empty, the targeted web app will be used as the source.
     */
    recoverySource?: SnapshotRecoverySource;
    /** If <code>true</code> the restore operation can overwrite source app; otherwise, <code>false</code>. */
    overwrite: boolean;
    /** If true, site configuration, in addition to content, will be reverted. */
    recoverConfiguration?: boolean;
    /**
     * If true, custom hostname conflicts will be ignored when recovering to a target web app.
     * This setting is only necessary when RecoverConfiguration is enabled.
     */
    ignoreConflictingHostNames?: boolean;
    /** If true, the snapshot is retrieved from DRSecondary endpoint. */
    useDRSecondary?: boolean;
}
export declare function snapshotRestoreRequestPropertiesSerializer(item: SnapshotRestoreRequestProperties): any;
/** Specifies the web app that snapshot contents will be retrieved from. */
export interface SnapshotRecoverySource {
    /** Geographical location of the source web app, e.g. SouthEastAsia, SouthCentralUS */
    location?: string;
    /**
     * ARM resource ID of the source app.
     * /subscriptions/{subId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{siteName} for production slots and
     * /subscriptions/{subId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{siteName}/slots/{slotName} for other slots.
     */
    id?: string;
}
export declare function snapshotRecoverySourceSerializer(item: SnapshotRecoverySource): any;
/** Collection of slot differences. */
export interface _SlotDifferenceCollection {
    /** The SlotDifference items on this page */
    value: SlotDifference[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _slotDifferenceCollectionDeserializer(item: any): _SlotDifferenceCollection;
export declare function slotDifferenceArrayDeserializer(result: Array<SlotDifference>): any[];
/** A setting difference between two deployment slots of an app. */
export interface SlotDifference extends ProxyOnlyResource {
    /** Level of the difference: Information, Warning or Error. */
    readonly level?: string;
    /** The type of the setting: General, AppSetting or ConnectionString. */
    readonly settingType?: string;
    /** Rule that describes how to process the setting difference during a slot swap. */
    readonly diffRule?: string;
    /** Name of the setting. */
    readonly settingName?: string;
    /** Value of the setting in the current slot. */
    readonly valueInCurrentSlot?: string;
    /** Value of the setting in the target slot. */
    readonly valueInTargetSlot?: string;
    /** Description of the setting difference. */
    readonly description?: string;
}
export declare function slotDifferenceDeserializer(item: any): SlotDifference;
/** SlotDifference resource specific properties */
export interface SlotDifferenceProperties {
    /** Level of the difference: Information, Warning or Error. */
    readonly level?: string;
    /** The type of the setting: General, AppSetting or ConnectionString. */
    readonly settingType?: string;
    /** Rule that describes how to process the setting difference during a slot swap. */
    readonly diffRule?: string;
    /** Name of the setting. */
    readonly settingName?: string;
    /** Value of the setting in the current slot. */
    readonly valueInCurrentSlot?: string;
    /** Value of the setting in the target slot. */
    readonly valueInTargetSlot?: string;
    /** Description of the setting difference. */
    readonly description?: string;
}
export declare function slotDifferencePropertiesDeserializer(item: any): SlotDifferenceProperties;
/** Collection of snapshots which can be used to revert an app to a previous time. */
export interface _SnapshotCollection {
    /** The Snapshot items on this page */
    value: Snapshot[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _snapshotCollectionDeserializer(item: any): _SnapshotCollection;
export declare function snapshotArrayDeserializer(result: Array<Snapshot>): any[];
/** A snapshot of an app. */
export interface Snapshot extends ProxyOnlyResource {
    /** The time the snapshot was taken. */
    readonly time?: string;
}
export declare function snapshotDeserializer(item: any): Snapshot;
/** Snapshot resource specific properties */
export interface SnapshotProperties {
    /** The time the snapshot was taken. */
    readonly time?: string;
}
export declare function snapshotPropertiesDeserializer(item: any): SnapshotProperties;
/** The workflow filter. */
export interface WorkflowArtifacts {
    /** Application settings of the workflow. */
    appSettings?: Record<string, unknown>;
    /** Files of the app. */
    files?: Record<string, Record<string, unknown>>;
    /** Files of the app to delete. */
    filesToDelete?: string[];
}
export declare function workflowArtifactsSerializer(item: WorkflowArtifacts): any;
/** Workflow properties definition. */
export interface WorkflowEnvelope extends ProxyResource {
    /** Additional workflow properties. */
    properties?: WorkflowEnvelopeProperties;
    /** The resource kind. */
    kind?: string;
    /** The resource location. */
    location?: string;
}
export declare function workflowEnvelopeDeserializer(item: any): WorkflowEnvelope;
/** Additional workflow properties. */
export interface WorkflowEnvelopeProperties {
    /** Gets or sets the files. */
    files?: Record<string, Record<string, unknown>>;
    /** Gets or sets the state of the workflow. */
    flowState?: WorkflowState;
    /** Gets or sets workflow health. */
    health?: WorkflowHealth;
}
export declare function workflowEnvelopePropertiesDeserializer(item: any): WorkflowEnvelopeProperties;
/** The workflow state. */
export declare enum KnownWorkflowState {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Completed */
    Completed = "Completed",
    /** Enabled */
    Enabled = "Enabled",
    /** Disabled */
    Disabled = "Disabled",
    /** Deleted */
    Deleted = "Deleted",
    /** Suspended */
    Suspended = "Suspended"
}
/**
 * The workflow state. \
 * {@link KnownWorkflowState} can be used interchangeably with WorkflowState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Completed** \
 * **Enabled** \
 * **Disabled** \
 * **Deleted** \
 * **Suspended**
 */
export type WorkflowState = string;
/** Represents the workflow health. */
export interface WorkflowHealth {
    /** Gets or sets the workflow health state. */
    state: WorkflowHealthState;
    /** Gets or sets the workflow error. */
    error?: ErrorEntity;
}
export declare function workflowHealthDeserializer(item: any): WorkflowHealth;
/** Gets or sets the workflow health state. */
export type WorkflowHealthState = "NotSpecified" | "Healthy" | "Unhealthy" | "Unknown";
/** Virtual Network information ARM resource. */
export interface VnetInfoResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The Virtual Network's resource ID. */
    vnetResourceId?: string;
    /** The client certificate thumbprint. */
    readonly certThumbprint?: string;
    /** A certificate file (.cer) blob containing the public key of the private key used to authenticate a \nPoint-To-Site VPN connection. */
    certBlob?: string;
    /** The routes that this Virtual Network connection uses. */
    readonly routes?: VnetRoute[];
    /** <code>true</code> if a resync is required; otherwise, <code>false</code>. */
    readonly resyncRequired?: boolean;
    /** DNS servers to be used by this Virtual Network. This should be a comma-separated list of IP addresses. */
    dnsServers?: string;
    /** Flag that is used to denote if this is VNET injection */
    isSwift?: boolean;
}
export declare function vnetInfoResourceSerializer(item: VnetInfoResource): any;
export declare function vnetInfoResourceDeserializer(item: any): VnetInfoResource;
/** Virtual Network information contract. */
export interface VnetInfo {
    /** The Virtual Network's resource ID. */
    vnetResourceId?: string;
    /** The client certificate thumbprint. */
    readonly certThumbprint?: string;
    /** A certificate file (.cer) blob containing the public key of the private key used to authenticate a \nPoint-To-Site VPN connection. */
    certBlob?: string;
    /** The routes that this Virtual Network connection uses. */
    readonly routes?: VnetRoute[];
    /** <code>true</code> if a resync is required; otherwise, <code>false</code>. */
    readonly resyncRequired?: boolean;
    /** DNS servers to be used by this Virtual Network. This should be a comma-separated list of IP addresses. */
    dnsServers?: string;
    /** Flag that is used to denote if this is VNET injection */
    isSwift?: boolean;
}
export declare function vnetInfoSerializer(item: VnetInfo): any;
export declare function vnetInfoDeserializer(item: any): VnetInfo;
export declare function vnetRouteArraySerializer(result: Array<VnetRoute>): any[];
export declare function vnetRouteArrayDeserializer(result: Array<VnetRoute>): any[];
/** Virtual Network route contract used to pass routing information for a Virtual Network. */
export interface VnetRoute extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The starting address for this route. This may also include a CIDR notation, in which case the end address must not be specified. */
    startAddress?: string;
    /** The ending address for this route. If the start address is specified in CIDR notation, this must be omitted. */
    endAddress?: string;
    /**
     * The type of route this is:
     * DEFAULT - By default, every app has routes to the local address ranges specified by RFC1918
     * INHERITED - Routes inherited from the real Virtual Network routes
     * STATIC - Static route set on the app only
     *
     * These values will be used for syncing an app's routes with those from a Virtual Network.
     */
    routeType?: RouteType;
}
export declare function vnetRouteSerializer(item: VnetRoute): any;
export declare function vnetRouteDeserializer(item: any): VnetRoute;
/** VnetRoute resource specific properties */
export interface VnetRouteProperties {
    /** The starting address for this route. This may also include a CIDR notation, in which case the end address must not be specified. */
    startAddress?: string;
    /** The ending address for this route. If the start address is specified in CIDR notation, this must be omitted. */
    endAddress?: string;
    /**
     * The type of route this is:
     * DEFAULT - By default, every app has routes to the local address ranges specified by RFC1918
     * INHERITED - Routes inherited from the real Virtual Network routes
     * STATIC - Static route set on the app only
     *
     * These values will be used for syncing an app's routes with those from a Virtual Network.
     */
    routeType?: RouteType;
}
export declare function vnetRoutePropertiesSerializer(item: VnetRouteProperties): any;
export declare function vnetRoutePropertiesDeserializer(item: any): VnetRouteProperties;
/**
 * The type of route this is:
 * DEFAULT - By default, every app has routes to the local address ranges specified by RFC1918
 * INHERITED - Routes inherited from the real Virtual Network routes
 * STATIC - Static route set on the app only
 *
 * These values will be used for syncing an app's routes with those from a Virtual Network.
 */
export declare enum KnownRouteType {
    /** DEFAULT */
    Default = "DEFAULT",
    /** INHERITED */
    Inherited = "INHERITED",
    /** STATIC */
    Static = "STATIC"
}
/**
 * The type of route this is:
 * DEFAULT - By default, every app has routes to the local address ranges specified by RFC1918
 * INHERITED - Routes inherited from the real Virtual Network routes
 * STATIC - Static route set on the app only
 *
 * These values will be used for syncing an app's routes with those from a Virtual Network. \
 * {@link KnownRouteType} can be used interchangeably with RouteType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **DEFAULT** \
 * **INHERITED** \
 * **STATIC**
 */
export type RouteType = string;
/** The Virtual Network gateway contract. This is used to give the Virtual Network gateway access to the VPN package. */
export interface VnetGateway extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The Virtual Network name. */
    vnetName?: string;
    /** The URI where the VPN package can be downloaded. */
    vpnPackageUri?: string;
}
export declare function vnetGatewaySerializer(item: VnetGateway): any;
export declare function vnetGatewayDeserializer(item: any): VnetGateway;
/** VnetGateway resource specific properties */
export interface VnetGatewayProperties {
    /** The Virtual Network name. */
    vnetName?: string;
    /** The URI where the VPN package can be downloaded. */
    vpnPackageUri: string;
}
export declare function vnetGatewayPropertiesSerializer(item: VnetGatewayProperties): any;
export declare function vnetGatewayPropertiesDeserializer(item: any): VnetGatewayProperties;
/** Options for app content migration. */
export interface StorageMigrationOptions extends ProxyOnlyResource {
    /** AzureFiles connection string. */
    azurefilesConnectionString?: string;
    /** AzureFiles share. */
    azurefilesShare?: string;
    /** <code>true</code>if the app should be switched over; otherwise, <code>false</code>. */
    switchSiteAfterMigration?: boolean;
    /** <code>true</code> if the app should be read only during copy operation; otherwise, <code>false</code>. */
    blockWriteAccessToSite?: boolean;
}
export declare function storageMigrationOptionsSerializer(item: StorageMigrationOptions): any;
/** StorageMigrationOptions resource specific properties */
export interface StorageMigrationOptionsProperties {
    /** AzureFiles connection string. */
    azurefilesConnectionString: string;
    /** AzureFiles share. */
    azurefilesShare: string;
    /** <code>true</code>if the app should be switched over; otherwise, <code>false</code>. */
    switchSiteAfterMigration?: boolean;
    /** <code>true</code> if the app should be read only during copy operation; otherwise, <code>false</code>. */
    blockWriteAccessToSite?: boolean;
}
export declare function storageMigrationOptionsPropertiesSerializer(item: StorageMigrationOptionsProperties): any;
/** Response for a migration of app content request. */
export interface StorageMigrationResponse extends ProxyOnlyResource {
    /** When server starts the migration process, it will return an operation ID identifying that particular migration operation. */
    readonly operationId?: string;
}
export declare function storageMigrationResponseDeserializer(item: any): StorageMigrationResponse;
/** StorageMigrationResponse resource specific properties */
export interface StorageMigrationResponseProperties {
    /** When server starts the migration process, it will return an operation ID identifying that particular migration operation. */
    readonly operationId?: string;
}
export declare function storageMigrationResponsePropertiesDeserializer(item: any): StorageMigrationResponseProperties;
/** MySQL migration request. */
export interface MigrateMySqlRequest extends ProxyOnlyResource {
    /** Connection string to the remote MySQL database. */
    connectionString?: string;
    /** The type of migration operation to be done */
    migrationType?: MySqlMigrationType;
}
export declare function migrateMySqlRequestSerializer(item: MigrateMySqlRequest): any;
/** MigrateMySqlRequest resource specific properties */
export interface MigrateMySqlRequestProperties {
    /** Connection string to the remote MySQL database. */
    connectionString: string;
    /** The type of migration operation to be done */
    migrationType: MySqlMigrationType;
}
export declare function migrateMySqlRequestPropertiesSerializer(item: MigrateMySqlRequestProperties): any;
/** The type of migration operation to be done */
export type MySqlMigrationType = "LocalToRemote" | "RemoteToLocal";
/** Publishing Credentials Policies parameters. */
export interface CsmPublishingCredentialsPoliciesEntity extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** <code>true</code> to allow access to a publishing method; otherwise, <code>false</code>. */
    allow?: boolean;
}
export declare function csmPublishingCredentialsPoliciesEntitySerializer(item: CsmPublishingCredentialsPoliciesEntity): any;
export declare function csmPublishingCredentialsPoliciesEntityDeserializer(item: any): CsmPublishingCredentialsPoliciesEntity;
/** CsmPublishingCredentialsPoliciesEntity resource specific properties */
export interface CsmPublishingCredentialsPoliciesEntityProperties {
    /** <code>true</code> to allow access to a publishing method; otherwise, <code>false</code>. */
    allow: boolean;
}
export declare function csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item: CsmPublishingCredentialsPoliciesEntityProperties): any;
export declare function csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item: any): CsmPublishingCredentialsPoliciesEntityProperties;
/** Publishing Credentials Policies entity collection ARM resource. */
export interface _PublishingCredentialsPoliciesCollection {
    /** The CsmPublishingCredentialsPoliciesEntity items on this page */
    value: CsmPublishingCredentialsPoliciesEntity[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _publishingCredentialsPoliciesCollectionDeserializer(item: any): _PublishingCredentialsPoliciesCollection;
export declare function csmPublishingCredentialsPoliciesEntityArraySerializer(result: Array<CsmPublishingCredentialsPoliciesEntity>): any[];
export declare function csmPublishingCredentialsPoliciesEntityArrayDeserializer(result: Array<CsmPublishingCredentialsPoliciesEntity>): any[];
/** Configuration settings for the Azure App Service Authentication / Authorization V2 feature. */
export interface SiteAuthSettingsV2 extends ProxyResource {
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** The configuration settings of the platform of App Service Authentication/Authorization. */
    platform?: AuthPlatform;
    /** The configuration settings that determines the validation flow of users using App Service Authentication/Authorization. */
    globalValidation?: GlobalValidation;
    /** The configuration settings of each of the identity providers used to configure App Service Authentication/Authorization. */
    identityProviders?: IdentityProviders;
    /** The configuration settings of the login flow of users using App Service Authentication/Authorization. */
    login?: Login;
    /** The configuration settings of the HTTP requests for authentication and authorization requests made against App Service Authentication/Authorization. */
    httpSettings?: HttpSettings;
}
export declare function siteAuthSettingsV2Serializer(item: SiteAuthSettingsV2): any;
export declare function siteAuthSettingsV2Deserializer(item: any): SiteAuthSettingsV2;
/** SiteAuthSettingsV2 resource specific properties */
export interface SiteAuthSettingsV2Properties {
    /** The configuration settings of the platform of App Service Authentication/Authorization. */
    platform?: AuthPlatform;
    /** The configuration settings that determines the validation flow of users using App Service Authentication/Authorization. */
    globalValidation?: GlobalValidation;
    /** The configuration settings of each of the identity providers used to configure App Service Authentication/Authorization. */
    identityProviders?: IdentityProviders;
    /** The configuration settings of the login flow of users using App Service Authentication/Authorization. */
    login?: Login;
    /** The configuration settings of the HTTP requests for authentication and authorization requests made against App Service Authentication/Authorization. */
    httpSettings?: HttpSettings;
}
export declare function siteAuthSettingsV2PropertiesSerializer(item: SiteAuthSettingsV2Properties): any;
export declare function siteAuthSettingsV2PropertiesDeserializer(item: any): SiteAuthSettingsV2Properties;
/** The configuration settings of the platform of App Service Authentication/Authorization. */
export interface AuthPlatform {
    /** <code>true</code> if the Authentication / Authorization feature is enabled for the current app; otherwise, <code>false</code>. */
    enabled?: boolean;
    /**
     * The RuntimeVersion of the Authentication / Authorization feature in use for the current app.
     * The setting in this value can control the behavior of certain features in the Authentication / Authorization module.
     */
    runtimeVersion?: string;
    /**
     * The path of the config file containing auth settings if they come from a file.
     * If the path is relative, base will the site's root directory.
     */
    configFilePath?: string;
}
export declare function authPlatformSerializer(item: AuthPlatform): any;
export declare function authPlatformDeserializer(item: any): AuthPlatform;
/** The configuration settings that determines the validation flow of users using App Service Authentication/Authorization. */
export interface GlobalValidation {
    /** <code>true</code> if the authentication flow is required any request is made; otherwise, <code>false</code>. */
    requireAuthentication?: boolean;
    /** The action to take when an unauthenticated client attempts to access the app. */
    unauthenticatedClientAction?: UnauthenticatedClientActionV2;
    /**
     * The default authentication provider to use when multiple providers are configured.
     * This setting is only needed if multiple providers are configured and the unauthenticated client
     * action is set to "RedirectToLoginPage".
     */
    redirectToProvider?: string;
    /** The paths for which unauthenticated flow would not be redirected to the login page. */
    excludedPaths?: string[];
}
export declare function globalValidationSerializer(item: GlobalValidation): any;
export declare function globalValidationDeserializer(item: any): GlobalValidation;
/** The action to take when an unauthenticated client attempts to access the app. */
export type UnauthenticatedClientActionV2 = "RedirectToLoginPage" | "AllowAnonymous" | "Return401" | "Return403";
/** The configuration settings of each of the identity providers used to configure App Service Authentication/Authorization. */
export interface IdentityProviders {
    /** The configuration settings of the Azure Active directory provider. */
    azureActiveDirectory?: AzureActiveDirectory;
    /** The configuration settings of the Facebook provider. */
    facebook?: Facebook;
    /** The configuration settings of the GitHub provider. */
    gitHub?: GitHub;
    /** The configuration settings of the Google provider. */
    google?: Google;
    /** The configuration settings of the legacy Microsoft Account provider. */
    legacyMicrosoftAccount?: LegacyMicrosoftAccount;
    /** The configuration settings of the Twitter provider. */
    twitter?: Twitter;
    /** The configuration settings of the Apple provider. */
    apple?: Apple;
    /** The configuration settings of the Azure Static Web Apps provider. */
    azureStaticWebApps?: AzureStaticWebApps;
    /**
     * The map of the name of the alias of each custom Open ID Connect provider to the
     * configuration settings of the custom Open ID Connect provider.
     */
    customOpenIdConnectProviders?: Record<string, CustomOpenIdConnectProvider>;
}
export declare function identityProvidersSerializer(item: IdentityProviders): any;
export declare function identityProvidersDeserializer(item: any): IdentityProviders;
/** The configuration settings of the Azure Active directory provider. */
export interface AzureActiveDirectory {
    /** <code>false</code> if the Azure Active Directory provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the Azure Active Directory app registration. */
    registration?: AzureActiveDirectoryRegistration;
    /** The configuration settings of the Azure Active Directory login flow. */
    login?: AzureActiveDirectoryLogin;
    /** The configuration settings of the Azure Active Directory token validation flow. */
    validation?: AzureActiveDirectoryValidation;
    /**
     * Gets a value indicating whether the Azure AD configuration was auto-provisioned using 1st party tooling.
     * This is an internal flag primarily intended to support the Azure Management Portal. Users should not
     * read or write to this property.
     */
    isAutoProvisioned?: boolean;
}
export declare function azureActiveDirectorySerializer(item: AzureActiveDirectory): any;
export declare function azureActiveDirectoryDeserializer(item: any): AzureActiveDirectory;
/** The configuration settings of the Azure Active Directory app registration. */
export interface AzureActiveDirectoryRegistration {
    /**
     * The OpenID Connect Issuer URI that represents the entity which issues access tokens for this application.
     * When using Azure Active Directory, this value is the URI of the directory tenant, e.g. `https://login.microsoftonline.com/v2.0/{tenant-guid}/`.
     * This URI is a case-sensitive identifier for the token issuer.
     * More information on OpenID Connect Discovery: http://openid.net/specs/openid-connect-discovery-1_0.html
     */
    openIdIssuer?: string;
    /**
     * The Client ID of this relying party application, known as the client_id.
     * This setting is required for enabling OpenID Connection authentication with Azure Active Directory or
     * other 3rd party OpenID Connect providers.
     * More information on OpenID Connect: http://openid.net/specs/openid-connect-core-1_0.html
     */
    clientId?: string;
    /** The app setting name that contains the client secret of the relying party application. */
    clientSecretSettingName?: string;
    /**
     * An alternative to the client secret, that is the thumbprint of a certificate used for signing purposes. This property acts as
     * a replacement for the Client Secret. It is also optional.
     */
    clientSecretCertificateThumbprint?: string;
    /**
     * An alternative to the client secret thumbprint, that is the subject alternative name of a certificate used for signing purposes. This property acts as
     * a replacement for the Client Secret Certificate Thumbprint. It is also optional.
     */
    clientSecretCertificateSubjectAlternativeName?: string;
    /**
     * An alternative to the client secret thumbprint, that is the issuer of a certificate used for signing purposes. This property acts as
     * a replacement for the Client Secret Certificate Thumbprint. It is also optional.
     */
    clientSecretCertificateIssuer?: string;
}
export declare function azureActiveDirectoryRegistrationSerializer(item: AzureActiveDirectoryRegistration): any;
export declare function azureActiveDirectoryRegistrationDeserializer(item: any): AzureActiveDirectoryRegistration;
/** The configuration settings of the Azure Active Directory login flow. */
export interface AzureActiveDirectoryLogin {
    /**
     * Login parameters to send to the OpenID Connect authorization endpoint when
     * a user logs in. Each parameter must be in the form "key=value".
     */
    loginParameters?: string[];
    /** <code>true</code> if the www-authenticate provider should be omitted from the request; otherwise, <code>false</code>. */
    disableWWWAuthenticate?: boolean;
}
export declare function azureActiveDirectoryLoginSerializer(item: AzureActiveDirectoryLogin): any;
export declare function azureActiveDirectoryLoginDeserializer(item: any): AzureActiveDirectoryLogin;
/** The configuration settings of the Azure Active Directory token validation flow. */
export interface AzureActiveDirectoryValidation {
    /** The configuration settings of the checks that should be made while validating the JWT Claims. */
    jwtClaimChecks?: JwtClaimChecks;
    /** The list of audiences that can make successful authentication/authorization requests. */
    allowedAudiences?: string[];
    /** The configuration settings of the default authorization policy. */
    defaultAuthorizationPolicy?: DefaultAuthorizationPolicy;
}
export declare function azureActiveDirectoryValidationSerializer(item: AzureActiveDirectoryValidation): any;
export declare function azureActiveDirectoryValidationDeserializer(item: any): AzureActiveDirectoryValidation;
/** The configuration settings of the checks that should be made while validating the JWT Claims. */
export interface JwtClaimChecks {
    /** The list of the allowed groups. */
    allowedGroups?: string[];
    /** The list of the allowed client applications. */
    allowedClientApplications?: string[];
}
export declare function jwtClaimChecksSerializer(item: JwtClaimChecks): any;
export declare function jwtClaimChecksDeserializer(item: any): JwtClaimChecks;
/** The configuration settings of the Azure Active Directory default authorization policy. */
export interface DefaultAuthorizationPolicy {
    /** The configuration settings of the Azure Active Directory allowed principals. */
    allowedPrincipals?: AllowedPrincipals;
    /** The configuration settings of the Azure Active Directory allowed applications. */
    allowedApplications?: string[];
}
export declare function defaultAuthorizationPolicySerializer(item: DefaultAuthorizationPolicy): any;
export declare function defaultAuthorizationPolicyDeserializer(item: any): DefaultAuthorizationPolicy;
/** The configuration settings of the Azure Active Directory allowed principals. */
export interface AllowedPrincipals {
    /** The list of the allowed groups. */
    groups?: string[];
    /** The list of the allowed identities. */
    identities?: string[];
}
export declare function allowedPrincipalsSerializer(item: AllowedPrincipals): any;
export declare function allowedPrincipalsDeserializer(item: any): AllowedPrincipals;
/** The configuration settings of the Facebook provider. */
export interface Facebook {
    /** <code>false</code> if the Facebook provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the app registration for the Facebook provider. */
    registration?: AppRegistration;
    /** The version of the Facebook api to be used while logging in. */
    graphApiVersion?: string;
    /** The configuration settings of the login flow. */
    login?: LoginScopes;
}
export declare function facebookSerializer(item: Facebook): any;
export declare function facebookDeserializer(item: any): Facebook;
/** The configuration settings of the app registration for providers that have app ids and app secrets */
export interface AppRegistration {
    /** The App ID of the app used for login. */
    appId?: string;
    /** The app setting name that contains the app secret. */
    appSecretSettingName?: string;
}
export declare function appRegistrationSerializer(item: AppRegistration): any;
export declare function appRegistrationDeserializer(item: any): AppRegistration;
/** The configuration settings of the login flow, including the scopes that should be requested. */
export interface LoginScopes {
    /** A list of the scopes that should be requested while authenticating. */
    scopes?: string[];
}
export declare function loginScopesSerializer(item: LoginScopes): any;
export declare function loginScopesDeserializer(item: any): LoginScopes;
/** The configuration settings of the GitHub provider. */
export interface GitHub {
    /** <code>false</code> if the GitHub provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the app registration for the GitHub provider. */
    registration?: ClientRegistration;
    /** The configuration settings of the login flow. */
    login?: LoginScopes;
}
export declare function gitHubSerializer(item: GitHub): any;
export declare function gitHubDeserializer(item: any): GitHub;
/** The configuration settings of the app registration for providers that have client ids and client secrets */
export interface ClientRegistration {
    /** The Client ID of the app used for login. */
    clientId?: string;
    /** The app setting name that contains the client secret. */
    clientSecretSettingName?: string;
}
export declare function clientRegistrationSerializer(item: ClientRegistration): any;
export declare function clientRegistrationDeserializer(item: any): ClientRegistration;
/** The configuration settings of the Google provider. */
export interface Google {
    /** <code>false</code> if the Google provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the app registration for the Google provider. */
    registration?: ClientRegistration;
    /** The configuration settings of the login flow. */
    login?: LoginScopes;
    /** The configuration settings of the Azure Active Directory token validation flow. */
    validation?: AllowedAudiencesValidation;
}
export declare function googleSerializer(item: Google): any;
export declare function googleDeserializer(item: any): Google;
/** The configuration settings of the Allowed Audiences validation flow. */
export interface AllowedAudiencesValidation {
    /** The configuration settings of the allowed list of audiences from which to validate the JWT token. */
    allowedAudiences?: string[];
}
export declare function allowedAudiencesValidationSerializer(item: AllowedAudiencesValidation): any;
export declare function allowedAudiencesValidationDeserializer(item: any): AllowedAudiencesValidation;
/** The configuration settings of the legacy Microsoft Account provider. */
export interface LegacyMicrosoftAccount {
    /** <code>false</code> if the legacy Microsoft Account provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the app registration for the legacy Microsoft Account provider. */
    registration?: ClientRegistration;
    /** The configuration settings of the login flow. */
    login?: LoginScopes;
    /** The configuration settings of the legacy Microsoft Account provider token validation flow. */
    validation?: AllowedAudiencesValidation;
}
export declare function legacyMicrosoftAccountSerializer(item: LegacyMicrosoftAccount): any;
export declare function legacyMicrosoftAccountDeserializer(item: any): LegacyMicrosoftAccount;
/** The configuration settings of the Twitter provider. */
export interface Twitter {
    /** <code>false</code> if the Twitter provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the app registration for the Twitter provider. */
    registration?: TwitterRegistration;
}
export declare function twitterSerializer(item: Twitter): any;
export declare function twitterDeserializer(item: any): Twitter;
/** The configuration settings of the app registration for the Twitter provider. */
export interface TwitterRegistration {
    /**
     * The OAuth 1.0a consumer key of the Twitter application used for sign-in.
     * This setting is required for enabling Twitter Sign-In.
     * Twitter Sign-In documentation: https://dev.twitter.com/web/sign-in
     */
    consumerKey?: string;
    /**
     * The app setting name that contains the OAuth 1.0a consumer secret of the Twitter
     * application used for sign-in.
     */
    consumerSecretSettingName?: string;
}
export declare function twitterRegistrationSerializer(item: TwitterRegistration): any;
export declare function twitterRegistrationDeserializer(item: any): TwitterRegistration;
/** The configuration settings of the Apple provider. */
export interface Apple {
    /** <code>false</code> if the Apple provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the Apple registration. */
    registration?: AppleRegistration;
    /** The configuration settings of the login flow. */
    login?: LoginScopes;
}
export declare function appleSerializer(item: Apple): any;
export declare function appleDeserializer(item: any): Apple;
/** The configuration settings of the registration for the Apple provider */
export interface AppleRegistration {
    /** The Client ID of the app used for login. */
    clientId?: string;
    /** The app setting name that contains the client secret. */
    clientSecretSettingName?: string;
}
export declare function appleRegistrationSerializer(item: AppleRegistration): any;
export declare function appleRegistrationDeserializer(item: any): AppleRegistration;
/** The configuration settings of the Azure Static Web Apps provider. */
export interface AzureStaticWebApps {
    /** <code>false</code> if the Azure Static Web Apps provider should not be enabled despite the set registration; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the Azure Static Web Apps registration. */
    registration?: AzureStaticWebAppsRegistration;
}
export declare function azureStaticWebAppsSerializer(item: AzureStaticWebApps): any;
export declare function azureStaticWebAppsDeserializer(item: any): AzureStaticWebApps;
/** The configuration settings of the registration for the Azure Static Web Apps provider */
export interface AzureStaticWebAppsRegistration {
    /** The Client ID of the app used for login. */
    clientId?: string;
}
export declare function azureStaticWebAppsRegistrationSerializer(item: AzureStaticWebAppsRegistration): any;
export declare function azureStaticWebAppsRegistrationDeserializer(item: any): AzureStaticWebAppsRegistration;
export declare function customOpenIdConnectProviderRecordSerializer(item: Record<string, CustomOpenIdConnectProvider>): Record<string, any>;
export declare function customOpenIdConnectProviderRecordDeserializer(item: Record<string, any>): Record<string, CustomOpenIdConnectProvider>;
/** The configuration settings of the custom Open ID Connect provider. */
export interface CustomOpenIdConnectProvider {
    /** <code>false</code> if the custom Open ID provider provider should not be enabled; otherwise, <code>true</code>. */
    enabled?: boolean;
    /** The configuration settings of the app registration for the custom Open ID Connect provider. */
    registration?: OpenIdConnectRegistration;
    /** The configuration settings of the login flow of the custom Open ID Connect provider. */
    login?: OpenIdConnectLogin;
}
export declare function customOpenIdConnectProviderSerializer(item: CustomOpenIdConnectProvider): any;
export declare function customOpenIdConnectProviderDeserializer(item: any): CustomOpenIdConnectProvider;
/** The configuration settings of the app registration for the custom Open ID Connect provider. */
export interface OpenIdConnectRegistration {
    /** The client id of the custom Open ID Connect provider. */
    clientId?: string;
    /** The authentication credentials of the custom Open ID Connect provider. */
    clientCredential?: OpenIdConnectClientCredential;
    /** The configuration settings of the endpoints used for the custom Open ID Connect provider. */
    openIdConnectConfiguration?: OpenIdConnectConfig;
}
export declare function openIdConnectRegistrationSerializer(item: OpenIdConnectRegistration): any;
export declare function openIdConnectRegistrationDeserializer(item: any): OpenIdConnectRegistration;
/** The authentication client credentials of the custom Open ID Connect provider. */
export interface OpenIdConnectClientCredential {
    /** The method that should be used to authenticate the user. */
    method?: "ClientSecretPost";
    /** The app setting that contains the client secret for the custom Open ID Connect provider. */
    clientSecretSettingName?: string;
}
export declare function openIdConnectClientCredentialSerializer(item: OpenIdConnectClientCredential): any;
export declare function openIdConnectClientCredentialDeserializer(item: any): OpenIdConnectClientCredential;
/** The configuration settings of the endpoints used for the custom Open ID Connect provider. */
export interface OpenIdConnectConfig {
    /** The endpoint to be used to make an authorization request. */
    authorizationEndpoint?: string;
    /** The endpoint to be used to request a token. */
    tokenEndpoint?: string;
    /** The endpoint that issues the token. */
    issuer?: string;
    /** The endpoint that provides the keys necessary to validate the token. */
    certificationUri?: string;
    /** The endpoint that contains all the configuration endpoints for the provider. */
    wellKnownOpenIdConfiguration?: string;
}
export declare function openIdConnectConfigSerializer(item: OpenIdConnectConfig): any;
export declare function openIdConnectConfigDeserializer(item: any): OpenIdConnectConfig;
/** The configuration settings of the login flow of the custom Open ID Connect provider. */
export interface OpenIdConnectLogin {
    /** The name of the claim that contains the users name. */
    nameClaimType?: string;
    /** A list of the scopes that should be requested while authenticating. */
    scopes?: string[];
}
export declare function openIdConnectLoginSerializer(item: OpenIdConnectLogin): any;
export declare function openIdConnectLoginDeserializer(item: any): OpenIdConnectLogin;
/** The configuration settings of the login flow of users using App Service Authentication/Authorization. */
export interface Login {
    /** The routes that specify the endpoints used for login and logout requests. */
    routes?: LoginRoutes;
    /** The configuration settings of the token store. */
    tokenStore?: TokenStore;
    /** <code>true</code> if the fragments from the request are preserved after the login request is made; otherwise, <code>false</code>. */
    preserveUrlFragmentsForLogins?: boolean;
    /**
     * External URLs that can be redirected to as part of logging in or logging out of the app. Note that the query string part of the URL is ignored.
     * This is an advanced setting typically only needed by Windows Store application backends.
     * Note that URLs within the current domain are always implicitly allowed.
     */
    allowedExternalRedirectUrls?: string[];
    /** The configuration settings of the session cookie's expiration. */
    cookieExpiration?: CookieExpiration;
    /** The configuration settings of the nonce used in the login flow. */
    nonce?: Nonce;
}
export declare function loginSerializer(item: Login): any;
export declare function loginDeserializer(item: any): Login;
/** The routes that specify the endpoints used for login and logout requests. */
export interface LoginRoutes {
    /** The endpoint at which a logout request should be made. */
    logoutEndpoint?: string;
}
export declare function loginRoutesSerializer(item: LoginRoutes): any;
export declare function loginRoutesDeserializer(item: any): LoginRoutes;
/** The configuration settings of the token store. */
export interface TokenStore {
    /**
     * <code>true</code> to durably store platform-specific security tokens that are obtained during login flows; otherwise, <code>false</code>.
     * The default is <code>false</code>.
     */
    enabled?: boolean;
    /**
     * The number of hours after session token expiration that a session token can be used to
     * call the token refresh API. The default is 72 hours.
     */
    tokenRefreshExtensionHours?: number;
    /** The configuration settings of the storage of the tokens if a file system is used. */
    fileSystem?: FileSystemTokenStore;
    /** The configuration settings of the storage of the tokens if blob storage is used. */
    azureBlobStorage?: BlobStorageTokenStore;
}
export declare function tokenStoreSerializer(item: TokenStore): any;
export declare function tokenStoreDeserializer(item: any): TokenStore;
/** The configuration settings of the storage of the tokens if a file system is used. */
export interface FileSystemTokenStore {
    /** The directory in which the tokens will be stored. */
    directory?: string;
}
export declare function fileSystemTokenStoreSerializer(item: FileSystemTokenStore): any;
export declare function fileSystemTokenStoreDeserializer(item: any): FileSystemTokenStore;
/** The configuration settings of the storage of the tokens if blob storage is used. */
export interface BlobStorageTokenStore {
    /** The name of the app setting containing the SAS URL of the blob storage containing the tokens. */
    sasUrlSettingName?: string;
}
export declare function blobStorageTokenStoreSerializer(item: BlobStorageTokenStore): any;
export declare function blobStorageTokenStoreDeserializer(item: any): BlobStorageTokenStore;
/** The configuration settings of the session cookie's expiration. */
export interface CookieExpiration {
    /** The convention used when determining the session cookie's expiration. */
    convention?: CookieExpirationConvention;
    /** The time after the request is made when the session cookie should expire. */
    timeToExpiration?: string;
}
export declare function cookieExpirationSerializer(item: CookieExpiration): any;
export declare function cookieExpirationDeserializer(item: any): CookieExpiration;
/** The convention used when determining the session cookie's expiration. */
export type CookieExpirationConvention = "FixedTime" | "IdentityProviderDerived";
/** The configuration settings of the nonce used in the login flow. */
export interface Nonce {
    /** <code>false</code> if the nonce should not be validated while completing the login flow; otherwise, <code>true</code>. */
    validateNonce?: boolean;
    /** The time after the request is made when the nonce should expire. */
    nonceExpirationInterval?: string;
}
export declare function nonceSerializer(item: Nonce): any;
export declare function nonceDeserializer(item: any): Nonce;
/** The configuration settings of the HTTP requests for authentication and authorization requests made against App Service Authentication/Authorization. */
export interface HttpSettings {
    /** <code>false</code> if the authentication/authorization responses not having the HTTPS scheme are permissible; otherwise, <code>true</code>. */
    requireHttps?: boolean;
    /** The configuration settings of the paths HTTP requests. */
    routes?: HttpSettingsRoutes;
    /** The configuration settings of a forward proxy used to make the requests. */
    forwardProxy?: ForwardProxy;
}
export declare function httpSettingsSerializer(item: HttpSettings): any;
export declare function httpSettingsDeserializer(item: any): HttpSettings;
/** The configuration settings of the paths HTTP requests. */
export interface HttpSettingsRoutes {
    /** The prefix that should precede all the authentication/authorization paths. */
    apiPrefix?: string;
}
export declare function httpSettingsRoutesSerializer(item: HttpSettingsRoutes): any;
export declare function httpSettingsRoutesDeserializer(item: any): HttpSettingsRoutes;
/** The configuration settings of a forward proxy used to make the requests. */
export interface ForwardProxy {
    /** The convention used to determine the url of the request made. */
    convention?: ForwardProxyConvention;
    /** The name of the header containing the host of the request. */
    customHostHeaderName?: string;
    /** The name of the header containing the scheme of the request. */
    customProtoHeaderName?: string;
}
export declare function forwardProxySerializer(item: ForwardProxy): any;
export declare function forwardProxyDeserializer(item: any): ForwardProxy;
/** The convention used to determine the url of the request made. */
export type ForwardProxyConvention = "NoProxy" | "Standard" | "Custom";
/** Description of site key vault references. */
export interface ApiKVReference extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    reference?: string;
    status?: ResolveStatus;
    vaultName?: string;
    secretName?: string;
    secretVersion?: string;
    /** Managed service identity. */
    identityType?: ManagedServiceIdentity;
    details?: string;
    source?: "KeyVault";
    activeVersion?: string;
}
export declare function apiKVReferenceDeserializer(item: any): ApiKVReference;
/** ApiKVReference resource specific properties */
export interface ApiKVReferenceProperties {
    reference?: string;
    status?: ResolveStatus;
    vaultName?: string;
    secretName?: string;
    secretVersion?: string;
    /** Managed service identity. */
    identityType?: ManagedServiceIdentity;
    details?: string;
    source?: "KeyVault";
    activeVersion?: string;
}
export declare function apiKVReferencePropertiesDeserializer(item: any): ApiKVReferenceProperties;
/** Type of ResolveStatus */
export type ResolveStatus = "Initialized" | "Resolved" | "InvalidSyntax" | "MSINotEnabled" | "VaultNotFound" | "SecretNotFound" | "SecretVersionNotFound" | "AccessToKeyVaultDenied" | "OtherReasons" | "FetchTimedOut" | "UnauthorizedClient";
/** Paged collection of ApiKVReference items */
export interface _ApiKVReferenceCollection {
    /** The ApiKVReference items on this page */
    value: ApiKVReference[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _apiKVReferenceCollectionDeserializer(item: any): _ApiKVReferenceCollection;
export declare function apiKVReferenceArrayDeserializer(result: Array<ApiKVReference>): any[];
/** Configuration of App Service site logs. */
export interface SiteLogsConfig extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Application logs configuration. */
    applicationLogs?: ApplicationLogsConfig;
    /** HTTP logs configuration. */
    httpLogs?: HttpLogsConfig;
    /** Failed requests tracing configuration. */
    failedRequestsTracing?: EnabledConfig;
    /** Detailed error messages configuration. */
    detailedErrorMessages?: EnabledConfig;
}
export declare function siteLogsConfigSerializer(item: SiteLogsConfig): any;
export declare function siteLogsConfigDeserializer(item: any): SiteLogsConfig;
/** SiteLogsConfig resource specific properties */
export interface SiteLogsConfigProperties {
    /** Application logs configuration. */
    applicationLogs?: ApplicationLogsConfig;
    /** HTTP logs configuration. */
    httpLogs?: HttpLogsConfig;
    /** Failed requests tracing configuration. */
    failedRequestsTracing?: EnabledConfig;
    /** Detailed error messages configuration. */
    detailedErrorMessages?: EnabledConfig;
}
export declare function siteLogsConfigPropertiesSerializer(item: SiteLogsConfigProperties): any;
export declare function siteLogsConfigPropertiesDeserializer(item: any): SiteLogsConfigProperties;
/** Application logs configuration. */
export interface ApplicationLogsConfig {
    /** Application logs to file system configuration. */
    fileSystem?: FileSystemApplicationLogsConfig;
    /** Application logs to azure table storage configuration. */
    azureTableStorage?: AzureTableStorageApplicationLogsConfig;
    /** Application logs to blob storage configuration. */
    azureBlobStorage?: AzureBlobStorageApplicationLogsConfig;
}
export declare function applicationLogsConfigSerializer(item: ApplicationLogsConfig): any;
export declare function applicationLogsConfigDeserializer(item: any): ApplicationLogsConfig;
/** Application logs to file system configuration. */
export interface FileSystemApplicationLogsConfig {
    /** Log level. */
    level?: LogLevel;
}
export declare function fileSystemApplicationLogsConfigSerializer(item: FileSystemApplicationLogsConfig): any;
export declare function fileSystemApplicationLogsConfigDeserializer(item: any): FileSystemApplicationLogsConfig;
/** Log level. */
export type LogLevel = "Off" | "Verbose" | "Information" | "Warning" | "Error";
/** Application logs to Azure table storage configuration. */
export interface AzureTableStorageApplicationLogsConfig {
    /** Log level. */
    level?: LogLevel;
    /** SAS URL to an Azure table with add/query/delete permissions. */
    sasUrl: string;
}
export declare function azureTableStorageApplicationLogsConfigSerializer(item: AzureTableStorageApplicationLogsConfig): any;
export declare function azureTableStorageApplicationLogsConfigDeserializer(item: any): AzureTableStorageApplicationLogsConfig;
/** Application logs azure blob storage configuration. */
export interface AzureBlobStorageApplicationLogsConfig {
    /** Log level. */
    level?: LogLevel;
    /** SAS url to a azure blob container with read/write/list/delete permissions. */
    sasUrl?: string;
    /**
     * Retention in days.
     * Remove blobs older than X days.
     * 0 or lower means no retention.
     */
    retentionInDays?: number;
}
export declare function azureBlobStorageApplicationLogsConfigSerializer(item: AzureBlobStorageApplicationLogsConfig): any;
export declare function azureBlobStorageApplicationLogsConfigDeserializer(item: any): AzureBlobStorageApplicationLogsConfig;
/** Http logs configuration. */
export interface HttpLogsConfig {
    /** Http logs to file system configuration. */
    fileSystem?: FileSystemHttpLogsConfig;
    /** Http logs to azure blob storage configuration. */
    azureBlobStorage?: AzureBlobStorageHttpLogsConfig;
}
export declare function httpLogsConfigSerializer(item: HttpLogsConfig): any;
export declare function httpLogsConfigDeserializer(item: any): HttpLogsConfig;
/** Http logs to file system configuration. */
export interface FileSystemHttpLogsConfig {
    /**
     * Maximum size in megabytes that http log files can use.
     * When reached old log files will be removed to make space for new ones.
     * Value can range between 25 and 100.
     */
    retentionInMb?: number;
    /**
     * Retention in days.
     * Remove files older than X days.
     * 0 or lower means no retention.
     */
    retentionInDays?: number;
    /** True if configuration is enabled, false if it is disabled and null if configuration is not set. */
    enabled?: boolean;
}
export declare function fileSystemHttpLogsConfigSerializer(item: FileSystemHttpLogsConfig): any;
export declare function fileSystemHttpLogsConfigDeserializer(item: any): FileSystemHttpLogsConfig;
/** Http logs to azure blob storage configuration. */
export interface AzureBlobStorageHttpLogsConfig {
    /** SAS url to a azure blob container with read/write/list/delete permissions. */
    sasUrl?: string;
    /**
     * Retention in days.
     * Remove blobs older than X days.
     * 0 or lower means no retention.
     */
    retentionInDays?: number;
    /** True if configuration is enabled, false if it is disabled and null if configuration is not set. */
    enabled?: boolean;
}
export declare function azureBlobStorageHttpLogsConfigSerializer(item: AzureBlobStorageHttpLogsConfig): any;
export declare function azureBlobStorageHttpLogsConfigDeserializer(item: any): AzureBlobStorageHttpLogsConfig;
/** Enabled configuration. */
export interface EnabledConfig {
    /** True if configuration is enabled, false if it is disabled and null if configuration is not set. */
    enabled?: boolean;
}
export declare function enabledConfigSerializer(item: EnabledConfig): any;
export declare function enabledConfigDeserializer(item: any): EnabledConfig;
/** Slot Config names azure resource. */
export interface SlotConfigNamesResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** List of connection string names. */
    connectionStringNames?: string[];
    /** List of application settings names. */
    appSettingNames?: string[];
    /** List of external Azure storage account identifiers. */
    azureStorageConfigNames?: string[];
}
export declare function slotConfigNamesResourceSerializer(item: SlotConfigNamesResource): any;
export declare function slotConfigNamesResourceDeserializer(item: any): SlotConfigNamesResource;
/**
 * Names for connection strings, application settings, and external Azure storage account configuration
 * identifiers to be marked as sticky to the deployment slot and not moved during a swap operation.
 * This is valid for all deployment slots in an app.
 */
export interface SlotConfigNames {
    /** List of connection string names. */
    connectionStringNames?: string[];
    /** List of application settings names. */
    appSettingNames?: string[];
    /** List of external Azure storage account identifiers. */
    azureStorageConfigNames?: string[];
}
export declare function slotConfigNamesSerializer(item: SlotConfigNames): any;
export declare function slotConfigNamesDeserializer(item: any): SlotConfigNames;
/** Web app configuration ARM resource. */
export interface SiteConfigResource extends ProxyResource {
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** Number of workers. */
    numberOfWorkers?: number;
    /** Default documents. */
    defaultDocuments?: string[];
    /** .NET Framework version. */
    netFrameworkVersion?: string;
    /** Version of PHP. */
    phpVersion?: string;
    /** Version of Python. */
    pythonVersion?: string;
    /** Version of Node.js. */
    nodeVersion?: string;
    /** Version of PowerShell. */
    powerShellVersion?: string;
    /** Linux App Framework and version */
    linuxFxVersion?: string;
    /** Xenon App Framework and version */
    windowsFxVersion?: string;
    /** <code>true</code> if request tracing is enabled; otherwise, <code>false</code>. */
    requestTracingEnabled?: boolean;
    /** Request tracing expiration time. */
    requestTracingExpirationTime?: Date;
    /** <code>true</code> if remote debugging is enabled; otherwise, <code>false</code>. */
    remoteDebuggingEnabled?: boolean;
    /** Remote debugging version. */
    remoteDebuggingVersion?: string;
    /** <code>true</code> if HTTP logging is enabled; otherwise, <code>false</code>. */
    httpLoggingEnabled?: boolean;
    /** Flag to use Managed Identity Creds for ACR pull */
    acrUseManagedIdentityCreds?: boolean;
    /** If using user managed identity, the user managed identity ClientId */
    acrUserManagedIdentityID?: string;
    /** HTTP logs directory size limit. */
    logsDirectorySizeLimit?: number;
    /** <code>true</code> if detailed error logging is enabled; otherwise, <code>false</code>. */
    detailedErrorLoggingEnabled?: boolean;
    /** Publishing user name. */
    publishingUsername?: string;
    /** Application settings. This property is not returned in response to normal create and read requests since it may contain sensitive information. */
    appSettings?: NameValuePair[];
    /** Application metadata. This property cannot be retrieved, since it may contain secrets. */
    metadata?: NameValuePair[];
    /** Connection strings. This property is not returned in response to normal create and read requests since it may contain sensitive information. */
    connectionStrings?: ConnStringInfo[];
    /** Site MachineKey. */
    readonly machineKey?: SiteMachineKey;
    /** Handler mappings. */
    handlerMappings?: HandlerMapping[];
    /** Document root. */
    documentRoot?: string;
    /** SCM type. */
    scmType?: ScmType;
    /** <code>true</code> to use 32-bit worker process; otherwise, <code>false</code>. */
    use32BitWorkerProcess?: boolean;
    /** <code>true</code> if WebSocket is enabled; otherwise, <code>false</code>. */
    webSocketsEnabled?: boolean;
    /** <code>true</code> if Always On is enabled; otherwise, <code>false</code>. */
    alwaysOn?: boolean;
    /** Java version. */
    javaVersion?: string;
    /** Java container. */
    javaContainer?: string;
    /** Java container version. */
    javaContainerVersion?: string;
    /** App command line to launch. */
    appCommandLine?: string;
    /** Managed pipeline mode. */
    managedPipelineMode?: ManagedPipelineMode;
    /** Virtual applications. */
    virtualApplications?: VirtualApplication[];
    /** Site load balancing. */
    loadBalancing?: SiteLoadBalancing;
    /** This is work around for polymorphic types. */
    experiments?: Experiments;
    /** Site limits. */
    limits?: SiteLimits;
    /** <code>true</code> if Auto Heal is enabled; otherwise, <code>false</code>. */
    autoHealEnabled?: boolean;
    /** Auto Heal rules. */
    autoHealRules?: AutoHealRules;
    /** Tracing options. */
    tracingOptions?: string;
    /** Virtual Network name. */
    vnetName?: string;
    /** Virtual Network Route All enabled. This causes all outbound traffic to have Virtual Network Security Groups and User Defined Routes applied. */
    vnetRouteAllEnabled?: boolean;
    /** The number of private ports assigned to this app. These will be assigned dynamically on runtime. */
    vnetPrivatePortsCount?: number;
    /** Cross-Origin Resource Sharing (CORS) settings. */
    cors?: CorsSettings;
    /** Push endpoint settings. */
    push?: PushSettings;
    /** Information about the formal API definition for the app. */
    apiDefinition?: ApiDefinitionInfo;
    /** Azure API management settings linked to the app. */
    apiManagementConfig?: ApiManagementConfig;
    /** Auto-swap slot name. */
    autoSwapSlotName?: string;
    /** <code>true</code> to enable local MySQL; otherwise, <code>false</code>. */
    localMySqlEnabled?: boolean;
    /** Managed Service Identity Id */
    managedServiceIdentityId?: number;
    /** Explicit Managed Service Identity Id */
    xManagedServiceIdentityId?: number;
    /** Identity to use for Key Vault Reference authentication. */
    keyVaultReferenceIdentity?: string;
    /** IP security restrictions for main. */
    ipSecurityRestrictions?: IpSecurityRestriction[];
    /** Default action for main access restriction if no rules are matched. */
    ipSecurityRestrictionsDefaultAction?: DefaultAction;
    /** IP security restrictions for scm. */
    scmIpSecurityRestrictions?: IpSecurityRestriction[];
    /** Default action for scm access restriction if no rules are matched. */
    scmIpSecurityRestrictionsDefaultAction?: DefaultAction;
    /** IP security restrictions for scm to use main. */
    scmIpSecurityRestrictionsUseMain?: boolean;
    /** Http20Enabled: configures a web site to allow clients to connect over http2.0 */
    http20Enabled?: boolean;
    /** Http20ProxyFlag: Configures a website to allow http2.0 to pass be proxied all the way to the app. 0 = disabled, 1 = pass through all http2 traffic, 2 = pass through gRPC only. */
    http20ProxyFlag?: number;
    /** MinTlsVersion: configures the minimum version of TLS required for SSL requests */
    minTlsVersion?: SupportedTlsVersions;
    /** The minimum strength TLS cipher suite allowed for an application */
    minTlsCipherSuite?: TlsCipherSuites;
    /** ScmMinTlsVersion: configures the minimum version of TLS required for SSL requests for SCM site */
    scmMinTlsVersion?: SupportedTlsVersions;
    /** State of FTP / FTPS service */
    ftpsState?: FtpsState;
    /**
     * Number of preWarmed instances.
     * This setting only applies to the Consumption and Elastic Plans
     */
    preWarmedInstanceCount?: number;
    /**
     * Maximum number of workers that a site can scale out to.
     * This setting only applies to the Consumption and Elastic Premium Plans
     */
    functionAppScaleLimit?: number;
    /**
     * Maximum number of workers that a site can scale out to.
     * This setting only applies to apps in plans where ElasticScaleEnabled is <code>true</code>
     */
    elasticWebAppScaleLimit?: number;
    /** Health check path */
    healthCheckPath?: string;
    /**
     * Gets or sets a value indicating whether functions runtime scale monitoring is enabled. When enabled,
     * the ScaleController will not monitor event sources directly, but will instead call to the
     * runtime to get scale status.
     */
    functionsRuntimeScaleMonitoringEnabled?: boolean;
    /** Sets the time zone a site uses for generating timestamps. Compatible with Linux and Windows App Service. Setting the WEBSITE_TIME_ZONE app setting takes precedence over this config. For Linux, expects tz database values https://www.iana.org/time-zones (for a quick reference see https://en.wikipedia.org/wiki/List_of_tz_database_time_zones). For Windows, expects one of the time zones listed under HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Time Zones */
    websiteTimeZone?: string;
    /**
     * Number of minimum instance count for a site
     * This setting only applies to the Elastic Plans
     */
    minimumElasticInstanceCount?: number;
    /** List of Azure Storage Accounts. */
    azureStorageAccounts?: Record<string, AzureStorageInfoValue>;
    /** Property to allow or block all public traffic. */
    publicNetworkAccess?: string;
}
export declare function siteConfigResourceSerializer(item: SiteConfigResource): any;
export declare function siteConfigResourceDeserializer(item: any): SiteConfigResource;
/** Collection of metadata for the app configuration snapshots that can be restored. */
export interface _SiteConfigurationSnapshotInfoCollection {
    /** The SiteConfigurationSnapshotInfo items on this page */
    value: SiteConfigurationSnapshotInfo[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _siteConfigurationSnapshotInfoCollectionDeserializer(item: any): _SiteConfigurationSnapshotInfoCollection;
export declare function siteConfigurationSnapshotInfoArrayDeserializer(result: Array<SiteConfigurationSnapshotInfo>): any[];
/** A snapshot of a web app configuration. */
export interface SiteConfigurationSnapshotInfo extends ProxyOnlyResource {
    /** The time the snapshot was taken. */
    readonly time?: Date;
    /** The id of the snapshot */
    readonly snapshotId?: number;
}
export declare function siteConfigurationSnapshotInfoDeserializer(item: any): SiteConfigurationSnapshotInfo;
/** SiteConfigurationSnapshotInfo resource specific properties */
export interface SiteConfigurationSnapshotInfoProperties {
    /** The time the snapshot was taken. */
    readonly time?: Date;
    /** The id of the snapshot */
    readonly snapshotId?: number;
}
export declare function siteConfigurationSnapshotInfoPropertiesDeserializer(item: any): SiteConfigurationSnapshotInfoProperties;
/** Collection of site configurations. */
export interface _SiteConfigResourceCollection {
    /** The SiteConfigResource items on this page */
    value: SiteConfigResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _siteConfigResourceCollectionDeserializer(item: any): _SiteConfigResourceCollection;
export declare function siteConfigResourceArraySerializer(result: Array<SiteConfigResource>): any[];
export declare function siteConfigResourceArrayDeserializer(result: Array<SiteConfigResource>): any[];
/** Continuous Web Job Information. */
export interface ContinuousWebJob extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Job status. */
    status?: ContinuousWebJobStatus;
    /** Detailed status. */
    detailedStatus?: string;
    /** Log URL. */
    logUrl?: string;
    /** Run command. */
    runCommand?: string;
    /** Job URL. */
    url?: string;
    /** Extra Info URL. */
    extraInfoUrl?: string;
    /** Job type. */
    webJobType?: WebJobType;
    /** Error information. */
    error?: string;
    /** Using SDK? */
    usingSdk?: boolean;
    /** Job settings. */
    settings?: Record<string, Record<string, unknown>>;
}
export declare function continuousWebJobDeserializer(item: any): ContinuousWebJob;
/** ContinuousWebJob resource specific properties */
export interface ContinuousWebJobProperties {
    /** Job status. */
    status?: ContinuousWebJobStatus;
    /** Detailed status. */
    detailedStatus?: string;
    /** Log URL. */
    logUrl?: string;
    /** Run command. */
    runCommand?: string;
    /** Job URL. */
    url?: string;
    /** Extra Info URL. */
    extraInfoUrl?: string;
    /** Job type. */
    webJobType?: WebJobType;
    /** Error information. */
    error?: string;
    /** Using SDK? */
    usingSdk?: boolean;
    /** Job settings. */
    settings?: Record<string, Record<string, unknown>>;
}
export declare function continuousWebJobPropertiesDeserializer(item: any): ContinuousWebJobProperties;
/** Job status. */
export type ContinuousWebJobStatus = "Initializing" | "Starting" | "Running" | "PendingRestart" | "Stopped";
/** Job type. */
export type WebJobType = "Continuous" | "Triggered";
/** Collection of Kudu continuous web job information elements. */
export interface _ContinuousWebJobCollection {
    /** The ContinuousWebJob items on this page */
    value: ContinuousWebJob[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _continuousWebJobCollectionDeserializer(item: any): _ContinuousWebJobCollection;
export declare function continuousWebJobArrayDeserializer(result: Array<ContinuousWebJob>): any[];
/** Deployment status response payload. */
export interface CsmDeploymentStatus extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Deployment operation id. */
    deploymentId?: string;
    /** Deployment build status. */
    status?: DeploymentBuildStatus;
    /** Number of site instances currently being provisioned. */
    numberOfInstancesInProgress?: number;
    /** Number of site instances provisioned successfully. */
    numberOfInstancesSuccessful?: number;
    /** Number of site instances failed to provision. */
    numberOfInstancesFailed?: number;
    /** List of URLs pointing to logs for instances which failed to provision. */
    failedInstancesLogs?: string[];
    /** List of errors. */
    errors?: ErrorEntity[];
}
export declare function csmDeploymentStatusDeserializer(item: any): CsmDeploymentStatus;
/** CsmDeploymentStatus resource specific properties */
export interface CsmDeploymentStatusProperties {
    /** Deployment operation id. */
    deploymentId?: string;
    /** Deployment build status. */
    status?: DeploymentBuildStatus;
    /** Number of site instances currently being provisioned. */
    numberOfInstancesInProgress?: number;
    /** Number of site instances provisioned successfully. */
    numberOfInstancesSuccessful?: number;
    /** Number of site instances failed to provision. */
    numberOfInstancesFailed?: number;
    /** List of URLs pointing to logs for instances which failed to provision. */
    failedInstancesLogs?: string[];
    /** List of errors. */
    errors?: ErrorEntity[];
}
export declare function csmDeploymentStatusPropertiesDeserializer(item: any): CsmDeploymentStatusProperties;
/** Deployment build status. */
export declare enum KnownDeploymentBuildStatus {
    /** TimedOut */
    TimedOut = "TimedOut",
    /** RuntimeFailed */
    RuntimeFailed = "RuntimeFailed",
    /** BuildAborted */
    BuildAborted = "BuildAborted",
    /** BuildFailed */
    BuildFailed = "BuildFailed",
    /** BuildRequestReceived */
    BuildRequestReceived = "BuildRequestReceived",
    /** BuildPending */
    BuildPending = "BuildPending",
    /** BuildInProgress */
    BuildInProgress = "BuildInProgress",
    /** BuildSuccessful */
    BuildSuccessful = "BuildSuccessful",
    /** PostBuildRestartRequired */
    PostBuildRestartRequired = "PostBuildRestartRequired",
    /** StartPolling */
    StartPolling = "StartPolling",
    /** StartPollingWithRestart */
    StartPollingWithRestart = "StartPollingWithRestart",
    /** RuntimeStarting */
    RuntimeStarting = "RuntimeStarting",
    /** RuntimeSuccessful */
    RuntimeSuccessful = "RuntimeSuccessful"
}
/**
 * Deployment build status. \
 * {@link KnownDeploymentBuildStatus} can be used interchangeably with DeploymentBuildStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **TimedOut** \
 * **RuntimeFailed** \
 * **BuildAborted** \
 * **BuildFailed** \
 * **BuildRequestReceived** \
 * **BuildPending** \
 * **BuildInProgress** \
 * **BuildSuccessful** \
 * **PostBuildRestartRequired** \
 * **StartPolling** \
 * **StartPollingWithRestart** \
 * **RuntimeStarting** \
 * **RuntimeSuccessful**
 */
export type DeploymentBuildStatus = string;
/** Deployment status collection ARM resource. */
export interface _CsmDeploymentStatusCollection {
    /** The CsmDeploymentStatus items on this page */
    value: CsmDeploymentStatus[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _csmDeploymentStatusCollectionDeserializer(item: any): _CsmDeploymentStatusCollection;
export declare function csmDeploymentStatusArrayDeserializer(result: Array<CsmDeploymentStatus>): any[];
/** User credentials used for publishing activity. */
export interface Deployment extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Deployment status. */
    status?: number;
    /** Details about deployment status. */
    message?: string;
    /** Who authored the deployment. */
    author?: string;
    /** Who performed the deployment. */
    deployer?: string;
    /** Author email. */
    authorEmail?: string;
    /** Start time. */
    startTime?: Date;
    /** End time. */
    endTime?: Date;
    /** True if deployment is currently active, false if completed and null if not started. */
    active?: boolean;
    /** Details on deployment. */
    details?: string;
}
export declare function deploymentSerializer(item: Deployment): any;
export declare function deploymentDeserializer(item: any): Deployment;
/** Deployment resource specific properties */
export interface DeploymentProperties {
    /** Deployment status. */
    status?: number;
    /** Details about deployment status. */
    message?: string;
    /** Who authored the deployment. */
    author?: string;
    /** Who performed the deployment. */
    deployer?: string;
    /** Author email. */
    authorEmail?: string;
    /** Start time. */
    startTime?: Date;
    /** End time. */
    endTime?: Date;
    /** True if deployment is currently active, false if completed and null if not started. */
    active?: boolean;
    /** Details on deployment. */
    details?: string;
}
export declare function deploymentPropertiesSerializer(item: DeploymentProperties): any;
export declare function deploymentPropertiesDeserializer(item: any): DeploymentProperties;
/** Collection of app deployments. */
export interface _DeploymentCollection {
    /** The Deployment items on this page */
    value: Deployment[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _deploymentCollectionDeserializer(item: any): _DeploymentCollection;
export declare function deploymentArraySerializer(result: Array<Deployment>): any[];
export declare function deploymentArrayDeserializer(result: Array<Deployment>): any[];
/** MSDeploy ARM response */
export interface MSDeployStatus extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Username of deployer */
    readonly deployer?: string;
    /** Provisioning state */
    readonly provisioningState?: MSDeployProvisioningState;
    /** Start time of deploy operation */
    readonly startTime?: Date;
    /** End time of deploy operation */
    readonly endTime?: Date;
    /** Whether the deployment operation has completed */
    readonly complete?: boolean;
}
export declare function msDeployStatusDeserializer(item: any): MSDeployStatus;
/** MSDeployStatus resource specific properties */
export interface MSDeployStatusProperties {
    /** Username of deployer */
    readonly deployer?: string;
    /** Provisioning state */
    readonly provisioningState?: MSDeployProvisioningState;
    /** Start time of deploy operation */
    readonly startTime?: Date;
    /** End time of deploy operation */
    readonly endTime?: Date;
    /** Whether the deployment operation has completed */
    readonly complete?: boolean;
}
export declare function msDeployStatusPropertiesDeserializer(item: any): MSDeployStatusProperties;
/** Provisioning state */
export type MSDeployProvisioningState = "accepted" | "running" | "succeeded" | "failed" | "canceled";
/** MSDeploy ARM PUT information */
export interface MSDeploy extends ProxyOnlyResource {
    /** Package URI */
    packageUri?: string;
    /** SQL Connection String */
    connectionString?: string;
    /** Database Type */
    dbType?: string;
    /** URI of MSDeploy Parameters file. Must not be set if SetParameters is used. */
    setParametersXmlFileUri?: string;
    /** MSDeploy Parameters. Must not be set if SetParametersXmlFileUri is used. */
    setParameters?: Record<string, string>;
    /**
     * Controls whether the MSDeploy operation skips the App_Data directory.
     * If set to <code>true</code>, the existing App_Data directory on the destination
     * will not be deleted, and any App_Data directory in the source will be ignored.
     * Setting is <code>false</code> by default.
     */
    skipAppData?: boolean;
    /**
     * Sets the AppOffline rule while the MSDeploy operation executes.
     * Setting is <code>false</code> by default.
     */
    appOffline?: boolean;
    /** List of Add-On packages. Add-On packages implicitly enable the Do Not Delete MSDeploy rule. */
    addOnPackages?: MSDeployCore[];
}
export declare function msDeploySerializer(item: MSDeploy): any;
/** MSDeploy ARM PUT information properties */
export interface MSDeployProperties extends MSDeployCore {
    /** List of Add-On packages. Add-On packages implicitly enable the Do Not Delete MSDeploy rule. */
    addOnPackages?: MSDeployCore[];
}
export declare function msDeployPropertiesSerializer(item: MSDeployProperties): any;
export declare function msDeployCoreArraySerializer(result: Array<MSDeployCore>): any[];
/** MSDeploy ARM PUT core information */
export interface MSDeployCore {
    /** Package URI */
    packageUri?: string;
    /** SQL Connection String */
    connectionString?: string;
    /** Database Type */
    dbType?: string;
    /** URI of MSDeploy Parameters file. Must not be set if SetParameters is used. */
    setParametersXmlFileUri?: string;
    /** MSDeploy Parameters. Must not be set if SetParametersXmlFileUri is used. */
    setParameters?: Record<string, string>;
    /**
     * Controls whether the MSDeploy operation skips the App_Data directory.
     * If set to <code>true</code>, the existing App_Data directory on the destination
     * will not be deleted, and any App_Data directory in the source will be ignored.
     * Setting is <code>false</code> by default.
     */
    skipAppData?: boolean;
    /**
     * Sets the AppOffline rule while the MSDeploy operation executes.
     * Setting is <code>false</code> by default.
     */
    appOffline?: boolean;
}
export declare function msDeployCoreSerializer(item: MSDeployCore): any;
/** MSDeploy log */
export interface MSDeployLog extends ProxyOnlyResource {
    /** List of log entry messages */
    readonly entries?: MSDeployLogEntry[];
}
export declare function msDeployLogDeserializer(item: any): MSDeployLog;
/** MSDeployLog resource specific properties */
export interface MSDeployLogProperties {
    /** List of log entry messages */
    readonly entries?: MSDeployLogEntry[];
}
export declare function msDeployLogPropertiesDeserializer(item: any): MSDeployLogProperties;
export declare function msDeployLogEntryArrayDeserializer(result: Array<MSDeployLogEntry>): any[];
/** MSDeploy log entry */
export interface MSDeployLogEntry {
    /** Timestamp of log entry */
    readonly time?: Date;
    /** Log entry type */
    readonly type?: MSDeployLogEntryType;
    /** Log entry message */
    readonly message?: string;
}
export declare function msDeployLogEntryDeserializer(item: any): MSDeployLogEntry;
/** Log entry type */
export type MSDeployLogEntryType = "Message" | "Warning" | "Error";
/** Function information. */
export interface FunctionEnvelope extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Function App ID. */
    functionAppId?: string;
    /** Script root path URI. */
    scriptRootPathHref?: string;
    /** Script URI. */
    scriptHref?: string;
    /** Config URI. */
    configHref?: string;
    /** Test data URI. */
    testDataHref?: string;
    /** Secrets file URI. */
    secretsFileHref?: string;
    /** Function URI. */
    href?: string;
    /** Config information. */
    config?: Record<string, unknown>;
    /** File list. */
    files?: Record<string, string>;
    /** Test data used when testing via the Azure Portal. */
    testData?: string;
    /** The invocation URL */
    invokeUrlTemplate?: string;
    /** The function language */
    language?: string;
    /** Gets or sets a value indicating whether the function is disabled */
    isDisabled?: boolean;
}
export declare function functionEnvelopeSerializer(item: FunctionEnvelope): any;
export declare function functionEnvelopeDeserializer(item: any): FunctionEnvelope;
/** FunctionEnvelope resource specific properties */
export interface FunctionEnvelopeProperties {
    /** Function App ID. */
    functionAppId?: string;
    /** Script root path URI. */
    scriptRootPathHref?: string;
    /** Script URI. */
    scriptHref?: string;
    /** Config URI. */
    configHref?: string;
    /** Test data URI. */
    testDataHref?: string;
    /** Secrets file URI. */
    secretsFileHref?: string;
    /** Function URI. */
    href?: string;
    /** Config information. */
    config?: Record<string, unknown>;
    /** File list. */
    files?: Record<string, string>;
    /** Test data used when testing via the Azure Portal. */
    testData?: string;
    /** The invocation URL */
    invokeUrlTemplate?: string;
    /** The function language */
    language?: string;
    /** Gets or sets a value indicating whether the function is disabled */
    isDisabled?: boolean;
}
export declare function functionEnvelopePropertiesSerializer(item: FunctionEnvelopeProperties): any;
export declare function functionEnvelopePropertiesDeserializer(item: any): FunctionEnvelopeProperties;
/** Collection of Kudu function information elements. */
export interface _FunctionEnvelopeCollection {
    /** The FunctionEnvelope items on this page */
    value: FunctionEnvelope[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _functionEnvelopeCollectionDeserializer(item: any): _FunctionEnvelopeCollection;
export declare function functionEnvelopeArraySerializer(result: Array<FunctionEnvelope>): any[];
export declare function functionEnvelopeArrayDeserializer(result: Array<FunctionEnvelope>): any[];
/** A hostname binding object. */
export interface HostNameBinding extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** App Service app name. */
    siteName?: string;
    /** Fully qualified ARM domain resource URI. */
    domainId?: string;
    /** Azure resource name. */
    azureResourceName?: string;
    /** Azure resource type. */
    azureResourceType?: AzureResourceType;
    /** Custom DNS record type. */
    customHostNameDnsRecordType?: CustomHostNameDnsRecordType;
    /** Hostname type. */
    hostNameType?: HostNameType;
    /** SSL type */
    sslState?: SslState;
    /** SSL certificate thumbprint */
    thumbprint?: string;
    /** Virtual IP address assigned to the hostname if IP based SSL is enabled. */
    readonly virtualIP?: string;
}
export declare function hostNameBindingSerializer(item: HostNameBinding): any;
export declare function hostNameBindingDeserializer(item: any): HostNameBinding;
/** HostNameBinding resource specific properties */
export interface HostNameBindingProperties {
    /** App Service app name. */
    siteName?: string;
    /** Fully qualified ARM domain resource URI. */
    domainId?: string;
    /** Azure resource name. */
    azureResourceName?: string;
    /** Azure resource type. */
    azureResourceType?: AzureResourceType;
    /** Custom DNS record type. */
    customHostNameDnsRecordType?: CustomHostNameDnsRecordType;
    /** Hostname type. */
    hostNameType?: HostNameType;
    /** SSL type */
    sslState?: SslState;
    /** SSL certificate thumbprint */
    thumbprint?: string;
    /** Virtual IP address assigned to the hostname if IP based SSL is enabled. */
    readonly virtualIP?: string;
}
export declare function hostNameBindingPropertiesSerializer(item: HostNameBindingProperties): any;
export declare function hostNameBindingPropertiesDeserializer(item: any): HostNameBindingProperties;
/** Azure resource type. */
export type AzureResourceType = "Website" | "TrafficManager";
/** Custom DNS record type. */
export type CustomHostNameDnsRecordType = "CName" | "A";
/** Hostname type. */
export type HostNameType = "Verified" | "Managed";
/** Collection of hostname bindings. */
export interface _HostNameBindingCollection {
    /** The HostNameBinding items on this page */
    value: HostNameBinding[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _hostNameBindingCollectionDeserializer(item: any): _HostNameBindingCollection;
export declare function hostNameBindingArraySerializer(result: Array<HostNameBinding>): any[];
export declare function hostNameBindingArrayDeserializer(result: Array<HostNameBinding>): any[];
/** Concrete proxy resource types can be created by aliasing this type using a specific property type. */
export interface WebSiteInstanceStatus extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    state?: SiteRuntimeState;
    /** Link to the GetStatusApi in Kudu */
    statusUrl?: string;
    /** Link to the Diagnose and Solve Portal */
    detectorUrl?: string;
    /** Link to the console to web app instance */
    consoleUrl?: string;
    /** Link to the console to web app instance */
    healthCheckUrl?: string;
    /** Dictionary of <ContainerInfo> */
    containers?: Record<string, ContainerInfo>;
    /** The physical zone that the instance is in */
    physicalZone?: string;
}
export declare function webSiteInstanceStatusDeserializer(item: any): WebSiteInstanceStatus;
/** WebSiteInstanceStatus resource specific properties */
export interface WebSiteInstanceStatusProperties {
    state?: SiteRuntimeState;
    /** Link to the GetStatusApi in Kudu */
    statusUrl?: string;
    /** Link to the Diagnose and Solve Portal */
    detectorUrl?: string;
    /** Link to the console to web app instance */
    consoleUrl?: string;
    /** Link to the console to web app instance */
    healthCheckUrl?: string;
    /** Dictionary of <ContainerInfo> */
    containers?: Record<string, ContainerInfo>;
    /** The physical zone that the instance is in */
    physicalZone?: string;
}
export declare function webSiteInstanceStatusPropertiesDeserializer(item: any): WebSiteInstanceStatusProperties;
/** Type of SiteRuntimeState */
export type SiteRuntimeState = "READY" | "STOPPED" | "UNKNOWN";
export declare function containerInfoRecordDeserializer(item: Record<string, any>): Record<string, ContainerInfo>;
/** model interface ContainerInfo */
export interface ContainerInfo {
    currentTimeStamp?: Date;
    previousTimeStamp?: Date;
    currentCpuStats?: ContainerCpuStatistics;
    previousCpuStats?: ContainerCpuStatistics;
    memoryStats?: ContainerMemoryStatistics;
    name?: string;
    id?: string;
    eth0?: ContainerNetworkInterfaceStatistics;
}
export declare function containerInfoDeserializer(item: any): ContainerInfo;
/** model interface ContainerCpuStatistics */
export interface ContainerCpuStatistics {
    cpuUsage?: ContainerCpuUsage;
    systemCpuUsage?: number;
    onlineCpuCount?: number;
    throttlingData?: ContainerThrottlingData;
}
export declare function containerCpuStatisticsDeserializer(item: any): ContainerCpuStatistics;
/** model interface ContainerCpuUsage */
export interface ContainerCpuUsage {
    totalUsage?: number;
    perCpuUsage?: number[];
    kernelModeUsage?: number;
    userModeUsage?: number;
}
export declare function containerCpuUsageDeserializer(item: any): ContainerCpuUsage;
/** model interface ContainerThrottlingData */
export interface ContainerThrottlingData {
    periods?: number;
    throttledPeriods?: number;
    throttledTime?: number;
}
export declare function containerThrottlingDataDeserializer(item: any): ContainerThrottlingData;
/** model interface ContainerMemoryStatistics */
export interface ContainerMemoryStatistics {
    usage?: number;
    maxUsage?: number;
    limit?: number;
}
export declare function containerMemoryStatisticsDeserializer(item: any): ContainerMemoryStatistics;
/** model interface ContainerNetworkInterfaceStatistics */
export interface ContainerNetworkInterfaceStatistics {
    rxBytes?: number;
    rxPackets?: number;
    rxErrors?: number;
    rxDropped?: number;
    txBytes?: number;
    txPackets?: number;
    txErrors?: number;
    txDropped?: number;
}
export declare function containerNetworkInterfaceStatisticsDeserializer(item: any): ContainerNetworkInterfaceStatistics;
/** Collection of app instances. */
export interface _WebAppInstanceStatusCollection {
    /** The WebSiteInstanceStatus items on this page */
    value: WebSiteInstanceStatus[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _webAppInstanceStatusCollectionDeserializer(item: any): _WebAppInstanceStatusCollection;
export declare function webSiteInstanceStatusArrayDeserializer(result: Array<WebSiteInstanceStatus>): any[];
/** Process Information. */
export interface ProcessInfo extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** ARM Identifier for deployment. */
    readonly identifier?: number;
    /** Deployment name. */
    deploymentName?: string;
    /** HRef URI. */
    href?: string;
    /** Minidump URI. */
    minidump?: string;
    /** Is profile running? */
    isProfileRunning?: boolean;
    /** Is the IIS Profile running? */
    isIisProfileRunning?: boolean;
    /** IIS Profile timeout (seconds). */
    iisProfileTimeoutInSeconds?: number;
    /** Parent process. */
    parent?: string;
    /** Child process list. */
    children?: string[];
    /** Thread list. */
    threads?: ProcessThreadInfo[];
    /** List of open files. */
    openFileHandles?: string[];
    /** List of modules. */
    modules?: ProcessModuleInfo[];
    /** File name of this process. */
    fileName?: string;
    /** Command line. */
    commandLine?: string;
    /** User name. */
    userName?: string;
    /** Handle count. */
    handleCount?: number;
    /** Module count. */
    moduleCount?: number;
    /** Thread count. */
    threadCount?: number;
    /** Start time. */
    startTime?: Date;
    /** Total CPU time. */
    totalCpuTime?: string;
    /** User CPU time. */
    userCpuTime?: string;
    /** Privileged CPU time. */
    privilegedCpuTime?: string;
    /** Working set. */
    workingSet?: number;
    /** Peak working set. */
    peakWorkingSet?: number;
    /** Private memory size. */
    privateMemory?: number;
    /** Virtual memory size. */
    virtualMemory?: number;
    /** Peak virtual memory usage. */
    peakVirtualMemory?: number;
    /** Paged system memory. */
    pagedSystemMemory?: number;
    /** Non-paged system memory. */
    nonPagedSystemMemory?: number;
    /** Paged memory. */
    pagedMemory?: number;
    /** Peak paged memory. */
    peakPagedMemory?: number;
    /** Time stamp. */
    timeStamp?: Date;
    /** List of environment variables. */
    environmentVariables?: Record<string, string>;
    /** Is this the SCM site? */
    isScmSite?: boolean;
    /** Is this a Web Job? */
    isWebjob?: boolean;
    /** Description of process. */
    description?: string;
}
export declare function processInfoDeserializer(item: any): ProcessInfo;
/** ProcessInfo resource specific properties */
export interface ProcessInfoProperties {
    /** ARM Identifier for deployment. */
    readonly identifier?: number;
    /** Deployment name. */
    deploymentName?: string;
    /** HRef URI. */
    href?: string;
    /** Minidump URI. */
    minidump?: string;
    /** Is profile running? */
    isProfileRunning?: boolean;
    /** Is the IIS Profile running? */
    isIisProfileRunning?: boolean;
    /** IIS Profile timeout (seconds). */
    iisProfileTimeoutInSeconds?: number;
    /** Parent process. */
    parent?: string;
    /** Child process list. */
    children?: string[];
    /** Thread list. */
    threads?: ProcessThreadInfo[];
    /** List of open files. */
    openFileHandles?: string[];
    /** List of modules. */
    modules?: ProcessModuleInfo[];
    /** File name of this process. */
    fileName?: string;
    /** Command line. */
    commandLine?: string;
    /** User name. */
    userName?: string;
    /** Handle count. */
    handleCount?: number;
    /** Module count. */
    moduleCount?: number;
    /** Thread count. */
    threadCount?: number;
    /** Start time. */
    startTime?: Date;
    /** Total CPU time. */
    totalCpuTime?: string;
    /** User CPU time. */
    userCpuTime?: string;
    /** Privileged CPU time. */
    privilegedCpuTime?: string;
    /** Working set. */
    workingSet?: number;
    /** Peak working set. */
    peakWorkingSet?: number;
    /** Private memory size. */
    privateMemory?: number;
    /** Virtual memory size. */
    virtualMemory?: number;
    /** Peak virtual memory usage. */
    peakVirtualMemory?: number;
    /** Paged system memory. */
    pagedSystemMemory?: number;
    /** Non-paged system memory. */
    nonPagedSystemMemory?: number;
    /** Paged memory. */
    pagedMemory?: number;
    /** Peak paged memory. */
    peakPagedMemory?: number;
    /** Time stamp. */
    timeStamp?: Date;
    /** List of environment variables. */
    environmentVariables?: Record<string, string>;
    /** Is this the SCM site? */
    isScmSite?: boolean;
    /** Is this a Web Job? */
    isWebjob?: boolean;
    /** Description of process. */
    description?: string;
}
export declare function processInfoPropertiesDeserializer(item: any): ProcessInfoProperties;
export declare function processThreadInfoArrayDeserializer(result: Array<ProcessThreadInfo>): any[];
/** Process Thread Information. */
export interface ProcessThreadInfo extends ProxyOnlyResource {
    /** Site extension ID. */
    readonly identifier?: number;
    /** HRef URI. */
    href?: string;
    /** Process URI. */
    process?: string;
    /** Start address. */
    startAddress?: string;
    /** Current thread priority. */
    currentPriority?: number;
    /** Thread priority level. */
    priorityLevel?: string;
    /** Base priority. */
    basePriority?: number;
    /** Start time. */
    startTime?: Date;
    /** Total processor time. */
    totalProcessorTime?: string;
    /** User processor time. */
    userProcessorTime?: string;
    /** Thread state. */
    state?: string;
    /** Wait reason. */
    waitReason?: string;
}
export declare function processThreadInfoDeserializer(item: any): ProcessThreadInfo;
/** ProcessThreadInfo resource specific properties */
export interface ProcessThreadInfoProperties {
    /** Site extension ID. */
    readonly identifier?: number;
    /** HRef URI. */
    href?: string;
    /** Process URI. */
    process?: string;
    /** Start address. */
    startAddress?: string;
    /** Current thread priority. */
    currentPriority?: number;
    /** Thread priority level. */
    priorityLevel?: string;
    /** Base priority. */
    basePriority?: number;
    /** Start time. */
    startTime?: Date;
    /** Total processor time. */
    totalProcessorTime?: string;
    /** User processor time. */
    userProcessorTime?: string;
    /** Thread state. */
    state?: string;
    /** Wait reason. */
    waitReason?: string;
}
export declare function processThreadInfoPropertiesDeserializer(item: any): ProcessThreadInfoProperties;
export declare function processModuleInfoArrayDeserializer(result: Array<ProcessModuleInfo>): any[];
/** Process Module Information. */
export interface ProcessModuleInfo extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Base address. Used as module identifier in ARM resource URI. */
    baseAddress?: string;
    /** File name. */
    fileName?: string;
    /** HRef URI. */
    href?: string;
    /** File path. */
    filePath?: string;
    /** Module memory size. */
    moduleMemorySize?: number;
    /** File version. */
    fileVersion?: string;
    /** File description. */
    fileDescription?: string;
    /** Product name. */
    product?: string;
    /** Product version. */
    productVersion?: string;
    /** Is debug? */
    isDebug?: boolean;
    /** Module language (locale). */
    language?: string;
}
export declare function processModuleInfoDeserializer(item: any): ProcessModuleInfo;
/** ProcessModuleInfo resource specific properties */
export interface ProcessModuleInfoProperties {
    /** Base address. Used as module identifier in ARM resource URI. */
    baseAddress?: string;
    /** File name. */
    fileName?: string;
    /** HRef URI. */
    href?: string;
    /** File path. */
    filePath?: string;
    /** Module memory size. */
    moduleMemorySize?: number;
    /** File version. */
    fileVersion?: string;
    /** File description. */
    fileDescription?: string;
    /** Product name. */
    product?: string;
    /** Product version. */
    productVersion?: string;
    /** Is debug? */
    isDebug?: boolean;
    /** Module language (locale). */
    language?: string;
}
export declare function processModuleInfoPropertiesDeserializer(item: any): ProcessModuleInfoProperties;
/** Collection of Kudu process information elements. */
export interface _ProcessInfoCollection {
    /** The ProcessInfo items on this page */
    value: ProcessInfo[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _processInfoCollectionDeserializer(item: any): _ProcessInfoCollection;
export declare function processInfoArrayDeserializer(result: Array<ProcessInfo>): any[];
/** Collection of Kudu thread information elements. */
export interface _ProcessThreadInfoCollection {
    /** The ProcessThreadInfo items on this page */
    value: ProcessThreadInfo[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _processThreadInfoCollectionDeserializer(item: any): _ProcessThreadInfoCollection;
/** Collection of Kudu thread information elements. */
export interface _ProcessModuleInfoCollection {
    /** The ProcessModuleInfo items on this page */
    value: ProcessModuleInfo[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _processModuleInfoCollectionDeserializer(item: any): _ProcessModuleInfoCollection;
/** MySQL migration status. */
export interface MigrateMySqlStatus extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Status of the migration task. */
    readonly migrationOperationStatus?: OperationStatus;
    /** Operation ID for the migration task. */
    readonly operationId?: string;
    /** True if the web app has in app MySql enabled */
    readonly localMySqlEnabled?: boolean;
}
export declare function migrateMySqlStatusDeserializer(item: any): MigrateMySqlStatus;
/** MigrateMySqlStatus resource specific properties */
export interface MigrateMySqlStatusProperties {
    /** Status of the migration task. */
    readonly migrationOperationStatus?: OperationStatus;
    /** Operation ID for the migration task. */
    readonly operationId?: string;
    /** True if the web app has in app MySql enabled */
    readonly localMySqlEnabled?: boolean;
}
export declare function migrateMySqlStatusPropertiesDeserializer(item: any): MigrateMySqlStatusProperties;
/** Swift Virtual Network Contract. This is used to enable the new Swift way of doing virtual network integration. */
export interface SwiftVirtualNetwork extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The Virtual Network subnet's resource ID. This is the subnet that this Web App will join. This subnet must have a delegation to Microsoft.Web/serverFarms defined first. */
    subnetResourceId?: string;
    /** A flag that specifies if the scale unit this Web App is on supports Swift integration. */
    swiftSupported?: boolean;
}
export declare function swiftVirtualNetworkSerializer(item: SwiftVirtualNetwork): any;
export declare function swiftVirtualNetworkDeserializer(item: any): SwiftVirtualNetwork;
/** SwiftVirtualNetwork resource specific properties */
export interface SwiftVirtualNetworkProperties {
    /** The Virtual Network subnet's resource ID. This is the subnet that this Web App will join. This subnet must have a delegation to Microsoft.Web/serverFarms defined first. */
    subnetResourceId?: string;
    /** A flag that specifies if the scale unit this Web App is on supports Swift integration. */
    swiftSupported?: boolean;
}
export declare function swiftVirtualNetworkPropertiesSerializer(item: SwiftVirtualNetworkProperties): any;
export declare function swiftVirtualNetworkPropertiesDeserializer(item: any): SwiftVirtualNetworkProperties;
/** Full view of network features for an app (presently VNET integration and Hybrid Connections). */
export interface NetworkFeatures extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The Virtual Network name. */
    readonly virtualNetworkName?: string;
    /** The Virtual Network summary view. */
    readonly virtualNetworkConnection?: VnetInfo;
    /** The Hybrid Connections summary view. */
    readonly hybridConnections?: RelayServiceConnectionEntity[];
    /** The Hybrid Connection V2 (Service Bus) view. */
    readonly hybridConnectionsV2?: HybridConnection[];
}
export declare function networkFeaturesDeserializer(item: any): NetworkFeatures;
/** NetworkFeatures resource specific properties */
export interface NetworkFeaturesProperties {
    /** The Virtual Network name. */
    readonly virtualNetworkName?: string;
    /** The Virtual Network summary view. */
    readonly virtualNetworkConnection?: VnetInfo;
    /** The Hybrid Connections summary view. */
    readonly hybridConnections?: RelayServiceConnectionEntity[];
    /** The Hybrid Connection V2 (Service Bus) view. */
    readonly hybridConnectionsV2?: HybridConnection[];
}
export declare function networkFeaturesPropertiesDeserializer(item: any): NetworkFeaturesProperties;
export declare function relayServiceConnectionEntityArraySerializer(result: Array<RelayServiceConnectionEntity>): any[];
export declare function relayServiceConnectionEntityArrayDeserializer(result: Array<RelayServiceConnectionEntity>): any[];
export declare function hybridConnectionArraySerializer(result: Array<HybridConnection>): any[];
export declare function hybridConnectionArrayDeserializer(result: Array<HybridConnection>): any[];
/** ARM resource for a PremierAddOn. */
export interface PremierAddOnPatchResource extends ProxyOnlyResource {
    /** Premier add on SKU. */
    sku?: string;
    /** Premier add on Product. */
    product?: string;
    /** Premier add on Vendor. */
    vendor?: string;
    /** Premier add on Marketplace publisher. */
    marketplacePublisher?: string;
    /** Premier add on Marketplace offer. */
    marketplaceOffer?: string;
}
export declare function premierAddOnPatchResourceSerializer(item: PremierAddOnPatchResource): any;
/** PremierAddOnPatchResource resource specific properties */
export interface PremierAddOnPatchResourceProperties {
    /** Premier add on SKU. */
    sku?: string;
    /** Premier add on Product. */
    product?: string;
    /** Premier add on Vendor. */
    vendor?: string;
    /** Premier add on Marketplace publisher. */
    marketplacePublisher?: string;
    /** Premier add on Marketplace offer. */
    marketplaceOffer?: string;
}
export declare function premierAddOnPatchResourcePropertiesSerializer(item: PremierAddOnPatchResourceProperties): any;
/** Description of the parameters of Private Access for a Web Site. */
export interface PrivateAccess extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Whether private access is enabled or not. */
    enabled?: boolean;
    /** The Virtual Networks (and subnets) allowed to access the site privately. */
    virtualNetworks?: PrivateAccessVirtualNetwork[];
}
export declare function privateAccessSerializer(item: PrivateAccess): any;
export declare function privateAccessDeserializer(item: any): PrivateAccess;
/** PrivateAccess resource specific properties */
export interface PrivateAccessProperties {
    /** Whether private access is enabled or not. */
    enabled?: boolean;
    /** The Virtual Networks (and subnets) allowed to access the site privately. */
    virtualNetworks?: PrivateAccessVirtualNetwork[];
}
export declare function privateAccessPropertiesSerializer(item: PrivateAccessProperties): any;
export declare function privateAccessPropertiesDeserializer(item: any): PrivateAccessProperties;
export declare function privateAccessVirtualNetworkArraySerializer(result: Array<PrivateAccessVirtualNetwork>): any[];
export declare function privateAccessVirtualNetworkArrayDeserializer(result: Array<PrivateAccessVirtualNetwork>): any[];
/** Description of a Virtual Network that is useable for private site access. */
export interface PrivateAccessVirtualNetwork {
    /** The name of the Virtual Network. */
    name?: string;
    /** The key (ID) of the Virtual Network. */
    key?: number;
    /** The ARM uri of the Virtual Network */
    resourceId?: string;
    /** A List of subnets that access is allowed to on this Virtual Network. An empty array (but not null) is interpreted to mean that all subnets are allowed within this Virtual Network. */
    subnets?: PrivateAccessSubnet[];
}
export declare function privateAccessVirtualNetworkSerializer(item: PrivateAccessVirtualNetwork): any;
export declare function privateAccessVirtualNetworkDeserializer(item: any): PrivateAccessVirtualNetwork;
export declare function privateAccessSubnetArraySerializer(result: Array<PrivateAccessSubnet>): any[];
export declare function privateAccessSubnetArrayDeserializer(result: Array<PrivateAccessSubnet>): any[];
/** Description of a Virtual Network subnet that is useable for private site access. */
export interface PrivateAccessSubnet {
    /** The name of the subnet. */
    name?: string;
    /** The key (ID) of the subnet. */
    key?: number;
}
export declare function privateAccessSubnetSerializer(item: PrivateAccessSubnet): any;
export declare function privateAccessSubnetDeserializer(item: any): PrivateAccessSubnet;
/** Public certificate object */
export interface PublicCertificate extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Public Certificate byte array */
    blob?: Uint8Array;
    /** Public Certificate Location */
    publicCertificateLocation?: PublicCertificateLocation;
    /** Certificate Thumbprint */
    readonly thumbprint?: string;
}
export declare function publicCertificateSerializer(item: PublicCertificate): any;
export declare function publicCertificateDeserializer(item: any): PublicCertificate;
/** PublicCertificate resource specific properties */
export interface PublicCertificateProperties {
    /** Public Certificate byte array */
    blob?: Uint8Array;
    /** Public Certificate Location */
    publicCertificateLocation?: PublicCertificateLocation;
    /** Certificate Thumbprint */
    readonly thumbprint?: string;
}
export declare function publicCertificatePropertiesSerializer(item: PublicCertificateProperties): any;
export declare function publicCertificatePropertiesDeserializer(item: any): PublicCertificateProperties;
/** Public Certificate Location */
export type PublicCertificateLocation = "CurrentUserMy" | "LocalMachineMy" | "Unknown";
/** Collection of public certificates */
export interface _PublicCertificateCollection {
    /** The PublicCertificate items on this page */
    value: PublicCertificate[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _publicCertificateCollectionDeserializer(item: any): _PublicCertificateCollection;
export declare function publicCertificateArraySerializer(result: Array<PublicCertificate>): any[];
export declare function publicCertificateArrayDeserializer(result: Array<PublicCertificate>): any[];
/** Container of a site */
export interface SiteContainer extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Image Name */
    image?: string;
    /** Target Port */
    targetPort?: string;
    /** <code>true</code> if the container is the main site container; <code>false</code> otherwise. */
    isMain?: boolean;
    /** StartUp Command */
    startUpCommand?: string;
    /** Auth Type */
    authType?: AuthType;
    /** User Name */
    userName?: string;
    /** Password Secret */
    passwordSecret?: string;
    /** UserManagedIdentity ClientId */
    userManagedIdentityClientId?: string;
    /** Created Time */
    readonly createdTime?: Date;
    /** Last Modified Time */
    readonly lastModifiedTime?: Date;
    /** List of volume mounts */
    volumeMounts?: VolumeMount[];
    /** <code>true</code> if all AppSettings and ConnectionStrings have to be passed to the container as environment variables; <code>false</code> otherwise. */
    inheritAppSettingsAndConnectionStrings?: boolean;
    /** List of environment variables */
    environmentVariables?: EnvironmentVariable[];
}
export declare function siteContainerSerializer(item: SiteContainer): any;
export declare function siteContainerDeserializer(item: any): SiteContainer;
/** SiteContainer resource specific properties */
export interface SiteContainerProperties {
    /** Image Name */
    image: string;
    /** Target Port */
    targetPort?: string;
    /** <code>true</code> if the container is the main site container; <code>false</code> otherwise. */
    isMain: boolean;
    /** StartUp Command */
    startUpCommand?: string;
    /** Auth Type */
    authType?: AuthType;
    /** User Name */
    userName?: string;
    /** Password Secret */
    passwordSecret?: string;
    /** UserManagedIdentity ClientId */
    userManagedIdentityClientId?: string;
    /** Created Time */
    readonly createdTime?: Date;
    /** Last Modified Time */
    readonly lastModifiedTime?: Date;
    /** List of volume mounts */
    volumeMounts?: VolumeMount[];
    /** <code>true</code> if all AppSettings and ConnectionStrings have to be passed to the container as environment variables; <code>false</code> otherwise. */
    inheritAppSettingsAndConnectionStrings?: boolean;
    /** List of environment variables */
    environmentVariables?: EnvironmentVariable[];
}
export declare function siteContainerPropertiesSerializer(item: SiteContainerProperties): any;
export declare function siteContainerPropertiesDeserializer(item: any): SiteContainerProperties;
/** Auth Type */
export type AuthType = "Anonymous" | "UserCredentials" | "SystemIdentity" | "UserAssigned";
export declare function volumeMountArraySerializer(result: Array<VolumeMount>): any[];
export declare function volumeMountArrayDeserializer(result: Array<VolumeMount>): any[];
/** model interface VolumeMount */
export interface VolumeMount {
    /** Sub path in the volume where volume is mounted from. */
    volumeSubPath: string;
    /** Target path on the container where volume is mounted on */
    containerMountPath: string;
    /** Config Data to be mounted on the volume */
    data?: string;
    /** Boolean to specify if the mount is read only on the container */
    readOnly?: boolean;
}
export declare function volumeMountSerializer(item: VolumeMount): any;
export declare function volumeMountDeserializer(item: any): VolumeMount;
export declare function environmentVariableArraySerializer(result: Array<EnvironmentVariable>): any[];
export declare function environmentVariableArrayDeserializer(result: Array<EnvironmentVariable>): any[];
/** model interface EnvironmentVariable */
export interface EnvironmentVariable {
    /** Environment variable name */
    name: string;
    /** The value of this environment variable must be the name of an AppSetting. The actual value of the environment variable in container will be retrieved from the specified AppSetting at runtime. If the AppSetting is not found, the value will be set to an empty string in the container at runtime. */
    value: string;
}
export declare function environmentVariableSerializer(item: EnvironmentVariable): any;
export declare function environmentVariableDeserializer(item: any): EnvironmentVariable;
/** Collection of site containers */
export interface _SiteContainerCollection {
    /** The SiteContainer items on this page */
    value: SiteContainer[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _siteContainerCollectionDeserializer(item: any): _SiteContainerCollection;
export declare function siteContainerArraySerializer(result: Array<SiteContainer>): any[];
export declare function siteContainerArrayDeserializer(result: Array<SiteContainer>): any[];
/** Site Extension Information. */
export interface SiteExtensionInfo extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Site extension ID. */
    extensionId?: string;
    title?: string;
    /** Site extension type. */
    extensionType?: SiteExtensionType;
    /** Summary description. */
    summary?: string;
    /** Detailed description. */
    description?: string;
    /** Version information. */
    version?: string;
    /** Extension URL. */
    extensionUrl?: string;
    /** Project URL. */
    projectUrl?: string;
    /** Icon URL. */
    iconUrl?: string;
    /** License URL. */
    licenseUrl?: string;
    /** Feed URL. */
    feedUrl?: string;
    /** List of authors. */
    authors?: string[];
    /** Installer command line parameters. */
    installerCommandLineParams?: string;
    /** Published timestamp. */
    publishedDateTime?: Date;
    /** Count of downloads. */
    downloadCount?: number;
    /** <code>true</code> if the local version is the latest version; <code>false</code> otherwise. */
    localIsLatestVersion?: boolean;
    /** Local path. */
    localPath?: string;
    /** Installed timestamp. */
    installedDateTime?: Date;
    /** Provisioning state. */
    provisioningState?: string;
    /** Site Extension comment. */
    comment?: string;
}
export declare function siteExtensionInfoDeserializer(item: any): SiteExtensionInfo;
/** SiteExtensionInfo resource specific properties */
export interface SiteExtensionInfoProperties {
    /** Site extension ID. */
    extensionId?: string;
    title?: string;
    /** Site extension type. */
    extensionType?: SiteExtensionType;
    /** Summary description. */
    summary?: string;
    /** Detailed description. */
    description?: string;
    /** Version information. */
    version?: string;
    /** Extension URL. */
    extensionUrl?: string;
    /** Project URL. */
    projectUrl?: string;
    /** Icon URL. */
    iconUrl?: string;
    /** License URL. */
    licenseUrl?: string;
    /** Feed URL. */
    feedUrl?: string;
    /** List of authors. */
    authors?: string[];
    /** Installer command line parameters. */
    installerCommandLineParams?: string;
    /** Published timestamp. */
    publishedDateTime?: Date;
    /** Count of downloads. */
    downloadCount?: number;
    /** <code>true</code> if the local version is the latest version; <code>false</code> otherwise. */
    localIsLatestVersion?: boolean;
    /** Local path. */
    localPath?: string;
    /** Installed timestamp. */
    installedDateTime?: Date;
    /** Provisioning state. */
    provisioningState?: string;
    /** Site Extension comment. */
    comment?: string;
}
export declare function siteExtensionInfoPropertiesDeserializer(item: any): SiteExtensionInfoProperties;
/** Site extension type. */
export type SiteExtensionType = "Gallery" | "WebRoot";
/** Collection of Kudu site extension information elements. */
export interface _SiteExtensionInfoCollection {
    /** The SiteExtensionInfo items on this page */
    value: SiteExtensionInfo[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _siteExtensionInfoCollectionDeserializer(item: any): _SiteExtensionInfoCollection;
export declare function siteExtensionInfoArrayDeserializer(result: Array<SiteExtensionInfo>): any[];
/** Source control configuration for an app. */
export interface SiteSourceControl extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Repository or source control URL. */
    repoUrl?: string;
    /** Name of branch to use for deployment. */
    branch?: string;
    /** <code>true</code> to limit to manual integration; <code>false</code> to enable continuous integration (which configures webhooks into online repos like GitHub). */
    isManualIntegration?: boolean;
    /** <code>true</code> if this is deployed via GitHub action. */
    isGitHubAction?: boolean;
    /** <code>true</code> to enable deployment rollback; otherwise, <code>false</code>. */
    deploymentRollbackEnabled?: boolean;
    /** <code>true</code> for a Mercurial repository; <code>false</code> for a Git repository. */
    isMercurial?: boolean;
    /** If GitHub Action is selected, than the associated configuration. */
    gitHubActionConfiguration?: GitHubActionConfiguration;
}
export declare function siteSourceControlSerializer(item: SiteSourceControl): any;
export declare function siteSourceControlDeserializer(item: any): SiteSourceControl;
/** SiteSourceControl resource specific properties */
export interface SiteSourceControlProperties {
    /** Repository or source control URL. */
    repoUrl?: string;
    /** Name of branch to use for deployment. */
    branch?: string;
    /** <code>true</code> to limit to manual integration; <code>false</code> to enable continuous integration (which configures webhooks into online repos like GitHub). */
    isManualIntegration?: boolean;
    /** <code>true</code> if this is deployed via GitHub action. */
    isGitHubAction?: boolean;
    /** <code>true</code> to enable deployment rollback; otherwise, <code>false</code>. */
    deploymentRollbackEnabled?: boolean;
    /** <code>true</code> for a Mercurial repository; <code>false</code> for a Git repository. */
    isMercurial?: boolean;
    /** If GitHub Action is selected, than the associated configuration. */
    gitHubActionConfiguration?: GitHubActionConfiguration;
}
export declare function siteSourceControlPropertiesSerializer(item: SiteSourceControlProperties): any;
export declare function siteSourceControlPropertiesDeserializer(item: any): SiteSourceControlProperties;
/** The GitHub action configuration. */
export interface GitHubActionConfiguration {
    /** GitHub Action code configuration. */
    codeConfiguration?: GitHubActionCodeConfiguration;
    /** GitHub Action container configuration. */
    containerConfiguration?: GitHubActionContainerConfiguration;
    /** This will help determine the workflow configuration to select. */
    isLinux?: boolean;
    /** Workflow option to determine whether the workflow file should be generated and written to the repository. */
    generateWorkflowFile?: boolean;
}
export declare function gitHubActionConfigurationSerializer(item: GitHubActionConfiguration): any;
export declare function gitHubActionConfigurationDeserializer(item: any): GitHubActionConfiguration;
/** The GitHub action code configuration. */
export interface GitHubActionCodeConfiguration {
    /** Runtime stack is used to determine the workflow file content for code base apps. */
    runtimeStack?: string;
    /** Runtime version is used to determine what build version to set in the workflow file. */
    runtimeVersion?: string;
}
export declare function gitHubActionCodeConfigurationSerializer(item: GitHubActionCodeConfiguration): any;
export declare function gitHubActionCodeConfigurationDeserializer(item: any): GitHubActionCodeConfiguration;
/** The GitHub action container configuration. */
export interface GitHubActionContainerConfiguration {
    /** The server URL for the container registry where the build will be hosted. */
    serverUrl?: string;
    /** The image name for the build. */
    imageName?: string;
    /** The username used to upload the image to the container registry. */
    username?: string;
    /** The password used to upload the image to the container registry. */
    password?: string;
}
export declare function gitHubActionContainerConfigurationSerializer(item: GitHubActionContainerConfiguration): any;
export declare function gitHubActionContainerConfigurationDeserializer(item: any): GitHubActionContainerConfiguration;
/** Triggered Web Job Information. */
export interface TriggeredWebJob extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Latest job run information. */
    latestRun?: TriggeredJobRun;
    /** History URL. */
    historyUrl?: string;
    /** Scheduler Logs URL. */
    schedulerLogsUrl?: string;
    /** Run command. */
    runCommand?: string;
    /** Job URL. */
    url?: string;
    /** Extra Info URL. */
    extraInfoUrl?: string;
    /** Job type. */
    webJobType?: WebJobType;
    /** Error information. */
    error?: string;
    /** Using SDK? */
    usingSdk?: boolean;
    /** Property to allow or block all public traffic. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Checks if Customer provided storage account is required */
    storageAccountRequired?: boolean;
    /** Job settings. */
    settings?: Record<string, Record<string, unknown>>;
}
export declare function triggeredWebJobDeserializer(item: any): TriggeredWebJob;
/** TriggeredWebJob resource specific properties */
export interface TriggeredWebJobProperties {
    /** Latest job run information. */
    latestRun?: TriggeredJobRun;
    /** History URL. */
    historyUrl?: string;
    /** Scheduler Logs URL. */
    schedulerLogsUrl?: string;
    /** Run command. */
    runCommand?: string;
    /** Job URL. */
    url?: string;
    /** Extra Info URL. */
    extraInfoUrl?: string;
    /** Job type. */
    webJobType?: WebJobType;
    /** Error information. */
    error?: string;
    /** Using SDK? */
    usingSdk?: boolean;
    /** Property to allow or block all public traffic. Allowed Values: 'Enabled', 'Disabled' or an empty string. */
    publicNetworkAccess?: string;
    /** Checks if Customer provided storage account is required */
    storageAccountRequired?: boolean;
    /** Job settings. */
    settings?: Record<string, Record<string, unknown>>;
}
export declare function triggeredWebJobPropertiesDeserializer(item: any): TriggeredWebJobProperties;
/** Triggered Web Job Run Information. */
export interface TriggeredJobRun {
    /** Job ID. */
    webJobId?: string;
    /** Job name. */
    webJobName?: string;
    /** Job status. */
    status?: TriggeredWebJobStatus;
    /** Start time. */
    startTime?: Date;
    /** End time. */
    endTime?: Date;
    /** Job duration. */
    duration?: string;
    /** Output URL. */
    outputUrl?: string;
    /** Error URL. */
    errorUrl?: string;
    /** Job URL. */
    url?: string;
    /** Job name. */
    jobName?: string;
    /** Job trigger. */
    trigger?: string;
}
export declare function triggeredJobRunDeserializer(item: any): TriggeredJobRun;
/** Job status. */
export type TriggeredWebJobStatus = "Success" | "Failed" | "Error" | "Aborted" | "Running";
/** Collection of Kudu continuous web job information elements. */
export interface _TriggeredWebJobCollection {
    /** The TriggeredWebJob items on this page */
    value: TriggeredWebJob[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _triggeredWebJobCollectionDeserializer(item: any): _TriggeredWebJobCollection;
export declare function triggeredWebJobArrayDeserializer(result: Array<TriggeredWebJob>): any[];
/** Triggered Web Job History. List of Triggered Web Job Run Information elements. */
export interface TriggeredJobHistory extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** List of triggered web job runs. */
    runs?: TriggeredJobRun[];
}
export declare function triggeredJobHistoryDeserializer(item: any): TriggeredJobHistory;
/** TriggeredJobHistory resource specific properties */
export interface TriggeredJobHistoryProperties {
    /** List of triggered web job runs. */
    runs?: TriggeredJobRun[];
}
export declare function triggeredJobHistoryPropertiesDeserializer(item: any): TriggeredJobHistoryProperties;
export declare function triggeredJobRunArrayDeserializer(result: Array<TriggeredJobRun>): any[];
/** Collection of Kudu continuous web job information elements. */
export interface _TriggeredJobHistoryCollection {
    /** The TriggeredJobHistory items on this page */
    value: TriggeredJobHistory[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _triggeredJobHistoryCollectionDeserializer(item: any): _TriggeredJobHistoryCollection;
export declare function triggeredJobHistoryArrayDeserializer(result: Array<TriggeredJobHistory>): any[];
/** Web Job Information. */
export interface WebJob extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Run command. */
    runCommand?: string;
    /** Job URL. */
    url?: string;
    /** Extra Info URL. */
    extraInfoUrl?: string;
    /** Job type. */
    webJobType?: WebJobType;
    /** Error information. */
    error?: string;
    /** Using SDK? */
    usingSdk?: boolean;
    /** Job settings. */
    settings?: Record<string, Record<string, unknown>>;
}
export declare function webJobDeserializer(item: any): WebJob;
/** WebJob resource specific properties */
export interface WebJobProperties {
    /** Run command. */
    runCommand?: string;
    /** Job URL. */
    url?: string;
    /** Extra Info URL. */
    extraInfoUrl?: string;
    /** Job type. */
    webJobType?: WebJobType;
    /** Error information. */
    error?: string;
    /** Using SDK? */
    usingSdk?: boolean;
    /** Job settings. */
    settings?: Record<string, Record<string, unknown>>;
}
export declare function webJobPropertiesDeserializer(item: any): WebJobProperties;
/** Collection of Kudu web job information elements. */
export interface _WebJobCollection {
    /** The WebJob items on this page */
    value: WebJob[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _webJobCollectionDeserializer(item: any): _WebJobCollection;
export declare function webJobArrayDeserializer(result: Array<WebJob>): any[];
/** Collection of Kudu workflow information elements. */
export interface _WorkflowEnvelopeCollection {
    /** The WorkflowEnvelope items on this page */
    value: WorkflowEnvelope[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowEnvelopeCollectionDeserializer(item: any): _WorkflowEnvelopeCollection;
export declare function workflowEnvelopeArrayDeserializer(result: Array<WorkflowEnvelope>): any[];
/** Server Farm RDP connection details. */
export interface ServerFarmRdpDetails {
    /** The RDP password for the server farm. */
    rdpPassword?: string;
    /** The RDP password expiry date. */
    rdpPasswordExpiry?: Date;
}
export declare function serverFarmRdpDetailsDeserializer(item: any): ServerFarmRdpDetails;
/** Represents instance details for an app service plan. */
export interface ServerFarmInstanceDetails {
    /** The server farm name. */
    serverFarmName?: string;
    /** The list of server farm instances. */
    instances?: ServerFarmInstance[];
    /** The total number of instances. */
    instanceCount?: number;
}
export declare function serverFarmInstanceDetailsDeserializer(item: any): ServerFarmInstanceDetails;
export declare function serverFarmInstanceArrayDeserializer(result: Array<ServerFarmInstance>): any[];
/** Represents details of a single instance in a server farm. */
export interface ServerFarmInstance {
    /** The instance name. */
    instanceName?: string;
    /** The instance IP address. */
    ipAddress?: string;
    /** The instance status. */
    status?: string;
}
export declare function serverFarmInstanceDeserializer(item: any): ServerFarmInstance;
/** ARM resource for a app service plan. */
export interface AppServicePlanPatchResource extends ProxyOnlyResource {
    /** Managed service identity. */
    identity?: ManagedServiceIdentity;
    /** Target worker tier assigned to the App Service plan. */
    workerTierName?: string;
    /** App Service plan status. */
    readonly status?: StatusOptions;
    /** App Service plan subscription. */
    readonly subscription?: string;
    /** Specification for the App Service Environment to use for the App Service plan. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Maximum number of instances that can be assigned to this App Service plan. */
    readonly maximumNumberOfWorkers?: number;
    /** The number of instances that are assigned to this App Service plan. */
    readonly numberOfWorkers?: number;
    /** Geographical location for the App Service plan. */
    readonly geoRegion?: string;
    /**
     * If <code>true</code>, apps assigned to this App Service plan can be scaled independently.
     * If <code>false</code>, apps assigned to this App Service plan will scale to all instances of the plan.
     */
    perSiteScaling?: boolean;
    /** ServerFarm supports ElasticScale. Apps in this plan will scale as if the ServerFarm was ElasticPremium sku */
    elasticScaleEnabled?: boolean;
    /** Maximum number of total workers allowed for this ElasticScaleEnabled App Service Plan */
    maximumElasticWorkerCount?: number;
    /** Number of apps assigned to this App Service plan. */
    readonly numberOfSites?: number;
    /** If <code>true</code>, this App Service Plan owns spot instances. */
    isSpot?: boolean;
    /** The time when the server farm expires. Valid only if it is a spot server farm. */
    spotExpirationTime?: Date;
    /** The time when the server farm free offer expires. */
    freeOfferExpirationTime?: Date;
    /** Resource group of the App Service plan. */
    readonly resourceGroup?: string;
    /** If Linux app service plan <code>true</code>, <code>false</code> otherwise. */
    reserved?: boolean;
    /** Obsolete: If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    isXenon?: boolean;
    /** If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    hyperV?: boolean;
    /** Scaling worker count. */
    targetWorkerCount?: number;
    /** Scaling worker size ID. */
    targetWorkerSizeId?: number;
    /** Provisioning state of the App Service Plan. */
    readonly provisioningState?: ProvisioningState;
    /** Specification for the Kubernetes Environment to use for the App Service plan. */
    kubeEnvironmentProfile?: KubeEnvironmentProfile;
    /**
     * If <code>true</code>, this App Service Plan will perform availability zone balancing.
     * If <code>false</code>, this App Service Plan will not perform availability zone balancing.
     */
    zoneRedundant?: boolean;
}
export declare function appServicePlanPatchResourceSerializer(item: AppServicePlanPatchResource): any;
/** AppServicePlanPatchResource resource specific properties */
export interface AppServicePlanPatchResourceProperties {
    /** Target worker tier assigned to the App Service plan. */
    workerTierName?: string;
    /** App Service plan status. */
    readonly status?: StatusOptions;
    /** App Service plan subscription. */
    readonly subscription?: string;
    /** Specification for the App Service Environment to use for the App Service plan. */
    hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Maximum number of instances that can be assigned to this App Service plan. */
    readonly maximumNumberOfWorkers?: number;
    /** The number of instances that are assigned to this App Service plan. */
    readonly numberOfWorkers?: number;
    /** Geographical location for the App Service plan. */
    readonly geoRegion?: string;
    /**
     * If <code>true</code>, apps assigned to this App Service plan can be scaled independently.
     * If <code>false</code>, apps assigned to this App Service plan will scale to all instances of the plan.
     */
    perSiteScaling?: boolean;
    /** ServerFarm supports ElasticScale. Apps in this plan will scale as if the ServerFarm was ElasticPremium sku */
    elasticScaleEnabled?: boolean;
    /** Maximum number of total workers allowed for this ElasticScaleEnabled App Service Plan */
    maximumElasticWorkerCount?: number;
    /** Number of apps assigned to this App Service plan. */
    readonly numberOfSites?: number;
    /** If <code>true</code>, this App Service Plan owns spot instances. */
    isSpot?: boolean;
    /** The time when the server farm expires. Valid only if it is a spot server farm. */
    spotExpirationTime?: Date;
    /** The time when the server farm free offer expires. */
    freeOfferExpirationTime?: Date;
    /** Resource group of the App Service plan. */
    readonly resourceGroup?: string;
    /** If Linux app service plan <code>true</code>, <code>false</code> otherwise. */
    reserved?: boolean;
    /** Obsolete: If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    isXenon?: boolean;
    /** If Hyper-V container app service plan <code>true</code>, <code>false</code> otherwise. */
    hyperV?: boolean;
    /** Scaling worker count. */
    targetWorkerCount?: number;
    /** Scaling worker size ID. */
    targetWorkerSizeId?: number;
    /** Provisioning state of the App Service Plan. */
    readonly provisioningState?: ProvisioningState;
    /** Specification for the Kubernetes Environment to use for the App Service plan. */
    kubeEnvironmentProfile?: KubeEnvironmentProfile;
    /**
     * If <code>true</code>, this App Service Plan will perform availability zone balancing.
     * If <code>false</code>, this App Service Plan will not perform availability zone balancing.
     */
    zoneRedundant?: boolean;
}
export declare function appServicePlanPatchResourcePropertiesSerializer(item: AppServicePlanPatchResourceProperties): any;
/** Collection of hostname bindings. */
export interface _HybridConnectionCollection {
    /** The HybridConnection items on this page */
    value: HybridConnection[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _hybridConnectionCollectionDeserializer(item: any): _HybridConnectionCollection;
/** Hybrid Connection key contract. This has the send key name and value for a Hybrid Connection. */
export interface HybridConnectionKey extends ProxyOnlyResource {
    /** The name of the send key. */
    readonly sendKeyName?: string;
    /** The value of the send key. */
    readonly sendKeyValue?: string;
}
export declare function hybridConnectionKeyDeserializer(item: any): HybridConnectionKey;
/** HybridConnectionKey resource specific properties */
export interface HybridConnectionKeyProperties {
    /** The name of the send key. */
    readonly sendKeyName?: string;
    /** The value of the send key. */
    readonly sendKeyValue?: string;
}
export declare function hybridConnectionKeyPropertiesDeserializer(item: any): HybridConnectionKeyProperties;
/** Collection of resources. */
export interface _ResourceCollection {
    /** Collection of resources. */
    value: string[];
    /** Link to next page of resources. */
    nextLink?: string;
}
export declare function _resourceCollectionDeserializer(item: any): _ResourceCollection;
/** Hybrid Connection limits contract. This is used to return the plan limits of Hybrid Connections. */
export interface HybridConnectionLimits extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The current number of Hybrid Connections. */
    readonly current?: number;
    /** The maximum number of Hybrid Connections allowed. */
    readonly maximum?: number;
}
export declare function hybridConnectionLimitsDeserializer(item: any): HybridConnectionLimits;
/** HybridConnectionLimits resource specific properties */
export interface HybridConnectionLimitsProperties {
    /** The current number of Hybrid Connections. */
    readonly current?: number;
    /** The maximum number of Hybrid Connections allowed. */
    readonly maximum?: number;
}
export declare function hybridConnectionLimitsPropertiesDeserializer(item: any): HybridConnectionLimitsProperties;
/** SSL certificate for an app. */
export interface Certificate extends TrackedResource {
    /** Kind of resource. If the resource is an app, you can refer to https://github.com/Azure/app-service-linux-docs/blob/master/Things_You_Should_Know/kind_property.md#app-service-resource-kind-reference for details supported values for kind. */
    kind?: string;
    /** Certificate password. */
    password?: string;
    /** Friendly name of the certificate. */
    readonly friendlyName?: string;
    /** Subject name of the certificate. */
    readonly subjectName?: string;
    /** Host names the certificate applies to. */
    hostNames?: string[];
    /** Pfx blob. */
    pfxBlob?: Uint8Array;
    /** App name. */
    readonly siteName?: string;
    /** Self link. */
    readonly selfLink?: string;
    /** Certificate issuer. */
    readonly issuer?: string;
    /** Certificate issue Date. */
    readonly issueDate?: Date;
    /** Certificate expiration date. */
    readonly expirationDate?: Date;
    /** Certificate thumbprint. */
    readonly thumbprint?: string;
    /** Is the certificate valid?. */
    readonly valid?: boolean;
    /** Raw bytes of .cer file */
    readonly cerBlob?: Uint8Array;
    /** Public key hash. */
    readonly publicKeyHash?: string;
    /** Specification for the App Service Environment to use for the certificate. */
    readonly hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Azure Key Vault Csm resource Id. */
    keyVaultId?: string;
    /** Azure Key Vault secret name. */
    keyVaultSecretName?: string;
    /** Status of the Key Vault secret. */
    readonly keyVaultSecretStatus?: KeyVaultSecretStatus;
    /** Resource ID of the associated App Service plan. */
    serverFarmId?: string;
    /** CNAME of the certificate to be issued via free certificate */
    canonicalName?: string;
    /** Method of domain validation for free cert */
    domainValidationMethod?: string;
}
export declare function certificateSerializer(item: Certificate): any;
export declare function certificateDeserializer(item: any): Certificate;
/** Certificate resource specific properties */
export interface CertificateProperties {
    /** Certificate password. */
    password?: string;
    /** Friendly name of the certificate. */
    readonly friendlyName?: string;
    /** Subject name of the certificate. */
    readonly subjectName?: string;
    /** Host names the certificate applies to. */
    hostNames?: string[];
    /** Pfx blob. */
    pfxBlob?: Uint8Array;
    /** App name. */
    readonly siteName?: string;
    /** Self link. */
    readonly selfLink?: string;
    /** Certificate issuer. */
    readonly issuer?: string;
    /** Certificate issue Date. */
    readonly issueDate?: Date;
    /** Certificate expiration date. */
    readonly expirationDate?: Date;
    /** Certificate thumbprint. */
    readonly thumbprint?: string;
    /** Is the certificate valid?. */
    readonly valid?: boolean;
    /** Raw bytes of .cer file */
    readonly cerBlob?: Uint8Array;
    /** Public key hash. */
    readonly publicKeyHash?: string;
    /** Specification for the App Service Environment to use for the certificate. */
    readonly hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Azure Key Vault Csm resource Id. */
    keyVaultId?: string;
    /** Azure Key Vault secret name. */
    keyVaultSecretName?: string;
    /** Status of the Key Vault secret. */
    readonly keyVaultSecretStatus?: KeyVaultSecretStatus;
    /** Resource ID of the associated App Service plan. */
    serverFarmId?: string;
    /** CNAME of the certificate to be issued via free certificate */
    canonicalName?: string;
    /** Method of domain validation for free cert */
    domainValidationMethod?: string;
}
export declare function certificatePropertiesSerializer(item: CertificateProperties): any;
export declare function certificatePropertiesDeserializer(item: any): CertificateProperties;
/** Status of the Key Vault secret. */
export type KeyVaultSecretStatus = "Initialized" | "WaitingOnCertificateOrder" | "Succeeded" | "CertificateOrderFailed" | "OperationNotPermittedOnKeyVault" | "AzureServiceUnauthorizedToAccessKeyVault" | "KeyVaultDoesNotExist" | "KeyVaultSecretDoesNotExist" | "UnknownError" | "ExternalPrivateKey" | "Unknown";
/** ARM resource for a certificate. */
export interface CertificatePatchResource extends ProxyOnlyResource {
    /** Certificate password. */
    readonly password?: string;
    /** Friendly name of the certificate. */
    readonly friendlyName?: string;
    /** Subject name of the certificate. */
    readonly subjectName?: string;
    /** Host names the certificate applies to. */
    hostNames?: string[];
    /** Pfx blob. */
    pfxBlob?: Uint8Array;
    /** App name. */
    readonly siteName?: string;
    /** Self link. */
    readonly selfLink?: string;
    /** Certificate issuer. */
    readonly issuer?: string;
    /** Certificate issue Date. */
    readonly issueDate?: Date;
    /** Certificate expiration date. */
    readonly expirationDate?: Date;
    /** Certificate thumbprint. */
    readonly thumbprint?: string;
    /** Is the certificate valid?. */
    readonly valid?: boolean;
    /** Raw bytes of .cer file */
    readonly cerBlob?: Uint8Array;
    /** Public key hash. */
    readonly publicKeyHash?: string;
    /** Specification for the App Service Environment to use for the certificate. */
    readonly hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Key Vault Csm resource Id. */
    keyVaultId?: string;
    /** Key Vault secret name. */
    keyVaultSecretName?: string;
    /** Status of the Key Vault secret. */
    readonly keyVaultSecretStatus?: KeyVaultSecretStatus;
    /** Resource ID of the associated App Service plan, formatted as: "/subscriptions/{subscriptionID}/resourceGroups/{groupName}/providers/Microsoft.Web/serverfarms/{appServicePlanName}". */
    serverFarmId?: string;
    /** CNAME of the certificate to be issued via free certificate */
    canonicalName?: string;
    /** Method of domain validation for free cert */
    domainValidationMethod?: string;
}
export declare function certificatePatchResourceSerializer(item: CertificatePatchResource): any;
/** CertificatePatchResource resource specific properties */
export interface CertificatePatchResourceProperties {
    /** Certificate password. */
    readonly password?: string;
    /** Friendly name of the certificate. */
    readonly friendlyName?: string;
    /** Subject name of the certificate. */
    readonly subjectName?: string;
    /** Host names the certificate applies to. */
    hostNames?: string[];
    /** Pfx blob. */
    pfxBlob?: Uint8Array;
    /** App name. */
    readonly siteName?: string;
    /** Self link. */
    readonly selfLink?: string;
    /** Certificate issuer. */
    readonly issuer?: string;
    /** Certificate issue Date. */
    readonly issueDate?: Date;
    /** Certificate expiration date. */
    readonly expirationDate?: Date;
    /** Certificate thumbprint. */
    readonly thumbprint?: string;
    /** Is the certificate valid?. */
    readonly valid?: boolean;
    /** Raw bytes of .cer file */
    readonly cerBlob?: Uint8Array;
    /** Public key hash. */
    readonly publicKeyHash?: string;
    /** Specification for the App Service Environment to use for the certificate. */
    readonly hostingEnvironmentProfile?: HostingEnvironmentProfile;
    /** Key Vault Csm resource Id. */
    keyVaultId?: string;
    /** Key Vault secret name. */
    keyVaultSecretName?: string;
    /** Status of the Key Vault secret. */
    readonly keyVaultSecretStatus?: KeyVaultSecretStatus;
    /** Resource ID of the associated App Service plan, formatted as: "/subscriptions/{subscriptionID}/resourceGroups/{groupName}/providers/Microsoft.Web/serverfarms/{appServicePlanName}". */
    serverFarmId?: string;
    /** CNAME of the certificate to be issued via free certificate */
    canonicalName?: string;
    /** Method of domain validation for free cert */
    domainValidationMethod?: string;
}
export declare function certificatePatchResourcePropertiesSerializer(item: CertificatePatchResourceProperties): any;
/** Collection of certificates. */
export interface _CertificateCollection {
    /** The Certificate items on this page */
    value: Certificate[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _certificateCollectionDeserializer(item: any): _CertificateCollection;
export declare function certificateArraySerializer(result: Array<Certificate>): any[];
export declare function certificateArrayDeserializer(result: Array<Certificate>): any[];
/** A deleted app. */
export interface DeletedSite extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Numeric id for the deleted site */
    readonly deletedSiteId?: number;
    /** Time in UTC when the app was deleted. */
    readonly deletedTimestamp?: string;
    /** Subscription containing the deleted site */
    readonly subscription?: string;
    /** ResourceGroup that contained the deleted site */
    readonly resourceGroup?: string;
    /** Name of the deleted site */
    readonly deletedSiteName?: string;
    /** Slot of the deleted site */
    readonly slot?: string;
    /** Kind of site that was deleted */
    readonly kindPropertiesKind?: string;
    /** Geo Region of the deleted site */
    readonly geoRegionName?: string;
}
export declare function deletedSiteDeserializer(item: any): DeletedSite;
/** DeletedSite resource specific properties */
export interface DeletedSiteProperties {
    /** Numeric id for the deleted site */
    readonly deletedSiteId?: number;
    /** Time in UTC when the app was deleted. */
    readonly deletedTimestamp?: string;
    /** Subscription containing the deleted site */
    readonly subscription?: string;
    /** ResourceGroup that contained the deleted site */
    readonly resourceGroup?: string;
    /** Name of the deleted site */
    readonly deletedSiteName?: string;
    /** Slot of the deleted site */
    readonly slot?: string;
    /** Kind of site that was deleted */
    readonly kind?: string;
    /** Geo Region of the deleted site */
    readonly geoRegionName?: string;
}
export declare function deletedSitePropertiesDeserializer(item: any): DeletedSiteProperties;
/** Class representing Response from Detector */
export interface DetectorResponse extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** metadata for the detector */
    metadata?: DetectorInfo;
    /** Data Set */
    dataset?: DiagnosticData[];
    /** Indicates status of the most severe insight. */
    status?: Status;
    /** Additional configuration for different data providers to be used by the UI */
    dataProvidersMetadata?: DataProviderMetadata[];
    /** Suggested utterances where the detector can be applicable. */
    suggestedUtterances?: QueryUtterancesResults;
}
export declare function detectorResponseDeserializer(item: any): DetectorResponse;
/** DetectorResponse resource specific properties */
export interface DetectorResponseProperties {
    /** metadata for the detector */
    metadata?: DetectorInfo;
    /** Data Set */
    dataset?: DiagnosticData[];
    /** Indicates status of the most severe insight. */
    status?: Status;
    /** Additional configuration for different data providers to be used by the UI */
    dataProvidersMetadata?: DataProviderMetadata[];
    /** Suggested utterances where the detector can be applicable. */
    suggestedUtterances?: QueryUtterancesResults;
}
export declare function detectorResponsePropertiesDeserializer(item: any): DetectorResponseProperties;
/** Definition of Detector */
export interface DetectorInfo {
    /** Id of detector */
    readonly id?: string;
    /** Name of detector */
    readonly name?: string;
    /** Short description of the detector and its purpose. */
    readonly description?: string;
    /** Author of the detector. */
    readonly author?: string;
    /** Problem category. This serves for organizing group for detectors. */
    readonly category?: string;
    /** List of Support Topics for which this detector is enabled. */
    readonly supportTopicList?: SupportTopic[];
    /** Analysis Types for which this detector should apply to. */
    readonly analysisType?: string[];
    /** Whether this detector is an Analysis Detector or not. */
    readonly type?: DetectorType;
    /** Defines score of a detector to power ML based matching. */
    readonly score?: number;
}
export declare function detectorInfoDeserializer(item: any): DetectorInfo;
export declare function supportTopicArrayDeserializer(result: Array<SupportTopic>): any[];
/** Defines a unique Support Topic */
export interface SupportTopic {
    /** Support Topic Id */
    readonly id?: string;
    /** Unique resource Id */
    readonly pesId?: string;
}
export declare function supportTopicDeserializer(item: any): SupportTopic;
/** Whether this detector is an Analysis Detector or not. */
export type DetectorType = "Detector" | "Analysis" | "CategoryOverview";
export declare function diagnosticDataArrayDeserializer(result: Array<DiagnosticData>): any[];
/** Set of data with rendering instructions */
export interface DiagnosticData {
    /** Data in table form */
    table?: DataTableResponseObject;
    /** Properties that describe how the table should be rendered */
    renderingProperties?: Rendering;
}
export declare function diagnosticDataDeserializer(item: any): DiagnosticData;
/** Data Table which defines columns and raw row values */
export interface DataTableResponseObject {
    /** Name of the table */
    tableName?: string;
    /** List of columns with data types */
    columns?: DataTableResponseColumn[];
    /** Raw row values */
    rows?: string[][];
}
export declare function dataTableResponseObjectDeserializer(item: any): DataTableResponseObject;
export declare function dataTableResponseColumnArrayDeserializer(result: Array<DataTableResponseColumn>): any[];
/** Column definition */
export interface DataTableResponseColumn {
    /** Name of the column */
    columnName?: string;
    /** Data type which looks like 'String' or 'Int32'. */
    dataType?: string;
    /** Column Type */
    columnType?: string;
}
export declare function dataTableResponseColumnDeserializer(item: any): DataTableResponseColumn;
/** Instructions for rendering the data */
export interface Rendering {
    /** Rendering Type */
    type?: RenderingType;
    /** Title of data */
    title?: string;
    /** Description of the data that will help it be interpreted */
    description?: string;
}
export declare function renderingDeserializer(item: any): Rendering;
/** Rendering Type */
export type RenderingType = "NoGraph" | "Table" | "TimeSeries" | "TimeSeriesPerInstance" | "PieChart" | "DataSummary" | "Email" | "Insights" | "DynamicInsight" | "Markdown" | "Detector" | "DropDown" | "Card" | "Solution" | "Guage" | "Form" | "ChangeSets" | "ChangeAnalysisOnboarding" | "ChangesView" | "AppInsight" | "DependencyGraph" | "DownTime" | "SummaryCard" | "SearchComponent" | "AppInsightEnablement";
/** Identify the status of the most severe insight generated by the detector. */
export interface Status {
    /** Descriptive message. */
    message?: string;
    /** Level of the most severe insight generated by the detector. */
    statusId?: InsightStatus;
}
export declare function statusDeserializer(item: any): Status;
/** Level of the most severe insight generated by the detector. */
export type InsightStatus = "Critical" | "Warning" | "Info" | "Success" | "None";
export declare function dataProviderMetadataArrayDeserializer(result: Array<DataProviderMetadata>): any[];
/** Additional configuration for a data providers */
export interface DataProviderMetadata {
    providerName?: string;
    /** Settings for the data provider */
    readonly propertyBag?: KeyValuePairStringObject[];
}
export declare function dataProviderMetadataDeserializer(item: any): DataProviderMetadata;
export declare function keyValuePairStringObjectArrayDeserializer(result: Array<KeyValuePairStringObject>): any[];
/** model interface KeyValuePairStringObject */
export interface KeyValuePairStringObject {
    readonly key?: string;
    /** Any object */
    readonly value?: Record<string, unknown>;
}
export declare function keyValuePairStringObjectDeserializer(item: any): KeyValuePairStringObject;
/** Suggested utterances where the detector can be applicable */
export interface QueryUtterancesResults {
    /** Search Query. */
    query?: string;
    /** Array of utterance results for search query. */
    results?: QueryUtterancesResult[];
}
export declare function queryUtterancesResultsDeserializer(item: any): QueryUtterancesResults;
export declare function queryUtterancesResultArrayDeserializer(result: Array<QueryUtterancesResult>): any[];
/** Result for utterances query. */
export interface QueryUtterancesResult {
    /** A sample utterance. */
    sampleUtterance?: SampleUtterance;
    /** Score of a sample utterance. */
    score?: number;
}
export declare function queryUtterancesResultDeserializer(item: any): QueryUtterancesResult;
/** Sample utterance. */
export interface SampleUtterance {
    /** Text attribute of sample utterance. */
    text?: string;
    /** Links attribute of sample utterance. */
    links?: string[];
    /** Question id of sample utterance (for stackoverflow questions titles). */
    qid?: string;
}
export declare function sampleUtteranceDeserializer(item: any): SampleUtterance;
/** Collection of detector responses */
export interface _DetectorResponseCollection {
    /** The DetectorResponse items on this page */
    value: DetectorResponse[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _detectorResponseCollectionDeserializer(item: any): _DetectorResponseCollection;
export declare function detectorResponseArrayDeserializer(result: Array<DetectorResponse>): any[];
/** Class representing detector definition */
export interface DiagnosticCategory extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Description of the diagnostic category */
    readonly description?: string;
}
export declare function diagnosticCategoryDeserializer(item: any): DiagnosticCategory;
/** DiagnosticCategory resource specific properties */
export interface DiagnosticCategoryProperties {
    /** Description of the diagnostic category */
    readonly description?: string;
}
export declare function diagnosticCategoryPropertiesDeserializer(item: any): DiagnosticCategoryProperties;
/** Collection of Diagnostic Categories */
export interface _DiagnosticCategoryCollection {
    /** The DiagnosticCategory items on this page */
    value: DiagnosticCategory[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _diagnosticCategoryCollectionDeserializer(item: any): _DiagnosticCategoryCollection;
export declare function diagnosticCategoryArrayDeserializer(result: Array<DiagnosticCategory>): any[];
/** Definition of Analysis */
export interface AnalysisDefinition extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Description of the Analysis */
    readonly description?: string;
}
export declare function analysisDefinitionDeserializer(item: any): AnalysisDefinition;
/** AnalysisDefinition resource specific properties */
export interface AnalysisDefinitionProperties {
    /** Description of the Analysis */
    readonly description?: string;
}
export declare function analysisDefinitionPropertiesDeserializer(item: any): AnalysisDefinitionProperties;
/** Collection of Diagnostic Analyses */
export interface _DiagnosticAnalysisCollection {
    /** The AnalysisDefinition items on this page */
    value: AnalysisDefinition[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _diagnosticAnalysisCollectionDeserializer(item: any): _DiagnosticAnalysisCollection;
export declare function analysisDefinitionArrayDeserializer(result: Array<AnalysisDefinition>): any[];
/** Class representing a diagnostic analysis done on an application */
export interface DiagnosticAnalysis extends ProxyOnlyResource {
    /** Start time of the period */
    startTime?: Date;
    /** End time of the period */
    endTime?: Date;
    /** List of time periods. */
    abnormalTimePeriods?: AbnormalTimePeriod[];
    /** Data by each detector */
    payload?: AnalysisData[];
    /** Data by each detector for detectors that did not corelate */
    nonCorrelatedDetectors?: DetectorDefinition[];
}
export declare function diagnosticAnalysisDeserializer(item: any): DiagnosticAnalysis;
/** DiagnosticAnalysis resource specific properties */
export interface DiagnosticAnalysisProperties {
    /** Start time of the period */
    startTime?: Date;
    /** End time of the period */
    endTime?: Date;
    /** List of time periods. */
    abnormalTimePeriods?: AbnormalTimePeriod[];
    /** Data by each detector */
    payload?: AnalysisData[];
    /** Data by each detector for detectors that did not corelate */
    nonCorrelatedDetectors?: DetectorDefinition[];
}
export declare function diagnosticAnalysisPropertiesDeserializer(item: any): DiagnosticAnalysisProperties;
export declare function abnormalTimePeriodArrayDeserializer(result: Array<AbnormalTimePeriod>): any[];
/** Class representing Abnormal Time Period identified in diagnosis */
export interface AbnormalTimePeriod {
    /** Start time of the downtime */
    startTime?: Date;
    /** End time of the downtime */
    endTime?: Date;
    /** List of Possible Cause of downtime */
    events?: DetectorAbnormalTimePeriod[];
    /** List of proposed solutions */
    solutions?: Solution[];
}
export declare function abnormalTimePeriodDeserializer(item: any): AbnormalTimePeriod;
export declare function detectorAbnormalTimePeriodArrayDeserializer(result: Array<DetectorAbnormalTimePeriod>): any[];
/** Class representing Abnormal Time Period detected. */
export interface DetectorAbnormalTimePeriod {
    /** Start time of the correlated event */
    startTime?: Date;
    /** End time of the correlated event */
    endTime?: Date;
    /** Message describing the event */
    message?: string;
    /** Represents the name of the Detector */
    source?: string;
    /** Represents the rank of the Detector */
    priority?: number;
    /** Downtime metadata */
    metaData?: NameValuePair[][];
    /** Represents the type of the Detector */
    type?: IssueType;
    /** List of proposed solutions */
    solutions?: Solution[];
}
export declare function detectorAbnormalTimePeriodDeserializer(item: any): DetectorAbnormalTimePeriod;
export declare function nameValuePairArrayArraySerializer(result: Array<Array<NameValuePair>>): any[];
export declare function nameValuePairArrayArrayDeserializer(result: Array<Array<NameValuePair>>): any[];
/** Represents the type of the Detector */
export type IssueType = "ServiceIncident" | "AppDeployment" | "AppCrash" | "RuntimeIssueDetected" | "AseDeployment" | "UserIssue" | "PlatformIssue" | "Other";
export declare function solutionArrayDeserializer(result: Array<Solution>): any[];
/** Class Representing Solution for problems detected. */
export interface Solution {
    /** Solution Id. */
    id?: number;
    /** Display Name of the solution */
    displayName?: string;
    /** Order of the solution. */
    order?: number;
    /** Description of the solution */
    description?: string;
    /** Type of Solution */
    type?: SolutionType;
    /** Solution Data. */
    data?: NameValuePair[][];
    /** Solution Metadata. */
    metadata?: NameValuePair[][];
}
export declare function solutionDeserializer(item: any): Solution;
/** Type of Solution */
export type SolutionType = "QuickSolution" | "DeepInvestigation" | "BestPractices";
export declare function analysisDataArrayDeserializer(result: Array<AnalysisData>): any[];
/** Class Representing Detector Evidence used for analysis */
export interface AnalysisData {
    /** Name of the Detector */
    source?: string;
    /** Detector Definition */
    detectorDefinition?: DetectorDefinition;
    /** Source Metrics */
    metrics?: DiagnosticMetricSet[];
    /** Additional Source Data */
    data?: NameValuePair[][];
    /** Detector Meta Data */
    detectorMetaData?: ResponseMetaData;
}
export declare function analysisDataDeserializer(item: any): AnalysisData;
/** Class representing detector definition */
export interface DetectorDefinition {
    /** Display name of the detector */
    readonly displayName?: string;
    /** Description of the detector */
    readonly description?: string;
    /** Detector Rank */
    readonly rank?: number;
    /** Flag representing whether detector is enabled or not. */
    readonly isEnabled?: boolean;
}
export declare function detectorDefinitionDeserializer(item: any): DetectorDefinition;
export declare function diagnosticMetricSetArrayDeserializer(result: Array<DiagnosticMetricSet>): any[];
/** Class representing Diagnostic Metric information */
export interface DiagnosticMetricSet {
    /** Name of the metric */
    name?: string;
    /** Metric's unit */
    unit?: string;
    /** Start time of the period */
    startTime?: Date;
    /** End time of the period */
    endTime?: Date;
    /** Presented time grain. Supported grains at the moment are PT1M, PT1H, P1D */
    timeGrain?: string;
    /** Collection of metric values for the selected period based on the {Microsoft.Web.Hosting.Administration.DiagnosticMetricSet.TimeGrain} */
    values?: DiagnosticMetricSample[];
}
export declare function diagnosticMetricSetDeserializer(item: any): DiagnosticMetricSet;
export declare function diagnosticMetricSampleArrayDeserializer(result: Array<DiagnosticMetricSample>): any[];
/** Class representing Diagnostic Metric */
export interface DiagnosticMetricSample {
    /** Time at which metric is measured */
    timestamp?: Date;
    /**
     * Role Instance. Null if this counter is not per instance
     * This is returned and should be whichever instance name we desire to be returned
     * i.e. CPU and Memory return RDWORKERNAME (LargeDed..._IN_0)
     * where RDWORKERNAME is Machine name below and RoleInstance name in parenthesis
     */
    roleInstance?: string;
    /** Total value of the metric. If multiple measurements are made this will have sum of all. */
    total?: number;
    /** Maximum of the metric sampled during the time period */
    maximum?: number;
    /** Minimum of the metric sampled during the time period */
    minimum?: number;
    /** Whether the values are aggregates across all workers or not */
    isAggregated?: boolean;
}
export declare function diagnosticMetricSampleDeserializer(item: any): DiagnosticMetricSample;
/** model interface ResponseMetaData */
export interface ResponseMetaData {
    /** Source of the Data */
    dataSource?: DataSource;
}
export declare function responseMetaDataDeserializer(item: any): ResponseMetaData;
/** Class representing data source used by the detectors */
export interface DataSource {
    /** Instructions if any for the data source */
    instructions?: string[];
    /** Datasource Uri Links */
    dataSourceUri?: NameValuePair[];
}
export declare function dataSourceDeserializer(item: any): DataSource;
export declare function detectorDefinitionArrayDeserializer(result: Array<DetectorDefinition>): any[];
/** ARM resource for a detector definition */
export interface DetectorDefinitionResource extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** Display name of the detector */
    readonly displayName?: string;
    /** Description of the detector */
    readonly description?: string;
    /** Detector Rank */
    readonly rank?: number;
    /** Flag representing whether detector is enabled or not. */
    readonly isEnabled?: boolean;
}
export declare function detectorDefinitionResourceDeserializer(item: any): DetectorDefinitionResource;
/** Collection of Diagnostic Detectors */
export interface _DiagnosticDetectorCollection {
    /** The DetectorDefinitionResource items on this page */
    value: DetectorDefinitionResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _diagnosticDetectorCollectionDeserializer(item: any): _DiagnosticDetectorCollection;
export declare function detectorDefinitionResourceArrayDeserializer(result: Array<DetectorDefinitionResource>): any[];
/** Class representing Response from Diagnostic Detectors */
export interface DiagnosticDetectorResponse extends ProxyOnlyResource {
    /** Start time of the period */
    startTime?: Date;
    /** End time of the period */
    endTime?: Date;
    /** Flag representing Issue was detected. */
    issueDetected?: boolean;
    /** Detector's definition */
    detectorDefinition?: DetectorDefinition;
    /** Metrics provided by the detector */
    metrics?: DiagnosticMetricSet[];
    /** List of Correlated events found by the detector */
    abnormalTimePeriods?: DetectorAbnormalTimePeriod[];
    /** Additional Data that detector wants to send. */
    data?: NameValuePair[][];
    /** Meta Data */
    responseMetaData?: ResponseMetaData;
}
export declare function diagnosticDetectorResponseDeserializer(item: any): DiagnosticDetectorResponse;
/** DiagnosticDetectorResponse resource specific properties */
export interface DiagnosticDetectorResponseProperties {
    /** Start time of the period */
    startTime?: Date;
    /** End time of the period */
    endTime?: Date;
    /** Flag representing Issue was detected. */
    issueDetected?: boolean;
    /** Detector's definition */
    detectorDefinition?: DetectorDefinition;
    /** Metrics provided by the detector */
    metrics?: DiagnosticMetricSet[];
    /** List of Correlated events found by the detector */
    abnormalTimePeriods?: DetectorAbnormalTimePeriod[];
    /** Additional Data that detector wants to send. */
    data?: NameValuePair[][];
    /** Meta Data */
    responseMetaData?: ResponseMetaData;
}
export declare function diagnosticDetectorResponsePropertiesDeserializer(item: any): DiagnosticDetectorResponseProperties;
/** A Kubernetes cluster specialized for web workloads by Azure App Service */
export interface KubeEnvironment extends TrackedResource {
    /** Extended Location. */
    extendedLocation?: ExtendedLocation;
    /** Kind of resource. */
    kind?: string;
    /** Provisioning state of the Kubernetes Environment. */
    readonly provisioningState?: KubeEnvironmentProvisioningState;
    /** Any errors that occurred during deployment or deployment validation */
    readonly deploymentErrors?: string;
    /** Only visible within Vnet/Subnet */
    internalLoadBalancerEnabled?: boolean;
    /** Default Domain Name for the cluster */
    readonly defaultDomain?: string;
    /** Static IP of the KubeEnvironment */
    staticIp?: string;
    /** Type of Kubernetes Environment. Only supported for Container App Environments with value as Managed */
    environmentType?: string;
    /**
     * Cluster configuration which determines the ARC cluster
     * components types. Eg: Choosing between BuildService kind,
     * FrontEnd Service ArtifactsStorageType etc.
     */
    arcConfiguration?: ArcConfiguration;
    /**
     * Cluster configuration which enables the log daemon to export
     * app logs to a destination. Currently only "log-analytics" is
     * supported
     */
    appLogsConfiguration?: AppLogsConfiguration;
    /** Cluster configuration for Container Apps Environments to configure Dapr Instrumentation Key and VNET Configuration */
    containerAppsConfiguration?: ContainerAppsConfiguration;
    aksResourceID?: string;
}
export declare function kubeEnvironmentSerializer(item: KubeEnvironment): any;
export declare function kubeEnvironmentDeserializer(item: any): KubeEnvironment;
/** KubeEnvironment resource specific properties */
export interface KubeEnvironmentProperties {
    /** Provisioning state of the Kubernetes Environment. */
    readonly provisioningState?: KubeEnvironmentProvisioningState;
    /** Any errors that occurred during deployment or deployment validation */
    readonly deploymentErrors?: string;
    /** Only visible within Vnet/Subnet */
    internalLoadBalancerEnabled?: boolean;
    /** Default Domain Name for the cluster */
    readonly defaultDomain?: string;
    /** Static IP of the KubeEnvironment */
    staticIp?: string;
    /** Type of Kubernetes Environment. Only supported for Container App Environments with value as Managed */
    environmentType?: string;
    /**
     * Cluster configuration which determines the ARC cluster
     * components types. Eg: Choosing between BuildService kind,
     * FrontEnd Service ArtifactsStorageType etc.
     */
    arcConfiguration?: ArcConfiguration;
    /**
     * Cluster configuration which enables the log daemon to export
     * app logs to a destination. Currently only "log-analytics" is
     * supported
     */
    appLogsConfiguration?: AppLogsConfiguration;
    /** Cluster configuration for Container Apps Environments to configure Dapr Instrumentation Key and VNET Configuration */
    containerAppsConfiguration?: ContainerAppsConfiguration;
    aksResourceID?: string;
}
export declare function kubeEnvironmentPropertiesSerializer(item: KubeEnvironmentProperties): any;
export declare function kubeEnvironmentPropertiesDeserializer(item: any): KubeEnvironmentProperties;
/** Provisioning state of the Kubernetes Environment. */
export type KubeEnvironmentProvisioningState = "Succeeded" | "Failed" | "Canceled" | "Waiting" | "InitializationInProgress" | "InfrastructureSetupInProgress" | "InfrastructureSetupComplete" | "ScheduledForDelete" | "UpgradeRequested" | "UpgradeFailed";
/** model interface ArcConfiguration */
export interface ArcConfiguration {
    artifactsStorageType?: StorageType;
    artifactStorageClassName?: string;
    artifactStorageMountPath?: string;
    artifactStorageNodeName?: string;
    artifactStorageAccessMode?: string;
    frontEndServiceConfiguration?: FrontEndConfiguration;
    kubeConfig?: string;
}
export declare function arcConfigurationSerializer(item: ArcConfiguration): any;
export declare function arcConfigurationDeserializer(item: any): ArcConfiguration;
/** Type of StorageType */
export type StorageType = "LocalNode" | "NetworkFileSystem";
/** model interface FrontEndConfiguration */
export interface FrontEndConfiguration {
    kind?: FrontEndServiceType;
}
export declare function frontEndConfigurationSerializer(item: FrontEndConfiguration): any;
export declare function frontEndConfigurationDeserializer(item: any): FrontEndConfiguration;
/** Type of FrontEndServiceType */
export type FrontEndServiceType = "NodePort" | "LoadBalancer";
/** model interface AppLogsConfiguration */
export interface AppLogsConfiguration {
    destination?: string;
    logAnalyticsConfiguration?: LogAnalyticsConfiguration;
}
export declare function appLogsConfigurationSerializer(item: AppLogsConfiguration): any;
export declare function appLogsConfigurationDeserializer(item: any): AppLogsConfiguration;
/** model interface LogAnalyticsConfiguration */
export interface LogAnalyticsConfiguration {
    customerId?: string;
    sharedKey?: string;
}
export declare function logAnalyticsConfigurationSerializer(item: LogAnalyticsConfiguration): any;
export declare function logAnalyticsConfigurationDeserializer(item: any): LogAnalyticsConfiguration;
/** model interface ContainerAppsConfiguration */
export interface ContainerAppsConfiguration {
    /** Azure Monitor instrumentation key used by Dapr to export Service to Service communication telemetry */
    daprAIInstrumentationKey?: string;
    /** IP range in CIDR notation that can be reserved for environment infrastructure IP addresses. It must not overlap with any other Subnet IP ranges. */
    platformReservedCidr?: string;
    /** An IP address from the IP range defined by platformReservedCidr that will be reserved for the internal DNS server */
    platformReservedDnsIP?: string;
    /** Resource ID of a subnet for control plane infrastructure components. This subnet must be in the same VNET as the subnet defined in appSubnetResourceId. Must not overlap with the IP range defined in platformReservedCidr, if defined. */
    controlPlaneSubnetResourceId?: string;
    /** Resource ID of a subnet for control plane infrastructure components. This subnet must be in the same VNET as the subnet defined in appSubnetResourceId. Must not overlap with the IP range defined in platformReservedCidr, if defined. */
    appSubnetResourceId?: string;
    /** CIDR notation IP range assigned to the Docker bridge network. It must not overlap with any Subnet IP ranges or the IP range defined in platformReservedCidr, if defined. */
    dockerBridgeCidr?: string;
}
export declare function containerAppsConfigurationSerializer(item: ContainerAppsConfiguration): any;
export declare function containerAppsConfigurationDeserializer(item: any): ContainerAppsConfiguration;
/** ARM resource for a KubeEnvironment when patching */
export interface KubeEnvironmentPatchResource extends ProxyOnlyResource {
    /** Provisioning state of the Kubernetes Environment. */
    readonly provisioningState?: KubeEnvironmentProvisioningState;
    /** Any errors that occurred during deployment or deployment validation */
    readonly deploymentErrors?: string;
    /** Only visible within Vnet/Subnet */
    internalLoadBalancerEnabled?: boolean;
    /** Default Domain Name for the cluster */
    readonly defaultDomain?: string;
    /** Static IP of the KubeEnvironment */
    staticIp?: string;
    /**
     * Cluster configuration which determines the ARC cluster
     * components types. Eg: Choosing between BuildService kind,
     * FrontEnd Service ArtifactsStorageType etc.
     */
    arcConfiguration?: ArcConfiguration;
    /**
     * Cluster configuration which enables the log daemon to export
     * app logs to a destination. Currently only "log-analytics" is
     * supported
     */
    appLogsConfiguration?: AppLogsConfiguration;
    /** Cluster configuration for Container Apps Environments to configure Dapr Instrumentation Key and VNET Configuration */
    containerAppsConfiguration?: ContainerAppsConfiguration;
    aksResourceID?: string;
}
export declare function kubeEnvironmentPatchResourceSerializer(item: KubeEnvironmentPatchResource): any;
/** KubeEnvironmentPatchResource resource specific properties */
export interface KubeEnvironmentPatchResourceProperties {
    /** Provisioning state of the Kubernetes Environment. */
    readonly provisioningState?: KubeEnvironmentProvisioningState;
    /** Any errors that occurred during deployment or deployment validation */
    readonly deploymentErrors?: string;
    /** Only visible within Vnet/Subnet */
    internalLoadBalancerEnabled?: boolean;
    /** Default Domain Name for the cluster */
    readonly defaultDomain?: string;
    /** Static IP of the KubeEnvironment */
    staticIp?: string;
    /**
     * Cluster configuration which determines the ARC cluster
     * components types. Eg: Choosing between BuildService kind,
     * FrontEnd Service ArtifactsStorageType etc.
     */
    arcConfiguration?: ArcConfiguration;
    /**
     * Cluster configuration which enables the log daemon to export
     * app logs to a destination. Currently only "log-analytics" is
     * supported
     */
    appLogsConfiguration?: AppLogsConfiguration;
    /** Cluster configuration for Container Apps Environments to configure Dapr Instrumentation Key and VNET Configuration */
    containerAppsConfiguration?: ContainerAppsConfiguration;
    aksResourceID?: string;
}
export declare function kubeEnvironmentPatchResourcePropertiesSerializer(item: KubeEnvironmentPatchResourceProperties): any;
/** Collection of Kubernetes Environments */
export interface _KubeEnvironmentCollection {
    /** The KubeEnvironment items on this page */
    value: KubeEnvironment[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _kubeEnvironmentCollectionDeserializer(item: any): _KubeEnvironmentCollection;
export declare function kubeEnvironmentArraySerializer(result: Array<KubeEnvironment>): any[];
export declare function kubeEnvironmentArrayDeserializer(result: Array<KubeEnvironment>): any[];
/** The workflow run. */
export interface WorkflowRun extends ProxyResource {
    /** Gets the wait end time. */
    readonly waitEndTime?: Date;
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the correlation id. */
    readonly correlationId?: string;
    /** The run correlation. */
    correlation?: Correlation;
    /** Gets the reference to workflow version. */
    readonly workflow?: ResourceReference;
    /** Gets the fired trigger. */
    readonly trigger?: WorkflowRunTrigger;
    /** Gets the outputs. */
    readonly outputs?: Record<string, WorkflowOutputParameter>;
    /** Gets the response of the flow run. */
    readonly response?: WorkflowRunTrigger;
}
export declare function workflowRunDeserializer(item: any): WorkflowRun;
/** The workflow run properties. */
export interface WorkflowRunProperties {
    /** Gets the wait end time. */
    readonly waitEndTime?: Date;
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the correlation id. */
    readonly correlationId?: string;
    /** The run correlation. */
    correlation?: Correlation;
    /** Gets the reference to workflow version. */
    readonly workflow?: ResourceReference;
    /** Gets the fired trigger. */
    readonly trigger?: WorkflowRunTrigger;
    /** Gets the outputs. */
    readonly outputs?: Record<string, WorkflowOutputParameter>;
    /** Gets the response of the flow run. */
    readonly response?: WorkflowRunTrigger;
}
export declare function workflowRunPropertiesDeserializer(item: any): WorkflowRunProperties;
/** The workflow status. */
export declare enum KnownWorkflowStatus {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Paused */
    Paused = "Paused",
    /** Running */
    Running = "Running",
    /** Waiting */
    Waiting = "Waiting",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Skipped */
    Skipped = "Skipped",
    /** Suspended */
    Suspended = "Suspended",
    /** Cancelled */
    Cancelled = "Cancelled",
    /** Failed */
    Failed = "Failed",
    /** Faulted */
    Faulted = "Faulted",
    /** TimedOut */
    TimedOut = "TimedOut",
    /** Aborted */
    Aborted = "Aborted",
    /** Ignored */
    Ignored = "Ignored"
}
/**
 * The workflow status. \
 * {@link KnownWorkflowStatus} can be used interchangeably with WorkflowStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Paused** \
 * **Running** \
 * **Waiting** \
 * **Succeeded** \
 * **Skipped** \
 * **Suspended** \
 * **Cancelled** \
 * **Failed** \
 * **Faulted** \
 * **TimedOut** \
 * **Aborted** \
 * **Ignored**
 */
export type WorkflowStatus = string;
/** The correlation property. */
export interface Correlation {
    /** The client tracking id. */
    clientTrackingId?: string;
}
export declare function correlationDeserializer(item: any): Correlation;
/** The resource reference. */
export interface ResourceReference {
    /** The resource id. */
    id?: string;
    /** Gets the resource name. */
    readonly name?: string;
    /** Gets the resource type. */
    readonly type?: string;
}
export declare function resourceReferenceSerializer(item: ResourceReference): any;
export declare function resourceReferenceDeserializer(item: any): ResourceReference;
/** The workflow run trigger. */
export interface WorkflowRunTrigger {
    /** Gets the name. */
    readonly name?: string;
    /** Gets the inputs. */
    readonly inputs?: Record<string, unknown>;
    /** Gets the link to inputs. */
    readonly inputsLink?: ContentLink;
    /** Gets the outputs. */
    readonly outputs?: Record<string, unknown>;
    /** Gets the link to outputs. */
    readonly outputsLink?: ContentLink;
    /** Gets the scheduled time. */
    readonly scheduledTime?: Date;
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** The run correlation. */
    correlation?: Correlation;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the tracked properties. */
    readonly trackedProperties?: Record<string, unknown>;
}
export declare function workflowRunTriggerDeserializer(item: any): WorkflowRunTrigger;
/** The content link. */
export interface ContentLink {
    /** The content link URI. */
    uri?: string;
    /** The content version. */
    readonly contentVersion?: string;
    /** The content size. */
    readonly contentSize?: number;
    /** The content hash. */
    readonly contentHash?: ContentHash;
    /** The metadata. */
    readonly metadata?: Record<string, unknown>;
}
export declare function contentLinkDeserializer(item: any): ContentLink;
/** The content hash. */
export interface ContentHash {
    /** The algorithm of the content hash. */
    algorithm?: string;
    /** The value of the content hash. */
    value?: string;
}
export declare function contentHashDeserializer(item: any): ContentHash;
export declare function workflowOutputParameterRecordDeserializer(item: Record<string, any>): Record<string, WorkflowOutputParameter>;
/** The workflow output parameter. */
export interface WorkflowOutputParameter extends WorkflowParameter {
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
}
export declare function workflowOutputParameterDeserializer(item: any): WorkflowOutputParameter;
/** The workflow parameters. */
export interface WorkflowParameter {
    /** The type. */
    type?: ParameterType;
    /** The value. */
    value?: Record<string, unknown>;
    /** The metadata. */
    metadata?: Record<string, unknown>;
    /** The description. */
    description?: string;
}
export declare function workflowParameterSerializer(item: WorkflowParameter): any;
export declare function workflowParameterDeserializer(item: any): WorkflowParameter;
/** The parameter type. */
export declare enum KnownParameterType {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** String */
    String = "String",
    /** SecureString */
    SecureString = "SecureString",
    /** Int */
    Int = "Int",
    /** Float */
    Float = "Float",
    /** Bool */
    Bool = "Bool",
    /** Array */
    Array = "Array",
    /** Object */
    Object = "Object",
    /** SecureObject */
    SecureObject = "SecureObject"
}
/**
 * The parameter type. \
 * {@link KnownParameterType} can be used interchangeably with ParameterType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **String** \
 * **SecureString** \
 * **Int** \
 * **Float** \
 * **Bool** \
 * **Array** \
 * **Object** \
 * **SecureObject**
 */
export type ParameterType = string;
/** Error response indicates Logic service is not able to process the incoming request. The error property contains the error details. */
export interface ErrorResponse {
    /** The error properties. */
    error?: ErrorProperties;
}
export declare function errorResponseDeserializer(item: any): ErrorResponse;
/** Error properties indicate why the Logic service was not able to process the incoming request. The reason is provided in the error message. */
export interface ErrorProperties {
    /** Error code. */
    code?: string;
    /** Error message indicating why the operation failed. */
    message?: string;
}
export declare function errorPropertiesDeserializer(item: any): ErrorProperties;
/** The response of a WorkflowRun list operation. */
export interface _WorkflowRunListResult {
    /** The WorkflowRun items on this page */
    value: WorkflowRun[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowRunListResultDeserializer(item: any): _WorkflowRunListResult;
export declare function workflowRunArrayDeserializer(result: Array<WorkflowRun>): any[];
/** The workflow run action. */
export interface WorkflowRunAction extends ProxyResource {
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** The correlation properties. */
    correlation?: RunActionCorrelation;
    /** Gets the link to inputs. */
    readonly inputsLink?: ContentLink;
    /** Gets the link to outputs. */
    readonly outputsLink?: ContentLink;
    /** Gets the tracked properties. */
    readonly trackedProperties?: Record<string, unknown>;
    /** Gets the retry histories. */
    retryHistory?: RetryHistory[];
}
export declare function workflowRunActionDeserializer(item: any): WorkflowRunAction;
/** The workflow run action properties. */
export interface WorkflowRunActionProperties {
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** The correlation properties. */
    correlation?: RunActionCorrelation;
    /** Gets the link to inputs. */
    readonly inputsLink?: ContentLink;
    /** Gets the link to outputs. */
    readonly outputsLink?: ContentLink;
    /** Gets the tracked properties. */
    readonly trackedProperties?: Record<string, unknown>;
    /** Gets the retry histories. */
    retryHistory?: RetryHistory[];
}
export declare function workflowRunActionPropertiesDeserializer(item: any): WorkflowRunActionProperties;
/** The workflow run action correlation properties. */
export interface RunActionCorrelation extends RunCorrelation {
    /** The action tracking identifier. */
    actionTrackingId?: string;
}
export declare function runActionCorrelationDeserializer(item: any): RunActionCorrelation;
export declare function retryHistoryArrayDeserializer(result: Array<RetryHistory>): any[];
/** The retry history. */
export interface RetryHistory {
    /** Gets the start time. */
    startTime?: Date;
    /** Gets the end time. */
    endTime?: Date;
    /** Gets the status code. */
    code?: string;
    /** Gets the client request Id. */
    clientRequestId?: string;
    /** Gets the service request Id. */
    serviceRequestId?: string;
    /** Gets the error response. */
    error?: ErrorResponse;
}
export declare function retryHistoryDeserializer(item: any): RetryHistory;
/** The correlation properties. */
export interface RunCorrelation {
    /** The client tracking identifier. */
    clientTrackingId?: string;
    /** The client keywords. */
    clientKeywords?: string[];
}
export declare function runCorrelationDeserializer(item: any): RunCorrelation;
/** The response of a WorkflowRunAction list operation. */
export interface _WorkflowRunActionListResult {
    /** The WorkflowRunAction items on this page */
    value: WorkflowRunAction[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowRunActionListResultDeserializer(item: any): _WorkflowRunActionListResult;
export declare function workflowRunActionArrayDeserializer(result: Array<WorkflowRunAction>): any[];
/** The expression traces. */
export interface _ExpressionTraces {
    value?: Record<string, unknown>;
    inputs?: ExpressionRoot[];
    /** The link used to get the next page of recommendations. */
    nextLink?: string;
}
export declare function _expressionTracesDeserializer(item: any): _ExpressionTraces;
export declare function expressionRootArrayDeserializer(result: Array<ExpressionRoot>): any[];
/** The expression root. */
export interface ExpressionRoot extends Expression {
    /** The path. */
    path?: string;
}
export declare function expressionRootDeserializer(item: any): ExpressionRoot;
/** The expression. */
export interface Expression {
    /** The text. */
    text?: string;
    /** Anything */
    value?: Record<string, unknown>;
    /** The sub expressions. */
    subexpressions?: Expression[];
    /** The azure resource error info. */
    error?: AzureResourceErrorInfo;
}
export declare function expressionDeserializer(item: any): Expression;
export declare function expressionArrayDeserializer(result: Array<Expression>): any[];
/** The azure resource error info. */
export interface AzureResourceErrorInfo extends ErrorInfo {
    /** The error message. */
    message: string;
    /** The error details. */
    details?: AzureResourceErrorInfo[];
}
export declare function azureResourceErrorInfoDeserializer(item: any): AzureResourceErrorInfo;
export declare function azureResourceErrorInfoArrayDeserializer(result: Array<AzureResourceErrorInfo>): any[];
/** The error info. */
export interface ErrorInfo {
    /** The error code. */
    code: string;
}
export declare function errorInfoDeserializer(item: any): ErrorInfo;
/** The workflow run action repetition definition. */
export interface WorkflowRunActionRepetitionDefinition extends TrackedResource {
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** Gets the inputs. */
    readonly inputs?: Record<string, unknown>;
    /** Gets the link to inputs. */
    readonly inputsLink?: ContentLink;
    /** Gets the outputs. */
    readonly outputs?: Record<string, unknown>;
    /** Gets the link to outputs. */
    readonly outputsLink?: ContentLink;
    /** Gets the tracked properties. */
    readonly trackedProperties?: Record<string, unknown>;
    /** Gets the retry histories. */
    retryHistory?: RetryHistory[];
    iterationCount?: number;
    /** The start time of the workflow scope repetition. */
    startTime?: Date;
    /** The end time of the workflow scope repetition. */
    endTime?: Date;
    /** The correlation properties. */
    correlation?: RunActionCorrelation;
    /** The status of the workflow scope repetition. */
    status?: WorkflowStatus;
    /** The workflow scope repetition code. */
    code?: string;
    /** Anything */
    error?: Record<string, unknown>;
    /** The repetition indexes. */
    repetitionIndexes?: RepetitionIndex[];
}
export declare function workflowRunActionRepetitionDefinitionDeserializer(item: any): WorkflowRunActionRepetitionDefinition;
/** The workflow run action repetition properties definition. */
export interface WorkflowRunActionRepetitionProperties extends OperationResult {
    /** The repetition indexes. */
    repetitionIndexes?: RepetitionIndex[];
}
export declare function workflowRunActionRepetitionPropertiesDeserializer(item: any): WorkflowRunActionRepetitionProperties;
export declare function repetitionIndexArrayDeserializer(result: Array<RepetitionIndex>): any[];
/** The workflow run action repetition index. */
export interface RepetitionIndex {
    /** The scope. */
    scopeName?: string;
    /** The index. */
    itemIndex: number;
}
export declare function repetitionIndexDeserializer(item: any): RepetitionIndex;
/** The operation result definition. */
export interface OperationResult extends OperationResultProperties {
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** Gets the inputs. */
    readonly inputs?: Record<string, unknown>;
    /** Gets the link to inputs. */
    readonly inputsLink?: ContentLink;
    /** Gets the outputs. */
    readonly outputs?: Record<string, unknown>;
    /** Gets the link to outputs. */
    readonly outputsLink?: ContentLink;
    /** Gets the tracked properties. */
    readonly trackedProperties?: Record<string, unknown>;
    /** Gets the retry histories. */
    retryHistory?: RetryHistory[];
    iterationCount?: number;
}
export declare function operationResultDeserializer(item: any): OperationResult;
/** The run operation result properties. */
export interface OperationResultProperties {
    /** The start time of the workflow scope repetition. */
    startTime?: Date;
    /** The end time of the workflow scope repetition. */
    endTime?: Date;
    /** The correlation properties. */
    correlation?: RunActionCorrelation;
    /** The status of the workflow scope repetition. */
    status?: WorkflowStatus;
    /** The workflow scope repetition code. */
    code?: string;
    /** Anything */
    error?: Record<string, unknown>;
}
export declare function operationResultPropertiesDeserializer(item: any): OperationResultProperties;
/** A collection of workflow run action repetitions. */
export interface _WorkflowRunActionRepetitionDefinitionCollection {
    /** The WorkflowRunActionRepetitionDefinition items on this page */
    value: WorkflowRunActionRepetitionDefinition[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowRunActionRepetitionDefinitionCollectionDeserializer(item: any): _WorkflowRunActionRepetitionDefinitionCollection;
export declare function workflowRunActionRepetitionDefinitionArrayDeserializer(result: Array<WorkflowRunActionRepetitionDefinition>): any[];
/** The workflow trigger. */
export interface WorkflowTrigger extends ProxyResource {
    /** Gets the provisioning state. */
    readonly provisioningState?: WorkflowTriggerProvisioningState;
    /** Gets the created time. */
    readonly createdTime?: Date;
    /** Gets the changed time. */
    readonly changedTime?: Date;
    /** Gets the state. */
    readonly state?: WorkflowState;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the last execution time. */
    readonly lastExecutionTime?: Date;
    /** Gets the next execution time. */
    readonly nextExecutionTime?: Date;
    /** Gets the workflow trigger recurrence. */
    readonly recurrence?: WorkflowTriggerRecurrence;
    /** Gets the reference to workflow. */
    readonly workflow?: ResourceReference;
}
export declare function workflowTriggerDeserializer(item: any): WorkflowTrigger;
/** The workflow trigger properties. */
export interface WorkflowTriggerProperties {
    /** Gets the provisioning state. */
    readonly provisioningState?: WorkflowTriggerProvisioningState;
    /** Gets the created time. */
    readonly createdTime?: Date;
    /** Gets the changed time. */
    readonly changedTime?: Date;
    /** Gets the state. */
    readonly state?: WorkflowState;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the last execution time. */
    readonly lastExecutionTime?: Date;
    /** Gets the next execution time. */
    readonly nextExecutionTime?: Date;
    /** Gets the workflow trigger recurrence. */
    readonly recurrence?: WorkflowTriggerRecurrence;
    /** Gets the reference to workflow. */
    readonly workflow?: ResourceReference;
}
export declare function workflowTriggerPropertiesDeserializer(item: any): WorkflowTriggerProperties;
/** The workflow trigger provisioning state. */
export declare enum KnownWorkflowTriggerProvisioningState {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Accepted */
    Accepted = "Accepted",
    /** Running */
    Running = "Running",
    /** Ready */
    Ready = "Ready",
    /** Creating */
    Creating = "Creating",
    /** Created */
    Created = "Created",
    /** Deleting */
    Deleting = "Deleting",
    /** Deleted */
    Deleted = "Deleted",
    /** Canceled */
    Canceled = "Canceled",
    /** Failed */
    Failed = "Failed",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Moving */
    Moving = "Moving",
    /** Updating */
    Updating = "Updating",
    /** Registering */
    Registering = "Registering",
    /** Registered */
    Registered = "Registered",
    /** Unregistering */
    Unregistering = "Unregistering",
    /** Unregistered */
    Unregistered = "Unregistered",
    /** Completed */
    Completed = "Completed"
}
/**
 * The workflow trigger provisioning state. \
 * {@link KnownWorkflowTriggerProvisioningState} can be used interchangeably with WorkflowTriggerProvisioningState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Accepted** \
 * **Running** \
 * **Ready** \
 * **Creating** \
 * **Created** \
 * **Deleting** \
 * **Deleted** \
 * **Canceled** \
 * **Failed** \
 * **Succeeded** \
 * **Moving** \
 * **Updating** \
 * **Registering** \
 * **Registered** \
 * **Unregistering** \
 * **Unregistered** \
 * **Completed**
 */
export type WorkflowTriggerProvisioningState = string;
/** The workflow trigger recurrence. */
export interface WorkflowTriggerRecurrence {
    /** The frequency. */
    frequency?: RecurrenceFrequency;
    /** The interval. */
    interval?: number;
    /** The start time. */
    startTime?: string;
    /** The end time. */
    endTime?: string;
    /** The time zone. */
    timeZone?: string;
    /** The recurrence schedule. */
    schedule?: RecurrenceSchedule;
}
export declare function workflowTriggerRecurrenceDeserializer(item: any): WorkflowTriggerRecurrence;
/** The recurrence frequency. */
export declare enum KnownRecurrenceFrequency {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Second */
    Second = "Second",
    /** Minute */
    Minute = "Minute",
    /** Hour */
    Hour = "Hour",
    /** Day */
    Day = "Day",
    /** Week */
    Week = "Week",
    /** Month */
    Month = "Month",
    /** Year */
    Year = "Year"
}
/**
 * The recurrence frequency. \
 * {@link KnownRecurrenceFrequency} can be used interchangeably with RecurrenceFrequency,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Second** \
 * **Minute** \
 * **Hour** \
 * **Day** \
 * **Week** \
 * **Month** \
 * **Year**
 */
export type RecurrenceFrequency = string;
/** The recurrence schedule. */
export interface RecurrenceSchedule {
    /** The minutes. */
    minutes?: number[];
    /** The hours. */
    hours?: number[];
    /** The days of the week. */
    weekDays?: DaysOfWeek[];
    /** The month days. */
    monthDays?: number[];
    /** The monthly occurrences. */
    monthlyOccurrences?: RecurrenceScheduleOccurrence[];
}
export declare function recurrenceScheduleDeserializer(item: any): RecurrenceSchedule;
/** Type of DaysOfWeek */
export type DaysOfWeek = "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
export declare function recurrenceScheduleOccurrenceArrayDeserializer(result: Array<RecurrenceScheduleOccurrence>): any[];
/** The recurrence schedule occurrence. */
export interface RecurrenceScheduleOccurrence {
    /** The day of the week. */
    day?: DayOfWeek;
    /** The occurrence. */
    occurrence?: number;
}
export declare function recurrenceScheduleOccurrenceDeserializer(item: any): RecurrenceScheduleOccurrence;
/** The day of the week. */
export type DayOfWeek = "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
/** The response of a WorkflowTrigger list operation. */
export interface _WorkflowTriggerListResult {
    /** The WorkflowTrigger items on this page */
    value: WorkflowTrigger[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowTriggerListResultDeserializer(item: any): _WorkflowTriggerListResult;
export declare function workflowTriggerArrayDeserializer(result: Array<WorkflowTrigger>): any[];
/** The workflow trigger callback URL. */
export interface WorkflowTriggerCallbackUrl {
    /** Gets the workflow trigger callback URL. */
    readonly value?: string;
    /** Gets the workflow trigger callback URL HTTP method. */
    readonly method?: string;
    /** Gets the workflow trigger callback URL base path. */
    readonly basePath?: string;
    /** Gets the workflow trigger callback URL relative path. */
    readonly relativePath?: string;
    /** Gets the workflow trigger callback URL relative path parameters. */
    relativePathParameters?: string[];
    /** Gets the workflow trigger callback URL query parameters. */
    queries?: WorkflowTriggerListCallbackUrlQueries;
}
export declare function workflowTriggerCallbackUrlDeserializer(item: any): WorkflowTriggerCallbackUrl;
/** Gets the workflow trigger callback URL query parameters. */
export interface WorkflowTriggerListCallbackUrlQueries {
    /** The api version. */
    apiVersion?: string;
    /** The SAS permissions. */
    sp?: string;
    /** The SAS version. */
    sv?: string;
    /** The SAS signature. */
    sig?: string;
    /** The SAS timestamp. */
    se?: string;
}
export declare function workflowTriggerListCallbackUrlQueriesDeserializer(item: any): WorkflowTriggerListCallbackUrlQueries;
/** The JSON schema. */
export interface JsonSchema {
    /** The JSON title. */
    title?: string;
    /** The JSON content. */
    content?: string;
}
export declare function jsonSchemaDeserializer(item: any): JsonSchema;
/** The workflow trigger history. */
export interface WorkflowTriggerHistory extends ProxyResource {
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** The scheduled time. */
    readonly scheduledTime?: Date;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** The run correlation. */
    correlation?: Correlation;
    /** Gets the link to input parameters. */
    readonly inputsLink?: ContentLink;
    /** Gets the link to output parameters. */
    readonly outputsLink?: ContentLink;
    /** The value indicating whether trigger was fired. */
    readonly fired?: boolean;
    /** Gets the reference to workflow run. */
    readonly run?: ResourceReference;
}
export declare function workflowTriggerHistoryDeserializer(item: any): WorkflowTriggerHistory;
/** The workflow trigger history properties. */
export interface WorkflowTriggerHistoryProperties {
    /** Gets the start time. */
    readonly startTime?: Date;
    /** Gets the end time. */
    readonly endTime?: Date;
    /** The scheduled time. */
    readonly scheduledTime?: Date;
    /** Gets the status. */
    readonly status?: WorkflowStatus;
    /** Gets the code. */
    readonly code?: string;
    /** Gets the error. */
    readonly error?: Record<string, unknown>;
    /** Gets the tracking id. */
    readonly trackingId?: string;
    /** The run correlation. */
    correlation?: Correlation;
    /** Gets the link to input parameters. */
    readonly inputsLink?: ContentLink;
    /** Gets the link to output parameters. */
    readonly outputsLink?: ContentLink;
    /** The value indicating whether trigger was fired. */
    readonly fired?: boolean;
    /** Gets the reference to workflow run. */
    readonly run?: ResourceReference;
}
export declare function workflowTriggerHistoryPropertiesDeserializer(item: any): WorkflowTriggerHistoryProperties;
/** The response of a WorkflowTriggerHistory list operation. */
export interface _WorkflowTriggerHistoryListResult {
    /** The WorkflowTriggerHistory items on this page */
    value: WorkflowTriggerHistory[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowTriggerHistoryListResultDeserializer(item: any): _WorkflowTriggerHistoryListResult;
export declare function workflowTriggerHistoryArrayDeserializer(result: Array<WorkflowTriggerHistory>): any[];
/** The workflow version. */
export interface WorkflowVersion extends TrackedResource {
    /** The provisioning state. */
    readonly provisioningState?: WorkflowProvisioningState;
    /** Gets the created time. */
    readonly createdTime?: Date;
    /** Gets the changed time. */
    readonly changedTime?: Date;
    /** The state. */
    state?: WorkflowState;
    /** Gets the version. */
    readonly version?: string;
    /** Gets the access endpoint. */
    readonly accessEndpoint?: string;
    /** The endpoints configuration. */
    endpointsConfiguration?: FlowEndpointsConfiguration;
    /** The access control configuration. */
    accessControl?: FlowAccessControlConfiguration;
    /** The sku. */
    readonly sku?: WorkflowSku;
    /** The integration account. */
    integrationAccount?: ResourceReference;
    /** The definition. */
    definition?: Record<string, unknown>;
    /** The parameters. */
    parameters?: Record<string, WorkflowParameter>;
}
export declare function workflowVersionDeserializer(item: any): WorkflowVersion;
/** The workflow version properties. */
export interface WorkflowVersionProperties {
    /** The provisioning state. */
    readonly provisioningState?: WorkflowProvisioningState;
    /** Gets the created time. */
    readonly createdTime?: Date;
    /** Gets the changed time. */
    readonly changedTime?: Date;
    /** The state. */
    state?: WorkflowState;
    /** Gets the version. */
    readonly version?: string;
    /** Gets the access endpoint. */
    readonly accessEndpoint?: string;
    /** The endpoints configuration. */
    endpointsConfiguration?: FlowEndpointsConfiguration;
    /** The access control configuration. */
    accessControl?: FlowAccessControlConfiguration;
    /** The sku. */
    readonly sku?: WorkflowSku;
    /** The integration account. */
    integrationAccount?: ResourceReference;
    /** The definition. */
    definition?: Record<string, unknown>;
    /** The parameters. */
    parameters?: Record<string, WorkflowParameter>;
}
export declare function workflowVersionPropertiesDeserializer(item: any): WorkflowVersionProperties;
/** The workflow provisioning state. */
export declare enum KnownWorkflowProvisioningState {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Accepted */
    Accepted = "Accepted",
    /** Running */
    Running = "Running",
    /** Ready */
    Ready = "Ready",
    /** Creating */
    Creating = "Creating",
    /** Created */
    Created = "Created",
    /** Deleting */
    Deleting = "Deleting",
    /** Deleted */
    Deleted = "Deleted",
    /** Canceled */
    Canceled = "Canceled",
    /** Failed */
    Failed = "Failed",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Moving */
    Moving = "Moving",
    /** Updating */
    Updating = "Updating",
    /** Registering */
    Registering = "Registering",
    /** Registered */
    Registered = "Registered",
    /** Unregistering */
    Unregistering = "Unregistering",
    /** Unregistered */
    Unregistered = "Unregistered",
    /** Completed */
    Completed = "Completed",
    /** Renewing */
    Renewing = "Renewing",
    /** Pending */
    Pending = "Pending",
    /** Waiting */
    Waiting = "Waiting",
    /** InProgress */
    InProgress = "InProgress"
}
/**
 * The workflow provisioning state. \
 * {@link KnownWorkflowProvisioningState} can be used interchangeably with WorkflowProvisioningState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Accepted** \
 * **Running** \
 * **Ready** \
 * **Creating** \
 * **Created** \
 * **Deleting** \
 * **Deleted** \
 * **Canceled** \
 * **Failed** \
 * **Succeeded** \
 * **Moving** \
 * **Updating** \
 * **Registering** \
 * **Registered** \
 * **Unregistering** \
 * **Unregistered** \
 * **Completed** \
 * **Renewing** \
 * **Pending** \
 * **Waiting** \
 * **InProgress**
 */
export type WorkflowProvisioningState = string;
/** The endpoints configuration. */
export interface FlowEndpointsConfiguration {
    /** The workflow endpoints. */
    workflow?: FlowEndpoints;
    /** The connector endpoints. */
    connector?: FlowEndpoints;
}
export declare function flowEndpointsConfigurationSerializer(item: FlowEndpointsConfiguration): any;
export declare function flowEndpointsConfigurationDeserializer(item: any): FlowEndpointsConfiguration;
/** The flow endpoints configuration. */
export interface FlowEndpoints {
    /** The outgoing ip address. */
    outgoingIpAddresses?: IpAddress[];
    /** The access endpoint ip address. */
    accessEndpointIpAddresses?: IpAddress[];
}
export declare function flowEndpointsSerializer(item: FlowEndpoints): any;
export declare function flowEndpointsDeserializer(item: any): FlowEndpoints;
export declare function ipAddressArraySerializer(result: Array<IpAddress>): any[];
export declare function ipAddressArrayDeserializer(result: Array<IpAddress>): any[];
/** The ip address. */
export interface IpAddress {
    /** The address. */
    address?: string;
}
export declare function ipAddressSerializer(item: IpAddress): any;
export declare function ipAddressDeserializer(item: any): IpAddress;
/** The access control configuration. */
export interface FlowAccessControlConfiguration {
    /** The access control configuration for invoking workflow triggers. */
    triggers?: FlowAccessControlConfigurationPolicy;
    /** The access control configuration for accessing workflow run contents. */
    contents?: FlowAccessControlConfigurationPolicy;
    /** The access control configuration for workflow actions. */
    actions?: FlowAccessControlConfigurationPolicy;
    /** The access control configuration for workflow management. */
    workflowManagement?: FlowAccessControlConfigurationPolicy;
}
export declare function flowAccessControlConfigurationSerializer(item: FlowAccessControlConfiguration): any;
export declare function flowAccessControlConfigurationDeserializer(item: any): FlowAccessControlConfiguration;
/** The access control configuration policy. */
export interface FlowAccessControlConfigurationPolicy {
    /** The allowed caller IP address ranges. */
    allowedCallerIpAddresses?: IpAddressRange[];
    /** The authentication policies for workflow. */
    openAuthenticationPolicies?: OpenAuthenticationAccessPolicies;
}
export declare function flowAccessControlConfigurationPolicySerializer(item: FlowAccessControlConfigurationPolicy): any;
export declare function flowAccessControlConfigurationPolicyDeserializer(item: any): FlowAccessControlConfigurationPolicy;
export declare function ipAddressRangeArraySerializer(result: Array<IpAddressRange>): any[];
export declare function ipAddressRangeArrayDeserializer(result: Array<IpAddressRange>): any[];
/** The ip address range. */
export interface IpAddressRange {
    /** The IP address range. */
    addressRange?: string;
}
export declare function ipAddressRangeSerializer(item: IpAddressRange): any;
export declare function ipAddressRangeDeserializer(item: any): IpAddressRange;
/** AuthenticationPolicy of type Open. */
export interface OpenAuthenticationAccessPolicies {
    /** Open authentication policies. */
    policies?: Record<string, OpenAuthenticationAccessPolicy>;
}
export declare function openAuthenticationAccessPoliciesSerializer(item: OpenAuthenticationAccessPolicies): any;
export declare function openAuthenticationAccessPoliciesDeserializer(item: any): OpenAuthenticationAccessPolicies;
export declare function openAuthenticationAccessPolicyRecordSerializer(item: Record<string, OpenAuthenticationAccessPolicy>): Record<string, any>;
export declare function openAuthenticationAccessPolicyRecordDeserializer(item: Record<string, any>): Record<string, OpenAuthenticationAccessPolicy>;
/** Open authentication access policy defined by user. */
export interface OpenAuthenticationAccessPolicy {
    /** Type of provider for OAuth. */
    type?: OpenAuthenticationProviderType;
    /** The access policy claims. */
    claims?: OpenAuthenticationPolicyClaim[];
}
export declare function openAuthenticationAccessPolicySerializer(item: OpenAuthenticationAccessPolicy): any;
export declare function openAuthenticationAccessPolicyDeserializer(item: any): OpenAuthenticationAccessPolicy;
/** Open authentication policy provider type. */
export declare enum KnownOpenAuthenticationProviderType {
    /** AAD */
    AAD = "AAD"
}
/**
 * Open authentication policy provider type. \
 * {@link KnownOpenAuthenticationProviderType} can be used interchangeably with OpenAuthenticationProviderType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **AAD**
 */
export type OpenAuthenticationProviderType = string;
export declare function openAuthenticationPolicyClaimArraySerializer(result: Array<OpenAuthenticationPolicyClaim>): any[];
export declare function openAuthenticationPolicyClaimArrayDeserializer(result: Array<OpenAuthenticationPolicyClaim>): any[];
/** Open authentication policy claim. */
export interface OpenAuthenticationPolicyClaim {
    /** The name of the claim. */
    name?: string;
    /** The value of the claim. */
    value?: string;
}
export declare function openAuthenticationPolicyClaimSerializer(item: OpenAuthenticationPolicyClaim): any;
export declare function openAuthenticationPolicyClaimDeserializer(item: any): OpenAuthenticationPolicyClaim;
/** The sku type. */
export interface WorkflowSku {
    /** The name. */
    name: WorkflowSkuName;
    /** The reference to plan. */
    plan?: ResourceReference;
}
export declare function workflowSkuDeserializer(item: any): WorkflowSku;
/** The sku name. */
export declare enum KnownWorkflowSkuName {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Free */
    Free = "Free",
    /** Shared */
    Shared = "Shared",
    /** Basic */
    Basic = "Basic",
    /** Standard */
    Standard = "Standard",
    /** Premium */
    Premium = "Premium"
}
/**
 * The sku name. \
 * {@link KnownWorkflowSkuName} can be used interchangeably with WorkflowSkuName,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Free** \
 * **Shared** \
 * **Basic** \
 * **Standard** \
 * **Premium**
 */
export type WorkflowSkuName = string;
export declare function workflowParameterRecordSerializer(item: Record<string, WorkflowParameter>): Record<string, any>;
export declare function workflowParameterRecordDeserializer(item: Record<string, any>): Record<string, WorkflowParameter>;
/** The response of a WorkflowVersion list operation. */
export interface _WorkflowVersionListResult {
    /** The WorkflowVersion items on this page */
    value: WorkflowVersion[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _workflowVersionListResultDeserializer(item: any): _WorkflowVersionListResult;
export declare function workflowVersionArrayDeserializer(result: Array<WorkflowVersion>): any[];
/** Collection of Azure resource manager operation metadata. */
export interface _CsmOperationCollection {
    /** Collection of resources. */
    value: CsmOperationDescription[];
    /** Link to next page of resources. */
    readonly nextLink?: string;
}
export declare function _csmOperationCollectionDeserializer(item: any): _CsmOperationCollection;
export declare function csmOperationDescriptionArrayDeserializer(result: Array<CsmOperationDescription>): any[];
/** Description of an operation available for Microsoft.Web resource provider. */
export interface CsmOperationDescription {
    name?: string;
    isDataAction?: boolean;
    /** Meta data about operation used for display in portal. */
    display?: CsmOperationDisplay;
    origin?: string;
    /** Properties available for a Microsoft.Web resource provider operation. */
    properties?: CsmOperationDescriptionProperties;
}
export declare function csmOperationDescriptionDeserializer(item: any): CsmOperationDescription;
/** Meta data about operation used for display in portal. */
export interface CsmOperationDisplay {
    provider?: string;
    resource?: string;
    operation?: string;
    description?: string;
}
export declare function csmOperationDisplayDeserializer(item: any): CsmOperationDisplay;
/** Properties available for a Microsoft.Web resource provider operation. */
export interface CsmOperationDescriptionProperties {
    /** Resource metrics service provided by Microsoft.Insights resource provider. */
    serviceSpecification?: ServiceSpecification;
}
export declare function csmOperationDescriptionPropertiesDeserializer(item: any): CsmOperationDescriptionProperties;
/** Resource metrics service provided by Microsoft.Insights resource provider. */
export interface ServiceSpecification {
    metricSpecifications?: MetricSpecification[];
    logSpecifications?: LogSpecification[];
}
export declare function serviceSpecificationDeserializer(item: any): ServiceSpecification;
export declare function metricSpecificationArrayDeserializer(result: Array<MetricSpecification>): any[];
/** Definition of a single resource metric. */
export interface MetricSpecification {
    name?: string;
    displayName?: string;
    displayDescription?: string;
    unit?: string;
    aggregationType?: string;
    supportsInstanceLevelAggregation?: boolean;
    enableRegionalMdmAccount?: boolean;
    sourceMdmAccount?: string;
    sourceMdmNamespace?: string;
    metricFilterPattern?: string;
    fillGapWithZero?: boolean;
    isInternal?: boolean;
    dimensions?: Dimension[];
    category?: string;
    availabilities?: MetricAvailability[];
    supportedTimeGrainTypes?: string[];
    supportedAggregationTypes?: string[];
}
export declare function metricSpecificationDeserializer(item: any): MetricSpecification;
export declare function dimensionArrayDeserializer(result: Array<Dimension>): any[];
/**
 * Dimension of a resource metric. For e.g. instance specific HTTP requests for a web app,
 * where instance name is dimension of the metric HTTP request
 */
export interface Dimension {
    name?: string;
    displayName?: string;
    internalName?: string;
    toBeExportedForShoebox?: boolean;
}
export declare function dimensionDeserializer(item: any): Dimension;
export declare function metricAvailabilityArrayDeserializer(result: Array<MetricAvailability>): any[];
/** Retention policy of a resource metric. */
export interface MetricAvailability {
    timeGrain?: string;
    blobDuration?: string;
}
export declare function metricAvailabilityDeserializer(item: any): MetricAvailability;
export declare function logSpecificationArrayDeserializer(result: Array<LogSpecification>): any[];
/** Log Definition of a single resource metric. */
export interface LogSpecification {
    name?: string;
    displayName?: string;
    blobDuration?: string;
    logFilterPattern?: string;
}
export declare function logSpecificationDeserializer(item: any): LogSpecification;
/** Collection of Application Stacks */
export interface _ApplicationStackCollection {
    /** The ApplicationStackResource items on this page */
    value: ApplicationStackResource[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _applicationStackCollectionDeserializer(item: any): _ApplicationStackCollection;
export declare function applicationStackResourceArrayDeserializer(result: Array<ApplicationStackResource>): any[];
/** ARM resource for a ApplicationStack. */
export interface ApplicationStackResource extends ProxyOnlyResource {
    /** Application stack name. */
    namePropertiesName?: string;
    /** Application stack display name. */
    display?: string;
    /** Application stack dependency. */
    dependency?: string;
    /** List of major versions available. */
    majorVersions?: StackMajorVersion[];
    /** List of frameworks associated with application stack. */
    frameworks?: ApplicationStack[];
    /** <code>true</code> if this is the stack is deprecated; otherwise, <code>false</code>. */
    isDeprecated?: ApplicationStack[];
}
export declare function applicationStackResourceDeserializer(item: any): ApplicationStackResource;
/** Application stack. */
export interface ApplicationStack {
    /** Application stack name. */
    name?: string;
    /** Application stack display name. */
    display?: string;
    /** Application stack dependency. */
    dependency?: string;
    /** List of major versions available. */
    majorVersions?: StackMajorVersion[];
    /** List of frameworks associated with application stack. */
    frameworks?: ApplicationStack[];
    /** <code>true</code> if this is the stack is deprecated; otherwise, <code>false</code>. */
    isDeprecated?: ApplicationStack[];
}
export declare function applicationStackDeserializer(item: any): ApplicationStack;
export declare function stackMajorVersionArrayDeserializer(result: Array<StackMajorVersion>): any[];
/** Application stack major version. */
export interface StackMajorVersion {
    /** Application stack major version (display only). */
    displayVersion?: string;
    /** Application stack major version (runtime only). */
    runtimeVersion?: string;
    /** <code>true</code> if this is the default major version; otherwise, <code>false</code>. */
    isDefault?: boolean;
    /** Minor versions associated with the major version. */
    minorVersions?: StackMinorVersion[];
    /** <code>true</code> if this supports Application Insights; otherwise, <code>false</code>. */
    applicationInsights?: boolean;
    /** <code>true</code> if this stack is in Preview, otherwise <code>false</code>. */
    isPreview?: boolean;
    /** <code>true</code> if this stack has been deprecated, otherwise <code>false</code>. */
    isDeprecated?: boolean;
    /** <code>true</code> if this stack should be hidden for new customers on portal, otherwise <code>false</code>. */
    isHidden?: boolean;
    /**
     * <appSettings>
     * <appSetting name="FUNCTIONS_WORKER_RUNTIME" value="dotnet" />
     * </appSettings>
     * Example: All the function apps need AppSetting: "FUNCTIONS_WORKER_RUNTIME" to be set stack name
     */
    appSettingsDictionary?: Record<string, Record<string, unknown>>;
    /**
     * <siteConfigProperties>
     * <siteConfigProperty name="Use32BitWorkerProcess" value="false" />
     * </siteConfigProperties>
     * Example: All Linux Function Apps, need Use32BitWorkerProcess to be set to 0
     */
    siteConfigPropertiesDictionary?: Record<string, Record<string, unknown>>;
}
export declare function stackMajorVersionDeserializer(item: any): StackMajorVersion;
export declare function stackMinorVersionArrayDeserializer(result: Array<StackMinorVersion>): any[];
/** Application stack minor version. */
export interface StackMinorVersion {
    /** Application stack minor version (display only). */
    displayVersion?: string;
    /** Application stack minor version (runtime only). */
    runtimeVersion?: string;
    /** <code>true</code> if this is the default minor version; otherwise, <code>false</code>. */
    isDefault?: boolean;
    /** <code>true</code> if this supports Remote Debugging, otherwise <code>false</code>. */
    isRemoteDebuggingEnabled?: boolean;
}
export declare function stackMinorVersionDeserializer(item: any): StackMinorVersion;
export declare function applicationStackArrayDeserializer(result: Array<ApplicationStack>): any[];
/** Collection of Function app Stacks */
export interface _FunctionAppStackCollection {
    /** The FunctionAppStack items on this page */
    value: FunctionAppStack[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _functionAppStackCollectionDeserializer(item: any): _FunctionAppStackCollection;
export declare function functionAppStackArrayDeserializer(result: Array<FunctionAppStack>): any[];
/** Function App Stack. */
export interface FunctionAppStack extends ProxyOnlyResource {
    /** Function App stack location. */
    readonly location?: string;
    /** Function App stack (display only). */
    readonly displayText?: string;
    /** Function App stack name. */
    readonly value?: string;
    /** List of major versions available. */
    readonly majorVersions?: FunctionAppMajorVersion[];
    /** Function App stack preferred OS. */
    readonly preferredOs?: StackPreferredOs;
}
export declare function functionAppStackDeserializer(item: any): FunctionAppStack;
/** FunctionAppStack resource specific properties */
export interface FunctionAppStackProperties {
    /** Function App stack (display only). */
    readonly displayText?: string;
    /** Function App stack name. */
    readonly value?: string;
    /** List of major versions available. */
    readonly majorVersions?: FunctionAppMajorVersion[];
    /** Function App stack preferred OS. */
    readonly preferredOs?: StackPreferredOs;
}
export declare function functionAppStackPropertiesDeserializer(item: any): FunctionAppStackProperties;
export declare function functionAppMajorVersionArrayDeserializer(result: Array<FunctionAppMajorVersion>): any[];
/** Function App stack major version. */
export interface FunctionAppMajorVersion {
    /** Function App stack major version (display only). */
    readonly displayText?: string;
    /** Function App stack major version name. */
    readonly value?: string;
    /** Minor versions associated with the major version. */
    readonly minorVersions?: FunctionAppMinorVersion[];
}
export declare function functionAppMajorVersionDeserializer(item: any): FunctionAppMajorVersion;
export declare function functionAppMinorVersionArrayDeserializer(result: Array<FunctionAppMinorVersion>): any[];
/** Function App stack minor version. */
export interface FunctionAppMinorVersion {
    /** Function App stack (display only). */
    readonly displayText?: string;
    /** Function App stack name. */
    readonly value?: string;
    /** Settings associated with the minor version. */
    readonly stackSettings?: FunctionAppRuntimes;
}
export declare function functionAppMinorVersionDeserializer(item: any): FunctionAppMinorVersion;
/** Function App stack runtimes. */
export interface FunctionAppRuntimes {
    /** Linux-specific settings associated with the minor version. */
    readonly linuxRuntimeSettings?: FunctionAppRuntimeSettings;
    /** Windows-specific settings associated with the minor version. */
    readonly windowsRuntimeSettings?: FunctionAppRuntimeSettings;
}
export declare function functionAppRuntimesDeserializer(item: any): FunctionAppRuntimes;
/** Function App runtime settings. */
export interface FunctionAppRuntimeSettings {
    /** Function App stack minor version (runtime only). */
    readonly runtimeVersion?: string;
    /** <code>true</code> if remote debugging is supported for the stack; otherwise, <code>false</code>. */
    readonly remoteDebuggingSupported?: boolean;
    /** Application Insights settings associated with the minor version. */
    readonly appInsightsSettings?: AppInsightsWebAppStackSettings;
    /** GitHub Actions settings associated with the minor version. */
    readonly gitHubActionSettings?: GitHubActionWebAppStackSettings;
    /** Application settings associated with the minor version. */
    readonly appSettingsDictionary?: Record<string, string>;
    /** Configuration settings associated with the minor version. */
    readonly siteConfigPropertiesDictionary?: SiteConfigPropertiesDictionary;
    /** List of supported Functions extension versions. */
    readonly supportedFunctionsExtensionVersions?: string[];
    /** <code>true</code> if the stack is in preview; otherwise, <code>false</code>. */
    readonly isPreview?: boolean;
    /** <code>true</code> if the stack is deprecated; otherwise, <code>false</code>. */
    readonly isDeprecated?: boolean;
    /** <code>true</code> if the stack should be hidden; otherwise, <code>false</code>. */
    readonly isHidden?: boolean;
    /** End-of-life date for the minor version. */
    readonly endOfLifeDate?: Date;
    /** <code>true</code> if the stack version is auto-updated; otherwise, <code>false</code>. */
    readonly isAutoUpdate?: boolean;
    /** <code>true</code> if the minor version is early-access; otherwise, <code>false</code>. */
    readonly isEarlyAccess?: boolean;
    /** <code>true</code> if the minor version the default; otherwise, <code>false</code>. */
    readonly isDefault?: boolean;
}
export declare function functionAppRuntimeSettingsDeserializer(item: any): FunctionAppRuntimeSettings;
/** App Insights Web App stack settings. */
export interface AppInsightsWebAppStackSettings {
    /** <code>true</code> if remote Application Insights is supported for the stack; otherwise, <code>false</code>. */
    readonly isSupported?: boolean;
    /** <code>true</code> if Application Insights is disabled by default for the stack; otherwise, <code>false</code>. */
    readonly isDefaultOff?: boolean;
}
export declare function appInsightsWebAppStackSettingsDeserializer(item: any): AppInsightsWebAppStackSettings;
/** GitHub Actions Web App stack settings. */
export interface GitHubActionWebAppStackSettings {
    /** <code>true</code> if GitHub Actions is supported for the stack; otherwise, <code>false</code>. */
    readonly isSupported?: boolean;
    /** The minor version that is supported for GitHub Actions. */
    readonly supportedVersion?: string;
}
export declare function gitHubActionWebAppStackSettingsDeserializer(item: any): GitHubActionWebAppStackSettings;
/** Site config properties dictionary. */
export interface SiteConfigPropertiesDictionary {
    /** <code>true</code> if use32BitWorkerProcess should be set to true for the stack; otherwise, <code>false</code>. */
    readonly use32BitWorkerProcess?: boolean;
    /** LinuxFxVersion configuration setting. */
    readonly linuxFxVersion?: string;
    /** JavaVersion configuration setting. */
    readonly javaVersion?: string;
    /** PowerShellVersion configuration setting. */
    readonly powerShellVersion?: string;
}
export declare function siteConfigPropertiesDictionaryDeserializer(item: any): SiteConfigPropertiesDictionary;
/** Function App stack preferred OS. */
export type StackPreferredOs = "Windows" | "Linux";
/** Collection of Web app Stacks */
export interface _WebAppStackCollection {
    /** The WebAppStack items on this page */
    value: WebAppStack[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _webAppStackCollectionDeserializer(item: any): _WebAppStackCollection;
export declare function webAppStackArrayDeserializer(result: Array<WebAppStack>): any[];
/** Web App stack. */
export interface WebAppStack extends ProxyOnlyResource {
    /** Web App stack location. */
    readonly location?: string;
    /** Web App stack (display only). */
    readonly displayText?: string;
    /** Web App stack name. */
    readonly value?: string;
    /** List of major versions available. */
    readonly majorVersions?: WebAppMajorVersion[];
    /** Web App stack preferred OS. */
    readonly preferredOs?: StackPreferredOs;
}
export declare function webAppStackDeserializer(item: any): WebAppStack;
/** WebAppStack resource specific properties */
export interface WebAppStackProperties {
    /** Web App stack (display only). */
    readonly displayText?: string;
    /** Web App stack name. */
    readonly value?: string;
    /** List of major versions available. */
    readonly majorVersions?: WebAppMajorVersion[];
    /** Web App stack preferred OS. */
    readonly preferredOs?: StackPreferredOs;
}
export declare function webAppStackPropertiesDeserializer(item: any): WebAppStackProperties;
export declare function webAppMajorVersionArrayDeserializer(result: Array<WebAppMajorVersion>): any[];
/** Web App stack major version. */
export interface WebAppMajorVersion {
    /** Web App stack major version (display only). */
    readonly displayText?: string;
    /** Web App stack major version name. */
    readonly value?: string;
    /** Minor versions associated with the major version. */
    readonly minorVersions?: WebAppMinorVersion[];
}
export declare function webAppMajorVersionDeserializer(item: any): WebAppMajorVersion;
export declare function webAppMinorVersionArrayDeserializer(result: Array<WebAppMinorVersion>): any[];
/** Web App stack minor version. */
export interface WebAppMinorVersion {
    /** Web App stack minor version (display only). */
    readonly displayText?: string;
    /** Web App stack major version name. */
    readonly value?: string;
    /** Settings associated with the minor version. */
    readonly stackSettings?: WebAppRuntimes;
}
export declare function webAppMinorVersionDeserializer(item: any): WebAppMinorVersion;
/** Web App stack runtimes. */
export interface WebAppRuntimes {
    /** Linux-specific settings associated with the minor version. */
    readonly linuxRuntimeSettings?: WebAppRuntimeSettings;
    /** Windows-specific settings associated with the minor version. */
    readonly windowsRuntimeSettings?: WebAppRuntimeSettings;
    /** Linux-specific settings associated with the Java container minor version. */
    readonly linuxContainerSettings?: LinuxJavaContainerSettings;
    /** Windows-specific settings associated with the Java container minor version. */
    readonly windowsContainerSettings?: WindowsJavaContainerSettings;
}
export declare function webAppRuntimesDeserializer(item: any): WebAppRuntimes;
/** Web App runtime settings. */
export interface WebAppRuntimeSettings {
    /** Web App stack minor version (runtime only). */
    readonly runtimeVersion?: string;
    /** <code>true</code> if remote debugging is supported for the stack; otherwise, <code>false</code>. */
    readonly remoteDebuggingSupported?: boolean;
    /** Application Insights settings associated with the minor version. */
    readonly appInsightsSettings?: AppInsightsWebAppStackSettings;
    /** GitHub Actions settings associated with the minor version. */
    readonly gitHubActionSettings?: GitHubActionWebAppStackSettings;
    /** <code>true</code> if the stack is in preview; otherwise, <code>false</code>. */
    readonly isPreview?: boolean;
    /** <code>true</code> if the stack is deprecated; otherwise, <code>false</code>. */
    readonly isDeprecated?: boolean;
    /** <code>true</code> if the stack should be hidden; otherwise, <code>false</code>. */
    readonly isHidden?: boolean;
    /** End-of-life date for the minor version. */
    readonly endOfLifeDate?: Date;
    /** <code>true</code> if the stack version is auto-updated; otherwise, <code>false</code>. */
    readonly isAutoUpdate?: boolean;
    /** <code>true</code> if the minor version is early-access; otherwise, <code>false</code>. */
    readonly isEarlyAccess?: boolean;
}
export declare function webAppRuntimeSettingsDeserializer(item: any): WebAppRuntimeSettings;
/** Linux Java Container settings. */
export interface LinuxJavaContainerSettings {
    /** Java 11 version (runtime only). */
    readonly java11Runtime?: string;
    /** Java 8 version (runtime only). */
    readonly java8Runtime?: string;
    /** <code>true</code> if the stack is in preview; otherwise, <code>false</code>. */
    readonly isPreview?: boolean;
    /** <code>true</code> if the stack is deprecated; otherwise, <code>false</code>. */
    readonly isDeprecated?: boolean;
    /** <code>true</code> if the stack should be hidden; otherwise, <code>false</code>. */
    readonly isHidden?: boolean;
    /** End-of-life date for the minor version. */
    readonly endOfLifeDate?: Date;
    /** <code>true</code> if the stack version is auto-updated; otherwise, <code>false</code>. */
    readonly isAutoUpdate?: boolean;
    /** <code>true</code> if the minor version is early-access; otherwise, <code>false</code>. */
    readonly isEarlyAccess?: boolean;
}
export declare function linuxJavaContainerSettingsDeserializer(item: any): LinuxJavaContainerSettings;
/** Windows Java Container settings. */
export interface WindowsJavaContainerSettings {
    /** Java container (runtime only). */
    readonly javaContainer?: string;
    /** Java container version (runtime only). */
    readonly javaContainerVersion?: string;
    /** <code>true</code> if the stack is in preview; otherwise, <code>false</code>. */
    readonly isPreview?: boolean;
    /** <code>true</code> if the stack is deprecated; otherwise, <code>false</code>. */
    readonly isDeprecated?: boolean;
    /** <code>true</code> if the stack should be hidden; otherwise, <code>false</code>. */
    readonly isHidden?: boolean;
    /** End-of-life date for the minor version. */
    readonly endOfLifeDate?: Date;
    /** <code>true</code> if the stack version is auto-updated; otherwise, <code>false</code>. */
    readonly isAutoUpdate?: boolean;
    /** <code>true</code> if the minor version is early-access; otherwise, <code>false</code>. */
    readonly isEarlyAccess?: boolean;
}
export declare function windowsJavaContainerSettingsDeserializer(item: any): WindowsJavaContainerSettings;
/** Collection of deleted apps. */
export interface _DeletedWebAppCollection {
    /** The DeletedSite items on this page */
    value: DeletedSite[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _deletedWebAppCollectionDeserializer(item: any): _DeletedWebAppCollection;
export declare function deletedSiteArrayDeserializer(result: Array<DeletedSite>): any[];
/** Used for getting ResourceHealthCheck settings. */
export interface ResourceHealthMetadata extends ProxyResource {
    /** Kind of resource. */
    kind?: string;
    /** The category that the resource matches in the RHC Policy File */
    category?: string;
    /** Is there a health signal for the resource */
    signalAvailability?: boolean;
}
export declare function resourceHealthMetadataDeserializer(item: any): ResourceHealthMetadata;
/** ResourceHealthMetadata resource specific properties */
export interface ResourceHealthMetadataProperties {
    /** The category that the resource matches in the RHC Policy File */
    category?: string;
    /** Is there a health signal for the resource */
    signalAvailability?: boolean;
}
export declare function resourceHealthMetadataPropertiesDeserializer(item: any): ResourceHealthMetadataProperties;
/** Collection of resource health metadata. */
export interface _ResourceHealthMetadataCollection {
    /** The ResourceHealthMetadata items on this page */
    value: ResourceHealthMetadata[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _resourceHealthMetadataCollectionDeserializer(item: any): _ResourceHealthMetadataCollection;
export declare function resourceHealthMetadataArrayDeserializer(result: Array<ResourceHealthMetadata>): any[];
/** The access key regenerate action content. */
export interface RegenerateActionParameter {
    /** The key type. */
    keyType?: KeyType;
}
export declare function regenerateActionParameterSerializer(item: RegenerateActionParameter): any;
/** The key type. */
export declare enum KnownKeyType {
    /** NotSpecified */
    NotSpecified = "NotSpecified",
    /** Primary */
    Primary = "Primary",
    /** Secondary */
    Secondary = "Secondary"
}
/**
 * The key type. \
 * {@link KnownKeyType} can be used interchangeably with KeyType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NotSpecified** \
 * **Primary** \
 * **Secondary**
 */
export type KeyType = string;
/** The workflow type. */
export interface Workflow extends WorkflowResource {
    /** Managed service identity. */
    identity?: ManagedServiceIdentity;
    /** Gets the provisioning state. */
    readonly provisioningState?: WorkflowProvisioningState;
    /** Gets the created time. */
    readonly createdTime?: Date;
    /** Gets the changed time. */
    readonly changedTime?: Date;
    /** The state. */
    state?: WorkflowState;
    /** Gets the version. */
    readonly version?: string;
    /** Gets the access endpoint. */
    readonly accessEndpoint?: string;
    /** The endpoints configuration. */
    endpointsConfiguration?: FlowEndpointsConfiguration;
    /** The access control configuration. */
    accessControl?: FlowAccessControlConfiguration;
    /** The sku. */
    readonly sku?: WorkflowSku;
    /** The integration account. */
    integrationAccount?: ResourceReference;
    /** The integration service environment. */
    integrationServiceEnvironment?: ResourceReference;
    /** The definition. */
    definition?: Record<string, unknown>;
    /** The parameters. */
    parameters?: Record<string, WorkflowParameter>;
    /** The workflow kind. */
    kind?: Kind;
}
export declare function workflowSerializer(item: Workflow): any;
/** The workflow properties. */
export interface WorkflowProperties {
    /** Gets the provisioning state. */
    readonly provisioningState?: WorkflowProvisioningState;
    /** Gets the created time. */
    readonly createdTime?: Date;
    /** Gets the changed time. */
    readonly changedTime?: Date;
    /** The state. */
    state?: WorkflowState;
    /** Gets the version. */
    readonly version?: string;
    /** Gets the access endpoint. */
    readonly accessEndpoint?: string;
    /** The endpoints configuration. */
    endpointsConfiguration?: FlowEndpointsConfiguration;
    /** The access control configuration. */
    accessControl?: FlowAccessControlConfiguration;
    /** The sku. */
    readonly sku?: WorkflowSku;
    /** The integration account. */
    integrationAccount?: ResourceReference;
    /** The integration service environment. */
    integrationServiceEnvironment?: ResourceReference;
    /** The definition. */
    definition?: Record<string, unknown>;
    /** The parameters. */
    parameters?: Record<string, WorkflowParameter>;
    /** The workflow kind. */
    kind?: Kind;
}
export declare function workflowPropertiesSerializer(item: WorkflowProperties): any;
/** The workflow kind. */
export declare enum KnownKind {
    /** Stateful */
    Stateful = "Stateful",
    /** Stateless */
    Stateless = "Stateless"
}
/**
 * The workflow kind. \
 * {@link KnownKind} can be used interchangeably with Kind,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Stateful** \
 * **Stateless**
 */
export type Kind = string;
/** The base resource type. */
export interface WorkflowResource {
    /** The resource id. */
    readonly id?: string;
    /** Gets the resource name. */
    readonly name?: string;
    /** Gets the resource type. */
    readonly type?: string;
    /** The resource location. */
    location?: string;
    /** The resource tags. */
    tags?: Record<string, string>;
}
export declare function workflowResourceSerializer(item: WorkflowResource): any;
/** The request history. */
export interface RequestHistory extends TrackedResource {
    /** The request history properties. */
    properties?: RequestHistoryProperties;
}
export declare function requestHistoryDeserializer(item: any): RequestHistory;
/** The request history. */
export interface RequestHistoryProperties {
    /** The time the request started. */
    startTime?: Date;
    /** The time the request ended. */
    endTime?: Date;
    /** The request. */
    request?: Request;
    /** The response. */
    response?: Response;
}
export declare function requestHistoryPropertiesDeserializer(item: any): RequestHistoryProperties;
/** A request. */
export interface Request {
    /** A list of all the headers attached to the request. */
    headers?: Record<string, unknown>;
    /** The destination for the request. */
    uri?: string;
    /** The HTTP method used for the request. */
    method?: string;
}
export declare function requestDeserializer(item: any): Request;
/** A response. */
export interface Response {
    /** A list of all the headers attached to the response. */
    headers?: Record<string, unknown>;
    /** The status code of the response. */
    statusCode?: number;
    /** Details on the location of the body content. */
    bodyLink?: ContentLink;
}
export declare function responseDeserializer(item: any): Response;
/** The response of a RequestHistory list operation. */
export interface _RequestHistoryListResult {
    /** The RequestHistory items on this page */
    value: RequestHistory[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _requestHistoryListResultDeserializer(item: any): _RequestHistoryListResult;
export declare function requestHistoryArrayDeserializer(result: Array<RequestHistory>): any[];
/** Known values of {@link SkuName} that the service accepts. */
export declare enum KnownSkuName {
    /** Free */
    Free = "Free",
    /** Shared */
    Shared = "Shared",
    /** Basic */
    Basic = "Basic",
    /** Standard */
    Standard = "Standard",
    /** Premium */
    Premium = "Premium",
    /** Dynamic */
    Dynamic = "Dynamic",
    /** Isolated */
    Isolated = "Isolated",
    /** IsolatedV2 */
    IsolatedV2 = "IsolatedV2",
    /** PremiumV2 */
    PremiumV2 = "PremiumV2",
    /** PremiumV3 */
    PremiumV3 = "PremiumV3",
    /** PremiumContainer */
    PremiumContainer = "PremiumContainer",
    /** ElasticPremium */
    ElasticPremium = "ElasticPremium",
    /** ElasticIsolated */
    ElasticIsolated = "ElasticIsolated",
    /** FlexConsumption */
    FlexConsumption = "FlexConsumption"
}
/** Type of SkuName */
export type SkuName = string;
/** Known values of {@link ProviderOsTypeSelected} that the service accepts. */
export declare enum KnownProviderOsTypeSelected {
    /** Windows */
    Windows = "Windows",
    /** Linux */
    Linux = "Linux",
    /** WindowsFunctions */
    WindowsFunctions = "WindowsFunctions",
    /** LinuxFunctions */
    LinuxFunctions = "LinuxFunctions",
    /** All */
    All = "All"
}
/** Type of ProviderOsTypeSelected */
export type ProviderOsTypeSelected = string;
/** Known values of {@link ProviderStackOsType} that the service accepts. */
export declare enum KnownProviderStackOsType {
    /** Windows */
    Windows = "Windows",
    /** Linux */
    Linux = "Linux",
    /** All */
    All = "All"
}
/** Type of ProviderStackOsType */
export type ProviderStackOsType = string;
/** The available API versions. */
export declare enum KnownVersions {
    /** The 2025-03-01 API version. */
    V20250301 = "2025-03-01",
    /** The 2025-05-01 API version. */
    V20250501 = "2025-05-01"
}
export declare function vnetInfoResourceArraySerializer(result: Array<VnetInfoResource>): any[];
export declare function vnetInfoResourceArrayDeserializer(result: Array<VnetInfoResource>): any[];
export declare function networkTraceArrayDeserializer(result: Array<NetworkTrace>): any[];
export declare function hostingEnvironmentDiagnosticsArrayDeserializer(result: Array<HostingEnvironmentDiagnostics>): any[];
export declare function operationArrayDeserializer(result: Array<Operation>): any[];
export declare function _customDnsSuffixConfigurationPropertiesSerializer(item: CustomDnsSuffixConfiguration): any;
export declare function _customDnsSuffixConfigurationPropertiesDeserializer(item: any): {
    provisioningState: any;
    provisioningDetails: any;
    dnsSuffix: any;
    certificateUrl: any;
    keyVaultReferenceIdentity: any;
};
export declare function _aseV3NetworkingConfigurationPropertiesSerializer(item: AseV3NetworkingConfiguration): any;
export declare function _aseV3NetworkingConfigurationPropertiesDeserializer(item: any): {
    windowsOutboundIpAddresses: any;
    linuxOutboundIpAddresses: any;
    externalInboundIpAddresses: any;
    internalInboundIpAddresses: any;
    allowNewPrivateEndpointConnections: any;
    ftpEnabled: any;
    remoteDebugEnabled: any;
    inboundIpAddressOverride: any;
};
export declare function _validateRequestPropertiesSerializer(item: ValidateRequest): any;
export declare function _geoRegionPropertiesDeserializer(item: any): {
    description: any;
    displayName: any;
    orgDomain: any;
};
export declare function _aseRegionPropertiesDeserializer(item: any): {
    displayName: any;
    standard: any;
    dedicatedHost: any;
    zoneRedundant: any;
    availableSku: any;
    availableOS: any;
};
export declare function _billingMeterPropertiesDeserializer(item: any): {
    meterId: any;
    billingLocation: any;
    shortName: any;
    friendlyName: any;
    resourceType: any;
    osType: any;
    multiplier: any;
};
export declare function _identifierPropertiesSerializer(item: Identifier): any;
export declare function _identifierPropertiesDeserializer(item: any): {
    value: any;
};
export declare function _customHostnameSitesPropertiesDeserializer(item: any): {
    customHostname: any;
    region: any;
    siteResourceIds: any;
};
export declare function _premierAddOnOfferPropertiesDeserializer(item: any): {
    sku: any;
    product: any;
    vendor: any;
    promoCodeRequired: any;
    quota: any;
    webHostingPlanRestrictions: any;
    privacyPolicyUrl: any;
    legalTermsUrl: any;
    marketplacePublisher: any;
    marketplaceOffer: any;
};
export declare function _vnetParametersPropertiesSerializer(item: VnetParameters): any;
export declare function _vnetValidationTestFailurePropertiesDeserializer(item: any): {
    testName: any;
    details: any;
};
export declare function _vnetValidationFailureDetailsPropertiesDeserializer(item: any): {
    message: any;
    failed: any;
    failedTests: any;
    warnings: any;
};
export declare function _userPropertiesSerializer(item: User): any;
export declare function _userPropertiesDeserializer(item: any): {
    publishingUserName: any;
    publishingPassword: any;
    publishingPasswordHash: any;
    publishingPasswordHashSalt: any;
    scmUri: any;
};
export declare function _sourceControlPropertiesSerializer(item: SourceControl): any;
export declare function _sourceControlPropertiesDeserializer(item: any): {
    token: any;
    tokenSecret: any;
    refreshToken: any;
    expirationTime: any;
};
export declare function _workerPoolResourcePropertiesSerializer(item: WorkerPoolResource): any;
export declare function _workerPoolResourcePropertiesDeserializer(item: any): {
    workerSizeId: any;
    computeMode: any;
    workerSize: any;
    workerCount: any;
    instanceNames: any;
};
export declare function _resourceMetricDefinitionPropertiesDeserializer(item: any): {
    unit: any;
    primaryAggregationType: any;
    metricAvailabilities: any;
    resourceUri: any;
    properties: any;
};
export declare function _usagePropertiesDeserializer(item: any): {
    displayName: any;
    resourceName: any;
    unit: any;
    currentValue: any;
    limit: any;
    nextResetTime: any;
    computeMode: any;
    siteMode: any;
};
export declare function _appServiceEnvironmentResourcePropertiesSerializer(item: AppServiceEnvironmentResource): any;
export declare function _appServiceEnvironmentResourcePropertiesDeserializer(item: any): {
    provisioningState: any;
    status: any;
    virtualNetwork: any;
    internalLoadBalancingMode: any;
    multiSize: any;
    multiRoleCount: any;
    ipsslAddressCount: any;
    dnsSuffix: any;
    maximumNumberOfMachines: any;
    frontEndScaleFactor: any;
    suspended: any;
    clusterSettings: any;
    userWhitelistedIpRanges: any;
    hasLinuxWorkers: any;
    upgradePreference: any;
    dedicatedHostCount: any;
    zoneRedundant: any;
    customDnsSuffixConfiguration: any;
    networkingConfiguration: any;
    upgradeAvailability: any;
};
export declare function _appServiceEnvironmentPatchResourcePropertiesSerializer(item: AppServiceEnvironmentPatchResource): any;
export declare function _appServiceEnvironmentPatchResourcePropertiesDeserializer(item: any): {
    provisioningState: any;
    status: any;
    virtualNetwork: any;
    internalLoadBalancingMode: any;
    multiSize: any;
    multiRoleCount: any;
    ipsslAddressCount: any;
    dnsSuffix: any;
    maximumNumberOfMachines: any;
    frontEndScaleFactor: any;
    suspended: any;
    clusterSettings: any;
    userWhitelistedIpRanges: any;
    hasLinuxWorkers: any;
    upgradePreference: any;
    dedicatedHostCount: any;
    zoneRedundant: any;
    customDnsSuffixConfiguration: any;
    networkingConfiguration: any;
    upgradeAvailability: any;
};
export declare function _pushSettingsPropertiesSerializer(item: PushSettings): any;
export declare function _pushSettingsPropertiesDeserializer(item: any): {
    isPushEnabled: any;
    tagWhitelistJson: any;
    tagsRequiringAuth: any;
    dynamicTagsJson: any;
};
export declare function _sitePropertiesSerializer(item: Site): any;
export declare function _sitePropertiesDeserializer(item: any): {
    state: any;
    hostNames: any;
    repositorySiteName: any;
    usageState: any;
    enabled: any;
    enabledHostNames: any;
    availabilityState: any;
    hostNameSslStates: any;
    serverFarmId: any;
    reserved: any;
    isXenon: any;
    hyperV: any;
    lastModifiedTimeUtc: any;
    dnsConfiguration: any;
    outboundVnetRouting: any;
    siteConfig: any;
    functionAppConfig: any;
    daprConfig: any;
    workloadProfileName: any;
    resourceConfig: any;
    trafficManagerHostNames: any;
    scmSiteAlsoStopped: any;
    targetSwapSlot: any;
    hostingEnvironmentProfile: any;
    clientAffinityEnabled: any;
    clientAffinityPartitioningEnabled: any;
    clientAffinityProxyEnabled: any;
    clientCertEnabled: any;
    clientCertMode: any;
    clientCertExclusionPaths: any;
    ipMode: any;
    endToEndEncryptionEnabled: any;
    sshEnabled: any;
    hostNamesDisabled: any;
    customDomainVerificationId: any;
    outboundIpAddresses: any;
    possibleOutboundIpAddresses: any;
    containerSize: any;
    dailyMemoryTimeQuota: any;
    suspendedTill: any;
    maxNumberOfWorkers: any;
    cloningInfo: any;
    resourceGroup: any;
    isDefaultContainer: any;
    defaultHostName: any;
    slotSwapStatus: any;
    httpsOnly: any;
    redundancyMode: any;
    inProgressOperationId: any;
    publicNetworkAccess: any;
    storageAccountRequired: any;
    keyVaultReferenceIdentity: any;
    autoGeneratedDomainNameLabelScope: any;
    virtualNetworkSubnetId: any;
    managedEnvironmentId: any;
    sku: any;
};
export declare function _appServicePlanPropertiesSerializer(item: AppServicePlan): any;
export declare function _appServicePlanPropertiesDeserializer(item: any): {
    workerTierName: any;
    status: any;
    subscription: any;
    hostingEnvironmentProfile: any;
    maximumNumberOfWorkers: any;
    numberOfWorkers: any;
    geoRegion: any;
    perSiteScaling: any;
    elasticScaleEnabled: any;
    maximumElasticWorkerCount: any;
    numberOfSites: any;
    isSpot: any;
    spotExpirationTime: any;
    freeOfferExpirationTime: any;
    resourceGroup: any;
    reserved: any;
    isXenon: any;
    hyperV: any;
    targetWorkerCount: any;
    targetWorkerSizeId: any;
    provisioningState: any;
    kubeEnvironmentProfile: any;
    zoneRedundant: any;
    asyncScalingEnabled: any;
    planDefaultIdentity: any;
    isCustomMode: any;
    registryAdapters: any;
    installScripts: any;
    network: any;
    storageMounts: any;
    rdpEnabled: any;
};
export declare function _addressResponsePropertiesDeserializer(item: any): {
    serviceIpAddress: any;
    internalIpAddress: any;
    outboundIpAddresses: any;
    vipMappings: any;
};
export declare function _remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item: RemotePrivateEndpointConnectionARMResource): any;
export declare function _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item: any): {
    provisioningState: any;
    privateEndpoint: any;
    privateLinkServiceConnectionState: any;
    ipAddresses: any;
};
export declare function _recommendationRulePropertiesDeserializer(item: any): {
    recommendationName: any;
    displayName: any;
    message: any;
    recommendationId: any;
    description: any;
    actionName: any;
    level: any;
    channels: any;
    categoryTags: any;
    isDynamic: any;
    extensionName: any;
    bladeName: any;
    forwardLink: any;
};
export declare function _recommendationPropertiesDeserializer(item: any): {
    creationTime: any;
    recommendationId: any;
    resourceId: any;
    resourceScope: any;
    ruleName: any;
    displayName: any;
    message: any;
    level: any;
    channels: any;
    categoryTags: any;
    actionName: any;
    enabled: any;
    states: any;
    startTime: any;
    endTime: any;
    nextNotificationTime: any;
    notificationExpirationTime: any;
    notifiedTime: any;
    score: any;
    isDynamic: any;
    extensionName: any;
    bladeName: any;
    forwardLink: any;
};
export declare function _remotePrivateEndpointConnectionPropertiesDeserializer(item: any): {
    provisioningState: any;
    privateEndpoint: any;
    privateLinkServiceConnectionState: any;
    ipAddresses: any;
};
export declare function _staticSiteUserProvidedFunctionAppPropertiesDeserializer(item: any): {
    functionAppResourceId: any;
    functionAppRegion: any;
    createdOn: any;
};
export declare function _staticSiteARMResourcePropertiesSerializer(item: StaticSiteARMResource): any;
export declare function _staticSiteARMResourcePropertiesDeserializer(item: any): {
    defaultHostname: any;
    repositoryUrl: any;
    branch: any;
    customDomains: any;
    repositoryToken: any;
    buildProperties: any;
    privateEndpointConnections: any;
    stagingEnvironmentPolicy: any;
    allowConfigFileUpdates: any;
    templateProperties: any;
    contentDistributionEndpoint: any;
    keyVaultReferenceIdentity: any;
    userProvidedFunctionApps: any;
    linkedBackends: any;
    provider: any;
    enterpriseGradeCdnStatus: any;
    publicNetworkAccess: any;
    databaseConnections: any;
};
export declare function _staticSitePatchResourcePropertiesSerializer(item: StaticSitePatchResource): any;
export declare function _staticSitePatchResourcePropertiesDeserializer(item: any): {
    defaultHostname: any;
    repositoryUrl: any;
    branch: any;
    customDomains: any;
    repositoryToken: any;
    buildProperties: any;
    privateEndpointConnections: any;
    stagingEnvironmentPolicy: any;
    allowConfigFileUpdates: any;
    templateProperties: any;
    contentDistributionEndpoint: any;
    keyVaultReferenceIdentity: any;
    userProvidedFunctionApps: any;
    linkedBackends: any;
    provider: any;
    enterpriseGradeCdnStatus: any;
    publicNetworkAccess: any;
    databaseConnections: any;
};
export declare function _staticSiteUserARMResourcePropertiesSerializer(item: StaticSiteUserARMResource): any;
export declare function _staticSiteUserARMResourcePropertiesDeserializer(item: any): {
    provider: any;
    userId: any;
    displayName: any;
    roles: any;
};
export declare function _staticSiteUserInvitationRequestResourcePropertiesSerializer(item: StaticSiteUserInvitationRequestResource): any;
export declare function _staticSiteUserInvitationResponseResourcePropertiesDeserializer(item: any): {
    expiresOn: any;
    invitationUrl: any;
};
export declare function _staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item: any): {
    functionName: any;
    triggerType: any;
};
export declare function _staticSiteResetPropertiesARMResourcePropertiesSerializer(item: StaticSiteResetPropertiesARMResource): any;
export declare function _databaseConnectionPropertiesSerializer(item: DatabaseConnection): any;
export declare function _databaseConnectionPropertiesDeserializer(item: any): {
    resourceId: any;
    connectionIdentity: any;
    connectionString: any;
    region: any;
    configurationFiles: any;
};
export declare function _staticSiteZipDeploymentARMResourcePropertiesSerializer(item: StaticSiteZipDeploymentARMResource): any;
export declare function _staticSiteBuildARMResourcePropertiesDeserializer(item: any): {
    buildId: any;
    sourceBranch: any;
    pullRequestTitle: any;
    hostname: any;
    createdTimeUtc: any;
    lastUpdatedOn: any;
    status: any;
    userProvidedFunctionApps: any;
    linkedBackends: any;
    databaseConnections: any;
};
export declare function _databaseConnectionPatchRequestPropertiesSerializer(item: DatabaseConnectionPatchRequest): any;
export declare function _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item: StaticSiteUserProvidedFunctionAppARMResource): any;
export declare function _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item: any): {
    functionAppResourceId: any;
    functionAppRegion: any;
    createdOn: any;
};
export declare function _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item: StaticSiteBasicAuthPropertiesARMResource): any;
export declare function _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item: any): {
    password: any;
    secretUrl: any;
    applicableEnvironmentsMode: any;
    environments: any;
    secretState: any;
};
export declare function _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item: any): {
    domainName: any;
    createdOn: any;
    status: any;
    validationToken: any;
    errorMessage: any;
};
export declare function _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item: StaticSiteCustomDomainRequestPropertiesARMResource): any;
export declare function _staticSiteLinkedBackendARMResourcePropertiesSerializer(item: StaticSiteLinkedBackendARMResource): any;
export declare function _staticSiteLinkedBackendARMResourcePropertiesDeserializer(item: any): {
    backendResourceId: any;
    region: any;
    createdOn: any;
    provisioningState: any;
};
export declare function _staticSitesWorkflowPreviewRequestPropertiesSerializer(item: StaticSitesWorkflowPreviewRequest): any;
export declare function _staticSitesWorkflowPreviewPropertiesDeserializer(item: any): {
    path: any;
    contents: any;
};
export declare function _sitePatchResourcePropertiesSerializer(item: SitePatchResource): any;
export declare function _customHostnameAnalysisResultPropertiesDeserializer(item: any): {
    isHostnameAlreadyVerified: any;
    customDomainVerificationTest: any;
    customDomainVerificationFailureInfo: any;
    hasConflictOnScaleUnit: any;
    hasConflictAcrossSubscription: any;
    conflictingAppResourceId: any;
    cNameRecords: any;
    txtRecords: any;
    aRecords: any;
    alternateCNameRecords: any;
    alternateTxtRecords: any;
};
export declare function _backupRequestPropertiesSerializer(item: BackupRequest): any;
export declare function _backupRequestPropertiesDeserializer(item: any): {
    backupName: any;
    enabled: any;
    storageAccountUrl: any;
    backupSchedule: any;
    databases: any;
};
export declare function _backupItemPropertiesDeserializer(item: any): {
    backupId: any;
    storageAccountUrl: any;
    blobName: any;
    namePropertiesName: any;
    status: any;
    sizeInBytes: any;
    created: any;
    log: any;
    databases: any;
    scheduled: any;
    lastRestoreTimeStamp: any;
    finishedTimeStamp: any;
    correlationId: any;
    websiteSizeInBytes: any;
};
export declare function _siteAuthSettingsPropertiesSerializer(item: SiteAuthSettings): any;
export declare function _siteAuthSettingsPropertiesDeserializer(item: any): {
    enabled: any;
    runtimeVersion: any;
    unauthenticatedClientAction: any;
    tokenStoreEnabled: any;
    allowedExternalRedirectUrls: any;
    defaultProvider: any;
    tokenRefreshExtensionHours: any;
    clientId: any;
    clientSecret: any;
    clientSecretSettingName: any;
    clientSecretCertificateThumbprint: any;
    issuer: any;
    validateIssuer: any;
    allowedAudiences: any;
    additionalLoginParams: any;
    aadClaimsAuthorization: any;
    googleClientId: any;
    googleClientSecret: any;
    googleClientSecretSettingName: any;
    googleOAuthScopes: any;
    facebookAppId: any;
    facebookAppSecret: any;
    facebookAppSecretSettingName: any;
    facebookOAuthScopes: any;
    gitHubClientId: any;
    gitHubClientSecret: any;
    gitHubClientSecretSettingName: any;
    gitHubOAuthScopes: any;
    twitterConsumerKey: any;
    twitterConsumerSecret: any;
    twitterConsumerSecretSettingName: any;
    microsoftAccountClientId: any;
    microsoftAccountClientSecret: any;
    microsoftAccountClientSecretSettingName: any;
    microsoftAccountOAuthScopes: any;
    isAuthFromFile: any;
    authFilePath: any;
    configVersion: any;
};
export declare function _restoreRequestPropertiesSerializer(item: RestoreRequest): any;
export declare function _restoreRequestPropertiesDeserializer(item: any): {
    storageAccountUrl: any;
    blobName: any;
    overwrite: any;
    siteName: any;
    databases: any;
    ignoreConflictingHostNames: any;
    ignoreDatabases: any;
    appServicePlan: any;
    operationType: any;
    adjustConnectionStrings: any;
    hostingEnvironment: any;
};
export declare function _hybridConnectionPropertiesSerializer(item: HybridConnection): any;
export declare function _hybridConnectionPropertiesDeserializer(item: any): {
    serviceBusNamespace: any;
    relayName: any;
    relayArmUri: any;
    hostname: any;
    port: any;
    sendKeyName: any;
    sendKeyValue: any;
    serviceBusSuffix: any;
};
export declare function _relayServiceConnectionEntityPropertiesSerializer(item: RelayServiceConnectionEntity): any;
export declare function _relayServiceConnectionEntityPropertiesDeserializer(item: any): {
    entityName: any;
    entityConnectionString: any;
    resourceType: any;
    resourceConnectionString: any;
    hostname: any;
    port: any;
    biztalkUri: any;
};
export declare function _sitePhpErrorLogFlagPropertiesDeserializer(item: any): {
    localLogErrors: any;
    masterLogErrors: any;
    localLogErrorsMaxLength: any;
    masterLogErrorsMaxLength: any;
};
export declare function _premierAddOnPropertiesSerializer(item: PremierAddOn): any;
export declare function _premierAddOnPropertiesDeserializer(item: any): {
    sku: any;
    product: any;
    vendor: any;
    marketplacePublisher: any;
    marketplaceOffer: any;
};
export declare function _deletedAppRestoreRequestPropertiesSerializer(item: DeletedAppRestoreRequest): any;
export declare function _snapshotRestoreRequestPropertiesSerializer(item: SnapshotRestoreRequest): any;
export declare function _slotDifferencePropertiesDeserializer(item: any): {
    level: any;
    settingType: any;
    diffRule: any;
    settingName: any;
    valueInCurrentSlot: any;
    valueInTargetSlot: any;
    description: any;
};
export declare function _snapshotPropertiesDeserializer(item: any): {
    time: any;
};
export declare function _vnetRoutePropertiesSerializer(item: VnetRoute): any;
export declare function _vnetRoutePropertiesDeserializer(item: any): {
    startAddress: any;
    endAddress: any;
    routeType: any;
};
export declare function _vnetInfoResourcePropertiesSerializer(item: VnetInfoResource): any;
export declare function _vnetInfoResourcePropertiesDeserializer(item: any): {
    vnetResourceId: any;
    certThumbprint: any;
    certBlob: any;
    routes: any;
    resyncRequired: any;
    dnsServers: any;
    isSwift: any;
};
export declare function _vnetGatewayPropertiesSerializer(item: VnetGateway): any;
export declare function _vnetGatewayPropertiesDeserializer(item: any): {
    vnetName: any;
    vpnPackageUri: any;
};
export declare function _storageMigrationOptionsPropertiesSerializer(item: StorageMigrationOptions): any;
export declare function _storageMigrationResponsePropertiesDeserializer(item: any): {
    operationId: any;
};
export declare function _migrateMySqlRequestPropertiesSerializer(item: MigrateMySqlRequest): any;
export declare function _csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item: CsmPublishingCredentialsPoliciesEntity): any;
export declare function _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item: any): {
    allow: any;
};
export declare function _siteAuthSettingsV2PropertiesSerializer(item: SiteAuthSettingsV2): any;
export declare function _siteAuthSettingsV2PropertiesDeserializer(item: any): {
    platform: any;
    globalValidation: any;
    identityProviders: any;
    login: any;
    httpSettings: any;
};
export declare function _apiKVReferencePropertiesDeserializer(item: any): {
    reference: any;
    status: any;
    vaultName: any;
    secretName: any;
    secretVersion: any;
    identityType: any;
    details: any;
    source: any;
    activeVersion: any;
};
export declare function _siteLogsConfigPropertiesSerializer(item: SiteLogsConfig): any;
export declare function _siteLogsConfigPropertiesDeserializer(item: any): {
    applicationLogs: any;
    httpLogs: any;
    failedRequestsTracing: any;
    detailedErrorMessages: any;
};
export declare function _slotConfigNamesResourcePropertiesSerializer(item: SlotConfigNamesResource): any;
export declare function _slotConfigNamesResourcePropertiesDeserializer(item: any): {
    connectionStringNames: any;
    appSettingNames: any;
    azureStorageConfigNames: any;
};
export declare function _siteConfigResourcePropertiesSerializer(item: SiteConfigResource): any;
export declare function _siteConfigResourcePropertiesDeserializer(item: any): {
    numberOfWorkers: any;
    defaultDocuments: any;
    netFrameworkVersion: any;
    phpVersion: any;
    pythonVersion: any;
    nodeVersion: any;
    powerShellVersion: any;
    linuxFxVersion: any;
    windowsFxVersion: any;
    requestTracingEnabled: any;
    requestTracingExpirationTime: any;
    remoteDebuggingEnabled: any;
    remoteDebuggingVersion: any;
    httpLoggingEnabled: any;
    acrUseManagedIdentityCreds: any;
    acrUserManagedIdentityID: any;
    logsDirectorySizeLimit: any;
    detailedErrorLoggingEnabled: any;
    publishingUsername: any;
    appSettings: any;
    metadata: any;
    connectionStrings: any;
    machineKey: any;
    handlerMappings: any;
    documentRoot: any;
    scmType: any;
    use32BitWorkerProcess: any;
    webSocketsEnabled: any;
    alwaysOn: any;
    javaVersion: any;
    javaContainer: any;
    javaContainerVersion: any;
    appCommandLine: any;
    managedPipelineMode: any;
    virtualApplications: any;
    loadBalancing: any;
    experiments: any;
    limits: any;
    autoHealEnabled: any;
    autoHealRules: any;
    tracingOptions: any;
    vnetName: any;
    vnetRouteAllEnabled: any;
    vnetPrivatePortsCount: any;
    cors: any;
    push: any;
    apiDefinition: any;
    apiManagementConfig: any;
    autoSwapSlotName: any;
    localMySqlEnabled: any;
    managedServiceIdentityId: any;
    xManagedServiceIdentityId: any;
    keyVaultReferenceIdentity: any;
    ipSecurityRestrictions: any;
    ipSecurityRestrictionsDefaultAction: any;
    scmIpSecurityRestrictions: any;
    scmIpSecurityRestrictionsDefaultAction: any;
    scmIpSecurityRestrictionsUseMain: any;
    http20Enabled: any;
    http20ProxyFlag: any;
    minTlsVersion: any;
    minTlsCipherSuite: any;
    scmMinTlsVersion: any;
    ftpsState: any;
    preWarmedInstanceCount: any;
    functionAppScaleLimit: any;
    elasticWebAppScaleLimit: any;
    healthCheckPath: any;
    functionsRuntimeScaleMonitoringEnabled: any;
    websiteTimeZone: any;
    minimumElasticInstanceCount: any;
    azureStorageAccounts: any;
    publicNetworkAccess: any;
};
export declare function _siteConfigurationSnapshotInfoPropertiesDeserializer(item: any): {
    time: any;
    snapshotId: any;
};
export declare function _continuousWebJobPropertiesDeserializer(item: any): {
    status: any;
    detailedStatus: any;
    logUrl: any;
    runCommand: any;
    url: any;
    extraInfoUrl: any;
    webJobType: any;
    error: any;
    usingSdk: any;
    settings: any;
};
export declare function _csmDeploymentStatusPropertiesDeserializer(item: any): {
    deploymentId: any;
    status: any;
    numberOfInstancesInProgress: any;
    numberOfInstancesSuccessful: any;
    numberOfInstancesFailed: any;
    failedInstancesLogs: any;
    errors: any;
};
export declare function _deploymentPropertiesSerializer(item: Deployment): any;
export declare function _deploymentPropertiesDeserializer(item: any): {
    status: any;
    message: any;
    author: any;
    deployer: any;
    authorEmail: any;
    startTime: any;
    endTime: any;
    active: any;
    details: any;
};
export declare function _msDeployStatusPropertiesDeserializer(item: any): {
    deployer: any;
    provisioningState: any;
    startTime: any;
    endTime: any;
    complete: any;
};
export declare function _msDeployPropertiesSerializer(item: MSDeploy): any;
export declare function _msDeployLogPropertiesDeserializer(item: any): {
    entries: any;
};
export declare function _functionEnvelopePropertiesSerializer(item: FunctionEnvelope): any;
export declare function _functionEnvelopePropertiesDeserializer(item: any): {
    functionAppId: any;
    scriptRootPathHref: any;
    scriptHref: any;
    configHref: any;
    testDataHref: any;
    secretsFileHref: any;
    href: any;
    config: any;
    files: any;
    testData: any;
    invokeUrlTemplate: any;
    language: any;
    isDisabled: any;
};
export declare function _hostNameBindingPropertiesSerializer(item: HostNameBinding): any;
export declare function _hostNameBindingPropertiesDeserializer(item: any): {
    siteName: any;
    domainId: any;
    azureResourceName: any;
    azureResourceType: any;
    customHostNameDnsRecordType: any;
    hostNameType: any;
    sslState: any;
    thumbprint: any;
    virtualIP: any;
};
export declare function _webSiteInstanceStatusPropertiesDeserializer(item: any): {
    state: any;
    statusUrl: any;
    detectorUrl: any;
    consoleUrl: any;
    healthCheckUrl: any;
    containers: any;
    physicalZone: any;
};
export declare function _processThreadInfoPropertiesDeserializer(item: any): {
    identifier: any;
    href: any;
    process: any;
    startAddress: any;
    currentPriority: any;
    priorityLevel: any;
    basePriority: any;
    startTime: any;
    totalProcessorTime: any;
    userProcessorTime: any;
    state: any;
    waitReason: any;
};
export declare function _processModuleInfoPropertiesDeserializer(item: any): {
    baseAddress: any;
    fileName: any;
    href: any;
    filePath: any;
    moduleMemorySize: any;
    fileVersion: any;
    fileDescription: any;
    product: any;
    productVersion: any;
    isDebug: any;
    language: any;
};
export declare function _processInfoPropertiesDeserializer(item: any): {
    identifier: any;
    deploymentName: any;
    href: any;
    minidump: any;
    isProfileRunning: any;
    isIisProfileRunning: any;
    iisProfileTimeoutInSeconds: any;
    parent: any;
    children: any;
    threads: any;
    openFileHandles: any;
    modules: any;
    fileName: any;
    commandLine: any;
    userName: any;
    handleCount: any;
    moduleCount: any;
    threadCount: any;
    startTime: any;
    totalCpuTime: any;
    userCpuTime: any;
    privilegedCpuTime: any;
    workingSet: any;
    peakWorkingSet: any;
    privateMemory: any;
    virtualMemory: any;
    peakVirtualMemory: any;
    pagedSystemMemory: any;
    nonPagedSystemMemory: any;
    pagedMemory: any;
    peakPagedMemory: any;
    timeStamp: any;
    environmentVariables: any;
    isScmSite: any;
    isWebjob: any;
    description: any;
};
export declare function _migrateMySqlStatusPropertiesDeserializer(item: any): {
    migrationOperationStatus: any;
    operationId: any;
    localMySqlEnabled: any;
};
export declare function _swiftVirtualNetworkPropertiesSerializer(item: SwiftVirtualNetwork): any;
export declare function _swiftVirtualNetworkPropertiesDeserializer(item: any): {
    subnetResourceId: any;
    swiftSupported: any;
};
export declare function _networkFeaturesPropertiesDeserializer(item: any): {
    virtualNetworkName: any;
    virtualNetworkConnection: any;
    hybridConnections: any;
    hybridConnectionsV2: any;
};
export declare function _premierAddOnPatchResourcePropertiesSerializer(item: PremierAddOnPatchResource): any;
export declare function _privateAccessPropertiesSerializer(item: PrivateAccess): any;
export declare function _privateAccessPropertiesDeserializer(item: any): {
    enabled: any;
    virtualNetworks: any;
};
export declare function _publicCertificatePropertiesSerializer(item: PublicCertificate): any;
export declare function _publicCertificatePropertiesDeserializer(item: any): {
    blob: any;
    publicCertificateLocation: any;
    thumbprint: any;
};
export declare function _siteContainerPropertiesSerializer(item: SiteContainer): any;
export declare function _siteContainerPropertiesDeserializer(item: any): {
    image: any;
    targetPort: any;
    isMain: any;
    startUpCommand: any;
    authType: any;
    userName: any;
    passwordSecret: any;
    userManagedIdentityClientId: any;
    createdTime: any;
    lastModifiedTime: any;
    volumeMounts: any;
    inheritAppSettingsAndConnectionStrings: any;
    environmentVariables: any;
};
export declare function _siteExtensionInfoPropertiesDeserializer(item: any): {
    extensionId: any;
    title: any;
    extensionType: any;
    summary: any;
    description: any;
    version: any;
    extensionUrl: any;
    projectUrl: any;
    iconUrl: any;
    licenseUrl: any;
    feedUrl: any;
    authors: any;
    installerCommandLineParams: any;
    publishedDateTime: any;
    downloadCount: any;
    localIsLatestVersion: any;
    localPath: any;
    installedDateTime: any;
    provisioningState: any;
    comment: any;
};
export declare function _siteSourceControlPropertiesSerializer(item: SiteSourceControl): any;
export declare function _siteSourceControlPropertiesDeserializer(item: any): {
    repoUrl: any;
    branch: any;
    isManualIntegration: any;
    isGitHubAction: any;
    deploymentRollbackEnabled: any;
    isMercurial: any;
    gitHubActionConfiguration: any;
};
export declare function _triggeredWebJobPropertiesDeserializer(item: any): {
    latestRun: any;
    historyUrl: any;
    schedulerLogsUrl: any;
    runCommand: any;
    url: any;
    extraInfoUrl: any;
    webJobType: any;
    error: any;
    usingSdk: any;
    publicNetworkAccess: any;
    storageAccountRequired: any;
    settings: any;
};
export declare function _triggeredJobHistoryPropertiesDeserializer(item: any): {
    runs: any;
};
export declare function _webJobPropertiesDeserializer(item: any): {
    runCommand: any;
    url: any;
    extraInfoUrl: any;
    webJobType: any;
    error: any;
    usingSdk: any;
    settings: any;
};
export declare function _appServicePlanPatchResourcePropertiesSerializer(item: AppServicePlanPatchResource): any;
export declare function _hybridConnectionKeyPropertiesDeserializer(item: any): {
    sendKeyName: any;
    sendKeyValue: any;
};
export declare function _hybridConnectionLimitsPropertiesDeserializer(item: any): {
    current: any;
    maximum: any;
};
export declare function _certificatePropertiesSerializer(item: Certificate): any;
export declare function _certificatePropertiesDeserializer(item: any): {
    password: any;
    friendlyName: any;
    subjectName: any;
    hostNames: any;
    pfxBlob: any;
    siteName: any;
    selfLink: any;
    issuer: any;
    issueDate: any;
    expirationDate: any;
    thumbprint: any;
    valid: any;
    cerBlob: any;
    publicKeyHash: any;
    hostingEnvironmentProfile: any;
    keyVaultId: any;
    keyVaultSecretName: any;
    keyVaultSecretStatus: any;
    serverFarmId: any;
    canonicalName: any;
    domainValidationMethod: any;
};
export declare function _certificatePatchResourcePropertiesSerializer(item: CertificatePatchResource): any;
export declare function _deletedSitePropertiesDeserializer(item: any): {
    deletedSiteId: any;
    deletedTimestamp: any;
    subscription: any;
    resourceGroup: any;
    deletedSiteName: any;
    slot: any;
    kindPropertiesKind: any;
    geoRegionName: any;
};
export declare function _detectorResponsePropertiesDeserializer(item: any): {
    metadata: any;
    dataset: any;
    status: any;
    dataProvidersMetadata: any;
    suggestedUtterances: any;
};
export declare function _diagnosticCategoryPropertiesDeserializer(item: any): {
    description: any;
};
export declare function _analysisDefinitionPropertiesDeserializer(item: any): {
    description: any;
};
export declare function _diagnosticAnalysisPropertiesDeserializer(item: any): {
    startTime: any;
    endTime: any;
    abnormalTimePeriods: any;
    payload: any;
    nonCorrelatedDetectors: any;
};
export declare function _detectorDefinitionResourcePropertiesDeserializer(item: any): {
    displayName: any;
    description: any;
    rank: any;
    isEnabled: any;
};
export declare function _diagnosticDetectorResponsePropertiesDeserializer(item: any): {
    startTime: any;
    endTime: any;
    issueDetected: any;
    detectorDefinition: any;
    metrics: any;
    abnormalTimePeriods: any;
    data: any;
    responseMetaData: any;
};
export declare function _kubeEnvironmentPropertiesSerializer(item: KubeEnvironment): any;
export declare function _kubeEnvironmentPropertiesDeserializer(item: any): {
    provisioningState: any;
    deploymentErrors: any;
    internalLoadBalancerEnabled: any;
    defaultDomain: any;
    staticIp: any;
    environmentType: any;
    arcConfiguration: any;
    appLogsConfiguration: any;
    containerAppsConfiguration: any;
    aksResourceID: any;
};
export declare function _kubeEnvironmentPatchResourcePropertiesSerializer(item: KubeEnvironmentPatchResource): any;
export declare function _workflowRunPropertiesDeserializer(item: any): {
    waitEndTime: any;
    startTime: any;
    endTime: any;
    status: any;
    code: any;
    error: any;
    correlationId: any;
    correlation: any;
    workflow: any;
    trigger: any;
    outputs: any;
    response: any;
};
export declare function _workflowRunActionPropertiesDeserializer(item: any): {
    startTime: any;
    endTime: any;
    status: any;
    code: any;
    error: any;
    trackingId: any;
    correlation: any;
    inputsLink: any;
    outputsLink: any;
    trackedProperties: any;
    retryHistory: any;
};
export declare function _workflowRunActionRepetitionDefinitionPropertiesDeserializer(item: any): {
    trackingId: any;
    inputs: any;
    inputsLink: any;
    outputs: any;
    outputsLink: any;
    trackedProperties: any;
    retryHistory: any;
    iterationCount: any;
    startTime: any;
    endTime: any;
    correlation: any;
    status: any;
    code: any;
    error: any;
    repetitionIndexes: any;
};
export declare function _workflowTriggerPropertiesDeserializer(item: any): {
    provisioningState: any;
    createdTime: any;
    changedTime: any;
    state: any;
    status: any;
    lastExecutionTime: any;
    nextExecutionTime: any;
    recurrence: any;
    workflow: any;
};
export declare function _workflowTriggerHistoryPropertiesDeserializer(item: any): {
    startTime: any;
    endTime: any;
    scheduledTime: any;
    status: any;
    code: any;
    error: any;
    trackingId: any;
    correlation: any;
    inputsLink: any;
    outputsLink: any;
    fired: any;
    run: any;
};
export declare function _workflowVersionPropertiesDeserializer(item: any): {
    provisioningState: any;
    createdTime: any;
    changedTime: any;
    state: any;
    version: any;
    accessEndpoint: any;
    endpointsConfiguration: any;
    accessControl: any;
    sku: any;
    integrationAccount: any;
    definition: any;
    parameters: any;
};
export declare function _applicationStackResourcePropertiesDeserializer(item: any): {
    namePropertiesName: any;
    display: any;
    dependency: any;
    majorVersions: any;
    frameworks: any;
    isDeprecated: any;
};
export declare function _functionAppStackPropertiesDeserializer(item: any): {
    displayText: any;
    value: any;
    majorVersions: any;
    preferredOs: any;
};
export declare function _webAppStackPropertiesDeserializer(item: any): {
    displayText: any;
    value: any;
    majorVersions: any;
    preferredOs: any;
};
export declare function _resourceHealthMetadataPropertiesDeserializer(item: any): {
    category: any;
    signalAvailability: any;
};
export declare function _workflowPropertiesSerializer(item: Workflow): any;
export type WebAppsGetProcessDumpSlotResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsGetInstanceProcessDumpSlotResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsGetProcessDumpResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsGetInstanceProcessDumpResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsListPublishingProfileXmlWithSecretsResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsStartWebSiteNetworkTraceResponse = {
    body: string;
};
export type WebAppsGetFunctionsAdminTokenResponse = {
    body: string;
};
export type WebAppsGetContainerLogsZipResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsGetWebSiteContainerLogsResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsListPublishingProfileXmlWithSecretsSlotResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsStartWebSiteNetworkTraceSlotResponse = {
    body: string;
};
export type WebAppsGetFunctionsAdminTokenSlotResponse = {
    body: string;
};
export type WebAppsGetContainerLogsZipSlotResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
export type WebAppsGetWebSiteContainerLogsSlotResponse = {
    /**
     * BROWSER ONLY
     *
     * The response body as a browser Blob.
     * Always `undefined` in node.js.
     */
    blobBody?: Promise<Blob>;
    /**
     * NODEJS ONLY
     *
     * The response body as a node.js Readable stream.
     * Always `undefined` in the browser.
     */
    readableStreamBody?: NodeReadableStream;
};
//# sourceMappingURL=models.d.ts.map