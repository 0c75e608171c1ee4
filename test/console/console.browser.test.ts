import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { FakeFleet } from '../support/fake-fleet';
import { requirePrograms } from '../support/system-programs';
import { cspViolations, launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';
import type { BrowserContext, Page } from 'playwright-core';

const TENANT = 'contoso';
const AGENT_MESSAGE = 'Back-off pulling image "ghcr.io/example/podinfo:6.0.0": 404 Not Found';
const SCREENSHOTS = process.env.ARCBRIDGE_CONSOLE_SCREENSHOTS; // a directory, e.g. docs/images

requirePrograms('chromium')('web console in Chromium', () => {
  let tp: TestControlPlane;
  let fleet: FakeFleet;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: {
        ARCBRIDGE_RATE_AGENT_PER_SECOND: '1000',
        ARCBRIDGE_RATE_AGENT_BURST: '1000',
        ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000',
        ARCBRIDGE_RATE_OPERATOR_BURST: '1000',
      },
    });
    const token = await tp.token(TENANT, 'operator');
    const published = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${TENANT}/extensions/podinfo/versions/6.0.0`,
      token,
      body: {
        kind: 'manifest',
        source: { url: 'https://charts.example.com/podinfo-6.0.0.yaml' },
        defaultValues: { replicas: 1 },
        valuesSchema: { type: 'object', properties: { replicas: { type: 'integer' } } },
      },
    });
    expect(published.status).toBe(201);
    fleet = new FakeFleet(tp, TENANT);
    await fleet.add(6, (i) => ({
      region: i % 2 ? 'eastus' : 'westeurope',
      labels: { env: 'prod', ring: i < 2 ? 'canary' : 'main' },
    }));
    await fleet.heartbeat();
    // What the agents report installed: the fleet overview counts extension versions from it.
    for (const [i, cluster] of fleet.clusters.entries()) {
      const reported = await tp.client.send({
        method: 'PUT',
        path: `/api/v1/clusters/${cluster.clusterId}/inventory`,
        cert: cluster.cert,
        headers: { 'if-none-match': '*' },
        body: {
          nodes: [{ name: 'node-1', kubeletVersion: 'v1.31.2', ready: true }],
          namespaces: ['default', 'apps'],
          extensions: [{ name: 'podinfo', version: i < 4 ? '5.2.1' : '6.0.0' }],
        },
      });
      expect(reported.status).toBeLessThan(300);
    }
    browser = await launchBrowser();
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
    await tp?.stop();
  });

  const signInUrl = (role: 'reader' | 'operator', ttlSeconds?: number) =>
    consoleSignInUrl(tp, TENANT, role, ttlSeconds);

  /** Starts the rollout of podinfo 6.0.0 to env=prod (or returns the one already started). */
  async function startRollout(): Promise<string> {
    const token = await tp.token(TENANT, 'operator');
    const path = `/api/v1/tenants/${TENANT}/rollouts`;
    const existing = (await tp.client.send({ path, token })).json<{ items: { id: string }[] }>().items[0];
    if (existing) return existing.id;
    const created = await tp.client.send({
      method: 'POST',
      path,
      token,
      body: {
        extension: 'podinfo',
        version: '6.0.0',
        namespace: 'apps',
        target: { selector: 'env=prod' },
        strategy: {
          stages: [
            { name: 'canary', selector: 'ring=canary' },
            { name: 'rest', percent: 100 },
          ],
          errorBudgetPercent: 50,
        },
      },
    });
    expect(created.status).toBe(201);
    return created.json<{ id: string }>().id;
  }

  /** How much of a stage's progress bar is filled, as drawn: the fill's rendered width over the track's. */
  /** The drawn share of a stage's bar, read once the bar is laid out (a live redraw can catch it at width 0). */
  const barShare = async (page: Page, stage: string): Promise<number> => {
    const drawn = await page.waitForFunction((selector) => {
      const bar = document.querySelector(selector);
      const width = bar?.getBoundingClientRect().width ?? 0;
      if (!bar || width === 0) return undefined;
      return { share: (bar.firstElementChild as HTMLElement).getBoundingClientRect().width / width };
    }, `[data-stage=${stage}] [role=progressbar]`);
    return (await drawn.jsonValue())!.share;
  };

  async function shoot(page: Page, name: string) {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/console-${name}.png` });
  }

  it('signs in once, follows a rollout live to Completed and passes axe', async () => {
    const url = await signInUrl('operator');
    const page = await context.newPage();
    const refused = await cspViolations(page);
    await page.goto(url);
    await page.getByRole('heading', { name: '6 clusters' }).waitFor();
    // The code is gone from the address bar and cannot be used again.
    expect(page.url()).not.toContain('code=');
    const code = decodeURIComponent(url.split('#code=')[1] as string);
    const again = await tp.client.send({ method: 'POST', path: '/api/v1/console/sessions', body: { code } });
    expect(again.status).toBe(401);
    expect(await page.locator('#cluster-table').innerText()).toContain('cluster-5');
    const versions = await page.locator('section[aria-label="Extension versions"]').innerText();
    expect(versions).toContain('podinfo 5.2.1: 4');
    expect(versions).toContain('podinfo 6.0.0: 2');
    // The cards count on the server (GET fleet/summary), with the page's filters.
    const cardText = (title: string) => page.locator(`section[aria-label="${title}"]`).innerText();
    expect(await cardText('Connectivity')).toContain('Connected: 6');
    expect(await cardText('Region')).toMatch(/eastus: 3[\s\S]*westeurope: 3/);
    expect(await cardText('Agent')).toMatch(/: 6$/m);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'fleet');

    await page.fill('#selector', 'ring=canary');
    const counted = page.waitForRequest((request) =>
      request.url().endsWith('/fleet/summary?labelSelector=ring%3Dcanary'),
    );
    await page.click('#fleet-filter button[type=submit]');
    await counted;
    await page.getByRole('heading', { name: '2 clusters' }).waitFor();
    expect(await cardText('Region')).toMatch(/eastus: 1[\s\S]*westeurope: 1/);
    expect(await cardText('Connectivity')).toContain('Connected: 2');

    // Drawn: an SVG bar per count, with its label and count as text, and each count a link to the
    // clusters behind it (the list filtered by the store).
    expect(await page.locator('section[aria-label="Region"] svg g[data-bar] rect').count()).toBe(2);
    await page
      .locator('section[aria-label="Extension versions"] li', { hasText: 'podinfo 5.2.1' })
      .locator('a')
      .click();
    await page.getByRole('heading', { name: 'clusters with podinfo 5.2.1' }).waitFor();
    // The canary clusters (ring=canary is still the filter) that run 5.2.1.
    expect(await page.locator('h2#cluster-count').innerText()).toBe('2 clusters with podinfo 5.2.1');
    expect(await page.locator('#cluster-table').innerText()).toMatch(
      /cluster-1[\s\S]*cluster-0|cluster-0[\s\S]*cluster-1/,
    );

    // A bad selector: the server's problem detail appears next to the field, the last good view stays.
    await page.goto(`${tp.plane.url}/#/fleet?selector=ring%3Dcanary`);
    await page.getByRole('heading', { name: '2 clusters' }).waitFor();
    await page.fill('#selector', 'env in (');
    await page.click('#fleet-filter button[type=submit]');
    await page.locator('#selector-error').filter({ hasText: /./ }).waitFor();
    expect(await page.getAttribute('#selector', 'aria-invalid')).toBe('true');
    await page.getByRole('heading', { name: '2 clusters' }).waitFor();
    expect(await cardText('Region')).toMatch(/eastus: 1[\s\S]*westeurope: 1/);

    const rolloutId = await startRollout();
    await page.goto(`${tp.plane.url}/#/rollouts`); // same document: only the fragment changes
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click(`a[href="#/rollouts/${rolloutId}"]`);
    await page.locator('#rollout-stages [data-stage=canary]').waitFor();
    // Pause and resume, each after a confirmation, as the stream reports the new state.
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.locator('#rollout-state [data-state=Paused]').waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.locator('#rollout-state [data-state=Running]').waitFor();
    expect(confirmations).toEqual([`Pause rollout ${rolloutId}?`, `Resume rollout ${rolloutId}?`]);

    // One canary cluster of two updated: that stage's bar is drawn half full.
    await fleet.heartbeat();
    await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, rolloutId);
    await fleet.converge('podinfo', undefined, [fleet.clusters[0]!]);
    await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, rolloutId);
    await page.locator('[data-stage=canary] [role=progressbar][aria-valuenow="50"]').waitFor();
    expect(await barShare(page, 'canary')).toBeCloseTo(0.5, 2);
    expect(await barShare(page, 'rest')).toBe(0);

    const failing = fleet.clusters[3]!.clusterId;
    const deadline = Date.now() + 30_000;
    for (;;) {
      await fleet.heartbeat();
      await fleet.converge('podinfo', (cluster) =>
        cluster.clusterId === failing ? { reason: 'InstallFailed', message: AGENT_MESSAGE } : undefined,
      );
      await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, rolloutId);
      const state = await page.locator('#rollout-state [data-state]').getAttribute('data-state');
      if (state === 'Completed') break;
      if (Date.now() > deadline) throw new Error(`page still shows ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // Followed over the event stream: the page was never reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.locator('#rollout-failures').getByText(AGENT_MESSAGE).waitFor();
    // Failures by the cluster's name, with the agent's reason; the timeline drawn per stage.
    await page.locator('#rollout-failures a', { hasText: 'cluster-3' }).waitFor();
    await page.locator('#rollout-timeline path[data-stage=rest]').waitFor();
    expect(await page.locator('#rollout-timeline figcaption').innerText()).toMatch(/canary: 2 of 2 updated/);
    // Completed within the error budget: what it achieved, not how many clusters settled.
    expect(await page.locator('#rollout-state').innerText()).toContain('5 of 6 updated · 1 failed');
    expect(await page.locator('#rollout-actions button').allInnerTexts()).toEqual(['Roll back']);
    expect(await barShare(page, 'canary')).toBe(1);
    expect(await barShare(page, 'rest')).toBe(1);
    // The bars' widths are set from script, which the policy allows: nothing was refused.
    expect(await refused()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'rollout-completed');

    await page.click(`a[href="#/clusters/${failing}"]`);
    await page.getByRole('heading', { name: 'Explain (base plus overlays)' }).waitFor();
    // The agent's verdict as a condition, verbatim, and in the timeline; the values by layer.
    const row = page.locator('tr', { has: page.locator('td', { hasText: /^podinfo$/ }) });
    expect(await row.locator('[data-condition]').getAttribute('data-condition')).toBe('False');
    expect(await row.locator('[data-condition]').innerText()).toContain(`InstallFailed: ${AGENT_MESSAGE}`);
    expect(await page.locator('#status-timeline li').first().innerText()).toContain(
      'podinfo: Failed (InstallFailed)',
    );
    await page.locator('[data-explain=podinfo] ol li').first().waitFor();
    // The status timeline as a strip: the failure drawn in its lane.
    expect(await page.locator('#status-strip rect[data-phase=Failed]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'cluster');
    await page.click('a[href="#/catalog"]');
    await page.getByRole('button', { name: /6\.0\.0/ }).click();
    await page.getByRole('heading', { name: 'Values schema' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.click('a[href="#/tokens"]');
    await page.fill('#token-form-ttlMinutes', '0');
    await page.click('#token-form button[type=submit]');
    expect(await page.locator('#token-form-ttlMinutes-error').innerText()).toContain('1 to 1440');
    await page.fill('#token-form-ttlMinutes', '30');
    await page.click('#token-form button[type=submit]');
    const shown = await page.locator('#token-value').innerText();
    expect(shown.length).toBeGreaterThan(20);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await refused()).toEqual([]);
    await page.close();
  });

  it('gives a reader no write controls and keeps a draft across an expired sign-in', async () => {
    const page = await context.newPage();
    await page.goto(await signInUrl('reader'));
    await page.getByRole('heading', { name: '6 clusters' }).waitFor();
    expect(await page.locator('a[href="#/tokens"]').isVisible()).toBe(false);
    const rolloutId = await startRollout();
    await page.click('a[href="#/rollouts"]');
    await page.click(`a[href="#/rollouts/${rolloutId}"]`);
    await page.locator('#rollout-state [data-state]').waitFor();
    expect(await page.locator('main button').count()).toBe(0);
    await page.close();

    // An operator session that expires while a form is filled in: back to sign-in, draft kept.
    const short = await context.newPage();
    await short.goto(await signInUrl('operator', 13));
    await short.getByRole('heading', { name: '6 clusters' }).waitFor();
    await short.click('a[href="#/tokens"]');
    await short.fill('#token-form-description', 'store 42 in Lyon');
    await new Promise((resolve) => setTimeout(resolve, 13_000));
    await short.click('#token-form button[type=submit]');
    await short.locator('#signin-reason').waitFor();
    await short.goto(await signInUrl('operator'));
    await short.getByRole('heading', { name: '6 clusters' }).waitFor();
    await short.click('a[href="#/tokens"]');
    expect(await short.inputValue('#token-form-description')).toBe('store 42 in Lyon');
    await short.close();
  });

  it('moves a rollout to Completed in the open list, over one event stream, without a reload', async () => {
    const token = await tp.token(TENANT, 'operator');
    const published = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/${TENANT}/extensions/podinfo/versions/6.0.1`,
      token,
      body: { kind: 'manifest', source: { url: 'https://charts.example.com/podinfo-6.0.1.yaml' } },
    });
    expect(published.status).toBe(201);
    const page = await context.newPage();
    // Event streams the page opened and not yet closed (the console reads them with fetch).
    const streams = new Set<unknown>();
    page.on('request', (request) => {
      if (/\/events(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search))
        streams.add(request);
    });
    page.on('requestfinished', (request) => streams.delete(request));
    page.on('requestfailed', (request) => streams.delete(request));
    await page.goto(await signInUrl('operator'));
    await page.getByRole('heading', { name: '6 clusters' }).waitFor();
    const created = await tp.client.send({
      method: 'POST',
      path: `/api/v1/tenants/${TENANT}/rollouts`,
      token,
      body: {
        extension: 'podinfo',
        version: '6.0.1',
        namespace: 'apps',
        target: { selector: 'env=prod' },
        strategy: { stages: [{ name: 'all', percent: 100 }] },
      },
    });
    expect(created.status).toBe(201);
    const rolloutId = created.json<{ id: string }>().id;
    await page.click('a[href="#/rollouts"]');
    const state = page.locator(`#rollout-rows tr[data-rollout="${rolloutId}"] [data-state]`);
    await state.waitFor();
    expect(await state.getAttribute('data-state')).not.toMatch(/^Completed/);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const deadline = Date.now() + 30_000;
    for (;;) {
      await fleet.heartbeat();
      await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, rolloutId);
      await fleet.converge('podinfo');
      await tp.plane.runtime.rolloutReconciler.reconcile(TENANT, rolloutId);
      const view = await tp.client.send({ path: `/api/v1/tenants/${TENANT}/rollouts/${rolloutId}`, token });
      if (view.json<{ state: string }>().state.startsWith('Completed')) break;
      if (Date.now() > deadline) throw new Error('the rollout did not complete');
    }
    // The list shown moves to Completed by itself: no reload, no second stream.
    await page.locator(`#rollout-rows tr[data-rollout="${rolloutId}"] [data-state^="Completed"]`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(streams.size).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
