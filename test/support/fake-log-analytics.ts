import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { selfSignedServingCertificate } from './fake-kube-tls';

/**
 * A fake of the Azure Monitor Logs query REST API (api.loganalytics.io/v1), as strict as the
 * published reference on what the SDK sends and gets back:
 *
 * - POST /v1/workspaces/{workspaceId}/query and POST /v1/{resourceId}/query with a JSON body
 *   {query, timespan?, workspaces?} (Query - Execute, Query - Resource Execute:
 *   https://learn.microsoft.com/rest/api/loganalytics/dataaccess/query/execute);
 * - POST /v1/$batch with {requests: [{id, workspace, path: '/query', method: 'POST', body}]},
 *   answered {responses: [{id, status, body}]} (https://learn.microsoft.com/azure/azure-monitor/logs/api/batch-queries);
 * - answers {tables: [{name, columns: [{name, type}], rows}]}
 *   (https://learn.microsoft.com/azure/azure-monitor/logs/api/response-format), errors as the
 *   OneAPI object {error: {code, message}} with the status the service uses (400, 401, 404);
 * - over HTTPS only, with a bearer token on every request, as the service (and the SDK, which
 *   never sends a token over plain HTTP) requires.
 *
 * What a query answers is the test's `answer`: the fake does not run KQL; it records each query.
 */
export interface LogsAnswer {
  columns: { name: string; type: string }[];
  rows: unknown[][];
}

export interface FakeLogAnalytics {
  /** `https://127.0.0.1:PORT/v1`: the SDK's endpoint option. */
  endpoint: string;
  /** The serving certificate, to trust. */
  caPem: string;
  token: string;
  received: { target: string; query: string; timespan: string | undefined }[];
  answer: (target: string, query: string) => LogsAnswer | { status: number; code: string; message: string };
  stop(): Promise<void>;
}

const RESOURCE = /^\/v1(\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/.+)\/query$/i;
const WORKSPACE = /^\/v1\/workspaces\/([^/]+)\/query$/;

export async function startFakeLogAnalytics(workspaces: string[]): Promise<FakeLogAnalytics> {
  const { certPem, keyPem } = await selfSignedServingCertificate();
  const fake: Omit<FakeLogAnalytics, 'endpoint' | 'stop'> = {
    caPem: certPem,
    token: 'log-analytics-test-token',
    received: [],
    answer: () => ({ status: 400, code: 'BadArgumentError', message: 'no answer configured' }),
  };

  /** One query, as Execute answers it: [status, body]. */
  const execute = (target: string, body: unknown): [number, unknown] => {
    const { query, timespan } = (body ?? {}) as { query?: unknown; timespan?: unknown };
    if (typeof query !== 'string' || query === '') {
      return [400, oneApiError('BadArgumentError', 'The request had some invalid properties')];
    }
    if (timespan !== undefined && typeof timespan !== 'string') {
      return [400, oneApiError('BadArgumentError', 'timespan must be an ISO 8601 duration or interval')];
    }
    fake.received.push({ target, query, timespan });
    const answer = fake.answer(target, query);
    if ('status' in answer) return [answer.status, oneApiError(answer.code, answer.message)];
    return [200, { tables: [{ name: 'PrimaryResult', columns: answer.columns, rows: answer.rows }] }];
  };

  const server: Server = createServer({ cert: certPem, key: keyPem }, (req, res) => {
    void handle(req, res).catch(() => send(res, 500, oneApiError('InternalServerError', 'fake failed')));
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== `Bearer ${fake.token}`) {
      return send(
        res,
        401,
        oneApiError('AuthorizationRequiredError', 'Valid authentication was not provided'),
      );
    }
    if (req.method !== 'POST') return send(res, 405, oneApiError('MethodNotAllowed', 'use POST'));
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(res, 415, oneApiError('UnsupportedMediaType', 'the body must be application/json'));
    }
    let body: unknown;
    try {
      body = JSON.parse(await text(req));
    } catch {
      return send(res, 400, oneApiError('BadArgumentError', 'the body is not JSON'));
    }
    const path = new URL(req.url ?? '/', 'https://localhost').pathname;
    const workspace = WORKSPACE.exec(path)?.[1];
    if (workspace !== undefined) {
      if (!workspaces.includes(decodeURIComponent(workspace))) {
        return send(
          res,
          404,
          oneApiError('WorkspaceNotFoundError', `Workspace ${workspace} could not be found`),
        );
      }
      return send(res, ...execute(`workspace:${decodeURIComponent(workspace)}`, body));
    }
    const resource = RESOURCE.exec(path)?.[1];
    if (resource !== undefined)
      return send(res, ...execute(`resource:${decodeURIComponent(resource)}`, body));
    if (path === '/v1/$batch') {
      const requests = (body as { requests?: unknown }).requests;
      if (!Array.isArray(requests))
        return send(res, 400, oneApiError('BadArgumentError', 'requests is required'));
      const responses = requests.map((request: { id?: string; workspace?: string; body?: unknown }) => {
        const [status, answered] = workspaces.includes(request.workspace ?? '')
          ? execute(`workspace:${request.workspace}`, request.body)
          : [404, oneApiError('WorkspaceNotFoundError', `Workspace ${request.workspace} could not be found`)];
        return { id: request.id, status, body: answered };
      });
      return send(res, 200, { responses });
    }
    return send(res, 404, oneApiError('PathNotFoundError', `The requested path ${path} does not exist`));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return Object.assign(fake, {
    endpoint: `https://127.0.0.1:${port}/v1`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function oneApiError(code: string, message: string) {
  return { error: { code, message } };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
