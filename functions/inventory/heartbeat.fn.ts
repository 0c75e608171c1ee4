import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction } from '../platform/http/http-function';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { RuntimeProvider } from '../runtime';

export function registerHeartbeat(runtime: RuntimeProvider): void {
  const endpoint = endpoints.heartbeat;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body }, rt) => {
      const { offlineSince } = await rt.inventory.heartbeat(principal.tenantId, principal.clusterId, body);
      if (offlineSince !== undefined) {
        rt.log.info(LogEvents.clusterOnline.name, {
          tenantId: principal.tenantId,
          clusterId: principal.clusterId,
          offlineSeconds: Math.round((rt.clock.now().getTime() - Date.parse(offlineSince)) / 1000),
        });
      }
      return { status: 204 };
    }),
  );
}
