import type { FleetDesiredService } from '../assignments';
import type { InventoryService } from '../inventory';
import type { Clock } from '../platform/clock';
import type { AgentAuthenticator, AgentPrincipal } from '../clusters';
import { CLIENT_CERT_HEADER } from '../platform/identity/client-certificate';
import type { Logger } from '../platform/logger';
import { Problem } from '../../contract/problems';
import { StorePreconditionError, updateWithRetry } from '../platform/store/store';
import type { Collection, DocumentBase } from '../platform/store/store';
import type { Instruments } from '../platform/telemetry/telemetry';
import { LogEvents } from '../platform/telemetry/telemetry-names';
import { bootstrapTokenId } from '../../contract/registration';
import type { BootstrapTokenDocument, AdmittedRegistration, RegistrationService } from '../registration';
import type { StatusService } from '../status';
import { SYNTHETIC_TENANT } from '../../contract/reserved-tenant';
import { syntheticKeyAndCsr } from './synthetic-csr';

/** The steps of one run, in order: an agent's first minutes, from bootstrap token to status. */
export const SYNTHETIC_STEPS = ['token', 'csr', 'certificate', 'heartbeat', 'desired', 'status'] as const;
export type SyntheticStep = (typeof SYNTHETIC_STEPS)[number];

/** Shared (not tenant) partition of the `clusters` collection; `_` never starts a tenant id. */
const STATE_PARTITION = '_shared';
const STATE_ID = 'synthetic-check';
/** Always the same cluster uid, so every run re-registers the same cluster: nothing grows. */
const SYNTHETIC_CLUSTER_UID = '00000000-0000-4000-8000-5e7e7e7e7e7e';
/** The timer fires every minute; a run due within this slack of its interval runs now, not a minute late. */
const DUE_SLACK_MS = 15_000;

export interface SyntheticStateDocument extends DocumentBase {
  lastStartedAt: string;
  lastFinishedAt?: string;
  lastOutcome?: 'success' | 'failure';
  failedStep?: SyntheticStep;
  consecutiveFailures: number;
}

export interface StepResult {
  step: SyntheticStep;
  outcome: 'success' | 'failure';
  durationSeconds: number;
  /** The problem type's slug (`unauthorized`), or the error's class name. */
  reason?: string;
  detail?: string;
}

export type SyntheticRun =
  | { ran: false; why: 'disabled' | 'not due' | 'claimed elsewhere' }
  | {
      ran: true;
      outcome: 'success' | 'failure';
      steps: StepResult[];
      failedStep?: SyntheticStep;
      consecutiveFailures: number;
      clusterId?: string;
    };

export interface SyntheticCheckDeps {
  registration: Pick<
    RegistrationService,
    'createBootstrapToken' | 'verifyBootstrapToken' | 'admit' | 'register'
  >;
  agentAuth: Pick<AgentAuthenticator, 'authenticate'>;
  inventory: Pick<InventoryService, 'heartbeat'>;
  fleet: Pick<FleetDesiredService, 'desiredFor'>;
  status: Pick<StatusService, 'record'>;
  tokens: Collection<BootstrapTokenDocument>;
  /** Where the run state lives (the `clusters` collection, shared partition). */
  state: Collection<SyntheticStateDocument>;
  clock: Clock;
  log: Logger;
  instruments: Pick<Instruments, 'syntheticStepDuration' | 'syntheticConsecutiveFailures'>;
  /** Seconds between runs; 0 = off. */
  intervalSeconds: number;
}

/**
 * The synthetic check: a cluster of the reserved tenant goes through what every agent does first:
 * a bootstrap token is minted, a CSR admitted, a certificate issued (the real Signer), then, with
 * that certificate as the agent presents it, a heartbeat, a desired-state read and a status post.
 * Each step runs the control plane's own services against the real store and signer, in process;
 * it does not cross the network or TLS front end (outside probes cover those, docs/operations.md).
 *
 * A run is at most one per interval across all instances (the state document is claimed with an
 * etag-guarded write), and its outcome is kept there, so "failed twice in a row" holds across
 * instances and restarts. Each run re-registers the same cluster and deletes its bootstrap token:
 * the reserved tenant holds one cluster, its heartbeat and status documents, and the state.
 */
export class SyntheticCheck {
  /**
   * Failed runs in a row as this instance saw them: the count when the state document cannot be
   * read or written (the store is down, which is what the check must report most of all).
   */
  private localFailures = 0;

  constructor(private readonly deps: SyntheticCheckDeps) {}

  /** The timer's pass: runs when due (or when `force`), else says why not. */
  async run(options: { force?: boolean } = {}): Promise<SyntheticRun> {
    const { deps } = this;
    if (deps.intervalSeconds === 0 && !options.force) return { ran: false, why: 'disabled' };
    let claimed: Awaited<ReturnType<SyntheticCheck['claim']>>;
    try {
      claimed = await this.claim(options.force === true);
    } catch (err) {
      // The run state is unreachable: the run fails at its first step, which needs the same store.
      const failure: StepResult = {
        step: 'token',
        outcome: 'failure',
        durationSeconds: 0,
        ...failureOf(err),
      };
      return this.finish([failure], undefined, 0);
    }
    if (!claimed.ran) return claimed;

    const results: StepResult[] = [];
    let tokenHash: string | undefined;
    let clusterId: string | undefined;
    const started = performance.now();
    try {
      const step = async <T>(name: SyntheticStep, fn: () => Promise<T>): Promise<T> => {
        const at = performance.now();
        try {
          const value = await fn();
          this.recordStep(results, {
            step: name,
            outcome: 'success',
            durationSeconds: (performance.now() - at) / 1000,
          });
          return value;
        } catch (err) {
          this.recordStep(results, {
            step: name,
            outcome: 'failure',
            durationSeconds: (performance.now() - at) / 1000,
            ...failureOf(err),
          });
          throw new StepFailed(name, err);
        }
      };

      const { token } = await step('token', async () => {
        const minted = await deps.registration.createBootstrapToken(SYNTHETIC_TENANT, 'synthetic-check', {
          ttlSeconds: 600,
          description: 'synthetic check',
        });
        tokenHash = bootstrapTokenId(minted.token);
        return minted;
      });
      const admitted: AdmittedRegistration = await step('csr', async () => {
        const verified = await deps.registration.verifyBootstrapToken(token);
        return deps.registration.admit(verified, {
          bootstrapToken: token,
          clusterUid: SYNTHETIC_CLUSTER_UID,
          csr: syntheticKeyAndCsr('arcbridge-synthetic').csr,
          name: 'synthetic',
          labels: { 'arcbridge.io/synthetic': 'true' },
        });
      });
      const issued = await step('certificate', () => deps.registration.register(admitted));
      clusterId = issued.clusterId;
      // The certificate exactly as the platform forwards a client certificate (base64 DER).
      const headers = new Headers({ [CLIENT_CERT_HEADER]: pemToBase64Der(issued.certificate) });
      const authenticate = (): Promise<AgentPrincipal> => deps.agentAuth.authenticate(headers);
      await step('heartbeat', async () => {
        const principal = await authenticate();
        await deps.inventory.heartbeat(principal.tenantId, principal.clusterId, {
          agentVersion: 'synthetic',
        });
      });
      await step('desired', async () => {
        const principal = await authenticate();
        const state = await deps.fleet.desiredFor(principal.tenantId, principal.cluster.doc);
        if (!Array.isArray(state.extensions)) throw new Error('desired state without an extensions list');
      });
      await step('status', async () => {
        const principal = await authenticate();
        const { accepted } = await deps.status.record(principal.tenantId, principal.clusterId, [
          {
            extension: 'synthetic-probe',
            phase: 'Installed',
            reason: 'SyntheticCheck',
            lastTransitionTime: deps.clock.now().toISOString(),
            observedGeneration: 0,
          },
        ]);
        if (accepted !== 1) throw new Error(`status accepted ${accepted} of 1 events`);
      });
    } catch (err) {
      if (!(err instanceof StepFailed)) throw err;
    } finally {
      // The token is used (or never will be): nothing of this run stays but the cluster's documents.
      if (tokenHash) await deps.tokens.delete(SYNTHETIC_TENANT, tokenHash).catch(() => false);
    }
    return this.finish(results, clusterId, (performance.now() - started) / 1000);
  }

  private recordStep(results: StepResult[], result: StepResult): void {
    results.push(result);
    this.deps.instruments.syntheticStepDuration.record(result.durationSeconds, {
      step: result.step,
      outcome: result.outcome,
    });
  }

  /** Claims this run in the state document; another instance that claimed it first wins. */
  private async claim(
    force: boolean,
  ): Promise<{ ran: true; previous: number } | { ran: false; why: 'not due' | 'claimed elsewhere' }> {
    const { deps } = this;
    const now = deps.clock.now();
    const current = await deps.state.read(STATE_PARTITION, STATE_ID);
    if (current && !force) {
      const dueAt = Date.parse(current.doc.lastStartedAt) + deps.intervalSeconds * 1000 - DUE_SLACK_MS;
      if (now.getTime() < dueAt) return { ran: false, why: 'not due' };
    }
    const doc: SyntheticStateDocument = {
      ...(current?.doc ?? { id: STATE_ID, tenantId: STATE_PARTITION, consecutiveFailures: 0 }),
      lastStartedAt: now.toISOString(),
    };
    try {
      if (current) await deps.state.replace(doc, { ifMatch: current.etag });
      else await deps.state.create(doc);
    } catch (err) {
      if (err instanceof StorePreconditionError) return { ran: false, why: 'claimed elsewhere' };
      throw err;
    }
    return { ran: true, previous: current?.doc.consecutiveFailures ?? 0 };
  }

  private async finish(
    results: StepResult[],
    clusterId: string | undefined,
    durationSeconds: number,
  ): Promise<SyntheticRun> {
    const { deps } = this;
    const failed = results.find((r) => r.outcome === 'failure');
    const outcome: 'success' | 'failure' = failed ? 'failure' : 'success';
    this.localFailures = failed ? this.localFailures + 1 : 0;
    let consecutiveFailures = this.localFailures;
    try {
      await updateWithRetry(deps.state, STATE_PARTITION, STATE_ID, (doc) => {
        if (!doc) return undefined;
        consecutiveFailures = failed ? Math.max(doc.consecutiveFailures + 1, this.localFailures) : 0;
        const { failedStep: _previous, ...rest } = doc;
        return {
          ...rest,
          lastFinishedAt: deps.clock.now().toISOString(),
          lastOutcome: outcome,
          consecutiveFailures,
          ...(failed ? { failedStep: failed.step } : {}),
        };
      });
    } catch {
      // Unstored: this instance's own count stands (see localFailures).
      consecutiveFailures = this.localFailures;
    }
    deps.instruments.syntheticConsecutiveFailures.record(consecutiveFailures);
    const seconds = Object.fromEntries(results.map((r) => [`${r.step}Seconds`, round(r.durationSeconds)]));
    if (failed) {
      deps.log.error(LogEvents.syntheticCheckFailed.name, {
        step: failed.step,
        reason: failed.reason,
        detail: failed.detail,
        consecutiveFailures,
      });
    }
    deps.log.info(LogEvents.syntheticCheckCompleted.name, {
      outcome,
      failedStep: failed?.step,
      consecutiveFailures,
      durationSeconds: round(durationSeconds),
      ...seconds,
    });
    return {
      ran: true,
      outcome,
      steps: results,
      ...(failed ? { failedStep: failed.step } : {}),
      consecutiveFailures,
      ...(clusterId ? { clusterId } : {}),
    };
  }
}

class StepFailed extends Error {
  constructor(
    readonly step: SyntheticStep,
    readonly causeError: unknown,
  ) {
    super(`synthetic step ${step} failed`);
  }
}

function failureOf(err: unknown): { reason: string; detail: string } {
  const detail = (err instanceof Error ? err.message : String(err)).slice(0, 300);
  if (err instanceof Problem) return { reason: err.type.split('/').pop() ?? 'problem', detail };
  return { reason: err instanceof Error ? err.name : 'Error', detail };
}

function pemToBase64Der(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

function round(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}
