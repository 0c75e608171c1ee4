import type { KubeObjects, ObjectRef } from '../kube/port';

/** A copy this cluster holds: where it is, what it came from and what to do when it is no longer wanted. */
export interface HeldCopy {
  ref: ObjectRef;
  rule: string;
  source: string;
  digest: string;
  deletionPolicy: 'Delete' | 'Orphan';
  /** The resourceVersion our last apply left: any other means someone changed the copy. */
  resourceVersion?: string;
}

/**
 * The copies this cluster holds, kept in a ConfigMap in the agent's namespace (nothing secret in
 * it), so an agent that restarts after a rule was deleted still knows which copies to remove.
 */
export class CopyLedger {
  constructor(
    private readonly kube: KubeObjects,
    private readonly namespace: string,
    private readonly fieldManager: string,
    private readonly name = 'arcbridge-sync-copies',
  ) {}

  async load(): Promise<Map<string, HeldCopy>> {
    const found = await this.kube.get({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      name: this.name,
      namespace: this.namespace,
    });
    const text = (found?.data as Record<string, string> | undefined)?.['copies.json'];
    if (!text) return new Map();
    try {
      return new Map(Object.entries(JSON.parse(text) as Record<string, HeldCopy>));
    } catch {
      return new Map();
    }
  }

  async save(copies: Map<string, HeldCopy>): Promise<void> {
    await this.kube.apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: this.name, namespace: this.namespace },
        data: { 'copies.json': JSON.stringify(Object.fromEntries(copies)) },
      },
      this.fieldManager,
    );
  }
}
