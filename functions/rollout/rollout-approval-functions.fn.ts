import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { operatorFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

/** Approve or reject the stage a rollout waits for, and the tenant's rollout settings (four eyes). */
export function registerRolloutApprovalFunctions(runtime: RuntimeProvider): void {
  for (const decision of ['approve', 'reject'] as const) {
    const endpoint = decision === 'approve' ? endpoints.approveRollout : endpoints.rejectRollout;
    app.http(
      endpoint.name,
      operatorFunction(endpoint, runtime, async ({ params, body, principal }, rt) => {
        await rt.rolloutApprovals.decide(params.tenantId, params.rolloutId, principal, body.stage, decision);
        return { status: 200, body: await rt.rollouts.get(params.tenantId, params.rolloutId) };
      }),
    );
  }
  app.http(
    endpoints.getRolloutSettings.name,
    operatorFunction(endpoints.getRolloutSettings, runtime, async ({ params }, rt) => {
      const { settings, etag } = await rt.rolloutSettings.get(params.tenantId);
      return { status: 200, body: settings, headers: { ETag: etag } };
    }),
  );
  app.http(
    endpoints.putRolloutSettings.name,
    operatorFunction(endpoints.putRolloutSettings, runtime, async ({ params, body, headers }, rt) => {
      const { settings, etag } = await rt.rolloutSettings.put(
        params.tenantId,
        body,
        headers.get('if-match') ?? undefined,
      );
      return { status: 200, body: settings, headers: { ETag: etag } };
    }),
  );
}
