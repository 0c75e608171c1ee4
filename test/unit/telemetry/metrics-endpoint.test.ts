import { HttpRequest, InvocationContext } from '@azure/functions';
import type { HttpResponseInit } from '@azure/functions';
import { collectRegistrations } from '../../../functions/host/functions-core';
import { problems } from '../../../contract/problems';
import { isLoopback, registerMetrics } from '../../../functions/health/metrics.fn';
import type { Runtime } from '../../../functions/runtime';

/** Who may scrape GET /api/metrics: anyone on loopback, an admin elsewhere, nobody in Azure (404). */
describe('GET /api/metrics', () => {
  const runtime = (host: string, prometheus?: () => Promise<string>) =>
    ({
      config: { host },
      telemetry: prometheus ? { prometheus } : {},
      operators: {
        verify: async (header: string | null) => {
          if (header === 'Bearer admin') return { subject: 'a', roles: ['admin'], tenants: [] };
          if (header === 'Bearer reader') return { subject: 'r', roles: ['reader'], tenants: ['contoso'] };
          throw problems.unauthorized('no token');
        },
      },
    }) as unknown as Runtime;

  const call = async (rt: Runtime, authorization?: string): Promise<HttpResponseInit> => {
    const [registration] = collectRegistrations(() => registerMetrics(async () => rt));
    const request = new HttpRequest({
      method: 'GET',
      url: 'https://127.0.0.1/api/metrics',
      headers: authorization ? { authorization } : {},
    });
    return (await registration!.handler(request, new InvocationContext())) as HttpResponseInit;
  };
  const text = async () => 'arcbridge_http_requests_total 1\n';

  it('serves Prometheus text without a token when the host binds loopback', async () => {
    const response = await call(runtime('127.0.0.1', text));
    expect(response.status).toBe(200);
    expect(response.body).toBe('arcbridge_http_requests_total 1\n');
  });

  it('needs an admin operator token when the host binds a non-loopback address', async () => {
    expect((await call(runtime('0.0.0.0', text))).status).toBe(401);
    expect((await call(runtime('0.0.0.0', text), 'Bearer reader')).status).toBe(403);
    expect((await call(runtime('0.0.0.0', text), 'Bearer admin')).status).toBe(200);
  });

  it('answers 404 where telemetry goes to Application Insights', async () => {
    expect((await call(runtime('127.0.0.1'))).status).toBe(404);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '10.0.0.4', '::', 'example.com'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
