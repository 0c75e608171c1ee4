import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { BicepFile, ResourceDecl, SyntaxNode } from './bicep';
import { resolveRoleIds } from './role-table';
import {
  arrayItems,
  at,
  descendants,
  INFRA_DIR,
  listFiles,
  literal,
  loadInfra,
  objectProperties,
  REPO_ROOT,
} from './bicep';

/**
 * What the deployed infrastructure looks like, read from infra/*.bicep: the Function App's app
 * settings, the role assignments and who gets them, the alerts. The checks in test/infra assert
 * on this model; the model itself knows nothing about what is "right".
 */

export const MAIN = 'main.bicep';
export const FUNCTION_APP_MODULE = 'modules/functionapp.bicep';

export function allBicepFiles(): string[] {
  return listFiles(INFRA_DIR, '.bicep').map((path) =>
    posix.relative(INFRA_DIR.split('\\').join('/'), path.split('\\').join('/')),
  );
}

/** The file a module declaration in main.bicep points at, relative to infra/. */
export function modulePath(file: BicepFile, symbol: string): string {
  return posix.join(
    posix.dirname(posix.relative('infra', file.path.split('\\').join('/'))),
    file.module(symbol).path,
  );
}

export interface AppSetting {
  name: string;
  /** The file that sets it. */
  file: string;
  value: SyntaxNode;
  /** The value with module outputs, params and vars it references expanded (for secret scanning). */
  resolvedText: string;
  /** The constant value, when it resolves to one (a literal, or a param/var whose default is one). */
  constant?: unknown;
}

/**
 * The Function App's app settings: the platform settings in functionapp.bicep plus the
 * `appSettings` object main.bicep passes to it.
 */
export function appSettings(): Map<string, AppSetting> {
  const settings = new Map<string, AppSetting>();
  const functionApp = loadInfra(FUNCTION_APP_MODULE);
  for (const item of arrayItems(functionApp.vars.get('platformSettings'))) {
    const name = String(literal(at(item, 'name')));
    const value = at(item, 'value')!;
    settings.set(name, {
      name,
      file: functionApp.path,
      value,
      resolvedText: resolveText(functionApp, value.text),
      constant: constantOf(functionApp, value),
    });
  }
  const main = loadInfra(MAIN);
  const passed = at(main.module('functionApp').body, 'params', 'appSettings');
  const object = passed?.type === 'identifier' ? main.vars.get(passed.text) : passed;
  for (const [name, value] of objectProperties(object)) {
    settings.set(name, {
      name,
      file: main.path,
      value,
      resolvedText: resolveText(main, value.text),
      constant: constantOf(main, value),
    });
  }
  return settings;
}

/** The constant behind an expression: a literal, a param default, a var, or a member of either. */
export function constantOf(file: BicepFile, node: SyntaxNode, depth = 0): unknown {
  if (depth > 4) return undefined;
  if (['string', 'number', 'boolean', 'null', 'object', 'array'].includes(node.type)) {
    const value = literal(node);
    return typeof value === 'string' && value.includes('${') ? undefined : value;
  }
  if (node.type === 'identifier') {
    const param = file.params.get(node.text);
    if (param) return param.default ? constantOf(file, param.default, depth + 1) : undefined;
    const variable = file.vars.get(node.text);
    return variable ? constantOf(file, variable, depth + 1) : undefined;
  }
  if (node.type === 'member_expression') {
    const object = node.childForFieldName('object');
    const property = node.childForFieldName('property');
    if (!object || !property) return undefined;
    const base = constantOf(file, object, depth + 1);
    return base && typeof base === 'object' ? (base as Record<string, unknown>)[property.text] : undefined;
  }
  return undefined;
}

/**
 * The expression text followed by the text of everything it references: module outputs (in the
 * module's file), params (their defaults, and in modules what main.bicep passes) and vars.
 */
export function resolveText(file: BicepFile, text: string, depth = 0): string {
  if (depth > 4) return text;
  const parts = [text];
  for (const match of text.matchAll(/\b([A-Za-z_]\w*)\.outputs\.([A-Za-z_]\w*)/g)) {
    const [, symbol, output] = match;
    if (!file.modules.some((module) => module.symbol === symbol)) continue;
    const target = loadInfra(modulePath(file, symbol!));
    const value = target.outputs.get(output!);
    if (value) parts.push(resolveText(target, value.text, depth + 1));
  }
  for (const match of text.matchAll(/\b([A-Za-z_]\w*)\b/g)) {
    const name = match[1]!;
    const param = file.params.get(name);
    if (param?.default) parts.push(resolveText(file, param.default.text, depth + 1));
    if (param && file.path.split('\\').join('/') !== `infra/${MAIN}`) {
      for (const argument of callersOf(file, name)) parts.push(argument);
    }
    const variable = file.vars.get(name);
    if (variable && variable.text !== text) parts.push(resolveText(file, variable.text, depth + 1));
  }
  return parts.join('\n');
}

/** What main.bicep passes for a module's parameter, resolved in main.bicep. */
export function callersOf(moduleFile: BicepFile, param: string): string[] {
  const main = loadInfra(MAIN);
  const arguments_: string[] = [];
  for (const module of main.modules) {
    if (`infra/${modulePath(main, module.symbol)}` !== moduleFile.path.split('\\').join('/')) continue;
    const argument = at(module.body, 'params', param);
    if (argument) arguments_.push(resolveText(main, argument.text, 3));
  }
  return arguments_;
}

export interface RoleAssignment {
  file: string;
  symbol: string;
  kind: 'azure-rbac' | 'cosmos-sql';
  roleIds: string[];
  /** Resource type the assignment is scoped to (for Cosmos SQL roles: the account). */
  scopeType: string;
  /** 'app' when the principal is provably the Function App's system-assigned identity. */
  principal: 'app' | 'deployer' | 'other';
  principalText: string;
  conditional: boolean;
}

function roleIdsOf(file: BicepFile, resource: ResourceDecl, declaration: SyntaxNode): string[] {
  const ids = new Set(resolveRoleIds(file, declaration.text));
  // A literal id (none today; test/infra/role-ids.test.ts checks any against the table).
  const roleDefinition = at(resource.body, 'properties', 'roleDefinitionId')?.text ?? '';
  for (const match of roleDefinition.matchAll(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
  ))
    ids.add(match[0].toLowerCase());
  return [...ids];
}

function isAppIdentity(file: BicepFile, principalText: string): boolean {
  const identity = /^([A-Za-z_]\w*)\.identity\.principalId$/.exec(principalText);
  if (identity) {
    const site = file.resources.find((resource) => resource.symbol === identity[1]);
    return (
      site?.type === 'Microsoft.Web/sites' &&
      String(literal(at(site.body, 'identity', 'type'))).includes('SystemAssigned')
    );
  }
  if (!file.params.has(principalText)) return false;
  const callers = callersOf(file, principalText);
  if (callers.length === 0) return false;
  // Every caller must pass the function app module's principalId output, which must be the site identity.
  return callers.every((text) => {
    const match = /^([A-Za-z_]\w*)\.outputs\.principalId/.exec(text);
    if (!match) return false;
    const main = loadInfra(MAIN);
    if (modulePath(main, match[1]!) !== FUNCTION_APP_MODULE) return false;
    const functionApp = loadInfra(FUNCTION_APP_MODULE);
    const output = functionApp.outputs.get('principalId');
    return output !== undefined && isAppIdentity(functionApp, output.text);
  });
}

function isDeployer(file: BicepFile, principalText: string): boolean {
  return (
    file.params.has(principalText) &&
    callersOf(file, principalText).every((text) => /^principalId\b/.test(text))
  );
}

export function roleAssignments(): RoleAssignment[] {
  const found: RoleAssignment[] = [];
  for (const relativePath of allBicepFiles()) {
    const file = loadInfra(relativePath);
    const declarations = descendants(file.root, 'resource_declaration');
    for (const resource of file.resources) {
      const cosmos = resource.type === 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments';
      if (resource.type !== 'Microsoft.Authorization/roleAssignments' && !cosmos) continue;
      const declaration = declarations.find((node) => node.namedChildren[0]?.text === resource.symbol)!;
      const principalText = at(resource.body, 'properties', 'principalId')?.text ?? '';
      const scopeSymbol = (cosmos ? at(resource.body, 'parent') : at(resource.body, 'scope'))?.text ?? '';
      const scopeResource = file.resources.find((candidate) => candidate.symbol === scopeSymbol);
      found.push({
        file: file.path,
        symbol: resource.symbol,
        kind: cosmos ? 'cosmos-sql' : 'azure-rbac',
        roleIds: roleIdsOf(file, resource, declaration),
        scopeType: scopeResource?.type ?? `unknown:${scopeSymbol}`,
        principal: isAppIdentity(file, principalText)
          ? 'app'
          : isDeployer(file, principalText)
            ? 'deployer'
            : 'other',
        principalText,
        conditional: resource.conditional,
      });
    }
  }
  return found;
}

export interface LogAlert {
  name: string;
  description: string;
  query: string;
  metricMeasureColumn: string;
  dimensions: string[];
}
export interface MetricAlert {
  name: string;
  description: string;
  metricNamespace: string;
  metricName: string;
  timeAggregation: string;
  dimensions: string[];
}

export const ALERTS_MODULE = 'modules/alerts.bicep';

export function logAlerts(): LogAlert[] {
  const alerts = loadInfra(ALERTS_MODULE);
  return arrayItems(alerts.vars.get('logAlerts')).map((item) => ({
    name: String(literal(at(item, 'name'))),
    description: String(literal(at(item, 'description'))),
    query: String(literal(at(item, 'query'))),
    metricMeasureColumn: String(literal(at(item, 'metricMeasureColumn'))),
    dimensions: (literal(at(item, 'dimensions')) as string[] | undefined) ?? [],
  }));
}

export function metricAlerts(): MetricAlert[] {
  const alerts = loadInfra(ALERTS_MODULE);
  return arrayItems(alerts.vars.get('metricAlerts')).map((item) => ({
    name: String(literal(at(item, 'name'))),
    description: String(literal(at(item, 'description'))),
    metricNamespace: String(literal(at(item, 'metricNamespace'))),
    metricName: String(literal(at(item, 'metricName'))),
    timeAggregation: String(literal(at(item, 'timeAggregation'))),
    dimensions: arrayItems(at(item, 'dimensions')).map((dimension) => String(literal(at(dimension, 'name')))),
  }));
}

export function readRepoFile(relativePath: string): string {
  return readFileSync(join(REPO_ROOT, relativePath), 'utf8');
}
