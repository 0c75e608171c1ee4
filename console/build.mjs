// Bundles the console (vanilla TypeScript, no framework) into dist/console with esbuild: one script,
// one stylesheet and the page, all served from the control plane's own origin (works offline).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'dist', 'console');
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  outfile: join(out, 'app.js'),
  logLevel: 'warning',
});
for (const file of ['index.html', 'styles.css']) copyFileSync(join(here, file), join(out, file));
