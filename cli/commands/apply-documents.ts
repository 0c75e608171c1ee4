import type { z } from 'zod';
import type { CliContext } from '../context';
import { readDocuments, serverSetFields, splitAddress } from '../input/documents';
import type { Doc } from '../input/documents';
import type { Printer } from '../output';
import { fileOrigin, fromOrigin } from '../program/errors';

const seg = encodeURIComponent;

/** A resource `apply -f` creates or replaces by name: `PUT v1/tenants/{tenant}/<collection>/{name}`. */
export interface NamedResource {
  /** The path segment after the tenant, e.g. `assignments`. */
  collection: string;
  /** The resource as the API answers it and as its PUT takes it: what `list -o yaml` adds is dropped. */
  resource: z.ZodObject;
  request: z.ZodObject;
  /** One line of output per applied document, given the answer and `created` or `applied`. */
  line: (applied: Doc, status: string) => string;
}

/**
 * `<group> apply -f FILE`: every document's address is checked before the first is sent, then each
 * is PUT in turn; a failure names the document it came from.
 */
export async function applyNamed(
  context: CliContext,
  printer: Printer,
  options: { file: string; tenant?: string },
  kind: NamedResource,
): Promise<void> {
  const results: Doc[] = [];
  const docs = readDocuments(options.file, serverSetFields(kind.resource, kind.request, ['name']));
  const requests = docs.map((doc) => splitAddress(doc, ['name'], options.file, options.tenant));
  for (const [index, { tenant, address, body }] of requests.entries()) {
    const client = await context.client(tenant, 'operator');
    const response = await fromOrigin(fileOrigin(options.file, docs.length, index), () =>
      client.call('PUT', `v1/tenants/${seg(tenant)}/${kind.collection}/${seg(address.name!)}`, body),
    );
    results.push({ ...(response.body as Doc), status: response.status === 201 ? 'created' : 'applied' });
  }
  printer.result(results.length === 1 ? results[0] : { items: results }, () =>
    results.map((r) => kind.line(r, String(r.status))).join('\n'),
  );
}
