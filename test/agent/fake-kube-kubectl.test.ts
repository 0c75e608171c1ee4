import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { parse } from 'yaml';
import { programPath, requirePrograms } from '../support/system-programs';
import { tempDir } from './harness';

/**
 * The fake Kubernetes API (started as `npm run fake-kube` would start it) driven by a real client,
 * kubectl. Each case says which real behaviour it holds the fake to:
 * - discovery: https://kubernetes.io/docs/concepts/overview/kubernetes-api/#discovery-api
 *   (`kubectl api-resources` builds its NAMESPACED column from the resource lists; a CRD's kinds
 *   appear once it is established: https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/)
 * - list/watch: https://kubernetes.io/docs/reference/using-api/api-concepts/#efficient-detection-of-changes
 * - server-side apply, field managers, conflicts and --force-conflicts:
 *   https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts and #managers
 * - impersonation and RBAC denial: https://kubernetes.io/docs/reference/access-authn-authz/authentication/#user-impersonation
 * kubectl 1.32 is preinstalled on the development machines; CI installs Debian's kubernetes-client.
 */
const describeWithKubectl = requirePrograms('kubectl');
const kubectl = programPath('kubectl');

describeWithKubectl('the fake Kubernetes API, checked with kubectl', () => {
  const dir = tempDir('arcbridge-fake-kube-');
  const kubeconfig = join(dir.path, 'admin.kubeconfig');
  let server: ChildProcess;

  const run = (...args: string[]) =>
    spawnSync(kubectl!, ['--kubeconfig', kubeconfig, ...args], { encoding: 'utf8', timeout: 30_000 });
  const ok = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`kubectl ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  };
  const file = (name: string, text: string) => {
    const path = join(dir.path, name);
    writeFileSync(path, text);
    return path;
  };

  beforeAll(async () => {
    server = spawn(
      process.execPath,
      [
        join(__dirname, '../../dist/test/support/fake-kube-main.js'),
        '--port',
        '0',
        '--kubeconfig',
        kubeconfig,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      server.stdout!.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`fake-kube exited with ${code}`)));
    });
  });

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    dir.remove();
  });

  const namespacedColumn = (output: string) => {
    const lines = output.trim().split('\n');
    const header = lines[0]!;
    const at = header.indexOf('NAMESPACED');
    const kindAt = header.indexOf('KIND');
    return new Map(
      lines.slice(1).map((line) => [line.slice(kindAt).trim(), line.slice(at, kindAt).trim()] as const),
    );
  };

  it('writes a private kubeconfig for a TLS server', () => {
    const config = parse(readFileSync(kubeconfig, 'utf8')) as {
      clusters: Array<{ cluster: { server: string; 'certificate-authority-data': string } }>;
    };
    expect(config.clusters[0]!.cluster.server).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(config.clusters[0]!.cluster['certificate-authority-data']).toBeTruthy();
    // It holds a bearer token: readable by its owner only.
    expect(statSync(kubeconfig).mode & 0o777).toBe(0o600);
  });

  it('discovery: kubectl api-resources shows the right NAMESPACED column, also for CRDs applied at runtime', () => {
    const before = namespacedColumn(ok('api-resources'));
    expect(before.get('ConfigMap')).toBe('true');
    expect(before.get('Deployment')).toBe('true');
    expect(before.get('Namespace')).toBe('false');
    expect(before.get('ClusterRole')).toBe('false');
    expect(before.get('CustomResourceDefinition')).toBe('false');
    expect(before.has('ClusterIssuer')).toBe(false);
    const crd = (kind: string, plural: string, scope: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: { name: ${plural}.example.io }
spec:
  group: example.io
  scope: ${scope}
  names: { kind: ${kind}, plural: ${plural}, singular: ${kind.toLowerCase()} }
  versions:
    - name: v1
      served: true
      storage: true
      schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } }
`;
    ok(
      'apply',
      '--server-side',
      '-f',
      file(
        'crds.yaml',
        `${crd('ClusterIssuer', 'clusterissuers', 'Cluster')}---\n${crd('Issuer', 'issuers', 'Namespaced')}`,
      ),
    );
    ok(
      'wait',
      '--for=condition=Established',
      'crd/clusterissuers.example.io',
      'crd/issuers.example.io',
      '--timeout=20s',
    );
    const after = namespacedColumn(ok('api-resources', '--api-group=example.io'));
    expect(Object.fromEntries(after)).toEqual({ ClusterIssuer: 'false', Issuer: 'true' });
    // A cluster-scoped custom resource is stored without a namespace, whatever the client's context says.
    ok(
      'apply',
      '--server-side',
      '-f',
      file(
        'issuer.yaml',
        'apiVersion: example.io/v1\nkind: ClusterIssuer\nmetadata: { name: letsencrypt }\nspec: { acme: {} }\n',
      ),
    );
    expect(
      ok('get', 'clusterissuer', 'letsencrypt', '-o', 'jsonpath={.metadata.namespace}|{.metadata.name}'),
    ).toBe('|letsencrypt');
  });

  it('get, list and watch: kubectl get -w sees an object created after it started', async () => {
    ok('create', 'configmap', 'before', '--from-literal=a=1');
    expect(ok('get', 'configmaps', '-o', 'name')).toContain('configmap/before');
    const watch = spawn(kubectl!, ['--kubeconfig', kubeconfig, 'get', 'configmaps', '-w', '-o', 'name']);
    let seen = '';
    watch.stdout.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    try {
      await waitFor(() => seen.includes('configmap/before'));
      ok('create', 'configmap', 'after', '--from-literal=a=2');
      await waitFor(() => seen.includes('configmap/after'));
      ok('delete', 'configmap', 'after');
      expect(ok('get', 'configmaps', '-o', 'name')).not.toContain('configmap/after');
    } finally {
      watch.kill();
    }
  });

  it('server-side apply: a second manager conflicts (409, FieldManagerConflict), shares equal values, and takes fields with --force-conflicts', async () => {
    const cm = (value: string, extra = '') =>
      file(
        `cm-${value}.yaml`,
        `apiVersion: v1\nkind: ConfigMap\nmetadata: { name: shared, namespace: default }\ndata: { key: ${value}${extra} }\n`,
      );
    ok('apply', '--server-side', '--field-manager=a', '-f', cm('one', ', other: x'));
    const conflict = run('apply', '--server-side', '--field-manager=b', '-f', cm('two'));
    expect(conflict.status).not.toBe(0);
    expect(conflict.stderr).toContain('Apply failed with 1 conflict: conflict with "a": .data.key');
    // kubectl recognised the Status as an apply conflict: it explains --force-conflicts.
    expect(conflict.stderr).toContain('--force-conflicts');
    // kubectl 1.21+ hides managedFields unless asked; 1.20 (Debian's) always shows them.
    const version = JSON.parse(ok('version', '--client', '-o', 'json')) as {
      clientVersion: { minor: string };
    };
    const showManaged = parseInt(version.clientVersion.minor, 10) >= 21 ? ['--show-managed-fields'] : [];
    const managers = () =>
      JSON.parse(ok('get', 'configmap', 'shared', '-o', 'json', ...showManaged)) as {
        metadata: { managedFields: Array<{ manager: string; fieldsV1: Record<string, unknown> }> };
        data: Record<string, string>;
      };
    expect(managers().metadata.managedFields.map((m) => m.manager)).toEqual(['a']);
    expect(managers().data).toEqual({ key: 'one', other: 'x' });

    // The raw Status, as a real API server shapes it.
    const raw = await patchRaw(kubeconfig, '/api/v1/namespaces/default/configmaps/shared?fieldManager=b', {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'shared', namespace: 'default' },
      data: { key: 'two' },
    });
    expect(raw.status).toBe(409);
    expect(raw.body).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'Conflict',
      code: 409,
      details: {
        causes: [{ reason: 'FieldManagerConflict', message: 'conflict with "a"', field: '.data.key' }],
      },
    });

    // Applying the same value is no conflict: both managers own the field.
    ok('apply', '--server-side', '--field-manager=b', '-f', cm('one'));
    expect(
      managers()
        .metadata.managedFields.map((m) => m.manager)
        .sort(),
    ).toEqual(['a', 'b']);

    ok('apply', '--server-side', '--field-manager=b', '--force-conflicts', '-f', cm('two'));
    const after = managers();
    expect(after.data).toEqual({ key: 'two', other: 'x' });
    const byManager = Object.fromEntries(after.metadata.managedFields.map((m) => [m.manager, m.fieldsV1]));
    expect(byManager).toEqual({ a: { 'f:data': { 'f:other': {} } }, b: { 'f:data': { 'f:key': {} } } });

    // A field the manager stops applying is removed when nobody else owns it.
    ok(
      'apply',
      '--server-side',
      '--field-manager=a',
      '-f',
      file(
        'cm-none.yaml',
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: shared, namespace: default }\n',
      ),
    );
    expect(managers().data).toEqual({ key: 'two' });
  });

  it('impersonation and RBAC: a ServiceAccount without a binding gets the real Forbidden message, with one it may act', () => {
    const denied = run('--as=system:serviceaccount:default:deployer', 'get', 'configmaps');
    expect(denied.status).not.toBe(0);
    expect(denied.stderr).toContain(
      'Error from server (Forbidden): configmaps is forbidden: User "system:serviceaccount:default:deployer" cannot list resource "configmaps" in API group "" in the namespace "default"',
    );
    ok(
      'create',
      'rolebinding',
      'deployer-view',
      '--clusterrole=cluster-admin',
      '--serviceaccount=default:deployer',
      '--namespace=default',
    );
    expect(ok('--as=system:serviceaccount:default:deployer', 'get', 'configmaps', '-o', 'name')).toContain(
      'configmap/shared',
    );
    const elsewhere = run(
      '--as=system:serviceaccount:default:deployer',
      'get',
      'secrets',
      '-n',
      'kube-system',
    );
    expect(elsewhere.stderr).toContain(
      'cannot list resource "secrets" in API group "" in the namespace "kube-system"',
    );
  });
});

async function waitFor(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An apply PATCH without kubectl, to see the Status body itself. */
function patchRaw(
  kubeconfigPath: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const config = parse(readFileSync(kubeconfigPath, 'utf8')) as {
    clusters: Array<{ cluster: { server: string; 'certificate-authority-data': string } }>;
    users: Array<{ user: { token: string } }>;
  };
  const { server, 'certificate-authority-data': ca } = config.clusters[0]!.cluster;
  const url = new URL(path, server);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'PATCH',
        ca: Buffer.from(ca, 'base64'),
        headers: {
          authorization: `Bearer ${config.users[0]!.user.token}`,
          'content-type': 'application/apply-patch+yaml',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
