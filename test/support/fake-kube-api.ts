import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { parse as parseYaml } from 'yaml';
import { ObjectStore, StoreError } from '../../agent/kube/object-store';
import type { StoreEvent } from '../../agent/kube/object-store';
import type { KubeObject, ObjectRef } from '../../agent/kube/port';
import { ARCBRIDGE_CLUSTER_TYPE, BUILTIN_TYPES, ResourceTypes } from '../../agent/kube/resource-types';
import type { ResourceType } from '../../agent/kube/resource-types';
import type { Attributes, UserInfo } from './fake-kube-authz';
import { openApiGroupVersion, openApiRoot } from './fake-kube-openapi';
import { authorize, CLUSTER_ADMIN_ROLE, serviceAccountUserInfo } from './fake-kube-authz';
import { groupList, resourceList } from './fake-kube-discovery';
import {
  forbidden,
  parsePatch,
  readBody,
  selectorOf,
  sendJson,
  sendOpenApiV2,
  sendStatus,
  verbOf,
} from './fake-kube-http';

export type { ResourceType };

/**
 * A small Kubernetes API server for tests, enough for @kubernetes/client-node 1.4: discovery,
 * get/list/create/replace/delete, the status subresource, merge and apply patches, and watch
 * streams (headers flushed at once, or informers never start). Objects live in the same
 * ObjectStore the in-memory cluster adapter uses. Every request is recorded so tests can check
 * RBAC against what the agent really did.
 *
 * Authentication and authorization as a real server does them: a bearer token names the user
 * (`users`; the default `fake-token` is an admin in `system:masters`, unknown tokens get 401),
 * `Impersonate-User` switches to another user after checking the caller may `impersonate` it
 * (ServiceAccount users also get the `system:serviceaccounts[:ns]` groups), and every resource
 * request is authorized against the RBAC objects in the store (see fake-kube-authz.ts), answering
 * 403 with the real Forbidden Status. An apply that creates needs `create` besides `patch`.
 */
export interface RecordedRequest {
  /** Who the request acted as (after impersonation). */
  user: string;
  verb: string;
  group: string;
  resource: string;
  subresource?: string;
  namespace?: string;
  name?: string;
}

export class FakeKubeApi {
  readonly store: ObjectStore;
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  private readonly history: StoreEvent[] = [];
  private readonly watchers = new Set<{ matches: (e: StoreEvent) => boolean; res: ServerResponse }>();
  /** Set to make every request fail with this HTTP status (simulates an API server outage). */
  failWith: number | undefined;

  private readonly users: Map<string, UserInfo>;
  private readonly tls: { certPem: string; keyPem: string } | undefined;

  constructor(
    options: {
      store?: ObjectStore;
      types?: ResourceType[];
      version?: string;
      /** Bearer token -> user; `fake-token` (an admin) is always there. */
      users?: Record<string, UserInfo>;
      /** Serve HTTPS (kubectl sends tokens only over TLS); in-process tests use plain HTTP. */
      tls?: { certPem: string; keyPem: string };
    } = {},
  ) {
    this.users = new Map(
      Object.entries({
        'fake-token': { name: 'kubernetes-admin', groups: ['system:masters', 'system:authenticated'] },
        ...options.users,
      }),
    );
    this.store =
      options.store ??
      new ObjectStore({
        types: new ResourceTypes([...BUILTIN_TYPES, ARCBRIDGE_CLUSTER_TYPE, ...(options.types ?? [])]),
      });
    this.gitVersion = options.version ?? 'v1.31.2';
    if (
      !this.store.get({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        name: 'cluster-admin',
      })
    )
      this.store.create(CLUSTER_ADMIN_ROLE);
    this.store.subscribe((event) => {
      this.history.push(event);
      if (this.history.length > 5000) this.history.shift();
      for (const watcher of this.watchers) {
        if (watcher.matches(event)) watcher.res.write(JSON.stringify(event) + '\n');
      }
    });
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      this.handle(req, res).catch((err: unknown) => sendStatus(res, 500, (err as Error).message));
    };
    this.tls = options.tls;
    this.server = options.tls
      ? createHttpsServer({ cert: options.tls.certPem, key: options.tls.keyPem }, handler)
      : createServer(handler);
  }

  private readonly gitVersion: string;

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, resolve);
    });
    return this.url;
  }

  get url(): string {
    const address = this.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `${this.tls ? 'https' : 'http'}://${host}:${address.port}`;
  }

  /** A kubeconfig (as an object for KubeConfig.loadFromOptions) pointing at this server. */
  kubeconfig(token = 'fake-token') {
    return {
      clusters: [{ name: 'fake', server: this.url, skipTLSVerify: true }],
      users: [{ name: 'fake', token }],
      contexts: [{ name: 'fake', cluster: 'fake', user: 'fake', namespace: 'default' }],
      currentContext: 'fake',
    };
  }

  async stop(): Promise<void> {
    for (const watcher of this.watchers) watcher.res.end();
    this.watchers.clear();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = (req.method ?? 'GET').toUpperCase();
    const body = await readBody(req);
    if (this.failWith) return sendStatus(res, this.failWith, 'injected failure');
    const user = this.authenticate(req);
    if (!user) return sendStatus(res, 401, 'Unauthorized', 'Unauthorized');
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/version')
      return sendJson(res, 200, { major: '1', minor: '31', gitVersion: this.gitVersion });
    if (path === '/api') return sendJson(res, 200, { kind: 'APIVersions', versions: ['v1'] });
    if (path === '/apis') return sendJson(res, 200, groupList(this.store.types.all()));
    if (path === '/openapi/v2') return sendOpenApiV2(req, res);
    if (path === '/openapi/v3') return sendJson(res, 200, openApiRoot(this.store.types.all()));
    if (path.startsWith('/openapi/v3/')) {
      const doc = openApiGroupVersion(
        this.store.types.all(),
        path.slice('/openapi/v3/'.length),
        this.gitVersion,
      );
      return doc
        ? sendJson(res, 200, doc)
        : sendStatus(res, 404, 'the server could not find the requested resource', 'NotFound');
    }
    const target = this.parsePath(path);
    if (!target) return sendStatus(res, 404, `the server could not find the requested resource ${path}`);
    if ('discovery' in target)
      return sendJson(res, 200, resourceList(this.store.types.all(), target.discovery));
    const { type, namespace, name, subresource } = target;
    const watch = url.searchParams.get('watch') === 'true' || url.searchParams.get('watch') === '1';
    const verb = verbOf(method, name, watch);
    const effective = this.impersonated(req, user);
    if ('forbidden' in effective) return forbidden(res, effective.forbidden);
    const attributes: Attributes = {
      user: effective,
      verb,
      group: type.group,
      resource: type.plural,
      ...(subresource ? { subresource } : {}),
      ...(namespace ? { namespace } : {}),
      ...(name ? { name } : {}),
    };
    if (!authorize(this.store, attributes)) return forbidden(res, attributes);
    this.requests.push({
      user: effective.name,
      verb,
      group: type.group,
      resource: type.plural,
      ...(subresource ? { subresource } : {}),
      ...(namespace ? { namespace } : {}),
      ...(name ? { name } : {}),
    });
    const apiVersion = type.group ? `${type.group}/${type.version}` : type.version;
    const ref = (n: string): ObjectRef => ({
      apiVersion,
      kind: type.kind,
      name: n,
      ...(namespace ? { namespace } : {}),
    });
    try {
      if (watch) return this.watch(req, res, type, apiVersion, namespace, url);
      if (!name) {
        if (method === 'GET') {
          const selected = selectorOf(url);
          const items = this.store.list(apiVersion, type.kind, namespace).filter(selected);
          return sendJson(res, 200, {
            apiVersion,
            kind: `${type.kind}List`,
            metadata: { resourceVersion: this.store.resourceVersion },
            items,
          });
        }
        if (method === 'POST') {
          const object = JSON.parse(body) as KubeObject;
          if (namespace) object.metadata.namespace = namespace;
          return sendJson(res, 201, this.store.create(object));
        }
        return sendStatus(res, 405, 'method not allowed');
      }
      if (subresource === 'status') {
        if (method === 'GET') return this.sendObject(res, ref(name));
        if (method === 'PUT')
          return sendJson(res, 200, this.store.replaceStatus(JSON.parse(body) as KubeObject));
        if (method === 'PATCH')
          return sendJson(res, 200, this.store.patchStatus(ref(name), parsePatch(body)));
        return sendStatus(res, 405, 'method not allowed');
      }
      if (subresource) return sendStatus(res, 404, `no subresource ${subresource}`);
      switch (method) {
        case 'GET':
          return this.sendObject(res, ref(name));
        case 'PUT':
          return sendJson(res, 200, this.store.replace(JSON.parse(body) as KubeObject));
        case 'DELETE': {
          const gone = this.store.delete(ref(name));
          if (!gone) return sendStatus(res, 404, `${type.plural} "${name}" not found`, 'NotFound');
          return sendJson(res, 200, gone);
        }
        case 'PATCH': {
          const contentType = String(req.headers['content-type'] ?? '');
          if (contentType.startsWith('application/apply-patch')) {
            const manager = url.searchParams.get('fieldManager');
            if (!manager)
              return sendStatus(res, 400, 'fieldManager is required for apply requests', 'BadRequest');
            const object = parseYaml(body) as KubeObject;
            if (namespace) object.metadata.namespace = namespace;
            const creates = !this.store.get(ref(name));
            if (creates && !authorize(this.store, { ...attributes, verb: 'create' }))
              return forbidden(res, { ...attributes, verb: 'create' });
            const force = url.searchParams.get('force') === 'true';
            return sendJson(res, 200, this.store.apply(object, manager, { force }));
          }
          if (
            contentType.startsWith('application/merge-patch') ||
            contentType.startsWith('application/strategic-merge-patch')
          ) {
            return sendJson(res, 200, this.store.mergePatch(ref(name), parsePatch(body)));
          }
          return sendStatus(res, 415, `unsupported patch type ${contentType}`, 'UnsupportedMediaType');
        }
        default:
          return sendStatus(res, 405, 'method not allowed');
      }
    } catch (err) {
      if (err instanceof StoreError)
        return sendStatus(res, err.statusCode, err.message, err.reason, err.details);
      throw err;
    }
  }

  private authenticate(req: IncomingMessage): UserInfo | undefined {
    const header = String(req.headers.authorization ?? '');
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    return token ? this.users.get(token) : undefined;
  }

  /**
   * `Impersonate-User` as the real impersonation filter handles it: the caller needs `impersonate`
   * on `serviceaccounts` (name, namespace) for a ServiceAccount user, on `users` otherwise.
   */
  private impersonated(req: IncomingMessage, user: UserInfo): UserInfo | { forbidden: Attributes } {
    const target = req.headers['impersonate-user'];
    if (typeof target !== 'string' || !target) return user;
    const sa = /^system:serviceaccount:([^:]+):([^:]+)$/.exec(target);
    const attributes: Attributes = sa
      ? { user, verb: 'impersonate', group: '', resource: 'serviceaccounts', namespace: sa[1]!, name: sa[2]! }
      : { user, verb: 'impersonate', group: '', resource: 'users', name: target };
    if (!authorize(this.store, attributes)) return { forbidden: attributes };
    this.requests.push({
      user: user.name,
      verb: 'impersonate',
      group: '',
      resource: attributes.resource,
      ...(attributes.namespace ? { namespace: attributes.namespace } : {}),
      name: attributes.name!,
    });
    return sa ? serviceAccountUserInfo(sa[1]!, sa[2]!) : { name: target, groups: ['system:authenticated'] };
  }

  private sendObject(res: ServerResponse, ref: ObjectRef): void {
    const object = this.store.get(ref);
    if (!object) return sendStatus(res, 404, `${ref.kind} "${ref.name}" not found`, 'NotFound');
    sendJson(res, 200, object);
  }

  private watch(
    req: IncomingMessage,
    res: ServerResponse,
    type: ResourceType,
    apiVersion: string,
    namespace: string | undefined,
    url: URL,
  ): void {
    res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    res.flushHeaders();
    const since = Number(url.searchParams.get('resourceVersion') ?? '0');
    const selected = selectorOf(url);
    const matches = (e: StoreEvent) =>
      e.object.apiVersion === apiVersion &&
      e.object.kind === type.kind &&
      (namespace === undefined || e.object.metadata.namespace === namespace) &&
      selected(e.object);
    for (const event of this.history) {
      if (matches(event) && Number(event.object.metadata.resourceVersion) > since)
        res.write(JSON.stringify(event) + '\n');
    }
    const watcher = { matches, res };
    this.watchers.add(watcher);
    req.on('close', () => this.watchers.delete(watcher));
  }

  private parsePath(
    path: string,
  ):
    | { discovery: { group: string; version: string } }
    | { type: ResourceType; namespace?: string; name?: string; subresource?: string }
    | undefined {
    const parts = path.split('/').filter(Boolean);
    let group: string;
    let version: string;
    let rest: string[];
    if (parts[0] === 'api') {
      group = '';
      version = parts[1] ?? '';
      rest = parts.slice(2);
    } else if (parts[0] === 'apis') {
      group = parts[1] ?? '';
      version = parts[2] ?? '';
      rest = parts.slice(3);
    } else return undefined;
    const inVersion = this.store.types.all().filter((t) => t.group === group && t.version === version);
    if (inVersion.length === 0) return undefined;
    if (rest.length === 0) return { discovery: { group, version } };
    let namespace: string | undefined;
    if (
      rest[0] === 'namespaces' &&
      rest.length >= 3 &&
      inVersion.some((t) => t.namespaced && t.plural === rest[2])
    ) {
      namespace = rest[1];
      rest = rest.slice(2);
    }
    const type = inVersion.find((t) => t.plural === rest[0]);
    if (!type) return undefined;
    return {
      type,
      ...(namespace ? { namespace } : {}),
      ...(rest[1] ? { name: rest[1] } : {}),
      ...(rest[2] ? { subresource: rest[2] } : {}),
    };
  }
}
