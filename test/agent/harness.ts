import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { loadConfig } from '../../functions/platform/config';
import type { Clock } from '../../functions/platform/clock';
import type { Transport, TransportRequest } from '../../agent/controlplane/transport';
import { HttpsTransport } from '../../agent/controlplane/transport';
import type { TransportFactory } from '../../agent/core';
import type { KubeObject } from '../../agent/kube/port';

export const TENANT = 'contoso';
export const AGENT_NAMESPACE = 'arcbridge-system';
export const KUBE_SYSTEM_UID = '0b5c3f6e-8a4d-4c1e-9f2a-7d6e5c4b3a21';

/**
 * Polls until `check` returns a truthy value (or throws its last error after `timeoutMs`). It waits
 * for the event, so the bound only catches a hang: long enough for a machine something else keeps busy.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 60_000,
  stepMs = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = new Error('condition not met');
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw last;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

export async function startPlane(dataDir: string, port = 0, clock?: Clock): Promise<EmbeddedControlPlane> {
  const config = loadConfig({
    ARCBRIDGE_DATA_DIR: dataDir,
    PORT: String(port),
    ARCBRIDGE_LOG_LEVEL: 'silent',
    // Tests poll every few hundred milliseconds; the default agent rate limit would answer 429.
    ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
    ARCBRIDGE_RATE_AGENT_BURST: '1000',
  });
  return startEmbeddedControlPlane(config, clock ? { clock } : {});
}

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function caPem(plane: EmbeddedControlPlane): string {
  return readFileSync(plane.caCertificatePath, 'utf8');
}

/** Records every request the agent sends, and can simulate an outage without stopping the plane. */
export class RecordingTransport implements Transport {
  readonly sent: TransportRequest[] = [];
  constructor(private readonly inner: Transport) {}
  async send(request: TransportRequest) {
    this.sent.push(request);
    return this.inner.send(request);
  }
  statusEvents(): Array<{ extension: string; phase: string; reason: string; message?: string }> {
    return this.sent
      .filter((r) => r.method === 'POST' && r.path.endsWith('/status') && r.body)
      .flatMap(
        (r) =>
          (JSON.parse(r.body!) as { events: Array<{ extension: string; phase: string; reason: string }> })
            .events,
      );
  }
}

export function recordingTransport(): { factory: TransportFactory; recorder: () => RecordingTransport } {
  let recorder: RecordingTransport | undefined;
  return {
    factory: (options) =>
      (recorder = new RecordingTransport(new HttpsTransport({ ...options, timeoutMs: 2_000 }))),
    recorder: () => recorder!,
  };
}

/** Serves files from a map over HTTP: the "manifest repository" extensions point at. */
export class StaticServer {
  readonly files = new Map<string, string | Buffer>();
  private readonly server: Server = createServer((req, res) => {
    const body = this.files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200).end(body);
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The objects a freshly installed agent finds: kube-system, its namespace, a node, some pods, its CR. */
export function seedObjects(options: {
  controlPlaneUrl: string;
  token: string;
  allowedNamespaces?: string[];
}): KubeObject[] {
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'kube-system', uid: KUBE_SYSTEM_UID } },
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: AGENT_NAMESPACE } },
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } },
    {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'node-1', labels: { 'node-role.kubernetes.io/control-plane': '' } },
      status: {
        nodeInfo: { kubeletVersion: 'v1.31.2' },
        capacity: { cpu: '4', memory: '16Gi' },
        conditions: [{ type: 'Ready', status: 'True' }],
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'coredns', namespace: 'kube-system' },
      status: { phase: 'Running' },
    },
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'job-x', namespace: 'apps' },
      status: { phase: 'Succeeded' },
    },
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'arcbridge-bootstrap', namespace: AGENT_NAMESPACE },
      data: { token: Buffer.from(options.token).toString('base64') },
    },
    {
      apiVersion: 'arcbridge.io/v1alpha1',
      kind: 'ArcBridgeCluster',
      metadata: { name: 'arcbridge' },
      spec: {
        controlPlaneUrl: options.controlPlaneUrl,
        tenantId: TENANT,
        bootstrapTokenSecretRef: { name: 'arcbridge-bootstrap' },
        region: 'westeurope',
        labels: { env: 'test' },
        pollIntervalSeconds: 30,
        allowedNamespaces: options.allowedNamespaces ?? ['apps'],
      },
    },
  ];
}

export const DEPLOYMENT_YAML = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 1
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: nginx:1.27
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: web-config
data:
  greeting: hello
`;

export function markAvailable(object: KubeObject): Record<string, unknown> {
  const replicas = ((object.spec as { replicas?: number } | undefined)?.replicas ?? 1) as number;
  return {
    observedGeneration: object.metadata.generation,
    replicas,
    updatedReplicas: replicas,
    readyReplicas: replicas,
    availableReplicas: replicas,
  };
}
