import { AUTH_MODE_PROBLEM, CLOCK_SKEW_PROBLEM } from './agent-auth';

/**
 * RFC 9457 problem details. Services throw `Problem`s; the HTTP shell turns them into
 * `application/problem+json` responses. Keeping one error type means a handler can never
 * leak a stack trace or answer a half-formed error body.
 */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

const TYPE_BASE = 'https://arcbridge.dev/problems/';

/** A problem's `type` URI from its slug: what a client compares to tell one problem from another. */
export function problemType(slug: string): string {
  return TYPE_BASE + slug;
}

export class Problem extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly extensions: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(init: {
    status: number;
    slug: string;
    title: string;
    detail?: string;
    extensions?: Record<string, unknown>;
    headers?: Record<string, string>;
  }) {
    super(init.detail ?? init.title);
    this.name = 'Problem';
    this.status = init.status;
    this.type = problemType(init.slug);
    this.title = init.title;
    this.detail = init.detail;
    this.extensions = init.extensions ?? {};
    this.headers = init.headers ?? {};
  }

  toBody(instance?: string): ProblemBody {
    return {
      ...this.extensions,
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(instance === undefined ? {} : { instance }),
    };
  }
}

export interface FieldViolation {
  path: string;
  message: string;
}

export const problems = {
  badRequest: (detail: string, violations?: FieldViolation[]) =>
    new Problem({
      status: 400,
      slug: 'bad-request',
      title: 'The request is malformed',
      detail,
      extensions: violations ? { violations } : {},
    }),
  unauthorized: (detail: string) =>
    new Problem({
      status: 401,
      slug: 'unauthorized',
      title: 'Authentication is required',
      detail,
    }),
  /**
   * A DPoP proof made too far from the control plane's clock: the agent's clock is off by
   * `skewSeconds` (positive: ahead). Not a credential problem, so the agent keeps its identity.
   */
  clockSkew: (skewSeconds: number, windowSeconds: number, now: Date) =>
    new Problem({
      status: 401,
      slug: CLOCK_SKEW_PROBLEM,
      title: "The agent's clock is off",
      detail:
        `The DPoP proof was made ${Math.abs(skewSeconds)} s ${skewSeconds > 0 ? 'ahead of' : 'behind'} the control plane's clock ` +
        `(${now.toISOString()}); proofs are accepted within ${windowSeconds} s. Synchronise the cluster's clock (NTP), ` +
        'or authenticate with the client certificate (auth mode mtls) where no proxy terminates TLS.',
      extensions: {
        clockSkewSeconds: skewSeconds,
        acceptedSkewSeconds: windowSeconds,
        serverTime: now.toISOString(),
      },
    }),
  /**
   * The request carries no credential of a mode the control plane accepts (a TLS-terminating
   * proxy dropped the client certificate, or the agent sends only what is turned off). Names the
   * mode to switch to; re-registering would not help, so the agent keeps its identity.
   */
  agentAuthMode: (detail: string, accepted: string, switchTo: string) =>
    new Problem({
      status: 401,
      slug: AUTH_MODE_PROBLEM,
      title: 'The agent authenticates in a mode the control plane does not accept here',
      detail,
      extensions: { acceptedMode: accepted, switchTo },
    }),
  forbidden: (detail: string) =>
    new Problem({ status: 403, slug: 'forbidden', title: 'The caller may not do this', detail }),
  notFound: (what: string, id: string) =>
    new Problem({
      status: 404,
      slug: 'not-found',
      title: 'No such resource',
      detail: `${what} '${id}' does not exist or is not visible to the caller.`,
    }),
  routeNotFound: (path: string) =>
    new Problem({
      status: 404,
      slug: 'not-found',
      title: 'No such resource',
      detail: `No route for ${path}.`,
    }),
  methodNotAllowed: (method: string, allowed: string[]) =>
    new Problem({
      status: 405,
      slug: 'method-not-allowed',
      title: 'Method not allowed',
      detail: `${method} is not supported here; use ${allowed.join(', ')}.`,
      headers: { Allow: allowed.join(', ') },
    }),
  conflict: (detail: string) => new Problem({ status: 409, slug: 'conflict', title: 'Conflict', detail }),
  preconditionFailed: (detail: string) =>
    new Problem({ status: 412, slug: 'precondition-failed', title: 'Precondition failed', detail }),
  preconditionRequired: (detail: string) =>
    new Problem({ status: 428, slug: 'precondition-required', title: 'Precondition required', detail }),
  payloadTooLarge: (limitBytes: number) =>
    new Problem({
      status: 413,
      slug: 'payload-too-large',
      title: 'Request body too large',
      detail: `The body exceeds the limit of ${limitBytes} bytes for this endpoint; send less data per request.`,
      extensions: { limitBytes },
    }),
  /** A stored resource would outgrow what the database holds per item, whatever the request body's own limit. */
  resourceTooLarge: (bytes: number | undefined, limitBytes: number) =>
    new Problem({
      status: 413,
      slug: 'resource-too-large',
      title: 'Resource too large to store',
      detail:
        `The resource would be ${bytes === undefined ? '' : `${bytes} bytes, `}over the limit of ${limitBytes} bytes per stored resource ` +
        '(the database item limit). Nothing was changed; make it smaller (fewer or smaller values, labels or extensions) and retry.',
      extensions: { limitBytes, ...(bytes === undefined ? {} : { bytes }) },
    }),
  /** The request would put a message on a queue that is larger than the queue accepts. */
  messageTooLarge: (limitBytes: number) =>
    new Problem({
      status: 413,
      slug: 'message-too-large',
      title: 'Request too large to queue',
      detail:
        `The work this request starts would need a queue message over the limit of ${limitBytes} bytes ` +
        '(the message broker limit). Nothing was changed; send less data (smaller values or fewer items) and retry.',
      extensions: { limitBytes },
    }),
  unsupportedMediaType: (got: string) =>
    new Problem({
      status: 415,
      slug: 'unsupported-media-type',
      title: 'Unsupported media type',
      detail: `Expected application/json, got '${got}'.`,
    }),
  unprocessable: (detail: string, violations: FieldViolation[]) =>
    new Problem({
      status: 422,
      slug: 'unprocessable',
      title: 'The request is well-formed but invalid',
      detail,
      extensions: { violations },
    }),
  tooManyRequests: (retryAfterSeconds: number, detail: string) =>
    new Problem({
      status: 429,
      slug: 'too-many-requests',
      title: 'Too many requests',
      detail,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      extensions: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
    }),
  unavailable: (retryAfterSeconds: number, detail: string) =>
    new Problem({
      status: 503,
      slug: 'unavailable',
      title: 'Temporarily unavailable',
      detail,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  internal: () =>
    new Problem({
      status: 500,
      slug: 'internal',
      title: 'Internal error',
      detail: 'The control plane failed unexpectedly; retry later and report the trace id if it persists.',
    }),
};
