// Bundles the agent into one CommonJS file with esbuild, for the container image: the image then
// carries only the code the agent loads, not the repository's production dependencies.
//
//   node agent/bundle.mjs [outdir]          (default dist/agent-bundle)
//
// Writes <outdir>/main.js (the bundled packages' license comments at its end),
// meta.json (esbuild's metafile: every input and import) and agent.cdx.json, a CycloneDX list of
// the bundled npm packages: a bundle has no node_modules for an SBOM scanner to find, and syft
// (what `docker buildx build --sbom=true` runs) reads embedded *.cdx.json files.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, process.argv[2] ?? 'dist/agent-bundle');
mkdirSync(outdir, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: ['agent/main.ts'],
  outfile: join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  // The image runs Node 22; the agent supports Node 20.19+ everywhere else.
  target: 'node20.19',
  format: 'cjs',
  minify: true,
  keepNames: true,
  sourcemap: false,
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
});
writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));

/** name@version of every npm package with at least one file in the bundle. */
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) continue;
  const name = parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
  const dir = join(root, ...parts.slice(0, at + 1), name);
  if (packages.has(dir) || !existsSync(join(dir, 'package.json'))) continue;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  packages.set(dir, { name: pkg.name ?? name, version: pkg.version ?? 'unknown', license: pkg.license });
}
const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const components = [...packages.values()]
  .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  .map((p) => ({
    type: 'library',
    'bom-ref': `pkg:npm/${p.name}@${p.version}`,
    name: p.name,
    version: p.version,
    purl: `pkg:npm/${p.name.replace(/^@/, '%40')}@${p.version}`,
    ...(typeof p.license === 'string' ? { licenses: [{ expression: p.license }] } : {}),
  }));
writeFileSync(
  join(outdir, 'agent.cdx.json'),
  `${JSON.stringify(
    {
      bomFormat: 'CycloneDX',
      specVersion: '1.5',
      version: 1,
      metadata: {
        component: { type: 'application', name: 'arcbridge-agent', version: own.version },
      },
      components,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `bundled ${relative(root, join(outdir, 'main.js'))}: ${components.length} npm packages, ` +
    `${Object.keys(result.metafile.inputs).length} input files`,
);
