import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';
import { desiredEtag, desiredState, ifNoneMatchHits } from './desired-document';

export function registerGetDesired(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getDesired;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, headers }) => {
      // Authentication already read the cluster document; desired state is computed from it.
      const state = desiredState(principal.cluster.doc);
      const etag = desiredEtag(state);
      const cacheHeaders = { ETag: etag, 'Cache-Control': 'private, no-cache' };
      if (ifNoneMatchHits(headers.get('if-none-match'), etag)) return { status: 304, headers: cacheHeaders };
      return { status: 200, body: state, headers: cacheHeaders };
    }),
  );
}
