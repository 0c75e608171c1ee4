import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { agentFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerGetInventory(runtime: RuntimeProvider): void {
  const endpoint = endpoints.getInventory;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal }, rt) => {
      const { inventory, etag } = await rt.inventory.get(principal.tenantId, principal.clusterId);
      return { status: 200, body: inventory, headers: { ETag: etag } };
    }),
  );
}
