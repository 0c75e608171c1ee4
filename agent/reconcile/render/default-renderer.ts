import { tmpdir } from 'node:os';
import type { EgressPolicy } from '../../../contract/egress-policy';
import type { ClusterCapabilities } from './capabilities';
import { ChartSourceByScheme } from './chart-source';
import { ProcessCommandRunner } from './command-runner';
import { HttpSourceFetcher } from './fetch-source';
import { HelmRenderer } from './helm';
import { HelmRepositoryClient } from './helm-repository';
import type { KustomizeBinary } from './kustomize';
import { KustomizeRenderer } from './kustomize';
import { ManifestRenderer } from './manifest';
import type { OciRegistryOptions } from './oci-registry';
import { OciRegistryClient } from './oci-registry';
import type { CommandRunner, Renderer, SourceFetcher } from './port';
import { RenderError } from './port';
import { RendererByKind } from './router';
import type { ArchiveLimits } from './untar';
import { DEFAULT_ARCHIVE_LIMITS } from './untar';

export interface RendererOptions {
  fetcher?: SourceFetcher;
  runner?: CommandRunner;
  kustomize?: KustomizeBinary;
  helmCommand?: string;
  workDir?: string;
  /** The target cluster's version and API versions for Helm; without it Helm extensions fail. */
  capabilities?: ClusterCapabilities;
  limits?: ArchiveLimits;
  oci?: OciRegistryOptions;
  /** What sources may be fetched from (default DEFAULT_SOURCE_EGRESS: no loopback, link-local or metadata). */
  egress?: EgressPolicy;
}

/** Helm extensions fail clearly (RenderFailed) when the composition root wired no discovery. */
const NO_CAPABILITIES: ClusterCapabilities = {
  kubeVersion: () => Promise.reject(new RenderError('no cluster discovery is wired')),
  apiVersions: () => Promise.reject(new RenderError('no cluster discovery is wired')),
};

/** Manifests, Kustomize and Helm, each with its injected fetcher and command runner. */
export function createRenderer(options: RendererOptions = {}): Renderer {
  const limits = options.limits ?? DEFAULT_ARCHIVE_LIMITS;
  const fetcher =
    options.fetcher ?? new HttpSourceFetcher(limits.maxCompressedBytes, undefined, options.egress);
  const runner = options.runner ?? new ProcessCommandRunner();
  const workDir = options.workDir ?? tmpdir();
  // Repository indexes of big public repositories run to tens of megabytes.
  const indexFetcher = options.fetcher ?? new HttpSourceFetcher(64 * 1024 * 1024, undefined, options.egress);
  const charts = new ChartSourceByScheme(
    new HelmRepositoryClient(indexFetcher, fetcher),
    new OciRegistryClient({
      maxChartBytes: limits.maxCompressedBytes,
      ...(options.egress ? { egress: options.egress } : {}),
      ...options.oci,
    }),
  );
  return new RendererByKind({
    manifest: new ManifestRenderer(fetcher),
    kustomize: new KustomizeRenderer(fetcher, runner, options.kustomize, workDir, limits),
    helm: new HelmRenderer({
      source: charts,
      runner,
      capabilities: options.capabilities ?? NO_CAPABILITIES,
      helmCommand: options.helmCommand,
      workDir,
      limits,
    }),
  });
}
