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

describe('agent image', () => {
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
