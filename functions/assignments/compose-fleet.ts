import { CatalogService } from '../catalog';
import type { CatalogVersionDocument } from '../catalog';
import type { ClusterDocument, HeartbeatDocument, InventoryDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Store } from '../platform/store/store';
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
  const catalog = new CatalogService(
    store.collection<CatalogVersionDocument>('extensions'),
    revisions,
    clock,
    secrets,
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
  const assignmentDocs = store.collection<AssignmentDocument>('assignments');
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
