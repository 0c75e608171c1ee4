import { desired, deploymentReconciler, extension } from './deployment-reconciler';
import type { DriftPolicy } from '../../contract/drift-policy';

/** A HorizontalPodAutoscaler's controller scaling the Deployment as its own field manager. */
const AUTOSCALER = 'horizontal-pod-autoscaler';

async function installed(drift?: DriftPolicy, replicas = 2) {
  const h = deploymentReconciler({ replicas });
  const web = (version: string) => extension('web', version, drift ? { drift } : {});
  await h.reconciler.reconcile(desired(1, web('1.0.0')));
  h.markReady('web');
  await h.reconciler.reconcile(desired(1, web('1.0.0')));
  expect(h.last('web')).toMatchObject({ phase: 'Installed' });
  const scale = (to: number) =>
    h.cluster.store.apply(
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'web', namespace: 'apps' },
        spec: { replicas: to },
      },
      AUTOSCALER,
      { force: true },
    );
  const replicasNow = () => (h.live('web')!.spec as { replicas: number }).replicas;
  const owners = (field: string) =>
    (h.live('web')!.metadata.managedFields as Array<{ manager: string; fieldsV1: Record<string, unknown> }>)
      .filter((entry) => JSON.stringify(entry.fieldsV1).includes(`"f:${field}"`))
      .map((entry) => entry.manager);
  return { h, web, scale, replicasNow, owners };
}

describe('drift policy on the agent', () => {
  it('Repair (the default) reverts a field another manager changed, and reports it as a JSON pointer', async () => {
    const { h, scale, replicasNow, web } = await installed();
    scale(5);
    h.advance(2_000);
    await h.reconciler.reconcile(desired(1, web('1.0.0')));
    expect(replicasNow()).toBe(2);
    expect(h.last('web')).toMatchObject({
      phase: 'Drifted',
      reason: 'DriftCorrected',
      drift: [{ object: 'Deployment/apps/web', fields: ['/spec/replicas'] }],
    });
  });

  it('Report names the differing fields per object and touches nothing', async () => {
    const { h, scale, replicasNow, web } = await installed({ mode: 'Report' });
    scale(5);
    h.advance(2_000);
    await h.reconciler.reconcile(desired(1, web('1.0.0')));
    expect(replicasNow()).toBe(5);
    expect(h.last('web')).toMatchObject({
      phase: 'Installed',
      reason: 'DriftDetected',
      drift: [{ object: 'Deployment/apps/web', fields: ['/spec/replicas'] }],
    });
    expect(h.last('web')!.message).toBe('fields differ: Deployment/apps/web: /spec/replicas');
    // Put back by hand: the report clears.
    scale(2);
    h.advance(2_000);
    await h.reconciler.reconcile(desired(1, web('1.0.0')));
    expect(h.last('web')).toMatchObject({ phase: 'Installed', reason: 'Reconciled' });
    expect(h.last('web')!.drift).toBeUndefined();
  });

  it('takes a new policy at the next drift check without re-applying the extension', async () => {
    const { h, scale, replicasNow } = await installed();
    scale(5);
    h.advance(2_000);
    await h.reconciler.reconcile(desired(2, extension('web', '1.0.0', { drift: { mode: 'Report' } })));
    expect(replicasNow()).toBe(5);
    expect(h.last('web')).toMatchObject({
      phase: 'Installed',
      reason: 'DriftDetected',
      observedGeneration: 2,
    });
  });

  it('Ignore neither reverts nor reports', async () => {
    const { h, scale, replicasNow, web } = await installed({ mode: 'Ignore' });
    const before = h.events.length;
    scale(7);
    h.advance(2_000);
    await h.reconciler.reconcile(desired(1, web('1.0.0')));
    expect(replicasNow()).toBe(7);
    expect(h.events).toHaveLength(before);
  });

  it('never reverts an ignored field an autoscaler owns, through drift checks and upgrades, and leaves it its owner', async () => {
    const { h, scale, replicasNow, owners, web } = await installed({ ignore: ['/spec/replicas'] });
    scale(5);
    expect(owners('replicas')).toEqual([AUTOSCALER]);
    h.advance(2_000);
    const before = h.events.length;
    await h.reconciler.reconcile(desired(1, web('1.0.0')));
    expect(replicasNow()).toBe(5);
    expect(h.events).toHaveLength(before);
    // An upgrade re-applies everything else, without /spec/replicas: the autoscaler keeps it.
    await h.reconciler.reconcile(desired(2, web('2.0.0')));
    expect(h.runningVersion('web')).toBe('2.0.0');
    expect(replicasNow()).toBe(5);
    expect(owners('replicas')).toEqual([AUTOSCALER]);
    // The fake's lists are atomic (field-ownership.ts): the containers list is the owned leaf.
    expect(owners('containers')).toEqual(['arcbridge-agent']);
  });

  it('keeps an ignored field only the agent owns at its live value instead of dropping it', async () => {
    const { h, replicasNow, owners, web } = await installed({ ignore: ['/spec/replicas'] }, 3);
    await h.reconciler.reconcile(desired(2, web('2.0.0')));
    expect(replicasNow()).toBe(3);
    expect(owners('replicas')).toEqual(['arcbridge-agent']);
  });
});
