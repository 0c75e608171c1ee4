import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problems } from '../../contract/problems';
import type { Collection, DocumentBase } from '../platform/store/store';
import { updateWithRetry } from '../platform/store/store';

/** Shared (not tenant) partition of the `fleet` collection; `_` never starts a tenant id. */
const CLAIMS_PARTITION = '_gitops-claims';

/** Which tenants export to one branch of one repository, and the folder each owns there. */
export interface GitOpsClaimDocument extends DocumentBase {
  repository: string;
  branch: string;
  /** tenantId -> the folder it exports to (`''`: the whole branch). */
  owners: Record<string, string>;
}

/**
 * One repository however it is spelled: scheme, letter case, a trailing slash or `.git` and the
 * default port make no difference to the hosting services, so they make none here either (a false
 * conflict costs a rename; a missed one lets a tenant overwrite another's folders).
 */
export function repositoryKey(url: string): string {
  if (url.startsWith('file:')) return `file:${resolve(fileURLToPath(url))}`;
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '').replace(/\.git$/i, '');
  return `${parsed.host}${path}`.toLowerCase();
}

/** Two folders overlap when one contains the other (the root contains every folder). */
function overlaps(a: string, b: string): boolean {
  return a === '' || b === '' || a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/**
 * The cross-tenant index that keeps two tenants from exporting into the same folder: each export
 * replaces its folder and moves the branch, so with two owners the last one wins and the other's
 * cluster folders vanish. Claims are taken before a target is stored and by every export (so a
 * target stored before claims existed takes one too, and of two such targets only the first
 * export wins); the document's etag makes two tenants racing for one folder see each other.
 */
export class GitOpsTargetClaims {
  constructor(private readonly docs: Collection<GitOpsClaimDocument>) {}

  /** Takes (or moves) this tenant's folder on `url`/`branch`; 409 when another tenant's overlaps. */
  async claim(tenantId: string, url: string, branch: string, path: string): Promise<void> {
    const repository = repositoryKey(url);
    const id = claimId(repository, branch);
    await updateWithRetry(this.docs, CLAIMS_PARTITION, id, (current) => {
      const owners = current?.owners ?? {};
      for (const [other, folder] of Object.entries(owners)) {
        if (other !== tenantId && overlaps(folder, path)) {
          throw problems.conflict(
            `another tenant already exports to ${url} on branch ${branch} under '${folder === '' ? '/' : folder}', which overlaps '${path === '' ? '/' : path}'; choose another branch, repository or a folder that does not overlap`,
          );
        }
      }
      if (owners[tenantId] === path) return undefined;
      return { id, tenantId: CLAIMS_PARTITION, repository, branch, owners: { ...owners, [tenantId]: path } };
    });
  }

  /** Gives up this tenant's folder on `url`/`branch` (nothing when it holds none). */
  async release(tenantId: string, url: string, branch: string): Promise<void> {
    const id = claimId(repositoryKey(url), branch);
    const left = await updateWithRetry(this.docs, CLAIMS_PARTITION, id, (current) => {
      if (!current || !(tenantId in current.owners)) return undefined;
      const owners = { ...current.owners };
      delete owners[tenantId];
      return { ...current, owners };
    });
    if (left && Object.keys(left.doc.owners).length === 0) {
      await this.docs.delete(CLAIMS_PARTITION, id, { ifMatch: left.etag }).catch(() => undefined);
    }
  }
}

function claimId(repository: string, branch: string): string {
  return `claim-${createHash('sha256').update(`${repository}\n${branch}`).digest('hex').slice(0, 40)}`;
}
