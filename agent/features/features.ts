import { brokerFeature } from '../broker/broker-feature';
import { resourceSyncFeature } from '../resource-sync/resource-sync-feature';
import type { AgentFeature } from './agent-feature';

/** Every optional capability the agent runs beside its core loops; each decides from the spec. */
export function agentFeatures(): AgentFeature[] {
  return [resourceSyncFeature(), brokerFeature()];
}
