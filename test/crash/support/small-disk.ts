import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small file system of its own: a size-limited tmpfs mounted on a temp dir (needs root with
 * CAP_SYS_ADMIN, as in CI containers that allow mounts). Undefined where the machine refuses, so
 * the caller can fall back to an injected failure. `remove` unmounts and deletes the mount point.
 */
export function mountSmallDisk(sizeBytes: number): { dir: string; remove(): void } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0700`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    remove: () => {
      try {
        execFileSync('umount', [dir], { stdio: 'pipe' });
      } catch {
        // Still busy (a killed host's files not yet closed): detach it now, freed once unused.
        execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes `path` until the file system says ENOSPC; returns the bytes it took. */
export function fillDisk(path: string): number {
  const fd = openSync(path, 'w', 0o600);
  let written = 0;
  try {
    for (const chunk of [Buffer.alloc(1024 * 1024, 1), Buffer.alloc(4096, 1), Buffer.alloc(1, 1)]) {
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}
