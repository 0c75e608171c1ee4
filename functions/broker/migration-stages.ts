import type { MigrationStage, MigrationStep } from '../../contract/broker';
import type { BrokerExchangeBody, BrokerTemplate } from '../../contract/broker-exchange';
import type { Clock } from '../platform/clock';
import { StorePreconditionError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import type { BrokerCel } from './cel';
import { copyObject } from './copies';
import { digestOf, MIGRATION_PREFIX, placementDocId, placementIdOf } from './model';
import type { MigrationDocument, PlacementDocument, TemplateState } from './model';
import { copyReady, serving } from './state-machine';
import { allWithPrefix } from './world';

export const MIGRATION_LABEL = 'arcbridge.io/broker-migration';

type Pin = PlacementDocument['migration'];
type Reports = BrokerExchangeBody['templates'];

const ORDER: MigrationStage[] = [
  'Pending',
  'InitialInProgress',
  'InitialCompleted',
  'CutoverInProgress',
  'CutoverCompleted',
];
const reached = (m: MigrationDocument, stage: MigrationStage) =>
  m.stage !== 'RolledBack' && ORDER.indexOf(m.stage) >= ORDER.indexOf(stage);

const templateKey = (
  cluster: string,
  stage: string,
  t: { apiVersion: string; kind: string; namespace?: string; name: string },
) => [cluster, stage, t.apiVersion, t.kind, t.namespace ?? '', t.name].join('|');

function metaOf(object: Record<string, unknown>) {
  const metadata = (object.metadata ?? {}) as {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
  };
  return {
    apiVersion: object.apiVersion as string,
    kind: object.kind as string,
    name: metadata.name,
    ...(metadata.namespace ? { namespace: metadata.namespace } : {}),
  };
}

async function pin(
  placements: Collection<PlacementDocument>,
  m: MigrationDocument,
  next: (doc: PlacementDocument) => Pin | null,
) {
  for (const object of m.objects) {
    const id = placementDocId(placementIdOf(object.consumer, m.api, object.namespace, object.name));
    for (let attempt = 0; attempt < 5; attempt++) {
      const found = await placements.read(m.tenantId, id);
      if (!found || (found.doc.migration && found.doc.migration.name !== m.name)) break;
      const wanted = next(found.doc);
      const { migration: _m, ...rest } = found.doc;
      const doc = wanted === null ? rest : { ...rest, migration: wanted };
      if (JSON.stringify(doc) === JSON.stringify(found.doc)) break;
      try {
        await placements.replace(doc, { ifMatch: found.etag });
        break;
      } catch (err) {
        if (!(err instanceof StorePreconditionError)) throw err;
      }
    }
  }
}

/** Takes a migration's hold off its objects: placement decides for them again. */
export async function releaseMigration(
  placements: Collection<PlacementDocument>,
  m: MigrationDocument,
): Promise<void> {
  await pin(placements, m, () => null);
}

/**
 * Advances migrations through their stages: each deploys its template objects (to `from` or `to`)
 * and completes when its CEL over them is true and the objects got where the stage takes them.
 * A stage not complete within the timeout rolls back to `from`, make before break as ever.
 */
export class MigrationStages {
  constructor(
    private readonly migrations: Collection<MigrationDocument>,
    private readonly placements: Collection<PlacementDocument>,
    private readonly cel: BrokerCel,
    private readonly clock: Clock,
  ) {}

  /** The migrations the cluster is `from` or `to` of, with its template reports taken in and each advanced. */
  async exchange(tenantId: string, clusterId: string, reports: Reports): Promise<BrokerTemplate[]> {
    const all = await allWithPrefix(this.migrations, tenantId, MIGRATION_PREFIX);
    const templates: BrokerTemplate[] = [];
    for (const found of all) {
      let m = found.doc;
      if (m.from !== clusterId && m.to !== clusterId) continue;
      const taken = this.take(m, clusterId, reports);
      const advanced = await this.advance(taken);
      const next = advanced ?? taken;
      if (next !== m) {
        try {
          await this.migrations.replace(
            { ...next, updatedAt: this.clock.now().toISOString() },
            { ifMatch: found.etag },
          );
          m = next;
        } catch (err) {
          if (!(err instanceof StorePreconditionError)) throw err;
        }
      }
      templates.push(...templatesFor(m, clusterId));
    }
    return templates;
  }

  private take(m: MigrationDocument, clusterId: string, reports: Reports): MigrationDocument {
    const templates: Record<string, TemplateState> = {};
    for (const [key, state] of Object.entries(m.templates))
      if (!key.startsWith(`${clusterId}|`)) templates[key] = state;
    for (const r of reports) {
      if (r.migration !== m.name) continue;
      templates[templateKey(clusterId, r.stage, r)] = {
        state: r.state,
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
        ...(r.object ? { object: r.object } : {}),
      };
    }
    return JSON.stringify(templates) === JSON.stringify(m.templates) ? m : { ...m, templates };
  }

  /** One stage further, or undefined when the migration stays where it is. */
  async advance(m: MigrationDocument): Promise<MigrationDocument | undefined> {
    const now = this.clock.now();
    const moved = (stage: MigrationStage, message?: string): MigrationDocument => {
      const { message: _m, ...rest } = m;
      return { ...rest, stage, stageSince: now.toISOString(), ...(message ? { message } : {}) };
    };
    const timedOut = now.getTime() - new Date(m.stageSince).getTime() > m.timeoutSeconds * 1000;
    switch (m.stage) {
      case 'Pending':
        await pin(this.placements, m, () => ({
          name: m.name,
          target: m.to,
          holdSwitch: true,
          holdCleanup: true,
        }));
        return moved('InitialInProgress');
      case 'InitialCompleted':
        await pin(this.placements, m, () => ({
          name: m.name,
          target: m.to,
          holdSwitch: false,
          holdCleanup: true,
        }));
        return moved('CutoverInProgress');
      case 'InitialInProgress':
      case 'CutoverInProgress': {
        const initial = m.stage === 'InitialInProgress';
        const step = initial ? m.initial : m.cutover;
        const objects = await this.objectsWhere(m, initial ? newCopyReady(m.to) : switchedTo(m.to));
        const [verdict] = await this.cel.verdicts('migration', [step.successCondition], {
          resources: resourcesOf(m, step, m.stage),
        });
        if (objects.done && verdict?.ok) {
          if (initial) return moved('InitialCompleted', verdict.detail);
          await releaseMigration(this.placements, m);
          return moved('CutoverCompleted', verdict.detail);
        }
        if (timedOut) {
          await pin(this.placements, m, () => ({
            name: m.name,
            target: m.from,
            holdSwitch: false,
            holdCleanup: false,
          }));
          const why = objects.done ? verdict?.detail : objects.waiting;
          return moved(
            'RolledBack',
            `${m.stage} did not complete within ${m.timeoutSeconds} s (${why}); back to ${m.from}`,
          );
        }
        const message = objects.done ? verdict?.detail : objects.waiting;
        return message === m.message ? undefined : { ...m, ...(message ? { message } : {}) };
      }
      case 'RolledBack':
        // Objects back on `from` are placement's again.
        await pin(this.placements, m, (doc) =>
          doc.state === 'Ready' && doc.provider === m.from ? null : (doc.migration ?? null),
        );
        return undefined;
      case 'CutoverCompleted':
        return undefined;
    }
  }

  private async objectsWhere(m: MigrationDocument, done: (doc: PlacementDocument) => boolean) {
    const waiting: string[] = [];
    for (const object of m.objects) {
      const id = placementDocId(placementIdOf(object.consumer, m.api, object.namespace, object.name));
      const doc = (await this.placements.read(m.tenantId, id))?.doc;
      if (doc && !done(doc)) waiting.push(`${object.namespace}/${object.name} is ${doc.state}`);
    }
    return { done: waiting.length === 0, waiting: `waiting: ${waiting.slice(0, 5).join(', ')}` };
  }
}

const newCopyReady = (to: string) => (doc: PlacementDocument) =>
  (doc.state === 'Replacing' && doc.provider === to && copyReady(doc, to, digestOf(copyObject(doc)))) ||
  (doc.state === 'Ready' && doc.provider === to);

const switchedTo = (to: string) => (doc: PlacementDocument) =>
  serving(doc) === to && doc.served?.provider === to && doc.served.applied;

function resourcesOf(m: MigrationDocument, step: MigrationStep, stage: MigrationStage): unknown[] {
  return step.templates.map(({ target, object }) => {
    const cluster = target === 'from' ? m.from : m.to;
    return m.templates[templateKey(cluster, stage, metaOf(object))]?.object ?? object;
  });
}

/** The template objects the cluster should hold for the migration now. */
export function templatesFor(m: MigrationDocument, clusterId: string): BrokerTemplate[] {
  const out: BrokerTemplate[] = [];
  const steps: Array<[MigrationStage, MigrationStep]> = [
    ['InitialInProgress', m.initial],
    ['CutoverInProgress', m.cutover],
  ];
  for (const [stage, step] of steps) {
    if (!reached(m, stage)) continue;
    for (const { target, object } of step.templates) {
      if ((target === 'from' ? m.from : m.to) !== clusterId) continue;
      const metadata = (object.metadata ?? {}) as { labels?: Record<string, string> };
      const labelled = {
        ...object,
        metadata: { ...metadata, labels: { ...metadata.labels, [MIGRATION_LABEL]: m.name } },
      };
      out.push({ migration: m.name, stage, object: labelled, digest: digestOf(labelled) });
    }
  }
  return out;
}
