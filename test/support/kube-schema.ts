import * as k8s from '@kubernetes/client-node';

/**
 * Checks an object against the Kubernetes API types as @kubernetes/client-node generates them
 * from the API server's OpenAPI document: every field must exist on its type (by its wire name)
 * and carry the right JSON type, recursively. A misspelt or misplaced field (e.g. `seccompProfile`
 * under `capabilities`) is reported with its path; unknown kinds are reported too.
 */
export function apiTypeViolations(object: Record<string, unknown>): string[] {
  const group = String(object.apiVersion).split('/');
  const version = group.length === 2 ? group[1]! : group[0]!;
  const typeName = `V1${object.kind as string}`;
  if (version !== 'v1' || !modelOf(typeName))
    return [`${object.apiVersion} ${object.kind}: no client-node model`];
  const out: string[] = [];
  check(object, typeName, object.kind as string, out);
  return out;
}

type Model = { getAttributeTypeMap(): Array<{ name: string; baseName: string; type: string }> };

function modelOf(name: string): Model | undefined {
  const candidate = (k8s as unknown as Record<string, unknown>)[name];
  return typeof candidate === 'function' && 'getAttributeTypeMap' in candidate
    ? (candidate as unknown as Model)
    : undefined;
}

function check(value: unknown, type: string, path: string, out: string[]): void {
  if (value === null || value === undefined) return;
  const array = /^Array<(.+)>$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) out.push(`${path}: expected a list`);
    else value.forEach((item, i) => check(item, array[1]!, `${path}[${i}]`, out));
    return;
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) {
    if (typeof value !== 'object' || Array.isArray(value)) out.push(`${path}: expected a map`);
    else for (const [k, v] of Object.entries(value)) check(v, map[1]!, `${path}.${k}`, out);
    return;
  }
  switch (type) {
    case 'string':
    case 'Date':
      if (typeof value !== 'string') out.push(`${path}: expected a string, got ${JSON.stringify(value)}`);
      return;
    case 'number':
      if (typeof value !== 'number') out.push(`${path}: expected a number, got ${JSON.stringify(value)}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') out.push(`${path}: expected a boolean, got ${JSON.stringify(value)}`);
      return;
    case 'IntOrString':
      if (typeof value !== 'string' && typeof value !== 'number') out.push(`${path}: expected int or string`);
      return;
    case 'any':
    case 'object':
      return;
  }
  const model = modelOf(type);
  if (!model) {
    out.push(`${path}: unknown type ${type}`);
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    out.push(`${path}: expected an object of ${type}`);
    return;
  }
  const fields = new Map(model.getAttributeTypeMap().map((a) => [a.baseName, a.type]));
  for (const [key, v] of Object.entries(value)) {
    const fieldType = fields.get(key);
    if (!fieldType) out.push(`${path}.${key}: no such field in ${type}`);
    else check(v, fieldType, `${path}.${key}`, out);
  }
}
