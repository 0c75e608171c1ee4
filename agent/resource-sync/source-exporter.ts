import { createHash } from 'node:crypto';
import type { SyncExport, SyncSourceCondition, SyncSourceRule } from '../../contract/sync-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import { formatResource } from '../../contract/sync-rules';
import { KubeApiError } from '../kube/port';
import type { KubeObject, KubePort } from '../kube/port';
import { matchesRule, stripForExport } from './export-object';
import type { RuleWatch } from './rule-watches';
import { RuleWatches } from './rule-watches';
import { seal } from './sealing';

interface Exported {
  digest: string;
  /** The target clusters the Secret's data was sealed to, sorted, joined. */
  sealedFor: string;
}

interface RuleState {
  generation: number;
  targets: string;
  objects: Map<string, Exported>;
}

export interface SourceBatch {
  exports: SyncExport[];
  resync: string[];
  conditions: SyncSourceCondition[];
  /** Call once the control plane took the batch: what it now holds becomes the baseline. */
  commit(): void;
}

/**
 * The source side of resource sync: watches exactly the objects each rule names (rule-watches.ts)
 * and exports what changed since the control plane last took a batch, deletions included. A new
 * rule, a new generation or a new watch exports the rule's whole set (`resync`); otherwise only the
 * objects heard changing are looked at. The chart grants read access only to `sync.exportKinds`:
 * a rule naming another kind is reported, never read.
 */
export class SourceExporter {
  private readonly state = new Map<string, RuleState>();
  private readonly watches: RuleWatches;

  constructor(
    kube: Pick<KubePort, 'informer'>,
    private readonly exportKinds: () => readonly SyncResource[],
    /** Called on every change heard (the caller debounces it into an early exchange). */
    changed: () => void = () => undefined,
  ) {
    this.watches = new RuleWatches(kube, changed);
  }

  async collect(rules: readonly SyncSourceRule[]): Promise<SourceBatch> {
    const exports: SyncExport[] = [];
    const resync: string[] = [];
    const conditions: SyncSourceCondition[] = [];
    const next = new Map<string, RuleState>();
    const taken: Array<[RuleWatch, Map<string, number>]> = [];
    for (const rule of rules) {
      if (!this.exportable(rule.resource)) {
        conditions.push({
          rule: rule.rule,
          reason: 'KindNotExported',
          message: `${formatResource(rule.resource)} is not in sync.exportKinds of this cluster's chart values; the agent may not read it`,
        });
        continue;
      }
      let watched;
      try {
        watched = await this.watches.watch(rule);
      } catch (err) {
        conditions.push(listFailure(rule, err));
        continue;
      }
      const { watch } = watched;
      const before = this.state.get(rule.rule);
      const fresh = watched.fresh || !before || before.generation !== rule.generation;
      const targets = rule.sealFor
        .map((t) => t.clusterId)
        .sort()
        .join(',');
      const dirty = new Map(watch.dirty);
      taken.push([watch, dirty]);
      // Everything on a resync, or when a Secret's targets changed (sealed anew); else the changes.
      const keys =
        fresh || before.targets !== targets
          ? new Set([...watch.objects.keys(), ...(before?.objects.keys() ?? [])])
          : dirty.keys();
      const objects = new Map(fresh ? [] : before.objects);
      for (const key of keys) {
        const object = watch.objects.get(key);
        const previous = objects.get(key);
        objects.delete(key);
        if (object && matchesRule(object, rule)) {
          const item = exportOf(object, rule, targets);
          objects.set(key, item.exported);
          const same =
            previous?.digest === item.exported.digest && previous.sealedFor === item.exported.sealedFor;
          if (fresh || !same) exports.push(await item.export());
        } else if (previous && !fresh) {
          const [namespace, name] = splitKey(key);
          exports.push({ ...ofRule(rule), ...(namespace ? { namespace } : {}), name, deleted: true });
        }
      }
      if (fresh) resync.push(rule.rule);
      next.set(rule.rule, { generation: rule.generation, targets, objects });
    }
    await this.watches.keepOnly(new Set(rules.map((r) => r.rule)));
    return {
      exports,
      resync,
      conditions,
      commit: () => {
        this.state.clear();
        for (const [rule, value] of next) this.state.set(rule, value);
        for (const [watch, seen] of taken) {
          for (const [key, count] of seen) if (watch.dirty.get(key) === count) watch.dirty.delete(key);
        }
      },
    };
  }

  async stop(): Promise<void> {
    await this.watches.stop();
  }

  private exportable(resource: SyncResource): boolean {
    return this.exportKinds().some(
      (kind) =>
        kind.group === resource.group && kind.kind === resource.kind && kind.version === resource.version,
    );
  }
}

const ofRule = (rule: SyncSourceRule) => ({ rule: rule.rule, generation: rule.generation });

/** What the object is exported as; a Secret is sealed only when it is exported. */
function exportOf(
  object: KubeObject,
  rule: SyncSourceRule,
  targets: string,
): { exported: Exported; export: () => Promise<SyncExport> } {
  const { namespace, name } = object.metadata;
  const stripped = stripForExport(object, rule.includeStatus);
  const digest = createHash('sha256')
    .update(JSON.stringify([stripped.object, stripped.secretData ?? null]))
    .digest('base64url');
  return {
    exported: { digest, sealedFor: stripped.secretData ? targets : '' },
    export: async () => {
      const sealed: Record<string, string> = {};
      const data = stripped.secretData;
      if (data) for (const target of rule.sealFor) sealed[target.clusterId] = await seal(data, target.jwk);
      return {
        ...ofRule(rule),
        ...(namespace ? { namespace } : {}),
        name,
        object: stripped.object,
        ...(data ? { sealed } : {}),
      };
    },
  };
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
