import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderOpenApi } from './openapi';

/** `npm run openapi`: regenerates docs/openapi.json from the zod contracts. */
const target = resolve(process.argv[2] ?? 'docs/openapi.json');
writeFileSync(target, renderOpenApi());
process.stdout.write(`wrote ${target}\n`);
