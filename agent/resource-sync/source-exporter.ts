import { createHash } from 'node:crypto';
import type { SyncExport, SyncSourceCondition, SyncSourceRule } from '../../contract/sync-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import { formatResource } from '../../contract/sync-rules';
import { KubeApiError } from '../kube/port';
import type { KubeObjects } from '../kube/port';
import { matchesRule, stripForExport } from './export-object';
import { seal } from './sealing';

interface Exported {
  digest: string;
  /** The target clusters the Secret's data was sealed to, sorted, joined. */
  sealedFor: string;
}

export interface SourceBatch {
  exports: SyncExport[];
  resync: string[];
  conditions: SyncSourceCondition[];
  /** Call once the control plane took the batch: what it now holds becomes the baseline. */
  commit(): void;
}

const keyOf = (namespace: string | undefined, name: string) => `${namespace ?? ''}/${name}`;

/**
 * The source side of resource sync: lists exactly the objects each rule names (the label selector
 * goes to the API server, object keys and annotations are checked here), and exports what changed
 * since the control plane last took a batch, deletions included. The chart grants read access only
 * to `sync.exportKinds`: a rule naming another kind is reported, never read.
 */
export class SourceExporter {
  /** Per rule: the generation exported for and what was exported, by namespace/name. */
  private readonly state = new Map<string, { generation: number; objects: Map<string, Exported> }>();

  constructor(
    private readonly kube: KubeObjects,
    private readonly exportKinds: () => readonly SyncResource[],
  ) {}

  async collect(rules: readonly SyncSourceRule[]): Promise<SourceBatch> {
    const exports: SyncExport[] = [];
    const resync: string[] = [];
    const conditions: SyncSourceCondition[] = [];
    const next = new Map<string, { generation: number; objects: Map<string, Exported> }>();
    for (const rule of rules) {
      if (!this.exportable(rule.resource)) {
        conditions.push({
          rule: rule.rule,
          reason: 'KindNotExported',
          message: `${formatResource(rule.resource)} is not in sync.exportKinds of this cluster's chart values; the agent may not read it`,
        });
        continue;
      }
      let listed;
      try {
        listed = await this.kube.list(apiVersionOf(rule.resource), rule.resource.kind, {
          ...(rule.match.labels ? { labelSelector: rule.match.labels } : {}),
        });
      } catch (err) {
        conditions.push(listFailure(rule, err));
        continue;
      }
      const before = this.state.get(rule.rule);
      const fresh = !before || before.generation !== rule.generation;
      const objects = new Map<string, Exported>();
      const targets = rule.sealFor
        .map((t) => t.clusterId)
        .sort()
        .join(',');
      for (const object of listed.filter((o) => matchesRule(o, rule))) {
        const { namespace, name } = object.metadata;
        const key = keyOf(namespace, name);
        const stripped = stripForExport(object, rule.includeStatus);
        const digest = createHash('sha256')
          .update(JSON.stringify([stripped.object, stripped.secretData ?? null]))
          .digest('base64url');
        const exported: Exported = { digest, sealedFor: stripped.secretData ? targets : '' };
        objects.set(key, exported);
        const previous = before?.objects.get(key);
        if (!fresh && previous?.digest === digest && previous.sealedFor === exported.sealedFor) continue;
        const sealed: Record<string, string> = {};
        if (stripped.secretData) {
          for (const target of rule.sealFor)
            sealed[target.clusterId] = await seal(stripped.secretData, target.jwk);
        }
        exports.push({
          rule: rule.rule,
          generation: rule.generation,
          ...(namespace ? { namespace } : {}),
          name,
          object: stripped.object,
          ...(stripped.secretData ? { sealed } : {}),
        });
      }
      if (fresh) resync.push(rule.rule);
      else {
        for (const key of before.objects.keys()) {
          if (objects.has(key)) continue;
          const [namespace, name] = splitKey(key);
          exports.push({
            rule: rule.rule,
            generation: rule.generation,
            ...(namespace ? { namespace } : {}),
            name,
            deleted: true,
          });
        }
      }
      next.set(rule.rule, { generation: rule.generation, objects });
    }
    return {
      exports,
      resync,
      conditions,
      commit: () => {
        this.state.clear();
        for (const [rule, value] of next) this.state.set(rule, value);
      },
    };
  }

  private exportable(resource: SyncResource): boolean {
    return this.exportKinds().some(
      (kind) =>
        kind.group === resource.group && kind.kind === resource.kind && kind.version === resource.version,
    );
  }
}

export function apiVersionOf(resource: SyncResource): string {
  return resource.group ? `${resource.group}/${resource.version}` : resource.version;
}

function splitKey(key: string): [string | undefined, string] {
  const slash = key.indexOf('/');
  const namespace = key.slice(0, slash);
  return [namespace === '' ? undefined : namespace, key.slice(slash + 1)];
}

function listFailure(rule: SyncSourceRule, err: unknown): SyncSourceCondition {
  const message = (err as Error).message.slice(0, 4000);
  const notServed =
    (err instanceof KubeApiError && err.statusCode === 404) || /no mapping|not found|NotFound/i.test(message);
  return {
    rule: rule.rule,
    reason: notServed ? 'KindNotServed' : 'ExportFailed',
    message: notServed
      ? `${formatResource(rule.resource)} is not served by this cluster's API server: ${message}`
      : message,
  };
}
