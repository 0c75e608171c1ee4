import { createHash } from 'node:crypto';
import { canonicalJson } from '../../contract/json/canonical-json';
import type { SyncSourceCondition } from '../../contract/sync-exchange';
import type { SyncResource, SyncRuleSpec } from '../../contract/sync-rules';
import type { DocumentBase } from '../platform/store/store';

/*
 * Resource sync keeps three kinds of small documents in the per-tenant `fleet` collection, told
 * apart by an id prefix (ids are always indexed, so a prefix query reads only its own kind).
 */

export const RULE_PREFIX = 'sync-rule:';
export const OBJECT_PREFIX = 'sync-object:';
export const MEMBER_PREFIX = 'sync-member:';

/** A sync rule as stored: the request with its defaults, a generation and times. */
export interface SyncRuleDocument extends DocumentBase, SyncRuleSpec {
  name: string;
  generation: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * One object a source exported for one rule: the stripped object (never a Secret's data) and,
 * for a Secret, its data sealed to each target's key. Only ciphertext of a Secret is ever stored.
 */
export interface SyncObjectDocument extends DocumentBase {
  rule: string;
  source: string;
  namespace?: string;
  name: string;
  object: Record<string, unknown>;
  /** Target cluster id -> compact JWE of the Secret's data. */
  sealed?: Record<string, string>;
  /** Changes when the object does (sealed data excluded: a fresh seal of the same data is no change). */
  digest: string;
  /** The rule generation the source exported for. */
  generation: number;
  /** When the source first exported it: the older export wins a conflict, so a winner never flaps. */
  firstExportedAt: string;
  updatedAt: string;
}

/** How one rule went on one cluster, as its agent last reported. */
export interface MemberRuleState {
  state: 'Synced' | 'Conflict' | 'Failed';
  objects: number;
  reason?: string;
  /** Digest of the set of copies the agent applied: equal to `served` once it caught up. */
  applied: string;
  since: string;
}

/**
 * A cluster's part in resource sync: what its agent declares (features, export kinds), the public
 * key of its certificate (what sources seal to), what it was last served and how its copies went.
 */
export interface SyncMemberDocument extends DocumentBase {
  clusterId: string;
  features: string[];
  exportKinds: SyncResource[];
  /** P-256 public key as JWK, from the certificate the agent authenticated with. */
  jwk: Record<string, unknown>;
  /** Per rule: the digest of the copies served at the last exchange. */
  served: Record<string, string>;
  targets: Record<string, MemberRuleState>;
  /** Per rule: why the control plane refused a copy (two sources of one object), verbatim. */
  conflicts: Record<string, string>;
  /** The rules this cluster was a source of at its last exchange. */
  sourceOf: string[];
  conditions: SyncSourceCondition[];
  updatedAt: string;
}

export function ruleId(name: string): string {
  return RULE_PREFIX + name;
}

export function memberId(clusterId: string): string {
  return MEMBER_PREFIX + clusterId;
}

/** `sync-object:<rule>:<source>:<hash of namespace/name>`: a rule's objects share a prefix, ids stay short. */
export function objectId(rule: string, source: string, namespace: string | undefined, name: string): string {
  const key = createHash('sha256')
    .update(`${namespace ?? ''}/${name}`)
    .digest('base64url')
    .slice(0, 22);
  return `${objectPrefix(rule)}${source}:${key}`;
}

export function objectPrefix(rule: string): string {
  return `${OBJECT_PREFIX}${rule}:`;
}

export function digestOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url').slice(0, 32);
}
