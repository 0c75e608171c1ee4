import { isDeepStrictEqual } from 'node:util';
import { PutSyncRuleRequest } from '../../contract/sync-rules';
import type { SyncRule, SyncRuleDetail, SyncRuleSpec } from '../../contract/sync-rules';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { writeOverRead } from '../platform/store/conditional-write';
import { StorePreconditionError } from '../platform/store/store';
import type { Collection, Versioned } from '../platform/store/store';
import { selectorViolations } from './cluster-selection';
import { loopBetween } from './loops';
import type { RuleSides } from './loops';
import type { SyncMembership } from './membership';
import { RULE_PREFIX, objectPrefix, ruleId } from './model';
import type { SyncObjectDocument, SyncRuleDocument } from './model';
import type { SyncStatusView } from './sync-status';

export interface SyncRuleCollections {
  rules: Collection<SyncRuleDocument>;
  objects: Collection<SyncObjectDocument>;
}

/** PUT/GET/LIST/DELETE of sync rules, each write checked as a whole (every violation at once). */
export class SyncRuleService {
  constructor(
    private readonly docs: SyncRuleCollections,
    private readonly membership: SyncMembership,
    private readonly status: SyncStatusView,
    private readonly clock: Clock,
  ) {}

  async put(
    tenantId: string,
    name: string,
    request: SyncRuleSpec,
    ifMatch?: string,
  ): Promise<{ created: boolean; rule: SyncRule; etag: string }> {
    const existing = await this.docs.rules.read(tenantId, ruleId(name));
    if (ifMatch !== undefined && existing?.etag !== ifMatch) {
      throw problems.preconditionFailed(
        `Sync rule '${name}' is ${existing ? 'at another version' : 'not there'} now; read it again and retry.`,
      );
    }
    const spec = PutSyncRuleRequest.parse(request);
    if (existing && isDeepStrictEqual(specOf(existing.doc), spec)) {
      return { created: false, rule: strip(existing.doc), etag: existing.etag };
    }
    const sides = await this.validate(tenantId, name, spec);
    const now = this.clock.now().toISOString();
    const doc: SyncRuleDocument = {
      id: ruleId(name),
      tenantId,
      name,
      ...spec,
      generation: (existing?.doc.generation ?? 0) + 1,
      createdAt: existing?.doc.createdAt ?? now,
      updatedAt: now,
    };
    const written = await writeOverRead(
      this.docs.rules,
      existing,
      doc,
      `Sync rule '${name}' changed concurrently; read it again and retry.`,
    );
    // Objects of clusters that are no longer sources go: their targets then drop the copies.
    await this.dropObjects(tenantId, name, (object) => !sides.from.has(object.source));
    return { created: !existing, rule: strip(doc), etag: written.etag };
  }

  async list(tenantId: string): Promise<{ items: SyncRule[] }> {
    return { items: (await this.all(tenantId)).map((rule) => strip(rule.doc)) };
  }

  async get(tenantId: string, name: string): Promise<{ rule: SyncRuleDetail; etag: string }> {
    const found = await this.docs.rules.read(tenantId, ruleId(name));
    if (!found) throw problems.notFound('Sync rule', name);
    const rule = strip(found.doc);
    return { rule: { ...rule, status: await this.status.of(tenantId, found.doc) }, etag: found.etag };
  }

  async delete(tenantId: string, name: string, ifMatch?: string): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.docs.rules.delete(tenantId, ruleId(name), ifMatch ? { ifMatch } : {});
    } catch (err) {
      if (err instanceof StorePreconditionError) {
        throw problems.preconditionFailed(`Sync rule '${name}' is at another version now; read it again.`);
      }
      throw err;
    }
    if (!deleted) throw problems.notFound('Sync rule', name);
    await this.dropObjects(tenantId, name, () => true);
  }

  /** Every rule of the tenant, in name order. */
  async all(tenantId: string): Promise<Versioned<SyncRuleDocument>[]> {
    const rules: Versioned<SyncRuleDocument>[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.docs.rules.query(tenantId, {
        where: [{ path: ['id'], op: 'startsWith', value: RULE_PREFIX }],
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      rules.push(...page.items);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return rules;
  }

  private async dropObjects(
    tenantId: string,
    rule: string,
    drop: (object: SyncObjectDocument) => boolean,
  ): Promise<void> {
    let continuationToken: string | undefined;
    do {
      const page = await this.docs.objects.query(tenantId, {
        where: [{ path: ['id'], op: 'startsWith', value: objectPrefix(rule) }],
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const { doc } of page.items) if (drop(doc)) await this.docs.objects.delete(tenantId, doc.id);
      continuationToken = page.continuationToken;
    } while (continuationToken);
  }

  /** Throws 422 with every violation; returns the clusters on each side. */
  private async validate(tenantId: string, name: string, spec: SyncRuleSpec): Promise<RuleSides> {
    const violations: FieldViolation[] = selectorViolations([
      ['body.match.labels', spec.match.labels],
      ['body.match.annotations', spec.match.annotations],
      ['body.from.selector', spec.from.selector],
      ['body.to.selector', spec.to.selector],
    ]);
    const fromOk = !violations.some((v) => v.path === 'body.from.selector');
    const toOk = !violations.some((v) => v.path === 'body.to.selector');
    const from = new Set(fromOk ? await this.membership.resolve(tenantId, spec.from) : []);
    const to = new Set(toOk ? await this.membership.resolve(tenantId, spec.to) : []);
    if (!spec.allowEmpty) {
      if (fromOk && from.size === 0) {
        violations.push({
          path: 'body.from',
          message: 'matches no cluster now; check its labels, groups and features, or set allowEmpty: true',
        });
      }
      const targets = [...to].filter((id) => !(from.size === 1 && from.has(id)));
      if (toOk && targets.length === 0) {
        violations.push({
          path: 'body.to',
          message:
            to.size === 0
              ? 'matches no cluster now; check its labels, groups and features, or set allowEmpty: true'
              : 'matches only the source cluster, and a source never syncs to itself; widen it or set allowEmpty: true',
        });
      }
    }
    const sides: RuleSides = { name, resource: spec.resource, match: spec.match, from, to };
    if (fromOk && toOk) {
      const loop = loopBetween(sides, sides);
      if (loop) violations.push({ path: 'body.to', message: loop });
      for (const other of await this.all(tenantId)) {
        if (other.doc.name === name || other.doc.resource.kind !== spec.resource.kind) continue;
        const otherSides: RuleSides = {
          name: other.doc.name,
          resource: other.doc.resource,
          match: other.doc.match,
          from: new Set(await this.membership.resolve(tenantId, other.doc.from)),
          to: new Set(await this.membership.resolve(tenantId, other.doc.to)),
        };
        const crossed = loopBetween(sides, otherSides);
        if (crossed) violations.push({ path: 'body.from', message: crossed });
      }
    }
    if (violations.length > 0) {
      throw problems.unprocessable(
        `Sync rule '${name}' is invalid: ${violations.length} violation${violations.length === 1 ? '' : 's'}.`,
        violations,
      );
    }
    return sides;
  }
}

function specOf(doc: SyncRuleDocument): SyncRuleSpec {
  const { id: _id, tenantId: _t, name: _n, generation: _g, createdAt: _c, updatedAt: _u, ...spec } = doc;
  return spec;
}

function strip(doc: SyncRuleDocument): SyncRule {
  const { id: _id, tenantId: _t, ...rule } = doc;
  return rule;
}
