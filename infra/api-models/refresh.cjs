#!/usr/bin/env node
// Refreshes infra/api-models/: the API models of Azure's published management SDKs
// (`@azure/arm-*` on npm), reduced to the files test/infra/arm-models.test.ts reads.
//
// Usage: node infra/api-models/refresh.cjs   (needs the npm registry; nothing else)
//
// Each SDK ships its whole API in several builds (arm-network alone is 70 MB installed), while the
// check needs only three things of each: the models' TypeScript declarations (property types,
// enum aliases, Known* values), the wire mapping (AutoRest `mappers`, or TypeSpec serializer
// functions) and the API versions its requests send. This script installs the pinned versions in
// a temporary directory, copies or extracts exactly those, and records where they came from
// (package, version, registry integrity) in each folder's sdk.json. Bump a version in SDKS, run
// it, and review the diff: it is Azure's own model change.
const { execFileSync } = require('node:child_process');
const {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');

const SDKS = {
  appinsights: '4.0.0',
  appservice: '19.0.0',
  authorization: '9.0.0',
  cosmosdb: '16.4.0',
  keyvault: '5.0.0',
  monitor: '7.0.0',
  network: '36.0.0',
  operationalinsights: '9.0.0',
  servicebus: '6.1.0',
  storage: '20.0.0',
};

const OUT = __dirname;

function firstExisting(dir, candidates) {
  return candidates.map((candidate) => join(dir, candidate)).find((path) => existsSync(path));
}

/** The AutoRest mappers object: commonjs, ESM-only, or (ms-rest-js generation) the package export. */
function loadMappers(dir, packageName, requireFrom) {
  const commonjs = firstExisting(dir, ['dist/commonjs/models/mappers.js']);
  if (commonjs) return requireFrom(commonjs);
  const esm = firstExisting(dir, ['dist-esm/src/models/mappers.js']);
  if (esm) {
    // An ESM file of `export const X = {...}` declarations only: evaluated as a function body.
    const body = readFileSync(esm, 'utf8').replace(
      /^export (const|let|var) (\w+) =/gm,
      '$1 $2 = exports.$2 =',
    );
    const exports = {};
    new Function('exports', body)(exports);
    return exports;
  }
  const module = requireFrom(packageName);
  return (
    Object.values(module).find((value) => value && typeof value === 'object' && 'CloudError' in value) ?? {}
  );
}

/** Every API version the package's request code sends (its `api-version` defaults). */
function apiVersions(dir) {
  const versions = new Set();
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/(parameters|operations|Context)\.js$/.test(entry.name)) {
        const source = readFileSync(child, 'utf8');
        for (const match of source.matchAll(
          /(?:defaultValue:\s*|apiVersion \?\?\s*)["'](20\d\d-\d\d-\d\d(?:-preview)?)["']/g,
        ))
          versions.add(match[1]);
      }
    }
  };
  for (const root of ['dist/commonjs', 'dist-esm/src', 'esm'])
    if (existsSync(join(dir, root))) walk(join(dir, root));
  return [...versions].sort();
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'arm-models-'));
  try {
    const specs = Object.entries(SDKS).map(([name, version]) => `@azure/arm-${name}@${version}`);
    console.log(`installing ${specs.length} SDKs from the registry...`);
    writeFileSync(join(work, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', ...specs], {
      cwd: work,
      stdio: 'inherit',
    });
    const lock = JSON.parse(readFileSync(join(work, 'package-lock.json'), 'utf8'));
    const requireFrom = (request) => require(require.resolve(request, { paths: [work] }));
    for (const [name, version] of Object.entries(SDKS)) {
      const packageName = `@azure/arm-${name}`;
      const dir = join(work, 'node_modules', packageName);
      const target = join(OUT, name);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      const declarations = firstExisting(dir, [
        'dist/commonjs/models/models.d.ts',
        'dist/commonjs/models/index.d.ts',
        'dist-esm/src/models/index.d.ts',
        'esm/models/index.d.ts',
      ]);
      if (!declarations) throw new Error(`${packageName}: no model declarations found`);
      copyFileSync(declarations, join(target, 'models.d.ts'));
      const serializers = firstExisting(dir, ['dist/commonjs/models/models.js']);
      const generation = serializers ? 'typespec' : 'autorest';
      if (serializers) copyFileSync(serializers, join(target, 'serializers.js'));
      else
        writeFileSync(
          join(target, 'mappers.json'),
          JSON.stringify(loadMappers(dir, packageName, requireFrom)),
        );
      const license = firstExisting(dir, ['LICENSE', 'LICENSE.txt', 'LICENSE.md']);
      if (license) copyFileSync(license, join(target, 'LICENSE'));
      const locked = lock.packages[`node_modules/${packageName}`];
      const sdk = {
        package: packageName,
        version,
        source: `https://www.npmjs.com/package/${packageName}/v/${version}`,
        tarball: locked.resolved,
        integrity: locked.integrity,
        license: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).license,
        generation,
        from: {
          declarations: declarations.slice(dir.length + 1),
          ...(serializers ? { serializers: serializers.slice(dir.length + 1) } : {}),
        },
        apiVersions: apiVersions(dir),
      };
      writeFileSync(join(target, 'sdk.json'), `${JSON.stringify(sdk, null, 2)}\n`);
      console.log(`${packageName}@${version}: ${generation}, ${sdk.apiVersions.length} API versions`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
