import { createHash } from 'node:crypto';
import type { DesiredExtension } from '../../../contract/desired';
import type { SourceFetcher } from './port';
import { RenderError } from './port';

/** Plain HTTP(S) GET with a size cap; OCI artefacts are Helm's business, not this fetcher's. */
export class HttpSourceFetcher implements SourceFetcher {
  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly timeoutMs = 30_000,
  ) {}

  async fetch(url: string): Promise<Buffer> {
    if (!/^https?:\/\//.test(url))
      throw new RenderError(`cannot fetch ${url}: only http(s) sources are supported here`);
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new RenderError(`cannot fetch ${url}: ${(err as Error).message}`);
    }
    if (!res.ok) throw new RenderError(`cannot fetch ${url}: HTTP ${res.status}`);
    return readCapped(res, url, this.maxBytes);
  }
}

/** The body, refused as soon as it passes `maxBytes` (never buffered whole first). */
export async function readCapped(res: Response, url: string, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new RenderError(`${url} is larger than ${maxBytes} bytes`);
  if (Number(res.headers.get('content-length') ?? '0') > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(Buffer.from(value));
    }
  } catch (err) {
    if (err instanceof RenderError) throw err;
    throw new RenderError(`cannot fetch ${url}: ${(err as Error).message}`);
  }
  return Buffer.concat(chunks);
}

/** The source URL joined with `path`, when the extension gives one. */
export function sourceUrl(extension: DesiredExtension): string {
  const { url, path } = extension.source;
  if (!path) return url;
  return `${url.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Refuses content whose sha256 differs from the pinned digest. */
export function verifyDigest(extension: DesiredExtension, content: Buffer): void {
  const pinned = extension.source.digest;
  if (!pinned) return;
  const actual = `sha256:${createHash('sha256').update(content).digest('hex')}`;
  if (actual !== pinned)
    throw new RenderError(`digest mismatch: source has ${actual}, desired state pins ${pinned}`);
}
