import { consoleCommand } from '../../../cli/commands/console';
import type { ApiClient } from '../../../cli/api-client';

function deps(opened: string[] = [], openWorks = true) {
  const out: string[] = [];
  const err: string[] = [];
  const calls: { method: string; path: string; role: string }[] = [];
  return {
    out,
    err,
    calls,
    opened,
    deps: {
      endpoint: () => 'https://127.0.0.1:4443/',
      client: async (_tenant: string, role: string) =>
        ({
          call: async (method: string, path: string) => {
            calls.push({ method, path, role });
            return {
              status: 201,
              headers: {},
              body: { code: 'abc_DEF-123', expiresAt: '2026-01-01T00:05:00.000Z', roles: [role] },
            };
          },
        }) as unknown as ApiClient,
      open: async (url: string) => {
        opened.push(url);
        return openWorks;
      },
      out: (t: string) => out.push(t),
      err: (t: string) => err.push(t),
    },
  };
}

describe('arcbridge console', () => {
  it('prints and opens a fragment link with the one-time code', async () => {
    const d = deps();
    expect(await consoleCommand({ tenant: 'contoso', role: 'operator' }, d.deps)).toBe(0);
    expect(d.calls).toEqual([{ method: 'POST', path: 'v1/console/sign-in-codes', role: 'operator' }]);
    expect(d.out.join('')).toContain('https://127.0.0.1:4443/#code=abc_DEF-123');
    expect(d.out.join('')).toContain('as operator');
    expect(d.opened).toEqual(['https://127.0.0.1:4443/#code=abc_DEF-123']);
  });

  it("names the roles the session really gets (an $ARCBRIDGE_TOKEN's, not --role's)", async () => {
    const d = deps();
    const client = d.deps.client;
    d.deps.client = async (tenant: string, role: string) => {
      const real = await client(tenant, role);
      return {
        call: async (method: string, path: string) => ({
          ...(await real.call(method, path)),
          body: { code: 'c0de', expiresAt: 'soon', roles: ['admin'] },
        }),
      } as unknown as ApiClient;
    };
    await consoleCommand({ tenant: 'contoso', role: 'reader', noOpen: true }, d.deps);
    expect(d.out.join('')).toContain('as admin.');
  });

  it('does not open with --no-open, says so when no opener works, and checks the role', async () => {
    const quiet = deps();
    await consoleCommand({ tenant: 'contoso', noOpen: true }, quiet.deps);
    expect(quiet.opened).toEqual([]);
    expect(quiet.out.join('')).toContain('as reader');
    const headless = deps([], false);
    await consoleCommand({ tenant: 'contoso' }, headless.deps);
    expect(headless.err.join('')).toContain('open the link above yourself');
    const bad = deps();
    expect(await consoleCommand({ tenant: 'contoso', role: 'root' }, bad.deps)).toBe(2);
    expect(bad.err.join('')).toContain('--role must be one of');
    expect(bad.calls).toEqual([]);
  });
});
