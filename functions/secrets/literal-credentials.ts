/**
 * Heuristics for values that look like a credential written in clear (the policy option
 * `ARCBRIDGE_REJECT_LITERAL_SECRETS`): a secret belongs in a `$secretRef`, never in values the
 * control plane stores. Deliberately conservative (a false positive blocks a publish; the
 * message says how to fix it), and documented in docs/extensions-secrets.md:
 *
 * 1. a non-empty string under a key that names a credential (`password`, `secret`, `token`,
 *    `apiKey`, `privateKey`, `clientSecret`, `connectionString`, `credentials`, ...), unless the key
 *    says it holds a *reference* to one (`existingSecret`, `secretName`, `passwordKey`, `tokenFile`,
 *    `...Ref`, `...Path`);
 * 2. any string that has the shape of a credential, whatever its key: a PEM private key, a
 *    connection string with `AccountKey=`/`SharedAccessKey=`/`Password=`, a URL with a password
 *    (`scheme://user:pass@host`), a JSON Web Token, an AWS access key id, a GitHub or Slack token.
 */
const CREDENTIAL_KEY =
  /(^|[-_.]|[a-z])(password|passwd|pwd|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|client[-_]?secret|connection[-_]?string|credentials?)$/i;
const REFERENCE_KEY =
  /(^existing|name$|names$|ref$|key[-_]?ref$|file$|path$|^use|^enable|enabled$|(password|secret|token)[-_]?key$)/i;

const CREDENTIAL_SHAPES: { name: string; pattern: RegExp }[] = [
  { name: 'a PEM private key', pattern: /-----BEGIN ([A-Z]+ )*PRIVATE KEY-----/ },
  {
    name: 'a connection string with a key or password',
    pattern: /(^|;)\s*(AccountKey|SharedAccessKey|Password|Pwd)\s*=\s*[^;\s]+/i,
  },
  { name: 'a URL with a password', pattern: /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@/i },
  { name: 'a JSON Web Token', pattern: /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/ },
  { name: 'an AWS access key id', pattern: /^(AKIA|ASIA)[0-9A-Z]{16}$/ },
  { name: 'a GitHub token', pattern: /^(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})$/ },
  { name: 'a Slack token', pattern: /^xox[abposr]-[A-Za-z0-9-]{10,}$/ },
];

export interface LiteralCredential {
  path: string;
  why: string;
}

/** Where `values` holds what looks like a credential in clear, and why it looks like one. */
export function findLiteralCredentials(values: unknown, path: string): LiteralCredential[] {
  const found: LiteralCredential[] = [];
  const walk = (value: unknown, at: string, key: string | undefined) => {
    if (typeof value === 'string') {
      const shape = CREDENTIAL_SHAPES.find((s) => s.pattern.test(value));
      if (shape) found.push({ path: at, why: `looks like ${shape.name}` });
      else if (key && value.length > 0 && CREDENTIAL_KEY.test(key) && !REFERENCE_KEY.test(key))
        found.push({ path: at, why: `'${key}' names a credential and holds a literal value` });
      return;
    }
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}[${i}]`, key));
    if (!value || typeof value !== 'object') return;
    // A reference is the right way to give a secret; nothing inside it is a credential.
    if (Object.prototype.hasOwnProperty.call(value, '$secretRef')) return;
    for (const [childKey, child] of Object.entries(value)) walk(child, `${at}.${childKey}`, childKey);
  };
  walk(values, path, undefined);
  return found;
}
