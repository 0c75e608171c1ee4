import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { EgressError, egressRequest } from '../../contract/egress-http';
import type { EgressPolicy } from '../../contract/egress-policy';

export interface GitHttpLimits {
  /** Largest answer accepted from the remote (a ref advertisement or a pack), in bytes. */
  maxBytes: number;
  /** Deadline of one request, its body included. */
  timeoutMs: number;
}

/** Generous for a repository of rendered manifests, small next to the memory of the host. */
export const DEFAULT_GIT_HTTP_LIMITS: GitHttpLimits = { maxBytes: 256 * 1024 * 1024, timeoutMs: 60_000 };

/**
 * isomorphic-git's HTTP client, under the egress policy (contract/egress-http.ts) instead of its
 * own (which follows up to 10 redirects, https to http included, and buffers bodies whole). A
 * redirect is answered as it is: isomorphic-git then fails on the non-200 status, and the
 * operator sets the target's URL to where the repository is now.
 */
export interface EgressGitHttpClient extends HttpClient {
  /**
   * The last refusal, cap or deadline that cut a call short. isomorphic-git reports a body cut
   * off mid-way as a parse error; this says what really happened.
   */
  readonly failure: EgressError | undefined;
}

export function gitHttpClient(
  policy: EgressPolicy,
  limits: GitHttpLimits,
  signal?: AbortSignal,
): EgressGitHttpClient {
  let failure: EgressError | undefined;
  const noted = (err: unknown) => {
    if (err instanceof EgressError) failure = err;
    return err;
  };
  async function* watched(body: AsyncIterableIterator<Buffer>): AsyncIterableIterator<Buffer> {
    try {
      yield* body;
    } catch (err) {
      throw noted(err);
    }
  }
  return {
    get failure() {
      return failure;
    },
    async request(request: GitHttpRequest): Promise<GitHttpResponse> {
      const chunks: Uint8Array[] = [];
      if (request.body) for await (const chunk of request.body) chunks.push(chunk);
      const res = await egressRequest(policy, request.url, {
        method: request.method ?? 'GET',
        headers: request.headers ?? {},
        ...(request.body ? { body: Buffer.concat(chunks) } : {}),
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        ...(signal ? { signal } : {}),
      }).catch((err: unknown) => {
        throw noted(err);
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      return {
        url: request.url,
        method: request.method ?? 'GET',
        statusCode: res.status,
        // The remote's reason phrase is its own text: isomorphic-git puts it in error messages.
        statusMessage: '',
        headers,
        body: watched(res.body),
      };
    },
  };
}
