import { connect, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';

/**
 * A TCP proxy between one agent and the control plane that can cut the network: while partitioned
 * it closes what is open and holds new connections without forwarding a byte (a black hole, like a
 * dropped route: the agent's requests time out rather than being refused). TLS passes through
 * untouched, so the agent's mutual TLS is with the control plane itself.
 */
export class PartitionProxy {
  private readonly server: Server;
  private readonly open = new Set<Socket>();
  private partitioned = false;
  /** Connections accepted (forwarded or held). */
  connections = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    return (this.server.address() as AddressInfo).port;
  }

  get isPartitioned(): boolean {
    return this.partitioned;
  }

  partition(): void {
    this.partitioned = true;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  /** Held connections are dropped: the agent's next attempt connects through. */
  heal(): void {
    this.partitioned = false;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  async stop(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    this.connections++;
    this.track(client);
    client.on('error', () => client.destroy());
    if (this.partitioned) return; // held: nothing is read or forwarded
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private track(socket: Socket): void {
    this.open.add(socket);
    socket.on('close', () => this.open.delete(socket));
  }
}
