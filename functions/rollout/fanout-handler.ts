import { z } from 'zod';
import type { ClusterDocument } from '../clusters';
import type { Bus } from '../platform/bus/bus';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Versioned } from '../platform/store/store';
import type { TargetResolver } from '../targeting';
import type { ClusterPins } from './cluster-pins';
import { GIT_PATH_RETRY_MS } from './git-path';
import type { RolloutGitPath } from './git-path';
import { FANOUT_QUEUE, fanoutMessage, generationOf, TOUCHED_STATES } from './model';
import type { FanoutMessage, RolloutClusterDocument, RolloutDocument } from './model';
import { pacingKeys } from './pacing-keys';
import type { RolloutSettings } from './rollout-settings';
import type { RolloutStore } from './rollout-store';
import { AdmissionContention } from '../platform/pacing/write-admission';
import type { Admission, WriteAdmission } from '../platform/pacing/write-admission';

const FanoutMessageSchema = z.object({
  tenantId: z.string(),
  rolloutId: z.string(),
  clusterId: z.string(),
  generation: z.number().int().optional(),
});

/**
 * `withdrawn`: the pin was written, but the rollout was rolled back meanwhile, so the handler took
 * its own pin back.
 */
export type FanoutOutcome =
  | 'applied'
  | 'deferred'
  | 'requeued'
  | 'rescheduled'
  | 'cancelled'
  | 'duplicate'
  | 'gone'
  | 'withdrawn'
  | 'stale'
  | 'superseded';

/** Longest wait for admission spent inside the handler; longer waits reschedule the message. */
export const DEFAULT_MAX_ADMISSION_WAIT_MS = 1000;
/** When the admission store is too contended to answer, try again this much later. */
const CONTENTION_RETRY_MS = 1000;

export interface FanoutHandlerDeps {
  store: RolloutStore;
  pins: ClusterPins;
  targets: TargetResolver;
  bus: Bus;
  clock: Clock;
  log: Logger;
  /** Write-time admission against the pacing caps, shared through the store by every instance. */
  admission: WriteAdmission;
  settings: Pick<
    RolloutSettings,
    'globalPerSecond' | 'tenantPerSecond' | 'tenantRates' | 'regionPerSecond' | 'sourceHostPerSecond'
  >;
  /** Waits until an admitted time (tests pass one that moves a manual clock). */
  sleep?: (ms: number) => Promise<void>;
  maxAdmissionWaitMs?: number;
  /** The tenant's GitOps export, when it has one: pins wait while its remote fails, and waves become commits. */
  gitPath?: RolloutGitPath;
}

interface Ready {
  rollout: RolloutDocument;
  record: RolloutClusterDocument;
  cluster: Versioned<ClusterDocument>;
}

/** A record claimed for its pin write (Applied, pinWrittenAt null) whose write did not finish. */
interface Unfinished {
  unfinished: true;
  rollout: RolloutDocument;
  record: RolloutClusterDocument;
}

/**
 * Handles one fan-out message: at the cluster's send slot, point its desired state at the new
 * version. Idempotent under redelivery and duplicates.
 *
 * The pin write is admitted against every pacing cap at the moment it happens (write-admission.ts),
 * so a consumer that falls behind and drains its backlog still writes at most the cap per second.
 * A short wait is slept here; a longer one reschedules the message for the admissible time, so no
 * message lock is held through it.
 *
 * Against pause, halt and rollback (which may run on another instance at any moment) the record is
 * the one place where they meet, and every decision there is an etag-guarded write:
 *
 * 1. claim: the record goes Scheduled -> Applied (pinWrittenAt null) before the pin is written.
 *    Pause, halt and rollback move Scheduled records with the same kind of write, so exactly one
 *    of them wins: a handler that loses writes nothing; a claimed record is one they see as
 *    touched, so rollback restores it.
 * 2. the pin is written on the cluster document.
 * 3. confirm: pinWrittenAt is set with a write that fails on a record rollback has moved to
 *    RolledBack. If rollback got there first it may have restored the cluster before the pin
 *    landed, so the handler takes its own pin back.
 *
 * A handler that dies between 1 and 3 leaves its message uncompleted; the redelivery finishes the
 * write (a touched record with pinWrittenAt null: Applied, or already judged by the agent) or,
 * after a rollback (RolledBack), takes the pin back.
 */
export class FanoutHandler {
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxWaitMs: number;

  constructor(private readonly deps: FanoutHandlerDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.maxWaitMs = deps.maxAdmissionWaitMs ?? DEFAULT_MAX_ADMISSION_WAIT_MS;
  }

  async handle(body: unknown): Promise<FanoutOutcome> {
    const message = FanoutMessageSchema.parse(body);
    const first = await this.prepare(message);
    if (typeof first === 'string') return first;
    if ('unfinished' in first) return this.writePin(first.rollout, first.record);

    // On the Git path a pin is only worth writing when Git can carry it: while the remote fails,
    // the send waits (nothing is claimed, so pause and rollback still see it as Scheduled).
    const blocked = await this.deps.gitPath?.blocked(message.tenantId);
    if (blocked) {
      this.deps.log.warn('rollout waits for the GitOps remote', {
        tenantId: message.tenantId,
        rolloutId: message.rolloutId,
        clusterId: message.clusterId,
        reason: blocked,
      });
      return this.reschedule(message, first.rollout, this.deps.clock.now().getTime() + GIT_PATH_RETRY_MS);
    }

    const admission = await this.admit(first);
    if ('retryAtMs' in admission) return this.reschedule(message, first.rollout, admission.retryAtMs);
    let ready = first;
    if (admission.admittedAtMs > this.deps.clock.now().getTime()) {
      while (this.deps.clock.now().getTime() < admission.admittedAtMs) {
        await this.sleep(admission.admittedAtMs - this.deps.clock.now().getTime());
      }
      // The rollout may have been paused, halted or rolled back meanwhile. If so the admitted slot
      // goes unused: capacity wasted, never a cap exceeded.
      const again = await this.prepare(message);
      if (typeof again === 'string') return again;
      // Claimed by a duplicate of this message meanwhile: it writes the pin.
      if ('unfinished' in again) return 'duplicate';
      ready = again;
    }
    const claimed = await this.claim(ready, admission.admittedAtMs);
    // Paused, halted or rolled back between the reads and the claim: nothing is written.
    if (!claimed) return 'duplicate';
    return this.writePin(ready.rollout, claimed);
  }

  /** Reads what the write needs; settles the record and returns the outcome when there is nothing to write. */
  private async prepare(message: FanoutMessage): Promise<Ready | Unfinished | FanoutOutcome> {
    const { store, clock, targets } = this.deps;
    const { tenantId, rolloutId, clusterId } = message;
    const now = () => clock.now().toISOString();
    const [rollout, record] = await Promise.all([
      store.rollout(tenantId, rolloutId),
      store.c.records.read(tenantId, `${rolloutId}.${clusterId}`),
    ]);
    if (!rollout || !record) return 'gone';
    // A handler died after claiming (the message came back): the claim stands, whatever the
    // rollout's state now, so finish the write; a rollback since then is met at the confirm. The
    // record may have moved on meanwhile: a pin that was written before the handler died reaches
    // the agent, whose verdict (Succeeded, Failed) or the health timeout can come before the
    // redelivery. Its write and the GitOps wave are then finished the same way (the pin write
    // is idempotent, so a pin already there is not written twice).
    if (TOUCHED_STATES.includes(record.doc.state) && record.doc.pinWrittenAt === null) {
      return { unfinished: true, rollout: rollout.doc, record: record.doc };
    }
    // Rolled back while a handler that died may have been writing the pin: make sure it is gone.
    if (record.doc.state === 'RolledBack') {
      await this.takeBack(rollout.doc, record.doc);
      return 'duplicate';
    }
    if (record.doc.state !== 'Scheduled') return 'duplicate';
    const sending = rollout.doc.state === 'Running' || rollout.doc.state === 'WaitingForDeferred';
    // Sent before the rollout last changed state (a pause and resume since), or not the record's
    // latest message: a newer message (or healing) carries this send; this one is dropped.
    if (sending && isStale(message, rollout.doc, record.doc)) return 'stale';

    if (rollout.doc.state === 'Paused') {
      await store.moveRecord(tenantId, rolloutId, clusterId, {
        from: ['Scheduled'],
        to: 'Pending',
        patch: () => ({ slotAt: null, sequenceNumber: null, updatedAt: now() }),
      });
      return 'requeued';
    }
    if (!sending) {
      await store.moveRecord(tenantId, rolloutId, clusterId, {
        from: ['Scheduled'],
        to: 'Cancelled',
        patch: () => ({ reason: rollout.doc.state, updatedAt: now() }),
      });
      return 'cancelled';
    }

    const cluster = await store.c.clusters.read(tenantId, clusterId);
    if (!cluster) {
      await store.moveRecord(tenantId, rolloutId, clusterId, {
        from: ['Scheduled'],
        to: 'Cancelled',
        patch: () => ({ reason: 'ClusterDeleted', updatedAt: now() }),
      });
      return 'gone';
    }
    const facts = await targets.factsFor(tenantId, cluster.doc);
    if (facts?.connectivity !== 'Connected') {
      await store.moveRecord(tenantId, rolloutId, clusterId, {
        from: ['Scheduled'],
        to: 'Deferred',
        patch: () => ({
          reason: 'Offline',
          message: 'the cluster was offline when its slot came; it is caught up when it reconnects',
          updatedAt: now(),
        }),
      });
      return 'deferred';
    }
    return { rollout: rollout.doc, record: record.doc, cluster };
  }

  private async admit({ rollout, record }: Ready): Promise<Admission> {
    try {
      return await this.deps.admission.admit(
        pacingKeys(rollout, record.region, this.deps.settings),
        this.maxWaitMs,
      );
    } catch (err) {
      if (!(err instanceof AdmissionContention)) throw err;
      this.deps.log.warn('pin write admission contended; retrying later', {
        rolloutId: rollout.id,
        clusterId: record.clusterId,
      });
      return { retryAtMs: this.deps.clock.now().getTime() + CONTENTION_RETRY_MS };
    }
  }

  /**
   * Puts the message back on the queue for when the write can be admitted. The record points at
   * the new message (pause and rollback cancel it by sequence number; healing waits for it), and
   * the original is completed when the handler returns. A crash in between leaves a duplicate,
   * which the record state makes harmless.
   */
  private async reschedule(
    message: FanoutMessage,
    rollout: RolloutDocument,
    retryAtMs: number,
  ): Promise<FanoutOutcome> {
    const { store, bus, clock } = this.deps;
    const { tenantId, rolloutId, clusterId } = message;
    const at = new Date(retryAtMs);
    // The same send, so the same generation (the record's, which this message was checked against).
    const generation = message.generation ?? generationOf(rollout);
    const [sequenceNumber] = await bus.schedule(
      FANOUT_QUEUE,
      at,
      fanoutMessage(tenantId, rolloutId, clusterId, generation),
    );
    const updated = await store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
      current.state === 'Scheduled'
        ? {
            ...current,
            // The message is due then: healing counts from here, not from the original slot.
            sentAt: at.toISOString(),
            sequenceNumber: sequenceNumber?.toString() ?? null,
            generation,
            updatedAt: clock.now().toISOString(),
          }
        : undefined,
    );
    if (sequenceNumber !== undefined && updated?.sequenceNumber !== sequenceNumber.toString()) {
      // Paused or stopped since: nobody points at the new message, so withdraw it.
      await bus.cancelScheduled(FANOUT_QUEUE, sequenceNumber);
      return 'duplicate';
    }
    return 'rescheduled';
  }

  /**
   * Step 1: Scheduled -> Applied, with what rollback must restore. Returns the claimed record, or
   * undefined when pause, halt or rollback moved it first. A previous pin already saved is kept:
   * handlers before claims existed saved it ahead of the pin write, and the record may have been
   * paused and resumed since (the cluster would now show this rollout's own pin).
   */
  private async claim(
    { rollout, record, cluster }: Ready,
    admittedAtMs: number,
  ): Promise<RolloutClusterDocument | undefined> {
    const existingPin = cluster.doc.pins?.[rollout.spec.extension];
    const previous = existingPin && existingPin.rolloutId !== rollout.id ? existingPin : null;
    return this.deps.store.moveRecord(rollout.tenantId, rollout.id, record.clusterId, {
      from: ['Scheduled'],
      to: 'Applied',
      // The same send this handler checked: not one scheduled again since (a pause and resume).
      when: (current) => current.generation === record.generation && current.slotAt === record.slotAt,
      patch: (current) => ({
        // The admitted time: the one the caps are kept on. The pin is written from then until
        // pinWrittenAt (the cluster write's round trip, plus any lateness in waking).
        appliedAt: new Date(admittedAtMs).toISOString(),
        pinWrittenAt: null,
        previousPin: current.previousPin === undefined ? previous : current.previousPin,
        updatedAt: this.deps.clock.now().toISOString(),
      }),
    });
  }

  /** Steps 2 and 3: the pin, then the confirm that takes it back if rollback came first. */
  private async writePin(rollout: RolloutDocument, record: RolloutClusterDocument): Promise<FanoutOutcome> {
    const { store, pins, clock, log } = this.deps;
    const { tenantId, id: rolloutId, spec } = rollout;
    const { clusterId } = record;
    // A rollout that names no namespace upgrades what is there: it keeps the namespace and
    // values an earlier rollout installed the extension with.
    const inherited = record.previousPin ?? undefined;
    const namespace = spec.namespace ?? inherited?.namespace;
    const values = spec.values ?? inherited?.values;
    const outcome = await pins.apply(tenantId, clusterId, spec.extension, {
      version: spec.version,
      rolloutId,
      ...(rollout.sequence !== undefined ? { sequence: rollout.sequence } : {}),
      ...(namespace ? { namespace } : {}),
      ...(values ? { values } : {}),
    });
    const written = clock.now().toISOString();
    if (outcome === 'superseded') {
      // A later rollout of the extension pinned the cluster first: this late write must not win.
      await store.moveRecord(tenantId, rolloutId, clusterId, {
        from: ['Applied'],
        to: 'Cancelled',
        patch: () => ({
          reason: 'Superseded',
          message: 'a later rollout of the extension pinned this cluster first',
          updatedAt: written,
        }),
      });
      return 'superseded';
    }
    // Always a write unless the record is RolledBack (a final state, so reading it is enough): an
    // etag-guarded write cannot miss a rollback the way a read of a stale replica could.
    const confirmed = await store.updateRecord(tenantId, rolloutId, clusterId, (current) =>
      current.state === 'RolledBack'
        ? undefined
        : { ...current, pinWrittenAt: current.pinWrittenAt ?? written, updatedAt: written },
    );
    if (confirmed?.state === 'RolledBack') {
      await this.takeBack(rollout, confirmed);
      log.info('rollout pin withdrawn: rolled back while it was written', { tenantId, rolloutId, clusterId });
      return 'withdrawn';
    }
    log.debug('rollout applied to cluster', { tenantId, rolloutId, clusterId });
    await this.deps.gitPath?.pinsChanged(tenantId, {
      rolloutId,
      stage: rollout.stages[record.stage]?.name ?? String(record.stage),
      action: 'wave',
      clusters: [clusterId],
    });
    return 'applied';
  }

  /** Puts back what the cluster had before, if it still carries this rollout's pin (idempotent). */
  private async takeBack(rollout: RolloutDocument, record: RolloutClusterDocument): Promise<void> {
    await this.deps.pins.restore(
      rollout.tenantId,
      record.clusterId,
      rollout.spec.extension,
      rollout.id,
      await this.deps.store.restorablePin(rollout.tenantId, record.clusterId, record.previousPin ?? null),
    );
  }
}

function isStale(message: FanoutMessage, rollout: RolloutDocument, record: RolloutClusterDocument): boolean {
  if (message.generation === undefined) return false;
  if (message.generation < generationOf(rollout)) return true;
  return record.generation !== undefined && record.generation !== message.generation;
}
