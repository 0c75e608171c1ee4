import { gzipSync } from 'node:zlib';
import type { ReadEntry } from 'tar';
import { Header, Pax } from 'tar';

/** One entry of a hand-made archive: any type, path and link target, hostile ones included. */
export interface RawEntry {
  path: string;
  type?: ReadEntry['type'];
  body?: string | Buffer;
  /** Declared size when it differs from the body (a lying header). */
  size?: number;
  linkpath?: string;
  /** Write the path in a PAX extended header instead of the ustar fields. */
  pax?: boolean;
}

const block = (length: number) => Math.ceil(length / 512) * 512;

/**
 * A .tar.gz built header by header with the `tar` package's own Header and Pax encoders, so the
 * tests can write what a well-behaved archiver never would (`..`, absolute paths, escaping links).
 */
export function rawTarGz(entries: RawEntry[], trailingZeroBytes = 0): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const type = entry.type ?? 'File';
    const size = entry.size ?? (type === 'File' ? body.length : 0);
    const fields = {
      path: entry.path,
      type,
      size,
      linkpath: entry.linkpath,
      mode: type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date(0),
      uid: 0,
      gid: 0,
    };
    if (entry.pax) parts.push(new Pax({ path: entry.path, linkpath: entry.linkpath, size }).encode());
    const header = Buffer.alloc(512);
    new Header({ ...fields, path: entry.pax ? 'pax-placeholder' : entry.path }).encode(header, 0);
    parts.push(header);
    if (type === 'File') {
      const padded = Buffer.alloc(block(body.length));
      body.copy(padded);
      parts.push(padded);
    }
  }
  parts.push(Buffer.alloc(1024));
  if (trailingZeroBytes > 0) parts.push(Buffer.alloc(trailingZeroBytes));
  return gzipSync(Buffer.concat(parts));
}
