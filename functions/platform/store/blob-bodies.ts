import { ContainerClient, RestError } from '@azure/storage-blob';
import type { StoragePipelineOptions } from '@azure/storage-blob';
import type { TokenCredential } from '@azure/core-auth';

/** A stored body blob, as listed. */
export interface BodyBlobInfo {
  name: string;
  lastModified: Date;
}

/**
 * Where the Azure Store keeps document bodies too large for a Cosmos DB item (large-bodies.ts).
 * Blobs are written once under a fresh name and never overwritten, so a reader holding an older
 * name reads exactly the version it was pointed at, or nothing.
 */
export interface BodyBlobs {
  /** Writes a new blob; fails if the name exists. */
  upload(name: string, body: Buffer): Promise<void>;
  /** The blob's bytes, or undefined when it does not exist (any more). */
  download(name: string): Promise<Buffer | undefined>;
  /** Deletes the blob; a missing blob is not an error. */
  delete(name: string): Promise<void>;
  list(prefix: string): Promise<BodyBlobInfo[]>;
}

export type AzureBlobBodiesOptions = (
  | {
      /** e.g. `https://<account>.blob.core.windows.net`; with DefaultAzureCredential (managed identity) in Azure. */
      endpoint: string;
      credential: TokenCredential;
    }
  | {
      /** Azurite only (`UseDevelopmentStorage=true` or the well-known dev account); Azure uses a credential. */
      connectionString: string;
    }
) & {
  containerName: string;
  /** Dev/emulator mode: create the container. In Azure, Bicep does. */
  createIfNotExists?: boolean;
  pipeline?: StoragePipelineOptions;
};

/** BodyBlobs on Azure Blob Storage (`@azure/storage-blob`; its own retry policy handles transient failures). */
export class AzureBlobBodies implements BodyBlobs {
  private constructor(private readonly container: ContainerClient) {}

  static async open(options: AzureBlobBodiesOptions): Promise<AzureBlobBodies> {
    const container =
      'connectionString' in options
        ? new ContainerClient(options.connectionString, options.containerName, options.pipeline)
        : new ContainerClient(
            `${options.endpoint.replace(/\/+$/, '')}/${options.containerName}`,
            options.credential,
            options.pipeline,
          );
    if (options.createIfNotExists) await container.createIfNotExists();
    return new AzureBlobBodies(container);
  }

  async upload(name: string, body: Buffer): Promise<void> {
    await this.container.getBlockBlobClient(name).uploadData(body, {
      blobHTTPHeaders: { blobContentType: 'application/json' },
      // Never replace a body: a name is one version, forever.
      conditions: { ifNoneMatch: '*' },
    });
  }

  async download(name: string): Promise<Buffer | undefined> {
    try {
      return await this.container.getBlockBlobClient(name).downloadToBuffer();
    } catch (err) {
      if (err instanceof RestError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    await this.container.getBlockBlobClient(name).deleteIfExists();
  }

  async list(prefix: string): Promise<BodyBlobInfo[]> {
    const found: BodyBlobInfo[] = [];
    for await (const blob of this.container.listBlobsFlat({ prefix })) {
      found.push({ name: blob.name, lastModified: blob.properties.lastModified });
    }
    return found;
  }
}
