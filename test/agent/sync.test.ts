import type { StatusEvent } from '../../contract/status';
import { ControlPlaneClient, ControlPlaneError } from '../../agent/controlplane/client';
import { parseRetryAfter } from '../../contract/retry-after';
import type { Transport, TransportRequest, TransportResponse } from '../../agent/controlplane/transport';
import { silentLogger } from '../../agent/observability/log';
import { afterRetryAfter, fullJitter, withJitter } from '../../agent/sync/backoff';
import { InventorySync } from '../../agent/sync/inventory-sync';
import { Loop } from '../../agent/sync/loop';
import { StatusBuffer } from '../../agent/sync/status-buffer';
import { StatusReporter } from '../../agent/sync/status-reporter';
import { eventually } from './harness';

const event = (i: number): StatusEvent => ({
  extension: `e${i}`,
  phase: 'Installed',
  reason: 'Reconciled',
  lastTransitionTime: new Date(1_700_000_000_000 + i).toISOString(),
  observedGeneration: 1,
});

describe('status buffering', () => {
  it('drops the oldest events first when full and counts them', () => {
    const drops: number[] = [];
    const buffer = new StatusBuffer(3, (_depth, dropped) => dropped && drops.push(dropped));
    for (let i = 0; i < 5; i++) buffer.push(event(i));
    expect(buffer.depth).toBe(3);
    expect(buffer.dropped).toBe(2);
    expect(drops).toEqual([1, 1]);
    expect(buffer.take(10).map((e) => e.extension)).toEqual(['e2', 'e3', 'e4']);
  });

  it('sends in batches of at most batchSize, asks for an early flush when a batch is full, and keeps a failed batch', async () => {
    const sent: StatusEvent[][] = [];
    let fail = false;
    let flushRequests = 0;
    const buffer = new StatusBuffer(1000);
    const reporter = new StatusReporter(
      buffer,
      {
        postStatus: async (events) => {
          if (fail) throw new ControlPlaneError('down', undefined);
          sent.push(events);
        },
      },
      100,
      () => flushRequests++,
    );
    for (let i = 0; i < 250; i++) reporter.record(event(i));
    expect(flushRequests).toBe(151); // from the 100th event on, each record asks
    expect(await reporter.flush()).toBe(250);
    expect(sent.map((b) => b.length)).toEqual([100, 100, 50]);

    fail = true;
    reporter.record(event(1));
    reporter.record(event(2));
    await expect(reporter.flush()).rejects.toThrow('down');
    expect(buffer.depth).toBe(2);
    fail = false;
    await reporter.flush();
    expect(sent.at(-1)!.map((e) => e.extension)).toEqual(['e1', 'e2']);
  });
});

describe('backoff and loops', () => {
  it('honours Retry-After as a floor, spread by at least a second after it', () => {
    expect(afterRetryAfter(5_000, () => 0)).toBe(5_000);
    expect(afterRetryAfter(5_000, () => 0.999)).toBe(5_999);
    expect(afterRetryAfter(60_000, () => 0.5)).toBe(63_000);
    const spread = new Set(Array.from({ length: 50 }, (_, i) => afterRetryAfter(2_000, () => i / 50)));
    expect(spread.size).toBe(50);
  });

  it('full jitter stays within [0, min(cap, base*2^n))', () => {
    expect(fullJitter(3, { baseMs: 100, capMs: 10_000 }, () => 0.999)).toBe(799);
    expect(fullJitter(30, { baseMs: 100, capMs: 10_000 }, () => 0.5)).toBe(5_000);
    expect(fullJitter(2, { baseMs: 100, capMs: 10_000 }, () => 0)).toBe(0);
    expect(withJitter(30_000, 0.1, () => 0)).toBe(27_000);
    expect(withJitter(30_000, 0.1, () => 1)).toBe(33_000);
  });

  it('retries failures with backoff and honours Retry-After over it', async () => {
    const times: number[] = [];
    const retries: number[] = [];
    let n = 0;
    const loop = new Loop(
      async () => {
        times.push(Date.now());
        n += 1;
        if (n === 1) throw new ControlPlaneError('busy', 429, 300);
        if (n === 2) throw new ControlPlaneError('down', undefined);
      },
      {
        name: 't',
        intervalMs: () => 60_000,
        backoff: { baseMs: 10, capMs: 20 },
        log: silentLogger,
        onRetry: (_e, delay) => retries.push(delay),
        random: () => 0.5,
      },
    );
    loop.start();
    await eventually(() => n >= 3, undefined, 10);
    await loop.stop();
    // Retry-After 300 ms, then jitter after it (random 0.5 of at least 1 s); then backoff.
    expect(retries).toEqual([800, 10]);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(290);
    expect(loop.consecutiveFailures).toBe(0);
  });
});

class ScriptedTransport implements Transport {
  readonly requests: TransportRequest[] = [];
  constructor(private readonly replies: Array<Partial<TransportResponse>>) {}
  async send(request: TransportRequest): Promise<TransportResponse> {
    this.requests.push(request);
    const reply = this.replies.shift() ?? { status: 500 };
    return { status: reply.status ?? 200, headers: reply.headers ?? {}, body: reply.body ?? '' };
  }
}

describe('control plane client', () => {
  const id = 'c-abcdefghijklmnopqrstuvwxyz';

  it('sends traceparent and parses Retry-After on 429 and 503', async () => {
    const transport = new ScriptedTransport([
      { status: 429, headers: { 'retry-after': '7' } },
      { status: 503, headers: { 'retry-after': new Date(Date.now() + 3_000).toUTCString() } },
      { status: 500, headers: { 'retry-after': '7' } },
    ]);
    const client = new ControlPlaneClient(transport, 't');
    const e1 = await client.heartbeat(id, { agentVersion: 't' }).catch((e: ControlPlaneError) => e);
    const e2 = await client.heartbeat(id, { agentVersion: 't' }).catch((e: ControlPlaneError) => e);
    const e3 = await client.heartbeat(id, { agentVersion: 't' }).catch((e: ControlPlaneError) => e);
    expect((e1 as ControlPlaneError).retryAfterMs).toBe(7_000);
    expect((e2 as ControlPlaneError).retryAfterMs).toBeGreaterThan(1_000);
    expect((e3 as ControlPlaneError).retryAfterMs).toBeUndefined();
    expect(transport.requests[0]!.path).toBe(`/api/v1/clusters/${id}/heartbeat`);
    expect(new Set(transport.requests.map((r) => r.headers.traceparent)).size).toBe(3);
    expect(parseRetryAfter('garbage')).toBeUndefined();
  });

  it('polls desired state with If-None-Match and understands 304', async () => {
    const transport = new ScriptedTransport([
      { status: 200, headers: { etag: '"abc"' }, body: JSON.stringify({ generation: 2, extensions: [] }) },
      { status: 304 },
    ]);
    const client = new ControlPlaneClient(transport);
    const first = await client.desired(id, undefined);
    expect(first).toEqual({ changed: true, state: { generation: 2, extensions: [] }, etag: '"abc"' });
    expect(await client.desired(id, '"abc"')).toEqual({ changed: false });
    expect(transport.requests[0]!.headers['if-none-match']).toBeUndefined();
    expect(transport.requests[1]!.headers['if-none-match']).toBe('"abc"');
  });
});

describe('inventory sync', () => {
  const snapshot = { nodes: [], namespaces: ['a'], pods: {} };

  it('writes with If-None-Match first, If-Match after, skips unchanged, and on 412 re-reads the ETag and retries', async () => {
    const calls: Array<string | undefined> = [];
    let stored = 'e0';
    const api = {
      putInventory: async (_inv: unknown, etag: string | undefined) => {
        calls.push(etag);
        if (etag !== undefined && etag !== stored) throw Object.assign(new Error('412'), { status: 412 });
        stored = `e${calls.length}`;
        return stored;
      },
      inventoryEtag: async () => stored,
    };
    stored = 'other-writer';
    const sync = new InventorySync(api);
    // First write: no ETag known (a restarted agent), so If-None-Match: *; the fake accepts it.
    expect(await sync.sync(snapshot, [])).toBe(true);
    expect(calls).toEqual([undefined]);
    expect(await sync.sync(snapshot, [])).toBe(false);
    stored = 'changed-elsewhere';
    expect(await sync.sync({ ...snapshot, namespaces: ['a', 'b'] }, [{ name: 'x', version: '1' }])).toBe(
      true,
    );
    expect(calls).toEqual([undefined, 'e1', 'changed-elsewhere']);
  });
});
