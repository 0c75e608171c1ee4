import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Engines that evaluate tenant-written logic, and the evaluation module's insides. */
const EVALUATION_IMPORTS = [
  {
    group: ['ajv', 'ajv/*', 'ajv-formats', '@marcbachmann/cel-js', 're2js', 're2-wasm', 're2'],
    message:
      'tenant-written logic runs only through contract/evaluation (a check in checks.ts), under its budget; see docs/security.md',
  },
  {
    group: ['**/contract/evaluation/*', '!**/contract/evaluation/index'],
    message: "import contract/evaluation's index only; its engines run under the evaluation budget",
  },
];

/** A RegExp built from a string that is not a literal in the source could come from a tenant. */
const DYNAMIC_REGEXP = [
  {
    selector: "NewExpression[callee.name='RegExp'][arguments.0.type!='Literal']",
    message:
      'new RegExp(non-literal): a pattern from input must go through contract/evaluation (RE2, under the budget); a fixed pattern is a regex literal',
  },
  {
    selector: "CallExpression[callee.name='RegExp'][arguments.0.type!='Literal']",
    message: 'RegExp(non-literal): a pattern from input must go through contract/evaluation',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(match|matchAll|search)$/][arguments.length=1][arguments.0.type!='Literal']",
    message:
      'String.match/matchAll/search compile a string argument as a RegExp: pass a regex literal, or evaluate a pattern from input through contract/evaluation',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.arcbridge/**', 'infra/api-models/*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Tenant-written logic (JSON Schema, regular expressions, CEL) is evaluated only through
  // contract/evaluation, under its time and memory budget (docs/security.md, "Bounded evaluation").
  {
    files: ['**/*.ts', '**/*.mjs', '**/*.js', '**/*.cjs'],
    ignores: ['contract/evaluation/**', 'test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: EVALUATION_IMPORTS }],
      'no-restricted-syntax': ['error', ...DYNAMIC_REGEXP],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
);
