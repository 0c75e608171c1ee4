import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { UsageError } from '../program/errors';

export type Doc = Record<string, unknown>;

/** Reads a whole file (`-` is stdin), naming the file and the reason in plain words when it cannot. */
export function readInputFile(path: string, read: (p: string | number) => string = readText): string {
  try {
    return read(path === '-' ? 0 : path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const name = path === '-' ? 'standard input' : `'${path}'`;
    const why =
      code === 'ENOENT'
        ? 'there is no such file'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a directory, not a file'
            : (err as Error).message;
    throw new UsageError(`cannot read -f ${name}: ${why}`);
  }
}

function readText(path: string | number): string {
  return readFileSync(path, 'utf8');
}

/** Reads one or more YAML documents (JSON is YAML too) from a file; `-` reads stdin. */
export function readDocuments(path: string): Doc[] {
  const text = readInputFile(path);
  const docs = parseAllDocuments(text);
  const out: Doc[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    if (doc.errors.length > 0)
      throw new UsageError(`${path} is not valid YAML: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value: unknown = doc.toJSON();
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value))
      throw new UsageError(`${path}: each document must be a mapping (key: value)`);
    out.push(value as Doc);
  }
  if (out.length === 0) throw new UsageError(`${path} holds no documents`);
  return out;
}

/**
 * The tenant a document goes to: its `tenant` field or `--tenant`. When both are given they must
 * agree, as kubectl refuses an object whose namespace differs from `--namespace`: a flag the user
 * typed is never overridden in silence.
 */
export function documentTenant(docTenant: unknown, path: string, flagTenant?: string): string {
  const fromFile = docTenant === undefined ? undefined : String(docTenant);
  if (fromFile !== undefined && flagTenant !== undefined && fromFile !== flagTenant) {
    throw new UsageError(
      `${path}: the tenant '${fromFile}' in the file does not match --tenant '${flagTenant}'; ` +
        `pass --tenant ${fromFile}, or remove the file's 'tenant' field`,
    );
  }
  const tenant = fromFile ?? flagTenant;
  if (!tenant) throw new UsageError(`${path}: give the tenant with --tenant or a 'tenant' field`);
  return tenant;
}

/** Splits the addressing fields (`name`, `version`, `tenant`) from the body the API takes. */
export function splitAddress(doc: Doc, keys: string[], path: string, fallbackTenant?: string) {
  const body: Doc = { ...doc };
  const address: Record<string, string> = {};
  for (const key of [...keys, 'tenant']) {
    const value = body[key];
    delete body[key];
    if (value !== undefined) address[key] = String(value);
  }
  const tenant = documentTenant(address.tenant, path, fallbackTenant);
  for (const key of keys) if (!address[key]) throw new UsageError(`${path}: '${key}' is required`);
  return { tenant, address: address as Record<string, string> & { tenant?: string }, body };
}
