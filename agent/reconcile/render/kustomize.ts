import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { DesiredExtension } from '../../../contract/desired';
import type { KubeObject } from '../../kube/port';
import { verifyDigest } from './fetch-source';
import { refuseRemoteReferences } from './kustomize-references';
import type { CommandRunner, Renderer, SourceFetcher } from './port';
import { RenderError } from './port';
import type { ArchiveLimits } from './untar';
import { DEFAULT_ARCHIVE_LIMITS, extractTarGz } from './untar';
import { parseObjects } from './yaml-objects';

export interface KustomizeBinary {
  /** `kustomize` (the image ships it) or `kubectl`. */
  command: string;
  /** Arguments before the target: ['build'] for kustomize, ['kustomize'] for kubectl. */
  args: string[];
}

/**
 * Kustomize from a .tar.gz source only: fetched, checked against its digest, unpacked with the
 * archive limits, every kustomization checked for remote references, and built at `path` with
 * loading restricted to the archive. Exec and alpha plugins and helm inflation stay off (their
 * flags are never passed), so a source cannot run a program on the agent.
 */
export class KustomizeRenderer implements Renderer {
  constructor(
    private readonly fetcher: SourceFetcher,
    private readonly runner: CommandRunner,
    private readonly binary: KustomizeBinary = { command: 'kustomize', args: ['build'] },
    private readonly workDir: string = tmpdir(),
    private readonly limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
  ) {}

  async render(extension: DesiredExtension): Promise<KubeObject[]> {
    const { url, path } = extension.source;
    if (!/\.(tar\.gz|tgz)$/.test(new URL(url).pathname)) {
      throw new RenderError(
        'a Kustomize source must be a .tar.gz archive (remote bases are not fetched); package the overlay and its bases',
      );
    }
    const archive = await this.fetcher.fetch(url);
    verifyDigest(extension, archive);
    const dir = mkdtempSync(join(this.workDir, 'kustomize-'));
    try {
      await extractTarGz(archive, dir, this.limits);
      const target = path ? resolve(dir, path) : dir;
      if (target !== dir && !target.startsWith(dir + sep))
        throw new RenderError(`source.path ${path} leaves the archive`);
      refuseRemoteReferences(dir);
      return await this.build(target, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }

  private async build(target: string, cwd: string): Promise<KubeObject[]> {
    const result = await this.runner.run(
      this.binary.command,
      [...this.binary.args, target, '--load-restrictor', 'LoadRestrictionsRootOnly'],
      { cwd },
    );
    if (result.code !== 0) {
      throw new RenderError(
        `${this.binary.command} ${this.binary.args.join(' ')} failed: ${result.stderr.trim().slice(0, 1000)}`,
      );
    }
    return parseObjects(result.stdout, 'kustomize output');
  }
}
