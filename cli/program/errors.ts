import { ApiError } from '../api-client';

/**
 * The exit codes `arcbridge` documents (docs/cli.md). They follow the Azure CLI's convention:
 * 1 a command that ran and failed, 2 a command line that could not be understood, 3 a resource
 * that does not exist; 130 and 141 are the shell's codes for an interrupt (Ctrl+C) and for a
 * reader that closed the pipe (`| head`), 128 + SIGINT and 128 + SIGPIPE.
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  notFound: 3,
  interrupted: 130,
  brokenPipe: 141,
} as const;

/** An error the CLI raises itself, already in the user's words, with the exit code it means. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The command line is wrong (a missing flag, a bad value, an unreadable file): exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = 'UsageError';
  }
}

/**
 * Where the request a command sent came from, so a problem's field paths can be shown as the
 * flag or the file field the user wrote: `body.ttlSeconds` is `--ttl`, `body.strategy.stages.0.gate`
 * in a rollout file is `rollout.yaml: strategy.stages[0].gate`.
 */
export interface RequestOrigin {
  /** Request field path (as the API reports it, e.g. `body.ttlSeconds`) -> the flag that set it. */
  flags?: Record<string, string>;
  /** The -f file (and document number, when it holds several) the request body was read from. */
  file?: { path: string; document?: number };
}

/** Attaches the origin to an API error thrown by `work`, so the error printer can translate paths. */
export async function fromOrigin<T>(origin: RequestOrigin, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError && !originOf(err)) origins.set(err, origin);
    throw err;
  }
}

const origins = new WeakMap<ApiError, RequestOrigin>();

export function originOf(err: ApiError): RequestOrigin | undefined {
  return origins.get(err);
}

/** `strategy.stages.0.gate` -> `strategy.stages[0].gate` (how YAML users name a list item). */
function yamlPath(segments: string[]): string {
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment,
    '',
  );
}

/**
 * The API's path parameters as every command takes them: the tenant from `--tenant`, ids as the
 * command's argument (named as in its help).
 */
const PATH_PARAMETERS: Record<string, string> = {
  tenantId: '--tenant',
  clusterId: '<clusterId>',
  rolloutId: '<rolloutId>',
};

/** One API field path in the user's terms. Paths the API did not take from the request stay as they are. */
export function describeField(path: string, origin: RequestOrigin | undefined): string {
  const flag = origin?.flags?.[path];
  if (flag) return flag;
  const [part, ...rest] = path.split('.');
  const file = origin?.file
    ? origin.file.document !== undefined
      ? `${origin.file.path} (document ${origin.file.document})`
      : origin.file.path
    : undefined;
  if (part === 'body' && file) return rest.length > 0 ? `${file}: ${yamlPath(rest)}` : file;
  if (part === 'query' && rest.length === 1) return origin?.flags?.[rest[0]!] ?? `--${rest[0]}`;
  if (part === 'path' && rest.length === 1) {
    const term = PATH_PARAMETERS[rest[0]!];
    if (term) return term;
    // The other path parameters (an extension's name and version, an assignment's name) are the
    // -f file's fields of the same name.
    if (file) return `${file}: ${rest[0]}`;
  }
  return path;
}

interface Violation {
  path?: string;
  message?: string;
  cluster?: string;
}

/** The human rendering of an API problem: one headline, then each violation once, in CLI terms. */
export function describeApiError(err: ApiError): string {
  const origin = originOf(err);
  const violations = (Array.isArray(err.problem.violations) ? err.problem.violations : []) as Violation[];
  const lines: string[] = [];
  if (violations.length === 0) {
    lines.push(`Error ${err.status}: ${translateDetail(err.message, origin)}`);
  } else {
    // The detail repeats every violation; the headline is the title and the list follows once.
    lines.push(`Error ${err.status}: ${String(err.problem.title ?? 'the request was rejected')}`);
    for (const v of violations) {
      const field = v.path ? describeField(v.path, origin) : '-';
      lines.push(`  - ${field}: ${v.message ?? ''}${v.cluster ? ` (cluster ${v.cluster})` : ''}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** A detail without a violations list may still name request paths (`body.x: ...`); translate those. */
function translateDetail(detail: string, origin: RequestOrigin | undefined): string {
  return detail.replace(/\b(?:body|query|path)(?:\.[A-Za-z0-9_-]+)+/g, (path) => describeField(path, origin));
}

/** The origin of a request body read from document `index` of the -f file at `path`. */
export function fileOrigin(path: string, documents: number, index: number): RequestOrigin {
  return { file: { path, ...(documents > 1 ? { document: index + 1 } : {}) } };
}
