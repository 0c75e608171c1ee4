import type { ObjectStore } from './object-store';
import { SIMULATED_AGENT_NAMESPACE } from './simulation';

/**
 * How a simulated cluster is placed and installed: its region and the two objects the agent's
 * chart would create (the bootstrap token Secret and the ArcBridgeCluster). The fleet simulator
 * (bench/) and `arcbridge simulate` seed their clusters with these, so both fleets look alike.
 */

/** Azure regions the simulated fleets spread over, in order. */
export const SIMULATED_REGIONS = [
  'westeurope',
  'northeurope',
  'eastus',
  'westus2',
  'southeastasia',
  'japaneast',
  'australiaeast',
  'brazilsouth',
  'uksouth',
  'centralindia',
];

/** The region of cluster `index` in a fleet spread over `regions` regions. */
export function simulatedRegion(index: number, regions: number): string {
  return SIMULATED_REGIONS[index % regions] ?? `region-${index % regions}`;
}

export interface SimulatedInstall {
  controlPlaneUrl: string;
  tenantId: string;
  bootstrapToken: string;
  region: string;
  labels: Record<string, string>;
  pollIntervalSeconds: number;
  allowedNamespaces?: string[];
}

/** The bootstrap Secret and the ArcBridgeCluster `arcbridge`, as `helm install` would create them. */
export function seedSimulatedInstall(store: ObjectStore, install: SimulatedInstall): void {
  store.create({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'arcbridge-bootstrap', namespace: SIMULATED_AGENT_NAMESPACE },
    data: { token: Buffer.from(install.bootstrapToken).toString('base64') },
  });
  store.create({
    apiVersion: 'arcbridge.io/v1alpha1',
    kind: 'ArcBridgeCluster',
    metadata: { name: 'arcbridge' },
    spec: {
      controlPlaneUrl: install.controlPlaneUrl,
      tenantId: install.tenantId,
      bootstrapTokenSecretRef: { name: 'arcbridge-bootstrap' },
      region: install.region,
      labels: install.labels,
      pollIntervalSeconds: install.pollIntervalSeconds,
      ...(install.allowedNamespaces ? { allowedNamespaces: install.allowedNamespaces } : {}),
    },
  });
}
