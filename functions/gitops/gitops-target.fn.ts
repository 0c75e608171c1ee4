import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

/** PUT/GET/DELETE /v1/tenants/{tenantId}/gitops. */
export function registerGitOpsTargetFunctions(runtime: RuntimeProvider): void {
  app.http(
    endpoints.putGitOpsTarget.name,
    operatorFunction(endpoints.putGitOpsTarget, runtime, async ({ params, body }, rt) => {
      const result = await rt.gitops.targets.put(params.tenantId, body);
      return { status: result.created ? 201 : 200, body: result.target };
    }),
  );
  app.http(
    endpoints.getGitOpsTarget.name,
    operatorFunction(endpoints.getGitOpsTarget, runtime, async ({ params }, rt) => ({
      status: 200,
      body: await rt.gitops.targets.get(params.tenantId),
    })),
  );
  app.http(
    endpoints.deleteGitOpsTarget.name,
    operatorFunction(endpoints.deleteGitOpsTarget, runtime, async ({ params }, rt) => {
      await rt.gitops.targets.delete(params.tenantId);
      return { status: 204 };
    }),
  );
}
