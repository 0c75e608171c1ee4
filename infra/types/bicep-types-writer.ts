/**
 * A small local stand-in for `@azure/bicep-types` (not installed here; see docs/deploy.md): a type
 * factory and the JSON writers for a Bicep extension's `types.json` and `index.json`, in the
 * current ("canonical") format that the Bicep CLI reads: types are objects tagged with `$type`,
 * references are `{ "$ref": "#/<index>" }`, resource types carry `readableScopes` and
 * `writableScopes`. The method names follow the package's TypeFactory so the generator can switch
 * to the real package by changing one import.
 */

export type TypeReference = { $ref: string };

export enum ScopeType {
  None = 0,
  Tenant = 1 << 0,
  ManagementGroup = 1 << 1,
  Subscription = 1 << 2,
  ResourceGroup = 1 << 3,
  Extension = 1 << 4,
}
export const ANY_DEPLOYMENT_SCOPE =
  ScopeType.Tenant | ScopeType.ManagementGroup | ScopeType.Subscription | ScopeType.ResourceGroup;

export enum ObjectTypePropertyFlags {
  None = 0,
  Required = 1 << 0,
  ReadOnly = 1 << 1,
  WriteOnly = 1 << 2,
  DeployTimeConstant = 1 << 3,
  Identifier = 1 << 4,
}

export interface ObjectTypeProperty {
  type: TypeReference;
  flags: ObjectTypePropertyFlags;
  description?: string;
}

export type BicepType =
  | { $type: 'AnyType' }
  | { $type: 'NullType' }
  | { $type: 'BooleanType' }
  | { $type: 'IntegerType'; minValue?: number; maxValue?: number }
  | { $type: 'StringType'; sensitive?: boolean; minLength?: number; maxLength?: number; pattern?: string }
  | { $type: 'StringLiteralType'; value: string }
  | { $type: 'UnionType'; elements: TypeReference[] }
  | { $type: 'ArrayType'; itemType: TypeReference; minLength?: number; maxLength?: number }
  | {
      $type: 'ObjectType';
      name: string;
      properties: Record<string, ObjectTypeProperty>;
      additionalProperties?: TypeReference;
      sensitive?: boolean;
    }
  | {
      $type: 'ResourceType';
      name: string;
      body: TypeReference;
      readableScopes: number;
      writableScopes: number;
    };

/** Drops undefined members so the JSON stays minimal and stable. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}

export class TypeFactory {
  readonly types: BicepType[] = [];
  private readonly interned = new Map<string, TypeReference>();

  private ref(index: number): TypeReference {
    return { $ref: `#/${index}` };
  }

  /** Adds a type; identical scalar types are shared. */
  addType(type: BicepType): TypeReference {
    const key =
      type.$type === 'ObjectType' || type.$type === 'ResourceType' ? undefined : JSON.stringify(type);
    const existing = key ? this.interned.get(key) : undefined;
    if (existing) return existing;
    this.types.push(compact(type));
    const reference = this.ref(this.types.length - 1);
    if (key) this.interned.set(key, reference);
    return reference;
  }

  /** Reserves a slot (for recursive object types) to fill in later with `setType`. */
  reserve(): TypeReference {
    this.types.push({ $type: 'AnyType' });
    return this.ref(this.types.length - 1);
  }

  setType(reference: TypeReference, type: BicepType): void {
    this.types[indexOf(reference)] = compact(type);
  }

  lookupType(reference: TypeReference): BicepType {
    return this.types[indexOf(reference)]!;
  }

  addAnyType = () => this.addType({ $type: 'AnyType' });
  addNullType = () => this.addType({ $type: 'NullType' });
  addBooleanType = () => this.addType({ $type: 'BooleanType' });
  addIntegerType = (minValue?: number, maxValue?: number) =>
    this.addType({ $type: 'IntegerType', minValue, maxValue });
  addStringType = (sensitive?: true, minLength?: number, maxLength?: number, pattern?: string) =>
    this.addType({ $type: 'StringType', sensitive, minLength, maxLength, pattern });
  addStringLiteralType = (value: string) => this.addType({ $type: 'StringLiteralType', value });
  addUnionType = (elements: TypeReference[]) => this.addType({ $type: 'UnionType', elements });
  addArrayType = (itemType: TypeReference, minLength?: number, maxLength?: number) =>
    this.addType({ $type: 'ArrayType', itemType, minLength, maxLength });
  addObjectType = (
    name: string,
    properties: Record<string, ObjectTypeProperty>,
    additionalProperties?: TypeReference,
  ) => this.addType({ $type: 'ObjectType', name, properties, additionalProperties });
  addResourceType = (name: string, body: TypeReference, readableScopes: number, writableScopes: number) =>
    this.addType({ $type: 'ResourceType', name, body, readableScopes, writableScopes });
}

export function indexOf(reference: TypeReference): number {
  const match = /#\/(\d+)$/.exec(reference.$ref);
  if (!match) throw new Error(`not a local type reference: ${reference.$ref}`);
  return Number(match[1]);
}

export interface TypeSettings {
  name: string;
  version: string;
  isSingleton: boolean;
  configurationType?: TypeReference;
}

export interface TypeIndex {
  resources: Record<string, TypeReference>;
  resourceFunctions: Record<string, never>;
  namespaceFunctions: never[];
  settings: TypeSettings;
}

/** The index of one types file: every ResourceType by name, references qualified with the file. */
export function buildIndex(types: BicepType[], relativePath: string, settings: TypeSettings): TypeIndex {
  const qualify = (reference: TypeReference): TypeReference => ({ $ref: `${relativePath}${reference.$ref}` });
  const resources: Record<string, TypeReference> = {};
  types.forEach((type, index) => {
    if (type.$type === 'ResourceType') resources[type.name] = qualify({ $ref: `#/${index}` });
  });
  return {
    resources,
    resourceFunctions: {},
    namespaceFunctions: [],
    settings: compact({
      ...settings,
      configurationType: settings.configurationType ? qualify(settings.configurationType) : undefined,
    }),
  };
}

export function writeTypesJson(types: BicepType[]): string {
  return `${JSON.stringify(types, null, 2)}\n`;
}

export function writeIndexJson(index: TypeIndex): string {
  return `${JSON.stringify(index, null, 2)}\n`;
}
