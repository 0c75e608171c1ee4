import {
  ApiException,
  CoreV1Api,
  CustomObjectsApi,
  KubeConfig,
  makeInformer,
  PatchStrategy,
  setHeaderOptions,
  VersionApi,
} from '@kubernetes/client-node';
import type { Informer, KubernetesObject, ObjectCache } from '@kubernetes/client-node';
import type { Logger } from '../observability/log';
import { ClientNodeDiscovery, MappedObjectApi } from './client-node-discovery';
import { ClientNodeInformer } from './client-node-informer';
import type {
  ClusterSnapshot,
  ClusterWatch,
  KubeObject,
  KubeObjects,
  KubePort,
  ListOptions,
  ObjectInformer,
  ObjectRef,
} from './port';
import { KubeApiError } from './port';
import { RestMapper } from './rest-mapper';
import { fullJitter } from '../sync/backoff';
import { buildSnapshot } from './snapshot';

/** Object access over client-node as one user (the agent's own, or one it impersonates). */
class ClientNodeObjects implements KubeObjects {
  protected readonly objects: MappedObjectApi;
  private readonly custom: CustomObjectsApi;

  constructor(
    kc: KubeConfig,
    protected readonly mapperRef: () => RestMapper,
    mapper?: RestMapper,
  ) {
    this.objects = kc.makeApiClient(MappedObjectApi).withDefaultNamespaceOf(kc);
    if (mapper) this.objects.useMapper(mapper);
    this.custom = kc.makeApiClient(CustomObjectsApi);
  }

  async get(ref: ObjectRef): Promise<KubeObject | undefined> {
    try {
      return (await this.objects.read(header(ref))) as KubeObject;
    } catch (err) {
      if (err instanceof ApiException && err.code === 404) return undefined;
      throw toKubeError(err);
    }
  }

  async list(apiVersion: string, kind: string, options: ListOptions = {}): Promise<KubeObject[]> {
    const list = await guard(() =>
      this.objects.list(
        apiVersion,
        kind,
        options.namespace,
        undefined,
        undefined,
        undefined,
        undefined,
        options.labelSelector,
      ),
    );
    // Lists omit apiVersion/kind on items; put them back so refs built from items are complete.
    return list.items.map((item) => ({ ...(item as KubeObject), apiVersion, kind }));
  }

  async apply(object: KubeObject, fieldManager: string): Promise<KubeObject> {
    const body = { ...object, metadata: { ...object.metadata } };
    delete body.metadata.managedFields;
    delete body.metadata.resourceVersion;
    return (await guard(() =>
      this.objects.patch(body, undefined, undefined, fieldManager, true, PatchStrategy.ServerSideApply),
    )) as KubeObject;
  }

  async delete(ref: ObjectRef): Promise<boolean> {
    try {
      await this.objects.delete(header(ref), undefined, undefined, undefined, undefined, 'Background');
      return true;
    } catch (err) {
      if (err instanceof ApiException && err.code === 404) return false;
      throw toKubeError(err);
    }
  }

  /** Only used for the agent's own cluster-scoped ArcBridgeCluster (a custom resource). */
  async patchStatus(ref: ObjectRef, status: Record<string, unknown>): Promise<void> {
    const [group, version] = ref.apiVersion.split('/');
    const { resource } = await guard(() => this.mapperRef().mapping(ref.apiVersion, ref.kind));
    const target = {
      group: group ?? '',
      version: version ?? '',
      plural: resource,
      name: ref.name,
      body: { status },
    };
    const options = setHeaderOptions('Content-Type', PatchStrategy.MergePatch);
    // Namespaced custom resources too (a brokered object's status is written back to it).
    await guard(() =>
      ref.namespace
        ? this.custom.patchNamespacedCustomObjectStatus({ ...target, namespace: ref.namespace }, options)
        : this.custom.patchClusterCustomObjectStatus(target, options),
    );
  }
}

/** The KubePort over @kubernetes/client-node 1.4 (2.x needs Node >= 22.19). */
export class ClientNodeCluster extends ClientNodeObjects implements KubePort {
  readonly watch: ClusterWatch;
  readonly mapper: RestMapper;
  private readonly version: VersionApi;
  private readonly impersonated = new Map<string, KubeObjects>();

  constructor(
    private readonly kc: KubeConfig,
    private readonly log: Logger,
  ) {
    super(kc, () => this.mapper);
    // Discovery runs as the agent itself: every authenticated user may read it (system:discovery).
    this.mapper = new RestMapper(new ClientNodeDiscovery(this.objects));
    this.objects.useMapper(this.mapper);
    this.version = kc.makeApiClient(VersionApi);
    this.watch = new InformerWatch(kc, log);
  }

  async serverVersion(): Promise<string | undefined> {
    return (await guard(() => this.version.getCode())).gitVersion;
  }

  informer(apiVersion: string, kind: string, options: ListOptions = {}): ObjectInformer {
    const deps = { kc: this.kc, objects: this.objects, mapper: this.mapper, log: this.log };
    return new ClientNodeInformer(deps, apiVersion, kind, options);
  }

  /** Requests carry `Impersonate-User`; the agent's own credentials authenticate them. */
  impersonate(user: string): KubeObjects {
    let objects = this.impersonated.get(user);
    if (!objects) {
      const copy = new KubeConfig();
      const current = this.kc.getCurrentUser()?.name;
      copy.loadFromOptions({
        clusters: this.kc.clusters,
        contexts: this.kc.contexts,
        currentContext: this.kc.currentContext,
        users: this.kc.users.map((u) => (u.name === current ? { ...u, impersonateUser: user } : u)),
      });
      objects = new ClientNodeObjects(copy, () => this.mapper, this.mapper);
      this.impersonated.set(user, objects);
    }
    return objects;
  }
}

/** Informers on nodes, namespaces and pods feed the inventory; any event counts as a change. */
class InformerWatch implements ClusterWatch {
  private informers: Array<Informer<KubernetesObject> & ObjectCache<KubernetesObject>> = [];
  private readonly listeners: Array<() => void> = [];
  private started = false;

  constructor(
    private readonly kc: KubeConfig,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const core = this.kc.makeApiClient(CoreV1Api);
    this.informers = [
      makeInformer(this.kc, '/api/v1/nodes', () => core.listNode()),
      makeInformer(this.kc, '/api/v1/namespaces', () => core.listNamespace()),
      makeInformer(this.kc, '/api/v1/pods', () => core.listPodForAllNamespaces()),
    ] as unknown as Array<Informer<KubernetesObject> & ObjectCache<KubernetesObject>>;
    for (const informer of this.informers) {
      informer.on('change', () => this.notify());
      informer.on('add', () => this.notify());
      informer.on('delete', () => this.notify());
      let failures = 0;
      informer.on('error', (err) => {
        failures += 1;
        // Full jitter from 1 s up to 60 s: after an API server restart, agents do not relist in step.
        const delay = Math.max(500, fullJitter(failures, { baseMs: 1_000, capMs: 60_000 }));
        this.log.warn('informer error; restarting', { error: String(err), retryInMs: delay });
        setTimeout(() => void informer.start().catch(() => undefined), delay).unref();
      });
      informer.on('connect', () => (failures = 0));
    }
    await Promise.all(this.informers.map((i) => i.start()));
    this.notify();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await Promise.all(this.informers.map((i) => i.stop()));
  }

  snapshot(): ClusterSnapshot {
    const [nodes, namespaces, pods] = this.informers.map((i) => i.list() as unknown as KubeObject[]);
    return buildSnapshot(nodes ?? [], namespaces ?? [], pods ?? []);
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function header(ref: ObjectRef) {
  return {
    apiVersion: ref.apiVersion,
    kind: ref.kind,
    metadata: { name: ref.name, ...(ref.namespace ? { namespace: ref.namespace } : {}) },
  };
}

async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toKubeError(err);
  }
}

function toKubeError(err: unknown): KubeApiError {
  if (err instanceof KubeApiError) return err;
  if (err instanceof ApiException) {
    let body = err.body as { message?: string; reason?: string } | string | undefined;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as { message?: string; reason?: string };
      } catch {
        // not a Status object: keep the text
      }
    }
    const message = typeof body === 'string' ? body : (body?.message ?? err.message);
    const reason = typeof body === 'object' ? body?.reason : undefined;
    return new KubeApiError(`HTTP ${err.code}: ${String(message).slice(0, 500)}`, err.code, reason);
  }
  return new KubeApiError((err as Error).message, undefined);
}
