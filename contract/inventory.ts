import { z } from 'zod';
import { ExtensionName } from './common';

export const HeartbeatRequest = z
  .object({
    agentVersion: z.string().min(1).max(64),
    kubernetesVersion: z.string().max(64).optional(),
  })
  .strict()
  .meta({ id: 'HeartbeatRequest' });

const Quantity = z.string().max(64);

export const InventoryNode = z
  .object({
    name: z.string().min(1).max(253),
    roles: z.array(z.string().max(63)).max(16).default([]),
    kubeletVersion: z.string().max(64),
    capacity: z.record(z.string().max(253), Quantity).default({}),
    ready: z.boolean(),
  })
  .strict();

const PodPhases = z
  .object({
    Pending: z.number().int().min(0).default(0),
    Running: z.number().int().min(0).default(0),
    Succeeded: z.number().int().min(0).default(0),
    Failed: z.number().int().min(0).default(0),
    Unknown: z.number().int().min(0).default(0),
  })
  .strict();

export const Inventory = z
  .object({
    nodes: z.array(InventoryNode).max(5000),
    namespaces: z.array(z.string().min(1).max(63)).max(10000),
    pods: z
      .record(z.string().min(1).max(63), PodPhases)
      .describe('Pod counts per namespace and phase.')
      .default({}),
    extensions: z
      .array(z.object({ name: ExtensionName, version: z.string().min(1).max(128) }).strict())
      .max(500)
      .default([])
      .describe('Extensions installed by the agent and their versions.'),
  })
  .strict()
  .meta({ id: 'Inventory' });
export type Inventory = z.infer<typeof Inventory>;

export const InventorySummary = z
  .object({
    nodes: z.number().int(),
    readyNodes: z.number().int(),
    namespaces: z.number().int(),
    pods: z.number().int(),
    podsByPhase: z.record(z.string(), z.number().int()),
    kubeletVersions: z.array(z.string()),
    extensions: z.array(z.object({ name: z.string(), version: z.string() })),
    updatedAt: z.string(),
  })
  .meta({ id: 'InventorySummary' });
export type InventorySummary = z.infer<typeof InventorySummary>;
