import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import { helmObjects } from '../../functions/gitops/flux-objects';
import type { KubeObject, ObjectRef } from '../../agent/kube/port';
import { FluxObserver } from '../../agent/reconcile/flux-observer';

const web: DesiredExtension = {
  name: 'web',
  kind: 'helm',
  version: '1.2.0',
  source: { url: 'https://charts.example.com', chart: 'web' },
  namespace: 'team-web',
  values: { replicas: 2 },
};

/** The HelmRelease the GitOps export writes for `extension`, as Flux would show it with `status`. */
function release(
  extension: DesiredExtension,
  generation: number,
  status?: Record<string, unknown>,
): KubeObject {
  const [, object] = helmObjects({ ...extension });
  return {
    ...(object as unknown as KubeObject),
    metadata: { ...(object.metadata as KubeObject['metadata']), generation },
    ...(status ? { status } : {}),
  };
}

// Condition shapes as helm-controller v2 writes them (reasons from its API: InstallSucceeded,
// UpgradeFailed; Reconciling/Stalled from fluxcd/pkg/apis/meta).
const installed = {
  observedGeneration: 1,
  conditions: [
    {
      type: 'Ready',
      status: 'True',
      reason: 'InstallSucceeded',
      message: 'Helm install succeeded for release team-web/web.v1 with chart web@1.2.0',
    },
  ],
};
const failed = {
  observedGeneration: 2,
  conditions: [
    {
      type: 'Ready',
      status: 'False',
      reason: 'UpgradeFailed',
      message: 'Helm upgrade failed for release team-web/web with chart web@1.3.0: context deadline exceeded',
    },
    {
      type: 'Stalled',
      status: 'True',
      reason: 'RetriesExceeded',
      message: 'Failed to upgrade after 1 attempt(s)',
    },
  ],
};

describe('agent in Flux mode', () => {
  const objects = new Map<string, KubeObject>();
  const events: StatusEvent[] = [];
  const observer = new FluxObserver({
    kube: { get: async (ref: ObjectRef) => objects.get(`${ref.namespace}/${ref.name}`) },
    onStatus: (event) => events.push(event),
    now: () => new Date('2026-11-25T10:00:00Z'),
  });
  const desired = (generation: number, ...extensions: DesiredExtension[]): DesiredState => ({
    generation,
    extensions,
  });
  const last = () => events.at(-1)!;

  it('reports Flux conditions as status events, reasons verbatim, for the desired generation only', async () => {
    await observer.reconcile(desired(5, web));
    expect(last()).toMatchObject({
      extension: 'web',
      phase: 'Pending',
      reason: 'WaitingForFlux',
      observedGeneration: 5,
    });

    objects.set('flux-system/web', release(web, 1));
    await observer.reconcile(desired(5, web));
    expect(last()).toMatchObject({ phase: 'Installing', reason: 'Progressing' });

    objects.set('flux-system/web', release(web, 1, installed));
    await observer.reconcile(desired(5, web));
    expect(last()).toEqual({
      extension: 'web',
      phase: 'Installed',
      reason: 'InstallSucceeded',
      message: 'Helm install succeeded for release team-web/web.v1 with chart web@1.2.0',
      lastTransitionTime: '2026-11-25T10:00:00.000Z',
      observedGeneration: 5,
    });
    const count = events.length;
    await observer.reconcile(desired(5, web));
    expect(events).toHaveLength(count);

    // A new generation whose commit Flux has not applied: the old release is no verdict on it.
    const upgraded = { ...web, version: '1.3.0' };
    await observer.reconcile(desired(6, upgraded));
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'WaitingForFlux', observedGeneration: 6 });
    // Same version, other values: also not applied yet.
    objects.set('flux-system/web', release({ ...upgraded, values: { replicas: 3 } }, 2, failed));
    await observer.reconcile(desired(6, upgraded));
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'WaitingForFlux' });

    objects.set('flux-system/web', release(upgraded, 2, failed));
    await observer.reconcile(desired(6, upgraded));
    expect(last()).toMatchObject({
      phase: 'Failed',
      reason: 'UpgradeFailed',
      message: 'Helm upgrade failed for release team-web/web with chart web@1.3.0: context deadline exceeded',
      observedGeneration: 6,
    });
    expect(observer.statuses().map((s) => s.phase)).toEqual(['Failed']);
  });

  it('reports removal once Flux pruned the HelmRelease, and a missing Flux API as Pending', async () => {
    await observer.reconcile(desired(7));
    expect(last()).toMatchObject({ extension: 'web', phase: 'Removing', observedGeneration: 7 });
    objects.delete('flux-system/web');
    await observer.reconcile(desired(7));
    expect(last()).toMatchObject({ extension: 'web', phase: 'Removed', reason: 'Pruned' });
    expect(observer.statuses()).toEqual([]);

    const broken = new FluxObserver({
      kube: {
        get: async () => {
          throw new Error('the server could not find the requested resource');
        },
      },
      onStatus: (event) => events.push(event),
      now: () => new Date(),
    });
    await broken.reconcile(desired(1, web));
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'FluxUnavailable' });
    expect(last().message).toMatch(/is Flux 2\.3\+ installed/);
  });
});

/** The root Kustomization as the docs bootstrap it, as kustomize-controller v1 would show it with `status`. */
function kustomization(
  name: string,
  generation: number,
  status?: Record<string, unknown>,
  suspend = false,
): KubeObject {
  return {
    apiVersion: 'kustomize.toolkit.fluxcd.io/v1',
    kind: 'Kustomization',
    metadata: { name, namespace: 'flux-system', generation },
    spec: {
      interval: '5m',
      path: './fleet/clusters/c-3f9kq2m7x1v8b4n6z0p5r2t7yw',
      prune: true,
      sourceRef: { kind: 'GitRepository', name: 'arcbridge' },
      ...(suspend ? { suspend: true } : {}),
    },
    ...(status ? { status } : {}),
  };
}

// Reasons and messages as kustomize-controller v1 writes them (its API reference and
// fluxcd/pkg/apis/meta: BuildFailed, ReconciliationSucceeded, Progressing).
const buildFailed = {
  observedGeneration: 1,
  conditions: [
    {
      type: 'Ready',
      status: 'False',
      reason: 'BuildFailed',
      message:
        "kustomize build failed: accumulating components: accumulateDirectory: '../../rollouts/r-1/web/values' not found",
    },
  ],
};
const progressing = {
  observedGeneration: 1,
  conditions: [
    { type: 'Reconciling', status: 'True', reason: 'Progressing', message: 'Reconciliation in progress' },
    { type: 'Ready', status: 'Unknown', reason: 'Progressing', message: 'Reconciliation in progress' },
  ],
};
const applied = {
  observedGeneration: 1,
  conditions: [
    {
      type: 'Ready',
      status: 'True',
      reason: 'ReconciliationSucceeded',
      message: 'Applied revision: main@sha1:0123abcd',
    },
  ],
};

describe('agent in Flux mode: the root Kustomization', () => {
  const objects = new Map<string, KubeObject>();
  const events: StatusEvent[] = [];
  const reads: ObjectRef[] = [];
  const observer = new FluxObserver({
    kube: {
      get: async (ref: ObjectRef) => {
        reads.push(ref);
        return objects.get(`${ref.kind}/${ref.namespace}/${ref.name}`);
      },
    },
    onStatus: (event) => events.push(event),
    now: () => new Date('2026-11-25T10:00:00Z'),
    rootKustomization: 'fleet',
  });
  const desired = (generation: number, ...extensions: DesiredExtension[]): DesiredState => ({
    generation,
    extensions,
  });
  const last = () => events.at(-1)!;
  const setRoot = (object: KubeObject) => objects.set('Kustomization/flux-system/fleet', object);

  it('explains an extension Flux has not applied by the Kustomization: missing, failing, progressing, suspended', async () => {
    await observer.reconcile(desired(3, web));
    expect(reads.find((ref) => ref.kind === 'Kustomization')).toEqual({
      apiVersion: 'kustomize.toolkit.fluxcd.io/v1',
      kind: 'Kustomization',
      namespace: 'flux-system',
      name: 'fleet',
    });
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'WaitingForFlux', observedGeneration: 3 });
    expect(last().message).toMatch(/^Kustomization flux-system\/fleet does not exist: bootstrap Flux/);

    setRoot(kustomization('fleet', 1, buildFailed));
    await observer.reconcile(desired(3, web));
    expect(last()).toMatchObject({
      extension: 'web',
      phase: 'Failed',
      reason: 'BuildFailed',
      message: `Kustomization flux-system/fleet: ${buildFailed.conditions[0]!.message}`,
      observedGeneration: 3,
    });

    setRoot(kustomization('fleet', 1, progressing));
    await observer.reconcile(desired(3, web));
    expect(last()).toMatchObject({
      phase: 'Installing',
      reason: 'Progressing',
      message: 'Kustomization flux-system/fleet: Reconciliation in progress',
    });

    // A spec change kustomize-controller has not observed yet.
    setRoot(kustomization('fleet', 2, buildFailed));
    await observer.reconcile(desired(3, web));
    expect(last()).toMatchObject({ phase: 'Installing', reason: 'Progressing' });
    expect(last().message).toBe(
      'kustomize-controller has not reconciled Kustomization flux-system/fleet yet',
    );

    setRoot(kustomization('fleet', 1, buildFailed, true));
    await observer.reconcile(desired(3, web));
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'Suspended' });

    // Ready: the HelmRelease speaks for itself again.
    setRoot(kustomization('fleet', 1, applied));
    await observer.reconcile(desired(3, web));
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'WaitingForFlux' });
    expect(last().message).toMatch(/^HelmRelease flux-system\/web does not exist yet/);
  });

  it('never overrides a HelmRelease that carries the desired spec, and says why a removal waits', async () => {
    setRoot(kustomization('fleet', 1, buildFailed));
    objects.set('HelmRelease/flux-system/web', release(web, 1, installed));
    await observer.reconcile(desired(4, web));
    expect(last()).toMatchObject({ phase: 'Installed', reason: 'InstallSucceeded', observedGeneration: 4 });

    await observer.reconcile(desired(5));
    expect(last()).toMatchObject({
      extension: 'web',
      phase: 'Removing',
      reason: 'BuildFailed',
      observedGeneration: 5,
    });
    setRoot(kustomization('fleet', 1, applied));
    await observer.reconcile(desired(5));
    expect(last()).toMatchObject({ phase: 'Removing', reason: 'WaitingForFlux' });
    objects.delete('HelmRelease/flux-system/web');
    await observer.reconcile(desired(5));
    expect(last()).toMatchObject({ phase: 'Removed', reason: 'Pruned' });
  });

  it('a Kustomization API it cannot read is FluxUnavailable for a waiting extension', async () => {
    const unreadable = new FluxObserver({
      kube: {
        get: async (ref: ObjectRef) => {
          if (ref.kind === 'Kustomization')
            throw new Error('kustomizations.kustomize.toolkit.fluxcd.io "arcbridge" is forbidden');
          return undefined;
        },
      },
      onStatus: (event) => events.push(event),
      now: () => new Date(),
    });
    await unreadable.reconcile(desired(1, web));
    expect(last()).toMatchObject({ phase: 'Pending', reason: 'FluxUnavailable' });
    expect(last().message).toMatch(/cannot read Kustomization flux-system\/arcbridge .*forbidden/);
  });
});
