import type { Socket } from 'node:net';

/**
 * Idle keep-alive connections are closed by the embedded host after this long: longer than an
 * agent's 30 s poll, so an agent keeps one connection instead of reconnecting at every poll, and
 * longer than the agent's own idle close (60 s), so the agent, not the server, closes it and no
 * request races the server's close. Closing after 5 s (to save per-socket TLS memory) made 10,000 agents reconnect at every poll, and registration collapsed at ~5,600
 * clusters with thousands of failed requests; with this value all 10,000 registered with none
 * (docs/performance.md).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Connections the embedded host keeps open between requests, by default. A kept mutual-TLS
 * connection costs ~57 KB of memory (Node's and OpenSSL's state for the socket; measured in
 * docs/performance.md), so this bounds kept sockets at ~1.1 GiB, above a 10,000-agent fleet's
 * ~560 MiB: every agent of such a fleet keeps its connection. A lower budget trades memory for
 * CPU: each agent over it pays a resumed TLS handshake (~1.5 ms of server CPU) per request, and
 * on the 2-core benchmark machine a budget of 4,000 for 10,000 agents overloaded the host during
 * the registration storm (docs/performance.md).
 */
export const DEFAULT_KEEP_ALIVE_CONNECTIONS = 20_000;

/**
 * Which connections stay open after a response. A connection is admitted the first time it is
 * answered while fewer than `max` connections are kept, and then stays kept until it closes (the
 * agent's idle close, or the keep-alive timeout); a connection answered while the budget is full
 * gets `Connection: close` with that response, so the client knows before it reuses the socket
 * and no request races a server-side close.
 *
 * First come, first kept, on purpose: with agents polling every 30 s, evicting the least recently
 * used connection (LRU) would evict every connection before its agent's next poll once the fleet
 * is larger than the budget, so every poll would pay a new handshake. Keeping a stable set makes
 * exactly the agents beyond the budget reconnect (a resumed TLS session: ~1.5 ms of server CPU
 * against ~0.2 ms for a request on a kept connection, measured in docs/performance.md).
 *
 * One-shot requests (registration: the agent's next request uses its new client certificate,
 * hence a new connection) never take a slot and are always closed after the response.
 */
export class KeepAliveBudget {
  private kept = 0;
  private readonly members = new WeakSet<Socket>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 0) throw new Error(`keep-alive budget must be >= 0, got ${max}`);
  }

  /** Connections kept at the moment. */
  get size(): number {
    return this.kept;
  }

  /** Whether the connection may stay open after the response about to be sent. */
  keep(socket: Socket, oneShot = false): boolean {
    if (this.members.has(socket)) return true;
    if (oneShot || this.kept >= this.max || socket.destroyed) return false;
    this.members.add(socket);
    this.kept++;
    socket.once('close', () => {
      this.kept--;
    });
    return true;
  }
}
