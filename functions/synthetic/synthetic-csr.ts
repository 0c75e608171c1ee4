import { createCertificationRequest } from '../../contract/x509/certification-request';
import { generateP256KeyPair } from '../../contract/x509/ec-key';
import { encodeName } from '../../contract/x509/name';
import { toPem } from '../../contract/x509/pem';

/**
 * A fresh EC P-256 key and a PKCS#10 CSR for it, made the way the agent makes its own
 * (agent/identity/keys.ts): the synthetic cluster presents what a real agent presents. The key
 * lives only for one run, in memory.
 */
export function syntheticKeyAndCsr(commonName: string): { csr: string } {
  const { privateKey, publicKeySpki } = generateP256KeyPair();
  return {
    csr: toPem(
      'CERTIFICATE REQUEST',
      createCertificationRequest(privateKey, publicKeySpki, encodeName([['CN', commonName]])),
    ),
  };
}
