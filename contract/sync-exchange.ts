import { z } from 'zod';
import { ClusterId } from './common';
import {
  DnsSubdomain,
  Feature,
  Namespace,
  SyncDeletionPolicy,
  SyncMatch,
  SyncResource,
  SyncRuleName,
} from './sync-rules';

/**
 * The agent's side of resource sync: one exchange per poll. The agent sends what it exported and
 * how its copies went; the answer names the rules it is a source of and every copy it should hold.
 */

const KiB = 1024;

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

/** One copy in this cluster, by the rule and source cluster it comes from and where it is. */
const CopyOrigin = z.object({
  rule: z.string(),
  source: z.string(),
  namespace: z.string().optional(),
  name: z.string(),
});

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
      .array(CopyOrigin.extend({ reason: z.string() }))
      .default([])
      .describe(
        'Copies the control plane refused for this cluster (a second source of one object), and why.',
      ),
    paced: z
      .array(CopyOrigin)
      .default([])
      .describe(
        "Changed copies held back by the fleet's write caps (the rollouts' caps): keep what you hold of them; they come in a later exchange.",
      ),
    peers: z.array(SyncPeer).optional(),
  })
  .meta({ id: 'SyncExchange' });
export type SyncExchange = z.infer<typeof SyncExchange>;
