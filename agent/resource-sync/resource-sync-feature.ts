import { resourcesSyncedCondition } from '../cluster-conditions';
import type { AgentFeature, FeatureContext } from '../features/agent-feature';
import { serviceAccountUser } from '../kube/port';
import { AgentSpans } from '../observability/tracing';
import { ResourceSync } from './resource-sync';

/** Resource sync (docs/sync.md): only for a cluster whose spec takes part in it. */
export function resourceSyncFeature(): AgentFeature {
  let sync: ResourceSync | undefined;
  return {
    name: 'resourceSync',
    enabled: (spec) => spec.sync.enabled,
    intervalMs: ({ settings, spec }) =>
      settings.resourceSyncIntervalMs ?? (spec()?.sync.intervalSeconds ?? 10) * 1000,
    start(context, wake) {
      const { kube, namespace, defaultServiceAccount } = context.options;
      sync = new ResourceSync({
        kube,
        // Copies are written with the extensions' rights, never the agent's own.
        copies: defaultServiceAccount
          ? kube.impersonate(serviceAccountUser(namespace, defaultServiceAccount))
          : kube,
        namespace,
        settings: () => {
          const spec = context.spec();
          return {
            features: spec?.features ?? [],
            exportKinds: (spec?.sync.exportKinds ?? []).map(({ group, version, kind }) => ({
              group,
              version,
              kind,
            })),
            peers: spec?.sync.peers ?? false,
          };
        },
        exchange: (body) => context.session.call((c, id) => c.syncExchange(id, body)),
        privateKeyPem: () => context.registration.identity!.privateKeyPem,
        wake,
      });
    },
    async stop() {
      await sync?.stop();
    },
    async pass(context: FeatureContext) {
      const current = sync!;
      await context.span(AgentSpans.resourceSync, () => current.pass());
      const { applied, source, peers } = current.outcome();
      const c = resourcesSyncedCondition(applied, source, peers);
      context.status.setCondition(
        'ResourcesSynced',
        c.status,
        c.reason,
        c.message.slice(0, 1024),
        context.specGeneration(),
      );
      await context.status.flush();
    },
  };
}
