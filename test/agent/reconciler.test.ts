/**
 * Over 400 lines on purpose: the reconciler's behaviour as one table of scenarios (install, prune,
 * health, drift, retries and attempts, removal, restart) over the same in-memory cluster harness.
 */
import { join } from 'node:path';
import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import { MemoryCluster } from '../../agent/kube/memory-cluster';
import type { KubeObject } from '../../agent/kube/port';
import { KubeApiError } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import { AppliedInventoryStore } from '../../agent/reconcile/applied-inventory';
import { assessHealth } from '../../agent/reconcile/health';
import { Reconciler } from '../../agent/reconcile/reconciler';
import type { Renderer } from '../../agent/reconcile/render/port';
import { RenderError } from '../../agent/reconcile/render/port';
import { driftedFields } from '../../agent/reconcile/drift';
import { loadYamlDocuments } from './rbac';

const NS = 'arcbridge-system';

function ext(name: string, namespace = 'apps', version = '1.0.0'): DesiredExtension {
  return {
    name,
    kind: 'manifest',
    version,
    namespace,
    source: { url: `https://example.test/${name}.yaml` },
    values: {},
  };
}

function desired(generation: number, ...extensions: DesiredExtension[]): DesiredState {
  return { generation, extensions };
}

const cm = (name: string, namespace?: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, ...(namespace ? { namespace } : {}) },
  data: { a: '1' },
});

const deploymentObj = (name: string): KubeObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name },
  spec: { replicas: 2, template: { spec: { containers: [{ name: 'c', image: 'x' }] } } },
});

function setup(
  render: (e: DesiredExtension) => KubeObject[] | Promise<KubeObject[]>,
  opts: { healthTimeoutMs?: number; allowed?: string[]; maxAttempt?: number; agentNamespace?: string } = {},
) {
  const cluster = new MemoryCluster();
  const events: StatusEvent[] = [];
  let now = Date.parse('2026-11-22T10:00:00Z');
  const renderer: Renderer = { render: async (e) => render(e) };
  const reconciler = new Reconciler(
    {
      kube: cluster,
      mapper: cluster.mapper,
      renderer,
      inventory: new AppliedInventoryStore(cluster, NS, 'arcbridge-agent'),
      onStatus: (e) => events.push(e),
      now: () => new Date(now),
      log: silentLogger,
      random: () => 0.5,
    },
    {
      fieldManager: 'arcbridge-agent',
      healthTimeoutMs: opts.healthTimeoutMs ?? 60_000,
      driftIntervalMs: 1_000,
      retry: { baseMs: 1_000, capMs: 10_000 },
      allowedNamespaces: () => opts.allowed ?? ['apps'],
      agentNamespace: opts.agentNamespace ?? NS,
      ...(opts.maxAttempt ? { maxAttempt: opts.maxAttempt } : {}),
    },
  );
  return { cluster, events, reconciler, advance: (ms: number) => (now += ms) };
}

describe('Reconciler', () => {
  it('applies, reports Installing then Installed, with lastTransitionTime and observedGeneration', async () => {
    const { cluster, events, reconciler, advance } = setup(() => [cm('c1')]);
    await reconciler.reconcile(desired(3, ext('a')));
    expect(
      cluster.store.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'c1', namespace: 'apps' }),
    ).toBeDefined();
    expect(events.map((e) => `${e.phase}/${e.reason}`)).toEqual([
      'Installing/Progressing',
      'Installed/Reconciled',
    ]);
    expect(events[1]!.observedGeneration).toBe(3);
    expect(events[1]!.lastTransitionTime).toBe('2026-11-22T10:00:00.000Z');
    advance(10);
    await reconciler.reconcile(desired(3, ext('a')));
    expect(events).toHaveLength(2);
  });

  it('fails with RenderFailed and retries after a backoff', async () => {
    let fail = true;
    const { events, reconciler, advance } = setup(() => {
      if (fail) throw new RenderError('cannot fetch: HTTP 404');
      return [cm('c1')];
    });
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({
      phase: 'Failed',
      reason: 'RenderFailed',
      message: 'cannot fetch: HTTP 404',
    });
    fail = false;
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events).toHaveLength(1); // still backing off
    advance(5_000);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Installed' });
  });

  it('numbers attempts per generation: a retry that fails alike is reported, a new generation starts at 1', async () => {
    let fail = true;
    const { events, reconciler, advance } = setup(() => {
      if (fail) throw new RenderError('cannot fetch: HTTP 404');
      return [cm('c1')];
    });
    const attempts = () => events.map((e) => `${e.observedGeneration}:${e.phase}/${e.reason}#${e.attempt}`);
    await reconciler.reconcile(desired(1, ext('a')));
    advance(10_000);
    await reconciler.reconcile(desired(1, ext('a')));
    advance(10_000);
    await reconciler.reconcile(desired(1, ext('a')));
    // Same phase and reason each time: the event is sent for the new number, the failure keeps its time.
    expect(attempts()).toEqual([
      '1:Failed/RenderFailed#1',
      '1:Failed/RenderFailed#2',
      '1:Failed/RenderFailed#3',
    ]);
    expect(new Set(events.map((e) => e.lastTransitionTime)).size).toBe(1);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events).toHaveLength(3); // backing off: no attempt, no event

    await reconciler.reconcile(desired(2, ext('a', 'apps', '1.1.0')));
    fail = false;
    advance(10_000);
    await reconciler.reconcile(desired(2, ext('a', 'apps', '1.1.0')));
    expect(attempts().slice(3)).toEqual([
      '2:Failed/RenderFailed#1',
      '2:Installing/Progressing#2',
      '2:Installed/Reconciled#2',
    ]);
    expect(reconciler.statuses()).toEqual([expect.objectContaining({ phase: 'Installed', attempt: 2 })]);
  });

  it('reports a failure at a new generation even when it fails alike at the same attempt number', async () => {
    // A rollout pins a version on a cluster whose last failure was attempt 1: the control plane
    // judges the pin by a status at its generation, so staying silent leaves the rollout waiting
    // for its health timeout, and the agent's reason is lost.
    const { events, reconciler } = setup(() => {
      throw new RenderError('cannot fetch: HTTP 404');
    });
    await reconciler.reconcile(desired(1, ext('a')));
    await reconciler.reconcile(desired(2, ext('a', 'apps', '1.1.0')));
    expect(events.map((e) => `${e.observedGeneration}:${e.phase}/${e.reason}#${e.attempt}`)).toEqual([
      '1:Failed/RenderFailed#1',
      '2:Failed/RenderFailed#1',
    ]);
  });

  it('confirms an installed extension at a new generation that leaves its spec as it was', async () => {
    // A rollout pinning the version a cluster already runs changes nothing to apply, but its
    // verdict waits for a status at the pin's generation: without one, a healthy cluster times out.
    const { events, reconciler } = setup((e) => [cm(`${e.name}-c`)]);
    await reconciler.reconcile(desired(1, ext('a')));
    const before = events.length;
    await reconciler.reconcile(desired(2, ext('a')));
    expect(events.slice(before)).toEqual([
      expect.objectContaining({ extension: 'a', phase: 'Installed', observedGeneration: 2 }),
    ]);
    // Nothing was attempted at generation 2, and the installation keeps its transition time.
    expect(events.at(-1)).not.toHaveProperty('attempt');
    expect(events.at(-1)!.lastTransitionTime).toBe(events[before - 1]!.lastTransitionTime);
    await reconciler.reconcile(desired(2, ext('a')));
    expect(events).toHaveLength(before + 1);
  });

  it('stops the attempt number at the most the control plane accepts, and keeps retrying', async () => {
    let renders = 0;
    const { events, reconciler, advance } = setup(
      () => {
        renders++;
        throw new RenderError('cannot fetch: HTTP 404');
      },
      { maxAttempt: 2 },
    );
    for (let pass = 0; pass < 4; pass++) {
      await reconciler.reconcile(desired(1, ext('a')));
      advance(10_000);
    }
    expect(renders).toBe(4);
    expect(events.map((e) => e.attempt)).toEqual([1, 2]);
    expect(reconciler.statuses()[0]!.attempt).toBe(2);
  });

  it('keeps counting after a success within a generation, and reports no attempt where none was made', async () => {
    const { cluster, events, reconciler, advance } = setup((e) => [cm(`${e.name}-c`)]);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.map((e) => e.attempt)).toEqual([1, 1]);
    // Drift whose re-apply fails: the next install at the same generation is attempt 2, not 1 again.
    const ref = { apiVersion: 'v1', kind: 'ConfigMap', name: 'a-c', namespace: 'apps' };
    cluster.store.mergePatch(ref, { data: { a: 'changed' } });
    const apply = cluster.apply.bind(cluster);
    cluster.apply = async () => {
      throw new KubeApiError('HTTP 503: unavailable', 503);
    };
    advance(1_000);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'ApplyFailed', attempt: 1 });
    cluster.apply = apply;
    // The failed drift re-apply waits out its backoff before the next attempt.
    const waiting = events.length;
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events).toHaveLength(waiting);
    advance(10_000);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.slice(-2).map((e) => `${e.phase}#${e.attempt}`)).toEqual(['Installing#2', 'Installed#2']);

    // Generation 2 adds b; a is unchanged, so nothing is attempted for it at generation 2 (it is
    // only confirmed there).
    const before = events.length;
    await reconciler.reconcile(desired(2, ext('a'), ext('b')));
    expect(events.slice(before).map((e) => `${e.extension}#${e.attempt}`)).toEqual([
      'a#undefined',
      'b#1',
      'b#1',
    ]);
    cluster.store.mergePatch(ref, { data: { a: 'changed again' } });
    advance(1_000);
    await reconciler.reconcile(desired(2, ext('a'), ext('b')));
    const drifted = events.at(-1)!;
    expect(drifted).toMatchObject({ extension: 'a', phase: 'Drifted', observedGeneration: 2 });
    expect(drifted).not.toHaveProperty('attempt');
  });

  it('retries after a failed health check as a new attempt; a health timeout is no attempt', async () => {
    const { cluster, events, reconciler, advance } = setup(() => [deploymentObj('web')], {
      healthTimeoutMs: 5_000,
    });
    const ref = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' };
    await reconciler.reconcile(desired(1, ext('a')));
    advance(6_000);
    await reconciler.reconcile(desired(1, ext('a')));
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.map((e) => `${e.reason}#${e.attempt}`)).toEqual(['Progressing#1', 'HealthTimeout#1']);

    cluster.store.patchStatus(ref, {
      observedGeneration: cluster.store.get(ref)!.metadata.generation,
      conditions: [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }],
    });
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ reason: 'HealthCheckFailed', attempt: 1 });
    const waiting = events.length;
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events).toHaveLength(waiting); // backing off
    advance(10_000);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.slice(-2).map((e) => `${e.reason}#${e.attempt}`)).toEqual([
      'Progressing#2',
      'HealthCheckFailed#2',
    ]);
  });

  it('numbers removal attempts: a prune that failed is retried as attempt 2, after a backoff', async () => {
    const { cluster, events, reconciler, advance } = setup(() => [cm('c1')]);
    await reconciler.reconcile(desired(1, ext('a')));
    const remove = cluster.delete.bind(cluster);
    cluster.delete = async () => {
      throw new KubeApiError('HTTP 503: unavailable', 503);
    };
    await reconciler.reconcile(desired(2));
    expect(events.slice(-2).map((e) => `${e.observedGeneration}:${e.phase}#${e.attempt}`)).toEqual([
      '2:Removing#1',
      '2:Failed#1',
    ]);
    cluster.delete = remove;
    const waiting = events.length;
    await reconciler.reconcile(desired(2));
    expect(events).toHaveLength(waiting);
    advance(10_000);
    await reconciler.reconcile(desired(2));
    expect(events.slice(-2).map((e) => `${e.observedGeneration}:${e.phase}#${e.attempt}`)).toEqual([
      '2:Removing#2',
      '2:Removed#2',
    ]);
  });

  it('writes per extension only fields the CRD declares (an API server prunes the others)', async () => {
    interface Schema {
      type?: string;
      properties?: Record<string, Schema>;
      items?: Schema;
    }
    const [crd] = loadYamlDocuments(join(__dirname, '../../agent/deploy/crd.yaml')) as Array<{
      spec: { versions: Array<{ schema: { openAPIV3Schema: Schema } }> };
    }>;
    const status = crd!.spec.versions[0]!.schema.openAPIV3Schema.properties!.status!;
    const declared = status.properties!.extensions!.items!.properties!;
    const { reconciler } = setup(() => [cm('c1')]);
    await reconciler.reconcile(desired(1, ext('a')));
    const [written] = reconciler.statuses();
    expect(written).toMatchObject({ phase: 'Installed', attempt: 1 });
    for (const [field, value] of Object.entries(written!)) {
      expect({ field, type: declared[field]?.type }).toEqual({
        field,
        type: typeof value === 'number' ? 'integer' : 'string',
      });
    }
  });

  it('denies kube-system and namespaces outside allowedNamespaces with PolicyDenied, applying nothing', async () => {
    const { cluster, events, reconciler } = setup(() => [cm('ok'), cm('bad', 'kube-system')], {
      allowed: [],
    });
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
    expect(events.at(-1)!.message).toContain('kube-system');
    expect(cluster.store.list('v1', 'ConfigMap', 'apps')).toHaveLength(0);

    const other = setup(() => [cm('x', 'payments')], { allowed: ['apps'] });
    await other.reconciler.reconcile(desired(1, ext('a')));
    expect(other.events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
    expect(other.events.at(-1)!.message).toContain('payments');
  });

  it.each([
    ['kube-system'],
    ['kube-public'],
    ['kube-node-lease'],
    ['kube-anything'],
    ['arcbridge-system'],
    ['payments-agent', 'payments-agent'],
  ])(
    'denies %s (a system or the agent’s own namespace) even where allowedNamespaces lists it',
    async (namespace, agentNamespace = NS) => {
      const aimed = setup(() => [cm('ok'), cm('bad', namespace)], {
        allowed: ['apps', namespace],
        agentNamespace,
      });
      await aimed.reconciler.reconcile(desired(1, ext('a')));
      expect(aimed.events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
      expect(aimed.events.at(-1)!.message).toContain(`namespace ${namespace}, which is not allowed`);
      expect(aimed.cluster.store.list('v1', 'ConfigMap', 'apps')).toHaveLength(0);

      // The extension's own namespace, and a Namespace object of that name, are refused alike.
      const placed = setup(() => [cm('c1')], { allowed: [], agentNamespace });
      await placed.reconciler.reconcile(desired(1, ext('a', namespace)));
      expect(placed.events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
      expect(placed.cluster.store.list('v1', 'ConfigMap', namespace)).toHaveLength(0);
      const created = setup(() => [{ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } }], {
        allowed: [],
        agentNamespace,
      });
      await created.reconciler.reconcile(desired(1, { ...ext('a'), allowClusterScoped: true }));
      expect(created.events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
      expect(created.events.at(-1)!.message).toContain(`Namespace ${namespace} is not an allowed namespace`);
    },
  );

  it('refuses values that fail the extension schema with PolicyDenied, before rendering', async () => {
    let rendered = 0;
    const { cluster, events, reconciler } = setup(() => {
      rendered++;
      return [cm('c1')];
    });
    const schema = {
      type: 'object',
      properties: { replicas: { type: 'integer', maximum: 5 } },
      required: ['replicas'],
    };
    await reconciler.reconcile(desired(1, { ...ext('a'), values: { replicas: 9 }, valuesSchema: schema }));
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'PolicyDenied' });
    expect(events.at(-1)!.message).toContain('values/replicas');
    expect(rendered).toBe(0);
    expect(cluster.store.list('v1', 'ConfigMap', 'apps')).toHaveLength(0);

    await reconciler.reconcile(desired(2, { ...ext('a'), values: { replicas: 3 }, valuesSchema: schema }));
    expect(rendered).toBe(1);
    expect(cluster.store.list('v1', 'ConfigMap', 'apps')).toHaveLength(1);
  });

  it('reports ApplyFailed when the API server refuses an object', async () => {
    const { cluster, events, reconciler } = setup(() => [cm('c1')]);
    cluster.apply = async () => {
      throw new KubeApiError('HTTP 422: invalid', 422);
    };
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'ApplyFailed' });
    expect(events.at(-1)!.message).toContain('ConfigMap/apps/c1: HTTP 422');
  });

  it('reports HealthTimeout when a rollout does not complete in time, and recovers when it does', async () => {
    const { cluster, events, reconciler, advance } = setup(() => [deploymentObj('web')], {
      healthTimeoutMs: 5_000,
    });
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Installing' });
    advance(6_000);
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Failed', reason: 'HealthTimeout' });
    expect(events.at(-1)!.message).toContain('Deployment web: rollout not yet observed');
    const ref = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' };
    cluster.store.patchStatus(ref, { observedGeneration: 1, updatedReplicas: 2, availableReplicas: 2 });
    await reconciler.reconcile(desired(1, ext('a')));
    expect(events.at(-1)).toMatchObject({ phase: 'Installed' });
  });

  it('prunes objects that left the rendered set and whole extensions that left the desired state', async () => {
    let objects = [cm('c1'), cm('c2')];
    const { cluster, events, reconciler } = setup(() => objects);
    await reconciler.reconcile(desired(1, ext('a')));
    objects = [cm('c1')];
    await reconciler.reconcile(desired(2, ext('a', 'apps', '1.1.0')));
    expect(cluster.store.list('v1', 'ConfigMap', 'apps').map((o) => o.metadata.name)).toEqual(['c1']);
    await reconciler.reconcile(desired(3));
    expect(cluster.store.list('v1', 'ConfigMap', 'apps')).toHaveLength(0);
    expect(events.slice(-2).map((e) => e.phase)).toEqual(['Removing', 'Removed']);
  });

  it('prunes after a restart using the applied inventory kept in the cluster', async () => {
    const first = setup(() => [cm('c1')]);
    await first.reconciler.reconcile(desired(1, ext('a')));
    // A fresh reconciler (new process) on the same cluster, whose desired state no longer has `a`.
    const events: StatusEvent[] = [];
    const restarted = new Reconciler(
      {
        kube: first.cluster,
        mapper: first.cluster.mapper,
        renderer: { render: async () => [] },
        inventory: new AppliedInventoryStore(first.cluster, NS, 'arcbridge-agent'),
        onStatus: (e) => events.push(e),
        now: () => new Date(),
        log: silentLogger,
      },
      {
        fieldManager: 'arcbridge-agent',
        healthTimeoutMs: 1,
        driftIntervalMs: 1,
        retry: { baseMs: 1, capMs: 1 },
        allowedNamespaces: () => [],
        agentNamespace: NS,
      },
    );
    await restarted.reconcile(desired(2));
    expect(first.cluster.store.list('v1', 'ConfigMap', 'apps')).toHaveLength(0);
    expect(events.at(-1)).toMatchObject({ extension: 'a', phase: 'Removed' });
  });
});

describe('health', () => {
  const base = (kind: string, spec: object, status: object, generation = 1): KubeObject => ({
    apiVersion: 'x/v1',
    kind,
    metadata: { name: 'n', generation },
    spec,
    status,
  });
  it.each([
    ['StatefulSet', { replicas: 2 }, { observedGeneration: 1, readyReplicas: 1 }, 'Progressing'],
    [
      'StatefulSet',
      { replicas: 2 },
      { observedGeneration: 1, readyReplicas: 2, currentRevision: 'a', updateRevision: 'b' },
      'Progressing',
    ],
    [
      'StatefulSet',
      { replicas: 2 },
      { observedGeneration: 1, readyReplicas: 2, currentRevision: 'b', updateRevision: 'b' },
      'Healthy',
    ],
    [
      'DaemonSet',
      {},
      { observedGeneration: 1, desiredNumberScheduled: 3, updatedNumberScheduled: 3, numberAvailable: 2 },
      'Progressing',
    ],
    [
      'DaemonSet',
      {},
      { observedGeneration: 1, desiredNumberScheduled: 3, updatedNumberScheduled: 3, numberAvailable: 3 },
      'Healthy',
    ],
    ['Job', {}, { conditions: [{ type: 'Complete', status: 'True' }] }, 'Healthy'],
    [
      'Job',
      {},
      { conditions: [{ type: 'Failed', status: 'True', message: 'BackoffLimitExceeded' }] },
      'Failed',
    ],
    ['Job', {}, {}, 'Progressing'],
    ['CustomResourceDefinition', {}, { conditions: [{ type: 'Established', status: 'True' }] }, 'Healthy'],
    [
      'CustomResourceDefinition',
      {},
      { conditions: [{ type: 'Established', status: 'False' }] },
      'Progressing',
    ],
    [
      'Deployment',
      { replicas: 1 },
      { observedGeneration: 0, updatedReplicas: 1, availableReplicas: 1 },
      'Progressing',
    ],
    [
      'Deployment',
      {},
      {
        observedGeneration: 1,
        conditions: [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }],
      },
      'Failed',
    ],
    // Rolled back to a good version: the deadline the controller reported was for generation 1.
    [
      'Deployment',
      {},
      {
        observedGeneration: 0,
        updatedReplicas: 1,
        availableReplicas: 0,
        conditions: [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }],
      },
      'Progressing',
    ],
    ['Service', {}, {}, 'Healthy'],
  ])('%s %j %j is %s', (kind, spec, status, expected) => {
    expect(assessHealth(base(kind, spec, status)).state).toBe(expected);
  });
});

describe('drift', () => {
  it('names only applied fields whose live value differs', () => {
    const applied = deploymentObj('web');
    const live: KubeObject = {
      ...applied,
      metadata: { name: 'web', namespace: 'apps', resourceVersion: '9', managedFields: [] },
      spec: {
        replicas: 3,
        strategy: { type: 'RollingUpdate' },
        template: { spec: { containers: [{ name: 'c', image: 'y', imagePullPolicy: 'Always' }] } },
      },
      status: { replicas: 3 },
    };
    expect(driftedFields(applied, live)).toEqual(['spec.replicas', 'spec.template.spec.containers[0].image']);
  });
});
