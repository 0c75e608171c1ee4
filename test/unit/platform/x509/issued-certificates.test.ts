import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, webcrypto, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:tls';
import type { TLSSocket } from 'node:tls';
import { SubjectKeyIdentifierExtension } from '@peculiar/x509';
import { createKeyAndCsr } from '../../../../agent/identity/keys';
import { Problem } from '../../../../contract/problems';
import { validateCsr } from '../../../../functions/platform/signer/csr';
import { LocalCa } from '../../../../functions/platform/signer/local-ca';
import type { IssuedCertificate } from '../../../../functions/platform/signer/signer';
import {
  findExtension,
  KeyUsage,
  parseCertificate,
  readBasicConstraints,
  readKeyUsage,
  readSubjectKeyIdentifier,
} from '../../../../functions/platform/x509/certificate';
import type { Extension } from '../../../../functions/platform/x509/certificate';
import { parseCertificationRequest } from '../../../../contract/x509/certification-request';
import { Oid } from '../../../../contract/x509/oids';
import { fromPem, toPem } from '../../../../contract/x509/pem';
import { itRequiring } from '../../../support/system-programs';

const TENANT = 't-acme';
const CLUSTER = 'c-0a1b2c3d';
const withOpenssl = itRequiring('openssl');

let dir: string;
let ca: LocalCa;
let caPem: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcbridge-x509-'));
  ca = await LocalCa.open(join(dir, 'data'));
  caPem = await ca.caCertificatePem();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function openssl(...args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** An agent's key and CSR, validated, then issued by the local CA. */
async function issueForAgent(): Promise<{ issued: IssuedCertificate; keyPem: string; csrPem: string }> {
  const { privateKeyPem, csr } = await createKeyAndCsr(CLUSTER);
  const validated = await validateCsr(csr);
  const now = Math.floor(Date.now() / 1000) * 1000;
  const issued = await ca.issueClientCertificate({
    publicKeySpki: validated.publicKeySpki,
    // As the registration passes it: read from the CSR's key while checking it.
    keyIdentifier: validated.keyIdentifier,
    tenantId: TENANT,
    clusterId: CLUSTER,
    notBefore: new Date(now - 60_000 + 123), // milliseconds are dropped
    notAfter: new Date(now + 30 * 24 * 3600_000),
  });
  return { issued, keyPem: privateKeyPem, csrPem: csr };
}

function expectProblem(promise: Promise<unknown>, message: string): Promise<void> {
  return promise.then(
    () => {
      throw new Error(`expected a 400 '${message}'`);
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(Problem);
      expect((err as Problem).status).toBe(400);
      expect((err as Problem).extensions.violations).toEqual([{ path: 'csr', message }]);
    },
  );
}

describe('client certificates from the local CA', () => {
  it('verify with node against the CA key, name the cluster and tenant, and carry the agreed extensions', async () => {
    const { issued, keyPem } = await issueForAgent();
    const cert = new X509Certificate(issued.pem);
    const caCert = new X509Certificate(caPem);
    expect(cert.verify(caCert.publicKey)).toBe(true);
    expect(cert.checkIssued(caCert)).toBe(true);
    expect(cert.checkPrivateKey(createPrivateKey(keyPem))).toBe(true);
    expect(cert.subject).toBe(`CN=${CLUSTER}\nO=${TENANT}`);
    expect(cert.issuer).toBe(caCert.subject);
    expect(cert.issuer).toBe('CN=ArcBridge Local CA\nO=ArcBridge');
    expect(cert.subjectAltName).toBe(`URI:urn:arcbridge:tenant:${TENANT}:cluster:${CLUSTER}`);
    expect(cert.keyUsage).toEqual([Oid.clientAuth]);
    expect(cert.ca).toBe(false);
    expect(cert.serialNumber).toBe(issued.serialNumber);
    expect(issued.serialNumber).toMatch(/^[4-7][0-9A-F]{31}$/);
    expect(new Date(cert.validFrom).getTime()).toBe(issued.notBefore.getTime());
    expect(new Date(cert.validTo).getTime()).toBe(issued.notAfter.getTime());
    expect(issued.notBefore.getTime() % 1000).toBe(0);

    const parsed = parseCertificate(fromPem(issued.pem, ['CERTIFICATE'])!);
    const ext = (id: string) => findExtension(parsed, id) as Extension;
    expect(parsed.extensions.map((e) => [e.oid, e.critical])).toEqual([
      [Oid.basicConstraints, true],
      [Oid.keyUsage, true],
      [Oid.extKeyUsage, false],
      [Oid.subjectAltName, false],
      [Oid.authorityKeyIdentifier, false],
      [Oid.subjectKeyIdentifier, false],
    ]);
    expect(readBasicConstraints(ext(Oid.basicConstraints))).toEqual({ ca: false });
    expect([...readKeyUsage(ext(Oid.keyUsage))]).toEqual([
      KeyUsage.digitalSignature,
      KeyUsage.keyEncipherment,
    ]);
    // The AKI names the CA's own SubjectKeyIdentifier.
    const caParsed = parseCertificate(fromPem(caPem, ['CERTIFICATE'])!);
    const caSki = readSubjectKeyIdentifier(findExtension(caParsed, Oid.subjectKeyIdentifier)!);
    expect(ext(Oid.authorityKeyIdentifier).value.subarray(4).equals(caSki)).toBe(true);
    // The SKI is RFC 5280 4.2.1.2 method 1 of the certificate's key, as @peculiar/x509 works it out.
    const key = await webcrypto.subtle.importKey(
      'spki',
      parsed.publicKeySpki,
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['verify'],
    );
    const oracle = await SubjectKeyIdentifierExtension.create(key as CryptoKey, false);
    expect(readSubjectKeyIdentifier(ext(Oid.subjectKeyIdentifier)).toString('hex')).toBe(oracle.keyId);
    expect(readBasicConstraints(findExtension(caParsed, Oid.basicConstraints)!)).toEqual({
      ca: true,
      pathLength: 0,
    });
  });

  it('are accepted by a real node:tls server that requires client certificates from the CA, and a foreign CA is not', async () => {
    const server = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1', '::1'] });
    const peers: { authorized: boolean; subject?: string; error?: string }[] = [];
    const tlsServer = createServer(
      {
        key: server.keyPem,
        cert: server.certificatePem,
        ca: caPem,
        requestCert: true,
        rejectUnauthorized: false,
      },
      (socket: TLSSocket) => {
        peers.push({
          authorized: socket.authorized,
          subject: socket.getPeerCertificate().subject?.CN as string | undefined,
          error: socket.authorizationError?.toString(),
        });
        socket.end('ok');
      },
    );
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    const port = (tlsServer.address() as AddressInfo).port;
    const handshake = (cert: string, key: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(
          { host: '127.0.0.1', port, servername: 'localhost', ca: caPem, cert, key },
          () => {
            socket.setEncoding('utf8');
            let body = '';
            socket.on('data', (chunk: string) => (body += chunk));
            socket.on('end', () => resolve(body));
          },
        );
        socket.on('error', reject);
      });
    const other = await LocalCa.open(join(dir, 'other'));
    try {
      const { issued, keyPem } = await issueForAgent();
      expect(await handshake(issued.pem, keyPem)).toBe('ok');
      const { privateKeyPem, csr } = await createKeyAndCsr(CLUSTER);
      const foreign = await other.issueClientCertificate({
        publicKeySpki: (await validateCsr(csr)).publicKeySpki,
        tenantId: TENANT,
        clusterId: CLUSTER,
        notBefore: new Date(Date.now() - 60_000),
        notAfter: new Date(Date.now() + 3600_000),
      });
      expect(await handshake(foreign.pem, privateKeyPem)).toBe('ok');
      expect(peers).toEqual([
        { authorized: true, subject: CLUSTER, error: undefined },
        {
          authorized: false,
          subject: CLUSTER,
          error: expect.stringMatching(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT/),
        },
      ]);
    } finally {
      tlsServer.close();
    }
  });

  withOpenssl(
    'pass openssl x509 -text and openssl verify against the CA (client and server purposes)',
    async () => {
      const { issued } = await issueForAgent();
      const caPath = write('ca.pem', caPem);
      const text = openssl('x509', '-in', write('client.pem', issued.pem), '-noout', '-text');
      expect(text).toContain(`Subject: CN = ${CLUSTER}, O = ${TENANT}`);
      expect(text).toMatch(/X509v3 Basic Constraints: critical\s+CA:FALSE/);
      expect(text).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Key Encipherment/);
      expect(text).toMatch(/X509v3 Extended Key Usage:\s+TLS Web Client Authentication/);
      expect(text).toContain(`URI:urn:arcbridge:tenant:${TENANT}:cluster:${CLUSTER}`);
      expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
      expect(
        openssl('verify', '-CAfile', caPath, '-purpose', 'sslclient', join(dir, 'client.pem')),
      ).toContain(': OK');
      const server = await ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1', '::1'] });
      const serverPath = write('server.pem', server.certificatePem);
      expect(openssl('verify', '-CAfile', caPath, '-purpose', 'sslserver', serverPath)).toContain(': OK');
      expect(openssl('x509', '-in', serverPath, '-noout', '-ext', 'subjectAltName')).toContain(
        'DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1',
      );
      expect(openssl('x509', '-in', caPath, '-noout', '-text')).toMatch(/CA:TRUE, pathlen:0/);
    },
  );

  it('reloads the same CA from its data dir and keeps issuing under it', async () => {
    const reopened = await LocalCa.open(join(dir, 'data'));
    expect(await reopened.caCertificatePem()).toBe(caPem);
    expect(readFileSync(reopened.certificatePath, 'utf8')).toBe(caPem);
  });
});

describe('agent key and CSR', () => {
  it('is a P-256 PKCS#8 key and a self-signed CSR for it that validateCsr accepts', async () => {
    const { privateKeyPem, csr } = await createKeyAndCsr(CLUSTER);
    expect(privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const key = createPrivateKey(privateKeyPem);
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const validated = await validateCsr(csr);
    expect(validated.keyDescription).toBe('EC P-256');
    expect(
      Buffer.from(validated.publicKeySpki).equals(
        createPublicKey(key).export({ type: 'spki', format: 'der' }),
      ),
    ).toBe(true);
    expect(csr).toMatch(
      /^-----BEGIN CERTIFICATE REQUEST-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE REQUEST-----$/,
    );
  });

  withOpenssl('passes openssl req -verify with the cluster id as the subject', async () => {
    const { csr } = await createKeyAndCsr(CLUSTER);
    const out = openssl('req', '-in', write('agent.csr', csr), '-verify', '-noout', '-subject');
    expect(out).toContain(`subject=CN = ${CLUSTER}`);
  });
});

describe('CSR validation', () => {
  const opensslCsr = (name: string, ...keyArgs: string[]): string => {
    const csrPath = join(dir, `${name}.csr`);
    execFileSync(
      'openssl',
      [
        'req',
        '-new',
        ...keyArgs,
        '-nodes',
        '-keyout',
        join(dir, `${name}.key`),
        '-subj',
        '/CN=c-1',
        '-out',
        csrPath,
      ],
      {
        stdio: 'ignore',
      },
    );
    return readFileSync(csrPath, 'utf8');
  };

  withOpenssl(
    'accepts CSRs that openssl makes: EC P-256, EC P-384, RSA 2048, RSA-PSS, and with extension attributes',
    async () => {
      const cases: [string, string[], string][] = [
        ['p256', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'], 'EC P-256'],
        ['p384', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384', '-sha384'], 'EC P-384'],
        ['rsa', ['-newkey', 'rsa:2048'], 'RSA 2048'],
        [
          'pss',
          [
            '-newkey',
            'rsa:2048',
            '-sha256',
            '-sigopt',
            'rsa_padding_mode:pss',
            '-sigopt',
            'rsa_pss_saltlen:32',
          ],
          'RSA 2048',
        ],
        [
          'attrs',
          ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-addext', 'subjectAltName=DNS:x.example'],
          'EC P-256',
        ],
      ];
      for (const [name, args, description] of cases) {
        const csr = opensslCsr(name, ...args);
        expect((await validateCsr(csr)).keyDescription).toBe(description);
      }
    },
  );

  withOpenssl('refuses weak or unsupported keys from openssl with the weak-key 400', async () => {
    for (const [name, args] of [
      ['rsa1024', ['-newkey', 'rsa:1024']],
      ['p521', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-521']],
      ['ed25519', ['-newkey', 'ed25519']],
    ] as const) {
      await expectProblem(validateCsr(opensslCsr(name, ...args)), 'weak or unsupported key');
    }
  });

  withOpenssl('refuses a SHA-1 signed CSR as a bad signature', async () => {
    const csr = opensslCsr('sha1', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-sha1');
    await expectProblem(validateCsr(csr), 'bad signature');
  });

  it('refuses a CSR whose signature or signed content was tampered with', async () => {
    const { csr } = await createKeyAndCsr(CLUSTER);
    const der = fromPem(csr, ['CERTIFICATE REQUEST'])!;
    const signatureByte = Buffer.from(der);
    signatureByte[signatureByte.length - 5] = (signatureByte[signatureByte.length - 5] as number) ^ 0xff;
    await expectProblem(validateCsr(toPem('CERTIFICATE REQUEST', signatureByte)), 'bad signature');
    // Another subject under the same signature: the CN sits inside the signed CertificationRequestInfo.
    const subjectByte = Buffer.from(der);
    const cn = subjectByte.indexOf(Buffer.from(CLUSTER));
    subjectByte[cn + 2] = 'x'.charCodeAt(0);
    await expectProblem(validateCsr(toPem('CERTIFICATE REQUEST', subjectByte)), 'bad signature');
    // A signature made by another key over the same content.
    const other = fromPem((await createKeyAndCsr(CLUSTER)).csr, ['CERTIFICATE REQUEST'])!;
    const swapped = Buffer.concat([
      parseCertificationRequest(der).info,
      other.subarray(parseCertificationRequest(other).info.length + (other.length > 255 ? 4 : 3)),
    ]);
    const reframed = Buffer.concat([Buffer.from([0x30, 0x81, swapped.length]), swapped]);
    await expectProblem(validateCsr(toPem('CERTIFICATE REQUEST', reframed)), 'bad signature');
  });

  it('refuses truncated DER, trailing bytes, non-PEM text and the wrong PEM label as unparseable', async () => {
    const { csr } = await createKeyAndCsr(CLUSTER);
    const der = fromPem(csr, ['CERTIFICATE REQUEST'])!;
    for (const length of [0, 1, 2, 10, der.length - 1]) {
      await expectProblem(validateCsr(toPem('CERTIFICATE REQUEST', der.subarray(0, length))), 'unparseable');
    }
    await expectProblem(
      validateCsr(toPem('CERTIFICATE REQUEST', Buffer.concat([der, Buffer.from([0])]))),
      'unparseable',
    );
    await expectProblem(validateCsr('not a csr'), 'unparseable');
    await expectProblem(validateCsr(toPem('CERTIFICATE', der)), 'unparseable');
    await expectProblem(validateCsr(csr.replace('-----\nMI', '-----\nM!')), 'unparseable');
    // Whitespace around and CRLF line ends are fine.
    expect((await validateCsr(`\n  ${csr.replace(/\n/g, '\r\n')}\r\n`)).keyDescription).toBe('EC P-256');
  });
});
