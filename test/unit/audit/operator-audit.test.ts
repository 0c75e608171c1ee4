import { HttpRequest } from '@azure/functions';
import { trace } from '@opentelemetry/api';
import { endpoints } from '../../../contract/endpoints';
import { auditEntry, isAudited, isRefusal } from '../../../functions/platform/http/operator-audit';

const subject = { tenantId: 'contoso', actor: 'alice' };
const request = (headers: Record<string, string> = {}) =>
  new HttpRequest({
    method: 'POST',
    url: 'https://cp.example.com/api/v1/tenants/contoso/rollouts?dryRun=1',
    headers,
  });

describe('which operator requests are audited', () => {
  it('changes by a caller of the tenant, whatever their outcome but 429 and refusals (recorded on their own terms)', () => {
    expect(isAudited(endpoints.createRollout, subject, 201)).toBe(true);
    expect(isAudited(endpoints.createRollout, subject, 403)).toBe(false);
    expect(isRefusal(403) && isRefusal(401) && !isRefusal(404)).toBe(true);
    expect(isAudited(endpoints.createRollout, subject, 500)).toBe(true);
    expect(isAudited(endpoints.createRollout, subject, 429)).toBe(false);
    expect(isAudited(endpoints.createRollout, undefined, 201)).toBe(false);
    expect(isAudited(endpoints.listRollouts, subject, 200)).toBe(false);
  });
});

describe('auditEntry', () => {
  it('names the resource from the path, the created resource, the source and the trace', () => {
    const span = trace.wrapSpanContext({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
    });
    const entry = auditEntry(
      endpoints.pauseRollout,
      request({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7:51234' }),
      subject,
      {
        status: 202,
        params: { tenantId: 'contoso', rolloutId: 'r-1' },
        headers: { Location: '/api/v1/tenants/contoso/rollouts/r-1' },
      },
      span,
    );
    expect(entry).toEqual({
      tenantId: 'contoso',
      actor: 'alice',
      action: 'pauseRollout',
      method: 'POST',
      path: '/api/v1/tenants/contoso/rollouts',
      resource: { rolloutId: 'r-1' },
      status: 202,
      location: '/api/v1/tenants/contoso/rollouts/r-1',
      clientAddress: '198.51.100.7',
      traceId: '0af7651916cd43dd8448eb211c80319c',
    });
  });

  it('leaves out what is not known (no span, no address, an invalid trace)', () => {
    const entry = auditEntry(
      endpoints.createRollout,
      request(),
      subject,
      { status: 400, params: {} },
      undefined,
    );
    expect(entry).not.toHaveProperty('traceId');
    expect(entry).not.toHaveProperty('clientAddress');
    expect(entry).not.toHaveProperty('location');
    const invalid = trace.wrapSpanContext({ traceId: '0'.repeat(32), spanId: '0'.repeat(16), traceFlags: 0 });
    expect(
      auditEntry(endpoints.createRollout, request(), subject, { status: 400, params: {} }, invalid),
    ).not.toHaveProperty('traceId');
  });
});
