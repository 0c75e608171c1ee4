import { createHash } from 'node:crypto';
import type { ExtensionVersion, PublishExtensionVersionRequest } from '../../contract/catalog';
import type { FleetRevisions } from '../assignments';
import { canonicalJson } from '../../contract/json/canonical-json';
import type { Clock } from '../platform/clock';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import { StoreConflictError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { EvaluationBudgetExceeded, tenantLogic } from '../platform/evaluation';
import { catalogVersionId } from './model';
import type { CatalogVersionDocument } from './model';
import { releaseNameViolations } from '../../contract/helm-release-name';
import { SecretPolicy } from '../secrets';
import { DependencyGraph } from './dependency-graph';
import type { AssignmentDependencies } from './dependency-graph';

const CACHE_LIMIT = 10_000;

/** Every problem with a version body at once: schema, defaults against it, policies, duplicate rule names. */
export async function publishViolations(body: PublishExtensionVersionRequest): Promise<FieldViolation[]> {
  const violations: FieldViolation[] = [];
  const policies = body.policies ?? [];
  const seen = new Set<string>();
  policies.forEach((rule, index) => {
    if (seen.has(rule.name)) {
      violations.push({
        path: `body.policies[${index}].name`,
        message: `duplicate policy name '${rule.name}'`,
      });
    }
    seen.add(rule.name);
  });
  try {
    const checked = await tenantLogic().run('publish', {
      ...(body.valuesSchema ? { valuesSchema: body.valuesSchema } : {}),
      ...(body.defaultValues ? { defaultValues: body.defaultValues } : {}),
      policies,
    });
    // The schema's problems first, then the duplicate names, then the policies', as before.
    const schemaFirst = checked.filter((v) => !v.path.startsWith('body.policies'));
    const policyProblems = checked.filter((v) => v.path.startsWith('body.policies'));
    return [...schemaFirst, ...violations, ...policyProblems];
  } catch (err) {
    if (!(err instanceof EvaluationBudgetExceeded)) throw err;
    return [
      ...violations,
      {
        path: body.valuesSchema ? 'body.valuesSchema' : 'body.policies',
        message: `checking the valuesSchema, defaultValues and policies ${err.message}; simplify its patterns, nesting or policies`,
      },
    ];
  }
}

/** The per-tenant extension catalog. Published versions are immutable. */
export class CatalogService {
  /** Versions never change once published, so they are cached without invalidation. */
  private readonly cache = new Map<string, CatalogVersionDocument>();

  constructor(
    private readonly versions: Collection<CatalogVersionDocument>,
    private readonly revisions: FleetRevisions,
    private readonly clock: Clock,
    private readonly secrets: SecretPolicy = new SecretPolicy({ allowed: {}, rejectLiteralSecrets: false }),
    /** The tenant's assignments' own dependencies, which count towards cycles too. */
    private readonly assignmentDependencies: (
      tenantId: string,
    ) => Promise<AssignmentDependencies[]> = async () => [],
  ) {}

  /** 201 when new, 200 when the same body was published before, 409 when it differs, 422 when invalid. */
  async publish(
    tenantId: string,
    name: string,
    version: string,
    body: PublishExtensionVersionRequest,
  ): Promise<{ created: boolean; version: ExtensionVersion }> {
    // Versions stored before the release-name rule keep their name: they stay readable and
    // assignable (a rollback to one still works), and the agent reports RenderFailed for them.
    const violations = [
      ...releaseNameViolations(name, body.kind),
      ...(await publishViolations(body)),
      ...this.secrets.violations(tenantId, body.defaultValues ?? {}, 'body.defaultValues'),
      ...(body.dependsOn?.length
        ? (await this.dependencyGraph(tenantId)).violations(name, body.dependsOn, 'body.dependsOn')
        : []),
    ];
    if (violations.length > 0) {
      throw problems.unprocessable(
        `Extension ${name}@${version} is invalid (${violations.length} violation${violations.length === 1 ? '' : 's'}).`,
        violations,
      );
    }
    const normalized = {
      kind: body.kind,
      source: body.source,
      defaultValues: body.defaultValues ?? {},
      ...(body.valuesSchema ? { valuesSchema: body.valuesSchema } : {}),
      policies: body.policies ?? [],
      // Absent rather than empty: the digests of bodies without dependencies stay as they were.
      ...(body.dependsOn?.length ? { dependsOn: body.dependsOn } : {}),
    };
    const digest = `sha256:${createHash('sha256').update(canonicalJson(normalized)).digest('hex')}`;
    const doc: CatalogVersionDocument = {
      id: catalogVersionId(name, version),
      tenantId,
      name,
      version,
      ...normalized,
      publishedAt: this.clock.now().toISOString(),
      digest,
    };
    const existing = await this.versions.read(tenantId, doc.id);
    if (existing) return { created: false, version: this.sameOrConflict(existing.doc, digest) };
    try {
      await this.versions.create(doc);
    } catch (err) {
      if (!(err instanceof StoreConflictError)) throw err;
      const raced = await this.versions.read(tenantId, doc.id);
      if (!raced) throw err;
      return { created: false, version: this.sameOrConflict(raced.doc, digest) };
    }
    await this.revisions.bump(tenantId);
    return { created: true, version: strip(doc) };
  }

  private sameOrConflict(existing: CatalogVersionDocument, digest: string): ExtensionVersion {
    if (existing.digest !== digest) {
      throw problems.conflict(
        `${existing.name}@${existing.version} is already published with a different body (${existing.digest}); versions are immutable: publish a new version.`,
      );
    }
    return strip(existing);
  }

  /**
   * Every extension of the tenant's catalog with the dependencies any of its versions or
   * assignments (but `skipAssignment`, the one being replaced) declares.
   */
  async dependencyGraph(tenantId: string, skipAssignment?: string): Promise<DependencyGraph> {
    const graph = new DependencyGraph();
    let continuationToken: string | undefined;
    do {
      const page = await this.versions.query(tenantId, {
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const { doc } of page.items) graph.add(doc.name, doc.dependsOn);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    for (const entry of await this.assignmentDependencies(tenantId))
      if (entry.assignment !== skipAssignment) graph.add(entry.extension, entry.dependsOn);
    return graph;
  }

  async list(tenantId: string) {
    const byName = new Map<string, { version: string; kind: string; publishedAt: string }[]>();
    let continuationToken: string | undefined;
    do {
      const page = await this.versions.query(tenantId, {
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const { doc } of page.items) {
        const list = byName.get(doc.name) ?? [];
        list.push({ version: doc.version, kind: doc.kind, publishedAt: doc.publishedAt });
        byName.set(doc.name, list);
      }
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return {
      items: [...byName.keys()].sort().map((name) => ({
        name,
        versions: byName.get(name)!.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt)),
      })),
    };
  }

  /** The names of the tenant's extensions, counted by the store rather than read version by version. */
  async names(tenantId: string): Promise<string[]> {
    const groups = await this.versions.countBy(tenantId, { by: [['name']] });
    return groups
      .map(({ key }) => key[0])
      .filter((name): name is string => typeof name === 'string')
      .sort();
  }

  async get(tenantId: string, name: string) {
    const versions: { version: string; kind: ExtensionVersion['kind']; publishedAt: string }[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.versions.query(tenantId, {
        where: [{ path: ['name'], op: 'eq', value: name }],
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      versions.push(
        ...page.items.map(({ doc }) => ({
          version: doc.version,
          kind: doc.kind,
          publishedAt: doc.publishedAt,
        })),
      );
      continuationToken = page.continuationToken;
    } while (continuationToken);
    if (versions.length === 0) throw problems.notFound('Extension', name);
    return { name, versions: versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt)) };
  }

  async getVersion(tenantId: string, name: string, version: string): Promise<ExtensionVersion> {
    const found = await this.lookup(tenantId, name, version);
    if (!found) throw problems.notFound('Extension version', `${name}@${version}`);
    return strip(found);
  }

  /** A cached point read; undefined when the version is not published. */
  async lookup(tenantId: string, name: string, version: string): Promise<CatalogVersionDocument | undefined> {
    const key = `${tenantId}\n${catalogVersionId(name, version)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const read = await this.versions.read(tenantId, catalogVersionId(name, version));
    if (!read) return undefined;
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, read.doc);
    return read.doc;
  }
}

function strip(doc: CatalogVersionDocument): ExtensionVersion {
  const { id: _id, tenantId: _tenant, ...version } = doc;
  return version;
}
