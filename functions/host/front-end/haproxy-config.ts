/**
 * The HAProxy configuration of the embedded host's TLS front end (ARCBRIDGE_FRONT_END=haproxy).
 * It does for the embedded host what Azure's front end does for the Functions host: it holds the
 * agents' TLS connections, asks for a client certificate without judging it, and hands the
 * request to the app with the certificate in X-ARR-ClientCert (base64 DER, App Service's form)
 * and the peer appended to X-Forwarded-For. The app verifies the certificate against its CA, as
 * it must in Azure, where the front end does not either (client certificate mode "Optional").
 *
 * Why HAProxy: it frees a TLS connection's buffers while the connection is idle
 * (SSL_MODE_RELEASE_BUFFERS), which Node cannot; a kept mutual-TLS connection costs ~27 KB in
 * HAProxy against ~57 KB in Node (docs/performance.md), and 10,000 agents keep one each.
 */
export interface HaproxyFrontEndSettings {
  /** Address and port the agents and operators connect to. */
  bindHost: string;
  port: number;
  /** The server certificate followed by its private key (PEM), a file only the owner can read. */
  certificateBundlePath: string;
  /** The CA whose name is sent in the certificate request (the Signer's CA). */
  clientCaPath: string;
  /** The embedded host's private Unix socket. */
  appSocketPath: string;
  /** Client connections at most (the embedded host's keep-alive budget). */
  maxConnections: number;
  /** Idle client connections are closed after this long (the embedded host's keep-alive timeout). */
  keepAliveTimeoutMs: number;
  /** Deadlines for slow clients: the request headers, and inactivity while a request is read. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Requests the app works on at once; the rest wait in HAProxy's queue. */
  appConcurrency: number;
}

/** X-ARR-ClientCert, as App Service names it; the handlers read the same header in Azure. */
const CLIENT_CERT_HEADER = 'X-ARR-ClientCert';

/** A path as one configuration word; HAProxy splits on blanks and reads quotes and `#`. */
function word(path: string): string {
  if (/[\s"'#\\$]/.test(path))
    throw new Error(
      `${path} cannot be used by the HAProxy front end (it contains a blank, quote, # or $); point ARCBRIDGE_DATA_DIR at a path without them.`,
    );
  return path;
}

export function renderHaproxyConfig(settings: HaproxyFrontEndSettings): string {
  const bind = settings.bindHost.includes(':') ? `[${settings.bindHost}]` : settings.bindHost;
  return [
    '# Written by ArcBridge at every start (functions/host/front-end/haproxy-config.ts); edits are lost.',
    'global',
    `  maxconn ${settings.maxConnections}`,
    // HAProxy reserves two descriptors per connection for maxconn and refuses to start when the
    // open-files limit is lower; the app side here uses a handful, so a warning is enough.
    '  no strict-limits',
    // One thread: HAProxy shares the machine with the host (and, in the benchmark, the
    // simulator). With a thread per core its threads woke each other across the busy cores: a
    // 304 read cost 87 us of HAProxy CPU with two threads on two cores against 53 us with one,
    // and the host's and the client's CPU per request fell too (fewer context switches);
    // bench/request-cost. One thread still holds 10,000 agents at a fraction of a core.
    '  nbthread 1',
    '  ssl-default-bind-options ssl-min-ver TLSv1.2',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    `  timeout client ${settings.requestTimeoutMs}ms`,
    `  timeout http-request ${settings.headersTimeoutMs}ms`,
    `  timeout http-keep-alive ${settings.keepAliveTimeoutMs}ms`,
    // Server-sent events (rollout progress) send a comment every 15 s; a minute of silence is a
    // stuck request.
    '  timeout server 60s',
    '  timeout queue 30s',
    'frontend arcbridge',
    // verify optional + ignore errors: a certificate of another CA, or an expired one, reaches the
    // app, which answers with a problem that says what to do (register again) instead of a
    // handshake failure the agent cannot explain. The ca-file names the CA in the request.
    `  bind ${bind}:${settings.port} ssl crt ${word(settings.certificateBundlePath)} ca-file ${word(settings.clientCaPath)} verify optional ca-ignore-err all crt-ignore-err all alpn http/1.1`,
    // Whatever a client sent in the header itself is dropped before the handshake's is set.
    `  http-request del-header ${CLIENT_CERT_HEADER}`,
    `  http-request set-header ${CLIENT_CERT_HEADER} %[ssl_c_der,base64] if { ssl_c_used }`,
    '  option forwardfor',
    '  default_backend app',
    'backend app',
    `  server app ${word(settings.appSocketPath)} maxconn ${settings.appConcurrency}`,
    '',
  ].join('\n');
}
