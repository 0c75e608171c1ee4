import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const MAX_LINES = 400;
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', '.arcbridge']);
/** Azure's SDK model files, extracted as published (infra/api-models/refresh.cjs): not our modules. */
const VENDORED = join('infra', 'api-models');
/** What a longer module writes near its top, with the reason it stays whole. */
const REASON = /over 400 lines on purpose/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(ROOT, path) === VENDORED ? [] : sources(path);
    return /\.(ts|mts|cts|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('module size', () => {
  it(`no module is over ${MAX_LINES} lines without the reason at its top`, () => {
    const files = sources(ROOT);
    expect(files.length).toBeGreaterThan(300);
    const unexplained = files.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      if (lines.length <= MAX_LINES) return [];
      const head = lines.slice(0, 20).join('\n');
      return REASON.test(head) ? [] : [`${relative(ROOT, file)} (${lines.length} lines)`];
    });
    expect(unexplained).toEqual([]);
  });
});
