import type { ClusterExplanation } from '../../contract/assignments';
import type { DesiredState } from '../../contract/desired';
import type { CatalogService, CatalogVersionDocument } from '../catalog';
import { catalogVersionId } from '../catalog';
import { desiredEtag } from '../desired';
import type { ClusterDocument } from '../clusters';
import { EvaluationBudgetExceeded, tenantLogic } from '../platform/evaluation';
import type { Clock } from '../platform/clock';
import type { FieldViolation } from '../../contract/problems';
import type { Collection, Versioned } from '../platform/store/store';
import { factsOf } from '../targeting';
import type { ClusterFacts, TargetResolver } from '../targeting';
import type { FleetRevisions } from './fleet-revision';
import { compileAssignment, hydrateDesired, needsRuntimeFacts } from './hydrate';
import type { CompiledAssignment, FleetView, Hydration } from './hydrate';
import type { AssignmentDocument } from './model';

/** ~250 bytes each: enough for every cluster of a large fleet, bounded against growth without end. */
const MAX_REMEMBERED_ETAGS = 200_000;

interface Snapshot {
  revision: number;
  assignments: CompiledAssignment[];
  versions: Map<string, CatalogVersionDocument>;
  runtimeFacts: boolean;
}

/**
 * Hydrates desired state on read. The tenant's assignments (and the catalog versions they name)
 * are cached in memory keyed by the fleet revision, so a poll costs at most a point read of the
 * revision (none while this instance read it within the last second);
 * catalog versions are immutable and cached for good. Heartbeat and inventory are read only when
 * some assignment's target filters on them.
 */
export class FleetDesiredService {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly loading = new Map<string, Promise<Snapshot>>();
  private readonly etags = new Map<string, { clusterEtag: string; revision: number; etag: string }>();

  constructor(
    private readonly assignments: Collection<AssignmentDocument>,
    private readonly revisions: FleetRevisions,
    private readonly catalog: CatalogService,
    private readonly targets: TargetResolver,
    private readonly clock: Clock,
  ) {}

  /** The desired state of one cluster, hydrated from its direct assignments, the fleet's and its pins. */
  async desiredFor(tenantId: string, cluster: ClusterDocument, facts?: ClusterFacts): Promise<DesiredState> {
    return (await this.hydrate(tenantId, cluster, facts)).state;
  }

  /**
   * The tenant's current fleet revision. The generation an agent is served (and echoes back as
   * `observedGeneration`) is `desiredGenerationOf(cluster, revision)` = `cluster.desiredGeneration +
   * revision`, not `cluster.desiredGeneration` alone: a writer that must tell status about its own
   * change from older status (e.g. a rollout pin) records `desiredGenerationOf(updatedCluster,
   * await fleet.revision(tenantId))`, read before the write.
   */
  async revision(tenantId: string): Promise<number> {
    return this.revisions.current(tenantId);
  }

  /**
   * The ETag of a cluster's desired state (and the state, when it was hydrated for this call).
   * Agents poll with If-None-Match and nearly always get 304: the ETag is remembered per cluster
   * under the cluster document's store etag and the fleet revision, which together determine the
   * state unless a target needs runtime facts (heartbeat, inventory) or a pinned version was not
   * in the catalog yet; those are hydrated and hashed on every call.
   */
  async servedEtag(
    tenantId: string,
    cluster: Versioned<ClusterDocument>,
  ): Promise<{ etag: string; state?: DesiredState }> {
    const snapshot = await this.snapshot(tenantId, 'recent');
    const key = `${tenantId}/${cluster.doc.id}`;
    const known = this.etags.get(key);
    if (known && known.clusterEtag === cluster.etag && known.revision === snapshot.revision) {
      return { etag: known.etag };
    }
    const { hydration, complete } = await this.hydrateWith(snapshot, tenantId, cluster.doc);
    const etag = desiredEtag(hydration.state);
    if (complete && !snapshot.runtimeFacts) {
      if (this.etags.size >= MAX_REMEMBERED_ETAGS) this.etags.delete(this.etags.keys().next().value!);
      this.etags.set(key, { clusterEtag: cluster.etag, revision: snapshot.revision, etag });
    }
    return { etag, state: hydration.state };
  }

  /** Desired state plus how every extension's values came about. */
  async hydrate(tenantId: string, cluster: ClusterDocument, facts?: ClusterFacts): Promise<Hydration> {
    return (await this.hydrator(tenantId))(cluster, facts);
  }

  /**
   * Hydrates many clusters against one snapshot, read once: for checks that walk a whole target
   * (the rollout preflight), which through `hydrate` read the fleet revision once per cluster:
   * 10,000 point reads, one after the other, for a 10,000-cluster rollout.
   */
  async hydrator(
    tenantId: string,
  ): Promise<(cluster: ClusterDocument, facts?: ClusterFacts) => Promise<Hydration>> {
    const snapshot = await this.snapshot(tenantId);
    return async (cluster, facts) => (await this.hydrateWith(snapshot, tenantId, cluster, facts)).hydration;
  }

  /** `complete` is false when a pinned version was missing from the catalog (it may appear later). */
  private async hydrateWith(
    snapshot: Snapshot,
    tenantId: string,
    cluster: ClusterDocument,
    facts?: ClusterFacts,
  ): Promise<{ hydration: Hydration; complete: boolean }> {
    let complete = true;
    const clusterFacts =
      facts ??
      (snapshot.runtimeFacts
        ? await this.targets.factsFor(tenantId, cluster, { inventory: true })
        : factsOf(cluster));
    const pinned = new Map<string, CatalogVersionDocument>();
    for (const [name, pin] of Object.entries(cluster.pins ?? {})) {
      const key = catalogVersionId(name, pin.version);
      if (snapshot.versions.has(key)) continue;
      const version = await this.catalog.lookup(tenantId, name, pin.version);
      if (version) pinned.set(key, version);
      else complete = false;
    }
    const view: FleetView = {
      revision: snapshot.revision,
      assignments: snapshot.assignments,
      catalog: (name, version) => {
        const key = catalogVersionId(name, version);
        return snapshot.versions.get(key) ?? pinned.get(key);
      },
    };
    return { hydration: hydrateDesired(cluster, clusterFacts, view), complete };
  }

  async explain(tenantId: string, cluster: ClusterDocument): Promise<ClusterExplanation> {
    const facts = await this.targets.factsFor(tenantId, cluster, { inventory: true });
    const hydration = await this.hydrate(tenantId, cluster, facts);
    const extensions = [];
    for (const extension of hydration.extensions) {
      const version =
        extension.producedBy.type === 'direct' && !extension.pinnedBy
          ? undefined
          : await this.catalog.lookup(tenantId, extension.name, extension.version);
      extensions.push({
        ...extension,
        violations: version
          ? await explainViolations(version, extension.values, extension.namespace, facts)
          : [],
      });
    }
    return {
      clusterId: cluster.id,
      group: cluster.group ?? null,
      labels: cluster.labels,
      generation: hydration.state.generation,
      fleetRevision: hydration.state.generation - cluster.desiredGeneration,
      extensions,
      evaluatedAt: this.clock.now().toISOString(),
    };
  }

  /**
   * The tenant's assignments as of the current fleet revision (cached per revision); for serving a
   * poll, as of the `recent` one (FleetRevisions.recent: at most a second old).
   */
  async snapshot(tenantId: string, revisionAge: 'current' | 'recent' = 'current'): Promise<Snapshot> {
    const revision =
      revisionAge === 'recent'
        ? await this.revisions.recent(tenantId)
        : await this.revisions.current(tenantId);
    const cached = this.snapshots.get(tenantId);
    if (cached && cached.revision === revision) return cached;
    let pending = this.loading.get(tenantId);
    if (!pending) {
      pending = this.load(tenantId, revision).finally(() => this.loading.delete(tenantId));
      this.loading.set(tenantId, pending);
    }
    const loaded = await pending;
    const newest = this.snapshots.get(tenantId);
    if (!newest || newest.revision <= loaded.revision) this.snapshots.set(tenantId, loaded);
    return loaded;
  }

  /** Forgets a tenant's snapshot (writers in this process call it so they see their own writes at once). */
  invalidate(tenantId: string): void {
    this.snapshots.delete(tenantId);
  }

  private async load(tenantId: string, firstRevision: number): Promise<Snapshot> {
    let revision = firstRevision;
    for (let attempt = 1; ; attempt++) {
      const docs: AssignmentDocument[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await this.assignments.query(tenantId, {
          limit: 1000,
          ...(continuationToken ? { continuationToken } : {}),
        });
        docs.push(...page.items.map((item) => item.doc));
        continuationToken = page.continuationToken;
      } while (continuationToken);
      const versions = new Map<string, CatalogVersionDocument>();
      for (const doc of docs) {
        const key = catalogVersionId(doc.extension, doc.version);
        if (versions.has(key)) continue;
        const version = await this.catalog.lookup(tenantId, doc.extension, doc.version);
        if (version) versions.set(key, version);
      }
      // Writers bump the revision after writing: if it moved while we read, read again so a
      // snapshot is never filed under a revision older than its content.
      const after = await this.revisions.current(tenantId);
      if (after === revision || attempt >= 3) {
        return {
          revision: after,
          assignments: docs.sort((a, b) => (a.name < b.name ? -1 : 1)).map(compileAssignment),
          versions,
          runtimeFacts: docs.some(needsRuntimeFacts),
        };
      }
      revision = after;
    }
  }
}

/** Where values are checked: the values, the namespace they install into, the cluster's facts. */
export interface ValuesCheck {
  values: Record<string, unknown>;
  namespace: string;
  facts: ClusterFacts;
}

/**
 * The values of each check against a catalog version's JSON Schema and policies: one list of
 * violations per check. They are tenant-written logic, so they run in the evaluation pool, all
 * of them under one budget; past it this throws EvaluationBudgetExceeded
 * (see {@link valuesBudgetViolation}).
 */
export async function valuesViolations(
  version: CatalogVersionDocument,
  checks: ValuesCheck[],
): Promise<FieldViolation[][]> {
  if (checks.length === 0 || (!version.valuesSchema && version.policies.length === 0)) {
    return checks.map(() => []);
  }
  return tenantLogic().run(
    'values',
    { ...(version.valuesSchema ? { valuesSchema: version.valuesSchema } : {}), policies: version.policies },
    checks.map(({ values, namespace, facts }) => ({
      values,
      namespace,
      cluster: facts as unknown as Record<string, unknown>,
    })),
  );
}

/** The violation that stands for a check of `version` that ran out of its budget. */
export function valuesBudgetViolation(
  version: CatalogVersionDocument,
  err: EvaluationBudgetExceeded,
  path: string,
): FieldViolation {
  return {
    path,
    message:
      `checking values against ${version.name}@${version.version} ${err.message}; ` +
      'its valuesSchema patterns or policies need a simpler regular expression, less nesting or fewer comprehensions',
  };
}

/** Explain shows a check that ran out of its budget as a violation. */
async function explainViolations(
  version: CatalogVersionDocument,
  values: Record<string, unknown>,
  namespace: string,
  facts: ClusterFacts,
): Promise<FieldViolation[]> {
  try {
    const [violations] = await valuesViolations(version, [{ values, namespace, facts }]);
    return violations ?? [];
  } catch (err) {
    if (!(err instanceof EvaluationBudgetExceeded)) throw err;
    return [valuesBudgetViolation(version, err, 'values')];
  }
}
