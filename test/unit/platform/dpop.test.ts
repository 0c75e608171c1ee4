import { normalizeHtu } from '../../../contract/agent-auth';
import { loadConfig } from '../../../functions/platform/config';
import { DpopReplayCache } from '../../../functions/platform/identity/dpop-replay-cache';

describe('the DPoP replay cache', () => {
  it('refuses a jti seen before until it expires, per certificate serial', () => {
    const cache = new DpopReplayCache();
    expect(cache.remember('01', 'a', 60_000, 0)).toBe(true);
    expect(cache.remember('01', 'a', 60_000, 59_999)).toBe(false);
    // Another cluster's certificate may use the same jti.
    expect(cache.remember('02', 'a', 60_000, 1)).toBe(true);
    // After the proof's window closed it is refused for its age elsewhere; the cache forgets it.
    expect(cache.remember('01', 'a', 120_000, 60_000)).toBe(true);
  });

  it('forgets expired entries as new ones arrive, and stays within its bound', () => {
    const cache = new DpopReplayCache(3);
    for (let i = 0; i < 3; i++) cache.remember('01', `j${i}`, 1_000 + i, 0);
    expect(cache.size).toBe(3);
    // Full of unexpired entries: the oldest gives way.
    expect(cache.remember('01', 'j3', 2_000, 500)).toBe(true);
    expect(cache.size).toBe(3);
    expect(cache.remember('01', 'j0', 2_000, 500)).toBe(true);
    // All expired by now: swept on the next insert.
    cache.remember('01', 'late', 10_000, 5_000);
    expect(cache.size).toBe(1);
  });
});

describe('htu normalisation (RFC 9449 §4.3, RFC 3986 §6.2.2-6.2.3)', () => {
  it.each([
    ['HTTPS://Example.COM:443/api/v1/x?q=1#f', 'https://example.com/api/v1/x'],
    ['https://example.com/api/./v1/../v1/x', 'https://example.com/api/v1/x'],
    ['http://example.com:80', 'http://example.com/'],
    [
      'https://127.0.0.1:7071/api/v1/clusters/c-1/heartbeat',
      'https://127.0.0.1:7071/api/v1/clusters/c-1/heartbeat',
    ],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeHtu(input)).toBe(expected);
  });

  it.each(['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/x'])('refuses %s', (input) => {
    expect(normalizeHtu(input)).toBeUndefined();
  });
});

describe('agent authentication settings', () => {
  it('defaults to both modes and a 60 s window, and refuses what it cannot use', () => {
    expect(loadConfig({}).agentAuth).toEqual({ mode: 'both', dpopWindowSeconds: 60 });
    expect(
      loadConfig({ ARCBRIDGE_AGENT_AUTH: 'dpop', ARCBRIDGE_PUBLIC_URL: 'https://cp.example.com' }).agentAuth,
    ).toEqual({ mode: 'dpop', dpopWindowSeconds: 60, publicUrl: 'https://cp.example.com' });
    expect(() => loadConfig({ ARCBRIDGE_AGENT_AUTH: 'tls' })).toThrow(/ARCBRIDGE_AGENT_AUTH/);
    expect(() => loadConfig({ ARCBRIDGE_DPOP_WINDOW_SECONDS: '3600' })).toThrow(
      /ARCBRIDGE_DPOP_WINDOW_SECONDS/,
    );
    expect(() => loadConfig({ ARCBRIDGE_PUBLIC_URL: 'ftp://cp.example.com' })).toThrow(
      /ARCBRIDGE_PUBLIC_URL/,
    );
  });
});
