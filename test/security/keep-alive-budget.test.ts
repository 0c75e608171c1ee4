import { Agent, request } from 'node:https';
import type { Socket } from 'node:net';
import { KeepAliveBudget } from '../../functions/host/keep-alive';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';

/**
 * The embedded host keeps at most ARCBRIDGE_HOST_KEEP_ALIVE_CONNECTIONS connections open between
 * requests (each kept mutual-TLS connection holds ~60 KB of native memory). Checked with real
 * keep-alive `node:https` agents: the first connections are kept and reused, a connection over the
 * budget is answered with `Connection: close` and closed by the server after its response, and a
 * registration never takes a slot.
 */

let tp: TestControlPlane;

beforeAll(async () => {
  tp = await startTestControlPlane({ env: { ARCBRIDGE_HOST_KEEP_ALIVE_CONNECTIONS: '2' } });
});
afterAll(async () => {
  await tp?.stop();
});

interface Answer {
  status: number;
  connection: string | undefined;
  reused: boolean;
  socket: Socket;
}

function get(agent: Agent, path = '/api/healthz', method = 'GET', body?: string): Promise<Answer> {
  const url = new URL(path, tp.plane.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent, ca: tp.caPem, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
            socket: req.socket!,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const closed = (socket: Socket) =>
  socket.destroyed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));

it('keeps the first connections up to the budget and closes the others after their response', async () => {
  const agents = Array.from({ length: 3 }, () => new Agent({ keepAlive: true, maxSockets: 1, ca: tp.caPem }));
  try {
    const first = await Promise.all(agents.map((agent) => get(agent)));
    expect(first.map((a) => a.status)).toEqual([200, 200, 200]);
    const kept = first.filter((a) => a.connection === 'keep-alive');
    const refused = first.filter((a) => a.connection === 'close');
    expect(kept).toHaveLength(2);
    expect(refused).toHaveLength(1);
    // The server closes the connection it did not keep; the client was told before reusing it.
    await closed(refused[0]!.socket);
    expect(tp.plane.host.keptConnections).toBe(2);

    // The kept connections are reused; the third agent's next request opens a new connection and
    // is again answered with `Connection: close` while the budget is full.
    const second = await Promise.all(agents.map((agent) => get(agent)));
    const byAgent = second.map((a, i) => ({ ...a, wasKept: first[i]!.connection === 'keep-alive' }));
    for (const a of byAgent.filter((a) => a.wasKept))
      expect(a).toMatchObject({ reused: true, connection: 'keep-alive' });
    for (const a of byAgent.filter((a) => !a.wasKept))
      expect(a).toMatchObject({ reused: false, connection: 'close' });

    // A kept connection that closes frees its slot for the next one.
    const keptAgent = agents[first.findIndex((a) => a.connection === 'keep-alive')]!;
    const keptSocket = first.find((a) => a.connection === 'keep-alive')!.socket;
    keptAgent.destroy();
    await closed(keptSocket);
    await waitFor(() => tp.plane.host.keptConnections === 1);
    const third = await get(agents[first.findIndex((a) => a.connection === 'close')]!);
    expect(third.connection).toBe('keep-alive');
    expect(tp.plane.host.keptConnections).toBe(2);
  } finally {
    agents.forEach((agent) => agent.destroy());
  }
});

it('never keeps a registration connection: the agent continues on a new one with its certificate', async () => {
  await waitFor(() => tp.plane.host.keptConnections === 0);
  const agent = new Agent({ keepAlive: true, maxSockets: 1, ca: tp.caPem });
  try {
    const answer = await get(agent, '/api/v1/register', 'POST', '{}');
    expect(answer.status).toBe(400);
    expect(answer.connection).toBe('close');
    await closed(answer.socket);
    expect(tp.plane.host.keptConnections).toBe(0);
  } finally {
    agent.destroy();
  }
});

async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('KeepAliveBudget', () => {
  it('rejects a budget that is not a non-negative integer', () => {
    expect(() => new KeepAliveBudget(-1)).toThrow(/>= 0/);
    expect(() => new KeepAliveBudget(1.5)).toThrow(/>= 0/);
  });
});
