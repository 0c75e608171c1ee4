/** A problem+json answer (RFC 9457), with its field violations when the server listed them. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly violations: { path?: string; field?: string; message: string }[] = [],
  ) {
    super(detail);
  }
}

export interface Session {
  token: string;
  subject: string;
  roles: string[];
  tenants: string[];
  expiresAt: string;
}

let session: Session | undefined;
let onExpired: () => void = () => undefined;

export const currentSession = (): Session | undefined => session;
export function setSession(next: Session | undefined): void {
  session = next;
}
export function whenExpired(handler: () => void): void {
  onExpired = handler;
}

const RANK: Record<string, number> = { reader: 1, operator: 2, admin: 3 };
/** Whether the session may write (operator or admin); readers get no write controls at all. */
export function canWrite(): boolean {
  return (session?.roles ?? []).some((role) => (RANK[role] ?? 0) >= RANK.operator!);
}
export const tenant = (): string => session?.tenants[0] ?? '';

export interface CallOptions {
  /**
   * A 401 ends the session either way; with this the page stays as it is, the caller saying so,
   * instead of the sign-in page replacing it: what the user paged through is not lost.
   */
  keepPage?: boolean;
}

/** Calls the operator API with the in-memory token; a 401 ends the session (back to sign-in). */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    credentials: 'omit',
  });
  if (response.status === 401 && session) {
    session = undefined;
    if (!options.keepPage) onExpired();
  }
  if (!response.ok) throw await problemOf(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function problemOf(response: Response): Promise<ApiProblem> {
  try {
    const body = (await response.json()) as {
      detail?: string;
      title?: string;
      violations?: ApiProblem['violations'];
    };
    return new ApiProblem(
      response.status,
      body.detail ?? body.title ?? `HTTP ${response.status}`,
      body.violations,
    );
  } catch {
    return new ApiProblem(response.status, `HTTP ${response.status}`);
  }
}

export const tenantPath = (rest: string): string => `v1/tenants/${encodeURIComponent(tenant())}/${rest}`;

/**
 * Server-sent events over fetch (EventSource cannot send an Authorization header). Calls `onEvent`
 * per event; reconnects after the server closes the stream until `stop()` is called.
 */
export function eventStream(
  path: string,
  onEvent: (event: string, data: unknown) => void,
  /** With it, a 401 keeps the page on screen and calls this instead of going to sign-in. */
  onSignedOut?: () => void,
): { stop(): void } {
  const controller = new AbortController();
  let stopped = false;
  const run = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`/api/${path}`, {
          headers: { Authorization: `Bearer ${session?.token ?? ''}`, Accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.status === 401) {
          session = undefined;
          (onSignedOut ?? onExpired)();
          return;
        }
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0) onEvent(event, JSON.parse(data.join('\n')));
            if (event === 'end') stopped = true;
          }
        }
      } catch (err) {
        if (stopped || controller.signal.aborted) return;
        console.warn('event stream interrupted', err);
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  void run();
  return {
    stop() {
      stopped = true;
      controller.abort();
    },
  };
}
