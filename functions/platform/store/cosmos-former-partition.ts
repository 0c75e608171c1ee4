import type { Container, ItemDefinition, RequestOptions } from '@azure/cosmos';
import { StorePreconditionError } from './store';
import { formerPartitionKeyOf, PARTITION_KEY_PROPERTY, partitionKeyOf } from './cosmos-partitioning';
import { statusOf, withRetry } from './cosmos-retry';
import type { TransientRetryOptions } from './cosmos-retry';

/**
 * Documents still where an older version of the adapter wrote them: a collection whose partition
 * scheme changed (FORMER_SCHEMES) looks for a document there when it is not in its current partition.
 */
export interface FormerPartition {
  name: string;
  container: Container;
  retry: Required<TransientRetryOptions>;
}

/**
 * A document written before its collection's scheme changed is moved to its current partition:
 * created there as it is, then deleted where it was if it did not change in between. Another
 * instance moving it at the same time makes the create a 409, which is fine.
 * True when the document now is (or already was) in its current partition.
 */
export async function moveFromFormerPartition(
  { name, container, retry }: FormerPartition,
  tenantId: string,
  id: string,
): Promise<boolean> {
  const former = formerPartitionKeyOf(name, tenantId, id);
  if (former === undefined) return false;
  const old = await withRetry(retry, () => container.item(id, former).read<ItemDefinition>());
  if (old.statusCode === 404 || !old.resource) return false;
  const { _rid, _self, _etag, _ts, _attachments, ...body } = old.resource;
  void _rid;
  void _self;
  void _ts;
  void _attachments;
  try {
    await withRetry(retry, () =>
      container.items.create<ItemDefinition>({
        ...body,
        id,
        [PARTITION_KEY_PROPERTY]: partitionKeyOf(name, tenantId, id),
      }),
    );
  } catch (err) {
    if (statusOf(err) !== 409) throw err;
  }
  try {
    await container
      .item(id, former)
      .delete({ accessCondition: { type: 'IfMatch', condition: String(_etag) } });
  } catch (err) {
    // Gone already (another mover), or written since by an older instance: left for it to be read again.
    if (statusOf(err) !== 404 && statusOf(err) !== 412) throw err;
  }
  return true;
}

/** Deletes a document that is still where an older version of the adapter wrote it. */
export async function deleteInFormerPartition(
  { name, container }: FormerPartition,
  tenantId: string,
  id: string,
  options: RequestOptions,
): Promise<boolean> {
  const former = formerPartitionKeyOf(name, tenantId, id);
  if (former === undefined) return false;
  try {
    await container.item(id, former).delete(options);
    return true;
  } catch (err) {
    if (statusOf(err) === 404) return false;
    if (statusOf(err) === 412) throw new StorePreconditionError(name, id);
    throw err;
  }
}
