import { makeInformer } from '@kubernetes/client-node';
import type {
  Informer,
  KubeConfig,
  KubernetesListObject,
  KubernetesObject,
  ObjectCache,
} from '@kubernetes/client-node';
import type { Logger } from '../observability/log';
import { fullJitter } from '../sync/backoff';
import type { MappedObjectApi } from './client-node-discovery';
import type { KubeObject, ListOptions, ObjectEventType, ObjectInformer } from './port';
import type { RestMapper } from './rest-mapper';

type CachingInformer = Informer<KubernetesObject> & ObjectCache<KubernetesObject>;

/**
 * One kind's objects through client-node's informer: a list, then a watch from the list's
 * resourceVersion (https://kubernetes.io/docs/reference/using-api/api-concepts/#efficient-detection-of-changes).
 * The informer re-watches on its own when a watch ends and re-lists on 410 Gone; after any other
 * error it is restarted here with full-jitter backoff, and its re-list reports what changed meanwhile.
 */
export class ClientNodeInformer implements ObjectInformer {
  private informer: CachingInformer | undefined;
  private readonly listeners: Array<(type: ObjectEventType, object: KubeObject) => void> = [];
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: { kc: KubeConfig; objects: MappedObjectApi; mapper: RestMapper; log: Logger },
    private readonly apiVersion: string,
    private readonly kind: string,
    private readonly options: ListOptions,
  ) {}

  async start(): Promise<void> {
    const { resource } = await this.deps.mapper.mapping(this.apiVersion, this.kind);
    const base = this.apiVersion.includes('/') ? `/apis/${this.apiVersion}` : `/api/${this.apiVersion}`;
    const path = `${base}${this.options.namespace ? `/namespaces/${this.options.namespace}` : ''}/${resource}`;
    let listError: unknown;
    const listFn = async (): Promise<KubernetesListObject<KubernetesObject>> => {
      try {
        const list = await this.deps.objects.list(
          this.apiVersion,
          this.kind,
          this.options.namespace,
          undefined,
          undefined,
          undefined,
          undefined,
          this.options.labelSelector,
        );
        listError = undefined;
        // Lists omit apiVersion and kind on items; watch events carry them.
        return {
          ...list,
          items: list.items.map((i) => ({ ...i, apiVersion: this.apiVersion, kind: this.kind })),
        };
      } catch (err) {
        listError = err;
        throw err;
      }
    };
    const informer = makeInformer(this.deps.kc, path, listFn, this.options.labelSelector) as CachingInformer;
    for (const [event, type] of [
      ['add', 'add'],
      ['update', 'update'],
      ['delete', 'delete'],
    ] as const) {
      informer.on(event, (object) => {
        for (const listener of this.listeners) listener(type, this.typed(object));
      });
    }
    let failures = 0;
    informer.on('connect', () => (failures = 0));
    informer.on('error', (err) => {
      if (this.stopped) return;
      failures += 1;
      const delay = Math.max(500, fullJitter(failures, { baseMs: 1_000, capMs: 60_000 }));
      this.deps.log.warn('object informer error; restarting', {
        kind: this.kind,
        error: String(err),
        retryInMs: delay,
      });
      this.timer = setTimeout(() => void informer.start().catch(() => undefined), delay);
      this.timer.unref();
    });
    this.informer = informer;
    await informer.start();
    if (listError) {
      await this.stop();
      throw listError;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.informer?.stop();
  }

  list(): readonly KubeObject[] {
    return (this.informer?.list() ?? []).map((o) => this.typed(o));
  }

  onEvent(listener: (type: ObjectEventType, object: KubeObject) => void): void {
    this.listeners.push(listener);
  }

  private typed(object: KubernetesObject): KubeObject {
    const o = object as KubeObject;
    return o.apiVersion && o.kind ? o : { ...o, apiVersion: this.apiVersion, kind: this.kind };
  }
}
