import fc from 'fast-check';

/**
 * fast-check arbitraries from the published OpenAPI 3.1 document (JSON Schema 2020-12): values
 * the schemas accept, and mutations of them that they refuse. Covers the keywords the document
 * uses (checked by `unsupportedKeywords`); arrays and free-form objects are kept small so that a
 * run exercises many operations rather than a few huge bodies.
 */

export type Schema = Record<string, unknown> & { $ref?: string };
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
export interface Operation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

const SUPPORTED = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'enum',
  'const',
  'anyOf',
  'default',
  'description',
  'example',
  'title',
  'id',
]);

/** Keywords of the document's schemas this generator does not understand (must stay empty). */
export function unsupportedKeywords(document: OpenApiDocument): string[] {
  const found = new Set<string>();
  const visit = (schema: unknown, inProperties = false) => {
    if (Array.isArray(schema)) return schema.forEach((item) => visit(item));
    if (!schema || typeof schema !== 'object') return;
    for (const [key, value] of Object.entries(schema)) {
      if (!inProperties && !SUPPORTED.has(key)) found.add(key);
      // Examples, defaults and enums hold data, not schemas.
      if (!inProperties && ['example', 'default', 'enum', 'const'].includes(key)) continue;
      visit(value, key === 'properties' && !inProperties);
    }
  };
  Object.values(document.components.schemas).forEach((schema) => visit(schema));
  return [...found].sort();
}

const MAX_ITEMS = 3;
const json = fc.jsonValue({ maxDepth: 2 });

export class Arbitraries {
  private readonly cache = new Map<string, fc.Arbitrary<unknown>>();

  constructor(private readonly document: OpenApiDocument) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    while (current.$ref)
      current = this.document.components.schemas[current.$ref.split('/').pop() as string] as Schema;
    return current;
  }

  /** Values the schema accepts. */
  valid(schema: Schema): fc.Arbitrary<unknown> {
    if (schema.$ref) {
      const name = schema.$ref;
      let arbitrary = this.cache.get(name);
      if (!arbitrary) {
        // Recursive schemas would loop: the reference is resolved lazily.
        arbitrary = fc.constant(null).chain(() => this.valid(this.resolve(schema)));
        this.cache.set(name, arbitrary);
      }
      return arbitrary;
    }
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.anyOf))
      return fc.oneof(...(schema.anyOf as Schema[]).map((item) => this.valid(item)));
    switch (schema.type) {
      case 'string':
        return this.string(schema);
      case 'integer':
        return fc.integer({ min: this.lower(schema, -1_000_000), max: this.upper(schema, 1_000_000) });
      case 'number':
        return fc.double({
          min: this.lower(schema, -1e6),
          max: this.upper(schema, 1e6),
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.valid((schema.items as Schema | undefined) ?? {}), {
          minLength: (schema.minItems as number | undefined) ?? 0,
          maxLength: Math.min(
            (schema.maxItems as number | undefined) ?? MAX_ITEMS,
            Math.max(MAX_ITEMS, (schema.minItems as number | undefined) ?? 0),
          ),
        });
      case 'object':
        return this.object(schema);
      default:
        return json;
    }
  }

  /** Values the schema refuses: a wrong type, a broken constraint, a missing or an unknown property. */
  invalid(schema: Schema): fc.Arbitrary<unknown> {
    const resolved = this.resolve(schema);
    const wrongType = fc.constantFrom<unknown>(null, 42, 'text', true, [], {});
    const options: Array<fc.Arbitrary<unknown>> = [wrongType];
    if (resolved.type === 'string' && typeof resolved.pattern === 'string')
      options.push(fc.constantFrom('', ' ', 'UPPER CASE', '../..', '\u0000'));
    if (resolved.type === 'string' && typeof resolved.maxLength === 'number')
      options.push(fc.constant('x'.repeat((resolved.maxLength as number) + 1)));
    if (resolved.type === 'object' && resolved.properties) {
      const valid = this.valid(resolved) as fc.Arbitrary<Record<string, unknown>>;
      const required = (resolved.required as string[] | undefined) ?? [];
      if (required.length > 0) {
        options.push(fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => omit(value, key)));
      }
      if (resolved.additionalProperties === false)
        options.push(valid.map((value) => ({ ...value, unexpectedProperty: 1 })));
      const keys = Object.keys(resolved.properties as object);
      if (keys.length > 0)
        options.push(
          fc
            .tuple(valid, fc.constantFrom(...keys), wrongType)
            .map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
        );
    }
    return fc.oneof(...options);
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const min = (schema.minLength as number | undefined) ?? 0;
    const max = (schema.maxLength as number | undefined) ?? Number.MAX_SAFE_INTEGER;
    let base: fc.Arbitrary<string>;
    if (typeof schema.pattern === 'string') base = patternArbitrary(schema.pattern);
    else if (schema.format === 'date-time')
      base = fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    else if (schema.format === 'uri') base = fc.webUrl();
    else base = fc.string({ minLength: min, maxLength: Math.min(max, 64) });
    return base.filter((value) => value.length >= min && value.length <= max);
  }

  private object(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(properties)) record[key] = this.valid(value);
    const known = fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
    const extra = schema.additionalProperties;
    if (extra === false || extra === undefined || Object.keys(properties).length > 0)
      return known as fc.Arbitrary<Record<string, unknown>>;
    const names = schema.propertyNames
      ? (this.valid(schema.propertyNames as Schema) as fc.Arbitrary<string>)
      : fc.string({ maxLength: 16 });
    const values =
      typeof extra === 'object' && extra !== null && Object.keys(extra).length > 0
        ? this.valid(extra as Schema)
        : json;
    return fc.dictionary(names, values, { maxKeys: MAX_ITEMS });
  }

  private lower(schema: Schema, fallback: number): number {
    if (typeof schema.minimum === 'number') return schema.minimum;
    if (typeof schema.exclusiveMinimum === 'number')
      return schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 1e-9);
    return fallback;
  }

  private upper(schema: Schema, fallback: number): number {
    return typeof schema.maximum === 'number' ? schema.maximum : fallback;
  }
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/**
 * Strings a JSON Schema `pattern` accepts (ECMAScript with the `u` flag, as ajv reads it).
 * fast-check cannot generate from lookarounds (e.g. the Git branch-name rules): those are
 * generated from the pattern without them, keeping only what the whole pattern accepts.
 */
function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  const full = new RegExp(pattern, 'u');
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((value) => full.test(value));
  } catch {
    const relaxed = pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, '');
    return fc.stringMatching(new RegExp(relaxed)).filter((value) => full.test(value));
  }
}
