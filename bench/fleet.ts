import { performance } from 'node:perf_hooks';
import { AgentCore } from '../agent/core';
import type { TransportFactory } from '../agent/core';
import { HttpsTransport } from '../agent/controlplane/transport';
import { createKeyAndCsr } from '../agent/identity/keys';
import type {
  ClientCredentials,
  Transport,
  TransportRequest,
  TransportResponse,
} from '../agent/controlplane/transport';
import { MemoryCluster } from '../agent/kube/memory-cluster';
import type { KubeObject } from '../agent/kube/port';
import {
  inventoryObjects as simulatedInventory,
  SIMULATED_AGENT_NAMESPACE,
  simulateControllers,
} from '../agent/kube/simulation';
import { seedSimulatedInstall, simulatedRegion } from '../agent/kube/simulated-install';
import { jsonLogger, silentLogger } from '../agent/observability/log';
import { createRenderer } from '../agent/reconcile/render/default-renderer';
import type { SourceFetcher } from '../agent/reconcile/render/port';
import type { InventoryProfile } from './profiles';

export const TENANT = 'bench';
export const AGENT_NAMESPACE = SIMULATED_AGENT_NAMESPACE;
export const EXTENSION_NAMESPACES = ['ingress-nginx', 'logging'];

export type RequestKind = 'register' | 'heartbeat' | 'inventory' | 'desired' | 'status' | 'renew' | 'other';

export function requestKind(method: string, path: string): RequestKind {
  if (path.endsWith('/register')) return 'register';
  if (path.endsWith('/heartbeat')) return 'heartbeat';
  if (path.endsWith('/inventory')) return 'inventory';
  if (path.endsWith('/desired')) return 'desired';
  if (path.endsWith('/status')) return 'status';
  if (path.endsWith('/renew')) return 'renew';
  return method === 'GET' ? 'other' : 'other';
}

export interface RequestObserver {
  (
    cluster: SimCluster,
    kind: RequestKind,
    request: TransportRequest,
    response: TransportResponse | undefined,
    startedMs: number,
    durationMs: number,
  ): void;
}

/** Wraps the agent's own HttpsTransport and reports every request to the simulator. */
export class MeasuredTransport implements Transport {
  constructor(
    readonly inner: HttpsTransport,
    private readonly cluster: SimCluster,
    private readonly observe: RequestObserver,
  ) {}

  async send(request: TransportRequest): Promise<TransportResponse> {
    const started = performance.now();
    let response: TransportResponse | undefined;
    try {
      response = await this.inner.send(request);
      return response;
    } finally {
      this.observe(
        this.cluster,
        requestKind(request.method, request.path),
        request,
        response,
        started,
        performance.now() - started,
      );
    }
  }

  close(): void {
    this.inner.close();
  }
}

/** Inventory objects for one cluster, sized by the profile. Deterministic per index. */
export function inventoryObjects(index: number, profile: InventoryProfile): KubeObject[] {
  return simulatedInventory(index, profile, EXTENSION_NAMESPACES);
}

export interface SimClusterOptions {
  index: number;
  regions: number;
  controlPlaneUrl: string;
  bootstrapToken: string;
  caPem: string;
  inventory: InventoryProfile;
  fetcher: SourceFetcher;
  observe: RequestObserver;
  /**
   * The cluster's key and CSR for its kube-system UID (`clusterUid(index)`), made before the timed
   * window: a real cluster makes its own on its own CPU, not on the control plane's.
   */
  keyAndCsr?: { privateKeyPem: string; csr: string };
  settings: {
    heartbeatIntervalMs: number;
    desiredPollIntervalMs: number;
    statusFlushIntervalMs: number;
    inventoryIntervalMs: number;
  };
}

/** One simulated cluster: an in-memory Kubernetes cluster and the agent's real core on it. */
export class SimCluster {
  readonly index: number;
  readonly region: string;
  readonly kube: MemoryCluster;
  readonly agent: AgentCore;
  transport: MeasuredTransport | undefined;
  private transportOptions:
    { credentials: () => ClientCredentials | undefined; trustedCaPems: () => string[] } | undefined;
  registeredAtMs: number | undefined;
  inventoryStoredAtMs: number | undefined;
  desiredChangedAtMs: number | undefined;

  constructor(options: SimClusterOptions) {
    this.index = options.index;
    this.region = simulatedRegion(options.index, options.regions);
    const uid = clusterUid(options.index);
    this.kube = new MemoryCluster({ kubeSystemUid: uid });
    this.kube.store.seed(inventoryObjects(options.index, options.inventory));
    seedSimulatedInstall(this.kube.store, {
      controlPlaneUrl: options.controlPlaneUrl,
      tenantId: TENANT,
      bootstrapToken: options.bootstrapToken,
      region: this.region,
      labels: {
        env: options.index % 10 === 0 ? 'staging' : 'prod',
        ring: options.index % 10 === 0 ? 'canary' : 'main',
      },
      pollIntervalSeconds: Math.max(5, Math.round(options.settings.desiredPollIntervalMs / 1000)),
      allowedNamespaces: EXTENSION_NAMESPACES,
    });
    simulateControllers(this.kube.store);
    const factory: TransportFactory = (o) => {
      this.transportOptions = o;
      this.transport = new MeasuredTransport(
        new HttpsTransport({ ...o, timeoutMs: 120_000, publicRoots: false }),
        this,
        options.observe,
      );
      return this.transport;
    };
    this.agent = new AgentCore({
      kube: this.kube,
      renderer: createRenderer({ fetcher: options.fetcher }),
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'bench-1.0.0',
      log: process.env.BENCH_DEBUG_AGENT ? jsonLogger('debug') : silentLogger,
      trustedCaPems: [options.caPem],
      transport: factory,
      ...(options.keyAndCsr ? { keyAndCsr: precomputedOnce(uid, options.keyAndCsr) } : {}),
      settings: {
        heartbeatIntervalMs: options.settings.heartbeatIntervalMs,
        desiredPollIntervalMs: options.settings.desiredPollIntervalMs,
        statusFlushIntervalMs: options.settings.statusFlushIntervalMs,
        inventoryIntervalMs: options.settings.inventoryIntervalMs,
        backoff: { baseMs: 1_000, capMs: 30_000 },
      },
    });
  }

  get clusterId(): string | undefined {
    return this.agent.clusterId;
  }

  /** The cluster's current key and client certificate (for the load generator's process). */
  credentials(): ClientCredentials {
    const credentials = this.transportOptions?.credentials();
    if (!credentials) throw new Error('not registered');
    return credentials;
  }

  /** A transport with this cluster's client certificate to another server (the ceiling). */
  transportTo(baseUrl: string): HttpsTransport {
    if (!this.transportOptions) throw new Error('not connected');
    return new HttpsTransport({ ...this.transportOptions, baseUrl, timeoutMs: 120_000, publicRoots: false });
  }
}

/** The kube-system namespace UID of simulated cluster `index` (its registration's common name). */
export function clusterUid(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

/** The precomputed key and CSR for the first registration; fresh ones for anything after. */
function precomputedOnce(
  commonName: string,
  made: { privateKeyPem: string; csr: string },
): (cn: string) => Promise<{ privateKeyPem: string; csr: string }> {
  let unused: typeof made | undefined = made;
  return async (cn) => {
    const use = cn === commonName ? unused : undefined;
    unused = undefined;
    return use ?? createKeyAndCsr(cn);
  };
}

/** The manifests the benchmark's extensions install: served from memory, no network. */
export function manifestFetcher(): SourceFetcher & { urls: Record<string, string> } {
  const urls: Record<string, string> = {
    'https://manifests.bench.arcbridge.dev/ingress-nginx-4.11.0.yaml': INGRESS,
    'https://manifests.bench.arcbridge.dev/logging-3.1.0.yaml': LOGGING,
  };
  return {
    urls,
    async fetch(url: string): Promise<Buffer> {
      const body = urls[url];
      if (body === undefined) throw new Error(`no manifest at ${url}`);
      return Buffer.from(body);
    },
  };
}

const INGRESS = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ingress-nginx-controller
spec:
  replicas: 2
  selector:
    matchLabels: { app: ingress-nginx }
  template:
    metadata:
      labels: { app: ingress-nginx }
    spec:
      containers:
        - name: controller
          image: registry.k8s.io/ingress-nginx/controller:v1.11.0
          ports: [{ containerPort: 80 }, { containerPort: 443 }]
---
apiVersion: v1
kind: Service
metadata:
  name: ingress-nginx-controller
spec:
  type: LoadBalancer
  selector: { app: ingress-nginx }
  ports: [{ name: http, port: 80 }, { name: https, port: 443 }]
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: ingress-nginx-controller
data:
  allow-snippet-annotations: "false"
`;

const LOGGING = `apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: fluent-bit
spec:
  selector:
    matchLabels: { app: fluent-bit }
  template:
    metadata:
      labels: { app: fluent-bit }
    spec:
      containers:
        - name: fluent-bit
          image: cr.fluentbit.io/fluent/fluent-bit:3.1.0
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: fluent-bit-config
data:
  fluent-bit.conf: |
    [INPUT]
        Name tail
        Path /var/log/containers/*.log
`;
