import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const dockerfile = readFileSync(join(ROOT, 'agent/Dockerfile'), 'utf8');

/** One stage of the Dockerfile, from its FROM line to the next. */
function stage(name: string): string {
  const match = new RegExp(`^FROM .* AS ${name}$([\\s\\S]*?)(?=^FROM |(?![\\s\\S]))`, 'm').exec(dockerfile);
  if (!match) throw new Error(`no stage ${name}`);
  return match[0];
}

/** The build stage's COPY sources (repository paths, directories with a trailing slash). */
function buildStageSources(): string[] {
  return [...stage('build').matchAll(/^COPY (?!--)(.+) \S+$/gm)].flatMap((m) =>
    (m[1] as string)
      .split(/\s+/)
      .map((source) => (existsSync(join(ROOT, source, '.')) ? `${source}/` : source)),
  );
}

/**
 * Optional peers that libraries load inside try/catch and that the agent never needs: ws's native
 * accelerators and node-fetch's legacy charset converter. Anything else external must be a builtin.
 */
const OPTIONAL_PEERS = ['bufferutil', 'utf-8-validate', 'encoding'];

describe('agent image', () => {
  const out = mkdtempSync(join(tmpdir(), 'arcbridge-bundle-'));
  let meta: {
    inputs: Record<string, unknown>;
    outputs: Record<string, { imports: Array<{ path: string; external?: boolean }> }>;
  };
  beforeAll(() => {
    // The very command the Dockerfile's build stage runs.
    execFileSync(process.execPath, [join(ROOT, 'agent/bundle.mjs'), out], { cwd: ROOT, stdio: 'pipe' });
    meta = JSON.parse(readFileSync(join(out, 'meta.json'), 'utf8')) as typeof meta;
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('bundles the agent into one file that requires only Node builtins', () => {
    const externals = Object.values(meta.outputs).flatMap((o) =>
      o.imports.filter((i) => i.external).map((i) => i.path),
    );
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    expect([...new Set(externals.filter((path) => !builtins.has(path)))].sort()).toEqual(
      [...OPTIONAL_PEERS].sort(),
    );
    // The whole agent, not a stub: its entry, the reconciler and client-node are inside.
    const inputs = Object.keys(meta.inputs);
    expect(inputs).toEqual(expect.arrayContaining(['agent/main.ts', 'agent/reconcile/render/untar.ts']));
    expect(inputs.some((i) => i.includes('node_modules/@kubernetes/client-node/'))).toBe(true);
    // What the image adds to the base besides helm and kustomize (see docs/agent.md for the budget).
    expect(statSync(join(out, 'main.js')).size).toBeLessThan(8 * 1024 * 1024);
  });

  it('runs on its own: --help outside the repository, and a clean failure without a cluster', () => {
    const alone = mkdtempSync(join(tmpdir(), 'arcbridge-bundle-alone-'));
    try {
      copyFileSync(join(out, 'main.js'), join(alone, 'main.js'));
      const env = { PATH: process.env.PATH ?? '', HOME: alone, NODE_PATH: '' };
      const help = spawnSync(process.execPath, ['main.js', '--help'], { cwd: alone, env, encoding: 'utf8' });
      expect(help.stderr).toBe('');
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('ARCBRIDGE_CLUSTER_RESOURCE');
      const run = spawnSync(process.execPath, ['main.js'], {
        cwd: alone,
        env: { ...env, KUBECONFIG: join(alone, 'missing-kubeconfig'), ARCBRIDGE_METRICS_PORT: '0' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      const line = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
      expect(line).toMatchObject({ level: 'error', msg: 'agent failed to start' });
      expect(line.error).toContain('missing-kubeconfig');
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });

  it('lists every bundled npm package with its version for the SBOM', () => {
    const bom = JSON.parse(readFileSync(join(out, 'agent.cdx.json'), 'utf8')) as {
      bomFormat: string;
      components: Array<{ name: string; version: string; purl: string }>;
    };
    expect(bom.bomFormat).toBe('CycloneDX');
    const fromInputs = new Set(
      Object.keys(meta.inputs).flatMap((input) => {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(input);
        return m ? [m[1] as string] : [];
      }),
    );
    expect(new Set(bom.components.map((c) => c.name))).toEqual(fromInputs);
    for (const c of bom.components) expect(c.purl).toMatch(/^pkg:npm\/.+@\d+\.\d+\.\d+/);
  });

  it('the build stage copies every repository source the bundle reads', () => {
    const sources = buildStageSources();
    const repoInputs = Object.keys(meta.inputs).filter((input) => !input.includes('node_modules/'));
    expect(repoInputs.length).toBeGreaterThan(20);
    const missing = repoInputs.filter((file) => !sources.some((s) => file === s || file.startsWith(s)));
    expect(missing).toEqual([]);
    // The agent ships the wire contract and its own code, never the control plane's.
    expect(repoInputs.filter((file) => !/^(agent|contract)\//.test(file))).toEqual([]);
    expect(sources.filter((s) => s.startsWith('functions'))).toEqual([]);
    expect(stage('build')).toContain('node agent/bundle.mjs dist/agent-bundle');
  });

  it('the runtime stage holds only the bundle, its SBOM list and the two tools, as non-root', () => {
    const runtime = stage('runtime');
    expect([...runtime.matchAll(/^COPY .*$/gm)].map((m) => m[0])).toEqual([
      'COPY --from=tools /tools/helm /tools/kustomize /usr/local/bin/',
      'COPY --from=build /src/dist/agent-bundle/main.js /src/dist/agent-bundle/agent.cdx.json /app/',
    ]);
    expect(runtime).toMatch(/^USER 65532:65532$/m);
    expect(runtime).toContain('CMD ["/app/main.js"]');
  });

  it('pins base images by digest and both architectures of helm and kustomize by sha256', () => {
    for (const arg of ['NODE_BUILD_IMAGE', 'RUNTIME_IMAGE'])
      expect(dockerfile).toMatch(new RegExp(`^ARG ${arg}=\\S+:\\S+@sha256:[0-9a-f]{64}$`, 'm'));
    expect(dockerfile).toMatch(/^ARG RUNTIME_IMAGE=gcr\.io\/distroless\/nodejs22-debian12:nonroot@/m);
    for (const tool of ['HELM', 'KUSTOMIZE'])
      for (const arch of ['AMD64', 'ARM64'])
        expect(dockerfile).toMatch(new RegExp(`^ARG ${tool}_SHA256_${arch}=[0-9a-f]{64}$`, 'm'));
    const tools = stage('tools');
    expect(tools).toMatch(
      /amd64\) HELM_SHA256="\$\{HELM_SHA256_AMD64\}"; KUSTOMIZE_SHA256="\$\{KUSTOMIZE_SHA256_AMD64\}"/,
    );
    expect(tools).toMatch(
      /arm64\) HELM_SHA256="\$\{HELM_SHA256_ARM64\}"; KUSTOMIZE_SHA256="\$\{KUSTOMIZE_SHA256_ARM64\}"/,
    );
    expect(tools.match(/sha256sum -c -/g)).toHaveLength(2);
    // Downloads name the target architecture, never a fixed one.
    expect(tools).not.toMatch(/linux[-_]amd64/);
    expect(stage('build')).toMatch(/^FROM --platform=\$BUILDPLATFORM /);
  });
});
