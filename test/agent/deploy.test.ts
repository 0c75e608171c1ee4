import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ClusterSpec } from '../../agent/cluster-resource';
import { grantsFrom, loadYamlDocuments } from './rbac';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking parsed YAML documents */

const deploy = join(__dirname, '../../agent/deploy');
const chart = join(deploy, 'chart');

describe('agent/deploy (offline checks)', () => {
  it('every plain YAML file parses without errors', () => {
    const files = readdirSync(deploy).filter((f) => f.endsWith('.yaml'));
    expect(files.sort()).toEqual(['cluster.yaml', 'crd.yaml', 'deployment.yaml', 'rbac.yaml']);
    for (const file of [
      ...files.map((f) => join(deploy, f)),
      join(chart, 'Chart.yaml'),
      join(chart, 'values.yaml'),
    ]) {
      for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) expect(doc.errors).toEqual([]);
    }
  });

  it('the CRD is cluster-scoped with the spec and status fields of the issue, the agent schema, and printer columns', () => {
    const [crd] = loadYamlDocuments(join(deploy, 'crd.yaml')) as Array<{
      metadata: { name: string };
      spec: {
        scope: string;
        versions: Array<{
          name: string;
          schema: { openAPIV3Schema: any };
          additionalPrinterColumns: Array<{ name: string; jsonPath: string }>;
          subresources: object;
        }>;
      };
    }>;
    expect(crd!.metadata.name).toBe('arcbridgeclusters.arcbridge.io');
    expect(crd!.spec.scope).toBe('Cluster');
    const version = crd!.spec.versions[0]!;
    expect(version.name).toBe('v1alpha1');
    expect(version.subresources).toEqual({ status: {} });
    const schema = version.schema.openAPIV3Schema.properties;
    // Same fields as the zod schema the agent parses the spec with.
    expect(Object.keys(schema.spec.properties).sort()).toEqual(Object.keys(ClusterSpec.shape).sort());
    expect(Object.keys(schema.status.properties).sort()).toEqual(
      ['clusterId', 'conditions', 'extensions', 'lastKnownGoodGeneration'].sort(),
    );
    const condition = schema.status.properties.conditions.items.properties;
    expect(Object.keys(condition)).toEqual(
      expect.arrayContaining([
        'type',
        'status',
        'reason',
        'message',
        'lastTransitionTime',
        'observedGeneration',
      ]),
    );
    expect(condition.type.enum).toEqual(['Registered', 'Connected', 'Reconciled']);
    expect(version.additionalPrinterColumns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cluster ID', 'Registered', 'Connected', 'Reconciled']),
    );
    // The chart installs the very same CRD (test/agent/chart.test.ts renders and compares it).
  });

  it('the example ArcBridgeCluster satisfies the agent spec schema', () => {
    const cluster = loadYamlDocuments(join(deploy, 'cluster.yaml')).find(
      (d) => d.kind === 'ArcBridgeCluster',
    )!;
    expect(ClusterSpec.safeParse(cluster.spec).success).toBe(true);
  });

  it('the Deployment runs as non-root with a read-only root filesystem, probes and one replica', () => {
    const deployment = loadYamlDocuments(join(deploy, 'deployment.yaml')).find(
      (d) => d.kind === 'Deployment',
    ) as any;
    const pod = deployment.spec.template.spec;
    const container = pod.containers[0];
    expect(deployment.spec.replicas).toBe(1);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
    expect(pod.serviceAccountName).toBe('arcbridge-agent');
  });

  it('the plain RBAC binds every role to the agent service account, and nothing in kube-system', () => {
    const docs = loadYamlDocuments(join(deploy, 'rbac.yaml'));
    const grants = grantsFrom(docs);
    expect(grants.map((g) => g.role).sort()).toEqual(
      [
        'ClusterRole/arcbridge-agent',
        'ClusterRole/arcbridge-agent-extensions',
        'ClusterRole/arcbridge-agent-extensions-cluster',
        'Role/arcbridge-agent',
      ].sort(),
    );
    for (const g of grants) expect(g.rules.length).toBeGreaterThan(0);
    for (const d of docs) {
      expect((d.metadata as { namespace?: string }).namespace).not.toBe('kube-system');
      for (const rule of (d.rules as Array<{ verbs: string[]; resources: string[] }> | undefined) ?? []) {
        expect(rule.verbs).not.toContain('*');
        expect(rule.resources).not.toContain('*');
        expect(rule.verbs).not.toEqual(expect.arrayContaining(['escalate']));
      }
    }
  });

  it('the chart templates reference only values defined in values.yaml', () => {
    const values = parse(readFileSync(join(chart, 'values.yaml'), 'utf8')) as Record<string, unknown>;
    const templates = readdirSync(join(chart, 'templates')).map((f) =>
      readFileSync(join(chart, 'templates', f), 'utf8'),
    );
    const refs = new Set<string>();
    for (const text of templates)
      for (const m of text.matchAll(/\.Values((?:\.[A-Za-z0-9_]+)+)/g)) refs.add(m[1]!.slice(1));
    expect(refs.size).toBeGreaterThan(10);
    const missing = [...refs].filter((path) => {
      let node: unknown = values;
      for (const key of path.split('.')) {
        if (typeof node !== 'object' || node === null || !(key in node)) return true;
        node = (node as Record<string, unknown>)[key];
      }
      return false;
    });
    expect(missing).toEqual([]);
    // The values the issue asks for.
    expect(values).toMatchObject({
      controlPlaneUrl: '',
      tenantId: '',
      bootstrapToken: { existingSecret: '', key: 'token' },
    });
  });

  it('the chart RBAC has the same rules as the plain RBAC', () => {
    const strip = (text: string) =>
      text
        .split('\n')
        .filter((l) => !l.includes('{{'))
        .join('\n');
    const chartRbac = parseAllDocuments(strip(readFileSync(join(chart, 'templates', 'rbac.yaml'), 'utf8')))
      .map((d) => d.toJS() as { rules?: unknown })
      .filter((d) => d?.rules)
      .map((d) => d.rules);
    const plain = loadYamlDocuments(join(deploy, 'rbac.yaml'))
      .filter((d) => d.rules)
      .map((d) => d.rules);
    expect(chartRbac).toEqual(plain);
  });
});
