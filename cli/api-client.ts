import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { parseRetryAfter } from '../contract/retry-after';

export interface ApiClientOptions {
  endpoint: string;
  caPem?: string;
  token?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A problem+json answer from the control plane, kept whole for `--output json`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Record<string, unknown>,
    /** From Retry-After on a 429 or 503 answer: how long the server asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(String(problem.detail ?? problem.title ?? `HTTP ${status}`));
    this.name = 'ApiError';
  }
}

/** The CLI's HTTP client: JSON in and out, the control plane's CA trusted, problems thrown as ApiError. */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  /** Every item of a paged list (`{items, continuationToken?}`), following the tokens, one request a page. */
  async listAll<T>(path: string, query: URLSearchParams = new URLSearchParams()): Promise<T[]> {
    const items: T[] = [];
    let continuationToken: string | undefined;
    do {
      const params = new URLSearchParams(query);
      if (continuationToken) params.set('continuationToken', continuationToken);
      const suffix = params.size > 0 ? `?${params.toString()}` : '';
      const page = (await this.call('GET', `${path}${suffix}`)).body as {
        items: T[];
        continuationToken?: string;
      };
      items.push(...page.items);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return items;
  }

  async call(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const url = new URL(`/api/${path.replace(/^\//, '')}`, this.options.endpoint);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (payload) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = String(payload.length);
    }
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`;
    const response = await new Promise<ApiResponse>((resolve, reject) => {
      const send = url.protocol === 'http:' ? httpRequest : request;
      const req = send(
        url,
        { method, headers, ...(this.options.caPem ? { ca: this.options.caPem } : {}) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = undefined;
            if (text) {
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = text;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => reject(connectionError(err, this.options.endpoint)));
      if (payload) req.write(payload);
      req.end();
    });
    if (response.status >= 400) {
      const problem =
        response.body && typeof response.body === 'object'
          ? (response.body as Record<string, unknown>)
          : { title: `HTTP ${response.status}`, detail: String(response.body ?? '') };
      const retryAfter = response.headers['retry-after'];
      throw new ApiError(
        response.status,
        problem,
        response.status === 429 || response.status === 503
          ? parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter)
          : undefined,
      );
    }
    return response;
  }
}

/** TLS verification failures Node reports when the server's certificate chain is not trusted. */
const UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_SIGNATURE_FAILURE',
]);

/** A failed connection in the user's terms: what went wrong and what to do next. */
export function connectionError(err: NodeJS.ErrnoException, endpoint: string): Error {
  if (err.code === 'ECONNREFUSED')
    return new Error(
      `Cannot reach the control plane at ${endpoint}. Is it running? Start it with: npm start`,
    );
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return new Error(`Cannot resolve the host of ${endpoint}. Check --endpoint (or ARCBRIDGE_ENDPOINT).`);
  if (err.code && UNTRUSTED.has(err.code))
    return new Error(
      `The control plane at ${endpoint} presented a certificate this CLI does not trust (${err.code}). Pass its CA with --ca FILE (or ARCBRIDGE_CA_CERT).`,
    );
  if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return new Error(`The certificate of ${endpoint} does not name that host: ${err.message}`);
  return err;
}
