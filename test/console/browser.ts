import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { programPath } from '../support/system-programs';

/** Debian's Chromium (or CHROMIUM_PATH), headless, with a fresh profile in a temp dir that `close()` removes. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'arcbridge-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: programPath('chromium') ?? 'chromium',
    headless: true,
    ignoreHTTPSErrors: true,
    viewport: { width: 1200, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * What the page's Content-Security-Policy refused, as Chromium reports it: each
 * `securitypolicyviolation` event (listened to from before the page's own script runs) and each
 * console message that names the policy. Read it after the page has done what is checked.
 */
export async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  // Injected over the DevTools protocol, so the page's own CSP does not apply to it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/** axe-core run inside the page; returns the serious and critical violations. */
export async function seriousViolations(
  page: Page,
): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  // Evaluated over the DevTools protocol: the page's CSP (script-src 'self') rightly refuses inline tags.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
