import type { GitOpsExport } from '../../contract/gitops';
import type { DocumentBase } from '../platform/store/store';

/**
 * The tenant's GitOps target, kept in the per-tenant `fleet` collection (one small document per
 * tenant, like the fleet revision). The credential is a name only; its value lives in Key Vault
 * (Azure) or a private file in the data dir (embedded).
 */
export interface GitOpsTargetDocument extends DocumentBase {
  url: string;
  branch: string;
  path: string;
  credentialSecret: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * How the exports went. A separate document from the target: the exporter writes it after every
 * attempt and must never race an operator's edit of the target.
 */
export interface GitOpsExportDocument extends DocumentBase, GitOpsExport {}

export const GITOPS_TARGET_ID = 'gitops';
export const GITOPS_EXPORT_ID = 'gitops-export';
