import { z } from 'zod';
import { ClusterId, TenantId } from './common';
import { defineEndpoint } from './endpoint';
import { SyncExchange, SyncExchangeRequest } from './sync-exchange';
import { PutSyncRuleRequest, SyncRule, SyncRuleDetail, SyncRuleList, SyncRuleName } from './sync-rules';

const KiB = 1024;

const TenantParams = z.object({ tenantId: TenantId });
const RuleParams = TenantParams.extend({ name: SyncRuleName });
const common401 = { description: 'Missing, invalid or expired credentials.' };
const common403 = { description: 'The caller may not act on this tenant.' };

export const syncEndpoints = {
  putSyncRule: defineEndpoint({
    name: 'putSyncRule',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/sync-rules/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'sync',
    summary: 'Keep objects of source clusters in sync on target clusters (idempotent)',
    description:
      'Every violation is listed at once (422): a bad selector, a `from` or `to` that matches no cluster now (unless `allowEmpty`), or a loop (a cluster that would sync the same object back to a cluster it gets it from). `If-Match` with the ETag of a read makes the write conditional.',
    params: RuleParams,
    body: PutSyncRuleRequest,
    maxBodyBytes: 64 * KiB,
    requestHeaders: { 'If-Match': 'Write only if the rule is still at this ETag (412 otherwise).' },
    responses: {
      200: {
        description: 'Updated (or unchanged)',
        schema: SyncRule,
        headers: { ETag: 'The version of the rule.' },
      },
      201: { description: 'Created', schema: SyncRule, headers: { ETag: 'The version of the rule.' } },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      412: { description: 'The rule changed since the ETag in If-Match' },
      413: { description: 'Body over 64 KiB' },
      422: { description: '`violations` lists every invalid field ({path, message}).' },
    },
  }),
  listSyncRules: defineEndpoint({
    name: 'listSyncRules',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/sync-rules',
    auth: 'operator',
    role: 'reader',
    tag: 'sync',
    summary: "List the tenant's sync rules",
    params: TenantParams,
    responses: {
      200: { description: 'The rules', schema: SyncRuleList },
      401: common401,
      403: common403,
    },
  }),
  getSyncRule: defineEndpoint({
    name: 'getSyncRule',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/sync-rules/{name}',
    auth: 'operator',
    role: 'reader',
    tag: 'sync',
    summary: 'Show one sync rule and where it stands on each source and target cluster',
    params: RuleParams,
    responses: {
      200: { description: 'The rule', schema: SyncRuleDetail, headers: { ETag: 'The version of the rule.' } },
      401: common401,
      403: common403,
      404: { description: 'No such rule' },
    },
  }),
  deleteSyncRule: defineEndpoint({
    name: 'deleteSyncRule',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/sync-rules/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'sync',
    summary: 'Delete a sync rule; targets delete or orphan their copies per its deletionPolicy',
    params: RuleParams,
    requestHeaders: { 'If-Match': 'Delete only if the rule is still at this ETag (412 otherwise).' },
    responses: {
      204: { description: 'Deleted' },
      401: common401,
      403: common403,
      404: { description: 'No such rule' },
      412: { description: 'The rule changed since the ETag in If-Match' },
    },
  }),
  syncExchange: defineEndpoint({
    name: 'syncExchange',
    method: 'POST',
    route: 'v1/clusters/{clusterId}/sync',
    auth: 'agent',
    tag: 'sync',
    summary: "An agent's resource-sync exchange: what it exported and applied in, its work out",
    description:
      "The agent declares its features and export kinds, sends changed source objects (a Secret's data sealed to each target) and how its copies went; the answer names the rules it is a source of (with the keys to seal to) and every copy it should hold.",
    params: z.object({ clusterId: ClusterId }),
    body: SyncExchangeRequest,
    maxBodyBytes: 4 * 1024 * KiB,
    responses: {
      200: { description: 'The work', schema: SyncExchange },
      400: { description: 'Malformed body' },
      401: { description: 'No client certificate, not from this CA, expired or superseded.' },
      403: { description: 'The certificate belongs to another cluster' },
      413: { description: 'Body over 4 MiB: send fewer exports per exchange' },
      422: {
        description: '`violations` lists every export that cannot be taken (e.g. an object over 512 KiB).',
      },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
};
