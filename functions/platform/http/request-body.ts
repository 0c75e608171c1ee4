import type { HttpRequest } from '@azure/functions';
import { problems } from '../problems';

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
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch (err) {
    throw problems.badRequest(`The body is not valid JSON: ${(err as Error).message}`);
  }
}
