import Ajv2020 from 'ajv/dist/2020';
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldViolation } from '../problems';
import { ajvRegExpEngine } from './linear-regexp';

/**
 * JSON Schema for extension values, with ajv 8. `$schema` picks the dialect: draft-07 when it says
 * so, 2020-12 otherwise. `allErrors` so a 422 can list every violation at once; `strict: false`
 * because unknown keywords (e.g. `x-kubernetes-*` from CRD-style schemas) are legal JSON Schema.
 * Patterns compile with RE2 (linear-regexp.ts), and `format` is annotation only (no format
 * validator runs tenant data through a regular expression of its own).
 *
 * Only this folder's checks (checks.ts) call it: a schema is tenant-written logic, so it runs
 * where the evaluation budget holds (see index.ts).
 */
const options = {
  allErrors: true,
  strict: false,
  logger: false,
  validateFormats: false,
  code: { regExp: ajvRegExpEngine },
} as const;
const draft2020 = new Ajv2020(options);
const draft07 = new Ajv(options);

function engineFor(schema: Record<string, unknown>) {
  return typeof schema.$schema === 'string' && schema.$schema.includes('draft-07') ? draft07 : draft2020;
}

export type CompiledSchema =
  { ok: true; validate: ValidateFunction } | { ok: false; violations: FieldViolation[] };

/**
 * Compiled schemas by their JSON text: a schema reaches the evaluation worker as a fresh copy in
 * every message, so the object itself cannot be the key. Emptied when full.
 */
const cache = new Map<string, CompiledSchema>();
const CACHE_LIMIT = 500;

/** Checks the schema against its meta-schema and compiles it; every problem becomes a violation under `path`. */
export function compileValuesSchema(schema: Record<string, unknown>, path: string): CompiledSchema {
  const key = `${path}\n${JSON.stringify(schema)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const ajv = engineFor(schema);
  let result: CompiledSchema;
  if (!ajv.validateSchema(schema)) {
    result = { ok: false, violations: toViolations(ajv.errors ?? [], path) };
  } else {
    try {
      // `$id`s would clash between schemas in one ajv instance; compile without registering them.
      const { $id: _id, ...anonymous } = schema;
      result = { ok: true, validate: ajv.compile(anonymous) };
    } catch (err) {
      result = { ok: false, violations: [{ path, message: (err as Error).message }] };
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

/** Validates values; violations are reported as `<prefix><instancePath>` (e.g. `values/replicas`). */
export function validateValues(
  validate: ValidateFunction,
  values: unknown,
  prefix: string,
): FieldViolation[] {
  return validate(values) ? [] : toViolations(validate.errors ?? [], prefix);
}

function toViolations(errors: ErrorObject[], prefix: string): FieldViolation[] {
  return errors.map((error) => {
    const where = error.instancePath ? `${prefix}${error.instancePath}` : prefix;
    const detail =
      error.keyword === 'additionalProperties'
        ? `${error.message ?? 'invalid'} '${String((error.params as { additionalProperty?: string }).additionalProperty)}'`
        : (error.message ?? 'invalid');
    return {
      path: where,
      message:
        error.schemaPath.startsWith('#') && prefix.includes('valuesSchema')
          ? `${detail} (at ${error.schemaPath})`
          : detail,
    };
  });
}
