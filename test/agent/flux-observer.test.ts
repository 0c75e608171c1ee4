import type { DesiredExtension, DesiredState } from '../../functions/api/desired';
import type { StatusEvent } from '../../functions/api/status';
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
