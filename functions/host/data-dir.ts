import { join } from 'node:path';

/** Where the embedded mode keeps its state; the CLI reads the same layout. */
export function dataDirLayout(dataDir: string) {
  return {
    database: join(dataDir, 'arcbridge.db'),
    bus: join(dataDir, 'bus.db'),
    caCertificate: join(dataDir, 'ca', 'ca.pem'),
    caKey: join(dataDir, 'ca', 'ca-key.pem'),
    operatorKey: join(dataDir, 'operator', 'issuer-key.pem'),
    endpointFile: join(dataDir, 'endpoint.json'),
  };
}

/** Written on start so the CLI finds a running embedded host without flags. */
export interface EndpointFile {
  url: string;
  caCertificatePath: string;
  pid: number;
  startedAt: string;
}
