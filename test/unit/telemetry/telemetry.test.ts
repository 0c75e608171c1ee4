import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryLogRecordExporter, LoggerProvider, SimpleLogRecordProcessor } from '@opentelemetry/sdk-logs';
import type { DataPoint, ResourceMetrics } from '@opentelemetry/sdk-metrics';
import { SqliteBus } from '../../../functions/platform/bus/sqlite-bus';
import { SignerUnavailableError } from '../../../functions/platform/signer/signer';
import type { Signer } from '../../../functions/platform/signer/signer';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';
import { assertConnectionString } from '../../../functions/platform/telemetry/azure-telemetry';
import { createEmbeddedTelemetry } from '../../../functions/platform/telemetry/embedded-telemetry';
import type { EmbeddedTelemetry } from '../../../functions/platform/telemetry/embedded-telemetry';
import { instrumentBus, instrumentSigner } from '../../../functions/platform/telemetry/instrumented';
import { observeRolloutProgress } from '../../../functions/rollout/progress-metric';
import { createOtelLogger, createReadableLogger } from '../../../functions/platform/telemetry/loggers';
import { LogEvents, Metrics } from '../../../functions/platform/telemetry/telemetry-names';
import { emptyCounts } from '../../../functions/rollout/rollout-tally';
import { CountingStore } from '../../support/counting-store';
import { ConfigError } from '../../../functions/platform/config';
import { createLogger } from '../../../functions/platform/logger';

function sumOf(collected: ResourceMetrics, name: string, attributes: Record<string, unknown>): number {
  const metric = collected.scopeMetrics.flatMap((s) => s.metrics).find((m) => m.descriptor.name === name);
  return ((metric?.dataPoints ?? []) as DataPoint<number>[])
    .filter((p) => Object.entries(attributes).every(([k, v]) => p.attributes[k] === v))
    .reduce((total, p) => total + p.value, 0);
}

describe('OpenTelemetry logger (the Azure path)', () => {
  it('emits one log record per event whose body is the event name, with the fields as attributes', async () => {
    const exporter = new InMemoryLogRecordExporter();
    const provider = new LoggerProvider({ processors: [new SimpleLogRecordProcessor(exporter)] });
    const log = createOtelLogger(provider, 'info');
    log.info(LogEvents.clusterRegistered.name, {
      tenantId: 'contoso',
      clusterId: 'c-1',
      durationSeconds: 0.25,
      reregistered: false,
      nested: { a: 1 },
    });
    log.debug('below the level', {});
    await provider.forceFlush();
    const records = exporter.getFinishedLogRecords();
    expect(records).toHaveLength(1);
    expect(records[0]?.body).toBe('cluster registered');
    expect(records[0]?.severityText).toBe('INFO');
    expect(records[0]?.attributes).toEqual({
      tenantId: 'contoso',
      clusterId: 'c-1',
      durationSeconds: 0.25,
      reregistered: false,
      nested: '{"a":1}',
    });
  });

  it('writes readable console lines for people and JSON for machines', () => {
    const readable: string[] = [];
    createReadableLogger('info', (line) => readable.push(line)).warn('tenant rate limited', {
      tenantId: 'contoso',
      limiter: 'agent',
      note: 'two words',
    });
    expect(readable[0]).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}tenant rate limited {2}tenantId=contoso limiter=agent note="two words"$/,
    );
    const json: string[] = [];
    createLogger('info', (line) => json.push(line)).info('cluster registered', { tenantId: 'contoso' });
    expect(JSON.parse(json[0] as string)).toMatchObject({
      message: 'cluster registered',
      tenantId: 'contoso',
    });
  });
});

describe('Application Insights connection string', () => {
  it('accepts a connection string with an ingestion endpoint', () => {
    expect(() =>
      assertConnectionString(
        'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/',
      ),
    ).not.toThrow();
  });

  it('refuses a bare instrumentation key, naming the setting', () => {
    expect(() => assertConnectionString('00000000-0000-0000-0000-000000000000')).toThrow(ConfigError);
    expect(() => assertConnectionString('InstrumentationKey=00000000-0000-0000-0000-000000000000')).toThrow(
      /APPLICATIONINSIGHTS_CONNECTION_STRING/,
    );
  });
});

describe('port decorators', () => {
  let dir: string;
  let telemetry: EmbeddedTelemetry;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-telemetry-'));
    telemetry = createEmbeddedTelemetry();
  });
  afterEach(async () => {
    await telemetry.shutdown();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts bus messages by queue and outcome and logs dead-letters', async () => {
    const lines: string[] = [];
    const raw = new SqliteBus(join(dir, 'bus.db'), {
      defaults: { maxDeliveryCount: 5, lockDurationMs: 60_000 },
    });
    const bus = instrumentBus(
      raw,
      telemetry,
      createLogger('info', (line) => lines.push(line)),
    );
    try {
      await bus.send('q', [{ body: 1 }, { body: 2 }, { body: { tenantId: 'contoso' } }]);
      await bus.schedule('q', new Date(Date.now() + 60_000), { body: 4 });
      const received = await bus.receive('q', { maxMessages: 3, maxWaitMs: 100 });
      expect(received).toHaveLength(3);
      await bus.complete(received[0]!);
      await bus.abandon(received[1]!);
      await bus.abandon(received[2]!);
      const [redelivered] = await bus.receive('q', { maxMessages: 2, maxWaitMs: 100 });
      expect(redelivered?.deliveryCount).toBe(2);
      await bus.deadLetter(redelivered!, 'PoisonMessage', 'cannot parse');
      const collected = await telemetry.collect();
      const count = (outcome: string) => sumOf(collected, Metrics.busMessages.name, { queue: 'q', outcome });
      expect([
        count('sent'),
        count('scheduled'),
        count('completed'),
        count('abandoned'),
        count('deadlettered'),
      ]).toEqual([3, 1, 1, 2, 1]);
      // The redelivery counts as a control-plane retry, attributed to the tenant in the body.
      expect(
        sumOf(collected, Metrics.reconcileRetries.name, { tenantId: 'contoso', source: 'controlplane' }),
      ).toBe(1);
      const deadLettered = lines
        .map((l) => JSON.parse(l))
        .filter((l) => l.message === 'bus message dead-lettered');
      expect(deadLettered).toEqual([
        expect.objectContaining({ queue: 'q', reason: 'PoisonMessage', deliveryCount: 2, level: 'error' }),
      ]);
    } finally {
      await bus.close();
    }
  });

  it('counts signing failures by reason and logs them; successes count nothing', async () => {
    const lines: string[] = [];
    let failure: unknown;
    const signer: Signer = {
      caCertificatePem: async () => 'pem',
      issueClientCertificate: async () => {
        if (failure) throw failure;
        return { pem: 'x', serialNumber: '1', notBefore: new Date(), notAfter: new Date() };
      },
    };
    const wrapped = instrumentSigner(
      signer,
      telemetry,
      createLogger('info', (l) => lines.push(l)),
      'arcbridge-ca',
    );
    const request = {
      publicKeySpki: new Uint8Array(),
      tenantId: 't',
      clusterId: 'c',
      notBefore: new Date(),
      notAfter: new Date(),
    };
    await wrapped.issueClientCertificate(request);
    for (const err of [
      new SignerUnavailableError('Key Vault answered 429 to POST /keys/k/v/sign (throttled).', 5),
      new SignerUnavailableError('The CA is unavailable: Key Vault answered 503.', 5, {
        cause: Object.assign(new Error('x'), { statusCode: 503 }),
      }),
      new Error('refused', { cause: Object.assign(new Error('forbidden'), { statusCode: 403 }) }),
      new Error('boom'),
    ]) {
      failure = err;
      await expect(wrapped.issueClientCertificate(request)).rejects.toBe(err);
    }
    const collected = await telemetry.collect();
    expect(
      ['throttled', 'unavailable', 'forbidden', 'error'].map((reason) =>
        sumOf(collected, Metrics.signingFailures.name, { reason }),
      ),
    ).toEqual([1, 1, 1, 1]);
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged.map((l) => [l.message, l.reason, l.statusCode, l.keyName])).toEqual([
      ['signing failed', 'throttled', 429, 'arcbridge-ca'],
      ['signing failed', 'unavailable', 503, 'arcbridge-ca'],
      ['signing failed', 'forbidden', 403, 'arcbridge-ca'],
      ['signing failed', 'error', undefined, 'arcbridge-ca'],
    ]);
  });

  it('observes rollout progress from each active rollout summary, reading no per-cluster record', async () => {
    const store = new CountingStore(new SqliteStore(join(dir, 'store.db')));
    try {
      await store.collection('rollouts').create({
        id: 'active-rollouts',
        tenantId: '_shared',
        items: [
          { tenantId: 'contoso', rolloutId: 'r-1' },
          { tenantId: 'contoso', rolloutId: 'r-3' },
          { tenantId: 'fabrikam', rolloutId: 'r-2' },
          { tenantId: 'fabrikam', rolloutId: 'r-old' },
        ],
      } as never);
      const rollout = (tenantId: string, id: string, stages?: Partial<Record<string, number>>[]) =>
        store.collection('rollouts').create({
          id,
          tenantId,
          ...(stages
            ? {
                summary: {
                  asOf: '2026-01-01T00:00:00.000Z',
                  stages: stages.map((counts) => ({ counts: { ...emptyCounts(), ...counts }, queued: null })),
                },
              }
            : {}),
        } as never);
      // Two stages: 3 of 8 succeeded overall.
      await rollout('contoso', 'r-1', [
        { Succeeded: 2, Failed: 1, Applied: 1 },
        { Succeeded: 1, Pending: 3 },
      ]);
      await rollout('contoso', 'r-3', [{ Succeeded: 4 }]);
      await rollout('fabrikam', 'r-2', [{ Scheduled: 5 }]);
      // Stored before summaries existed: no series until its first summary.
      await rollout('fabrikam', 'r-old');
      // Records that disagree with the summaries: reading them would show.
      for (const [i, state] of ['Succeeded', 'Succeeded', 'Succeeded'].entries()) {
        await store
          .collection('rolloutClusters')
          .create({ id: `r-2.c-${i}`, tenantId: 'fabrikam', rolloutId: 'r-2', state } as never);
      }
      observeRolloutProgress(telemetry, store);
      store.resetCounts();
      const collected = await telemetry.collect();
      const metric = collected.scopeMetrics
        .flatMap((s) => s.metrics)
        .find((m) => m.descriptor.name === Metrics.rolloutProgress.name);
      const points = ((metric?.dataPoints ?? []) as DataPoint<number>[]).map((p) => [
        `${String(p.attributes.tenantId)}/${String(p.attributes.rolloutId)}`,
        p.value,
      ]);
      expect(Object.fromEntries(points)).toEqual({
        'contoso/r-1': 3 / 8,
        'contoso/r-3': 1,
        'fabrikam/r-2': 0,
      });
      expect(store.readsOf('rolloutClusters')).toEqual({ calls: 0, documents: 0 });
      // The index, then the rollouts of each tenant in one call.
      expect(store.readsOf('rollouts')).toEqual({ calls: 3, documents: 5 });
    } finally {
      await store.close();
    }
  });
});
