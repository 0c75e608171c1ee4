import type { Clock } from '../platform/clock';
import { updateWithRetry } from '../platform/store/store';
import type { Collection, DocumentBase } from '../platform/store/store';

/**
 * One small document per tenant, bumped after every catalog or assignment change. Hydrated desired
 * state adds it to the cluster's own generation, and the in-memory fleet snapshot is keyed by it,
 * so an idle agent's poll costs two point reads (cluster, revision) and a 304.
 */
export interface FleetRevisionDocument extends DocumentBase {
  revision: number;
  updatedAt: string;
}

export const FLEET_REVISION_ID = 'revision';

export class FleetRevisions {
  constructor(
    private readonly fleet: Collection<FleetRevisionDocument>,
    private readonly clock: Clock,
  ) {}

  async current(tenantId: string): Promise<number> {
    return (await this.fleet.read(tenantId, FLEET_REVISION_ID))?.doc.revision ?? 0;
  }

  async bump(tenantId: string): Promise<number> {
    const updated = await updateWithRetry(this.fleet, tenantId, FLEET_REVISION_ID, (current) => ({
      id: FLEET_REVISION_ID,
      tenantId,
      revision: (current?.revision ?? 0) + 1,
      updatedAt: this.clock.now().toISOString(),
    }));
    return updated!.doc.revision;
  }
}
