import { metrics, trace } from '@opentelemetry/api';
import { logs } from '@opentelemetry/api-logs';
import type { TokenCredential } from '@azure/core-auth';
import { flushAzureMonitor, shutdownAzureMonitor, useAzureMonitor } from 'applicationinsights';
import { ConfigError } from '../config';
import type { LogLevel, Logger } from '../logger';
import { createOtelLogger } from './loggers';
import { telemetryFrom } from './telemetry';
import type { Telemetry } from './telemetry';

export interface AzureTelemetryOptions {
  connectionString: string;
  /** DefaultAzureCredential in Azure: ingestion is Entra ID authenticated (the resource has local auth off). */
  credential: TokenCredential;
  logLevel: LogLevel;
}

/**
 * Telemetry in Azure: `applicationinsights` 3.x (the Azure Monitor OpenTelemetry distro) registers
 * the global OpenTelemetry providers, exporting metrics to `customMetrics`, log records to
 * `traces` and spans to `requests`/`dependencies`. Our instruments and logger sit on those
 * globals. Outgoing calls are traced by the Azure SDK instrumentation; the distro's Node `http`
 * instrumentation is off because the Functions worker's own HTTP proxy would otherwise add a second
 * server span per request next to the one the HTTP shell starts from the agent's `traceparent`.
 */
export function startAzureTelemetry(options: AzureTelemetryOptions): { telemetry: Telemetry; log: Logger } {
  assertConnectionString(options.connectionString);
  useAzureMonitor({
    azureMonitorExporterOptions: {
      connectionString: options.connectionString,
      credential: options.credential,
    },
    enableLiveMetrics: false,
    instrumentationOptions: { http: { enabled: false }, azureSdk: { enabled: true } },
  });
  const telemetry = telemetryFrom({
    meterProvider: metrics.getMeterProvider(),
    tracerProvider: trace.getTracerProvider(),
    flush: () => flushAzureMonitor(),
    shutdown: () => shutdownAzureMonitor(),
  });
  return { telemetry, log: createOtelLogger(logs.getLoggerProvider(), options.logLevel) };
}

/**
 * An instrumentation key alone (or a connection string without an ingestion endpoint) is the
 * legacy, key-authenticated way in; ArcBridge's Application Insights has local auth disabled, so
 * only a connection string plus Entra ID works. Fail at start-up with the fix, not silently later.
 */
export function assertConnectionString(value: string): void {
  const parts = Object.fromEntries(
    value
      .split(';')
      .map((part) => part.split('='))
      .filter((pair) => pair.length >= 2)
      .map(([key, ...rest]) => [String(key).trim().toLowerCase(), rest.join('=').trim()]),
  );
  if (!parts['instrumentationkey'] || !parts['ingestionendpoint']) {
    throw new ConfigError([
      'APPLICATIONINSIGHTS_CONNECTION_STRING: must be a connection string with InstrumentationKey and ' +
        'IngestionEndpoint (copy it from the Application Insights resource); a bare instrumentation key is refused ' +
        'because ingestion is authenticated with Entra ID (DefaultAzureCredential), not with the key',
    ]);
  }
}
