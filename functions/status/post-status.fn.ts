import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerPostStatus(runtime: RuntimeProvider): void {
  const endpoint = endpoints.postStatus;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body }, rt) => ({
      status: 202,
      body: { accepted: await rt.status.record(principal.tenantId, principal.clusterId, body.events) },
    })),
  );
}
