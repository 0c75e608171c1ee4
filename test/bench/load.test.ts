import { closedLoop, openLoop } from '../../bench/load';

/** Holds the event loop (as a stalled generator or server would) for `ms`. */
const stall = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('bench load generators', () => {
  it('the open loop sends at the offered rate whether or not earlier requests answered', async () => {
    let started = 0;
    const result = await openLoop({
      ratePerSecond: 200,
      seconds: 0.5,
      warmupSeconds: 0,
      // Every request takes 100 ms: a closed loop of one would send 5, the schedule sends 100.
      op: async () => {
        started++;
        await new Promise((r) => setTimeout(r, 100));
      },
    });
    expect(result.sent).toBeGreaterThanOrEqual(99);
    expect(result.sent).toBeLessThanOrEqual(101);
    expect(started).toBe(result.sent);
    expect(result.latenciesMs).toHaveLength(result.sent);
    expect(Math.min(...result.latenciesMs)).toBeGreaterThanOrEqual(95);
    // A slow server is not the generator's lateness: every request went out about when due.
    const sorted = [...result.sendLagsMs].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(50);
  });

  it('the open loop counts a stall against every request that was due during it', async () => {
    let n = 0;
    const open = await openLoop({
      ratePerSecond: 100,
      seconds: 0.6,
      warmupSeconds: 0,
      op: async () => {
        if (n++ === 10) stall(200);
      },
    });
    // ~20 requests fell due while the loop was held: each waited for the rest of the stall.
    const late = open.latenciesMs.filter((ms) => ms >= 50);
    expect(late.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...open.latenciesMs)).toBeGreaterThanOrEqual(150);
    // The stall was the generator's own: its send lags say so, one per request sent.
    expect(open.sendLagsMs).toHaveLength(open.sent);
    expect(open.sendLagsMs.filter((ms) => ms >= 50).length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...open.sendLagsMs)).toBeGreaterThanOrEqual(150);

    // The closed loop measures from when it got to send, so the same stall costs one request.
    let m = 0;
    const closed = await closedLoop({
      concurrency: 1,
      seconds: 0.6,
      warmupSeconds: 0,
      op: async () => {
        if (m++ === 10) stall(200);
        await new Promise((r) => setTimeout(r, 10));
      },
    });
    expect(closed.latenciesMs.filter((ms) => ms >= 150).length).toBeLessThanOrEqual(2);
  });

  it('the open loop counts failures and keeps only the measured window', async () => {
    let n = 0;
    const result = await openLoop({
      ratePerSecond: 100,
      seconds: 0.3,
      warmupSeconds: 0.2,
      op: async () => {
        if (n++ % 2 === 0) throw new Error('refused');
      },
    });
    expect(n).toBeGreaterThanOrEqual(48);
    expect(result.sent).toBeGreaterThanOrEqual(29);
    expect(result.sent).toBeLessThanOrEqual(31);
    expect(result.errors + result.latenciesMs.length).toBe(result.sent);
    expect(result.errors).toBeGreaterThanOrEqual(14);
    expect(result.firstError).toBe('refused');
  });
});
