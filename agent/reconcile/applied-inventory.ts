import type { KubeObjects, ObjectRef } from '../kube/port';

export interface AppliedRecord {
  extension: string;
  version: string;
  specHash: string;
  objects: ObjectRef[];
  /** Who applied them (absent: the default account), so a later prune acts as the same account. */
  serviceAccountName?: string;
}

const LABEL = 'arcbridge.io/applied-inventory';

/**
 * What the agent applied for each extension, in one ConfigMap per extension in the agent's
 * namespace. Pruning compares against it, so it survives agent restarts.
 */
export class AppliedInventoryStore {
  constructor(
    private readonly kube: KubeObjects,
    private readonly namespace: string,
    private readonly fieldManager: string,
  ) {}

  async read(extension: string): Promise<AppliedRecord | undefined> {
    const cm = await this.kube.get({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      name: this.name(extension),
      namespace: this.namespace,
    });
    return cm ? decode(cm.data as Record<string, string> | undefined) : undefined;
  }

  async list(): Promise<AppliedRecord[]> {
    const items = await this.kube.list('v1', 'ConfigMap', {
      namespace: this.namespace,
      labelSelector: `${LABEL}=true`,
    });
    return items
      .map((cm) => decode(cm.data as Record<string, string> | undefined))
      .filter((r): r is AppliedRecord => !!r);
  }

  async write(record: AppliedRecord): Promise<void> {
    await this.kube.apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: {
          name: this.name(record.extension),
          namespace: this.namespace,
          labels: { [LABEL]: 'true', 'arcbridge.io/extension': record.extension },
        },
        data: {
          extension: record.extension,
          version: record.version,
          specHash: record.specHash,
          objects: JSON.stringify(record.objects),
          ...(record.serviceAccountName ? { serviceAccountName: record.serviceAccountName } : {}),
        },
      },
      this.fieldManager,
    );
  }

  async remove(extension: string): Promise<void> {
    await this.kube.delete({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      name: this.name(extension),
      namespace: this.namespace,
    });
  }

  private name(extension: string): string {
    return `arcbridge-applied-${extension}`;
  }
}

function decode(data: Record<string, string> | undefined): AppliedRecord | undefined {
  if (!data?.extension || !data.objects) return undefined;
  try {
    return {
      extension: data.extension,
      version: data.version ?? '',
      specHash: data.specHash ?? '',
      objects: JSON.parse(data.objects) as ObjectRef[],
      ...(data.serviceAccountName ? { serviceAccountName: data.serviceAccountName } : {}),
    };
  } catch {
    return undefined;
  }
}
