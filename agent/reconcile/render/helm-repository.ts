import { parse } from 'yaml';
import type { DesiredExtension } from '../../../contract/desired';
import type { ChartArchive, ChartSource } from './chart-source';
import { sha256Digest } from './chart-source';
import type { SourceFetcher } from './port';
import { RenderError } from './port';

interface IndexEntry {
  version?: unknown;
  urls?: unknown;
  digest?: unknown;
}

/**
 * A classic Helm chart repository: `index.yaml` lists each chart version with its package URLs
 * (absolute, or relative to the repository) and the package's sha256 (`digest`, hex).
 */
export class HelmRepositoryClient implements ChartSource {
  constructor(
    private readonly indexFetcher: SourceFetcher,
    private readonly chartFetcher: SourceFetcher,
  ) {}

  async fetch(extension: DesiredExtension): Promise<ChartArchive> {
    const { url, chart } = extension.source;
    if (!chart) throw new RenderError('a Helm extension from an HTTP repository needs source.chart');
    const repo = url.replace(/\/+$/, '');
    const indexText = (await this.indexFetcher.fetch(`${repo}/index.yaml`)).toString('utf8');
    let index: { entries?: Record<string, IndexEntry[] | undefined> };
    try {
      // Every scalar stays a string: `version: 1.10` must not become 1.1, a digest of digits not a number.
      index = parse(indexText, { schema: 'failsafe', maxAliasCount: 100 }) as typeof index;
    } catch (err) {
      throw new RenderError(`${repo}/index.yaml is not valid YAML: ${(err as Error).message}`);
    }
    const entry = index?.entries?.[chart]?.find((e) => String(e.version) === extension.version);
    if (!entry)
      throw new RenderError(`chart ${chart} version ${extension.version} is not in ${repo}/index.yaml`);
    const first = Array.isArray(entry.urls) ? entry.urls[0] : undefined;
    if (typeof first !== 'string')
      throw new RenderError(`${repo}/index.yaml lists no URL for ${chart} ${extension.version}`);
    const packageUrl = new URL(first, `${repo}/`).toString();
    if (!/^https?:\/\//.test(packageUrl)) throw new RenderError(`chart URL ${packageUrl} is not http(s)`);
    const archive = await this.chartFetcher.fetch(packageUrl);
    const digest = sha256Digest(archive);
    // The index's own digest guards the download even when the desired state pins nothing.
    if (typeof entry.digest === 'string' && entry.digest !== '' && `sha256:${entry.digest}` !== digest) {
      throw new RenderError(
        `digest mismatch: ${packageUrl} has ${digest}, ${repo}/index.yaml lists sha256:${entry.digest}`,
      );
    }
    return { archive, digest, origin: packageUrl };
  }
}
