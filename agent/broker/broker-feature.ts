import { brokeredCondition } from '../cluster-conditions';
import type { AgentFeature } from '../features/agent-feature';
import { AgentSpans } from '../observability/tracing';
import { Broker } from './broker';

/** Resource brokering (docs/brokering.md): only for a cluster whose spec takes part in it. */
export function brokerFeature(): AgentFeature {
  let broker: Broker | undefined;
  return {
    name: 'broker',
    enabled: (spec) => spec.broker.enabled,
    intervalMs: ({ settings, spec }) =>
      settings.brokerIntervalMs ?? (spec()?.broker.intervalSeconds ?? 10) * 1000,
    start(context) {
      const kinds = (list: { group: string; version: string; kind: string }[] | undefined) =>
        (list ?? []).map(({ group, version, kind }) => ({ group, version, kind }));
      broker = new Broker({
        kube: context.options.kube,
        grants: () => {
          const spec = context.spec()?.broker;
          return {
            consumer: kinds(spec?.consumerKinds),
            provider: kinds(spec?.providerKinds),
            related: kinds(spec?.relatedKinds),
          };
        },
        exchange: (body) => context.session.call((c, id) => c.brokerExchange(id, body)),
        privateKeyPem: () => context.registration.identity!.privateKeyPem,
        now: context.options.now ?? (() => new Date()),
      });
    },
    async pass(context) {
      const current = broker!;
      await context.span(AgentSpans.broker, () => current.pass());
      const c = brokeredCondition(current.outcome());
      context.status.setCondition(
        'Brokered',
        c.status,
        c.reason,
        c.message.slice(0, 1024),
        context.specGeneration(),
      );
      await context.status.flush();
    },
  };
}
