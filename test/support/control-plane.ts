import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../functions/platform/config';
import type { Clock } from '../../functions/platform/clock';
import { startEmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { Role } from '../../functions/platform/identity/operator-identity';
import { createHttpsClient } from './https-client';
import type { HttpsClient } from './https-client';

export interface TestControlPlane {
  plane: EmbeddedControlPlane;
  dataDir: string;
  caPem: string;
  client: HttpsClient;
  token(tenants: string | string[], role?: Role): Promise<string>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Starts the embedded control plane on a random port in a temp data dir (or a given one, to test restarts). */
export async function startTestControlPlane(
  options: { dataDir?: string; env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestControlPlane> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'arcbridge-test-'));
  const config = loadConfig({
    ARCBRIDGE_DATA_DIR: dataDir,
    PORT: '0',
    ARCBRIDGE_LOG_LEVEL: 'silent',
    ...options.env,
  });
  const plane = await startEmbeddedControlPlane(config, options.clock ? { clock: options.clock } : {});
  const caPem = readFileSync(plane.caCertificatePath, 'utf8');
  const client = createHttpsClient(plane.url, caPem);
  return {
    plane,
    dataDir,
    caPem,
    client,
    token: (tenants, role = 'admin') =>
      plane.issuer.mint({
        subject: 'test-operator',
        roles: [role],
        tenants: Array.isArray(tenants) ? tenants : [tenants],
        ttlSeconds: 600,
      }),
    async stop({ keepData = false } = {}) {
      client.close();
      await plane.stop();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
