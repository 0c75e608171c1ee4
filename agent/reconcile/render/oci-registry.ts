import type { DesiredExtension } from '../../../contract/desired';
import { egressFetch } from '../../../contract/egress-http';
import type { EgressPolicy } from '../../../contract/egress-policy';
import type { ChartArchive, ChartSource } from './chart-source';
import { sha256Digest } from './chart-source';
import { readCapped } from './fetch-source';
import { RenderError } from './port';
import { DEFAULT_SOURCE_EGRESS, sourceProxyEnv } from './source-egress';

// Media types from Helm's registry client (HIP-0017, registered with IANA); charts pushed by
// tooling before Helm 3.8 carry the legacy layer type, which Helm still pulls.
const MANIFEST_TYPE = 'application/vnd.oci.image.manifest.v1+json';
const CHART_LAYER_TYPES = ['application/vnd.cncf.helm.chart.content.v1.tar+gzip', 'application/tar+gzip'];

type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

export interface OciRegistryOptions {
  /** Largest manifest and chart layer accepted, in bytes. */
  maxManifestBytes?: number;
  maxChartBytes?: number;
  /** `http://` instead of `https://` (helm's `--plain-http`), for a loopback registry in tests. */
  plainHttp?: boolean;
  timeoutMs?: number;
  /** What registries (and their token realms) may be; the agent's default refuses loopback and metadata. */
  egress?: EgressPolicy;
  fetch?: FetchFn;
}

/**
 * Pulls a Helm chart from an OCI registry over the distribution API (anonymous pulls, with the
 * bearer-token challenge public registries answer with), so the agent knows the manifest digest
 * that `source.digest` pins and verifies the layer's own digest.
 */
export class OciRegistryClient implements ChartSource {
  private readonly maxManifestBytes: number;
  private readonly maxChartBytes: number;
  private readonly scheme: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: FetchFn;

  constructor(options: OciRegistryOptions = {}) {
    this.maxManifestBytes = options.maxManifestBytes ?? 4 * 1024 * 1024;
    this.maxChartBytes = options.maxChartBytes ?? 16 * 1024 * 1024;
    this.scheme = options.plainHttp ? 'http' : 'https';
    this.timeoutMs = options.timeoutMs ?? 30_000;
    const egress = options.egress ?? DEFAULT_SOURCE_EGRESS;
    // The largest answer is a chart layer; readCapped holds each download to its own cap.
    const maxBytes = Math.max(this.maxManifestBytes, this.maxChartBytes);
    this.fetchFn =
      options.fetch ??
      ((url, init) =>
        egressFetch(egress, url, {
          headers: (init?.headers ?? {}) as Record<string, string>,
          maxBytes,
          timeoutMs: this.timeoutMs,
          ...(init?.signal ? { signal: init.signal } : {}),
          ...sourceProxyEnv(),
        }));
  }

  async fetch(extension: DesiredExtension): Promise<ChartArchive> {
    const { host, repository } = parseReference(extension);
    // OCI tags cannot hold '+', so Helm pushes semver build metadata with '_' instead.
    const tag = extension.version.replace(/\+/g, '_');
    const base = `${this.scheme}://${host}/v2/${repository}`;
    const session = new TokenSession(this.fetchFn, this.timeoutMs);
    const manifestUrl = `${base}/manifests/${encodeURIComponent(tag)}`;
    const manifestBytes = await this.download(session, manifestUrl, this.maxManifestBytes, {
      accept: MANIFEST_TYPE,
    });
    // The OCI distribution spec: a manifest's digest is the sha256 of its bytes as served.
    const digest = sha256Digest(manifestBytes);
    const layer = chartLayer(manifestBytes, manifestUrl);
    if (layer.size > this.maxChartBytes)
      throw new RenderError(`chart layer is ${layer.size} bytes, over the ${this.maxChartBytes}-byte limit`);
    const archive = await this.download(session, `${base}/blobs/${layer.digest}`, this.maxChartBytes);
    if (sha256Digest(archive) !== layer.digest)
      throw new RenderError(
        `digest mismatch: the chart layer of ${host}/${repository}:${tag} is not ${layer.digest}`,
      );
    return { archive, digest, origin: `oci://${host}/${repository}:${tag}` };
  }

  private async download(
    session: TokenSession,
    url: string,
    maxBytes: number,
    headers: Record<string, string> = {},
  ): Promise<Buffer> {
    const res = await session.get(url, headers);
    if (!res.ok) throw new RenderError(`cannot pull ${url}: HTTP ${res.status}`);
    return readCapped(res, url, maxBytes);
  }
}

function parseReference(extension: DesiredExtension): { host: string; repository: string } {
  const { url, chart } = extension.source;
  const ref = (chart ? `${url.replace(/\/+$/, '')}/${chart}` : url).slice('oci://'.length);
  const slash = ref.indexOf('/');
  const host = slash > 0 ? ref.slice(0, slash) : '';
  const repository = slash > 0 ? ref.slice(slash + 1) : '';
  // The distribution spec's repository name grammar; tags and digests come from version/digest.
  if (
    !host ||
    !/^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/.test(repository)
  )
    throw new RenderError(`oci://${ref} is not a valid OCI repository reference (oci://host/path/chart)`);
  return { host, repository };
}

function chartLayer(manifestBytes: Buffer, url: string): { digest: string; size: number } {
  let manifest: { layers?: Array<{ mediaType?: unknown; digest?: unknown; size?: unknown }> };
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as typeof manifest;
  } catch {
    throw new RenderError(`${url} is not a JSON manifest`);
  }
  const layer = manifest.layers?.find((l) => CHART_LAYER_TYPES.includes(String(l.mediaType)));
  if (!layer || typeof layer.digest !== 'string' || !/^sha256:[a-f0-9]{64}$/.test(layer.digest))
    throw new RenderError(`${url} is not a Helm chart (no sha256 chart layer)`);
  return { digest: layer.digest, size: typeof layer.size === 'number' ? layer.size : 0 };
}

/**
 * Anonymous pulls: a 401 with `WWW-Authenticate: Bearer realm=...,service=...,scope=...` is
 * answered by fetching a token from the realm (Docker's token protocol, used by ghcr.io, Docker
 * Hub, ACR and ECR public) and retrying once with it.
 */
class TokenSession {
  private token: string | undefined;

  constructor(
    private readonly fetchFn: FetchFn,
    private readonly timeoutMs: number,
  ) {}

  async get(url: string, headers: Record<string, string>): Promise<Response> {
    const first = await this.request(url, headers);
    if (first.status !== 401) return first;
    const challenge = parseBearerChallenge(first.headers.get('www-authenticate') ?? '');
    if (!challenge) return first;
    const tokenUrl = new URL(challenge.realm);
    if (challenge.service) tokenUrl.searchParams.set('service', challenge.service);
    if (challenge.scope) tokenUrl.searchParams.set('scope', challenge.scope);
    const res = await this.request(tokenUrl.toString(), {});
    if (!res.ok) throw new RenderError(`registry token request failed: HTTP ${res.status}`);
    const body = (await res.json()) as { token?: string; access_token?: string };
    this.token = body.token ?? body.access_token;
    if (!this.token) throw new RenderError('registry token response has no token');
    return this.request(url, headers);
  }

  private async request(url: string, headers: Record<string, string>): Promise<Response> {
    try {
      return await this.fetchFn(url, {
        headers: this.token ? { ...headers, authorization: `Bearer ${this.token}` } : headers,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new RenderError(`cannot reach ${new URL(url).host}: ${(err as Error).message}`);
    }
  }
}

export function parseBearerChallenge(
  header: string,
): { realm: string; service?: string; scope?: string } | undefined {
  if (!/^bearer\s/i.test(header)) return undefined;
  const params = Object.fromEntries(
    [...header.slice(6).matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );
  if (!params.realm || !/^https?:\/\//.test(params.realm)) return undefined;
  return { realm: params.realm, service: params.service, scope: params.scope };
}
