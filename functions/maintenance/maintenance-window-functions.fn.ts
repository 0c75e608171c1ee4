import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

/** The maintenance-window API: PUT (etag-versioned), GET, LIST, DELETE. */
export function registerMaintenanceWindowFunctions(runtime: RuntimeProvider): void {
  app.http(
    endpoints.putMaintenanceWindow.name,
    operatorFunction(endpoints.putMaintenanceWindow, runtime, async ({ params, body, headers }, rt) => {
      const ifMatch = headers.get('if-match') ?? undefined;
      const result = await rt.maintenanceWindows.put(params.tenantId, params.name, body, ifMatch);
      return { status: result.created ? 201 : 200, body: result.window, headers: { ETag: result.etag } };
    }),
  );
  app.http(
    endpoints.listMaintenanceWindows.name,
    operatorFunction(endpoints.listMaintenanceWindows, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.maintenanceWindows.list(params.tenantId),
    })),
  );
  app.http(
    endpoints.getMaintenanceWindow.name,
    operatorFunction(endpoints.getMaintenanceWindow, runtime, async ({ params }, rt) => {
      const { window, etag } = await rt.maintenanceWindows.get(params.tenantId, params.name);
      return { status: 200, body: window, headers: { ETag: etag } };
    }),
  );
  app.http(
    endpoints.deleteMaintenanceWindow.name,
    operatorFunction(endpoints.deleteMaintenanceWindow, runtime, async ({ params, headers }, rt) => {
      await rt.maintenanceWindows.delete(params.tenantId, params.name, headers.get('if-match') ?? undefined);
      return { status: 204 };
    }),
  );
}
