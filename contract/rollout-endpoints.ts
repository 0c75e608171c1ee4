import { z } from 'zod';
import { TenantId } from './common';
import { defineEndpoint } from './endpoint';
import {
  ApprovalDecision,
  CreateRolloutRequest,
  RolloutList,
  RolloutSettings,
  RolloutView,
} from './rollouts';

export const RolloutId = z
  .string()
  .regex(/^r-[a-z0-9]{1,12}-[a-f0-9]{8}$/, 'a rollout id (r-...) as printed when the rollout was started')
  .meta({ id: 'RolloutId', example: 'r-mi9x2k1a-3f9a0b1c' });

const TenantParams = z.object({ tenantId: TenantId });
const RolloutParams = z.object({ tenantId: TenantId, rolloutId: RolloutId });
const auth = {
  401: { description: 'Missing or invalid token' },
  403: { description: 'Tenant or role not covered' },
};
const notFound = { 404: { description: 'No such rollout' } };

function action(name: 'pause' | 'resume' | 'rollback' | 'cancel', summary: string, conflict: string) {
  return defineEndpoint({
    name: `${name}Rollout`,
    method: 'POST',
    route: `v1/tenants/{tenantId}/rollouts/{rolloutId}/${name}`,
    auth: 'operator',
    role: 'operator',
    tag: 'rollouts',
    summary,
    params: RolloutParams,
    responses: {
      200: { description: 'The rollout after the action', schema: RolloutView },
      ...auth,
      ...notFound,
      409: { description: conflict },
    },
  });
}

function decision(name: 'approve' | 'reject', summary: string) {
  return defineEndpoint({
    name: `${name}Rollout`,
    method: 'POST',
    route: `v1/tenants/{tenantId}/rollouts/{rolloutId}/${name}`,
    auth: 'operator',
    // Who may decide is the stage's approver list (roles or principals), checked by the service.
    role: 'reader',
    tag: 'rollouts',
    summary,
    params: RolloutParams,
    body: ApprovalDecision,
    maxBodyBytes: 4 * 1024,
    responses: {
      200: { description: 'The rollout after the decision', schema: RolloutView },
      400: { description: 'Malformed body' },
      401: auth[401],
      403: {
        description:
          "Not one of the stage's approvers, or (fourEyesApproval) the operator who started the rollout",
      },
      ...notFound,
      409: { description: 'The rollout is not waiting for the approval of this stage' },
      422: { description: 'The rollout has no such stage, or the stage needs no approval' },
    },
  });
}

export const rolloutEndpoints = {
  createRollout: defineEndpoint({
    name: 'createRollout',
    method: 'POST',
    route: 'v1/tenants/{tenantId}/rollouts',
    auth: 'operator',
    role: 'operator',
    tag: 'rollouts',
    summary: 'Start a paced, staged rollout of an extension version to a target',
    description:
      'Plans the targeted clusters into stages, then sends each cluster its update at a reserved slot that respects the global, tenant, region and source-host caps. Halts (and with autoRollback, rolls back) when a stage exceeds the error budget or its gate is false.',
    params: TenantParams,
    body: CreateRolloutRequest,
    maxBodyBytes: 256 * 1024,
    responses: {
      201: { description: 'Started', schema: RolloutView },
      400: { description: 'Malformed body' },
      ...auth,
      409: {
        description:
          'A Running, Paused or WaitingForDeferred rollout of the same extension holds some of the targeted clusters: the problem names it (rolloutId, Location header). Cancel it and create again, or send supersede: true.',
      },
      422: {
        description:
          'Every problem at once: an unpublished version, a target, group or stage selector that matches no cluster (unless allowEmpty), values that violate the version schema or policies on a targeted cluster after assignment values and overlays, an invalid strategy',
      },
    },
  }),
  listRollouts: defineEndpoint({
    name: 'listRollouts',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/rollouts',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: 'List rollouts, newest id last, one page at a time',
    description:
      "50 rollouts a page. Each rollout's counts come from its summary, counted from its per-cluster records by the reconciler and by operator actions (see countsAsOf for how fresh they are), so a page costs one query however many clusters the rollouts have; GET of one rollout counts exactly and lists its failed and deferred clusters.",
    params: TenantParams,
    query: z.object({ continuationToken: z.string().max(4096).optional() }).strict(),
    responses: { 200: { description: 'A page of rollouts', schema: RolloutList }, ...auth },
  }),
  getRollout: defineEndpoint({
    name: 'getRollout',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/rollouts/{rolloutId}',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: 'Progress per stage, failures with the agent reason, and in words why it is waiting',
    params: RolloutParams,
    responses: { 200: { description: 'The rollout', schema: RolloutView }, ...auth, ...notFound },
  }),
  rolloutEvents: defineEndpoint({
    name: 'rolloutEvents',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/rollouts/{rolloutId}/events',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: 'Live progress as server-sent events (text/event-stream)',
    description:
      "Sends a 'progress' event with the rollout (as GET returns it) whenever it changes, a comment after 15 s without an event to keep proxies from closing the stream, and an 'end' event when the rollout reaches a final state. The rollout document is polled every second, so a change of state, stage or halt reason is sent within a second; counts come from the rollout's summary, which the reconcile pass refreshes about every 5 s while it runs. The per-cluster records are counted exactly on the first poll, at most every 30 s after it, and once when the rollout is final (the last progress event is exact); failures and deferred are those of the last exact count.",
    params: RolloutParams,
    responses: { 200: { description: 'text/event-stream of progress events' }, ...auth, ...notFound },
  }),
  pauseRollout: action(
    'pause',
    'Stop sending; updates not yet delivered go back to Pending',
    'Only a Running rollout can pause',
  ),
  resumeRollout: action('resume', 'Continue a paused rollout', 'Only a Paused rollout can resume'),
  cancelRollout: action(
    'cancel',
    'Stop sending and keep what was done: unsent clusters are cancelled, updated ones keep the version',
    'Only a Running, Paused or WaitingForDeferred rollout can be cancelled',
  ),
  approveRollout: decision('approve', 'Approve the stage the rollout waits for: it starts at once'),
  rejectRollout: decision(
    'reject',
    'Reject the stage the rollout waits for: the rollout halts (and rolls back with autoRollback)',
  ),
  getRolloutSettings: defineEndpoint({
    name: 'getRolloutSettings',
    method: 'GET',
    route: 'v1/tenants/{tenantId}/rollout-settings',
    auth: 'operator',
    role: 'reader',
    tag: 'rollouts',
    summary: "The tenant's rules for its rollouts (four eyes)",
    params: TenantParams,
    responses: {
      200: { description: 'The settings', schema: RolloutSettings, headers: { ETag: 'The version.' } },
      ...auth,
    },
  }),
  putRolloutSettings: defineEndpoint({
    name: 'putRolloutSettings',
    method: 'PUT',
    route: 'v1/tenants/{tenantId}/rollout-settings',
    auth: 'operator',
    role: 'admin',
    tag: 'rollouts',
    summary: "Replace the tenant's rules for its rollouts",
    params: TenantParams,
    body: RolloutSettings,
    maxBodyBytes: 4 * 1024,
    requestHeaders: { 'If-Match': 'Write only if the settings are still at this ETag (412 otherwise).' },
    responses: {
      200: { description: 'The settings', schema: RolloutSettings, headers: { ETag: 'The version.' } },
      400: { description: 'Malformed body' },
      ...auth,
      412: { description: 'The settings changed since the ETag in If-Match' },
    },
  }),
  rollbackRollout: action(
    'rollback',
    'One call: every touched cluster gets its previous spec back; nothing more is sent',
    'Never: rollback works from any state and is idempotent',
  ),
};
