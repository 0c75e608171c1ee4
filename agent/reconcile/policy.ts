import type { DesiredExtension } from '../../contract/desired';
import { EvaluationBudgetExceeded, runCheck } from '../../contract/evaluation';
import { isSystemNamespace } from '../../contract/namespaces';
import type { ScopedObject } from './scope';

export interface PolicyOptions {
  /** The agent's own namespace (its key, certificate and ServiceAccounts): never an extension's. */
  agentNamespace: string;
  /** Namespaces extensions may write to; empty means any namespace except the forbidden ones. */
  allowedNamespaces: string[];
  /** The extension may create cluster-scoped objects (its assignment's `allowClusterScoped`). */
  allowClusterScoped: boolean;
}

/**
 * Judges each object on the scope the cluster resolves for it (see scope.ts). Cluster-scoped
 * objects lose any namespace the source gave them (a real server ignores it, and a namespace there
 * would make allowedNamespaces judge the wrong thing) and are allowed only when the extension may
 * create cluster-scoped objects; a Namespace's own name must be an allowed namespace. Namespaced
 * objects without a namespace get the extension's. A system namespace (contract/namespaces.ts) or
 * the agent's own is never allowed, whatever allowedNamespaces says: the control plane refuses
 * them too, and this is the check that holds should it fail to. Lists every violation, not just
 * the first.
 */
export function applyPolicy(
  scoped: ScopedObject[],
  defaultNamespace: string,
  options: PolicyOptions,
): { objects: ScopedObject[]; violations: string[] } {
  const violations: string[] = [];
  const allowed = (ns: string) =>
    !isSystemNamespace(ns, options.agentNamespace) &&
    (options.allowedNamespaces.length === 0 || options.allowedNamespaces.includes(ns));
  const out = scoped.map((entry): ScopedObject => {
    const { object } = entry;
    if (!entry.namespaced) {
      const { namespace: _ignored, ...metadata } = object.metadata;
      if (!options.allowClusterScoped) {
        violations.push(
          `${object.kind} ${object.metadata.name} is cluster-scoped, and this extension may not create cluster-scoped objects (set allowClusterScoped on its assignment)`,
        );
      }
      if (object.kind === 'Namespace' && object.apiVersion === 'v1' && !allowed(object.metadata.name)) {
        violations.push(`Namespace ${object.metadata.name} is not an allowed namespace`);
      }
      return { ...entry, object: { ...object, metadata } };
    }
    const namespace = object.metadata.namespace ?? defaultNamespace;
    if (!allowed(namespace))
      violations.push(
        `${object.kind} ${object.metadata.name} targets namespace ${namespace}, which is not allowed`,
      );
    return { ...entry, object: { ...object, metadata: { ...object.metadata, namespace } } };
  });
  return { objects: out, violations };
}

/**
 * Checks the extension's values against the JSON Schema its catalog version declares (when it
 * declares one): one message per violation, empty when the values are acceptable. The schema is
 * tenant-written: it runs under the evaluation budget (contract/evaluation), and one that runs out
 * of it is a violation, not a stalled agent.
 */
export function checkValues(extension: DesiredExtension): string[] {
  if (!extension.valuesSchema) return [];
  try {
    return runCheck('schema', [extension.valuesSchema, extension.values]).map(
      (v) => `${v.path}: ${v.message}`,
    );
  } catch (err) {
    if (!(err instanceof EvaluationBudgetExceeded)) throw err;
    return [`valuesSchema: checking the values ${err.message}; simplify the schema's patterns or nesting`];
  }
}
