import { MemoryCluster } from '../../agent/kube/memory-cluster';
import { silentLogger } from '../../agent/observability/log';
import { AgentCore } from '../../agent/core';
import type { DesiredState } from '../../contract/desired';
import type { StatusDocument } from '../../functions/clusters/model';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import { helmObjects } from '../../functions/gitops/flux-objects';
import {
  AGENT_NAMESPACE,
  TENANT,
  caPem,
  eventually,
  recordingTransport,
  seedObjects,
  startPlane,
  tempDir,
} from './harness';

/** The agent in Flux mode against the real embedded control plane: it applies nothing and reports Flux's verdict. */
describe('agent in Flux mode (in-memory cluster, embedded control plane)', () => {
  const dir = tempDir('arcbridge-agent-flux-');
  let plane: EmbeddedControlPlane;
  let agent: AgentCore;
  let renders = 0;

  beforeAll(async () => {
    plane = await startPlane(dir.path);
  });
  afterAll(async () => {
    await agent?.stop();
    await plane.stop();
    dir.remove();
  });

  it('reports the HelmRelease Flux reconciled as Installed for the served generation, and applies nothing', async () => {
    const cluster = new MemoryCluster({ kubeSystemUid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });
    const { token } = await plane.runtime.registration.createBootstrapToken(TENANT, 'test', {});
    for (const object of seedObjects({
      controlPlaneUrl: plane.url,
      token,
      allowedNamespaces: ['team-web'],
    })) {
      if (object.metadata.name !== 'kube-system') cluster.store.create(object);
    }
    agent = new AgentCore({
      kube: cluster,
      // Flux renders and applies; the agent must never get this far.
      renderer: {
        render: async () => {
          renders++;
          return [];
        },
      },
      clusterResourceName: 'arcbridge',
      namespace: AGENT_NAMESPACE,
      agentVersion: 'flux',
      mode: 'flux',
      log: silentLogger,
      trustedCaPems: [caPem(plane)],
      transport: recordingTransport().factory,
      settings: {
        heartbeatIntervalMs: 100,
        desiredPollIntervalMs: 100,
        statusFlushIntervalMs: 50,
        renewCheckIntervalMs: 50,
        inventoryIntervalMs: 100,
        reconcileIntervalMs: 100,
        convergeIntervalMs: 50,
        backoff: { baseMs: 20, capMs: 100 },
      },
    });
    agent.start();
    const clusterId = await eventually(() => agent.clusterId);
    await plane.runtime.desired.assign(TENANT, clusterId, 'web', {
      kind: 'helm',
      version: '1.2.0',
      source: { url: 'https://charts.example.com', chart: 'web' },
      namespace: 'team-web',
      values: { replicas: 2 },
    });
    const status = async () =>
      (await plane.runtime.store.collection<StatusDocument>('status').read(TENANT, clusterId))?.doc.latest
        .web;
    const waiting = await eventually(async () => {
      const s = await status();
      return s?.reason === 'WaitingForFlux' ? s : undefined;
    });
    expect(waiting.phase).toBe('Pending');

    // Flux applies the commit and helm-controller reports success on the HelmRelease.
    const served = (await plane.runtime.fleet.desiredFor(
      TENANT,
      (await plane.runtime.store.collection('clusters').read(TENANT, clusterId))!.doc as never,
    )) as DesiredState;
    const [repository, release] = helmObjects({
      ...served.extensions[0]!,
      values: served.extensions[0]!.values,
    });
    cluster.store.create(repository as never);
    cluster.store.create({
      ...(release as never as Record<string, unknown>),
      status: {
        observedGeneration: 1,
        conditions: [
          { type: 'Ready', status: 'True', reason: 'InstallSucceeded', message: 'Helm install succeeded' },
        ],
      },
    } as never);
    const installed = await eventually(async () => {
      const s = await status();
      return s?.phase === 'Installed' ? s : undefined;
    });
    expect(installed).toMatchObject({ reason: 'InstallSucceeded', observedGeneration: served.generation });
    // Nothing was rendered or applied by the agent.
    expect(renders).toBe(0);
  });
});
