import { lstat, readdir, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createGunzip } from 'node:zlib';
import type { ReadEntry } from 'tar';
import { Unpack } from 'tar';
import { RenderError } from './port';

/** What one archive may cost; every source archive (Kustomize tree, Helm chart) is held to them. */
export interface ArchiveLimits {
  /** The .tar.gz as downloaded. */
  maxCompressedBytes: number;
  /** The tar stream after gunzip, counted while it streams so a gzip bomb stops early. */
  maxDecompressedBytes: number;
  /** Files, directories and links. */
  maxEntries: number;
  /** Characters in one entry's path (PAX and GNU long names included). */
  maxPathLength: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxCompressedBytes: 16 * 1024 * 1024,
  maxDecompressedBytes: 128 * 1024 * 1024,
  maxEntries: 10_000,
  maxPathLength: 1024,
};

const ALLOWED_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link']);

/**
 * Unpacks a .tar.gz into `dir` (which must exist and be empty) with the `tar` package, which reads
 * ustar, GNU and PAX headers. Anything hostile is refused with a RenderError naming the entry:
 * absolute paths, `..`, links whose target leaves `dir`, devices and FIFOs, and anything over a limit.
 * Entries land private to the agent's user (group and other bits dropped), owners from the archive
 * are ignored.
 */
export async function extractTarGz(
  archive: Buffer,
  dir: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<void> {
  if (archive.length > limits.maxCompressedBytes) {
    throw new RenderError(
      `archive is ${archive.length} bytes, over the ${limits.maxCompressedBytes}-byte limit for a compressed source`,
    );
  }
  const root = resolve(dir);
  let refusal: RenderError | undefined;
  let entries = 0;
  let declaredBytes = 0;
  const refuse = (message: string): false => {
    refusal ??= new RenderError(message);
    return false;
  };
  const unpack = new Unpack({
    cwd: root,
    // Not strict: tar's own warnings (a truncated or unknown format, an entry it would skip)
    // become refusals below, and an error never interrupts writes still in flight.
    strict: false,
    preservePaths: false,
    preserveOwner: false,
    noMtime: true,
    onwarn: (code, message) => refuse(`archive cannot be unpacked: ${code} ${String(message)}`),
    filter: (_path, stat) => {
      if (refusal) return false;
      const entry = stat as ReadEntry;
      entries += 1;
      if (entries > limits.maxEntries) return refuse(`archive has more than ${limits.maxEntries} entries`);
      declaredBytes += entry.size ?? 0;
      if (declaredBytes > limits.maxDecompressedBytes)
        return refuse(`archive unpacks to more than ${limits.maxDecompressedBytes} bytes`);
      const problem = entryProblem(root, entry, limits);
      if (problem) return refuse(problem);
      // Private to the agent's user whatever the archive says (tar applies the entry's mode).
      entry.mode = (entry.mode ?? 0o600) & 0o700;
      return true;
    },
  });
  await feed(archive, unpack, limits.maxDecompressedBytes, refuse, () => refusal !== undefined);
  if (refusal) throw refusal;
  await checkLinksStayInside(root);
}

/**
 * Gunzips into tar, counting decompressed bytes as they stream: past the limit, or after any
 * refusal, nothing more is written and the input is dropped, so a gzip bomb costs at most the
 * limit. Resolves once tar has finished every write it started (its `end`), so the caller can
 * remove the directory without racing a file still being written.
 */
function feed(
  archive: Buffer,
  unpack: Unpack,
  maxBytes: number,
  refuse: (message: string) => false,
  refused: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const gunzip = createGunzip();
    let decompressed = 0;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      gunzip.destroy();
      unpack.end();
    };
    unpack.once('end', () => resolve());
    unpack.once('error', (err: Error) => {
      refuse(`archive cannot be unpacked: ${err.message}`);
      setImmediate(resolve);
    });
    gunzip.on('data', (chunk: Buffer) => {
      if (stopped) return;
      if (refused()) {
        stop();
        return;
      }
      decompressed += chunk.length;
      if (decompressed > maxBytes) {
        refuse(`archive unpacks to more than ${maxBytes} bytes`);
        stop();
        return;
      }
      if (!unpack.write(chunk)) {
        gunzip.pause();
        unpack.once('drain', () => gunzip.resume());
      }
    });
    gunzip.on('end', () => {
      if (!stopped) {
        stopped = true;
        unpack.end();
      }
    });
    gunzip.on('error', (err: Error) => {
      refuse(`archive cannot be unpacked: ${err.message}`);
      stop();
    });
    gunzip.end(archive);
  });
}

/** Why an entry is refused, judged on the path as written in the archive, before tar touches disk. */
function entryProblem(root: string, entry: ReadEntry, limits: ArchiveLimits): string | undefined {
  const name = entry.path;
  if (name.length > limits.maxPathLength)
    return `archive entry path is longer than ${limits.maxPathLength} characters`;
  if (!ALLOWED_TYPES.has(entry.type))
    return `archive entry ${name} is a ${entry.type}; only files, directories and links are allowed`;
  if (isAbsolutePath(name)) return `archive entry ${name} has an absolute path`;
  if (hasParentSegment(name)) return `archive entry ${name} escapes the extraction directory (..)`;
  if (entry.type === 'SymbolicLink' || entry.type === 'Link') {
    const target = entry.linkpath ?? '';
    if (isAbsolutePath(target)) return `archive link ${name} points at an absolute path (${target})`;
    // Symlink targets are relative to the link's directory; hardlink targets to the archive root.
    const base = entry.type === 'SymbolicLink' ? dirname(resolve(root, name)) : root;
    if (!inside(root, resolve(base, target)))
      return `archive link ${name} points outside the extraction directory (${target})`;
  }
  return undefined;
}

/**
 * Lexical checks cannot see a symlink used as a path step (`l -> .` then `m -> l/..`), so after
 * unpacking every symlink is resolved by the kernel and must end inside the root.
 */
async function checkLinksStayInside(root: string): Promise<void> {
  const realRoot = await realpath(root);
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    for (const child of await readdir(current)) {
      const path = join(current, child);
      const info = await lstat(path);
      if (info.isDirectory()) pending.push(path);
      else if (info.isSymbolicLink()) {
        const name = relative(root, path);
        let target: string;
        try {
          target = await realpath(path);
        } catch {
          throw new RenderError(`archive link ${name} points at nothing inside the archive`);
        }
        if (!inside(realRoot, target))
          throw new RenderError(`archive link ${name} points outside the extraction directory`);
      }
    }
  }
}

function isAbsolutePath(name: string): boolean {
  return isAbsolute(name) || name.startsWith('\\') || /^[A-Za-z]:/.test(name);
}

function hasParentSegment(name: string): boolean {
  return name.split(/[\\/]/).includes('..');
}

function inside(root: string, target: string): boolean {
  return target === root || target.startsWith(root + sep);
}
