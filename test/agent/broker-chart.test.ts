import { join } from 'node:path';
import { ClusterSpec } from '../../agent/cluster-resource';
import { crdChecker } from '../support/crd-schema';
import { HelmChart } from '../support/helm-chart';
import { loadYamlDocuments } from './rbac';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking rendered Kubernetes objects */

const deploy = join(__dirname, '../../agent/deploy');
const chart = new HelmChart(join(deploy, 'chart'));
const required = {
  controlPlaneUrl: 'https://cp.example.com',
  tenantId: 't1',
  bootstrapToken: { value: 'tok' },
};
const certificates = { group: 'example.com', version: 'v1', kind: 'Certificate', resource: 'certificates' };
const databases = { group: 'example.com', version: 'v1', kind: 'Database', resource: 'databases' };
const secrets = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets' };

/** The rules of the agent's own ClusterRole (not the extensions'). */
function agentRules(
  values: Record<string, unknown>,
): Array<{ apiGroups: string[]; resources: string[]; verbs: string[] }> {
  const objects = chart.render({ ...required, ...values }, { name: 'edge', namespace: 'edge-system' });
  const role = objects.find(
    (o) => o.kind === 'ClusterRole' && o.metadata.name === 'edge-arcbridge-agent',
  ) as any;
  return role.rules;
}
const touches = (rules: ReturnType<typeof agentRules>, resource: string) =>
  rules.filter((r) => r.resources.some((x) => x === resource || x.startsWith(`${resource}/`)));

describe('agent chart: brokering values', () => {
  it('grants nothing for brokering unless broker.enabled', () => {
    const rules = agentRules({ broker: { enabled: false, consumerKinds: [certificates] } });
    expect(touches(rules, 'acceptapis')).toEqual([]);
    expect(touches(rules, 'certificates')).toEqual([]);
    const cluster = chart
      .render(required, { name: 'edge', namespace: 'edge-system' })
      .find((o) => o.kind === 'ArcBridgeCluster') as any;
    expect(cluster.spec.broker).toBeUndefined();
    expect(ClusterSpec.parse(cluster.spec).broker.enabled).toBe(false);
  });

  it('a consumer may watch, finalize and write the status of exactly its consumer kinds, and write back related kinds', () => {
    const rules = agentRules({
      broker: { enabled: true, consumerKinds: [certificates], relatedKinds: [secrets] },
    });
    expect(touches(rules, 'acceptapis')).toEqual([
      { apiGroups: ['arcbridge.io'], resources: ['acceptapis'], verbs: ['get', 'list', 'watch'] },
      { apiGroups: ['arcbridge.io'], resources: ['acceptapis/status'], verbs: ['patch'] },
    ]);
    expect(touches(rules, 'certificates')).toEqual([
      { apiGroups: ['example.com'], resources: ['certificates'], verbs: ['get', 'list', 'watch', 'patch'] },
      { apiGroups: ['example.com'], resources: ['certificates/status'], verbs: ['patch'] },
    ]);
    // Never create or delete a consumer's objects; nothing for kinds not listed.
    expect(touches(rules, 'databases')).toEqual([]);
    expect(touches(rules, 'secrets')).toEqual([
      { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list', 'create', 'patch', 'delete'] },
    ]);
  });

  it('a provider may apply and delete copies of exactly its provider kinds, and only read related kinds', () => {
    const rules = agentRules({
      broker: { enabled: true, providerKinds: [databases], relatedKinds: [secrets] },
    });
    expect(touches(rules, 'databases')).toEqual([
      {
        apiGroups: ['example.com'],
        resources: ['databases'],
        verbs: ['get', 'list', 'watch', 'create', 'patch', 'delete'],
      },
    ]);
    expect(touches(rules, 'certificates')).toEqual([]);
    expect(touches(rules, 'secrets')).toEqual([
      { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list'] },
    ]);
  });

  it('passes the broker section to the ArcBridgeCluster, which the agent accepts', () => {
    const broker = {
      enabled: true,
      consumerKinds: [certificates],
      providerKinds: [databases],
      relatedKinds: [secrets],
      intervalSeconds: 5,
    };
    const cluster = chart
      .render({ ...required, broker }, { name: 'edge', namespace: 'edge-system' })
      .find((o) => o.kind === 'ArcBridgeCluster') as any;
    expect(cluster.spec.broker).toEqual(broker);
    expect(ClusterSpec.parse(cluster.spec).broker).toEqual(broker);
    expect(crdChecker(join(deploy, 'crd.yaml'), 'v1alpha1')(cluster)).toEqual([]);
  });

  it('refuses a kind without its plural or with a malformed version, every violation at once', () => {
    const errors = chart.validate({
      ...required,
      broker: {
        enabled: true,
        consumerKinds: [{ group: 'example.com', version: 'v1', kind: 'Certificate' }],
        providerKinds: [{ ...databases, version: '1' }],
        typo: true,
      },
    });
    for (const expected of [
      '/broker must NOT have additional properties',
      "/broker/consumerKinds/0 must have required property 'resource'",
      '/broker/providerKinds/0/version must match pattern',
    ])
      expect(errors).toContainEqual(expect.stringContaining(expected));
    expect(() =>
      chart.render(
        { ...required, broker: { enabled: true, providerKinds: [{ ...databases, resource: undefined }] } },
        {
          name: 'edge',
          namespace: 'edge-system',
        },
      ),
    ).toThrow();
  });
});

describe('the AcceptAPI CRD (agent/deploy/crd-acceptapi.yaml)', () => {
  const check = crdChecker(join(deploy, 'crd-acceptapi.yaml'), 'v1alpha1');
  const accept = (spec: Record<string, unknown>) => ({
    apiVersion: 'arcbridge.io/v1alpha1',
    kind: 'AcceptAPI',
    metadata: { name: 'certificates' },
    spec,
  });

  it('is cluster-scoped (one offer per name in a cluster) in the arcbridge.io group with printer columns for the kind and whether it is accepted', () => {
    const [crd] = loadYamlDocuments(join(deploy, 'crd-acceptapi.yaml')) as any[];
    expect(crd.metadata.name).toBe('acceptapis.arcbridge.io');
    expect(crd.spec.scope).toBe('Cluster');
    expect(crd.spec.versions[0].subresources).toEqual({ status: {} });
    expect(crd.spec.versions[0].additionalPrinterColumns.map((c: { name: string }) => c.name)).toEqual([
      'Group',
      'Version',
      'Kind',
      'Accepted',
      'Reason',
      'Age',
    ]);
  });

  it('takes filters by dot path (valueIn, boundary as numbers or quantities, suffix) and a CEL expression', () => {
    expect(
      check(
        accept({
          group: 'example.com',
          version: 'v1',
          kind: 'Certificate',
          filters: [
            { key: 'fqdn', suffix: '.internal.example.com' },
            { key: 'issuer.kind', valueIn: ['ClusterIssuer', 'Issuer'] },
            { key: 'resources.storage', boundary: { min: '1Gi', max: 500 } },
          ],
          cel: "spec.fqdn.startsWith('api.')",
        }),
      ),
    ).toEqual([]);
  });

  it('refuses what the API server would: a key that is no dot path, an empty valueIn, a bad kind', () => {
    const violations = check(
      accept({
        version: 'v1',
        kind: 'certificate',
        filters: [{ key: 'spec..fqdn', valueIn: [] }, { suffix: '.x' }],
      }),
    ).join('\n');
    expect(violations).toMatch(/\/spec\/kind must match pattern/);
    expect(violations).toMatch(/\/spec\/filters\/0\/key must match pattern/);
    expect(violations).toMatch(/\/spec\/filters\/0\/valueIn must NOT have fewer than 1 items/);
    expect(violations).toMatch(/\/spec\/filters\/1 must have required property 'key'/);
  });
});
