import type { TestControlPlane } from './control-plane';
import { registerCluster } from './registration';
import type { RegisteredCluster } from './registration';

export interface FleetCluster extends RegisteredCluster {
  region: string;
  labels: Record<string, string>;
}

interface DesiredExtension {
  name: string;
  version: string;
  namespace: string;
}

/**
 * Clusters driven by the test over the real agent API (mutual TLS): heartbeats, desired-state
 * polls and status reports, without the agent's reconciler, so a test decides exactly which
 * cluster succeeds, fails or stays offline.
 */
export class FakeFleet {
  readonly clusters: FleetCluster[] = [];

  constructor(
    private readonly tp: TestControlPlane,
    readonly tenantId: string,
  ) {}

  async add(count: number, make: (index: number) => { region: string; labels: Record<string, string> }) {
    for (let i = 0; i < count; i++) {
      const { region, labels } = make(i);
      const registered = await registerCluster(this.tp, this.tenantId, {
        name: `cluster-${i}`,
        region,
        labels,
      });
      this.clusters.push({ ...registered, region, labels });
    }
    return this.clusters;
  }

  async heartbeat(clusters: FleetCluster[] = this.clusters) {
    await Promise.all(
      clusters.map((cluster) =>
        this.send(cluster, 'POST', 'heartbeat', { agentVersion: 'fake/1.0', kubernetesVersion: 'v1.31.2' }),
      ),
    );
  }

  async desired(cluster: FleetCluster): Promise<{ generation: number; extensions: DesiredExtension[] }> {
    const response = await this.tp.client.send({
      path: `/api/v1/clusters/${cluster.clusterId}/desired`,
      cert: cluster.cert,
    });
    if (response.status !== 200) throw new Error(`desired ${response.status}: ${response.text}`);
    return response.json();
  }

  /**
   * Acts like an agent that converged: reads desired state and reports, for `extension`, Installed
   * or (when `fails` says so) Failed with the given reason and message.
   */
  async converge(
    extension: string,
    fails: (cluster: FleetCluster, version: string) => { reason: string; message: string } | undefined = () =>
      undefined,
    clusters: FleetCluster[] = this.clusters,
  ) {
    await Promise.all(
      clusters.map(async (cluster) => {
        const desired = await this.desired(cluster);
        const wanted = desired.extensions.find((e) => e.name === extension);
        if (!wanted) return;
        const failure = fails(cluster, wanted.version);
        await this.send(cluster, 'POST', 'status', {
          events: [
            {
              extension,
              phase: failure ? 'Failed' : 'Installed',
              reason: failure?.reason ?? 'Healthy',
              ...(failure ? { message: failure.message } : {}),
              lastTransitionTime: new Date().toISOString(),
              observedGeneration: desired.generation,
            },
          ],
        });
      }),
    );
  }

  private async send(cluster: FleetCluster, method: string, path: string, body: unknown) {
    const response = await this.tp.client.send({
      method,
      path: `/api/v1/clusters/${cluster.clusterId}/${path}`,
      body,
      cert: cluster.cert,
    });
    if (response.status >= 300) throw new Error(`${path} ${response.status}: ${response.text}`);
  }
}
