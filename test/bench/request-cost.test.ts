import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Runs the compiled tool (npm test builds first) as a user would, with its own TMPDIR to look into.
const TOOL = resolve(__dirname, '../../dist/bench/request-cost.js');

describe('bench/request-cost', () => {
  it('cleans up its control plane and data dir when its reader closes the pipe early (| head -1)', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'arcbridge-request-cost-test-'));
    try {
      const child = spawn(
        process.execPath,
        [TOOL, '--clusters', '2', '--requests', '200', '--paths', 'heartbeat,desired-304'],
        { env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // Like `head -1`: read the first line, then close the read end.
      await once(child.stdout, 'data');
      child.stdout.destroy();
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(stderr).not.toMatch(/EPIPE/);
      expect(code).toBe(0);
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
