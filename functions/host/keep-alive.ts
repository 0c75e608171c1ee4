/**
 * Idle keep-alive connections are closed by the embedded host after this long: longer than an
 * agent's 30 s poll, so an agent keeps one connection instead of reconnecting at every poll, and
 * longer than the agent's own idle close (60 s), so the agent, not the server, closes it and no
 * request races the server's close. Closing after 5 s (tried on 2026-11-27 to save per-socket TLS
 * memory) made 10,000 agents reconnect at every poll, and registration collapsed at ~5,600
 * clusters with thousands of failed requests; with this value all 10,000 registered with none
 * (docs/performance.md).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
