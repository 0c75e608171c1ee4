import { Agent, request } from 'node:https';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface TestRequest {
  method?: string;
  path: string;
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  token?: string;
  /** Client certificate and key for mutual TLS. */
  cert?: { certPem: string; keyPem: string };
  /** Connect from this local address (any of 127.0.0.0/8 on Linux), to appear as another client. */
  localAddress?: string;
  /**
   * An event stream (`text/event-stream`) is answered at its headers and then closed: its body
   * ends only when the server ends it, which a live stream does not.
   */
  eventStreamHeadersOnly?: boolean;
}

/** A real TLS client: trusts only the control plane's CA and presents a client certificate when given one. */
export function createHttpsClient(baseUrl: string, caPem: string) {
  const agents = new Map<string, Agent>();
  const agentFor = (cert?: { certPem: string; keyPem: string }) => {
    const key = cert ? cert.certPem : 'anonymous';
    let agent = agents.get(key);
    if (!agent) {
      agent = new Agent({
        ca: caPem,
        keepAlive: true,
        ...(cert ? { cert: cert.certPem, key: cert.keyPem } : {}),
      });
      agents.set(key, agent);
    }
    return agent;
  };
  return {
    async send(req: TestRequest): Promise<TestResponse> {
      const url = new URL(req.path, baseUrl);
      const payload =
        req.rawBody !== undefined
          ? Buffer.from(req.rawBody)
          : req.body !== undefined
            ? Buffer.from(JSON.stringify(req.body))
            : undefined;
      const headers: Record<string, string> = { ...(req.headers ?? {}) };
      if (payload) {
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = String(payload.length);
      }
      if (req.token) headers.authorization = `Bearer ${req.token}`;
      return new Promise<TestResponse>((resolve, reject) => {
        const options = {
          method: req.method ?? 'GET',
          headers,
          agent: agentFor(req.cert),
          // The agent keeps connections apart per local address (it is part of its pool key).
          ...(req.localAddress ? { localAddress: req.localAddress } : {}),
        };
        const r = request(url, options, (res) => {
          if (req.eventStreamHeadersOnly && res.headers['content-type']?.startsWith('text/event-stream')) {
            res.destroy();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: '',
              json: () => ({}) as never,
            });
            return;
          }
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        });
        r.on('error', reject);
        if (payload) r.write(payload);
        r.end();
      });
    },
    close() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
export type HttpsClient = ReturnType<typeof createHttpsClient>;
