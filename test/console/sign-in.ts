import { ApiClient } from '../../cli/api-client';
import { consoleCommand } from '../../cli/commands/console';
import type { TestControlPlane } from '../support/control-plane';

/** What `arcbridge console --no-open` prints, run against `tp` with a token of `role` for `tenant`. */
export async function consoleSignInUrl(
  tp: TestControlPlane,
  tenant: string,
  role: 'reader' | 'operator',
  ttlSeconds = 600,
): Promise<string> {
  const out: string[] = [];
  const token = await tp.plane.issuer.mint({
    subject: `${role}@example.com`,
    roles: [role],
    tenants: [tenant],
    ttlSeconds,
  });
  const code = await consoleCommand(
    { tenant, role, noOpen: true },
    {
      endpoint: () => tp.plane.url,
      client: async () => new ApiClient({ endpoint: tp.plane.url, caPem: tp.caPem, token }),
      open: async () => {
        throw new Error('--no-open must not open a browser');
      },
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    },
  );
  expect(code).toBe(0);
  const url = /https:\/\/\S+#code=\S+/.exec(out.join(''))?.[0];
  expect(url).toBeDefined();
  return url as string;
}
