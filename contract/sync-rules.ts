import { z } from 'zod';
import { ClusterId, LabelKey, LabelValue, TenantId, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import { GroupPath } from './targeting';

/**
 * Resource sync: a rule names a kind, which objects of it, the clusters they come from and the
 * clusters that keep copies (the counterpart of cluster-registry-controller's ResourceSyncRule and
 * ClusterFeature). Objects travel through the control plane, never cluster to cluster, and a
 * Secret's data only as ciphertext sealed by its source to each target's key.
 */

const KiB = 1024;

export const SyncRuleName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label: lowercase letters, digits and dashes')
  .meta({ id: 'SyncRuleName', example: 'shared-ca' });

const DnsSubdomain = z
  .string()
  .max(253)
  .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'a Kubernetes object name (DNS subdomain)');
const Namespace = z.string().regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'a Kubernetes namespace name');

/** A Kubernetes kind: group (empty for the core group), version and kind. */
export const SyncResource = z
  .object({
    group: z
      .string()
      .max(253)
      .regex(
        /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*)?$/,
        'an API group (empty for core)',
      )
      .default('')
      .describe('The API group; empty (the default) for the core group (ConfigMap, Secret).'),
    version: z.string().regex(/^v[0-9]+((alpha|beta)[0-9]+)?$/, 'an API version such as v1 or v1beta1'),
    kind: z.string().regex(/^[A-Z][A-Za-z0-9]{0,62}$/, 'a Kubernetes kind in CamelCase, e.g. ConfigMap'),
  })
  .strict()
  .meta({ id: 'SyncResource', example: { group: '', version: 'v1', kind: 'ConfigMap' } });
export type SyncResource = z.infer<typeof SyncResource>;

/** `group/version, Kind=kind` as kubectl prints a GVK; `v1, Kind=Secret` for the core group. */
export function formatResource(resource: SyncResource): string {
  return `${resource.group ? `${resource.group}/` : ''}${resource.version}, Kind=${resource.kind}`;
}

export const SyncObjectKey = z
  .object({
    name: DnsSubdomain,
    namespace: Namespace.optional().describe(
      'Omit for a cluster-scoped kind or to match the name in any namespace.',
    ),
  })
  .strict()
  .meta({ id: 'SyncObjectKey' });
export type SyncObjectKey = z.infer<typeof SyncObjectKey>;

const Selector = z.string().max(2048);

/** Which objects of the kind: every part given must hold (AND); an empty match takes every object. */
export const SyncMatch = z
  .object({
    objectKeys: z
      .array(SyncObjectKey)
      .max(100)
      .optional()
      .describe('The object is one of these (name, and namespace when given).'),
    labels: Selector.optional().describe(
      'A Kubernetes label selector on the object, e.g. "app=web,tier in (a,b)".',
    ),
    annotations: Selector.optional().describe(
      'The same selector language on the object\'s annotations, e.g. "sync.example.com/share=true".',
    ),
  })
  .strict()
  .meta({ id: 'SyncMatch' });
export type SyncMatch = z.infer<typeof SyncMatch>;

const Feature = z
  .string()
  .max(63)
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'a feature name: lowercase letters, digits, dots and dashes');

/**
 * A set of the tenant's clusters, by the same language as assignment targets plus the features a
 * cluster declares (its ArcBridgeCluster `spec.features` or the chart's `features` value).
 * Every part given must hold; an empty selector means every cluster of the tenant.
 */
export const SyncClusterSelector = z
  .object({
    selector: Selector.optional().describe('Kubernetes label selector on the cluster labels.'),
    groups: z.array(GroupPath).max(100).optional().describe('Group path prefixes (the group or below it).'),
    features: z
      .array(Feature)
      .max(20)
      .optional()
      .describe('Features the cluster declares; it must declare every one listed.'),
    clusters: z.array(ClusterId).max(1000).optional().describe('Cluster ids; the cluster is one of them.'),
  })
  .strict()
  .meta({ id: 'SyncClusterSelector' });
export type SyncClusterSelector = z.infer<typeof SyncClusterSelector>;

const MetadataEdits = z
  .object({
    add: z
      .record(LabelKey, z.string().max(4096))
      .optional()
      .describe('Set on every copy (a label value must be a valid label value).'),
    remove: z.array(LabelKey).max(64).optional().describe('Removed from every copy.'),
  })
  .strict();

export const SyncDeletionPolicy = z.enum(['Delete', 'Orphan']).meta({ id: 'SyncDeletionPolicy' });
export type SyncDeletionPolicy = z.infer<typeof SyncDeletionPolicy>;

export const PutSyncRuleRequest = z
  .object({
    resource: SyncResource,
    match: SyncMatch.default({}),
    from: SyncClusterSelector.describe('The source clusters.'),
    to: SyncClusterSelector.describe('The target clusters; a source never syncs to itself.'),
    namespaceMapping: z
      .record(Namespace, Namespace)
      .optional()
      .refine((m) => m === undefined || Object.keys(m).length <= 100, 'at most 100 namespaces')
      .describe('Source namespace to target namespace; a namespace not listed keeps its name.'),
    labels: MetadataEdits.optional().describe('Labels to add to or remove from the copies.'),
    annotations: MetadataEdits.optional().describe('Annotations to add to or remove from the copies.'),
    includeStatus: z.boolean().default(false).describe('Copy `status` too (stripped by default).'),
    deletionPolicy: SyncDeletionPolicy.default('Delete').describe(
      'What happens to the copies when the rule or the source object goes away: Delete them, or Orphan (keep them, no longer managed).',
    ),
    allowEmpty: z
      .boolean()
      .default(false)
      .describe('Accept a `from` or `to` that matches no cluster now (422 otherwise).'),
  })
  .strict()
  .superRefine((rule, ctx) => {
    for (const [key, value] of Object.entries(rule.labels?.add ?? {})) {
      if (!LabelValue.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', path: ['labels', 'add', key], message: 'a Kubernetes label value' });
      }
    }
  })
  .meta({ id: 'PutSyncRuleRequest' });
export type PutSyncRuleRequest = z.input<typeof PutSyncRuleRequest>;
export type SyncRuleSpec = z.output<typeof PutSyncRuleRequest>;

/** Where one target stands for one rule. */
export const SyncTargetState = z
  .enum(['Synced', 'Pending', 'Stale', 'Conflict', 'Failed'])
  .meta({ id: 'SyncTargetState' });
export type SyncTargetState = z.infer<typeof SyncTargetState>;

export const SyncClusterStatus = z
  .object({
    clusterId: z.string(),
    role: z.enum(['source', 'target']),
    state: SyncTargetState,
    objects: z
      .number()
      .int()
      .describe('Objects this cluster exports (source) or holds (target) for the rule.'),
    reason: z.string().optional().describe("Why, verbatim (the API server's message for a refused apply)."),
    since: Timestamp.optional(),
  })
  .meta({ id: 'SyncClusterStatus' });
export type SyncClusterStatus = z.infer<typeof SyncClusterStatus>;

export const SyncRule = z
  .object({
    name: SyncRuleName,
    resource: SyncResource,
    match: SyncMatch,
    from: SyncClusterSelector,
    to: SyncClusterSelector,
    namespaceMapping: z.record(z.string(), z.string()).optional(),
    labels: MetadataEdits.optional(),
    annotations: MetadataEdits.optional(),
    includeStatus: z.boolean(),
    deletionPolicy: SyncDeletionPolicy,
    allowEmpty: z.boolean(),
    generation: z.number().int().min(1).describe('Bumped on every change of the rule.'),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'SyncRule' });
export type SyncRule = z.infer<typeof SyncRule>;

export const SyncRuleDetail = SyncRule.extend({
  status: z
    .object({
      sources: z.number().int(),
      targets: z.number().int(),
      clusters: z.array(SyncClusterStatus).describe('Per source and target cluster (at most 1000).'),
      counts: z.record(SyncTargetState, z.number().int()).describe('Targets per state.'),
    })
    .describe('Where the rule stands on each cluster now.'),
}).meta({ id: 'SyncRuleDetail' });
export type SyncRuleDetail = z.infer<typeof SyncRuleDetail>;

export const SyncRuleList = z.object({ items: z.array(SyncRule) }).meta({ id: 'SyncRuleList' });

// ---- The agent's side: one exchange per poll. ----

/** A stripped object as the source exports it; a Secret's data and stringData are never in it. */
const KubeObject = z.record(z.string(), z.unknown());

/** A compact JWE (ECDH-ES+A256KW, A256GCM) sealed to one target cluster's key. */
export const SealedData = z
  .string()
  .max(1024 * KiB)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'a compact JWE');

export const SyncExport = z
  .object({
    rule: SyncRuleName,
    generation: z.number().int().min(1).describe('The generation of the rule the source exported for.'),
    namespace: Namespace.optional(),
    name: DnsSubdomain,
    object: KubeObject.optional().describe('The stripped object; absent with `deleted`.'),
    sealed: z
      .record(ClusterId, SealedData)
      .optional()
      .describe("A Secret's data sealed to each target cluster's key, by target cluster id."),
    deleted: z.literal(true).optional(),
  })
  .strict()
  .meta({ id: 'SyncExport' });
export type SyncExport = z.infer<typeof SyncExport>;

export const SyncApplied = z
  .object({
    rule: SyncRuleName,
    source: ClusterId,
    namespace: Namespace.optional(),
    name: DnsSubdomain,
    state: z.enum(['Synced', 'Conflict', 'Failed']),
    reason: z.string().max(4096).optional(),
    digest: z.string().max(128).optional().describe('The digest of the copy the target applied.'),
  })
  .strict()
  .meta({ id: 'SyncApplied' });
export type SyncApplied = z.infer<typeof SyncApplied>;

export const SyncSourceCondition = z
  .object({
    rule: SyncRuleName,
    reason: z.enum(['KindNotExported', 'KindNotServed', 'ExportFailed']),
    message: z.string().max(4096),
  })
  .strict()
  .meta({ id: 'SyncSourceCondition' });
export type SyncSourceCondition = z.infer<typeof SyncSourceCondition>;

export const SyncExchangeRequest = z
  .object({
    features: z.array(Feature).max(64).default([]).describe('The features this cluster declares.'),
    exportKinds: z
      .array(SyncResource)
      .max(100)
      .default([])
      .describe('The kinds the chart lets this agent read for export (`sync.exportKinds`).'),
    peers: z.boolean().default(false).describe("Send the tenant's clusters back (ArcBridgePeer objects)."),
    exports: z
      .array(SyncExport)
      .max(500)
      .default([])
      .describe('Changed or deleted source objects since the last exchange.'),
    resync: z
      .array(SyncRuleName)
      .max(500)
      .default([])
      .describe('Rules whose full set of objects `exports` holds: anything else stored for them is gone.'),
    applied: z.array(SyncApplied).max(5000).default([]).describe('How the copies went on this cluster.'),
    conditions: z
      .array(SyncSourceCondition)
      .max(500)
      .default([])
      .describe('Rules this source cannot export.'),
  })
  .strict()
  .meta({ id: 'SyncExchangeRequest' });
export type SyncExchangeRequest = z.input<typeof SyncExchangeRequest>;
export type SyncExchangeBody = z.output<typeof SyncExchangeRequest>;

/** One requirement of a label selector, parsed by the control plane (the agent only evaluates it). */
export const SelectorRequirement = z
  .object({
    path: z.array(z.string()),
    op: z.enum(['eq', 'ne', 'in', 'notIn', 'exists', 'notExists', 'startsWith']),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    values: z.array(z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'SelectorRequirement' });
export type SelectorRequirement = z.infer<typeof SelectorRequirement>;

export const SyncSourceRule = z
  .object({
    rule: SyncRuleName,
    generation: z.number().int(),
    resource: SyncResource,
    match: SyncMatch,
    annotationRequirements: z
      .array(SelectorRequirement)
      .describe("`match.annotations` parsed: every requirement must hold on the object's annotations."),
    includeStatus: z.boolean(),
    sealFor: z
      .array(z.object({ clusterId: ClusterId, jwk: z.record(z.string(), z.unknown()) }))
      .describe("For a Secret: every target's public key (P-256 JWK) to seal the data to."),
  })
  .meta({ id: 'SyncSourceRule' });
export type SyncSourceRule = z.infer<typeof SyncSourceRule>;

export const SyncCopy = z
  .object({
    rule: SyncRuleName,
    source: ClusterId,
    sourceName: z.string().describe("The source cluster's name, for the origin label."),
    resource: SyncResource,
    namespace: z.string().optional().describe('The namespace in this cluster (after namespaceMapping).'),
    name: z.string(),
    object: KubeObject.describe('The copy to apply, labels and annotations already edited.'),
    sealed: z.string().optional().describe("A Secret's data, sealed to this cluster's key."),
    digest: z.string().describe('Changes when the copy does.'),
    deletionPolicy: SyncDeletionPolicy,
  })
  .meta({ id: 'SyncCopy' });
export type SyncCopy = z.infer<typeof SyncCopy>;

export const SyncPeer = z
  .object({
    clusterId: z.string(),
    name: z.string(),
    region: z.string().nullable(),
    group: z.string().nullable(),
    labels: z.record(z.string(), z.string()),
    clusterUid: z
      .string()
      .describe("The kube-system namespace UID: equal to this cluster's own for `local`."),
    connectivity: z.enum(['Connected', 'Offline']),
  })
  .meta({ id: 'SyncPeer' });
export type SyncPeer = z.infer<typeof SyncPeer>;

export const SyncExchange = z
  .object({
    export: z.array(SyncSourceRule).describe('Rules this cluster is a source of.'),
    copies: z
      .array(SyncCopy)
      .describe('Every copy this cluster should hold now; anything else it synced goes.'),
    stale: z
      .array(z.object({ rule: z.string(), source: z.string() }))
      .describe('Sources that are offline: keep their last copies as they are.'),
    refused: z
      .array(
        z.object({
          rule: z.string(),
          source: z.string(),
          namespace: z.string().optional(),
          name: z.string(),
          reason: z.string(),
        }),
      )
      .default([])
      .describe(
        'Copies the control plane refused for this cluster (a second source of one object), and why.',
      ),
    peers: z.array(SyncPeer).optional(),
  })
  .meta({ id: 'SyncExchange' });
export type SyncExchange = z.infer<typeof SyncExchange>;

const TenantParams = z.object({ tenantId: TenantId });
const RuleParams = TenantParams.extend({ name: SyncRuleName });
const common401 = { description: 'Missing, invalid or expired credentials.' };
const common403 = { description: 'The caller may not act on this tenant.' };

export const syncEndpoints = {
  putSyncRule: defineEndpoint({
    name: 'putSyncRule',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/sync-rules/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'sync',
    summary: 'Keep objects of source clusters in sync on target clusters (idempotent)',
    description:
      'Every violation is listed at once (422): a bad selector, a `from` or `to` that matches no cluster now (unless `allowEmpty`), or a loop (a cluster that would sync the same object back to a cluster it gets it from). `If-Match` with the ETag of a read makes the write conditional.',
    params: RuleParams,
    body: PutSyncRuleRequest,
    maxBodyBytes: 64 * KiB,
    requestHeaders: { 'If-Match': 'Write only if the rule is still at this ETag (412 otherwise).' },
    responses: {
      200: {
        description: 'Updated (or unchanged)',
        schema: SyncRule,
        headers: { ETag: 'The version of the rule.' },
      },
      201: { description: 'Created', schema: SyncRule, headers: { ETag: 'The version of the rule.' } },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      412: { description: 'The rule changed since the ETag in If-Match' },
      413: { description: 'Body over 64 KiB' },
      422: { description: '`violations` lists every invalid field ({path, message}).' },
    },
  }),
  listSyncRules: defineEndpoint({
    name: 'listSyncRules',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/sync-rules',
    auth: 'operator',
    role: 'reader',
    tag: 'sync',
    summary: "List the tenant's sync rules",
    params: TenantParams,
    responses: {
      200: { description: 'The rules', schema: SyncRuleList },
      401: common401,
      403: common403,
    },
  }),
  getSyncRule: defineEndpoint({
    name: 'getSyncRule',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/sync-rules/{name}',
    auth: 'operator',
    role: 'reader',
    tag: 'sync',
    summary: 'Show one sync rule and where it stands on each source and target cluster',
    params: RuleParams,
    responses: {
      200: { description: 'The rule', schema: SyncRuleDetail, headers: { ETag: 'The version of the rule.' } },
      401: common401,
      403: common403,
      404: { description: 'No such rule' },
    },
  }),
  deleteSyncRule: defineEndpoint({
    name: 'deleteSyncRule',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/sync-rules/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'sync',
    summary: 'Delete a sync rule; targets delete or orphan their copies per its deletionPolicy',
    params: RuleParams,
    requestHeaders: { 'If-Match': 'Delete only if the rule is still at this ETag (412 otherwise).' },
    responses: {
      204: { description: 'Deleted' },
      401: common401,
      403: common403,
      404: { description: 'No such rule' },
      412: { description: 'The rule changed since the ETag in If-Match' },
    },
  }),
  syncExchange: defineEndpoint({
    name: 'syncExchange',
    method: 'POST',
    route: 'v1/clusters/{clusterId}/sync',
    auth: 'agent',
    tag: 'sync',
    summary: "An agent's resource-sync exchange: what it exported and applied in, its work out",
    description:
      "The agent declares its features and export kinds, sends changed source objects (a Secret's data sealed to each target) and how its copies went; the answer names the rules it is a source of (with the keys to seal to) and every copy it should hold.",
    params: z.object({ clusterId: ClusterId }),
    body: SyncExchangeRequest,
    maxBodyBytes: 4 * 1024 * KiB,
    responses: {
      200: { description: 'The work', schema: SyncExchange },
      400: { description: 'Malformed body' },
      401: { description: 'No client certificate, not from this CA, expired or superseded.' },
      403: { description: 'The certificate belongs to another cluster' },
      413: { description: 'Body over 4 MiB: send fewer exports per exchange' },
      422: {
        description: '`violations` lists every export that cannot be taken (e.g. an object over 512 KiB).',
      },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
};
