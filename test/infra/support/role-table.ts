import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { BicepFile, SyntaxNode } from './bicep';
import { descendants, INFRA_DIR, literal, REPO_ROOT } from './bicep';

/**
 * The vendored table of Azure built-in roles (infra/roles/built-in-roles.json, copied from Azure's
 * published lists, sources named in the file) and how the Bicep files refer to it: a variable bound
 * to `loadJsonContent('<the table>')`, indexed as `<var>.<kind>['<role name>']`.
 */

export const ROLE_TABLE_PATH = join(INFRA_DIR, 'roles', 'built-in-roles.json');

export type RoleKind = 'azureRbac' | 'cosmosDbSqlDataPlane';
export const ROLE_KINDS: readonly RoleKind[] = ['azureRbac', 'cosmosDbSqlDataPlane'];

export interface RoleSource {
  title: string;
  file: string;
  commit: string;
  pageDate: string;
  retrieved: string;
}
export interface RoleTable {
  sources: Record<RoleKind, RoleSource>;
  azureRbac: Record<string, string>;
  cosmosDbSqlDataPlane: Record<string, string>;
}

let table: RoleTable | undefined;
export function roleTable(): RoleTable {
  table ??= JSON.parse(readFileSync(ROLE_TABLE_PATH, 'utf8')) as RoleTable;
  return table;
}

/** The id of a built-in role by its published name; throws on a name the table does not have. */
export function roleId(name: string, kind: RoleKind = 'azureRbac'): string {
  const id = roleTable()[kind][name];
  if (!id) throw new Error(`'${name}' is not a ${kind} role in ${relative(REPO_ROOT, ROLE_TABLE_PATH)}`);
  return id;
}

/** Role names by id (lower case), across both kinds. */
export function roleNamesById(): Map<string, { name: string; kind: RoleKind }> {
  const byId = new Map<string, { name: string; kind: RoleKind }>();
  for (const kind of ROLE_KINDS) {
    for (const [name, id] of Object.entries(roleTable()[kind])) byId.set(id.toLowerCase(), { name, kind });
  }
  return byId;
}

export interface TableBinding {
  variable: string;
  /** The path passed to loadJsonContent, resolved against the Bicep file. */
  path: string;
}

/** Variables bound to `loadJsonContent(...)` of a JSON file under infra/roles/. */
export function tableBindings(file: BicepFile): TableBinding[] {
  const bindings: TableBinding[] = [];
  for (const [name, value] of file.vars) {
    const match = /^loadJsonContent\(\s*'([^']+)'\s*\)$/.exec(value.text.trim());
    if (!match) continue;
    const path = join(REPO_ROOT, dirname(file.path), match[1]!);
    if (relative(join(INFRA_DIR, 'roles'), path).startsWith('..')) continue;
    bindings.push({ variable: name, path });
  }
  return bindings;
}

export interface RoleReference {
  file: string;
  line: number;
  text: string;
  kind: string;
  name: string;
  /** The id the table gives, when the kind and the name exist in it. */
  id?: string;
}

/** Every `<binding>.<kind>['<name>']` expression in a file. */
export function roleReferences(file: BicepFile): RoleReference[] {
  const variables = new Set(tableBindings(file).map((binding) => binding.variable));
  const references: RoleReference[] = [];
  const seen = new Set<SyntaxNode>();
  for (const node of descendants(file.root, 'subscript_expression')) {
    if (seen.has(node)) continue;
    const match = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)\[\s*('(?:[^'\\]|\\.)*')\s*\]$/.exec(node.text);
    if (!match || !variables.has(match[1]!)) continue;
    seen.add(node);
    const [, , kind, quoted] = match;
    const index = node.namedChildren.find((child) => child.type === 'string');
    const name = String(index ? literal(index) : quoted!.slice(1, -1));
    const kindTable = (roleTable() as unknown as Record<string, Record<string, string> | undefined>)[kind!];
    references.push({
      file: file.path,
      line: node.startPosition.row + 1,
      text: node.text,
      kind: kind!,
      name,
      id: ROLE_KINDS.includes(kind as RoleKind) ? kindTable?.[name] : undefined,
    });
  }
  return references;
}

/** The role id an expression resolves to: a table reference, directly or through `roles.<key>`. */
export function resolveRoleIds(file: BicepFile, text: string): string[] {
  const ids = new Set<string>();
  const references = roleReferences(file);
  const roles = file.vars.get('roles');
  const resolveText = (expression: string) => {
    for (const reference of references) {
      if (expression.includes(reference.text) && reference.id) ids.add(reference.id.toLowerCase());
    }
  };
  resolveText(text);
  if (roles) {
    for (const match of text.matchAll(/\broles\.([A-Za-z_]\w*)/g)) {
      const property = roles.namedChildren
        .filter((child) => child.type === 'object_property')
        .find((child) => child.namedChildren[0]?.text === match[1]);
      if (property) resolveText(property.namedChildren[property.namedChildren.length - 1]!.text);
    }
  }
  return [...ids];
}

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export interface GuidLiteralProblem {
  line: number;
  guid: string;
  problem: string;
}

/**
 * Role ids written as literals: each must be in the table and the comment on its line (or the
 * line above) must name that role. The infra uses table references only; this guards against a
 * literal creeping back in (a wrong Service Bus Data Receiver id was once such a literal).
 */
export function guidLiteralProblems(source: string): GuidLiteralProblem[] {
  const problems: GuidLiteralProblem[] = [];
  const byId = roleNamesById();
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(GUID)) {
      const guid = match[0].toLowerCase();
      const role = byId.get(guid);
      if (!role) {
        problems.push({ line: index + 1, guid, problem: 'not a role id in the built-in role table' });
        continue;
      }
      const comments = [line, lines[index - 1] ?? '']
        .map((text) => /\/\/(.*)$/.exec(text)?.[1] ?? '')
        .join(' ')
        .toLowerCase();
      if (!comments.includes(role.name.toLowerCase())) {
        problems.push({
          line: index + 1,
          guid,
          problem: `the comment beside it does not name '${role.name}', the role with this id`,
        });
      }
    }
  });
  return problems;
}
