import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { desiredEtag, ifNoneMatchHits } from './desired-document';

export function registerGetDesired(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getDesired;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, headers }, rt) => {
      // Authentication already read the cluster document; desired state is hydrated from it, the
      // fleet revision (a point read) and the tenant's assignments cached per revision, and its
      // ETag is remembered per cluster document version and revision (FleetDesiredService).
      const served = await rt.fleet.servedEtag(principal.tenantId, principal.cluster);
      // 304 ratio = not-modified / requests: how well agents' caching spares the control plane.
      const attributes = { tenantId: principal.tenantId };
      rt.telemetry.instruments.desiredRequests.add(1, attributes);
      if (ifNoneMatchHits(headers.get('if-none-match'), served.etag)) {
        rt.telemetry.instruments.desiredNotModified.add(1, attributes);
        return { status: 304, headers: cacheHeaders(served.etag) };
      }
      // A remembered ETag comes without the state: hydrate it now (and hash what is sent).
      const state = served.state ?? (await rt.fleet.desiredFor(principal.tenantId, principal.cluster.doc));
      const etag = served.state ? served.etag : desiredEtag(state);
      return { status: 200, body: state, headers: cacheHeaders(etag) };
    }),
  );
}

function cacheHeaders(etag: string): Record<string, string> {
  return { ETag: etag, 'Cache-Control': 'private, no-cache' };
}
