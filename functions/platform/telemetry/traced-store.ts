import { SpanKind } from '@opentelemetry/api';
import type { Tracer } from '@opentelemetry/api';
import type { Collection, CollectionName, DocumentBase, Store } from '../store/store';
import { TENANT_ID_ATTRIBUTE, inSpan } from '../../../contract/trace-context';

type Operation = keyof Collection<DocumentBase>;

/**
 * A span per store operation (`store.replace clusters`), a child of whatever runs it (an HTTP
 * request, a queue message): the trace of an agent's status post then shows the status write
 * itself. The same for every adapter; in Azure the Cosmos DB SDK's own dependency spans (HTTP
 * calls, retries) nest under these.
 */
export function traceStore(store: Store, tracer: Tracer, system: string): Store {
  return {
    collection<T extends DocumentBase>(name: CollectionName): Collection<T> {
      const inner = store.collection<T>(name);
      const traced = <R>(operation: Operation, tenantId: string, fn: () => Promise<R>): Promise<R> =>
        inSpan(
          tracer,
          `store.${operation} ${name}`,
          {
            kind: SpanKind.CLIENT,
            attributes: {
              'db.system.name': system,
              'db.operation.name': operation,
              'db.collection.name': name,
              [TENANT_ID_ATTRIBUTE]: tenantId,
            },
          },
          fn,
        );
      return {
        read: (tenantId, id) => traced('read', tenantId, () => inner.read(tenantId, id)),
        readMany: (tenantId, ids) => traced('readMany', tenantId, () => inner.readMany(tenantId, ids)),
        create: (doc) => traced('create', doc.tenantId, () => inner.create(doc)),
        replace: (doc, options) => traced('replace', doc.tenantId, () => inner.replace(doc, options)),
        upsert: (doc, options) => traced('upsert', doc.tenantId, () => inner.upsert(doc, options)),
        delete: (tenantId, id, options) =>
          traced('delete', tenantId, () => inner.delete(tenantId, id, options)),
        query: (tenantId, options) => traced('query', tenantId, () => inner.query(tenantId, options)),
        countBy: (tenantId, options) => traced('countBy', tenantId, () => inner.countBy(tenantId, options)),
      };
    },
    close: () => store.close(),
  };
}
