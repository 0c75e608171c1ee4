import { z } from 'zod';
import { ClusterId, LabelKey, LabelValue, Timestamp } from './common';
import { GroupPath } from './targeting';

/**
 * Resource sync: a rule names a kind, which objects of it, the clusters they come from and the
 * clusters that keep copies (the counterpart of cluster-registry-controller's ResourceSyncRule and
 * ClusterFeature). Objects travel through the control plane, never cluster to cluster, and a
 * Secret's data only as ciphertext sealed by its source to each target's key.
 */

export const SyncRuleName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label: lowercase letters, digits and dashes')
  .meta({ id: 'SyncRuleName', example: 'shared-ca' });

/** A Kubernetes object name, as the exchange carries objects by it. */
export const DnsSubdomain = z
  .string()
  .max(253)
  .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'a Kubernetes object name (DNS subdomain)');
export const Namespace = z
  .string()
  .regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'a Kubernetes namespace name');

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

/** A feature a cluster declares, for `features` in a cluster selector and in the exchange. */
export const Feature = z
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
