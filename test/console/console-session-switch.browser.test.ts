import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { requirePrograms } from '../support/system-programs';
import { launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';
import type { Page } from 'playwright-core';

/**
 * A sign-in link opened in a tab that is signed in (a `hashchange`: pasted into the address bar, or
 * put there by a page) never replaces the sign-in in use without the user's say: the console asks,
 * showing both, and "stay" changes nothing. A link for the same operator, tenants and roles just
 * renews the sign-in.
 */
requirePrograms('chromium')('console: a sign-in link opened while signed in', () => {
  let tp: TestControlPlane;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await tp?.stop();
  });

  const who = (page: Page) => page.locator('#who').innerText();
  /** Opens `url` in the same document, as pasting a link for this page into the address bar does. */
  const openInTab = async (page: Page, url: string) => {
    const hash = new URL(url).hash;
    await page.evaluate((next) => (location.hash = next), hash);
  };
  /** What the page sends as its bearer token on its next API call. */
  const bearerOfNextCall = async (page: Page, navigateTo: string) => {
    const request = page.waitForRequest((r) => r.url().includes('/api/v1/tenants/'));
    await page.evaluate((next) => (location.hash = next), navigateTo);
    return (await request).headers().authorization;
  };

  it('asks before switching to another operator or tenant, and staying changes nothing', async () => {
    const page = await browser.context.newPage();
    const first = await consoleSignInUrl(tp, 'contoso', 'reader');
    await page.goto(first);
    await page.getByRole('heading', { name: /clusters$/ }).waitFor();
    expect(await who(page)).toContain('reader@example.com · contoso');
    const firstToken = await bearerOfNextCall(page, '#/catalog');
    await page
      .getByRole('heading', { name: /catalog/i })
      .first()
      .waitFor();

    // Someone else's link, for another tenant.
    await openInTab(page, await consoleSignInUrl(tp, 'fabrikam', 'operator'));
    const dialog = page.getByRole('dialog', { name: 'Switch to another sign-in?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('reader@example.com (tenant contoso; reader)');
    expect(await dialog.innerText()).toContain('operator@example.com (tenant fabrikam; operator)');
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing changed while it asks: the code is gone from the address, the page stays where it was.
    expect(page.url()).not.toContain('code=');
    expect(new URL(page.url()).hash).toBe('#/catalog');
    expect(await who(page)).toContain('reader@example.com · contoso');

    await page.click('#session-switch-keep');
    await dialog.waitFor({ state: 'detached' });
    expect(await who(page)).toContain('reader@example.com · contoso');
    expect(await bearerOfNextCall(page, '#/fleet')).toBe(firstToken);

    // Escape keeps the sign-in too.
    await openInTab(page, await consoleSignInUrl(tp, 'fabrikam', 'operator'));
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await who(page)).toContain('reader@example.com · contoso');

    // Said yes to: the other sign-in, from the fleet.
    await openInTab(page, await consoleSignInUrl(tp, 'fabrikam', 'operator'));
    await dialog.waitFor();
    await page.click('#session-switch-accept');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.getElementById('who')?.textContent?.includes('fabrikam'));
    expect(await who(page)).toContain('operator@example.com · fabrikam');
    expect(new URL(page.url()).hash).toBe('#/fleet');
    expect(await bearerOfNextCall(page, '#/catalog')).not.toBe(firstToken);
    await page.close();
  }, 60_000);

  it('a link for the same operator, tenant and role renews the sign-in without asking', async () => {
    const page = await browser.context.newPage();
    await page.goto(await consoleSignInUrl(tp, 'contoso', 'reader'));
    await page.getByRole('heading', { name: /clusters$/ }).waitFor();
    const before = await bearerOfNextCall(page, '#/catalog');
    await openInTab(page, await consoleSignInUrl(tp, 'contoso', 'reader'));
    await page.waitForFunction(() => !location.hash.includes('code='));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await who(page)).toContain('reader@example.com · contoso');
    expect(await bearerOfNextCall(page, '#/rollouts')).not.toBe(before);
    await page.close();
  }, 60_000);
});
