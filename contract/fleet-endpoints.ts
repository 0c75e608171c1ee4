import { z } from 'zod';
import {
  Assignment,
  AssignmentList,
  AssignmentName,
  ClusterExplanation,
  PutAssignmentRequest,
  UpdateClusterRequest,
} from './assignments';
import {
  Extension,
  ExtensionList,
  ExtensionVersion,
  ExtensionVersionId,
  PublishExtensionVersionRequest,
} from './catalog';
import { ClusterSummary } from './clusters';
import { ClusterId, ExtensionName, TenantId } from './common';
import { defineEndpoint } from './endpoint';
import { HELM_RELEASE_NAME_MAX_LENGTH } from './helm-release-name';
import type { EndpointContract } from './endpoint';

const KiB = 1024;

const TenantParams = z.object({ tenantId: TenantId });
const ExtensionParams = TenantParams.extend({ name: ExtensionName });
const VersionParams = ExtensionParams.extend({ version: ExtensionVersionId });
const AssignmentParams = TenantParams.extend({ name: AssignmentName });
const ClusterParams = TenantParams.extend({ clusterId: ClusterId });

const common401 = { description: 'Missing, invalid or expired credentials.' };
const common403 = { description: 'The caller may not act on this tenant or cluster.' };
const violations422 = (what: string) => ({
  description: `${what}; \`violations\` lists every one ({path, message} and, for clusters, \`cluster\`).`,
});

/** The extension catalog, fleet assignments, cluster placement (labels, group) and explain. */
export const fleetEndpoints = {
  publishExtensionVersion: defineEndpoint({
    name: 'publishExtensionVersion',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/extensions/{name}/versions/{version}',
    auth: 'operator',
    role: 'operator',
    tag: 'catalog',
    summary: 'Publish an immutable extension version to the tenant catalog',
    description: `Publishing the same body again answers 200; a different body for a published version is 409. A helm extension's name is its Helm release name, so it must be one Helm accepts (at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters; other kinds take the 63 of a DNS label); the values schema must compile, the default values must satisfy it and every CEL policy must compile, otherwise 422 lists every violation.`,
    params: VersionParams,
    body: PublishExtensionVersionRequest,
    maxBodyBytes: 256 * KiB,
    responses: {
      200: { description: 'Already published with this body', schema: ExtensionVersion },
      201: { description: 'Published', schema: ExtensionVersion },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      409: { description: 'This version is already published with a different body' },
      413: { description: 'Body over 256 KiB' },
      422: violations422(
        'A helm extension name Helm refuses as a release name (path.name), a broken values schema, default values that fail it, or a policy that does not compile',
      ),
    },
  }),
  listExtensions: defineEndpoint({
    name: 'listExtensions',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/extensions',
    auth: 'operator',
    role: 'reader',
    tag: 'catalog',
    summary: 'List the catalog: extension names with their versions',
    params: TenantParams,
    responses: {
      200: { description: 'The catalog', schema: ExtensionList },
      401: common401,
      403: common403,
    },
  }),
  getExtension: defineEndpoint({
    name: 'getExtension',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/extensions/{name}',
    auth: 'operator',
    role: 'reader',
    tag: 'catalog',
    summary: 'Show one extension and its versions',
    params: ExtensionParams,
    responses: {
      200: { description: 'The extension', schema: Extension },
      401: common401,
      403: common403,
      404: { description: 'No version of this extension is published' },
    },
  }),
  getExtensionVersion: defineEndpoint({
    name: 'getExtensionVersion',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/extensions/{name}/versions/{version}',
    auth: 'operator',
    role: 'reader',
    tag: 'catalog',
    summary: 'Show one published extension version',
    params: VersionParams,
    responses: {
      200: { description: 'The version', schema: ExtensionVersion },
      401: common401,
      403: common403,
      404: { description: 'Not published' },
    },
  }),
  putAssignment: defineEndpoint({
    name: 'putAssignment',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/assignments/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'assignments',
    summary: 'Bind an extension version to a target, with value overlays per group or label (idempotent)',
    description:
      "The extension version must be published, and on every cluster the target matches now the hydrated values must satisfy the version's JSON Schema and policies; otherwise 422 lists every violation with its cluster.",
    params: AssignmentParams,
    body: PutAssignmentRequest,
    maxBodyBytes: 256 * KiB,
    responses: {
      200: { description: 'Updated (or unchanged)', schema: Assignment },
      201: { description: 'Created', schema: Assignment },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      412: { description: 'Changed concurrently; retry' },
      413: { description: 'Body over 256 KiB' },
      422: violations422(
        'Unknown extension version, bad selector, or values that fail the schema or policies',
      ),
    },
  }),
  listAssignments: defineEndpoint({
    name: 'listAssignments',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/assignments',
    auth: 'operator',
    role: 'reader',
    tag: 'assignments',
    summary: 'List fleet assignments',
    params: TenantParams,
    responses: {
      200: { description: 'The assignments', schema: AssignmentList },
      401: common401,
      403: common403,
    },
  }),
  getAssignment: defineEndpoint({
    name: 'getAssignment',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/assignments/{name}',
    auth: 'operator',
    role: 'reader',
    tag: 'assignments',
    summary: 'Show one fleet assignment',
    params: AssignmentParams,
    responses: {
      200: { description: 'The assignment', schema: Assignment },
      401: common401,
      403: common403,
      404: { description: 'No such assignment' },
    },
  }),
  deleteAssignment: defineEndpoint({
    name: 'deleteAssignment',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/assignments/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'assignments',
    summary: 'Delete a fleet assignment; agents prune what only it installed',
    params: AssignmentParams,
    responses: {
      204: { description: 'Deleted' },
      401: common401,
      403: common403,
      404: { description: 'No such assignment' },
    },
  }),
  updateCluster: defineEndpoint({
    name: 'updateCluster',
    method: 'PATCH',
    route: 'v1/tenants/{tenantId}/clusters/{clusterId}',
    auth: 'operator',
    role: 'operator',
    tag: 'clusters',
    summary: "Set a cluster's labels and/or group (JSON merge patch)",
    description:
      'Labels merge key by key (null removes one); group replaces (null clears it). Send application/json or application/merge-patch+json.',
    params: ClusterParams,
    body: UpdateClusterRequest,
    maxBodyBytes: 16 * KiB,
    responses: {
      200: { description: 'The updated cluster', schema: ClusterSummary },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      404: { description: 'No such cluster' },
      422: violations422('More than 64 labels after the merge'),
    },
  }),
  explainCluster: defineEndpoint({
    name: 'explainCluster',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/clusters/{clusterId}/explain',
    auth: 'operator',
    role: 'reader',
    tag: 'clusters',
    summary:
      "Explain a cluster's desired state: which assignment, overlays and pins produced each extension's values",
    params: ClusterParams,
    responses: {
      200: { description: 'The explanation', schema: ClusterExplanation },
      401: common401,
      403: common403,
      404: { description: 'No such cluster' },
    },
  }),
} satisfies Record<string, EndpointContract>;
