import { accessSync, chmodSync, closeSync, constants, mkdirSync, openSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { dirname } from 'node:path';
import { StartupError } from '../startup-error';

/**
 * Files only their owner may read: the data dir is 0700 and every database, WAL, key and token
 * file in it 0600, whatever the umask. Looser modes left by an older version or a copy are
 * tightened; what cannot be fixed (another owner, a read-only file system) stops the start with
 * a PrivateDataError that says what to do.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class PrivateDataError extends StartupError {}

/** Creates `dir` (0700) or checks and tightens an existing one; it must be ours and writable. */
export function ensurePrivateDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (err) {
    // mkdir -p answers EEXIST for a file at the path itself and ENOTDIR for a file above it.
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR') throw notADirectory(dir);
    throw unusable(dir, err);
  }
  const stats = statOf(dir);
  if (!stats.isDirectory()) throw notADirectory(dir);
  checkOwner(dir, stats);
  try {
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw unusable(dir, err);
  }
  tighten(dir, stats, PRIVATE_DIR_MODE);
}

/**
 * Makes `path` a 0600 file: creates it empty when missing (so SQLite, which gives its -wal and
 * -shm files the database file's mode, creates those 0600 too), tightens it when it exists.
 * The parent directory is created 0700 when missing, never changed when it exists: it may be a
 * shared directory such as /tmp.
 */
export function ensurePrivateFile(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
    closeSync(openSync(path, constants.O_CREAT | constants.O_RDWR, PRIVATE_FILE_MODE));
  } catch (err) {
    throw unusable(path, err);
  }
  const stats = statOf(path);
  checkOwner(path, stats);
  tighten(path, stats, PRIVATE_FILE_MODE);
}

/** A SQLite database file and its WAL, shared-memory and rollback journal files, all 0600. */
export function ensurePrivateDatabase(path: string): void {
  ensurePrivateFile(path);
  for (const suffix of ['-wal', '-shm', '-journal']) tightenIfPresent(path + suffix);
}

/** Tightens `path` to 0600 when it exists (a WAL or key file); does nothing when it does not. */
export function tightenIfPresent(path: string): void {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    return;
  }
  checkOwner(path, stats);
  tighten(path, stats, stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
}

function tighten(path: string, stats: Stats, mode: number): void {
  if ((stats.mode & 0o777 & ~mode) === 0) return;
  try {
    chmodSync(path, mode);
  } catch (err) {
    throw new PrivateDataError(
      `${path} is readable by other users (mode ${(stats.mode & 0o777).toString(8)}) and cannot be made private ` +
        `(${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): run chmod ${mode.toString(8)} ${path} as its owner.`,
    );
  }
}

function checkOwner(path: string, stats: Stats): void {
  const uid = process.getuid?.();
  if (uid === undefined || stats.uid === uid) return;
  throw new PrivateDataError(
    `${path} belongs to uid ${stats.uid}, not to the user running ArcBridge (uid ${uid}): ` +
      `chown it to this user or set ARCBRIDGE_DATA_DIR to a directory of your own.`,
  );
}

function statOf(path: string): Stats {
  try {
    return statSync(path);
  } catch (err) {
    throw unusable(path, err);
  }
}

function notADirectory(dir: string): PrivateDataError {
  return new PrivateDataError(`${dir} is not a directory: point ARCBRIDGE_DATA_DIR at a directory.`);
}

function unusable(path: string, err: unknown): PrivateDataError {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return new PrivateDataError(
      `${path} is not writable (${code}): ArcBridge keeps its databases and keys there; ` +
        `make it writable or set ARCBRIDGE_DATA_DIR to a writable directory.`,
    );
  }
  return new PrivateDataError(
    `${path} cannot be used (${code ?? (err as Error).message}): set ARCBRIDGE_DATA_DIR to a directory of your own.`,
  );
}
