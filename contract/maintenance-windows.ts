import { z } from 'zod';
import { TenantId, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import { GroupPath } from './targeting';

/**
 * Maintenance windows: when the clusters of a group or label selector may be changed by a rollout.
 * A window opens at each time its cron expression names in its time zone and stays open for its
 * duration; a rollout sends a cluster its update only while one of the cluster's windows is open.
 */

export const MaintenanceWindowName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label: lowercase letters, digits and dashes')
  .meta({ id: 'MaintenanceWindowName', example: 'stores-night' });

export const PutMaintenanceWindowRequest = z
  .object({
    clusters: z
      .object({
        selector: z.string().max(2048).optional().describe('Kubernetes label selector, e.g. "site=store".'),
        groups: z
          .array(GroupPath)
          .min(1)
          .max(100)
          .optional()
          .describe('Group path prefixes: a cluster in one of them or below one of them.'),
      })
      .strict()
      .refine((c) => c.selector !== undefined || c.groups !== undefined, 'give a selector, groups or both')
      .describe('The clusters the window is for; both parts must match when both are given.'),
    schedule: z
      .string()
      .min(1)
      .max(256)
      .describe(
        'When the window opens: a cron expression (5 fields, or 6 with seconds first), e.g. "0 1 * * *" for 01:00 every day.',
      ),
    durationMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .describe('How long the window stays open after each opening.'),
    timeZone: z
      .string()
      .min(1)
      .max(64)
      .describe(
        'The IANA time zone the schedule is read in, e.g. Europe/Berlin (daylight saving time included).',
      ),
  })
  .strict()
  .meta({ id: 'PutMaintenanceWindowRequest' });
export type PutMaintenanceWindowRequest = z.infer<typeof PutMaintenanceWindowRequest>;

export const MaintenanceWindow = PutMaintenanceWindowRequest.extend({
  name: MaintenanceWindowName,
  generation: z.number().int().describe('Goes up by one with every change.'),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  openNow: z.boolean().describe('Whether the window is open at the time of the answer.'),
  nextOpenings: z
    .array(z.object({ opensAt: Timestamp, closesAt: Timestamp }))
    .describe('The current opening (if open) and the next ones, up to 3.'),
}).meta({ id: 'MaintenanceWindow' });
export type MaintenanceWindow = z.infer<typeof MaintenanceWindow>;

export const MaintenanceWindowList = z
  .object({ items: z.array(MaintenanceWindow) })
  .meta({ id: 'MaintenanceWindowList' });

const TenantParams = z.object({ tenantId: TenantId });
const WindowParams = TenantParams.extend({ name: MaintenanceWindowName });
const auth = {
  401: { description: 'Missing, invalid or expired credentials.' },
  403: { description: 'The caller may not act on this tenant.' },
};

export const maintenanceWindowEndpoints = {
  putMaintenanceWindow: defineEndpoint({
    name: 'putMaintenanceWindow',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/maintenance-windows/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'rollouts',
    summary: 'Create or replace a maintenance window (idempotent)',
    description:
      'Every violation is listed at once (422): a cron expression that does not parse, a time zone that does not exist, a bad selector. `If-Match` with the ETag of a read makes the write conditional. Running rollouts use the new window from their next pass.',
    params: WindowParams,
    body: PutMaintenanceWindowRequest,
    maxBodyBytes: 16 * 1024,
    requestHeaders: { 'If-Match': 'Write only if the window is still at this ETag (412 otherwise).' },
    responses: {
      200: {
        description: 'Updated (or unchanged)',
        schema: MaintenanceWindow,
        headers: { ETag: 'The version of the window.' },
      },
      201: {
        description: 'Created',
        schema: MaintenanceWindow,
        headers: { ETag: 'The version of the window.' },
      },
      400: { description: 'Malformed body' },
      ...auth,
      412: { description: 'The window changed since the ETag in If-Match' },
      413: { description: 'Body over 16 KiB' },
      422: { description: '`violations` lists every invalid field ({path, message}).' },
    },
  }),
  listMaintenanceWindows: defineEndpoint({
    name: 'listMaintenanceWindows',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/maintenance-windows',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: "List the tenant's maintenance windows with their next openings",
    params: TenantParams,
    responses: { 200: { description: 'The windows', schema: MaintenanceWindowList }, ...auth },
  }),
  getMaintenanceWindow: defineEndpoint({
    name: 'getMaintenanceWindow',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/maintenance-windows/{name}',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: 'One maintenance window, whether it is open and its next openings',
    params: WindowParams,
    responses: {
      200: {
        description: 'The window',
        schema: MaintenanceWindow,
        headers: { ETag: 'The version of the window.' },
      },
      ...auth,
      404: { description: 'No such window' },
    },
  }),
  deleteMaintenanceWindow: defineEndpoint({
    name: 'deleteMaintenanceWindow',
    method: 'DELETE',
    route: 'v1/tenants/{tenantId}/maintenance-windows/{name}',
    auth: 'operator',
    role: 'operator',
    tag: 'rollouts',
    summary: 'Delete a maintenance window; its clusters are no longer held by it',
    params: WindowParams,
    requestHeaders: { 'If-Match': 'Delete only if the window is still at this ETag (412 otherwise).' },
    responses: {
      204: { description: 'Deleted' },
      ...auth,
      404: { description: 'No such window' },
      412: { description: 'The window changed since the ETag in If-Match' },
    },
  }),
};
