import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');

/** Every repository module the compiled agent loads at run time, starting from its entry point. */
function runtimeModules(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(ROOT, entry)];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // Transpiling drops imports used only as types, exactly as the build does.
    const js = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    for (const match of js.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
      const base = resolve(dirname(file), match[1] as string);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!target) throw new Error(`${relative(ROOT, file)} requires ${match[1]}, which has no source`);
      pending.push(target);
    }
  }
  return [...seen].map((file) => relative(ROOT, file)).sort();
}

/** The build stage's COPY sources (repository paths, directories with a trailing slash). */
function buildStageSources(dockerfile: string): string[] {
  const stage = /^FROM \S+ AS build$([\s\S]*?)^FROM /m.exec(dockerfile)?.[1] ?? '';
  return [...stage.matchAll(/^COPY (?!--)(.+) \S+$/gm)].flatMap((match) =>
    (match[1] as string)
      .split(/\s+/)
      .map((source) => (existsSync(join(ROOT, source, '.')) ? `${source}/` : source)),
  );
}

describe('agent image', () => {
  it('compiles the agent in the build stage from only what that stage copies', () => {
    const dockerfile = readFileSync(join(ROOT, 'agent/Dockerfile'), 'utf8');
    const project = /RUN npx tsc -p (\S+)/.exec(dockerfile)?.[1];
    expect(project).toBe('agent/tsconfig.build.json');
    const config = ts.getParsedCommandLineOfConfigFile(
      resolve(ROOT, project as string),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!config) throw new Error(`cannot read ${project}`);
    // Outputs land where the runtime stage copies them from (dist/agent, dist/functions/...).
    expect(config.options.rootDir).toBe(ROOT);
    expect(config.options.outDir).toBe(join(ROOT, 'dist'));
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
    const inputs = program
      .getSourceFiles()
      .map((file) => relative(ROOT, file.fileName))
      // Libraries come from the stage's npm ci (a symlinked node_modules resolves outside ROOT).
      .filter((file) => !file.split('/').includes('node_modules'));
    expect(inputs).toContain('agent/main.ts');
    const sources = buildStageSources(dockerfile);
    expect(sources).toContain('agent/');
    const missing = inputs.filter(
      (file) => !sources.some((source) => file === source || file.startsWith(source)),
    );
    expect(missing).toEqual([]);
  });

  it('copies every module the agent loads into the runtime stage', () => {
    const dockerfile = readFileSync(join(ROOT, 'agent/Dockerfile'), 'utf8');
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/src\/dist\/(\S+) \.\/dist\/\1$/gm)].map(
      (match) => `${match[1]}/`,
    );
    const modules = runtimeModules('agent/main.ts');
    // The closure reaches the shared x509 code through the identity keys (and would catch a regression).
    expect(modules).toContain('functions/platform/x509/der.ts');
    const missing = modules.filter((module) => !copied.some((dir) => module.startsWith(dir)));
    expect(missing).toEqual([]);
  });
});
