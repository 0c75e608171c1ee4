/**
 * The agent outside a cluster and without a kubeconfig stops at once and says what it needs,
 * instead of retrying for ever against client-node's fallback (http://localhost:8080), whose
 * every call failed with "HTTP protocol is not allowed when skipTLSVerify is not set".
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

it('exits 1 naming KUBECONFIG when there is no cluster and no kubeconfig', async () => {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    ARCBRIDGE_METRICS_PORT: '0',
  };
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('close', (c) => r(c)));
  expect(code).toBe(1);
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; msg: string; error?: string });
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 'error',
      msg: 'agent failed to start',
      error: expect.stringContaining('set KUBECONFIG to a kubeconfig file'),
    }),
  );
  expect(output).not.toContain('skipTLSVerify');
}, 30_000);
