import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { AuditEventList } from '../../../contract/audit';
import { ClusterExplanation } from '../../../contract/assignments';
import { ExtensionVersion } from '../../../contract/catalog';
import { ClusterDetail, ClusterList, ClusterSummary } from '../../../contract/clusters';
import { GitOpsTarget } from '../../../contract/gitops';
import { BootstrapTokenList } from '../../../contract/registration';
import { ClusterRolloutState, RolloutList } from '../../../contract/rollouts';
import { cliRunner } from '../../support/cli-runner';

const TENANT = 'contoso';
const ID = 'c-0123456789abcdefghijklmnop';
const BARE = 'c-nothingassignednothingassi';
const NOW = new Date().toISOString();

/** Answers as the API may: each body is checked against the contract, with every value it may omit left empty. */
const body = <T extends z.ZodType>(schema: T, value: z.input<T>): unknown => schema.parse(value);

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

const answers: Record<string, unknown> = {
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

/** Every empty value prints as kubectl prints one, `<none>`; `-o json` keeps the API's null. */
describe('arcbridge prints a value that is not there as <none>', () => {
  let server: Server;
  let dataDir: string;
  let endpoint: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-cli-empty-'));
    server = createServer((req, res) => {
      const answer = answers[`${req.method} ${req.url!.split('?')[0]}`];
      res.writeHead(answer === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer ?? { title: 'Not Found', status: 404, detail: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = cliRunner(() => dataDir);
  const cli = async (...args: string[]) => {
    const result = await run([...args, '--tenant', TENANT, '--endpoint', endpoint], { ARCBRIDGE_TOKEN: 't' });
    expect(result).toMatchObject({ code: 0, err: '' });
    return result.out;
  };
  /** The cells (2+ spaces apart) of the table row that has `cell` among them. */
  const row = (out: string, cell: string) =>
    out
      .split('\n')
      .map((line) => line.split(/\s{2,}/))
      .find((cells) => cells.includes(cell));
  const secondsAgo = expect.stringMatching(/^\d+s ago$/);

  it('in table cells', async () => {
    // NAME, REGION and LABELS (kubectl get --show-labels prints <none> for no labels).
    expect(row(await cli('clusters', 'list'), ID)).toEqual([
      ID,
      '<none>',
      '<none>',
      'Offline',
      'never',
      '<none>',
    ]);
    expect(row(await cli('rollouts', 'list'), 'r-abc-12345678')).toEqual([
      'r-abc-12345678',
      'podinfo',
      '1.0.0',
      'Completed',
      '0/0',
      '0',
      '<none>',
    ]);
    // RESOURCE (a create without a Location) and DETAIL (a success has none).
    expect(row(await cli('audit', 'list'), 'alice')?.slice(1)).toEqual([
      'alice',
      'createBootstrapToken',
      '<none>',
      'Succeeded (201)',
      '<none>',
    ]);
    expect(row(await cli('tokens', 'list'), 'aaaaaaaaaaaa')?.slice(3)).toEqual([
      'alice',
      '<none>',
      expect.stringMatching(/^used \d+s ago by <none>$/),
    ]);
    // REASON, ATTEMPT and SINCE of an extension that reported nothing; ATTEMPT of one that made none.
    const shown = await cli('clusters', 'show', ID);
    expect(row(shown, 'podinfo')?.slice(4)).toEqual(['Pending', '<none>', '<none>', '<none>']);
    expect(row(shown, 'cache')?.slice(4)).toEqual(['Installed', 'Applied', '<none>', secondsAgo]);
  });

  it('in show fields', async () => {
    const shown = await cli('clusters', 'show', ID);
    expect(shown).toContain('\nRegion:        <none>\n');
    expect(shown).toContain('\nLabels:        <none>\n');
    expect(shown).toContain('\nAgent:         <none>   Kubernetes: <none>\n');
    expect(await cli('clusters', 'show', BARE)).toContain('\nExtensions:    <none>\n');
    expect(await cli('clusters', 'explain', ID)).toContain(`Cluster ${ID} (group <none>), generation 1\n`);
    expect(await cli('clusters', 'label', ID, 'tier-')).toBe(
      `Cluster ${ID}\nGroup:   <none>\nLabels:  <none>\n`,
    );
    const version = await cli('extensions', 'show', 'cache', '--version', '1.0.0');
    expect(version).toContain('\nPolicies: <none>\nDefault values: <none>\nValues schema: <none>\n');
    const gitops = await cli('gitops', 'show');
    expect(gitops).toContain('\nCredential: <none>\nCommit:     <none>\n');
    // An empty path is a value (the repository's root), not a missing one.
    expect(gitops).toContain('\nFolder:     (repository root)\n');
  });

  it('leaves JSON as the API answered it', async () => {
    const json = JSON.parse(await cli('clusters', 'show', ID, '-o', 'json')) as Record<string, unknown>;
    expect(json).toMatchObject({ region: null, agentVersion: null, labels: {} });
    const list = await cli('clusters', 'list', '-o', 'json');
    expect(list).not.toContain('<none>');
  });
});
