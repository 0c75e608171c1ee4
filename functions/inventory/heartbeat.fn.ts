import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerHeartbeat(runtime: RuntimeProvider): void {
  const endpoint = endpoints.heartbeat;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body }, rt) => {
      const { previousAgeSeconds } = await rt.inventory.heartbeat(
        principal.tenantId,
        principal.clusterId,
        body,
      );
      if (previousAgeSeconds !== undefined) {
        rt.telemetry.instruments.heartbeatAge.record(previousAgeSeconds, { tenantId: principal.tenantId });
      }
      return { status: 204 };
    }),
  );
}
