import type { Value } from './go-template-functions';
import { FUNCTIONS, TemplateError, fail, isMap, printValue, truthy } from './go-template-functions';

export { TemplateError };

/**
 * A strict subset of Go's text/template with the Sprig/Helm functions our chart uses, for
 * rendering the chart in tests where helm cannot be installed. It follows Go's documented
 * semantics (pkg.go.dev/text/template): `{{-`/`-}}` trim all adjacent white space; `if`/`with`
 * judge "empty" (false, 0, nil, "", empty list or map) as false; `with` and `range` rebind dot;
 * `and`/`or` return an argument, not a boolean; a pipeline passes its value as the last argument
 * of the next command; a field of a missing map key is nil, a field of nil is an error. Helm's
 * additions follow helm.sh/docs (include, required, toYaml with sorted keys and the trailing
 * newline trimmed, tpl-less). Anything outside the subset throws, so a template that uses more
 * fails the test instead of rendering wrongly.
 */

type Node =
  | { t: 'text'; text: string }
  | { t: 'action'; pipe: Pipe }
  | { t: 'if' | 'with'; pipe: Pipe; body: Node[]; otherwise: Node[] }
  | { t: 'range'; pipe: Pipe; body: Node[]; otherwise: Node[] }
  | { t: 'template'; name: string; pipe?: Pipe };
interface Pipe {
  decl: string[];
  assign: boolean;
  cmds: Operand[][];
}
type Operand =
  | { k: 'lit'; v: Value }
  | { k: 'field'; base: 'dot' | string; path: string[] }
  | { k: 'fn'; name: string }
  | { k: 'sub'; pipe: Pipe };

const TOKEN =
  /\s*(?:("(?:[^"\\]|\\.)*")|(`[^`]*`)|(-?\d+(?:\.\d+)?)(?![\w.])|(:=|=|\||\(|\)|,)|(\$[A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)|(\.(?:[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)?)|([A-Za-z_][A-Za-z0-9_]*))/y;

function tokenize(src: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < src.length) {
    if (/^\s*$/.test(src.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(src);
    if (!m) throw new TemplateError(`cannot parse action near "${src.slice(TOKEN.lastIndex)}"`);
    out.push(m[0].trim());
  }
  return out;
}

function parsePipe(tokens: string[], pos = { i: 0 }, stopAtParen = false): Pipe {
  const pipe: Pipe = { decl: [], assign: false, cmds: [] };
  // `$a :=` / `$a, $b :=` / `$a =`
  const look = tokens.slice(pos.i, pos.i + 4);
  if (look[0]?.startsWith('$') && (look[1] === ':=' || look[1] === '=')) {
    pipe.decl = [look[0]];
    pipe.assign = look[1] === '=';
    pos.i += 2;
  } else if (look[0]?.startsWith('$') && look[1] === ',' && look[2]?.startsWith('$') && look[3] === ':=') {
    pipe.decl = [look[0], look[2]];
    pos.i += 4;
  }
  let cmd: Operand[] = [];
  while (pos.i < tokens.length) {
    const tok = tokens[pos.i++] as string;
    if (tok === ')') {
      if (!stopAtParen) throw new TemplateError('unexpected )');
      pos.i -= 1;
      break;
    }
    if (tok === '|') {
      pipe.cmds.push(cmd);
      cmd = [];
      continue;
    }
    cmd.push(operand(tok, tokens, pos));
  }
  pipe.cmds.push(cmd);
  if (pipe.cmds.some((c) => c.length === 0)) throw new TemplateError('empty command in pipeline');
  return pipe;
}

function operand(tok: string, tokens: string[], pos: { i: number }): Operand {
  if (tok === '(') {
    const pipe = parsePipe(tokens, pos, true);
    if (tokens[pos.i++] !== ')') throw new TemplateError('missing )');
    return { k: 'sub', pipe };
  }
  if (tok.startsWith('"')) return { k: 'lit', v: JSON.parse(tok) as string };
  if (tok.startsWith('`')) return { k: 'lit', v: tok.slice(1, -1) };
  if (/^-?\d/.test(tok)) return { k: 'lit', v: Number(tok) };
  if (tok === 'true' || tok === 'false') return { k: 'lit', v: tok === 'true' };
  if (tok === 'nil') return { k: 'lit', v: null };
  if (tok.startsWith('$')) {
    const [name, ...path] = tok.split('.');
    return { k: 'field', base: name as string, path };
  }
  if (tok.startsWith('.'))
    return { k: 'field', base: 'dot', path: tok === '.' ? [] : tok.slice(1).split('.') };
  return { k: 'fn', name: tok };
}

/** Splits text and actions, applying the trim markers. */
function lex(src: string): Array<{ text: string } | { action: string }> {
  const out: Array<{ text: string } | { action: string }> = [];
  let i = 0;
  let trimNext = false;
  while (i < src.length) {
    const open = src.indexOf('{{', i);
    let text = src.slice(i, open === -1 ? src.length : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open === -1) {
      out.push({ text });
      break;
    }
    const trimPrev = src.startsWith('{{- ', open) || src.startsWith('{{-\n', open);
    if (trimPrev) text = text.replace(/\s+$/, '');
    out.push({ text });
    const close = src.indexOf('}}', open);
    if (close === -1) throw new TemplateError('unclosed action');
    let inner = src.slice(open + 2, close);
    trimNext = / -$|\n-$/.test(inner);
    if (trimPrev) inner = inner.slice(1);
    if (trimNext) inner = inner.slice(0, -1);
    inner = inner.trim();
    if (!(inner.startsWith('/*') && inner.endsWith('*/'))) out.push({ action: inner });
    i = close + 2;
  }
  return out;
}

export class ChartTemplates {
  private readonly defines = new Map<string, Node[]>();
  private readonly files = new Map<string, Node[]>();

  constructor(files: Record<string, string>) {
    for (const [name, src] of Object.entries(files)) this.files.set(name, this.parse(src, name));
  }

  private parse(src: string, file: string): Node[] {
    const items = lex(src);
    let idx = 0;
    const defines = this.defines;
    const list = (): { nodes: Node[]; stop: string } => {
      const nodes: Node[] = [];
      while (idx < items.length) {
        const item = items[idx++]!;
        if ('text' in item) {
          if (item.text) nodes.push({ t: 'text', text: item.text });
          continue;
        }
        const action = item.action;
        const word = /^\S+/.exec(action)?.[0] ?? '';
        const rest = action.slice(word.length).trim();
        if (word === 'end') return { nodes, stop: 'end' };
        if (word === 'else') return { nodes, stop: action };
        if (word === 'if' || word === 'with' || word === 'range') nodes.push(control(word, rest));
        else if (word === 'define') {
          const body = list();
          if (body.stop !== 'end') throw new TemplateError(`${file}: define without end`);
          defines.set(JSON.parse(rest) as string, body.nodes);
        } else if (word === 'template') {
          const m = /^("(?:[^"\\]|\\.)*")\s*(.*)$/.exec(rest);
          if (!m) throw new TemplateError(`${file}: bad template action`);
          nodes.push({
            t: 'template',
            name: JSON.parse(m[1]!) as string,
            pipe: m[2] ? parsePipe(tokenize(m[2])) : undefined,
          });
        } else if (['block', 'break', 'continue'].includes(word))
          throw new TemplateError(`${file}: {{${word}}} is outside the supported subset`);
        else nodes.push({ t: 'action', pipe: parsePipe(tokenize(action)) });
      }
      return { nodes, stop: '' };
    };
    const control = (word: 'if' | 'with' | 'range', pipeText: string): Node => {
      const pipe = parsePipe(tokenize(pipeText));
      const body = list();
      let otherwise: Node[] = [];
      if (body.stop === 'else') {
        const tail = list();
        if (tail.stop !== 'end') throw new TemplateError(`${file}: {{else}} without {{end}}`);
        otherwise = tail.nodes;
      } else if (body.stop.startsWith('else ')) {
        // `else if X` / `else with X` nests a control that shares this one's end.
        const [, kind, inner] = /^else\s+(if|with)\s+(.*)$/s.exec(body.stop) ?? [];
        if (!kind) throw new TemplateError(`${file}: bad ${body.stop}`);
        otherwise = [control(kind as 'if' | 'with', inner!)];
      } else if (body.stop !== 'end') throw new TemplateError(`${file}: {{${word}}} without {{end}}`);
      return { t: word, pipe, body: body.nodes, otherwise };
    };
    const top = list();
    if (top.stop) throw new TemplateError(`${file}: unexpected {{${top.stop}}}`);
    return top.nodes;
  }

  /** Renders one file with the given top-level object (`.Values`, `.Release`, `.Chart`, ...). */
  render(file: string, root: Record<string, Value>): string {
    const nodes = this.files.get(file);
    if (!nodes) throw new TemplateError(`no template ${file}`);
    return this.exec(nodes, root, [{ $: root }], root);
  }

  private exec(
    nodes: Node[],
    dot: Value,
    scopes: Array<Record<string, Value>>,
    root: Record<string, Value>,
  ): string {
    let out = '';
    const local: Record<string, Value> = {};
    const vars = [...scopes, local];
    for (const node of nodes) {
      switch (node.t) {
        case 'text':
          out += node.text;
          break;
        case 'action': {
          const value = this.pipe(node.pipe, dot, vars, root);
          if (node.pipe.decl.length === 0) out += printValue(value);
          break;
        }
        case 'if':
        case 'with': {
          const value = this.pipe(node.pipe, dot, vars, root);
          if (truthy(value)) out += this.exec(node.body, node.t === 'with' ? value : dot, vars, root);
          else out += this.exec(node.otherwise, dot, vars, root);
          break;
        }
        case 'range': {
          const value = this.pipe({ ...node.pipe, decl: [] }, dot, vars, root);
          const entries: Array<[Value, Value]> = Array.isArray(value)
            ? value.map((v, i) => [i, v])
            : isMap(value)
              ? Object.keys(value)
                  .sort()
                  .map((k) => [k, value[k]])
              : value === null || value === undefined
                ? []
                : fail(`range over ${typeof value}`);
          if (entries.length === 0) out += this.exec(node.otherwise, dot, vars, root);
          for (const [k, v] of entries) {
            const scope: Record<string, Value> = {};
            if (node.pipe.decl.length === 1) scope[node.pipe.decl[0]!] = v;
            if (node.pipe.decl.length === 2) {
              scope[node.pipe.decl[0]!] = k;
              scope[node.pipe.decl[1]!] = v;
            }
            out += this.exec(node.body, v, [...vars, scope], root);
          }
          break;
        }
        case 'template':
          out += this.include(node.name, node.pipe ? this.pipe(node.pipe, dot, vars, root) : null, root);
          break;
      }
    }
    return out;
  }

  private include(name: string, dot: Value, root: Record<string, Value>): string {
    const body = this.defines.get(name);
    if (!body) throw new TemplateError(`no template "${name}" defined`);
    return this.exec(body, dot, [{ $: dot }], root);
  }

  private pipe(
    pipe: Pipe,
    dot: Value,
    vars: Array<Record<string, Value>>,
    root: Record<string, Value>,
  ): Value {
    let value: Value = undefined;
    pipe.cmds.forEach((cmd, i) => {
      value = this.command(cmd, dot, vars, root, i === 0 ? [] : [value]);
    });
    if (pipe.decl.length === 1) {
      const name = pipe.decl[0]!;
      const target = pipe.assign ? [...vars].reverse().find((s) => name in s) : vars[vars.length - 1];
      if (!target) throw new TemplateError(`undefined variable ${name}`);
      target[name] = value;
    }
    return value;
  }

  private command(
    cmd: Operand[],
    dot: Value,
    vars: Array<Record<string, Value>>,
    root: Record<string, Value>,
    piped: Value[],
  ): Value {
    const [head, ...rest] = cmd;
    const arg = (op: Operand) => this.operand(op, dot, vars, root);
    if (head!.k !== 'fn') {
      const value = arg(head!);
      // A method of the root (Helm's .Files.Get "path"), called with the arguments as Go does.
      if (typeof value === 'function')
        return (value as (...args: Value[]) => Value)(...rest.map(arg), ...piped);
      if (rest.length > 0 || piped.length > 0)
        throw new TemplateError('cannot give arguments to a non-function');
      return value;
    }
    const name = head!.name;
    // and/or short-circuit and return the deciding argument, as Go 1.18+ does.
    if (name === 'and' || name === 'or') {
      const ops = [...rest.map((op) => () => arg(op)), ...piped.map((v) => () => v)];
      let last: Value;
      for (const op of ops) {
        last = op();
        if (name === 'and' ? !truthy(last) : truthy(last)) return last;
      }
      return last;
    }
    const args = [...rest.map(arg), ...piped];
    if (name === 'include') return this.include(String(args[0]), args[1], root);
    const fn = FUNCTIONS[name];
    if (!fn) throw new TemplateError(`function "${name}" is outside the supported subset`);
    return fn(...args);
  }

  private operand(
    op: Operand,
    dot: Value,
    vars: Array<Record<string, Value>>,
    root: Record<string, Value>,
  ): Value {
    switch (op.k) {
      case 'lit':
        return op.v;
      case 'sub':
        return this.pipe(op.pipe, dot, vars, root);
      case 'fn':
        if (op.name in FUNCTIONS || op.name === 'include') return this.command([op], dot, vars, root, []);
        throw new TemplateError(`function "${op.name}" is outside the supported subset`);
      case 'field': {
        let base: Value;
        if (op.base === 'dot') base = dot;
        else {
          const scope = [...vars].reverse().find((s) => op.base in s);
          if (!scope) throw new TemplateError(`undefined variable ${op.base}`);
          base = scope[op.base];
        }
        return op.path.reduce<Value>((v, key) => {
          if (v === null || v === undefined) throw new TemplateError(`nil pointer evaluating .${key}`);
          if (!isMap(v)) throw new TemplateError(`can't evaluate field ${key} in ${typeof v}`);
          return v[key] ?? null;
        }, base);
      }
    }
  }
}
