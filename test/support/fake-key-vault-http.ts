/** The error and reply shapes the fake Key Vault's collections share (keys, certificates, secrets). */

/** Sent as `{ "error": { "code", "message" } }`, the service's error body (KeyVaultError). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** `error.innererror.code`, e.g. `SecretDisabled` under `Forbidden`. */
    readonly innerCode?: string,
  ) {
    super(message);
  }

  body(): unknown {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.innerCode ? { innererror: { code: this.innerCode } } : {}),
      },
    };
  }
}

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export function ok(body: unknown): Reply {
  return { status: 200, body };
}

export function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'BadParameter', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}
