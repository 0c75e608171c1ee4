import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import YAML from 'yaml';

interface StructuralSchema {
  type?: string;
  properties?: Record<string, StructuralSchema>;
  additionalProperties?: StructuralSchema | boolean;
  items?: StructuralSchema;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
}

/** The one format the vendored CRDs use (the API server checks it; ajv knows none without ajv-formats). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const ROOT_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * Checks objects against one served version of a vendored CustomResourceDefinition the way the
 * API server would: its openAPIV3Schema with ajv (types, enums, patterns, lengths, required), plus
 * the fields the server would silently prune because the schema does not know them (a structural
 * schema keeps only declared fields unless `x-kubernetes-preserve-unknown-fields`). `metadata` is
 * ObjectMeta, checked by the server itself, not by the CRD; it, `apiVersion` and `kind` are never
 * pruned, declared or not.
 */
export function crdChecker(file: string, version: string): (object: unknown) => string[] {
  const crd = YAML.parse(readFileSync(file, 'utf8')) as {
    spec: { versions: { name: string; schema: { openAPIV3Schema: StructuralSchema } }[] };
  };
  const served = crd.spec.versions.find((v) => v.name === version);
  if (!served) throw new Error(`${file} has no version ${version}`);
  const schema = served.schema.openAPIV3Schema;
  const validate = new Ajv({ allErrors: true, strict: false, formats: { 'date-time': RFC3339 } }).compile(
    schema,
  );
  return (object) => {
    const problems = validate(object)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    return [...problems, ...pruned(object, schema, '')];
  };
}

function pruned(value: unknown, schema: StructuralSchema, path: string): string[] {
  if (schema['x-kubernetes-preserve-unknown-fields'] || path === '/metadata') return [];
  if (Array.isArray(value)) {
    return schema.items ? value.flatMap((item, i) => pruned(item, schema.items!, `${path}/${i}`)) : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const problems: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    // The API server keeps these at the top of every object, whether the schema declares them or not.
    if (path === '' && ROOT_FIELDS.has(key)) continue;
    const declared = schema.properties?.[key];
    const additional =
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    if (declared) problems.push(...pruned(child, declared, `${path}/${key}`));
    else if (additional) problems.push(...pruned(child, additional, `${path}/${key}`));
    else if (schema.additionalProperties !== true)
      problems.push(`${path}/${key} is not in the schema (pruned)`);
  }
  return problems;
}
