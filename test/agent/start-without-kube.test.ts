/**
 * The agent stops at once, in one JSON log line saying what to fix, when it cannot start: outside
 * a cluster without a kubeconfig (it retried for ever against client-node's fallback,
 * http://localhost:8080, whose every call failed with "HTTP protocol is not allowed when
 * skipTLSVerify is not set"), or with an invalid setting (it died with a stack trace).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const main = join(resolve(__dirname, '../..'), 'dist/agent/main.js');

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'arcbridge-agent-home-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

/** Runs the agent with only `extra` set (and an empty HOME): its exit code and log lines. */
async function startAgent(extra: Record<string, string>) {
  const env = { PATH: process.env.PATH ?? '', HOME: home, ARCBRIDGE_METRICS_PORT: '0', ...extra };
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('close', (c) => r(c)));
  // Every line is JSON: a stack trace would make JSON.parse throw.
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; msg: string; error?: string });
  return { code, output, lines };
}

it('exits 1 naming an invalid setting, in one JSON line', async () => {
  const { code, lines } = await startAgent({ ARCBRIDGE_METRICS_PORT: 'abc' });
  expect(code).toBe(1);
  expect(lines).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: 'agent failed to start',
      error: expect.stringMatching(/^Invalid agent configuration:\n {2}- ARCBRIDGE_METRICS_PORT: /),
    }),
  ]);
});

it('exits 1 naming KUBECONFIG when there is no cluster and no kubeconfig', async () => {
  const { code, output, lines } = await startAgent({});
  expect(code).toBe(1);
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 'error',
      msg: 'agent failed to start',
      error: expect.stringContaining('set KUBECONFIG to a kubeconfig file'),
    }),
  );
  expect(output).not.toContain('skipTLSVerify');
});
