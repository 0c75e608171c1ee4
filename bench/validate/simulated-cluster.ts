import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import type { KubeObject } from '../../agent/kube/port';
import { simulateControllers } from '../../agent/kube/simulation';
import { FakeKubeApi } from '../../test/support/fake-kube-api';
import { serviceAccountUserInfo } from '../../test/support/fake-kube-authz';
import { INGRESS, LOGGING, imageIsBroken } from './extension-server';

export const AGENT_NAMESPACE = 'arcbridge-system';
const AGENT_TOKEN = 'arcbridge-agent-token';
const BOOTSTRAP_SECRET = 'arcbridge-bootstrap';
const CLUSTER_RESOURCE = { apiVersion: 'arcbridge.io/v1alpha1', kind: 'ArcBridgeCluster', name: 'arcbridge' };

export interface ClusterIdentity {
  name: string;
  region: string;
  labels: Record<string, string>;
}

/**
 * One agent's Kubernetes cluster: its own fake API server (own port, own objects, RBAC from
 * agent/deploy/rbac.yaml enforced) with a stand-in controller manager, seeded as a fresh install
 * leaves it: the ArcBridgeCluster, the bootstrap token Secret, a few nodes and pods.
 */
export class SimulatedCluster {
  readonly api: FakeKubeApi;
  readonly kubeSystemUid = randomUUID();

  /** `tls`: the API server's serving certificate (one self-signed one can serve every cluster). */
  constructor(
    readonly identity: ClusterIdentity,
    private readonly rbacYaml: string,
    private readonly tls: { certPem: string; keyPem: string },
  ) {
    this.api = new FakeKubeApi({
      tls,
      users: { [AGENT_TOKEN]: serviceAccountUserInfo(AGENT_NAMESPACE, 'arcbridge-agent') },
    });
    simulateControllers(this.api.store, imageIsBroken);
  }

  /** Starts the API server and writes the agent's kubeconfig (0600: it holds a bearer token). */
  async start(dir: string): Promise<string> {
    const url = await this.api.start();
    const file = join(dir, `${this.identity.name}.kubeconfig`);
    writeFileSync(
      file,
      stringify({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [
          {
            name: 'fake',
            cluster: {
              server: url,
              'certificate-authority-data': Buffer.from(this.tls.certPem).toString('base64'),
            },
          },
        ],
        users: [{ name: 'agent', user: { token: AGENT_TOKEN } }],
        contexts: [{ name: 'fake', context: { cluster: 'fake', user: 'agent', namespace: AGENT_NAMESPACE } }],
        'current-context': 'fake',
      }),
      { mode: 0o600 },
    );
    return file;
  }

  seed(controlPlaneUrl: string, tenantId: string, bootstrapToken: string): void {
    const { store } = this.api;
    const namespaces = ['default', 'kube-public', 'kube-node-lease', AGENT_NAMESPACE, INGRESS, LOGGING];
    store.create({
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'kube-system', uid: this.kubeSystemUid },
    });
    for (const name of namespaces) store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
    for (let n = 0; n < 3; n++) {
      store.create({
        apiVersion: 'v1',
        kind: 'Node',
        metadata: { name: `${this.identity.name}-node-${n}` },
        status: {
          nodeInfo: { kubeletVersion: 'v1.31.2' },
          capacity: { cpu: '4', memory: '16Gi', pods: '110' },
          conditions: [{ type: 'Ready', status: 'True' }],
        },
      });
    }
    for (let p = 0; p < 12; p++) {
      store.create({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: `workload-${p}`, namespace: p % 3 === 0 ? 'kube-system' : 'default' },
        status: { phase: p === 11 ? 'Pending' : 'Running' },
      });
    }
    for (const object of this.rbac()) store.create(object);
    store.create({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: BOOTSTRAP_SECRET, namespace: AGENT_NAMESPACE },
      data: { token: Buffer.from(bootstrapToken).toString('base64') },
    });
    store.create({
      apiVersion: CLUSTER_RESOURCE.apiVersion,
      kind: CLUSTER_RESOURCE.kind,
      metadata: { name: CLUSTER_RESOURCE.name },
      spec: {
        controlPlaneUrl,
        tenantId,
        bootstrapTokenSecretRef: { name: BOOTSTRAP_SECRET },
        region: this.identity.region,
        labels: this.identity.labels,
        allowedNamespaces: [INGRESS, LOGGING],
      },
    });
  }

  /** What an operator does to let a cluster whose certificate expired register again. */
  replaceBootstrapToken(token: string): void {
    this.api.store.mergePatch(
      { apiVersion: 'v1', kind: 'Secret', name: BOOTSTRAP_SECRET, namespace: AGENT_NAMESPACE },
      { data: { token: Buffer.from(token).toString('base64') } },
    );
  }

  /** The agent's view of itself: the ArcBridgeCluster's status conditions. */
  condition(type: string): { status: string; reason: string } | undefined {
    const status = this.api.store.get(CLUSTER_RESOURCE)?.status as
      { conditions?: Array<{ type: string; status: string; reason: string }> } | undefined;
    return status?.conditions?.find((c) => c.type === type);
  }

  get(ref: { apiVersion: string; kind: string; name: string; namespace?: string }): KubeObject | undefined {
    return this.api.store.get(ref);
  }

  /** deploy/rbac.yaml plus its per-namespace RoleBinding copied for each extension namespace. */
  private rbac(): KubeObject[] {
    const docs = parseAllDocuments(this.rbacYaml).map((d) => d.toJS() as KubeObject);
    const binding = docs.find((d) => d.kind === 'RoleBinding' && d.metadata.name === 'arcbridge-extensions')!;
    const copies = [INGRESS, LOGGING].map((namespace) => ({
      ...binding,
      metadata: { ...binding.metadata, namespace },
    }));
    return [...docs, ...copies];
  }

  async stop(): Promise<void> {
    await this.api.stop();
  }
}

export function readRbacYaml(root: string): string {
  return readFileSync(join(root, 'agent/deploy/rbac.yaml'), 'utf8');
}
