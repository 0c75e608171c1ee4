import { createHash } from 'node:crypto';
import type { DesiredExtension } from '../../../contract/desired';
import { EgressError, egressFetch } from '../../../contract/egress-http';
import type { EgressPolicy } from '../../../contract/egress-policy';
import type { SourceFetcher } from './port';
import { RenderError } from './port';
import { DEFAULT_SOURCE_EGRESS, sourceProxyEnv } from './source-egress';

/**
 * Plain HTTP(S) GET with a size cap and a deadline, under the agent's egress policy (every
 * redirect checked like the first address); OCI artefacts are Helm's business, not this fetcher's.
 */
export class HttpSourceFetcher implements SourceFetcher {
  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly timeoutMs = 30_000,
    private readonly egress: EgressPolicy = DEFAULT_SOURCE_EGRESS,
  ) {}

  async fetch(url: string): Promise<Buffer> {
    if (!/^https?:\/\//.test(url))
      throw new RenderError(`cannot fetch ${url}: only http(s) sources are supported here`);
    let res: Response;
    try {
      res = await egressFetch(this.egress, url, {
        maxBytes: this.maxBytes,
        timeoutMs: this.timeoutMs,
        ...sourceProxyEnv(),
      });
    } catch (err) {
      if (err instanceof EgressError && err.code === 'too-large') throw tooLarge(url, this.maxBytes);
      throw new RenderError(`cannot fetch ${url}: ${(err as Error).message}`);
    }
    if (!res.ok) throw new RenderError(`cannot fetch ${url}: HTTP ${res.status}`);
    return readCapped(res, url, this.maxBytes);
  }
}

/** The body, refused as soon as it passes `maxBytes` (never buffered whole first). */
function tooLarge(url: string, maxBytes: number): RenderError {
  return new RenderError(`${url} is larger than ${maxBytes} bytes`);
}

export async function readCapped(res: Response, url: string, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers.get('content-length') ?? '0') > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge(url, maxBytes);
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
        throw tooLarge(url, maxBytes);
      }
      chunks.push(Buffer.from(value));
    }
  } catch (err) {
    if (err instanceof RenderError) throw err;
    if (err instanceof EgressError && err.code === 'too-large') throw tooLarge(url, maxBytes);
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
