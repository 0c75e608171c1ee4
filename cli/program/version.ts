import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The version in the project's package.json, found by walking up from this module: the same code
 * runs from cli/ (tests) and dist/cli/ (the installed bin), at different depths.
 */
export function cliVersion(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'arcbridge' && pkg.version) return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) return '0.0.0-unknown';
    dir = parent;
  }
}
