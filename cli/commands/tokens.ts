import type { CliContext } from '../context';
import { parseDuration } from '../duration';
import type { Printer } from '../output';

export async function createToken(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; ttl?: string; description?: string },
): Promise<void> {
  const client = await context.client(options.tenant, 'operator');
  const body = {
    ...(options.ttl ? { ttlSeconds: parseDuration(options.ttl) } : {}),
    ...(options.description ? { description: options.description } : {}),
  };
  const response = await client.call(
    'POST',
    `v1/tenants/${encodeURIComponent(options.tenant)}/bootstrap-tokens`,
    body,
  );
  const created = response.body as { token: string; expiresAt: string };
  printer.result(created, () =>
    [
      created.token,
      '',
      `Single use, expires ${created.expiresAt}. Give it to the agent as its bootstrap token;`,
      'it is shown only now (the control plane keeps only its hash).',
    ].join('\n'),
  );
}
