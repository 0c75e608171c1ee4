import type { TokenCredential } from '@azure/core-auth';
import { LogsQueryClient, LogsQueryResultStatus } from '@azure/monitor-query-logs';
import { egressPolicy } from '../../../contract/egress-policy';
import {
  azureMonitorQuery,
  egressHttpClient,
} from '../../../functions/rollout/metric-gates/azure-monitor-query';
import type { AzureMonitorAccess } from '../../../functions/rollout/metric-gates/azure-monitor-query';
import { substitute, valuesOf } from '../../../contract/health-query-placeholders';
import { startFakeLogAnalytics } from '../../support/fake-log-analytics';
import type { FakeLogAnalytics } from '../../support/fake-log-analytics';

/** The fake listens on loopback: allowed here as an operator would (ARCBRIDGE_EGRESS_ALLOW). */
const LOOPBACK_ALLOWED = egressPolicy('127.0.0.1/32');
const WORKSPACE = '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f';
const COMPONENT =
  '/subscriptions/00000000-0000-0000-0000-000000000001/resourceGroups/stores/providers/microsoft.insights/components/web';
const IDS = ['c-aaaaaaaaaaaaaaaaaaaaaaaaa1', 'c-aaaaaaaaaaaaaaaaaaaaaaaaa2'];
const TEMPLATE =
  'AppRequests | where ClusterId in ({{clusterIds}}) | summarize failed = countif(Success == false) * 1.0 / count()';

function credential(token: string): TokenCredential {
  return { getToken: async () => ({ token, expiresOnTimestamp: Date.now() + 3_600_000 }) };
}

describe('Azure Monitor health queries with the real SDK against a fake of the Logs query API', () => {
  let fake: FakeLogAnalytics;
  let access: AzureMonitorAccess;
  beforeAll(async () => {
    fake = await startFakeLogAnalytics([WORKSPACE]);
    access = { credential: credential(fake.token), endpoint: fake.endpoint, trustedCaPems: [fake.caPem] };
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  const query = substitute(TEMPLATE, 'kql', (name) => valuesOf(name, { ids: IDS, names: [], labels: [] }));

  it("sends the stage's clusters as a dynamic array and answers the one row's last column", async () => {
    fake.answer = () => ({
      columns: [{ name: 'failed', type: 'real' }],
      rows: [[0.02]],
    });
    const outcome = await azureMonitorQuery(
      LOOPBACK_ALLOWED,
      access,
      { workspaceId: WORKSPACE, timespanMinutes: 30 },
      query,
    );
    expect(outcome).toEqual({ value: '0.02' });
    expect(fake.received).toEqual([
      {
        target: `workspace:${WORKSPACE}`,
        query: `AppRequests | where ClusterId in (dynamic(["${IDS[0]}", "${IDS[1]}"])) | summarize failed = countif(Success == false) * 1.0 / count()`,
        timespan: 'PT30M',
      },
    ]);
  });

  it('queries an Application Insights component in its own context', async () => {
    fake.answer = (target) => ({
      columns: [
        { name: 'cloud_RoleName', type: 'string' },
        { name: 'p95', type: 'real' },
      ],
      rows: [[target, 812.5]],
    });
    const outcome = await azureMonitorQuery(
      LOOPBACK_ALLOWED,
      access,
      { resourceId: COMPONENT, timespanMinutes: 60 },
      query,
    );
    expect(outcome).toEqual({ value: '812.5' });
    expect(fake.received[0]!.target).toBe(`resource:${COMPONENT}`);
  });

  it("keeps the service's error verbatim and refuses answers that are not one row", async () => {
    const message = "'where' operator: Failed to resolve column or scalar expression named 'ClusterId'";
    fake.answer = () => ({ status: 400, code: 'BadArgumentError', message });
    const bad = await azureMonitorQuery(
      LOOPBACK_ALLOWED,
      access,
      { workspaceId: WORKSPACE, timespanMinutes: 60 },
      query,
    );
    expect(bad.error).toContain(message);
    fake.answer = () => ({ columns: [{ name: 'n', type: 'long' }], rows: [[1], [2]] });
    const two = await azureMonitorQuery(
      LOOPBACK_ALLOWED,
      access,
      { workspaceId: WORKSPACE, timespanMinutes: 60 },
      query,
    );
    expect(two.error).toMatch(/answered 2 rows; it must answer exactly one/);
    const missing = await azureMonitorQuery(
      LOOPBACK_ALLOWED,
      access,
      { workspaceId: '11111111-2222-4333-8444-555555555555', timespanMinutes: 60 },
      query,
    );
    expect(missing.error).toMatch(/could not be found/);
  });

  it('fails with the reason when the identity is refused, and reaches loopback only where allowed', async () => {
    fake.answer = () => ({ columns: [{ name: 'n', type: 'long' }], rows: [[0]] });
    const refused = await azureMonitorQuery(
      LOOPBACK_ALLOWED,
      { ...access, credential: credential('someone-else') },
      { workspaceId: WORKSPACE, timespanMinutes: 60 },
      query,
    );
    expect(refused.error).toMatch(/Valid authentication was not provided/);
    const blocked = await azureMonitorQuery(
      egressPolicy(undefined),
      access,
      { workspaceId: WORKSPACE, timespanMinutes: 60 },
      query,
    );
    expect(blocked.error).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(fake.received).toEqual([]);
  });

  it("answers the SDK's batch shape as the service does (the fake checked against the client)", async () => {
    fake.answer = (_target, text) => ({ columns: [{ name: 'n', type: 'long' }], rows: [[text.length]] });
    const client = new LogsQueryClient(credential(fake.token), {
      endpoint: fake.endpoint,
      httpClient: egressHttpClient(LOOPBACK_ALLOWED, [fake.caPem]),
      retryOptions: { maxRetries: 0 },
    });
    const results = await client.queryBatch([
      { workspaceId: WORKSPACE, query: 'T | count', timespan: { duration: 'PT1H' } },
      { workspaceId: WORKSPACE, query: 'Table2 | count', timespan: { duration: 'PT1H' } },
    ]);
    expect(results.map((result) => result.status)).toEqual([
      LogsQueryResultStatus.Success,
      LogsQueryResultStatus.Success,
    ]);
    const rows = results.map((result) =>
      result.status === LogsQueryResultStatus.Success ? result.tables[0]!.rows : [],
    );
    expect(rows).toEqual([[[9]], [[14]]]);
    expect(fake.received.map((r) => r.timespan)).toEqual(['PT1H', 'PT1H']);
  });
});
