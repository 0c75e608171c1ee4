import { createHash } from 'node:crypto';
import type { AssignExtensionRequest } from '../../contract/desired';
import type { Inventory, InventorySummary } from '../../contract/inventory';
import type { StatusEvent } from '../../contract/status';
import type { DocumentBase } from '../platform/store/store';

export interface ClusterDocument extends DocumentBase {
  name: string;
  region: string | null;
  labels: Record<string, string>;
  /** Hierarchical group path such as `retail/eu/store-0042`; null when not set. */
  group?: string | null;
  /** The kube-system namespace UID reported at registration. */
  clusterUid: string;
  registeredAt: string;
  updatedAt: string;
  certificate: { serialNumber: string; notAfter: string };
  /** The certificate a renewal replaced, honoured until `acceptUntil` so a lost response cannot lock an agent out. */
  previousCertificate?: { serialNumber: string; acceptUntil: string };
  /**
   * The current certificate a renewal presented with `previousCertificate` replaced (a retried or
   * late renewal): the agent may hold it, so it is honoured until `acceptUntil` as well.
   */
  supersededCertificate?: { serialNumber: string; acceptUntil: string };
  /** Bumped on every change to this cluster's desired state. */
  desiredGeneration: number;
  extensions: Record<string, AssignExtensionRequest>;
  /**
   * Versions set by rollouts, per extension: they override the version an assignment names, and
   * with a namespace they install the extension even where no assignment matches. Rollback
   * restores `previous`.
   */
  pins?: Record<string, ExtensionPin>;
}

export interface ExtensionPin {
  version: string;
  rolloutId: string;
  namespace?: string;
  values?: Record<string, unknown>;
  /** desiredGeneration at which this pin took effect: status for an older generation is not about it. */
  generation: number;
  /** The rollout's order among its extension's rollouts: a late write of an older one never replaces it. */
  sequence?: number;
}

/** Heartbeats live apart from the cluster document so a heartbeat never races an operator's edit. */
export interface HeartbeatDocument extends DocumentBase {
  lastHeartbeat: string;
  agentVersion: string;
  kubernetesVersion: string | null;
  /**
   * Copies of the cluster's labels and group, written with each heartbeat and on every change of
   * them, so fleet counts (FleetSummaryService) filter heartbeats like clusters without a join.
   * Absent on heartbeats written before they existed.
   */
  labels?: Record<string, string>;
  group?: string | null;
  /** Set by the heartbeat-gap sweep when it declared the cluster Offline; the next heartbeat clears it. */
  offlineSince?: string;
}

export interface InventoryDocument extends DocumentBase {
  /**
   * Small, so on the Azure adapters it stays in the Cosmos DB item beside the etag while a large
   * `inventory` lives in Blob Storage (large-bodies.ts). Absent on documents written before it existed.
   */
  summary?: InventorySummary;
  inventory: Inventory;
  updatedAt: string;
}

export interface StatusDocument extends DocumentBase {
  latest: Record<string, StatusEvent>;
  /**
   * Per extension, the highest agent attempt seen at the highest generation seen: what makes
   * arcbridge_reconcile_retries_total{source="agent"} count each retry once, however often an
   * event is re-sent. Absent until an agent reports attempts.
   */
  attempts?: Record<string, AttemptMark>;
  /**
   * The last STATUS_TIMELINE_LENGTH changes of any extension's status, newest first: each event that
   * became an extension's latest and differs from the one it replaced (phase, reason, message or
   * attempt). Bounded so the document stays small; absent on documents written before it existed.
   */
  timeline?: StatusEvent[];
  /**
   * Per extension, the version the agent last reported installed in its inventory: copied here at
   * each inventory write that changes it, so fleet counts read versions and phases from one
   * document per cluster (FleetSummaryService). Absent until the first inventory after it existed.
   */
  installed?: Record<string, string>;
  /** Copies of the cluster's labels and group, as on HeartbeatDocument, for the same filters. */
  labels?: Record<string, string>;
  group?: string | null;
  updatedAt: string;
}

export interface AttemptMark {
  observedGeneration: number;
  attempt: number;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A cluster's id is derived from (tenant, kube-system UID), so registering the same cluster
 * again always yields the same id without a lookup table, and ids never collide across tenants.
 */
export function clusterIdFor(tenantId: string, clusterUid: string): string {
  const digest = createHash('sha256').update(`${tenantId}\n${clusterUid.toLowerCase()}`).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 26) break;
  }
  return `c-${out}`;
}
