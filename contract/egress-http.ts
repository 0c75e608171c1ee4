import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import { Readable } from 'node:stream';
import { hostAllowed, refusal } from './egress-policy';
import type { EgressPolicy } from './egress-policy';

/**
 * HTTP(S) for calls made on a tenant's behalf, under an EgressPolicy:
 *
 * - the host is resolved by our own `lookup`, every address it resolves to is checked, and the
 *   socket connects to exactly the addresses checked (a second resolution, as a DNS-rebinding
 *   attacker would answer differently, never happens); an IP literal is checked before connecting;
 * - redirects are never followed here (egressFetch follows them, checking each hop the same way);
 * - the whole exchange, body included, has a deadline and the body a size cap;
 * - errors say what happened in our words: a remote's body or reason phrase never reaches them.
 */

export type EgressErrorCode = 'refused' | 'timeout' | 'too-large' | 'unreachable' | 'redirect';

export class EgressError extends Error {
  constructor(
    readonly code: EgressErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EgressError';
  }
}

export interface EgressRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** The response body is cut off (EgressError 'too-large') past this many bytes. */
  maxBytes: number;
  /** Connect, request and the whole response body must finish within this. */
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * Node's built-in proxy support (`proxyEnv` of http.Agent, Node 22.21+/24: HTTPS_PROXY,
   * NO_PROXY). A proxied call connects to the proxy, so the policy checks the proxy's address
   * and, for the target, only an address literal: the proxy resolves names and answers for them.
   */
  proxyEnv?: NodeJS.ProcessEnv;
  /** CA certificates (PEM) trusted for https besides the public roots (a private Git host's). */
  extraCaPems?: string[];
}

export interface EgressResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, at most `maxBytes`, read once. */
  body: AsyncIterableIterator<Buffer>;
  /** Stops reading and frees the connection (the body is not wanted). */
  discard(): void;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `lookup` for node:net that answers only with addresses the policy allows. */
export function checkedLookup(policy: EgressPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!hostAllowed(policy, hostname)) {
        for (const { address } of addresses) {
          const why = refusal(policy, address);
          // One forbidden answer refuses the name: a host that also resolves inside is not trusted.
          if (why) return callback(refused(policy, hostname, why), []);
        }
      }
      if (addresses.length === 0)
        return callback(new EgressError('unreachable', `${hostname} has no address`), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function refused(policy: EgressPolicy, host: string, why: string): EgressError {
  return new EgressError(
    'refused',
    `${host} is a ${why} address, which calls made for a tenant may not reach; an operator can allow it with ${policy.setting} (see docs/security.md)`,
  );
}

/** One request under the policy; redirects are returned as they are, never followed. */
export function egressRequest(
  policy: EgressPolicy,
  target: string | URL,
  options: EgressRequestOptions,
): Promise<EgressResponse> {
  const url = new URL(target);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.reject(new EgressError('refused', `${url.protocol} URLs are not fetched; use https://`));
  }
  // WHATWG URL has already normalised IPv4 in any notation to dotted decimal and IPv6 to its
  // compressed form in brackets; the check parses the literal again, whatever it was.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !hostAllowed(policy, host)) {
    const why = refusal(policy, host);
    if (why) return Promise.reject(refused(policy, host, why));
  }
  if (options.signal?.aborted) {
    return Promise.reject(new EgressError('timeout', `the call to ${url.host} was cancelled`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<EgressResponse>((resolve, reject) => {
    let settled = false;
    let response: IncomingMessage | undefined;
    const fail = (err: Error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      request.destroy(err);
      response?.destroy(err);
      if (!settled) {
        settled = true;
        reject(err);
      }
    };
    const timer = setTimeout(
      () => fail(new EgressError('timeout', `${url.host} did not answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    // The deadline never keeps a process alive by itself; the socket it guards does until it fires.
    timer.unref();
    const onAbort = () => fail(new EgressError('timeout', `the call to ${url.host} was cancelled`));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const request = client.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      lookup: checkedLookup(policy) as never,
      ...(options.extraCaPems?.length ? { ca: [...rootCertificates, ...options.extraCaPems] } : {}),
      // A fresh connection per request: a pooled socket would outlive the check that admitted it.
      agent: options.proxyEnv
        ? new client.Agent({ keepAlive: false, proxyEnv: options.proxyEnv } as http.AgentOptions)
        : false,
    });
    request.on('error', (err) => fail(asEgressError(err, url.host)));
    request.on('response', (res) => {
      response = res;
      // A deadline may destroy a response nobody reads (a 401 answered by a retry): its error is
      // reported through the body's iterator, and must not be an unhandled 'error' event.
      res.on('error', () => undefined);
      const done = () => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      };
      const declared = Number(res.headers['content-length'] ?? '0');
      if (declared > options.maxBytes) {
        fail(tooLarge(url.host, options.maxBytes));
        return;
      }
      settled = true;
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: capped(res, options.maxBytes, url.host, done, fail),
        discard: () => {
          done();
          res.destroy();
        },
      });
    });
    if (options.body) request.end(Buffer.from(options.body));
    else request.end();
  });
}

async function* capped(
  res: IncomingMessage,
  maxBytes: number,
  host: string,
  done: () => void,
  fail: (err: Error) => void,
): AsyncIterableIterator<Buffer> {
  let total = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        const err = tooLarge(host, maxBytes);
        fail(err);
        throw err;
      }
      yield chunk;
    }
  } catch (err) {
    throw asEgressError(err, host);
  } finally {
    done();
    res.destroy();
  }
}

function tooLarge(host: string, maxBytes: number): EgressError {
  return new EgressError('too-large', `${host} answered with more than ${maxBytes} bytes`);
}

/** System errors keep only their code (ECONNREFUSED, ENOTFOUND ...): never text from the remote. */
function asEgressError(err: unknown, host: string): EgressError {
  if (err instanceof EgressError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  return new EgressError('unreachable', `cannot reach ${host}${code ? ` (${code})` : ''}`);
}

export interface EgressFetchOptions extends EgressRequestOptions {
  /** Redirects followed, each checked like the first request (default 5); https never goes to http. */
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A `fetch` look-alike under the policy, for code written against the Fetch API: redirects are
 * followed by hand so every hop is checked, a downgrade from https to http is refused, and the
 * Authorization header is dropped when a redirect leaves the origin (as browsers do).
 */
export async function egressFetch(
  policy: EgressPolicy,
  target: string,
  options: EgressFetchOptions,
): Promise<Response> {
  let url = new URL(target);
  let headers = { ...options.headers };
  for (let hop = 0; ; hop++) {
    const res = await egressRequest(policy, url, { ...options, headers });
    const location = res.headers.location;
    if (!REDIRECTS.has(res.status) || !location) {
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
          out.append(name, v);
      }
      const empty = res.status === 204 || res.status === 304 || options.method === 'HEAD';
      if (empty) res.discard();
      return new Response(
        empty ? null : (Readable.toWeb(Readable.from(res.body)) as ReadableStream<Uint8Array>),
        {
          status: res.status,
          headers: out,
        },
      );
    }
    res.discard();
    if (hop >= (options.maxRedirects ?? 5)) {
      throw new EgressError('redirect', `${target} redirected more than ${options.maxRedirects ?? 5} times`);
    }
    const next = new URL(location, url);
    if (url.protocol === 'https:' && next.protocol !== 'https:') {
      throw new EgressError('redirect', `${url.host} redirected from https to ${next.protocol}; refused`);
    }
    if (next.origin !== url.origin) {
      headers = Object.fromEntries(
        Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'authorization'),
      );
    }
    url = next;
  }
}
