import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { EgressPolicy } from '../../contract/egress-policy';
import type { GitOpsExport } from '../../contract/gitops';
import { Problem } from '../../contract/problems';
import type { Hydration } from '../assignments';
import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Collection } from '../platform/store/store';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import type { PinChange } from '../rollout';
import { CredentialError } from './credentials';
import type { GitCredentials } from './credentials';
import { FileGitRemote, GitRemoteError, HttpGitRemote } from './git-remote';
import type { GitCredential, GitRemote } from './git-remote';
import { DEFAULT_GIT_HTTP_LIMITS, gitHttpClient } from './git-http-client';
import type { GitHttpLimits } from './git-http-client';
import { GitObjects } from './git-tree';
import type { TreeEntry } from 'isomorphic-git';
import type { Collections } from './gitops-target-service';
import { buildLayout } from './layout';
import type { ClusterInput } from './layout';
import { GITOPS_EXPORT_ID, GITOPS_TARGET_ID } from './model';
import type { GitOpsExportDocument, GitOpsTargetDocument } from './model';
import { PendingWaveStore } from './pending-waves';
import type { PendingWaveDocument } from './pending-waves';
import { layoutReadme } from './readme';
import type { GitOpsTargetClaims } from './target-claims';

export type ExportOutcome =
  | { status: 'no-target' }
  | { status: 'exported' | 'unchanged'; commit: string; clusters: number }
  | { status: 'failed'; code: string; message: string };

/** A push lost to someone else's is retried on their commit this many times per export. */
const MAX_PUBLISH_ATTEMPTS = 5;
const MAX_LISTED_SKIPS = 100;
/** Tenants exported side by side by one pass of the timer: one slow remote holds one slot, not the pass. */
export const EXPORT_CONCURRENCY = 8;

export interface ExporterDeps {
  docs: Collections;
  clusters: Collection<ClusterDocument>;
  hydrate: (tenantId: string, cluster: ClusterDocument) => Promise<Hydration>;
  credentials: GitCredentials;
  /** Where https remotes are fetched to (objects are built there before the push). */
  cacheRoot: string;
  /** What an https remote may be (ARCBRIDGE_EGRESS_ALLOW; public addresses only by default). */
  egress: EgressPolicy;
  /** Size and time caps of each request to a remote (default DEFAULT_GIT_HTTP_LIMITS). */
  httpLimits?: GitHttpLimits;
  /** One tenant's export is abandoned after this long; the next pass retries (default 120 s). */
  exportTimeoutMs?: number;
  /** The folder a tenant's file:// repositories must be in; undefined refuses file:// remotes. */
  fileRoot?: (tenantId: string) => string;
  /** The cross-tenant claims on repository folders, taken again by every export. */
  claims: GitOpsTargetClaims;
  clock: Clock;
  log: Logger;
  /** Pin changes not committed yet (default: kept in `docs`, the tenant's fleet collection). */
  pending?: PendingWaveStore;
  remoteFor?: (
    target: GitOpsTargetDocument,
    credential: GitCredential | undefined,
    cacheDir: string,
  ) => GitRemote;
}

/**
 * Writes a tenant's desired state to its GitOps target: the layout is derived from the store on
 * every export (never from a previous commit), built as Git objects on top of the branch's current
 * commit, and published with a compare-and-swap. Hence:
 *
 * - idempotent: the same state yields the same tree, and an unchanged tree makes no commit;
 * - resumable: a crash before or after the push loses nothing (the state is in the store, and the
 *   next export either finds its commit on the branch or makes it again);
 * - never a force-push: a branch that moved is fetched and the export rebuilt on top of it (a
 *   rebase of derived content), at most MAX_PUBLISH_ATTEMPTS times per call.
 */
export class GitOpsExporter {
  private readonly running = new Map<string, Promise<ExportOutcome>>();
  readonly pending: PendingWaveStore;

  constructor(private readonly deps: ExporterDeps) {
    this.pending =
      deps.pending ?? new PendingWaveStore(deps.docs as unknown as Collection<PendingWaveDocument>);
  }

  /**
   * Exports one tenant; calls for the same tenant in this process run one after the other. The
   * commit names the recorded pin changes it carries (PendingWaveStore) and `waves`.
   */
  async export(tenantId: string, waves: PinChange[] = []): Promise<ExportOutcome> {
    const previous = this.running.get(tenantId) ?? Promise.resolve(undefined);
    const next = previous.then(
      () => this.exportOnce(tenantId, waves),
      () => this.exportOnce(tenantId, waves),
    );
    this.running.set(tenantId, next);
    try {
      return await next;
    } finally {
      if (this.running.get(tenantId) === next) this.running.delete(tenantId);
    }
  }

  /** The target's state when the last export failed (rollouts on the Git path wait while it is). */
  async failing(tenantId: string): Promise<{ code: string; message: string } | undefined> {
    const doc = (await this.deps.docs.read(tenantId, GITOPS_EXPORT_ID))?.doc as
      GitOpsExportDocument | undefined;
    return doc?.error ?? undefined;
  }

  private async exportOnce(tenantId: string, waves: PinChange[] = []): Promise<ExportOutcome> {
    const target = (await this.deps.docs.read(tenantId, GITOPS_TARGET_ID))?.doc as
      GitOpsTargetDocument | undefined;
    if (!target) return { status: 'no-target' };
    const attemptedAt = this.deps.clock.now().toISOString();
    let clusters = 0;
    let skipped: GitOpsExport['skipped'] = [];
    const timeoutMs = this.deps.exportTimeoutMs ?? 120_000;
    // Aborted at the deadline, and at the end of the export: a response isomorphic-git left unread
    // (the 401 before the credential is sent) must not hold its connection until its own timeout.
    const deadline = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort();
    }, timeoutMs);
    try {
      // Taken by every export: a target stored before claims existed must hold one too.
      await this.deps.claims.claim(tenantId, target.url, target.branch, target.path);
      // Listed before hydrating: a recorded change's pin is already in the store, so the tree built
      // next carries it, and the records can be cleared once that tree is on the branch.
      const pending = await this.pending.list(tenantId);
      const inputs = await this.hydrateAll(tenantId);
      clusters = inputs.length;
      const layout = buildLayout(inputs);
      skipped = layout.skipped.slice(0, MAX_LISTED_SKIPS);
      layout.files.set('README.md', layoutReadme(target));
      const credential = target.credentialSecret
        ? await this.deps.credentials.resolve(tenantId, target.credentialSecret)
        : undefined;
      const remote = this.remote(target, credential, deadline.signal);
      const { commit, changed } = await this.publish(remote, target, layout.files, tenantId, clusters, [
        ...pending.changes,
        ...waves,
      ]);
      // The commit is published: a record that cannot be cleared now is cleared by the next export,
      // which finds the same tree on the branch and commits nothing.
      await this.pending.clear(tenantId, pending.records).catch((err: unknown) =>
        this.deps.log.warn('gitops pending waves not cleared; the next export clears them', {
          tenantId,
          error: String(err),
        }),
      );
      await this.record(tenantId, {
        commit,
        exportedAt: attemptedAt,
        attemptedAt,
        clusters,
        skipped,
        error: null,
      });
      this.deps.log.info('gitops export', {
        tenantId,
        commit,
        clusters,
        changed,
        skipped: layout.skipped.length,
      });
      return { status: changed ? 'exported' : 'unchanged', commit, clusters };
    } catch (err) {
      const { code, message } = timedOut
        ? {
            code: 'timeout',
            message: `the export did not finish within ${timeoutMs / 1000} s; the next pass tries again`,
          }
        : describe(err);
      const last = (await this.deps.docs.read(tenantId, GITOPS_EXPORT_ID))?.doc as
        GitOpsExportDocument | undefined;
      await this.record(tenantId, {
        commit: last?.commit ?? null,
        exportedAt: last?.exportedAt ?? null,
        attemptedAt,
        clusters: last?.clusters ?? clusters,
        skipped: last?.skipped ?? skipped,
        error: { code, message, since: last?.error?.code === code ? last.error.since : attemptedAt },
      });
      // The event the "GitOps export failing" alert counts; the message never carries the credential.
      // `detail`, not `message`: a field named message would replace the event's name in the log line.
      this.deps.log.error(LogEvents.gitopsExportFailed.name, {
        tenantId,
        code,
        detail: code === 'internal' ? String(err) : message,
        url: target.url,
      });
      return { status: 'failed', code, message };
    } finally {
      clearTimeout(timer);
      deadline.abort();
    }
  }

  private async hydrateAll(tenantId: string): Promise<ClusterInput[]> {
    const inputs: ClusterInput[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.deps.clusters.query(tenantId, {
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const { doc } of page.items) {
        const hydration = await this.deps.hydrate(tenantId, doc);
        inputs.push({ clusterId: doc.id, extensions: hydration.extensions });
      }
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return inputs;
  }

  private remote(
    target: GitOpsTargetDocument,
    credential: GitCredential | undefined,
    signal: AbortSignal,
  ): GitRemote {
    const key = createHash('sha256')
      .update(`${target.tenantId}\n${target.url}\n${target.branch}`)
      .digest('hex');
    const cacheDir = join(this.deps.cacheRoot, key.slice(0, 32));
    if (this.deps.remoteFor) return this.deps.remoteFor(target, credential, cacheDir);
    if (target.url.startsWith('file://')) {
      if (!this.deps.fileRoot) {
        throw new GitRemoteError(
          'refused',
          'file:// repositories are only exported to on the embedded default',
        );
      }
      return new FileGitRemote(target.url, target.branch, this.deps.fileRoot(target.tenantId));
    }
    const http = gitHttpClient(this.deps.egress, this.deps.httpLimits ?? DEFAULT_GIT_HTTP_LIMITS, signal);
    return new HttpGitRemote(target.url, target.branch, cacheDir, credential, http);
  }

  private async publish(
    remote: GitRemote,
    target: GitOpsTargetDocument,
    files: Map<string, string>,
    tenantId: string,
    clusters: number,
    waves: PinChange[],
  ): Promise<{ commit: string; changed: boolean }> {
    const objects = new GitObjects(remote.gitdir);
    const folder = target.path === '' ? [] : target.path.split('/');
    for (let attempt = 1; ; attempt++) {
      const head = await remote.sync();
      // Written after the sync: a fresh cache directory is initialised by it.
      const subtree = await objects.writeFiles(files);
      const headTree = await objects.treeOf(head);
      const tree = await objects.replace(headTree, folder, subtree);
      if (head && tree === headTree) return { commit: head, changed: false };
      const changes = await changedFolders(objects, await objects.subtree(headTree, folder), subtree);
      const commit = await objects.commit({
        tree,
        parent: head,
        message: commitMessage(tenantId, clusters, changes, waves),
        at: this.deps.clock.now(),
      });
      if ((await remote.publish(commit, head)) === 'published') return { commit, changed: true };
      if (attempt >= MAX_PUBLISH_ATTEMPTS) {
        throw new GitRemoteError(
          'refused',
          `${target.branch} kept moving while exporting (${attempt} attempts); the next export tries again`,
        );
      }
    }
  }

  private async record(tenantId: string, state: GitOpsExport): Promise<void> {
    const doc: GitOpsExportDocument = { id: GITOPS_EXPORT_ID, tenantId, ...state };
    await this.deps.docs.upsert(doc);
  }
}

/**
 * The error as the tenant's readers see it. Ours (the remote's, the credential's, a claim's) say
 * what to do; anything else may carry text we did not write, so it stays in the log only.
 */
function describe(err: unknown): { code: string; message: string } {
  if (err instanceof GitRemoteError) return { code: err.code, message: err.message };
  if (err instanceof CredentialError) return { code: 'credential', message: err.message };
  if (err instanceof Problem && err.status === 409)
    return { code: 'conflict', message: err.detail ?? err.message };
  return { code: 'internal', message: 'the export failed inside the control plane; its log has the detail' };
}

/**
 * Exports every tenant, EXPORT_CONCURRENCY at a time, each under its own deadline: a slow or
 * hanging remote delays its own tenant only, and one tenant's failure never stops the others.
 */
export async function exportTenants(
  tenants: string[],
  exportOne: (tenantId: string) => Promise<unknown>,
  concurrency = EXPORT_CONCURRENCY,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tenants.length) {
      const tenantId = tenants[next++]!;
      await exportOne(tenantId).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tenants.length) }, worker));
}

/** Second-level folders that differ (`clusters/c-1`, `assignments/web`), for the commit message. */
async function changedFolders(
  objects: GitObjects,
  before: string | undefined,
  after: string,
): Promise<string[]> {
  const byName = (entries: TreeEntry[]) => new Map(entries.map((e) => [e.path, e]));
  const changed: string[] = [];
  const [old, now] = [byName(await objects.entries(before)), byName(await objects.entries(after))];
  for (const top of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(top);
    const b = now.get(top);
    if (a?.oid === b?.oid) continue;
    if (a?.type !== 'tree' || b?.type !== 'tree') {
      changed.push(top);
      continue;
    }
    const [ea, eb] = [byName(await objects.entries(a.oid)), byName(await objects.entries(b.oid))];
    for (const name of new Set([...ea.keys(), ...eb.keys()])) {
      if (ea.get(name)?.oid !== eb.get(name)?.oid) changed.push(`${top}/${name}`);
    }
  }
  return changed.sort();
}

const MAX_LISTED_CHANGES = 200;

/** Groups pin changes by rollout, stage and action, clusters sorted and unique. */
export function mergeWaves(changes: PinChange[]): PinChange[] {
  const byKey = new Map<string, PinChange>();
  for (const change of changes) {
    const key = `${change.rolloutId}\n${change.stage}\n${change.action}`;
    const known = byKey.get(key);
    byKey.set(key, {
      ...change,
      clusters: [...new Set([...(known?.clusters ?? []), ...change.clusters])].sort(),
    });
  }
  return [...byKey.values()];
}

function describeWave(wave: PinChange): string {
  return wave.action === 'rollback'
    ? `rollout ${wave.rolloutId}: roll back (${wave.clusters.length} clusters)`
    : `rollout ${wave.rolloutId}: stage ${wave.stage} (${wave.clusters.length} clusters)`;
}

function commitMessage(
  tenantId: string,
  clusters: number,
  changes: string[],
  changesOfPins: PinChange[],
): string {
  const waves = mergeWaves(changesOfPins);
  const subject =
    waves.length === 1
      ? describeWave(waves[0]!)
      : waves.length > 1
        ? `rollouts: ${waves.map(describeWave).join('; ')}`
        : `arcbridge: desired state of tenant ${tenantId} (${clusters} clusters)`;
  const lines = [subject, ''];
  for (const wave of waves) {
    lines.push(
      `${describeWave(wave)}:`,
      ...wave.clusters.slice(0, MAX_LISTED_CHANGES).map((c) => `  ${c}`),
      ...(wave.clusters.length > MAX_LISTED_CHANGES
        ? [`  ... and ${wave.clusters.length - MAX_LISTED_CHANGES} more`]
        : []),
      '',
    );
  }
  lines.push(
    'Changed:',
    ...changes.slice(0, MAX_LISTED_CHANGES).map((c) => `  ${c}`),
    ...(changes.length > MAX_LISTED_CHANGES ? [`  ... and ${changes.length - MAX_LISTED_CHANGES} more`] : []),
  );
  return lines.join('\n');
}
