import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { INFRA_DIR } from './bicep';

/**
 * Azure's own API models, as the published `@azure/arm-*` management SDKs carry them: the wire
 * shape of each request body with property names, types and enum values. The files read here are
 * infra/api-models/<sdk>/, extracted from the pinned SDK versions by infra/api-models/refresh.cjs
 * (package, version and registry integrity in each sdk.json), so the check needs none of the
 * SDKs' 170 MB installed.
 *
 * Two generations of SDKs are read. AutoRest ones (cosmosdb, servicebus, monitor, network,
 * authorization, operationalinsights, appinsights) carry `mappers`: one mapper per model with each
 * property's serialized (wire) name, type, strict enum values and readOnly flag. TypeSpec ones
 * (keyvault, storage, appservice) carry serializer functions (wire name -> client property)
 * instead. Both carry `.d.ts` declarations whose property types name the extensible enums
 * (`type PublicNetworkAccess = string`, values in the exported `KnownPublicNetworkAccess`), which
 * this module reads with the TypeScript compiler API.
 */

export type Schema =
  | {
      kind: 'object';
      model: string;
      properties: Map<string, Property>;
      additional?: Schema;
      open?: boolean;
      /** Polymorphic models: the discriminator property and the model of each of its values. */
      discriminator?: { property: string; variants: Map<string, () => Schema> };
    }
  | { kind: 'array'; items: Schema }
  | { kind: 'string'; values?: string[]; strict?: boolean; valuesFrom?: string }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'any' };

export interface Property {
  schema: Schema;
  readOnly?: boolean;
}

export const API_MODELS_DIR = join(INFRA_DIR, 'api-models');
const modelFile = (name: string, file: string) => join(API_MODELS_DIR, name, file);

interface SdkRecord {
  package: string;
  version: string;
  generation: 'autorest' | 'typespec';
  apiVersions: string[];
}

/** Where a model folder came from (infra/api-models/<sdk>/sdk.json, written by refresh.cjs). */
export function sdkRecord(name: string): SdkRecord {
  return JSON.parse(readFileSync(modelFile(name, 'sdk.json'), 'utf8')) as SdkRecord;
}

// --- .d.ts: property type names and enum aliases --------------------------------------------

interface Declarations {
  interfaces: Map<string, Map<string, string>>;
  aliases: Map<string, string>;
  /** Known<Alias> enums: alias -> values. */
  known: Map<string, string[]>;
}

const declarationCache = new Map<string, Declarations>();
function declarations(name: string): Declarations {
  const cached = declarationCache.get(name);
  if (cached) return cached;
  const file = modelFile(name, 'models.d.ts');
  const result: Declarations = { interfaces: new Map(), aliases: new Map(), known: new Map() };
  if (existsSync(file)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isInterfaceDeclaration(node)) {
        const members = new Map<string, string>();
        for (const heritage of node.heritageClauses ?? [])
          for (const type of heritage.types) members.set(`__extends:${type.expression.getText()}`, '');
        for (const member of node.members)
          if (ts.isPropertySignature(member) && member.type)
            members.set(member.name.getText().replace(/^["']|["']$/g, ''), member.type.getText());
        result.interfaces.set(node.name.text, members);
      } else if (ts.isTypeAliasDeclaration(node)) {
        result.aliases.set(node.name.text, node.type.getText());
        // AutoRest declares polymorphic subtypes as `type Sub = Base & { ... }`.
        if (ts.isIntersectionTypeNode(node.type)) {
          const members = new Map<string, string>();
          for (const part of node.type.types) {
            if (ts.isTypeReferenceNode(part)) members.set(`__extends:${part.typeName.getText()}`, '');
            else if (ts.isTypeLiteralNode(part))
              for (const member of part.members)
                if (ts.isPropertySignature(member) && member.type)
                  members.set(member.name.getText().replace(/^["']|["']$/g, ''), member.type.getText());
          }
          result.interfaces.set(node.name.text, members);
        }
      } else if (ts.isEnumDeclaration(node) && node.name.text.startsWith('Known')) {
        result.known.set(
          node.name.text.slice('Known'.length),
          node.members
            .map((member) => member.initializer)
            .filter(
              (initializer): initializer is ts.StringLiteral =>
                !!initializer && ts.isStringLiteral(initializer),
            )
            .map((initializer) => initializer.text),
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  declarationCache.set(name, result);
  return result;
}

/** Inherited members: interfaces declared before their base are resolved lazily here. */
function interfaceMembers(decls: Declarations, model: string, depth = 0): Map<string, string> | undefined {
  const own = decls.interfaces.get(model);
  if (!own || depth > 5) return own;
  const all = new Map<string, string>();
  for (const key of own.keys()) {
    if (key.startsWith('__extends:')) {
      interfaceMembers(decls, key.slice('__extends:'.length), depth + 1)?.forEach((v, k) => all.set(k, v));
    }
  }
  own.forEach((value, key) => {
    if (!key.startsWith('__extends:')) all.set(key, value);
  });
  return all;
}

/** A string schema for a TypeScript type text: literal unions are strict, Known enums listed. */
function stringSchemaFor(decls: Declarations, typeText: string, depth = 0): Schema | undefined {
  const text = typeText.trim();
  const literals = text.split('|').map((part) => part.trim());
  if (literals.every((part) => /^("[^"]*"|'[^']*')$/.test(part)))
    return { kind: 'string', values: literals.map((part) => part.slice(1, -1)), strict: true };
  if (/^[A-Za-z_]\w*$/.test(text) && depth < 4) {
    const alias = decls.aliases.get(text);
    if (alias === 'string') {
      const values = decls.known.get(text);
      return values
        ? { kind: 'string', values, strict: false, valuesFrom: `Known${text}` }
        : { kind: 'string' };
    }
    if (alias) return stringSchemaFor(decls, alias, depth + 1);
  }
  return undefined;
}

/** A schema from a TypeScript type text alone (TypeSpec models: client name = wire name). */
function schemaFromType(name: string, typeText: string, depth: number): Schema {
  const decls = declarations(name);
  const text = typeText.trim().replace(/^\((.*)\)$/, '$1');
  if (depth > 12) return { kind: 'any' };
  if (text === 'string' || text === 'Date') return { kind: 'string' };
  if (text === 'number') return { kind: 'number' };
  if (text === 'boolean') return { kind: 'boolean' };
  const array = /^(.+)\[\]$/.exec(text);
  if (array) return { kind: 'array', items: schemaFromType(name, array[1]!, depth + 1) };
  const record = /^Record<string,\s*(.+)>$/.exec(text);
  if (record)
    return {
      kind: 'object',
      model: text,
      properties: new Map(),
      additional: schemaFromType(name, record[1]!, depth + 1),
    };
  const asString = stringSchemaFor(decls, text);
  if (asString) return asString;
  const alias = decls.aliases.get(text);
  if (alias && alias.includes('|') && !alias.includes('"')) return { kind: 'any' }; // polymorphic union
  if (alias) return schemaFromType(name, alias, depth + 1);
  if (decls.interfaces.has(text)) return typeSpecModel(name, text, depth + 1);
  return { kind: 'any' };
}

// --- TypeSpec SDKs: serializer functions give the wire names --------------------------------

interface SerializerEntry {
  wire: string;
  /** Client property read for the value (undefined when the nested object is built from `item`). */
  client?: string;
  serializer?: string;
}

/** Splits an object literal body at its top-level commas (skipping brackets and strings). */
function topLevelParts(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

const serializerCache = new Map<string, Map<string, SerializerEntry[]>>();
function serializers(name: string): Map<string, SerializerEntry[]> {
  const cached = serializerCache.get(name);
  if (cached) return cached;
  const file = modelFile(name, 'serializers.js');
  const found = new Map<string, SerializerEntry[]>();
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const match of source.matchAll(
    /function (_?\w+Serializer)\(item\) \{\s*return \{([\s\S]*?)\};\s*\}/g,
  )) {
    const entries: SerializerEntry[] = [];
    for (const line of topLevelParts(match[2]!)) {
      const entry = /^\s*("[^"]+"|[\w$]+):\s*([\s\S]*)$/.exec(line);
      if (!entry) continue;
      const wire = entry[1]!.replace(/^"|"$/g, '');
      const expression = entry[2]!;
      const serializer = /(_?\w+Serializer)\(/.exec(expression)?.[1];
      const client = /item\["([^"]+)"\]/.exec(expression)?.[1];
      entries.push({ wire, client: serializer?.startsWith('_') ? undefined : client, serializer });
    }
    found.set(match[1]!, entries);
  }
  serializerCache.set(name, found);
  return found;
}

const modelCache = new Map<string, Schema>();

/** A TypeSpec model: wire names from its serializer, types from the .d.ts interface. */
function typeSpecModel(name: string, model: string, depth = 0, serializerName?: string): Schema {
  const key = `${name}:${model}:${serializerName ?? ''}`;
  const cached = modelCache.get(key);
  if (cached) return cached;
  const schema: Schema = { kind: 'object', model, properties: new Map() };
  modelCache.set(key, schema);
  const decls = declarations(name);
  const members = interfaceMembers(decls, model) ?? new Map<string, string>();
  const entries = serializers(name).get(
    serializerName ?? `${model[0]!.toLowerCase()}${model.slice(1)}Serializer`,
  );
  if (!entries) {
    for (const [property, typeText] of members)
      schema.properties.set(property, { schema: schemaFromType(name, typeText, depth) });
    return schema;
  }
  for (const entry of entries) {
    if (entry.client === undefined && entry.serializer?.startsWith('_')) {
      // Flattened in the client model: the nested wire object is built from the same item.
      schema.properties.set(entry.wire, { schema: typeSpecModel(name, model, depth + 1, entry.serializer) });
      continue;
    }
    const typeText = entry.client ? members.get(entry.client) : undefined;
    schema.properties.set(entry.wire, {
      schema: typeText ? schemaFromType(name, typeText, depth) : { kind: 'any' },
    });
  }
  return schema;
}

// --- AutoRest SDKs: mappers ------------------------------------------------------------------

interface Mapper {
  serializedName?: string;
  readOnly?: boolean;
  type: {
    name: string;
    className?: string;
    modelProperties?: Record<string, Mapper>;
    element?: Mapper;
    value?: Mapper;
    allowedValues?: string[];
    additionalProperties?: Mapper;
    polymorphicDiscriminator?: { serializedName: string };
    uberParent?: string;
  };
}

const mapperCache = new Map<string, Record<string, Mapper>>();
function mappers(name: string): Record<string, Mapper> {
  const cached = mapperCache.get(name);
  if (cached) return cached;
  const file = modelFile(name, 'mappers.json');
  const result = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Mapper>) : {};
  mapperCache.set(name, result);
  return result;
}

function mapperSchema(
  name: string,
  mapper: Mapper,
  owner: { model: string; property: string } | undefined,
  depth: number,
): Schema {
  const type = mapper.type;
  switch (type.name) {
    case 'String':
    case 'Uuid':
    case 'DateTime':
    case 'Date':
    case 'TimeSpan':
    case 'Base64Url':
    case 'ByteArray': {
      const typeText = owner && interfaceMembers(declarations(name), owner.model)?.get(owner.property);
      return (typeText ? stringSchemaFor(declarations(name), typeText) : undefined) ?? { kind: 'string' };
    }
    case 'Enum':
      return { kind: 'string', values: type.allowedValues ?? [], strict: true };
    case 'Number':
      return { kind: 'number' };
    case 'Boolean':
      return { kind: 'boolean' };
    case 'Sequence':
      return {
        kind: 'array',
        items: type.element ? mapperSchema(name, type.element, undefined, depth + 1) : { kind: 'any' },
      };
    case 'Dictionary':
      return {
        kind: 'object',
        model: 'Dictionary',
        properties: new Map(),
        additional: type.value ? mapperSchema(name, type.value, undefined, depth + 1) : { kind: 'any' },
      };
    case 'Composite':
      return depth > 14 ? { kind: 'any' } : autorestModel(name, type.className!, depth + 1);
    default:
      return { kind: 'any' };
  }
}

function autorestModel(name: string, className: string, depth = 0): Schema {
  const key = `${name}:${className}`;
  const cached = modelCache.get(key);
  if (cached) return cached;
  const all = mappers(name);
  const mapper = all[className];
  const schema: Schema = { kind: 'object', model: className, properties: new Map() };
  modelCache.set(key, schema);
  if (!mapper) {
    schema.open = true;
    return schema;
  }
  // A polymorphic base: the discriminator's value picks the concrete model (`discriminators`).
  if (mapper.type.polymorphicDiscriminator && mapper.type.uberParent === className) {
    const variants = new Map<string, () => Schema>();
    const table = (all as unknown as { discriminators?: Record<string, Mapper> }).discriminators ?? {};
    for (const [key, variant] of Object.entries(table)) {
      if (!key.startsWith(`${className}.`) || !variant.type.className) continue;
      variants.set(key.slice(className.length + 1), () =>
        autorestModel(name, variant.type.className!, depth + 1),
      );
    }
    const property = mapper.type.polymorphicDiscriminator.serializedName.replace(/\\\./g, '.');
    schema.discriminator = { property, variants };
  }
  if (mapper.type.additionalProperties) schema.additional = { kind: 'any' };
  for (const [property, child] of Object.entries(mapper.type.modelProperties ?? {})) {
    if (!child.serializedName) continue;
    // Flattened properties: `properties.publicNetworkAccess` is a nested wire object.
    const path = child.serializedName.split(/(?<!\\)\./).map((part) => part.replace(/\\\./g, '.'));
    let target = schema;
    for (const segment of path.slice(0, -1)) {
      let next = target.properties.get(segment)?.schema;
      if (!next || next.kind !== 'object') {
        next = { kind: 'object', model: `${className}.${segment}`, properties: new Map() };
        target.properties.set(segment, { schema: next });
      }
      target = next;
    }
    target.properties.set(path[path.length - 1]!, {
      schema: mapperSchema(name, child, { model: className, property }, depth),
      readOnly: child.readOnly,
    });
  }
  return schema;
}

// --- entry points -----------------------------------------------------------------------------

export type Generation = 'autorest' | 'typespec';

export function generationOf(name: string): Generation {
  return sdkRecord(name).generation;
}

/** The request-body schema of a model in an `@azure/arm-<name>` package. */
export function armModel(name: string, model: string): Schema {
  return generationOf(name) === 'typespec' ? typeSpecModel(name, model) : autorestModel(name, model);
}

/** Every API version the package's request code sends (its `api-version` defaults). */
export function sdkApiVersions(name: string): Set<string> {
  return new Set(sdkRecord(name).apiVersions);
}
