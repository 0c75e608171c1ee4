import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesiredExtension } from '../../../functions/api/desired';
import type { KubeObject } from '../../kube/port';
import { verifyDigest } from './fetch-source';
import type { CommandRunner, Renderer, SourceFetcher } from './port';
import { RenderError } from './port';
import { extractTarGz } from './untar';
import { parseObjects } from './yaml-objects';

export interface KustomizeBinary {
  /** `kustomize` (the image ships it) or `kubectl`. */
  command: string;
  /** Arguments before the target: ['build'] for kustomize, ['kustomize'] for kubectl. */
  args: string[];
}

/**
 * Kustomize: a .tar.gz source is fetched, checked against its digest, unpacked, and built at
 * `path`; any other URL is handed to kustomize as a remote target (which needs git).
 */
export class KustomizeRenderer implements Renderer {
  constructor(
    private readonly fetcher: SourceFetcher,
    private readonly runner: CommandRunner,
    private readonly binary: KustomizeBinary = { command: 'kustomize', args: ['build'] },
    private readonly workDir: string = tmpdir(),
  ) {}

  async render(extension: DesiredExtension): Promise<KubeObject[]> {
    const { url, path } = extension.source;
    if (/\.(tar\.gz|tgz)$/.test(new URL(url).pathname)) return this.renderArchive(extension, url, path);
    if (extension.source.digest) throw new RenderError('a digest pin needs a .tar.gz Kustomize source');
    const target = path ? `${url}//${path.replace(/^\/+/, '')}` : url;
    return this.build(target, undefined);
  }

  private async renderArchive(
    extension: DesiredExtension,
    url: string,
    path: string | undefined,
  ): Promise<KubeObject[]> {
    const archive = await this.fetcher.fetch(url);
    verifyDigest(extension, archive);
    const dir = mkdtempSync(join(this.workDir, 'kustomize-'));
    try {
      extractTarGz(archive, dir);
      return await this.build(path ? join(dir, path) : dir, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  private async build(target: string, cwd: string | undefined): Promise<KubeObject[]> {
    const result = await this.runner.run(
      this.binary.command,
      [...this.binary.args, target],
      cwd ? { cwd } : {},
    );
    if (result.code !== 0) {
      throw new RenderError(
        `${this.binary.command} ${this.binary.args.join(' ')} failed: ${result.stderr.trim().slice(0, 1000)}`,
      );
    }
    return parseObjects(result.stdout, 'kustomize output');
  }
}
