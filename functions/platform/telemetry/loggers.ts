import { SeverityNumber } from '@opentelemetry/api-logs';
import type { AnyValueMap, LoggerProvider } from '@opentelemetry/api-logs';
import { createLogger } from '../logger';
import type { LogLevel, Logger } from '../logger';
import { METER_NAME } from './telemetry';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const SEVERITY = {
  debug: SeverityNumber.DEBUG,
  info: SeverityNumber.INFO,
  warn: SeverityNumber.WARN,
  error: SeverityNumber.ERROR,
} as const;

type Level = Exclude<LogLevel, 'silent'>;

/**
 * The Logger over OpenTelemetry logs (Azure): every log call is one log record whose body is the
 * message, verbatim, and whose attributes are the fields. Application Insights stores the body as
 * `traces.message` and the attributes as `customDimensions`, which is what the alerts and runbooks
 * query (`where message == "cluster registered"`); a formatted body would break them.
 */
export function createOtelLogger(provider: LoggerProvider, level: LogLevel): Logger {
  const logger = provider.getLogger(METER_NAME);
  const emit = (at: Level, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    logger.emit({
      body: message,
      severityNumber: SEVERITY[at],
      severityText: at.toUpperCase(),
      attributes: toAttributes(fields),
    });
  };
  return levels(emit);
}

/**
 * Console logs for people (embedded host on a terminal): `12:00:01 INFO  cluster registered
 * tenantId=contoso clusterId=c-1a2b`. When stderr is not a terminal the JSON logger is used
 * instead, so log collectors and tests keep one parseable line per event.
 */
export function createReadableLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line + '\n'),
): Logger {
  const emit = (at: Level, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const time = new Date().toISOString().slice(11, 19);
    const rest = Object.entries(fields ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${formatValue(value)}`)
      .join(' ');
    write(`${time} ${at.toUpperCase().padEnd(5)} ${message}${rest ? `  ${rest}` : ''}`);
  };
  return levels(emit);
}

/** The embedded host's console logger: readable on a terminal, JSON lines otherwise. */
export function createConsoleLogger(level: LogLevel, pretty = Boolean(process.stderr.isTTY)): Logger {
  return pretty ? createReadableLogger(level) : createLogger(level);
}

function levels(emit: (at: Level, message: string, fields?: Record<string, unknown>) => void): Logger {
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

function toAttributes(fields: Record<string, unknown> | undefined): AnyValueMap {
  const out: AnyValueMap = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === undefined) continue;
    out[key] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
  }
  return out;
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"]/.test(value) ? JSON.stringify(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
