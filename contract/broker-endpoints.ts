import { z } from 'zod';
import {
  BrokeredApi,
  BrokeredApiList,
  BrokerName,
  Explanation,
  ExplainQuery,
  Migration,
  MigrationList,
  OfferList,
  ProviderCordon,
  PutBrokeredApiRequest,
  PutMigrationRequest,
} from './broker';
import { BROKER_EXCHANGE_MAX_BYTES, BrokerExchange, BrokerExchangeRequest } from './broker-exchange';
import { ClusterId, TenantId } from './common';
import { defineEndpoint } from './endpoint';

const KiB = 1024;

const TenantParams = z.object({ tenantId: TenantId });
const NamedParams = TenantParams.extend({ name: BrokerName });
const ProviderParams = TenantParams.extend({ clusterId: ClusterId });
const common401 = { description: 'Missing, invalid or expired credentials.' };
const common403 = { description: 'The caller may not act on this tenant.' };
const ifMatch = { 'If-Match': 'Write only if it is still at this ETag (412 otherwise).' };

function cordonEndpoint(name: 'cordonProvider' | 'uncordonProvider', verb: 'cordon' | 'uncordon') {
  return defineEndpoint({
    name,
    method: 'POST',
    route: `v1/tenants/{tenantId}/providers/{clusterId}/${verb}`,
    auth: 'operator',
    role: 'operator',
    tag: 'broker',
    summary:
      verb === 'cordon'
        ? 'Cordon a provider: no new placements; its objects move elsewhere, make before break'
        : 'Uncordon a provider: it takes new placements again',
    params: ProviderParams,
    responses: {
      200: { description: 'Done (idempotent)', schema: ProviderCordon },
      401: common401,
      403: common403,
      404: { description: 'No such cluster' },
    },
  });
}

/** `GET v1/tenants/{tenantId}/<collection>`: every item of the tenant. */
function listEndpoint(name: string, collection: string, summary: string, schema: z.ZodType) {
  return defineEndpoint({
    name,
    method: 'GET',
    route: `v1/tenants/{tenantId}/${collection}`,
    auth: 'operator',
    role: 'reader',
    tag: 'broker',
    summary,
    params: TenantParams,
    responses: { 200: { description: 'The items', schema }, 401: common401, 403: common403 },
  });
}

/** `GET v1/tenants/{tenantId}/<collection>/{name}`: one item with its ETag. */
function getEndpoint(name: string, collection: string, summary: string, schema: z.ZodType) {
  return defineEndpoint({
    name,
    method: 'GET',
    route: `v1/tenants/{tenantId}/${collection}/{name}`,
    auth: 'operator',
    role: 'reader',
    tag: 'broker',
    summary,
    params: NamedParams,
    responses: {
      200: { description: 'The item', schema, headers: { ETag: 'Its version.' } },
      401: common401,
      403: common403,
      404: { description: 'No item by that name' },
    },
  });
}

/** `DELETE v1/tenants/{tenantId}/<collection>/{name}`, conditional with If-Match. */
function deleteEndpoint(name: string, collection: string, summary: string) {
  return defineEndpoint({
    name,
    method: 'DELETE',
    route: `v1/tenants/{tenantId}/${collection}/{name}`,
    auth: 'operator',
    role: 'operator',
    tag: 'broker',
    summary,
    params: NamedParams,
    requestHeaders: ifMatch,
    responses: {
      204: { description: 'Deleted' },
      401: common401,
      403: common403,
      404: { description: 'No item by that name' },
      412: { description: 'It changed since the ETag in If-Match' },
    },
  });
}

export const brokerEndpoints = {
  listOffers: defineEndpoint({
    name: 'listOffers',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/offers',
    auth: 'operator',
    role: 'reader',
    tag: 'broker',
    summary: "List the tenant's offers: every AcceptAPI its provider clusters report",
    params: TenantParams,
    responses: {
      200: { description: 'The offers', schema: OfferList },
      401: common401,
      403: common403,
    },
  }),
  cordonProvider: cordonEndpoint('cordonProvider', 'cordon'),
  uncordonProvider: cordonEndpoint('uncordonProvider', 'uncordon'),
  explainPlacement: defineEndpoint({
    name: 'explainPlacement',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/broker/explain',
    auth: 'operator',
    role: 'reader',
    tag: 'broker',
    summary: 'Explain the placement of one consumer object: every provider, and what refused it',
    params: TenantParams,
    query: ExplainQuery,
    responses: {
      200: { description: 'The explanation', schema: Explanation },
      400: { description: 'Malformed query' },
      401: common401,
      403: common403,
      404: { description: 'No brokered object by that name in that cluster' },
    },
  }),
  putBrokeredApi: defineEndpoint({
    name: 'putBrokeredApi',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/brokered-apis/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'broker',
    summary:
      'Broker a kind: objects of it in consumer clusters are placed on accepting providers (idempotent)',
    description:
      'Every violation is listed at once (422): a bad selector, a kind another brokered API already brokers. `If-Match` with the ETag of a read makes the write conditional.',
    params: NamedParams,
    body: PutBrokeredApiRequest,
    maxBodyBytes: 64 * KiB,
    requestHeaders: ifMatch,
    responses: {
      200: { description: 'Updated (or unchanged)', schema: BrokeredApi, headers: { ETag: 'Its version.' } },
      201: { description: 'Created', schema: BrokeredApi, headers: { ETag: 'Its version.' } },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      412: { description: 'It changed since the ETag in If-Match' },
      413: { description: 'Body over 64 KiB' },
      422: { description: '`violations` lists every invalid field ({path, message}).' },
    },
  }),
  listBrokeredApis: listEndpoint(
    'listBrokeredApis',
    'brokered-apis',
    "List the tenant's brokered APIs",
    BrokeredApiList,
  ),
  getBrokeredApi: getEndpoint('getBrokeredApi', 'brokered-apis', 'Show one brokered API', BrokeredApi),
  deleteBrokeredApi: deleteEndpoint(
    'deleteBrokeredApi',
    'brokered-apis',
    'Stop brokering a kind: providers delete their copies, consumers release their finalizers',
  ),
  putMigration: defineEndpoint({
    name: 'putMigration',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/migrations/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'broker',
    summary: 'Move brokered objects from provider A to B through staged templates (idempotent)',
    description:
      'Every violation is listed at once (422): CEL that does not compile, an object not placed on `from`, a `to` whose offers do not accept an object. A `to` that is cordoned or offline: 409. A started migration cannot change (409); delete it and create another.',
    params: NamedParams,
    body: PutMigrationRequest,
    maxBodyBytes: 256 * KiB,
    requestHeaders: ifMatch,
    responses: {
      200: { description: 'Unchanged', schema: Migration, headers: { ETag: 'Its version.' } },
      201: { description: 'Created', schema: Migration, headers: { ETag: 'Its version.' } },
      400: { description: 'Malformed body' },
      401: common401,
      403: common403,
      409: { description: 'The destination is cordoned or offline, or the migration already started' },
      412: { description: 'It changed since the ETag in If-Match' },
      413: { description: 'Body over 256 KiB' },
      422: { description: '`violations` lists every invalid field ({path, message}).' },
    },
  }),
  listMigrations: listEndpoint(
    'listMigrations',
    'migrations',
    "List the tenant's migrations and their stages",
    MigrationList,
  ),
  getMigration: getEndpoint('getMigration', 'migrations', 'Show one migration and its stage', Migration),
  deleteMigration: deleteEndpoint(
    'deleteMigration',
    'migrations',
    'Delete a migration; its template objects go, placements stay where they are',
  ),
  brokerExchange: defineEndpoint({
    name: 'brokerExchange',
    method: 'POST',
    route: 'v1/clusters/{clusterId}/broker-exchange',
    auth: 'agent',
    tag: 'broker',
    summary: "An agent's brokering exchange: its offers, consumed objects and copies in, its work out",
    description:
      'Level-based: the agent reports every offer and copy it holds and the consumer objects that changed; the answer names the kinds it consumes, every copy it should hold as a provider, and the status and related resources to write back to its consumer objects.',
    params: z.object({ clusterId: ClusterId }),
    body: BrokerExchangeRequest,
    maxBodyBytes: BROKER_EXCHANGE_MAX_BYTES,
    responses: {
      200: { description: 'The work', schema: BrokerExchange },
      400: { description: 'Malformed body' },
      401: { description: 'No client certificate, not from this CA, expired or superseded.' },
      403: { description: 'The certificate belongs to another cluster' },
      413: { description: 'Body over 4 MiB, or one object’s spec over 256 KiB: send fewer per exchange' },
      422: { description: '`violations` lists every offer or object that cannot be taken.' },
      429: { description: 'Rate limited; retry after the Retry-After header.' },
    },
  }),
};
