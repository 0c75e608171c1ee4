import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A directory the current user cannot write to, and how to remove it. A non-root user gets a
 * 0500 directory; root ignores mode bits, so root gets a read-only tmpfs mounted over it (EROFS,
 * what a read-only volume gives). Root without CAP_SYS_ADMIN cannot have either: the helper says so.
 */
export function makeReadOnlyDir(prepare: (dir: string) => void = () => {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-ro-'));
  if (process.getuid?.() !== 0) {
    prepare(dir);
    chmodSync(dir, 0o500);
    return {
      dir,
      remove: () => {
        chmodSync(dir, 0o700);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    prepare(dir);
    execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `running as root, a read-only directory needs a read-only tmpfs mount, which failed: ${(err as Error).message}`,
    );
  }
  return {
    dir,
    remove: () => {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
