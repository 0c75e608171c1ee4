import { bootstrapTokenId } from '../../contract/registration';
import type { CliContext } from '../context';
import type { Printer } from '../output';
import { ago, orNone, table } from '../output';
import { CliError, EXIT, UsageError } from '../program/errors';

interface TokenRecord {
  id: string;
  description: string | null;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  state: 'Unused' | 'Used' | 'Expired';
  usedAt?: string;
  usedByClusterId?: string;
}

/** How many hex digits of a token id the table shows (and the least `tokens delete` accepts). */
const SHORT_ID = 12;

/** A token id as `tokens list` shows it, wherever the CLI names a token: its first hex digits. */
export const shortTokenId = (id: string): string => id.slice(0, SHORT_ID);

const tokensPath = (tenant: string) => `v1/tenants/${encodeURIComponent(tenant)}/bootstrap-tokens`;

async function allTokens(context: CliContext, tenant: string): Promise<TokenRecord[]> {
  return (await context.client(tenant, 'operator')).listAll<TokenRecord>(tokensPath(tenant));
}

export async function listTokens(context: CliContext, printer: Printer, options: { tenant: string }) {
  const items = await allTokens(context, options.tenant);
  const until = (token: TokenRecord) =>
    token.state === 'Used'
      ? `used ${ago(token.usedAt ?? null)} by ${orNone(token.usedByClusterId)}`
      : token.state === 'Expired'
        ? `expired ${ago(token.expiresAt)}`
        : `expires ${token.expiresAt}`;
  printer.result({ items }, () =>
    items.length === 0
      ? `No bootstrap tokens in tenant '${options.tenant}'. Create one: arcbridge tokens create --tenant ${options.tenant}`
      : table(
          ['ID', 'STATE', 'CREATED', 'CREATED BY', 'DESCRIPTION', 'USE'],
          items.map((token) => [
            shortTokenId(token.id),
            token.state,
            ago(token.createdAt),
            token.createdBy,
            token.description,
            until(token),
          ]),
        ),
  );
}

/**
 * The id `tokens delete` was given: the token itself (hashed here, as the control plane stores it:
 * revoking a token that leaked needs nothing else), a full id, or the start of one as `tokens list`
 * shows it (at least 12 digits, matching exactly one token).
 */
async function resolveTokenId(context: CliContext, tenant: string, given: string): Promise<string> {
  if (given.startsWith('abt.')) return bootstrapTokenId(given);
  const prefix = given.toLowerCase();
  if (!/^[a-f0-9]+$/.test(prefix) || prefix.length < SHORT_ID || prefix.length > 64) {
    throw new UsageError(
      `'${given}' is not a token id: give the ID 'arcbridge tokens list' shows (${SHORT_ID} or more hex digits) or the token itself`,
    );
  }
  if (prefix.length === 64) return prefix;
  const matches = (await allTokens(context, tenant)).filter((token) => token.id.startsWith(prefix));
  if (matches.length === 1) return matches[0]!.id;
  if (matches.length === 0) {
    throw new CliError(
      `no bootstrap token of tenant '${tenant}' has an id starting '${prefix}'`,
      EXIT.notFound,
    );
  }
  throw new UsageError(`'${prefix}' matches ${matches.length} tokens: give more of the id`);
}

export async function deleteToken(
  context: CliContext,
  printer: Printer,
  options: { tenant: string; token: string },
): Promise<void> {
  const id = await resolveTokenId(context, options.tenant, options.token);
  const client = await context.client(options.tenant, 'operator');
  await client.call('DELETE', `${tokensPath(options.tenant)}/${id}`);
  printer.result(
    { id, revoked: true },
    () => `Bootstrap token ${shortTokenId(id)} revoked: it can no longer register a cluster.`,
  );
}
