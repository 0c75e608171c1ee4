/**
 * Over 400 lines on purpose: one brokering scenario across three clusters (offers, placement,
 * make before break, deletion), each step building on the state the previous one left.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentCore } from '../../agent/core';
import type { AgentSettings } from '../../agent/core';
import type { KubeObject, ObjectRef } from '../../agent/kube/port';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import {
  AGENT_NAMESPACE,
  TENANT,
  caPem,
  eventually,
  seedObjects,
  startPlane,
  tempDir,
} from '../agent/harness';
import { FakeKubeApi } from '../support/fake-kube-api';
import { loadChartObjects, startInProcessAgent, stopAll } from '../agent/in-process-agent';
import { serviceAccountUserInfo } from '../support/fake-kube-authz';
import { kubeconfigYaml } from '../support/fake-kube-main';
import { selfSignedServingCertificate } from '../support/fake-kube-tls';
import { createHttpsClient } from '../support/https-client';
import { programPath, requirePrograms } from '../support/system-programs';

const execFileAsync = promisify(execFile);

const FAST: Partial<AgentSettings> = {
  heartbeatIntervalMs: 200,
  desiredPollIntervalMs: 500,
  statusFlushIntervalMs: 100,
  reconcileIntervalMs: 500,
  inventoryIntervalMs: 1000,
  brokerIntervalMs: 150,
  backoff: { baseMs: 50, capMs: 300 },
};

const certificateKind = {
  group: 'example.com',
  version: 'v1',
  kind: 'Certificate',
  resource: 'certificates',
};
const secretKind = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets' };

/** The brokered kind, as a cert-manager-like operator would install it in every cluster. */
const CERTIFICATE_CRD: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'certificates.example.com' },
  spec: {
    group: 'example.com',
    scope: 'Namespaced',
    names: {
      kind: 'Certificate',
      plural: 'certificates',
      singular: 'certificate',
      listKind: 'CertificateList',
    },
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        subresources: { status: {} },
        schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
      },
    ],
  },
};

interface Member {
  name: string;
  kube: FakeKubeApi;
  agent: AgentCore;
  clusterId: string;
  kubeconfig: string;
}

const certRef = (name: string): ObjectRef => ({
  apiVersion: 'example.com/v1',
  kind: 'Certificate',
  name,
  namespace: 'team-a',
});
const secretRef = (name: string): ObjectRef => ({
  apiVersion: 'v1',
  kind: 'Secret',
  name,
  namespace: 'team-a',
});

/**
 * One consumer and two providers, each an agent core on its own fake Kubernetes API (HTTPS, RBAC
 * from the chart rendered with its broker values), brokered through the embedded control plane: a
 * Certificate placed on the provider whose AcceptAPI accepts its fqdn, the provider's Secret copied
 * back owned by the consumer's object, a changed offer moving it to the other provider without a
 * gap, and its deletion cleaned up on the provider before the finalizer lets it go. The agents run
 * in this process (as the resource-sync e2e does), not as spawned processes.
 */
requirePrograms('kubectl')(
  'resource brokering between three agents (fake Kubernetes APIs, embedded control plane)',
  () => {
    const dir = tempDir('arcbridge-broker-agents-');
    let plane: EmbeddedControlPlane;
    let api: ReturnType<typeof createHttpsClient>;
    let token: string;
    const members: Member[] = [];
    const [consumer, providerA, providerB] = [0, 1, 2].map(() => ({}) as Member) as [Member, Member, Member];
    const unsubscribe: Array<() => void> = [];

    /** kubectl, asynchronously: the fake API servers answer from this very process. */
    const kubectl = async (member: Member, ...args: string[]): Promise<string> => {
      const { stdout } = await execFileAsync(
        programPath('kubectl')!,
        ['--kubeconfig', member.kubeconfig, ...args],
        { encoding: 'utf8', timeout: 30_000 },
      );
      return stdout.trim();
    };

    /**
     * What a certificate operator does on a provider: for every Certificate it issues a Secret and
     * reports it ready, naming the Secret in status.relatedResources (platform-mesh's convention).
     */
    function issueCertificates(member: Member): void {
      const { store } = member.kube;
      unsubscribe.push(
        store.subscribe((event) => {
          const o = event.object;
          if (event.type === 'DELETED' || o.kind !== 'Certificate' || o.metadata.deletionTimestamp) return;
          if ((o.status as { relatedResources?: unknown } | undefined)?.relatedResources) return;
          setImmediate(() => {
            const name = `${o.metadata.name}-tls`;
            const fqdn = (o.spec as { fqdn: string }).fqdn;
            if (!store.get(certRef(o.metadata.name))) return;
            if (!store.get(secretRef(name)))
              store.create({
                apiVersion: 'v1',
                kind: 'Secret',
                metadata: { name, namespace: 'team-a' },
                type: 'kubernetes.io/tls',
                data: { 'tls.crt': Buffer.from(`issued by ${member.name} for ${fqdn}`).toString('base64') },
              });
            store.patchStatus(certRef(o.metadata.name), {
              conditions: [{ type: 'Ready', status: 'True', reason: 'Issued', message: `by ${member.name}` }],
              relatedResources: [{ name, gvk: { group: '', version: 'v1', kind: 'Secret' } }],
            });
          });
        }),
      );
    }

    async function startMember(
      member: Member,
      name: string,
      index: number,
      broker: { consumerKinds?: object[]; providerKinds?: object[] },
      labels: Record<string, string>,
    ): Promise<void> {
      const tls = await selfSignedServingCertificate();
      const kube = new FakeKubeApi({
        users: { 'agent-token': serviceAccountUserInfo(AGENT_NAMESPACE, 'arcbridge-agent') },
        tls,
      });
      await kube.start();
      const values = { enabled: true, relatedKinds: [secretKind], intervalSeconds: 1, ...broker };
      const { token: bootstrap } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
      for (const object of seedObjects({ controlPlaneUrl: plane.url, token: bootstrap })) {
        if (object.kind === 'Namespace' && object.metadata.name === 'kube-system')
          object.metadata.uid = `0b5c3f6e-8a4d-4c1e-9f2a-7d6e5c4b3a3${index}`;
        if (object.kind === 'ArcBridgeCluster')
          object.spec = { ...(object.spec as object), clusterName: name, labels, broker: values };
        kube.store.create(object);
      }
      kube.store.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } });
      kube.store.create(CERTIFICATE_CRD);
      // The chart's AcceptAPI CRD and RBAC with this cluster's broker values: nothing more.
      loadChartObjects(kube, plane, { broker: values }, (crd) => crd === 'acceptapis.arcbridge.io');
      const kubeconfig = join(dir.path, `${name}.kubeconfig`);
      writeFileSync(kubeconfig, kubeconfigYaml(kube.url, 'fake-token', tls.certPem), {
        mode: 0o600,
      });
      const { agent, clusterId } = await startInProcessAgent(kube, plane, FAST);
      Object.assign(member, { name, kube, agent, kubeconfig, clusterId });
      members.push(member);
    }

    const acceptApi = (suffix: string): KubeObject => ({
      apiVersion: 'arcbridge.io/v1alpha1',
      kind: 'AcceptAPI',
      metadata: { name: 'certificates' },
      spec: { group: 'example.com', version: 'v1', kind: 'Certificate', filters: [{ key: 'fqdn', suffix }] },
    });

    beforeAll(async () => {
      plane = await startPlane(dir.path);
      api = createHttpsClient(plane.url, caPem(plane));
      token = await plane.issuer.mint({
        subject: 'op',
        roles: ['admin'],
        tenants: [TENANT],
        ttlSeconds: 600,
      });
      await startMember(consumer, 'apps', 0, { consumerKinds: [certificateKind] }, { role: 'consumer' });
      await startMember(providerA, 'issuer-a', 1, { providerKinds: [certificateKind] }, { role: 'provider' });
      await startMember(providerB, 'issuer-b', 2, { providerKinds: [certificateKind] }, { role: 'provider' });
      issueCertificates(providerA);
      issueCertificates(providerB);
      providerA.kube.store.create(acceptApi('.a.example.com'));
      providerB.kube.store.create(acceptApi('.b.example.com'));
    }, 90_000);

    afterAll(async () => {
      for (const stop of unsubscribe) stop();
      await stopAll(members, plane, dir);
    });

    const call = (method: string, path: string, body?: unknown) =>
      api.send({
        method,
        path: `/api/v1/tenants/${TENANT}/${path}`,
        token,
        ...(body === undefined ? {} : { body }),
      });
    const hash = (member: Member) => {
      const copies = member.kube.store.list('example.com/v1', 'Certificate', 'team-a');
      return copies.map((c) => c.metadata.name);
    };
    const tlsData = () => {
      const secret = consumer.kube.store.get(secretRef('web-tls'));
      const crt = (secret?.data as Record<string, string> | undefined)?.['tls.crt'];
      return crt === undefined ? undefined : Buffer.from(crt, 'base64').toString();
    };
    const readyOf = (object: KubeObject | undefined) =>
      (
        (object?.status as { conditions?: Array<{ type: string; status: string }> } | undefined)
          ?.conditions ?? []
      ).find((c) => c.type === 'Ready')?.status;

    it('reports each AcceptAPI and writes its Accepted condition', async () => {
      await eventually(async () => {
        const offers = (await call('GET', 'offers')).json<{
          items: Array<{ clusterId: string; state: string }>;
        }>();
        return offers.items.filter((o) => o.state === 'Accepting').length === 2;
      }, 20_000);
      await eventually(
        async () =>
          (await kubectl(
            providerA,
            'get',
            'acceptapis',
            'certificates',
            '-o',
            'jsonpath={.status.conditions[0].status}',
          )) === 'True',
        20_000,
      );
    });

    it('places a Certificate on the provider whose offer accepts its fqdn, and copies its Secret back owned by it', async () => {
      const put = await call('PUT', 'brokered-apis/certificates', {
        group: 'example.com',
        version: 'v1',
        kind: 'Certificate',
        consumers: { selector: 'role=consumer' },
        providers: { selector: 'role=provider' },
      });
      expect(put.status).toBe(201);
      consumer.kube.store.create({
        apiVersion: 'example.com/v1',
        kind: 'Certificate',
        metadata: { name: 'web', namespace: 'team-a' },
        spec: { fqdn: 'web.a.example.com' },
      });
      await eventually(() => tlsData() === 'issued by issuer-a for web.a.example.com', 30_000);
      const cert = consumer.kube.store.get(certRef('web'))!;
      expect(cert.metadata.finalizers).toEqual(['arcbridge.io/broker']);
      expect(readyOf(cert)).toBe('True');
      // The copy on A is named after a 12-hex hash of the consumer; B holds nothing.
      expect(hash(providerA)).toEqual([expect.stringMatching(/^[0-9a-f]{12}-web$/)]);
      expect(hash(providerB)).toEqual([]);
      // Checked with kubectl: the Secret is owned by the consumer's Certificate.
      const owner = await kubectl(
        consumer,
        'get',
        'secret',
        'web-tls',
        '-n',
        'team-a',
        '-o',
        'jsonpath={.metadata.ownerReferences[0].kind}/{.metadata.ownerReferences[0].uid}',
      );
      expect(owner).toBe(`Certificate/${cert.metadata.uid}`);
      await eventually(
        async () =>
          (await kubectl(
            consumer,
            'get',
            'arcbridgecluster',
            'arcbridge',
            '-o',
            'jsonpath={.status.conditions[?(@.type=="Brokered")].status}',
          )) === 'True',
        20_000,
      );
    });

    it('moves to the other provider when the offer changes: make before break, no gap, never two providers', async () => {
      const cert = consumer.kube.store.get(certRef('web'))!;
      const seen: string[] = [tlsData()!];
      const gaps: string[] = [];
      const stop = consumer.kube.store.subscribe((event) => {
        const o = event.object;
        if (o.kind === 'Secret' && o.metadata.name === 'web-tls' && event.type === 'DELETED')
          gaps.push('secret deleted');
        if (o.kind === 'Certificate' && o.metadata.name === 'web' && readyOf(o) !== 'True')
          gaps.push(`Ready=${readyOf(o)}`);
        const owned = consumer.kube.store
          .list('v1', 'Secret', 'team-a')
          .filter((s) => s.metadata.labels?.['arcbridge.io/broker-owner'] === cert.metadata.uid);
        if (owned.length !== 1) gaps.push(`${owned.length} secrets`);
        const data = tlsData();
        if (data !== seen[seen.length - 1]) seen.push(data ?? 'none');
      });
      try {
        // B accepts first (nothing moves: A still accepts), then A stops accepting.
        providerB.kube.store.mergePatch(
          { apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI', name: 'certificates' },
          {
            spec: { filters: [{ key: 'fqdn', suffix: '.example.com' }] },
          },
        );
        await eventually(async () => {
          const offers = (await call('GET', 'offers')).json<{
            items: Array<{ clusterId: string; generation: number }>;
          }>();
          return offers.items.some((o) => o.clusterId === providerB.clusterId && o.generation === 2);
        }, 20_000);
        providerA.kube.store.mergePatch(
          { apiVersion: 'arcbridge.io/v1alpha1', kind: 'AcceptAPI', name: 'certificates' },
          {
            spec: { filters: [{ key: 'fqdn', suffix: '.nowhere.example.com' }] },
          },
        );
        await eventually(() => tlsData() === 'issued by issuer-b for web.a.example.com', 30_000);
        await eventually(() => hash(providerA).length === 0, 30_000);
      } finally {
        stop();
      }
      expect(gaps).toEqual([]);
      expect(seen).toEqual([
        'issued by issuer-a for web.a.example.com',
        'issued by issuer-b for web.a.example.com',
      ]);
      expect(hash(providerB)).toEqual([expect.stringMatching(/^[0-9a-f]{12}-web$/)]);
      expect(readyOf(consumer.kube.store.get(certRef('web')))).toBe('True');
    });

    it('deletes the copy on the provider before the finalizer lets the consumer object go', async () => {
      let copyLeftWhenGone: string[] | undefined;
      const stop = consumer.kube.store.subscribe((event) => {
        if (event.type === 'DELETED' && event.object.kind === 'Certificate')
          copyLeftWhenGone = hash(providerB);
      });
      try {
        await kubectl(consumer, 'delete', 'certificate.example.com', 'web', '-n', 'team-a', '--wait=false');
        // Held by the finalizer until the provider's copy is gone.
        expect(consumer.kube.store.get(certRef('web'))?.metadata.deletionTimestamp).toBeDefined();
        await eventually(() => consumer.kube.store.get(certRef('web')) === undefined, 30_000);
      } finally {
        stop();
      }
      expect(copyLeftWhenGone).toEqual([]);
      expect(await kubectl(providerB, 'get', 'certificates.example.com', '-A', '-o', 'name')).toBe('');
      expect(await kubectl(providerA, 'get', 'certificates.example.com', '-A', '-o', 'name')).toBe('');
      expect(await kubectl(consumer, 'get', 'certificates.example.com', '-A', '-o', 'name')).toBe('');
    });
  },
);
