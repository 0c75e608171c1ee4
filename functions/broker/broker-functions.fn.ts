import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction, operatorFunction } from '../platform/http/http-function';
import { CLIENT_CERT_HEADER } from '../platform/identity/client-certificate';
import type { RuntimeProvider } from '../runtime';

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
    endpoints.listBrokeredApis.name,
    operatorFunction(endpoints.listBrokeredApis, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.broker.apis.list(params.tenantId),
    })),
  );
  app.http(
    endpoints.getBrokeredApi.name,
    operatorFunction(endpoints.getBrokeredApi, runtime, async ({ params }, rt) => {
      const { api, etag } = await rt.broker.apis.get(params.tenantId, params.name);
      return { status: 200, body: api, headers: { ETag: etag } };
    }),
  );
  app.http(
    endpoints.deleteBrokeredApi.name,
    operatorFunction(endpoints.deleteBrokeredApi, runtime, async ({ params, headers }, rt) => {
      await rt.broker.apis.delete(params.tenantId, params.name, headers.get('if-match') ?? undefined);
      return { status: 204 };
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
  app.http(
    endpoints.listMigrations.name,
    operatorFunction(endpoints.listMigrations, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.broker.migrations.list(params.tenantId),
    })),
  );
  app.http(
    endpoints.getMigration.name,
    operatorFunction(endpoints.getMigration, runtime, async ({ params }, rt) => {
      const { migration, etag } = await rt.broker.migrations.get(params.tenantId, params.name);
      return { status: 200, body: migration, headers: { ETag: etag } };
    }),
  );
  app.http(
    endpoints.deleteMigration.name,
    operatorFunction(endpoints.deleteMigration, runtime, async ({ params, headers }, rt) => {
      await rt.broker.migrations.delete(params.tenantId, params.name, headers.get('if-match') ?? undefined);
      return { status: 204 };
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
