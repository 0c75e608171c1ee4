import { tmpdir } from 'node:os';
import { ProcessCommandRunner } from './command-runner';
import { HttpSourceFetcher } from './fetch-source';
import { HelmRenderer } from './helm';
import type { KustomizeBinary } from './kustomize';
import { KustomizeRenderer } from './kustomize';
import { ManifestRenderer } from './manifest';
import type { CommandRunner, Renderer, SourceFetcher } from './port';
import { RendererByKind } from './router';

export interface RendererOptions {
  fetcher?: SourceFetcher;
  runner?: CommandRunner;
  kustomize?: KustomizeBinary;
  helmCommand?: string;
  workDir?: string;
}

/** Manifests, Kustomize and Helm, each with its injected fetcher and command runner. */
export function createRenderer(options: RendererOptions = {}): Renderer {
  const fetcher = options.fetcher ?? new HttpSourceFetcher();
  const runner = options.runner ?? new ProcessCommandRunner();
  const workDir = options.workDir ?? tmpdir();
  return new RendererByKind({
    manifest: new ManifestRenderer(fetcher),
    kustomize: new KustomizeRenderer(fetcher, runner, options.kustomize, workDir),
    helm: new HelmRenderer(runner, options.helmCommand, workDir),
  });
}
