import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import type { z } from 'zod';
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

/**
 * Reads one or more YAML documents (JSON is YAML too) from a file; `-` reads stdin. A document
 * that is a list (`items:` and nothing else, what `list -o yaml` prints) stands for its items, as
 * `kubectl apply` takes a `List`. `serverFields` (the ones a `show` prints that the API sets
 * itself) are dropped, so `show -o yaml` output goes back in unchanged, as `kubectl apply` takes
 * `kubectl get -o yaml`.
 */
export function readDocuments(path: string, serverFields: readonly string[] = []): Doc[] {
  const text = readInputFile(path);
  const docs = parseAllDocuments(text);
  const out: Doc[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    if (doc.errors.length > 0)
      throw new UsageError(`${path} is not valid YAML: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value: unknown = doc.toJSON();
    if (value === null || value === undefined) continue;
    for (const item of listItems(value) ?? [value]) {
      if (!isMapping(item)) throw new UsageError(`${path}: each document must be a mapping (key: value)`);
      out.push(withoutFields(item, serverFields));
    }
  }
  if (out.length === 0) throw new UsageError(`${path} holds no documents`);
  return out;
}

function isMapping(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listItems(value: unknown): unknown[] | undefined {
  if (!isMapping(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'items' && Array.isArray(value.items) ? value.items : undefined;
}

function withoutFields(doc: Doc, fields: readonly string[]): Doc {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !fields.includes(key)));
}

/**
 * The fields of a resource as the API shows it that its request does not take and the command
 * does not read as the address (`name`, `version`): the ones the server sets, such as `digest`.
 * Taken from the contract, so a field the API adds is known here too.
 */
export function serverSetFields(
  view: z.ZodObject,
  request: z.ZodObject,
  address: readonly string[],
): string[] {
  return Object.keys(view.shape).filter((key) => !(key in request.shape) && !address.includes(key));
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
