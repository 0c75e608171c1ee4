import { z } from 'zod';
import { ClusterId, ExtensionName, TenantId } from './common';
import { ClusterDetail, ClusterList, FleetSummary, FleetSummaryQuery, ListClustersQuery } from './clusters';
import { AssignExtensionRequest, DesiredExtension, DesiredState, HeartbeatResponse } from './desired';
import { defineEndpoint } from './endpoint';
import { HELM_RELEASE_NAME_MAX_LENGTH } from './helm-release-name';
import { fleetEndpoints } from './fleet-endpoints';
import { rolloutEndpoints } from './rollout-endpoints';
import { maintenanceWindowEndpoints } from './maintenance-windows';
import { auditEndpoints } from './audit';
import { consoleEndpoints } from './console-endpoints';
import { liveEndpoints } from './live-endpoints';
import { rolloutTimelineEndpoints } from './rollout-timeline';
import { gitopsEndpoints } from './gitops';
import { syncEndpoints } from './sync-endpoints';
import { brokerEndpoints } from './broker-endpoints';
import type { EndpointContract } from './endpoint';
import { HeartbeatRequest, Inventory, InventorySummary } from './inventory';
import {
  BootstrapTokenId,
  BootstrapTokenList,
  BootstrapTokenResponse,
  CertificateResponse,
  CreateBootstrapTokenRequest,
  ListBootstrapTokensQuery,
  RegisterRequest,
  RenewRequest,
} from './registration';
import { StatusAccepted, StatusRequest } from './status';

const KiB = 1024;
const MiB = 1024 * KiB;

const TenantParams = z.object({ tenantId: TenantId });
const TenantClusterParams = z.object({ tenantId: TenantId, clusterId: ClusterId });
const ClusterParams = z.object({ clusterId: ClusterId });
const NoParams = z.object({});

const common401 = { description: 'Missing, invalid or expired credentials.' };
const common403 = { description: 'The caller may not act on this tenant or cluster.' };
const common429 = { description: 'Rate limited; retry after the Retry-After header.' };
const agent401 = {
  description:
    'No client certificate or DPoP proof in an accepted mode (agent-auth-mode names the one to switch to), a certificate not from this CA, expired or superseded, or a proof that is invalid, replayed or made with a clock off by more than the window (dpop-clock-skew names the skew).',
};

export const endpoints = {
  healthz: defineEndpoint({
    name: 'healthz',
    method: 'GET',
    route: 'healthz',
    auth: 'none',
    tag: 'health',
    summary: 'Liveness and readiness of the control plane',
    params: NoParams,
    stateless: true,
    responses: { 200: { description: 'Healthy', schema: z.object({ status: z.literal('ok') }) } },
  }),
  createBootstrapToken: defineEndpoint({
    name: 'createBootstrapToken',
    method: 'POST',
    route: 'v1/tenants/{tenantId}/bootstrap-tokens',
    auth: 'operator',
    role: 'operator',
    tag: 'registration',
    summary: 'Mint a single-use bootstrap token for registering one cluster',
    description:
      'The token is returned once; only its SHA-256 hash is stored. Default TTL 1 h, at most 24 h.',
    params: TenantParams,
    body: CreateBootstrapTokenRequest,
    maxBodyBytes: 4 * KiB,
    responses: {
      201: { description: 'Created', schema: BootstrapTokenResponse },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      429: common429,
    },
  }),
  listBootstrapTokens: defineEndpoint({
    name: 'listBootstrapTokens',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/bootstrap-tokens',
    auth: 'operator',
    role: 'operator',
    tag: 'registration',
    summary: "List the tenant's bootstrap tokens (never the tokens themselves), one page at a time",
    description:
      'Each token by its id (the SHA-256 the control plane stores), whether it is still usable, and which cluster used it. Records are kept 7 days past their expiry.',
    params: TenantParams,
    query: ListBootstrapTokensQuery,
    responses: {
      200: { description: 'A page of tokens', schema: BootstrapTokenList },
      400: { description: 'Malformed query' },
      401: common401,
      403: common403,
    },
  }),
  deleteBootstrapToken: defineEndpoint({
    name: 'deleteBootstrapToken',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/bootstrap-tokens/{tokenId}',
    auth: 'operator',
    role: 'operator',
    tag: 'registration',
    summary: 'Revoke an unused bootstrap token: it can no longer register a cluster',
    description:
      'A token already used registered its cluster: 409 (delete the cluster to remove it). An expired token answers 204 like an unused one.',
    params: z.object({ tenantId: TenantId, tokenId: BootstrapTokenId }),
    responses: {
      204: { description: 'Revoked' },
      401: common401,
      403: common403,
      404: { description: 'No such token in this tenant' },
      409: { description: 'The token was used; delete the cluster it registered instead' },
    },
  }),
  listClusters: defineEndpoint({
    name: 'listClusters',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/clusters',
    auth: 'operator',
    role: 'reader',
    tag: 'clusters',
    summary:
      "List clusters, filtered by label selector, name prefix, id prefix, group, region and an extension's phase or version, one page at a time",
    description:
      "Every filter is applied by the store. By an extension, the page is read from the clusters' status documents, and a name prefix or region narrows that page: such a page may hold fewer than `limit` clusters and still have a continuation token.",
    params: TenantParams,
    query: ListClustersQuery,
    responses: {
      200: { description: 'A page of clusters', schema: ClusterList },
      400: {
        description:
          'Malformed label selector, group or continuation token; phase or extensionVersion without extension',
      },
      401: common401,
      403: common403,
    },
  }),
  getFleetSummary: defineEndpoint({
    name: 'getFleetSummary',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/fleet/summary',
    auth: 'operator',
    role: 'reader',
    tag: 'clusters',
    summary:
      'Count clusters by connectivity, region, group, Kubernetes version, agent version, extension version and extension phase',
    description:
      "Takes the label selector of the cluster list and a group; the store counts, so the answer costs the same at 10 clusters and at 10,000. Kubernetes and agent versions are those of the last heartbeat; an extension's version is the one the agent's last inventory reported installed, its phase that of its latest status. Extensions are those of the tenant's catalog.",
    params: TenantParams,
    query: FleetSummaryQuery,
    responses: {
      200: { description: 'The counts', schema: FleetSummary },
      400: { description: 'Malformed label selector or group' },
      401: common401,
      403: common403,
    },
  }),
  getCluster: defineEndpoint({
    name: 'getCluster',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/clusters/{clusterId}',
    auth: 'operator',
    role: 'reader',
    tag: 'clusters',
    summary: 'Show one cluster: connectivity, inventory summary, extensions and their latest status',
    params: TenantClusterParams,
    responses: {
      200: { description: 'The cluster', schema: ClusterDetail },
      401: common401,
      403: common403,
      404: { description: 'No such cluster in this tenant' },
    },
  }),
  deleteCluster: defineEndpoint({
    name: 'deleteCluster',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/clusters/{clusterId}',
    auth: 'operator',
    role: 'admin',
    tag: 'clusters',
    summary: 'Remove a cluster; its certificate stops working at once',
    params: TenantClusterParams,
    responses: {
      204: { description: 'Deleted' },
      401: common401,
      403: common403,
      404: { description: 'No such cluster' },
    },
  }),
  assignExtension: defineEndpoint({
    name: 'assignExtension',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/clusters/{clusterId}/extensions/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'desired',
    summary: 'Assign an extension directly to one cluster (idempotent)',
    description: `A helm extension's name is its Helm release name, so it must be one Helm accepts (at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters); 422 lists it with every other violation.`,
    params: TenantClusterParams.extend({ name: ExtensionName }),
    body: AssignExtensionRequest,
    maxBodyBytes: 256 * KiB,
    responses: {
      200: {
        description: 'Updated (or unchanged)',
        schema: DesiredExtension.extend({ generation: z.number().int() }),
      },
      201: { description: 'Assigned', schema: DesiredExtension.extend({ generation: z.number().int() }) },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      404: { description: 'No such cluster' },
      413: { description: 'Body over 256 KiB' },
      422: {
        description:
          'A helm extension name Helm refuses as a release name (path.name), or values with a malformed or disallowed secret reference or a credential in clear; `violations` lists every one.',
      },
    },
  }),
  removeExtension: defineEndpoint({
    name: 'removeExtension',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/clusters/{clusterId}/extensions/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'desired',
    summary: 'Remove an extension from one cluster; the agent prunes it',
    params: TenantClusterParams.extend({ name: ExtensionName }),
    responses: {
      204: { description: 'Removed' },
      401: common401,
      403: common403,
      404: { description: 'No such cluster or extension' },
    },
  }),
  register: defineEndpoint({
    name: 'register',
    method: 'POST',
    route: 'v1/register',
    auth: 'none',
    tag: 'agent',
    summary: 'Register a cluster: bootstrap token + CSR -> client certificate',
    description:
      'Consumes the bootstrap token (exactly one of two concurrent uses wins). The same tenant and clusterUid always get the same clusterId; registering again supersedes the previous certificate at once.',
    params: NoParams,
    body: RegisterRequest,
    maxBodyBytes: 64 * KiB,
    responses: {
      201: { description: 'Registered', schema: CertificateResponse },
      400: { description: 'Malformed body, unparseable CSR, bad CSR signature or weak key' },
      401: { description: 'Unknown, used or expired bootstrap token' },
      413: { description: 'Body over 64 KiB' },
      429: common429,
    },
  }),
  renew: defineEndpoint({
    name: 'renewCertificate',
    method: 'POST',
    route: 'v1/clusters/{clusterId}/renew',
    auth: 'agent',
    tag: 'agent',
    summary: 'Renew the client certificate with the current one',
    description:
      'The certificate used for this call stays valid for ARCBRIDGE_RENEW_GRACE_SECONDS (default 15 min) so a lost response cannot lock the agent out.',
    params: ClusterParams,
    body: RenewRequest,
    maxBodyBytes: 64 * KiB,
    responses: {
      200: { description: 'Renewed', schema: CertificateResponse },
      400: { description: 'Bad CSR' },
      401: agent401,
      403: common403,
    },
  }),
  heartbeat: defineEndpoint({
    name: 'heartbeat',
    method: 'POST',
    route: 'v1/clusters/{clusterId}/heartbeat',
    auth: 'agent',
    tag: 'agent',
    summary: 'Report that the agent is alive (and learn whether the desired state changed)',
    description:
      "With 'ArcBridge-Desired-ETag' the answer is 200 with the desired state's ETag, and the state itself when it differs from the one the agent holds: one call per poll instead of a heartbeat and a GET of desired. Without it, 204 as before.",
    params: ClusterParams,
    body: HeartbeatRequest,
    maxBodyBytes: 4 * KiB,
    requestHeaders: {
      'ArcBridge-Desired-ETag':
        "The ETag of the desired state the agent holds, or 'none': asks for the desired state's ETag in the answer.",
    },
    responses: {
      200: {
        description: "Recorded; the desired state's ETag, and the state when it changed",
        schema: HeartbeatResponse,
      },
      204: { description: 'Recorded (no ArcBridge-Desired-ETag sent)' },
      400: { description: 'Malformed body' },
      401: agent401,
      403: common403,
      429: common429,
    },
  }),
  putInventory: defineEndpoint({
    name: 'putInventory',
    method: 'PUT',
    route: 'v1/clusters/{clusterId}/inventory',
    auth: 'agent',
    tag: 'agent',
    summary: 'Store the cluster inventory, guarded by its ETag',
    description: "First write: 'If-None-Match: *'. Later writes: 'If-Match: <ETag of the last write>'.",
    params: ClusterParams,
    body: Inventory,
    maxBodyBytes: 4 * MiB,
    requestHeaders: {
      'If-Match': 'The ETag from the previous write, for every write after the first.',
      'If-None-Match': "'*' for the first write.",
    },
    responses: {
      200: { description: 'Replaced', schema: InventorySummary, headers: { ETag: 'The new ETag' } },
      201: { description: 'Created', schema: InventorySummary, headers: { ETag: 'The new ETag' } },
      400: { description: 'Malformed body' },
      401: agent401,
      403: common403,
      412: { description: 'The ETag is stale (or * on an existing document): GET, merge and retry' },
      413: { description: 'Body over 4 MiB' },
      428: { description: 'No If-Match / If-None-Match precondition' },
    },
  }),
  getInventory: defineEndpoint({
    name: 'getInventory',
    method: 'GET',
    route: 'v1/clusters/{clusterId}/inventory',
    auth: 'agent',
    tag: 'agent',
    summary: 'Read back the stored inventory and its ETag (after a 412)',
    params: ClusterParams,
    responses: {
      200: { description: 'The stored inventory', schema: Inventory, headers: { ETag: 'Current ETag' } },
      401: agent401,
      403: common403,
      404: { description: 'No inventory stored yet' },
    },
  }),
  getDesired: defineEndpoint({
    name: 'getDesired',
    method: 'GET',
    route: 'v1/clusters/{clusterId}/desired',
    auth: 'agent',
    tag: 'agent',
    summary: "The cluster's desired state, with a strong ETag",
    params: ClusterParams,
    requestHeaders: { 'If-None-Match': 'The ETag of the desired state the agent already has.' },
    responses: {
      200: { description: 'Desired state', schema: DesiredState, headers: { ETag: 'Hash of the document' } },
      304: { description: 'Unchanged since the ETag in If-None-Match' },
      401: agent401,
      403: common403,
    },
  }),
  postStatus: defineEndpoint({
    name: 'postStatus',
    method: 'POST',
    route: 'v1/clusters/{clusterId}/status',
    auth: 'agent',
    tag: 'agent',
    summary: 'Report a batch of extension status events (at most 500)',
    params: ClusterParams,
    body: StatusRequest,
    maxBodyBytes: 1 * MiB,
    responses: {
      202: { description: 'Accepted', schema: StatusAccepted },
      400: { description: 'Malformed body or more than 500 events' },
      401: agent401,
      403: common403,
      413: { description: 'Body over 1 MiB' },
    },
  }),
  ...fleetEndpoints,
  ...rolloutEndpoints,
  ...maintenanceWindowEndpoints,
  ...consoleEndpoints,
  ...liveEndpoints,
  ...rolloutTimelineEndpoints,
  ...gitopsEndpoints,
  ...auditEndpoints,
  ...syncEndpoints,
  ...brokerEndpoints,
} satisfies Record<string, EndpointContract>;

export const allEndpoints: EndpointContract[] = Object.values(endpoints);
