import type { DocumentBase } from '../platform/store/store';
import { updateWithRetry } from '../platform/store/store';
import type { Collection } from '../platform/store/store';

/** Partition for documents that span tenants; `_` can never start a tenant id. */
export const SHARED_PARTITION = '_shared';
const INDEX_ID = 'tenants';

export interface TenantIndexDocument extends DocumentBase {
  tenants: string[];
}

/**
 * The tenants that have clusters. Every store operation is scoped to one tenant, so work that
 * visits the whole fleet (the heartbeat-gap sweep) starts here. Registration adds a tenant the
 * first time this process sees it.
 */
export class TenantIndex {
  private readonly known = new Set<string>();

  constructor(private readonly index: Collection<TenantIndexDocument>) {}

  async add(tenantId: string): Promise<void> {
    if (this.known.has(tenantId)) return;
    await updateWithRetry(this.index, SHARED_PARTITION, INDEX_ID, (current) =>
      current?.tenants.includes(tenantId)
        ? undefined
        : {
            id: INDEX_ID,
            tenantId: SHARED_PARTITION,
            tenants: [...(current?.tenants ?? []), tenantId].sort(),
          },
    );
    this.known.add(tenantId);
  }

  async list(): Promise<string[]> {
    return (await this.index.read(SHARED_PARTITION, INDEX_ID))?.doc.tenants ?? [];
  }
}
