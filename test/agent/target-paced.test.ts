import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { CopyLedger } from '../../agent/resource-sync/copy-ledger';
import { TargetApplier } from '../../agent/resource-sync/target-applier';
import type { SyncCopy } from '../../contract/sync-exchange';

const copy = (value: string): SyncCopy => ({
  rule: 'app-config',
  source: 'c-source',
  sourceName: 'hub',
  resource: { group: '', version: 'v1', kind: 'ConfigMap' },
  namespace: 'team-a',
  name: 'app-config',
  object: {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'app-config',
      namespace: 'team-a',
      labels: { 'arcbridge.io/synced-from': 'c-source.app-config' },
    },
    data: { value },
  },
  digest: `d-${value}`,
  deletionPolicy: 'Delete',
});
const where = { rule: 'app-config', source: 'c-source', namespace: 'team-a', name: 'app-config' };

describe('a target whose changed copies the control plane paced', () => {
  it('keeps the copy it holds and its last outcome, and removes it only once no longer named at all', async () => {
    const cluster = new MemoryCluster();
    cluster.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } });
    const applier = new TargetApplier({
      objects: cluster,
      ledger: new CopyLedger(cluster, 'arcbridge-system', 'arcbridge-sync'),
      fieldManager: 'arcbridge-sync',
      privateKeyPem: () => '',
    });
    const value = () =>
      (
        cluster.store.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'app-config', namespace: 'team-a' })
          ?.data as { value?: string } | undefined
      )?.value;
    await applier.reconcile({ copies: [copy('1')], stale: [], refused: [] });
    expect(value()).toBe('1');
    await applier.reconcile({ copies: [], stale: [], refused: [], paced: [where] });
    expect(value()).toBe('1');
    expect(applier.applied()).toEqual([{ ...where, state: 'Synced', digest: 'd-1' }]);
    await applier.reconcile({ copies: [copy('2')], stale: [], refused: [], paced: [] });
    expect(value()).toBe('2');
    await applier.reconcile({ copies: [], stale: [], refused: [], paced: [] });
    expect(value()).toBeUndefined();
  });
});
