/**
 * This file contains only generated model types and their (de)serializers.
 * Disable the following rules for internal models with '_' prefix and deserializers which require 'any' for raw JSON input.
 */
/** The list of available operations. */
export interface _OperationListResult {
    /** List of operations supported by the resource provider. */
    value?: Operation[];
    nextLink?: string;
}
export declare function _operationListResultDeserializer(item: any): _OperationListResult;
export declare function operationArrayDeserializer(result: Array<Operation>): any[];
/** Storage REST API operation definition. */
export interface Operation {
    /** Operation name: {provider}/{resource}/{operation} */
    name?: string;
    /** Display metadata associated with the operation. */
    display?: OperationDisplay;
    /** The origin of operations. */
    origin?: string;
    /** One property of operation, include metric specifications. */
    serviceSpecification?: ServiceSpecification;
}
export declare function operationDeserializer(item: any): Operation;
/** Display metadata associated with the operation. */
export interface OperationDisplay {
    /** Service provider: Microsoft Storage. */
    provider?: string;
    /** Resource on which the operation is performed etc. */
    resource?: string;
    /** Type of operation: get, read, delete, etc. */
    operation?: string;
    /** Description of the operation. */
    description?: string;
}
export declare function operationDisplayDeserializer(item: any): OperationDisplay;
/** Properties of operation, include metric specifications. */
export interface OperationProperties {
    /** One property of operation, include metric specifications. */
    serviceSpecification?: ServiceSpecification;
}
export declare function operationPropertiesDeserializer(item: any): OperationProperties;
/** One property of operation, include metric specifications. */
export interface ServiceSpecification {
    /** Metric specifications of operation. */
    metricSpecifications?: MetricSpecification[];
}
export declare function serviceSpecificationDeserializer(item: any): ServiceSpecification;
export declare function metricSpecificationArrayDeserializer(result: Array<MetricSpecification>): any[];
/** Metric specification of operation. */
export interface MetricSpecification {
    /** Name of metric specification. */
    name?: string;
    /** Display name of metric specification. */
    displayName?: string;
    /** Display description of metric specification. */
    displayDescription?: string;
    /** Unit could be Bytes or Count. */
    unit?: string;
    /** Dimensions of blobs, including blob type and access tier. */
    dimensions?: Dimension[];
    /** Aggregation type could be Average. */
    aggregationType?: string;
    /** The property to decide fill gap with zero or not. */
    fillGapWithZero?: boolean;
    /** The category this metric specification belong to, could be Capacity. */
    category?: string;
    /** Account Resource Id. */
    resourceIdDimensionNameOverride?: string;
}
export declare function metricSpecificationDeserializer(item: any): MetricSpecification;
export declare function dimensionArrayDeserializer(result: Array<Dimension>): any[];
/** Dimension of blobs, possibly be blob type or access tier. */
export interface Dimension {
    /** Display name of dimension. */
    name?: string;
    /** Display name of dimension. */
    displayName?: string;
}
export declare function dimensionDeserializer(item: any): Dimension;
/** An error response from the storage resource provider. */
export interface ErrorResponse {
    /** Azure Storage Resource Provider error response body. */
    error?: ErrorResponseBody;
}
export declare function errorResponseDeserializer(item: any): ErrorResponse;
/** Error response body contract. */
export interface ErrorResponseBody {
    /** An identifier for the error. Codes are invariant and are intended to be consumed programmatically. */
    code?: string;
    /** A message describing the error, intended to be suitable for display in a user interface. */
    message?: string;
}
export declare function errorResponseBodyDeserializer(item: any): ErrorResponseBody;
/** Properties of the blob container, including Id, resource name, resource type, Etag. */
export interface BlobContainer extends ProxyResource {
    /** Resource Etag. */
    readonly etag?: string;
    /** The version of the deleted blob container. */
    readonly version?: string;
    /** Indicates whether the blob container was deleted. */
    readonly deleted?: boolean;
    /** Blob container deletion time. */
    readonly deletedTime?: Date;
    /** Remaining retention days for soft deleted blob container. */
    readonly remainingRetentionDays?: number;
    /** Default the container to use specified encryption scope for all writes. */
    defaultEncryptionScope?: string;
    /** Block override of encryption scope from the container default. */
    denyEncryptionScopeOverride?: boolean;
    /** Specifies whether data in the container may be accessed publicly and the level of access. */
    publicAccess?: PublicAccess;
    /** Returns the date and time the container was last modified. */
    readonly lastModifiedTime?: Date;
    /** The lease status of the container. */
    readonly leaseStatus?: LeaseStatus;
    /** Lease state of the container. */
    readonly leaseState?: LeaseState;
    /** Specifies whether the lease on a container is of infinite or fixed duration, only when the container is leased. */
    readonly leaseDuration?: LeaseDuration;
    /** A name-value pair to associate with the container as metadata. */
    metadata?: Record<string, string>;
    /** The ImmutabilityPolicy property of the container. */
    readonly immutabilityPolicy?: ImmutabilityPolicyProperties;
    /** The LegalHold property of the container. */
    readonly legalHold?: LegalHoldProperties;
    /** The hasLegalHold public property is set to true by SRP if there are at least one existing tag. The hasLegalHold public property is set to false by SRP if all existing legal hold tags are cleared out. There can be a maximum of 1000 blob containers with hasLegalHold=true for a given account. */
    readonly hasLegalHold?: boolean;
    /** The hasImmutabilityPolicy public property is set to true by SRP if ImmutabilityPolicy has been created for this container. The hasImmutabilityPolicy public property is set to false by SRP if ImmutabilityPolicy has not been created for this container. */
    readonly hasImmutabilityPolicy?: boolean;
    /** The object level immutability property of the container. The property is immutable and can only be set to true at the container creation time. Existing containers must undergo a migration process. */
    immutableStorageWithVersioning?: ImmutableStorageWithVersioning;
    /** Enable NFSv3 root squash on blob container. */
    enableNfsV3RootSquash?: boolean;
    /** Enable NFSv3 all squash on blob container. */
    enableNfsV3AllSquash?: boolean;
}
export declare function blobContainerSerializer(item: BlobContainer): any;
export declare function blobContainerDeserializer(item: any): BlobContainer;
/** The properties of a container. */
export interface ContainerProperties {
    /** The version of the deleted blob container. */
    readonly version?: string;
    /** Indicates whether the blob container was deleted. */
    readonly deleted?: boolean;
    /** Blob container deletion time. */
    readonly deletedTime?: Date;
    /** Remaining retention days for soft deleted blob container. */
    readonly remainingRetentionDays?: number;
    /** Default the container to use specified encryption scope for all writes. */
    defaultEncryptionScope?: string;
    /** Block override of encryption scope from the container default. */
    denyEncryptionScopeOverride?: boolean;
    /** Specifies whether data in the container may be accessed publicly and the level of access. */
    publicAccess?: PublicAccess;
    /** Returns the date and time the container was last modified. */
    readonly lastModifiedTime?: Date;
    /** The lease status of the container. */
    readonly leaseStatus?: LeaseStatus;
    /** Lease state of the container. */
    readonly leaseState?: LeaseState;
    /** Specifies whether the lease on a container is of infinite or fixed duration, only when the container is leased. */
    readonly leaseDuration?: LeaseDuration;
    /** A name-value pair to associate with the container as metadata. */
    metadata?: Record<string, string>;
    /** The ImmutabilityPolicy property of the container. */
    readonly immutabilityPolicy?: ImmutabilityPolicyProperties;
    /** The LegalHold property of the container. */
    readonly legalHold?: LegalHoldProperties;
    /** The hasLegalHold public property is set to true by SRP if there are at least one existing tag. The hasLegalHold public property is set to false by SRP if all existing legal hold tags are cleared out. There can be a maximum of 1000 blob containers with hasLegalHold=true for a given account. */
    readonly hasLegalHold?: boolean;
    /** The hasImmutabilityPolicy public property is set to true by SRP if ImmutabilityPolicy has been created for this container. The hasImmutabilityPolicy public property is set to false by SRP if ImmutabilityPolicy has not been created for this container. */
    readonly hasImmutabilityPolicy?: boolean;
    /** The object level immutability property of the container. The property is immutable and can only be set to true at the container creation time. Existing containers must undergo a migration process. */
    immutableStorageWithVersioning?: ImmutableStorageWithVersioning;
    /** Enable NFSv3 root squash on blob container. */
    enableNfsV3RootSquash?: boolean;
    /** Enable NFSv3 all squash on blob container. */
    enableNfsV3AllSquash?: boolean;
}
export declare function containerPropertiesSerializer(item: ContainerProperties): any;
export declare function containerPropertiesDeserializer(item: any): ContainerProperties;
/** Specifies whether data in the container may be accessed publicly and the level of access. */
export type PublicAccess = "Container" | "Blob" | "None";
/** The lease status of the container. */
export declare enum KnownLeaseStatus {
    /** Locked */
    Locked = "Locked",
    /** Unlocked */
    Unlocked = "Unlocked"
}
/**
 * The lease status of the container. \
 * {@link KnownLeaseStatus} can be used interchangeably with LeaseStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Locked** \
 * **Unlocked**
 */
export type LeaseStatus = string;
/** Lease state of the container. */
export declare enum KnownLeaseState {
    /** Available */
    Available = "Available",
    /** Leased */
    Leased = "Leased",
    /** Expired */
    Expired = "Expired",
    /** Breaking */
    Breaking = "Breaking",
    /** Broken */
    Broken = "Broken"
}
/**
 * Lease state of the container. \
 * {@link KnownLeaseState} can be used interchangeably with LeaseState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Available** \
 * **Leased** \
 * **Expired** \
 * **Breaking** \
 * **Broken**
 */
export type LeaseState = string;
/** Specifies whether the lease on a container is of infinite or fixed duration, only when the container is leased. */
export declare enum KnownLeaseDuration {
    /** Infinite */
    Infinite = "Infinite",
    /** Fixed */
    Fixed = "Fixed"
}
/**
 * Specifies whether the lease on a container is of infinite or fixed duration, only when the container is leased. \
 * {@link KnownLeaseDuration} can be used interchangeably with LeaseDuration,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Infinite** \
 * **Fixed**
 */
export type LeaseDuration = string;
/** The properties of an ImmutabilityPolicy of a blob container. */
export interface ImmutabilityPolicyProperties {
    /** ImmutabilityPolicy Etag. */
    readonly etag?: string;
    /** The ImmutabilityPolicy update history of the blob container. */
    readonly updateHistory?: UpdateHistoryProperty[];
    /** The immutability period for the blobs in the container since the policy creation, in days. */
    immutabilityPeriodSinceCreationInDays?: number;
    /** The ImmutabilityPolicy state of a blob container, possible values include: Locked and Unlocked. */
    readonly state?: ImmutabilityPolicyState;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to an append blob while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. */
    allowProtectedAppendWrites?: boolean;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to both 'Append and Bock Blobs' while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. The 'allowProtectedAppendWrites' and 'allowProtectedAppendWritesAll' properties are mutually exclusive. */
    allowProtectedAppendWritesAll?: boolean;
}
export declare function immutabilityPolicyPropertiesDeserializer(item: any): ImmutabilityPolicyProperties;
/** The properties of an ImmutabilityPolicy of a blob container. */
export interface ImmutabilityPolicyProperty {
    /** The immutability period for the blobs in the container since the policy creation, in days. */
    immutabilityPeriodSinceCreationInDays?: number;
    /** The ImmutabilityPolicy state of a blob container, possible values include: Locked and Unlocked. */
    readonly state?: ImmutabilityPolicyState;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to an append blob while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. */
    allowProtectedAppendWrites?: boolean;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to both 'Append and Bock Blobs' while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. The 'allowProtectedAppendWrites' and 'allowProtectedAppendWritesAll' properties are mutually exclusive. */
    allowProtectedAppendWritesAll?: boolean;
}
export declare function immutabilityPolicyPropertySerializer(item: ImmutabilityPolicyProperty): any;
export declare function immutabilityPolicyPropertyDeserializer(item: any): ImmutabilityPolicyProperty;
/** The ImmutabilityPolicy state of a blob container, possible values include: Locked and Unlocked. */
export declare enum KnownImmutabilityPolicyState {
    /** Locked */
    Locked = "Locked",
    /** Unlocked */
    Unlocked = "Unlocked"
}
/**
 * The ImmutabilityPolicy state of a blob container, possible values include: Locked and Unlocked. \
 * {@link KnownImmutabilityPolicyState} can be used interchangeably with ImmutabilityPolicyState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Locked** \
 * **Unlocked**
 */
export type ImmutabilityPolicyState = string;
export declare function updateHistoryPropertyArrayDeserializer(result: Array<UpdateHistoryProperty>): any[];
/** An update history of the ImmutabilityPolicy of a blob container. */
export interface UpdateHistoryProperty {
    /** The ImmutabilityPolicy update type of a blob container, possible values include: put, lock and extend. */
    readonly update?: ImmutabilityPolicyUpdateType;
    /** The immutability period for the blobs in the container since the policy creation, in days. */
    readonly immutabilityPeriodSinceCreationInDays?: number;
    /** Returns the date and time the ImmutabilityPolicy was updated. */
    readonly timestamp?: Date;
    /** Returns the Object ID of the user who updated the ImmutabilityPolicy. */
    readonly objectIdentifier?: string;
    /** Returns the Tenant ID that issued the token for the user who updated the ImmutabilityPolicy. */
    readonly tenantId?: string;
    /** Returns the User Principal Name of the user who updated the ImmutabilityPolicy. */
    readonly upn?: string;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to an append blob while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. */
    allowProtectedAppendWrites?: boolean;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to both 'Append and Bock Blobs' while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. The 'allowProtectedAppendWrites' and 'allowProtectedAppendWritesAll' properties are mutually exclusive. */
    allowProtectedAppendWritesAll?: boolean;
}
export declare function updateHistoryPropertyDeserializer(item: any): UpdateHistoryProperty;
/** The ImmutabilityPolicy update type of a blob container, possible values include: put, lock and extend. */
export declare enum KnownImmutabilityPolicyUpdateType {
    /** put */
    Put = "put",
    /** lock */
    Lock = "lock",
    /** extend */
    Extend = "extend"
}
/**
 * The ImmutabilityPolicy update type of a blob container, possible values include: put, lock and extend. \
 * {@link KnownImmutabilityPolicyUpdateType} can be used interchangeably with ImmutabilityPolicyUpdateType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **put** \
 * **lock** \
 * **extend**
 */
export type ImmutabilityPolicyUpdateType = string;
/** The LegalHold property of a blob container. */
export interface LegalHoldProperties {
    /** The hasLegalHold public property is set to true by SRP if there are at least one existing tag. The hasLegalHold public property is set to false by SRP if all existing legal hold tags are cleared out. There can be a maximum of 1000 blob containers with hasLegalHold=true for a given account. */
    readonly hasLegalHold?: boolean;
    /** The list of LegalHold tags of a blob container. */
    tags?: TagProperty[];
    /** Protected append blob writes history. */
    protectedAppendWritesHistory?: ProtectedAppendWritesHistory;
}
export declare function legalHoldPropertiesDeserializer(item: any): LegalHoldProperties;
export declare function tagPropertyArrayDeserializer(result: Array<TagProperty>): any[];
/** A tag of the LegalHold of a blob container. */
export interface TagProperty {
    /** The tag value. */
    readonly tag?: string;
    /** Returns the date and time the tag was added. */
    readonly timestamp?: Date;
    /** Returns the Object ID of the user who added the tag. */
    readonly objectIdentifier?: string;
    /** Returns the Tenant ID that issued the token for the user who added the tag. */
    readonly tenantId?: string;
    /** Returns the User Principal Name of the user who added the tag. */
    readonly upn?: string;
}
export declare function tagPropertyDeserializer(item: any): TagProperty;
/** Protected append writes history setting for the blob container with Legal holds. */
export interface ProtectedAppendWritesHistory {
    /** When enabled, new blocks can be written to both 'Append and Bock Blobs' while maintaining legal hold protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. */
    allowProtectedAppendWritesAll?: boolean;
    /** Returns the date and time the tag was added. */
    readonly timestamp?: Date;
}
export declare function protectedAppendWritesHistoryDeserializer(item: any): ProtectedAppendWritesHistory;
/** Object level immutability properties of the container. */
export interface ImmutableStorageWithVersioning {
    /** This is an immutable property, when set to true it enables object level immutability at the container level. */
    enabled?: boolean;
    /** Returns the date and time the object level immutability was enabled. */
    readonly timeStamp?: Date;
    /** This property denotes the container level immutability to object level immutability migration state. */
    readonly migrationState?: MigrationState;
}
export declare function immutableStorageWithVersioningSerializer(item: ImmutableStorageWithVersioning): any;
export declare function immutableStorageWithVersioningDeserializer(item: any): ImmutableStorageWithVersioning;
/** This property denotes the container level immutability to object level immutability migration state. */
export declare enum KnownMigrationState {
    /** InProgress */
    InProgress = "InProgress",
    /** Completed */
    Completed = "Completed"
}
/**
 * This property denotes the container level immutability to object level immutability migration state. \
 * {@link KnownMigrationState} can be used interchangeably with MigrationState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **InProgress** \
 * **Completed**
 */
export type MigrationState = string;
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
/** The LegalHold property of a blob container. */
export interface LegalHold {
    /** The hasLegalHold public property is set to true by SRP if there are at least one existing tag. The hasLegalHold public property is set to false by SRP if all existing legal hold tags are cleared out. There can be a maximum of 1000 blob containers with hasLegalHold=true for a given account. */
    readonly hasLegalHold?: boolean;
    /** Each tag should be 3 to 23 alphanumeric characters and is normalized to lower case at SRP. */
    tags: string[];
    /** When enabled, new blocks can be written to both 'Append and Bock Blobs' while maintaining legal hold protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. */
    allowProtectedAppendWritesAll?: boolean;
}
export declare function legalHoldSerializer(item: LegalHold): any;
export declare function legalHoldDeserializer(item: any): LegalHold;
/** Lease Container request schema. */
export interface LeaseContainerRequest {
    /** Specifies the lease action. Can be one of the available actions. */
    action: LeaseContainerRequestAction;
    /** Identifies the lease. Can be specified in any valid GUID string format. */
    leaseId?: string;
    /** Optional. For a break action, proposed duration the lease should continue before it is broken, in seconds, between 0 and 60. */
    breakPeriod?: number;
    /** Required for acquire. Specifies the duration of the lease, in seconds, or negative one (-1) for a lease that never expires. */
    leaseDuration?: number;
    /** Optional for acquire, required for change. Proposed lease ID, in a GUID string format. */
    proposedLeaseId?: string;
}
export declare function leaseContainerRequestSerializer(item: LeaseContainerRequest): any;
/** Specifies the lease action. Can be one of the available actions. */
export declare enum KnownLeaseContainerRequestAction {
    /** Acquire */
    Acquire = "Acquire",
    /** Renew */
    Renew = "Renew",
    /** Change */
    Change = "Change",
    /** Release */
    Release = "Release",
    /** Break */
    Break = "Break"
}
/**
 * Specifies the lease action. Can be one of the available actions. \
 * {@link KnownLeaseContainerRequestAction} can be used interchangeably with LeaseContainerRequestAction,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Acquire** \
 * **Renew** \
 * **Change** \
 * **Release** \
 * **Break**
 */
export type LeaseContainerRequestAction = string;
/** Lease Container response schema. */
export interface LeaseContainerResponse {
    /** Returned unique lease ID that must be included with any request to delete the container, or to renew, change, or release the lease. */
    leaseId?: string;
    /** Approximate time remaining in the lease period, in seconds. */
    leaseTimeSeconds?: string;
}
export declare function leaseContainerResponseDeserializer(item: any): LeaseContainerResponse;
/** An error response from the Storage service. */
export interface CloudError {
    /** An error response from the Storage service. */
    error?: CloudErrorBody;
}
export declare function cloudErrorDeserializer(item: any): CloudError;
/** An error response from the Storage service. */
export interface CloudErrorBody {
    /** An identifier for the error. Codes are invariant and are intended to be consumed programmatically. */
    code?: string;
    /** A message describing the error, intended to be suitable for display in a user interface. */
    message?: string;
    /** The target of the particular error. For example, the name of the property in error. */
    target?: string;
    /** A list of additional details about the error. */
    details?: CloudErrorBody[];
}
export declare function cloudErrorBodyDeserializer(item: any): CloudErrorBody;
export declare function cloudErrorBodyArrayDeserializer(result: Array<CloudErrorBody>): any[];
/** The error detail. */
export interface ErrorDetail {
    /** The error code. */
    readonly code?: string;
    /** The error message. */
    readonly message?: string;
    /** The error target. */
    readonly target?: string;
    /** The error details. */
    readonly details?: ErrorDetail[];
    /** The error additional info. */
    readonly additionalInfo?: ErrorAdditionalInfo[];
}
export declare function errorDetailDeserializer(item: any): ErrorDetail;
export declare function errorDetailArrayDeserializer(result: Array<ErrorDetail>): any[];
export declare function errorAdditionalInfoArrayDeserializer(result: Array<ErrorAdditionalInfo>): any[];
/** The resource management error additional info. */
export interface ErrorAdditionalInfo {
    /** The additional info type. */
    readonly type?: string;
    /** The additional info. */
    readonly info?: any;
}
export declare function errorAdditionalInfoDeserializer(item: any): ErrorAdditionalInfo;
/** Response schema. Contains list of blobs returned, and if paging is requested or required, a URL to next page of containers. */
export interface _ListContainerItems {
    /** The ListContainerItem items on this page */
    readonly value: ListContainerItem[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _listContainerItemsDeserializer(item: any): _ListContainerItems;
export declare function listContainerItemArrayDeserializer(result: Array<ListContainerItem>): any[];
/** The blob container properties be listed out. */
export interface ListContainerItem extends AzureEntityResource {
    /** The version of the deleted blob container. */
    readonly version?: string;
    /** Indicates whether the blob container was deleted. */
    readonly deleted?: boolean;
    /** Blob container deletion time. */
    readonly deletedTime?: Date;
    /** Remaining retention days for soft deleted blob container. */
    readonly remainingRetentionDays?: number;
    /** Default the container to use specified encryption scope for all writes. */
    defaultEncryptionScope?: string;
    /** Block override of encryption scope from the container default. */
    denyEncryptionScopeOverride?: boolean;
    /** Specifies whether data in the container may be accessed publicly and the level of access. */
    publicAccess?: PublicAccess;
    /** Returns the date and time the container was last modified. */
    readonly lastModifiedTime?: Date;
    /** The lease status of the container. */
    readonly leaseStatus?: LeaseStatus;
    /** Lease state of the container. */
    readonly leaseState?: LeaseState;
    /** Specifies whether the lease on a container is of infinite or fixed duration, only when the container is leased. */
    readonly leaseDuration?: LeaseDuration;
    /** A name-value pair to associate with the container as metadata. */
    metadata?: Record<string, string>;
    /** The ImmutabilityPolicy property of the container. */
    readonly immutabilityPolicy?: ImmutabilityPolicyProperties;
    /** The LegalHold property of the container. */
    readonly legalHold?: LegalHoldProperties;
    /** The hasLegalHold public property is set to true by SRP if there are at least one existing tag. The hasLegalHold public property is set to false by SRP if all existing legal hold tags are cleared out. There can be a maximum of 1000 blob containers with hasLegalHold=true for a given account. */
    readonly hasLegalHold?: boolean;
    /** The hasImmutabilityPolicy public property is set to true by SRP if ImmutabilityPolicy has been created for this container. The hasImmutabilityPolicy public property is set to false by SRP if ImmutabilityPolicy has not been created for this container. */
    readonly hasImmutabilityPolicy?: boolean;
    /** The object level immutability property of the container. The property is immutable and can only be set to true at the container creation time. Existing containers must undergo a migration process. */
    immutableStorageWithVersioning?: ImmutableStorageWithVersioning;
    /** Enable NFSv3 root squash on blob container. */
    enableNfsV3RootSquash?: boolean;
    /** Enable NFSv3 all squash on blob container. */
    enableNfsV3AllSquash?: boolean;
}
export declare function listContainerItemDeserializer(item: any): ListContainerItem;
/** The resource model definition for an Azure Resource Manager resource with an etag. */
export interface AzureEntityResource extends Resource {
    /** Resource Etag. */
    readonly etag?: string;
}
export declare function azureEntityResourceDeserializer(item: any): AzureEntityResource;
/** The ImmutabilityPolicy property of a blob container, including Id, resource name, resource type, Etag. */
export interface ImmutabilityPolicy extends ProxyResource {
    /** Resource Etag. */
    readonly etag?: string;
    /** The immutability period for the blobs in the container since the policy creation, in days. */
    immutabilityPeriodSinceCreationInDays?: number;
    /** The ImmutabilityPolicy state of a blob container, possible values include: Locked and Unlocked. */
    readonly state?: ImmutabilityPolicyState;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to an append blob while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. */
    allowProtectedAppendWrites?: boolean;
    /** This property can only be changed for unlocked time-based retention policies. When enabled, new blocks can be written to both 'Append and Bock Blobs' while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. This property cannot be changed with ExtendImmutabilityPolicy API. The 'allowProtectedAppendWrites' and 'allowProtectedAppendWritesAll' properties are mutually exclusive. */
    allowProtectedAppendWritesAll?: boolean;
}
export declare function immutabilityPolicySerializer(item: ImmutabilityPolicy): any;
export declare function immutabilityPolicyDeserializer(item: any): ImmutabilityPolicy;
/** The properties of a storage account’s Blob service. */
export interface BlobServiceProperties extends ProxyResource {
    /** Sku name and tier. */
    readonly sku?: Sku;
    /** Specifies CORS rules for the Blob service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the Blob service. */
    cors?: CorsRules;
    /** DefaultServiceVersion indicates the default version to use for requests to the Blob service if an incoming request’s version is not specified. Possible values include version 2008-10-27 and all more recent versions. */
    defaultServiceVersion?: string;
    /** The blob service properties for blob soft delete. */
    deleteRetentionPolicy?: DeleteRetentionPolicy;
    /** The static website properties for blob storage. */
    staticWebsite?: StaticWebsite;
    /** Versioning is enabled if set to true. */
    isVersioningEnabled?: boolean;
    /** Deprecated in favor of isVersioningEnabled property. */
    automaticSnapshotPolicyEnabled?: boolean;
    /** The blob service properties for change feed events. */
    changeFeed?: ChangeFeed;
    /** The blob service properties for blob restore policy. */
    restorePolicy?: RestorePolicyProperties;
    /** The blob service properties for container soft delete. */
    containerDeleteRetentionPolicy?: DeleteRetentionPolicy;
    /** The blob service property to configure last access time based tracking policy. */
    lastAccessTimeTrackingPolicy?: LastAccessTimeTrackingPolicy;
}
export declare function blobServicePropertiesSerializer(item: BlobServiceProperties): any;
export declare function blobServicePropertiesDeserializer(item: any): BlobServiceProperties;
/** The properties of a storage account’s Blob service. */
export interface BlobServicePropertiesProperties {
    /** Specifies CORS rules for the Blob service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the Blob service. */
    cors?: CorsRules;
    /** DefaultServiceVersion indicates the default version to use for requests to the Blob service if an incoming request’s version is not specified. Possible values include version 2008-10-27 and all more recent versions. */
    defaultServiceVersion?: string;
    /** The blob service properties for blob soft delete. */
    deleteRetentionPolicy?: DeleteRetentionPolicy;
    /** The static website properties for blob storage. */
    staticWebsite?: StaticWebsite;
    /** Versioning is enabled if set to true. */
    isVersioningEnabled?: boolean;
    /** Deprecated in favor of isVersioningEnabled property. */
    automaticSnapshotPolicyEnabled?: boolean;
    /** The blob service properties for change feed events. */
    changeFeed?: ChangeFeed;
    /** The blob service properties for blob restore policy. */
    restorePolicy?: RestorePolicyProperties;
    /** The blob service properties for container soft delete. */
    containerDeleteRetentionPolicy?: DeleteRetentionPolicy;
    /** The blob service property to configure last access time based tracking policy. */
    lastAccessTimeTrackingPolicy?: LastAccessTimeTrackingPolicy;
}
export declare function blobServicePropertiesPropertiesSerializer(item: BlobServicePropertiesProperties): any;
export declare function blobServicePropertiesPropertiesDeserializer(item: any): BlobServicePropertiesProperties;
/** Sets the CORS rules. You can include up to five CorsRule elements in the request. */
export interface CorsRules {
    /** The List of CORS rules. You can include up to five CorsRule elements in the request. */
    corsRules?: CorsRule[];
}
export declare function corsRulesSerializer(item: CorsRules): any;
export declare function corsRulesDeserializer(item: any): CorsRules;
export declare function corsRuleArraySerializer(result: Array<CorsRule>): any[];
export declare function corsRuleArrayDeserializer(result: Array<CorsRule>): any[];
/** Specifies a CORS rule for the Blob service. */
export interface CorsRule {
    /** Required if CorsRule element is present. A list of origin domains that will be allowed via CORS, or "*" to allow all domains */
    allowedOrigins: string[];
    /** Required if CorsRule element is present. A list of HTTP methods that are allowed to be executed by the origin. */
    allowedMethods: AllowedMethods[];
    /** Required if CorsRule element is present. The number of seconds that the client/browser should cache a preflight response. */
    maxAgeInSeconds: number;
    /** Required if CorsRule element is present. A list of response headers to expose to CORS clients. */
    exposedHeaders: string[];
    /** Required if CorsRule element is present. A list of headers allowed to be part of the cross-origin request. */
    allowedHeaders: string[];
}
export declare function corsRuleSerializer(item: CorsRule): any;
export declare function corsRuleDeserializer(item: any): CorsRule;
/** Known values of {@link AllowedMethods} that the service accepts. */
export declare enum KnownAllowedMethods {
    /** DELETE */
    Delete = "DELETE",
    /** GET */
    GET = "GET",
    /** HEAD */
    Head = "HEAD",
    /** MERGE */
    Merge = "MERGE",
    /** POST */
    Post = "POST",
    /** OPTIONS */
    Options = "OPTIONS",
    /** PUT */
    PUT = "PUT",
    /** PATCH */
    Patch = "PATCH",
    /** CONNECT */
    Connect = "CONNECT",
    /** TRACE */
    Trace = "TRACE"
}
/** Type of AllowedMethods */
export type AllowedMethods = string;
/** The service properties for soft delete. */
export interface DeleteRetentionPolicy {
    /** Indicates whether DeleteRetentionPolicy is enabled. */
    enabled?: boolean;
    /** Indicates the number of days that the deleted item should be retained. The minimum specified value can be 1 and the maximum value can be 365. */
    days?: number;
    /** This property when set to true allows deletion of the soft deleted blob versions and snapshots. This property cannot be used blob restore policy. This property only applies to blob service and does not apply to containers or file share. */
    allowPermanentDelete?: boolean;
}
export declare function deleteRetentionPolicySerializer(item: DeleteRetentionPolicy): any;
export declare function deleteRetentionPolicyDeserializer(item: any): DeleteRetentionPolicy;
/** The static website properties for blob storage. */
export interface StaticWebsite {
    /** Indicates whether static website support is enabled for the specified account. */
    enabled: boolean;
    /** The webpage that Azure Storage serves for requests to the root of a website or any subfolder (for example, index.html). The value is case-sensitive. */
    indexDocument?: string;
    /** The absolute path where the default index file is present. This absolute path is mutually exclusive to "indexDocument" and it is case-sensitive. */
    defaultIndexDocumentPath?: string;
    /** The absolute path to a webpage that Azure Storage serves for requests that don't correspond to an existing file. The contents of the page are returned with HTTP 404 Not Found. Only a single custom 404 page is supported in each static website. */
    errorDocument404Path?: string;
}
export declare function staticWebsiteSerializer(item: StaticWebsite): any;
export declare function staticWebsiteDeserializer(item: any): StaticWebsite;
/** The blob service properties for change feed events. */
export interface ChangeFeed {
    /** Indicates whether change feed event logging is enabled for the Blob service. */
    enabled?: boolean;
    /** Indicates the duration of changeFeed retention in days. Minimum value is 1 day and maximum value is 146000 days (400 years). A null value indicates an infinite retention of the change feed. */
    retentionInDays?: number;
}
export declare function changeFeedSerializer(item: ChangeFeed): any;
export declare function changeFeedDeserializer(item: any): ChangeFeed;
/** The blob service properties for blob restore policy */
export interface RestorePolicyProperties {
    /** Blob restore is enabled if set to true. */
    enabled: boolean;
    /** how long this blob can be restored. It should be great than zero and less than DeleteRetentionPolicy.days. */
    days?: number;
    /** Deprecated in favor of minRestoreTime property. */
    readonly lastEnabledTime?: Date;
    /** Returns the minimum date and time that the restore can be started. */
    readonly minRestoreTime?: Date;
}
export declare function restorePolicyPropertiesSerializer(item: RestorePolicyProperties): any;
export declare function restorePolicyPropertiesDeserializer(item: any): RestorePolicyProperties;
/** The blob service properties for Last access time based tracking policy. */
export interface LastAccessTimeTrackingPolicy {
    /** When set to true last access time based tracking is enabled. */
    enable: boolean;
    /** Name of the policy. The valid value is AccessTimeTracking. This field is currently read only */
    name?: Name;
    /** The field specifies blob object tracking granularity in days, typically how often the blob object should be tracked.This field is currently read only with value as 1 */
    trackingGranularityInDays?: number;
    /** An array of predefined supported blob types. Only blockBlob is the supported value. This field is currently read only */
    blobType?: string[];
}
export declare function lastAccessTimeTrackingPolicySerializer(item: LastAccessTimeTrackingPolicy): any;
export declare function lastAccessTimeTrackingPolicyDeserializer(item: any): LastAccessTimeTrackingPolicy;
/** Name of the policy. The valid value is AccessTimeTracking. This field is currently read only */
export declare enum KnownName {
    /** AccessTimeTracking */
    AccessTimeTracking = "AccessTimeTracking"
}
/**
 * Name of the policy. The valid value is AccessTimeTracking. This field is currently read only \
 * {@link KnownName} can be used interchangeably with Name,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **AccessTimeTracking**
 */
export type Name = string;
/** The SKU of the storage account. */
export interface Sku {
    /** The SKU name. Required for account creation; optional for update. Note that in older versions, SKU name was called accountType. */
    name: SkuName;
    /** The SKU tier. This is based on the SKU name. */
    readonly tier?: SkuTier;
}
export declare function skuSerializer(item: Sku): any;
export declare function skuDeserializer(item: any): Sku;
/** The SKU name. Required for account creation; optional for update. Note that in older versions, SKU name was called accountType. */
export declare enum KnownSkuName {
    /** Standard_LRS */
    StandardLRS = "Standard_LRS",
    /** Standard_GRS */
    StandardGRS = "Standard_GRS",
    /** Standard_RAGRS */
    StandardRagrs = "Standard_RAGRS",
    /** Standard_ZRS */
    StandardZRS = "Standard_ZRS",
    /** Premium_LRS */
    PremiumLRS = "Premium_LRS",
    /** Premium_ZRS */
    PremiumZRS = "Premium_ZRS",
    /** Standard_GZRS */
    StandardGzrs = "Standard_GZRS",
    /** Standard_RAGZRS */
    StandardRagzrs = "Standard_RAGZRS",
    /** StandardV2_LRS */
    StandardV2LRS = "StandardV2_LRS",
    /** StandardV2_GRS */
    StandardV2GRS = "StandardV2_GRS",
    /** StandardV2_ZRS */
    StandardV2ZRS = "StandardV2_ZRS",
    /** StandardV2_GZRS */
    StandardV2Gzrs = "StandardV2_GZRS",
    /** PremiumV2_LRS */
    PremiumV2LRS = "PremiumV2_LRS",
    /** PremiumV2_ZRS */
    PremiumV2ZRS = "PremiumV2_ZRS"
}
/**
 * The SKU name. Required for account creation; optional for update. Note that in older versions, SKU name was called accountType. \
 * {@link KnownSkuName} can be used interchangeably with SkuName,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Standard_LRS** \
 * **Standard_GRS** \
 * **Standard_RAGRS** \
 * **Standard_ZRS** \
 * **Premium_LRS** \
 * **Premium_ZRS** \
 * **Standard_GZRS** \
 * **Standard_RAGZRS** \
 * **StandardV2_LRS** \
 * **StandardV2_GRS** \
 * **StandardV2_ZRS** \
 * **StandardV2_GZRS** \
 * **PremiumV2_LRS** \
 * **PremiumV2_ZRS**
 */
export type SkuName = string;
/** The SKU tier. This is based on the SKU name. */
export type SkuTier = "Standard" | "Premium";
/** model interface _BlobServiceItems */
export interface _BlobServiceItems {
    /** List of blob services returned. */
    readonly value?: BlobServiceProperties[];
    nextLink?: string;
}
export declare function _blobServiceItemsDeserializer(item: any): _BlobServiceItems;
export declare function blobServicePropertiesArraySerializer(result: Array<BlobServiceProperties>): any[];
export declare function blobServicePropertiesArrayDeserializer(result: Array<BlobServiceProperties>): any[];
/** The parameters used to check the availability of the storage account name. */
export interface StorageAccountCheckNameAvailabilityParameters {
    /** The storage account name. */
    name: string;
    /** The type of resource, Microsoft.Storage/storageAccounts */
    type: "Microsoft.Storage/storageAccounts";
}
export declare function storageAccountCheckNameAvailabilityParametersSerializer(item: StorageAccountCheckNameAvailabilityParameters): any;
/** The CheckNameAvailability operation response. */
export interface CheckNameAvailabilityResult {
    /** Gets a boolean value that indicates whether the name is available for you to use. If true, the name is available. If false, the name has already been taken or is invalid and cannot be used. */
    readonly nameAvailable?: boolean;
    /** Gets the reason that a storage account name could not be used. The Reason element is only returned if NameAvailable is false. */
    readonly reason?: Reason;
    /** Gets an error message explaining the Reason value in more detail. */
    readonly message?: string;
}
export declare function checkNameAvailabilityResultDeserializer(item: any): CheckNameAvailabilityResult;
/** Gets the reason that a storage account name could not be used. The Reason element is only returned if NameAvailable is false. */
export type Reason = "AccountNameInvalid" | "AlreadyExists";
/** The storage account. */
export interface StorageAccount extends TrackedResource {
    /** Gets the SKU. */
    readonly sku?: Sku;
    /** Gets the Kind. */
    readonly kind?: Kind;
    /** The identity of the resource. */
    identity?: Identity;
    /** The extendedLocation of the resource. */
    extendedLocation?: ExtendedLocation;
    /** The availability zones. */
    zones?: string[];
    /** Optional. Gets or sets the zonal placement details for the storage account. */
    placement?: Placement;
    /** Gets the status of the storage account at the time the operation was called. */
    readonly provisioningState?: ProvisioningState;
    /** Gets the URLs that are used to perform a retrieval of a public blob, queue, or table object. Note that Standard_ZRS and Premium_LRS accounts only return the blob endpoint. */
    readonly primaryEndpoints?: Endpoints;
    /** Gets the location of the primary data center for the storage account. */
    readonly primaryLocation?: string;
    /** Gets the status indicating whether the primary location of the storage account is available or unavailable. */
    readonly statusOfPrimary?: AccountStatus;
    /** Gets the timestamp of the most recent instance of a failover to the secondary location. Only the most recent timestamp is retained. This element is not returned if there has never been a failover instance. Only available if the accountType is Standard_GRS or Standard_RAGRS. */
    readonly lastGeoFailoverTime?: Date;
    /** Gets the location of the geo-replicated secondary for the storage account. Only available if the accountType is Standard_GRS or Standard_RAGRS. */
    readonly secondaryLocation?: string;
    /** Gets the status indicating whether the secondary location of the storage account is available or unavailable. Only available if the SKU name is Standard_GRS or Standard_RAGRS. */
    readonly statusOfSecondary?: AccountStatus;
    /** Gets the creation date and time of the storage account in UTC. */
    readonly creationTime?: Date;
    /** Gets the custom domain the user assigned to this storage account. */
    readonly customDomain?: CustomDomain;
    /** SasPolicy assigned to the storage account. */
    readonly sasPolicy?: SasPolicy;
    /** KeyPolicy assigned to the storage account. */
    readonly keyPolicy?: KeyPolicy;
    /** Storage account keys creation time. */
    readonly keyCreationTime?: KeyCreationTime;
    /** Gets the URLs that are used to perform a retrieval of a public blob, queue, or table object from the secondary location of the storage account. Only available if the SKU name is Standard_RAGRS. */
    readonly secondaryEndpoints?: Endpoints;
    /** Encryption settings to be used for server-side encryption for the storage account. */
    readonly encryption?: Encryption;
    /** Required for storage accounts where kind = BlobStorage. The access tier is used for billing. The 'Premium' access tier is the default value for premium block blobs storage account type and it cannot be changed for the premium block blobs storage account type. */
    readonly accessTier?: AccessTier;
    /** Provides the identity based authentication settings for Azure Files. */
    azureFilesIdentityBasedAuthentication?: AzureFilesIdentityBasedAuthentication;
    /** Allows https traffic only to storage service if sets to true. */
    enableHttpsTrafficOnly?: boolean;
    /** Network rule set */
    readonly networkRuleSet?: NetworkRuleSet;
    /** Enables Secure File Transfer Protocol, if set to true */
    isSftpEnabled?: boolean;
    /** Enables local users feature, if set to true */
    isLocalUserEnabled?: boolean;
    /** Enables extended group support with local users feature, if set to true */
    enableExtendedGroups?: boolean;
    /** Account HierarchicalNamespace enabled if sets to true. */
    isHnsEnabled?: boolean;
    /** Geo Replication Stats */
    readonly geoReplicationStats?: GeoReplicationStats;
    /** If the failover is in progress, the value will be true, otherwise, it will be null. */
    readonly failoverInProgress?: boolean;
    /** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
    largeFileSharesState?: LargeFileSharesState;
    /** List of private endpoint connection associated with the specified storage account */
    readonly privateEndpointConnections?: PrivateEndpointConnection[];
    /** Maintains information about the network routing choice opted by the user for data transfer */
    routingPreference?: RoutingPreference;
    /** Maintains information about the Internet protocol opted by the user. */
    dualStackEndpointPreference?: DualStackEndpointPreference;
    /** Blob restore status */
    readonly blobRestoreStatus?: BlobRestoreStatus;
    /** Allow or disallow public access to all blobs or containers in the storage account. The default interpretation is false for this property. */
    allowBlobPublicAccess?: boolean;
    /** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
    minimumTlsVersion?: MinimumTlsVersion;
    /** Indicates whether the storage account permits requests to be authorized with the account access key via Shared Key. If false, then all requests, including shared access signatures, must be authorized with Azure Active Directory (Azure AD). The default value is null, which is equivalent to true. */
    allowSharedKeyAccess?: boolean;
    /** NFS 3.0 protocol support enabled if set to true. */
    enableNfsV3?: boolean;
    /** Allow or disallow cross AAD tenant object replication. Set this property to true for new or existing accounts only if object replication policies will involve storage accounts in different AAD tenants. The default interpretation is false for new accounts to follow best security practices by default. */
    allowCrossTenantReplication?: boolean;
    /** A boolean flag which indicates whether the default authentication is OAuth or not. The default interpretation is false for this property. */
    defaultToOAuthAuthentication?: boolean;
    /** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. */
    publicNetworkAccess?: PublicNetworkAccess;
    /** The property is immutable and can only be set to true at the account creation time. When set to true, it enables object level immutability for all the containers in the account by default. */
    immutableStorageWithVersioning?: ImmutableStorageAccount;
    /** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
    allowedCopyScope?: AllowedCopyScope;
    /** This property is readOnly and is set by server during asynchronous storage account sku conversion operations. */
    storageAccountSkuConversionStatus?: StorageAccountSkuConversionStatus;
    /** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
    dnsEndpointType?: DnsEndpointType;
    /** This property will be set to true or false on an event of ongoing migration. Default value is null. */
    readonly isSkuConversionBlocked?: boolean;
    /** If customer initiated account migration is in progress, the value will be true else it will be null. */
    readonly accountMigrationInProgress?: boolean;
    /** Status indicating whether Geo Priority Replication is enabled for the account. */
    geoPriorityReplicationStatus?: GeoPriorityReplicationStatus;
    /** Indicate shared key access properties at service level */
    allowSharedKeyAccessForServices?: StorageAccountSharedKeyAccessProperties;
    /** Data Collaboration policy for the storage account. */
    dataCollaborationPolicyProperties?: StorageDataCollaborationPolicyProperties;
}
export declare function storageAccountDeserializer(item: any): StorageAccount;
/** Properties of the storage account. */
export interface StorageAccountProperties {
    /** Gets the status of the storage account at the time the operation was called. */
    readonly provisioningState?: ProvisioningState;
    /** Gets the URLs that are used to perform a retrieval of a public blob, queue, or table object. Note that Standard_ZRS and Premium_LRS accounts only return the blob endpoint. */
    readonly primaryEndpoints?: Endpoints;
    /** Gets the location of the primary data center for the storage account. */
    readonly primaryLocation?: string;
    /** Gets the status indicating whether the primary location of the storage account is available or unavailable. */
    readonly statusOfPrimary?: AccountStatus;
    /** Gets the timestamp of the most recent instance of a failover to the secondary location. Only the most recent timestamp is retained. This element is not returned if there has never been a failover instance. Only available if the accountType is Standard_GRS or Standard_RAGRS. */
    readonly lastGeoFailoverTime?: Date;
    /** Gets the location of the geo-replicated secondary for the storage account. Only available if the accountType is Standard_GRS or Standard_RAGRS. */
    readonly secondaryLocation?: string;
    /** Gets the status indicating whether the secondary location of the storage account is available or unavailable. Only available if the SKU name is Standard_GRS or Standard_RAGRS. */
    readonly statusOfSecondary?: AccountStatus;
    /** Gets the creation date and time of the storage account in UTC. */
    readonly creationTime?: Date;
    /** Gets the custom domain the user assigned to this storage account. */
    readonly customDomain?: CustomDomain;
    /** SasPolicy assigned to the storage account. */
    readonly sasPolicy?: SasPolicy;
    /** KeyPolicy assigned to the storage account. */
    readonly keyPolicy?: KeyPolicy;
    /** Storage account keys creation time. */
    readonly keyCreationTime?: KeyCreationTime;
    /** Gets the URLs that are used to perform a retrieval of a public blob, queue, or table object from the secondary location of the storage account. Only available if the SKU name is Standard_RAGRS. */
    readonly secondaryEndpoints?: Endpoints;
    /** Encryption settings to be used for server-side encryption for the storage account. */
    readonly encryption?: Encryption;
    /** Required for storage accounts where kind = BlobStorage. The access tier is used for billing. The 'Premium' access tier is the default value for premium block blobs storage account type and it cannot be changed for the premium block blobs storage account type. */
    readonly accessTier?: AccessTier;
    /** Provides the identity based authentication settings for Azure Files. */
    azureFilesIdentityBasedAuthentication?: AzureFilesIdentityBasedAuthentication;
    /** Allows https traffic only to storage service if sets to true. */
    enableHttpsTrafficOnly?: boolean;
    /** Network rule set */
    readonly networkRuleSet?: NetworkRuleSet;
    /** Enables Secure File Transfer Protocol, if set to true */
    isSftpEnabled?: boolean;
    /** Enables local users feature, if set to true */
    isLocalUserEnabled?: boolean;
    /** Enables extended group support with local users feature, if set to true */
    enableExtendedGroups?: boolean;
    /** Account HierarchicalNamespace enabled if sets to true. */
    isHnsEnabled?: boolean;
    /** Geo Replication Stats */
    readonly geoReplicationStats?: GeoReplicationStats;
    /** If the failover is in progress, the value will be true, otherwise, it will be null. */
    readonly failoverInProgress?: boolean;
    /** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
    largeFileSharesState?: LargeFileSharesState;
    /** List of private endpoint connection associated with the specified storage account */
    readonly privateEndpointConnections?: PrivateEndpointConnection[];
    /** Maintains information about the network routing choice opted by the user for data transfer */
    routingPreference?: RoutingPreference;
    /** Maintains information about the Internet protocol opted by the user. */
    dualStackEndpointPreference?: DualStackEndpointPreference;
    /** Blob restore status */
    readonly blobRestoreStatus?: BlobRestoreStatus;
    /** Allow or disallow public access to all blobs or containers in the storage account. The default interpretation is false for this property. */
    allowBlobPublicAccess?: boolean;
    /** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
    minimumTlsVersion?: MinimumTlsVersion;
    /** Indicates whether the storage account permits requests to be authorized with the account access key via Shared Key. If false, then all requests, including shared access signatures, must be authorized with Azure Active Directory (Azure AD). The default value is null, which is equivalent to true. */
    allowSharedKeyAccess?: boolean;
    /** NFS 3.0 protocol support enabled if set to true. */
    enableNfsV3?: boolean;
    /** Allow or disallow cross AAD tenant object replication. Set this property to true for new or existing accounts only if object replication policies will involve storage accounts in different AAD tenants. The default interpretation is false for new accounts to follow best security practices by default. */
    allowCrossTenantReplication?: boolean;
    /** A boolean flag which indicates whether the default authentication is OAuth or not. The default interpretation is false for this property. */
    defaultToOAuthAuthentication?: boolean;
    /** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. */
    publicNetworkAccess?: PublicNetworkAccess;
    /** The property is immutable and can only be set to true at the account creation time. When set to true, it enables object level immutability for all the containers in the account by default. */
    immutableStorageWithVersioning?: ImmutableStorageAccount;
    /** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
    allowedCopyScope?: AllowedCopyScope;
    /** This property is readOnly and is set by server during asynchronous storage account sku conversion operations. */
    storageAccountSkuConversionStatus?: StorageAccountSkuConversionStatus;
    /** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
    dnsEndpointType?: DnsEndpointType;
    /** This property will be set to true or false on an event of ongoing migration. Default value is null. */
    readonly isSkuConversionBlocked?: boolean;
    /** If customer initiated account migration is in progress, the value will be true else it will be null. */
    readonly accountMigrationInProgress?: boolean;
    /** Status indicating whether Geo Priority Replication is enabled for the account. */
    geoPriorityReplicationStatus?: GeoPriorityReplicationStatus;
    /** Indicate shared key access properties at service level */
    allowSharedKeyAccessForServices?: StorageAccountSharedKeyAccessProperties;
    /** Data Collaboration policy for the storage account. */
    dataCollaborationPolicyProperties?: StorageDataCollaborationPolicyProperties;
}
export declare function storageAccountPropertiesDeserializer(item: any): StorageAccountProperties;
/** Gets the status of the storage account at the time the operation was called. */
export type ProvisioningState = "Creating" | "ResolvingDNS" | "Succeeded";
/** The URIs that are used to perform a retrieval of a public blob, queue, table, web or dfs object. */
export interface Endpoints {
    /** Gets the blob endpoint. */
    readonly blob?: string;
    /** Gets the queue endpoint. */
    readonly queue?: string;
    /** Gets the table endpoint. */
    readonly table?: string;
    /** Gets the file endpoint. */
    readonly file?: string;
    /** Gets the web endpoint. */
    readonly web?: string;
    /** Gets the dfs endpoint. */
    readonly dfs?: string;
    /** Gets the microsoft routing storage endpoints. */
    microsoftEndpoints?: StorageAccountMicrosoftEndpoints;
    /** Gets the internet routing storage endpoints */
    internetEndpoints?: StorageAccountInternetEndpoints;
    /** Gets the IPv6 storage endpoints. */
    ipv6Endpoints?: StorageAccountIpv6Endpoints;
}
export declare function endpointsDeserializer(item: any): Endpoints;
/** The URIs that are used to perform a retrieval of a public blob, queue, table, web or dfs object via a microsoft routing endpoint. */
export interface StorageAccountMicrosoftEndpoints {
    /** Gets the blob endpoint. */
    readonly blob?: string;
    /** Gets the queue endpoint. */
    readonly queue?: string;
    /** Gets the table endpoint. */
    readonly table?: string;
    /** Gets the file endpoint. */
    readonly file?: string;
    /** Gets the web endpoint. */
    readonly web?: string;
    /** Gets the dfs endpoint. */
    readonly dfs?: string;
}
export declare function storageAccountMicrosoftEndpointsDeserializer(item: any): StorageAccountMicrosoftEndpoints;
/** The URIs that are used to perform a retrieval of a public blob, file, web or dfs object via a internet routing endpoint. */
export interface StorageAccountInternetEndpoints {
    /** Gets the blob endpoint. */
    readonly blob?: string;
    /** Gets the file endpoint. */
    readonly file?: string;
    /** Gets the web endpoint. */
    readonly web?: string;
    /** Gets the dfs endpoint. */
    readonly dfs?: string;
}
export declare function storageAccountInternetEndpointsDeserializer(item: any): StorageAccountInternetEndpoints;
/** The URIs that are used to perform a retrieval of a public blob, queue, table, web or dfs object via an IPv6 endpoint. */
export interface StorageAccountIpv6Endpoints {
    /** Gets the blob endpoint. */
    readonly blob?: string;
    /** Gets the queue endpoint. */
    readonly queue?: string;
    /** Gets the table endpoint. */
    readonly table?: string;
    /** Gets the file endpoint. */
    readonly file?: string;
    /** Gets the web endpoint. */
    readonly web?: string;
    /** Gets the dfs endpoint. */
    readonly dfs?: string;
    /** Gets the microsoft routing storage endpoints. */
    microsoftEndpoints?: StorageAccountMicrosoftEndpoints;
    /** Gets the internet routing storage endpoints */
    internetEndpoints?: StorageAccountInternetEndpoints;
}
export declare function storageAccountIpv6EndpointsDeserializer(item: any): StorageAccountIpv6Endpoints;
/** Gets the status indicating whether the primary location of the storage account is available or unavailable. */
export type AccountStatus = "available" | "unavailable";
/** The custom domain assigned to this storage account. This can be set via Update. */
export interface CustomDomain {
    /** Gets or sets the custom domain name assigned to the storage account. Name is the CNAME source. */
    name: string;
    /** Indicates whether indirect CName validation is enabled. Default value is false. This should only be set on updates. */
    useSubDomainName?: boolean;
}
export declare function customDomainSerializer(item: CustomDomain): any;
export declare function customDomainDeserializer(item: any): CustomDomain;
/** SasPolicy assigned to the storage account. */
export interface SasPolicy {
    /** The SAS expiration period, DD.HH:MM:SS. */
    sasExpirationPeriod: string;
    /** The SAS Expiration Action defines the action to be performed when sasPolicy.sasExpirationPeriod is violated. The 'Log' action can be used for audit purposes and the 'Block' action can be used to block and deny the usage of SAS tokens that do not adhere to the sas policy expiration period. */
    expirationAction: ExpirationAction;
}
export declare function sasPolicySerializer(item: SasPolicy): any;
export declare function sasPolicyDeserializer(item: any): SasPolicy;
/** The SAS Expiration Action defines the action to be performed when sasPolicy.sasExpirationPeriod is violated. The 'Log' action can be used for audit purposes and the 'Block' action can be used to block and deny the usage of SAS tokens that do not adhere to the sas policy expiration period. */
export declare enum KnownExpirationAction {
    /** Log */
    Log = "Log",
    /** Block */
    Block = "Block"
}
/**
 * The SAS Expiration Action defines the action to be performed when sasPolicy.sasExpirationPeriod is violated. The 'Log' action can be used for audit purposes and the 'Block' action can be used to block and deny the usage of SAS tokens that do not adhere to the sas policy expiration period. \
 * {@link KnownExpirationAction} can be used interchangeably with ExpirationAction,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Log** \
 * **Block**
 */
export type ExpirationAction = string;
/** KeyPolicy assigned to the storage account. */
export interface KeyPolicy {
    /** The key expiration period in days. */
    keyExpirationPeriodInDays: number;
}
export declare function keyPolicySerializer(item: KeyPolicy): any;
export declare function keyPolicyDeserializer(item: any): KeyPolicy;
/** Storage account keys creation time. */
export interface KeyCreationTime {
    key1?: Date;
    key2?: Date;
}
export declare function keyCreationTimeDeserializer(item: any): KeyCreationTime;
/** The encryption settings on the storage account. */
export interface Encryption {
    /** List of services which support encryption. */
    services?: EncryptionServices;
    /** The encryption keySource (provider). Possible values (case-insensitive):  Microsoft.Storage, Microsoft.Keyvault */
    keySource?: KeySource;
    /** A boolean indicating whether or not the service applies a secondary layer of encryption with platform managed keys for data at rest. */
    requireInfrastructureEncryption?: boolean;
    /** Properties provided by key vault. */
    keyVaultProperties?: KeyVaultProperties;
    /** The identity to be used with service-side encryption at rest. */
    encryptionIdentity?: EncryptionIdentity;
}
export declare function encryptionSerializer(item: Encryption): any;
export declare function encryptionDeserializer(item: any): Encryption;
/** A list of services that support encryption. */
export interface EncryptionServices {
    /** The encryption function of the blob storage service. */
    blob?: EncryptionService;
    /** The encryption function of the file storage service. */
    file?: EncryptionService;
    /** The encryption function of the table storage service. */
    table?: EncryptionService;
    /** The encryption function of the queue storage service. */
    queue?: EncryptionService;
}
export declare function encryptionServicesSerializer(item: EncryptionServices): any;
export declare function encryptionServicesDeserializer(item: any): EncryptionServices;
/** A service that allows server-side encryption to be used. */
export interface EncryptionService {
    /** A boolean indicating whether or not the service encrypts the data as it is stored. Encryption at rest is enabled by default today and cannot be disabled. */
    enabled?: boolean;
    /** Gets a rough estimate of the date/time when the encryption was last enabled by the user. Data is encrypted at rest by default today and cannot be disabled. */
    readonly lastEnabledTime?: Date;
    /** Encryption key type to be used for the encryption service. 'Account' key type implies that an account-scoped encryption key will be used. 'Service' key type implies that a default service key is used. */
    keyType?: KeyType;
}
export declare function encryptionServiceSerializer(item: EncryptionService): any;
export declare function encryptionServiceDeserializer(item: any): EncryptionService;
/** Encryption key type to be used for the encryption service. 'Account' key type implies that an account-scoped encryption key will be used. 'Service' key type implies that a default service key is used. */
export declare enum KnownKeyType {
    /** Service */
    Service = "Service",
    /** Account */
    Account = "Account"
}
/**
 * Encryption key type to be used for the encryption service. 'Account' key type implies that an account-scoped encryption key will be used. 'Service' key type implies that a default service key is used. \
 * {@link KnownKeyType} can be used interchangeably with KeyType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Service** \
 * **Account**
 */
export type KeyType = string;
/** The encryption keySource (provider). Possible values (case-insensitive):  Microsoft.Storage, Microsoft.Keyvault */
export declare enum KnownKeySource {
    /** Microsoft.Storage */
    MicrosoftStorage = "Microsoft.Storage",
    /** Microsoft.Keyvault */
    MicrosoftKeyvault = "Microsoft.Keyvault"
}
/**
 * The encryption keySource (provider). Possible values (case-insensitive):  Microsoft.Storage, Microsoft.Keyvault \
 * {@link KnownKeySource} can be used interchangeably with KeySource,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Microsoft.Storage** \
 * **Microsoft.Keyvault**
 */
export type KeySource = string;
/** Properties of key vault. */
export interface KeyVaultProperties {
    /** The name of KeyVault key. */
    keyName?: string;
    /** The version of KeyVault key. */
    keyVersion?: string;
    /** The Uri of KeyVault. */
    keyVaultUri?: string;
    /** The object identifier of the current versioned Key Vault Key in use. */
    readonly currentVersionedKeyIdentifier?: string;
    /** Timestamp of last rotation of the Key Vault Key. */
    readonly lastKeyRotationTimestamp?: Date;
    /** This is a read only property that represents the expiration time of the current version of the customer managed key used for encryption. */
    readonly currentVersionedKeyExpirationTimestamp?: Date;
}
export declare function keyVaultPropertiesSerializer(item: KeyVaultProperties): any;
export declare function keyVaultPropertiesDeserializer(item: any): KeyVaultProperties;
/** Encryption identity for the storage account. */
export interface EncryptionIdentity {
    /** Resource identifier of the UserAssigned identity to be associated with server-side encryption on the storage account. */
    encryptionUserAssignedIdentity?: string;
    /** ClientId of the multi-tenant application to be used in conjunction with the user-assigned identity for cross-tenant customer-managed-keys server-side encryption on the storage account. */
    encryptionFederatedIdentityClientId?: string;
}
export declare function encryptionIdentitySerializer(item: EncryptionIdentity): any;
export declare function encryptionIdentityDeserializer(item: any): EncryptionIdentity;
/** The default access tier for block blobs in the storage account. Required for storage accounts where kind = BlobStorage. See more details in: https://learn.microsoft.com/azure/storage/blobs/access-tiers-overview. */
export type AccessTier = "Hot" | "Cool" | "Premium" | "Cold" | "Smart";
/** Settings for Azure Files identity based authentication. */
export interface AzureFilesIdentityBasedAuthentication {
    /** Indicates the directory service used. Note that this enum may be extended in the future. */
    directoryServiceOptions: DirectoryServiceOptions;
    /** Additional information about the directory service. Required if directoryServiceOptions is AD (AD DS authentication). Optional for directoryServiceOptions AADDS (Entra DS authentication) and AADKERB (Entra authentication). */
    activeDirectoryProperties?: ActiveDirectoryProperties;
    /** Default share permission for users using Kerberos authentication if RBAC role is not assigned. */
    defaultSharePermission?: DefaultSharePermission;
    /** Required for Managed Identities access using OAuth over SMB. */
    smbOAuthSettings?: SmbOAuthSettings;
}
export declare function azureFilesIdentityBasedAuthenticationSerializer(item: AzureFilesIdentityBasedAuthentication): any;
export declare function azureFilesIdentityBasedAuthenticationDeserializer(item: any): AzureFilesIdentityBasedAuthentication;
/** Indicates the directory service used. Note that this enum may be extended in the future. */
export declare enum KnownDirectoryServiceOptions {
    /** None */
    None = "None",
    /** AADDS */
    Aadds = "AADDS",
    /** AD */
    AD = "AD",
    /** AADKERB */
    Aadkerb = "AADKERB"
}
/**
 * Indicates the directory service used. Note that this enum may be extended in the future. \
 * {@link KnownDirectoryServiceOptions} can be used interchangeably with DirectoryServiceOptions,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None** \
 * **AADDS** \
 * **AD** \
 * **AADKERB**
 */
export type DirectoryServiceOptions = string;
/** Settings properties for Active Directory (AD). */
export interface ActiveDirectoryProperties {
    /** Specifies the primary domain that the AD DNS server is authoritative for. This property is required if directoryServiceOptions is set to AD (AD DS authentication). If directoryServiceOptions is set to AADDS (Entra DS authentication), providing this property is optional, as it will be inferred automatically if omitted. If directoryServiceOptions is set to AADKERB (Entra authentication), this property is optional; it is needed to support configuration of directory- and file-level permissions via Windows File Explorer, but is not required for authentication. */
    domainName?: string;
    /** Specifies the NetBIOS domain name. If directoryServiceOptions is set to AD (AD DS authentication), this property is required. Otherwise, it can be omitted. */
    netBiosDomainName?: string;
    /** Specifies the Active Directory forest to get. If directoryServiceOptions is set to AD (AD DS authentication), this property is required. Otherwise, it can be omitted. */
    forestName?: string;
    /** Specifies the domain GUID. If directoryServiceOptions is set to AD (AD DS authentication), this property is required. If directoryServiceOptions is set to AADDS (Entra DS authentication), this property can be omitted. If directoryServiceOptions is set to AADKERB (Entra authentication), this property is optional; it is needed to support configuration of directory- and file-level permissions via Windows File Explorer, but is not required for authentication. */
    domainGuid?: string;
    /** Specifies the security identifier (SID) of the AD domain. If directoryServiceOptions is set to AD (AD DS authentication), this property is required. Otherwise, it can be omitted. */
    domainSid?: string;
    /** Specifies the security identifier (SID) for Azure Storage. If directoryServiceOptions is set to AD (AD DS authentication), this property is required. Otherwise, it can be omitted. */
    azureStorageSid?: string;
    /** Specifies the Active Directory SAMAccountName for Azure Storage. If directoryServiceOptions is set to AD (AD DS authentication), this property is optional. If provided, accountType should also be provided. For directoryServiceOptions AADDS (Entra DS authentication) or AADKERB (Entra authentication), this property can be omitted. */
    samAccountName?: string;
    /** Specifies the Active Directory account type for Azure Storage. If directoryServiceOptions is set to AD (AD DS authentication), this property is optional. If provided, samAccountName should also be provided. For directoryServiceOptions AADDS (Entra DS authentication) or AADKERB (Entra authentication), this property can be omitted. */
    accountType?: AccountType;
}
export declare function activeDirectoryPropertiesSerializer(item: ActiveDirectoryProperties): any;
export declare function activeDirectoryPropertiesDeserializer(item: any): ActiveDirectoryProperties;
/** Specifies the Active Directory account type for Azure Storage. If directoryServiceOptions is set to AD (AD DS authentication), this property is optional. If provided, samAccountName should also be provided. For directoryServiceOptions AADDS (Entra DS authentication) or AADKERB (Entra authentication), this property can be omitted. */
export declare enum KnownAccountType {
    /** User */
    User = "User",
    /** Computer */
    Computer = "Computer"
}
/**
 * Specifies the Active Directory account type for Azure Storage. If directoryServiceOptions is set to AD (AD DS authentication), this property is optional. If provided, samAccountName should also be provided. For directoryServiceOptions AADDS (Entra DS authentication) or AADKERB (Entra authentication), this property can be omitted. \
 * {@link KnownAccountType} can be used interchangeably with AccountType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **User** \
 * **Computer**
 */
export type AccountType = string;
/** Default share permission for users using Kerberos authentication if RBAC role is not assigned. */
export declare enum KnownDefaultSharePermission {
    /** None */
    None = "None",
    /** StorageFileDataSmbShareReader */
    StorageFileDataSmbShareReader = "StorageFileDataSmbShareReader",
    /** StorageFileDataSmbShareContributor */
    StorageFileDataSmbShareContributor = "StorageFileDataSmbShareContributor",
    /** StorageFileDataSmbShareElevatedContributor */
    StorageFileDataSmbShareElevatedContributor = "StorageFileDataSmbShareElevatedContributor"
}
/**
 * Default share permission for users using Kerberos authentication if RBAC role is not assigned. \
 * {@link KnownDefaultSharePermission} can be used interchangeably with DefaultSharePermission,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None** \
 * **StorageFileDataSmbShareReader** \
 * **StorageFileDataSmbShareContributor** \
 * **StorageFileDataSmbShareElevatedContributor**
 */
export type DefaultSharePermission = string;
/** Setting property for Managed Identity access over SMB using OAuth */
export interface SmbOAuthSettings {
    /** Specifies if managed identities can access SMB shares using OAuth. The default interpretation is false for this property. */
    isSmbOAuthEnabled?: boolean;
}
export declare function smbOAuthSettingsSerializer(item: SmbOAuthSettings): any;
export declare function smbOAuthSettingsDeserializer(item: any): SmbOAuthSettings;
/** Network rule set */
export interface NetworkRuleSet {
    /** Specifies whether traffic is bypassed for Logging/Metrics/AzureServices. Possible values are any combination of Logging|Metrics|AzureServices (For example, "Logging, Metrics"), or None to bypass none of those traffics. */
    bypass?: Bypass;
    /** Sets the resource access rules */
    resourceAccessRules?: ResourceAccessRule[];
    /** Sets the virtual network rules */
    virtualNetworkRules?: VirtualNetworkRule[];
    /** Sets the IP ACL rules */
    ipRules?: IPRule[];
    /** Sets the IPv6 ACL rules. */
    ipv6Rules?: IPRule[];
    /** Specifies the default action of allow or deny when no other rules match. */
    defaultAction: DefaultAction;
}
export declare function networkRuleSetSerializer(item: NetworkRuleSet): any;
export declare function networkRuleSetDeserializer(item: any): NetworkRuleSet;
/** Specifies whether traffic is bypassed for Logging/Metrics/AzureServices. Possible values are any combination of Logging|Metrics|AzureServices (For example, "Logging, Metrics"), or None to bypass none of those traffics. */
export declare enum KnownBypass {
    /** None */
    None = "None",
    /** Logging */
    Logging = "Logging",
    /** Metrics */
    Metrics = "Metrics",
    /** AzureServices */
    AzureServices = "AzureServices"
}
/**
 * Specifies whether traffic is bypassed for Logging/Metrics/AzureServices. Possible values are any combination of Logging|Metrics|AzureServices (For example, "Logging, Metrics"), or None to bypass none of those traffics. \
 * {@link KnownBypass} can be used interchangeably with Bypass,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None** \
 * **Logging** \
 * **Metrics** \
 * **AzureServices**
 */
export type Bypass = string;
export declare function resourceAccessRuleArraySerializer(result: Array<ResourceAccessRule>): any[];
export declare function resourceAccessRuleArrayDeserializer(result: Array<ResourceAccessRule>): any[];
/** Resource Access Rule. */
export interface ResourceAccessRule {
    /** Tenant Id */
    tenantId?: string;
    /** Resource Id */
    resourceId?: string;
}
export declare function resourceAccessRuleSerializer(item: ResourceAccessRule): any;
export declare function resourceAccessRuleDeserializer(item: any): ResourceAccessRule;
export declare function virtualNetworkRuleArraySerializer(result: Array<VirtualNetworkRule>): any[];
export declare function virtualNetworkRuleArrayDeserializer(result: Array<VirtualNetworkRule>): any[];
/** Virtual Network rule. */
export interface VirtualNetworkRule {
    /** Resource ID of a subnet, for example: /subscriptions/{subscriptionId}/resourceGroups/{groupName}/providers/Microsoft.Network/virtualNetworks/{vnetName}/subnets/{subnetName}. */
    virtualNetworkResourceId: string;
    /** The action of virtual network rule. */
    action?: "Allow";
    /** Gets the state of virtual network rule. */
    state?: State;
}
export declare function virtualNetworkRuleSerializer(item: VirtualNetworkRule): any;
export declare function virtualNetworkRuleDeserializer(item: any): VirtualNetworkRule;
/** Gets the state of virtual network rule. */
export declare enum KnownState {
    /** Provisioning */
    Provisioning = "Provisioning",
    /** Deprovisioning */
    Deprovisioning = "Deprovisioning",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Failed */
    Failed = "Failed",
    /** NetworkSourceDeleted */
    NetworkSourceDeleted = "NetworkSourceDeleted"
}
/**
 * Gets the state of virtual network rule. \
 * {@link KnownState} can be used interchangeably with State,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Provisioning** \
 * **Deprovisioning** \
 * **Succeeded** \
 * **Failed** \
 * **NetworkSourceDeleted**
 */
export type State = string;
export declare function ipRuleArraySerializer(result: Array<IPRule>): any[];
export declare function ipRuleArrayDeserializer(result: Array<IPRule>): any[];
/** IP rule with specific IP or IP range in CIDR format. */
export interface IPRule {
    /** Specifies the IP or IP range in CIDR format. */
    iPAddressOrRange: string;
    /** The action of IP ACL rule. */
    action?: "Allow";
}
export declare function ipRuleSerializer(item: IPRule): any;
export declare function ipRuleDeserializer(item: any): IPRule;
/** Specifies the default action of allow or deny when no other rules match. */
export type DefaultAction = "Allow" | "Deny";
/** Statistics related to replication for storage account's Blob, Table, Queue and File services. It is only available when geo-redundant replication is enabled for the storage account. */
export interface GeoReplicationStats {
    /** The status of the secondary location. Possible values are: - Live: Indicates that the secondary location is active and operational. - Bootstrap: Indicates initial synchronization from the primary location to the secondary location is in progress.This typically occurs when replication is first enabled. - Unavailable: Indicates that the secondary location is temporarily unavailable. */
    readonly status?: GeoReplicationStatus;
    /** All primary writes preceding this UTC date/time value are guaranteed to be available for read operations. Primary writes following this point in time may or may not be available for reads. Element may be default value if value of LastSyncTime is not available, this can happen if secondary is offline or we are in bootstrap. */
    readonly lastSyncTime?: Date;
    /** A boolean flag which indicates whether or not account failover is supported for the account. */
    readonly canFailover?: boolean;
    /** A boolean flag which indicates whether or not planned account failover is supported for the account. */
    readonly canPlannedFailover?: boolean;
    /** The redundancy type of the account after an account failover is performed. */
    readonly postFailoverRedundancy?: PostFailoverRedundancy;
    /** The redundancy type of the account after a planned account failover is performed. */
    readonly postPlannedFailoverRedundancy?: PostPlannedFailoverRedundancy;
}
export declare function geoReplicationStatsDeserializer(item: any): GeoReplicationStats;
/** The status of the secondary location. Possible values are: - Live: Indicates that the secondary location is active and operational. - Bootstrap: Indicates initial synchronization from the primary location to the secondary location is in progress.This typically occurs when replication is first enabled. - Unavailable: Indicates that the secondary location is temporarily unavailable. */
export declare enum KnownGeoReplicationStatus {
    /** Live */
    Live = "Live",
    /** Bootstrap */
    Bootstrap = "Bootstrap",
    /** Unavailable */
    Unavailable = "Unavailable"
}
/**
 * The status of the secondary location. Possible values are: - Live: Indicates that the secondary location is active and operational. - Bootstrap: Indicates initial synchronization from the primary location to the secondary location is in progress.This typically occurs when replication is first enabled. - Unavailable: Indicates that the secondary location is temporarily unavailable. \
 * {@link KnownGeoReplicationStatus} can be used interchangeably with GeoReplicationStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Live** \
 * **Bootstrap** \
 * **Unavailable**
 */
export type GeoReplicationStatus = string;
/** The redundancy type of the account after an account failover is performed. */
export declare enum KnownPostFailoverRedundancy {
    /** Standard_LRS */
    StandardLRS = "Standard_LRS",
    /** Standard_ZRS */
    StandardZRS = "Standard_ZRS"
}
/**
 * The redundancy type of the account after an account failover is performed. \
 * {@link KnownPostFailoverRedundancy} can be used interchangeably with PostFailoverRedundancy,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Standard_LRS** \
 * **Standard_ZRS**
 */
export type PostFailoverRedundancy = string;
/** The redundancy type of the account after a planned account failover is performed. */
export declare enum KnownPostPlannedFailoverRedundancy {
    /** Standard_GRS */
    StandardGRS = "Standard_GRS",
    /** Standard_GZRS */
    StandardGzrs = "Standard_GZRS",
    /** Standard_RAGRS */
    StandardRagrs = "Standard_RAGRS",
    /** Standard_RAGZRS */
    StandardRagzrs = "Standard_RAGZRS"
}
/**
 * The redundancy type of the account after a planned account failover is performed. \
 * {@link KnownPostPlannedFailoverRedundancy} can be used interchangeably with PostPlannedFailoverRedundancy,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Standard_GRS** \
 * **Standard_GZRS** \
 * **Standard_RAGRS** \
 * **Standard_RAGZRS**
 */
export type PostPlannedFailoverRedundancy = string;
/** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
export declare enum KnownLargeFileSharesState {
    /** Disabled */
    Disabled = "Disabled",
    /** Enabled */
    Enabled = "Enabled"
}
/**
 * Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. \
 * {@link KnownLargeFileSharesState} can be used interchangeably with LargeFileSharesState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Disabled** \
 * **Enabled**
 */
export type LargeFileSharesState = string;
export declare function privateEndpointConnectionArraySerializer(result: Array<PrivateEndpointConnection>): any[];
export declare function privateEndpointConnectionArrayDeserializer(result: Array<PrivateEndpointConnection>): any[];
/** The Private Endpoint Connection resource. */
export interface PrivateEndpointConnection extends ProxyResource {
    /** The resource of private end point. */
    privateEndpoint?: PrivateEndpoint;
    /** A collection of information about the state of the connection between service consumer and provider. */
    privateLinkServiceConnectionState?: PrivateLinkServiceConnectionState;
    /** The provisioning state of the private endpoint connection resource. */
    readonly provisioningState?: PrivateEndpointConnectionProvisioningState;
}
export declare function privateEndpointConnectionSerializer(item: PrivateEndpointConnection): any;
export declare function privateEndpointConnectionDeserializer(item: any): PrivateEndpointConnection;
/** Properties of the PrivateEndpointConnectProperties. */
export interface PrivateEndpointConnectionProperties {
    /** The resource of private end point. */
    privateEndpoint?: PrivateEndpoint;
    /** A collection of information about the state of the connection between service consumer and provider. */
    privateLinkServiceConnectionState: PrivateLinkServiceConnectionState;
    /** The provisioning state of the private endpoint connection resource. */
    readonly provisioningState?: PrivateEndpointConnectionProvisioningState;
}
export declare function privateEndpointConnectionPropertiesSerializer(item: PrivateEndpointConnectionProperties): any;
export declare function privateEndpointConnectionPropertiesDeserializer(item: any): PrivateEndpointConnectionProperties;
/** The Private Endpoint resource. */
export interface PrivateEndpoint {
    /** The ARM identifier for Private Endpoint */
    readonly id?: string;
}
export declare function privateEndpointSerializer(_item: PrivateEndpoint): any;
export declare function privateEndpointDeserializer(item: any): PrivateEndpoint;
/** A collection of information about the state of the connection between service consumer and provider. */
export interface PrivateLinkServiceConnectionState {
    /** Indicates whether the connection has been Approved/Rejected/Removed by the owner of the service. */
    status?: PrivateEndpointServiceConnectionStatus;
    /** The reason for approval/rejection of the connection. */
    description?: string;
    /** A message indicating if changes on the service provider require any updates on the consumer. */
    actionRequired?: string;
}
export declare function privateLinkServiceConnectionStateSerializer(item: PrivateLinkServiceConnectionState): any;
export declare function privateLinkServiceConnectionStateDeserializer(item: any): PrivateLinkServiceConnectionState;
/** The private endpoint connection status. */
export declare enum KnownPrivateEndpointServiceConnectionStatus {
    /** Pending */
    Pending = "Pending",
    /** Approved */
    Approved = "Approved",
    /** Rejected */
    Rejected = "Rejected"
}
/**
 * The private endpoint connection status. \
 * {@link KnownPrivateEndpointServiceConnectionStatus} can be used interchangeably with PrivateEndpointServiceConnectionStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Pending** \
 * **Approved** \
 * **Rejected**
 */
export type PrivateEndpointServiceConnectionStatus = string;
/** The current provisioning state. */
export declare enum KnownPrivateEndpointConnectionProvisioningState {
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Creating */
    Creating = "Creating",
    /** Deleting */
    Deleting = "Deleting",
    /** Failed */
    Failed = "Failed"
}
/**
 * The current provisioning state. \
 * {@link KnownPrivateEndpointConnectionProvisioningState} can be used interchangeably with PrivateEndpointConnectionProvisioningState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Succeeded** \
 * **Creating** \
 * **Deleting** \
 * **Failed**
 */
export type PrivateEndpointConnectionProvisioningState = string;
/** Routing preference defines the type of network, either microsoft or internet routing to be used to deliver the user data, the default option is microsoft routing */
export interface RoutingPreference {
    /** Routing Choice defines the kind of network routing opted by the user. */
    routingChoice?: RoutingChoice;
    /** A boolean flag which indicates whether microsoft routing storage endpoints are to be published */
    publishMicrosoftEndpoints?: boolean;
    /** A boolean flag which indicates whether internet routing storage endpoints are to be published */
    publishInternetEndpoints?: boolean;
}
export declare function routingPreferenceSerializer(item: RoutingPreference): any;
export declare function routingPreferenceDeserializer(item: any): RoutingPreference;
/** Routing Choice defines the kind of network routing opted by the user. */
export declare enum KnownRoutingChoice {
    /** MicrosoftRouting */
    MicrosoftRouting = "MicrosoftRouting",
    /** InternetRouting */
    InternetRouting = "InternetRouting"
}
/**
 * Routing Choice defines the kind of network routing opted by the user. \
 * {@link KnownRoutingChoice} can be used interchangeably with RoutingChoice,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **MicrosoftRouting** \
 * **InternetRouting**
 */
export type RoutingChoice = string;
/** Dual-stack endpoint preference defines whether IPv6 endpoints are going to be published. */
export interface DualStackEndpointPreference {
    /** A boolean flag which indicates whether IPv6 storage endpoints are to be published. */
    publishIpv6Endpoint?: boolean;
}
export declare function dualStackEndpointPreferenceSerializer(item: DualStackEndpointPreference): any;
export declare function dualStackEndpointPreferenceDeserializer(item: any): DualStackEndpointPreference;
/** Blob restore status. */
export interface BlobRestoreStatus {
    /** The status of blob restore progress. Possible values are: - InProgress: Indicates that blob restore is ongoing. - Complete: Indicates that blob restore has been completed successfully. - Failed: Indicates that blob restore is failed. */
    readonly status?: BlobRestoreProgressStatus;
    /** Failure reason when blob restore is failed. */
    readonly failureReason?: string;
    /** Id for tracking blob restore request. */
    readonly restoreId?: string;
    /** Blob restore request parameters. */
    readonly parameters?: BlobRestoreParameters;
}
export declare function blobRestoreStatusDeserializer(item: any): BlobRestoreStatus;
/** The status of blob restore progress. Possible values are: - InProgress: Indicates that blob restore is ongoing. - Complete: Indicates that blob restore has been completed successfully. - Failed: Indicates that blob restore is failed. */
export declare enum KnownBlobRestoreProgressStatus {
    /** InProgress */
    InProgress = "InProgress",
    /** Complete */
    Complete = "Complete",
    /** Failed */
    Failed = "Failed"
}
/**
 * The status of blob restore progress. Possible values are: - InProgress: Indicates that blob restore is ongoing. - Complete: Indicates that blob restore has been completed successfully. - Failed: Indicates that blob restore is failed. \
 * {@link KnownBlobRestoreProgressStatus} can be used interchangeably with BlobRestoreProgressStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **InProgress** \
 * **Complete** \
 * **Failed**
 */
export type BlobRestoreProgressStatus = string;
/** Blob restore parameters */
export interface BlobRestoreParameters {
    /** Restore blob to the specified time. */
    timeToRestore: Date;
    /** Blob ranges to restore. */
    blobRanges: BlobRestoreRange[];
}
export declare function blobRestoreParametersSerializer(item: BlobRestoreParameters): any;
export declare function blobRestoreParametersDeserializer(item: any): BlobRestoreParameters;
export declare function blobRestoreRangeArraySerializer(result: Array<BlobRestoreRange>): any[];
export declare function blobRestoreRangeArrayDeserializer(result: Array<BlobRestoreRange>): any[];
/** Blob range */
export interface BlobRestoreRange {
    /** Blob start range. This is inclusive. Empty means account start. */
    startRange: string;
    /** Blob end range. This is exclusive. Empty means account end. */
    endRange: string;
}
export declare function blobRestoreRangeSerializer(item: BlobRestoreRange): any;
export declare function blobRestoreRangeDeserializer(item: any): BlobRestoreRange;
/** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
export declare enum KnownMinimumTlsVersion {
    /** TLS1_0 */
    TLS10 = "TLS1_0",
    /** TLS1_1 */
    TLS11 = "TLS1_1",
    /** TLS1_2 */
    TLS12 = "TLS1_2",
    /** TLS1_3 */
    TLS13 = "TLS1_3"
}
/**
 * Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. \
 * {@link KnownMinimumTlsVersion} can be used interchangeably with MinimumTlsVersion,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **TLS1_0** \
 * **TLS1_1** \
 * **TLS1_2** \
 * **TLS1_3**
 */
export type MinimumTlsVersion = string;
/** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. Value is optional but if passed in, must be 'Enabled', 'Disabled' or 'SecuredByPerimeter'. */
export declare enum KnownPublicNetworkAccess {
    /** Enabled */
    Enabled = "Enabled",
    /** Disabled */
    Disabled = "Disabled",
    /** SecuredByPerimeter */
    SecuredByPerimeter = "SecuredByPerimeter"
}
/**
 * Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. Value is optional but if passed in, must be 'Enabled', 'Disabled' or 'SecuredByPerimeter'. \
 * {@link KnownPublicNetworkAccess} can be used interchangeably with PublicNetworkAccess,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Enabled** \
 * **Disabled** \
 * **SecuredByPerimeter**
 */
export type PublicNetworkAccess = string;
/** This property enables and defines account-level immutability. Enabling the feature auto-enables Blob Versioning. */
export interface ImmutableStorageAccount {
    /** A boolean flag which enables account-level immutability. All the containers under such an account have object-level immutability enabled by default. */
    enabled?: boolean;
    /** Specifies the default account-level immutability policy which is inherited and applied to objects that do not possess an explicit immutability policy at the object level. The object-level immutability policy has higher precedence than the container-level immutability policy, which has a higher precedence than the account-level immutability policy. */
    immutabilityPolicy?: AccountImmutabilityPolicyProperties;
}
export declare function immutableStorageAccountSerializer(item: ImmutableStorageAccount): any;
export declare function immutableStorageAccountDeserializer(item: any): ImmutableStorageAccount;
/** This defines account-level immutability policy properties. */
export interface AccountImmutabilityPolicyProperties {
    /** The immutability period for the blobs in the container since the policy creation, in days. */
    immutabilityPeriodSinceCreationInDays?: number;
    /** The ImmutabilityPolicy state defines the mode of the policy. Disabled state disables the policy, Unlocked state allows increase and decrease of immutability retention time and also allows toggling allowProtectedAppendWrites property, Locked state only allows the increase of the immutability retention time. A policy can only be created in a Disabled or Unlocked state and can be toggled between the two states. Only a policy in an Unlocked state can transition to a Locked state which cannot be reverted. */
    state?: AccountImmutabilityPolicyState;
    /** This property can only be changed for disabled and unlocked time-based retention policies. When enabled, new blocks can be written to an append blob while maintaining immutability protection and compliance. Only new blocks can be added and any existing blocks cannot be modified or deleted. */
    allowProtectedAppendWrites?: boolean;
}
export declare function accountImmutabilityPolicyPropertiesSerializer(item: AccountImmutabilityPolicyProperties): any;
export declare function accountImmutabilityPolicyPropertiesDeserializer(item: any): AccountImmutabilityPolicyProperties;
/** The ImmutabilityPolicy state defines the mode of the policy. Disabled state disables the policy, Unlocked state allows increase and decrease of immutability retention time and also allows toggling allowProtectedAppendWrites property, Locked state only allows the increase of the immutability retention time. A policy can only be created in a Disabled or Unlocked state and can be toggled between the two states. Only a policy in an Unlocked state can transition to a Locked state which cannot be reverted. */
export declare enum KnownAccountImmutabilityPolicyState {
    /** Unlocked */
    Unlocked = "Unlocked",
    /** Locked */
    Locked = "Locked",
    /** Disabled */
    Disabled = "Disabled"
}
/**
 * The ImmutabilityPolicy state defines the mode of the policy. Disabled state disables the policy, Unlocked state allows increase and decrease of immutability retention time and also allows toggling allowProtectedAppendWrites property, Locked state only allows the increase of the immutability retention time. A policy can only be created in a Disabled or Unlocked state and can be toggled between the two states. Only a policy in an Unlocked state can transition to a Locked state which cannot be reverted. \
 * {@link KnownAccountImmutabilityPolicyState} can be used interchangeably with AccountImmutabilityPolicyState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Unlocked** \
 * **Locked** \
 * **Disabled**
 */
export type AccountImmutabilityPolicyState = string;
/** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
export declare enum KnownAllowedCopyScope {
    /** PrivateLink */
    PrivateLink = "PrivateLink",
    /** AAD */
    AAD = "AAD",
    /** All */
    All = "All"
}
/**
 * Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. \
 * {@link KnownAllowedCopyScope} can be used interchangeably with AllowedCopyScope,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **PrivateLink** \
 * **AAD** \
 * **All**
 */
export type AllowedCopyScope = string;
/** This defines the sku conversion status object for asynchronous sku conversions. */
export interface StorageAccountSkuConversionStatus {
    /** This property indicates the current sku conversion status. */
    readonly skuConversionStatus?: SkuConversionStatus;
    /** This property represents the target sku name to which the account sku is being converted asynchronously. */
    targetSkuName?: SkuName;
    /** This property represents the sku conversion start time. */
    readonly startTime?: string;
    /** This property represents the sku conversion end time. */
    readonly endTime?: string;
}
export declare function storageAccountSkuConversionStatusDeserializer(item: any): StorageAccountSkuConversionStatus;
/** This property indicates the current sku conversion status. */
export declare enum KnownSkuConversionStatus {
    /** InProgress */
    InProgress = "InProgress",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Failed */
    Failed = "Failed"
}
/**
 * This property indicates the current sku conversion status. \
 * {@link KnownSkuConversionStatus} can be used interchangeably with SkuConversionStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **InProgress** \
 * **Succeeded** \
 * **Failed**
 */
export type SkuConversionStatus = string;
/** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
export declare enum KnownDnsEndpointType {
    /** Standard */
    Standard = "Standard",
    /** AzureDnsZone */
    AzureDnsZone = "AzureDnsZone"
}
/**
 * Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. \
 * {@link KnownDnsEndpointType} can be used interchangeably with DnsEndpointType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Standard** \
 * **AzureDnsZone**
 */
export type DnsEndpointType = string;
/** Geo Priority Replication enablement status for the storage account. */
export interface GeoPriorityReplicationStatus {
    /** Indicates whether Blob Geo Priority Replication is enabled for the storage account. */
    isBlobEnabled?: boolean;
}
export declare function geoPriorityReplicationStatusSerializer(item: GeoPriorityReplicationStatus): any;
export declare function geoPriorityReplicationStatusDeserializer(item: any): GeoPriorityReplicationStatus;
/** Defines shared key access properties for a storage account. */
export interface StorageAccountSharedKeyAccessProperties {
    /** Shared key access settings for Blob service. */
    blob?: ServiceSharedKeyAccessProperties;
    /** Shared key access settings for File service. */
    file?: ServiceSharedKeyAccessProperties;
    /** Shared key access settings for Table service. */
    table?: ServiceSharedKeyAccessProperties;
    /** Shared key access settings for Queue service. */
    queue?: ServiceSharedKeyAccessProperties;
}
export declare function storageAccountSharedKeyAccessPropertiesSerializer(item: StorageAccountSharedKeyAccessProperties): any;
export declare function storageAccountSharedKeyAccessPropertiesDeserializer(item: any): StorageAccountSharedKeyAccessProperties;
/** Defines shared key access settings for an individual storage service. */
export interface ServiceSharedKeyAccessProperties {
    /** Indicates whether shared key access is enabled for the service. */
    enabled?: boolean;
}
export declare function serviceSharedKeyAccessPropertiesSerializer(item: ServiceSharedKeyAccessProperties): any;
export declare function serviceSharedKeyAccessPropertiesDeserializer(item: any): ServiceSharedKeyAccessProperties;
/** Defines Data Collaboration Policy for a storage account. */
export interface StorageDataCollaborationPolicyProperties {
    /** Indicates whether storage connectors are allowed to created or managed on the storage account. */
    allowStorageConnectors?: boolean;
    /** Indicates whether data shares are allowed to be created or managed on the storage account. */
    allowStorageDataShares?: boolean;
    /** Indicates whether cross-entra tenant data sharing is allowed on the storage account. */
    allowCrossTenantDataSharing?: boolean;
}
export declare function storageDataCollaborationPolicyPropertiesSerializer(item: StorageDataCollaborationPolicyProperties): any;
export declare function storageDataCollaborationPolicyPropertiesDeserializer(item: any): StorageDataCollaborationPolicyProperties;
/** Indicates the type of storage account. */
export declare enum KnownKind {
    /** Storage */
    Storage = "Storage",
    /** StorageV2 */
    StorageV2 = "StorageV2",
    /** BlobStorage */
    BlobStorage = "BlobStorage",
    /** FileStorage */
    FileStorage = "FileStorage",
    /** BlockBlobStorage */
    BlockBlobStorage = "BlockBlobStorage"
}
/**
 * Indicates the type of storage account. \
 * {@link KnownKind} can be used interchangeably with Kind,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Storage** \
 * **StorageV2** \
 * **BlobStorage** \
 * **FileStorage** \
 * **BlockBlobStorage**
 */
export type Kind = string;
/** Identity for the resource. */
export interface Identity {
    /** The principal ID of resource identity. */
    readonly principalId?: string;
    /** The tenant ID of resource. */
    readonly tenantId?: string;
    /** The identity type. */
    type: IdentityType;
    /** Gets or sets a list of key value pairs that describe the set of User Assigned identities that will be used with this storage account. The key is the ARM resource identifier of the identity. Only 1 User Assigned identity is permitted here. */
    userAssignedIdentities?: Record<string, UserAssignedIdentity>;
}
export declare function identitySerializer(item: Identity): any;
export declare function identityDeserializer(item: any): Identity;
/** The identity type. */
export declare enum KnownIdentityType {
    /** None */
    None = "None",
    /** SystemAssigned */
    SystemAssigned = "SystemAssigned",
    /** UserAssigned */
    UserAssigned = "UserAssigned",
    /** SystemAssigned,UserAssigned */
    SystemAssignedUserAssigned = "SystemAssigned,UserAssigned"
}
/**
 * The identity type. \
 * {@link KnownIdentityType} can be used interchangeably with IdentityType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None** \
 * **SystemAssigned** \
 * **UserAssigned** \
 * **SystemAssigned,UserAssigned**
 */
export type IdentityType = string;
export declare function userAssignedIdentityRecordSerializer(item: Record<string, UserAssignedIdentity>): Record<string, any>;
export declare function userAssignedIdentityRecordDeserializer(item: Record<string, any>): Record<string, UserAssignedIdentity>;
/** UserAssignedIdentity for the resource. */
export interface UserAssignedIdentity {
    /** The principal ID of the identity. */
    readonly principalId?: string;
    /** The client ID of the identity. */
    readonly clientId?: string;
}
export declare function userAssignedIdentitySerializer(_item: UserAssignedIdentity): any;
export declare function userAssignedIdentityDeserializer(item: any): UserAssignedIdentity;
/** The complex type of the extended location. */
export interface ExtendedLocation {
    /** The name of the extended location. */
    name?: string;
    /** The type of the extended location. */
    type?: ExtendedLocationTypes;
}
export declare function extendedLocationSerializer(item: ExtendedLocation): any;
export declare function extendedLocationDeserializer(item: any): ExtendedLocation;
/** The type of extendedLocation. */
export declare enum KnownExtendedLocationTypes {
    /** EdgeZone */
    EdgeZone = "EdgeZone"
}
/**
 * The type of extendedLocation. \
 * {@link KnownExtendedLocationTypes} can be used interchangeably with ExtendedLocationTypes,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **EdgeZone**
 */
export type ExtendedLocationTypes = string;
/** The complex type of the zonal placement details. */
export interface Placement {
    /** The availability zone pinning policy for the storage account. */
    zonePlacementPolicy?: ZonePlacementPolicy;
}
export declare function placementSerializer(item: Placement): any;
export declare function placementDeserializer(item: any): Placement;
/** The availability zone pinning policy for the storage account. */
export declare enum KnownZonePlacementPolicy {
    /** Any */
    Any = "Any",
    /** None */
    None = "None"
}
/**
 * The availability zone pinning policy for the storage account. \
 * {@link KnownZonePlacementPolicy} can be used interchangeably with ZonePlacementPolicy,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Any** \
 * **None**
 */
export type ZonePlacementPolicy = string;
/** The resource model definition for an Azure Resource Manager tracked top level resource which has 'tags' and a 'location' */
export interface TrackedResource extends Resource {
    /** Resource tags. */
    tags?: Record<string, string>;
    /** The geo-location where the resource lives */
    location: string;
}
export declare function trackedResourceSerializer(item: TrackedResource): any;
export declare function trackedResourceDeserializer(item: any): TrackedResource;
/** The parameters used when creating a storage account. */
export interface StorageAccountCreateParameters {
    /** Required. Gets or sets the SKU name. */
    sku: Sku;
    /** Required. Indicates the type of storage account. */
    kind: Kind;
    /** Required. Gets or sets the location of the resource. This will be one of the supported and registered Azure Geo Regions (e.g. West US, East US, Southeast Asia, etc.). The geo region of a resource cannot be changed once it is created, but if an identical geo region is specified on update, the request will succeed. */
    location: string;
    /** Optional. Set the extended location of the resource. If not set, the storage account will be created in Azure main region. Otherwise it will be created in the specified extended location */
    extendedLocation?: ExtendedLocation;
    /** Optional. Gets or sets the pinned logical availability zone for the storage account. */
    zones?: string[];
    /** Optional. Gets or sets the zonal placement details for the storage account. */
    placement?: Placement;
    /** Gets or sets a list of key value pairs that describe the resource. These tags can be used for viewing and grouping this resource (across resource groups). A maximum of 15 tags can be provided for a resource. Each tag must have a key with a length no greater than 128 characters and a value with a length no greater than 256 characters. */
    tags?: Record<string, string>;
    /** The identity of the resource. */
    identity?: Identity;
    /** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
    allowedCopyScope?: AllowedCopyScope;
    /** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. Value is optional but if passed in, must be 'Enabled', 'Disabled' or 'SecuredByPerimeter'. */
    publicNetworkAccess?: PublicNetworkAccess;
    /** SasPolicy assigned to the storage account. */
    sasPolicy?: SasPolicy;
    /** KeyPolicy assigned to the storage account. */
    keyPolicy?: KeyPolicy;
    /** User domain assigned to the storage account. Name is the CNAME source. Only one custom domain is supported per storage account at this time. To clear the existing custom domain, use an empty string for the custom domain name property. */
    customDomain?: CustomDomain;
    /** Encryption settings to be used for server-side encryption for the storage account. */
    encryption?: Encryption;
    /** Network rule set */
    networkRuleSet?: NetworkRuleSet;
    /** Required for storage accounts where kind = BlobStorage. The access tier is used for billing. The 'Premium' access tier is the default value for premium block blobs storage account type and it cannot be changed for the premium block blobs storage account type. */
    accessTier?: AccessTier;
    /** Provides the identity based authentication settings for Azure Files. */
    azureFilesIdentityBasedAuthentication?: AzureFilesIdentityBasedAuthentication;
    /** Allows https traffic only to storage service if sets to true. The default value is true since API version 2019-04-01. */
    enableHttpsTrafficOnly?: boolean;
    /** Enables Secure File Transfer Protocol, if set to true */
    isSftpEnabled?: boolean;
    /** Enables local users feature, if set to true */
    isLocalUserEnabled?: boolean;
    /** Enables extended group support with local users feature, if set to true */
    enableExtendedGroups?: boolean;
    /** Account HierarchicalNamespace enabled if sets to true. */
    isHnsEnabled?: boolean;
    /** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
    largeFileSharesState?: LargeFileSharesState;
    /** Maintains information about the network routing choice opted by the user for data transfer */
    routingPreference?: RoutingPreference;
    /** Maintains information about the Internet protocol opted by the user. */
    dualStackEndpointPreference?: DualStackEndpointPreference;
    /** Allow or disallow public access to all blobs or containers in the storage account. The default interpretation is false for this property. */
    allowBlobPublicAccess?: boolean;
    /** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
    minimumTlsVersion?: MinimumTlsVersion;
    /** Indicates whether the storage account permits requests to be authorized with the account access key via Shared Key. If false, then all requests, including shared access signatures, must be authorized with Azure Active Directory (Azure AD). The default value is null, which is equivalent to true. */
    allowSharedKeyAccess?: boolean;
    /** NFS 3.0 protocol support enabled if set to true. */
    enableNfsV3?: boolean;
    /** Allow or disallow cross AAD tenant object replication. Set this property to true for new or existing accounts only if object replication policies will involve storage accounts in different AAD tenants. The default interpretation is false for new accounts to follow best security practices by default. */
    allowCrossTenantReplication?: boolean;
    /** A boolean flag which indicates whether the default authentication is OAuth or not. The default interpretation is false for this property. */
    defaultToOAuthAuthentication?: boolean;
    /** The property is immutable and can only be set to true at the account creation time. When set to true, it enables object level immutability for all the new containers in the account by default. */
    immutableStorageWithVersioning?: ImmutableStorageAccount;
    /** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
    dnsEndpointType?: DnsEndpointType;
    /** Status indicating whether Geo Priority Replication is enabled for the account. */
    geoPriorityReplicationStatus?: GeoPriorityReplicationStatus;
    /** Indicate shared key access properties at service level */
    allowSharedKeyAccessForServices?: StorageAccountSharedKeyAccessProperties;
    /** Data Collaboration policy for the storage account. */
    dataCollaborationPolicyProperties?: StorageDataCollaborationPolicyProperties;
}
export declare function storageAccountCreateParametersSerializer(item: StorageAccountCreateParameters): any;
/** The parameters used to create the storage account. */
export interface StorageAccountPropertiesCreateParameters {
    /** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
    allowedCopyScope?: AllowedCopyScope;
    /** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. Value is optional but if passed in, must be 'Enabled', 'Disabled' or 'SecuredByPerimeter'. */
    publicNetworkAccess?: PublicNetworkAccess;
    /** SasPolicy assigned to the storage account. */
    sasPolicy?: SasPolicy;
    /** KeyPolicy assigned to the storage account. */
    keyPolicy?: KeyPolicy;
    /** User domain assigned to the storage account. Name is the CNAME source. Only one custom domain is supported per storage account at this time. To clear the existing custom domain, use an empty string for the custom domain name property. */
    customDomain?: CustomDomain;
    /** Encryption settings to be used for server-side encryption for the storage account. */
    encryption?: Encryption;
    /** Network rule set */
    networkRuleSet?: NetworkRuleSet;
    /** Required for storage accounts where kind = BlobStorage. The access tier is used for billing. The 'Premium' access tier is the default value for premium block blobs storage account type and it cannot be changed for the premium block blobs storage account type. */
    accessTier?: AccessTier;
    /** Provides the identity based authentication settings for Azure Files. */
    azureFilesIdentityBasedAuthentication?: AzureFilesIdentityBasedAuthentication;
    /** Allows https traffic only to storage service if sets to true. The default value is true since API version 2019-04-01. */
    enableHttpsTrafficOnly?: boolean;
    /** Enables Secure File Transfer Protocol, if set to true */
    isSftpEnabled?: boolean;
    /** Enables local users feature, if set to true */
    isLocalUserEnabled?: boolean;
    /** Enables extended group support with local users feature, if set to true */
    enableExtendedGroups?: boolean;
    /** Account HierarchicalNamespace enabled if sets to true. */
    isHnsEnabled?: boolean;
    /** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
    largeFileSharesState?: LargeFileSharesState;
    /** Maintains information about the network routing choice opted by the user for data transfer */
    routingPreference?: RoutingPreference;
    /** Maintains information about the Internet protocol opted by the user. */
    dualStackEndpointPreference?: DualStackEndpointPreference;
    /** Allow or disallow public access to all blobs or containers in the storage account. The default interpretation is false for this property. */
    allowBlobPublicAccess?: boolean;
    /** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
    minimumTlsVersion?: MinimumTlsVersion;
    /** Indicates whether the storage account permits requests to be authorized with the account access key via Shared Key. If false, then all requests, including shared access signatures, must be authorized with Azure Active Directory (Azure AD). The default value is null, which is equivalent to true. */
    allowSharedKeyAccess?: boolean;
    /** NFS 3.0 protocol support enabled if set to true. */
    enableNfsV3?: boolean;
    /** Allow or disallow cross AAD tenant object replication. Set this property to true for new or existing accounts only if object replication policies will involve storage accounts in different AAD tenants. The default interpretation is false for new accounts to follow best security practices by default. */
    allowCrossTenantReplication?: boolean;
    /** A boolean flag which indicates whether the default authentication is OAuth or not. The default interpretation is false for this property. */
    defaultToOAuthAuthentication?: boolean;
    /** The property is immutable and can only be set to true at the account creation time. When set to true, it enables object level immutability for all the new containers in the account by default. */
    immutableStorageWithVersioning?: ImmutableStorageAccount;
    /** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
    dnsEndpointType?: DnsEndpointType;
    /** Status indicating whether Geo Priority Replication is enabled for the account. */
    geoPriorityReplicationStatus?: GeoPriorityReplicationStatus;
    /** Indicate shared key access properties at service level */
    allowSharedKeyAccessForServices?: StorageAccountSharedKeyAccessProperties;
    /** Data Collaboration policy for the storage account. */
    dataCollaborationPolicyProperties?: StorageDataCollaborationPolicyProperties;
}
export declare function storageAccountPropertiesCreateParametersSerializer(item: StorageAccountPropertiesCreateParameters): any;
/** The parameters that can be provided when updating the storage account properties. */
export interface StorageAccountUpdateParameters {
    /** Gets or sets the SKU name. Note that the SKU name cannot be updated to Standard_ZRS, Premium_LRS or Premium_ZRS, nor can accounts of those SKU names be updated to any other value. */
    sku?: Sku;
    /** Gets or sets a list of key value pairs that describe the resource. These tags can be used in viewing and grouping this resource (across resource groups). A maximum of 15 tags can be provided for a resource. Each tag must have a key no greater in length than 128 characters and a value no greater in length than 256 characters. */
    tags?: Record<string, string>;
    /** The identity of the resource. */
    identity?: Identity;
    /** Optional. Indicates the type of storage account. Currently only StorageV2 value supported by server. */
    kind?: Kind;
    /** Optional. Gets or sets the pinned logical availability zone for the storage account. */
    zones?: string[];
    /** Optional. Gets or sets the zonal placement details for the storage account. */
    placement?: Placement;
    /** Custom domain assigned to the storage account by the user. Name is the CNAME source. Only one custom domain is supported per storage account at this time. To clear the existing custom domain, use an empty string for the custom domain name property. */
    customDomain?: CustomDomain;
    /** Not applicable. Azure Storage encryption at rest is enabled by default for all storage accounts and cannot be disabled. */
    encryption?: Encryption;
    /** SasPolicy assigned to the storage account. */
    sasPolicy?: SasPolicy;
    /** KeyPolicy assigned to the storage account. */
    keyPolicy?: KeyPolicy;
    /** Required for storage accounts where kind = BlobStorage. The access tier is used for billing. The 'Premium' access tier is the default value for premium block blobs storage account type and it cannot be changed for the premium block blobs storage account type. */
    accessTier?: AccessTier;
    /** Provides the identity based authentication settings for Azure Files. */
    azureFilesIdentityBasedAuthentication?: AzureFilesIdentityBasedAuthentication;
    /** Allows https traffic only to storage service if sets to true. */
    enableHttpsTrafficOnly?: boolean;
    /** Enables Secure File Transfer Protocol, if set to true */
    isSftpEnabled?: boolean;
    /** Enables local users feature, if set to true */
    isLocalUserEnabled?: boolean;
    /** Enables extended group support with local users feature, if set to true */
    enableExtendedGroups?: boolean;
    /** Network rule set */
    networkRuleSet?: NetworkRuleSet;
    /** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
    largeFileSharesState?: LargeFileSharesState;
    /** Maintains information about the network routing choice opted by the user for data transfer */
    routingPreference?: RoutingPreference;
    /** Maintains information about the Internet protocol opted by the user. */
    dualStackEndpointPreference?: DualStackEndpointPreference;
    /** Allow or disallow public access to all blobs or containers in the storage account. The default interpretation is false for this property. */
    allowBlobPublicAccess?: boolean;
    /** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
    minimumTlsVersion?: MinimumTlsVersion;
    /** Indicates whether the storage account permits requests to be authorized with the account access key via Shared Key. If false, then all requests, including shared access signatures, must be authorized with Azure Active Directory (Azure AD). The default value is null, which is equivalent to true. */
    allowSharedKeyAccess?: boolean;
    /** Allow or disallow cross AAD tenant object replication. Set this property to true for new or existing accounts only if object replication policies will involve storage accounts in different AAD tenants. The default interpretation is false for new accounts to follow best security practices by default. */
    allowCrossTenantReplication?: boolean;
    /** A boolean flag which indicates whether the default authentication is OAuth or not. The default interpretation is false for this property. */
    defaultToOAuthAuthentication?: boolean;
    /** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. Value is optional but if passed in, must be 'Enabled', 'Disabled' or 'SecuredByPerimeter'. */
    publicNetworkAccess?: PublicNetworkAccess;
    /** The property is immutable and can only be set to true at the account creation time. When set to true, it enables object level immutability for all the containers in the account by default. */
    immutableStorageWithVersioning?: ImmutableStorageAccount;
    /** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
    allowedCopyScope?: AllowedCopyScope;
    /** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
    dnsEndpointType?: DnsEndpointType;
    /** Status indicating whether Geo Priority Replication is enabled for the account. */
    geoPriorityReplicationStatus?: GeoPriorityReplicationStatus;
    /** Indicate shared key access properties at service level */
    allowSharedKeyAccessForServices?: StorageAccountSharedKeyAccessProperties;
    /** Data Collaboration policy for the storage account. */
    dataCollaborationPolicyProperties?: StorageDataCollaborationPolicyProperties;
}
export declare function storageAccountUpdateParametersSerializer(item: StorageAccountUpdateParameters): any;
/** The parameters used when updating a storage account. */
export interface StorageAccountPropertiesUpdateParameters {
    /** Custom domain assigned to the storage account by the user. Name is the CNAME source. Only one custom domain is supported per storage account at this time. To clear the existing custom domain, use an empty string for the custom domain name property. */
    customDomain?: CustomDomain;
    /** Not applicable. Azure Storage encryption at rest is enabled by default for all storage accounts and cannot be disabled. */
    encryption?: Encryption;
    /** SasPolicy assigned to the storage account. */
    sasPolicy?: SasPolicy;
    /** KeyPolicy assigned to the storage account. */
    keyPolicy?: KeyPolicy;
    /** Required for storage accounts where kind = BlobStorage. The access tier is used for billing. The 'Premium' access tier is the default value for premium block blobs storage account type and it cannot be changed for the premium block blobs storage account type. */
    accessTier?: AccessTier;
    /** Provides the identity based authentication settings for Azure Files. */
    azureFilesIdentityBasedAuthentication?: AzureFilesIdentityBasedAuthentication;
    /** Allows https traffic only to storage service if sets to true. */
    enableHttpsTrafficOnly?: boolean;
    /** Enables Secure File Transfer Protocol, if set to true */
    isSftpEnabled?: boolean;
    /** Enables local users feature, if set to true */
    isLocalUserEnabled?: boolean;
    /** Enables extended group support with local users feature, if set to true */
    enableExtendedGroups?: boolean;
    /** Network rule set */
    networkRuleSet?: NetworkRuleSet;
    /** Allow large file shares if sets to Enabled. It cannot be disabled once it is enabled. */
    largeFileSharesState?: LargeFileSharesState;
    /** Maintains information about the network routing choice opted by the user for data transfer */
    routingPreference?: RoutingPreference;
    /** Maintains information about the Internet protocol opted by the user. */
    dualStackEndpointPreference?: DualStackEndpointPreference;
    /** Allow or disallow public access to all blobs or containers in the storage account. The default interpretation is false for this property. */
    allowBlobPublicAccess?: boolean;
    /** Set the minimum TLS version to be permitted on requests to storage. The default interpretation is TLS 1.0 for this property. Minimum TLS version 1.3 version is not supported. */
    minimumTlsVersion?: MinimumTlsVersion;
    /** Indicates whether the storage account permits requests to be authorized with the account access key via Shared Key. If false, then all requests, including shared access signatures, must be authorized with Azure Active Directory (Azure AD). The default value is null, which is equivalent to true. */
    allowSharedKeyAccess?: boolean;
    /** Allow or disallow cross AAD tenant object replication. Set this property to true for new or existing accounts only if object replication policies will involve storage accounts in different AAD tenants. The default interpretation is false for new accounts to follow best security practices by default. */
    allowCrossTenantReplication?: boolean;
    /** A boolean flag which indicates whether the default authentication is OAuth or not. The default interpretation is false for this property. */
    defaultToOAuthAuthentication?: boolean;
    /** Allow, disallow, or let Network Security Perimeter configuration to evaluate public network access to Storage Account. Value is optional but if passed in, must be 'Enabled', 'Disabled' or 'SecuredByPerimeter'. */
    publicNetworkAccess?: PublicNetworkAccess;
    /** The property is immutable and can only be set to true at the account creation time. When set to true, it enables object level immutability for all the containers in the account by default. */
    immutableStorageWithVersioning?: ImmutableStorageAccount;
    /** Restrict copy to and from Storage Accounts within an AAD tenant or with Private Links to the same VNet. */
    allowedCopyScope?: AllowedCopyScope;
    /** Allows you to specify the type of endpoint. Set this to AzureDNSZone to create a large number of accounts in a single subscription, which creates accounts in an Azure DNS Zone and the endpoint URL will have an alphanumeric DNS Zone identifier. */
    dnsEndpointType?: DnsEndpointType;
    /** Status indicating whether Geo Priority Replication is enabled for the account. */
    geoPriorityReplicationStatus?: GeoPriorityReplicationStatus;
    /** Indicate shared key access properties at service level */
    allowSharedKeyAccessForServices?: StorageAccountSharedKeyAccessProperties;
    /** Data Collaboration policy for the storage account. */
    dataCollaborationPolicyProperties?: StorageDataCollaborationPolicyProperties;
}
export declare function storageAccountPropertiesUpdateParametersSerializer(item: StorageAccountPropertiesUpdateParameters): any;
/** The response of a StorageAccount list operation. */
export interface _StorageAccountListResult {
    /** The StorageAccount items on this page */
    value: StorageAccount[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _storageAccountListResultDeserializer(item: any): _StorageAccountListResult;
export declare function storageAccountArrayDeserializer(result: Array<StorageAccount>): any[];
/** The response from the ListKeys operation. */
export interface StorageAccountListKeysResult {
    /** Gets the list of storage account keys and their properties for the specified storage account. */
    readonly keys?: StorageAccountKey[];
}
export declare function storageAccountListKeysResultDeserializer(item: any): StorageAccountListKeysResult;
export declare function storageAccountKeyArrayDeserializer(result: Array<StorageAccountKey>): any[];
/** An access key for the storage account. */
export interface StorageAccountKey {
    /** Name of the key. */
    readonly keyName?: string;
    /** Base 64-encoded value of the key. */
    readonly value?: string;
    /** Permissions for the key -- read-only or full permissions. */
    readonly permissions?: KeyPermission;
    /** Creation time of the key, in round trip date format. */
    readonly creationTime?: Date;
}
export declare function storageAccountKeyDeserializer(item: any): StorageAccountKey;
/** Permissions for the key -- read-only or full permissions. */
export type KeyPermission = "Read" | "Full";
/** The parameters used to regenerate the storage account key. */
export interface StorageAccountRegenerateKeyParameters {
    /** The name of storage keys that want to be regenerated, possible values are key1, key2, kerb1, kerb2. */
    keyName: string;
}
export declare function storageAccountRegenerateKeyParametersSerializer(item: StorageAccountRegenerateKeyParameters): any;
/** The parameters to list SAS credentials of a storage account. */
export interface AccountSasParameters {
    /** The signed services accessible with the account SAS. Possible values include: Blob (b), Queue (q), Table (t), File (f). */
    services: Services;
    /** The signed resource types that are accessible with the account SAS. Service (s): Access to service-level APIs; Container (c): Access to container-level APIs; Object (o): Access to object-level APIs for blobs, queue messages, table entities, and files. */
    resourceTypes: SignedResourceTypes;
    /** The signed permissions for the account SAS. Possible values include: Read (r), Write (w), Delete (d), List (l), Add (a), Create (c), Update (u) and Process (p). */
    permissions: Permissions;
    /** An IP address or a range of IP addresses from which to accept requests. */
    iPAddressOrRange?: string;
    /** The protocol permitted for a request made with the account SAS. */
    protocols?: HttpProtocol;
    /** The time at which the SAS becomes valid. */
    sharedAccessStartTime?: Date;
    /** The time at which the shared access signature becomes invalid. */
    sharedAccessExpiryTime: Date;
    /** The key to sign the account SAS token with. */
    keyToSign?: string;
}
export declare function accountSasParametersSerializer(item: AccountSasParameters): any;
/** The signed services accessible with the account SAS. Possible values include: Blob (b), Queue (q), Table (t), File (f). */
export declare enum KnownServices {
    /** b */
    B = "b",
    /** q */
    Q = "q",
    /** t */
    T = "t",
    /** f */
    F = "f"
}
/**
 * The signed services accessible with the account SAS. Possible values include: Blob (b), Queue (q), Table (t), File (f). \
 * {@link KnownServices} can be used interchangeably with Services,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **b** \
 * **q** \
 * **t** \
 * **f**
 */
export type Services = string;
/** The signed resource types that are accessible with the account SAS. Service (s): Access to service-level APIs; Container (c): Access to container-level APIs; Object (o): Access to object-level APIs for blobs, queue messages, table entities, and files. */
export declare enum KnownSignedResourceTypes {
    /** s */
    S = "s",
    /** c */
    C = "c",
    /** o */
    O = "o"
}
/**
 * The signed resource types that are accessible with the account SAS. Service (s): Access to service-level APIs; Container (c): Access to container-level APIs; Object (o): Access to object-level APIs for blobs, queue messages, table entities, and files. \
 * {@link KnownSignedResourceTypes} can be used interchangeably with SignedResourceTypes,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **s** \
 * **c** \
 * **o**
 */
export type SignedResourceTypes = string;
/** The signed permissions for the account SAS. Possible values include: Read (r), Write (w), Delete (d), List (l), Add (a), Create (c), Update (u) and Process (p). */
export declare enum KnownPermissions {
    /** r */
    R = "r",
    /** d */
    D = "d",
    /** w */
    W = "w",
    /** l */
    L = "l",
    /** a */
    A = "a",
    /** c */
    C = "c",
    /** u */
    U = "u",
    /** p */
    P = "p"
}
/**
 * The signed permissions for the account SAS. Possible values include: Read (r), Write (w), Delete (d), List (l), Add (a), Create (c), Update (u) and Process (p). \
 * {@link KnownPermissions} can be used interchangeably with Permissions,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **r** \
 * **d** \
 * **w** \
 * **l** \
 * **a** \
 * **c** \
 * **u** \
 * **p**
 */
export type Permissions = string;
/** The protocol permitted for a request made with the account SAS. */
export type HttpProtocol = "https,http" | "https";
/** The List SAS credentials operation response. */
export interface ListAccountSasResponse {
    /** List SAS credentials of storage account. */
    readonly accountSasToken?: string;
}
export declare function listAccountSasResponseDeserializer(item: any): ListAccountSasResponse;
/** The parameters to list service SAS credentials of a specific resource. */
export interface ServiceSasParameters {
    /** The canonical path to the signed resource. */
    canonicalizedResource: string;
    /** The signed services accessible with the service SAS. Possible values include: Blob (b), Container (c), File (f), Share (s). */
    resource?: SignedResource;
    /** The signed permissions for the service SAS. Possible values include: Read (r), Write (w), Delete (d), List (l), Add (a), Create (c), Update (u) and Process (p). */
    permissions?: Permissions;
    /** An IP address or a range of IP addresses from which to accept requests. */
    iPAddressOrRange?: string;
    /** The protocol permitted for a request made with the account SAS. */
    protocols?: HttpProtocol;
    /** The time at which the SAS becomes valid. */
    sharedAccessStartTime?: Date;
    /** The time at which the shared access signature becomes invalid. */
    sharedAccessExpiryTime?: Date;
    /** A unique value up to 64 characters in length that correlates to an access policy specified for the container, queue, or table. */
    identifier?: string;
    /** The start of partition key. */
    partitionKeyStart?: string;
    /** The end of partition key. */
    partitionKeyEnd?: string;
    /** The start of row key. */
    rowKeyStart?: string;
    /** The end of row key. */
    rowKeyEnd?: string;
    /** The key to sign the account SAS token with. */
    keyToSign?: string;
    /** The response header override for cache control. */
    cacheControl?: string;
    /** The response header override for content disposition. */
    contentDisposition?: string;
    /** The response header override for content encoding. */
    contentEncoding?: string;
    /** The response header override for content language. */
    contentLanguage?: string;
    /** The response header override for content type. */
    contentType?: string;
}
export declare function serviceSasParametersSerializer(item: ServiceSasParameters): any;
/** The signed services accessible with the service SAS. Possible values include: Blob (b), Container (c), File (f), Share (s). */
export declare enum KnownSignedResource {
    /** b */
    B = "b",
    /** c */
    C = "c",
    /** f */
    F = "f",
    /** s */
    S = "s"
}
/**
 * The signed services accessible with the service SAS. Possible values include: Blob (b), Container (c), File (f), Share (s). \
 * {@link KnownSignedResource} can be used interchangeably with SignedResource,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **b** \
 * **c** \
 * **f** \
 * **s**
 */
export type SignedResource = string;
/** The List service SAS credentials operation response. */
export interface ListServiceSasResponse {
    /** List service SAS credentials of specific resource. */
    readonly serviceSasToken?: string;
}
export declare function listServiceSasResponseDeserializer(item: any): ListServiceSasResponse;
/** The parameters or status associated with an ongoing or enqueued storage account migration in order to update its current SKU or region. */
export interface StorageAccountMigration extends ProxyResource {
    /** Target sku name for the account */
    targetSkuName: SkuName;
    /** Current status of migration */
    readonly migrationStatus?: MigrationStatus;
    /** Error code for migration failure */
    readonly migrationFailedReason?: string;
    /** Reason for migration failure */
    readonly migrationFailedDetailedReason?: string;
}
export declare function storageAccountMigrationSerializer(item: StorageAccountMigration): any;
export declare function storageAccountMigrationDeserializer(item: any): StorageAccountMigration;
/** The properties of a storage account's ongoing or enqueued migration. */
export interface StorageAccountMigrationProperties {
    /** Target sku name for the account */
    targetSkuName: SkuName;
    /** Current status of migration */
    readonly migrationStatus?: MigrationStatus;
    /** Error code for migration failure */
    readonly migrationFailedReason?: string;
    /** Reason for migration failure */
    readonly migrationFailedDetailedReason?: string;
}
export declare function storageAccountMigrationPropertiesSerializer(item: StorageAccountMigrationProperties): any;
export declare function storageAccountMigrationPropertiesDeserializer(item: any): StorageAccountMigrationProperties;
/** Current status of migration */
export declare enum KnownMigrationStatus {
    /** Invalid */
    Invalid = "Invalid",
    /** SubmittedForConversion */
    SubmittedForConversion = "SubmittedForConversion",
    /** InProgress */
    InProgress = "InProgress",
    /** Complete */
    Complete = "Complete",
    /** Failed */
    Failed = "Failed"
}
/**
 * Current status of migration \
 * {@link KnownMigrationStatus} can be used interchangeably with MigrationStatus,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Invalid** \
 * **SubmittedForConversion** \
 * **InProgress** \
 * **Complete** \
 * **Failed**
 */
export type MigrationStatus = string;
/** Known values of {@link MigrationName} that the service accepts. */
export declare enum KnownMigrationName {
    /** default */
    Default = "default"
}
/** Type of MigrationName */
export type MigrationName = string;
/** Properties of the file share, including Id, resource name, resource type, Etag. */
export interface FileShare extends ProxyResource {
    /** Resource Etag. */
    readonly etag?: string;
    /** Returns the date and time the share was last modified. */
    readonly lastModifiedTime?: Date;
    /** A name-value pair to associate with the share as metadata. */
    metadata?: Record<string, string>;
    /** The provisioned size of the share, in gibibytes. Must be greater than 0, and less than or equal to 5TB (5120). For Large File Shares, the maximum size is 102400. For file shares created under Files Provisioned v2 account type, please refer to the GetFileServiceUsage API response for the minimum and maximum allowed provisioned storage size. */
    shareQuota?: number;
    /** The provisioned IOPS of the share. This property is only for file shares created under Files Provisioned v2 account type. Please refer to the GetFileServiceUsage API response for the minimum and maximum allowed value for provisioned IOPS. */
    provisionedIops?: number;
    /** The provisioned bandwidth of the share, in mebibytes per second. This property is only for file shares created under Files Provisioned v2 account type. Please refer to the GetFileServiceUsage API response for the minimum and maximum allowed value for provisioned bandwidth. */
    provisionedBandwidthMibps?: number;
    /** The calculated burst IOPS of the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly includedBurstIops?: number;
    /** The calculated maximum burst credits for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly maxBurstCreditsForIops?: number;
    /** Returns the next allowed provisioned storage size downgrade time for the share. This property is only for file shares created under Files Provisioned v1 SSD and Files Provisioned v2 account type */
    readonly nextAllowedQuotaDowngradeTime?: Date;
    /** Returns the next allowed provisioned IOPS downgrade time for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly nextAllowedProvisionedIopsDowngradeTime?: Date;
    /** Returns the next allowed provisioned bandwidth downgrade time for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly nextAllowedProvisionedBandwidthDowngradeTime?: Date;
    /** The authentication protocol that is used for the file share. Can only be specified when creating a share. */
    enabledProtocols?: EnabledProtocols;
    /** The property is for NFS share only. The default is NoRootSquash. */
    rootSquash?: RootSquashType;
    /** The version of the share. */
    readonly version?: string;
    /** Indicates whether the share was deleted. */
    readonly deleted?: boolean;
    /** The deleted time if the share was deleted. */
    readonly deletedTime?: Date;
    /** Remaining retention days for share that was soft deleted. */
    readonly remainingRetentionDays?: number;
    /** Access tier for specific share. GpV2 account can choose between TransactionOptimized (default), Hot, and Cool. FileStorage account can choose Premium. */
    accessTier?: ShareAccessTier;
    /** Indicates the last modification time for share access tier. */
    readonly accessTierChangeTime?: Date;
    /** Indicates if there is a pending transition for access tier. */
    readonly accessTierStatus?: string;
    /** The approximate size of the data stored on the share. Note that this value may not include all recently created or recently resized files. */
    readonly shareUsageBytes?: number;
    /** The lease status of the share. */
    readonly leaseStatus?: LeaseStatus;
    /** Lease state of the share. */
    readonly leaseState?: LeaseState;
    /** Specifies whether the lease on a share is of infinite or fixed duration, only when the share is leased. */
    readonly leaseDuration?: LeaseDuration;
    /** List of stored access policies specified on the share. */
    signedIdentifiers?: SignedIdentifier[];
    /** Creation time of share snapshot returned in the response of list shares with expand param "snapshots". */
    readonly snapshotTime?: Date;
    /** File Share Paid Bursting properties. */
    fileSharePaidBursting?: FileSharePropertiesFileSharePaidBursting;
}
export declare function fileShareSerializer(item: FileShare): any;
export declare function fileShareDeserializer(item: any): FileShare;
/** The properties of the file share. */
export interface FileShareProperties {
    /** Returns the date and time the share was last modified. */
    readonly lastModifiedTime?: Date;
    /** A name-value pair to associate with the share as metadata. */
    metadata?: Record<string, string>;
    /** The provisioned size of the share, in gibibytes. Must be greater than 0, and less than or equal to 5TB (5120). For Large File Shares, the maximum size is 102400. For file shares created under Files Provisioned v2 account type, please refer to the GetFileServiceUsage API response for the minimum and maximum allowed provisioned storage size. */
    shareQuota?: number;
    /** The provisioned IOPS of the share. This property is only for file shares created under Files Provisioned v2 account type. Please refer to the GetFileServiceUsage API response for the minimum and maximum allowed value for provisioned IOPS. */
    provisionedIops?: number;
    /** The provisioned bandwidth of the share, in mebibytes per second. This property is only for file shares created under Files Provisioned v2 account type. Please refer to the GetFileServiceUsage API response for the minimum and maximum allowed value for provisioned bandwidth. */
    provisionedBandwidthMibps?: number;
    /** The calculated burst IOPS of the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly includedBurstIops?: number;
    /** The calculated maximum burst credits for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly maxBurstCreditsForIops?: number;
    /** Returns the next allowed provisioned storage size downgrade time for the share. This property is only for file shares created under Files Provisioned v1 SSD and Files Provisioned v2 account type */
    readonly nextAllowedQuotaDowngradeTime?: Date;
    /** Returns the next allowed provisioned IOPS downgrade time for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly nextAllowedProvisionedIopsDowngradeTime?: Date;
    /** Returns the next allowed provisioned bandwidth downgrade time for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly nextAllowedProvisionedBandwidthDowngradeTime?: Date;
    /** The authentication protocol that is used for the file share. Can only be specified when creating a share. */
    enabledProtocols?: EnabledProtocols;
    /** The property is for NFS share only. The default is NoRootSquash. */
    rootSquash?: RootSquashType;
    /** The version of the share. */
    readonly version?: string;
    /** Indicates whether the share was deleted. */
    readonly deleted?: boolean;
    /** The deleted time if the share was deleted. */
    readonly deletedTime?: Date;
    /** Remaining retention days for share that was soft deleted. */
    readonly remainingRetentionDays?: number;
    /** Access tier for specific share. GpV2 account can choose between TransactionOptimized (default), Hot, and Cool. FileStorage account can choose Premium. */
    accessTier?: ShareAccessTier;
    /** Indicates the last modification time for share access tier. */
    readonly accessTierChangeTime?: Date;
    /** Indicates if there is a pending transition for access tier. */
    readonly accessTierStatus?: string;
    /** The approximate size of the data stored on the share. Note that this value may not include all recently created or recently resized files. */
    readonly shareUsageBytes?: number;
    /** The lease status of the share. */
    readonly leaseStatus?: LeaseStatus;
    /** Lease state of the share. */
    readonly leaseState?: LeaseState;
    /** Specifies whether the lease on a share is of infinite or fixed duration, only when the share is leased. */
    readonly leaseDuration?: LeaseDuration;
    /** List of stored access policies specified on the share. */
    signedIdentifiers?: SignedIdentifier[];
    /** Creation time of share snapshot returned in the response of list shares with expand param "snapshots". */
    readonly snapshotTime?: Date;
    /** File Share Paid Bursting properties. */
    fileSharePaidBursting?: FileSharePropertiesFileSharePaidBursting;
}
export declare function fileSharePropertiesSerializer(item: FileShareProperties): any;
export declare function fileSharePropertiesDeserializer(item: any): FileShareProperties;
/** The authentication protocol that is used for the file share. Can only be specified when creating a share. */
export declare enum KnownEnabledProtocols {
    /** SMB */
    SMB = "SMB",
    /** NFS */
    NFS = "NFS"
}
/**
 * The authentication protocol that is used for the file share. Can only be specified when creating a share. \
 * {@link KnownEnabledProtocols} can be used interchangeably with EnabledProtocols,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **SMB** \
 * **NFS**
 */
export type EnabledProtocols = string;
/** The property is for NFS share only. The default is NoRootSquash. */
export declare enum KnownRootSquashType {
    /** NoRootSquash */
    NoRootSquash = "NoRootSquash",
    /** RootSquash */
    RootSquash = "RootSquash",
    /** AllSquash */
    AllSquash = "AllSquash"
}
/**
 * The property is for NFS share only. The default is NoRootSquash. \
 * {@link KnownRootSquashType} can be used interchangeably with RootSquashType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **NoRootSquash** \
 * **RootSquash** \
 * **AllSquash**
 */
export type RootSquashType = string;
/** Access tier for specific share. GpV2 account can choose between TransactionOptimized (default), Hot, and Cool. FileStorage account can choose Premium. */
export declare enum KnownShareAccessTier {
    /** TransactionOptimized */
    TransactionOptimized = "TransactionOptimized",
    /** Hot */
    Hot = "Hot",
    /** Cool */
    Cool = "Cool",
    /** Premium */
    Premium = "Premium"
}
/**
 * Access tier for specific share. GpV2 account can choose between TransactionOptimized (default), Hot, and Cool. FileStorage account can choose Premium. \
 * {@link KnownShareAccessTier} can be used interchangeably with ShareAccessTier,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **TransactionOptimized** \
 * **Hot** \
 * **Cool** \
 * **Premium**
 */
export type ShareAccessTier = string;
export declare function signedIdentifierArraySerializer(result: Array<SignedIdentifier>): any[];
export declare function signedIdentifierArrayDeserializer(result: Array<SignedIdentifier>): any[];
/** model interface SignedIdentifier */
export interface SignedIdentifier {
    /** An unique identifier of the stored access policy. */
    id?: string;
    /** Access policy */
    accessPolicy?: AccessPolicy;
}
export declare function signedIdentifierSerializer(item: SignedIdentifier): any;
export declare function signedIdentifierDeserializer(item: any): SignedIdentifier;
/** model interface AccessPolicy */
export interface AccessPolicy {
    /** Start time of the access policy */
    startTime?: Date;
    /** Expiry time of the access policy */
    expiryTime?: Date;
    /** List of abbreviated permissions. */
    permission?: string;
}
export declare function accessPolicySerializer(item: AccessPolicy): any;
export declare function accessPolicyDeserializer(item: any): AccessPolicy;
/** File Share Paid Bursting properties. */
export interface FileSharePropertiesFileSharePaidBursting {
    /** Indicates whether paid bursting is enabled for the share. This property is only for file shares created under Files Provisioned v1 SSD account type. */
    paidBurstingEnabled?: boolean;
    /** The maximum paid bursting IOPS for the share. This property is only for file shares created under Files Provisioned v1 SSD account type. The maximum allowed value is 102400 which is the maximum allowed IOPS for a share. */
    paidBurstingMaxIops?: number;
    /** The maximum paid bursting bandwidth for the share, in mebibytes per second. This property is only for file shares created under Files Provisioned v1 SSD account type. The maximum allowed value is 10340 which is the maximum allowed bandwidth for a share. */
    paidBurstingMaxBandwidthMibps?: number;
}
export declare function fileSharePropertiesFileSharePaidBurstingSerializer(item: FileSharePropertiesFileSharePaidBursting): any;
export declare function fileSharePropertiesFileSharePaidBurstingDeserializer(item: any): FileSharePropertiesFileSharePaidBursting;
/** The deleted share to be restored. */
export interface DeletedShare {
    /** Required. Identify the name of the deleted share that will be restored. */
    deletedShareName: string;
    /** Required. Identify the version of the deleted share that will be restored. */
    deletedShareVersion: string;
}
export declare function deletedShareSerializer(item: DeletedShare): any;
/** Lease Share request schema. */
export interface LeaseShareRequest {
    /** Specifies the lease action. Can be one of the available actions. */
    action: LeaseShareAction;
    /** Identifies the lease. Can be specified in any valid GUID string format. */
    leaseId?: string;
    /** Optional. For a break action, proposed duration the lease should continue before it is broken, in seconds, between 0 and 60. */
    breakPeriod?: number;
    /** Required for acquire. Specifies the duration of the lease, in seconds, or negative one (-1) for a lease that never expires. */
    leaseDuration?: number;
    /** Optional for acquire, required for change. Proposed lease ID, in a GUID string format. */
    proposedLeaseId?: string;
}
export declare function leaseShareRequestSerializer(item: LeaseShareRequest): any;
/** Specifies the lease action. Can be one of the available actions. */
export declare enum KnownLeaseShareAction {
    /** Acquire */
    Acquire = "Acquire",
    /** Renew */
    Renew = "Renew",
    /** Change */
    Change = "Change",
    /** Release */
    Release = "Release",
    /** Break */
    Break = "Break"
}
/**
 * Specifies the lease action. Can be one of the available actions. \
 * {@link KnownLeaseShareAction} can be used interchangeably with LeaseShareAction,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Acquire** \
 * **Renew** \
 * **Change** \
 * **Release** \
 * **Break**
 */
export type LeaseShareAction = string;
/** Lease Share response schema. */
export interface LeaseShareResponse {
    /** Returned unique lease ID that must be included with any request to delete the share, or to renew, change, or release the lease. */
    leaseId?: string;
    /** Approximate time remaining in the lease period, in seconds. */
    leaseTimeSeconds?: string;
}
export declare function leaseShareResponseDeserializer(item: any): LeaseShareResponse;
/** Response schema. Contains list of shares returned, and if paging is requested or required, a URL to next page of shares. */
export interface _FileShareItems {
    /** The FileShareItem items on this page */
    readonly value: FileShareItem[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _fileShareItemsDeserializer(item: any): _FileShareItems;
export declare function fileShareItemArrayDeserializer(result: Array<FileShareItem>): any[];
/** The file share properties be listed out. */
export interface FileShareItem extends AzureEntityResource {
    /** Returns the date and time the share was last modified. */
    readonly lastModifiedTime?: Date;
    /** A name-value pair to associate with the share as metadata. */
    metadata?: Record<string, string>;
    /** The provisioned size of the share, in gibibytes. Must be greater than 0, and less than or equal to 5TB (5120). For Large File Shares, the maximum size is 102400. For file shares created under Files Provisioned v2 account type, please refer to the GetFileServiceUsage API response for the minimum and maximum allowed provisioned storage size. */
    shareQuota?: number;
    /** The provisioned IOPS of the share. This property is only for file shares created under Files Provisioned v2 account type. Please refer to the GetFileServiceUsage API response for the minimum and maximum allowed value for provisioned IOPS. */
    provisionedIops?: number;
    /** The provisioned bandwidth of the share, in mebibytes per second. This property is only for file shares created under Files Provisioned v2 account type. Please refer to the GetFileServiceUsage API response for the minimum and maximum allowed value for provisioned bandwidth. */
    provisionedBandwidthMibps?: number;
    /** The calculated burst IOPS of the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly includedBurstIops?: number;
    /** The calculated maximum burst credits for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly maxBurstCreditsForIops?: number;
    /** Returns the next allowed provisioned storage size downgrade time for the share. This property is only for file shares created under Files Provisioned v1 SSD and Files Provisioned v2 account type */
    readonly nextAllowedQuotaDowngradeTime?: Date;
    /** Returns the next allowed provisioned IOPS downgrade time for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly nextAllowedProvisionedIopsDowngradeTime?: Date;
    /** Returns the next allowed provisioned bandwidth downgrade time for the share. This property is only for file shares created under Files Provisioned v2 account type. */
    readonly nextAllowedProvisionedBandwidthDowngradeTime?: Date;
    /** The authentication protocol that is used for the file share. Can only be specified when creating a share. */
    enabledProtocols?: EnabledProtocols;
    /** The property is for NFS share only. The default is NoRootSquash. */
    rootSquash?: RootSquashType;
    /** The version of the share. */
    readonly version?: string;
    /** Indicates whether the share was deleted. */
    readonly deleted?: boolean;
    /** The deleted time if the share was deleted. */
    readonly deletedTime?: Date;
    /** Remaining retention days for share that was soft deleted. */
    readonly remainingRetentionDays?: number;
    /** Access tier for specific share. GpV2 account can choose between TransactionOptimized (default), Hot, and Cool. FileStorage account can choose Premium. */
    accessTier?: ShareAccessTier;
    /** Indicates the last modification time for share access tier. */
    readonly accessTierChangeTime?: Date;
    /** Indicates if there is a pending transition for access tier. */
    readonly accessTierStatus?: string;
    /** The approximate size of the data stored on the share. Note that this value may not include all recently created or recently resized files. */
    readonly shareUsageBytes?: number;
    /** The lease status of the share. */
    readonly leaseStatus?: LeaseStatus;
    /** Lease state of the share. */
    readonly leaseState?: LeaseState;
    /** Specifies whether the lease on a share is of infinite or fixed duration, only when the share is leased. */
    readonly leaseDuration?: LeaseDuration;
    /** List of stored access policies specified on the share. */
    signedIdentifiers?: SignedIdentifier[];
    /** Creation time of share snapshot returned in the response of list shares with expand param "snapshots". */
    readonly snapshotTime?: Date;
    /** File Share Paid Bursting properties. */
    fileSharePaidBursting?: FileSharePropertiesFileSharePaidBursting;
}
export declare function fileShareItemDeserializer(item: any): FileShareItem;
/** The properties of File services in storage account. */
export interface FileServiceProperties extends ProxyResource {
    /** Sku name and tier. */
    readonly sku?: Sku;
    /** Specifies CORS rules for the File service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the File service. */
    cors?: CorsRules;
    /** The file service properties for share soft delete. */
    shareDeleteRetentionPolicy?: DeleteRetentionPolicy;
    /** Protocol settings for file service */
    protocolSettings?: ProtocolSettings;
}
export declare function fileServicePropertiesSerializer(item: FileServiceProperties): any;
export declare function fileServicePropertiesDeserializer(item: any): FileServiceProperties;
/** The properties of File services in storage account. */
export interface FileServicePropertiesProperties {
    /** Specifies CORS rules for the File service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the File service. */
    cors?: CorsRules;
    /** The file service properties for share soft delete. */
    shareDeleteRetentionPolicy?: DeleteRetentionPolicy;
    /** Protocol settings for file service */
    protocolSettings?: ProtocolSettings;
}
export declare function fileServicePropertiesPropertiesSerializer(item: FileServicePropertiesProperties): any;
export declare function fileServicePropertiesPropertiesDeserializer(item: any): FileServicePropertiesProperties;
/** Protocol settings for file service */
export interface ProtocolSettings {
    /** Setting for SMB protocol */
    smb?: SmbSetting;
    /** Setting for NFS protocol */
    nfs?: NfsSetting;
}
export declare function protocolSettingsSerializer(item: ProtocolSettings): any;
export declare function protocolSettingsDeserializer(item: any): ProtocolSettings;
/** Setting for SMB protocol */
export interface SmbSetting {
    /** Multichannel setting. Applies to Premium FileStorage only. */
    multichannel?: Multichannel;
    /** SMB protocol versions supported by server. Valid values are SMB2.1, SMB3.0, SMB3.1.1. Should be passed as a string with delimiter ';'. */
    versions?: string;
    /** SMB authentication methods supported by server. Valid values are NTLMv2, Kerberos. Should be passed as a string with delimiter ';'. */
    authenticationMethods?: string;
    /** Kerberos ticket encryption supported by server. Valid values are RC4-HMAC, AES-256. Should be passed as a string with delimiter ';' */
    kerberosTicketEncryption?: string;
    /** SMB channel encryption supported by server. Valid values are AES-128-CCM, AES-128-GCM, AES-256-GCM. Should be passed as a string with delimiter ';'. */
    channelEncryption?: string;
    /** Encryption in transit setting. */
    encryptionInTransit?: EncryptionInTransit;
}
export declare function smbSettingSerializer(item: SmbSetting): any;
export declare function smbSettingDeserializer(item: any): SmbSetting;
/** Multichannel setting. Applies to Premium FileStorage only. */
export interface Multichannel {
    /** Indicates whether multichannel is enabled */
    enabled?: boolean;
}
export declare function multichannelSerializer(item: Multichannel): any;
export declare function multichannelDeserializer(item: any): Multichannel;
/** Encryption in transit setting. */
export interface EncryptionInTransit {
    /** Indicates whether encryption in transit is required */
    required?: boolean;
}
export declare function encryptionInTransitSerializer(item: EncryptionInTransit): any;
export declare function encryptionInTransitDeserializer(item: any): EncryptionInTransit;
/** Setting for NFS protocol */
export interface NfsSetting {
    /** Encryption in transit setting. */
    encryptionInTransit?: EncryptionInTransit;
}
export declare function nfsSettingSerializer(item: NfsSetting): any;
export declare function nfsSettingDeserializer(item: any): NfsSetting;
/** model interface FileServiceItems */
export interface FileServiceItems {
    /** List of file services returned. */
    readonly value?: FileServiceProperties[];
}
export declare function fileServiceItemsDeserializer(item: any): FileServiceItems;
export declare function fileServicePropertiesArraySerializer(result: Array<FileServiceProperties>): any[];
export declare function fileServicePropertiesArrayDeserializer(result: Array<FileServiceProperties>): any[];
/** The usage of file service in storage account. */
export interface FileServiceUsage extends ProxyResource {
    /** File service usage in storage account including account limits, file share limits and constants used in recommendations and bursting formula. */
    properties?: FileServiceUsageProperties;
}
export declare function fileServiceUsageDeserializer(item: any): FileServiceUsage;
/** File service usage in storage account including account limits, file share limits and constants used in recommendations and bursting formula. */
export interface FileServiceUsageProperties {
    /** Maximum provisioned storage, IOPS, bandwidth and number of file shares limits for the storage account. */
    readonly storageAccountLimits?: AccountLimits;
    /** Minimum and maximum provisioned storage, IOPS and bandwidth limits for a file share in the storage account. */
    readonly fileShareLimits?: FileShareLimits;
    /** Constants used for calculating recommended provisioned IOPS and bandwidth for a file share in the storage account. */
    readonly fileShareRecommendations?: FileShareRecommendations;
    /** Constants used for calculating included burst IOPS and maximum burst credits for IOPS for a file share in the storage account. */
    readonly burstingConstants?: BurstingConstants;
    /** Usage of provisioned storage, IOPS, bandwidth and number of file shares across all live shares and soft-deleted shares in the account. */
    readonly storageAccountUsage?: AccountUsage;
}
export declare function fileServiceUsagePropertiesDeserializer(item: any): FileServiceUsageProperties;
/** Maximum provisioned storage, IOPS, bandwidth and number of file shares limits for the storage account. */
export interface AccountLimits {
    /** The maximum number of file shares limit for the storage account. */
    readonly maxFileShares?: number;
    /** The maximum provisioned storage quota limit in gibibytes for the storage account. */
    readonly maxProvisionedStorageGiB?: number;
    /** The maximum provisioned IOPS limit for the storage account. */
    readonly maxProvisionedIops?: number;
    /** The maximum provisioned bandwidth limit in mebibytes per second for the storage account. */
    readonly maxProvisionedBandwidthMiBPerSec?: number;
}
export declare function accountLimitsDeserializer(item: any): AccountLimits;
/** Minimum and maximum provisioned storage, IOPS and bandwidth limits for a file share in the storage account. */
export interface FileShareLimits {
    /** The minimum provisioned storage quota limit in gibibytes for a file share in the storage account. */
    readonly minProvisionedStorageGiB?: number;
    /** The maximum provisioned storage quota limit in gibibytes for a file share in the storage account. */
    readonly maxProvisionedStorageGiB?: number;
    /** The minimum provisioned IOPS limit for a file share in the storage account. */
    readonly minProvisionedIops?: number;
    /** The maximum provisioned IOPS limit for a file share in the storage account. */
    readonly maxProvisionedIops?: number;
    /** The minimum provisioned bandwidth limit in mebibytes per second for a file share in the storage account. */
    readonly minProvisionedBandwidthMiBPerSec?: number;
    /** The maximum provisioned bandwidth limit in mebibytes per second for a file share in the storage account. */
    readonly maxProvisionedBandwidthMiBPerSec?: number;
}
export declare function fileShareLimitsDeserializer(item: any): FileShareLimits;
/** Constants used for calculating recommended provisioned IOPS and bandwidth for a file share in the storage account. */
export interface FileShareRecommendations {
    /** The base IOPS in the file share provisioned IOPS recommendation formula. */
    readonly baseIops?: number;
    /** The scalar for IO in the file share provisioned IOPS recommendation formula. */
    readonly ioScalar?: number;
    /** The base bandwidth in the file share provisioned bandwidth recommendation formula. */
    readonly baseBandwidthMiBPerSec?: number;
    /** The scalar for bandwidth in the file share provisioned bandwidth recommendation formula. */
    readonly bandwidthScalar?: number;
}
export declare function fileShareRecommendationsDeserializer(item: any): FileShareRecommendations;
/** Constants used for calculating included burst IOPS and maximum burst credits for IOPS for a file share in the storage account. */
export interface BurstingConstants {
    /** The guaranteed floor of burst IOPS for small file shares. */
    readonly burstFloorIops?: number;
    /** The scalar against provisioned IOPS in the file share included burst IOPS formula. */
    readonly burstIOScalar?: number;
    /** The time frame for bursting in seconds in the file share maximum burst credits for IOPS formula. */
    readonly burstTimeframeSeconds?: number;
}
export declare function burstingConstantsDeserializer(item: any): BurstingConstants;
/** Usage of provisioned storage, IOPS, bandwidth and number of file shares across all live shares and soft-deleted shares in the account. */
export interface AccountUsage {
    /** Usage of provisioned storage, IOPS, bandwidth and number of file shares across all live shares or soft-deleted shares in the account. */
    liveShares?: AccountUsageElements;
    /** Usage of provisioned storage, IOPS, bandwidth and number of file shares across all live shares or soft-deleted shares in the account. */
    softDeletedShares?: AccountUsageElements;
}
export declare function accountUsageDeserializer(item: any): AccountUsage;
/** Usage of provisioned storage, IOPS, bandwidth and number of file shares across all live shares or soft-deleted shares in the account. */
export interface AccountUsageElements {
    /** The total number of file shares. */
    readonly fileShareCount?: number;
    /** The total provisioned storage quota in gibibytes. */
    readonly provisionedStorageGiB?: number;
    /** The total provisioned IOPS. */
    readonly provisionedIops?: number;
    /** The total provisioned bandwidth in mebibytes per second. */
    readonly provisionedBandwidthMiBPerSec?: number;
}
export declare function accountUsageElementsDeserializer(item: any): AccountUsageElements;
/** List file service usages schema. */
export interface _FileServiceUsages {
    /** The FileServiceUsage items on this page */
    readonly value: FileServiceUsage[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _fileServiceUsagesDeserializer(item: any): _FileServiceUsages;
export declare function fileServiceUsageArrayDeserializer(result: Array<FileServiceUsage>): any[];
/** The properties of a storage account’s Queue service. */
export interface QueueServiceProperties extends ProxyResource {
    /** Specifies CORS rules for the Queue service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the Queue service. */
    cors?: CorsRules;
}
export declare function queueServicePropertiesSerializer(item: QueueServiceProperties): any;
export declare function queueServicePropertiesDeserializer(item: any): QueueServiceProperties;
/** The properties of a storage account’s Queue service. */
export interface QueueServicePropertiesProperties {
    /** Specifies CORS rules for the Queue service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the Queue service. */
    cors?: CorsRules;
}
export declare function queueServicePropertiesPropertiesSerializer(item: QueueServicePropertiesProperties): any;
export declare function queueServicePropertiesPropertiesDeserializer(item: any): QueueServicePropertiesProperties;
/** model interface ListQueueServices */
export interface ListQueueServices {
    /** List of queue services returned. */
    readonly value?: QueueServiceProperties[];
}
export declare function listQueueServicesDeserializer(item: any): ListQueueServices;
export declare function queueServicePropertiesArraySerializer(result: Array<QueueServiceProperties>): any[];
export declare function queueServicePropertiesArrayDeserializer(result: Array<QueueServiceProperties>): any[];
/** Deleted storage account */
export interface DeletedAccount extends ProxyResource {
    /** Full resource id of the original storage account. */
    readonly storageAccountResourceId?: string;
    /** Location of the deleted account. */
    readonly location?: string;
    /** Can be used to attempt recovering this deleted account via PutStorageAccount API. */
    readonly restoreReference?: string;
    /** Creation time of the deleted account. */
    readonly creationTime?: string;
    /** Deletion time of the deleted account. */
    readonly deletionTime?: string;
}
export declare function deletedAccountDeserializer(item: any): DeletedAccount;
/** Attributes of a deleted storage account. */
export interface DeletedAccountProperties {
    /** Full resource id of the original storage account. */
    readonly storageAccountResourceId?: string;
    /** Location of the deleted account. */
    readonly location?: string;
    /** Can be used to attempt recovering this deleted account via PutStorageAccount API. */
    readonly restoreReference?: string;
    /** Creation time of the deleted account. */
    readonly creationTime?: string;
    /** Deletion time of the deleted account. */
    readonly deletionTime?: string;
}
export declare function deletedAccountPropertiesDeserializer(item: any): DeletedAccountProperties;
/** The response of a DeletedAccount list operation. */
export interface _DeletedAccountListResult {
    /** The DeletedAccount items on this page */
    value: DeletedAccount[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _deletedAccountListResultDeserializer(item: any): _DeletedAccountListResult;
export declare function deletedAccountArrayDeserializer(result: Array<DeletedAccount>): any[];
/** The Get Storage Account ManagementPolicies operation response. */
export interface ManagementPolicy extends ProxyResource {
    /** Returns the date and time the ManagementPolicies was last modified. */
    readonly lastModifiedTime?: Date;
    /** The Storage Account ManagementPolicy, in JSON format. See more details in: https://learn.microsoft.com/azure/storage/blobs/lifecycle-management-overview. */
    policy?: ManagementPolicySchema;
}
export declare function managementPolicySerializer(item: ManagementPolicy): any;
export declare function managementPolicyDeserializer(item: any): ManagementPolicy;
/** The Storage Account ManagementPolicy properties. */
export interface ManagementPolicyProperties {
    /** Returns the date and time the ManagementPolicies was last modified. */
    readonly lastModifiedTime?: Date;
    /** The Storage Account ManagementPolicy, in JSON format. See more details in: https://learn.microsoft.com/azure/storage/blobs/lifecycle-management-overview. */
    policy: ManagementPolicySchema;
}
export declare function managementPolicyPropertiesSerializer(item: ManagementPolicyProperties): any;
export declare function managementPolicyPropertiesDeserializer(item: any): ManagementPolicyProperties;
/** The Storage Account ManagementPolicies Rules. See more details in: https://learn.microsoft.com/azure/storage/blobs/lifecycle-management-overview. */
export interface ManagementPolicySchema {
    /** The Storage Account ManagementPolicies Rules. See more details in: https://learn.microsoft.com/azure/storage/blobs/lifecycle-management-overview. */
    rules: ManagementPolicyRule[];
}
export declare function managementPolicySchemaSerializer(item: ManagementPolicySchema): any;
export declare function managementPolicySchemaDeserializer(item: any): ManagementPolicySchema;
export declare function managementPolicyRuleArraySerializer(result: Array<ManagementPolicyRule>): any[];
export declare function managementPolicyRuleArrayDeserializer(result: Array<ManagementPolicyRule>): any[];
/** An object that wraps the Lifecycle rule. Each rule is uniquely defined by name. */
export interface ManagementPolicyRule {
    /** Rule is enabled if set to true. */
    enabled?: boolean;
    /** A rule name can contain any combination of alpha numeric characters. Rule name is case-sensitive. It must be unique within a policy. */
    name: string;
    /** The valid value is Lifecycle */
    type: RuleType;
    /** An object that defines the Lifecycle rule. */
    definition: ManagementPolicyDefinition;
}
export declare function managementPolicyRuleSerializer(item: ManagementPolicyRule): any;
export declare function managementPolicyRuleDeserializer(item: any): ManagementPolicyRule;
/** The valid value is Lifecycle */
export declare enum KnownRuleType {
    /** Lifecycle */
    Lifecycle = "Lifecycle"
}
/**
 * The valid value is Lifecycle \
 * {@link KnownRuleType} can be used interchangeably with RuleType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Lifecycle**
 */
export type RuleType = string;
/** An object that defines the Lifecycle rule. Each definition is made up with a filters set and an actions set. */
export interface ManagementPolicyDefinition {
    /** An object that defines the action set. */
    actions: ManagementPolicyAction;
    /** An object that defines the filter set. */
    filters?: ManagementPolicyFilter;
}
export declare function managementPolicyDefinitionSerializer(item: ManagementPolicyDefinition): any;
export declare function managementPolicyDefinitionDeserializer(item: any): ManagementPolicyDefinition;
/** Actions are applied to the filtered blobs when the execution condition is met. */
export interface ManagementPolicyAction {
    /** The management policy action for base blob */
    baseBlob?: ManagementPolicyBaseBlob;
    /** The management policy action for snapshot */
    snapshot?: ManagementPolicySnapShot;
    /** The management policy action for version */
    version?: ManagementPolicyVersion;
}
export declare function managementPolicyActionSerializer(item: ManagementPolicyAction): any;
export declare function managementPolicyActionDeserializer(item: any): ManagementPolicyAction;
/** Management policy action for base blob. */
export interface ManagementPolicyBaseBlob {
    /** The function to tier blobs to cool storage. */
    tierToCool?: DateAfterModification;
    /** The function to tier blobs to archive storage. */
    tierToArchive?: DateAfterModification;
    /** The function to tier blobs to cold storage. */
    tierToCold?: DateAfterModification;
    /** The function to tier blobs to hot storage. This action can only be used with Premium Block Blob Storage Accounts */
    tierToHot?: DateAfterModification;
    /** The function to delete the blob */
    delete?: DateAfterModification;
    /** This property enables auto tiering of a blob from cool to hot on a blob access. This property requires tierToCool.daysAfterLastAccessTimeGreaterThan. */
    enableAutoTierToHotFromCool?: boolean;
}
export declare function managementPolicyBaseBlobSerializer(item: ManagementPolicyBaseBlob): any;
export declare function managementPolicyBaseBlobDeserializer(item: any): ManagementPolicyBaseBlob;
/** Object to define the base blob action conditions. Properties daysAfterModificationGreaterThan, daysAfterLastAccessTimeGreaterThan and daysAfterCreationGreaterThan are mutually exclusive. The daysAfterLastTierChangeGreaterThan property is only applicable for tierToArchive actions which requires daysAfterModificationGreaterThan to be set, also it cannot be used in conjunction with daysAfterLastAccessTimeGreaterThan or daysAfterCreationGreaterThan. */
export interface DateAfterModification {
    /** Value indicating the age in days after last modification */
    daysAfterModificationGreaterThan?: number;
    /** Value indicating the age in days after last blob access. This property can only be used in conjunction with last access time tracking policy */
    daysAfterLastAccessTimeGreaterThan?: number;
    /** Value indicating the age in days after last blob tier change time. This property is only applicable for tierToArchive actions and requires daysAfterModificationGreaterThan to be set for baseBlobs based actions. The blob will be archived if both the conditions are satisfied. */
    daysAfterLastTierChangeGreaterThan?: number;
    /** Value indicating the age in days after blob creation. */
    daysAfterCreationGreaterThan?: number;
}
export declare function dateAfterModificationSerializer(item: DateAfterModification): any;
export declare function dateAfterModificationDeserializer(item: any): DateAfterModification;
/** Management policy action for snapshot. */
export interface ManagementPolicySnapShot {
    /** The function to tier blob snapshot to cool storage. */
    tierToCool?: DateAfterCreation;
    /** The function to tier blob snapshot to archive storage. */
    tierToArchive?: DateAfterCreation;
    /** The function to tier blobs to cold storage. */
    tierToCold?: DateAfterCreation;
    /** The function to tier blobs to hot storage. This action can only be used with Premium Block Blob Storage Accounts */
    tierToHot?: DateAfterCreation;
    /** The function to delete the blob snapshot */
    delete?: DateAfterCreation;
}
export declare function managementPolicySnapShotSerializer(item: ManagementPolicySnapShot): any;
export declare function managementPolicySnapShotDeserializer(item: any): ManagementPolicySnapShot;
/** Object to define snapshot and version action conditions. */
export interface DateAfterCreation {
    /** Value indicating the age in days after creation */
    daysAfterCreationGreaterThan: number;
    /** Value indicating the age in days after last blob tier change time. This property is only applicable for tierToArchive actions and requires daysAfterCreationGreaterThan to be set for snapshots and blob version based actions. The blob will be archived if both the conditions are satisfied. */
    daysAfterLastTierChangeGreaterThan?: number;
}
export declare function dateAfterCreationSerializer(item: DateAfterCreation): any;
export declare function dateAfterCreationDeserializer(item: any): DateAfterCreation;
/** Management policy action for blob version. */
export interface ManagementPolicyVersion {
    /** The function to tier blob version to cool storage. */
    tierToCool?: DateAfterCreation;
    /** The function to tier blob version to archive storage. */
    tierToArchive?: DateAfterCreation;
    /** The function to tier blobs to cold storage. */
    tierToCold?: DateAfterCreation;
    /** The function to tier blobs to hot storage. This action can only be used with Premium Block Blob Storage Accounts */
    tierToHot?: DateAfterCreation;
    /** The function to delete the blob version */
    delete?: DateAfterCreation;
}
export declare function managementPolicyVersionSerializer(item: ManagementPolicyVersion): any;
export declare function managementPolicyVersionDeserializer(item: any): ManagementPolicyVersion;
/** Filters limit rule actions to a subset of blobs within the storage account. If multiple filters are defined, a logical AND is performed on all filters. */
export interface ManagementPolicyFilter {
    /** An array of strings for prefixes to be match. */
    prefixMatch?: string[];
    /** An array of predefined enum values. Currently blockBlob supports all tiering and delete actions. Only delete actions are supported for appendBlob. */
    blobTypes: string[];
    /** An array of blob index tag based filters, there can be at most 10 tag filters */
    blobIndexMatch?: TagFilter[];
}
export declare function managementPolicyFilterSerializer(item: ManagementPolicyFilter): any;
export declare function managementPolicyFilterDeserializer(item: any): ManagementPolicyFilter;
export declare function tagFilterArraySerializer(result: Array<TagFilter>): any[];
export declare function tagFilterArrayDeserializer(result: Array<TagFilter>): any[];
/** Blob index tag based filtering for blob objects */
export interface TagFilter {
    /** This is the filter tag name, it can have 1 - 128 characters */
    name: string;
    /** This is the comparison operator which is used for object comparison and filtering. Only == (equality operator) is currently supported */
    op: string;
    /** This is the filter tag value field used for tag based filtering, it can have 0 - 256 characters */
    value: string;
}
export declare function tagFilterSerializer(item: TagFilter): any;
export declare function tagFilterDeserializer(item: any): TagFilter;
/** Known values of {@link ManagementPolicyName} that the service accepts. */
export declare enum KnownManagementPolicyName {
    /** default */
    Default = "default"
}
/** Type of ManagementPolicyName */
export type ManagementPolicyName = string;
/** The storage account blob inventory policy. */
export interface BlobInventoryPolicy extends ProxyResource {
    /** Returns the last modified date and time of the blob inventory policy. */
    readonly lastModifiedTime?: Date;
    /** The storage account blob inventory policy object. It is composed of policy rules. */
    policy?: BlobInventoryPolicySchema;
}
export declare function blobInventoryPolicySerializer(item: BlobInventoryPolicy): any;
export declare function blobInventoryPolicyDeserializer(item: any): BlobInventoryPolicy;
/** The storage account blob inventory policy properties. */
export interface BlobInventoryPolicyProperties {
    /** Returns the last modified date and time of the blob inventory policy. */
    readonly lastModifiedTime?: Date;
    /** The storage account blob inventory policy object. It is composed of policy rules. */
    policy: BlobInventoryPolicySchema;
}
export declare function blobInventoryPolicyPropertiesSerializer(item: BlobInventoryPolicyProperties): any;
export declare function blobInventoryPolicyPropertiesDeserializer(item: any): BlobInventoryPolicyProperties;
/** The storage account blob inventory policy rules. */
export interface BlobInventoryPolicySchema {
    /** Policy is enabled if set to true. */
    enabled: boolean;
    /** Deprecated Property from API version 2021-04-01 onwards, the required destination container name must be specified at the rule level 'policy.rule.destination' */
    readonly destination?: string;
    /** The valid value is Inventory */
    type: InventoryRuleType;
    /** The storage account blob inventory policy rules. The rule is applied when it is enabled. */
    rules: BlobInventoryPolicyRule[];
}
export declare function blobInventoryPolicySchemaSerializer(item: BlobInventoryPolicySchema): any;
export declare function blobInventoryPolicySchemaDeserializer(item: any): BlobInventoryPolicySchema;
/** The valid value is Inventory */
export declare enum KnownInventoryRuleType {
    /** Inventory */
    Inventory = "Inventory"
}
/**
 * The valid value is Inventory \
 * {@link KnownInventoryRuleType} can be used interchangeably with InventoryRuleType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Inventory**
 */
export type InventoryRuleType = string;
export declare function blobInventoryPolicyRuleArraySerializer(result: Array<BlobInventoryPolicyRule>): any[];
export declare function blobInventoryPolicyRuleArrayDeserializer(result: Array<BlobInventoryPolicyRule>): any[];
/** An object that wraps the blob inventory rule. Each rule is uniquely defined by name. */
export interface BlobInventoryPolicyRule {
    /** Rule is enabled when set to true. */
    enabled: boolean;
    /** A rule name can contain any combination of alpha numeric characters. Rule name is case-sensitive. It must be unique within a policy. */
    name: string;
    /** Container name where blob inventory files are stored. Must be pre-created. */
    destination: string;
    /** An object that defines the blob inventory policy rule. */
    definition: BlobInventoryPolicyDefinition;
}
export declare function blobInventoryPolicyRuleSerializer(item: BlobInventoryPolicyRule): any;
export declare function blobInventoryPolicyRuleDeserializer(item: any): BlobInventoryPolicyRule;
/** An object that defines the blob inventory rule. */
export interface BlobInventoryPolicyDefinition {
    /** An object that defines the filter set. */
    filters?: BlobInventoryPolicyFilter;
    /** This is a required field, it specifies the format for the inventory files. */
    format: Format;
    /** This is a required field. This field is used to schedule an inventory formation. */
    schedule: Schedule;
    /** This is a required field. This field specifies the scope of the inventory created either at the blob or container level. */
    objectType: ObjectType;
    /** This is a required field. This field specifies the fields and properties of the object to be included in the inventory. The Schema field value 'Name' is always required. The valid values for this field for the 'Blob' definition.objectType include 'Name, Creation-Time, Last-Modified, Content-Length, Content-MD5, BlobType, AccessTier, AccessTierChangeTime, AccessTierInferred, Tags, Expiry-Time, hdi_isfolder, Owner, Group, Permissions, Acl, Snapshot, VersionId, IsCurrentVersion, Metadata, LastAccessTime, Tags, Etag, ContentType, ContentEncoding, ContentLanguage, ContentCRC64, CacheControl, ContentDisposition, LeaseStatus, LeaseState, LeaseDuration, ServerEncrypted, Deleted, DeletionId, DeletedTime, RemainingRetentionDays, ImmutabilityPolicyUntilDate, ImmutabilityPolicyMode, LegalHold, CopyId, CopyStatus, CopySource, CopyProgress, CopyCompletionTime, CopyStatusDescription, CustomerProvidedKeySha256, RehydratePriority, ArchiveStatus, XmsBlobSequenceNumber, EncryptionScope, IncrementalCopy, TagCount'. For Blob object type schema field value 'DeletedTime' is applicable only for Hns enabled accounts. The valid values for 'Container' definition.objectType include 'Name, Last-Modified, Metadata, LeaseStatus, LeaseState, LeaseDuration, PublicAccess, HasImmutabilityPolicy, HasLegalHold, Etag, DefaultEncryptionScope, DenyEncryptionScopeOverride, ImmutableStorageWithVersioningEnabled, Deleted, Version, DeletedTime, RemainingRetentionDays'. Schema field values 'Expiry-Time, hdi_isfolder, Owner, Group, Permissions, Acl, DeletionId' are valid only for Hns enabled accounts.Schema field values 'Tags, TagCount' are only valid for Non-Hns accounts. */
    schemaFields: string[];
}
export declare function blobInventoryPolicyDefinitionSerializer(item: BlobInventoryPolicyDefinition): any;
export declare function blobInventoryPolicyDefinitionDeserializer(item: any): BlobInventoryPolicyDefinition;
/** An object that defines the blob inventory rule filter conditions. For 'Blob' definition.objectType all filter properties are applicable, 'blobTypes' is required and others are optional. For 'Container' definition.objectType only prefixMatch is applicable and is optional. */
export interface BlobInventoryPolicyFilter {
    /** An array of strings with maximum 10 blob prefixes to be included in the inventory. */
    prefixMatch?: string[];
    /** An array of strings with maximum 10 blob prefixes to be excluded from the inventory. */
    excludePrefix?: string[];
    /** An array of predefined enum values. Valid values include blockBlob, appendBlob, pageBlob. Hns accounts does not support pageBlobs. This field is required when definition.objectType property is set to 'Blob'. */
    blobTypes?: string[];
    /** Includes blob versions in blob inventory when value is set to true. The definition.schemaFields values 'VersionId and IsCurrentVersion' are required if this property is set to true, else they must be excluded. */
    includeBlobVersions?: boolean;
    /** Includes blob snapshots in blob inventory when value is set to true. The definition.schemaFields value 'Snapshot' is required if this property is set to true, else it must be excluded. */
    includeSnapshots?: boolean;
    /** For 'Container' definition.objectType the definition.schemaFields must include 'Deleted, Version, DeletedTime and RemainingRetentionDays'. For 'Blob' definition.objectType and HNS enabled storage accounts the definition.schemaFields must include 'DeletionId, Deleted, DeletedTime and RemainingRetentionDays' and for Hns disabled accounts the definition.schemaFields must include 'Deleted and RemainingRetentionDays', else it must be excluded. */
    includeDeleted?: boolean;
    /** This property is used to filter objects based on the object creation time */
    creationTime?: BlobInventoryCreationTime;
}
export declare function blobInventoryPolicyFilterSerializer(item: BlobInventoryPolicyFilter): any;
export declare function blobInventoryPolicyFilterDeserializer(item: any): BlobInventoryPolicyFilter;
/** This property defines the creation time based filtering condition. Blob Inventory schema parameter 'Creation-Time' is mandatory with this filter. */
export interface BlobInventoryCreationTime {
    /** When set the policy filters the objects that are created in the last N days. Where N is an integer value between 1 to 36500. */
    lastNDays?: number;
}
export declare function blobInventoryCreationTimeSerializer(item: BlobInventoryCreationTime): any;
export declare function blobInventoryCreationTimeDeserializer(item: any): BlobInventoryCreationTime;
/** This is a required field, it specifies the format for the inventory files. */
export declare enum KnownFormat {
    /** Csv */
    Csv = "Csv",
    /** Parquet */
    Parquet = "Parquet"
}
/**
 * This is a required field, it specifies the format for the inventory files. \
 * {@link KnownFormat} can be used interchangeably with Format,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Csv** \
 * **Parquet**
 */
export type Format = string;
/** This is a required field. This field is used to schedule an inventory formation. */
export declare enum KnownSchedule {
    /** Daily */
    Daily = "Daily",
    /** Weekly */
    Weekly = "Weekly"
}
/**
 * This is a required field. This field is used to schedule an inventory formation. \
 * {@link KnownSchedule} can be used interchangeably with Schedule,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Daily** \
 * **Weekly**
 */
export type Schedule = string;
/** This is a required field. This field specifies the scope of the inventory created either at the blob or container level. */
export declare enum KnownObjectType {
    /** Blob */
    Blob = "Blob",
    /** Container */
    Container = "Container"
}
/**
 * This is a required field. This field specifies the scope of the inventory created either at the blob or container level. \
 * {@link KnownObjectType} can be used interchangeably with ObjectType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Blob** \
 * **Container**
 */
export type ObjectType = string;
/** Known values of {@link BlobInventoryPolicyName} that the service accepts. */
export declare enum KnownBlobInventoryPolicyName {
    /** default */
    Default = "default"
}
/** Type of BlobInventoryPolicyName */
export type BlobInventoryPolicyName = string;
/** List of blob inventory policies returned. */
export interface _ListBlobInventoryPolicy {
    /** List of blob inventory policies. */
    readonly value?: BlobInventoryPolicy[];
    nextLink?: string;
}
export declare function _listBlobInventoryPolicyDeserializer(item: any): _ListBlobInventoryPolicy;
export declare function blobInventoryPolicyArraySerializer(result: Array<BlobInventoryPolicy>): any[];
export declare function blobInventoryPolicyArrayDeserializer(result: Array<BlobInventoryPolicy>): any[];
/** List of private endpoint connection associated with the specified storage account */
export interface _PrivateEndpointConnectionListResult {
    /** Array of private endpoint connections */
    value?: PrivateEndpointConnection[];
    nextLink?: string;
}
export declare function _privateEndpointConnectionListResultDeserializer(item: any): _PrivateEndpointConnectionListResult;
/** The Encryption Scope resource. */
export interface EncryptionScope extends ProxyResource {
    /** The provider for the encryption scope. Possible values (case-insensitive):  Microsoft.Storage, Microsoft.KeyVault. */
    source?: EncryptionScopeSource;
    /** The state of the encryption scope. Possible values (case-insensitive):  Enabled, Disabled. */
    state?: EncryptionScopeState;
    /** Gets the creation date and time of the encryption scope in UTC. */
    readonly creationTime?: Date;
    /** Gets the last modification date and time of the encryption scope in UTC. */
    readonly lastModifiedTime?: Date;
    /** The key vault properties for the encryption scope. This is a required field if encryption scope 'source' attribute is set to 'Microsoft.KeyVault'. */
    keyVaultProperties?: EncryptionScopeKeyVaultProperties;
    /** A boolean indicating whether or not the service applies a secondary layer of encryption with platform managed keys for data at rest. */
    requireInfrastructureEncryption?: boolean;
}
export declare function encryptionScopeSerializer(item: EncryptionScope): any;
export declare function encryptionScopeDeserializer(item: any): EncryptionScope;
/** Properties of the encryption scope. */
export interface EncryptionScopeProperties {
    /** The provider for the encryption scope. Possible values (case-insensitive):  Microsoft.Storage, Microsoft.KeyVault. */
    source?: EncryptionScopeSource;
    /** The state of the encryption scope. Possible values (case-insensitive):  Enabled, Disabled. */
    state?: EncryptionScopeState;
    /** Gets the creation date and time of the encryption scope in UTC. */
    readonly creationTime?: Date;
    /** Gets the last modification date and time of the encryption scope in UTC. */
    readonly lastModifiedTime?: Date;
    /** The key vault properties for the encryption scope. This is a required field if encryption scope 'source' attribute is set to 'Microsoft.KeyVault'. */
    keyVaultProperties?: EncryptionScopeKeyVaultProperties;
    /** A boolean indicating whether or not the service applies a secondary layer of encryption with platform managed keys for data at rest. */
    requireInfrastructureEncryption?: boolean;
}
export declare function encryptionScopePropertiesSerializer(item: EncryptionScopeProperties): any;
export declare function encryptionScopePropertiesDeserializer(item: any): EncryptionScopeProperties;
/** The provider for the encryption scope. Possible values (case-insensitive):  Microsoft.Storage, Microsoft.KeyVault. */
export declare enum KnownEncryptionScopeSource {
    /** Microsoft.Storage */
    MicrosoftStorage = "Microsoft.Storage",
    /** Microsoft.KeyVault */
    MicrosoftKeyVault = "Microsoft.KeyVault"
}
/**
 * The provider for the encryption scope. Possible values (case-insensitive):  Microsoft.Storage, Microsoft.KeyVault. \
 * {@link KnownEncryptionScopeSource} can be used interchangeably with EncryptionScopeSource,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Microsoft.Storage** \
 * **Microsoft.KeyVault**
 */
export type EncryptionScopeSource = string;
/** The state of the encryption scope. Possible values (case-insensitive):  Enabled, Disabled. */
export declare enum KnownEncryptionScopeState {
    /** Enabled */
    Enabled = "Enabled",
    /** Disabled */
    Disabled = "Disabled"
}
/**
 * The state of the encryption scope. Possible values (case-insensitive):  Enabled, Disabled. \
 * {@link KnownEncryptionScopeState} can be used interchangeably with EncryptionScopeState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Enabled** \
 * **Disabled**
 */
export type EncryptionScopeState = string;
/** The key vault properties for the encryption scope. This is a required field if encryption scope 'source' attribute is set to 'Microsoft.KeyVault'. */
export interface EncryptionScopeKeyVaultProperties {
    /** The object identifier for a key vault key object. When applied, the encryption scope will use the key referenced by the identifier to enable customer-managed key support on this encryption scope. */
    keyUri?: string;
    /** The object identifier of the current versioned Key Vault Key in use. */
    readonly currentVersionedKeyIdentifier?: string;
    /** Timestamp of last rotation of the Key Vault Key. */
    readonly lastKeyRotationTimestamp?: Date;
}
export declare function encryptionScopeKeyVaultPropertiesSerializer(item: EncryptionScopeKeyVaultProperties): any;
export declare function encryptionScopeKeyVaultPropertiesDeserializer(item: any): EncryptionScopeKeyVaultProperties;
/** The response of a EncryptionScope list operation. */
export interface _EncryptionScopeListResult {
    /** The EncryptionScope items on this page */
    value: EncryptionScope[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _encryptionScopeListResultDeserializer(item: any): _EncryptionScopeListResult;
export declare function encryptionScopeArraySerializer(result: Array<EncryptionScope>): any[];
export declare function encryptionScopeArrayDeserializer(result: Array<EncryptionScope>): any[];
/** The properties of a storage account’s Table service. */
export interface TableServiceProperties extends ProxyResource {
    /** Specifies CORS rules for the Table service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the Table service. */
    cors?: CorsRules;
}
export declare function tableServicePropertiesSerializer(item: TableServiceProperties): any;
export declare function tableServicePropertiesDeserializer(item: any): TableServiceProperties;
/** The properties of a storage account’s Table service. */
export interface TableServicePropertiesProperties {
    /** Specifies CORS rules for the Table service. You can include up to five CorsRule elements in the request. If no CorsRule elements are included in the request body, all CORS rules will be deleted, and CORS will be disabled for the Table service. */
    cors?: CorsRules;
}
export declare function tableServicePropertiesPropertiesSerializer(item: TableServicePropertiesProperties): any;
export declare function tableServicePropertiesPropertiesDeserializer(item: any): TableServicePropertiesProperties;
/** model interface ListTableServices */
export interface ListTableServices {
    /** List of table services returned. */
    readonly value?: TableServiceProperties[];
}
export declare function listTableServicesDeserializer(item: any): ListTableServices;
export declare function tableServicePropertiesArraySerializer(result: Array<TableServiceProperties>): any[];
export declare function tableServicePropertiesArrayDeserializer(result: Array<TableServiceProperties>): any[];
/** The Network Security Perimeter configuration resource. */
export interface NetworkSecurityPerimeterConfiguration extends ProxyResource {
    /** Provisioning state of Network Security Perimeter configuration propagation */
    readonly provisioningState?: NetworkSecurityPerimeterConfigurationProvisioningState;
    /** List of Provisioning Issues if any */
    readonly provisioningIssues?: ProvisioningIssue[];
    /** NetworkSecurityPerimeter related information */
    readonly networkSecurityPerimeter?: NetworkSecurityPerimeter;
    /** Information about resource association */
    readonly resourceAssociation?: NetworkSecurityPerimeterConfigurationPropertiesResourceAssociation;
    /** Network Security Perimeter profile */
    readonly profile?: NetworkSecurityPerimeterConfigurationPropertiesProfile;
}
export declare function networkSecurityPerimeterConfigurationDeserializer(item: any): NetworkSecurityPerimeterConfiguration;
/** Properties of the Network Security Perimeter Configuration */
export interface NetworkSecurityPerimeterConfigurationProperties {
    /** Provisioning state of Network Security Perimeter configuration propagation */
    readonly provisioningState?: NetworkSecurityPerimeterConfigurationProvisioningState;
    /** List of Provisioning Issues if any */
    readonly provisioningIssues?: ProvisioningIssue[];
    /** NetworkSecurityPerimeter related information */
    readonly networkSecurityPerimeter?: NetworkSecurityPerimeter;
    /** Information about resource association */
    readonly resourceAssociation?: NetworkSecurityPerimeterConfigurationPropertiesResourceAssociation;
    /** Network Security Perimeter profile */
    readonly profile?: NetworkSecurityPerimeterConfigurationPropertiesProfile;
}
export declare function networkSecurityPerimeterConfigurationPropertiesDeserializer(item: any): NetworkSecurityPerimeterConfigurationProperties;
/** Provisioning state of Network Security Perimeter configuration propagation */
export declare enum KnownNetworkSecurityPerimeterConfigurationProvisioningState {
    /** Accepted */
    Accepted = "Accepted",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Failed */
    Failed = "Failed",
    /** Deleting */
    Deleting = "Deleting",
    /** Canceled */
    Canceled = "Canceled"
}
/**
 * Provisioning state of Network Security Perimeter configuration propagation \
 * {@link KnownNetworkSecurityPerimeterConfigurationProvisioningState} can be used interchangeably with NetworkSecurityPerimeterConfigurationProvisioningState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Accepted** \
 * **Succeeded** \
 * **Failed** \
 * **Deleting** \
 * **Canceled**
 */
export type NetworkSecurityPerimeterConfigurationProvisioningState = string;
export declare function provisioningIssueArrayDeserializer(result: Array<ProvisioningIssue>): any[];
/** Describes provisioning issue for given NetworkSecurityPerimeterConfiguration */
export interface ProvisioningIssue {
    /** Name of the issue */
    name?: string;
    /** Properties of provisioning issue */
    readonly properties?: ProvisioningIssueProperties;
}
export declare function provisioningIssueDeserializer(item: any): ProvisioningIssue;
/** Properties of provisioning issue */
export interface ProvisioningIssueProperties {
    /** Type of issue */
    issueType?: IssueType;
    /** Severity of the issue. */
    severity?: Severity;
    /** Description of the issue */
    description?: string;
}
export declare function provisioningIssuePropertiesDeserializer(item: any): ProvisioningIssueProperties;
/** Type of issue */
export declare enum KnownIssueType {
    /** Unknown */
    Unknown = "Unknown",
    /** ConfigurationPropagationFailure */
    ConfigurationPropagationFailure = "ConfigurationPropagationFailure"
}
/**
 * Type of issue \
 * {@link KnownIssueType} can be used interchangeably with IssueType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Unknown** \
 * **ConfigurationPropagationFailure**
 */
export type IssueType = string;
/** Severity of the issue. */
export declare enum KnownSeverity {
    /** Warning */
    Warning = "Warning",
    /** Error */
    Error = "Error"
}
/**
 * Severity of the issue. \
 * {@link KnownSeverity} can be used interchangeably with Severity,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Warning** \
 * **Error**
 */
export type Severity = string;
/** NetworkSecurityPerimeter related information */
export interface NetworkSecurityPerimeter {
    /** The ARM identifier of the resource */
    id?: string;
    /** Guid of the resource */
    perimeterGuid?: string;
    /** Location of the resource */
    location?: string;
}
export declare function networkSecurityPerimeterDeserializer(item: any): NetworkSecurityPerimeter;
/** Information about resource association */
export interface NetworkSecurityPerimeterConfigurationPropertiesResourceAssociation {
    /** Name of the resource association */
    name?: string;
    /** Access Mode of the resource association */
    accessMode?: ResourceAssociationAccessMode;
}
export declare function networkSecurityPerimeterConfigurationPropertiesResourceAssociationDeserializer(item: any): NetworkSecurityPerimeterConfigurationPropertiesResourceAssociation;
/** Access Mode of the resource association */
export declare enum KnownResourceAssociationAccessMode {
    /** Enforced */
    Enforced = "Enforced",
    /** Learning */
    Learning = "Learning",
    /** Audit */
    Audit = "Audit"
}
/**
 * Access Mode of the resource association \
 * {@link KnownResourceAssociationAccessMode} can be used interchangeably with ResourceAssociationAccessMode,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Enforced** \
 * **Learning** \
 * **Audit**
 */
export type ResourceAssociationAccessMode = string;
/** Network Security Perimeter profile */
export interface NetworkSecurityPerimeterConfigurationPropertiesProfile {
    /** Name of the resource */
    name?: string;
    /** Current access rules version */
    accessRulesVersion?: number;
    /** List of Access Rules */
    accessRules?: NspAccessRule[];
    /** Diagnostic settings version */
    diagnosticSettingsVersion?: number;
    /** Enabled logging categories */
    enabledLogCategories?: string[];
}
export declare function networkSecurityPerimeterConfigurationPropertiesProfileDeserializer(item: any): NetworkSecurityPerimeterConfigurationPropertiesProfile;
export declare function nspAccessRuleArrayDeserializer(result: Array<NspAccessRule>): any[];
/** Information of Access Rule in Network Security Perimeter profile */
export interface NspAccessRule {
    /** Name of the resource */
    name?: string;
    /** Properties of Access Rule */
    readonly properties?: NspAccessRuleProperties;
}
export declare function nspAccessRuleDeserializer(item: any): NspAccessRule;
/** Properties of Access Rule */
export interface NspAccessRuleProperties {
    /** Direction of Access Rule */
    direction?: NspAccessRuleDirection;
    /** Address prefixes in the CIDR format for inbound rules */
    addressPrefixes?: string[];
    /** Subscriptions for inbound rules */
    subscriptions?: NspAccessRulePropertiesSubscriptionsItem[];
    /** NetworkSecurityPerimeters for inbound rules */
    readonly networkSecurityPerimeters?: NetworkSecurityPerimeter[];
    /** FQDN for outbound rules */
    readonly fullyQualifiedDomainNames?: string[];
}
export declare function nspAccessRulePropertiesDeserializer(item: any): NspAccessRuleProperties;
/** Direction of Access Rule */
export declare enum KnownNspAccessRuleDirection {
    /** Inbound */
    Inbound = "Inbound",
    /** Outbound */
    Outbound = "Outbound"
}
/**
 * Direction of Access Rule \
 * {@link KnownNspAccessRuleDirection} can be used interchangeably with NspAccessRuleDirection,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Inbound** \
 * **Outbound**
 */
export type NspAccessRuleDirection = string;
export declare function nspAccessRulePropertiesSubscriptionsItemArrayDeserializer(result: Array<NspAccessRulePropertiesSubscriptionsItem>): any[];
/** Subscription for inbound rule */
export interface NspAccessRulePropertiesSubscriptionsItem {
    /** The ARM identifier of subscription */
    id?: string;
}
export declare function nspAccessRulePropertiesSubscriptionsItemDeserializer(item: any): NspAccessRulePropertiesSubscriptionsItem;
export declare function networkSecurityPerimeterArrayDeserializer(result: Array<NetworkSecurityPerimeter>): any[];
/** Result of the List Network Security Perimeter configuration operation. */
export interface _NetworkSecurityPerimeterConfigurationList {
    /** The NetworkSecurityPerimeterConfiguration items on this page */
    readonly value: NetworkSecurityPerimeterConfiguration[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _networkSecurityPerimeterConfigurationListDeserializer(item: any): _NetworkSecurityPerimeterConfigurationList;
export declare function networkSecurityPerimeterConfigurationArrayDeserializer(result: Array<NetworkSecurityPerimeterConfiguration>): any[];
/** The storage task assignment. */
export interface StorageTaskAssignment extends ProxyResource {
    /** Properties of the storage task assignment. */
    properties?: StorageTaskAssignmentProperties;
}
export declare function storageTaskAssignmentSerializer(item: StorageTaskAssignment): any;
export declare function storageTaskAssignmentDeserializer(item: any): StorageTaskAssignment;
/** Properties of the storage task assignment. */
export interface StorageTaskAssignmentProperties {
    /** Id of the corresponding storage task */
    taskId: string;
    /** Whether the storage task assignment is enabled or not */
    enabled: boolean;
    /** Text that describes the purpose of the storage task assignment */
    description: string;
    /** The storage task assignment execution context */
    executionContext: StorageTaskAssignmentExecutionContext;
    /** The storage task assignment report */
    report: StorageTaskAssignmentReport;
    /** Represents the provisioning state of the storage task assignment. */
    readonly provisioningState?: StorageTaskAssignmentProvisioningState;
    /** Run status of storage task assignment */
    runStatus?: StorageTaskReportProperties;
}
export declare function storageTaskAssignmentPropertiesSerializer(item: StorageTaskAssignmentProperties): any;
export declare function storageTaskAssignmentPropertiesDeserializer(item: any): StorageTaskAssignmentProperties;
/** Execution context of the storage task assignment. */
export interface StorageTaskAssignmentExecutionContext {
    /** Execution target of the storage task assignment */
    target?: ExecutionTarget;
    /** Execution trigger of the storage task assignment */
    trigger: ExecutionTrigger;
}
export declare function storageTaskAssignmentExecutionContextSerializer(item: StorageTaskAssignmentExecutionContext): any;
export declare function storageTaskAssignmentExecutionContextDeserializer(item: any): StorageTaskAssignmentExecutionContext;
/** Target helps provide filter parameters for the objects in the storage account and forms the execution context for the storage task */
export interface ExecutionTarget {
    /** Required list of object prefixes to be included for task execution */
    prefix?: string[];
    /** List of object prefixes to be excluded from task execution. If there is a conflict between include and exclude prefixes, the exclude prefix will be the determining factor */
    excludePrefix?: string[];
}
export declare function executionTargetSerializer(item: ExecutionTarget): any;
export declare function executionTargetDeserializer(item: any): ExecutionTarget;
/** Execution trigger for storage task assignment */
export interface ExecutionTrigger {
    /** The trigger type of the storage task assignment execution */
    type: TriggerType;
    /** The trigger parameters of the storage task assignment execution */
    parameters: TriggerParameters;
}
export declare function executionTriggerSerializer(item: ExecutionTrigger): any;
export declare function executionTriggerDeserializer(item: any): ExecutionTrigger;
/** The trigger type of the storage task assignment execution */
export declare enum KnownTriggerType {
    /** RunOnce */
    RunOnce = "RunOnce",
    /** OnSchedule */
    OnSchedule = "OnSchedule",
    /** Run the task as a mock for testing */
    MockRun = "MockRun"
}
/**
 * The trigger type of the storage task assignment execution \
 * {@link KnownTriggerType} can be used interchangeably with TriggerType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **RunOnce** \
 * **OnSchedule** \
 * **MockRun**: Run the task as a mock for testing
 */
export type TriggerType = string;
/** The trigger parameters update for the storage task assignment execution */
export interface TriggerParameters {
    /** When to start task execution. This is a required field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    startFrom?: Date;
    /** Run interval of task execution. This is a required field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    interval?: number;
    /** Run interval unit of task execution. This is a required field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    intervalUnit?: IntervalUnit;
    /** When to end task execution. This is a required field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    endBy?: Date;
    /** When to start task execution. This is a required field when ExecutionTrigger.properties.type is 'RunOnce'; this property should not be present when ExecutionTrigger.properties.type is 'OnSchedule' */
    startOn?: Date;
}
export declare function triggerParametersSerializer(item: TriggerParameters): any;
export declare function triggerParametersDeserializer(item: any): TriggerParameters;
/** Run interval unit of task execution. This is a required field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
export declare enum KnownIntervalUnit {
    /** Days */
    Days = "Days"
}
/**
 * Run interval unit of task execution. This is a required field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' \
 * {@link KnownIntervalUnit} can be used interchangeably with IntervalUnit,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Days**
 */
export type IntervalUnit = string;
/** The storage task assignment report */
export interface StorageTaskAssignmentReport {
    /** The container prefix for the location of storage task assignment report */
    prefix: string;
}
export declare function storageTaskAssignmentReportSerializer(item: StorageTaskAssignmentReport): any;
export declare function storageTaskAssignmentReportDeserializer(item: any): StorageTaskAssignmentReport;
/** Gets the status of the storage account at the time the operation was called. */
export declare enum KnownStorageTaskAssignmentProvisioningState {
    /** ValidateSubscriptionQuotaBegin */
    ValidateSubscriptionQuotaBegin = "ValidateSubscriptionQuotaBegin",
    /** ValidateSubscriptionQuotaEnd */
    ValidateSubscriptionQuotaEnd = "ValidateSubscriptionQuotaEnd",
    /** Accepted */
    Accepted = "Accepted",
    /** Creating */
    Creating = "Creating",
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Deleting */
    Deleting = "Deleting",
    /** Canceled */
    Canceled = "Canceled",
    /** Failed */
    Failed = "Failed"
}
/**
 * Gets the status of the storage account at the time the operation was called. \
 * {@link KnownStorageTaskAssignmentProvisioningState} can be used interchangeably with StorageTaskAssignmentProvisioningState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **ValidateSubscriptionQuotaBegin** \
 * **ValidateSubscriptionQuotaEnd** \
 * **Accepted** \
 * **Creating** \
 * **Succeeded** \
 * **Deleting** \
 * **Canceled** \
 * **Failed**
 */
export type StorageTaskAssignmentProvisioningState = string;
/** Storage task execution report for a run instance. */
export interface StorageTaskReportProperties {
    /** Represents the Storage Task Assignment Id associated with the storage task that provided an execution context. */
    readonly taskAssignmentId?: string;
    /** Represents the Storage Account Id where the storage task definition was applied and executed. */
    readonly storageAccountId?: string;
    /** Start time of the run instance. Filter options such as startTime gt '2023-06-26T20:51:24.4494016Z' and other comparison operators can be used as described for DateTime properties in https://learn.microsoft.com/rest/api/storageservices/querying-tables-and-entities#supported-comparison-operators */
    readonly startTime?: string;
    /** End time of the run instance. Filter options such as startTime gt '2023-06-26T20:51:24.4494016Z' and other comparison operators can be used as described for DateTime properties in https://learn.microsoft.com/rest/api/storageservices/querying-tables-and-entities#supported-comparison-operators */
    readonly finishTime?: string;
    /** Total number of objects that meet the condition as defined in the storage task assignment execution context. Filter options such as objectsTargetedCount gt 50 and other comparison operators can be used as described for Numerical properties in https://learn.microsoft.com/rest/api/storageservices/querying-tables-and-entities#supported-comparison-operators */
    readonly objectsTargetedCount?: string;
    /** Total number of objects that meet the storage tasks condition and were operated upon. Filter options such as objectsOperatedOnCount ge 100 and other comparison operators can be used as described for Numerical properties in https://learn.microsoft.com/rest/api/storageservices/querying-tables-and-entities#supported-comparison-operators */
    readonly objectsOperatedOnCount?: string;
    /** Total number of objects where task operation failed when was attempted. Filter options such as objectFailedCount eq 0 and other comparison operators can be used as described for Numerical properties in https://learn.microsoft.com/rest/api/storageservices/querying-tables-and-entities#supported-comparison-operators */
    readonly objectFailedCount?: string;
    /** Total number of objects where task operation succeeded when was attempted.Filter options such as objectsSucceededCount gt 150 and other comparison operators can be used as described for Numerical properties in https://learn.microsoft.com/rest/api/storageservices/querying-tables-and-entities#supported-comparison-operators */
    readonly objectsSucceededCount?: string;
    /** Well known Azure Storage error code that represents the error encountered during execution of the run instance. */
    readonly runStatusError?: string;
    /** Represents the status of the execution. */
    readonly runStatusEnum?: RunStatusEnum;
    /** Full path to the verbose report stored in the reporting container as specified in the assignment execution context for the storage account. */
    readonly summaryReportPath?: string;
    /** Storage Task Arm Id. */
    readonly taskId?: string;
    /** Storage Task Version */
    readonly taskVersion?: string;
    /** Represents the overall result of the execution for the run instance */
    readonly runResult?: RunResult;
}
export declare function storageTaskReportPropertiesSerializer(_item: StorageTaskReportProperties): any;
export declare function storageTaskReportPropertiesDeserializer(item: any): StorageTaskReportProperties;
/** Represents the status of the execution. */
export declare enum KnownRunStatusEnum {
    /** InProgress */
    InProgress = "InProgress",
    /** Finished */
    Finished = "Finished"
}
/**
 * Represents the status of the execution. \
 * {@link KnownRunStatusEnum} can be used interchangeably with RunStatusEnum,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **InProgress** \
 * **Finished**
 */
export type RunStatusEnum = string;
/** Represents the overall result of the execution for the run instance */
export declare enum KnownRunResult {
    /** Succeeded */
    Succeeded = "Succeeded",
    /** Failed */
    Failed = "Failed"
}
/**
 * Represents the overall result of the execution for the run instance \
 * {@link KnownRunResult} can be used interchangeably with RunResult,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Succeeded** \
 * **Failed**
 */
export type RunResult = string;
/** Parameters of the storage task assignment update request */
export interface StorageTaskAssignmentUpdateParameters {
    /** Properties of the storage task assignment. */
    properties?: StorageTaskAssignmentUpdateProperties;
}
export declare function storageTaskAssignmentUpdateParametersSerializer(item: StorageTaskAssignmentUpdateParameters): any;
/** Properties of the storage task update assignment. */
export interface StorageTaskAssignmentUpdateProperties {
    /** Id of the corresponding storage task */
    readonly taskId?: string;
    /** Whether the storage task assignment is enabled or not */
    enabled?: boolean;
    /** Text that describes the purpose of the storage task assignment */
    description?: string;
    /** The storage task assignment execution context */
    executionContext?: StorageTaskAssignmentUpdateExecutionContext;
    /** The storage task assignment report */
    report?: StorageTaskAssignmentUpdateReport;
    /** Represents the provisioning state of the storage task assignment. */
    readonly provisioningState?: StorageTaskAssignmentProvisioningState;
    /** Run status of storage task assignment */
    runStatus?: StorageTaskReportProperties;
}
export declare function storageTaskAssignmentUpdatePropertiesSerializer(item: StorageTaskAssignmentUpdateProperties): any;
/** Execution context of the storage task assignment update. */
export interface StorageTaskAssignmentUpdateExecutionContext {
    /** Execution target of the storage task assignment */
    target?: ExecutionTarget;
    /** Execution trigger of the storage task assignment */
    trigger?: ExecutionTriggerUpdate;
}
export declare function storageTaskAssignmentUpdateExecutionContextSerializer(item: StorageTaskAssignmentUpdateExecutionContext): any;
/** Execution trigger update for storage task assignment */
export interface ExecutionTriggerUpdate {
    /** The trigger type of the storage task assignment execution */
    type?: TriggerType;
    /** The trigger parameters of the storage task assignment execution */
    parameters?: TriggerParametersUpdate;
}
export declare function executionTriggerUpdateSerializer(item: ExecutionTriggerUpdate): any;
/** The trigger parameters update for the storage task assignment execution */
export interface TriggerParametersUpdate {
    /** When to start task execution. This is a mutable field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    startFrom?: Date;
    /** Run interval of task execution. This is a mutable field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    interval?: number;
    /** Run interval unit of task execution. This is a mutable field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    intervalUnit?: IntervalUnit;
    /** When to end task execution. This is a mutable field when ExecutionTrigger.properties.type is 'OnSchedule'; this property should not be present when ExecutionTrigger.properties.type is 'RunOnce' */
    endBy?: Date;
    /** When to start task execution. This is a mutable field when ExecutionTrigger.properties.type is 'RunOnce'; this property should not be present when ExecutionTrigger.properties.type is 'OnSchedule' */
    startOn?: Date;
}
export declare function triggerParametersUpdateSerializer(item: TriggerParametersUpdate): any;
/** The storage task assignment report */
export interface StorageTaskAssignmentUpdateReport {
    /** The prefix of the storage task assignment report */
    prefix?: string;
}
export declare function storageTaskAssignmentUpdateReportSerializer(item: StorageTaskAssignmentUpdateReport): any;
/** List of storage task assignments for the storage account */
export interface _StorageTaskAssignmentsList {
    /** The StorageTaskAssignment items on this page */
    readonly value: StorageTaskAssignment[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _storageTaskAssignmentsListDeserializer(item: any): _StorageTaskAssignmentsList;
export declare function storageTaskAssignmentArraySerializer(result: Array<StorageTaskAssignment>): any[];
export declare function storageTaskAssignmentArrayDeserializer(result: Array<StorageTaskAssignment>): any[];
/** Common error response for all Azure Resource Manager APIs to return error details for failed operations. */
export interface ErrorResponse_1 {
    /** The error object. */
    error?: ErrorDetail;
}
export declare function errorResponseDeserializer_1(item: any): ErrorResponse_1;
/** A Connector is a tracked ARM resource modeled as a sub-resource of a Storage Account. */
export interface Connector extends TrackedResource {
    /** The properties of the Storage Connector. */
    properties: StorageConnectorProperties;
}
export declare function connectorSerializer(item: Connector): any;
export declare function connectorDeserializer(item: any): Connector;
/** The storage connector properties */
export interface StorageConnectorProperties {
    /** System-generated GUID identifier for the Storage Connector. Not a valid input parameter when creating. */
    readonly uniqueId?: string;
    /**
     * State - Active or Inactive. Whether or not the Storage Connector should start as active (default: Active)
     * (While set to false on the Storage Connector, all data plane requests using this Storage Connector fail, and this Storage Connector is not billed if it would be otherwise.
     */
    state?: StorageConnectorState;
    /**
     * System-generated creation time of the Storage Connector in ISO 8601 date-time format (YYYY-MM-DDTHH:mm:ssZ).
     * Not a valid input parameter during creating.
     */
    readonly creationTime?: string;
    /** Arbitrary description of this Storage Connector. Max 250 characters. */
    description?: string;
    /** Test connection to backing data source before creating the storage connector. */
    testConnection?: boolean;
    /** The type of backing data source for this Storage Connector. */
    dataSourceType: StorageConnectorDataSourceType;
    /** Information about how to communicate with and authenticate to the backing data store. */
    source: StorageConnectorSourceUnion;
    /** Represents the provisioning state of the storage connector. */
    readonly provisioningState?: NativeDataSharingProvisioningState;
}
export declare function storageConnectorPropertiesSerializer(item: StorageConnectorProperties): any;
export declare function storageConnectorPropertiesDeserializer(item: any): StorageConnectorProperties;
/** The state of the storage connector */
export declare enum KnownStorageConnectorState {
    /** Whether the connector is active */
    Active = "Active",
    /** Whether the connector is inactive */
    Inactive = "Inactive"
}
/**
 * The state of the storage connector \
 * {@link KnownStorageConnectorState} can be used interchangeably with StorageConnectorState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Active**: Whether the connector is active \
 * **Inactive**: Whether the connector is inactive
 */
export type StorageConnectorState = string;
/** The type of the backing data source for storage connector */
export declare enum KnownStorageConnectorDataSourceType {
    /** Azure DataShare data source type. */
    AzureDataShare = "Azure_DataShare"
}
/**
 * The type of the backing data source for storage connector \
 * {@link KnownStorageConnectorDataSourceType} can be used interchangeably with StorageConnectorDataSourceType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Azure_DataShare**: Azure DataShare data source type.
 */
export type StorageConnectorDataSourceType = string;
/** The storage connector backing data source information */
export interface StorageConnectorSource {
    /** Type of the Storage Connector. Not mutable once the Storage Connector is created." */
    /** The discriminator possible values: DataShare */
    type: StorageConnectorSourceType;
}
export declare function storageConnectorSourceSerializer(item: StorageConnectorSource): any;
export declare function storageConnectorSourceDeserializer(item: any): StorageConnectorSource;
/** Alias for StorageConnectorSourceUnion */
export type StorageConnectorSourceUnion = DataShareSource | StorageConnectorSource;
export declare function storageConnectorSourceUnionSerializer(item: StorageConnectorSourceUnion): any;
export declare function storageConnectorSourceUnionDeserializer(item: any): StorageConnectorSourceUnion;
/** The type of the backing data source for storage connector */
export declare enum KnownStorageConnectorSourceType {
    /** Source type - DataShare */
    DataShare = "DataShare"
}
/**
 * The type of the backing data source for storage connector \
 * {@link KnownStorageConnectorSourceType} can be used interchangeably with StorageConnectorSourceType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **DataShare**: Source type - DataShare
 */
export type StorageConnectorSourceType = string;
/** The properties of data share source */
export interface DataShareSource extends StorageConnectorSource {
    /** The type for data share source */
    type: "DataShare";
    /** Details for how to connect to the backing data store. */
    connection: StorageConnectorConnectionUnion;
    /** Details for how to authenticate to the backing data store. */
    authProperties: StorageConnectorAuthPropertiesUnion;
}
export declare function dataShareSourceSerializer(item: DataShareSource): any;
export declare function dataShareSourceDeserializer(item: any): DataShareSource;
/** The connection properties of the backing data source */
export interface StorageConnectorConnection {
    /** Type of the connection. Controls the type of the connection object. Not mutable once the Storage Connector is created. */
    /** The discriminator possible values: DataShare */
    type: StorageConnectorConnectionType;
}
export declare function storageConnectorConnectionSerializer(item: StorageConnectorConnection): any;
export declare function storageConnectorConnectionDeserializer(item: any): StorageConnectorConnection;
/** Alias for StorageConnectorConnectionUnion */
export type StorageConnectorConnectionUnion = DataShareConnection | StorageConnectorConnection;
export declare function storageConnectorConnectionUnionSerializer(item: StorageConnectorConnectionUnion): any;
export declare function storageConnectorConnectionUnionDeserializer(item: any): StorageConnectorConnectionUnion;
/** The connection type for bucket connection in storage connector. */
export declare enum KnownStorageConnectorConnectionType {
    /** DataShare connection type */
    DataShare = "DataShare"
}
/**
 * The connection type for bucket connection in storage connector. \
 * {@link KnownStorageConnectorConnectionType} can be used interchangeably with StorageConnectorConnectionType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **DataShare**: DataShare connection type
 */
export type StorageConnectorConnectionType = string;
/** The connection details for Data Share source */
export interface DataShareConnection extends StorageConnectorConnection {
    /** The type for data share connection */
    type: "DataShare";
    /** The URI of the backing DataShare. Must be in the format: azds://<region>:<DataShareName>:<DataShareIdentifier> */
    dataShareUri: string;
}
export declare function dataShareConnectionSerializer(item: DataShareConnection): any;
export declare function dataShareConnectionDeserializer(item: any): DataShareConnection;
/** The authentication properties of the backing data source */
export interface StorageConnectorAuthProperties {
    /** Type of the authentication properties. Controls the type of the authProperties object */
    /** The discriminator possible values: ManagedIdentity */
    type: StorageConnectorAuthType;
}
export declare function storageConnectorAuthPropertiesSerializer(item: StorageConnectorAuthProperties): any;
export declare function storageConnectorAuthPropertiesDeserializer(item: any): StorageConnectorAuthProperties;
/** Alias for StorageConnectorAuthPropertiesUnion */
export type StorageConnectorAuthPropertiesUnion = ManagedIdentityAuthProperties | StorageConnectorAuthProperties;
export declare function storageConnectorAuthPropertiesUnionSerializer(item: StorageConnectorAuthPropertiesUnion): any;
export declare function storageConnectorAuthPropertiesUnionDeserializer(item: any): StorageConnectorAuthPropertiesUnion;
/** The auth type supported for bucket connection in storage connector. */
export declare enum KnownStorageConnectorAuthType {
    /** Managed Identity auth type */
    ManagedIdentity = "ManagedIdentity"
}
/**
 * The auth type supported for bucket connection in storage connector. \
 * {@link KnownStorageConnectorAuthType} can be used interchangeably with StorageConnectorAuthType,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **ManagedIdentity**: Managed Identity auth type
 */
export type StorageConnectorAuthType = string;
/** The managed identity auth properties for dataShare connection. */
export interface ManagedIdentityAuthProperties extends StorageConnectorAuthProperties {
    /** The type of managed identity auth */
    type: "ManagedIdentity";
    /** ARM ResourceId of the managed identity that should be used to authenticate to the backing data source. */
    identityResourceId?: string;
}
export declare function managedIdentityAuthPropertiesSerializer(item: ManagedIdentityAuthProperties): any;
export declare function managedIdentityAuthPropertiesDeserializer(item: any): ManagedIdentityAuthProperties;
/** Provisioning state of the resource at the time the operation was called. */
export declare enum KnownNativeDataSharingProvisioningState {
    /** The request has been accepted for processing. */
    Accepted = "Accepted",
    /** The resource is being created. */
    Creating = "Creating",
    /** The resource has been successfully created. */
    Succeeded = "Succeeded",
    /** The resource is being deleted. */
    Deleting = "Deleting",
    /** The request has been canceled. */
    Canceled = "Canceled",
    /** The resource creation or deletion has failed. */
    Failed = "Failed"
}
/**
 * Provisioning state of the resource at the time the operation was called. \
 * {@link KnownNativeDataSharingProvisioningState} can be used interchangeably with NativeDataSharingProvisioningState,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **Accepted**: The request has been accepted for processing. \
 * **Creating**: The resource is being created. \
 * **Succeeded**: The resource has been successfully created. \
 * **Deleting**: The resource is being deleted. \
 * **Canceled**: The request has been canceled. \
 * **Failed**: The resource creation or deletion has failed.
 */
export type NativeDataSharingProvisioningState = string;
/** A Connector is a tracked ARM resource modeled as a sub-resource of a Storage Account. */
export interface ConnectorUpdate extends TrackedResourceUpdate {
    /** The properties of the Storage Connector. */
    properties?: StorageConnectorPropertiesUpdate;
}
export declare function connectorUpdateSerializer(item: ConnectorUpdate): any;
/** The storage connector properties */
export interface StorageConnectorPropertiesUpdate {
    /**
     * State - Active or Inactive. Whether or not the Storage Connector should start as active (default: Active)
     * (While set to false on the Storage Connector, all data plane requests using this Storage Connector fail, and this Storage Connector is not billed if it would be otherwise.
     */
    state?: StorageConnectorState;
    /** Arbitrary description of this Storage Connector. Max 250 characters. */
    description?: string;
    /** Test connection to backing data source before creating the storage connector. */
    testConnection?: boolean;
    /** Information about how to communicate with and authenticate to the backing data store. */
    source?: StorageConnectorSourceUpdateUnion;
}
export declare function storageConnectorPropertiesUpdateSerializer(item: StorageConnectorPropertiesUpdate): any;
/** The storage connector backing data source information */
export interface StorageConnectorSourceUpdate {
    /** Type of the Storage Connector. Not mutable once the Storage Connector is created." */
    /** The discriminator possible values: DataShare */
    type: StorageConnectorSourceType;
}
export declare function storageConnectorSourceUpdateSerializer(item: StorageConnectorSourceUpdate): any;
/** Alias for StorageConnectorSourceUpdateUnion */
export type StorageConnectorSourceUpdateUnion = DataShareSourceUpdate | StorageConnectorSourceUpdate;
export declare function storageConnectorSourceUpdateUnionSerializer(item: StorageConnectorSourceUpdateUnion): any;
/** The properties of data share source */
export interface DataShareSourceUpdate extends StorageConnectorSourceUpdate {
    /** Discriminator value for DataShare */
    type: "DataShare";
    /** Details for how to authenticate to the backing data store. */
    authProperties?: StorageConnectorAuthPropertiesUpdateUnion;
}
export declare function dataShareSourceUpdateSerializer(item: DataShareSourceUpdate): any;
/** The authentication properties of the backing data source */
export interface StorageConnectorAuthPropertiesUpdate {
    /** Type of the authentication properties. Controls the type of the authProperties object */
    /** The discriminator possible values: ManagedIdentity */
    type: StorageConnectorAuthType;
}
export declare function storageConnectorAuthPropertiesUpdateSerializer(item: StorageConnectorAuthPropertiesUpdate): any;
/** Alias for StorageConnectorAuthPropertiesUpdateUnion */
export type StorageConnectorAuthPropertiesUpdateUnion = ManagedIdentityAuthPropertiesUpdate | StorageConnectorAuthPropertiesUpdate;
export declare function storageConnectorAuthPropertiesUpdateUnionSerializer(item: StorageConnectorAuthPropertiesUpdateUnion): any;
/** The managed identity auth properties for dataShare connection. */
export interface ManagedIdentityAuthPropertiesUpdate extends StorageConnectorAuthPropertiesUpdate {
    /** Discriminator value for ManagedIdentity */
    type: "ManagedIdentity";
    /** ARM ResourceId of the managed identity that should be used to authenticate to the backing data source. */
    identityResourceId?: string;
}
export declare function managedIdentityAuthPropertiesUpdateSerializer(item: ManagedIdentityAuthPropertiesUpdate): any;
/** The resource model definition for an Azure Resource Manager tracked top level resource which has 'tags' and a 'location' */
export interface TrackedResourceUpdate extends Resource {
    /** Resource tags. */
    tags?: Record<string, string>;
}
export declare function trackedResourceUpdateSerializer(item: TrackedResourceUpdate): any;
/** The response of a Connector list operation. */
export interface _ConnectorListResult {
    /** The Connector items on this page */
    value: Connector[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _connectorListResultDeserializer(item: any): _ConnectorListResult;
export declare function connectorArraySerializer(result: Array<Connector>): any[];
export declare function connectorArrayDeserializer(result: Array<Connector>): any[];
/** Test existing connection request properties */
export interface TestExistingConnectionRequest {
    /** The uniqueId of the storage connector as returned by the server. */
    uniqueId: string;
}
export declare function testExistingConnectionRequestSerializer(item: TestExistingConnectionRequest): any;
/** Test connection response properties */
export interface TestConnectionResponse {
    /**
     * Indicates the method used to validate the connection to the backing data store.
     * Valid values are `GetBlob` and `ListBlobs` for failure, and `TestExistingConnection` for success.
     */
    storageConnectorMethodName: string;
    /**
     * A string representing the error received from the backing data store.
     * Format will vary depending on the data store type and will be capped at 1 MB in size.
     * The error message will be empty if the connection was successful.
     */
    storageConnectorErrorMessage?: string;
    /** The request Id associated with the request sent to the backing data store for validation. */
    storageConnectorRequestId: string;
}
export declare function testConnectionResponseDeserializer(item: any): TestConnectionResponse;
/** A DataShare is a tracked ARM resource modeled as a sub-resource of a Storage Account. */
export interface DataShare extends TrackedResource {
    /** The properties of the Storage DataShare. */
    properties: StorageDataShareProperties;
}
export declare function dataShareSerializer(item: DataShare): any;
export declare function dataShareDeserializer(item: any): DataShare;
/** The storage datashare properties */
export interface StorageDataShareProperties {
    /** System-generated GUID identifier for the Storage DataShare. Not a valid input parameter when creating. */
    readonly dataShareIdentifier?: string;
    /** Arbitrary description of this Data Share. Max 250 characters. */
    description?: string;
    /**
     * The DataShare URI to be shared with the consumer.
     * URI Format - 'azds://<location>:<dataShareName>:<dataShareIdentifier>'.
     */
    readonly dataShareUri?: string;
    /**
     * List of access policies that specify the permission allowed to a managed identity.
     * For Create - This property is required and cannot be null. If no access policies are provided at creation time, specify an empty array.
     * For Update - This property is optional. If set to null or not passed, the existing access policies are left unchanged.
     * If provided with a non-null value, the existing access policies are replaced with the specified list.
     */
    accessPolicies: StorageDataShareAccessPolicy[];
    /**
     * List of assets that specify the properties of the shared resources.
     * For Create - This property is required and cannot be null. If no assets are provided at creation time, specify an empty array.
     * For Update - This property is optional. If set to null or not passed, the existing assets are left unchanged.
     * If provided with a non-null value, the existing assets are replaced with the specified list.
     */
    assets: StorageDataShareAsset[];
    /** Represents the provisioning state of the storage datashare. */
    readonly provisioningState?: NativeDataSharingProvisioningState;
}
export declare function storageDataSharePropertiesSerializer(item: StorageDataShareProperties): any;
export declare function storageDataSharePropertiesDeserializer(item: any): StorageDataShareProperties;
export declare function storageDataShareAccessPolicyArraySerializer(result: Array<StorageDataShareAccessPolicy>): any[];
export declare function storageDataShareAccessPolicyArrayDeserializer(result: Array<StorageDataShareAccessPolicy>): any[];
/** Policy that specify the permission allowed to a managed identity */
export interface StorageDataShareAccessPolicy {
    /** The AAD principal ID of the Managed Identity. */
    principalId: string;
    /** The AAD tenant ID of the Managed Identity. */
    tenantId: string;
    /** Allowed permissions. Currently, only supported value is Read. */
    permission: StorageDataShareAccessPolicyPermission;
}
export declare function storageDataShareAccessPolicySerializer(item: StorageDataShareAccessPolicy): any;
export declare function storageDataShareAccessPolicyDeserializer(item: any): StorageDataShareAccessPolicy;
/** The permissions supported in access policies for storage data share */
export declare enum KnownStorageDataShareAccessPolicyPermission {
    /** No permission */
    None = "None",
    /** Read permission */
    Read = "Read"
}
/**
 * The permissions supported in access policies for storage data share \
 * {@link KnownStorageDataShareAccessPolicyPermission} can be used interchangeably with StorageDataShareAccessPolicyPermission,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **None**: No permission \
 * **Read**: Read permission
 */
export type StorageDataShareAccessPolicyPermission = string;
export declare function storageDataShareAssetArraySerializer(result: Array<StorageDataShareAsset>): any[];
export declare function storageDataShareAssetArrayDeserializer(result: Array<StorageDataShareAsset>): any[];
/** Properties of a shared resource. */
export interface StorageDataShareAsset {
    /**
     * Source Path to be shared. It can be a folder or a blob.
     * The asset path should contain container name followed by path within the container, e.g. /container1/logs/external.
     */
    assetPath: string;
    /** Consumer visible name of the original path. */
    displayName: string;
}
export declare function storageDataShareAssetSerializer(item: StorageDataShareAsset): any;
export declare function storageDataShareAssetDeserializer(item: any): StorageDataShareAsset;
/** A DataShare is a tracked ARM resource modeled as a sub-resource of a Storage Account. */
export interface DataShareUpdate extends TrackedResourceUpdate {
    /** The properties of the Storage DataShare. */
    properties?: StorageDataSharePropertiesUpdate;
}
export declare function dataShareUpdateSerializer(item: DataShareUpdate): any;
/** The storage datashare properties */
export interface StorageDataSharePropertiesUpdate {
    /** Arbitrary description of this Data Share. Max 250 characters. */
    description?: string;
    /**
     * List of access policies that specify the permission allowed to a managed identity.
     * For Create - This property is required and cannot be null. If no access policies are provided at creation time, specify an empty array.
     * For Update - This property is optional. If set to null or not passed, the existing access policies are left unchanged.
     * If provided with a non-null value, the existing access policies are replaced with the specified list.
     */
    accessPolicies?: StorageDataShareAccessPolicy[];
    /**
     * List of assets that specify the properties of the shared resources.
     * For Create - This property is required and cannot be null. If no assets are provided at creation time, specify an empty array.
     * For Update - This property is optional. If set to null or not passed, the existing assets are left unchanged.
     * If provided with a non-null value, the existing assets are replaced with the specified list.
     */
    assets?: StorageDataShareAsset[];
}
export declare function storageDataSharePropertiesUpdateSerializer(item: StorageDataSharePropertiesUpdate): any;
/** The response of a DataShare list operation. */
export interface _DataShareListResult {
    /** The DataShare items on this page */
    value: DataShare[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _dataShareListResultDeserializer(item: any): _DataShareListResult;
export declare function dataShareArraySerializer(result: Array<DataShare>): any[];
export declare function dataShareArrayDeserializer(result: Array<DataShare>): any[];
/** A list of private link resources */
export interface PrivateLinkResourceListResult {
    /** Array of private link resources */
    value?: PrivateLinkResource[];
}
export declare function privateLinkResourceListResultDeserializer(item: any): PrivateLinkResourceListResult;
export declare function privateLinkResourceArrayDeserializer(result: Array<PrivateLinkResource>): any[];
/** A private link resource */
export interface PrivateLinkResource extends Resource {
    /** The private link resource group id. */
    readonly groupId?: string;
    /** The private link resource required member names. */
    readonly requiredMembers?: string[];
    /** The private link resource Private link DNS zone name. */
    requiredZoneNames?: string[];
}
export declare function privateLinkResourceDeserializer(item: any): PrivateLinkResource;
/** Properties of a private link resource. */
export interface PrivateLinkResourceProperties {
    /** The private link resource group id. */
    readonly groupId?: string;
    /** The private link resource required member names. */
    readonly requiredMembers?: string[];
    /** The private link resource Private link DNS zone name. */
    requiredZoneNames?: string[];
}
export declare function privateLinkResourcePropertiesDeserializer(item: any): PrivateLinkResourceProperties;
/** Fetch Storage Tasks Run Summary. */
export interface _StorageTaskReportSummary {
    /** The StorageTaskReportInstance items on this page */
    readonly value: StorageTaskReportInstance[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _storageTaskReportSummaryDeserializer(item: any): _StorageTaskReportSummary;
export declare function storageTaskReportInstanceArrayDeserializer(result: Array<StorageTaskReportInstance>): any[];
/** Storage Tasks run report instance */
export interface StorageTaskReportInstance extends ProxyResource {
    /** Storage task execution report for a run instance. */
    properties?: StorageTaskReportProperties;
}
export declare function storageTaskReportInstanceDeserializer(item: any): StorageTaskReportInstance;
/** Response schema. Contains list of queues returned */
export interface _ListQueueResource {
    /** The ListQueue items on this page */
    readonly value: ListQueue[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _listQueueResourceDeserializer(item: any): _ListQueueResource;
export declare function listQueueArrayDeserializer(result: Array<ListQueue>): any[];
/** model interface ListQueue */
export interface ListQueue extends Resource {
    /** A name-value pair that represents queue metadata. */
    metadata?: Record<string, string>;
}
export declare function listQueueDeserializer(item: any): ListQueue;
/** model interface ListQueueProperties */
export interface ListQueueProperties {
    /** A name-value pair that represents queue metadata. */
    metadata?: Record<string, string>;
}
export declare function listQueuePropertiesDeserializer(item: any): ListQueueProperties;
/** Concrete proxy resource types can be created by aliasing this type using a specific property type. */
export interface StorageQueue extends ProxyResource {
    /** A name-value pair that represents queue metadata. */
    metadata?: Record<string, string>;
    /** Integer indicating an approximate number of messages in the queue. This number is not lower than the actual number of messages in the queue, but could be higher. */
    readonly approximateMessageCount?: number;
}
export declare function storageQueueSerializer(item: StorageQueue): any;
export declare function storageQueueDeserializer(item: any): StorageQueue;
/** model interface QueueProperties */
export interface QueueProperties {
    /** A name-value pair that represents queue metadata. */
    metadata?: Record<string, string>;
    /** Integer indicating an approximate number of messages in the queue. This number is not lower than the actual number of messages in the queue, but could be higher. */
    readonly approximateMessageCount?: number;
}
export declare function queuePropertiesSerializer(item: QueueProperties): any;
export declare function queuePropertiesDeserializer(item: any): QueueProperties;
/** The replication policy between two storage accounts. Multiple rules can be defined in one policy. */
export interface ObjectReplicationPolicy extends ProxyResource {
    /** A unique id for object replication policy. */
    readonly policyId?: string;
    /** Indicates when the policy is enabled on the source account. */
    readonly enabledTime?: Date;
    /** Required. Source account name. It should be full resource id if allowCrossTenantReplication set to false. */
    sourceAccount?: string;
    /** Required. Destination account name. It should be full resource id if allowCrossTenantReplication set to false. */
    destinationAccount?: string;
    /** The storage account object replication rules. */
    rules?: ObjectReplicationPolicyRule[];
    /** Optional. The object replication policy metrics feature options. */
    metrics?: ObjectReplicationPolicyPropertiesMetrics;
    /** Optional. The object replication policy priority replication feature options. */
    priorityReplication?: ObjectReplicationPolicyPropertiesPriorityReplication;
    /** Optional. The object replication policy tags replication feature options. */
    tagsReplication?: ObjectReplicationPolicyPropertiesTagsReplication;
}
export declare function objectReplicationPolicySerializer(item: ObjectReplicationPolicy): any;
export declare function objectReplicationPolicyDeserializer(item: any): ObjectReplicationPolicy;
/** The Storage Account ObjectReplicationPolicy properties. */
export interface ObjectReplicationPolicyProperties {
    /** A unique id for object replication policy. */
    readonly policyId?: string;
    /** Indicates when the policy is enabled on the source account. */
    readonly enabledTime?: Date;
    /** Required. Source account name. It should be full resource id if allowCrossTenantReplication set to false. */
    sourceAccount: string;
    /** Required. Destination account name. It should be full resource id if allowCrossTenantReplication set to false. */
    destinationAccount: string;
    /** The storage account object replication rules. */
    rules?: ObjectReplicationPolicyRule[];
    /** Optional. The object replication policy metrics feature options. */
    metrics?: ObjectReplicationPolicyPropertiesMetrics;
    /** Optional. The object replication policy priority replication feature options. */
    priorityReplication?: ObjectReplicationPolicyPropertiesPriorityReplication;
    /** Optional. The object replication policy tags replication feature options. */
    tagsReplication?: ObjectReplicationPolicyPropertiesTagsReplication;
}
export declare function objectReplicationPolicyPropertiesSerializer(item: ObjectReplicationPolicyProperties): any;
export declare function objectReplicationPolicyPropertiesDeserializer(item: any): ObjectReplicationPolicyProperties;
export declare function objectReplicationPolicyRuleArraySerializer(result: Array<ObjectReplicationPolicyRule>): any[];
export declare function objectReplicationPolicyRuleArrayDeserializer(result: Array<ObjectReplicationPolicyRule>): any[];
/** The replication policy rule between two containers. */
export interface ObjectReplicationPolicyRule {
    /** Rule Id is auto-generated for each new rule on destination account. It is required for put policy on source account. */
    ruleId?: string;
    /** Required. Source container name. */
    sourceContainer: string;
    /** Required. Destination container name. */
    destinationContainer: string;
    /** Optional. An object that defines the filter set. */
    filters?: ObjectReplicationPolicyFilter;
}
export declare function objectReplicationPolicyRuleSerializer(item: ObjectReplicationPolicyRule): any;
export declare function objectReplicationPolicyRuleDeserializer(item: any): ObjectReplicationPolicyRule;
/** Filters limit replication to a subset of blobs within the storage account. A logical OR is performed on values in the filter. If multiple filters are defined, a logical AND is performed on all filters. */
export interface ObjectReplicationPolicyFilter {
    /** Optional. Filters the results to replicate only blobs whose names begin with the specified prefix. */
    prefixMatch?: string[];
    /** Blobs created after the time will be replicated to the destination. It must be in datetime format 'yyyy-MM-ddTHH:mm:ssZ'. Example: 2020-02-19T16:05:00Z */
    minCreationTime?: string;
}
export declare function objectReplicationPolicyFilterSerializer(item: ObjectReplicationPolicyFilter): any;
export declare function objectReplicationPolicyFilterDeserializer(item: any): ObjectReplicationPolicyFilter;
/** Optional. The object replication policy metrics feature options. */
export interface ObjectReplicationPolicyPropertiesMetrics {
    /** Indicates whether object replication metrics feature is enabled for the policy. */
    enabled?: boolean;
}
export declare function objectReplicationPolicyPropertiesMetricsSerializer(item: ObjectReplicationPolicyPropertiesMetrics): any;
export declare function objectReplicationPolicyPropertiesMetricsDeserializer(item: any): ObjectReplicationPolicyPropertiesMetrics;
/** Optional. The object replication policy priority replication feature options. */
export interface ObjectReplicationPolicyPropertiesPriorityReplication {
    /** Indicates whether object replication priority replication feature is enabled for the policy. */
    enabled?: boolean;
}
export declare function objectReplicationPolicyPropertiesPriorityReplicationSerializer(item: ObjectReplicationPolicyPropertiesPriorityReplication): any;
export declare function objectReplicationPolicyPropertiesPriorityReplicationDeserializer(item: any): ObjectReplicationPolicyPropertiesPriorityReplication;
/** Optional. The object replication policy tags replication feature options. */
export interface ObjectReplicationPolicyPropertiesTagsReplication {
    /** Indicates whether object replication tags replication feature is enabled for the policy. */
    enabled?: boolean;
}
export declare function objectReplicationPolicyPropertiesTagsReplicationSerializer(item: ObjectReplicationPolicyPropertiesTagsReplication): any;
export declare function objectReplicationPolicyPropertiesTagsReplicationDeserializer(item: any): ObjectReplicationPolicyPropertiesTagsReplication;
/** List storage account object replication policies. */
export interface _ObjectReplicationPolicies {
    /** The replication policy between two storage accounts. */
    value?: ObjectReplicationPolicy[];
    nextLink?: string;
}
export declare function _objectReplicationPoliciesDeserializer(item: any): _ObjectReplicationPolicies;
export declare function objectReplicationPolicyArraySerializer(result: Array<ObjectReplicationPolicy>): any[];
export declare function objectReplicationPolicyArrayDeserializer(result: Array<ObjectReplicationPolicy>): any[];
/** The local user associated with the storage accounts. */
export interface LocalUser extends ProxyResource {
    /** The permission scopes of the local user. */
    permissionScopes?: PermissionScope[];
    /** Optional, local user home directory. */
    homeDirectory?: string;
    /** Optional, local user ssh authorized keys for SFTP. */
    sshAuthorizedKeys?: SshPublicKey[];
    /** A unique Security Identifier that is generated by the server. */
    readonly sid?: string;
    /** Indicates whether shared key exists. Set it to false to remove existing shared key. */
    hasSharedKey?: boolean;
    /** Indicates whether ssh key exists. Set it to false to remove existing SSH key. */
    hasSshKey?: boolean;
    /** Indicates whether ssh password exists. Set it to false to remove existing SSH password. */
    hasSshPassword?: boolean;
    /** A unique Identifier that is generated by the server. */
    readonly userId?: number;
    /** An identifier for associating a group of users. */
    groupId?: number;
    /** Indicates whether ACL authorization is allowed for this user. Set it to false to disallow using ACL authorization. */
    allowAclAuthorization?: boolean;
    /** Supplementary group membership. Only applicable for local users enabled for NFSv3 access. */
    extendedGroups?: number[];
    /** Indicates if the local user is enabled for access with NFSv3 protocol. */
    isNFSv3Enabled?: boolean;
}
export declare function localUserSerializer(item: LocalUser): any;
export declare function localUserDeserializer(item: any): LocalUser;
/** The Storage Account Local User properties. */
export interface LocalUserProperties {
    /** The permission scopes of the local user. */
    permissionScopes?: PermissionScope[];
    /** Optional, local user home directory. */
    homeDirectory?: string;
    /** Optional, local user ssh authorized keys for SFTP. */
    sshAuthorizedKeys?: SshPublicKey[];
    /** A unique Security Identifier that is generated by the server. */
    readonly sid?: string;
    /** Indicates whether shared key exists. Set it to false to remove existing shared key. */
    hasSharedKey?: boolean;
    /** Indicates whether ssh key exists. Set it to false to remove existing SSH key. */
    hasSshKey?: boolean;
    /** Indicates whether ssh password exists. Set it to false to remove existing SSH password. */
    hasSshPassword?: boolean;
    /** A unique Identifier that is generated by the server. */
    readonly userId?: number;
    /** An identifier for associating a group of users. */
    groupId?: number;
    /** Indicates whether ACL authorization is allowed for this user. Set it to false to disallow using ACL authorization. */
    allowAclAuthorization?: boolean;
    /** Supplementary group membership. Only applicable for local users enabled for NFSv3 access. */
    extendedGroups?: number[];
    /** Indicates if the local user is enabled for access with NFSv3 protocol. */
    isNFSv3Enabled?: boolean;
}
export declare function localUserPropertiesSerializer(item: LocalUserProperties): any;
export declare function localUserPropertiesDeserializer(item: any): LocalUserProperties;
export declare function permissionScopeArraySerializer(result: Array<PermissionScope>): any[];
export declare function permissionScopeArrayDeserializer(result: Array<PermissionScope>): any[];
/** model interface PermissionScope */
export interface PermissionScope {
    /** The permissions for the local user. Possible values include: Read (r), Write (w), Delete (d), List (l), Create (c), Modify Ownership (o), and Modify Permissions (p). */
    permissions: string;
    /** The service used by the local user, e.g. blob, file. */
    service: string;
    /** The name of resource, normally the container name or the file share name, used by the local user. */
    resourceName: string;
}
export declare function permissionScopeSerializer(item: PermissionScope): any;
export declare function permissionScopeDeserializer(item: any): PermissionScope;
export declare function sshPublicKeyArraySerializer(result: Array<SshPublicKey>): any[];
export declare function sshPublicKeyArrayDeserializer(result: Array<SshPublicKey>): any[];
/** model interface SshPublicKey */
export interface SshPublicKey {
    /** Optional. It is used to store the function/usage of the key */
    description?: string;
    /** Ssh public key base64 encoded. The format should be: '<keyType> <keyData>', e.g. ssh-rsa AAAABBBB */
    key?: string;
}
export declare function sshPublicKeySerializer(item: SshPublicKey): any;
export declare function sshPublicKeyDeserializer(item: any): SshPublicKey;
/** List of local users requested, and if paging is required, a URL to the next page of local users. */
export interface _LocalUsers {
    /** The LocalUser items on this page */
    value: LocalUser[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _localUsersDeserializer(item: any): _LocalUsers;
export declare function localUserArraySerializer(result: Array<LocalUser>): any[];
export declare function localUserArrayDeserializer(result: Array<LocalUser>): any[];
/** The Storage Account Local User keys. */
export interface LocalUserKeys {
    /** Optional, local user ssh authorized keys for SFTP. */
    sshAuthorizedKeys?: SshPublicKey[];
    /** Auto generated by the server for SMB authentication. */
    readonly sharedKey?: string;
}
export declare function localUserKeysDeserializer(item: any): LocalUserKeys;
/** The secrets of Storage Account Local User. */
export interface LocalUserRegeneratePasswordResult {
    /** Auto generated password by the server for SSH authentication if hasSshPassword is set to true on the creation of local user. */
    readonly sshPassword?: string;
}
export declare function localUserRegeneratePasswordResultDeserializer(item: any): LocalUserRegeneratePasswordResult;
/** Properties of the table, including Id, resource name, resource type. */
export interface Table extends ProxyResource {
    /** Table name under the specified account */
    readonly tableName?: string;
    /** List of stored access policies specified on the table. */
    signedIdentifiers?: TableSignedIdentifier[];
}
export declare function tableSerializer(item: Table): any;
export declare function tableDeserializer(item: any): Table;
/** model interface TableProperties */
export interface TableProperties {
    /** Table name under the specified account */
    readonly tableName?: string;
    /** List of stored access policies specified on the table. */
    signedIdentifiers?: TableSignedIdentifier[];
}
export declare function tablePropertiesSerializer(item: TableProperties): any;
export declare function tablePropertiesDeserializer(item: any): TableProperties;
export declare function tableSignedIdentifierArraySerializer(result: Array<TableSignedIdentifier>): any[];
export declare function tableSignedIdentifierArrayDeserializer(result: Array<TableSignedIdentifier>): any[];
/** Object to set Table Access Policy. */
export interface TableSignedIdentifier {
    /** unique-64-character-value of the stored access policy. */
    id: string;
    /** Access policy */
    accessPolicy?: TableAccessPolicy;
}
export declare function tableSignedIdentifierSerializer(item: TableSignedIdentifier): any;
export declare function tableSignedIdentifierDeserializer(item: any): TableSignedIdentifier;
/** Table Access Policy Properties Object. */
export interface TableAccessPolicy {
    /** Start time of the access policy */
    startTime?: Date;
    /** Expiry time of the access policy */
    expiryTime?: Date;
    /** Required. List of abbreviated permissions. Supported permission values include 'r','a','u','d' */
    permission: string;
}
export declare function tableAccessPolicySerializer(item: TableAccessPolicy): any;
export declare function tableAccessPolicyDeserializer(item: any): TableAccessPolicy;
/** Response schema. Contains list of tables returned */
export interface _ListTableResource {
    /** The Table items on this page */
    readonly value: Table[];
    /** The link to the next page of items */
    nextLink?: string;
}
export declare function _listTableResourceDeserializer(item: any): _ListTableResource;
export declare function tableArraySerializer(result: Array<Table>): any[];
export declare function tableArrayDeserializer(result: Array<Table>): any[];
/** The response from the List Storage SKUs operation. */
export interface _StorageSkuListResult {
    /** Get the list result of storage SKUs and their properties. */
    readonly value?: SkuInformation[];
    nextLink?: string;
}
export declare function _storageSkuListResultDeserializer(item: any): _StorageSkuListResult;
export declare function skuInformationArrayDeserializer(result: Array<SkuInformation>): any[];
/** Storage SKU and its properties */
export interface SkuInformation {
    /** The SKU name. Required for account creation; optional for update. Note that in older versions, SKU name was called accountType. */
    name: SkuName;
    /** The SKU tier. This is based on the SKU name. */
    readonly tier?: SkuTier;
    /** The type of the resource, usually it is 'storageAccounts'. */
    readonly resourceType?: string;
    /** Indicates the type of storage account. */
    readonly kind?: Kind;
    /** The set of locations that the SKU is available. This will be supported and registered Azure Geo Regions (e.g. West US, East US, Southeast Asia, etc.). */
    readonly locations?: string[];
    locationInfo?: SkuInformationLocationInfoItem[];
    /** The capability information in the specified SKU, including file encryption, network ACLs, change notification, etc. */
    readonly capabilities?: SKUCapability[];
    /** The restrictions because of which SKU cannot be used. This is empty if there are no restrictions. */
    restrictions?: Restriction[];
}
export declare function skuInformationDeserializer(item: any): SkuInformation;
export declare function skuInformationLocationInfoItemArrayDeserializer(result: Array<SkuInformationLocationInfoItem>): any[];
/** model interface SkuInformationLocationInfoItem */
export interface SkuInformationLocationInfoItem {
    /** Describes the location for the product where storage account resource can be created. */
    readonly location?: string;
    /** Describes the available zones for the product where storage account resource can be created. */
    readonly zones?: string[];
}
export declare function skuInformationLocationInfoItemDeserializer(item: any): SkuInformationLocationInfoItem;
export declare function skuCapabilityArrayDeserializer(result: Array<SKUCapability>): any[];
/** The capability information in the specified SKU, including file encryption, network ACLs, change notification, etc. */
export interface SKUCapability {
    /** The name of capability, The capability information in the specified SKU, including file encryption, network ACLs, change notification, etc. */
    readonly name?: string;
    /** A string value to indicate states of given capability. Possibly 'true' or 'false'. */
    readonly value?: string;
}
export declare function skuCapabilityDeserializer(item: any): SKUCapability;
export declare function restrictionArrayDeserializer(result: Array<Restriction>): any[];
/** The restriction because of which SKU cannot be used. */
export interface Restriction {
    /** The type of restrictions. As of now only possible value for this is location. */
    readonly type?: string;
    /** The value of restrictions. If the restriction type is set to location. This would be different locations where the SKU is restricted. */
    readonly values?: string[];
    /** The reason for the restriction. As of now this can be "QuotaId" or "NotAvailableForSubscription". Quota Id is set when the SKU has requiredQuotas parameter as the subscription does not belong to that quota. The "NotAvailableForSubscription" is related to capacity at DC. */
    reasonCode?: ReasonCode;
}
export declare function restrictionDeserializer(item: any): Restriction;
/** The reason for the restriction. As of now this can be "QuotaId" or "NotAvailableForSubscription". Quota Id is set when the SKU has requiredQuotas parameter as the subscription does not belong to that quota. The "NotAvailableForSubscription" is related to capacity at DC. */
export declare enum KnownReasonCode {
    /** QuotaId */
    QuotaId = "QuotaId",
    /** NotAvailableForSubscription */
    NotAvailableForSubscription = "NotAvailableForSubscription"
}
/**
 * The reason for the restriction. As of now this can be "QuotaId" or "NotAvailableForSubscription". Quota Id is set when the SKU has requiredQuotas parameter as the subscription does not belong to that quota. The "NotAvailableForSubscription" is related to capacity at DC. \
 * {@link KnownReasonCode} can be used interchangeably with ReasonCode,
 *  this enum contains the known values that the service supports.
 * ### Known values supported by the service
 * **QuotaId** \
 * **NotAvailableForSubscription**
 */
export type ReasonCode = string;
/** The response from the List Usages operation. */
export interface _UsageListResult {
    /** Gets or sets the list of Storage Resource Usages. */
    value?: Usage[];
    nextLink?: string;
}
export declare function _usageListResultDeserializer(item: any): _UsageListResult;
export declare function usageArrayDeserializer(result: Array<Usage>): any[];
/** Describes Storage Resource Usage. */
export interface Usage {
    /** Gets the unit of measurement. */
    readonly unit?: UsageUnit;
    /** Gets the current count of the allocated resources in the subscription. */
    readonly currentValue?: number;
    /** Gets the maximum count of the resources that can be allocated in the subscription. */
    readonly limit?: number;
    /** Gets the name of the type of usage. */
    readonly name?: UsageName;
}
export declare function usageDeserializer(item: any): Usage;
/** Gets the unit of measurement. */
export type UsageUnit = "Count" | "Bytes" | "Seconds" | "Percent" | "CountsPerSecond" | "BytesPerSecond";
/** The usage names that can be used; currently limited to StorageAccount. */
export interface UsageName {
    /** Gets a string describing the resource name. */
    readonly value?: string;
    /** Gets a localized string describing the resource name. */
    readonly localizedValue?: string;
}
export declare function usageNameDeserializer(item: any): UsageName;
/** Known values of {@link ListContainersInclude} that the service accepts. */
export declare enum KnownListContainersInclude {
    /** deleted */
    Deleted = "deleted"
}
/** Type of ListContainersInclude */
export type ListContainersInclude = string;
/** Type of StorageAccountExpand */
export type StorageAccountExpand = "geoReplicationStats" | "blobRestoreStatus";
/** Known values of {@link ListEncryptionScopesInclude} that the service accepts. */
export declare enum KnownListEncryptionScopesInclude {
    /** All */
    All = "All",
    /** Enabled */
    Enabled = "Enabled",
    /** Disabled */
    Disabled = "Disabled"
}
/** Type of ListEncryptionScopesInclude */
export type ListEncryptionScopesInclude = string;
/** Known values of {@link ListLocalUserIncludeParam} that the service accepts. */
export declare enum KnownListLocalUserIncludeParam {
    /** nfsv3 */
    Nfsv3 = "nfsv3"
}
/** Type of ListLocalUserIncludeParam */
export type ListLocalUserIncludeParam = string;
/** The available API versions. */
export declare enum KnownVersions {
    /** The 2025-06-01 API version. */
    V20250601 = "2025-06-01",
    /** The 2025-08-01 API version. */
    V20250801 = "2025-08-01"
}
export declare function _operationOperationPropertiesDeserializer(item: any): {
    serviceSpecification: any;
};
export declare function _immutabilityPolicyPropertiesPropertiesSerializer(item: ImmutabilityPolicyProperties): any;
export declare function _immutabilityPolicyPropertiesPropertiesDeserializer(item: any): {
    immutabilityPeriodSinceCreationInDays: any;
    state: any;
    allowProtectedAppendWrites: any;
    allowProtectedAppendWritesAll: any;
};
export declare function _blobContainerPropertiesSerializer(item: BlobContainer): any;
export declare function _blobContainerPropertiesDeserializer(item: any): {
    version: any;
    deleted: any;
    deletedTime: any;
    remainingRetentionDays: any;
    defaultEncryptionScope: any;
    denyEncryptionScopeOverride: any;
    publicAccess: any;
    lastModifiedTime: any;
    leaseStatus: any;
    leaseState: any;
    leaseDuration: any;
    metadata: any;
    immutabilityPolicy: any;
    legalHold: any;
    hasLegalHold: any;
    hasImmutabilityPolicy: any;
    immutableStorageWithVersioning: any;
    enableNfsV3RootSquash: any;
    enableNfsV3AllSquash: any;
};
export declare function _listContainerItemPropertiesSerializer(item: ListContainerItem): any;
export declare function _listContainerItemPropertiesDeserializer(item: any): {
    version: any;
    deleted: any;
    deletedTime: any;
    remainingRetentionDays: any;
    defaultEncryptionScope: any;
    denyEncryptionScopeOverride: any;
    publicAccess: any;
    lastModifiedTime: any;
    leaseStatus: any;
    leaseState: any;
    leaseDuration: any;
    metadata: any;
    immutabilityPolicy: any;
    legalHold: any;
    hasLegalHold: any;
    hasImmutabilityPolicy: any;
    immutableStorageWithVersioning: any;
    enableNfsV3RootSquash: any;
    enableNfsV3AllSquash: any;
};
export declare function _immutabilityPolicyPropertiesSerializer(item: ImmutabilityPolicy): any;
export declare function _immutabilityPolicyPropertiesDeserializer(item: any): {
    immutabilityPeriodSinceCreationInDays: any;
    state: any;
    allowProtectedAppendWrites: any;
    allowProtectedAppendWritesAll: any;
};
export declare function _blobServicePropertiesPropertiesSerializer(item: BlobServiceProperties): any;
export declare function _blobServicePropertiesPropertiesDeserializer(item: any): {
    cors: any;
    defaultServiceVersion: any;
    deleteRetentionPolicy: any;
    staticWebsite: any;
    isVersioningEnabled: any;
    automaticSnapshotPolicyEnabled: any;
    changeFeed: any;
    restorePolicy: any;
    containerDeleteRetentionPolicy: any;
    lastAccessTimeTrackingPolicy: any;
};
export declare function _privateEndpointConnectionPropertiesSerializer(item: PrivateEndpointConnection): any;
export declare function _privateEndpointConnectionPropertiesDeserializer(item: any): {
    privateEndpoint: any;
    privateLinkServiceConnectionState: any;
    provisioningState: any;
};
export declare function _storageAccountPropertiesDeserializer(item: any): {
    provisioningState: any;
    primaryEndpoints: any;
    primaryLocation: any;
    statusOfPrimary: any;
    lastGeoFailoverTime: any;
    secondaryLocation: any;
    statusOfSecondary: any;
    creationTime: any;
    customDomain: any;
    sasPolicy: any;
    keyPolicy: any;
    keyCreationTime: any;
    secondaryEndpoints: any;
    encryption: any;
    accessTier: any;
    azureFilesIdentityBasedAuthentication: any;
    enableHttpsTrafficOnly: any;
    networkRuleSet: any;
    isSftpEnabled: any;
    isLocalUserEnabled: any;
    enableExtendedGroups: any;
    isHnsEnabled: any;
    geoReplicationStats: any;
    failoverInProgress: any;
    largeFileSharesState: any;
    privateEndpointConnections: any;
    routingPreference: any;
    dualStackEndpointPreference: any;
    blobRestoreStatus: any;
    allowBlobPublicAccess: any;
    minimumTlsVersion: any;
    allowSharedKeyAccess: any;
    enableNfsV3: any;
    allowCrossTenantReplication: any;
    defaultToOAuthAuthentication: any;
    publicNetworkAccess: any;
    immutableStorageWithVersioning: any;
    allowedCopyScope: any;
    storageAccountSkuConversionStatus: any;
    dnsEndpointType: any;
    isSkuConversionBlocked: any;
    accountMigrationInProgress: any;
    geoPriorityReplicationStatus: any;
    allowSharedKeyAccessForServices: any;
    dataCollaborationPolicyProperties: any;
};
export declare function _storageAccountCreateParametersPropertiesSerializer(item: StorageAccountCreateParameters): any;
export declare function _storageAccountUpdateParametersPropertiesSerializer(item: StorageAccountUpdateParameters): any;
export declare function _storageAccountMigrationPropertiesSerializer(item: StorageAccountMigration): any;
export declare function _storageAccountMigrationPropertiesDeserializer(item: any): {
    targetSkuName: any;
    migrationStatus: any;
    migrationFailedReason: any;
    migrationFailedDetailedReason: any;
};
export declare function _fileSharePropertiesSerializer(item: FileShare): any;
export declare function _fileSharePropertiesDeserializer(item: any): {
    lastModifiedTime: any;
    metadata: any;
    shareQuota: any;
    provisionedIops: any;
    provisionedBandwidthMibps: any;
    includedBurstIops: any;
    maxBurstCreditsForIops: any;
    nextAllowedQuotaDowngradeTime: any;
    nextAllowedProvisionedIopsDowngradeTime: any;
    nextAllowedProvisionedBandwidthDowngradeTime: any;
    enabledProtocols: any;
    rootSquash: any;
    version: any;
    deleted: any;
    deletedTime: any;
    remainingRetentionDays: any;
    accessTier: any;
    accessTierChangeTime: any;
    accessTierStatus: any;
    shareUsageBytes: any;
    leaseStatus: any;
    leaseState: any;
    leaseDuration: any;
    signedIdentifiers: any;
    snapshotTime: any;
    fileSharePaidBursting: any;
};
export declare function _fileShareItemPropertiesSerializer(item: FileShareItem): any;
export declare function _fileShareItemPropertiesDeserializer(item: any): {
    lastModifiedTime: any;
    metadata: any;
    shareQuota: any;
    provisionedIops: any;
    provisionedBandwidthMibps: any;
    includedBurstIops: any;
    maxBurstCreditsForIops: any;
    nextAllowedQuotaDowngradeTime: any;
    nextAllowedProvisionedIopsDowngradeTime: any;
    nextAllowedProvisionedBandwidthDowngradeTime: any;
    enabledProtocols: any;
    rootSquash: any;
    version: any;
    deleted: any;
    deletedTime: any;
    remainingRetentionDays: any;
    accessTier: any;
    accessTierChangeTime: any;
    accessTierStatus: any;
    shareUsageBytes: any;
    leaseStatus: any;
    leaseState: any;
    leaseDuration: any;
    signedIdentifiers: any;
    snapshotTime: any;
    fileSharePaidBursting: any;
};
export declare function _fileServicePropertiesPropertiesSerializer(item: FileServiceProperties): any;
export declare function _fileServicePropertiesPropertiesDeserializer(item: any): {
    cors: any;
    shareDeleteRetentionPolicy: any;
    protocolSettings: any;
};
export declare function _queueServicePropertiesPropertiesSerializer(item: QueueServiceProperties): any;
export declare function _queueServicePropertiesPropertiesDeserializer(item: any): {
    cors: any;
};
export declare function _deletedAccountPropertiesDeserializer(item: any): {
    storageAccountResourceId: any;
    location: any;
    restoreReference: any;
    creationTime: any;
    deletionTime: any;
};
export declare function _managementPolicyPropertiesSerializer(item: ManagementPolicy): any;
export declare function _managementPolicyPropertiesDeserializer(item: any): {
    lastModifiedTime: any;
    policy: any;
};
export declare function _blobInventoryPolicyPropertiesSerializer(item: BlobInventoryPolicy): any;
export declare function _blobInventoryPolicyPropertiesDeserializer(item: any): {
    lastModifiedTime: any;
    policy: any;
};
export declare function _encryptionScopePropertiesSerializer(item: EncryptionScope): any;
export declare function _encryptionScopePropertiesDeserializer(item: any): {
    source: any;
    state: any;
    creationTime: any;
    lastModifiedTime: any;
    keyVaultProperties: any;
    requireInfrastructureEncryption: any;
};
export declare function _tableServicePropertiesPropertiesSerializer(item: TableServiceProperties): any;
export declare function _tableServicePropertiesPropertiesDeserializer(item: any): {
    cors: any;
};
export declare function _networkSecurityPerimeterConfigurationPropertiesDeserializer(item: any): {
    provisioningState: any;
    provisioningIssues: any;
    networkSecurityPerimeter: any;
    resourceAssociation: any;
    profile: any;
};
export declare function _privateLinkResourcePropertiesDeserializer(item: any): {
    groupId: any;
    requiredMembers: any;
    requiredZoneNames: any;
};
export declare function _listQueueQueuePropertiesDeserializer(item: any): {
    metadata: any;
};
export declare function _storageQueuePropertiesSerializer(item: StorageQueue): any;
export declare function _storageQueuePropertiesDeserializer(item: any): {
    metadata: any;
    approximateMessageCount: any;
};
export declare function _objectReplicationPolicyPropertiesSerializer(item: ObjectReplicationPolicy): any;
export declare function _objectReplicationPolicyPropertiesDeserializer(item: any): {
    policyId: any;
    enabledTime: any;
    sourceAccount: any;
    destinationAccount: any;
    rules: any;
    metrics: any;
    priorityReplication: any;
    tagsReplication: any;
};
export declare function _localUserPropertiesSerializer(item: LocalUser): any;
export declare function _localUserPropertiesDeserializer(item: any): {
    permissionScopes: any;
    homeDirectory: any;
    sshAuthorizedKeys: any;
    sid: any;
    hasSharedKey: any;
    hasSshKey: any;
    hasSshPassword: any;
    userId: any;
    groupId: any;
    allowAclAuthorization: any;
    extendedGroups: any;
    isNFSv3Enabled: any;
};
export declare function _tablePropertiesSerializer(item: Table): any;
export declare function _tablePropertiesDeserializer(item: any): {
    tableName: any;
    signedIdentifiers: any;
};
//# sourceMappingURL=models.d.ts.map