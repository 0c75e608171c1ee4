import { egressFetch } from '../../../contract/egress-http';
import type { EgressPolicy } from '../../../contract/egress-policy';
import { prometheusUrlProblem } from './prometheus-url';
import type { QueryOutcome } from './query-outcome';
import { errorText, QUERY_LIMITS } from './query-outcome';

/**
 * One instant query of the Prometheus HTTP API (`GET <url>/api/v1/query?query=...`, documented at
 * https://prometheus.io/docs/prometheus/latest/querying/api/#instant-queries), made under the
 * egress policy like every call made for a tenant. The answer must be one sample: a scalar, or a
 * vector of exactly one series (aggregate with sum/max, and add `or vector(0)` where no series
 * means zero). Prometheus's own error text is kept verbatim (capped); nothing else a remote says is.
 */
export async function prometheusInstantQuery(
  egress: EgressPolicy,
  baseUrl: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<QueryOutcome> {
  const refused = prometheusUrlProblem(egress, baseUrl);
  if (refused) return { error: `Prometheus query refused: ${refused}` };
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/api/v1/query`);
  url.searchParams.set('query', query);
  let res: Response;
  try {
    res = await egressFetch(egress, url.toString(), {
      headers: { accept: 'application/json', ...headers },
      maxBytes: QUERY_LIMITS.maxBytes,
      timeoutMs: QUERY_LIMITS.timeoutMs,
      maxRedirects: 0,
    });
  } catch (err) {
    return { error: `Prometheus query failed: ${errorText(err)}` };
  }
  let body: PrometheusResponse;
  try {
    body = (await res.json()) as PrometheusResponse;
  } catch {
    // Never the parser's message: it quotes the first bytes of whatever answered.
    return { error: `${url.host} answered HTTP ${res.status} without a Prometheus API answer (JSON)` };
  }
  if (body?.status !== 'success') {
    // Prometheus's own error (the API's documented error shape) is what fixes the query: kept
    // verbatim, capped. Any other answer is described in our words only (docs/security.md).
    if (body?.status === 'error' && typeof body.errorType === 'string' && typeof body.error === 'string') {
      return {
        error: `Prometheus answered HTTP ${res.status}: ${body.errorType.slice(0, 40)}: ${body.error.slice(0, 500)}`,
      };
    }
    return { error: `${url.host} answered HTTP ${res.status} without a Prometheus API answer` };
  }
  const data = body.data;
  if (data?.resultType === 'scalar' && Array.isArray(data.result)) {
    return sample(data.result[1]);
  }
  if (data?.resultType === 'vector' && Array.isArray(data.result)) {
    const samples = data.result as { value?: [number, string] }[];
    if (samples.length !== 1 || !Array.isArray(samples[0]?.value)) {
      return {
        error: `the query answered ${samples.length} series; it must answer exactly one (aggregate with sum or max, add 'or vector(0)' where no series means zero)`,
      };
    }
    return sample(samples[0].value[1]);
  }
  return {
    error: `the query answered a ${String(data?.resultType).slice(0, 20)}; it must answer a scalar or one series`,
  };
}

/** A sample's value as Prometheus writes it ("0.05", "NaN", "+Inf"); anything longer is no number. */
function sample(value: unknown): QueryOutcome {
  const text = String(value);
  return text.length <= 64 ? { value: text } : { error: 'the query answered a value that is not a number' };
}

interface PrometheusResponse {
  status?: string;
  errorType?: string;
  error?: string;
  data?: { resultType?: string; result?: unknown };
}
