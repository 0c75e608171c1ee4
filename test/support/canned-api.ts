import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { AuditEventList } from '../../contract/audit';
import { ClusterExplanation } from '../../contract/assignments';
import { ExtensionVersion } from '../../contract/catalog';
import { ClusterDetail, ClusterList, ClusterSummary } from '../../contract/clusters';
import { GitOpsTarget } from '../../contract/gitops';
import { BootstrapTokenList } from '../../contract/registration';
import { ClusterRolloutState, RolloutList } from '../../contract/rollouts';
import { cliRunner } from './cli-runner';
import type { CliResult } from './cli-runner';

export const TENANT = 'contoso';
export const ID = 'c-0123456789abcdefghijklmnop';
export const BARE = 'c-nothingassignednothingassi';
export const NOW = new Date().toISOString();

/** Answers as the API may: each body is checked against the contract, with every value it may omit left empty. */
export const body = <T extends z.ZodType>(schema: T, value: z.input<T>): unknown => schema.parse(value);

const summary = (id: string) => ({
  id,
  tenantId: TENANT,
  name: id,
  region: null,
  labels: {},
  group: null,
  connectivity: 'Offline' as const,
  lastHeartbeat: null,
  agentVersion: null,
  kubernetesVersion: null,
  registeredAt: NOW,
  certificateExpiresAt: NOW,
});
const extension = (name: string) => ({
  name,
  kind: 'manifest' as const,
  version: '1.0.0',
  source: { url: 'https://example.com/app.yaml' },
  namespace: 'apps',
  values: {},
});
const detail = (id: string, extensions: ReturnType<typeof extension>[], status = {}) =>
  body(ClusterDetail, {
    ...summary(id),
    inventory: null,
    extensions,
    status,
    timeline: [],
    desiredGeneration: 1,
  });

/**
 * A control plane's answers to the CLI's reads, keyed `METHOD /path`, with every value the API
 * may leave empty left empty: null, {} or left out.
 */
export const emptyAnswers: Record<string, unknown> = {
  [`GET /api/v1/tenants/${TENANT}/clusters`]: body(ClusterList, { items: [summary(ID)] }),
  // podinfo has reported nothing yet; cache reported without an attempt (nothing to do at that generation).
  [`GET /api/v1/tenants/${TENANT}/clusters/${ID}`]: detail(ID, [extension('podinfo'), extension('cache')], {
    cache: {
      extension: 'cache',
      phase: 'Installed',
      reason: 'Applied',
      lastTransitionTime: NOW,
      observedGeneration: 1,
    },
  }),
  [`GET /api/v1/tenants/${TENANT}/clusters/${BARE}`]: detail(BARE, []),
  [`GET /api/v1/tenants/${TENANT}/clusters/${ID}/explain`]: body(ClusterExplanation, {
    clusterId: ID,
    group: null,
    labels: {},
    generation: 1,
    fleetRevision: 1,
    extensions: [],
    evaluatedAt: NOW,
  }),
  [`PATCH /api/v1/tenants/${TENANT}/clusters/${ID}`]: body(ClusterSummary, summary(ID)),
  [`GET /api/v1/tenants/${TENANT}/rollouts`]: body(RolloutList, {
    items: [
      {
        id: 'r-abc-12345678',
        tenantId: TENANT,
        extension: 'podinfo',
        version: '1.0.0',
        state: 'Completed',
        waitingReason: null,
        haltReason: null,
        autoRollback: false,
        currentStage: 0,
        createdAt: NOW,
        updatedAt: NOW,
        total: 0,
        counts: Object.fromEntries(ClusterRolloutState.options.map((state) => [state, 0])) as Record<
          z.infer<typeof ClusterRolloutState>,
          number
        >,
        stages: [],
        deferredUntil: null,
        countsAsOf: NOW,
      },
    ],
  }),
  [`GET /api/v1/tenants/${TENANT}/audit-events`]: body(AuditEventList, {
    items: [
      {
        id: '000000000000001-0123456789ab',
        time: NOW,
        actor: 'alice',
        action: 'createBootstrapToken',
        method: 'POST',
        path: `/api/v1/tenants/${TENANT}/bootstrap-tokens`,
        resource: {},
        status: 201,
        outcome: 'Succeeded',
      },
    ],
  }),
  [`GET /api/v1/tenants/${TENANT}/bootstrap-tokens`]: body(BootstrapTokenList, {
    items: [
      {
        id: 'a'.repeat(64),
        description: null,
        createdAt: NOW,
        createdBy: 'alice',
        expiresAt: NOW,
        state: 'Used',
        usedAt: NOW,
      },
    ],
  }),
  [`GET /api/v1/tenants/${TENANT}/extensions/cache/versions/1.0.0`]: body(ExtensionVersion, {
    name: 'cache',
    version: '1.0.0',
    kind: 'manifest',
    source: { url: 'https://example.com/cache.yaml' },
    defaultValues: {},
    policies: [],
    publishedAt: NOW,
    digest: `sha256:${'0'.repeat(64)}`,
  }),
  [`GET /api/v1/tenants/${TENANT}/gitops`]: body(GitOpsTarget, {
    tenantId: TENANT,
    url: 'https://git.example.com/fleet.git',
    branch: 'main',
    path: '',
    credential: null,
    createdAt: NOW,
    updatedAt: NOW,
    lastExport: {
      commit: null,
      exportedAt: null,
      attemptedAt: NOW,
      clusters: 0,
      skipped: [],
      error: { code: 'PushRejected', message: 'the remote refused the push', since: NOW },
    },
  }),
};

/**
 * An HTTP server answering each `METHOD /path` from `answers` (query strings ignored), 404 with a
 * problem otherwise. A function answer writes the response itself (an event stream, an error).
 */
export async function startCannedApi(
  answers: Record<string, unknown>,
): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const answer = answers[`${req.method} ${req.url!.split('?')[0]}`];
    if (typeof answer === 'function') return void (answer as (r: typeof res) => void)(res);
    res.writeHead(answer === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer ?? { title: 'Not Found', status: 404, detail: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A CLI suite against canned answers: the API and a scratch data dir, started before the suite's
 * tests and removed after them. `cli` runs a command line against the API with a bearer token.
 * Call it inside `describe`.
 */
export function cannedApiSuite(answers: Record<string, unknown>, dirPrefix: string) {
  let api: Awaited<ReturnType<typeof startCannedApi>>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), dirPrefix));
    api = await startCannedApi(answers);
  });
  afterAll(async () => {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const run = cliRunner(() => dir);
  return {
    cli: (args: string[]): Promise<CliResult> =>
      run([...args, '--endpoint', api.endpoint], { ARCBRIDGE_TOKEN: 't' }),
    /** The scratch dir, for -f files. */
    dir: () => dir,
  };
}
