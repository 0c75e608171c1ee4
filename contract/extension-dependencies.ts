import { z } from 'zod';
import { ExtensionName } from './common';

/** The most dependencies one version or assignment may declare. */
export const MAX_DEPENDENCIES = 50;

export const ExtensionDependency = z
  .object({
    extension: ExtensionName.describe(
      'An extension in the catalog, of any kind (Helm, Kustomize, manifests).',
    ),
    minVersion: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/,
        'letters, digits, dots, dashes, underscores and plus signs',
      )
      .optional()
      .describe('The lowest version of the dependency the dependent works with, compared part by part.'),
  })
  .strict()
  .meta({ id: 'ExtensionDependency' });
export type ExtensionDependency = z.infer<typeof ExtensionDependency>;

export const DependsOn = z
  .array(ExtensionDependency)
  .max(MAX_DEPENDENCIES)
  .describe(
    'Extensions the agent installs (or upgrades) and waits for to be Ready before it applies or changes this one; a dependency that is missing, not Ready or below minVersion holds this one back as Pending with reason WaitingForDependency.',
  )
  .meta({ id: 'DependsOn' });

/**
 * Orders two versions part by part (split at `.`, `-` and `+`): numeric parts as numbers, others as
 * text; a version that is a prefix of the other is the lower (1.2 < 1.2.1). Catalog versions are
 * free-form ids, so this is no full SemVer precedence, but it agrees with it on release versions.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = /^\d+$/.test(x) ? Number(x) : NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : NaN;
    const order = !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/**
 * Both lists as one: a dependency named twice keeps the higher minVersion. Sorted by name, so equal
 * inputs give equal desired states (and spec hashes) whatever order they were declared in.
 */
export function mergeDependencies(...lists: Array<ExtensionDependency[] | undefined>): ExtensionDependency[] {
  const byName = new Map<string, ExtensionDependency>();
  for (const dependency of lists.flatMap((list) => list ?? [])) {
    const seen = byName.get(dependency.extension);
    const minVersion = [seen?.minVersion, dependency.minVersion]
      .filter((v): v is string => v !== undefined)
      .sort(compareVersions)
      .at(-1);
    byName.set(dependency.extension, {
      extension: dependency.extension,
      ...(minVersion !== undefined ? { minVersion } : {}),
    });
  }
  return [...byName.values()].sort((x, y) => (x.extension < y.extension ? -1 : 1));
}

/**
 * The cycles of a dependency graph (name -> the names it depends on), each once, as the path that
 * closes it: `a -> b -> a`. A self-dependency is a cycle of one.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const s = state.get(next);
      if (s === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        // One rotation per cycle: start at its smallest name.
        const ring = cycle.slice(0, -1);
        const start = ring.indexOf([...ring].sort()[0]!);
        const rotated = [...ring.slice(start), ...ring.slice(0, start)];
        const key = rotated.join('\u0000');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...rotated, rotated[0]!]);
        }
      } else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
