import { generateKeyPairSync } from 'node:crypto';
import { createRemoteJWKSet, SignJWT } from 'jose';
import { JwtOperatorVerifier } from '../../../functions/platform/identity/operator-identity';
import { startJwksServer } from '../../support/jwks-server';
import type { JwksServer } from '../../support/jwks-server';

/** The Azure operator verifier: jose's remote JWKS resolver against a local JWKS server (Entra ID's role). */
describe('JwtOperatorVerifier with a remote JWKS', () => {
  const issuer = 'https://login.microsoftonline.com/tenant-id/v2.0';
  const audience = 'api://arcbridge';
  const signing = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let jwks: JwksServer;
  let verifier: JwtOperatorVerifier;

  beforeAll(async () => {
    jwks = await startJwksServer([
      { publicKey: signing.publicKey, kid: 'key-1' },
      { publicKey: other.publicKey, kid: 'key-2' },
    ]);
    verifier = new JwtOperatorVerifier({
      key: createRemoteJWKSet(new URL(jwks.url)),
      issuer,
      audience,
      rolesClaim: 'roles',
      tenantsClaim: 'tenants',
    });
  });
  afterAll(async () => {
    await jwks.close();
  });

  const mint = (
    key = signing.privateKey,
    kid = 'key-1',
    claims: Record<string, unknown> = { roles: ['operator'], tenants: ['contoso'] },
    aud = audience,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject('alice')
      .setIssuer(issuer)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('accepts a token signed by a key in the set, selected by kid, and maps roles and tenants', async () => {
    const principal = await verifier.verify(`Bearer ${await mint()}`);
    expect(principal).toMatchObject({ subject: 'alice', roles: ['operator'], tenants: ['contoso'] });
    expect(jwks.fetches).toBeGreaterThanOrEqual(1);
  });

  it('caches the key set instead of fetching it per request', async () => {
    const before = jwks.fetches;
    for (let i = 0; i < 5; i++) await verifier.verify(`Bearer ${await mint()}`);
    expect(jwks.fetches).toBe(before);
  });

  it('refuses a token whose kid points at a different key than the one that signed it', async () => {
    await expect(verifier.verify(`Bearer ${await mint(signing.privateKey, 'key-2')}`)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses a token signed by a key outside the set, and one for another audience', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expect(verifier.verify(`Bearer ${await mint(stranger.privateKey, 'key-9')}`)).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    const wrongAudience = await mint(signing.privateKey, 'key-1', { roles: ['admin'] }, 'api://other');
    await expect(verifier.verify(`Bearer ${wrongAudience}`)).rejects.toMatchObject({ status: 401 });
  });
});
