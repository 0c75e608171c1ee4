import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderReference } from './reference';

/** `npm run reference`: regenerates docs/reference.md from the zod contracts. */
const target = resolve(process.argv[2] ?? 'docs/reference.md');
writeFileSync(target, renderReference());
process.stdout.write(`wrote ${target}\n`);
