import { createLogger } from '../../functions/platform/logger';
import { SignerUnavailableError } from '../../functions/platform/signer/signer';
import type { Signer } from '../../functions/platform/signer/signer';
import type { BootstrapTokenDocument } from '../../functions/registration/bootstrap-tokens';
import { RegistrationService } from '../../functions/registration/registration-service';
import type { ClusterDocument } from '../../functions/clusters/model';
import { SYNTHETIC_TENANT } from '../../contract/reserved-tenant';
import { SYNTHETIC_STEPS, SyntheticCheck } from '../../functions/synthetic/synthetic-check';
import type { SyntheticCheckDeps, SyntheticStateDocument } from '../../functions/synthetic/synthetic-check';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { registerCluster } from '../support/registration';

/**
 * The synthetic check against the embedded host: its real services, store and local CA. A signer
 * that fails (as Key Vault does when throttled) makes the certificate step fail; two such runs in
 * a row raise the state the alert watches (the gauge and the `synthetic check failed` event).
 */
describe('synthetic check', () => {
  const lines: Record<string, unknown>[] = [];
  let tp: TestControlPlane;

  beforeAll(async () => {
    tp = await startTestControlPlane({
      // The timer stays off: each run is started by the test.
      env: { ARCBRIDGE_SYNTHETIC_INTERVAL_SECONDS: '0' },
      log: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    });
  });
  afterAll(async () => {
    await tp.stop();
  });

  const rt = () => tp.plane.runtime;
  const events = (name: string) => lines.filter((line) => line.message === name);
  const metrics = async () => (await rt().telemetry.prometheus!()) as string;
  const gaugeValue = (text: string) =>
    Number(/^arcbridge_synthetic_consecutive_failures (\S+)$/m.exec(text)?.[1] ?? Number.NaN);

  function depsWith(signer: Signer, intervalSeconds = 0): SyntheticCheckDeps {
    const { store, clock, config, log } = rt();
    const registration = new RegistrationService(
      store.collection<BootstrapTokenDocument>('bootstrapTokens'),
      store.collection<ClusterDocument>('clusters'),
      signer,
      clock,
      config,
      log,
    );
    const deps: SyntheticCheckDeps = {
      registration,
      agentAuth: rt().agentAuth,
      inventory: rt().inventory,
      fleet: rt().fleet,
      status: rt().status,
      tokens: store.collection<BootstrapTokenDocument>('bootstrapTokens'),
      state: store.collection<SyntheticStateDocument>('clusters'),
      clock,
      log,
      instruments: rt().telemetry.instruments,
      intervalSeconds,
    };
    return deps;
  }

  it('is off when its interval is 0', async () => {
    expect(await rt().synthetic.run()).toEqual({ ran: false, why: 'disabled' });
  });

  it('runs every step against the embedded host and leaves one cluster and no token behind', async () => {
    const first = await rt().synthetic.run({ force: true });
    expect(first).toMatchObject({ ran: true, outcome: 'success', consecutiveFailures: 0 });
    if (!first.ran) throw new Error('did not run');
    expect(first.steps.map((s) => [s.step, s.outcome])).toEqual(SYNTHETIC_STEPS.map((s) => [s, 'success']));

    const second = await rt().synthetic.run({ force: true });
    if (!second.ran) throw new Error('did not run');
    expect(second.outcome).toBe('success');
    // The same cluster every run, so the reserved tenant does not grow.
    expect(second.clusterId).toBe(first.clusterId);
    const clusters = await rt().store.collection<ClusterDocument>('clusters').query(SYNTHETIC_TENANT, {});
    expect(clusters.items.map((item) => item.doc.id)).toEqual([first.clusterId]);
    const tokens = await rt()
      .store.collection<BootstrapTokenDocument>('bootstrapTokens')
      .query(SYNTHETIC_TENANT, {});
    expect(tokens.items).toHaveLength(0);
    // The heartbeat and the status post were stored for the synthetic cluster as for an agent's.
    const detail = (await rt().clusters.get(SYNTHETIC_TENANT, first.clusterId!)) as unknown as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(detail)).toContain('synthetic-probe');
    expect(JSON.stringify(detail)).toContain('"agentVersion":"synthetic"');

    const text = await metrics();
    for (const step of SYNTHETIC_STEPS) {
      expect(text).toMatch(
        new RegExp(
          `^arcbridge_synthetic_step_duration_seconds_count\\{step="${step}",outcome="success"\\} 2$`,
          'm',
        ),
      );
    }
    expect(gaugeValue(text)).toBe(0);
    const completed = events('synthetic check completed').at(-1);
    expect(completed).toMatchObject({ outcome: 'success', consecutiveFailures: 0 });
    expect(typeof completed?.certificateSeconds).toBe('number');
  });

  it('reports a failing signer as the certificate step failing, and two failures in a row', async () => {
    const working = rt().signer;
    const failing: Signer = {
      caCertificatePem: () => working.caCertificatePem(),
      issueClientCertificate: async () => {
        throw new SignerUnavailableError('Key Vault answered 429 Too Many Requests', 5);
      },
    };
    const broken = new SyntheticCheck(depsWith(failing));
    const first = await broken.run({ force: true });
    expect(first).toMatchObject({
      ran: true,
      outcome: 'failure',
      failedStep: 'certificate',
      consecutiveFailures: 1,
    });
    if (!first.ran) throw new Error('did not run');
    // Steps before it passed; none after it ran.
    expect(first.steps.map((s) => [s.step, s.outcome])).toEqual([
      ['token', 'success'],
      ['csr', 'success'],
      ['certificate', 'failure'],
    ]);
    expect(first.steps[2]?.reason).toBe('SignerUnavailableError');
    expect(gaugeValue(await metrics())).toBe(1);

    const second = await broken.run({ force: true });
    expect(second).toMatchObject({ outcome: 'failure', failedStep: 'certificate', consecutiveFailures: 2 });
    expect(gaugeValue(await metrics())).toBe(2);
    expect(events('synthetic check failed').at(-1)).toMatchObject({
      level: 'error',
      step: 'certificate',
      reason: 'SignerUnavailableError',
      consecutiveFailures: 2,
    });
    expect(await metrics()).toMatch(
      /^arcbridge_synthetic_step_duration_seconds_count\{step="certificate",outcome="failure"\} 2$/m,
    );
    // A failed run leaves no token behind either.
    const tokens = await rt()
      .store.collection<BootstrapTokenDocument>('bootstrapTokens')
      .query(SYNTHETIC_TENANT, {});
    expect(tokens.items).toHaveLength(0);

    // The next good run clears the state the alert watches.
    expect(await rt().synthetic.run({ force: true })).toMatchObject({
      outcome: 'success',
      consecutiveFailures: 0,
    });
    expect(gaugeValue(await metrics())).toBe(0);
  });

  it('fails at its first step, and counts, when the store holding its state is down', async () => {
    const deps = depsWith(rt().signer);
    const down = new Error('store unreachable');
    const state = {
      ...deps.state,
      read: async () => {
        throw down;
      },
    } as unknown as SyntheticCheckDeps['state'];
    const check = new SyntheticCheck({ ...deps, state });
    expect(await check.run({ force: true })).toMatchObject({
      ran: true,
      outcome: 'failure',
      failedStep: 'token',
      consecutiveFailures: 1,
    });
    expect(await check.run({ force: true })).toMatchObject({ failedStep: 'token', consecutiveFailures: 2 });
    expect(events('synthetic check failed').at(-1)).toMatchObject({
      step: 'token',
      reason: 'Error',
      detail: 'store unreachable',
      consecutiveFailures: 2,
    });
    expect(gaugeValue(await metrics())).toBe(2);
    // Back to normal for the tests that follow.
    await rt().synthetic.run({ force: true });
  });

  it('runs at most once per interval', async () => {
    const check = new SyntheticCheck(depsWith(rt().signer, 300));
    // The last forced run above started just now: not due for another five minutes.
    expect(await check.run()).toEqual({ ran: false, why: 'not due' });
  });

  it('keeps the reserved tenant out of fleet counts, listings and tenant APIs', async () => {
    const token = await tp.token(['contoso', SYNTHETIC_TENANT]);
    await registerCluster(tp, 'contoso');
    await rt().synthetic.run({ force: true });
    const swept = await rt().heartbeatSweep.run();
    expect(swept.tenants).toBe(1);
    const text = await metrics();
    expect(text).toMatch(/^arcbridge_clusters\{tenantId="contoso",connectivity="Offline"\} 1$/m);
    expect(text).not.toMatch(/tenantId="arcbridge-synthetic"/);

    for (const path of [
      `/api/v1/tenants/${SYNTHETIC_TENANT}/clusters`,
      `/api/v1/tenants/${SYNTHETIC_TENANT}/rollouts`,
    ]) {
      const res = await tp.client.send({ method: 'GET', path, token });
      expect(res.status).toBe(400);
      expect(res.text).toContain('reserved');
    }
    const mint = await tp.client.send({
      method: 'POST',
      path: `/api/v1/tenants/${SYNTHETIC_TENANT}/bootstrap-tokens`,
      body: {},
      token,
    });
    expect(mint.status).toBe(400);
  });
});
