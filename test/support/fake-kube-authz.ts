import type { ObjectStore } from '../../agent/kube/object-store';
import type { KubeObject } from '../../agent/kube/port';

/**
 * The fake API server's authorizer: Kubernetes RBAC evaluated over the Roles, ClusterRoles,
 * RoleBindings and ClusterRoleBindings stored in the fake itself, so tests load the chart's real
 * RBAC YAML and the agent is held to it. Mirrors https://kubernetes.io/docs/reference/access-authn-authz/rbac/:
 * a request is allowed when any rule of a role bound to the user (or one of its groups) matches its
 * API group, resource (`resource/subresource`), verb and, where given, resource name; a RoleBinding
 * grants only in its own namespace; `*` matches anything; `system:masters` is allowed everything
 * (as the real server's superuser group). Simplified: no aggregated ClusterRoles (only the
 * `cluster-admin` ClusterRole is predefined, as in a real cluster), and non-resource URLs other
 * than discovery (`/api`, `/apis`, `/version`, `/openapi`), which every authenticated user may read
 * (the real `system:discovery` binding), are allowed to authenticated users.
 */
export interface UserInfo {
  name: string;
  groups: string[];
}

export interface Attributes {
  user: UserInfo;
  verb: string;
  group: string;
  resource: string;
  subresource?: string;
  namespace?: string;
  name?: string;
}

interface PolicyRule {
  apiGroups?: string[];
  resources?: string[];
  verbs?: string[];
  resourceNames?: string[];
}

interface Subject {
  kind: string;
  name: string;
  namespace?: string;
}

const RBAC = 'rbac.authorization.k8s.io/v1';

/** What a real cluster ships: the superuser ClusterRole the `cluster-admin` profile binds. */
export const CLUSTER_ADMIN_ROLE: KubeObject = {
  apiVersion: RBAC,
  kind: 'ClusterRole',
  metadata: { name: 'cluster-admin', labels: { 'kubernetes.io/bootstrapping': 'rbac-defaults' } },
  rules: [
    { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
    { nonResourceURLs: ['*'], verbs: ['*'] },
  ],
};

/** A ServiceAccount user as the API server authenticates (or impersonates) it. */
export function serviceAccountUserInfo(namespace: string, name: string): UserInfo {
  return {
    name: `system:serviceaccount:${namespace}:${name}`,
    groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace}`, 'system:authenticated'],
  };
}

export function authorize(store: ObjectStore, attributes: Attributes): boolean {
  const { user } = attributes;
  if (user.groups.includes('system:masters')) return true;
  const resource = attributes.subresource
    ? `${attributes.resource}/${attributes.subresource}`
    : attributes.resource;
  const matches = (rules: PolicyRule[]) =>
    rules.some(
      (rule) =>
        includes(rule.apiGroups, attributes.group) &&
        includes(rule.resources, resource) &&
        includes(rule.verbs, attributes.verb) &&
        (!rule.resourceNames?.length ||
          (attributes.name !== undefined && rule.resourceNames.includes(attributes.name))),
    );
  const bound = (binding: KubeObject) =>
    ((binding.subjects as Subject[] | undefined) ?? []).some((s) => subjectMatches(s, user));
  for (const binding of store.list(RBAC, 'ClusterRoleBinding')) {
    if (!bound(binding)) continue;
    if (matches(rulesOf(store, binding, undefined))) return true;
  }
  if (attributes.namespace) {
    for (const binding of store.list(RBAC, 'RoleBinding', attributes.namespace)) {
      if (!bound(binding)) continue;
      if (matches(rulesOf(store, binding, attributes.namespace))) return true;
    }
  }
  return false;
}

/**
 * The message k8s.io/apiserver's `forbiddenMessage` builds, wrapped as `NewForbidden` wraps it:
 * `configmaps "x" is forbidden: User "u" cannot patch resource "configmaps" in API group "" in the namespace "apps"`.
 */
export function forbiddenMessage(attributes: Attributes): string {
  const resource = attributes.subresource
    ? `${attributes.resource}/${attributes.subresource}`
    : attributes.resource;
  const qualified = attributes.group ? `${attributes.resource}.${attributes.group}` : attributes.resource;
  const where = attributes.namespace ? `in the namespace "${attributes.namespace}"` : 'at the cluster scope';
  const what = attributes.name ? `${qualified} "${attributes.name}"` : qualified;
  return `${what} is forbidden: User "${attributes.user.name}" cannot ${attributes.verb} resource "${resource}" in API group "${attributes.group}" ${where}`;
}

function rulesOf(store: ObjectStore, binding: KubeObject, namespace: string | undefined): PolicyRule[] {
  const ref = binding.roleRef as { kind: string; name: string } | undefined;
  if (!ref) return [];
  const role =
    ref.kind === 'ClusterRole'
      ? store.get({ apiVersion: RBAC, kind: 'ClusterRole', name: ref.name })
      : namespace
        ? store.get({ apiVersion: RBAC, kind: 'Role', name: ref.name, namespace })
        : undefined;
  return ((role?.rules as PolicyRule[] | undefined) ?? []).filter((r) => r.resources !== undefined);
}

function subjectMatches(subject: Subject, user: UserInfo): boolean {
  if (subject.kind === 'ServiceAccount')
    return user.name === `system:serviceaccount:${subject.namespace}:${subject.name}`;
  if (subject.kind === 'User') return user.name === subject.name;
  if (subject.kind === 'Group') return user.groups.includes(subject.name);
  return false;
}

function includes(list: string[] | undefined, value: string): boolean {
  return (list ?? []).some((item) => item === '*' || item === value);
}
