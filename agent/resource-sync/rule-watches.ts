import type { SyncSourceRule } from '../../contract/sync-exchange';
import type { KubeObject, KubePort, ListOptions, ObjectInformer } from '../kube/port';
import { apiVersionOf } from '../kube/resource-types';

const objectKey = (namespace: string | undefined, name: string) => `${namespace ?? ''}/${name}`;

/** One rule's watch: the objects it may name, and the keys heard changing since the last exchange. */
export interface RuleWatch {
  readonly objects: ReadonlyMap<string, KubeObject>;
  /** Key -> how many events were heard for it: a key heard again during an exchange stays dirty. */
  readonly dirty: Map<string, number>;
}

interface Entry extends RuleWatch {
  signature: string;
  informer: ObjectInformer;
  objects: Map<string, KubeObject>;
}

/**
 * The watches of the rules this cluster is a source of: one informer per rule on exactly what it
 * may name (its kind, its label selector on the server, the namespace when all its object keys are
 * in one), so a source hears changes instead of re-listing; the informer lists again only when its
 * watch is lost. Every event marks its object dirty and calls `changed` (the caller debounces).
 */
export class RuleWatches {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly kube: Pick<KubePort, 'informer'>,
    private readonly changed: () => void,
  ) {}

  /** The rule's watch, started (or restarted when what it watches changed); `fresh` when new. */
  async watch(rule: SyncSourceRule): Promise<{ watch: RuleWatch; fresh: boolean }> {
    const options = listOptionsOf(rule);
    const signature = JSON.stringify([rule.resource, options]);
    const existing = this.entries.get(rule.rule);
    if (existing?.signature === signature) return { watch: existing, fresh: false };
    if (existing) await this.drop(rule.rule);
    const informer = this.kube.informer(apiVersionOf(rule.resource), rule.resource.kind, options);
    const entry: Entry = { signature, informer, objects: new Map(), dirty: new Map() };
    informer.onEvent((type, object) => {
      const key = objectKey(object.metadata.namespace, object.metadata.name);
      if (type === 'delete') entry.objects.delete(key);
      else entry.objects.set(key, object);
      entry.dirty.set(key, (entry.dirty.get(key) ?? 0) + 1);
      this.changed();
    });
    await informer.start();
    for (const object of informer.list())
      entry.objects.set(objectKey(object.metadata.namespace, object.metadata.name), object);
    entry.dirty.clear();
    this.entries.set(rule.rule, entry);
    return { watch: entry, fresh: true };
  }

  /** Stops the watches of rules no longer named. */
  async keepOnly(rules: ReadonlySet<string>): Promise<void> {
    for (const name of [...this.entries.keys()]) if (!rules.has(name)) await this.drop(name);
  }

  async stop(): Promise<void> {
    await this.keepOnly(new Set());
  }

  private async drop(rule: string): Promise<void> {
    const entry = this.entries.get(rule);
    this.entries.delete(rule);
    await entry?.informer.stop();
  }
}

function listOptionsOf(rule: SyncSourceRule): ListOptions {
  const namespaces = new Set(rule.match.objectKeys?.map((k) => k.namespace));
  const [namespace] = namespaces;
  return {
    ...(rule.match.labels ? { labelSelector: rule.match.labels } : {}),
    ...(namespaces.size === 1 && namespace !== undefined ? { namespace } : {}),
  };
}
