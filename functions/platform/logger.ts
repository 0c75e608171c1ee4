import { traceFields } from '../../contract/trace-context';

/**
 * Structured JSON logs on stderr. Fields are passed explicitly; nothing logs request bodies,
 * tokens or certificates, so secrets cannot leak through a log line. A line written inside a
 * span carries its `traceId` and `spanId`, so logs join the trace of the request they belong to.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// Alerts and queries select lines by `message` (the event name) and join them by `traceId`: a field
// of the same name must not replace them, so it is kept beside them as `field.<name>` instead.
const RESERVED = new Set(['time', 'level', 'message', 'traceId', 'spanId']);

function keepReserved(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields || !Object.keys(fields).some((key) => RESERVED.has(key))) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [RESERVED.has(key) ? `field.${key}` : key, value]),
  );
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line + '\n'),
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        message,
        ...traceFields(),
        ...keepReserved(fields),
      }),
    );
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

export const silentLogger: Logger = createLogger('silent');
