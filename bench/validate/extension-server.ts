import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KubeObject } from '../../agent/kube/port';

/**
 * The "manifest repository" of the validation run: an ingress-like and a logging-like extension as
 * plain manifests, one file per version, served over loopback HTTP. A version whose image tag ends
 * in `-broken` is the bad release: its workload never becomes available (see `imageIsBroken`).
 */
export const INGRESS = 'ingress';
export const LOGGING = 'logging';
export const BROKEN_SUFFIX = '-broken';

export function ingressManifest(version: string): string {
  return `apiVersion: v1
kind: ServiceAccount
metadata:
  name: ingress-controller
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: ingress-controller
data:
  allow-snippet-annotations: "false"
  use-forwarded-headers: "true"
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ingress-controller
  labels: { app.kubernetes.io/name: ingress, app.kubernetes.io/version: "${version}" }
spec:
  replicas: 2
  selector:
    matchLabels: { app.kubernetes.io/name: ingress }
  template:
    metadata:
      labels: { app.kubernetes.io/name: ingress }
    spec:
      serviceAccountName: ingress-controller
      containers:
        - name: controller
          image: registry.example.com/ingress-controller:${version}
          args: ["--configmap=$(POD_NAMESPACE)/ingress-controller"]
          ports: [{ containerPort: 80 }, { containerPort: 443 }]
---
apiVersion: v1
kind: Service
metadata:
  name: ingress-controller
spec:
  type: ClusterIP
  selector: { app.kubernetes.io/name: ingress }
  ports:
    - { name: http, port: 80, targetPort: 80 }
    - { name: https, port: 443, targetPort: 443 }
`;
}

export function loggingManifest(version: string): string {
  return `apiVersion: v1
kind: ConfigMap
metadata:
  name: log-collector
data:
  collector.conf: |
    [INPUT]
        Name tail
        Path /var/log/containers/*.log
    [OUTPUT]
        Name stdout
        Match *
---
apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: log-collector
  labels: { app.kubernetes.io/name: logging, app.kubernetes.io/version: "${version}" }
spec:
  selector:
    matchLabels: { app.kubernetes.io/name: logging }
  template:
    metadata:
      labels: { app.kubernetes.io/name: logging }
    spec:
      containers:
        - name: collector
          image: registry.example.com/log-collector:${version}
          volumeMounts: [{ name: varlog, mountPath: /var/log }]
      volumes: [{ name: varlog, hostPath: { path: /var/log } }]
`;
}

/** The image of an extension's workload in a cluster: what a cluster-side check compares. */
export function workloadImage(object: KubeObject | undefined): string | undefined {
  const spec = object?.spec as
    { template?: { spec?: { containers?: Array<{ image?: string }> } } } | undefined;
  return spec?.template?.spec?.containers?.[0]?.image;
}

export function imageIsBroken(object: KubeObject): boolean {
  return workloadImage(object)?.endsWith(BROKEN_SUFFIX) ?? false;
}

export const workloadOf = {
  [INGRESS]: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'ingress-controller', namespace: INGRESS },
  [LOGGING]: { apiVersion: 'apps/v1', kind: 'DaemonSet', name: 'log-collector', namespace: LOGGING },
} as const;

export function imageFor(extension: keyof typeof workloadOf, version: string): string {
  return `registry.example.com/${extension === INGRESS ? 'ingress-controller' : 'log-collector'}:${version}`;
}

export class ExtensionServer {
  /** Requests served, per path: how often agents fetched each version. */
  readonly fetches = new Map<string, number>();
  private readonly server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const match = /^\/(ingress|logging)\/([0-9A-Za-z.+-]+)\.yaml$/.exec(path);
    if (req.method !== 'GET' || !match) {
      res.writeHead(404).end();
      return;
    }
    this.fetches.set(path, (this.fetches.get(path) ?? 0) + 1);
    const body = match[1] === INGRESS ? ingressManifest(match[2]!) : loggingManifest(match[2]!);
    res.writeHead(200, { 'content-type': 'application/yaml' }).end(body);
  });
  url = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** The catalog entry for a version (`PUT .../extensions/{name}/versions/{version}`). */
  catalogBody(extension: string, version: string) {
    return { kind: 'manifest', source: { url: `${this.url}/${extension}`, path: `${version}.yaml` } };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
