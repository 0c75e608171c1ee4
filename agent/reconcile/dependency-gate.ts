import type { DesiredExtension } from '../../contract/desired';
import { compareVersions, findCycles } from '../../contract/extension-dependencies';
import type { ExtensionState } from './extension-state';

/**
 * The order of a desired state's extensions in one pass: every dependency before its dependents
 * (Kahn's algorithm, ties by name), so a dependency installed or upgraded and found Ready in a pass
 * lets its dependents go in the same pass. Extensions on a cycle (the control plane refuses them,
 * but an agent must not trust that) come last, with the cycle that holds them.
 */
export function dependencyOrder(extensions: DesiredExtension[]): {
  ordered: DesiredExtension[];
  cycles: Map<string, string[]>;
} {
  const byName = new Map(extensions.map((e) => [e.name, e]));
  const deps = (e: DesiredExtension) =>
    (e.dependsOn ?? []).map((d) => d.extension).filter((name) => byName.has(name) && name !== e.name);
  const waiting = new Map(extensions.map((e) => [e.name, new Set(deps(e))]));
  const ordered: DesiredExtension[] = [];
  const ready = [...waiting].filter(([, set]) => set.size === 0).map(([name]) => name);
  while (ready.length > 0) {
    ready.sort();
    const name = ready.shift()!;
    waiting.delete(name);
    ordered.push(byName.get(name)!);
    for (const [other, set] of waiting)
      if (set.delete(name) && set.size === 0 && !ready.includes(other)) ready.push(other);
  }
  const cycles = new Map<string, string[]>();
  const graph = new Map(extensions.map((e) => [e.name, (e.dependsOn ?? []).map((d) => d.extension)]));
  for (const cycle of findCycles(graph)) for (const name of cycle) cycles.set(name, cycle);
  for (const name of [...waiting.keys()].sort()) {
    ordered.push(byName.get(name)!);
    // Behind a cycle without being on it: held by the dependency that is.
    if (!cycles.has(name)) cycles.set(name, []);
  }
  return { ordered, cycles };
}

/** Why an extension may not be applied yet: the dependency that holds it and in what words. */
export interface DependencyHold {
  reason: 'WaitingForDependency' | 'DependencyCycle';
  message: string;
}

/**
 * The first dependency of `extension` that is not Ready at the required version, or undefined when
 * all are. Ready: desired on this cluster, its current desired spec applied and Installed (not
 * still installing, upgrading, drifted or failed), at `minVersion` or later when one is given, and
 * desired at such a version too (a dependency rolled back below it holds its dependents).
 */
export function dependencyHold(
  extension: DesiredExtension,
  desired: ReadonlyMap<string, DesiredExtension>,
  states: ReadonlyMap<string, ExtensionState>,
  specHashOf: (extension: DesiredExtension) => string,
  cycle: string[] | undefined,
): DependencyHold | undefined {
  if (cycle && cycle.length > 0)
    return {
      reason: 'DependencyCycle',
      message: `dependency cycle ${cycle.join(' -> ')}: none of them is applied; remove one dependency`,
    };
  for (const dependency of extension.dependsOn ?? []) {
    const wanted = desired.get(dependency.extension);
    const required = dependency.minVersion ? `>= ${dependency.minVersion}` : '';
    const name = `${dependency.extension}${required ? ` ${required}` : ''}`;
    if (!wanted) return waiting(name, 'not assigned to this cluster');
    if (dependency.minVersion && compareVersions(wanted.version, dependency.minVersion) < 0)
      return waiting(name, `desired at ${wanted.version}`);
    const state = states.get(dependency.extension);
    const ready =
      state?.status.phase === 'Installed' &&
      state.specHash === specHashOf(wanted) &&
      state.status.version === wanted.version;
    if (!ready) {
      const at = state ? `${state.status.phase} at ${state.status.version}` : 'not installed yet';
      return waiting(`${dependency.extension} ${wanted.version}`, at);
    }
  }
  return undefined;
}

function waiting(what: string, why: string): DependencyHold {
  return { reason: 'WaitingForDependency', message: `${what} (${why})` };
}
