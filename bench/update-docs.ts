import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { Results } from './results';
import { repositoryPath, updateDocument } from './report';

/**
 * Regenerates the results table in docs/performance.md from committed results files, e.g. after a
 * full run and a reference run made separately:
 *   npm run bench:docs -- bench/results/2026-11-29-full.json bench/results/2026-11-29-reference.json
 */
function main(files: string[]): number {
  if (files.length === 0) {
    process.stderr.write('usage: npm run bench:docs -- <results.json>...\n');
    return 2;
  }
  const runs = files.map((file) => ({
    results: Results.parse(JSON.parse(readFileSync(file, 'utf8'))),
    file: repositoryPath(file),
  }));
  const doc = resolve(__dirname, '..', '..', 'docs', 'performance.md');
  updateDocument(doc, runs);
  process.stdout.write(`results table in ${doc} regenerated from ${files.length} file(s)\n`);
  return 0;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
