import { z } from 'zod';
import { Timestamp } from './common';

/** `value <op> <number>`: how a health query's value is judged (docs/rollouts.md#metric-gates). */
export const HEALTHY_WHEN = /^value\s*(<=|>=|==|!=|<|>)\s*(-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)$/;

const query = z
  .string()
  .min(1)
  .max(4096)
  .describe(
    "The query, with {{clusterIds}}, {{clusterNames}} or {{labels.<key>}} standing for the stage's clusters (unquoted: each becomes an escaped literal, see docs/rollouts.md#metric-gates).",
  );

export const PrometheusHealthQuery = z
  .object({
    url: z
      .string()
      .max(2048)
      .regex(/^https?:\/\//, 'an https:// URL (http:// only where an operator allowed it)')
      .describe(
        'Base URL of the Prometheus HTTP API (the instant query is GET <url>/api/v1/query): https://, or http:// to an address or host an operator allowed with ARCBRIDGE_EGRESS_ALLOW.',
      ),
    query: query.describe(
      'PromQL answering one sample; {{...}} become regular-expression string literals for =~ matchers, e.g. cluster=~{{clusterIds}}.',
    ),
  })
  .strict()
  .meta({ id: 'PrometheusHealthQuery' });

export const AzureMonitorHealthQuery = z
  .object({
    workspaceId: z.guid().optional().describe('Log Analytics workspace (customer) id.'),
    resourceId: z
      .string()
      .max(1024)
      .regex(
        /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/[^/]+\/[^/]+\/[^/]+$/i,
        'an Azure resource id, e.g. /subscriptions/<id>/resourceGroups/<rg>/providers/microsoft.insights/components/<name>',
      )
      .optional()
      .describe('Or the resource queried in its own context: an Application Insights component.'),
    query: query.describe(
      'KQL answering one row whose last column is the value; {{...}} become dynamic string arrays, e.g. where Cluster in ({{clusterIds}}).',
    ),
    timespanMinutes: z
      .number()
      .int()
      .min(1)
      .max(43_200)
      .default(60)
      .describe('How far back from now the query looks.'),
  })
  .strict()
  .refine(
    (q) => (q.workspaceId === undefined) !== (q.resourceId === undefined),
    'give exactly one of workspaceId or resourceId',
  )
  .meta({ id: 'AzureMonitorHealthQuery' });

export const HealthCheck = z
  .object({
    name: z.string().regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/),
    prometheus: PrometheusHealthQuery.optional(),
    azureMonitor: AzureMonitorHealthQuery.optional(),
    healthyWhen: z
      .string()
      .max(64)
      .regex(HEALTHY_WHEN, "a comparison of the value with a number, e.g. 'value < 0.05'")
      .describe("e.g. 'value < 0.05'; anything else (another value, no value, an error) halts the rollout."),
  })
  .strict()
  .refine(
    (check) => (check.prometheus === undefined) !== (check.azureMonitor === undefined),
    'give exactly one of prometheus or azureMonitor',
  )
  .meta({ id: 'HealthCheck' });
export type HealthCheck = z.infer<typeof HealthCheck>;

export const HealthCheckState = z.enum(['Pending', 'Healthy', 'Unhealthy', 'Failed']);
export type HealthCheckState = z.infer<typeof HealthCheckState>;

export const HealthCheckView = z
  .object({
    stage: z.string().describe('The stage whose clusters the query judges.'),
    name: z.string(),
    provider: z.enum(['prometheus', 'azureMonitor']),
    query: z.string().describe('As sent, the placeholders filled in (the template until it is run).'),
    healthyWhen: z.string(),
    state: HealthCheckState.describe(
      'Pending until the stage has baked; Unhealthy or Failed halted the rollout.',
    ),
    value: z.string().nullable().describe('The value the query answered, verbatim.'),
    error: z.string().nullable().describe('Why the query gave no value it could be judged by.'),
    at: Timestamp.nullable().describe('When the query ran.'),
  })
  .meta({ id: 'HealthCheckView' });
export type HealthCheckView = z.infer<typeof HealthCheckView>;
