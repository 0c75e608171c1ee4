import { errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload, JWTVerifyGetKey, CryptoKey as JoseKey } from 'jose';
import type { KeyObject } from 'node:crypto';
import { problems } from '../../../contract/problems';
import { ROLES } from '../../../contract/roles';
import type { Role } from '../../../contract/roles';

export { ROLES };
export type { Role } from '../../../contract/roles';

/** Each role includes the ones before it: an admin can do what an operator can, and so on. */
const RANK: Record<Role, number> = { reader: 1, operator: 2, admin: 3 };

export interface OperatorPrincipal {
  subject: string;
  roles: Role[];
  tenants: string[];
}

export function hasRole(principal: OperatorPrincipal, needed: Role): boolean {
  return principal.roles.some((role) => RANK[role] >= RANK[needed]);
}

/**
 * Who an operator is, for the limits charged to one caller: the subject within the tenants its
 * token covers. The subject alone is not enough: the local issuer names every token after the OS
 * user, so the same subject holds tokens for unrelated tenants.
 */
export function principalId(principal: Pick<OperatorPrincipal, 'subject' | 'tenants'>): string {
  return `${principal.subject} [${[...principal.tenants].sort().join(', ')}]`;
}

export interface OperatorVerifier {
  /** Resolves the principal, or throws a 401 Problem. */
  verify(authorizationHeader: string | null): Promise<OperatorPrincipal>;
}

export interface JwtVerifierOptions {
  /** A public key (embedded issuer) or a JWKS resolver (Entra ID). */
  key: JoseKey | KeyObject | JWTVerifyGetKey;
  issuer: string;
  audience: string;
  rolesClaim: string;
  tenantsClaim: string;
  now?: () => Date;
}

/** Validates operator bearer tokens: signature, issuer, audience, expiry, then maps claims to roles and tenants. */
export class JwtOperatorVerifier implements OperatorVerifier {
  constructor(private readonly options: JwtVerifierOptions) {}

  async verify(authorizationHeader: string | null): Promise<OperatorPrincipal> {
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(authorizationHeader?.trim() ?? '');
    if (!match) {
      throw problems.unauthorized(
        "Send 'Authorization: Bearer <token>'. For the embedded host: arcbridge auth token --tenant <tenant> --role operator",
      );
    }
    let payload: JWTPayload;
    try {
      const verifyOptions = {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ['ES256', 'RS256'],
        ...(this.options.now ? { currentDate: this.options.now() } : {}),
      };
      const key = this.options.key;
      ({ payload } =
        typeof key === 'function'
          ? await jwtVerify(match[1] as string, key, verifyOptions)
          : await jwtVerify(match[1] as string, key, verifyOptions));
    } catch (err) {
      throw problems.unauthorized(describeJwtError(err));
    }
    const roles = toStringArray(payload[this.options.rolesClaim]).filter((role): role is Role =>
      (ROLES as readonly string[]).includes(role),
    );
    return {
      subject: payload.sub ?? 'unknown',
      roles,
      tenants: toStringArray(payload[this.options.tenantsClaim]),
    };
  }
}

function toStringArray(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function describeJwtError(err: unknown): string {
  if (err instanceof joseErrors.JWTExpired) return 'The bearer token has expired; get a new one.';
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    return `The bearer token's '${err.claim}' claim is not accepted here; get a token for this control plane.`;
  }
  return 'The bearer token is invalid or was not issued for this control plane.';
}
