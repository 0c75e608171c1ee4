import { setTimeout as sleep } from 'node:timers/promises';
import { problems } from '../../contract/problems';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import { requirePrograms } from '../support/system-programs';
import { cspViolations, launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';
import type { BrowserContext, Page } from 'playwright-core';

const TENANT = 'contoso';
const SCREENSHOTS = process.env.ARCBRIDGE_CONSOLE_SCREENSHOTS; // a directory, e.g. docs/images
const ALICE = 'alice@contoso.com';
const BOB = 'bob@contoso.com';

interface Event {
  id: string;
  actor: string;
  action: string;
  outcome: string;
  status: number;
}

/** The activity view (#/activity): the tenant's audit trail, newest first, filtered and paged. */
requirePrograms('chromium')('activity (audit trail) in the web console (Chromium)', () => {
  let tp: TestControlPlane;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let clusterId: string;
  let rolloutId: string;

  /** Sends one change to the tenant's API as `subject` with `role`; returns the status. */
  async function change(
    subject: string,
    role: 'reader' | 'operator',
    method: string,
    rest: string,
    body?: unknown,
  ) {
    const token = await tp.plane.issuer.mint({ subject, roles: [role], tenants: [TENANT], ttlSeconds: 600 });
    const response = await tp.client.send({
      method,
      path: `/api/v1/tenants/${TENANT}/${rest}`,
      token,
      ...(body !== undefined ? { body } : {}),
    });
    return response;
  }

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000', ARCBRIDGE_RATE_OPERATOR_BURST: '1000' },
    });
    // The oldest event: the bootstrap token the test's own operator mints to register a cluster.
    clusterId = (await registerCluster(tp, TENANT, { name: 'store-1', labels: { env: 'prod' } })).clusterId;
    // Alice (operator) publishes and starts a rollout; Bob (a reader) may not pause it; Alice
    // relabels the cluster, then sends a malformed patch.
    const published = await change(ALICE, 'operator', 'PUT', 'extensions/podinfo/versions/6.0.0', {
      kind: 'manifest',
      source: { url: 'https://charts.example.com/podinfo-6.0.0.yaml' },
    });
    expect(published.status).toBe(201);
    const started = await change(ALICE, 'operator', 'POST', 'rollouts', {
      extension: 'podinfo',
      version: '6.0.0',
      namespace: 'apps',
      target: { selector: 'env=prod' },
      strategy: { stages: [{ name: 'all', percent: 100 }] },
    });
    expect(started.status).toBe(201);
    rolloutId = started.json<{ id: string }>().id;
    expect((await change(BOB, 'reader', 'POST', `rollouts/${rolloutId}/pause`)).status).toBe(403);
    const relabelled = await change(ALICE, 'operator', 'PATCH', `clusters/${clusterId}`, {
      labels: { ring: 'canary' },
    });
    expect(relabelled.status).toBe(200);
    const malformed = await change(ALICE, 'operator', 'PATCH', `clusters/${clusterId}`, { labels: 'ring' });
    expect(malformed.status).toBe(400);
    browser = await launchBrowser();
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
    await tp?.stop();
  });

  /** Newest first, as the API lists the trail to a reader. */
  const EXPECTED = [
    [ALICE, 'updateCluster', 'Failed (400)'],
    [ALICE, 'updateCluster', 'Succeeded (200)'],
    [BOB, 'pauseRollout', 'Denied (403)'],
    [ALICE, 'createRollout', 'Succeeded (201)'],
    [ALICE, 'publishExtensionVersion', 'Succeeded (201)'],
    ['test-operator', 'createBootstrapToken', 'Succeeded (201)'],
  ];

  /** A new tab signed in as `role`, and what its CSP refused from the start. */
  async function signIn(role: 'reader' | 'operator') {
    const page = await context.newPage();
    const refused = await cspViolations(page);
    await page.goto(await consoleSignInUrl(tp, TENANT, role));
    await page.getByRole('heading', { name: /^\d+ clusters$/ }).waitFor();
    return { page, refused };
  }

  /** Opens the view at `query` in the same document and waits until it has loaded. */
  async function showActivity(page: Page, query = ''): Promise<void> {
    await page.goto(`${tp.plane.url}/#/activity${query}`);
    await page
      .locator('#activity-table, #activity-empty, #activity-filter-error:not(:empty)')
      .first()
      .waitFor();
  }

  /** Each row as [actor, action, outcome]. */
  const rows = (page: Page) =>
    page
      .locator('#activity-table tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [1, 2, 4].map((i) => (tr.children[i] as HTMLElement).innerText.trim())),
      );
  const row = (page: Page, n: number) => page.locator('#activity-table tbody tr').nth(n);

  async function shoot(page: Page, name: string) {
    if (!SCREENSHOTS) return;
    // Down to the end of the view only, to keep the image small.
    const bottom = await page.locator('main').evaluate((main) => main.getBoundingClientRect().bottom);
    const clip = { x: 0, y: 0, width: 1200, height: Math.ceil(bottom) };
    await page.screenshot({ path: `${SCREENSHOTS}/console-${name}.png`, clip });
  }

  it('shows a reader every change newest first, with its outcome, detail and links to its resources', async () => {
    const { page, refused } = await signIn('reader');
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.locator('#activity-table').waitFor();
    expect(await page.locator('#nav a[href="#/activity"]').getAttribute('aria-current')).toBe('page');
    expect(await rows(page)).toEqual(EXPECTED);
    // The token the setup's registration minted, named by its Location as the tokens page names it.
    expect(await row(page, 5).locator('td').nth(3).innerText()).toMatch(/^[a-f0-9]{12}$/);
    const times = await page
      .locator('#activity-table time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') as string)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Why it failed or was refused, as the API said it.
    expect(await row(page, 0).innerText()).toContain('body.labels');
    expect(await row(page, 2).innerText()).toContain("needs the 'operator' role");
    // Each resource links to its page: the cluster, the rollout (named in the path, or created).
    expect(await row(page, 0).locator('a').getAttribute('href')).toBe(`#/clusters/${clusterId}`);
    expect(await row(page, 2).locator('a').getAttribute('href')).toBe(`#/rollouts/${rolloutId}`);
    expect(await row(page, 3).locator('a').getAttribute('href')).toBe(`#/rollouts/${rolloutId}`);
    expect(await row(page, 4).locator('a').getAttribute('href')).toBe('#/catalog');
    expect(await row(page, 5).locator('a').count()).toBe(0);
    expect(await page.locator('#activity-status').innerText()).toBe('Showing all 6 events.');
    expect(await page.locator('#activity-more').isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'activity');

    await row(page, 2).locator('a').click();
    await page.locator('#rollout-state [data-state]').waitFor();
    await page.goBack();
    await page.locator('#activity-table').waitFor();
    await row(page, 0).locator('a').click();
    await page.getByRole('heading', { name: 'Cluster store-1' }).waitFor();
    // Nothing was refused by the page's Content-Security-Policy (no inline script or style).
    expect(await refused()).toEqual([]);
    await page.close();
  });

  it('narrows the list by actor, action and outcome, and shows the API refusing a bad filter', async () => {
    const { page, refused } = await signIn('operator');
    await showActivity(page);
    await page.fill('#activity-actor', BOB);
    await page.click('#activity-filter button[type=submit]');
    await page.waitForURL(/actor=bob%40contoso\.com/);
    await page.locator('#activity-table tbody tr').first().waitFor();
    expect(await rows(page)).toEqual([[BOB, 'pauseRollout', 'Denied (403)']]);
    expect(await page.locator('#activity-status').innerText()).toBe(
      'Showing all 1 events matching the filters.',
    );

    await page.fill('#activity-actor', '');
    await page.selectOption('#activity-outcome', 'Failed');
    await page.click('#activity-filter button[type=submit]');
    await page.waitForURL(/#\/activity\?outcome=Failed$/);
    await page.locator('#activity-table tbody tr').first().waitFor();
    expect(await rows(page)).toEqual([[ALICE, 'updateCluster', 'Failed (400)']]);

    await page.selectOption('#activity-outcome', 'Succeeded');
    await page.fill('#activity-actor', ALICE);
    await page.fill('#activity-action', 'updateCluster');
    await page.click('#activity-filter button[type=submit]');
    await page.waitForURL(/action=updateCluster/);
    await page.locator('#activity-table tbody tr').first().waitFor();
    expect(await rows(page)).toEqual([[ALICE, 'updateCluster', 'Succeeded (200)']]);
    // The filters are in the address: reopening it shows the same, the form filled in.
    await showActivity(page, `?actor=${encodeURIComponent(ALICE)}&action=createRollout`);
    expect(await rows(page)).toEqual([[ALICE, 'createRollout', 'Succeeded (201)']]);
    expect(await page.inputValue('#activity-action')).toBe('createRollout');

    await showActivity(page, '?actor=nobody');
    expect(await page.locator('#activity-empty').innerText()).toBe('No activity matches these filters.');
    // Longer than the API takes (64): its 400 shows under the form.
    await showActivity(page, `?action=${'x'.repeat(65)}`);
    expect(await page.locator('#activity-filter-error').innerText()).toContain('query.action');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await refused()).toEqual([]);
    await page.close();
  });

  /** The ids of the rows shown, top to bottom. */
  const ids = (page: Page) =>
    page
      .locator('#activity-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-event-id')));
  const newest = async (n: number) =>
    (await change(BOB, 'reader', 'GET', 'audit-events'))
      .json<{ items: Event[] }>()
      .items.slice(0, n)
      .map((e) => e.id);
  /** The ids of `n` events from `first` on, in the trail's order. */
  const fromEvent = async (first: string | null | undefined, n: number) => {
    const all = (await change(BOB, 'reader', 'GET', 'audit-events')).json<{ items: Event[] }>().items;
    const start = all.findIndex((e) => e.id === first);
    expect(start).toBeGreaterThanOrEqual(0);
    return all.slice(start, start + n).map((e) => e.id);
  };

  it('loads older events a page at a time with the continuation token', async () => {
    const listed = await change(BOB, 'reader', 'GET', 'audit-events');
    const all = listed.json<{ items: Event[] }>().items;
    expect(all.map((e) => [e.actor, e.action])).toEqual(EXPECTED.map(([actor, action]) => [actor, action]));

    const { page, refused } = await signIn('reader');
    await showActivity(page, '?limit=2');
    expect(await ids(page)).toEqual(all.slice(0, 2).map((e) => e.id));
    expect(await page.locator('#activity-status').innerText()).toBe('Showing the 2 newest events.');
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await page.locator('#activity-table tbody tr').nth(3).waitFor();
    expect(await ids(page)).toEqual(all.slice(0, 4).map((e) => e.id));
    await more.click();
    await page.locator('#activity-table tbody tr').nth(5).waitFor();
    await page.locator('#activity-status').filter({ hasText: 'Showing all 6 events.' }).waitFor();
    expect(await ids(page)).toEqual(all.map((e) => e.id));
    expect(await more.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('activity-status');

    // Filtered pages follow the same filters.
    await showActivity(page, `?actor=${encodeURIComponent(ALICE)}&limit=3`);
    await more.click();
    await page.locator('#activity-status').filter({ hasText: 'Showing all 4 events' }).waitFor();
    expect((await rows(page)).map(([actor]) => actor)).toEqual([ALICE, ALICE, ALICE, ALICE]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await refused()).toEqual([]);
    await page.close();
  });

  it('keeps the events shown when the next page fails, says why, and appends it when tried again', async () => {
    const { page, refused } = await signIn('reader');
    await showActivity(page, '?limit=2');
    // The next page's first request fails as the control plane answers an unexpected failure.
    const failure = problems.internal();
    let failures = 1;
    await page.route(
      (url) => url.pathname.endsWith('/audit-events') && url.searchParams.has('continuationToken'),
      (route) =>
        failures-- > 0
          ? route.fulfill({
              status: failure.status,
              contentType: 'application/problem+json',
              body: JSON.stringify(failure.toBody()),
            })
          : route.continue(),
    );
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    const error = page.locator('#activity-more-error');
    await error.filter({ hasText: failure.detail! }).waitFor();
    expect(await ids(page)).toEqual(await newest(2));
    expect(await page.locator('#activity-status').innerText()).toBe('Showing the 2 newest events.');
    expect(await more.isVisible()).toBe(true);

    await more.click();
    await page.locator('#activity-table tbody tr').nth(3).waitFor();
    expect(await ids(page)).toEqual(await newest(4));
    expect(await error.innerText()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await refused()).toEqual([]);
    await page.close();
  });

  it('keeps the events shown when the sign-in expired before the next page, and loads it once signed in again in the tab', async () => {
    const page = await context.newPage();
    // The shortest a sign-in link is made for (the API refuses a token expiring within 10 s).
    const ttlSeconds = 13;
    const expires = Date.now() + ttlSeconds * 1000;
    await page.goto(await consoleSignInUrl(tp, TENANT, 'reader', ttlSeconds));
    await page.getByRole('heading', { name: /^\d+ clusters$/ }).waitFor();
    await showActivity(page, '?limit=2');
    const shown = await ids(page);
    expect(shown).toEqual(await newest(2));
    await sleep(expires - Date.now() + 1000);

    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    const error = page.locator('#activity-more-error');
    // The API's own words (its 401 for an expired token), then how to sign in without losing the page.
    await error.filter({ hasText: 'The bearer token has expired' }).waitFor();
    expect(await error.innerText()).toContain(
      'arcbridge console --tenant contoso --role reader --no-open and open the link it prints in this tab',
    );
    // The refused request is itself in the trail now (401, Denied): the rows shown stay as they were.
    const [refusal] = (await change(BOB, 'reader', 'GET', 'audit-events')).json<{ items: Event[] }>().items;
    expect([refusal?.actor, refusal?.status, refusal?.outcome]).toEqual(['(unauthenticated)', 401, 'Denied']);
    expect(await ids(page)).toEqual(shown);
    expect(await page.locator('#signin-reason').count()).toBe(0);
    expect(await more.isVisible()).toBe(true);
    // Signed out, Load more sends nothing (the API would only say a token is missing).
    await more.click();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await error.innerText()).toContain('The bearer token has expired');
    expect(await ids(page)).toEqual(shown);

    // A new sign-in link opened in this tab signs in again and leaves the page as it was.
    await page.goto(await consoleSignInUrl(tp, TENANT, 'reader'));
    await page.waitForURL(/#\/activity\?limit=2$/);
    // Signed in, the page says no more that it needs a sign-in, and Load more has the focus.
    await page.waitForFunction(() => document.getElementById('activity-more-error')?.textContent === '');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('activity-more');
    expect(await ids(page)).toEqual(shown);
    await more.click();
    await page.locator('#activity-table tbody tr').nth(3).waitFor();
    expect(await ids(page)).toEqual(await fromEvent(shown[0], 4));
    await page.close();
  });

  it('a page still loading never replaces the page navigated to after it', async () => {
    const { page, refused } = await signIn('reader');
    // The cluster page's request is held until the user has moved on to the activity page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const clusterPath = `/api/v1/tenants/${TENANT}/clusters/${clusterId}`;
    await page.route(
      (url) => url.pathname === clusterPath,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.evaluate((id) => (location.hash = `#/clusters/${id}`), clusterId);
    await page.getByText('Loading…').waitFor();
    await page.evaluate(() => (location.hash = '#/activity'));
    await page.locator('#activity-table').waitFor();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === clusterPath);
    release();
    await answered;
    // Past the cluster view's own continuation (its fetch and JSON parse resolve in the page first).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await page.locator('#activity-table').isVisible()).toBe(true);
    expect((await page.locator('main h1').allInnerTexts()).filter((t) => t.startsWith('Cluster'))).toEqual(
      [],
    );
    expect(await refused()).toEqual([]);
    await page.close();
  });
});
