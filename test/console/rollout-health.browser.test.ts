import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import { requirePrograms } from '../support/system-programs';
import { cspViolations, launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';

const TENANT = 'contoso';
const QUERY =
  'AppRequests | where ClusterId in ({{clusterIds}}) | summarize failed = countif(Success == false)';

requirePrograms('chromium')("a rollout's health checks in the console", () => {
  let tp: TestControlPlane;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await tp?.stop();
  });

  it('shows the query as sent, the threshold and why it halted the rollout', async () => {
    const token = await tp.token(TENANT, 'operator');
    const api = (method: string, path: string, body?: unknown) =>
      tp.client.send({ method, path: `/api/v1/tenants/${TENANT}${path}`, body, token });
    await api('PUT', '/extensions/web/versions/1.0.0', {
      kind: 'manifest',
      source: { url: 'https://charts.example.com/web-1.0.0.yaml' },
    });
    const fleet = new FakeFleet(tp, TENANT);
    await fleet.add(1, () => ({ region: 'westeurope', labels: { ring: 'canary' } }));
    await fleet.heartbeat();
    // The embedded control plane has no Azure identity: the check fails, saying so, and halts.
    const created = await api('POST', '/rollouts', {
      extension: 'web',
      version: '1.0.0',
      namespace: 'web',
      strategy: {
        stages: [
          {
            name: 'canary',
            percent: 100,
            healthChecks: [
              {
                name: 'failed-requests',
                azureMonitor: { workspaceId: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f', query: QUERY },
                healthyWhen: 'value == 0',
              },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: string }>().id;
    const deadline = Date.now() + 60_000; // waits for the halt; the bound only catches a hang
    for (;;) {
      await fleet.heartbeat();
      await fleet.converge('web');
      await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, id);
      if ((await api('GET', `/rollouts/${id}`)).json<{ state: string }>().state === 'Halted') break;
      if (Date.now() > deadline) throw new Error('the rollout never halted');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const page = await browser.context.newPage();
    const refused = await cspViolations(page);
    await page.goto(await consoleSignInUrl(tp, TENANT, 'reader'));
    await page
      .getByRole('heading', { name: '1 clusters' })
      .or(page.getByRole('heading', { name: '1 cluster' }))
      .waitFor();
    await page.goto(`${tp.plane.url}/#/rollouts/${id}`);
    const row = page.locator('#rollout-health tr[data-check="canary/failed-requests"]');
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(['canary', 'failed-requests (azureMonitor)', 'Failed']);
    expect(cells[3]).toMatch(/^Azure Monitor queries need the control plane in Azure/);
    expect(cells[4]).toBe('value == 0');
    expect(cells[5]).toBe(QUERY.replace('{{clusterIds}}', `dynamic(["${fleet.clusters[0]!.clusterId}"])`));
    expect(await page.locator('#rollout-state').innerText()).toContain(
      "halted: stage 'canary' health check 'failed-requests' failed: Azure Monitor queries need",
    );
    expect(await refused()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
