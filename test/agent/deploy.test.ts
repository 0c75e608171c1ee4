import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { ClusterSpec } from '../../agent/cluster-resource';
import { ClusterName } from '../../contract/common';
import { GroupPath } from '../../contract/targeting';
import { crdChecker } from '../support/crd-schema';
import { CONDITION_TYPES } from '../../agent/cluster-resource';
import { HelmChart } from '../support/helm-chart';
import { grantsFrom, loadYamlDocuments } from './rbac';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking parsed YAML documents */

const deploy = join(__dirname, '../../agent/deploy');
const chart = join(deploy, 'chart');

describe('agent/deploy (offline checks)', () => {
  it('every plain YAML file parses without errors', () => {
    const files = readdirSync(deploy).filter((f) => f.endsWith('.yaml'));
    expect(files.sort()).toEqual([
      'cluster.yaml',
      'crd-acceptapi.yaml',
      'crd.yaml',
      'deployment.yaml',
      'peer-crd.yaml',
      'rbac.yaml',
    ]);
    for (const file of [
      ...files.map((f) => join(deploy, f)),
      join(chart, 'Chart.yaml'),
      join(chart, 'values.yaml'),
    ]) {
      for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) expect(doc.errors).toEqual([]);
    }
  });

  it('the CRD is cluster-scoped with the documented spec and status fields, the agent schema, and printer columns', () => {
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
    expect(condition.type.enum).toEqual([...CONDITION_TYPES]);
    expect(version.additionalPrinterColumns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cluster ID', 'Registered', 'Connected', 'Reconciled']),
    );
    // The chart installs the very same CRD (test/agent/chart.test.ts renders and compares it).
  });

  it('the example ArcBridgeCluster satisfies the agent spec schema and the CRD', () => {
    const cluster = loadYamlDocuments(join(deploy, 'cluster.yaml')).find(
      (d) => d.kind === 'ArcBridgeCluster',
    )!;
    expect(ClusterSpec.safeParse(cluster.spec).success).toBe(true);
    expect(crdChecker(join(deploy, 'crd.yaml'), 'v1alpha1')(cluster)).toEqual([]);
    expect((cluster.spec as { clusterName?: string }).clusterName).toBeTruthy();
  });

  /** A minimal ArcBridgeCluster with `fields` added to its spec. */
  const clusterWith = (fields: Record<string, string>) => ({
    apiVersion: 'arcbridge.io/v1alpha1',
    kind: 'ArcBridgeCluster',
    metadata: { name: 'arcbridge' },
    spec: {
      controlPlaneUrl: 'https://cp.example.com',
      tenantId: 'contoso',
      ...fields,
      bootstrapTokenSecretRef: { name: 'arcbridge-bootstrap' },
    },
  });

  it('spec.clusterName: the CRD checks it as the registration API does, so `kubectl apply` refuses a bad one', () => {
    const [crd] = loadYamlDocuments(join(deploy, 'crd.yaml')) as any[];
    // The CRD cannot import the contract: it repeats its pattern and length, held equal here.
    const { pattern, maxLength } = z.toJSONSchema(ClusterName) as { pattern: string; maxLength: number };
    expect(crd.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.clusterName).toMatchObject({
      type: 'string',
      pattern,
      maxLength,
    });
    const check = crdChecker(join(deploy, 'crd.yaml'), 'v1alpha1');
    const withName = (clusterName: string) => clusterWith({ clusterName });
    const longest = `a${'b'.repeat(251)}c`;
    for (const good of ['store-0042', 'store-0042.westeurope', 'a', longest]) {
      expect(check(withName(good))).toEqual([]);
      expect(ClusterSpec.safeParse(withName(good).spec).success).toBe(true);
    }
    for (const bad of ['Store_0042', '-store', 'store.', '', `${longest}d`]) {
      expect(check(withName(bad)).join()).toMatch(
        /^\/spec\/clusterName must (match pattern|NOT have more than 253)/,
      );
      const parsed = ClusterSpec.safeParse(withName(bad).spec);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('clusterName');
    }
  });

  it('spec.group: the CRD checks it as the registration API does', () => {
    const [crd] = loadYamlDocuments(join(deploy, 'crd.yaml')) as any[];
    const schema = z.toJSONSchema(GroupPath) as unknown as {
      $defs: { GroupPath: { pattern: string; maxLength: number } };
    };
    const { pattern, maxLength } = schema.$defs.GroupPath;
    // The same expression: JSON Schema keeps the contract's escaped '/', the CRD writes it plain.
    expect(crd.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.group).toMatchObject({
      type: 'string',
      pattern: pattern.replaceAll('\\/', '/'),
      maxLength,
    });
    const check = crdChecker(join(deploy, 'crd.yaml'), 'v1alpha1');
    const withGroup = (group: string) => clusterWith({ group });
    for (const good of ['retail', 'retail/eu/store-0042', 'a.b_c/d-e']) {
      expect(check(withGroup(good))).toEqual([]);
      expect(ClusterSpec.safeParse(withGroup(good).spec).success).toBe(true);
    }
    for (const bad of ['Retail', 'retail/', '/retail', 'retail//eu', '', 'x'.repeat(513)]) {
      expect(check(withGroup(bad)).join()).toMatch(
        /^\/spec\/group must (match pattern|NOT have more than 512)/,
      );
      const parsed = ClusterSpec.safeParse(withGroup(bad).spec);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('group');
    }
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

  it('the plain RBAC: the agent may only impersonate the extensions account, which gets nothing cluster-wide and no Secrets outside its namespaces', () => {
    const docs = loadYamlDocuments(join(deploy, 'rbac.yaml'));
    const grants = grantsFrom(docs);
    expect(grants.map((g) => `${g.role}@${g.namespace ?? '*'}`).sort()).toEqual(
      [
        'ClusterRole/arcbridge-agent@*',
        'ClusterRole/arcbridge-extensions-restricted@apps',
        'Role/arcbridge-agent@arcbridge-system',
      ].sort(),
    );
    for (const g of grants) expect(g.rules.length).toBeGreaterThan(0);
    // Secrets: only through namespace-bound grants, never a cluster-wide one.
    for (const g of grants.filter((x) => x.namespace === undefined))
      for (const rule of g.rules) expect(rule.resources).not.toContain('secrets');
    const impersonate = grants
      .flatMap((g) => g.rules)
      .filter((r) => r.verbs.includes('impersonate')) as Array<{
      resourceNames?: string[];
      resources: string[];
    }>;
    expect(impersonate).toEqual([
      expect.objectContaining({ resources: ['serviceaccounts'], resourceNames: ['arcbridge-extensions'] }),
    ]);
    const bindings = docs.filter((d) => d.kind === 'RoleBinding' || d.kind === 'ClusterRoleBinding');
    for (const b of bindings.filter((d) =>
      (d.roleRef as { name: string }).name.startsWith('arcbridge-extensions'),
    ))
      expect(b.subjects).toEqual([
        { kind: 'ServiceAccount', name: 'arcbridge-extensions', namespace: 'arcbridge-system' },
      ]);
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
    // The documented values (docs/agent.md).
    expect(values).toMatchObject({
      controlPlaneUrl: '',
      tenantId: '',
      bootstrapToken: { existingSecret: '', key: 'token' },
    });
  });

  it('the chart RBAC, rendered with its defaults, has the same rules as the plain RBAC', () => {
    // Opt-in values (mode=flux, the cluster-admin profile) add rules the plain files do not hold.
    const rendered = new HelmChart(chart).render(
      { controlPlaneUrl: 'https://cp.example.com', tenantId: 't1', bootstrapToken: { value: 'tok' } },
      { name: 'arcbridge-agent', namespace: 'arcbridge-system' },
    );
    const chartRbac = rendered
      .filter((o) => o.source === 'rbac.yaml')
      .map((o) => (o as { rules?: unknown }).rules)
      .filter(Boolean);
    const plain = loadYamlDocuments(join(deploy, 'rbac.yaml'))
      .filter((d) => d.rules)
      .map((d) => d.rules);
    expect(plain.length).toBeGreaterThan(2);
    expect(chartRbac).toEqual(plain);
  });
});
