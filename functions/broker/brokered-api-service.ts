import { isDeepStrictEqual } from 'node:util';
import { PutBrokeredApiRequest } from '../../contract/broker';
import type { BrokeredApi, BrokeredApiSpec } from '../../contract/broker';
import { formatResource } from '../../contract/sync-rules';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { writeOverRead } from '../platform/store/conditional-write';
import { StorePreconditionError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { selectorViolations } from '../sync';
import { API_PREFIX, apiId } from './model';
import type { BrokeredApiDocument } from './model';
import { allWithPrefix } from './world';

/** PUT/GET/LIST/DELETE of brokered APIs, each write checked as a whole (every violation at once). */
export class BrokeredApiService {
  constructor(
    private readonly apis: Collection<BrokeredApiDocument>,
    private readonly clock: Clock,
  ) {}

  async put(
    tenantId: string,
    name: string,
    request: BrokeredApiSpec,
    ifMatch?: string,
  ): Promise<{ created: boolean; api: BrokeredApi; etag: string }> {
    const existing = await this.apis.read(tenantId, apiId(name));
    if (ifMatch !== undefined && existing?.etag !== ifMatch) {
      throw problems.preconditionFailed(
        `Brokered API '${name}' is ${existing ? 'at another version' : 'not there'} now; read it again and retry.`,
      );
    }
    const spec = PutBrokeredApiRequest.parse(request);
    if (existing && isDeepStrictEqual(specOf(existing.doc), spec)) {
      return { created: false, api: strip(existing.doc), etag: existing.etag };
    }
    await this.validate(tenantId, name, spec);
    const now = this.clock.now().toISOString();
    const doc: BrokeredApiDocument = {
      id: apiId(name),
      tenantId,
      name,
      ...spec,
      generation: (existing?.doc.generation ?? 0) + 1,
      createdAt: existing?.doc.createdAt ?? now,
      updatedAt: now,
    };
    const written = await writeOverRead(
      this.apis,
      existing,
      doc,
      `Brokered API '${name}' changed concurrently; read it again and retry.`,
    );
    return { created: !existing, api: strip(doc), etag: written.etag };
  }

  async list(tenantId: string): Promise<{ items: BrokeredApi[] }> {
    return { items: (await this.all(tenantId)).map((api) => strip(api)) };
  }

  async get(tenantId: string, name: string): Promise<{ api: BrokeredApi; etag: string }> {
    const found = await this.apis.read(tenantId, apiId(name));
    if (!found) throw problems.notFound('Brokered API', name);
    return { api: strip(found.doc), etag: found.etag };
  }

  /** Deletes the API; its placements are cleaned up by the exchanges (copies go, finalizers are released). */
  async delete(tenantId: string, name: string, ifMatch?: string): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.apis.delete(tenantId, apiId(name), ifMatch ? { ifMatch } : {});
    } catch (err) {
      if (err instanceof StorePreconditionError) {
        throw problems.preconditionFailed(`Brokered API '${name}' is at another version now; read it again.`);
      }
      throw err;
    }
    if (!deleted) throw problems.notFound('Brokered API', name);
  }

  async all(tenantId: string): Promise<BrokeredApiDocument[]> {
    return (await allWithPrefix(this.apis, tenantId, API_PREFIX)).map((api) => api.doc);
  }

  private async validate(tenantId: string, name: string, spec: BrokeredApiSpec): Promise<void> {
    const violations: FieldViolation[] = selectorViolations([
      ['body.consumers.selector', spec.consumers.selector],
      ['body.providers.selector', spec.providers.selector],
    ]);
    for (const other of await this.all(tenantId)) {
      if (other.name === name) continue;
      if (other.group === spec.group && other.version === spec.version && other.kind === spec.kind) {
        violations.push({
          path: 'body.kind',
          message: `brokered API '${other.name}' already brokers ${formatResource(spec)}; change that one instead`,
        });
      }
    }
    if (violations.length > 0) {
      throw problems.unprocessable(
        `Brokered API '${name}' is invalid: ${violations.length} violation${violations.length === 1 ? '' : 's'}.`,
        violations,
      );
    }
  }
}

function specOf(doc: BrokeredApiDocument): BrokeredApiSpec {
  const { id: _id, tenantId: _t, name: _n, generation: _g, createdAt: _c, updatedAt: _u, ...spec } = doc;
  return spec;
}

function strip(doc: BrokeredApiDocument): BrokeredApi {
  const { id: _id, tenantId: _t, ...api } = doc;
  return api;
}
