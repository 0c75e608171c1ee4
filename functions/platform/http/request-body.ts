import type { HttpRequest } from '@azure/functions';
import { problems } from '../../../contract/problems';

/**
 * Reads and parses a JSON body within a size limit. Content-Length is checked first so an
 * oversized upload is refused before it is buffered; the actual length is checked again
 * because chunked requests carry no Content-Length.
 */
export async function readJsonBody(request: HttpRequest, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw problems.payloadTooLarge(maxBytes);
  const bytes = Buffer.from(await request.arrayBuffer());
  if (bytes.length > maxBytes) throw problems.payloadTooLarge(maxBytes);
  if (bytes.length === 0) throw problems.badRequest('A JSON body is required.');
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(contentType)) {
    throw problems.unsupportedMediaType(contentType);
  }
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw problems.badRequest('The body is not valid UTF-8; send JSON encoded as UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (err) {
    throw problems.badRequest(`The body is not valid JSON: ${(err as Error).message}`);
  }
  const problem = unstorable(value);
  if (problem) throw problems.badRequest(problem.detail, [{ path: problem.path, message: problem.message }]);
  return value;
}

/** Invalid bytes are an error, not U+FFFD: what is stored must be what was sent. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Deeper than any real document (Helm values, inventories and policies nest a handful of levels)
 * and shallow enough for every recursive consumer downstream: stores, merges, YAML renderers.
 */
export const MAX_JSON_DEPTH = 64;

/** With the u flag a paired surrogate is one code point; only a lone one matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The first thing in a parsed body that no store keeps as sent: nesting deeper than
 * MAX_JSON_DEPTH, or a lone UTF-16 surrogate (JSON allows the escape, UTF-8 cannot encode it, so
 * SQLite and Cosmos DB would store U+FFFD or refuse). Iterative, so depth cannot exhaust the stack.
 */
function unstorable(value: unknown): { path: string; message: string; detail: string } | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: 'body', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (LONE_SURROGATE.test(item.value)) return loneSurrogate(item.path);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      return {
        path: item.path,
        message: `nests deeper than ${MAX_JSON_DEPTH} levels`,
        detail: `The body nests deeper than ${MAX_JSON_DEPTH} levels; flatten it.`,
      };
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = Array.isArray(item.value) ? `${item.path}[${key}]` : `${item.path}.${key}`;
      if (LONE_SURROGATE.test(key)) return loneSurrogate(item.path);
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

function loneSurrogate(path: string) {
  return {
    path,
    message: 'holds a lone UTF-16 surrogate, which is not Unicode text',
    detail:
      'The body holds a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF escape); send well-formed Unicode strings.',
  };
}
