import type { BrokerCopy, BrokerProvided, BrokerRelatedReport } from '../../contract/broker-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import { refOf } from '../kube/port';
import type { KubeObject, KubeObjects, ObjectRef } from '../kube/port';
import { stripForExport } from '../resource-sync/export-object';
import { seal } from '../resource-sync/sealing';
import {
  apiVersionOf,
  BROKER_FIELD_MANAGER,
  CONSUMER_LABEL,
  describeKind,
  MANAGED_BY,
  MANAGED_BY_LABEL,
  DIGEST_ANNOTATION,
  PLACEMENT_ANNOTATION,
  reasonOf,
  sameKind,
} from './broker-names';

/** How many related objects one copy may name (the contract's cap). */
const MAX_RELATED = 20;

/** One entry of a copy's `status.relatedResources`, as platform-mesh resource-broker writes it. */
interface RelatedResource {
  namespace?: string;
  name: string;
  gvk: { group?: string; version: string; kind: string };
}

interface Outcome {
  state: 'Applied' | 'Failed';
  reason?: string;
}

/**
 * The provider side: every copy the control plane names is applied server-side (field manager
 * `arcbridge-broker`, labelled as the broker's, annotated with its placement) and so put back when
 * someone changes it; a copy marked `delete`, or one the broker made that is no longer named, is
 * deleted. Each exchange reports every copy as it is now: its status, whether it is ready, and the
 * objects its `status.relatedResources` names (a Secret's data sealed to the consumer's key).
 */
export class ProviderApplier {
  private copies: BrokerCopy[] = [];
  private readonly outcomes = new Map<string, Outcome>();

  constructor(
    private readonly kube: KubeObjects,
    private readonly granted: () => { provider: readonly SyncResource[]; related: readonly SyncResource[] },
  ) {}

  /**
   * Every copy named at the last exchange as it is now (a deleted one only while it still exists),
   * and every other copy the broker made in this cluster (after a restart the control plane learns
   * from them what is still here; a copy missing from the report counts as gone).
   */
  async report(): Promise<BrokerProvided[]> {
    const out: BrokerProvided[] = [];
    const held = await this.held();
    for (const copy of this.copies) {
      const outcome = this.outcomes.get(copy.placementId);
      const base = {
        placementId: copy.placementId,
        namespace: copy.namespace,
        name: copy.name,
        digest: copy.digest,
      };
      const current = held.get(copy.placementId);
      held.delete(copy.placementId);
      if (copy.delete && !current) continue;
      if (!current || outcome?.state === 'Failed') {
        out.push({
          ...base,
          state: 'Failed',
          reason:
            outcome?.reason ?? `${describeKind(copy.resource)} ${copy.namespace}/${copy.name} is not there`,
          ready: false,
          related: [],
        });
        continue;
      }
      const status = current.status as Record<string, unknown> | undefined;
      out.push({
        ...base,
        state: 'Applied',
        ready: !copy.delete && isReady(status),
        ...(status ? { status } : {}),
        related: copy.delete ? [] : await this.related(copy, status),
      });
    }
    for (const [placementId, object] of held) {
      const status = object.status as Record<string, unknown> | undefined;
      out.push({
        placementId,
        namespace: object.metadata.namespace ?? '',
        name: object.metadata.name,
        digest: object.metadata.annotations?.[DIGEST_ANNOTATION] ?? '',
        state: 'Applied',
        ready: isReady(status),
        ...(status ? { status } : {}),
        related: [],
      });
    }
    return out.slice(0, 2000);
  }

  /** The copies the broker made in this cluster, by placement. */
  private async held(): Promise<Map<string, KubeObject>> {
    const held = new Map<string, KubeObject>();
    for (const kind of this.granted().provider) {
      let listed: KubeObject[];
      try {
        listed = await this.kube.list(apiVersionOf(kind), kind.kind, {
          labelSelector: `${MANAGED_BY_LABEL}=${MANAGED_BY}`,
        });
      } catch {
        continue;
      }
      for (const object of listed) {
        const placementId = object.metadata.annotations?.[PLACEMENT_ANNOTATION];
        if (placementId) held.set(placementId, object);
      }
    }
    return held;
  }

  async reconcile(copies: readonly BrokerCopy[]): Promise<void> {
    this.copies = [...copies];
    this.outcomes.clear();
    for (const copy of copies) {
      if (copy.delete) {
        await this.kube.delete(refOfCopy(copy)).catch(() => false);
        continue;
      }
      this.outcomes.set(copy.placementId, await this.keep(copy));
    }
    // Copies the broker made that nobody names any more (a placement gone while this agent was away).
    const named = new Set(copies.map((c) => c.placementId));
    for (const [placementId, object] of await this.held()) {
      if (named.has(placementId)) continue;
      await this.kube.delete(refOf(object)).catch(() => false);
    }
  }

  private async keep(copy: BrokerCopy): Promise<Outcome> {
    if (!this.granted().provider.some((g) => sameKind(g, copy.resource)))
      return {
        state: 'Failed',
        reason: `${describeKind(copy.resource)} is not in broker.providerKinds of this cluster's chart values; the agent may not apply it`,
      };
    try {
      const current = await this.kube.get(refOfCopy(copy));
      if (current && current.metadata.labels?.[MANAGED_BY_LABEL] !== MANAGED_BY)
        return {
          state: 'Failed',
          reason: `${describeKind(copy.resource)} ${copy.namespace}/${copy.name} already exists in the provider cluster and is not a copy; it is never overwritten`,
        };
      const object = copy.object as unknown as KubeObject;
      const metadata = object.metadata ?? { name: copy.name };
      await this.kube.apply(
        {
          ...object,
          apiVersion: apiVersionOf(copy.resource),
          kind: copy.resource.kind,
          metadata: {
            ...metadata,
            name: copy.name,
            namespace: copy.namespace,
            labels: copyLabels(metadata.labels, copy),
            annotations: {
              ...(metadata.annotations ?? {}),
              [PLACEMENT_ANNOTATION]: copy.placementId,
              [DIGEST_ANNOTATION]: copy.digest,
            },
          },
        },
        BROKER_FIELD_MANAGER,
      );
      return { state: 'Applied' };
    } catch (err) {
      return { state: 'Failed', reason: reasonOf(err) };
    }
  }

  private async related(
    copy: BrokerCopy,
    status: Record<string, unknown> | undefined,
  ): Promise<BrokerRelatedReport[]> {
    const named = Array.isArray(status?.relatedResources) ? (status.relatedResources as unknown[]) : [];
    const out: BrokerRelatedReport[] = [];
    for (const entry of named.slice(0, MAX_RELATED)) {
      const related = parseRelated(entry);
      if (!related) continue;
      const resource = {
        group: related.gvk.group ?? '',
        version: related.gvk.version,
        kind: related.gvk.kind,
      };
      // Not granted by the chart: not read (the consumer's condition says it is missing).
      if (!this.granted().related.some((g) => sameKind(g, resource))) continue;
      // Only the copy's own namespace: a provider's status never exports the rest of its cluster.
      if (related.namespace !== undefined && related.namespace !== copy.namespace) continue;
      const namespace = copy.namespace;
      const ref: ObjectRef = {
        apiVersion: apiVersionOf(resource),
        kind: resource.kind,
        name: related.name,
        namespace,
      };
      const where = { apiVersion: ref.apiVersion, kind: ref.kind, namespace, name: related.name };
      const object = await this.kube.get(ref).catch(() => undefined);
      if (!object) {
        out.push({ ...where, missing: true });
        continue;
      }
      const stripped = stripForExport(object, false);
      out.push({
        ...where,
        object: stripped.object,
        ...(stripped.secretData ? { sealed: await seal(stripped.secretData, copy.sealFor.jwk) } : {}),
      });
    }
    return out;
  }
}

/** A label value as the API server validates it (63 characters, alphanumeric at both ends). */
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

/**
 * The copy's labels plus the broker's own. The placement id can end in '-' or '_', which no label
 * value may: the annotation names the placement always, the label only where it is a valid value.
 */
function copyLabels(given: Record<string, string> | undefined, copy: BrokerCopy): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(given ?? {}))
    if (value.length <= 63 && LABEL_VALUE.test(value)) labels[key] = value;
  return { ...labels, [MANAGED_BY_LABEL]: MANAGED_BY, [CONSUMER_LABEL]: copy.consumerHash };
}

function refOfCopy(copy: BrokerCopy): ObjectRef {
  return {
    apiVersion: apiVersionOf(copy.resource),
    kind: copy.resource.kind,
    name: copy.name,
    namespace: copy.namespace,
  };
}

/** Ready=True among the copy's status conditions (the Kubernetes convention providers follow). */
function isReady(status: Record<string, unknown> | undefined): boolean {
  const conditions = Array.isArray(status?.conditions)
    ? (status.conditions as Array<Record<string, unknown>>)
    : [];
  return conditions.some((c) => c.type === 'Ready' && c.status === 'True');
}

function parseRelated(entry: unknown): RelatedResource | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const e = entry as Record<string, unknown>;
  const gvk = e.gvk as Record<string, unknown> | undefined;
  if (typeof e.name !== 'string' || !gvk || typeof gvk.version !== 'string' || typeof gvk.kind !== 'string')
    return undefined;
  return {
    name: e.name,
    ...(typeof e.namespace === 'string' && e.namespace ? { namespace: e.namespace } : {}),
    gvk: { group: typeof gvk.group === 'string' ? gvk.group : '', version: gvk.version, kind: gvk.kind },
  };
}
