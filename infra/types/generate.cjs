#!/usr/bin/env node
// Regenerates infra/types/types.json and index.json from the API's zod schemas.
// Usage: node infra/types/generate.cjs   (compiles the TypeScript sources with @swc/core on the fly)
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const { writeBicepTypes } = require('./generate.ts');
const result = writeBicepTypes();
console.log(`wrote infra/types/types.json and index.json: ${result.generated.join(', ')}`);
if (result.skipped.length > 0)
  console.log(`skipped (schema not in contract/ yet): ${result.skipped.join(', ')}`);
