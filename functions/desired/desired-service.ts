import { isDeepStrictEqual } from 'node:util';
import type { AssignExtensionRequest, DesiredExtension } from '../../contract/desired';
import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import { systemNamespaceViolations } from '../../contract/namespaces';
import { problems } from '../../contract/problems';
import { releaseNameViolations } from '../../contract/helm-release-name';
import { updateWithRetry } from '../platform/store/store';
import { SecretPolicy } from '../secrets';
import type { Collection } from '../platform/store/store';

export class DesiredService {
  constructor(
    private readonly clusters: Collection<ClusterDocument>,
    private readonly clock: Clock,
    private readonly secrets: SecretPolicy = new SecretPolicy({ allowed: {}, rejectLiteralSecrets: false }),
  ) {}

  /** Idempotent: assigning the same spec again changes nothing and does not bump the generation. */
  async assign(
    tenantId: string,
    clusterId: string,
    name: string,
    spec: AssignExtensionRequest,
  ): Promise<{ created: boolean; extension: DesiredExtension; generation: number }> {
    const violations = [
      ...releaseNameViolations(name, spec.kind),
      ...systemNamespaceViolations(spec.namespace, 'body.namespace'),
      ...this.secrets.violations(tenantId, spec.values ?? {}, 'body.values'),
    ];
    if (violations.length > 0) {
      throw problems.unprocessable(
        `Extension '${name}' is invalid (${violations.length} violation${violations.length === 1 ? '' : 's'}).`,
        violations,
      );
    }
    let created = false;
    const updated = await updateWithRetry(this.clusters, tenantId, clusterId, (cluster) => {
      if (!cluster) return undefined;
      const previous = cluster.extensions[name];
      created = previous === undefined;
      if (previous && isDeepStrictEqual(previous, spec)) return undefined;
      return {
        ...cluster,
        extensions: { ...cluster.extensions, [name]: spec },
        desiredGeneration: cluster.desiredGeneration + 1,
        updatedAt: this.clock.now().toISOString(),
      };
    });
    if (!updated) throw problems.notFound('Cluster', clusterId);
    return {
      created,
      extension: { name, ...spec, values: spec.values ?? {} },
      generation: updated.doc.desiredGeneration,
    };
  }

  async remove(tenantId: string, clusterId: string, name: string): Promise<void> {
    let found = false;
    const updated = await updateWithRetry(this.clusters, tenantId, clusterId, (cluster) => {
      if (!cluster || cluster.extensions[name] === undefined) return undefined;
      found = true;
      const { [name]: _removed, ...rest } = cluster.extensions;
      return {
        ...cluster,
        extensions: rest,
        desiredGeneration: cluster.desiredGeneration + 1,
        updatedAt: this.clock.now().toISOString(),
      };
    });
    if (!updated) throw problems.notFound('Cluster', clusterId);
    if (!found) throw problems.notFound('Extension', name);
  }
}
