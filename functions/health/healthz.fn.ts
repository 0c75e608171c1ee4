import { app } from '@azure/functions';
import { endpoints } from '../../contract/endpoints';
import { publicFunction } from '../platform/http/http-function';
import type { RuntimeProvider } from '../runtime';

export function registerHealthz(runtime: RuntimeProvider): void {
  app.http(
    endpoints.healthz.name,
    publicFunction(endpoints.healthz, runtime, async () => ({ status: 200, body: { status: 'ok' } })),
  );
}
