import { applyAgentSecret } from '../kube/agent-secret';
import type { KubeObjects } from '../kube/port';

export interface AgentIdentity {
  clusterId: string;
  tenantId: string;
  privateKeyPem: string;
  certificatePem: string;
  caCertificatePem: string;
  /** SHA-256 of the bootstrap token that registered us, so a new token can be told apart. */
  bootstrapTokenFingerprint: string;
}

const FIELDS: Record<keyof AgentIdentity, string> = {
  clusterId: 'clusterId',
  tenantId: 'tenantId',
  privateKeyPem: 'tls.key',
  certificatePem: 'tls.crt',
  caCertificatePem: 'ca.crt',
  bootstrapTokenFingerprint: 'bootstrapTokenFingerprint',
};

/** The agent's key and certificate live in one Secret in its namespace; the key never leaves it. */
export class IdentityStore {
  constructor(
    private readonly kube: KubeObjects,
    private readonly namespace: string,
    private readonly name = 'arcbridge-agent-identity',
    private readonly fieldManager = 'arcbridge-agent',
  ) {}

  async load(): Promise<AgentIdentity | undefined> {
    const secret = await this.kube.get({
      apiVersion: 'v1',
      kind: 'Secret',
      name: this.name,
      namespace: this.namespace,
    });
    const data = (secret?.data ?? {}) as Record<string, string>;
    const out: Partial<AgentIdentity> = {};
    for (const [field, key] of Object.entries(FIELDS) as Array<[keyof AgentIdentity, string]>) {
      const value = data[key];
      if (!value) return undefined;
      out[field] = Buffer.from(value, 'base64').toString('utf8');
    }
    return out as AgentIdentity;
  }

  async save(identity: AgentIdentity): Promise<void> {
    const data: Record<string, string> = {};
    for (const [field, key] of Object.entries(FIELDS) as Array<[keyof AgentIdentity, string]>) {
      data[key] = identity[field];
    }
    await applyAgentSecret(
      this.kube,
      this.fieldManager,
      { name: this.name, namespace: this.namespace },
      data,
    );
  }
}

/** Reads the bootstrap token from the Secret the ArcBridgeCluster spec points at. */
export async function readBootstrapToken(
  kube: KubeObjects,
  ref: { name: string; namespace: string; key: string },
): Promise<string | undefined> {
  const secret = await kube.get({
    apiVersion: 'v1',
    kind: 'Secret',
    name: ref.name,
    namespace: ref.namespace,
  });
  const value = (secret?.data as Record<string, string> | undefined)?.[ref.key];
  return value ? Buffer.from(value, 'base64').toString('utf8').trim() : undefined;
}
