import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Tenant-written logic (JSON Schema, regular expressions, CEL) is evaluated only through
 * contract/evaluation, under its budget. eslint.config.mjs enforces it; these tests prove the rules
 * fire on each way around them, and scan the sources independently of the lint configuration.
 */

const root = join(__dirname, '..', '..');

interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}

/** ESLint's findings on `code` as if it were the file at `filePath` (the CLI: Jest cannot load the ESM config). */
function lint(code: string, filePath: string): LintMessage[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/eslint/bin/eslint.js'),
        '--stdin',
        '--stdin-filename',
        filePath,
        '--format',
        'json',
      ],
      { cwd: root, input: code, encoding: 'utf8' },
    );
  } catch (err) {
    // Exit code 1: there were findings; the report is on stdout all the same.
    output = (err as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: LintMessage[] }[];
  return result?.messages ?? [];
}

/** Each way around the module, one per line (the imports first, as a module needs them). */
const BYPASSES: [string, string][] = [
  ["import Ajv from 'ajv';", 'no-restricted-imports'],
  ["import Ajv2020 from 'ajv/dist/2020';", 'no-restricted-imports'],
  ["import { evaluate } from '@marcbachmann/cel-js';", 'no-restricted-imports'],
  ["import { RE2JS } from 're2js';", 'no-restricted-imports'],
  ["import { checks } from '../../contract/evaluation/checks';", 'no-restricted-imports'],
  ["import { runWithin } from '../../contract/evaluation/time-budget';", 'no-restricted-imports'],
  ['export const a = (p: string, s: string) => new RegExp(p).test(s);', 'no-restricted-syntax'],
  ['export const b = (p: string, s: string) => RegExp(p).test(s);', 'no-restricted-syntax'],
  ['export const c = (p: string, s: string) => new RegExp(`^${p}$`, "u").test(s);', 'no-restricted-syntax'],
  ['export const d = (p: string, s: string) => s.match(p);', 'no-restricted-syntax'],
  ['export const e = (p: string, s: string) => s.search(p);', 'no-restricted-syntax'],
  [
    'export const f = (p: string, s: string) => [...s.matchAll(p as unknown as RegExp)];',
    'no-restricted-syntax',
  ],
];
const USES = 'export const used = [Ajv, Ajv2020, evaluate, RE2JS, checks, runWithin];';

describe('the lint rules keep tenant logic inside contract/evaluation', () => {
  it.each(['functions/catalog/x.ts', 'agent/reconcile/x.ts', 'contract/x.ts', 'cli/commands/x.ts'])(
    'flag every way around the module in %s',
    (where) => {
      const messages = lint([...BYPASSES.map(([code]) => code), USES, ''].join('\n'), where);
      BYPASSES.forEach(([code, rule], index) => {
        const found = messages.filter((message) => message.line === index + 1).map((m) => m.ruleId);
        expect({ code, found }).toEqual({ code, found: expect.arrayContaining([rule]) });
      });
    },
  );

  it('allow the module its engines, a literal pattern anywhere, and the public entry', () => {
    const engines =
      "import Ajv from 'ajv';\nimport { RE2JS } from 're2js';\nexport const a = [Ajv, RE2JS];\n";
    expect(lint(engines, 'contract/evaluation/x.ts')).toEqual([]);
    const literal =
      "export const ok = (s: string) => new RegExp('^a+$').test(s) && /b/.test(s) && s.match(/c/) !== null;\n" +
      "import { runCheck } from '../../contract/evaluation';\nexport const run = runCheck;\n";
    expect(lint(literal, 'agent/reconcile/x.ts')).toEqual([]);
  });
});

/** Every .ts file under a folder, as paths relative to the repository root. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|cts|mjs|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'));
}

describe('the sources, read directly', () => {
  const files = ['contract', 'functions', 'agent', 'cli', 'console', 'bench'].flatMap(sources);
  const outside = files.filter((path) => !path.startsWith('contract/evaluation/'));

  it('finds the engines imported only in contract/evaluation', () => {
    expect(outside.length).toBeGreaterThan(100);
    const engines =
      /from\s+['"](ajv(\/[^'"]*)?|ajv-formats|@marcbachmann\/cel-js|re2js|re2-wasm|re2)['"]|require\(\s*['"](ajv|@marcbachmann\/cel-js|re2js)/;
    expect(outside.filter((path) => engines.test(readFileSync(join(root, path), 'utf8')))).toEqual([]);
    // ...and that the module does use them (the pattern above would see a real import).
    expect(
      files
        .filter((path) => path.startsWith('contract/evaluation/'))
        .filter((path) => engines.test(readFileSync(join(root, path), 'utf8'))).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('finds no RegExp built from a non-literal without a reason given beside it', () => {
    const unexplained: string[] = [];
    for (const path of outside) {
      const lines = readFileSync(join(root, path), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!/\b(new\s+)?RegExp\(\s*[^'"/)\s]/.test(line)) return;
        const context = lines.slice(Math.max(0, index - 6), index + 1).join('\n');
        if (!/eslint-disable(-next-line)? no-restricted-syntax -- \S/.test(context))
          unexplained.push(`${path}:${index + 1}`);
      });
    }
    expect(unexplained).toEqual([]);
  });
});
