import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction, operatorFunction } from '../platform/http/http-function';
import { CLIENT_CERT_HEADER } from '../platform/identity/client-certificate';
import type { RuntimeProvider } from '../runtime';

/** The sync-rule API (operators) and the agents' sync exchange. */
export function registerSyncFunctions(runtime: RuntimeProvider): void {
  app.http(
    endpoints.putSyncRule.name,
    operatorFunction(endpoints.putSyncRule, runtime, async ({ params, body, headers }, rt) => {
      const ifMatch = headers.get('if-match') ?? undefined;
      const result = await rt.sync.rules.put(params.tenantId, params.name, body, ifMatch);
      return { status: result.created ? 201 : 200, body: result.rule, headers: { ETag: result.etag } };
    }),
  );
  app.http(
    endpoints.listSyncRules.name,
    operatorFunction(endpoints.listSyncRules, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.sync.rules.list(params.tenantId),
    })),
  );
  app.http(
    endpoints.getSyncRule.name,
    operatorFunction(endpoints.getSyncRule, runtime, async ({ params }, rt) => {
      const { rule, etag } = await rt.sync.rules.get(params.tenantId, params.name);
      return { status: 200, body: rule, headers: { ETag: etag } };
    }),
  );
  app.http(
    endpoints.deleteSyncRule.name,
    operatorFunction(endpoints.deleteSyncRule, runtime, async ({ params, headers }, rt) => {
      await rt.sync.rules.delete(params.tenantId, params.name, headers.get('if-match') ?? undefined);
      return { status: 204 };
    }),
  );
  app.http(
    endpoints.syncExchange.name,
    agentFunction(endpoints.syncExchange, runtime, async ({ body, headers, principal }, rt) => ({
      status: 200,
      body: await rt.sync.exchange.exchange(
        { ...principal, certificate: headers.get(CLIENT_CERT_HEADER) },
        body,
      ),
    })),
  );
}
