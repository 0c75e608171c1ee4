import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { requirePrograms } from '../support/system-programs';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * docs/agent.md's "Run it as a user would", run as written: the control plane, the standalone fake
 * Kubernetes API and the agent as real processes, kubectl as the user's client.
 */
requirePrograms('kubectl', 'curl')('the agent walkthrough in docs/agent.md (real processes)', () => {
  const work = mkdtempSync(join(tmpdir(), 'arcbridge-agent-walkthrough-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('ends with the cluster-scoped custom resource without a namespace and the ConfigMap in the assigned namespace', async () => {
    const doc = readFileSync(join(root, 'docs/agent.md'), 'utf8');
    const block =
      /<!-- agent-walkthrough:start -->\s*```bash\n([\s\S]*?)```\s*<!-- agent-walkthrough:end -->/.exec(doc);
    expect(block).not.toBeNull();
    // The only changes: the built entry points instead of npm scripts (whose pre-scripts rebuild).
    const script = block![1]!
      .replace('npm start', `node ${join(root, 'dist/functions/host/main.js')}`)
      .replace('npm run fake-kube --', `node ${join(root, 'dist/test/support/fake-kube-main.js')}`)
      .replaceAll('npx arcbridge', `node ${join(root, 'dist/cli/main.js')}`);
    const [cp, kube, web] = [await freePort(), await freePort(), await freePort()];
    try {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
        cwd: root,
        timeout: 170_000,
        env: {
          ...process.env,
          WORK: work,
          CP_PORT: String(cp),
          KUBE_PORT: String(kube),
          WEB_PORT: String(web),
          ARCBRIDGE_LOG_LEVEL: 'warn',
        },
      });
      expect(stdout).toContain('arcbridgecluster.arcbridge.io/arcbridge condition met');
      expect(stdout).toMatch(/^letsencrypt\s+<none>\s*$/m);
      expect(stdout).toMatch(/^issuer-settings\s+/m);
    } catch (err) {
      const logs = ['control-plane.log', 'fake-kube.log', 'agent.log']
        .map((f) => {
          try {
            return `--- ${f}\n${readFileSync(join(work, f), 'utf8').slice(-3000)}`;
          } catch {
            return `--- ${f}: none`;
          }
        })
        .join('\n');
      throw new Error(
        `${(err as Error).message}\n${(err as { stdout?: string }).stdout ?? ''}\n${(err as { stderr?: string }).stderr ?? ''}\n${logs}`,
      );
    }
  });
});
