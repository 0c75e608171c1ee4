import { createHash } from 'node:crypto';
import {
  AgentCore,
  HttpsTransport,
  inventoryObjects,
  MemoryCluster,
  RenderError,
  seedSimulatedInstall,
  SIMULATED_AGENT_NAMESPACE,
  silentLogger,
  simulateControllers,
} from '../../agent/simulation-entry';
import type {
  KubeObject,
  Renderer,
  Transport,
  TransportRequest,
  TransportResponse,
} from '../../agent/simulation-entry';
import type { DesiredExtension } from '../../contract/desired';

export const SIMULATED_AGENT_VERSION = 'arcbridge-simulate/1.0.0';

/** Sees every request a simulated agent sends and the answer (undefined: no answer at all). */
export type RequestTap = (
  cluster: SimulatedCluster,
  request: TransportRequest,
  response: TransportResponse | undefined,
) => void;

/**
 * Installs any extension without fetching its source: a Deployment (made available at once by the
 * simulated controllers) and a ConfigMap with the values. A cluster chosen to fail refuses every
 * install, which the agent reports as a failed render, verbatim, like a broken chart.
 */
export class SimulatedRenderer implements Renderer {
  constructor(private readonly fails: boolean) {}

  async render(extension: DesiredExtension): Promise<KubeObject[]> {
    if (this.fails)
      throw new RenderError(
        `simulated install failure (arcbridge simulate --fail-rate) for ${extension.name}`,
      );
    const labels = { 'app.kubernetes.io/name': extension.name };
    return [
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: `${extension.name}-values`, namespace: extension.namespace },
        data: { 'values.json': JSON.stringify(extension.values), version: extension.version },
      },
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: extension.name, namespace: extension.namespace, labels },
        spec: {
          replicas: 1,
          selector: { matchLabels: labels },
          template: {
            metadata: { labels },
            spec: {
              containers: [
                { name: extension.name, image: `example.invalid/${extension.name}:${extension.version}` },
              ],
            },
          },
        },
      },
    ];
  }
}

export interface SimulatedClusterOptions {
  index: number;
  /** The feed's `--name-prefix`: with the index, the cluster's identity. */
  namePrefix: string;
  tenant: string;
  region: string;
  labels: Record<string, string>;
  controlPlaneUrl: string;
  caPem: string | undefined;
  bootstrapToken: string;
  fails: boolean;
  heartbeatIntervalMs: number;
  tap: RequestTap;
}

/**
 * The kube-system UID, by which the control plane knows a cluster: the same for a restarted feed,
 * so it finds its clusters again, and different for each `--name-prefix`, so two feeds in one
 * tenant do not re-register each other's clusters (and lock the other's agents out). UUID v4-shaped.
 */
export function simulatedClusterUid(namePrefix: string, index: number): string {
  const hex = createHash('sha256').update(`${namePrefix}\0${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * One simulated cluster: an in-memory Kubernetes cluster with nodes, namespaces and pods, and the
 * agent's real core on it, so it registers, heartbeats, reports inventory, polls desired state,
 * installs, reports status and honours Retry-After exactly as a deployed agent does.
 */
export class SimulatedCluster {
  readonly agent: AgentCore;
  readonly kube: MemoryCluster;

  constructor(readonly options: SimulatedClusterOptions) {
    this.kube = new MemoryCluster({ kubeSystemUid: simulatedClusterUid(options.namePrefix, options.index) });
    this.kube.store.seed(inventoryObjects(options.index, { nodes: 3, namespaces: 6, pods: 30 }));
    seedSimulatedInstall(this.kube.store, {
      controlPlaneUrl: options.controlPlaneUrl,
      tenantId: options.tenant,
      bootstrapToken: options.bootstrapToken,
      region: options.region,
      labels: options.labels,
      pollIntervalSeconds: Math.max(5, Math.round(options.heartbeatIntervalMs / 1000)),
    });
    simulateControllers(this.kube.store);
    const tap = options.tap;
    this.agent = new AgentCore({
      kube: this.kube,
      renderer: new SimulatedRenderer(options.fails),
      clusterResourceName: 'arcbridge',
      namespace: SIMULATED_AGENT_NAMESPACE,
      agentVersion: SIMULATED_AGENT_VERSION,
      log: silentLogger,
      trustedCaPems: options.caPem ? [options.caPem] : [],
      transport: (o) =>
        new TappedTransport(new HttpsTransport({ ...o, publicRoots: !options.caPem }), (req, res) =>
          tap(this, req, res),
        ),
      settings: {
        heartbeatIntervalMs: options.heartbeatIntervalMs,
        desiredPollIntervalMs: options.heartbeatIntervalMs,
        inventoryIntervalMs: Math.max(options.heartbeatIntervalMs * 2, 10_000),
        statusFlushIntervalMs: 1_000,
        reconcileIntervalMs: 10_000,
        convergeIntervalMs: 1_000,
        healthTimeoutMs: 60_000,
        // A feed may meet a busy control plane: back off up to a minute between failed calls.
        backoff: { baseMs: 1_000, capMs: 60_000 },
      },
    });
  }

  get clusterId(): string | undefined {
    return this.agent.clusterId;
  }
}

class TappedTransport implements Transport {
  constructor(
    private readonly inner: HttpsTransport,
    private readonly tap: (request: TransportRequest, response: TransportResponse | undefined) => void,
  ) {}

  async send(request: TransportRequest): Promise<TransportResponse> {
    let response: TransportResponse | undefined;
    try {
      response = await this.inner.send(request);
      return response;
    } finally {
      this.tap(request, response);
    }
  }

  close(): void {
    this.inner.close();
  }
}
