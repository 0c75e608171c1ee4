import type { DesiredState } from '../../contract/desired';
import { DesiredState as DesiredStateSchema } from '../../contract/desired';
import { applyAgentSecret } from '../kube/agent-secret';
import type { KubeObjects } from '../kube/port';

export interface StoredDesired {
  state: DesiredState;
  etag: string;
}

/**
 * The last desired state received, kept in a Secret (extension values may hold secrets), so an
 * agent that restarts while the control plane is down still enforces it.
 */
export class DesiredStateStore {
  constructor(
    private readonly kube: KubeObjects,
    private readonly namespace: string,
    private readonly fieldManager: string,
    private readonly name = 'arcbridge-desired-state',
  ) {}

  async load(): Promise<StoredDesired | undefined> {
    const secret = await this.kube.get({
      apiVersion: 'v1',
      kind: 'Secret',
      name: this.name,
      namespace: this.namespace,
    });
    const data = secret?.data as Record<string, string> | undefined;
    if (!data?.['desired.json']) return undefined;
    try {
      const state = DesiredStateSchema.parse(
        JSON.parse(Buffer.from(data['desired.json'], 'base64').toString('utf8')),
      );
      return { state, etag: Buffer.from(data.etag ?? '', 'base64').toString('utf8') };
    } catch {
      return undefined;
    }
  }

  async save(stored: StoredDesired): Promise<void> {
    await applyAgentSecret(
      this.kube,
      this.fieldManager,
      { name: this.name, namespace: this.namespace },
      { 'desired.json': JSON.stringify(stored.state), etag: stored.etag },
    );
  }
}
