import { createPrivateKey } from 'node:crypto';
import { CompactEncrypt, compactDecrypt, importJWK } from 'jose';

/**
 * A Secret's data crosses the control plane only sealed to the target cluster's key: ECDH-ES with
 * a fresh ephemeral key per message, the content key wrapped with AES key wrap (A256KW) and the data
 * encrypted with AES-256-GCM (RFC 7518 §4.6 and §5.3). The target key is the P-256 key of the
 * certificate the control plane issued the target's agent; the control plane only relays it.
 */
const ALG = 'ECDH-ES+A256KW';
const ENC = 'A256GCM';

export async function seal(data: Record<string, string>, jwk: Record<string, unknown>): Promise<string> {
  const key = await importJWK({ ...jwk, alg: ALG }, ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(data)))
    .setProtectedHeader({ alg: ALG, enc: ENC })
    .encrypt(key);
}

/** Opens data sealed to this cluster's key; throws when it was sealed to another key or altered. */
export async function unseal(jwe: string, privateKeyPem: string): Promise<Record<string, string>> {
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, createPrivateKey(privateKeyPem), {
    keyManagementAlgorithms: [ALG],
    contentEncryptionAlgorithms: [ENC],
  });
  if (protectedHeader.alg !== ALG) throw new Error(`unexpected JWE algorithm ${protectedHeader.alg}`);
  const data = JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error('sealed data is not an object');
  return data as Record<string, string>;
}
