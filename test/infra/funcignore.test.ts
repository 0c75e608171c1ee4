import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFiles, REPO_ROOT } from './support/bicep';

/**
 * The Function App package (.funcignore): it keeps what the Functions host loads in Azure (the
 * package.json "main" under dist/functions, host.json, node_modules) and leaves out sources,
 * tests, docs, infra and the parts of dist/ only the embedded host and the CLI use. Every entry of
 * the repository root is either kept on purpose or ignored, so a new folder needs a decision.
 * Patterns are root-anchored paths without wildcards, which the matcher below reads exactly.
 */

const patterns = readFileSync(join(REPO_ROOT, '.funcignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

function ignored(path: string): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('/') ? `${path}/`.startsWith(pattern.slice(1)) : path === pattern.slice(1),
  );
}

/** Root entries the package needs. */
const KEPT = ['package.json', 'package-lock.json', 'host.json', 'dist', 'node_modules'];

describe('.funcignore', () => {
  it('uses only root-anchored paths without wildcards (what the check reads exactly)', () => {
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((pattern) => !/^\/[^*?[\]!]+$/.test(pattern))).toEqual([]);
  });

  it('keeps the entry point, host.json, package.json and the dependencies', () => {
    const main = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { main: string }).main;
    expect(main).toBe('dist/functions/index.js');
    // dist/console: the operator console's bundle, served by the app (functions/console/static-assets.ts).
    for (const path of [
      main,
      'host.json',
      'package.json',
      'node_modules/@azure/functions/package.json',
      'dist/console/index.html',
      'dist/console/app.js',
    ])
      expect({ path, ignored: ignored(path) }).toEqual({ path, ignored: false });
  });

  it('keeps the compiled form of every control-plane and contract module', () => {
    const modules = ['functions', 'contract']
      .flatMap((dir) => listFiles(join(REPO_ROOT, dir), '.ts'))
      .filter((path) => !path.endsWith('.d.ts'))
      .map((path) => `dist/${relative(REPO_ROOT, path).split('\\').join('/').replace(/\.ts$/, '.js')}`);
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter(ignored)).toEqual([]);
  });

  it('leaves out sources, tests, infra, docs, local settings and what only the embedded host or the CLI uses', () => {
    for (const path of [
      'functions/index.ts',
      'contract/endpoints.ts',
      'test/support/cosmos-emulator.ts',
      'dist/test/support/cosmos-emulator.js',
      'dist/cli/main.js',
      'dist/bench/main.js',
      'console/src/main.ts',
      'examples/rollout.yaml',
      'infra/main.bicep',
      'docs/deploy.md',
      'local.settings.json',
      '.github/workflows/infra.yml',
    ])
      expect({ path, ignored: ignored(path) }).toEqual({ path, ignored: true });
  });

  it('decides about every entry of the repository root', () => {
    const undecided = readdirSync(REPO_ROOT)
      .filter((name) => name !== '.git' && !KEPT.includes(name))
      .filter((name) => !ignored(name));
    expect(undecided).toEqual([]);
  });
});
