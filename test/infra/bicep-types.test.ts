import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { AssignExtensionRequest } from '../../functions/api/desired';
import type { BicepType, TypeIndex } from '../../infra/types/bicep-types-writer';
import { indexOf, ObjectTypePropertyFlags as Flags } from '../../infra/types/bicep-types-writer';
import { generateBicepTypes, loadApiSchemas, RESOURCES, TYPES_DIR } from '../../infra/types/generate';

// Bicep extension types for ArcBridge resources, generated from the API's zod schemas
// (infra/types/generate.ts; format notes in docs/deploy.md).

const schemas = loadApiSchemas();
const result = generateBicepTypes(schemas);
const types = JSON.parse(result.typesJson) as BicepType[];
const index = JSON.parse(result.indexJson) as TypeIndex;

function resolve(ref: { $ref: string }): BicepType {
  return types[indexOf({ $ref: ref.$ref.replace(/^types\.json/, '') })]!;
}
function body(resource: string): Extract<BicepType, { $type: 'ObjectType' }> {
  const type = resolve(index.resources[resource]!) as Extract<BicepType, { $type: 'ResourceType' }>;
  return resolve(type.body) as Extract<BicepType, { $type: 'ObjectType' }>;
}

describe('Bicep extension types', () => {
  it('the committed types.json and index.json are what the generator produces (run node infra/types/generate.cjs)', () => {
    expect(readFileSync(join(TYPES_DIR, 'types.json'), 'utf8')).toBe(result.typesJson);
    expect(readFileSync(join(TYPES_DIR, 'index.json'), 'utf8')).toBe(result.indexJson);
  });

  it('generates every resource type whose schema exists in functions/api', () => {
    const expected = RESOURCES.filter((resource) => schemas.has(resource.writeSchemaId)).map(
      (r) => `${r.type}@${r.apiVersion}`,
    );
    expect(expected).toContain('ArcBridge/clusterExtensions@v1');
    expect(Object.keys(index.resources).sort()).toEqual(expected.sort());
  });

  it('every reference resolves, and the index points at resource types of the same name', () => {
    const refs = [...result.typesJson.matchAll(/"\$ref": "#\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(refs.filter((ref) => ref >= types.length)).toEqual([]);
    for (const [name, ref] of Object.entries(index.resources)) {
      expect(ref.$ref).toMatch(/^types\.json#\/\d+$/);
      expect(resolve(ref)).toMatchObject({ $type: 'ResourceType', name });
    }
    expect(resolve(index.settings.configurationType!)).toMatchObject({
      $type: 'ObjectType',
      name: 'configuration',
    });
    expect(index.settings).toMatchObject({ name: 'ArcBridge', isSingleton: false });
    for (const type of types) {
      if (type.$type === 'ResourceType')
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
    expect(kind.$type).toBe('UnionType');
    const literals = (kind as Extract<BicepType, { $type: 'UnionType' }>).elements.map((element) =>
      resolve(element),
    );
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
      $type: 'StringType',
      pattern: namespacePattern,
    });
    const read = Object.entries(extension.properties).filter(
      ([, property]) => property.flags === Flags.ReadOnly,
    );
    // DesiredExtension adds, besides the identifier, only the catalog's values schema (output only).
    expect(read.map(([name]) => name)).toEqual(['valuesSchema']);
    if (index.resources['ArcBridge/assignments@v1']) {
      expect(body('ArcBridge/assignments@v1').properties.createdAt?.flags).toBe(Flags.ReadOnly);
    }
    const version = resolve(extension.properties.version!.type);
    expect(version).toMatchObject({ $type: 'StringType', minLength: 1, maxLength: 128 });
  });

  it('a resource whose schema is missing is skipped, not half-generated (easy to add later)', () => {
    const partial = new Map(schemas);
    partial.delete('AssignExtensionRequest');
    const without = generateBicepTypes(partial, '0.0.0');
    expect(without.skipped).toContain('ArcBridge/clusterExtensions@v1');
    expect(JSON.parse(without.indexJson).resources).not.toHaveProperty(['ArcBridge/clusterExtensions@v1']);
  });
});
