import type { GitOpsTarget, PutGitOpsTargetRequest } from '../../contract/gitops';
import type { Clock } from '../platform/clock';
import { problems } from '../../contract/problems';
import type { Collection } from '../platform/store/store';
import { refusal } from '../../contract/egress-policy';
import type { EgressPolicy } from '../../contract/egress-policy';
import { insideRoot } from './git-remote';
import { GITOPS_EXPORT_ID, GITOPS_TARGET_ID } from './model';
import type { GitOpsTargetClaims } from './target-claims';
import { PendingWaveStore } from './pending-waves';
import type { PendingWaveDocument } from './pending-waves';
import type { GitOpsExportDocument, GitOpsTargetDocument } from './model';

export type Collections = Collection<GitOpsTargetDocument | GitOpsExportDocument>;

/** PUT/GET/DELETE of a tenant's GitOps target. */
export class GitOpsTargetService {
  constructor(
    private readonly docs: Collections,
    private readonly clock: Clock,
    /**
     * The folder a tenant's file:// repositories must be in (tenantRepositoryRoot); undefined
     * outside the embedded default, where the control plane's disk is nobody's to name.
     */
    private readonly fileRoot: ((tenantId: string) => string) | undefined,
    private readonly claims: GitOpsTargetClaims,
    /** The egress policy exports run under: an address it refuses is refused here already. */
    private readonly egress: EgressPolicy,
  ) {}

  async put(
    tenantId: string,
    request: PutGitOpsTargetRequest,
  ): Promise<{ created: boolean; target: GitOpsTarget }> {
    if (request.url.startsWith('file://')) this.checkFileUrl(tenantId, request.url);
    else this.checkAddress(request.url);
    const now = this.clock.now().toISOString();
    const existing = await this.target(tenantId);
    const doc: GitOpsTargetDocument = {
      id: GITOPS_TARGET_ID,
      tenantId,
      url: request.url,
      branch: request.branch,
      path: request.path,
      credentialSecret: request.credential?.secret ?? null,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    const unchanged =
      existing &&
      existing.url === doc.url &&
      existing.branch === doc.branch &&
      existing.path === doc.path &&
      existing.credentialSecret === doc.credentialSecret;
    if (unchanged) return { created: false, target: await this.get(tenantId) };
    // Claimed before the target is stored: a conflict leaves nothing written.
    await this.claims.claim(tenantId, doc.url, doc.branch, doc.path);
    await this.docs.upsert(doc);
    if (existing && (existing.url !== doc.url || existing.branch !== doc.branch)) {
      await this.claims.release(tenantId, existing.url, existing.branch);
    }
    // A new remote, branch or folder starts a new history: the last export's state does not carry over.
    if (existing) await this.docs.delete(tenantId, GITOPS_EXPORT_ID);
    return { created: !existing, target: await this.get(tenantId) };
  }

  async get(tenantId: string): Promise<GitOpsTarget> {
    const target = await this.target(tenantId);
    if (!target) throw problems.notFound('GitOps target of tenant', tenantId);
    const last = (await this.docs.read(tenantId, GITOPS_EXPORT_ID))?.doc as GitOpsExportDocument | undefined;
    return {
      tenantId,
      url: target.url,
      branch: target.branch,
      path: target.path,
      credential: target.credentialSecret ? { secret: target.credentialSecret } : null,
      createdAt: target.createdAt,
      updatedAt: target.updatedAt,
      lastExport: last
        ? {
            commit: last.commit,
            exportedAt: last.exportedAt,
            attemptedAt: last.attemptedAt,
            clusters: last.clusters,
            skipped: last.skipped,
            error: last.error,
          }
        : null,
    };
  }

  async delete(tenantId: string): Promise<void> {
    const existing = await this.target(tenantId);
    const deleted = await this.docs.delete(tenantId, GITOPS_TARGET_ID);
    if (existing) await this.claims.release(tenantId, existing.url, existing.branch);
    await this.docs.delete(tenantId, GITOPS_EXPORT_ID);
    // Nothing will export the recorded waves any more.
    const pending = new PendingWaveStore(this.docs as unknown as Collection<PendingWaveDocument>);
    await pending.clear(tenantId, (await pending.list(tenantId)).records);
    if (!deleted) throw problems.notFound('GitOps target of tenant', tenantId);
  }

  /**
   * A host written as an address is judged now, in whatever notation (WHATWG URL has normalised
   * it); a name is judged at every export, by the addresses it resolves to then.
   */
  private checkAddress(url: string): void {
    const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
    const why = refusal(this.egress, host);
    if (why && why !== 'not-an-address') {
      throw problems.unprocessable('the repository is at an address the control plane does not reach', [
        {
          path: 'body.url',
          message: `${host} is a ${why} address; use the repository's public address (an operator can allow others with ARCBRIDGE_EGRESS_ALLOW)`,
        },
      ]);
    }
  }

  private checkFileUrl(tenantId: string, url: string): void {
    if (!this.fileRoot) {
      throw problems.unprocessable('file:// repositories are only accepted on the embedded default', [
        {
          path: 'body.url',
          message: 'use an https:// URL: in Azure the control plane cannot reach a path on your disk',
        },
      ]);
    }
    const root = this.fileRoot(tenantId);
    if (!insideRoot(url, root)) {
      throw problems.unprocessable("a file:// repository must be inside the tenant's own folder", [
        {
          path: 'body.url',
          message: `a bare repository inside ${root}/ (create one with: git init --bare ${root}/fleet.git)`,
        },
      ]);
    }
  }

  /** The stored target, or undefined when the tenant exports nothing. */
  async target(tenantId: string): Promise<GitOpsTargetDocument | undefined> {
    return (await this.docs.read(tenantId, GITOPS_TARGET_ID))?.doc as GitOpsTargetDocument | undefined;
  }
}
