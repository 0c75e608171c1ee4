import { app } from '@azure/functions';
import { endpoints } from '../api/endpoints';
import { agentFunction } from '../platform/http/http-function';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { RuntimeProvider } from '../runtime';

export function registerPostStatus(runtime: RuntimeProvider): void {
  const endpoint = endpoints.postStatus;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body }, rt) => {
      const accepted = await rt.status.record(principal.tenantId, principal.clusterId, body.events);
      for (const event of body.events) {
        rt.telemetry.instruments.extensionStatusEvents.add(1, {
          tenantId: principal.tenantId,
          extension: event.extension,
          phase: event.phase,
        });
        if (event.phase === 'Failed') {
          rt.log.warn(LogEvents.extensionFailed.name, {
            tenantId: principal.tenantId,
            clusterId: principal.clusterId,
            extension: event.extension,
            reason: event.reason,
            observedGeneration: event.observedGeneration,
          });
        }
      }
      // Verdicts for rollouts that pinned an extension on this cluster (authentication read its document).
      await rt.rolloutProgress.onStatus(principal.cluster.doc, body.events);
      return { status: 202, body: { accepted } };
    }),
  );
}
