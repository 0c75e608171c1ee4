import { isIP } from 'node:net';
import { app } from '@azure/functions';
import type { RuntimeProvider } from '../runtime';
import { problemResponse } from '../platform/http/http-function';
import { toProblem } from '../platform/http/error-mapping';
import { hasRole } from '../platform/identity/operator-identity';
import { Problem, problems } from '../../contract/problems';

/** The Prometheus exposition route, relative to `/api` (not part of the agent/operator API contract). */
export const METRICS_ROUTE = 'metrics';

/**
 * `GET /api/metrics`: the Prometheus text of every ArcBridge metric, served by the embedded host
 * (embedded and emulated modes). In Azure metrics go to Application Insights and this answers 404.
 *
 * Who may scrape: when the host binds a loopback address (the default 127.0.0.1) only local
 * processes can connect, so the endpoint is open, like any local exporter. Bound to anything else
 * it needs an operator token with the `admin` role (metrics name every tenant), which Prometheus
 * sends with `authorization: { credentials_file: ... }`.
 */
export function registerMetrics(runtimeProvider: RuntimeProvider): void {
  app.http('metrics', {
    route: METRICS_ROUTE,
    methods: ['GET'],
    authLevel: 'anonymous',
    handler: async (request) => {
      try {
        const runtime = await runtimeProvider();
        const prometheus = runtime.telemetry.prometheus;
        if (!prometheus) {
          throw new Problem({
            status: 404,
            slug: 'metrics-not-served',
            title: 'Metrics are not served here',
            detail:
              'This control plane exports metrics to Application Insights (customMetrics), not over HTTP.',
          });
        }
        if (!isLoopback(runtime.config.host)) {
          const principal = await runtime.operators.verify(request.headers.get('authorization'));
          if (!hasRole(principal, 'admin')) {
            throw problems.forbidden('Scraping metrics needs the admin role: metrics cover every tenant.');
          }
        }
        return {
          status: 200,
          headers: {
            'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
            'Cache-Control': 'no-store',
          },
          body: await prometheus(),
        };
      } catch (err) {
        return problemResponse(toProblem(err), '/api/metrics');
      }
    },
  });
}

export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}
