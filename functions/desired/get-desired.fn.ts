import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { serveDesired } from './served-desired';

export function registerGetDesired(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getDesired;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, headers }, rt) => {
      const served = await serveDesired(
        rt.fleet,
        rt.telemetry.instruments,
        principal.tenantId,
        principal.cluster,
        headers.get('if-none-match'),
      );
      // 304 ratio = not-modified / requests: how well agents' caching spares the control plane.
      if (!served.state) return { status: 304, headers: cacheHeaders(served.etag) };
      return { status: 200, body: served.state, headers: cacheHeaders(served.etag) };
    }),
  );
}

function cacheHeaders(etag: string): Record<string, string> {
  return { ETag: etag, 'Cache-Control': 'private, no-cache' };
}
