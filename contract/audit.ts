import { z } from 'zod';
import { TenantId, Timestamp } from './common';
import { defineEndpoint } from './endpoint';

/** An audit event's id: newest first in id order (see functions/audit/audit-event-id.ts). */
export const AuditEventId = z.string().regex(/^[0-9]{15}-[0-9a-f]{12}$/);

export const AuditEvent = z
  .object({
    id: AuditEventId,
    time: Timestamp.describe('When the control plane answered the request.'),
    actor: z
      .string()
      .describe(
        "The operator token's subject (an Entra object id or the local user); `(unauthenticated)` for a request without a valid token.",
      ),
    action: z
      .string()
      .describe('The API operation, as named in the OpenAPI document (operationId), e.g. deleteCluster.'),
    method: z
      .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      .describe('A read (GET) is recorded only when it was refused (401 or 403).'),
    path: z.string().describe('The request path: which tenant and resource.'),
    resource: z
      .record(z.string(), z.string())
      .describe('The resource\'s names from the path, without the tenant, e.g. {"clusterId": "..."}.'),
    status: z.number().int().describe('The HTTP status the control plane answered.'),
    outcome: z
      .enum(['Succeeded', 'Failed', 'Denied'])
      .describe(
        'Succeeded (2xx), Denied (401: no valid token; 403: the token lacks the tenant or the role), Failed (any other error).',
      ),
    detail: z.string().optional().describe("The problem's detail when the request failed."),
    location: z.string().optional().describe('What the request created, from its Location header.'),
    clientAddress: z.string().optional().describe('Where the request came from, as the front end saw it.'),
    traceId: z.string().optional().describe('The W3C trace id of the request, to find its logs and spans.'),
    repeated: z
      .number()
      .int()
      .optional()
      .describe(
        'Refusals of the same caller counted, not recorded one by one, since its previous recorded refusal (refusals are recorded at most about one every 5 s per caller after a burst of 60).',
      ),
  })
  .meta({ id: 'AuditEvent' });

export const AuditEventList = z
  .object({
    items: z.array(AuditEvent).describe('Newest first.'),
    continuationToken: z.string().optional().describe('Pass back to get the next page; absent on the last.'),
  })
  .meta({ id: 'AuditEventList' });

export const ListAuditEventsQuery = z
  .object({
    actor: z.string().min(1).max(256).optional().describe('Only what this subject did.'),
    action: z.string().min(1).max(64).optional().describe('Only this operation, e.g. deleteCluster.'),
    outcome: z.enum(['Succeeded', 'Failed', 'Denied']).optional(),
    continuationToken: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
  })
  .strict();

export const auditEndpoints = {
  listAuditEvents: defineEndpoint({
    name: 'listAuditEvents',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/audit-events',
    auth: 'operator',
    role: 'reader',
    tag: 'audit',
    summary: 'Who changed what in the tenant, newest first, one page at a time',
    description:
      'Every request that tried to change something in the tenant (POST, PUT, PATCH, DELETE) by a caller whose token covers the tenant, with its outcome: what was done, what was refused for want of a role, what failed. Never request bodies. Kept ARCBRIDGE_AUDIT_RETENTION_DAYS days (90 by default), in Azure and in embedded mode.',
    params: z.object({ tenantId: TenantId }),
    query: ListAuditEventsQuery,
    responses: {
      200: { description: 'A page of events, newest first', schema: AuditEventList },
      400: { description: 'Malformed query' },
      401: { description: 'Missing, invalid or expired credentials.' },
      403: { description: 'The caller may not act on this tenant.' },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
};
