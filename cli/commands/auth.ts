import { ROLES } from '../../functions/platform/identity/operator-identity';
import type { Role } from '../../functions/platform/identity/operator-identity';
import type { CliContext } from '../context';
import { parseDuration } from '../duration';
import type { Printer } from '../output';

export async function authToken(
  context: CliContext,
  printer: Printer,
  options: { tenant: string[]; role: string; ttl: string; subject: string },
): Promise<void> {
  if (!(ROLES as readonly string[]).includes(options.role)) {
    throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  }
  if (options.tenant.length === 0) throw new Error('--tenant is required (repeat it for several tenants)');
  const ttlSeconds = parseDuration(options.ttl);
  const token = await context.localIssuer().mint({
    subject: options.subject,
    roles: [options.role as Role],
    tenants: options.tenant,
    ttlSeconds,
  });
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  printer.result({ token, expiresAt, role: options.role, tenants: options.tenant }, () => token);
}
