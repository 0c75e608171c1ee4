import { readFileSync } from 'node:fs';
import { evaluate, parse } from '@marcbachmann/cel-js';
import Ajv from 'ajv';
import YAML from 'yaml';

interface CelRule {
  rule: string;
  message?: string;
}

interface StructuralSchema {
  type?: string;
  properties?: Record<string, StructuralSchema>;
  additionalProperties?: StructuralSchema | boolean;
  items?: StructuralSchema;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-validations'?: CelRule[];
}

interface Crd {
  spec: {
    group: string;
    names: { kind: string };
    versions: { name: string; schema: { openAPIV3Schema: StructuralSchema } }[];
  };
}

/** The one format the vendored CRDs use (the API server checks it; ajv knows none without ajv-formats). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const ROOT_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * Checks objects against one served version of a vendored CustomResourceDefinition the way the
 * API server would: the object's apiVersion and kind against the CRD's group, version and kind;
 * its openAPIV3Schema with ajv (types, enums, patterns, lengths, required); the CRD's own CEL rules
 * (`x-kubernetes-validations`, evaluated with cel-js on the value they guard); plus the fields the
 * server would silently prune because the schema does not know them (a structural schema keeps
 * only declared fields unless `x-kubernetes-preserve-unknown-fields`). `metadata` is ObjectMeta,
 * checked by the server itself, not by the CRD; it, `apiVersion` and `kind` are never pruned,
 * declared or not. A rule cel-js cannot evaluate (one of Kubernetes' CEL libraries) throws, so a
 * re-vendored CRD never passes with a rule left unchecked.
 */
export function crdChecker(file: string, version: string): (object: unknown) => string[] {
  const crd = YAML.parse(readFileSync(file, 'utf8')) as Crd;
  const served = crd.spec.versions.find((v) => v.name === version);
  if (!served) throw new Error(`${file} has no version ${version}`);
  const schema = served.schema.openAPIV3Schema;
  forEachRule(schema, (rule) => parse(rule.rule));
  const validate = new Ajv({ allErrors: true, strict: false, formats: { 'date-time': RFC3339 } }).compile(
    schema,
  );
  const apiVersion = `${crd.spec.group}/${version}`;
  return (object) => {
    const { apiVersion: a, kind: k } = (object ?? {}) as { apiVersion?: unknown; kind?: unknown };
    const identity = [
      ...(a === apiVersion ? [] : [`/apiVersion must be ${apiVersion}`]),
      ...(k === crd.spec.names.kind ? [] : [`/kind must be ${crd.spec.names.kind}`]),
    ];
    const problems = validate(object)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    // The server evaluates the rules on the JSON it received (plain objects, whatever built them).
    const json: unknown = JSON.parse(JSON.stringify(object ?? null));
    return [...identity, ...problems, ...celProblems(json, schema, ''), ...pruned(object, schema, '')];
  };
}

function forEachRule(schema: StructuralSchema, visit: (rule: CelRule) => void): void {
  for (const rule of schema['x-kubernetes-validations'] ?? []) visit(rule);
  for (const child of Object.values(schema.properties ?? {})) forEachRule(child, visit);
  if (schema.items) forEachRule(schema.items, visit);
  if (typeof schema.additionalProperties === 'object') forEachRule(schema.additionalProperties, visit);
}

/** The API server evaluates a node's rules when the node is present, with `self` bound to its value. */
function celProblems(value: unknown, schema: StructuralSchema, path: string): string[] {
  if (value === undefined || value === null) return [];
  const problems: string[] = [];
  for (const { rule, message } of schema['x-kubernetes-validations'] ?? []) {
    // Transition rules compare with the stored object; a create has none, so the server skips them.
    if (/\boldSelf\b/.test(rule)) continue;
    let result: unknown;
    try {
      result = evaluate(rule, { self: value });
    } catch (error) {
      throw new Error(`cel-js cannot evaluate the CRD rule ${rule} at ${path || '/'}: ${String(error)}`);
    }
    if (result !== true) problems.push(`${path || '/'} ${message ?? `failed rule: ${rule}`}`);
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) => problems.push(...celProblems(item, schema.items!, `${path}/${i}`)));
  else if (typeof value === 'object' && !Array.isArray(value))
    for (const [key, child] of Object.entries(value)) {
      const declared =
        schema.properties?.[key] ??
        (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (declared) problems.push(...celProblems(child, declared, `${path}/${key}`));
    }
  return problems;
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
