import { traceFields } from '../../contract/trace-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/**
 * One JSON object per line on stdout: what log collectors in clusters expect. A line written
 * inside a span (registration, desired fetch, install, ...) carries its `traceId` and `spanId`: the
 * same trace id the control plane's requests, dependencies and logs carry in Application Insights.
 */
export function jsonLogger(
  level: LogLevel,
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const emit = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        msg,
        ...traceFields(),
        ...base,
        ...fields,
      }),
    );
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => jsonLogger(level, { ...base, ...fields }, write),
  };
}

export const silentLogger: Logger = jsonLogger('silent');
