import { z } from 'zod';
import { SYNTHETIC_TENANT, isFleetTenant } from './reserved-tenant';

/** Tenant ids double as partition keys and appear in certificate SANs, so they are kept DNS-label-like. */
export const TenantId = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'lowercase letters, digits and dashes, 1-63 characters')
  .refine(isFleetTenant, `'${SYNTHETIC_TENANT}' is reserved for the control plane's synthetic check`)
  .meta({ id: 'TenantId', example: 'contoso' });

export const ClusterId = z
  .string()
  .regex(/^c-[a-z0-9]{26}$/, "the id returned by registration, e.g. 'c-' and 26 characters")
  .meta({ id: 'ClusterId', example: 'c-3f9kq2m7x1v8b4n6z0p5r2t7yw' });

/**
 * The name a cluster registers with (the NAME column; targeting's `name`), DNS-subdomain-like. The
 * agent's ArcBridgeCluster `spec.clusterName` is checked with this very schema (agent/deploy/crd.yaml
 * repeats its pattern and length for the API server; test/agent/deploy.test.ts holds them equal).
 */
export const ClusterName = z
  .string()
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/,
    'lowercase letters, digits, dots and dashes, starting and ending with a letter or digit',
  )
  .meta({ example: 'store-0042.eu' });

export const ExtensionName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label: lowercase letters, digits and dashes')
  .meta({ id: 'ExtensionName', example: 'ingress-nginx' });

/** Kubernetes label syntax: optional DNS-subdomain prefix, a name of at most 63 characters. */
const labelKey = z
  .string()
  .max(317)
  .regex(
    /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/,
    'a Kubernetes label key',
  );
const labelValue = z
  .string()
  .regex(/^([A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?)?$/, 'a Kubernetes label value');

export const Labels = z
  .record(labelKey, labelValue)
  .refine((labels) => Object.keys(labels).length <= 64, 'at most 64 labels')
  .meta({ id: 'Labels', example: { env: 'prod', 'topology.kubernetes.io/region': 'westeurope' } });

export { labelKey as LabelKey, labelValue as LabelValue };

export const Region = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes')
  .meta({ example: 'westeurope' });

export const Timestamp = z.iso.datetime({ offset: true }).meta({ example: '2026-11-22T10:00:00Z' });

export const ProblemDetails = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    violations: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .loose()
  .meta({ id: 'ProblemDetails', description: 'RFC 9457 problem details' });
