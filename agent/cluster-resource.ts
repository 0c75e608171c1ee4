import { z } from 'zod';
import { ClusterName, Labels, Region, TenantId } from '../contract/common';
import { GroupPath } from '../contract/targeting';
import { SyncResource } from '../contract/sync-rules';
import type { KubeObjects, ObjectRef } from './kube/port';
import type { RegistrationTarget } from './identity/registration';
import type { ExtensionStatus } from './reconcile/reconciler';

export const CRD_GROUP = 'arcbridge.io';
export const CRD_VERSION = 'v1alpha1';
export const API_VERSION = `${CRD_GROUP}/${CRD_VERSION}`;

/** A kind the chart grants access to, with the plural its RBAC rule names. */
const GrantedKind = SyncResource.extend({ resource: z.string().optional() });

/** The spec of the singleton ArcBridgeCluster the agent is configured by (see deploy/crd.yaml). */
export const ClusterSpec = z.object({
  controlPlaneUrl: z.url(),
  tenantId: TenantId,
  /** The cluster's name in the fleet, sent at registration (the control plane falls back to the id). */
  clusterName: ClusterName.optional(),
  /** Where the cluster sits in the fleet's hierarchy (e.g. retail/eu/store-0042), sent at registration. */
  group: GroupPath.optional(),
  bootstrapTokenSecretRef: z.object({
    name: z.string().min(1),
    namespace: z.string().min(1).optional(),
    key: z.string().min(1).default('token'),
  }),
  region: Region.optional(),
  labels: Labels.optional(),
  pollIntervalSeconds: z.number().int().min(5).max(3600).default(30),
  allowedNamespaces: z.array(z.string()).default([]),
  /** Features the cluster declares: sync rules pick their source and target clusters by them. */
  features: z.array(z.string()).default([]),
  /** Resource sync (docs/sync.md): what this cluster may export, and whether to list its peers. */
  sync: z
    .object({
      enabled: z.boolean().default(false),
      exportKinds: z.array(GrantedKind).default([]),
      peers: z.boolean().default(false),
      intervalSeconds: z.number().int().min(1).max(3600).default(10),
    })
    .default({ enabled: false, exportKinds: [], peers: false, intervalSeconds: 10 }),
  /**
   * Resource brokering (docs/brokering.md): the kinds this cluster's chart lets it consume (watch,
   * finalize, write status back) and provide (apply copies), and the related kinds it copies back.
   */
  broker: z
    .object({
      enabled: z.boolean().default(false),
      consumerKinds: z.array(GrantedKind).default([]),
      providerKinds: z.array(GrantedKind).default([]),
      relatedKinds: z.array(GrantedKind).default([]),
      intervalSeconds: z.number().int().min(1).max(3600).default(10),
    })
    .default({ enabled: false, consumerKinds: [], providerKinds: [], relatedKinds: [], intervalSeconds: 10 }),
});
export type ClusterSpec = z.infer<typeof ClusterSpec>;

/** What registration needs from the spec; the bootstrap Secret defaults to the agent's namespace. */
export function registrationTarget(spec: ClusterSpec, namespace: string): RegistrationTarget {
  return {
    tenantId: spec.tenantId,
    bootstrapTokenSecretRef: {
      name: spec.bootstrapTokenSecretRef.name,
      namespace: spec.bootstrapTokenSecretRef.namespace ?? namespace,
      key: spec.bootstrapTokenSecretRef.key,
    },
    ...(spec.clusterName ? { name: spec.clusterName } : {}),
    ...(spec.group ? { group: spec.group } : {}),
    ...(spec.region ? { region: spec.region } : {}),
    ...(spec.labels ? { labels: spec.labels } : {}),
  };
}

/** Every condition the agent writes; the CRD's status schema must allow each (it is an enum there). */
export const CONDITION_TYPES = [
  'Registered',
  'Connected',
  'Reconciled',
  'CertificateValid',
  'Rendered',
  'ApplyPermitted',
  'DriftRepaired',
  'ResourcesSynced',
  'Brokered',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export interface Condition {
  type: ConditionType;
  status: 'True' | 'False' | 'Unknown';
  reason: string;
  message: string;
  lastTransitionTime: string;
  observedGeneration: number;
}

export function clusterRef(name: string): ObjectRef {
  return { apiVersion: API_VERSION, kind: 'ArcBridgeCluster', name };
}

export async function readClusterSpec(
  kube: KubeObjects,
  name: string,
): Promise<{ spec: ClusterSpec; generation: number }> {
  const object = await kube.get(clusterRef(name));
  if (!object)
    throw new Error(`ArcBridgeCluster ${name} not found: install the chart or apply deploy/cluster.yaml`);
  const parsed = ClusterSpec.safeParse(object.spec);
  if (!parsed.success) {
    throw new Error(
      `ArcBridgeCluster ${name} has an invalid spec: ${parsed.error.issues.map((i) => `${['spec', ...i.path].join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return { spec: parsed.data, generation: object.metadata.generation ?? 0 };
}

/** How often a flush with nothing new checks that the object still shows what was written. */
export const STATUS_RESYNC_MS = 60_000;

/**
 * Keeps the ArcBridgeCluster status: conditions change lastTransitionTime only when their status
 * flips, and the resource is written only when something visible changed, or when the object lost
 * what was written (checked at most once a minute, as a controller's resync would).
 */
export class ClusterStatusWriter {
  private readonly conditions = new Map<ConditionType, Condition>();
  private clusterId: string | undefined;
  private extensions: ExtensionStatus[] = [];
  private lastKnownGoodGeneration: number | undefined;
  private written = '';
  private checkedAt = -Infinity;

  constructor(
    private readonly kube: KubeObjects,
    private readonly name: string,
    private readonly now: () => Date,
  ) {}

  setCondition(
    type: ConditionType,
    status: boolean,
    reason: string,
    message: string,
    observedGeneration: number,
  ): void {
    const previous = this.conditions.get(type);
    const value = status ? 'True' : 'False';
    this.conditions.set(type, {
      type,
      status: value,
      reason,
      message,
      observedGeneration,
      lastTransitionTime:
        previous && previous.status === value ? previous.lastTransitionTime : this.now().toISOString(),
    });
  }

  condition(type: ConditionType): Condition | undefined {
    return this.conditions.get(type);
  }

  setClusterId(id: string): void {
    this.clusterId = id;
  }

  setExtensions(extensions: ExtensionStatus[], lastKnownGoodGeneration: number | undefined): void {
    this.extensions = extensions;
    if (lastKnownGoodGeneration !== undefined) this.lastKnownGoodGeneration = lastKnownGoodGeneration;
  }

  async flush(): Promise<void> {
    const status = {
      clusterId: this.clusterId ?? null,
      conditions: [...this.conditions.values()],
      extensions: this.extensions,
      lastKnownGoodGeneration: this.lastKnownGoodGeneration ?? null,
    };
    const serialised = JSON.stringify(status);
    if (serialised === this.written && !(await this.lostWhatWasWritten(status))) return;
    await this.kube.patchStatus(clusterRef(this.name), status);
    this.written = serialised;
    this.checkedAt = this.now().getTime();
  }

  /**
   * Whether the object no longer shows the status last written: Helm replaces the ArcBridgeCluster
   * on every upgrade (it is a hook) and anyone may delete and re-create it, and the new object's
   * status is empty while nothing changes in the agent that would write it again. Compared by the
   * cluster id and the conditions' types and states (not byte for byte: the API server may order
   * or prune fields), with one GET at most once a minute.
   */
  private async lostWhatWasWritten(status: { clusterId: string | null; conditions: Condition[] }) {
    const now = this.now().getTime();
    if (now - this.checkedAt < STATUS_RESYNC_MS) return false;
    this.checkedAt = now;
    const object = await this.kube.get(clusterRef(this.name));
    // Gone: nothing to write to (the agent stops at its next start without it).
    if (!object) return false;
    const shown = object.status as
      { clusterId?: string | null; conditions?: { type?: unknown; status?: unknown }[] } | undefined;
    const states = (conditions: { type?: unknown; status?: unknown }[]) =>
      conditions
        .map((c) => `${String(c.type)}=${String(c.status)}`)
        .sort()
        .join(',');
    return (
      (shown?.clusterId ?? null) !== status.clusterId ||
      states(shown?.conditions ?? []) !== states(status.conditions)
    );
  }
}
