import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LogEvents, Metrics } from '../../../functions/platform/telemetry/telemetry-names';

/** docs/operations.md documents every metric and log event the code exports, with its attributes. */
describe('docs/operations.md', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/operations.md'), 'utf8');
  const rowOf = (name: string) => doc.split('\n').find((line) => line.startsWith(`| \`${name}\``));

  it.each(Object.values(Metrics).map((m) => [m.name, m] as const))(
    'lists metric %s with its kind and attributes',
    (name, metric) => {
      const row = rowOf(name);
      expect(row).toBeDefined();
      expect(row).toContain(`| ${metric.kind}`);
      for (const attribute of metric.attributes) expect(row).toContain(`\`${attribute}\``);
    },
  );

  it.each(Object.values(LogEvents).map((e) => [e.name, e] as const))(
    'lists log event "%s" with its fields',
    (name, event) => {
      const row = rowOf(name);
      expect(row).toBeDefined();
      expect(row).toContain(`| ${event.level}`);
      for (const attribute of event.attributes) expect(row).toContain(`\`${attribute}\``);
    },
  );
});
