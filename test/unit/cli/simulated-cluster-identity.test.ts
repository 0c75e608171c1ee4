import { SimulatedCluster } from '../../../cli/simulate/simulated-cluster';
import type { SimulatedClusterOptions } from '../../../cli/simulate/simulated-cluster';

function kubeSystemUid(namePrefix: string, index: number): string {
  const options: SimulatedClusterOptions = {
    index,
    namePrefix,
    tenant: 'contoso',
    region: 'westeurope',
    labels: {},
    controlPlaneUrl: 'https://127.0.0.1:1',
    caPem: undefined,
    bootstrapToken: 'token',
    fails: false,
    heartbeatIntervalMs: 30_000,
    tap: () => undefined,
  };
  const cluster = new SimulatedCluster(options);
  return cluster.kube.store.get({ apiVersion: 'v1', kind: 'Namespace', name: 'kube-system' })!.metadata.uid!;
}

describe('simulated cluster identity', () => {
  it('gives feeds with different --name-prefix different clusters, and the same prefix the same ones', () => {
    // The control plane knows a cluster by its kube-system UID: two feeds sharing UIDs would
    // re-register each other's clusters and lock the first feed's agents out.
    expect(kubeSystemUid('ok', 0)).not.toBe(kubeSystemUid('bad', 0));
    expect(kubeSystemUid('ok', 0)).not.toBe(kubeSystemUid('ok', 1));
    // A restarted feed finds its clusters again.
    expect(kubeSystemUid('sim', 3)).toBe(kubeSystemUid('sim', 3));
    expect(kubeSystemUid('sim', 3)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
