import { createHash } from 'node:crypto';
import { canonicalJson } from '../../contract/json/canonical-json';
import type {
  AcceptApiSpec,
  BrokeredApiSpec,
  MigrationSpec,
  MigrationStage,
  PlacementState,
} from '../../contract/broker';
import type {
  BrokerAgentCondition,
  BrokerInvalidOffer,
  BrokerRelatedReport,
} from '../../contract/broker-exchange';
import type { SyncResource } from '../../contract/sync-rules';
import type { DocumentBase } from '../platform/store/store';

/*
 * Brokering keeps four kinds of small documents in the per-tenant `fleet` collection, told apart by
 * an id prefix (ids are always indexed, so a prefix query reads only its own kind).
 */

export const API_PREFIX = 'broker-api:';
export const PROVIDER_PREFIX = 'broker-member:';
export const PLACEMENT_PREFIX = 'broker-placement:';
export const MIGRATION_PREFIX = 'broker-migration:';

export interface BrokeredApiDocument extends DocumentBase, BrokeredApiSpec {
  name: string;
  generation: number;
  createdAt: string;
  updatedAt: string;
}

/** One offer as its provider last reported it. */
export interface StoredOffer {
  name: string;
  generation: number;
  spec: AcceptApiSpec;
  /** Why its CEL does not compile; such an offer accepts nothing. */
  invalid?: string;
}

/**
 * A cluster's part in brokering, written by its exchange: its offers (as a provider), what its
 * chart grants, the public key of its certificate (what related Secrets are sealed to), whether an
 * operator cordoned it.
 */
export interface BrokerMemberDocument extends DocumentBase {
  clusterId: string;
  offers: StoredOffer[];
  invalidOffers: BrokerInvalidOffer[];
  grants: { consumer: SyncResource[]; provider: SyncResource[] };
  conditions: BrokerAgentCondition[];
  /** P-256 public key as JWK, from the certificate the agent authenticated with. */
  jwk: Record<string, unknown>;
  cordoned?: { since: string };
  /** The placements whose copies the cluster reported at its last exchange (sorted). */
  holding: string[];
  reportedAt: string;
}

/** How a provider last reported its copy of one placement. */
export interface CopyReport {
  state: 'Applied' | 'Failed';
  reason?: string;
  digest: string;
  ready: boolean;
  status?: Record<string, unknown>;
  related: BrokerRelatedReport[];
  reportedAt: string;
}

/**
 * One consumer object and where it is placed: the object as its consumer last reported it, the
 * state of its placement (a state machine advanced by compare-and-swap on this document's etag),
 * and each provider's report of its copy.
 */
export interface PlacementDocument extends DocumentBase {
  placementId: string;
  api: string;
  /** The brokered kind, kept so copies can still be deleted after the brokered API is. */
  resource: SyncResource;
  consumer: string;
  namespace: string;
  name: string;
  uid: string;
  generation: number;
  labels: Record<string, string>;
  spec: Record<string, unknown>;
  deleting?: boolean;
  /** The consumer reported the object gone: the document goes once no provider holds a copy. */
  consumerGone?: boolean;
  state: PlacementState;
  provider?: string;
  previous?: string;
  reason?: string;
  since: string;
  /** Providers that hold a copy, by their last exchange, with its report. */
  copies: Record<string, CopyReport>;
  /** What the consumer was last served, and whether it applied that write-back. */
  served?: { digest: string; provider?: string; applied: boolean };
  /** A migration moving this object: it decides the provider and holds the switch and the clean-up. */
  migration?: { name: string; target: string; holdSwitch: boolean; holdCleanup: boolean };
}

/** How a migration's template objects stand on one cluster. */
export interface TemplateState {
  state: 'Applied' | 'Failed';
  reason?: string;
  object?: Record<string, unknown>;
}

export interface MigrationDocument extends DocumentBase, MigrationSpec {
  name: string;
  generation: number;
  stage: MigrationStage;
  stageSince: string;
  message?: string;
  /** `<clusterId>/<stage>/<apiVersion>/<kind>/<namespace>/<name>` -> its last report. */
  templates: Record<string, TemplateState>;
  createdAt: string;
  updatedAt: string;
}

export const apiId = (name: string) => API_PREFIX + name;
export const memberId = (clusterId: string) => PROVIDER_PREFIX + clusterId;
export const placementDocId = (placementId: string) => PLACEMENT_PREFIX + placementId;
export const migrationId = (name: string) => MIGRATION_PREFIX + name;

/** `p-` and 22 hex digits of sha256(consumer, api, namespace, name): stable across exchanges. */
export function placementIdOf(consumer: string, api: string, namespace: string, name: string): string {
  const hash = createHash('sha256').update(`${consumer}\u0000${api}\u0000${namespace}\u0000${name}`);
  return `p-${hash.digest('hex').slice(0, 22)}`;
}

/** 12 hex of sha256(consumer cluster id): the prefix of every copy's name on a provider. */
export function consumerHashOf(consumer: string): string {
  return createHash('sha256').update(consumer).digest('hex').slice(0, 12);
}

export function digestOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url').slice(0, 32);
}
