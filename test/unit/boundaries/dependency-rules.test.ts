import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
/** Three files that break two rules on purpose; `npm run lint:deps` never reads test/. */
const FIXTURE = join(ROOT, 'test/fixtures/boundaries');

interface Rule {
  name: string;
  comment: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rules = (require(CONFIG) as { forbidden: Rule[] }).forbidden;

/** What `npm run lint:deps` runs, on the fixture: exit status and the report, whitespace folded. */
function cruise(...paths: string[]): { status: number | null; report: string } {
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    [...paths, '--config', CONFIG, '--output-type', 'err-long'],
    { cwd: FIXTURE, encoding: 'utf8' },
  );
  return { status: run.status, report: `${run.stdout}${run.stderr}`.replace(/\s+/g, ' ') };
}

const folded = (text: string): string => text.replace(/\s+/g, ' ');

describe('import boundaries (dependency-cruiser)', () => {
  it('every rule says which rule it is and why it exists', () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.comment.startsWith(`${rule.name}: `)).toBe(true);
      expect(rule.comment.length).toBeGreaterThan(rule.name.length + 60);
    }
  });

  it('fails an agent file that imports the control plane, naming the rule and its reason', () => {
    const { status, report } = cruise('agent');
    expect(status).not.toBe(0);
    const rule = rules.find((r) => r.name === 'agent-only-contract') as Rule;
    expect(report).toContain('error agent-only-contract: agent/main.ts → functions/platform/clock.ts');
    expect(report).toContain(folded(rule.comment));
  });

  it('fails a platform file that imports a capability', () => {
    const { status, report } = cruise('functions');
    expect(status).not.toBe(0);
    const rule = rules.find((r) => r.name === 'platform-imports-no-capability') as Rule;
    expect(report).toContain(
      'error platform-imports-no-capability: functions/platform/clock.ts → functions/rollout/model.ts',
    );
    expect(report).toContain(folded(rule.comment));
    expect(report).not.toContain('agent-only-contract');
  });
});
