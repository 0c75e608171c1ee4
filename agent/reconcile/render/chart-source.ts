import { createHash } from 'node:crypto';
import type { DesiredExtension } from '../../../contract/desired';
import { RenderError } from './port';

/** A packaged chart (.tgz) and the digest that `source.digest` pins. */
export interface ChartArchive {
  archive: Buffer;
  /**
   * `sha256:<hex>`: of the .tgz for an HTTP repository (the `digest` of its index.yaml entry), of
   * the manifest for an OCI registry (the OCI distribution spec's content digest of the artifact).
   */
  digest: string;
  /** Where it came from, for messages. */
  origin: string;
}

/** Downloads a chart without running helm, so the agent verifies and unpacks it itself. */
export interface ChartSource {
  fetch(extension: DesiredExtension): Promise<ChartArchive>;
}

/** Repositories by URL scheme: `oci://` registries, `http(s)://` index.yaml repositories. */
export class ChartSourceByScheme implements ChartSource {
  constructor(
    private readonly repository: ChartSource,
    private readonly registry: ChartSource,
  ) {}

  fetch(extension: DesiredExtension): Promise<ChartArchive> {
    return extension.source.url.startsWith('oci://')
      ? this.registry.fetch(extension)
      : this.repository.fetch(extension);
  }
}

export function sha256Digest(content: Buffer): string {
  return `sha256:${createHash('sha256').update(content).digest('hex')}`;
}

/** Refuses a chart whose digest differs from the pin, before anything is unpacked. */
export function verifyChartDigest(extension: DesiredExtension, chart: ChartArchive): void {
  const pinned = extension.source.digest;
  if (pinned && chart.digest !== pinned) {
    throw new RenderError(
      `digest mismatch: ${chart.origin} has ${chart.digest}, desired state pins ${pinned}`,
    );
  }
}
