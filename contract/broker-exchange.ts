import { z } from 'zod';
import { BrokerName, MigrationStage } from './broker';
import { ClusterId } from './common';
import { SealedData } from './sync-exchange';
import { DnsSubdomain, Namespace, SyncResource } from './sync-rules';

/**
 * The agent's side of resource brokering: one exchange per poll, level-based like resource sync.
 * The agent reports its offers, the brokered objects of its consumers, and how the copies and
 * write-backs went; the answer says what it should hold now: the kinds to watch as a consumer,
 * every copy to keep as a provider, and every consumer object's status and related resources.
 */

const KiB = 1024;

/** A stripped object (no managedFields, no resourceVersion); a Secret's data only ever sealed. */
const KubeObject = z.record(z.string(), z.unknown());

/** The provider names its copies `<consumerHash>-<name>`: 12 hex of sha256(consumer cluster id). */
export const ConsumerHash = z.string().regex(/^[0-9a-f]{12}$/, '12 lowercase hex digits');

export const PlacementId = z
  .string()
  .regex(/^p-[0-9a-f]{22}$/, "a placement id: 'p-' and 22 hex digits (also a valid label value)");

export const BrokerOfferReport = z
  .object({
    name: DnsSubdomain.describe('The AcceptAPI name.'),
    generation: z.number().int().min(1),
    spec: KubeObject.describe(
      'The AcceptAPI spec, an `AcceptApiSpec`; the control plane checks it and answers 422 listing every violation of every offer. Check it with `AcceptApiSpec` first and report one that fails in `invalidOffers`, so one bad AcceptAPI does not hold up the others.',
    ),
  })
  .strict()
  .meta({ id: 'BrokerOfferReport' });
export type BrokerOfferReport = z.input<typeof BrokerOfferReport>;

/** An AcceptAPI the agent found invalid (`AcceptApiSpec.safeParse`), reported instead of its spec. */
export const BrokerInvalidOffer = z
  .object({
    name: DnsSubdomain,
    generation: z.number().int().min(1),
    violations: z.array(z.object({ path: z.string().max(512), message: z.string().max(1024) })).max(100),
  })
  .strict()
  .meta({ id: 'BrokerInvalidOffer' });
export type BrokerInvalidOffer = z.infer<typeof BrokerInvalidOffer>;

export const BrokerConsumed = z
  .object({
    api: BrokerName.describe('The brokered API (from `consumerKinds`).'),
    namespace: Namespace,
    name: DnsSubdomain,
    uid: z.string().min(1).max(128),
    generation: z.number().int().min(0),
    labels: z.record(z.string(), z.string()).optional(),
    spec: KubeObject.optional().describe('The object’s spec; absent with `deleted`.'),
    deleting: z
      .literal(true)
      .optional()
      .describe('The object has a deletionTimestamp and still holds the broker finalizer.'),
    deleted: z.literal(true).optional().describe('The object is gone.'),
  })
  .strict()
  .meta({ id: 'BrokerConsumed' });
export type BrokerConsumed = z.infer<typeof BrokerConsumed>;

export const BrokerRelatedReport = z
  .object({
    apiVersion: z.string().max(253),
    kind: SyncResource.shape.kind,
    namespace: Namespace.optional(),
    name: DnsSubdomain.describe('Its name on the provider.'),
    object: KubeObject.optional().describe('The stripped object (a Secret without data).'),
    sealed: SealedData.optional().describe("A Secret's data sealed to `sealFor` of its copy."),
    missing: z.literal(true).optional().describe('Named in status.relatedResources but not found.'),
  })
  .strict()
  .meta({ id: 'BrokerRelatedReport' });
export type BrokerRelatedReport = z.infer<typeof BrokerRelatedReport>;

export const BrokerProvided = z
  .object({
    placementId: PlacementId,
    namespace: Namespace,
    name: DnsSubdomain.describe('The copy’s name, `<consumerHash>-<name>`.'),
    state: z.enum(['Applied', 'Failed']),
    reason: z.string().max(4096).optional().describe("Why it failed, verbatim (the API server's message)."),
    digest: z.string().max(128).describe('The digest of the copy applied (from `copies`).'),
    ready: z.boolean().describe('The copy reports Ready=True (status.conditions).'),
    status: KubeObject.optional().describe('The copy’s .status.'),
    related: z.array(BrokerRelatedReport).max(20).default([]),
  })
  .strict()
  .meta({ id: 'BrokerProvided' });
export type BrokerProvided = z.input<typeof BrokerProvided>;

export const BrokerConsumerApplied = z
  .object({
    placementId: PlacementId,
    digest: z.string().max(128).describe('The digest of the write-back applied.'),
    state: z.enum(['Applied', 'Failed']),
    reason: z.string().max(4096).optional(),
  })
  .strict()
  .meta({ id: 'BrokerConsumerApplied' });
export type BrokerConsumerApplied = z.infer<typeof BrokerConsumerApplied>;

export const BrokerTemplateReport = z
  .object({
    migration: BrokerName,
    stage: MigrationStage,
    apiVersion: z.string().max(253),
    kind: SyncResource.shape.kind,
    namespace: Namespace.optional(),
    name: DnsSubdomain,
    state: z.enum(['Applied', 'Failed']),
    reason: z.string().max(4096).optional(),
    object: KubeObject.optional().describe('The template object as it is now, with its status.'),
  })
  .strict()
  .meta({ id: 'BrokerTemplateReport' });
export type BrokerTemplateReport = z.infer<typeof BrokerTemplateReport>;

export const BrokerAgentCondition = z
  .object({
    api: BrokerName.optional(),
    reason: z.enum(['KindNotGranted', 'KindNotServed', 'WatchFailed']),
    message: z.string().max(4096),
  })
  .strict()
  .meta({ id: 'BrokerAgentCondition' });
export type BrokerAgentCondition = z.infer<typeof BrokerAgentCondition>;

export const BrokerExchangeRequest = z
  .object({
    grants: z
      .object({
        consumer: z.array(SyncResource).max(100).default([]),
        provider: z.array(SyncResource).max(100).default([]),
      })
      .strict()
      .default({ consumer: [], provider: [] })
      .describe('The kinds the chart lets this agent watch as a consumer and apply as a provider.'),
    offers: z
      .array(BrokerOfferReport)
      .max(100)
      .default([])
      .describe('Every valid AcceptAPI in the cluster (the full set each time).'),
    invalidOffers: z.array(BrokerInvalidOffer).max(100).default([]),
    consumed: z
      .array(BrokerConsumed)
      .max(500)
      .default([])
      .describe('Brokered objects created, changed, being deleted or deleted since the last exchange.'),
    resync: z
      .array(BrokerName)
      .max(100)
      .default([])
      .describe('APIs whose full set of objects `consumed` holds: anything else stored for them is gone.'),
    provided: z
      .array(BrokerProvided)
      .max(2000)
      .default([])
      .describe('Every copy this cluster holds (the full set each time): a copy not listed is gone.'),
    consumerApplied: z.array(BrokerConsumerApplied).max(2000).default([]),
    templates: z
      .array(BrokerTemplateReport)
      .max(500)
      .default([])
      .describe('Every migration template object this cluster holds, with its status.'),
    conditions: z.array(BrokerAgentCondition).max(100).default([]),
  })
  .strict()
  .meta({ id: 'BrokerExchangeRequest' });
export type BrokerExchangeRequest = z.input<typeof BrokerExchangeRequest>;
export type BrokerExchangeBody = z.output<typeof BrokerExchangeRequest>;

export const BrokerConsumerKind = z
  .object({ api: BrokerName, group: z.string(), version: z.string(), kind: z.string() })
  .meta({ id: 'BrokerConsumerKind' });
export type BrokerConsumerKind = z.infer<typeof BrokerConsumerKind>;

export const BrokerCopy = z
  .object({
    placementId: z.string(),
    consumerHash: z.string(),
    resource: SyncResource,
    namespace: z.string(),
    name: z.string().describe('`<consumerHash>-<name>`.'),
    object: KubeObject.describe(
      'The copy to apply: apiVersion, kind, metadata (name, namespace, labels), spec.',
    ),
    digest: z.string().describe('Changes when the copy does; reported back in `provided`.'),
    sealFor: z
      .object({ clusterId: ClusterId, jwk: z.record(z.string(), z.unknown()) })
      .describe("The consumer's public key (P-256 JWK): seal related Secrets' data to it."),
    delete: z.literal(true).optional().describe('Delete the copy; report it until it is gone.'),
  })
  .meta({ id: 'BrokerCopy' });
export type BrokerCopy = z.infer<typeof BrokerCopy>;

export const BrokerCondition = z
  .object({
    type: z.enum(['Placed', 'Ready']),
    status: z.enum(['True', 'False', 'Unknown']),
    reason: z.string(),
    message: z.string(),
  })
  .meta({ id: 'BrokerCondition' });
export type BrokerCondition = z.infer<typeof BrokerCondition>;

export const BrokerRelated = z
  .object({
    apiVersion: z.string(),
    kind: z.string(),
    namespace: z.string().describe("The consumer object's namespace."),
    name: z.string().describe('The name with the consumer prefix stripped.'),
    object: KubeObject.optional().describe('The object to apply (metadata name/namespace already set).'),
    sealed: z.string().optional().describe("A Secret's data, sealed to this cluster's key."),
  })
  .meta({ id: 'BrokerRelated' });
export type BrokerRelated = z.infer<typeof BrokerRelated>;

export const BrokerWriteBack = z
  .object({
    placementId: z.string(),
    api: BrokerName,
    namespace: z.string(),
    name: z.string(),
    uid: z.string().describe('Owner reference target for related objects.'),
    provider: ClusterId.optional().describe('The provider serving now.'),
    status: KubeObject.optional().describe(
      "The provider copy's status, prefix stripped; absent until it has one.",
    ),
    related: z
      .array(BrokerRelated)
      .describe(
        'Every related object the consumer should hold for this object; anything else it copied goes.',
      ),
    conditions: z.array(BrokerCondition),
    digest: z.string().describe('Changes when the write-back does; reported back in `consumerApplied`.'),
    finalizerRelease: z.literal(true).optional().describe('Every copy is gone: remove the finalizer.'),
  })
  .meta({ id: 'BrokerWriteBack' });
export type BrokerWriteBack = z.infer<typeof BrokerWriteBack>;

export const BrokerTemplate = z
  .object({
    migration: BrokerName,
    stage: MigrationStage,
    object: KubeObject,
    digest: z.string(),
  })
  .meta({ id: 'BrokerTemplate' });
export type BrokerTemplate = z.infer<typeof BrokerTemplate>;

export const BrokerOfferStatus = z
  .object({
    name: z.string(),
    state: z.enum(['Accepting', 'Cordoned', 'Invalid']),
    message: z.string().optional(),
  })
  .meta({ id: 'BrokerOfferStatus' });

export const BrokerExchange = z
  .object({
    consumerKinds: z.array(BrokerConsumerKind).describe('Brokered APIs this cluster is a consumer of.'),
    copies: z
      .array(BrokerCopy)
      .describe('Every copy this cluster should hold now (and those to delete); anything else it made goes.'),
    writeBack: z
      .array(BrokerWriteBack)
      .describe('For every brokered object of this consumer the control plane knows: what to write back.'),
    templates: z
      .array(BrokerTemplate)
      .describe('Every migration template object this cluster should hold now; anything else goes.'),
    offers: z.array(BrokerOfferStatus).describe('How each reported AcceptAPI stands (for its status).'),
  })
  .meta({ id: 'BrokerExchange' });
export type BrokerExchange = z.infer<typeof BrokerExchange>;

/** The request body limit of the exchange; one brokered object's spec at most 256 KiB of it. */
export const BROKER_EXCHANGE_MAX_BYTES = 4 * 1024 * KiB;
export const MAX_BROKERED_SPEC_BYTES = 256 * KiB;
