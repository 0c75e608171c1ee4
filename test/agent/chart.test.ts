/**
 * Over 400 lines on purpose: every check of the agent's Helm chart in one place, rendered with its
 * defaults, with every value set, and its names and values schema, against the Kubernetes types.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ClusterSpec } from '../../agent/cluster-resource';
import { loadAgentEnv } from '../../agent/config';
import { ClusterName } from '../../contract/common';
import { GroupPath } from '../../contract/targeting';
import type { RenderedObject } from '../support/helm-chart';
import { HelmChart } from '../support/helm-chart';
import { apiTypeViolations } from '../support/kube-schema';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking rendered Kubernetes objects */

const chartDir = join(__dirname, '../../agent/deploy/chart');
const chart = new HelmChart(chartDir);
const required = {
  controlPlaneUrl: 'https://cp.example.com',
  tenantId: 't1',
  bootstrapToken: { value: 'tok' },
};
const maximal = parse(readFileSync(join(__dirname, 'fixtures/chart-values-max.yaml'), 'utf8')) as Record<
  string,
  unknown
>;
const find = (objects: RenderedObject[], kind: string) => objects.filter((o) => o.kind === kind);
const one = (objects: RenderedObject[], kind: string): any => {
  const found = find(objects, kind);
  expect(found).toHaveLength(1);
  return found[0];
};
/** The objects of the templates this file covers (RBAC templates have their own tests). */
const own = (objects: RenderedObject[]) => objects.filter((o) => o.source !== 'rbac.yaml');

describe('agent chart rendered with its defaults', () => {
  const objects = chart.render(required, { name: 'arcbridge-agent', namespace: 'arcbridge-system' });

  it('renders valid Kubernetes objects, each field known to the API types', () => {
    expect(
      own(objects)
        .map((o) => `${o.source}:${o.kind}`)
        .sort(),
    ).toEqual([
      'cluster.yaml:ArcBridgeCluster',
      'cluster.yaml:Secret',
      'crd-acceptapi.yaml:CustomResourceDefinition',
      'crd.yaml:CustomResourceDefinition',
      'deployment.yaml:Deployment',
      'peer-crd.yaml:CustomResourceDefinition',
    ]);
    for (const o of objects.filter((x) => x.apiVersion !== 'arcbridge.io/v1alpha1'))
      expect({ object: `${o.kind}/${o.metadata.name}`, violations: apiTypeViolations(o) }).toEqual({
        object: `${o.kind}/${o.metadata.name}`,
        violations: [],
      });
  });

  it('names every object after the release, in the release namespace, with the standard labels', () => {
    for (const o of own(objects).filter((x) => x.kind !== 'CustomResourceDefinition')) {
      expect(o.metadata.name).toMatch(/^arcbridge-agent(-bootstrap)?$/);
      if (o.kind !== 'ArcBridgeCluster') expect(o.metadata.namespace).toBe('arcbridge-system');
      expect(o.metadata.labels).toMatchObject({
        'app.kubernetes.io/name': 'arcbridge-agent',
        'app.kubernetes.io/instance': 'arcbridge-agent',
        'app.kubernetes.io/managed-by': 'Helm',
        'helm.sh/chart': 'arcbridge-agent-0.1.0',
      });
    }
  });

  it('runs the agent locked down: non-root, read-only root, no escalation, no capabilities, RuntimeDefault seccomp', () => {
    const pod = one(objects, 'Deployment').spec.template.spec;
    const container = pod.containers[0];
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: 65532,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(container.securityContext).toEqual(
      expect.objectContaining({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        privileged: false,
        runAsNonRoot: true,
        capabilities: { drop: ['ALL'] },
        seccompProfile: { type: 'RuntimeDefault' },
      }),
    );
    expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    expect(pod.volumes).toEqual([{ name: 'tmp', emptyDir: { sizeLimit: '512Mi' } }]);
    expect(pod.nodeSelector).toEqual({ 'kubernetes.io/os': 'linux' });
    expect(container.image).toBe('ghcr.io/arcbridge/agent:0.1.0');
    expect(container.resources).toEqual({
      requests: { cpu: '50m', memory: '96Mi' },
      limits: { memory: '384Mi' },
    });
    for (const absent of ['tolerations', 'affinity', 'priorityClassName', 'imagePullSecrets'])
      expect(pod[absent]).toBeUndefined();
    expect(container.env.map((e: { name: string }) => e.name)).not.toEqual(
      expect.arrayContaining(['HTTPS_PROXY']),
    );
    // The selector is immutable on a Deployment: only the stable labels go in it.
    expect(one(objects, 'Deployment').spec.selector.matchLabels).toEqual({
      'app.kubernetes.io/name': 'arcbridge-agent',
      'app.kubernetes.io/instance': 'arcbridge-agent',
    });
  });

  it('ships the CRDs in templates/ so `helm upgrade` updates them, kept on uninstall, identical to the plain CRDs', () => {
    for (const file of ['crd.yaml', 'peer-crd.yaml', 'crd-acceptapi.yaml']) {
      const crd = find(objects, 'CustomResourceDefinition').find((o) => o.source === file) as any;
      expect(crd.metadata.annotations).toEqual({ 'helm.sh/resource-policy': 'keep' });
      const plain = parse(readFileSync(join(__dirname, '../../agent/deploy', file), 'utf8'));
      expect(crd.spec).toEqual(plain.spec);
      expect(crd.metadata.name).toBe(plain.metadata.name);
    }
  });

  it('creates the ArcBridgeCluster after its CRD (a post-install/post-upgrade hook) with a spec the agent accepts', () => {
    const cluster = one(objects, 'ArcBridgeCluster');
    expect(cluster.metadata.annotations).toMatchObject({
      'helm.sh/hook': 'post-install,post-upgrade',
      'helm.sh/hook-delete-policy': 'before-hook-creation',
    });
    expect(ClusterSpec.safeParse(cluster.spec).error).toBeUndefined();
    // No clusterName: the agent registers without a name (the control plane uses the id).
    expect(cluster.spec).not.toHaveProperty('clusterName');
    expect(cluster.spec.bootstrapTokenSecretRef).toEqual({
      name: 'arcbridge-agent-bootstrap',
      namespace: 'arcbridge-system',
      key: 'token',
    });
    const env = one(objects, 'Deployment').spec.template.spec.containers[0].env;
    expect(env).toContainEqual({ name: 'ARCBRIDGE_CLUSTER_RESOURCE', value: cluster.metadata.name });
    expect(find(objects, 'NetworkPolicy')).toEqual([]);
    expect(find(objects, 'ConfigMap')).toEqual([]);
  });

  it('refuses to render without the required values', () => {
    expect(() => chart.render({ ...required, controlPlaneUrl: '' })).toThrow('controlPlaneUrl is required');
    expect(() => chart.render({ ...required, bootstrapToken: { value: '' } })).toThrow(
      'bootstrapToken.value or bootstrapToken.existingSecret is required',
    );
  });
});

describe('agent chart rendered with every value set (test/agent/fixtures/chart-values-max.yaml)', () => {
  const objects = chart.render(maximal, { name: 'edge', namespace: 'edge-system' });
  const deployment = () => one(objects, 'Deployment');
  const pod = () => deployment().spec.template.spec;
  const container = () => pod().containers[0];
  const env = (name: string) => container().env.find((e: { name: string }) => e.name === name)?.value;

  it('sets every value of values.yaml, and renders only objects the API types know', () => {
    const paths = (v: unknown, prefix: string[] = []): string[][] =>
      typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0
        ? Object.entries(v).flatMap(([k, x]) => paths(x, [...prefix, k]))
        : [prefix];
    const get = (v: any, path: string[]) => path.reduce((x, k) => x?.[k], v);
    // bootstrapToken.value is the one value that cannot be set alongside existingSecret, which wins.
    expect(
      paths(chart.defaults)
        .filter((p) => get(maximal, p) === undefined)
        .map((p) => p.join('.')),
    ).toEqual(['bootstrapToken.value']);
    expect(chart.validate(maximal)).toEqual([]);
    // Custom resources: the ArcBridgeCluster has its own test; the PrometheusRule is checked
    // against the Prometheus Operator's CRD schema in monitoring.test.ts.
    for (const o of objects.filter(
      (x) => !['arcbridge.io/v1alpha1', 'monitoring.coreos.com/v1'].includes(x.apiVersion),
    ))
      expect(apiTypeViolations(o)).toEqual([]);
  });

  it('in Flux mode tells the agent so and lets it read HelmReleases and its root Kustomization in flux-system, nothing more', () => {
    expect(env('ARCBRIDGE_AGENT_MODE')).toBe('flux');
    expect(env('ARCBRIDGE_FLUX_KUSTOMIZATION')).toBe('fleet');
    const role = objects.find(
      (o) => o.kind === 'Role' && o.metadata.name === 'edge-arcbridge-agent-flux',
    ) as any;
    expect(role.metadata.namespace).toBe('flux-system');
    expect(role.rules).toEqual([
      { apiGroups: ['helm.toolkit.fluxcd.io'], resources: ['helmreleases'], verbs: ['get', 'list', 'watch'] },
      {
        apiGroups: ['kustomize.toolkit.fluxcd.io'],
        resources: ['kustomizations'],
        resourceNames: ['fleet'],
        verbs: ['get'],
      },
    ]);
    const binding = objects.find(
      (o) => o.kind === 'RoleBinding' && o.metadata.name === 'edge-arcbridge-agent-flux',
    ) as any;
    expect(binding.subjects).toEqual([
      { kind: 'ServiceAccount', name: 'arcbridge-agent', namespace: 'edge-system' },
    ]);
    // The default (apply) mode has no such grant.
    const plain = chart.render(required, { name: 'edge', namespace: 'edge-system' });
    expect(plain.filter((o) => o.metadata.name === 'edge-arcbridge-agent-flux')).toEqual([]);
  });

  it('uses fullnameOverride for every name and the existing bootstrap Secret', () => {
    expect(find(own(objects), 'Secret')).toEqual([]);
    expect(deployment().metadata.name).toBe('edge-agent');
    expect(deployment().metadata.labels['app.kubernetes.io/name']).toBe('fleet-agent');
    const cluster = one(objects, 'ArcBridgeCluster');
    expect(cluster.metadata.name).toBe('edge-17');
    expect(cluster.spec).toMatchObject({
      clusterName: 'edge-17.eu-west',
      region: 'eu-west',
      labels: { site: 'edge-17', tier: 'retail' },
      pollIntervalSeconds: 60,
      allowedNamespaces: ['apps', 'monitoring'],
      bootstrapTokenSecretRef: { name: 'agent-bootstrap', namespace: 'edge-system', key: 'bootstrap-token' },
    });
    for (const crd of find(objects, 'CustomResourceDefinition') as any[])
      expect(crd.metadata.annotations).toBeUndefined();
  });

  it('schedules as told: node selector, tolerations, affinity, priority class, pull secrets, resources', () => {
    expect(pod().nodeSelector).toEqual({
      'kubernetes.io/os': 'linux',
      'node-role.kubernetes.io/edge': 'true',
    });
    expect(pod().tolerations).toEqual(maximal.tolerations);
    expect(pod().affinity).toEqual(maximal.affinity);
    expect(pod().priorityClassName).toBe('system-cluster-critical');
    expect(pod().imagePullSecrets).toEqual([{ name: 'registry-credentials' }]);
    expect(container().resources).toEqual(maximal.resources);
    expect(container().image).toBe(`registry.example.com/arcbridge/agent@${(maximal.image as any).digest}`);
    expect(container().imagePullPolicy).toBe('Always');
    expect(pod().securityContext.runAsUser).toBe(10001);
    expect(deployment().spec.template.metadata.labels['example.com/team']).toBe('platform');
    expect(deployment().spec.template.metadata.annotations).toMatchObject({
      'example.com/owner': 'platform',
      'prometheus.io/port': '9090',
    });
    expect(container().ports).toEqual([{ name: 'metrics', containerPort: 9090 }]);
    expect(pod().volumes[0]).toEqual({ name: 'tmp', emptyDir: { sizeLimit: '1Gi' } });
  });

  it('exports spans over OTLP/HTTP when an endpoint is set, with headers from an existing Secret', () => {
    expect(env('OTEL_EXPORTER_OTLP_ENDPOINT')).toBe('http://otel-collector.observability:4318');
    expect(container().env.find((e: { name: string }) => e.name === 'OTEL_EXPORTER_OTLP_HEADERS')).toEqual({
      name: 'OTEL_EXPORTER_OTLP_HEADERS',
      valueFrom: { secretKeyRef: { name: 'otel-headers', key: 'otlp-headers' } },
    });
    const plain = one(chart.render(required, { name: 'edge', namespace: 'edge-system' }), 'Deployment');
    expect(JSON.stringify(plain.spec.template.spec.containers[0].env)).not.toContain('OTEL_');
    expect(chart.validate({ ...required, tracing: { otlp: { endpoint: 'collector:4318' } } })).not.toEqual(
      [],
    );
  });

  it('renders the opt-in PrometheusRule and Grafana dashboard ConfigMap where they are asked for', () => {
    const rule = one(objects, 'PrometheusRule');
    expect(rule.metadata).toMatchObject({ name: 'edge-agent', namespace: 'edge-system' });
    expect(rule.metadata.labels.release).toBe('kube-prometheus-stack');
    const dashboard = one(
      objects.filter((o) => o.source === 'monitoring.yaml'),
      'ConfigMap',
    );
    expect(dashboard.metadata).toMatchObject({
      name: 'edge-agent-grafana-dashboard',
      namespace: 'monitoring',
      annotations: { grafana_folder: 'ArcBridge' },
    });
    expect(dashboard.metadata.labels.grafana_dashboard).toBe('1');
    expect(JSON.parse(dashboard.data['arcbridge.json']).uid).toBe('arcbridge-fleet');
  });

  it("passes the source egress settings in the agent's own notation, which the agent accepts", () => {
    expect(env('ARCBRIDGE_SOURCE_PRIVATE_NETWORKS')).toBe('deny');
    expect(env('ARCBRIDGE_SOURCE_EGRESS_ALLOW')).toBe('10.20.0.0/16,fd12::/64,registry.corp.example');
    const agentEnv = loadAgentEnv({
      ARCBRIDGE_SOURCE_PRIVATE_NETWORKS: env('ARCBRIDGE_SOURCE_PRIVATE_NETWORKS'),
      ARCBRIDGE_SOURCE_EGRESS_ALLOW: env('ARCBRIDGE_SOURCE_EGRESS_ALLOW'),
    });
    expect(agentEnv.ARCBRIDGE_SOURCE_EGRESS_ALLOW).toBe('10.20.0.0/16,fd12::/64,registry.corp.example');
  });

  it('passes the proxy to the agent, helm and kustomize, never for the in-cluster API', () => {
    expect(env('HTTPS_PROXY')).toBe('http://proxy.example.com:3128');
    expect(env('HTTP_PROXY')).toBe('http://proxy.example.com:3128');
    expect(env('NODE_USE_ENV_PROXY')).toBe('1');
    expect(env('NO_PROXY')).toBe(
      '$(KUBERNETES_SERVICE_HOST),kubernetes.default.svc,.svc,.cluster.local,localhost,127.0.0.1,.example.internal,10.0.0.0/8',
    );
  });

  it('mounts the extra CA bundle for Node, Go and the control-plane client, and restarts the pod when it changes', () => {
    const cm = one(
      objects.filter((o) => o.source === 'ca-bundle.yaml'),
      'ConfigMap',
    );
    expect(cm.metadata.name).toBe('edge-agent-ca-bundle');
    expect(cm.data['bundle.pem']).toContain('cHJveHktY2E=');
    expect(cm.data['bundle.pem']).toContain('Y29udHJvbC1wbGFuZQ==');
    expect(pod().volumes).toContainEqual({
      name: 'ca-bundle',
      configMap: { name: 'edge-agent-ca-bundle', items: [{ key: 'bundle.pem', path: 'ca.crt' }] },
    });
    expect(container().volumeMounts).toContainEqual({
      name: 'ca-bundle',
      mountPath: '/etc/arcbridge/ca-bundle',
      readOnly: true,
    });
    expect(env('NODE_EXTRA_CA_CERTS')).toBe('/etc/arcbridge/ca-bundle/ca.crt');
    expect(env('ARCBRIDGE_CA_FILE')).toBe('/etc/arcbridge/ca-bundle/ca.crt');
    expect(env('SSL_CERT_DIR')).toBe('/etc/ssl/certs:/etc/arcbridge/ca-bundle');
    expect(deployment().spec.template.metadata.annotations['checksum/ca-bundle']).toMatch(/^[0-9a-f]{64}$/);
    const other = chart.render({
      ...maximal,
      caBundle: {
        ...(maximal.caBundle as object),
        pem: '-----BEGIN CERTIFICATE-----\nb3RoZXI=\n-----END CERTIFICATE-----',
      },
    });
    expect(one(other, 'Deployment').spec.template.metadata.annotations['checksum/ca-bundle']).not.toBe(
      deployment().spec.template.metadata.annotations['checksum/ca-bundle'],
    );
    const fromSecret = chart.render({ ...required, caBundle: { existingSecret: 'corp-ca', key: 'ca.pem' } });
    expect(find(fromSecret, 'ConfigMap')).toEqual([]);
    expect(one(fromSecret, 'Deployment').spec.template.spec.volumes).toContainEqual({
      name: 'ca-bundle',
      secret: { secretName: 'corp-ca', items: [{ key: 'ca.pem', path: 'ca.crt' }] },
    });
  });

  it('limits egress to DNS, the control plane, the API server and the extra rules; ingress to metrics', () => {
    const np = one(objects, 'NetworkPolicy');
    expect(np.metadata.name).toBe('edge-agent');
    expect(np.spec.podSelector.matchLabels).toEqual(deployment().spec.selector.matchLabels);
    expect(np.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(np.spec.egress).toEqual([
      {
        to: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'coredns' } },
          },
        ],
        ports: [
          { protocol: 'UDP', port: 53 },
          { protocol: 'TCP', port: 53 },
        ],
      },
      { to: [{ ipBlock: { cidr: '203.0.113.10/32' } }], ports: [{ protocol: 'TCP', port: 443 }] },
      {
        to: [{ ipBlock: { cidr: '10.0.0.1/32' } }, { ipBlock: { cidr: '192.0.2.0/28' } }],
        ports: [
          { protocol: 'TCP', port: 443 },
          { protocol: 'TCP', port: 6443 },
        ],
      },
      { to: [{ ipBlock: { cidr: '198.51.100.0/24' } }], ports: [{ protocol: 'TCP', port: 443 }] },
    ]);
    expect(np.spec.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        ports: [{ protocol: 'TCP', port: 9090 }],
      },
    ]);
    const noScrape = chart.render({
      ...maximal,
      networkPolicy: { ...(maximal.networkPolicy as object), metricsFrom: [] },
    });
    expect(one(noScrape, 'NetworkPolicy').spec.ingress).toEqual([]);
  });
});

describe('agent chart names and values schema', () => {
  it('clusterName: rendered into the ArcBridgeCluster, refused by the values schema when the API would refuse it', () => {
    const spec = (values: Record<string, unknown>) =>
      one(chart.render({ ...required, ...values }), 'ArcBridgeCluster').spec;
    expect(spec({ clusterName: 'store-0042.westeurope' }).clusterName).toBe('store-0042.westeurope');
    expect(spec({ clusterName: '' })).not.toHaveProperty('clusterName');
    // The contract's rule (empty allowed: no name), so `helm install` fails before anything is created.
    const { pattern, maxLength } = z.toJSONSchema(ClusterName) as { pattern: string; maxLength: number };
    expect((chart.schema as any).properties.clusterName).toMatchObject({
      pattern: `^$|${pattern}`,
      maxLength,
    });
    expect(chart.validate({ ...required, clusterName: 'Store_0042' })).toEqual([
      expect.stringMatching(/^\/clusterName must match pattern/),
    ]);
    expect(chart.validate({ ...required, clusterName: 'x'.repeat(254) })).toContainEqual(
      expect.stringMatching(/^\/clusterName must NOT have more than 253 characters/),
    );
  });

  it('group: rendered into the ArcBridgeCluster, refused by the values schema when the API would refuse it', () => {
    const spec = (values: Record<string, unknown>) =>
      one(chart.render({ ...required, ...values }), 'ArcBridgeCluster').spec;
    expect(spec({ group: 'retail/eu/store-0042' }).group).toBe('retail/eu/store-0042');
    expect(spec({ group: '' })).not.toHaveProperty('group');
    expect(spec({})).not.toHaveProperty('group');
    expect(chart.validate({ ...required, group: 'retail/eu/store-0042' })).toEqual([]);
    expect(chart.validate({ ...required, group: 'Retail//EU' })).toEqual([
      expect.stringMatching(/^\/group must match pattern/),
    ]);
    // What the values schema lets through, the API accepts.
    expect(GroupPath.safeParse('retail/eu/store-0042').success).toBe(true);
  });

  it("restarts the agent when its ArcBridgeCluster's spec changes, and only then (checksum/cluster-spec)", () => {
    const render = (values: Record<string, unknown>) => chart.render({ ...required, ...values });
    const checksum = (values: Record<string, unknown>) =>
      one(render(values), 'Deployment').spec.template.metadata.annotations['checksum/cluster-spec'];
    const base = checksum({});
    expect(base).toMatch(/^[a-f0-9]{64}$/);
    // Every value the spec is made of moves it (the agent reads the spec only when it starts) ...
    for (const change of [
      { clusterName: 'store-7' },
      { group: 'retail/eu' },
      { region: 'westeurope' },
      { labels: { ring: 'canary' } },
      { pollIntervalSeconds: 60 },
      { controlPlaneUrl: 'https://other.example.com' },
    ])
      expect([change, checksum(change)]).not.toEqual([change, base]);
    // ... and nothing else does: a restart for an unrelated value would be needless churn.
    expect(checksum({ logLevel: 'debug', resources: { limits: { memory: '512Mi' } } })).toBe(base);
    // The hash is of the spec the ArcBridgeCluster gets.
    expect(one(render({ clusterName: 'store-7' }), 'ArcBridgeCluster').spec.clusterName).toBe('store-7');
  });

  it('two releases, even in one namespace, share no object name', () => {
    const key = (o: RenderedObject) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
    const a = own(
      chart.render({ ...required, crds: { install: false } }, { name: 'alpha', namespace: 'agents' }),
    ).map(key);
    const b = own(
      chart.render({ ...required, crds: { install: false } }, { name: 'beta', namespace: 'agents' }),
    ).map(key);
    expect(a.length).toBeGreaterThan(2);
    expect(a.filter((name) => b.includes(name))).toEqual([]);
  });

  it('derives the full name as helm create does: release name when it holds the chart name, 63 characters at most', () => {
    const name = (release: string, values: Record<string, unknown> = {}) =>
      one(chart.render({ ...required, ...values }, { name: release, namespace: 'x' }), 'Deployment').metadata
        .name;
    expect(name('arcbridge-agent')).toBe('arcbridge-agent');
    expect(name('prod-arcbridge-agent-eu')).toBe('prod-arcbridge-agent-eu');
    expect(name('edge')).toBe('edge-arcbridge-agent');
    expect(name('a'.repeat(60))).toBe(`${'a'.repeat(60)}-ar`);
    expect(name('x'.repeat(62))).toBe('x'.repeat(62));
    expect(name('edge', { nameOverride: 'agent' })).toBe('edge-agent');
  });

  it('values.schema.json rejects unsafe or malformed values, all violations at once', () => {
    const errors = chart.validate({
      ...required,
      typoKey: true,
      image: { repository: 'r', digest: 'latest' },
      podSecurityContext: { runAsNonRoot: false },
      securityContext: { allowPrivilegeEscalation: true },
      allowedNamespaces: ['kube-system'],
      networkPolicy: { enabled: true },
      proxy: { httpsProxy: 'proxy:3128' },
      rbac: { profile: 'admin', extensionNamespaces: ['kube-system'], extraServiceAccounts: ['Bad_Name'] },
    });
    for (const expected of [
      '/ must NOT have additional properties',
      '/image/digest must match pattern',
      '/podSecurityContext/runAsNonRoot must be equal to constant',
      '/securityContext/allowPrivilegeEscalation must be equal to constant',
      '/allowedNamespaces/0 must NOT be valid',
      '/networkPolicy/controlPlane/cidrs must NOT have fewer than 1 items',
      '/proxy/httpsProxy must match pattern',
      '/rbac/profile must be equal to one of the allowed values',
      '/rbac/extensionNamespaces/0 must NOT be valid',
      '/rbac/extraServiceAccounts/0 must match pattern',
    ])
      expect(errors.some((e) => e.startsWith(expected))).toBe(true);
    expect(chart.validate(required)).toEqual([]);
  });
});
