import { app } from '@azure/functions';
import { DESIRED_ETAG_HEADER, NO_DESIRED_ETAG } from '../../contract/desired';
import type { HeartbeatResponse } from '../../contract/desired';
import { endpoints } from '../../contract/endpoints';
import { serveDesired } from '../desired';
import { agentFunction } from '../platform/http/http-function';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { RuntimeProvider } from '../runtime';

export function registerHeartbeat(runtime: RuntimeProvider): void {
  const endpoint = endpoints.heartbeat;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body, headers }, rt) => {
      const { offlineSince } = await rt.inventory.heartbeat(
        principal.tenantId,
        principal.clusterId,
        body,
        principal.cluster.doc,
      );
      if (offlineSince !== undefined) {
        rt.log.info(LogEvents.clusterOnline.name, {
          tenantId: principal.tenantId,
          clusterId: principal.clusterId,
          offlineSeconds: Math.round((rt.clock.now().getTime() - Date.parse(offlineSince)) / 1000),
        });
      }
      // Agents that hold a desired state say which: the answer then spares them a GET of desired.
      // Agents that do not send the header get the 204 they always got.
      const held = headers.get(DESIRED_ETAG_HEADER);
      if (held === null) return { status: 204 };
      const served = await serveDesired(
        rt.fleet,
        rt.telemetry.instruments,
        principal.tenantId,
        principal.cluster,
        held.trim() === NO_DESIRED_ETAG ? null : held,
      );
      const answer: HeartbeatResponse = {
        desiredEtag: served.etag,
        ...(served.state ? { desired: served.state } : {}),
      };
      return { status: 200, body: answer, headers: { 'Cache-Control': 'no-store' } };
    }),
  );
}
