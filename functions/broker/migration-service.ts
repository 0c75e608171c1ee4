import { isDeepStrictEqual } from 'node:util';
import { PutMigrationRequest } from '../../contract/broker';
import type { Migration, MigrationSpec } from '../../contract/broker';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { StoreConflictError, StorePreconditionError } from '../platform/store/store';
import type { Versioned } from '../platform/store/store';
import type { BrokerCel } from './cel';
import { apiId, MIGRATION_PREFIX, migrationId, placementDocId, placementIdOf } from './model';
import type { MigrationDocument } from './model';
import { serving } from './state-machine';
import { allWithPrefix, BrokerSnapshot } from './world';
import type { WorldDeps } from './world';
import { releaseMigration } from './migration-stages';

/** PUT/GET/LIST/DELETE of migrations; a PUT is checked against the placements and offers now. */
export class MigrationService {
  constructor(
    private readonly deps: WorldDeps,
    private readonly cel: BrokerCel,
    private readonly clock: Clock,
  ) {}

  async put(
    tenantId: string,
    name: string,
    request: MigrationSpec,
    ifMatch?: string,
  ): Promise<{ created: boolean; migration: Migration; etag: string }> {
    const { migrations } = this.deps.docs;
    const existing = await migrations.read(tenantId, migrationId(name));
    if (ifMatch !== undefined && existing?.etag !== ifMatch) {
      throw problems.preconditionFailed(
        `Migration '${name}' is ${existing ? 'at another version' : 'not there'} now; read it again and retry.`,
      );
    }
    const spec = PutMigrationRequest.parse(request);
    if (existing) {
      if (isDeepStrictEqual(specOf(existing.doc), spec)) {
        return { created: false, migration: view(existing.doc), etag: existing.etag };
      }
      throw problems.conflict(
        `Migration '${name}' exists (stage ${existing.doc.stage}) and cannot change; delete it and create another.`,
      );
    }
    await this.validate(tenantId, spec);
    const now = this.clock.now().toISOString();
    const doc: MigrationDocument = {
      id: migrationId(name),
      tenantId,
      name,
      ...spec,
      generation: 1,
      stage: 'Pending',
      stageSince: now,
      templates: {},
      createdAt: now,
      updatedAt: now,
    };
    let written: Versioned<MigrationDocument>;
    try {
      written = await migrations.create(doc);
    } catch (err) {
      if (err instanceof StoreConflictError)
        throw problems.conflict(`Migration '${name}' was created concurrently.`);
      throw err;
    }
    return { created: true, migration: view(doc), etag: written.etag };
  }

  async list(tenantId: string): Promise<{ items: Migration[] }> {
    const items = await allWithPrefix(this.deps.docs.migrations, tenantId, MIGRATION_PREFIX);
    return { items: items.map((m) => view(m.doc)) };
  }

  async get(tenantId: string, name: string): Promise<{ migration: Migration; etag: string }> {
    const found = await this.deps.docs.migrations.read(tenantId, migrationId(name));
    if (!found) throw problems.notFound('Migration', name);
    return { migration: view(found.doc), etag: found.etag };
  }

  /** Deletes the migration; its objects stay where they are now and placement takes them over again. */
  async delete(tenantId: string, name: string, ifMatch?: string): Promise<void> {
    const { migrations } = this.deps.docs;
    const found = await migrations.read(tenantId, migrationId(name));
    if (!found) throw problems.notFound('Migration', name);
    if (ifMatch !== undefined && found.etag !== ifMatch) {
      throw problems.preconditionFailed(`Migration '${name}' is at another version now; read it again.`);
    }
    await releaseMigration(this.deps.docs.placements, found.doc);
    try {
      await migrations.delete(tenantId, found.doc.id, { ifMatch: found.etag });
    } catch (err) {
      if (err instanceof StorePreconditionError) {
        throw problems.preconditionFailed(`Migration '${name}' changed concurrently; retry.`);
      }
      throw err;
    }
  }

  private async validate(tenantId: string, spec: MigrationSpec): Promise<void> {
    const violations: FieldViolation[] = await this.cel.violations([
      {
        path: 'body.initial.successCondition',
        expression: spec.initial.successCondition,
        scope: 'migration',
      },
      {
        path: 'body.cutover.successCondition',
        expression: spec.cutover.successCondition,
        scope: 'migration',
      },
    ]);
    const { docs } = this.deps;
    const api = (await docs.apis.read(tenantId, apiId(spec.api)))?.doc;
    if (!api) violations.push({ path: 'body.api', message: `no brokered API '${spec.api}'` });
    if (spec.from === spec.to) violations.push({ path: 'body.to', message: 'must differ from `from`' });
    const snapshot = await BrokerSnapshot.load(this.deps, tenantId, [spec.to, spec.from]);
    if (!snapshot.clusters.has(spec.to))
      violations.push({ path: 'body.to', message: `no cluster '${spec.to}'` });
    const conflicts: string[] = [];
    const to = snapshot.members.get(spec.to);
    if (to?.cordoned) conflicts.push(`provider ${spec.to} is cordoned; uncordon it first`);
    if (api) {
      for (const [index, object] of spec.objects.entries()) {
        const path = `body.objects[${index}]`;
        const placementId = placementIdOf(object.consumer, spec.api, object.namespace, object.name);
        const placement = (await docs.placements.read(tenantId, placementDocId(placementId)))?.doc;
        if (!placement || placement.deleting) {
          violations.push({
            path,
            message: `no brokered object ${object.namespace}/${object.name} in ${object.consumer}`,
          });
          continue;
        }
        if (serving(placement) !== spec.from) {
          violations.push({
            path,
            message: `is served by ${serving(placement) ?? 'no provider'}, not by ${spec.from}`,
          });
          continue;
        }
        if (placement.migration) {
          conflicts.push(
            `${object.namespace}/${object.name} is moving in migration '${placement.migration.name}'`,
          );
          continue;
        }
        const { verdicts } = await snapshot.judge(api, placement);
        const verdict = verdicts.find((v) => v.clusterId === spec.to);
        if (verdict?.refusedBy === 'offline') conflicts.push(`provider ${spec.to} is offline`);
        else if (verdict?.refusedBy !== undefined && verdict.refusedBy !== 'cordoned') {
          violations.push({ path, message: `${spec.to} does not accept it: ${verdict.refusedBy}` });
        } else if (!verdict && !to?.cordoned) {
          violations.push({ path, message: `${spec.to} offers nothing for this kind` });
        }
      }
    }
    if (violations.length > 0) {
      throw problems.unprocessable(
        `The migration is invalid: ${violations.length} violation(s).`,
        violations,
      );
    }
    if (conflicts.length > 0) throw problems.conflict([...new Set(conflicts)].join('; '));
  }
}

function specOf(doc: MigrationDocument): MigrationSpec {
  const { api, from, to, objects, initial, cutover, timeoutSeconds } = doc;
  return { api, from, to, objects, initial, cutover, timeoutSeconds };
}

export function view(doc: MigrationDocument): Migration {
  return {
    ...specOf(doc),
    name: doc.name,
    generation: doc.generation,
    status: { stage: doc.stage, since: doc.stageSince, ...(doc.message ? { message: doc.message } : {}) },
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
