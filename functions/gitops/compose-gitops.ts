import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FleetDesiredService } from '../assignments';
import type { ClusterDocument } from '../clusters';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { Collection, Store } from '../platform/store/store';
import { FileGitCredentials, UnavailableGitCredentials } from './credentials';
import type { GitCredentials } from './credentials';
import { exportTenants, GitOpsExporter } from './exporter';
import type { ExporterDeps } from './exporter';
import { tenantRepositoryRoot } from './git-remote';
import { GitOpsTargetService } from './gitops-target-service';
import { GitOpsTargetClaims } from './target-claims';
import type { GitOpsClaimDocument } from './target-claims';
import { GitOpsWaves } from './waves';
import type { Collections } from './gitops-target-service';

export interface GitOpsServices {
  targets: GitOpsTargetService;
  exporter: GitOpsExporter;
  /** The rollout engine's Git path (pins wait while the remote fails; waves become commits). */
  waves: GitOpsWaves;
  /**
   * Exports every tenant that has a target (the timer's work), side by side, each under its own
   * deadline: one tenant's slow remote or failure never delays or stops the others.
   */
  exportAll(): Promise<void>;
}

/** Wires the GitOps path (called by compose.ts). */
export function composeGitOps(
  deps: {
    store: Store;
    clock: Clock;
    config: Config;
    log: Logger;
    fleet: FleetDesiredService;
    tenants: () => Promise<string[]>;
    /** The host's credential store (Key Vault in Azure and emulated mode). */
    credentials?: GitCredentials;
  },
  overrides: Partial<Pick<ExporterDeps, 'credentials' | 'remoteFor'>> = {},
): GitOpsServices {
  const { store, clock, config, log, fleet } = deps;
  const docs = store.collection('fleet') as Collections;
  const embedded = config.mode === 'embedded';
  const credentials: GitCredentials =
    deps.credentials ?? (embedded ? new FileGitCredentials(config.dataDir) : new UnavailableGitCredentials());
  const claims = new GitOpsTargetClaims(docs as unknown as Collection<GitOpsClaimDocument>);
  // file:// repositories only on the embedded default, each tenant's in its own folder.
  const fileRoot = embedded
    ? (tenantId: string) => tenantRepositoryRoot(config.dataDir, tenantId)
    : undefined;
  const exporter = new GitOpsExporter({
    docs,
    clusters: store.collection<ClusterDocument>('clusters'),
    hydrate: (tenantId, cluster) => fleet.hydrate(tenantId, cluster),
    credentials,
    // Azure Functions may write only to the temp dir; the embedded host (embedded and emulated
    // mode) keeps its state together in its data dir, which a test's or a user's cleanup removes.
    cacheRoot:
      config.mode === 'azure'
        ? join(tmpdir(), 'arcbridge-gitops-cache')
        : join(config.dataDir, 'gitops-cache'),
    egress: config.egress,
    httpLimits: { maxBytes: config.gitops.maxResponseBytes, timeoutMs: config.gitops.exportTimeoutMs },
    exportTimeoutMs: config.gitops.exportTimeoutMs,
    ...(fileRoot ? { fileRoot } : {}),
    claims,
    clock,
    log,
    ...overrides,
  });
  const targets = new GitOpsTargetService(docs, clock, fileRoot, claims, config.egress);
  return {
    targets,
    exporter,
    waves: new GitOpsWaves(
      exporter,
      async (tenantId) => (await targets.target(tenantId)) !== undefined,
      log,
      clock,
    ),
    async exportAll() {
      await exportTenants(await deps.tenants(), (tenantId) => exporter.export(tenantId));
    },
  };
}
