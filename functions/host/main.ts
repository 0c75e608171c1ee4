import { loadConfig } from '../platform/config';
import { StartupError } from '../platform/startup-error';
import { startEmbeddedControlPlane } from './embedded-control-plane';

/** `npm start`: the control plane on embedded adapters, until SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const plane = await startEmbeddedControlPlane(config);
  // Handlers go in before the banner: whoever reads the banner may signal at once.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal} received, shutting down...\n`);
    plane
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        process.stderr.write(`shutdown failed: ${String(err)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const cli = 'npx arcbridge';
  process.stdout.write(
    [
      '',
      `ArcBridge control plane (${config.mode}) listening on ${plane.url}/api`,
      `  data dir:        ${config.dataDir}`,
      `  CA certificate:  ${plane.caCertificatePath}`,
      `  routes:          ${plane.host.routeNames.length} functions`,
      ...(plane.frontEnd
        ? [`  TLS front end:   HAProxy (pid ${plane.frontEnd.pid}) in front of ${plane.host.url}`]
        : []),
      ...plane.adapters.map((line) => `  ${line}`),
      `  metrics:         curl --cacert ${plane.caCertificatePath} ${plane.url}/api/metrics`,
      '',
      'Get an operator token:',
      `  ${cli} auth token --tenant contoso --role admin`,
      'Next, mint a bootstrap token for a cluster:',
      `  ${cli} tokens create --tenant contoso`,
      `  curl --cacert ${plane.caCertificatePath} ${plane.url}/api/healthz`,
      '',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) {
    process.stderr.write(`${err.message}\n`);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(
      `Port already in use: ${(err as Error).message}. Set PORT to a free port, e.g. PORT=7072 npm start\n`,
    );
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
