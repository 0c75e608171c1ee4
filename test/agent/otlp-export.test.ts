import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { otlpSpanProcessor, otlpTracesEndpoint } from '../../agent/observability/otlp';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
/** What main.ts does, in the built agent: the processor from the environment, one span, a flush. */
const CHILD = `
const { otlpSpanProcessor } = require('./dist/agent/observability/otlp.js');
const { AgentSpans, createAgentTracing } = require('./dist/agent/observability/tracing.js');
const { inSpan } = require('./dist/contract/trace-context.js');
const processor = otlpSpanProcessor(process.env);
if (!processor) throw new Error('no OTLP processor');
const tracing = createAgentTracing({
  subject: () => ({ clusterId: 'c-abc', tenantId: 'contoso' }),
  processors: [processor],
  serviceVersion: '1.2.3',
});
inSpan(tracing.tracer, AgentSpans.desiredFetch, {}, async (span) => span.spanContext().traceId)
  .then(async (traceId) => { await tracing.shutdown(); process.stdout.write(traceId + '\\n'); });
`;

/**
 * The agent's opt-in OTLP/HTTP span export, against a loopback collector: the OpenTelemetry
 * exporter posts OTLP JSON to `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces` with the headers of
 * OTEL_EXPORTER_OTLP_HEADERS (the variables as the OpenTelemetry specification defines them, read
 * by the exporter itself), and the spans carry the cluster and the agent's service name.
 */
describe('agent OTLP span export', () => {
  it('is off without an endpoint, and with OTEL_TRACES_EXPORTER=none', () => {
    expect(otlpSpanProcessor({})).toBeUndefined();
    expect(
      otlpSpanProcessor({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_TRACES_EXPORTER: 'none',
      }),
    ).toBeUndefined();
    expect(otlpTracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(
      otlpTracesEndpoint({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/custom',
      }),
    ).toBe('http://traces:9999/custom');
  });

  it('posts the agent spans to the collector', async () => {
    const received: { path?: string; headers: Record<string, unknown>; body: string }[] = [];
    const collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    try {
      // In a Node process of its own, from the build (dist/): the exporter loads node:http with a
      // dynamic import(), which jest's module sandbox refuses.
      const { stdout } = await run(process.execPath, ['-e', CHILD], {
        cwd: ROOT,
        env: {
          ...process.env,
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
          OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=k1',
        },
      });
      const traceId = stdout.trim();
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(received).toHaveLength(1);
      expect(received[0]?.path).toBe('/v1/traces');
      expect(received[0]?.headers['x-collector-key']).toBe('k1');
      const body = JSON.parse(received[0]!.body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: {
            spans: {
              name: string;
              traceId: string;
              attributes: { key: string; value: { stringValue?: string } }[];
            }[];
          }[];
        }[];
      };
      const resource = Object.fromEntries(
        body.resourceSpans[0]!.resource.attributes.map((a) => [a.key, a.value.stringValue]),
      );
      expect(resource).toMatchObject({ 'service.name': 'arcbridge-agent', 'service.version': '1.2.3' });
      const span = body.resourceSpans[0]!.scopeSpans[0]!.spans[0]!;
      expect(span.name).toBe('desired fetch');
      expect(span.traceId).toBe(traceId);
      expect(Object.fromEntries(span.attributes.map((a) => [a.key, a.value.stringValue]))).toMatchObject({
        'arcbridge.cluster.id': 'c-abc',
        'arcbridge.tenant.id': 'contoso',
      });
    } finally {
      await new Promise<void>((resolve) => collector.close(() => resolve()));
    }
  });
});
