import { randomUUID } from 'node:crypto';
import { bootstrapTokenId } from '../../contract/registration';
import { createCsr } from '../support/agent-keys';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { mintBootstrapToken } from '../support/registration';
import { requirePrograms } from '../support/system-programs';
import { launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';
import type { BrowserContext, Page } from 'playwright-core';

const TENANT = 'contoso';
const SCREENSHOTS = process.env.ARCBRIDGE_CONSOLE_SCREENSHOTS; // a directory, e.g. docs/images

interface TokenRecord {
  id: string;
  state: string;
  createdAt: string;
  expiresAt: string;
  usedByClusterId?: string;
}

/** The bootstrap tokens view (#/tokens): created once in the page, used by an agent, revoked. */
requirePrograms('chromium')('bootstrap tokens in the web console (Chromium)', () => {
  let tp: TestControlPlane;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      env: { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000', ARCBRIDGE_RATE_OPERATOR_BURST: '1000' },
    });
    browser = await launchBrowser();
    context = browser.context;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tp.plane.url });
  });

  afterAll(async () => {
    await browser?.close();
    await tp?.stop();
  });

  /** What an agent sends to register: a new key's CSR and a cluster UID, with `token`. */
  async function register(token: string, name: string) {
    const { csrPem } = await createCsr();
    return tp.client.send({
      method: 'POST',
      path: '/api/v1/register',
      body: { bootstrapToken: token, clusterUid: randomUUID(), csr: csrPem, name },
    });
  }

  /** The tenant's token records as the API lists them to an operator. */
  async function records(): Promise<TokenRecord[]> {
    const response = await tp.client.send({
      path: `/api/v1/tenants/${TENANT}/bootstrap-tokens?limit=1000`,
      token: await tp.token(TENANT, 'operator'),
    });
    expect(response.status).toBe(200);
    return response.json<{ items: TokenRecord[] }>().items;
  }

  async function signIn(role: 'reader' | 'operator'): Promise<Page> {
    const page = await context.newPage();
    await page.goto(await consoleSignInUrl(tp, TENANT, role));
    await page.getByRole('heading', { name: /^\d+ clusters$/ }).waitFor();
    return page;
  }

  /** Opens #/tokens in the same document and waits until the list has loaded (or was refused). */
  async function showTokens(page: Page): Promise<void> {
    await page.goto(`${tp.plane.url}/#/tokens`);
    await page.locator('#token-list > *').filter({ hasNotText: 'Loading' }).first().waitFor();
  }

  async function shoot(page: Page, name: string) {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/console-${name}.png`, fullPage: true });
  }

  const row = (page: Page, token: string) =>
    page.locator(`#token-table tr[data-token-id="${bootstrapTokenId(token)}"]`);
  const revokeButton = (page: Page, token: string) =>
    page.getByRole('button', { name: `Revoke token ${bootstrapTokenId(token).slice(0, 12)}` });

  it('creates a token shown once with its install command; it registers a cluster, then shows as used by it', async () => {
    const page = await signIn('operator');
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await showTokens(page);
    expect(await page.locator('#token-list').innerText()).toContain('No bootstrap tokens yet');

    // The API's bounds (60 s to 24 h), checked before sending.
    await page.fill('#token-form-ttlMinutes', '1441');
    await page.click('#token-form button[type=submit]');
    expect(await page.locator('#token-form-ttlMinutes-error').innerText()).toContain('from 1 to 1440');
    await page.fill('#token-form-ttlMinutes', '30');
    await page.fill('#token-form-description', 'store 42, Lyon');
    await page.click('#token-form button[type=submit]');
    const token = await page.locator('#token-value').innerText();
    expect(token).toMatch(/^abt\.contoso\.[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('token-created-heading');
    expect(await page.locator('#token-once-note').innerText()).toContain('it will not be shown again');
    const next = await page.locator('#token-next-step').innerText();
    expect(next).toContain(`create secret generic arcbridge-bootstrap \\\n  --from-literal=token='${token}'`);
    expect(next).toContain('helm install arcbridge-agent agent/deploy/chart -n arcbridge-system');
    expect(next).toContain(`--set controlPlaneUrl=${tp.plane.url} `);
    expect(next).toContain(`--set tenantId=${TENANT} `);
    expect(next).toContain('--set bootstrapToken.existingSecret=arcbridge-bootstrap');

    await page.getByRole('button', { name: 'Copy token' }).click();
    await page.locator('#token-copy-status').filter({ hasText: 'Copied the token' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.getByRole('button', { name: 'Copy commands' }).click();
    await page.locator('#token-copy-status').filter({ hasText: 'Copied the commands' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(next);

    // Listed at once: unused, with its description and the lifetime asked for; the form is empty again.
    await row(page, token).locator('[data-state=Unused]').waitFor();
    expect(await row(page, token).innerText()).toContain('store 42, Lyon');
    expect(await row(page, token).innerText()).toContain(bootstrapTokenId(token).slice(0, 12));
    const record = (await records()).find((r) => r.id === bootstrapTokenId(token));
    expect(Date.parse(record!.expiresAt) - Date.parse(record!.createdAt)).toBe(30 * 60_000);
    expect(await page.inputValue('#token-form-description')).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'tokens');
    // Never in the address, the storage or the log.
    expect(page.url()).not.toContain(token);
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toContain(token);
    await page.getByRole('button', { name: 'Done: hide the token' }).click();
    expect(await page.locator('#token-created').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('token-form-ttlMinutes');

    // The token does what the page says: it registers a cluster.
    const registered = await register(token, 'edge-lyon-42');
    expect(registered.status).toBe(201);
    const { clusterId } = registered.json<{ clusterId: string }>();

    // Shown once: back on the view, the list says who used it and the token is nowhere.
    await page.click('a[href="#/fleet"]');
    await page.getByRole('heading', { name: '1 clusters' }).waitFor();
    await page.click('a[href="#/tokens"]');
    const used = row(page, token).locator('[data-state=Used]');
    await used.waitFor();
    expect(await page.locator('#token-value').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(token);
    expect(await revokeButton(page, token).count()).toBe(0);
    expect(await used.innerText()).toContain(`Used by ${clusterId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await used.locator(`a[href="#/clusters/${clusterId}"]`).click();
    await page.getByRole('heading', { name: 'Cluster edge-lyon-42' }).waitFor();
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await page.close();
  });

  it('revokes an unused token after a confirmation, pages through the list and shows the API’s refusals', async () => {
    const [spare, raced, gone] = [
      await mintBootstrapToken(tp, TENANT, { description: 'spare' }),
      await mintBootstrapToken(tp, TENANT, { description: 'raced' }),
      await mintBootstrapToken(tp, TENANT),
    ];
    const page = await signIn('operator');
    // Pages of two tokens: the page must follow the API's continuation to list them all.
    let pages = 0;
    await page.route('**/bootstrap-tokens?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      pages++;
      return route.continue({ url: url.toString() });
    });
    await showTokens(page);
    const total = (await records()).length;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await page.locator('#token-table tbody tr').count()).toBe(total);
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(total / 2));

    let answer: 'accept' | 'dismiss' = 'dismiss';
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
    const spareId = bootstrapTokenId(spare).slice(0, 12);
    await revokeButton(page, spare).click();
    expect(asked).toEqual([
      `Revoke bootstrap token ${spareId} (spare)? No cluster can register with it afterwards.`,
    ]);
    expect((await records()).find((r) => r.id === bootstrapTokenId(spare))?.state).toBe('Unused');
    answer = 'accept';
    await revokeButton(page, spare).click();
    await page
      .locator('#token-action-status')
      .filter({ hasText: `Token ${spareId} (spare) revoked` })
      .waitFor();
    await row(page, spare).waitFor({ state: 'detached' });
    expect((await register(spare, 'never-registered')).status).toBe(401);

    // Used between listing and clicking: the API's 409 detail names the cluster, and the row updates.
    const racer = await register(raced, 'edge-raced');
    expect(racer.status).toBe(201);
    await revokeButton(page, raced).click();
    const error = page.locator('#token-action-error');
    await error.filter({ hasText: /./ }).waitFor();
    expect(await error.innerText()).toContain(
      `to register cluster ${racer.json<{ clusterId: string }>().clusterId}; revoking it changes nothing`,
    );
    await row(page, raced).locator('[data-state=Used]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Revoked elsewhere meanwhile: the 404's detail, and the row goes.
    const deleted = await tp.client.send({
      method: 'DELETE',
      path: `/api/v1/tenants/${TENANT}/bootstrap-tokens/${bootstrapTokenId(gone)}`,
      token: await tp.token(TENANT, 'operator'),
    });
    expect(deleted.status).toBe(204);
    await revokeButton(page, gone).click();
    await error.filter({ hasText: 'does not exist' }).waitFor();
    expect(await error.innerText()).toContain(`Bootstrap token '${bootstrapTokenId(gone)}' does not exist`);
    await row(page, gone).waitFor({ state: 'detached' });
    await page.close();
  });

  it('gives a reader no create or revoke control, and the list only as far as the API allows', async () => {
    await mintBootstrapToken(tp, TENANT, { description: 'for the reader' });
    const page = await signIn('reader');
    expect(await page.locator('a[href="#/tokens"]').isVisible()).toBe(false);
    await showTokens(page);
    // The API lists tokens to operators only: the page says so, with the API's own words.
    const refused = await page.locator('#token-list-forbidden').innerText();
    expect(refused).toContain(
      "Only operators can list bootstrap tokens. The API answered: This needs the 'operator' role",
    );
    expect(await page.locator('main form, main button').count()).toBe(0);
    expect(await page.locator('#token-operator-only').innerText()).toContain('needs the operator role');
    expect(await seriousViolations(page)).toEqual([]);

    // Given the list (as the API answers an operator), a reader sees it, still without a control.
    const expired = { ...(await records())[0]!, id: 'e'.repeat(64), state: 'Expired', description: 'old' };
    const items = [...(await records()), expired];
    await page.route('**/bootstrap-tokens?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items }) }),
    );
    await page.goto(`${tp.plane.url}/#/fleet`);
    await page.getByRole('heading', { name: /^\d+ clusters$/ }).waitFor();
    await showTokens(page);
    expect(await page.locator('#token-table tbody tr').count()).toBe(items.length);
    expect(await page.locator('#token-table [data-state=Unused]').count()).toBeGreaterThan(0);
    expect(await page.locator(`tr[data-token-id="${expired.id}"] [data-state]`).innerText()).toBe('Expired');
    expect(await page.locator('main form, main button').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
