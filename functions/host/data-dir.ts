import { join } from 'node:path';
import { ensurePrivateDir, tightenIfPresent } from '../platform/files/private-files';

/** Where the embedded mode keeps its state; the CLI reads the same layout. */
export function dataDirLayout(dataDir: string) {
  return {
    database: join(dataDir, 'arcbridge.db'),
    bus: join(dataDir, 'bus.db'),
    caCertificate: join(dataDir, 'ca', 'ca.pem'),
    caKey: join(dataDir, 'ca', 'ca-key.pem'),
    operatorKey: join(dataDir, 'operator', 'issuer-key.pem'),
    endpointFile: join(dataDir, 'endpoint.json'),
    /** ARCBRIDGE_FRONT_END: HAProxy's configuration, certificate bundle and the app's socket. */
    frontEndDir: join(dataDir, 'front-end'),
  };
}

/** Written on start so the CLI finds a running embedded host without flags. */
export interface EndpointFile {
  url: string;
  caCertificatePath: string;
  pid: number;
  startedAt: string;
}

/**
 * Makes the data dir private before anything opens a file in it: the dir and its ca/ and operator/
 * folders 0700, existing databases, WALs, keys and the endpoint file 0600 (the CA certificate is
 * public and stays readable). Throws a PrivateDataError with one actionable line when the dir is
 * read-only or belongs to someone else.
 */
export function prepareDataDir(dataDir: string): void {
  const layout = dataDirLayout(dataDir);
  ensurePrivateDir(dataDir);
  ensurePrivateDir(join(dataDir, 'ca'));
  ensurePrivateDir(join(dataDir, 'operator'));
  for (const database of [layout.database, layout.bus]) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) tightenIfPresent(database + suffix);
  }
  for (const file of [layout.caKey, layout.operatorKey, layout.endpointFile]) tightenIfPresent(file);
}
