import { z } from 'zod';

/** A hierarchical group path such as `retail/eu/store-0042`. */
export const GroupPath = z
  .string()
  .max(512)
  .regex(
    /^[a-z0-9]([a-z0-9._-]*[a-z0-9])?(\/[a-z0-9]([a-z0-9._-]*[a-z0-9])?)*$/,
    "lowercase segments separated by '/'",
  )
  .meta({ id: 'GroupPath', example: 'retail/eu/store-0042' });

/** Cluster properties a target can filter on. */
export const ClusterProperty = z
  .enum(['name', 'region', 'group', 'nodeCount', 'kubernetesVersion', 'agentVersion', 'connectivity'])
  .meta({ id: 'ClusterProperty' });

export const PropertyFilter = z
  .union([
    z
      .object({
        property: ClusterProperty,
        in: z
          .array(z.union([z.string(), z.number()]))
          .min(1)
          .max(1000),
      })
      .strict(),
    z
      .object({
        property: ClusterProperty,
        between: z
          .object({ min: z.number().optional(), max: z.number().optional() })
          .strict()
          .refine((b) => b.min !== undefined || b.max !== undefined, 'give min, max or both'),
      })
      .strict(),
    z.object({ property: ClusterProperty, suffix: z.string().min(1).max(253) }).strict(),
  ])
  .meta({ id: 'PropertyFilter' });
export type PropertyFilter = z.infer<typeof PropertyFilter>;

/**
 * Which clusters something applies to. Every part given must hold (AND); an empty target means
 * every cluster of the tenant.
 */
export const Target = z
  .object({
    selector: z
      .string()
      .max(2048)
      .optional()
      .describe('Kubernetes label selector, e.g. "env=prod,tier in (a,b)".'),
    groups: z
      .array(GroupPath)
      .max(100)
      .optional()
      .describe('Group path prefixes; a cluster matches when its group is one of them or below one of them.'),
    where: z.array(PropertyFilter).max(20).optional().describe('Filters on cluster properties.'),
  })
  .strict()
  .meta({ id: 'Target' });
export type Target = z.infer<typeof Target>;
