import { z } from 'zod';
import { Namespace } from './namespaces';
import { SECRET_REFS_ALLOWED } from './secret-references';
import { ExtensionName } from './common';
import { DependsOn } from './extension-dependencies';
import { DriftPolicy } from './drift-policy';

export const ExtensionKind = z.enum(['helm', 'kustomize', 'manifest']).meta({ id: 'ExtensionKind' });

export const ExtensionSource = z
  .object({
    url: z
      .string()
      .max(2048)
      .regex(/^(https|oci|http):\/\//, 'an https://, oci:// or http:// URL')
      .describe('Chart repository, OCI reference, Kustomize base or manifest URL.'),
    chart: z.string().max(253).optional().describe('Helm only: the chart name in the repository.'),
    path: z
      .string()
      .max(1024)
      .optional()
      .describe('Path inside the source (Kustomize overlay, manifest file).'),
    digest: z
      .string()
      .regex(/^sha256:[a-f0-9]{64}$/)
      .optional()
      .describe('Pin the content; the agent refuses anything else.'),
  })
  .strict()
  .meta({ id: 'ExtensionSource' });

export const ServiceAccountName = z
  .string()
  .max(253)
  .regex(
    /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/,
    'a Kubernetes object name (DNS subdomain: lowercase letters, digits, dashes and dots)',
  )
  .describe(
    "The ServiceAccount in the agent's namespace the agent impersonates to apply, prune and check this extension; the cluster's RBAC decides what it may do. Default: the agent's restricted account.",
  )
  .meta({ id: 'ServiceAccountName', example: 'arcbridge-extensions' });

export const AllowClusterScoped = z
  .boolean()
  .describe(
    'May this extension create cluster-scoped objects (CRDs, ClusterRoles, webhooks, namespaces, cluster-scoped custom resources)? Default false: the agent refuses them with PolicyDenied, judged on the scope the cluster reports.',
  );

/** The permissions an assignment gives an extension on the cluster (direct or fleet assignments). */
export const ExtensionPermissions = {
  serviceAccountName: ServiceAccountName.optional(),
  allowClusterScoped: AllowClusterScoped.optional(),
};

export const AssignExtensionRequest = z
  .object({
    kind: ExtensionKind,
    version: z.string().min(1).max(128),
    source: ExtensionSource,
    values: z.record(z.string(), z.unknown()).optional().describe(SECRET_REFS_ALLOWED),
    namespace: Namespace,
    ...ExtensionPermissions,
  })
  .strict()
  .meta({ id: 'AssignExtensionRequest' });
export type AssignExtensionRequest = z.infer<typeof AssignExtensionRequest>;

export const DesiredExtension = AssignExtensionRequest.extend({
  name: ExtensionName,
  values: z.record(z.string(), z.unknown()),
  valuesSchema: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "The catalog version's JSON Schema for values; the agent refuses values that fail it (PolicyDenied).",
    ),
  dependsOn: DependsOn.optional().describe(
    "The version's and the assignment's dependencies: the agent applies this extension only once each is Installed (and at least minVersion).",
  ),
  drift: DriftPolicy.optional().describe(
    'How the agent treats changes made to the applied objects; default Repair.',
  ),
}).meta({ id: 'DesiredExtension' });
export type DesiredExtension = z.infer<typeof DesiredExtension>;

export const DesiredState = z
  .object({
    generation: z
      .number()
      .int()
      .min(0)
      .describe("Increases with every change to this cluster's desired state."),
    extensions: z.array(DesiredExtension),
  })
  .meta({ id: 'DesiredState' });
export type DesiredState = z.infer<typeof DesiredState>;

/**
 * The request header by which an agent asks its heartbeat's answer to carry the desired state's
 * ETag (and the state itself when it differs): the ETag it holds, or `none` before it holds one.
 * One call per poll instead of a heartbeat and a GET of desired; without the header the heartbeat
 * answers 204 as it always did, so agents that do not send it work unchanged.
 */
export const DESIRED_ETAG_HEADER = 'arcbridge-desired-etag';
/** The header's value from an agent that holds no desired state yet. */
export const NO_DESIRED_ETAG = 'none';

/** A heartbeat's answer to an agent that sent DESIRED_ETAG_HEADER. */
export const HeartbeatResponse = z
  .object({
    /** The current desired state's strong ETag, as GET .../desired would send it. */
    desiredEtag: z.string().min(1).max(256),
    /** The current desired state, present only when its ETag differs from the one the agent holds. */
    desired: DesiredState.optional(),
  })
  .meta({ id: 'HeartbeatResponse' });
export type HeartbeatResponse = z.infer<typeof HeartbeatResponse>;
