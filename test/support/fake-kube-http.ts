import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KubeObject } from '../../agent/kube/port';
import type { Attributes } from './fake-kube-authz';
import { forbiddenMessage } from './fake-kube-authz';

/** The fake API server's wire helpers: selectors, verbs, bodies and Status responses. */
/**
 * `labelSelector` (equality: `k=v`, `k==v`, `k!=v`) and `fieldSelector` on `metadata.name` and
 * `metadata.namespace`, the fields every resource supports
 * (https://kubernetes.io/docs/concepts/overview/working-with-objects/field-selectors/); kubectl's
 * delete waits with `fieldSelector=metadata.name=<name>`. Set-based selectors are not supported.
 */
export function selectorOf(url: URL): (object: KubeObject) => boolean {
  const terms = (text: string | null) =>
    (text ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => {
        const m = /^([^!=]+?)\s*(!=|==|=)\s*(.*)$/.exec(t);
        if (!m) return { key: t, op: 'exists', value: '' };
        return { key: m[1]!, op: m[2] === '!=' ? '!=' : '=', value: m[3]! };
      });
  const labels = terms(url.searchParams.get('labelSelector'));
  const fields = terms(url.searchParams.get('fieldSelector'));
  const test = (actual: string | undefined, op: string, value: string) =>
    op === 'exists' ? actual !== undefined : op === '=' ? actual === value : actual !== value;
  return (object) =>
    labels.every((t) => test(object.metadata.labels?.[t.key], t.op, t.value)) &&
    fields.every((t) =>
      test(
        t.key === 'metadata.name'
          ? object.metadata.name
          : t.key === 'metadata.namespace'
            ? (object.metadata.namespace ?? '')
            : undefined,
        t.op,
        t.value,
      ),
    );
}

export function verbOf(method: string, name: string | undefined, watch: boolean): string {
  if (watch) return 'watch';
  switch (method) {
    case 'GET':
      return name ? 'get' : 'list';
    case 'POST':
      return 'create';
    case 'PUT':
      return 'update';
    case 'DELETE':
      return 'delete';
    case 'PATCH':
      return 'patch';
    default:
      return method.toLowerCase();
  }
}

export function parsePatch(body: string): Record<string, unknown> {
  return JSON.parse(body || '{}') as Record<string, unknown>;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * kubectl before 1.27 validates with the OpenAPI v2 document, asked for as protobuf. An empty
 * protobuf message is a valid, empty `openapi_v2.Document`: it declares no kinds, so kubectl finds
 * no schema for any object and leaves validation to the server, as it does for schemaless CRDs.
 */
export function sendOpenApiV2(req: IncomingMessage, res: ServerResponse): void {
  if (String(req.headers.accept ?? '').includes('protobuf')) {
    res.writeHead(200, {
      // What kube-openapi answers (the request's `@v1.0` form is no valid media type for Go's mime).
      'content-type': 'application/com.github.proto-openapi.spec.v2.v1.0+protobuf',
      'content-length': 0,
    });
    res.end();
    return;
  }
  sendJson(res, 200, {
    swagger: '2.0',
    info: { title: 'Kubernetes', version: 'fake' },
    paths: {},
    definitions: {},
  });
}

/** The Status a real API server sends for a denied request (reason Forbidden, details naming the object). */
export function forbidden(res: ServerResponse, attributes: Attributes): void {
  sendStatus(res, 403, forbiddenMessage(attributes), 'Forbidden', {
    ...(attributes.name ? { name: attributes.name } : {}),
    ...(attributes.group ? { group: attributes.group } : {}),
    kind: attributes.resource,
  });
}

export function sendStatus(
  res: ServerResponse,
  code: number,
  message: string,
  reason = 'InternalError',
  details?: Record<string, unknown>,
): void {
  sendJson(res, code, {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    ...(details ? { details } : {}),
    code,
  });
}
