import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Store } from '../platform/store/store';
import { ClusterWindows } from './cluster-windows';
import type { MaintenanceWindowDocument } from './model';
import { MaintenanceWindowService } from './window-service';

export interface MaintenanceServices {
  /** The API's windows. */
  maintenanceWindows: MaintenanceWindowService;
  /** What rollouts ask before sending a cluster its update. */
  clusterWindows: ClusterWindows;
}

/** Wires maintenance windows (called by compose.ts): they live in the per-tenant `fleet` collection. */
export function composeMaintenance(store: Store, clock: Clock): MaintenanceServices {
  const service = new MaintenanceWindowService(store.collection<MaintenanceWindowDocument>('fleet'), clock);
  return {
    maintenanceWindows: service,
    clusterWindows: new ClusterWindows(
      (tenantId) => service.all(tenantId),
      store.collection<ClusterDocument>('clusters'),
    ),
  };
}
