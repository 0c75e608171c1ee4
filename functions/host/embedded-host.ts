import { randomUUID } from 'node:crypto';
import { createServer as createTlsServer } from 'node:https';
import { createServer as createPlainServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { chmodSync, rmSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '../platform/files/private-files';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Readable } from 'node:stream';
import { HttpResponse, InvocationContext } from '@azure/functions';
import type { HttpResponseInit } from '@azure/functions';
import { CLIENT_CERT_HEADER } from '../platform/identity/client-certificate';
import { FORWARDED_FOR_HEADER } from '../platform/http/client-address';
import type { Logger } from '../platform/logger';
import { problemResponse } from '../platform/http/http-function';
import { problems } from '../../contract/problems';
import type { Problem } from '../../contract/problems';
import type { Registration } from './functions-core';
import { embeddedHttpRequest } from './embedded-request';
import { endpoints } from '../../contract/endpoints';
import { DEFAULT_KEEP_ALIVE_CONNECTIONS, KEEP_ALIVE_TIMEOUT_MS, KeepAliveBudget } from './keep-alive';
import { httpRoutes, matchRoute } from './http-routes';
import type { HttpRoute } from './http-routes';

export interface EmbeddedHostOptions {
  registrations: Registration[];
  /**
   * Where the host listens: HTTPS on `host:port`, terminating mutual TLS itself, or plain HTTP on
   * a private Unix socket behind a TLS front end (functions/host/front-end), which holds the
   * agents' connections and passes the client certificate and address in headers, as Azure's
   * front end does for the Functions host.
   */
  listen:
    | {
        kind: 'tls';
        host: string;
        port: number;
        tls: { keyPem: string; certificatePem: string; caPem: string };
      }
    | { kind: 'front-end'; socketPath: string };
  log: Logger;
  /** Bodies above this are refused before any handler runs; endpoints apply tighter limits. */
  maxBodyBytes?: number;
  /**
   * Connections kept open between requests at most (default DEFAULT_KEEP_ALIVE_CONNECTIONS); the
   * rest are closed after each response (see KeepAliveBudget).
   */
  keepAliveConnections?: number;
  /** Answers GET requests outside /api/ (the web console's files at `/`). */
  site?: (
    asset: string,
  ) => Promise<{ status: number; headers: Record<string, string>; body: Buffer } | undefined>;
}

/** Registration is one request per connection: the agent continues with its new certificate. */
const REGISTER_PATH = `/api/${endpoints.register.route}`;

/** Deadlines for slow clients; a 4 MiB inventory on a slow link still fits in the request limit. */
export const SLOW_CLIENT_LIMITS = { handshakeMs: 10_000, headersMs: 10_000, requestMs: 60_000 } as const;

/**
 * Serves the Function App's HTTP registrations. Listening on TLS it plays the part of Azure's
 * front end: it terminates TLS, asks for (but does not require) a client certificate, and passes
 * the verified peer certificate to handlers in X-ARR-ClientCert, after discarding any value the
 * client sent in that header itself. Likewise the client's address: X-Forwarded-For carries the
 * socket's peer only (Azure appends it to the client's list; here the list is the one hop, since
 * nothing stands in front of this host whose hops could be trusted).
 *
 * Behind a front end it listens on a Unix socket only its owner can open and takes both headers
 * as the front end wrote them: the front end replaces X-ARR-ClientCert with the certificate of
 * the TLS handshake and appends the peer to X-Forwarded-For, exactly as Azure's does. The
 * handlers verify the certificate against the CA either way; the socket's permissions are what
 * keeps a local process from bypassing the front end with a header of its own.
 */
export class EmbeddedHost {
  private readonly routes: HttpRoute[];
  private readonly server: Server;
  private readonly maxBodyBytes: number;
  private readonly keepAlive: KeepAliveBudget | undefined;

  constructor(private readonly options: EmbeddedHostOptions) {
    this.routes = httpRoutes(options.registrations);
    this.maxBodyBytes = options.maxBodyBytes ?? 8 * 1024 * 1024;
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      this.handle(req, res).catch((err: unknown) => {
        options.log.error('embedded host failed to answer', { error: String(err) });
        if (!res.headersSent) send(res, problemResponse(problems.internal()));
        else res.destroy();
      });
    };
    const { listen } = options;
    if (listen.kind === 'front-end') {
      // The front end's few pooled connections carry every agent's requests; its own limits cut
      // off slow clients, and it decides which client connections to keep.
      this.keepAlive = undefined;
      this.server = createPlainServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, handler);
      return;
    }
    this.keepAlive = new KeepAliveBudget(options.keepAliveConnections ?? DEFAULT_KEEP_ALIVE_CONNECTIONS);
    this.server = createTlsServer(
      {
        key: listen.tls.keyPem,
        cert: listen.tls.certificatePem,
        ca: [listen.tls.caPem],
        requestCert: true,
        rejectUnauthorized: false,
        // Idle connections are kept across an agent's 30 s polls (see keep-alive.ts for why not
        // shorter). A slow request is not affected: this runs only while no request is in progress.
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        // Slow clients hold a socket and its buffers: a TLS handshake, the request headers and the
        // whole request each get a deadline (Node's defaults are 120 s, 60 s and 300 s, checked
        // every 30 s), so a slowloris client is cut off within seconds, not minutes.
        handshakeTimeout: SLOW_CLIENT_LIMITS.handshakeMs,
        headersTimeout: SLOW_CLIENT_LIMITS.headersMs,
        requestTimeout: SLOW_CLIENT_LIMITS.requestMs,
        connectionsCheckingInterval: 1_000,
      },
      handler,
    );
    // The peer certificate is cached per connection (below); without renegotiation a connection's
    // certificate cannot change after the handshake.
    this.server.on('secureConnection', (socket: TLSSocket) => socket.disableRenegotiation());
  }

  /** Connections kept open between requests at the moment (for the host's metrics and tests). */
  get keptConnections(): number {
    return this.keepAlive?.size ?? 0;
  }

  get routeNames(): string[] {
    return this.routes.map((route) => route.name);
  }

  async listen(): Promise<string> {
    const { listen } = this.options;
    // A socket file left by a process that did not stop cleanly would make listen fail (EADDRINUSE).
    if (listen.kind === 'front-end') rmSync(listen.socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      const ready = () => {
        this.server.off('error', reject);
        resolve();
      };
      if (listen.kind === 'front-end')
        this.server.listen({ path: listen.socketPath }, () => {
          // Connecting needs write permission on the socket: the owner's only, whatever the umask
          // (its directory is private as well).
          chmodSync(listen.socketPath, PRIVATE_FILE_MODE);
          ready();
        });
      else this.server.listen(listen.port, listen.host, ready);
    });
    return this.url;
  }

  /** `https://host:port`, or `unix:<path>` behind a front end (whose own address clients use). */
  get url(): string {
    if (this.options.listen.kind === 'front-end') return `unix:${this.options.listen.socketPath}`;
    const address = this.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `https://${host}:${address.port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'localhost'}`);
    const method = (req.method ?? 'GET').toUpperCase();
    // Decided before anything is written: `Connection: close` tells the client not to reuse the
    // socket, so its next request cannot race the close.
    if (this.keepAlive && !this.keepAlive.keep(req.socket, url.pathname === REGISTER_PATH))
      res.setHeader('Connection', 'close');
    if (this.options.site && method === 'GET' && !url.pathname.startsWith('/api/')) {
      const served = await this.options.site(url.pathname.slice(1));
      if (served) {
        res.writeHead(served.status, served.headers);
        res.end(served.body);
        return;
      }
    }
    const match = matchRoute(this.routes, method, url.pathname);
    if (match.kind === 'not-found')
      return sendProblem(res, problems.routeNotFound(url.pathname), url.pathname);
    if (match.kind === 'method-not-allowed') {
      return sendProblem(res, problems.methodNotAllowed(method, match.allowed), url.pathname);
    }

    const body = await readBody(req, this.maxBodyBytes);
    if (body === 'too-large') {
      res.setHeader('Connection', 'close');
      return sendProblem(res, problems.payloadTooLarge(this.maxBodyBytes), url.pathname);
    }

    const headers = this.requestHeaders(req);

    const request = embeddedHttpRequest({ method, url, headers, params: match.params, body });
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: match.route.name,
      logHandler: (level, ...args) =>
        this.options.log.debug('function log', { level, args: args.map(String) }),
    });
    const result = (await match.route.handler(request, context)) as
      HttpResponseInit | HttpResponse | undefined;
    await sendFunctionResponse(res, result);
  }

  /** The headers handlers see; the identity headers come from the TLS socket or the front end. */
  private requestHeaders(req: IncomingMessage): Record<string, string> {
    const behindFrontEnd = this.options.listen.kind === 'front-end';
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      if (!behindFrontEnd && (name === CLIENT_CERT_HEADER || name === FORWARDED_FOR_HEADER)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    if (behindFrontEnd) return headers;
    const peer = peerCertificateHeader(req.socket as TLSSocket);
    if (peer) headers[CLIENT_CERT_HEADER] = peer;
    const forwardedFor = peerAddressHeader(req.socket);
    if (forwardedFor) headers[FORWARDED_FOR_HEADER] = forwardedFor;
    return headers;
  }
}

/** The verified peer certificate (base64 DER) of each TLS connection, read once per connection. */
const peerCertificates = new WeakMap<TLSSocket, string | null>();

function peerCertificateHeader(socket: TLSSocket): string | null {
  let value = peerCertificates.get(socket);
  if (value === undefined) {
    value = socket.getPeerX509Certificate?.()?.raw.toString('base64') ?? null;
    peerCertificates.set(socket, value);
  }
  return value;
}

/** The socket's peer in the form Azure's front end uses: `ip:port`, `[ipv6]:port`. */
function peerAddressHeader(socket: IncomingMessage['socket']): string | undefined {
  const { remoteAddress, remotePort } = socket;
  if (!remoteAddress) return undefined;
  const host = remoteAddress.includes(':') ? `[${remoteAddress}]` : remoteAddress;
  return remotePort === undefined ? host : `${host}:${remotePort}`;
}

const NO_BODY = Buffer.alloc(0);

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  // Neither Content-Length nor Transfer-Encoding: the request has no body (RFC 9112, 6.3), so
  // there is nothing to wait for. Most agent calls are such GETs; iterating an empty stream cost
  // ~5% of a 304's CPU (bench/request-cost). node:http discards the empty stream after the reply.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return NO_BODY;
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    return 'too-large';
  }
  // Events, not `for await`: the stream's async iterator costs a promise chain per request, ~2% of
  // a heartbeat's CPU (bench/request-cost).
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      resolve('too-large');
    };
    req.on('data', onData);
    req.once('end', () => {
      if (size <= limit) resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    });
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('the request was aborted before its body was read'));
    });
  });
}

async function sendFunctionResponse(
  res: ServerResponse,
  result: HttpResponseInit | HttpResponse | undefined,
) {
  if (result && !(result instanceof HttpResponse) && sendPlainResponse(res, result)) return;
  const response = result instanceof HttpResponse ? result : new HttpResponse(result ?? { status: 204 });
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body || response.status === 204 || response.status === 304) {
    res.end();
    return;
  }
  // Stream the body as it comes, so server-sent events reach clients without buffering.
  await new Promise<void>((resolve, reject) => {
    const stream = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]);
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res).on('finish', resolve);
  });
}

/**
 * The common case sent without building an undici Response and a stream: a plain init whose body
 * is a string (or absent) and whose headers are a plain record. Returns false for anything else
 * (streams, binary bodies, jsonBody, cookies, Headers objects), which takes the general path.
 */
function sendPlainResponse(res: ServerResponse, init: HttpResponseInit): boolean {
  const { body, headers } = init;
  if (body !== undefined && body !== null && typeof body !== 'string') return false;
  if (init.jsonBody !== undefined || init.cookies !== undefined) return false;
  if (
    headers !== undefined &&
    (Array.isArray(headers) || Object.getPrototypeOf(headers) !== Object.prototype)
  )
    return false;
  const entries = Object.entries((headers as Record<string, unknown> | undefined) ?? {});
  if (!entries.every(([, value]) => typeof value === 'string')) return false;
  const status = init.status ?? 200;
  res.statusCode = status;
  let contentType = false;
  for (const [name, value] of entries as [string, string][]) {
    res.setHeader(name, value);
    if (name.toLowerCase() === 'content-type') contentType = true;
  }
  if (typeof body !== 'string' || status === 204 || status === 304) {
    res.end();
    return true;
  }
  // What an undici Response adds to a string body without a content type.
  if (!contentType) res.setHeader('Content-Type', 'text/plain;charset=UTF-8');
  res.end(body);
  return true;
}

function sendProblem(res: ServerResponse, problem: Problem, instance: string): void {
  send(res, problemResponse(problem, instance));
}

function send(res: ServerResponse, init: HttpResponseInit): void {
  res.statusCode = init.status ?? 200;
  for (const [name, value] of Object.entries((init.headers as Record<string, string>) ?? {}))
    res.setHeader(name, value);
  res.end(init.body as string);
}
