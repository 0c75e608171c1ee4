import { trace } from '@opentelemetry/api';
import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { toProblem } from '../platform/http/error-mapping';
import { sourceLimitedFunction } from '../platform/http/http-function';
import { enforceTenantRateLimit } from '../platform/http/rate-limit';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import { CLUSTER_ID_ATTRIBUTE, TENANT_ID_ATTRIBUTE } from '../../contract/trace-context';
import type { RuntimeProvider } from '../runtime';
import { tenantOfToken } from './bootstrap-tokens';

/**
 * `POST /api/v1/register`. The caller holds nothing we issued yet, so the order of charges is the
 * defence: every attempt costs its source address (before the body is read, in the shell); only an
 * attempt whose token verified (one store read, no write) and whose CSR is sound costs the tenant
 * the token names. A stranger claiming tenant X therefore drains its own address's bucket, never X's.
 * (Admitting before charging also keeps a holder of one valid token from draining its tenant with
 * broken CSRs, which would never consume the token.)
 */
export function registerRegister(runtime: RuntimeProvider): void {
  const endpoint = endpoints.register;
  app.http(
    endpoint.name,
    sourceLimitedFunction(endpoint, runtime, 'registerAddress', async ({ body, principal }, rt) => {
      const started = performance.now();
      // Metrics name a tenant only once its token verified: a claim would let anyone mint series.
      let tenantId = '-';
      const observe = (outcome: 'registered' | 'rejected' | 'error') => {
        const attributes = { tenantId, outcome };
        rt.telemetry.instruments.registrationDuration.record(
          (performance.now() - started) / 1000,
          attributes,
        );
        rt.telemetry.instruments.registrations.add(1, attributes);
      };
      try {
        const token = await rt.registration.verifyBootstrapToken(body.bootstrapToken, body.clusterUid);
        // A used token asking for its lost answer verified only once its key matched (admit).
        if (token.resumes !== 'answerLost') tenantId = token.tenantId;
        const admitted = await rt.registration.admit(token, body);
        tenantId = token.tenantId;
        enforceTenantRateLimit(rt, 'register', tenantId);
        const result = await rt.registration.register(admitted);
        // The cluster exists from here on: its first trace is found by its id like every later one.
        trace.getActiveSpan()?.setAttributes({
          [TENANT_ID_ATTRIBUTE]: tenantId,
          [CLUSTER_ID_ATTRIBUTE]: result.clusterId,
        });
        observe('registered');
        return { status: 201, body: result, headers: { 'Cache-Control': 'no-store' } };
      } catch (err) {
        const problem = toProblem(err);
        // A 429 is not a verdict on the registration: the agent retries the same token later.
        if (problem.status === 429) throw err;
        if (problem.status < 500) {
          observe('rejected');
          rt.log.warn(LogEvents.registrationRejected.name, {
            tenantId,
            claimedTenantId: tenantOfToken(body.bootstrapToken) ?? '-',
            reason: problem.type.split('/').pop(),
            address: principal.address ?? '-',
          });
        } else {
          observe('error');
        }
        throw err;
      }
    }),
  );
}
