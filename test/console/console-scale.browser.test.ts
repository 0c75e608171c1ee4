import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { requirePrograms } from '../support/system-programs';
import { launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';

const TENANT = 'contoso';

/** The fleet page at 10,000 clusters, the API's answers served by the test in their real shapes. */
requirePrograms('chromium')('web console in Chromium at fleet scale', () => {
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

  const signInUrl = (role: 'reader' | 'operator') => consoleSignInUrl(tp, TENANT, role);
  const context = () => browser.context;

  it('paints a 10,000-cluster fleet with only the visible rows in the DOM', async () => {
    const page = await context().newPage();
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      id: `c${i}`,
      tenantId: TENANT,
      name: `store-${String(i).padStart(5, '0')}`,
      region: ['westeurope', 'eastus', 'japaneast'][i % 3],
      labels: { env: 'prod', store: String(i) },
      group: `retail/eu/store-${i}`,
      connectivity: i % 17 === 0 ? 'Offline' : 'Connected',
      lastHeartbeat: new Date().toISOString(),
      agentVersion: '0.1.0',
      kubernetesVersion: i % 2 ? 'v1.31.2' : 'v1.30.6',
      registeredAt: new Date().toISOString(),
      certificateExpiresAt: new Date().toISOString(),
    }));
    // The fleet answered by the test (registering 10,000 clusters here would take minutes), in the
    // API's shapes: the list 1,000 a page, the summary as the store counts it.
    await page.route('**/api/v1/tenants/contoso/clusters?*', (route) => {
      const query = new URL(route.request().url()).searchParams;
      const from = Number(query.get('continuationToken') ?? '0');
      const limit = Number(query.get('limit'));
      const next = from + limit < items.length ? { continuationToken: String(from + limit) } : {};
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ items: items.slice(from, from + limit), ...next }),
      });
    });
    const offline = items.filter((item) => item.connectivity === 'Offline').length;
    const summary = {
      clusters: items.length,
      connectivity: { Connected: items.length - offline, Offline: offline },
      region: [
        { value: 'westeurope', count: 3334 },
        { value: 'eastus', count: 3333 },
        { value: 'japaneast', count: 3333 },
      ],
      group: [],
      kubernetesVersion: [
        { value: 'v1.30.6', count: 5000 },
        { value: 'v1.31.2', count: 5000 },
      ],
      agentVersion: [{ value: '0.1.0', count: 10_000 }],
      extensionVersion: [],
      extensionPhase: [],
      extensionProblems: [],
    };
    await page.route('**/api/v1/tenants/contoso/fleet/summary', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(summary) }),
    );
    // The page's live stream answers the same summary, as the API's first event does (the test's
    // control plane has no clusters: its own stream would replace these counts with zeros).
    await page.route('**/api/v1/tenants/contoso/events?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: summary\ndata: ${JSON.stringify(summary)}\n\n`,
      }),
    );
    await page.goto(await signInUrl('reader'));
    await page.getByRole('heading', { name: '10000 clusters' }).waitFor();
    await page.waitForFunction(() => document.body.dataset.fleetPaintMs !== undefined);
    const { fleetPaintMs, fleetShownMs } = await page.evaluate(() => ({ ...document.body.dataset }));
    console.log(
      `console: 10,000 clusters drawn in ${fleetPaintMs} ms, shown ${fleetShownMs} ms after opening the link`,
    );
    expect(await page.locator('#cluster-table tbody tr').count()).toBeLessThan(100);
    // The first 1,000 are in the table; Load more brings the next page, and scrolling shows its rows.
    await page.getByRole('button', { name: 'Load 1000 more' }).click();
    await page.locator('#cluster-table').evaluate((el) => (el.scrollTop = 28 * 1500));
    await page.getByText('store-01500').waitFor();
    expect(await page.locator('#cluster-table tbody tr').count()).toBeLessThan(100);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
