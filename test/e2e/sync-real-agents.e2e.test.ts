import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KubeObject } from '../../agent/kube/port';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { AGENT_NAMESPACE, TENANT, caPem, eventually, startPlane, tempDir } from '../agent/harness';
import { FakeKubeApi } from '../support/fake-kube-api';
import { serviceAccountUserInfo } from '../support/fake-kube-authz';
import { kubeconfigYaml } from '../support/fake-kube-main';
import { selfSignedServingCertificate } from '../support/fake-kube-tls';
import { createHttpsClient } from '../support/https-client';
import { programPath, requirePrograms } from '../support/system-programs';
import { refusedForBoth, seedSyncCluster } from './sync-cluster';
import type { SyncClusterValues } from './sync-cluster';

const ROOT = join(__dirname, '../..');
const SECRET_VALUE = 'real-agents-s3cret';
const configMapKind = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps' };
const secretKind = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets' };

interface Member {
  name: string;
  api: FakeKubeApi;
  kubeconfig: string;
  child: ChildProcess;
  clusterId: string;
}

const describeWithKubectl = requirePrograms('kubectl');
const kubectl = programPath('kubectl');

/**
 * Three real agent processes (`node dist/agent/main.js`, run `npm run build` first), each against
 * its own fake Kubernetes API over TLS with the chart's RBAC and CRDs, synced through one embedded
 * control plane, and every cluster read and changed with kubectl as an operator would.
 */
describeWithKubectl('resource sync between three real agents, checked with kubectl', () => {
  const dir = tempDir('arcbridge-sync-real-');
  let plane: EmbeddedControlPlane;
  let api: ReturnType<typeof createHttpsClient>;
  let token: string;
  const members: Member[] = [];

  // Asynchronously: the fake API servers answer kubectl from this very process.
  const run = (member: Member, ...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        kubectl!,
        ['--kubeconfig', member.kubeconfig, ...args],
        { timeout: 30_000 },
        (err, stdout, stderr) =>
          resolve({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  const ok = async (member: Member, ...args: string[]) => {
    const result = await run(member, ...args);
    if (result.status !== 0) throw new Error(`kubectl ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  };
  const getJson = async (member: Member, kind: string, name: string): Promise<KubeObject | undefined> => {
    const result = await run(member, 'get', kind, name, '-n', 'team-a', '-o', 'json');
    return result.status === 0 ? (JSON.parse(result.stdout) as KubeObject) : undefined;
  };
  const applyYaml = (member: Member, yaml: string) => {
    const file = join(dir.path, `apply-${member.name}-${Date.now()}.yaml`);
    writeFileSync(file, yaml);
    return ok(member, 'apply', '-f', file);
  };
  const call = (method: string, path: string, body?: unknown) =>
    api.send({ method, path: `/api/v1/tenants/${TENANT}/${path}`, token, ...(body ? { body } : {}) });

  async function startMember(name: string, index: number, values: SyncClusterValues): Promise<Member> {
    const tls = await selfSignedServingCertificate();
    const kube = new FakeKubeApi({
      tls,
      users: { 'agent-token': serviceAccountUserInfo(AGENT_NAMESPACE, 'arcbridge-agent') },
    });
    await seedSyncCluster(
      kube.store,
      plane,
      { name, index, uidPrefix: '7e0a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5' },
      values,
    );
    const url = await kube.start();
    const kubeconfig = join(dir.path, `${name}.admin.kubeconfig`);
    const agentKubeconfig = join(dir.path, `${name}.agent.kubeconfig`);
    writeFileSync(kubeconfig, kubeconfigYaml(url, 'fake-token', tls.certPem), { mode: 0o600 });
    writeFileSync(agentKubeconfig, kubeconfigYaml(url, 'agent-token', tls.certPem), { mode: 0o600 });
    const child = spawn(process.execPath, [join(ROOT, 'dist/agent/main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir.path,
        KUBECONFIG: agentKubeconfig,
        ARCBRIDGE_CA_FILE: plane.caCertificatePath,
        ARCBRIDGE_METRICS_PORT: '0',
        ARCBRIDGE_LOG_LEVEL: 'warn',
        ARCBRIDGE_WORK_DIR: join(dir.path, name),
        ARCBRIDGE_HEARTBEAT_INTERVAL_MS: '300',
        ARCBRIDGE_STATUS_FLUSH_INTERVAL_MS: '200',
        ARCBRIDGE_RETRY_BASE_MS: '50',
        ARCBRIDGE_RETRY_CAP_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(join(dir.path, `${name}.log`));
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    const member: Member = { name, api: kube, kubeconfig, child, clusterId: '' };
    members.push(member);
    const status = () =>
      kube.store.get({ apiVersion: 'arcbridge.io/v1alpha1', kind: 'ArcBridgeCluster', name: 'arcbridge' })
        ?.status as { clusterId?: string } | undefined;
    member.clusterId = (await eventually(() => status()?.clusterId, 30_000)) as string;
    return member;
  }

  let hub: Member, edge1: Member, edge2: Member;
  beforeAll(async () => {
    plane = await startPlane(dir.path);
    api = createHttpsClient(plane.url, caPem(plane));
    token = await plane.issuer.mint({ subject: 'op', roles: ['admin'], tenants: [TENANT], ttlSeconds: 600 });
    hub = await startMember('hub', 0, {
      features: ['config-source'],
      labels: { role: 'hub' },
      exportKinds: [configMapKind, secretKind],
      peers: true,
    });
    edge1 = await startMember('edge-1', 1, { labels: { role: 'edge' } });
    edge2 = await startMember('edge-2', 2, { labels: { role: 'edge' }, exportKinds: [configMapKind] });
  }, 120_000);

  afterAll(async () => {
    for (const member of members) {
      member.child.kill('SIGTERM');
      if (member.child.exitCode === null) await new Promise((resolve) => member.child.once('exit', resolve));
    }
    await plane?.stop().catch(() => undefined);
    for (const member of members) await member.api.stop();
    dir.remove();
  });

  const greeting = async (member: Member) =>
    ((await getJson(member, 'configmap', 'app-config'))?.data as { greeting?: string } | undefined)?.greeting;

  it('syncs a ConfigMap and a sealed Secret from the hub to both edges', async () => {
    await applyYaml(
      hub,
      `apiVersion: v1
kind: ConfigMap
metadata: { name: app-config, namespace: team-a, labels: { share: 'yes' } }
data: { greeting: hello }
---
apiVersion: v1
kind: Secret
metadata: { name: db, namespace: team-a }
stringData: { password: ${SECRET_VALUE} }
`,
    );
    const rules = [
      ['app-config', { resource: { version: 'v1', kind: 'ConfigMap' }, match: { labels: 'share=yes' } }],
      [
        'db',
        {
          resource: { version: 'v1', kind: 'Secret' },
          match: { objectKeys: [{ name: 'db', namespace: 'team-a' }] },
          deletionPolicy: 'Orphan',
        },
      ],
    ] as const;
    for (const [name, rule] of rules) {
      const put = await call('PUT', `sync-rules/${name}`, {
        ...rule,
        from: { features: ['config-source'] },
        to: { selector: 'role=edge' },
      });
      expect(put.status).toBe(201);
    }
    for (const edge of [edge1, edge2]) {
      await eventually(async () => (await greeting(edge)) === 'hello', 30_000);
      await eventually(async () => (await getJson(edge, 'secret', 'db')) !== undefined, 30_000);
      const secret = (await getJson(edge, 'secret', 'db'))!;
      expect(Buffer.from((secret.data as { password: string }).password, 'base64').toString()).toBe(
        SECRET_VALUE,
      );
      expect(secret.metadata.labels?.['arcbridge.io/synced-from']).toBe(`${hub.clusterId}.db`);
    }
  });

  it('puts back a copy modified or deleted in a target', async () => {
    await ok(
      edge1,
      'patch',
      'configmap',
      'app-config',
      '-n',
      'team-a',
      '--type',
      'merge',
      '-p',
      '{"data":{"greeting":"tampered"}}',
    );
    await ok(edge2, 'delete', 'configmap', 'app-config', '-n', 'team-a');
    for (const edge of [edge1, edge2])
      await eventually(async () => (await greeting(edge)) === 'hello', 30_000);
  });

  it('shows the group in the hub as ArcBridgePeer objects, the hub itself local', async () => {
    await eventually(
      async () => (await ok(hub, 'get', 'arcbridgepeers', '-o', 'name')).trim().split('\n').length === 3,
      30_000,
    );
    // The fake API server lists no server-side table (printer columns): columns chosen client-side.
    const rows = await ok(
      hub,
      'get',
      'arcbridgepeers',
      '--no-headers',
      '-o',
      'custom-columns=CLUSTER:.spec.clusterName,TYPE:.spec.type,ID:.spec.clusterId',
    );
    expect(
      rows
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/))
        .sort(),
    ).toEqual([
      ['edge-1', 'peer', edge1.clusterId],
      ['edge-2', 'peer', edge2.clusterId],
      ['hub', 'local', hub.clusterId],
    ]);
    // edge-1 has no sync.peers: no objects, and its agent may not write any.
    expect((await ok(edge1, 'get', 'arcbridgepeers', '-o', 'name')).trim()).toBe('');
  });

  it('refuses a conflicting second source with a Conflict naming both', async () => {
    await applyYaml(
      edge2,
      `apiVersion: v1\nkind: ConfigMap\nmetadata: { name: app-config, namespace: team-b }\ndata: { greeting: rival }\n`,
    );
    const put = await call('PUT', 'sync-rules/rival', {
      resource: { version: 'v1', kind: 'ConfigMap' },
      match: { objectKeys: [{ name: 'app-config', namespace: 'team-b' }] },
      from: { clusters: [edge2.clusterId] },
      to: { clusters: [edge1.clusterId] },
      namespaceMapping: { 'team-b': 'team-a' },
    });
    expect(put.status).toBe(201);
    await eventually(
      () =>
        refusedForBoth(() => call('GET', 'sync-rules/rival'), edge1.clusterId, [
          hub.clusterId,
          edge2.clusterId,
        ]),
      30_000,
    );
    expect(await greeting(edge1)).toBe('hello');
    expect((await call('DELETE', 'sync-rules/rival')).status).toBe(204);
  });

  it('removes the ConfigMap copies (Delete) and keeps the Secret copies (Orphan) when the sources go', async () => {
    await ok(hub, 'delete', 'configmap', 'app-config', '-n', 'team-a');
    await ok(hub, 'delete', 'secret', 'db', '-n', 'team-a');
    for (const edge of [edge1, edge2])
      await eventually(async () => (await getJson(edge, 'configmap', 'app-config')) === undefined, 30_000);
    for (const edge of [edge1, edge2]) {
      const secret = await getJson(edge, 'secret', 'db');
      expect(Buffer.from((secret?.data as { password?: string })?.password ?? '', 'base64').toString()).toBe(
        SECRET_VALUE,
      );
    }
  });
});
