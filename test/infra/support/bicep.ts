import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * A small reading model of Bicep files on top of tree-sitter-bicep, for the offline infra checks
 * (no Bicep compiler can run offline: it is a binary downloaded at install time). It answers "what does this file declare"
 * questions: parameters and their defaults, variables, resources with their bodies, module
 * calls with their arguments, outputs. Expressions stay syntax nodes; `literal()` evaluates the
 * constant ones and `text()` gives the rest as source.
 */

interface NativeBinding {
  Parser: new () => TsParser;
  language: unknown;
}

/**
 * tree-sitter is a native addon: Node loads the .node binary once per process, but Jest gives each
 * test file a fresh module registry (and a fresh `process` object), and re-running tree-sitter's JS
 * wrapper over the already loaded binary breaks it (parse() returns no tree). So the first load
 * is kept on a Node core module object (`os`), which Jest shares between test files.
 */
function nativeBinding(): NativeBinding {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const holder = require('node:os') as { __arcbridgeTreeSitter?: NativeBinding };
  if (!holder.__arcbridgeTreeSitter) {
    holder.__arcbridgeTreeSitter = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      Parser: require('tree-sitter') as new () => TsParser,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      language: require('tree-sitter-bicep') as unknown,
    };
  }
  return holder.__arcbridgeTreeSitter;
}

export interface SyntaxNode {
  type: string;
  text: string;
  isMissing: boolean;
  hasError: boolean;
  startPosition: { row: number; column: number };
  children: SyntaxNode[];
  namedChildren: SyntaxNode[];
  parent: SyntaxNode | null;
  childForFieldName(name: string): SyntaxNode | null;
}
interface TsParser {
  setLanguage(language: unknown): void;
  parse(source: string): { rootNode: SyntaxNode };
}

let parser: TsParser | undefined;
function getParser(): TsParser {
  if (!parser) {
    const { Parser, language } = nativeBinding();
    parser = new Parser();
    parser.setLanguage(language);
  }
  return parser;
}

export interface SyntaxProblem {
  kind: 'ERROR' | 'MISSING';
  line: number;
  column: number;
  near: string;
}

export function parseBicep(source: string): SyntaxNode {
  return getParser().parse(source).rootNode;
}

/** Every ERROR and MISSING node, with a 1-based position. */
export function syntaxProblems(root: SyntaxNode): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  const walk = (node: SyntaxNode) => {
    if (node.type === 'ERROR' || node.isMissing) {
      problems.push({
        kind: node.isMissing ? 'MISSING' : 'ERROR',
        line: node.startPosition.row + 1,
        column: node.startPosition.column + 1,
        near: node.text.slice(0, 60),
      });
    }
    node.children.forEach(walk);
  };
  walk(root);
  return problems;
}

export interface ParamDecl {
  name: string;
  type: string;
  default?: SyntaxNode;
  decorators: string[];
}
export interface ResourceDecl {
  symbol: string;
  /** e.g. `Microsoft.Web/sites` */
  type: string;
  apiVersion: string;
  existing: boolean;
  conditional: boolean;
  loop: boolean;
  /** The resource body object (inside any `for` / `if`). */
  body: SyntaxNode;
}
export interface ModuleDecl {
  symbol: string;
  path: string;
  body: SyntaxNode;
}

export class BicepFile {
  readonly root: SyntaxNode;
  readonly params = new Map<string, ParamDecl>();
  readonly vars = new Map<string, SyntaxNode>();
  readonly outputs = new Map<string, SyntaxNode>();
  readonly resources: ResourceDecl[] = [];
  readonly modules: ModuleDecl[] = [];
  targetScope = 'resourceGroup';

  constructor(
    readonly path: string,
    readonly source: string,
  ) {
    this.root = parseBicep(source);
    let decorators: string[] = [];
    for (const node of this.root.namedChildren) {
      if (node.type === 'decorators') {
        decorators = node.namedChildren.map((decorator) => decorator.text);
        continue;
      }
      const named = node.namedChildren;
      switch (node.type) {
        case 'target_scope_assignment':
          this.targetScope = String(literal(named[0]!));
          break;
        case 'parameter_declaration': {
          const [identifier, type, value] = named;
          this.params.set(identifier!.text, {
            name: identifier!.text,
            type: type!.text,
            default: value,
            decorators,
          });
          break;
        }
        case 'variable_declaration':
          this.vars.set(named[0]!.text, named[named.length - 1]!);
          break;
        case 'output_declaration':
          this.outputs.set(named[0]!.text, named[named.length - 1]!);
          break;
        case 'resource_declaration': {
          const [identifier, typeString, value] = named;
          const [type, apiVersion] = String(literal(typeString!)).split('@');
          const { body, conditional, loop } = unwrapBody(value!);
          this.resources.push({
            symbol: identifier!.text,
            type: type!,
            apiVersion: apiVersion ?? '',
            existing: node.children.some((child) => child.type === 'existing'),
            conditional,
            loop,
            body,
          });
          break;
        }
        case 'module_declaration': {
          const [identifier, pathString, value] = named;
          this.modules.push({
            symbol: identifier!.text,
            path: String(literal(pathString!)),
            body: unwrapBody(value!).body,
          });
          break;
        }
      }
      decorators = [];
    }
  }

  resource(symbol: string): ResourceDecl {
    const found = this.resources.find((resource) => resource.symbol === symbol);
    if (!found) throw new Error(`${this.path}: no resource '${symbol}'`);
    return found;
  }

  resourcesOfType(type: string): ResourceDecl[] {
    return this.resources.filter((resource) => resource.type.toLowerCase() === type.toLowerCase());
  }

  module(symbol: string): ModuleDecl {
    const found = this.modules.find((module) => module.symbol === symbol);
    if (!found) throw new Error(`${this.path}: no module '${symbol}'`);
    return found;
  }
}

/** Strips `for x in xs:` and `if (cond)` around a resource or module body. */
export function unwrapBody(node: SyntaxNode): { body: SyntaxNode; conditional: boolean; loop: boolean } {
  let current = node;
  let conditional = false;
  let loop = false;
  for (;;) {
    if (
      current.type === 'array' &&
      current.namedChildren.length === 1 &&
      current.namedChildren[0]!.type === 'for_statement'
    ) {
      current = current.namedChildren[0]!;
    } else if (current.type === 'for_statement') {
      loop = true;
      current = current.childForFieldName('body') ?? current.namedChildren[current.namedChildren.length - 1]!;
    } else if (current.type === 'if_statement') {
      conditional = true;
      current = current.namedChildren[current.namedChildren.length - 1]!;
    } else {
      return { body: current, conditional, loop };
    }
  }
}

/** The properties of an object literal, keyed by name (identifier or string key). */
export function objectProperties(node: SyntaxNode | undefined | null): Map<string, SyntaxNode> {
  const properties = new Map<string, SyntaxNode>();
  if (!node || node.type !== 'object') return properties;
  for (const property of node.namedChildren) {
    if (property.type !== 'object_property') continue;
    const [key, value] = property.namedChildren;
    if (!key || !value) continue;
    properties.set(key.type === 'string' ? String(literal(key)) : key.text, value);
  }
  return properties;
}

/** Follows a path of property names through nested object literals. */
export function at(node: SyntaxNode | undefined | null, ...path: string[]): SyntaxNode | undefined {
  let current: SyntaxNode | undefined = node ?? undefined;
  for (const key of path) {
    current = objectProperties(current).get(key);
    if (!current) return undefined;
  }
  return current;
}

export function arrayItems(node: SyntaxNode | undefined | null): SyntaxNode[] {
  if (!node || node.type !== 'array') return [];
  return node.namedChildren.filter((child) => child.type !== 'comment');
}

const ESCAPES: Record<string, string> = {
  "\\'": "'",
  '\\\\': '\\',
  '\\n': '\n',
  '\\r': '\r',
  '\\t': '\t',
  '\\$': '$',
};

/**
 * The value of a literal: strings (interpolations kept as `${expr}` source), numbers, booleans,
 * null, arrays and objects of literals. Anything else comes back as `undefined`.
 */
export function literal(node: SyntaxNode | undefined | null): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'string': {
      if (node.text.startsWith("'''")) return node.text.slice(3, -3).replace(/^\r?\n/, '');
      let out = '';
      for (const part of node.children) {
        if (part.type === 'string_content') out += part.text;
        else if (part.type === 'escape_sequence') out += ESCAPES[part.text] ?? part.text;
        else if (part.type === 'interpolation') out += part.text;
      }
      return out;
    }
    case 'number':
      return Number(node.text);
    case 'boolean':
      return node.text === 'true';
    case 'null':
      return null;
    case 'array':
      return arrayItems(node).map(literal);
    case 'object':
      return Object.fromEntries([...objectProperties(node)].map(([key, value]) => [key, literal(value)]));
    case 'unary_expression':
      return node.text.startsWith('-') ? -Number(literal(node.namedChildren[0])) : undefined;
    default:
      return undefined;
  }
}

/** True when the expression is a constant (no identifiers, calls or interpolations). */
export function isConstant(node: SyntaxNode): boolean {
  if (node.type === 'interpolation') return false;
  if (
    [
      'identifier',
      'call_expression',
      'member_expression',
      'subscript_expression',
      'ternary_expression',
    ].includes(node.type)
  ) {
    return false;
  }
  return node.children.every(isConstant);
}

/** Every descendant (and the node itself) of the given type. */
export function descendants(node: SyntaxNode, type: string): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  const walk = (current: SyntaxNode) => {
    if (current.type === type) found.push(current);
    current.children.forEach(walk);
  };
  walk(node);
  return found;
}

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const INFRA_DIR = join(REPO_ROOT, 'infra');

export function listFiles(dir: string, extension: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(path, extension));
    else if (entry.name.endsWith(extension)) found.push(path);
  }
  return found.sort();
}

const cache = new Map<string, BicepFile>();
/** Loads (and caches) an infra file by its path relative to infra/. */
export function loadInfra(relativePath: string): BicepFile {
  const path = join(INFRA_DIR, relativePath);
  let file = cache.get(path);
  if (!file) {
    file = new BicepFile(relative(REPO_ROOT, path), readFileSync(path, 'utf8'));
    cache.set(path, file);
  }
  return file;
}
