import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ObjectTypeProperty, TypeReference } from '@azure/bicep-types';
import { HELM_RELEASE_NAME_MAX_LENGTH } from '../../contract/helm-release-name';
import {
  AllExceptExtension,
  buildIndex,
  CrossFileTypeReference,
  ObjectTypePropertyFlags as Flags,
  TypeBaseKind,
  TypeFactory,
  writeIndexJson,
  writeTypesJson,
} from '@azure/bicep-types';

/**
 * Generates the Bicep extension types (infra/types/types.json + index.json) for ArcBridge
 * resources from the zod schemas of the API (contract/), so that
 *
 *   extension arcbridge with { endpoint: 'https://...' }
 *   resource retail 'ArcBridge/assignments@v1' = { tenantId: 'contoso', name: 'ingress', ... }
 *
 * is type checked by Bicep with the same rules the API enforces. To add a resource type, add an
 * entry to RESOURCES; schemas are found by their zod `.meta({ id })`, so the generator picks a
 * resource up as soon as its schema exists. Run: `node infra/types/generate.cjs`.
 *
 * The types, the index and their JSON come from `@azure/bicep-types`, the library the Bicep team
 * publishes for writing extension types (the format the Bicep CLI reads).
 */

/** Resources can be declared in a deployment at every scope but as an extension of another resource. */
export const ANY_DEPLOYMENT_SCOPE = AllExceptExtension;

export interface ResourceDefinition {
  /** Bicep resource type, without the version. */
  type: string;
  apiVersion: string;
  description: string;
  /** zod meta id of the request body the API accepts (writable properties). */
  writeSchemaId: string;
  /** zod meta id of what the API returns; its extra properties become read-only. */
  readSchemaId?: string;
  /** Properties that identify the resource (route parameters), by zod meta id of their schema. */
  identifiers: { property: string; schemaId: string; description: string }[];
}

export const RESOURCES: ResourceDefinition[] = [
  {
    type: 'ArcBridge/extensionVersions',
    apiVersion: 'v1',
    description:
      'A published version of an extension in the catalog (PUT /v1/tenants/{tenantId}/extensions/{name}/versions/{version}).',
    writeSchemaId: 'PublishExtensionVersionRequest',
    readSchemaId: 'ExtensionVersion',
    identifiers: [
      { property: 'tenantId', schemaId: 'TenantId', description: 'The tenant that owns the catalog entry.' },
      {
        property: 'name',
        schemaId: 'ExtensionName',
        description: `The extension name; a helm extension's is its Helm release name, so at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters.`,
      },
      { property: 'version', schemaId: 'ExtensionVersionId', description: 'The version being published.' },
    ],
  },
  {
    type: 'ArcBridge/assignments',
    apiVersion: 'v1',
    description: 'Assigns an extension version to the clusters a target selects, with values and overlays.',
    writeSchemaId: 'PutAssignmentRequest',
    readSchemaId: 'Assignment',
    identifiers: [
      { property: 'tenantId', schemaId: 'TenantId', description: 'The tenant.' },
      { property: 'name', schemaId: 'AssignmentName', description: 'The assignment name.' },
    ],
  },
  {
    type: 'ArcBridge/rollouts',
    apiVersion: 'v1',
    description: 'A paced, staged rollout of an assignment change across the fleet.',
    writeSchemaId: 'CreateRolloutRequest',
    readSchemaId: 'Rollout',
    identifiers: [{ property: 'tenantId', schemaId: 'TenantId', description: 'The tenant.' }],
  },
  {
    type: 'ArcBridge/clusterExtensions',
    apiVersion: 'v1',
    description:
      'An extension assigned directly to one cluster (PUT .../clusters/{clusterId}/extensions/{name}).',
    writeSchemaId: 'AssignExtensionRequest',
    readSchemaId: 'DesiredExtension',
    identifiers: [
      { property: 'tenantId', schemaId: 'TenantId', description: 'The tenant.' },
      {
        property: 'clusterId',
        schemaId: 'ClusterId',
        description: 'The cluster, as returned by registration.',
      },
      {
        property: 'name',
        schemaId: 'ExtensionName',
        description: `The extension name; a helm extension's is its Helm release name, so at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters.`,
      },
    ],
  },
];

export const API_DIR = resolve(__dirname, '..', '..', 'contract');
export const TYPES_DIR = __dirname;
const TYPES_FILE = 'types.json';

/** Every zod schema exported by contract/, by its meta id. */
export function loadApiSchemas(dir = API_DIR): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const file of readdirSync(dir).sort()) {
    // Scripts (write-*.ts) do work when imported; everything else only declares.
    if (!file.endsWith('.ts') || file.startsWith('write-') || file.endsWith('.d.ts')) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(join(dir, file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      const id = z.globalRegistry.get(value)?.id;
      if (typeof id === 'string' && !schemas.has(id)) schemas.set(id, value);
    }
  }
  return schemas;
}

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  id?: string;
};

/** The JSON Schema of a zod schema; a root that is only a `$ref` to its own id is inlined. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  if (json.$ref && !json.properties) {
    const target = json.$defs?.[json.$ref.replace(/^#\/\$defs\//, '')];
    if (target) return { ...target, $defs: json.$defs };
  }
  return json;
}

/** Converts JSON Schema (from zod) into Bicep types, sharing named definitions. */
class Converter {
  private readonly named = new Map<string, TypeReference>();

  constructor(private readonly factory: TypeFactory) {}

  convert(schema: JsonSchema, root: JsonSchema, nameHint: string): TypeReference {
    const f = this.factory;
    if (schema.$ref) {
      const name = schema.$ref.replace(/^#\/\$defs\//, '');
      const known = this.named.get(name);
      if (known) return known;
      const target = root.$defs?.[name];
      if (!target) return f.addAnyType();
      // A slot for the named type first, so recursive references resolve to it.
      const reference = f.addType({ type: TypeBaseKind.AnyType });
      this.named.set(name, reference);
      const converted = this.convert(target, root, name);
      f.types[reference.index] = f.lookupType(converted);
      return reference;
    }
    if (schema.const !== undefined) return this.literal(schema.const);
    if (schema.enum) return this.union(schema.enum.map((value) => this.literal(value)));
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants)
      return this.union(variants.map((variant, index) => this.convert(variant, root, `${nameHint}${index}`)));
    if (schema.allOf) return this.object(mergeAllOf(schema.allOf, root), root, nameHint);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1)
      return this.union(types.map((type) => this.convert({ ...schema, type }, root, nameHint)));
    switch (types[0]) {
      case 'string':
        // zod's format patterns (date-time, uuid) are JavaScript regexes; Bicep validates with
        // .NET, so keep only the patterns the API authors wrote.
        return f.addStringType(
          undefined,
          schema.minLength,
          schema.maxLength,
          schema.format ? undefined : schema.pattern,
        );
      case 'integer':
        return f.addIntegerType(safeInt(schema.minimum), safeInt(schema.maximum));
      case 'number':
        // Bicep has integers only; a fractional API number is accepted as any value.
        return f.addAnyType();
      case 'boolean':
        return f.addBooleanType();
      case 'null':
        return f.addNullType();
      case 'array':
        return f.addArrayType(
          schema.items ? this.convert(schema.items, root, `${nameHint}Item`) : f.addAnyType(),
          schema.minItems,
          schema.maxItems,
        );
      case 'object':
        return this.object(schema, root, nameHint);
      default:
        return f.addAnyType();
    }
  }

  object(schema: JsonSchema, root: JsonSchema, name: string): TypeReference {
    const additional =
      typeof schema.additionalProperties === 'object'
        ? this.convert(schema.additionalProperties, root, `${name}Value`)
        : schema.properties === undefined && schema.additionalProperties !== false
          ? this.factory.addAnyType()
          : undefined;
    return this.factory.addObjectType(name, this.properties(schema, root, name), additional);
  }

  properties(schema: JsonSchema, root: JsonSchema, name: string): Record<string, ObjectTypeProperty> {
    const properties: Record<string, ObjectTypeProperty> = {};
    const required = new Set(schema.required ?? []);
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      properties[key] = compactProperty({
        type: this.convert(value, root, `${name}${capitalize(key)}`),
        flags: required.has(key) ? Flags.Required : Flags.None,
        description: value.description,
      });
    }
    return properties;
  }

  private literal(value: unknown): TypeReference {
    if (typeof value === 'string') return this.factory.addStringLiteralType(value);
    if (typeof value === 'boolean') return this.factory.addBooleanType();
    if (value === null) return this.factory.addNullType();
    if (Number.isInteger(value)) return this.factory.addIntegerType(value as number, value as number);
    return this.factory.addAnyType();
  }

  private union(elements: TypeReference[]): TypeReference {
    const unique = [...new Map(elements.map((element) => [element.index, element])).values()];
    return unique.length === 1 ? unique[0]! : this.factory.addUnionType(unique);
  }
}

function mergeAllOf(parts: JsonSchema[], root: JsonSchema): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    const resolved = part.$ref ? (root.$defs?.[part.$ref.replace(/^#\/\$defs\//, '')] ?? {}) : part;
    Object.assign(merged.properties!, resolved.properties);
    merged.required!.push(...(resolved.required ?? []));
  }
  return merged;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const safeInt = (value: number | undefined) =>
  value !== undefined && Number.isSafeInteger(value) ? value : undefined;
function compactProperty(property: ObjectTypeProperty): ObjectTypeProperty {
  return property.description === undefined ? { type: property.type, flags: property.flags } : property;
}

export interface GeneratedTypes {
  typesJson: string;
  indexJson: string;
  generated: string[];
  /** Resource types whose schemas do not exist (yet). */
  skipped: string[];
}

export function generateBicepTypes(schemas = loadApiSchemas(), version = packageVersion()): GeneratedTypes {
  const factory = new TypeFactory();
  const converter = new Converter(factory);
  const generated: string[] = [];
  const skipped: string[] = [];
  for (const resource of RESOURCES) {
    const fullName = `${resource.type}@${resource.apiVersion}`;
    const write = schemas.get(resource.writeSchemaId);
    const missingIdentifier = resource.identifiers.find((identifier) => !schemas.has(identifier.schemaId));
    if (!write || missingIdentifier) {
      skipped.push(fullName);
      continue;
    }
    const bodyName = resource.type.split('/').pop()!;
    const properties: Record<string, ObjectTypeProperty> = {};
    for (const identifier of resource.identifiers) {
      const schema = toJsonSchema(schemas.get(identifier.schemaId)!);
      properties[identifier.property] = {
        type: converter.convert(schema, schema, `${bodyName}${capitalize(identifier.property)}`),
        flags: Flags.Required | Flags.Identifier | Flags.DeployTimeConstant,
        description: identifier.description,
      };
    }
    const writeJson = toJsonSchema(write);
    const writable = new Set(Object.keys(writeJson.properties ?? {}));
    for (const [key, property] of Object.entries(converter.properties(writeJson, writeJson, bodyName))) {
      properties[key] ??= property;
    }
    const read = resource.readSchemaId ? schemas.get(resource.readSchemaId) : undefined;
    if (read) {
      const readJson = toJsonSchema(read);
      for (const [key, value] of Object.entries(readJson.properties ?? {})) {
        if (writable.has(key) || key in properties) continue;
        properties[key] = compactProperty({
          type: converter.convert(value, readJson, `${bodyName}${capitalize(key)}`),
          flags: Flags.ReadOnly,
          description: value.description,
        });
      }
    }
    const body = factory.addObjectType(bodyName, properties);
    factory.addResourceType(fullName, body, ANY_DEPLOYMENT_SCOPE, ANY_DEPLOYMENT_SCOPE);
    generated.push(fullName);
  }
  const configuration = factory.addObjectType('configuration', {
    endpoint: {
      type: factory.addStringType(undefined, 1, 2048, '^https://'),
      flags: Flags.Required,
      description: "The control plane's base URL, e.g. https://func-xyz.azurewebsites.net.",
    },
  });
  const logged: string[] = [];
  const index = buildIndex(
    [{ relativePath: TYPES_FILE, types: factory.types }],
    (line) => logged.push(line),
    {
      name: 'ArcBridge',
      version,
      isSingleton: false,
      configurationType: new CrossFileTypeReference(TYPES_FILE, configuration.index),
    },
  );
  if (logged.length > 0) throw new Error(`bicep-types: ${logged.join('; ')}`);
  return {
    typesJson: `${writeTypesJson(factory.types)}\n`,
    indexJson: `${writeIndexJson(index)}\n`,
    generated,
    skipped,
  };
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export function writeBicepTypes(dir = TYPES_DIR): GeneratedTypes {
  const result = generateBicepTypes();
  writeFileSync(join(dir, 'types.json'), result.typesJson);
  writeFileSync(join(dir, 'index.json'), result.indexJson);
  return result;
}
