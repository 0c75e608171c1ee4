import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction, operatorFunction } from '../platform/http/http-function';
import { CLIENT_CERT_HEADER } from '../platform/identity/client-certificate';
import type { z } from 'zod';
import type { EndpointContract } from '../../contract/endpoint';
import type { Runtime, RuntimeProvider } from '../runtime';

/** The brokering API (operators) and the agents' broker exchange. */
export function registerBrokerFunctions(runtime: RuntimeProvider): void {
  app.http(
    endpoints.listOffers.name,
    operatorFunction(endpoints.listOffers, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.broker.offers.list(params.tenantId),
    })),
  );
  for (const [endpoint, cordoned] of [
    [endpoints.cordonProvider, true],
    [endpoints.uncordonProvider, false],
  ] as const) {
    app.http(
      endpoint.name,
      operatorFunction(endpoint, runtime, async ({ params }, rt) => ({
        status: 200,
        body: await rt.broker.offers.cordon(params.tenantId, params.clusterId, cordoned),
      })),
    );
  }
  app.http(
    endpoints.explainPlacement.name,
    operatorFunction(endpoints.explainPlacement, runtime, async ({ params, query }, rt) => ({
      status: 200,
      body: await rt.broker.explain.explain(params.tenantId, query),
    })),
  );
  app.http(
    endpoints.putBrokeredApi.name,
    operatorFunction(endpoints.putBrokeredApi, runtime, async ({ params, body, headers }, rt) => {
      const result = await rt.broker.apis.put(
        params.tenantId,
        params.name,
        body,
        headers.get('if-match') ?? undefined,
      );
      return { status: result.created ? 201 : 200, body: result.api, headers: { ETag: result.etag } };
    }),
  );
  app.http(
    endpoints.putMigration.name,
    operatorFunction(endpoints.putMigration, runtime, async ({ params, body, headers }, rt) => {
      const result = await rt.broker.migrations.put(
        params.tenantId,
        params.name,
        body,
        headers.get('if-match') ?? undefined,
      );
      return { status: result.created ? 201 : 200, body: result.migration, headers: { ETag: result.etag } };
    }),
  );
  registerReadAndDelete(
    runtime,
    endpoints.listBrokeredApis,
    endpoints.getBrokeredApi,
    endpoints.deleteBrokeredApi,
    (rt) => ({
      list: (tenantId) => rt.broker.apis.list(tenantId),
      get: async (tenantId, name) => {
        const { api, etag } = await rt.broker.apis.get(tenantId, name);
        return { item: api, etag };
      },
      delete: (tenantId, name, ifMatch) => rt.broker.apis.delete(tenantId, name, ifMatch),
    }),
  );
  registerReadAndDelete(
    runtime,
    endpoints.listMigrations,
    endpoints.getMigration,
    endpoints.deleteMigration,
    (rt) => ({
      list: (tenantId) => rt.broker.migrations.list(tenantId),
      get: async (tenantId, name) => {
        const { migration, etag } = await rt.broker.migrations.get(tenantId, name);
        return { item: migration, etag };
      },
      delete: (tenantId, name, ifMatch) => rt.broker.migrations.delete(tenantId, name, ifMatch),
    }),
  );
  app.http(
    endpoints.brokerExchange.name,
    agentFunction(endpoints.brokerExchange, runtime, async ({ body, headers, principal }, rt) => ({
      status: 200,
      body: await rt.broker.exchange.exchange(
        { ...principal, certificate: headers.get(CLIENT_CERT_HEADER) },
        body,
      ),
    })),
  );
}

interface NamedItems {
  list(tenantId: string): Promise<unknown>;
  get(tenantId: string, name: string): Promise<{ item: unknown; etag: string }>;
  delete(tenantId: string, name: string, ifMatch: string | undefined): Promise<void>;
}

type TenantEndpoint = EndpointContract<z.ZodObject<{ tenantId: z.ZodType<string> }>>;
type NamedEndpoint = EndpointContract<z.ZodObject<{ tenantId: z.ZodType<string>; name: z.ZodType<string> }>>;

/** LIST, GET (with its ETag) and DELETE (If-Match) of one kind of named item: brokered APIs, migrations. */
function registerReadAndDelete(
  runtime: RuntimeProvider,
  list: TenantEndpoint,
  get: NamedEndpoint,
  remove: NamedEndpoint,
  items: (rt: Runtime) => NamedItems,
): void {
  app.http(
    list.name,
    operatorFunction(list, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await items(rt).list(params.tenantId),
    })),
  );
  app.http(
    get.name,
    operatorFunction(get, runtime, async ({ params }, rt) => {
      const { item, etag } = await items(rt).get(params.tenantId, params.name);
      return { status: 200, body: item, headers: { ETag: etag } };
    }),
  );
  app.http(
    remove.name,
    operatorFunction(remove, runtime, async ({ params, headers }, rt) => {
      await items(rt).delete(params.tenantId, params.name, headers.get('if-match') ?? undefined);
      return { status: 204 };
    }),
  );
}
