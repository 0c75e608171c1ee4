import type { ResourceType } from '../../agent/kube/resource-types';

/**
 * The legacy discovery documents (https://kubernetes.io/docs/concepts/overview/kubernetes-api/#discovery-api):
 * `/apis` as an APIGroupList, `/api/v1` and `/apis/{group}/{version}` as APIResourceLists with
 * each resource's scope, short names and status subresource.
 */
export function groupList(types: ResourceType[]) {
  const groups = new Map<string, string[]>();
  for (const t of types) {
    if (!t.group) continue;
    const versions = groups.get(t.group) ?? [];
    if (!versions.includes(t.version)) versions.push(t.version);
    groups.set(t.group, versions);
  }
  return {
    kind: 'APIGroupList',
    apiVersion: 'v1',
    groups: [...groups].map(([name, versions]) => ({
      name,
      versions: versions.map((v) => ({ groupVersion: `${name}/${v}`, version: v })),
      preferredVersion: { groupVersion: `${name}/${versions[0]}`, version: versions[0] },
    })),
  };
}

export function resourceList(types: ResourceType[], { group, version }: { group: string; version: string }) {
  const resources = types
    .filter((t) => t.group === group && t.version === version)
    .flatMap((t) => [
      {
        name: t.plural,
        singularName: t.kind.toLowerCase(),
        namespaced: t.namespaced,
        kind: t.kind,
        verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
        ...(t.shortNames ? { shortNames: t.shortNames } : {}),
      },
      ...(t.status
        ? [
            {
              name: `${t.plural}/status`,
              singularName: '',
              namespaced: t.namespaced,
              kind: t.kind,
              verbs: ['get', 'patch', 'update'],
            },
          ]
        : []),
    ]);
  return {
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: group ? `${group}/${version}` : version,
    resources,
  };
}
