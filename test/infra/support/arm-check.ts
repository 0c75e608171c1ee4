import type { BicepFile, ResourceDecl, SyntaxNode } from './bicep';
import { arrayItems, literal, objectProperties, unwrapBody } from './bicep';
import type { Schema } from './arm-models';

/**
 * Walks a Bicep resource body against an API model (arm-models.ts): every property name must
 * exist in the model (or be a Bicep keyword), literal values must have the model's type, string
 * literals must be one of the model's enum values, and read-only properties must not be set.
 * Expressions are followed where their value is knowable offline: a parameter's type and its
 * @allowed values, a variable's value, both branches of a `?:`, a `for` body.
 */

export interface SchemaProblem {
  file: string;
  line: number;
  path: string;
  message: string;
}

/** Keys of a resource body that Bicep consumes itself (never sent to the API). */
const BICEP_KEYWORDS = new Set(['name', 'parent', 'scope', 'dependsOn']);

export interface CheckOptions {
  /**
   * Properties the model's API version does not have but the template's (newer, GA) API version
   * does, as wire paths (`properties.minimumTlsVersion`, `properties.logs[].categoryGroup`).
   */
  newerProperties?: readonly string[];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function suggestion(key: string, candidates: string[]): string {
  const best = candidates
    .map((candidate) => ({ candidate, score: distance(key.toLowerCase(), candidate.toLowerCase()) }))
    .sort((left, right) => left.score - right.score)[0];
  return best && best.score <= Math.max(2, Math.floor(key.length / 4))
    ? ` (did you mean '${best.candidate}'?)`
    : '';
}

type ValueType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export class SchemaChecker {
  readonly problems: SchemaProblem[] = [];
  private readonly newer: Set<string>;
  /** Loop variables in scope: `for alert in logAlerts` -> the items of logAlerts (when literal). */
  private readonly loops = new Map<string, SyntaxNode[]>();

  constructor(
    private readonly file: BicepFile,
    options: CheckOptions = {},
  ) {
    this.newer = new Set(options.newerProperties ?? []);
  }

  checkResource(resource: ResourceDecl, schema: Schema): SchemaProblem[] {
    if (schema.kind !== 'object') return this.problems;
    for (let node = resource.body.parent; node; node = node.parent) {
      if (node.type === 'for_statement') this.enterLoop(node);
      if (node.type === 'resource_declaration') break;
    }
    for (const [key, value] of objectProperties(resource.body)) {
      if (BICEP_KEYWORDS.has(key)) continue;
      this.property(schema, key, value, key);
    }
    return this.problems;
  }

  private report(node: SyntaxNode, path: string, message: string) {
    this.problems.push({ file: this.file.path, line: node.startPosition.row + 1, path, message });
  }

  private property(
    schema: Extract<Schema, { kind: 'object' }>,
    key: string,
    value: SyntaxNode,
    path: string,
  ) {
    const property = schema.properties.get(key);
    if (!property) {
      if (this.newer.has(path.replace(/\[\d+\]/g, '[]'))) return;
      if (schema.additional) {
        this.value(value, schema.additional, path);
        return;
      }
      if (schema.open) return;
      this.report(
        value,
        path,
        `'${key}' is not a property of ${schema.model}${suggestion(key, [...schema.properties.keys()])}`,
      );
      return;
    }
    if (property.readOnly) this.report(value, path, `'${key}' is read-only in ${schema.model}`);
    this.value(value, property.schema, path);
  }

  private value(node: SyntaxNode, schema: Schema, path: string, depth = 0): void {
    if (schema.kind === 'any' || depth > 6) return;
    switch (node.type) {
      case 'parenthesized_expression':
        node.namedChildren.forEach((child) => this.value(child, schema, path, depth + 1));
        return;
      case 'ternary_expression': {
        const consequence = node.childForFieldName('consequence');
        const alternative = node.childForFieldName('alternative');
        if (consequence) this.value(consequence, schema, path, depth + 1);
        if (alternative) this.value(alternative, schema, path, depth + 1);
        return;
      }
      case 'member_expression':
        this.loopMember(node, schema, path, depth);
        return;
      case 'for_statement':
        this.enterLoop(node);
        if (schema.kind === 'array') this.value(unwrapBody(node).body, schema.items, `${path}[0]`, depth + 1);
        else this.value(unwrapBody(node).body, schema, path, depth + 1);
        return;
      case 'if_statement': {
        // `[for x in xs: {...}]` is an array of the body's values.
        const { body } = unwrapBody(node);
        if (schema.kind === 'array') this.value(body, schema.items, `${path}[0]`, depth + 1);
        else this.value(body, schema, path, depth + 1);
        return;
      }
      case 'identifier':
        this.identifier(node, schema, path, depth);
        return;
      case 'object':
        if (!this.expect(node, schema, 'object', path) || schema.kind !== 'object') return;
        this.object(node, schema, path);
        return;
      case 'array': {
        const items = arrayItems(node);
        if (items.length === 1 && items[0]!.type === 'for_statement') {
          this.value(items[0]!, schema, path, depth + 1);
          return;
        }
        if (!this.expect(node, schema, 'array', path) || schema.kind !== 'array') return;
        items.forEach((item, index) => this.value(item, schema.items, `${path}[${index}]`, depth + 1));
        return;
      }
      case 'string': {
        if (!this.expect(node, schema, 'string', path) || schema.kind !== 'string') return;
        if (node.children.some((child) => child.type === 'interpolation')) return;
        this.enumValue(node, String(literal(node)), schema, path);
        return;
      }
      case 'number':
        this.expect(node, schema, 'number', path);
        return;
      case 'unary_expression':
        // `-1` is a number, `!flag` a boolean.
        this.expect(node, schema, node.text.startsWith('!') ? 'boolean' : 'number', path);
        return;
      case 'boolean':
        this.expect(node, schema, 'boolean', path);
        return;
      case 'null':
        return;
      default:
        // Calls, member access, interpolated expressions: not knowable offline.
        return;
    }
  }

  private object(node: SyntaxNode, schema: Extract<Schema, { kind: 'object' }>, path: string) {
    const properties = objectProperties(node);
    let target = schema;
    if (schema.discriminator) {
      const { property, variants } = schema.discriminator;
      const value = literal(properties.get(property));
      if (typeof value === 'string') {
        const variant = [...variants].find(([key]) => key.toLowerCase() === value.toLowerCase())?.[1];
        if (variant) {
          const resolved = variant();
          if (resolved.kind === 'object') target = resolved;
        } else {
          this.report(
            properties.get(property)!,
            `${path}.${property}`,
            `'${value}' is not a kind of ${schema.model} (${[...variants.keys()].join(', ')})`,
          );
        }
      }
    }
    for (const [key, value] of properties) {
      if (schema.discriminator && key === schema.discriminator.property) continue;
      this.property(target, key, value, `${path}.${key}`);
    }
  }

  /** `for x in xs`: remembers the items of xs (a literal array or a variable holding one). */
  private enterLoop(node: SyntaxNode) {
    const initializer = node.childForFieldName('initializer');
    const body = node.childForFieldName('body');
    const variable =
      initializer?.type === 'identifier' ? initializer.text : initializer?.namedChildren[0]?.text;
    const iterable = node.namedChildren.find((child) => child !== initializer && child !== body);
    if (!variable || !iterable) return;
    const array = iterable.type === 'identifier' ? this.file.vars.get(iterable.text) : iterable;
    if (array?.type === 'array') this.loops.set(variable, arrayItems(array));
  }

  /** `alert.threshold` inside `for alert in alerts`: each item's value is checked. */
  private loopMember(node: SyntaxNode, schema: Schema, path: string, depth: number) {
    const object = node.childForFieldName('object');
    const property = node.childForFieldName('property');
    const items = object?.type === 'identifier' ? this.loops.get(object.text) : undefined;
    if (!items || !property) return;
    for (const item of items) {
      const value = objectProperties(item).get(property.text);
      if (value) this.value(value, schema, path, depth + 1);
    }
  }

  private identifier(node: SyntaxNode, schema: Schema, path: string, depth: number) {
    const param = this.file.params.get(node.text);
    if (param) {
      const type = (
        { string: 'string', int: 'number', bool: 'boolean', object: 'object', array: 'array' } as const
      )[param.type as 'string'] as ValueType | undefined;
      if (type) this.expect(node, schema, type, path);
      const allowed = param.decorators.find((decorator) => decorator.startsWith('@allowed'));
      if (allowed && schema.kind === 'string') {
        for (const match of allowed.matchAll(/'((?:[^'\\]|\\.)*)'/g))
          this.enumValue(node, match[1]!, schema, path);
      }
      if (param.default && type === 'object') this.value(param.default, schema, path, depth + 1);
      return;
    }
    const variable = this.file.vars.get(node.text);
    if (variable) this.value(variable, schema, path, depth + 1);
  }

  private expect(node: SyntaxNode, schema: Schema, actual: ValueType, path: string): boolean {
    if (schema.kind === 'any') return true;
    if (schema.kind !== actual) {
      this.report(
        node,
        path,
        `${path} is ${actual === 'object' ? 'an' : 'a'} ${actual}; the model wants ${schema.kind}`,
      );
      return false;
    }
    return true;
  }

  private enumValue(
    node: SyntaxNode,
    value: string,
    schema: Extract<Schema, { kind: 'string' }>,
    path: string,
  ) {
    if (!schema.values || schema.values.length === 0) return;
    if (schema.values.some((candidate) => candidate.toLowerCase() === value.toLowerCase())) return;
    this.report(
      node,
      path,
      `'${value}' is not a value of ${path} (${schema.strict ? 'enum' : schema.valuesFrom}: ${schema.values.join(', ')})`,
    );
  }
}
