import { z } from 'zod';
import { Namespace } from './namespaces';
import { SECRET_REFS_ALLOWED } from './secret-references';
import { ClusterId, ExtensionName, LabelKey, LabelValue, Labels, Timestamp } from './common';
import { ExtensionVersionId } from './catalog';
import { DesiredExtension, ExtensionPermissions } from './desired';
import { GroupPath, Target } from './targeting';
import { DependsOn } from './extension-dependencies';
import { DriftPolicy } from './drift-policy';

const JsonObject = z.record(z.string(), z.unknown());

export const AssignmentName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label: lowercase letters, digits and dashes')
  .meta({ id: 'AssignmentName', example: 'ingress-retail' });

export const ValuesOverlay = z
  .object({
    group: GroupPath.optional().describe('Applies to clusters in this group or below it.'),
    selector: z.string().max(2048).optional().describe('Applies to clusters whose labels match.'),
    values: JsonObject.describe('A JSON merge patch (RFC 7386) over the values so far.'),
  })
  .strict()
  .refine((overlay) => overlay.group !== undefined || overlay.selector !== undefined, {
    message: 'give a group, a selector or both',
  })
  .meta({ id: 'ValuesOverlay' });
export type ValuesOverlay = z.infer<typeof ValuesOverlay>;

export const PutAssignmentRequest = z
  .object({
    extension: ExtensionName,
    version: ExtensionVersionId,
    namespace: Namespace,
    ...ExtensionPermissions,
    target: Target,
    values: JsonObject.optional().describe(SECRET_REFS_ALLOWED),
    overlays: z.array(ValuesOverlay).max(100).optional(),
    priority: z
      .number()
      .int()
      .min(-1000)
      .max(1000)
      .optional()
      .describe(
        'When several assignments of one extension match a cluster, the highest wins (then the name).',
      ),
    dependsOn: DependsOn.optional().describe(
      "Added to the catalog version's dependsOn (a dependency named in both keeps the higher minVersion).",
    ),
    drift: DriftPolicy.optional(),
  })
  .strict()
  .meta({ id: 'PutAssignmentRequest' });
export type PutAssignmentRequest = z.infer<typeof PutAssignmentRequest>;

export const Assignment = PutAssignmentRequest.extend({
  name: AssignmentName,
  values: JsonObject,
  overlays: z.array(ValuesOverlay),
  priority: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
}).meta({ id: 'Assignment' });
export type Assignment = z.infer<typeof Assignment>;

export const AssignmentList = z.object({ items: z.array(Assignment) }).meta({ id: 'AssignmentList' });

export const UpdateClusterRequest = z
  .object({
    labels: z
      .record(LabelKey, LabelValue.nullable())
      .optional()
      .describe('Merged into the labels (JSON merge patch): null removes a label.'),
    group: GroupPath.nullable().optional().describe('The new group path; null clears it.'),
  })
  .strict()
  .meta({ id: 'UpdateClusterRequest' });
export type UpdateClusterRequest = z.infer<typeof UpdateClusterRequest>;

export const ValuesLayer = z
  .object({
    origin: z.enum(['defaults', 'direct', 'assignment', 'overlay', 'pin']),
    description: z.string().describe('In words, e.g. "overlay #1 of assignment \'web\' (group retail/eu)".'),
    assignment: z.string().optional(),
    overlayIndex: z.number().int().optional(),
    group: z.string().optional(),
    selector: z.string().optional(),
    version: z.string().optional(),
    rolloutId: z.string().optional(),
    values: JsonObject.describe('The merge patch this layer applied.'),
  })
  .meta({ id: 'ValuesLayer' });
export type ValuesLayer = z.infer<typeof ValuesLayer>;

export const ExplainedExtension = DesiredExtension.extend({
  producedBy: z
    .object({
      type: z.enum(['direct', 'assignment', 'pin']),
      assignment: z.string().optional(),
      rolloutId: z.string().optional(),
    })
    .describe('What put this extension on the cluster.'),
  pinnedBy: z
    .object({ rolloutId: z.string(), version: z.string() })
    .optional()
    .describe('A rollout pin that overrides the version.'),
  layers: z.array(ValuesLayer).describe('Applied in this order; later layers win.'),
  shadowed: z
    .array(z.string())
    .describe(
      'Other assignments of the same extension that match this cluster but lost (priority, then name).',
    ),
  notes: z
    .array(z.string())
    .describe('Anything unusual, e.g. a pin to a version that is not in the catalog.'),
  violations: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .describe("The final values checked against the version's schema and policies now."),
}).meta({ id: 'ExplainedExtension' });
export type ExplainedExtension = z.infer<typeof ExplainedExtension>;

export const ClusterExplanation = z
  .object({
    clusterId: ClusterId,
    group: z.string().nullable(),
    labels: Labels,
    generation: z.number().int(),
    fleetRevision: z.number().int(),
    extensions: z.array(ExplainedExtension),
    evaluatedAt: Timestamp,
  })
  .meta({ id: 'ClusterExplanation' });
export type ClusterExplanation = z.infer<typeof ClusterExplanation>;
