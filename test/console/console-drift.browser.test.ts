import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';
import { requirePrograms } from '../support/system-programs';
import { cspViolations, launchBrowser, seriousViolations } from './browser';
import { consoleSignInUrl } from './sign-in';
import type { BrowserContext } from 'playwright-core';

const TENANT = 'contoso';

/** The cluster page shows the fields a drift report names and an extension a dependency holds. */
requirePrograms('chromium')('drift and dependency holds on the console cluster page (Chromium)', () => {
  let tp: TestControlPlane;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let cluster: RegisteredCluster;

  beforeAll(async () => {
    tp = await startTestControlPlane();
    cluster = await registerCluster(tp, TENANT, { name: 'store-1', labels: { env: 'prod' } });
    const token = await tp.token(TENANT, 'operator');
    const put = (path: string, body: unknown) =>
      tp.client.send({ method: 'PUT', path: `/api/v1/tenants/${TENANT}/${path}`, token, body });
    const manifest = { kind: 'manifest', source: { url: 'https://x.test/m.yaml' } };
    expect((await put('extensions/db/versions/2.0.0', manifest)).status).toBe(201);
    expect(
      (await put('extensions/api/versions/1.0.0', { ...manifest, dependsOn: [{ extension: 'db' }] })).status,
    ).toBe(201);
    for (const [name, version, drift] of [
      ['db', '2.0.0', { mode: 'Report', ignore: ['/spec/replicas'] }],
      ['api', '1.0.0', undefined],
    ] as const) {
      const assigned = await put(`assignments/${name}`, {
        extension: name,
        version,
        namespace: 'apps',
        target: { selector: 'env=prod' },
        ...(drift ? { drift } : {}),
      });
      expect(assigned.status).toBe(201);
    }
    const at = new Date().toISOString();
    const reported = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/status`,
      cert: cluster.cert,
      body: {
        events: [
          {
            extension: 'db',
            phase: 'Installed',
            reason: 'DriftDetected',
            message: 'fields differ',
            lastTransitionTime: at,
            observedGeneration: 1,
            drift: [{ object: 'Deployment/apps/db', fields: ['/spec/template/spec/containers/0/image'] }],
          },
          {
            extension: 'api',
            phase: 'Pending',
            reason: 'WaitingForDependency',
            message: 'db 2.0.0 (Installing at 2.0.0)',
            lastTransitionTime: at,
            observedGeneration: 1,
          },
        ],
      },
    });
    expect(reported.status).toBe(202);
    browser = await launchBrowser();
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
    await tp?.stop();
  });

  it('lists the drifted fields per object and names the dependency holding an extension', async () => {
    const page = await context.newPage();
    const refused = await cspViolations(page);
    await page.goto(await consoleSignInUrl(tp, TENANT, 'reader'));
    await page.getByRole('heading', { name: /^\d+ clusters?$/ }).waitFor();
    await page.goto(`${tp.plane.url}/#/clusters/${cluster.clusterId}`);
    const reported = page.locator('[data-drift=reported]');
    await reported.waitFor();
    expect(await reported.innerText()).toContain('Drift reported, not changed:');
    expect(await reported.locator('li').allInnerTexts()).toEqual([
      'Deployment/apps/db: /spec/template/spec/containers/0/image',
    ]);
    expect(await page.locator('[data-held=dependency]').innerText()).toBe(
      'Held by dependency: db 2.0.0 (Installing at 2.0.0)',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await refused()).toEqual([]);
    await page.close();
  });
});
