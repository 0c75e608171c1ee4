import { createHash } from 'node:crypto';
import type { DesiredExtension } from '../../../functions/api/desired';
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
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > this.maxBytes) throw new RenderError(`${url} is larger than ${this.maxBytes} bytes`);
    return body;
  }
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
