import type { DesiredExtension } from '../../functions/api/desired';
import { compileValuesSchema, validateValues } from '../../functions/catalog/values-schema';
import { isClusterScoped } from '../kube/kinds';
import type { KubeObject } from '../kube/port';

export const FORBIDDEN_NAMESPACES = ['kube-system'];

export interface PolicyOptions {
  /** Namespaces extensions may write to; empty means any namespace except the forbidden ones. */
  allowedNamespaces: string[];
}

/**
 * Fills in the extension's namespace on namespaced objects that have none, then lists every
 * violation: a namespace outside allowedNamespaces, or kube-system, which is never allowed.
 */
export function applyPolicy(
  objects: KubeObject[],
  defaultNamespace: string,
  options: PolicyOptions,
): { objects: KubeObject[]; violations: string[] } {
  const violations: string[] = [];
  const allowed = (ns: string) =>
    !FORBIDDEN_NAMESPACES.includes(ns) &&
    (options.allowedNamespaces.length === 0 || options.allowedNamespaces.includes(ns));
  const out = objects.map((object) => {
    if (isClusterScoped(object.kind)) {
      const { namespace: _ignored, ...metadata } = object.metadata;
      if (object.kind === 'Namespace' && !allowed(object.metadata.name)) {
        violations.push(`Namespace ${object.metadata.name} is not an allowed namespace`);
      }
      return { ...object, metadata };
    }
    const namespace = object.metadata.namespace ?? defaultNamespace;
    if (!allowed(namespace))
      violations.push(
        `${object.kind} ${object.metadata.name} targets namespace ${namespace}, which is not allowed`,
      );
    return { ...object, metadata: { ...object.metadata, namespace } };
  });
  return { objects: out, violations };
}

/**
 * Checks the extension's values against the JSON Schema its catalog version declares (when it
 * declares one): one message per violation, empty when the values are acceptable.
 */
export function checkValues(extension: DesiredExtension): string[] {
  if (!extension.valuesSchema) return [];
  const compiled = compileValuesSchema(extension.valuesSchema, 'valuesSchema');
  if (!compiled.ok) return compiled.violations.map((v) => `${v.path}: ${v.message}`);
  return validateValues(compiled.validate, extension.values, 'values').map((v) => `${v.path}: ${v.message}`);
}
