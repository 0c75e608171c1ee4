import { trace } from '@opentelemetry/api';
import type { InvocationContext, Timer } from '@azure/functions';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { collectRegistrations } from '../../../functions/host/functions-core';
import { registerFunctions } from '../../../functions/register-functions';
import type { Runtime } from '../../../functions/runtime';
import { createLogger } from '../../../functions/platform/logger';
import { createEmbeddedTelemetry } from '../../../functions/platform/telemetry/embedded-telemetry';
import type { EmbeddedTelemetry } from '../../../functions/platform/telemetry/embedded-telemetry';
import { timerPass } from '../../../functions/platform/telemetry/timer-pass';

/**
 * Every timer function of the control plane runs its pass in a root span: a new trace per pass,
 * whose log lines carry its trace id. The handlers are the ones registerFunctions() registers (the
 * same the Functions host and the embedded host run), over a runtime whose passes log one line.
 */
describe('timer passes start a trace of their own', () => {
  const timer: Timer = {
    isPastDue: false,
    schedule: { adjustForDST: false },
    scheduleStatus: { last: '', next: '', lastUpdated: '' },
  };

  async function runTimers(telemetry: EmbeddedTelemetry, invocation: Partial<InvocationContext> = {}) {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const pass = (name: string) => async () => {
      log.info('pass ran', { pass: name, activeTraceId: trace.getActiveSpan()?.spanContext().traceId });
    };
    const runtime = {
      telemetry,
      log,
      rolloutReconciler: { reconcileAll: pass('reconcileRollouts') },
      gitops: { exportAll: pass('exportGitOps') },
      heartbeatSweep: { run: pass('sweepHeartbeats') },
      synthetic: { run: pass('syntheticCheck') },
    } as unknown as Runtime;
    const registrations = collectRegistrations(() => registerFunctions(async () => runtime));
    const timers = registrations.filter((r) =>
      Object.values(r.metadata.bindings).some((b) => b.type === 'timerTrigger'),
    );
    for (const registration of timers) {
      await registration.handler(timer, invocation as InvocationContext);
    }
    return { lines, names: timers.map((r) => r.metadata.name) };
  }

  it('records a root span per pass and stamps its logs with that trace id', async () => {
    const spans = new InMemorySpanExporter();
    const telemetry = createEmbeddedTelemetry({ spanExporters: [spans] });
    try {
      const { lines, names } = await runTimers(telemetry);
      expect(names.sort()).toEqual([
        'exportGitOps',
        'reconcileRollouts',
        'sweepHeartbeats',
        'syntheticCheck',
      ]);
      expect(lines).toHaveLength(names.length);
      const finished = spans.getFinishedSpans();
      for (const line of lines) {
        const span = finished.find((s) => s.name === `timer ${String(line.pass)}`);
        expect(span).toBeDefined();
        expect(span!.parentSpanContext).toBeUndefined();
        expect(span!.attributes['faas.trigger']).toBe('timer');
        expect(line.traceId).toBe(span!.spanContext().traceId);
        expect(line.activeTraceId).toBe(line.traceId);
      }
      expect(new Set(lines.map((l) => l.traceId)).size).toBe(lines.length);
    } finally {
      await telemetry.shutdown();
    }
  });

  it('gives each pass a trace id of its own even when no spans are exported', async () => {
    const telemetry = createEmbeddedTelemetry();
    try {
      const { lines } = await runTimers(telemetry);
      for (const line of lines) expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(lines.map((l) => l.traceId)).size).toBe(lines.length);
    } finally {
      await telemetry.shutdown();
    }
  });

  it('continues the trace the Functions host gives the invocation (Azure)', async () => {
    const spans = new InMemorySpanExporter();
    const telemetry = createEmbeddedTelemetry({ spanExporters: [spans] });
    const hostTraceId = '0af7651916cd43dd8448eb211c80319c';
    const hostSpanId = 'b7ad6b7169203331';
    try {
      const { lines } = await runTimers(telemetry, {
        traceContext: { traceParent: `00-${hostTraceId}-${hostSpanId}-01`, traceState: '', attributes: {} },
      });
      expect(lines.map((line) => line.traceId)).toEqual(lines.map(() => hostTraceId));
      for (const span of spans.getFinishedSpans()) {
        expect(span.spanContext().traceId).toBe(hostTraceId);
        expect(span.parentSpanContext?.spanId).toBe(hostSpanId);
      }
    } finally {
      await telemetry.shutdown();
    }
  });

  it('marks a failing pass as failed and rethrows', async () => {
    const spans = new InMemorySpanExporter();
    const telemetry = createEmbeddedTelemetry({ spanExporters: [spans] });
    try {
      await expect(
        timerPass(telemetry, 'broken', async () => {
          throw new Error('store down');
        }),
      ).rejects.toThrow('store down');
      expect(spans.getFinishedSpans()[0]?.status).toMatchObject({ code: 2, message: 'store down' });
      await timerPass(telemetry, 'broken', async () => undefined);
      await timerPass(telemetry, 'broken', async () => undefined);
      // Every pass counts, by outcome: the stale-timer alert reads this, not the sampled request rows.
      const passes = (await telemetry.prometheus())
        .split('\n')
        .filter(
          (line) => line.startsWith('arcbridge_timer_passes_total{') && line.includes('timer="broken"'),
        );
      expect(passes.find((line) => line.includes('outcome="failed"'))).toMatch(/ 1$/);
      expect(passes.find((line) => line.includes('outcome="succeeded"'))).toMatch(/ 2$/);
    } finally {
      await telemetry.shutdown();
    }
  });
});
