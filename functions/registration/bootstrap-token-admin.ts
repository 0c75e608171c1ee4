import type { z } from 'zod';
import type { BootstrapTokenSummary } from '../../contract/registration';
import { problems } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { StorePreconditionError } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import type { BootstrapTokenDocument } from './bootstrap-tokens';

type Summary = z.infer<typeof BootstrapTokenSummary>;

/**
 * What an operator can do with the tenant's bootstrap tokens after minting them: list them (the
 * records, never the tokens, which are not stored) and revoke one that was not used yet, such as a
 * token that leaked, as `kubeadm token list` and `kubeadm token delete` do.
 */
export class BootstrapTokenAdmin {
  constructor(
    private readonly tokens: Collection<BootstrapTokenDocument>,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async list(
    tenantId: string,
    query: { limit?: number; continuationToken?: string },
  ): Promise<{ items: Summary[]; continuationToken?: string }> {
    const page = await this.tokens.query(tenantId, {
      limit: query.limit ?? 100,
      ...(query.continuationToken !== undefined ? { continuationToken: query.continuationToken } : {}),
    });
    const now = this.clock.now();
    return {
      items: page.items.map(({ doc }) => summaryOf(doc, now)),
      ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    };
  }

  /**
   * Deletes an unused token's record, so registration no longer finds it. Against a registration
   * consuming the token at the same moment, the delete is guarded by the etag read here: whichever
   * write lands first wins, and the other sees it (a registration that finds the record gone is
   * refused like any unknown token; a revoke that finds it used answers 409).
   */
  async revoke(tenantId: string, tokenId: string, revokedBy: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const record = await this.tokens.read(tenantId, tokenId);
      if (!record) throw problems.notFound('Bootstrap token', tokenId);
      if (record.doc.usedAt !== undefined) {
        const clusterId = record.doc.usedByClusterId;
        throw problems.conflict(
          `The token was used ${record.doc.usedAt} to register cluster ${clusterId ?? '(unknown)'}; ` +
            'revoking it changes nothing: delete that cluster instead' +
            (clusterId ? ` (arcbridge clusters delete ${clusterId} --tenant ${tenantId}).` : '.'),
        );
      }
      try {
        if (!(await this.tokens.delete(tenantId, tokenId, { ifMatch: record.etag }))) {
          throw problems.notFound('Bootstrap token', tokenId);
        }
        this.log.info('bootstrap token revoked', { tenantId, tokenId, revokedBy });
        return;
      } catch (err) {
        // Written in between (a registration used it): read again and answer from what it is now.
        if (!(err instanceof StorePreconditionError) || attempt >= 3) throw err;
      }
    }
  }
}

function summaryOf(doc: BootstrapTokenDocument, now: Date): Summary {
  const state = doc.usedAt !== undefined ? 'Used' : new Date(doc.expiresAt) <= now ? 'Expired' : 'Unused';
  return {
    id: doc.id,
    description: doc.description,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy,
    expiresAt: doc.expiresAt,
    state,
    ...(doc.usedAt !== undefined ? { usedAt: doc.usedAt } : {}),
    ...(doc.usedByClusterId !== undefined ? { usedByClusterId: doc.usedByClusterId } : {}),
  };
}
