import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from './operator-identity';
import { readOrCreateSecretFile } from '../files/secret-files';
import { generateP256KeyPair } from '../../../contract/x509/ec-key';

export interface LocalTokenRequest {
  subject: string;
  roles: Role[];
  tenants: string[];
  ttlSeconds: number;
}

/**
 * The embedded stand-in for Entra ID: an ES256 key in the data dir signs operator tokens.
 * Anyone who can read the data dir can mint tokens, exactly as anyone holding the CA key can
 * mint certificates; the files are created with mode 0600 for that reason.
 */
export class LocalOperatorIssuer {
  private constructor(
    private readonly privateKey: KeyObject,
    readonly publicKey: KeyObject,
    readonly issuer: string,
    readonly audience: string,
    private readonly claims: { roles: string; tenants: string },
  ) {}

  static load(
    keyPath: string,
    options: { issuer: string; audience: string; rolesClaim: string; tenantsClaim: string },
  ): LocalOperatorIssuer {
    const pem = readOrCreateSecretFile(keyPath, () => generateP256KeyPair().privateKeyPem);
    const privateKey = createPrivateKey(pem);
    return new LocalOperatorIssuer(
      privateKey,
      createPublicKey(privateKey),
      options.issuer,
      options.audience,
      {
        roles: options.rolesClaim,
        tenants: options.tenantsClaim,
      },
    );
  }

  async mint(request: LocalTokenRequest): Promise<string> {
    return new SignJWT({ [this.claims.roles]: request.roles, [this.claims.tenants]: request.tenants })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setSubject(request.subject)
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt()
      .setExpirationTime(`${request.ttlSeconds}s`)
      .sign(this.privateKey);
  }
}
