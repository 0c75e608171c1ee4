import { isDeepStrictEqual } from 'node:util';
import type { Assignment, PutAssignmentRequest } from '../../contract/assignments';
import type { CatalogService } from '../catalog';
import { LabelSelectorError } from '../platform/store/label-selector';
import { EvaluationBudgetExceeded } from '../platform/evaluation';
import type { Clock } from '../platform/clock';
import { systemNamespaceViolations } from '../../contract/namespaces';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Collection } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import { valuesBudgetViolation, valuesViolations } from './fleet-desired-service';
import type { FleetDesiredService } from './fleet-desired-service';
import type { FleetRevisions } from './fleet-revision';
import { assignmentLayers, compileAssignment } from './hydrate';
import type { CompiledAssignment } from './hydrate';
import { mergeAll } from './merge-patch';
import { SecretPolicy } from '../secrets';
import { pointerViolations } from '../../contract/drift-policy';
import type { AssignmentDocument } from './model';

export interface AssignmentViolation extends FieldViolation {
  cluster?: string;
}

/** A 422 answer lists at most this many violations (and says how many there were). */
export const MAX_REPORTED_VIOLATIONS = 1000;

export class AssignmentService {
  constructor(
    private readonly assignments: Collection<AssignmentDocument>,
    private readonly catalog: CatalogService,
    private readonly targets: TargetResolver,
    private readonly revisions: FleetRevisions,
    private readonly fleet: FleetDesiredService,
    private readonly clock: Clock,
    private readonly secrets: SecretPolicy = new SecretPolicy({ allowed: {}, rejectLiteralSecrets: false }),
  ) {}

  /**
   * Creates or replaces an assignment after checking that its extension version exists and that,
   * on every cluster its target matches now, the hydrated values satisfy the version's JSON Schema
   * and policies. Writing the same body again changes nothing.
   */
  async put(
    tenantId: string,
    name: string,
    request: PutAssignmentRequest,
  ): Promise<{ created: boolean; assignment: Assignment }> {
    const now = this.clock.now().toISOString();
    const existing = await this.assignments.read(tenantId, name);
    const doc: AssignmentDocument = {
      id: name,
      tenantId,
      name,
      extension: request.extension,
      version: request.version,
      namespace: request.namespace,
      ...(request.serviceAccountName !== undefined ? { serviceAccountName: request.serviceAccountName } : {}),
      ...(request.allowClusterScoped !== undefined ? { allowClusterScoped: request.allowClusterScoped } : {}),
      target: request.target,
      values: request.values ?? {},
      overlays: request.overlays ?? [],
      priority: request.priority ?? 0,
      ...(request.dependsOn?.length ? { dependsOn: request.dependsOn } : {}),
      ...(request.drift ? { drift: request.drift } : {}),
      createdAt: existing?.doc.createdAt ?? now,
      updatedAt: now,
    };
    if (existing && isDeepStrictEqual(comparable(existing.doc), comparable(doc))) {
      return { created: false, assignment: strip(existing.doc) };
    }
    await this.validate(tenantId, doc);
    if (existing) await this.assignments.replace(doc, { ifMatch: existing.etag });
    else await this.assignments.create(doc);
    await this.changed(tenantId);
    return { created: !existing, assignment: strip(doc) };
  }

  async list(tenantId: string): Promise<{ items: Assignment[] }> {
    const items: Assignment[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.assignments.query(tenantId, {
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      items.push(...page.items.map((item) => strip(item.doc)));
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return { items };
  }

  async get(tenantId: string, name: string): Promise<Assignment> {
    const found = await this.assignments.read(tenantId, name);
    if (!found) throw problems.notFound('Assignment', name);
    return strip(found.doc);
  }

  async delete(tenantId: string, name: string): Promise<void> {
    if (!(await this.assignments.delete(tenantId, name))) throw problems.notFound('Assignment', name);
    await this.changed(tenantId);
  }

  private async changed(tenantId: string): Promise<void> {
    await this.revisions.bump(tenantId);
    this.fleet.invalidate(tenantId);
  }

  private async validate(tenantId: string, doc: AssignmentDocument): Promise<void> {
    const violations: AssignmentViolation[] = systemNamespaceViolations(doc.namespace, 'body.namespace');
    let compiled: CompiledAssignment | undefined;
    try {
      compiled = compileAssignment(doc);
    } catch (err) {
      if (!(err instanceof LabelSelectorError)) throw err;
    }
    if (!compiled) {
      // Report every bad selector, not just the first.
      for (const [path, selector] of [
        ['body.target.selector', doc.target.selector] as const,
        ...doc.overlays.map((o, i) => [`body.overlays[${i}].selector`, o.selector] as const),
      ]) {
        try {
          if (selector) compileAssignment({ ...doc, target: { selector }, overlays: [] });
        } catch (err) {
          violations.push({ path, message: (err as Error).message });
        }
      }
    }
    // Secret references allowed for the tenant, and no literal credentials (with the policy option).
    violations.push(
      ...this.secrets.violations(tenantId, doc.values, 'body.values'),
      ...doc.overlays.flatMap((overlay, i) =>
        this.secrets.violations(tenantId, overlay.values, `body.overlays[${i}].values`),
      ),
    );
    const version = await this.catalog.lookup(tenantId, doc.extension, doc.version);
    if (!version) {
      violations.push({
        path: 'body.version',
        message: `${doc.extension}@${doc.version} is not in the catalog; publish it first`,
      });
    }
    violations.push(...pointerViolations(doc.drift?.ignore ?? [], 'body.drift.ignore'));
    if (doc.dependsOn?.length) violations.push(...(await this.dependencyViolations(tenantId, doc)));
    let total = violations.length;
    if (compiled && version) {
      // Policies may look at cluster.nodeCount, which only the inventory knows.
      const inventory = version.policies.some((rule) => rule.expression.includes('nodeCount'));
      for await (const page of this.targets.pages(tenantId, doc.target, inventory ? { inventory } : {})) {
        // The version's schema patterns and policies are tenant-written: a page's checks share one budget.
        const checks = page.map(({ facts }) => ({
          values: mergeAll(assignmentLayers(version, compiled, facts).map((layer) => layer.values)),
          namespace: doc.namespace,
          facts,
        }));
        let results: FieldViolation[][];
        try {
          results = await valuesViolations(version, checks);
        } catch (err) {
          if (!(err instanceof EvaluationBudgetExceeded)) throw err;
          total++;
          violations.push(valuesBudgetViolation(version, err, 'body.version'));
          break;
        }
        results.forEach((found, index) => {
          for (const violation of found) {
            total++;
            if (violations.length < MAX_REPORTED_VIOLATIONS)
              violations.push({ ...violation, cluster: checks[index]!.facts.id });
          }
        });
      }
    }
    if (total > 0) {
      const clusters = new Set(violations.map((v) => v.cluster).filter(Boolean)).size;
      throw problems.unprocessable(
        `Assignment '${doc.name}' is invalid: ${total} violation${total === 1 ? '' : 's'}` +
          (clusters > 0 ? ` on ${clusters} cluster${clusters === 1 ? '' : 's'}` : '') +
          (total > violations.length ? ` (the first ${violations.length} are listed)` : '') +
          '.',
        violations,
      );
    }
  }

  /** The assignment's dependencies against the catalog's and every other assignment's. */
  private async dependencyViolations(tenantId: string, doc: AssignmentDocument): Promise<FieldViolation[]> {
    const graph = await this.catalog.dependencyGraph(tenantId, doc.name);
    return graph.violations(doc.extension, doc.dependsOn ?? [], 'body.dependsOn');
  }
}

function comparable(doc: AssignmentDocument) {
  const { createdAt: _c, updatedAt: _u, ...rest } = doc;
  return rest;
}

function strip(doc: AssignmentDocument): Assignment {
  const { id: _id, tenantId: _tenant, ...assignment } = doc;
  return assignment;
}
