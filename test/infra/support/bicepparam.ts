import type { BicepFile } from './bicep';
import { parseBicep, syntaxProblems } from './bicep';

/**
 * tree-sitter-bicep parses .bicep but not the .bicepparam dialect (`param x = value` has no type).
 * Each assignment is checked by parsing its expression as a Bicep variable instead, which is the
 * same expression grammar; the `using` target and the parameter names are checked by hand.
 */
export interface BicepParamCheck {
  using?: string;
  params: string[];
  problems: string[];
}

export function checkBicepParam(source: string, target: BicepFile): BicepParamCheck {
  const problems: string[] = [];
  const params: string[] = [];
  let using: string | undefined;
  // Split into statements: a new statement starts at a line beginning with a keyword.
  const statements: { line: number; text: string }[] = [];
  source.split('\n').forEach((line, index) => {
    if (/^(using|param|var|import)\b/.test(line) || statements.length === 0)
      statements.push({ line: index + 1, text: line });
    else statements[statements.length - 1]!.text += `\n${line}`;
  });
  for (const { line, text } of statements) {
    const code = text.replace(/^\s*\/\/.*$/gm, '').trim();
    if (code === '') continue;
    const usingMatch = /^using\s+'([^']+)'\s*$/.exec(code);
    if (usingMatch) {
      using = usingMatch[1];
      const expected = `./${target.path.split('/').pop()}`;
      if (using !== expected) problems.push(`line ${line}: using '${using}' but the template is ${expected}`);
      continue;
    }
    const paramMatch = /^param\s+([A-Za-z_]\w*)\s*=\s*([\s\S]+)$/.exec(code);
    if (!paramMatch) {
      problems.push(`line ${line}: not a using or param statement: ${code.slice(0, 60)}`);
      continue;
    }
    const [, name, expression] = paramMatch;
    params.push(name!);
    if (!target.params.has(name!)) problems.push(`line ${line}: '${name}' is not a parameter of main.bicep`);
    for (const problem of syntaxProblems(parseBicep(`var ${name} = ${expression}\n`))) {
      problems.push(`line ${line + problem.line - 1}: ${problem.kind} near '${problem.near}'`);
    }
  }
  if (using === undefined) problems.push('no using statement');
  return { using, params, problems };
}
