import { registerDeleteCluster } from './clusters/delete-cluster.fn';
import { registerGetCluster } from './clusters/get-cluster.fn';
import { registerListClusters } from './clusters/list-clusters.fn';
import { registerAssignExtension } from './desired/assign-extension.fn';
import { registerGetDesired } from './desired/get-desired.fn';
import { registerRemoveExtension } from './desired/remove-extension.fn';
import { registerHealthz } from './health/healthz.fn';
import { registerGetInventory } from './inventory/get-inventory.fn';
import { registerHeartbeat } from './inventory/heartbeat.fn';
import { registerPutInventory } from './inventory/put-inventory.fn';
import { registerCreateBootstrapToken } from './registration/create-bootstrap-token.fn';
import { registerRegister } from './registration/register.fn';
import { registerRenew } from './registration/renew.fn';
import type { RuntimeProvider } from './runtime';
import { registerPostStatus } from './status/post-status.fn';

/** Registers every trigger with @azure/functions. Both hosts (Azure's and the embedded one) call this. */
export function registerFunctions(runtime: RuntimeProvider): void {
  registerHealthz(runtime);
  registerCreateBootstrapToken(runtime);
  registerRegister(runtime);
  registerRenew(runtime);
  registerListClusters(runtime);
  registerGetCluster(runtime);
  registerDeleteCluster(runtime);
  registerAssignExtension(runtime);
  registerRemoveExtension(runtime);
  registerGetDesired(runtime);
  registerHeartbeat(runtime);
  registerPutInventory(runtime);
  registerGetInventory(runtime);
  registerPostStatus(runtime);
}
