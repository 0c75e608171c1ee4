import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction } from '../platform/http/http-function';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { RuntimeProvider } from '../runtime';

export function registerPostStatus(runtime: RuntimeProvider): void {
  const endpoint = endpoints.postStatus;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body }, rt) => {
      const { accepted, agentRetries } = await rt.status.record(
        principal.tenantId,
        principal.clusterId,
        body.events,
        principal.cluster.doc,
      );
      if (agentRetries > 0) {
        rt.telemetry.instruments.reconcileRetries.add(agentRetries, {
          tenantId: principal.tenantId,
          source: 'agent',
        });
      }
      // One counter add per extension and phase, not per event: a batch carries up to hundreds.
      const counts = new Map<string, { extension: string; phase: string; n: number }>();
      for (const event of body.events) {
        const key = `${event.extension}\u0000${event.phase}`;
        const count = counts.get(key);
        if (count) count.n++;
        else counts.set(key, { extension: event.extension, phase: event.phase, n: 1 });
        if (event.phase === 'Failed') {
          rt.log.warn(LogEvents.extensionFailed.name, {
            tenantId: principal.tenantId,
            clusterId: principal.clusterId,
            extension: event.extension,
            reason: event.reason,
            observedGeneration: event.observedGeneration,
            ...(event.attempt !== undefined ? { attempt: event.attempt } : {}),
          });
        }
      }
      for (const { extension, phase, n } of counts.values()) {
        rt.telemetry.instruments.extensionStatusEvents.add(n, {
          tenantId: principal.tenantId,
          extension,
          phase,
        });
      }
      // Verdicts for rollouts that pinned an extension on this cluster (authentication read its document).
      await rt.rolloutProgress.onStatus(principal.cluster.doc, body.events);
      return { status: 202, body: { accepted } };
    }),
  );
}
