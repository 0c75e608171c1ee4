import { randomBytes } from 'node:crypto';
import type { CreateRolloutRequest, RolloutList, RolloutListItem, RolloutView } from '../api/rollouts';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { problems } from '../platform/problems';
import type { FieldViolation } from '../platform/problems';
import type { Bus } from '../platform/bus/bus';
import { LabelSelectorError, parseLabelSelector } from '../clusters/label-selector';
import type { TargetResolver } from '../targeting/target-resolver';
import { ClusterPins } from './cluster-pins';
import { forEachBounded } from './bounded';
import { checkGate } from './gate';
import { FANOUT_QUEUE, recordId, TERMINAL_ROLLOUT_STATES, TOUCHED_STATES, UNSENT_STATES } from './model';
import type { RolloutClusterDocument, RolloutDocument, RolloutSummary } from './model';
import type { RolloutReconciler } from './rollout-reconciler';
import type { RolloutStore } from './rollout-store';
import { plannedSummary, sameCounts, summarize } from './rollout-summary';
import { toListItem, toView } from './rollout-view';
import { planStages } from './stage-plan';

/** Parallel store writes per operation: fast against a remote store without flooding it. */
const STORE_CONCURRENCY = 16;

/** Looks up where an extension version is pulled from, for the per-source-host cap; undefined when unknown. */
export type SourceHostLookup = (
  tenantId: string,
  extension: string,
  version: string,
) => Promise<string | null>;

/** Operator-facing rollout operations: create, read, pause, resume and one-call rollback. */
export class RolloutService {
  private readonly pins: ClusterPins;

  constructor(
    private readonly store: RolloutStore,
    private readonly targets: TargetResolver,
    private readonly reconciler: RolloutReconciler,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly sourceHost: SourceHostLookup,
  ) {
    this.pins = new ClusterPins(store.c.clusters, clock);
  }

  async create(tenantId: string, createdBy: string, spec: CreateRolloutRequest): Promise<RolloutView> {
    const violations = validateStrategy(spec);
    if (violations.length > 0) throw problems.unprocessable('The rollout strategy is invalid.', violations);

    const targeted = await this.targets.resolve(tenantId, spec.target);
    const id = `r-${this.clock.now().getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    const plan = planStages(
      id,
      spec.strategy.stages.map((stage) => ({ name: stage.name, ...stageSplit(stage) })),
      targeted.map(({ cluster }) => ({ id: cluster.doc.id, labels: cluster.doc.labels })),
    );
    if (plan.unplanned.length > 0) {
      throw problems.unprocessable(
        `${plan.unplanned.length} targeted cluster(s) fall into no stage; end the stages with one of percent 100.`,
        [{ path: 'body.strategy.stages', message: `${plan.unplanned.length} cluster(s) unplanned` }],
      );
    }
    const now = this.clock.now().toISOString();
    const regionOf = new Map(targeted.map(({ cluster }) => [cluster.doc.id, cluster.doc.region]));
    // Records first, rollout last: a crash in between leaves orphan records nobody points at,
    // never a rollout whose clusters are missing.
    const planned = plan.stages.flatMap((clusterIds, stage) =>
      clusterIds.map((clusterId) => ({ clusterId, stage })),
    );
    await forEachBounded(planned, STORE_CONCURRENCY, async ({ clusterId, stage }) => {
      const record: RolloutClusterDocument = {
        id: recordId(id, clusterId),
        tenantId,
        rolloutId: id,
        clusterId,
        stage,
        region: regionOf.get(clusterId) ?? null,
        state: 'Pending',
        slotAt: null,
        sequenceNumber: null,
        sentAt: null,
        appliedAt: null,
        previousPin: undefined,
        reason: null,
        message: null,
        updatedAt: now,
      };
      await this.store.c.records.create(record);
    });
    const rollout: RolloutDocument = {
      id,
      tenantId,
      spec,
      state: 'Running',
      haltReason: null,
      currentStage: 0,
      stages: spec.strategy.stages.map((stage, index) => ({
        name: stage.name,
        state: 'Pending',
        total: plan.stages[index]?.length ?? 0,
        startedAt: null,
        completedAt: null,
        waitUntil: null,
      })),
      sourceHost: await this.sourceHost(tenantId, spec.extension, spec.version),
      createdAt: now,
      updatedAt: now,
      createdBy,
      // Exact: every record was just written Pending, and nothing acts on them before this exists.
      summary: plannedSummary(
        plan.stages.map((clusterIds) => clusterIds.length),
        new Date(now),
      ),
    };
    await this.store.c.rollouts.create(rollout);
    await this.store.addActive(tenantId, id);
    this.log.info('rollout created', {
      tenantId,
      rolloutId: id,
      clusters: targeted.length,
      extension: spec.extension,
    });
    await this.reconciler.reconcile(tenantId, id);
    return this.get(tenantId, id);
  }

  /** One rollout, counted exactly from its records. */
  async get(tenantId: string, rolloutId: string): Promise<RolloutView> {
    const rollout = await this.require(tenantId, rolloutId);
    const now = this.clock.now();
    const records = await this.store.records(tenantId, rolloutId);
    await this.keepSummary(rollout, summarize(rollout, records, now));
    return toView(rollout, records, now);
  }

  /**
   * One rollout from its document alone (one point read): counts as of its summary, which the
   * reconcile pass refreshes about every 5 s while it runs. For the event stream's polls.
   */
  async progress(tenantId: string, rolloutId: string): Promise<RolloutListItem> {
    const rollout = await this.require(tenantId, rolloutId);
    const now = this.clock.now();
    return toListItem(rollout, await this.summaryOf(rollout, now), now);
  }

  /**
   * A page of rollouts with the counts of their summaries: no per-cluster record is read (a page
   * of 50 rollouts of 10,000 clusters would read 500,000), except once for a rollout stored before
   * summaries existed.
   */
  async list(tenantId: string, continuationToken?: string): Promise<RolloutList> {
    const page = await this.store.c.rollouts.query(tenantId, {
      limit: 50,
      ...(continuationToken ? { continuationToken } : {}),
    });
    const now = this.clock.now();
    const items = await Promise.all(
      page.items.map(async ({ doc }) => toListItem(doc, await this.summaryOf(doc, now), now)),
    );
    return { items, ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}) };
  }

  /** The stored summary; a rollout stored before summaries existed is counted (and stored) once. */
  private async summaryOf(rollout: RolloutDocument, now: Date): Promise<RolloutSummary> {
    return (
      rollout.summary ??
      (await this.keepSummary(
        rollout,
        summarize(rollout, await this.store.records(rollout.tenantId, rollout.id), now),
      ))
    );
  }

  async pause(tenantId: string, rolloutId: string): Promise<RolloutView> {
    await this.transition(tenantId, rolloutId, ['Running'], 'Paused');
    // Sends not delivered yet go back to Pending, so resume re-plans them against the caps.
    await this.unschedule(tenantId, rolloutId);
    return this.get(tenantId, rolloutId);
  }

  async resume(tenantId: string, rolloutId: string): Promise<RolloutView> {
    await this.transition(tenantId, rolloutId, ['Paused'], 'Running');
    await this.store.addActive(tenantId, rolloutId);
    await this.reconciler.reconcile(tenantId, rolloutId);
    return this.get(tenantId, rolloutId);
  }

  /**
   * One call puts every touched cluster back on what it ran before this rollout and cancels
   * everything not yet sent. Safe to repeat: restoring is idempotent per cluster.
   *
   * Every record is settled with an etag-guarded write (touched -> RolledBack, then its cluster
   * restored; not yet sent -> Cancelled), never judged from the list read alone: a fan-out handler
   * claims its record (Scheduled -> Applied) with the same kind of write before it writes a pin,
   * so each record is either cancelled before any claim (nothing is ever written for it) or
   * claimed first (restored here, and if the pin lands after that, the handler's confirm fails on
   * RolledBack and it takes the pin back). See fanout-handler.ts.
   */
  async rollback(
    tenantId: string,
    rolloutId: string,
    reason = 'requested by an operator',
  ): Promise<RolloutView> {
    const rollout = await this.require(tenantId, rolloutId);
    if (rollout.state === 'RolledBack') return this.get(tenantId, rolloutId);
    await this.store.updateRollout(tenantId, rolloutId, (current) => ({
      ...current,
      state: 'RollingBack',
      haltReason: current.haltReason ?? `rollback ${reason}`,
      updatedAt: this.clock.now().toISOString(),
    }));
    // The set of records is fixed at creation; their states are decided by the writes below, not
    // by this read (except Cancelled, which is final: nothing to do).
    const records = await this.store.records(tenantId, rolloutId);
    await this.cancelMessages(records);
    const open = records.filter((record) => record.state !== 'Cancelled');
    await forEachBounded(open, STORE_CONCURRENCY, async (record) => {
      const settled = await this.store.updateRecord(tenantId, rolloutId, record.clusterId, (current) => {
        const updatedAt = this.clock.now().toISOString();
        if (TOUCHED_STATES.includes(current.state)) return { ...current, state: 'RolledBack', updatedAt };
        if (UNSENT_STATES.includes(current.state)) {
          return { ...current, state: 'Cancelled', slotAt: null, sequenceNumber: null, updatedAt };
        }
        return undefined;
      });
      // RolledBack first, restore after: a handler confirming its pin later sees RolledBack.
      // Restoring a record already RolledBack again is what makes a repeated rollback finish.
      if (settled?.state === 'RolledBack') {
        await this.pins.restore(
          tenantId,
          record.clusterId,
          rollout.spec.extension,
          rolloutId,
          settled.previousPin ?? null,
        );
      }
    });
    await this.store.updateRollout(tenantId, rolloutId, (current) => ({
      ...current,
      state: 'RolledBack',
      updatedAt: this.clock.now().toISOString(),
    }));
    await this.store.removeActive(rolloutId);
    this.log.warn('rollout rolled back', { tenantId, rolloutId, reason });
    return this.get(tenantId, rolloutId);
  }

  private async transition(tenantId: string, rolloutId: string, from: string[], to: 'Running' | 'Paused') {
    const rollout = await this.require(tenantId, rolloutId);
    if (rollout.state === to) return;
    if (!from.includes(rollout.state)) {
      throw problems.conflict(
        `The rollout is ${rollout.state}; it can only become ${to} from ${from.join(' or ')}.`,
      );
    }
    await this.store.updateRollout(tenantId, rolloutId, (current) =>
      from.includes(current.state)
        ? { ...current, state: to, updatedAt: this.clock.now().toISOString() }
        : undefined,
    );
  }

  /**
   * Sends not delivered yet go back to Pending (etag-guarded, like the handler's claim: a handler
   * that claims first writes its pin and the record says Applied; one that claims later finds
   * Pending and writes nothing).
   */
  private async unschedule(tenantId: string, rolloutId: string) {
    const scheduled = (await this.store.records(tenantId, rolloutId)).filter(
      (record) => record.state === 'Scheduled',
    );
    await this.cancelMessages(scheduled);
    for (const record of scheduled) {
      await this.store.updateRecord(tenantId, rolloutId, record.clusterId, (current) =>
        current.state === 'Scheduled'
          ? {
              ...current,
              state: 'Pending',
              slotAt: null,
              sequenceNumber: null,
              updatedAt: this.clock.now().toISOString(),
            }
          : undefined,
      );
    }
  }

  /** Withdraws the scheduled messages of records that say Scheduled; one that still arrives changes nothing. */
  private async cancelMessages(records: RolloutClusterDocument[]) {
    const sequenceNumbers = records.flatMap((record) =>
      record.state === 'Scheduled' && record.sequenceNumber ? [BigInt(record.sequenceNumber)] : [],
    );
    if (sequenceNumbers.length > 0) await this.bus.cancelScheduled(FANOUT_QUEUE, sequenceNumbers);
  }

  /**
   * Stores exact counts where nothing else would: the reconciler counts a running rollout on every
   * pass, but not one that is paused, stopped or finished, whose clusters can still report late
   * verdicts (and an operator action that stopped it has just changed records). Written only when
   * the counts differ, so a progress stream polling a paused rollout writes nothing while it waits.
   */
  private async keepSummary(rollout: RolloutDocument, exact: RolloutSummary): Promise<RolloutSummary> {
    const stored = rollout.summary;
    if (stored && (rollout.state === 'Running' || sameCounts(stored, exact))) return stored;
    await this.store.saveSummary(rollout.tenantId, rollout.id, exact);
    return exact;
  }

  private async require(tenantId: string, rolloutId: string): Promise<RolloutDocument> {
    const rollout = await this.store.rollout(tenantId, rolloutId);
    if (!rollout) throw problems.notFound('Rollout', rolloutId);
    return rollout.doc;
  }
}

function stageSplit(stage: CreateRolloutRequest['strategy']['stages'][number]) {
  return stage.selector !== undefined ? { selector: stage.selector } : { percent: stage.percent ?? 100 };
}

function validateStrategy(spec: CreateRolloutRequest): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const names = new Set<string>();
  spec.strategy.stages.forEach((stage, index) => {
    const path = `body.strategy.stages.${index}`;
    if (names.has(stage.name))
      violations.push({ path: `${path}.name`, message: `duplicate stage name '${stage.name}'` });
    names.add(stage.name);
    if (stage.selector !== undefined) {
      try {
        parseLabelSelector(stage.selector);
      } catch (err) {
        if (err instanceof LabelSelectorError)
          violations.push({ path: `${path}.selector`, message: err.message });
        else throw err;
      }
    }
    if (stage.gate !== undefined) {
      if (index === 0)
        violations.push({
          path: `${path}.gate`,
          message: 'the first stage has no previous stage to gate on',
        });
      const error = checkGate(stage.gate);
      if (error) violations.push({ path: `${path}.gate`, message: `CEL does not parse: ${error}` });
    }
  });
  return violations;
}

export { TERMINAL_ROLLOUT_STATES };
