import type { StatusEvent } from '../../contract/status';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { silentLogger } from '../../agent/observability/log';
import { AppliedInventoryStore } from '../../agent/reconcile/applied-inventory';
import { Reconciler } from '../../agent/reconcile/reconciler';
import type { Renderer } from '../../agent/reconcile/render/port';

/**
 * A reconciler over an in-memory cluster that may write to `apps`, with `renderer` (the real
 * renderers, for tests of what they refuse) and every status it reports; time stands still unless `now` is a clock.
 */
export function memoryReconciler(
  renderer: Renderer,
  now: Date | (() => Date) = new Date('2026-11-25T07:00:00Z'),
  timing: { healthTimeoutMs?: number; driftIntervalMs?: number } = {},
) {
  const cluster = new MemoryCluster();
  const events: StatusEvent[] = [];
  const reconciler = new Reconciler(
    {
      kube: cluster,
      mapper: cluster.mapper,
      renderer,
      inventory: new AppliedInventoryStore(cluster, 'arcbridge-system', 'arcbridge-agent'),
      onStatus: (e) => events.push(e),
      now: typeof now === 'function' ? now : () => now,
      log: silentLogger,
      random: () => 0.5,
    },
    {
      fieldManager: 'arcbridge-agent',
      healthTimeoutMs: timing.healthTimeoutMs ?? 60_000,
      driftIntervalMs: timing.driftIntervalMs ?? 60_000,
      retry: { baseMs: 1_000, capMs: 10_000 },
      allowedNamespaces: () => ['apps'],
      agentNamespace: 'arcbridge-system',
    },
  );
  /** The last status reported for `extension`. */
  const last = (extension: string) => events.filter((e) => e.extension === extension).at(-1);
  return { cluster, events, reconciler, last };
}
