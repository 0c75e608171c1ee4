import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { tightenIfPresent } from './private-files';

/**
 * Reads a secret file, creating it with mode 0600 on first use (and tightening a looser one). Creation uses O_EXCL so two
 * processes starting at once cannot both write a different key: the loser reads the winner's.
 */
export function readOrCreateSecretFile(path: string, create: () => string): string {
  if (existsSync(path)) {
    tightenIfPresent(path);
    return readFileSync(path, 'utf8');
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8');
    throw err;
  }
  try {
    const content = create();
    writeSync(fd, content);
    return content;
  } finally {
    closeSync(fd);
    chmodSync(path, 0o600);
  }
}
