import { randomBytes } from 'node:crypto';
import { Agent, request as httpsRequest } from 'node:https';
import type { AgentOptions } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import type { SecureContext } from 'node:tls';
import { allowsDpop, allowsMtls, DPOP_HEADER } from '../../contract/agent-auth';
import type { AgentAuthMode } from '../../contract/agent-auth';
import { DpopProofs } from './dpop-proof';

/** A request that failed on a kept-alive socket the server had already closed. */
type StaleSocketError = Error & { staleSocket?: boolean };

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the control plane URL, e.g. /api/v1/register. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Sends one request; rejects only when no HTTP response arrived (network failure, timeout). */
export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
}

export interface ClientCredentials {
  privateKeyPem: string;
  certificatePem: string;
}

export interface HttpsTransportOptions {
  baseUrl: string;
  /** Extra CAs trusted for the control plane's server certificate (besides the public roots). */
  trustedCaPems?: () => string[];
  /** The client certificate to present; undefined before registration. Read on every request. */
  credentials: () => ClientCredentials | undefined;
  timeoutMs?: number;
  /**
   * Trust the public roots as well as `trustedCaPems` (default true). Building a TLS context with
   * the ~140 public roots costs ~45 ms of CPU per connection; the fleet simulator, which opens
   * thousands of connections in one process, trusts only the control plane's CA.
   */
  publicRoots?: boolean;
  /**
   * Connections kept to the control plane at once (default 1). The agent's loops (heartbeat,
   * desired poll, inventory, status) would otherwise each open their own TLS connection.
   */
  maxSockets?: number;
  /**
   * A kept-alive connection idle this long is closed by the agent (default 60 s: longer than the
   * 30 s polls, so the connection is reused across them, and below the embedded host's 65 s
   * keep-alive timeout, so the agent, not the server, closes it and no request races the server's
   * close). After a close the next request resumes the TLS session (a session ticket cached by the
   * https.Agent) instead of a full handshake. A short value (4 s) makes every poll a reconnect, which
   * collapsed a 10,000-agent registration storm on the embedded host.
   */
  idleSocketMs?: number;
  /**
   * How the credentials prove the agent's identity (default `both`): `mtls` presents the client
   * certificate in the TLS handshake, `dpop` signs an RFC 9449 proof for each request instead
   * (for proxies that terminate TLS), `both` does both and the control plane uses either.
   */
  authMode?: AgentAuthMode;
  /** The clock proofs are dated by (`iat`). */
  now?: () => Date;
}

export const DEFAULT_IDLE_SOCKET_MS = 60_000;

/**
 * node:https with mutual TLS. The https.Agent (and its keep-alive pool) is rebuilt whenever the
 * client certificate changes, so a renewed certificate is used by the very next request. The TLS
 * context (trusted CAs, key, certificate) is built once per certificate and shared by every
 * connection of that agent: parsing the key and the CAs costs milliseconds per connection.
 */
export class HttpsTransport implements Transport {
  private agent: Agent | undefined;
  private agentFor: ClientCredentials | undefined | null = null;
  private readonly base: URL;
  private readonly proofs: DpopProofs;

  constructor(private readonly options: HttpsTransportOptions) {
    this.base = new URL(options.baseUrl);
    this.proofs = new DpopProofs(options.now);
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    try {
      return await this.sendOnce(req);
    } catch (err) {
      // A kept-alive socket the server closed while idle (its keep-alive timeout) fails the next
      // request with a reset before the server read it; Node documents retrying exactly this case
      // (https://nodejs.org/api/http.html#requestreusedsocket). Once, and only then.
      if ((err as StaleSocketError).staleSocket) return this.sendOnce(req);
      throw err;
    }
  }

  private async sendOnce(req: TransportRequest): Promise<TransportResponse> {
    const url = new URL(req.path, this.base);
    const isHttps = url.protocol === 'https:';
    const send = isHttps ? httpsRequest : httpRequest;
    // A fresh proof per attempt: a retry on a stale socket must not replay the first one's jti.
    const credentials = this.options.credentials();
    const proof =
      credentials && allowsDpop(this.authMode)
        ? { [DPOP_HEADER]: await this.proofs.proof(credentials, req.method, url.href) }
        : {};
    return new Promise((resolve, reject) => {
      const r = send(
        url,
        {
          method: req.method,
          headers: {
            ...req.headers,
            ...proof,
            ...(req.body ? { 'content-length': String(Buffer.byteLength(req.body)) } : {}),
          },
          ...(isHttps ? { agent: this.currentAgent() } : {}),
          timeout: this.options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const headers: Record<string, string | undefined> = {};
            for (const [name, value] of Object.entries(res.headers)) {
              headers[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      r.on('timeout', () =>
        r.destroy(new Error(`request timed out after ${this.options.timeoutMs ?? 30_000} ms`)),
      );
      r.on('error', (err: NodeJS.ErrnoException) => {
        if (r.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE'))
          (err as StaleSocketError).staleSocket = true;
        reject(err);
      });
      r.end(req.body);
    });
  }

  close(): void {
    this.agent?.destroy();
    this.agent = undefined;
    this.agentFor = null;
  }

  private get authMode(): AgentAuthMode {
    return this.options.authMode ?? 'both';
  }

  private currentAgent(): Agent {
    // In `dpop` mode the handshake carries no certificate: the proofs alone identify the agent.
    const credentials = allowsMtls(this.authMode) ? this.options.credentials() : undefined;
    if (this.agent && this.agentFor === credentials) return this.agent;
    this.agent?.destroy();
    const ca = [
      ...(this.options.publicRoots === false ? [] : rootCertificates),
      ...(this.options.trustedCaPems?.() ?? []),
    ];
    const secureContext = credentials
      ? createSecureContext({ ca, key: credentials.privateKeyPem, cert: credentials.certificatePem })
      : anonymousContext(ca);
    this.agent = new Agent({
      keepAlive: true,
      maxSockets: this.options.maxSockets ?? 1,
      // TLS sessions (tickets) cached per host: a reconnect after an idle close resumes the session.
      maxCachedSessions: 4,
      secureContext,
      // Node's built-in proxy support reaches custom agents only through this option (the chart
      // sets NODE_USE_ENV_PROXY with HTTPS_PROXY/NO_PROXY); Node versions without it ignore it.
      ...(process.env.NODE_USE_ENV_PROXY === '1' ? { proxyEnv: process.env } : {}),
    } as AgentOptions);
    // Idle close: a socket back in the pool gets the idle timeout (the agent's own timeout
    // handler destroys a free socket that times out); a request taking it sets its own timeout.
    // Not the Agent's `timeout` option, which also applies while a connection is being set up.
    const idleMs = this.options.idleSocketMs ?? DEFAULT_IDLE_SOCKET_MS;
    const agent = this.agent;
    agent.on('free', (socket: Socket) => {
      // The Agent's own 'free' listener ran first and may have handed the socket to a queued
      // request already; only a socket left in the free list is idle.
      if (Object.values(agent.freeSockets).some((list) => list?.includes(socket))) socket.setTimeout(idleMs);
    });
    this.agentFor = credentials;
    return this.agent;
  }
}

/**
 * TLS contexts without a client certificate (registration), by the CAs they trust: the same for
 * every registration of a process, so built once. Bounded: the trusted CAs change only when the
 * ArcBridgeCluster names other ones. (The fleet simulator registers thousands of agents in one
 * process; each built its own.)
 */
const anonymousContexts = new Map<string, SecureContext>();

function anonymousContext(ca: string[]): SecureContext {
  const key = ca.join('\n');
  let context = anonymousContexts.get(key);
  if (!context) {
    if (anonymousContexts.size >= 8) anonymousContexts.clear();
    context = createSecureContext({ ca });
    anonymousContexts.set(key, context);
  }
  return context;
}

/** W3C trace context: a new trace per request unless the caller continues one. */
export function newTraceparent(): string {
  return `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
}

/**
 * The CA the control plane returns at registration is usually the one the agent was configured
 * with: adding it twice to a TLS context parses it twice for every context built.
 */
export function distinctPems(pems: string[]): string[] {
  const seen = new Set<string>();
  return pems.filter((pem) => {
    const key = pem.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
