import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { toProblem } from '../platform/http/error-mapping';
import { agentFunction } from '../platform/http/http-function';
import { problems } from '../../contract/problems';
import type { RuntimeProvider } from '../runtime';
import type { InventoryPrecondition } from './inventory-service';

export function registerPutInventory(runtime: RuntimeProvider): void {
  const endpoint = endpoints.putInventory;
  app.http(
    endpoint.name,
    agentFunction(endpoint, runtime, async ({ principal, body, headers }, rt) => {
      const result = await rt.inventory
        .put(principal.tenantId, principal.clusterId, body, precondition(headers))
        .catch((err: unknown) => {
          const status = toProblem(err).status;
          if (status === 412 || status === 428) {
            rt.telemetry.instruments.inventoryConflicts.add(1, {
              tenantId: principal.tenantId,
              reason: status === 412 ? 'stale-etag' : 'missing-precondition',
            });
          }
          throw err;
        });
      // The versions installed, beside the extensions' phases, for the fleet summary's counts.
      await rt.status.recordInstalled(
        principal.tenantId,
        principal.clusterId,
        result.summary.extensions,
        principal.cluster.doc,
      );
      return { status: result.created ? 201 : 200, body: result.summary, headers: { ETag: result.etag } };
    }),
  );
}

function precondition(headers: Headers): InventoryPrecondition {
  const ifMatch = headers.get('if-match');
  const ifNoneMatch = headers.get('if-none-match');
  if (ifMatch && ifNoneMatch) throw problems.badRequest('Send either If-Match or If-None-Match, not both.');
  if (ifNoneMatch !== null) {
    if (ifNoneMatch.trim() !== '*') throw problems.badRequest("If-None-Match on inventory must be '*'.");
    return { ifNoneMatch: '*' };
  }
  if (ifMatch !== null) {
    const tag = ifMatch.trim();
    if (tag.startsWith('W/'))
      throw problems.badRequest('If-Match needs the strong ETag returned by the last write.');
    return { ifMatch: tag };
  }
  return undefined;
}
