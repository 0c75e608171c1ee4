/**
 * `npm run docs:screenshots`: the console's pictures in README.md and docs/console.md, taken from
 * the console as it is. Starts the embedded host on a fresh data dir, feeds it a simulated fleet
 * (`arcbridge simulate`: a healthy feed and one whose installs fail half the time), rolls an
 * extension out to it with a pacing cap, then opens each view in headless Chromium and writes
 * docs/images/console-<view>.png.
 *
 *   npm run docs:screenshots [-- --output-dir docs/images]
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { startHost } from './phases/console';
import type { RunningHost } from './phases/console';

const TENANT = 'contoso';
const REPOSITORY = resolve(__dirname, '..', '..');
const CLI = resolve(REPOSITORY, 'dist', 'cli', 'main.js');

/** `arcbridge simulate` against the host, as an operator would run it (stopped with SIGINT). */
function simulate(host: RunningHost, args: string[]): ChildProcess {
  return spawn(process.execPath, [CLI, 'simulate', '--tenant', TENANT, '--heartbeat', '10s', ...args], {
    env: {
      ...process.env,
      ARCBRIDGE_ENDPOINT: host.url,
      ARCBRIDGE_DATA_DIR: host.dataDir,
      ARCBRIDGE_TOKEN: host.token,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

/** Polls `check` every half second until it answers something, for at most `seconds`. */
async function until<T>(what: string, seconds: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${seconds} s`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
  }
}

async function api<T>(
  host: RunningHost,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response =
    method === 'GET'
      ? await host.get(`v1/tenants/${TENANT}/${path}`)
      : await host.send(method, `v1/tenants/${TENANT}/${path}`, body);
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as T;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'output-dir': { type: 'string' } } });
  const outputDir = resolve(values['output-dir'] ?? join(REPOSITORY, 'docs', 'images'));
  const dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-screenshots-'));
  const host = await startHost(dataDir, TENANT);
  const feeds: ChildProcess[] = [];
  const profile = mkdtempSync(join(tmpdir(), 'arcbridge-screenshots-chromium-'));
  try {
    for (const [name, version] of [
      ['podinfo', '6.0.0'],
      ['logging', '3.1.0'],
    ] as const) {
      await api(host, 'PUT', `extensions/${name}/versions/${version}`, {
        kind: 'manifest',
        source: { url: `https://charts.example.com/${name}-${version}.yaml` },
      });
    }
    feeds.push(simulate(host, ['--clusters', '40', '--regions', '4', '--name-prefix', 'store']));
    feeds.push(
      simulate(host, ['--clusters', '8', '--regions', '2', '--name-prefix', 'edge', '--fail-rate', '50%']),
    );
    await until('48 clusters registered', 180, async () => {
      const summary = await api<{ clusters: number; connectivity: { Connected: number } }>(
        host,
        'GET',
        'fleet/summary',
      );
      return summary.connectivity.Connected >= 48 ? summary : undefined;
    });
    const rollout = await api<{ id: string }>(host, 'POST', 'rollouts', {
      extension: 'podinfo',
      version: '6.0.0',
      namespace: 'apps',
      target: { selector: 'simulated=true' },
      strategy: {
        stages: [
          { name: 'canary', selector: 'ring=canary' },
          { name: 'rest', percent: 100 },
        ],
        errorBudgetPercent: 20,
        pacing: { perSecond: 2 },
      },
    });
    const ended = await until('the rollout to end', 300, async () => {
      const view = await api<{ state: string }>(host, 'GET', `rollouts/${rollout.id}`);
      return /^(Completed|Halted|RolledBack)/.test(view.state) ? view : undefined;
    });
    process.stdout.write(`rollout ${rollout.id} ended ${ended.state}\n`);

    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const page = await context.newPage();
    const code = await host.send('POST', 'v1/console/sign-in-codes', {});
    await page.goto(
      `${host.url}/#code=${encodeURIComponent((JSON.parse(code.body) as { code: string }).code)}`,
    );
    await page.locator('#fleet-summary').waitFor();
    const shoot = async (p: Page, name: string) => {
      await p.screenshot({ path: join(outputDir, `console-${name}.png`), fullPage: true });
      process.stdout.write(`wrote ${join(outputDir, `console-${name}.png`)}\n`);
    };
    await shoot(page, 'fleet');
    await page.goto(`${host.url}/#/rollouts/${encodeURIComponent(rollout.id)}`);
    await page.locator('#rollout-timeline svg[role=img]').waitFor();
    await shoot(page, 'rollout-completed');
    const failed = await api<{ items: { id: string }[] }>(
      host,
      'GET',
      'clusters?extension=podinfo&phase=Failed&limit=1',
    );
    if (failed.items[0]) {
      await page.goto(`${host.url}/#/clusters/${encodeURIComponent(failed.items[0].id)}`);
      await page.locator('#status-strip').waitFor();
      await shoot(page, 'cluster');
    }
    await page.goto(`${host.url}/#/tokens`);
    await page.fill('#token-form-description', 'store 42 in Lyon');
    await page.click('#token-form button[type=submit]');
    await page.locator('#token-value').waitFor();
    await shoot(page, 'tokens');
    await page.goto(`${host.url}/#/activity`);
    await page.locator('main table').first().waitFor();
    await shoot(page, 'activity');
    await context.close();
  } finally {
    for (const feed of feeds) feed.kill('SIGINT');
    await Promise.all(
      feeds.map(
        (feed) => new Promise((done) => (feed.exitCode !== null ? done(null) : feed.once('exit', done))),
      ),
    );
    await host.stop();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`screenshots failed: ${String((err as Error).stack ?? err)}\n`);
      process.exit(1);
    },
  );
}
