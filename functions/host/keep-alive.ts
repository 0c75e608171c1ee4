/**
 * Idle keep-alive connections are closed by the embedded host after this long. Agents poll every
 * 30 s and close their own idle connections after 4 s (agent/controlplane/transport.ts), so a
 * connection is held only while an agent is talking, not between polls.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
