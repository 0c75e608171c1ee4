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

/**
 * A registration sent but not answered yet: its key is kept until the answer arrives, so that a
 * retry (after a lost answer, or an agent restart) sends the same key.
 */
export interface PendingRegistration {
  /** SHA-256 of the bootstrap token it uses. */
  fingerprint: string;
  clusterUid: string;
  made: { privateKeyPem: string; csr: string };
}

const PENDING_FIELDS = {
  fingerprint: 'bootstrapTokenFingerprint',
  clusterUid: 'clusterUid',
  privateKeyPem: 'tls.key',
  csr: 'csr',
} as const;

/**
 * The agent's key and certificate live in one Secret in its namespace; the key never leaves it. A
 * registration's key waits in a second Secret until the registration is answered.
 */
export class IdentityStore {
  constructor(
    private readonly kube: KubeObjects,
    private readonly namespace: string,
    private readonly name = 'arcbridge-agent-identity',
    private readonly fieldManager = 'arcbridge-agent',
    private readonly pendingName = 'arcbridge-agent-registration',
  ) {}

  /** One of the agent's Secrets' data, decoded ({} when it does not exist). */
  private async secretData(name: string): Promise<Record<string, string>> {
    const secret = await this.kube.get({ apiVersion: 'v1', kind: 'Secret', name, namespace: this.namespace });
    return Object.fromEntries(
      Object.entries((secret?.data ?? {}) as Record<string, string>).map(([key, value]) => [
        key,
        Buffer.from(value, 'base64').toString('utf8'),
      ]),
    );
  }

  async loadPending(): Promise<PendingRegistration | undefined> {
    const data = await this.secretData(this.pendingName);
    const field = (key: string) => data[key] ?? '';
    const pending = {
      fingerprint: field(PENDING_FIELDS.fingerprint),
      clusterUid: field(PENDING_FIELDS.clusterUid),
      made: { privateKeyPem: field(PENDING_FIELDS.privateKeyPem), csr: field(PENDING_FIELDS.csr) },
    };
    const complete = [pending.fingerprint, pending.clusterUid, pending.made.privateKeyPem, pending.made.csr];
    return complete.every((value) => value !== '') ? pending : undefined;
  }

  async savePending(pending: PendingRegistration): Promise<void> {
    await this.writePending({
      [PENDING_FIELDS.fingerprint]: pending.fingerprint,
      [PENDING_FIELDS.clusterUid]: pending.clusterUid,
      [PENDING_FIELDS.privateKeyPem]: pending.made.privateKeyPem,
      [PENDING_FIELDS.csr]: pending.made.csr,
    });
  }

  /** Empties the pending registration (the agent may patch its Secrets, not delete them). */
  async clearPending(): Promise<void> {
    await this.writePending(Object.fromEntries(Object.values(PENDING_FIELDS).map((key) => [key, ''])));
  }

  private async writePending(data: Record<string, string>): Promise<void> {
    await applyAgentSecret(
      this.kube,
      this.fieldManager,
      { name: this.pendingName, namespace: this.namespace },
      data,
    );
  }

  async load(): Promise<AgentIdentity | undefined> {
    const data = await this.secretData(this.name);
    const out: Partial<AgentIdentity> = {};
    for (const [field, key] of Object.entries(FIELDS) as Array<[keyof AgentIdentity, string]>) {
      const value = data[key];
      if (!value) return undefined;
      out[field] = value;
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
