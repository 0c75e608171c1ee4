import { createHash } from 'node:crypto';
import type { ResourceType } from '../../agent/kube/resource-types';
import { apiVersionOf } from '../../agent/kube/resource-types';

/**
 * Just enough OpenAPI v3 (https://kubernetes.io/docs/concepts/overview/kubernetes-api/#openapi-v3)
 * for kubectl's default `--validate=strict`: kubectl reads `/openapi/v3`, fetches each group
 * version's document, and when the PATCH operation of the object's kind (found by its
 * `x-kubernetes-group-version-kind` extension) lists the `fieldValidation` query parameter, it leaves
 * validation to the server instead of downloading the full v2 schema (k8s.io/cli-runtime
 * `queryParamVerifierV3`). The documents carry no schemas; the fake accepts `fieldValidation`
 * and does not validate fields (a real server would reject unknown fields under Strict).
 */
export function openApiRoot(types: ResourceType[]) {
  const paths: Record<string, { serverRelativeURL: string }> = {};
  for (const [groupVersion, inGroup] of byGroupVersion(types)) {
    const path = groupVersionPath(groupVersion);
    const hash = createHash('sha512')
      .update(JSON.stringify(inGroup))
      .digest('hex')
      .slice(0, 32)
      .toUpperCase();
    paths[path] = { serverRelativeURL: `/openapi/v3/${path}?hash=${hash}` };
  }
  return { paths };
}

/** The document for one group version (path `api/v1` or `apis/{group}/{version}`), or undefined. */
export function openApiGroupVersion(types: ResourceType[], path: string, serverVersion: string) {
  const entry = [...byGroupVersion(types)].find(([gv]) => groupVersionPath(gv) === path);
  if (!entry) return undefined;
  const paths: Record<string, unknown> = {};
  for (const type of entry[1]) {
    const base = `/${path}${type.namespaced ? '/namespaces/{namespace}' : ''}/${type.plural}/{name}`;
    paths[base] = {
      patch: {
        operationId: `patch${type.kind}`,
        'x-kubernetes-action': 'patch',
        'x-kubernetes-group-version-kind': { group: type.group, version: type.version, kind: type.kind },
        parameters: ['dryRun', 'fieldManager', 'fieldValidation', 'force'].map((name) => ({
          name,
          in: 'query',
          schema: { type: name === 'force' ? 'boolean' : 'string', uniqueItems: true },
        })),
        responses: { '200': { description: 'OK' } },
      },
    };
  }
  return {
    openapi: '3.0.0',
    info: { title: 'Kubernetes', version: serverVersion },
    paths,
    components: { schemas: {} },
  };
}

function byGroupVersion(types: ResourceType[]): Map<string, ResourceType[]> {
  const out = new Map<string, ResourceType[]>();
  for (const type of types) {
    const gv = apiVersionOf(type);
    out.set(gv, [...(out.get(gv) ?? []), type]);
  }
  return out;
}

function groupVersionPath(groupVersion: string): string {
  return groupVersion.includes('/') ? `apis/${groupVersion}` : `api/${groupVersion}`;
}
