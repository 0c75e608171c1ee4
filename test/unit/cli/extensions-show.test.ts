import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestControlPlane } from '../../support/control-plane';
import type { TestControlPlane } from '../../support/control-plane';
import { cliRunner } from '../../support/cli-runner';

const TENANT = 'cli-extensions';

describe('arcbridge extensions show', () => {
  let tp: TestControlPlane;
  let dir: string;
  beforeAll(async () => {
    tp = await startTestControlPlane();
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-cli-extensions-'));
    const file = join(dir, 'cache.yaml');
    writeFileSync(
      file,
      `name: cache
version: 1.0.0
kind: helm
source:
  url: oci://registry.example.com/charts
  chart: redis
defaultValues:
  replicas: 1
valuesSchema:
  type: object
  properties:
    replicas: { type: integer, minimum: 1 }
policies:
  - name: max-replicas
    expression: values.replicas <= 5
    message: more than 5 replicas needs a review
---
name: cache
version: 1.1.0
kind: kustomize
source:
  url: https://git.example.com/cache
  path: overlays/prod
`,
    );
    const published = await cli(['extensions', 'publish', '-f', file, '--tenant', TENANT]);
    expect(published.code).toBe(0);
  });
  afterAll(async () => {
    await tp.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = cliRunner(() => tp.dataDir);

  it('shows an extension with each version: kind, source, publish time and values schema', async () => {
    const shown = await cli(['extensions', 'show', 'cache', '--tenant', TENANT]);
    expect(shown).toMatchObject({ code: 0, err: '' });
    const lines = shown.out.split('\n');
    expect(lines[0]).toBe('Extension:  cache');
    const header = lines.findIndex((line) => line.startsWith('VERSION'));
    expect(lines[header]).toMatch(/^VERSION\s+KIND\s+SOURCE\s+PUBLISHED\s+VALUES SCHEMA\s+POLICIES$/);
    expect(lines[header + 1]).toMatch(
      /^1\.0\.0\s+helm\s+oci:\/\/registry\.example\.com\/charts chart=redis\s+\d+s ago\s+yes\s+1$/,
    );
    expect(lines[header + 2]).toMatch(
      /^1\.1\.0\s+kustomize\s+https:\/\/git\.example\.com\/cache path=overlays\/prod\s+\d+s ago\s+no\s+0$/,
    );

    // JSON: the extension with every field of each version, for scripts.
    const json = await cli(['extensions', 'show', 'cache', '--tenant', TENANT, '-o', 'json']);
    expect(json.code).toBe(0);
    const body = JSON.parse(json.out) as { name: string; versions: Record<string, unknown>[] };
    expect(body.name).toBe('cache');
    expect(body.versions.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    expect(body.versions[0]).toMatchObject({
      kind: 'helm',
      source: { url: 'oci://registry.example.com/charts', chart: 'redis' },
      valuesSchema: { type: 'object' },
    });
    expect(body.versions[1]).not.toHaveProperty('valuesSchema');
  });

  it('shows one version in full with --version (the command its own, not the CLI version)', async () => {
    const shown = await cli(['extensions', 'show', 'cache', '--version', '1.0.0', '--tenant', TENANT]);
    expect(shown).toMatchObject({ code: 0, err: '' });
    expect(shown.out).toContain('Version:    1.0.0\nKind:       helm\n');
    expect(shown.out).toContain('Source:     oci://registry.example.com/charts chart=redis\n');
    expect(shown.out).toContain(
      '  max-replicas: values.replicas <= 5  (more than 5 replicas needs a review)',
    );
    expect(shown.out).toContain('Default values:\n  replicas: 1\n');
    expect(shown.out).toMatch(/Values schema:\n {2}type: object\n/);

    const json = await cli([
      '-o',
      'json',
      'extensions',
      'show',
      'cache',
      '--tenant',
      TENANT,
      '--version',
      '1.1.0',
    ]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ name: 'cache', version: '1.1.0', kind: 'kustomize' });

    // Before any command --version is still the CLI's own.
    const own = await cli(['--version']);
    expect(own.code).toBe(0);
    expect(own.out).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('says what the catalog has when the extension or version is not there, with exit 3', async () => {
    const missing = await cli(['extensions', 'show', 'nope', '--tenant', TENANT]);
    expect(missing.code).toBe(3);
    expect(missing.out).toBe('');
    expect(missing.err).toBe(
      `Error: no extension 'nope' is published in tenant '${TENANT}'\n` +
        `See the catalog: arcbridge extensions list --tenant ${TENANT}\n`,
    );
    const version = await cli(['extensions', 'show', 'cache', '--version', '9.9.9', '--tenant', TENANT]);
    expect(version.code).toBe(3);
    expect(version.err).toBe(
      `Error: extension 'cache' has no version '9.9.9' in tenant '${TENANT}'; published: 1.0.0, 1.1.0\n`,
    );
    const json = await cli(['extensions', 'show', 'nope', '--tenant', TENANT, '-o', 'json']);
    expect(json.code).toBe(3);
    expect(JSON.parse(json.out)).toEqual({ error: expect.stringContaining("no extension 'nope'") });

    // A malformed name is the argument's fault, named as the help names it.
    const bad = await cli(['extensions', 'show', 'Bad_Name', '--tenant', TENANT]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('  - <name>: a DNS label');
  });
});
