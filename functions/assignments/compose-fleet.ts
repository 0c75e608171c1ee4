import { CatalogService } from '../catalog';
import type { AssignmentDependencies, CatalogVersionDocument } from '../catalog';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Collection, Store } from '../platform/store/store';
import type { SecretPolicy } from '../secrets';
import { TargetResolver } from '../targeting';
import { AssignmentService } from './assignment-service';
import { FleetDesiredService } from './fleet-desired-service';
import { FleetRevisions } from './fleet-revision';
import type { FleetRevisionDocument } from './fleet-revision';
import type { AssignmentDocument } from './model';

export interface FleetServices {
  catalog: CatalogService;
  assignments: AssignmentService;
  /** Desired-state hydration (`desiredFor`, `hydrate`) and `explain`. */
  fleet: FleetDesiredService;
  /** Target -> matching clusters with their facts. */
  targets: TargetResolver;
}

/** Wires the catalog, assignments, targeting and hydration services (called by compose.ts). */
export function composeFleet(
  store: Store,
  clock: Clock,
  offlineAfterSeconds: number,
  secrets?: SecretPolicy,
): FleetServices {
  const revisions = new FleetRevisions(store.collection<FleetRevisionDocument>('fleet'), clock);
  const assignmentDocs = store.collection<AssignmentDocument>('assignments');
  const catalog = new CatalogService(
    store.collection<CatalogVersionDocument>('extensions'),
    revisions,
    clock,
    secrets,
    (tenantId) => assignmentDependencies(assignmentDocs, tenantId),
  );
  const targets = new TargetResolver(
    {
      clusters: store.collection<ClusterDocument>('clusters'),
      heartbeats: store.collection<HeartbeatDocument>('heartbeats'),
      inventory: store.collection<InventoryDocument>('inventory'),
    },
    clock,
    offlineAfterSeconds,
  );
  const fleet = new FleetDesiredService(assignmentDocs, revisions, catalog, targets, clock);
  const assignments = new AssignmentService(
    assignmentDocs,
    catalog,
    targets,
    revisions,
    fleet,
    clock,
    secrets,
  );
  return { catalog, assignments, fleet, targets };
}

/** Every assignment that declares dependencies of its own, for the catalog's cycle check. */
async function assignmentDependencies(
  docs: Collection<AssignmentDocument>,
  tenantId: string,
): Promise<AssignmentDependencies[]> {
  const out: AssignmentDependencies[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await docs.query(tenantId, {
      limit: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    for (const { doc } of page.items)
      if (doc.dependsOn?.length)
        out.push({ assignment: doc.name, extension: doc.extension, dependsOn: doc.dependsOn });
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out;
}
