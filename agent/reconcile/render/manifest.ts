import type { DesiredExtension } from '../../../contract/desired';
import type { KubeObject } from '../../kube/port';
import { sourceUrl, verifyDigest } from './fetch-source';
import type { Renderer, SourceFetcher } from './port';
import { parseObjects } from './yaml-objects';

/** Plain manifests: one YAML (or JSON) document stream at the source URL. */
export class ManifestRenderer implements Renderer {
  constructor(private readonly fetcher: SourceFetcher) {}

  async render(extension: DesiredExtension): Promise<KubeObject[]> {
    const url = sourceUrl(extension);
    const content = await this.fetcher.fetch(url);
    verifyDigest(extension, content);
    return parseObjects(content.toString('utf8'), url);
  }
}
