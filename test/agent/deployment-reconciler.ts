import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { KubeObject, ObjectRef } from '../../agent/kube/port';
import { assessHealth } from '../../agent/reconcile/health';
import { memoryReconciler } from './memory-reconciler';

/**
 * A reconciler over an in-memory cluster where each extension renders one Deployment named after
 * it, whose image carries the extension's version (`name:version`). No controller runs: a test
 * makes a Deployment Ready (`markReady`), as the Deployment controller would report it, when its
 * scenario says so. Time moves only by `advance`.
 */
export function deploymentReconciler(options: { replicas?: number } = {}) {
  let now = Date.parse('2026-12-01T03:00:00Z');
  const render = async (e: DesiredExtension): Promise<KubeObject[]> => [deployment(e, options.replicas ?? 1)];
  const { cluster, events, reconciler } = memoryReconciler({ render }, () => new Date(now), {
    healthTimeoutMs: 3_600_000,
    driftIntervalMs: 1_000,
  });
  const ref = (name: string): ObjectRef => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    name,
    namespace: 'apps',
  });
  const live = (name: string) => cluster.store.get(ref(name));
  return {
    cluster,
    events,
    reconciler,
    ref,
    live,
    advance: (ms: number) => (now += ms),
    /** The version the live Deployment of `name` runs, undefined when it does not exist. */
    runningVersion: (name: string) => imageVersion(live(name)),
    /** True when the Deployment of `name` is Ready at its current generation. */
    isReady: (name: string) => {
      const object = live(name);
      return object !== undefined && assessHealth(object).state === 'Healthy';
    },
    /** What the Deployment controller reports once the current generation's pods are available. */
    markReady: (name: string) => {
      const object = live(name);
      if (!object) return;
      const replicas = ((object.spec as { replicas?: number }).replicas ?? 1) as number;
      cluster.store.patchStatus(ref(name), {
        status: {
          observedGeneration: object.metadata.generation,
          replicas,
          updatedReplicas: replicas,
          availableReplicas: replicas,
          readyReplicas: replicas,
        },
      });
    },
    last: (extension: string) => events.filter((e) => e.extension === extension).at(-1),
  };
}

export function deployment(e: DesiredExtension, replicas: number): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: e.name, namespace: 'apps' },
    spec: {
      replicas,
      selector: { matchLabels: { app: e.name } },
      template: {
        metadata: { labels: { app: e.name } },
        spec: { containers: [{ name: 'main', image: `example.test/${e.name}:${e.version}` }] },
      },
    },
  };
}

export function imageVersion(object: KubeObject | undefined): string | undefined {
  const spec = object?.spec as { template: { spec: { containers: Array<{ image: string }> } } } | undefined;
  return spec?.template.spec.containers[0]?.image.split(':')[1];
}

export function extension(
  name: string,
  version: string,
  more: Partial<DesiredExtension> = {},
): DesiredExtension {
  return {
    name,
    kind: 'manifest',
    version,
    namespace: 'apps',
    source: { url: `https://example.test/${name}.yaml` },
    values: {},
    ...more,
  };
}

export function desired(generation: number, ...extensions: DesiredExtension[]): DesiredState {
  return { generation, extensions };
}
