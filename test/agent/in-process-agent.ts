import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { AgentCore } from '../../agent/core';
import type { AgentSettings } from '../../agent/core';
import { ClientNodeCluster } from '../../agent/kube/client-node-cluster';
import type { KubeObject } from '../../agent/kube/port';
import { silentLogger } from '../../agent/observability/log';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import type { EmbeddedControlPlane } from '../../functions/host/embedded-control-plane';
import type { FakeKubeApi } from '../support/fake-kube-api';
import { HelmChart } from '../support/helm-chart';
import { AGENT_NAMESPACE, TENANT, caPem, eventually } from './harness';

const chart = new HelmChart(join(__dirname, '../../agent/deploy/chart'));
const RBAC_KINDS = new Set(['ServiceAccount', 'ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding']);

/**
 * Loads what the agent chart renders with `values` into a fake API: its RBAC (so the agent gets
 * exactly the rights those values grant) and, when `crds` says so, its CustomResourceDefinitions.
 */
export function loadChartObjects(
  kube: FakeKubeApi,
  plane: EmbeddedControlPlane,
  values: Record<string, unknown>,
  crds: (name: string) => boolean = () => false,
): void {
  const rendered = chart.render(
    {
      controlPlaneUrl: plane.url,
      tenantId: TENANT,
      bootstrapToken: { value: 'x' },
      rbac: { profile: 'restricted', extensionNamespaces: ['team-a'] },
      ...values,
    },
    { name: 'arcbridge', namespace: AGENT_NAMESPACE },
  );
  for (const object of rendered.filter(
    (o) => RBAC_KINDS.has(o.kind) || (o.kind === 'CustomResourceDefinition' && crds(o.metadata.name)),
  )) {
    const { source: _source, ...plain } = object as typeof object & { source?: string };
    kube.store.create(plain as unknown as KubeObject);
  }
}

/**
 * An agent core in this process, as the agent's ServiceAccount (`agent-token`) on the fake API,
 * trusting the control plane's CA; resolves once it registered.
 */
export async function startInProcessAgent(
  kube: FakeKubeApi,
  plane: EmbeddedControlPlane,
  settings: Partial<AgentSettings>,
): Promise<{ agent: AgentCore; clusterId: string }> {
  const kc = new KubeConfig();
  kc.loadFromOptions(kube.kubeconfig('agent-token'));
  const agent = new AgentCore({
    kube: new ClientNodeCluster(kc, silentLogger),
    renderer: createRenderer(),
    clusterResourceName: 'arcbridge',
    namespace: AGENT_NAMESPACE,
    defaultServiceAccount: 'arcbridge-extensions',
    agentVersion: '0.1.0-test',
    log: silentLogger,
    settings,
    trustedCaPems: [caPem(plane)],
  });
  agent.start();
  try {
    await eventually(() => agent.clusterId !== undefined, 20_000);
  } catch (err) {
    await agent.stop();
    throw err;
  }
  return { agent, clusterId: agent.clusterId! };
}

/** Stops every agent, then the control plane, then their fake APIs, and removes the data directory. */
export async function stopAll(
  members: ReadonlyArray<{ agent: AgentCore; kube: FakeKubeApi }>,
  plane: EmbeddedControlPlane | undefined,
  dir: { remove: () => void },
): Promise<void> {
  for (const member of members) await member.agent.stop();
  await plane?.stop().catch(() => undefined);
  for (const member of members) await member.kube.stop();
  dir.remove();
}
