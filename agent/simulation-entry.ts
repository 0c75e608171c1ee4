/**
 * The one door from the CLI into the agent (the dependency-cruiser rule `cli-only-contract`
 * allows `cli/` to import `contract/`, `functions/host/cli-entry.ts` and this file).
 *
 * `arcbridge simulate` runs many real agents in one process against the control plane: the same
 * AgentCore and HTTPS transport as the image, with an in-memory cluster whose simulated
 * controllers make workloads ready, and a renderer the simulator stubs. Nothing else of agent/ is
 * for the CLI; add it here on purpose when it must be.
 */
export { AgentCore } from './core';
export { HttpsTransport } from './controlplane/transport';
export type { Transport, TransportRequest, TransportResponse } from './controlplane/transport';
export { MemoryCluster } from './kube/memory-cluster';
export type { KubeObject } from './kube/port';
export { inventoryObjects, SIMULATED_AGENT_NAMESPACE, simulateControllers } from './kube/simulation';
export { SIMULATED_REGIONS, seedSimulatedInstall, simulatedRegion } from './kube/simulated-install';
export { silentLogger } from './observability/log';
export { RenderError } from './reconcile/render/port';
export type { Renderer } from './reconcile/render/port';
