import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { createEmbeddedTelemetry } from '../../functions/platform/telemetry/embedded-telemetry';
import { startTestControlPlane } from './control-plane';
import type { TestControlPlane, TestMode } from './control-plane';

/**
 * A test control plane that keeps its spans in memory, started once for the enclosing `describe`:
 * for tests that count what a request did in the store (its `store.<op> <collection>` spans, which
 * every store adapter gets). `mode` picks the adapters (embedded SQLite by default; `emulated`
 * runs the Cosmos DB adapter on cosmosdb-server).
 */
export function tracedControlPlane(mode?: TestMode): {
  spans: InMemorySpanExporter;
  tp: () => TestControlPlane;
} {
  const spans = new InMemorySpanExporter();
  let plane: TestControlPlane | undefined;
  beforeAll(async () => {
    plane = await startTestControlPlane({
      telemetry: createEmbeddedTelemetry({ spanExporters: [spans] }),
      ...(mode ? { mode } : {}),
    });
  });
  afterAll(async () => {
    await plane?.stop();
  });
  return {
    spans,
    tp: () => {
      if (!plane) throw new Error('the control plane is not started (use it inside a test)');
      return plane;
    },
  };
}
