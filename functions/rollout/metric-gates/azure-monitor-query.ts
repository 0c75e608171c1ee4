import type { TokenCredential } from '@azure/core-auth';
import { createHttpHeaders } from '@azure/core-rest-pipeline';
import type { HttpClient, PipelineRequest, PipelineResponse } from '@azure/core-rest-pipeline';
import { LogsQueryClient, LogsQueryResultStatus } from '@azure/monitor-query-logs';
import type { LogsTable } from '@azure/monitor-query-logs';
import { egressRequest } from '../../../contract/egress-http';
import type { EgressPolicy } from '../../../contract/egress-policy';
import type { QueryOutcome } from './query-outcome';
import { errorText, QUERY_LIMITS } from './query-outcome';

/** The Logs query API of the public cloud (the SDK's default, with the version it appends). */
export const AZURE_MONITOR_LOGS_ENDPOINT = 'https://api.loganalytics.io/v1';

export interface AzureMonitorAccess {
  /** The control plane's identity (its managed identity in Azure): it needs Log Analytics Reader. */
  credential: TokenCredential;
  /** Default AZURE_MONITOR_LOGS_ENDPOINT. */
  endpoint?: string;
  /** CAs trusted besides the public roots (a private endpoint behind a corporate TLS proxy). */
  trustedCaPems?: string[];
}

export interface AzureMonitorTarget {
  workspaceId?: string | undefined;
  resourceId?: string | undefined;
  timespanMinutes: number;
}

/**
 * One KQL query over Log Analytics (`queryWorkspace`) or in an Application Insights resource's
 * context (`queryResource`), with Microsoft's `@azure/monitor-query-logs`. The SDK's requests go
 * through the egress policy (our HttpClient), and it does not retry: a failing query halts the
 * rollout with its error, and a retry loop with real-time back-off would hold the reconcile pass.
 * The answer must be one row; its last column (where `summarize` puts the aggregate) is the value.
 */
export async function azureMonitorQuery(
  egress: EgressPolicy,
  access: AzureMonitorAccess,
  target: AzureMonitorTarget,
  query: string,
): Promise<QueryOutcome> {
  const client = new LogsQueryClient(access.credential, {
    endpoint: access.endpoint ?? AZURE_MONITOR_LOGS_ENDPOINT,
    httpClient: egressHttpClient(egress, access.trustedCaPems),
    retryOptions: { maxRetries: 0 },
  });
  const timespan = { duration: `PT${target.timespanMinutes}M` };
  const options = { serverTimeoutInSeconds: QUERY_LIMITS.timeoutMs / 1000 };
  try {
    const result = target.workspaceId
      ? await client.queryWorkspace(target.workspaceId, query, timespan, options)
      : // The SDK puts the id after `/v1/` as given: a leading slash would make `/v1//subscriptions`.
        await client.queryResource(target.resourceId!.replace(/^\/+/, ''), query, timespan, options);
    if (result.status !== LogsQueryResultStatus.Success) {
      return { error: `Azure Monitor answered a partial result: ${result.partialError.message}` };
    }
    return valueOf(result.tables[0]);
  } catch (err) {
    return { error: `Azure Monitor query failed: ${errorText(err)}` };
  }
}

function valueOf(table: LogsTable | undefined): QueryOutcome {
  const rows = table?.rows ?? [];
  if (rows.length !== 1 || rows[0]!.length === 0) {
    return { error: `the query answered ${rows.length} rows; it must answer exactly one (summarize it)` };
  }
  const value = rows[0]!.at(-1);
  return {
    value:
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
  };
}

/** The Azure SDK's HTTP port, served by egressRequest: every address checked, deadline and size cap. */
export function egressHttpClient(egress: EgressPolicy, trustedCaPems?: string[]): HttpClient {
  return {
    async sendRequest(request: PipelineRequest): Promise<PipelineResponse> {
      const body =
        typeof request.body === 'string'
          ? new TextEncoder().encode(request.body)
          : request.body === undefined || request.body === null
            ? undefined
            : (() => {
                throw new Error('only string request bodies are sent');
              })();
      const res = await egressRequest(egress, request.url, {
        method: request.method,
        headers: request.headers.toJSON(),
        ...(body ? { body } : {}),
        maxBytes: QUERY_LIMITS.maxBytes,
        timeoutMs: QUERY_LIMITS.timeoutMs,
        ...(trustedCaPems ? { extraCaPems: trustedCaPems } : {}),
        ...(request.abortSignal ? { signal: request.abortSignal as AbortSignal } : {}),
      });
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) chunks.push(chunk);
      const headers = createHttpHeaders();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      return { request, status: res.status, headers, bodyAsText: Buffer.concat(chunks).toString('utf8') };
    },
  };
}
