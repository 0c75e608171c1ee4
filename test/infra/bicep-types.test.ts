import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BicepType, CrossFileTypeReference, TypeReference } from '@azure/bicep-types';
import {
  ObjectTypePropertyFlags as Flags,
  readIndexJson,
  readTypesJson,
  TypeBaseKind,
  writeIndexJson,
  writeTypesJson,
} from '@azure/bicep-types';
import { z } from 'zod';
import { AssignExtensionRequest } from '../../contract/desired';
import { generateBicepTypes, loadApiSchemas, RESOURCES, TYPES_DIR } from '../../infra/types/generate';

// Bicep extension types for ArcBridge resources, generated from the API's zod schemas with
// @azure/bicep-types (infra/types/generate.ts; format notes in docs/deploy.md). The files are read
// back with the same library's readers, the way Bicep tooling reads them.

const schemas = loadApiSchemas();
const result = generateBicepTypes(schemas);
const types = readTypesJson(result.typesJson);
const index = readIndexJson(result.indexJson);

type Of<K extends TypeBaseKind> = Extract<BicepType, { type: K }>;
function resolve(ref: TypeReference | CrossFileTypeReference): BicepType {
  if ('relativePath' in ref) expect(ref.relativePath).toBe('types.json');
  return types[ref.index]!;
}
function body(resource: string): Of<TypeBaseKind.ObjectType> {
  const type = resolve(index.resources[resource]!) as Of<TypeBaseKind.ResourceType>;
  return resolve(type.body) as Of<TypeBaseKind.ObjectType>;
}

describe('Bicep extension types', () => {
  it('the committed types.json and index.json are what the generator produces (run node infra/types/generate.cjs)', () => {
    expect(readFileSync(join(TYPES_DIR, 'types.json'), 'utf8')).toBe(result.typesJson);
    expect(readFileSync(join(TYPES_DIR, 'index.json'), 'utf8')).toBe(result.indexJson);
  });

  it('generates every resource type whose schema exists in contract/', () => {
    const expected = RESOURCES.filter((resource) => schemas.has(resource.writeSchemaId)).map(
      (r) => `${r.type}@${r.apiVersion}`,
    );
    expect(expected).toContain('ArcBridge/clusterExtensions@v1');
    expect(Object.keys(index.resources).sort()).toEqual(expected.sort());
  });

  it('the library reads back what it wrote (types.json and index.json round-trip)', () => {
    expect(`${writeTypesJson(types)}\n`).toBe(result.typesJson);
    expect(`${writeIndexJson(index)}\n`).toBe(result.indexJson);
  });

  it('every reference resolves, and the index points at resource types of the same name', () => {
    const refs = [...result.typesJson.matchAll(/"\$ref": "#\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(refs.filter((ref) => ref >= types.length)).toEqual([]);
    for (const [name, ref] of Object.entries(index.resources)) {
      expect(ref.relativePath).toBe('types.json');
      expect(resolve(ref)).toMatchObject({ type: TypeBaseKind.ResourceType, name });
    }
    expect(resolve(index.settings!.configurationType!)).toMatchObject({
      type: TypeBaseKind.ObjectType,
      name: 'configuration',
    });
    expect(index.settings).toMatchObject({ name: 'ArcBridge', isSingleton: false });
    for (const type of types) {
      if (type.type === TypeBaseKind.ResourceType)
        expect(type).toMatchObject({
          readableScopes: expect.any(Number),
          writableScopes: expect.any(Number),
        });
    }
  });

  it('carries the API rules: required fields, identifiers, patterns, enums, read-only output fields', () => {
    const extension = body('ArcBridge/clusterExtensions@v1');
    expect(extension.properties.tenantId!.flags).toBe(
      Flags.Required | Flags.Identifier | Flags.DeployTimeConstant,
    );
    expect(extension.properties.clusterId!.flags & Flags.Identifier).toBeTruthy();
    expect(extension.properties.name!.flags & Flags.Identifier).toBeTruthy();
    expect(extension.properties.version!.flags & Flags.Required).toBeTruthy();
    expect(extension.properties.values!.flags & Flags.Required).toBeFalsy();
    const kind = resolve(extension.properties.kind!.type);
    expect(kind.type).toBe(TypeBaseKind.UnionType);
    const literals = (kind as Of<TypeBaseKind.UnionType>).elements.map((element) => resolve(element));
    expect(literals.map((literal) => (literal as { value: string }).value).sort()).toEqual([
      'helm',
      'kustomize',
      'manifest',
    ]);
    const namespacePattern = (
      z.toJSONSchema(AssignExtensionRequest) as {
        $defs?: Record<string, { properties: Record<string, { pattern: string }> }>;
      }
    ).$defs!.AssignExtensionRequest!.properties.namespace!.pattern;
    expect(resolve(extension.properties.namespace!.type)).toMatchObject({
      type: TypeBaseKind.StringType,
      pattern: namespacePattern,
    });
    const read = Object.entries(extension.properties).filter(
      ([, property]) => property.flags === Flags.ReadOnly,
    );
    // DesiredExtension adds, besides the identifier, what the catalog and assignments decide (output
    // only): the values schema, the dependencies and the drift policy.
    expect(read.map(([name]) => name)).toEqual(['valuesSchema', 'dependsOn', 'drift']);
    if (index.resources['ArcBridge/assignments@v1']) {
      expect(body('ArcBridge/assignments@v1').properties.createdAt?.flags).toBe(Flags.ReadOnly);
    }
    const version = resolve(extension.properties.version!.type);
    expect(version).toMatchObject({ type: TypeBaseKind.StringType, minLength: 1, maxLength: 128 });
  });

  it('a resource whose schema is missing is skipped, not half-generated (easy to add later)', () => {
    const partial = new Map(schemas);
    partial.delete('AssignExtensionRequest');
    const without = generateBicepTypes(partial, '0.0.0');
    expect(without.skipped).toContain('ArcBridge/clusterExtensions@v1');
    expect(JSON.parse(without.indexJson).resources).not.toHaveProperty(['ArcBridge/clusterExtensions@v1']);
  });
});
