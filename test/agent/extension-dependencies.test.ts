import { dependencyOrder } from '../../agent/reconcile/dependency-gate';
import { desired, deploymentReconciler, extension } from './deployment-reconciler';

describe('dependencies between extensions on the agent', () => {
  it('installs a dependency first and applies the dependent only once the dependency is Ready', async () => {
    const h = deploymentReconciler();
    // Across kinds: a Kustomize base depending on a Helm chart.
    const state = desired(
      1,
      extension('app', '1.0.0', { kind: 'kustomize', dependsOn: [{ extension: 'cert-manager' }] }),
      extension('cert-manager', '1.14.0', { kind: 'helm' }),
    );
    await h.reconciler.reconcile(state);
    expect(h.runningVersion('cert-manager')).toBe('1.14.0');
    expect(h.live('app')).toBeUndefined();
    expect(h.last('app')).toMatchObject({
      phase: 'Pending',
      reason: 'WaitingForDependency',
      message: 'cert-manager 1.14.0 (Installing at 1.14.0)',
    });
    await h.reconciler.reconcile(state);
    expect(h.live('app')).toBeUndefined();
    h.markReady('cert-manager');
    await h.reconciler.reconcile(state);
    expect(h.last('cert-manager')).toMatchObject({ phase: 'Installed' });
    expect(h.runningVersion('app')).toBe('1.0.0');
  });

  it('upgrades a dependency before its dependent changes, and holds the dependent while the dependency is rolled back', async () => {
    const h = deploymentReconciler();
    const v1 = desired(
      1,
      extension('db', '1.0.0'),
      extension('api', '1.0.0', { dependsOn: [{ extension: 'db', minVersion: '1.0.0' }] }),
    );
    await h.reconciler.reconcile(v1);
    h.markReady('db');
    await h.reconciler.reconcile(v1);
    h.markReady('api');
    await h.reconciler.reconcile(v1);
    expect(h.last('api')).toMatchObject({ phase: 'Installed' });

    const v2 = desired(
      2,
      extension('db', '2.0.0'),
      extension('api', '2.0.0', { dependsOn: [{ extension: 'db', minVersion: '2.0.0' }] }),
    );
    await h.reconciler.reconcile(v2);
    expect(h.runningVersion('db')).toBe('2.0.0');
    expect(h.runningVersion('api')).toBe('1.0.0');
    expect(h.last('api')).toMatchObject({
      phase: 'Pending',
      reason: 'WaitingForDependency',
      message: 'db 2.0.0 (Installing at 2.0.0)',
      observedGeneration: 2,
    });
    h.markReady('db');
    await h.reconciler.reconcile(v2);
    expect(h.runningVersion('api')).toBe('2.0.0');

    // A rollout rolls the dependency back below what the dependent needs: the dependent waits.
    h.markReady('api');
    await h.reconciler.reconcile(v2);
    const v3 = desired(
      3,
      extension('db', '1.0.0'),
      extension('api', '2.1.0', { dependsOn: [{ extension: 'db', minVersion: '2.0.0' }] }),
    );
    await h.reconciler.reconcile(v3);
    expect(h.runningVersion('api')).toBe('2.0.0');
    expect(h.last('api')).toMatchObject({
      reason: 'WaitingForDependency',
      message: 'db >= 2.0.0 (desired at 1.0.0)',
    });
  });

  it('leaves an installed dependent alone while its dependency upgrades when its own spec is unchanged', async () => {
    const h = deploymentReconciler();
    const app = extension('app', '1.0.0', { dependsOn: [{ extension: 'base' }] });
    await h.reconciler.reconcile(desired(1, extension('base', '1.0.0'), app));
    h.markReady('base');
    await h.reconciler.reconcile(desired(1, extension('base', '1.0.0'), app));
    h.markReady('app');
    await h.reconciler.reconcile(desired(1, extension('base', '1.0.0'), app));
    await h.reconciler.reconcile(desired(2, extension('base', '1.1.0'), app));
    expect(h.last('app')).toMatchObject({ phase: 'Installed', observedGeneration: 2 });
  });

  it('waits for a dependency the cluster is not assigned, and names a cycle without applying any of it', async () => {
    const h = deploymentReconciler();
    await h.reconciler.reconcile(
      desired(
        1,
        extension('lonely', '1.0.0', { dependsOn: [{ extension: 'absent', minVersion: '3' }] }),
        extension('a', '1.0.0', { dependsOn: [{ extension: 'b' }] }),
        extension('b', '1.0.0', { dependsOn: [{ extension: 'a' }] }),
        extension('c', '1.0.0', { dependsOn: [{ extension: 'a' }] }),
      ),
    );
    expect(h.last('lonely')).toMatchObject({
      reason: 'WaitingForDependency',
      message: 'absent >= 3 (not assigned to this cluster)',
    });
    expect(h.last('a')).toMatchObject({ reason: 'DependencyCycle' });
    expect(h.last('a')!.message).toContain('a -> b -> a');
    expect(h.last('c')).toMatchObject({ reason: 'WaitingForDependency' });
    for (const name of ['lonely', 'a', 'b', 'c']) expect(h.live(name)).toBeUndefined();
  });

  it('orders dependencies before dependents, ties by name', () => {
    const { ordered, cycles } = dependencyOrder([
      extension('z', '1', { dependsOn: [{ extension: 'y' }] }),
      extension('y', '1', { dependsOn: [{ extension: 'b' }, { extension: 'not-desired' }] }),
      extension('b', '1'),
      extension('a', '1'),
    ]);
    expect(ordered.map((e) => e.name)).toEqual(['a', 'b', 'y', 'z']);
    expect(cycles.size).toBe(0);
  });
});
