import { z } from 'zod';
import { ClusterId, ExtensionName, Labels, Region, TenantId, Timestamp } from './common';
import { DesiredExtension } from './desired';
import { InventorySummary } from './inventory';
import { ExtensionPhase, StatusEvent } from './status';
import { GroupPath } from './targeting';

export const Connectivity = z.enum(['Connected', 'Offline']).meta({ id: 'Connectivity' });

export const ClusterSummary = z
  .object({
    id: ClusterId,
    tenantId: TenantId,
    name: z.string(),
    region: z.string().nullable(),
    labels: Labels,
    group: z
      .string()
      .nullable()
      .describe('Hierarchical group path, e.g. retail/eu/store-0042; null when not set.'),
    connectivity: Connectivity,
    lastHeartbeat: Timestamp.nullable(),
    agentVersion: z.string().nullable(),
    kubernetesVersion: z.string().nullable(),
    registeredAt: Timestamp,
    certificateExpiresAt: Timestamp,
  })
  .meta({ id: 'ClusterSummary' });
export type ClusterSummary = z.infer<typeof ClusterSummary>;

export const ClusterDetail = ClusterSummary.extend({
  inventory: InventorySummary.nullable(),
  extensions: z.array(DesiredExtension).describe('Extensions assigned to this cluster.'),
  status: z.record(z.string(), StatusEvent).describe('Latest status event per extension.'),
  timeline: z
    .array(StatusEvent)
    .describe(
      "The cluster's last status changes (up to 50, newest first): every change of an extension's phase, reason, message, attempt or generation as its agent reported it.",
    ),
  desiredGeneration: z.number().int(),
}).meta({ id: 'ClusterDetail' });

export const ClusterList = z
  .object({
    items: z.array(ClusterSummary),
    continuationToken: z.string().optional().describe('Pass back to get the next page; absent on the last.'),
  })
  .meta({ id: 'ClusterList' });

const LabelSelectorParam = z
  .string()
  .max(2048)
  .optional()
  .describe("Comma-separated requirements: 'k=v', 'k!=v', 'k in (a,b)', 'k notin (a,b)', 'k', '!k'.");

export const ListClustersQuery = z
  .object({
    labelSelector: LabelSelectorParam,
    namePrefix: z.string().min(1).max(253).optional().describe('Only clusters whose name starts with this.'),
    idPrefix: z
      .string()
      .min(1)
      .max(255)
      .optional()
      .describe('Only clusters whose id starts with this, e.g. c-3x.'),
    group: GroupPath.optional().describe('Only clusters in this group or below it.'),
    region: Region.optional().describe('Only clusters in this region.'),
    extension: ExtensionName.optional().describe(
      'With phase and/or extensionVersion: only clusters where this extension is in that phase or at that version; alone, clusters that reported any status for it.',
    ),
    phase: ExtensionPhase.optional().describe("The extension's phase, as its latest status says."),
    extensionVersion: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe("The extension's version, as the agent's last inventory reported it installed."),
    continuationToken: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
  })
  .strict();

export const FleetSummaryQuery = z
  .object({
    labelSelector: LabelSelectorParam,
    group: GroupPath.optional().describe(
      'Only clusters in this group or below it (retail/eu covers retail/eu/store-1).',
    ),
  })
  .strict();

const ValueCount = z
  .object({
    value: z
      .string()
      .nullable()
      .describe('The value; null when the cluster has none (or has not reported it yet).'),
    count: z.number().int().min(0),
  })
  .meta({ id: 'ValueCount' });

const ExtensionValueCount = z
  .object({
    extension: ExtensionName,
    value: z.string(),
    count: z.number().int().min(0),
  })
  .meta({ id: 'ExtensionValueCount' });

const ExtensionProblemCount = z
  .object({
    group: z.string().nullable().describe("The clusters' group; null for clusters in none."),
    extension: ExtensionName,
    phase: z.enum(['Failed', 'Drifted']),
    count: z.number().int().min(1),
  })
  .meta({ id: 'ExtensionProblemCount' });

export const FleetSummary = z
  .object({
    clusters: z.number().int().min(0).describe('How many clusters match the filters.'),
    connectivity: z
      .object({ Connected: z.number().int().min(0), Offline: z.number().int().min(0) })
      .describe('Offline includes clusters that never sent a heartbeat.'),
    region: z.array(ValueCount),
    group: z.array(ValueCount),
    kubernetesVersion: z.array(ValueCount),
    agentVersion: z.array(ValueCount),
    extensionVersion: z
      .array(ExtensionValueCount)
      .describe('Per extension, clusters by the version their agent last reported installed.'),
    extensionPhase: z
      .array(ExtensionValueCount)
      .describe(
        "Per extension, clusters by the phase of the extension's latest status (Installed, Failed, Drifted, Pending, …).",
      ),
    extensionProblems: z
      .array(ExtensionProblemCount)
      .describe(
        'Clusters whose extension is Failed or Drifted, per group: the failing corners of the fleet.',
      ),
  })
  .describe('Counts per value, most frequent first (ties by value); values without clusters are absent.')
  .meta({ id: 'FleetSummary' });
export type FleetSummary = z.infer<typeof FleetSummary>;

export { Region };
