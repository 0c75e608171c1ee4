import type { DesiredState } from '../../contract/desired';
import type { ClusterDocument } from '../clusters';
import type { Versioned } from '../platform/store/store';
import type { Instruments } from '../platform/telemetry/telemetry';
import { desiredEtag, ifNoneMatchHits } from './desired-document';

/** What serving desired state needs of the fleet (FleetDesiredService). */
export interface DesiredSource {
  servedEtag(
    tenantId: string,
    cluster: Versioned<ClusterDocument>,
  ): Promise<{ etag: string; state?: DesiredState }>;
  desiredFor(tenantId: string, cluster: ClusterDocument): Promise<DesiredState>;
}

/**
 * The cluster's desired state as an agent is served it, by GET .../desired or in a heartbeat's
 * answer: its ETag always, the state only when `ifNoneMatch` does not match. Counted in the
 * desired-request metrics either way, so their 304 ratio stays what agents' caching spares.
 */
export async function serveDesired(
  fleet: DesiredSource,
  instruments: Pick<Instruments, 'desiredRequests' | 'desiredNotModified'>,
  tenantId: string,
  cluster: Versioned<ClusterDocument>,
  ifNoneMatch: string | null,
): Promise<{ etag: string; state?: DesiredState }> {
  // Authentication already read the cluster document; desired state is hydrated from it, the
  // fleet revision (a point read) and the tenant's assignments cached per revision, and its
  // ETag is remembered per cluster document version and revision (FleetDesiredService).
  const served = await fleet.servedEtag(tenantId, cluster);
  const attributes = { tenantId };
  instruments.desiredRequests.add(1, attributes);
  if (ifNoneMatchHits(ifNoneMatch, served.etag)) {
    instruments.desiredNotModified.add(1, attributes);
    return { etag: served.etag };
  }
  // A remembered ETag comes without the state: hydrate it now (and hash what is sent).
  const state = served.state ?? (await fleet.desiredFor(tenantId, cluster.doc));
  return { etag: served.state ? served.etag : desiredEtag(state), state };
}
