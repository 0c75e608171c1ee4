import type { ExtensionDependency } from '../../contract/extension-dependencies';
import { findCycles, mergeDependencies } from '../../contract/extension-dependencies';
import type { FieldViolation } from '../../contract/problems';

/** An assignment's own dependencies (besides its catalog version's). */
export interface AssignmentDependencies {
  assignment: string;
  extension: string;
  dependsOn?: ExtensionDependency[] | undefined;
}

/**
 * A tenant's extension dependency graph: every extension name in the catalog, and per name the
 * names any of its versions or assignments depend on. Judged on names, not versions: an edge of any
 * version counts, so no pair of versions the fleet may run together can need each other.
 */
export class DependencyGraph {
  readonly names = new Set<string>();
  private readonly edges = new Map<string, Set<string>>();

  add(name: string, dependsOn: readonly ExtensionDependency[] | undefined): void {
    this.names.add(name);
    const set = this.edges.get(name) ?? new Set<string>();
    for (const dependency of dependsOn ?? []) set.add(dependency.extension);
    this.edges.set(name, set);
  }

  /**
   * Everything wrong with `name` declaring `dependsOn` (at `path`) on top of the graph: each
   * dependency not in the catalog, a dependency named twice, and each cycle it would close.
   */
  violations(name: string, dependsOn: readonly ExtensionDependency[], path: string): FieldViolation[] {
    const out: FieldViolation[] = [];
    const seen = new Set<string>();
    dependsOn.forEach((dependency, index) => {
      if (seen.has(dependency.extension))
        out.push({
          path: `${path}[${index}].extension`,
          message: `'${dependency.extension}' is named twice`,
        });
      seen.add(dependency.extension);
      if (!this.names.has(dependency.extension) && dependency.extension !== name)
        out.push({
          path: `${path}[${index}].extension`,
          message: `'${dependency.extension}' is not in the catalog; publish a version of it first`,
        });
    });
    const graph = new Map([...this.edges].map(([key, set]) => [key, [...set]]));
    graph.set(name, [
      ...new Set([...(graph.get(name) ?? []), ...mergeDependencies([...dependsOn]).map((d) => d.extension)]),
    ]);
    for (const cycle of findCycles(graph).filter((c) => c.includes(name)))
      out.push({
        path,
        message: `dependency cycle ${cycle.join(' -> ')}: no order installs it; remove one of these dependencies`,
      });
    return out;
  }
}
