import { z } from 'zod';
import { TenantId } from './common';
import { defineEndpoint } from './endpoint';

const NoParams = z.object({});

export const ConsoleSignInCodeResponse = z
  .object({
    code: z.string().describe('Single use; goes in the sign-in URL fragment (#code=...), never in a query.'),
    expiresAt: z.string().describe('At most 5 minutes from now.'),
    roles: z.array(z.string()).describe('The roles the console session will have (those of the token).'),
    tenants: z.array(z.string()),
  })
  .meta({ id: 'ConsoleSignInCodeResponse' });

export const ConsoleSessionRequest = z.object({ code: z.string().min(20).max(200) }).strict();

export const ConsoleSessionResponse = z
  .object({
    token: z.string().describe('The operator token the CLI handed over; keep it in memory only.'),
    subject: z.string(),
    roles: z.array(z.string()),
    tenants: z.array(z.string()),
    expiresAt: z.string(),
  })
  .meta({ id: 'ConsoleSessionResponse' });

export const ConsoleConfig = z
  .object({
    signIn: z.enum(['local', 'entra']),
    clientId: z.string().nullable(),
    authority: z.string().nullable(),
    scope: z.string().nullable(),
  })
  .meta({ id: 'ConsoleConfig' });

export const InstalledExtensionsList = z
  .object({
    items: z.array(
      z.object({
        clusterId: z.string(),
        extensions: z.array(z.object({ name: z.string(), version: z.string() })),
        reportedAt: z.string(),
      }),
    ),
    continuationToken: z.string().optional().describe('Pass back to get the next page; absent on the last.'),
  })
  .meta({ id: 'InstalledExtensionsList' });

export const consoleEndpoints = {
  listInstalledExtensions: defineEndpoint({
    name: 'listInstalledExtensions',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/installed-extensions',
    auth: 'operator',
    role: 'reader',
    tag: 'clusters',
    summary: 'The extension versions each cluster reported installed in its last inventory',
    description:
      'What the fleet overview counts by extension version: only the extensions list of each inventory, 1,000 clusters a page at most.',
    params: z.object({ tenantId: TenantId }),
    query: z
      .object({
        continuationToken: z.string().max(4096).optional(),
        limit: z.coerce.number().int().min(1).max(1000).optional(),
      })
      .strict(),
    responses: {
      200: { description: 'One page', schema: InstalledExtensionsList },
      401: { description: 'Missing, invalid or expired credentials.' },
      403: { description: 'The caller may not act on this tenant.' },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
  createConsoleSignInCode: defineEndpoint({
    name: 'createConsoleSignInCode',
    method: 'POST',
    route: 'v1/console/sign-in-codes',
    auth: 'operator',
    role: 'reader',
    tag: 'console',
    summary: 'Trade the caller’s operator token for a one-time console sign-in code',
    description:
      'Used by `arcbridge console`. The code works once, for at most 5 minutes (less if the token expires sooner).',
    params: NoParams,
    body: z.object({}).strict(),
    maxBodyBytes: 1024,
    responses: {
      201: { description: 'Created', schema: ConsoleSignInCodeResponse },
      401: { description: 'Missing, invalid or expired credentials.' },
      429: { description: 'Too many pending sign-ins; retry after the Retry-After header.' },
    },
  }),
  createConsoleSession: defineEndpoint({
    name: 'createConsoleSession',
    method: 'POST',
    route: 'v1/console/sessions',
    auth: 'none',
    tag: 'console',
    summary: 'Redeem a one-time console sign-in code',
    params: NoParams,
    body: ConsoleSessionRequest,
    maxBodyBytes: 1024,
    responses: {
      201: { description: 'Signed in', schema: ConsoleSessionResponse },
      400: { description: 'Malformed body' },
      401: { description: 'The code is unknown, used or expired: run `arcbridge console` again.' },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
  getConsoleConfig: defineEndpoint({
    name: 'getConsoleConfig',
    method: 'GET',
    route: 'v1/console/config',
    auth: 'none',
    tag: 'console',
    summary: 'How the console signs in here (local one-time codes, or Entra ID with PKCE)',
    params: NoParams,
    stateless: true,
    responses: { 200: { description: 'Console settings', schema: ConsoleConfig } },
  }),
};
