import type { PutMaintenanceWindowRequest } from '../../contract/maintenance-windows';
import type { DocumentBase } from '../platform/store/store';

/** One maintenance window, in the tenant's `fleet` collection beside its other fleet-wide settings. */
export interface MaintenanceWindowDocument extends DocumentBase, PutMaintenanceWindowRequest {
  name: string;
  generation: number;
  createdAt: string;
  updatedAt: string;
}

export const WINDOW_PREFIX = 'maintenance-window:';

export function windowId(name: string): string {
  return WINDOW_PREFIX + name;
}
