import { z } from 'zod';
import { ClusterId, Timestamp } from './common';
import { parseQuantity } from './broker-quantity';
import { DnsSubdomain, Namespace, SyncClusterSelector, SyncResource } from './sync-rules';

/**
 * Resource brokering: provider clusters offer to serve a kind under conditions (an `AcceptAPI`),
 * the tenant declares which kinds are brokered and for which consumer clusters, and the control
 * plane places each consumer object on one accepting provider (the counterpart of platform-mesh
 * resource-broker's AcceptAPI, broker and Migration). Objects travel through the control plane,
 * never cluster to cluster, and a related Secret's data only sealed to the consumer's key.
 */

export const BrokerName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label: lowercase letters, digits and dashes')
  .meta({ id: 'BrokerName', example: 'certificates' });

/** A brokered kind: group, version and kind, as resource sync names kinds. */
export const BrokerResource = SyncResource;
export type BrokerResource = SyncResource;

/** A dot path into the object's `spec`, e.g. `fqdn` or `resources.storage`. */
export const FilterKey = z
  .string()
  .max(256)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'a dot path into spec, e.g. "fqdn" or "size.storage"');

/** A boundary: a number or a Kubernetes quantity ("500Mi", "2", "1.5G"). */
export const BoundaryValue = z.union([
  z.number(),
  z
    .string()
    .max(64)
    .refine((text) => parseQuantity(text) !== undefined, 'a number or a Kubernetes quantity such as 500Mi'),
]);
export type BoundaryValue = z.infer<typeof BoundaryValue>;

/**
 * One condition of an offer on a spec field: exactly one of `valueIn` (the value is one of these
 * strings), `boundary` (a number or quantity within min..max, both inclusive) or `suffix` (a string
 * ending with it). A field the object does not have fails the filter.
 */
export const OfferFilter = z
  .object({
    key: FilterKey,
    valueIn: z.array(z.string().max(1024)).min(1).max(100).optional(),
    boundary: z.object({ min: BoundaryValue.optional(), max: BoundaryValue.optional() }).strict().optional(),
    suffix: z.string().min(1).max(1024).optional(),
  })
  .strict()
  .superRefine((filter, ctx) => {
    const given = ['valueIn', 'boundary', 'suffix'].filter(
      (k) => filter[k as keyof typeof filter] !== undefined,
    );
    if (given.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `exactly one of valueIn, boundary or suffix (got ${given.length === 0 ? 'none' : given.join(', ')})`,
      });
    }
    const { boundary } = filter;
    if (!boundary) return;
    if (boundary.min === undefined && boundary.max === undefined) {
      ctx.addIssue({ code: 'custom', path: ['boundary'], message: 'a boundary needs min, max or both' });
      return;
    }
    const min = boundary.min === undefined ? undefined : comparable(boundary.min);
    const max = boundary.max === undefined ? undefined : comparable(boundary.max);
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: ['boundary'], message: 'min is larger than max' });
    }
  })
  .meta({ id: 'OfferFilter', example: { key: 'fqdn', suffix: '.internal.example.com' } });
export type OfferFilter = z.infer<typeof OfferFilter>;

function comparable(value: BoundaryValue): number | undefined {
  return typeof value === 'number' ? value : parseQuantity(value);
}

/** What an `AcceptAPI` says: the kind the provider serves and the objects of it it accepts. */
export const AcceptApiSpec = z
  .object({
    group: SyncResource.shape.group,
    version: SyncResource.shape.version,
    kind: SyncResource.shape.kind,
    filters: z.array(OfferFilter).max(32).default([]).describe('Every filter must accept the object.'),
    cel: z
      .string()
      .min(1)
      .max(4096)
      .optional()
      .describe('A CEL expression over `spec` and `metadata` (name, namespace, labels) that must be true.'),
  })
  .strict()
  .meta({
    id: 'AcceptApiSpec',
    example: {
      group: 'example.com',
      version: 'v1',
      kind: 'Certificate',
      filters: [{ key: 'fqdn', suffix: '.internal.example.com' }],
    },
  });
export type AcceptApiSpec = z.output<typeof AcceptApiSpec>;

export const OfferState = z.enum(['Accepting', 'Cordoned', 'Offline', 'Invalid']).meta({ id: 'OfferState' });
export type OfferState = z.infer<typeof OfferState>;

/** One provider's offer as the control plane keeps it. */
export const Offer = z
  .object({
    clusterId: ClusterId,
    clusterName: z.string(),
    region: z.string().nullable(),
    name: z.string().describe('The AcceptAPI name in the provider cluster.'),
    generation: z.number().int(),
    spec: AcceptApiSpec.optional().describe('Absent when the offer is invalid.'),
    state: OfferState,
    violations: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Why the offer is invalid, every violation.'),
    placed: z.number().int().describe('Consumer objects placed on this provider now.'),
    reportedAt: Timestamp,
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof Offer>;

export const OfferList = z.object({ items: z.array(Offer) }).meta({ id: 'OfferList' });
export type OfferList = z.infer<typeof OfferList>;

export const ProviderCordon = z
  .object({ clusterId: ClusterId, cordoned: z.boolean(), since: Timestamp })
  .meta({ id: 'ProviderCordon' });
export type ProviderCordon = z.infer<typeof ProviderCordon>;

export const SpreadPolicy = z.enum(['LeastPlaced', 'SameRegionFirst']).meta({ id: 'SpreadPolicy' });
export type SpreadPolicy = z.infer<typeof SpreadPolicy>;

export const PutBrokeredApiRequest = z
  .object({
    group: SyncResource.shape.group,
    version: SyncResource.shape.version,
    kind: SyncResource.shape.kind,
    consumers: SyncClusterSelector.describe('The clusters whose objects of this kind are brokered.'),
    providers: SyncClusterSelector.default({}).describe(
      'The clusters that may serve them (every cluster with an accepting offer by default).',
    ),
    spread: SpreadPolicy.default('LeastPlaced').describe(
      'Among accepting providers: the one with the fewest placements, or one in the consumer’s region first.',
    ),
    offlineGraceSeconds: z
      .number()
      .int()
      .min(30)
      .max(86_400)
      .default(300)
      .describe('How long a serving provider may be offline before its objects are placed elsewhere.'),
  })
  .strict()
  .meta({ id: 'PutBrokeredApiRequest' });
export type PutBrokeredApiRequest = z.input<typeof PutBrokeredApiRequest>;
export type BrokeredApiSpec = z.output<typeof PutBrokeredApiRequest>;

export const BrokeredApi = z
  .object({
    name: BrokerName,
    group: z.string(),
    version: z.string(),
    kind: z.string(),
    consumers: SyncClusterSelector,
    providers: SyncClusterSelector,
    spread: SpreadPolicy,
    offlineGraceSeconds: z.number().int(),
    generation: z.number().int().min(1),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'BrokeredApi' });
export type BrokeredApi = z.infer<typeof BrokeredApi>;

export const BrokeredApiList = z.object({ items: z.array(BrokeredApi) }).meta({ id: 'BrokeredApiList' });

/**
 * Where a consumer object stands: `Pending` (no accepting provider), `Placing` (the copy is being
 * made on `provider`), `Ready`, `Replacing` (a new copy on `provider` while `previous` still serves),
 * `Switched` (the consumer follows `provider`, the old copy goes), `Deleting` (the consumer object
 * is being deleted: copies go, then its finalizer is released).
 */
export const PlacementState = z
  .enum(['Pending', 'Placing', 'Ready', 'Replacing', 'Switched', 'Deleting'])
  .meta({ id: 'PlacementState' });
export type PlacementState = z.infer<typeof PlacementState>;

export const Placement = z
  .object({
    placementId: z.string(),
    api: BrokerName,
    consumer: ClusterId,
    namespace: z.string(),
    name: z.string(),
    state: PlacementState,
    provider: ClusterId.optional().describe('The provider the consumer follows (or is moving to).'),
    previous: ClusterId.optional().describe('While replacing: the provider still serving.'),
    reason: z.string().optional(),
    since: Timestamp,
  })
  .meta({ id: 'Placement' });
export type Placement = z.infer<typeof Placement>;

export const ExplainQuery = z
  .object({
    cluster: ClusterId.describe('The consumer cluster.'),
    namespace: Namespace,
    name: DnsSubdomain,
    api: BrokerName.optional().describe('The brokered API, when objects of two share the name.'),
  })
  .strict()
  .meta({ id: 'ExplainQuery' });

export const ProviderVerdict = z
  .object({
    clusterId: ClusterId,
    clusterName: z.string(),
    region: z.string().nullable(),
    offer: z.string().optional().describe('The AcceptAPI that accepts (or the last one that refused).'),
    accepted: z.boolean(),
    refusedBy: z
      .string()
      .optional()
      .describe(
        'What refused it: a filter (`filters[0] fqdn suffix ...`), `cel`, `cordoned`, `offline`, `selector`.',
      ),
    placed: z.number().int(),
    rank: z.number().int().optional().describe('Its place in the order among accepting providers (0 first).'),
  })
  .meta({ id: 'ProviderVerdict' });
export type ProviderVerdict = z.infer<typeof ProviderVerdict>;

export const Explanation = z
  .object({
    api: BrokerName,
    consumer: ClusterId,
    namespace: z.string(),
    name: z.string(),
    spread: SpreadPolicy,
    chosen: ClusterId.optional().describe('The provider placement picks for the object now.'),
    placement: Placement.optional(),
    providers: z.array(ProviderVerdict),
  })
  .meta({ id: 'Explanation' });
export type Explanation = z.infer<typeof Explanation>;

/** The stages of a migration, in order; `RolledBack` ends a migration that timed out or was refused. */
export const MigrationStage = z
  .enum([
    'Pending',
    'InitialInProgress',
    'InitialCompleted',
    'CutoverInProgress',
    'CutoverCompleted',
    'RolledBack',
  ])
  .meta({ id: 'MigrationStage' });
export type MigrationStage = z.infer<typeof MigrationStage>;

const TemplateObject = z
  .record(z.string(), z.unknown())
  .refine(
    (o) =>
      typeof o.apiVersion === 'string' &&
      typeof o.kind === 'string' &&
      typeof (o.metadata as { name?: unknown } | undefined)?.name === 'string',
    'a Kubernetes object with apiVersion, kind and metadata.name',
  );

export const MigrationStep = z
  .object({
    templates: z
      .array(z.object({ target: z.enum(['from', 'to']), object: TemplateObject }).strict())
      .max(20)
      .default([])
      .describe(
        'Objects deployed on the source (`from`) or destination (`to`) provider when the stage starts.',
      ),
    successCondition: z
      .string()
      .min(1)
      .max(4096)
      .describe(
        'CEL over `resources` (the templates as they are now, with status) that ends the stage when true.',
      ),
  })
  .strict()
  .meta({ id: 'MigrationStep' });
export type MigrationStep = z.output<typeof MigrationStep>;

export const PutMigrationRequest = z
  .object({
    api: BrokerName.describe('The brokered API whose objects move.'),
    from: ClusterId.describe('Provider A: where the objects are now.'),
    to: ClusterId.describe('Provider B: where they go; its offer must accept every one.'),
    objects: z
      .array(z.object({ consumer: ClusterId, namespace: Namespace, name: DnsSubdomain }).strict())
      .min(1)
      .max(500)
      .describe('The consumer objects to move.'),
    initial: MigrationStep.describe('Runs while both copies exist, before the consumer is switched.'),
    cutover: MigrationStep.describe(
      'Runs after the consumer follows `to`; the copy on `from` goes once it completes.',
    ),
    timeoutSeconds: z
      .number()
      .int()
      .min(60)
      .max(7 * 86_400)
      .default(3600)
      .describe('A stage not complete in time rolls the migration back to `from`.'),
  })
  .strict()
  .meta({ id: 'PutMigrationRequest' });
export type PutMigrationRequest = z.input<typeof PutMigrationRequest>;
export type MigrationSpec = z.output<typeof PutMigrationRequest>;

export const Migration = z
  .object({
    name: BrokerName,
    api: BrokerName,
    from: ClusterId,
    to: ClusterId,
    objects: PutMigrationRequest.shape.objects,
    initial: MigrationStep,
    cutover: MigrationStep,
    timeoutSeconds: z.number().int(),
    generation: z.number().int().min(1),
    status: z.object({
      stage: MigrationStage,
      since: Timestamp,
      message: z.string().optional(),
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Migration' });
export type Migration = z.infer<typeof Migration>;

export const MigrationList = z.object({ items: z.array(Migration) }).meta({ id: 'MigrationList' });
