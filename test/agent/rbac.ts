import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import type { RecordedRequest } from '../support/fake-kube-api';

export interface Rule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
}

export interface Grant {
  /** undefined for ClusterRoles bound cluster-wide */
  namespace?: string;
  role: string;
  rules: Rule[];
}

export function loadYamlDocuments(path: string): Array<Record<string, unknown>> {
  return parseAllDocuments(readFileSync(path, 'utf8')).map((d) => d.toJS() as Record<string, unknown>);
}

/** The grants plain-YAML RBAC gives the agent's service account: roles resolved through their bindings. */
export function grantsFrom(docs: Array<Record<string, unknown>>): Grant[] {
  const roles = new Map<string, Rule[]>();
  for (const d of docs) {
    if (d.kind === 'ClusterRole' || d.kind === 'Role') {
      const meta = d.metadata as { name: string; namespace?: string };
      roles.set(`${String(d.kind)}/${meta.namespace ?? ''}/${meta.name}`, d.rules as Rule[]);
    }
  }
  const grants: Grant[] = [];
  for (const d of docs) {
    if (d.kind !== 'ClusterRoleBinding' && d.kind !== 'RoleBinding') continue;
    const ref = d.roleRef as { kind: string; name: string };
    const ns = (d.metadata as { namespace?: string }).namespace;
    const rules = roles.get(`${ref.kind}/${ref.kind === 'Role' ? (ns ?? '') : ''}/${ref.name}`) ?? [];
    grants.push({
      role: `${ref.kind}/${ref.name}`,
      rules,
      ...(d.kind === 'RoleBinding' ? { namespace: ns } : {}),
    });
  }
  return grants;
}

/** Server-side apply is a PATCH, and creating through it needs create as well. */
function verbsNeeded(request: RecordedRequest): string[] {
  return request.verb === 'patch' && !request.subresource ? ['patch', 'create'] : [request.verb];
}

export function matchingGrants(
  grants: Grant[],
  request: RecordedRequest,
): Array<{ grant: Grant; rule: Rule }> {
  const resource = request.subresource ? `${request.resource}/${request.subresource}` : request.resource;
  const out: Array<{ grant: Grant; rule: Rule }> = [];
  for (const grant of grants) {
    if (grant.namespace !== undefined && grant.namespace !== request.namespace) continue;
    for (const rule of grant.rules) {
      if (!rule.apiGroups.includes(request.group)) continue;
      if (!rule.resources.includes(resource)) continue;
      if (verbsNeeded(request).every((v) => rule.verbs.includes(v))) out.push({ grant, rule });
    }
  }
  return out;
}
