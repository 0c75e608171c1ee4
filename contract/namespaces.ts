import { z } from 'zod';
import type { FieldViolation } from './problems';

/** A Kubernetes namespace name (RFC 1123 label). */
export const Namespace = z
  .string()
  .regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'a Kubernetes namespace name');

/** Where the agent runs unless its chart sets another (`ARCBRIDGE_AGENT_NAMESPACE`). */
export const DEFAULT_AGENT_NAMESPACE = 'arcbridge-system';

/**
 * Namespaces no extension may write to: Kubernetes' own and the agent's, whose Secrets hold the
 * cluster's key and certificate and whose ServiceAccounts the agent impersonates. Kubernetes
 * reserves every `kube-` name for itself, so the prefix is refused too. The control plane refuses
 * them as an extension's namespace (422); the agent refuses any object aimed at them, and at its
 * own namespace when its chart moved it.
 */
export const SYSTEM_NAMESPACES: readonly string[] = [
  'kube-system',
  'kube-public',
  'kube-node-lease',
  DEFAULT_AGENT_NAMESPACE,
];

export function isSystemNamespace(namespace: string, agentNamespace = DEFAULT_AGENT_NAMESPACE): boolean {
  return (
    SYSTEM_NAMESPACES.includes(namespace) || namespace.startsWith('kube-') || namespace === agentNamespace
  );
}

/** The violation for an extension placed in a system namespace; none for any other (or none given). */
export function systemNamespaceViolations(namespace: string | undefined, path: string): FieldViolation[] {
  if (namespace === undefined || !isSystemNamespace(namespace)) return [];
  return [
    {
      path,
      message: `'${namespace}' is a system namespace (${SYSTEM_NAMESPACES.join(', ')} and every kube-* name); install the extension into a namespace of its own`,
    },
  ];
}
