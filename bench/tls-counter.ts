import tls from 'node:tls';

export interface TlsCounts {
  /** Client TLS connections opened (each one a handshake). */
  connections: number;
  /** Of those, handshakes that resumed a TLS session (abbreviated handshake). */
  resumed: number;
}

/**
 * Counts this process's client TLS handshakes while installed. node:https opens every connection
 * through `tls.connect`, so wrapping it sees the agents' connections without touching the agent.
 * Measurement only: `uninstall()` restores the original.
 */
export function countTlsConnections(): { counts: TlsCounts; uninstall: () => void } {
  const counts: TlsCounts = { connections: 0, resumed: 0 };
  const original = tls.connect;
  const wrapped = function (this: unknown, ...args: unknown[]): tls.TLSSocket {
    const socket = (original as (...a: unknown[]) => tls.TLSSocket).apply(this, args);
    counts.connections++;
    socket.once('secureConnect', () => {
      if (socket.isSessionReused()) counts.resumed++;
    });
    return socket;
  };
  tls.connect = wrapped as typeof tls.connect;
  return {
    counts,
    uninstall: () => {
      if (tls.connect === wrapped) tls.connect = original;
    },
  };
}
