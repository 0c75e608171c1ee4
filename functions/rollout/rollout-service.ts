import { LogEvents } from '../platform/telemetry/telemetry-names';
import { randomBytes } from 'node:crypto';
import type {
  CreateRolloutRequest,
  RolloutList,
  RolloutListItem,
  RolloutView,
} from '../../contract/rollouts';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { systemNamespaceViolations } from '../../contract/namespaces';
import { problems } from '../../contract/problems';
import type { FieldViolation } from '../../contract/problems';
import type { Bus } from '../platform/bus/bus';
import { LabelSelectorError, parseLabelSelector } from '../platform/store/label-selector';
import { inGroup } from '../targeting';
import type { ResolvedCluster, TargetResolver } from '../targeting';
import { ClusterPins } from './cluster-pins';
import { forEachBounded, STORE_CONCURRENCY } from '../platform/store/bounded';
import { ExtensionLocks } from './extension-lock';
import { checkGate } from './gate';
import { approvalViolations } from './approval-rules';
import { recordId } from './model';
import type { RolloutClusterDocument, RolloutDocument, RolloutSummary } from './model';
import type { RolloutPreflight } from './rollout-preflight';
import type { RolloutReconciler } from './rollout-reconciler';
import type { RolloutGitPath } from './git-path';
import { RolloutStopper } from './rollout-stopper';
import type { RolloutStore } from './rollout-store';
import { plannedSummary, sameCounts, summarizeTally } from './rollout-summary';
import { toListItem, toView } from './rollout-view';
import { withClusterNames } from './failure-names';
import { planStages } from './stage-plan';
import { rolloutSources } from './transitions';

/** Looks up where an extension version is pulled from, for the per-source-host cap; undefined when unknown. */
export type SourceHostLookup = (
  tenantId: string,
  extension: string,
  version: string,
) => Promise<string | null>;

/** Operator-facing rollout operations: create, read, pause, resume, cancel and one-call rollback. */
export class RolloutService {
  readonly stopper: RolloutStopper;
  private readonly locks: ExtensionLocks;

  constructor(
    private readonly store: RolloutStore,
    private readonly targets: TargetResolver,
    private readonly reconciler: RolloutReconciler,
    bus: Bus,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly sourceHost: SourceHostLookup,
    private readonly preflight: RolloutPreflight,
    gitPath?: RolloutGitPath,
  ) {
    this.stopper = new RolloutStopper(
      store,
      new ClusterPins(store.c.clusters, clock),
      bus,
      clock,
      log,
      gitPath,
    );
    this.locks = new ExtensionLocks(store, clock);
  }

  /**
   * Validates everything before writing anything (422 listing every problem), takes the
   * extension's lock for the targeted clusters (409 on an overlap, unless `supersede`), then
   * writes one record per cluster and the rollout.
   */
  async create(tenantId: string, createdBy: string, spec: CreateRolloutRequest): Promise<RolloutView> {
    const violations = [
      ...(await validateStrategy(spec)),
      ...systemNamespaceViolations(spec.namespace, 'body.namespace'),
    ];
    const targetError = selectorViolation(spec.target.selector, 'body.target.selector');
    if (targetError) violations.push(targetError);
    const targeted = targetError ? [] : await this.targets.resolve(tenantId, spec.target);
    const id = `r-${this.clock.now().getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    // Stages are planned only from a valid strategy; the catalog checks below run either way, so
    // the answer lists every problem at once.
    const plan =
      violations.length === 0
        ? planStages(
            id,
            spec.strategy.stages.map((stage) => ({ name: stage.name, ...stageSplit(stage) })),
            targeted.map(({ cluster }) => ({ id: cluster.doc.id, labels: cluster.doc.labels })),
          )
        : undefined;
    if (plan && plan.unplanned.length > 0) {
      violations.push({
        path: 'body.strategy.stages',
        message: `${plan.unplanned.length} targeted cluster(s) fall into no stage; end the stages with one of percent 100`,
      });
    }
    if (!spec.allowEmpty && !targetError) {
      violations.push(...this.emptyTargets(spec, targeted, plan?.stages));
    }
    violations.push(...(await this.preflight.check(tenantId, spec, targeted)));
    if (!plan || violations.length > 0) {
      throw problems.unprocessable(
        `The rollout is invalid (${violations.length} problem(s)); nothing was started.`,
        violations,
      );
    }

    const sequence = await this.locks.acquire(
      tenantId,
      spec.extension,
      id,
      new Set(targeted.map(({ cluster }) => cluster.doc.id)),
      {
        supersede: spec.supersede,
        cancel: (older, by) => this.stopper.cancel(tenantId, older.id, `superseded by rollout ${by}`),
      },
    );
    const now = this.clock.now().toISOString();
    const regionOf = new Map(targeted.map(({ cluster }) => [cluster.doc.id, cluster.doc.region]));
    // Records first, rollout last: a crash in between leaves orphan records nobody points at,
    // never a rollout whose clusters are missing (the lock entry expires, see extension-lock.ts).
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
      generation: 1,
      sequence,
      deferredUntil: null,
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
    this.log.info(LogEvents.rolloutCreated.name, {
      tenantId,
      rolloutId: id,
      clusters: targeted.length,
      extension: spec.extension,
      version: spec.version,
    });
    await this.reconciler.reconcile(tenantId, id);
    return this.get(tenantId, id);
  }

  /** A target, group or selector stage that matches no cluster is almost always a typo. */
  private emptyTargets(
    spec: CreateRolloutRequest,
    targeted: ResolvedCluster[],
    stages: string[][] | undefined,
  ): FieldViolation[] {
    // Worded for the rollout file as much as for the request body (the CLI shows it as is).
    const hint = 'check it, or set allowEmpty: true to start anyway';
    if (targeted.length === 0) {
      return [{ path: 'body.target', message: `the target matches no cluster of the tenant; ${hint}` }];
    }
    const violations: FieldViolation[] = [];
    const groups = spec.target.groups ?? [];
    if (groups.length > 1) {
      for (const [index, group] of groups.entries()) {
        if (!targeted.some(({ facts }) => inGroup(facts.group, group))) {
          violations.push({
            path: `body.target.groups.${index}`,
            message: `group '${group}' matches no targeted cluster; ${hint}`,
          });
        }
      }
    }
    spec.strategy.stages.forEach((stage, index) => {
      if (stages && stage.selector !== undefined && (stages[index]?.length ?? 0) === 0) {
        violations.push({
          path: `body.strategy.stages.${index}.selector`,
          message: `stage '${stage.name}' matches no targeted cluster left by earlier stages; ${hint}`,
        });
      }
    });
    return violations;
  }

  /** One rollout, counted exactly now (a count query), with the clusters it lists. */
  async get(tenantId: string, rolloutId: string): Promise<RolloutView> {
    const rollout = await this.require(tenantId, rolloutId);
    const now = this.clock.now();
    const tally = await this.store.tally(tenantId, rolloutId, rollout.stages.length);
    const listed = await this.store.listedRecords(tenantId, rolloutId, tally);
    const summary = summarizeTally(rollout, tally, now);
    await this.keepSummary(rollout, summary);
    return withClusterNames(this.store.c.clusters, toView(rollout, summary, listed, now));
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
      // The extensions' lock documents live beside the rollouts.
      where: [{ path: ['spec'], op: 'exists' }],
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
        summarizeTally(
          rollout,
          await this.store.tally(rollout.tenantId, rollout.id, rollout.stages.length),
          now,
        ),
      ))
    );
  }

  async pause(tenantId: string, rolloutId: string): Promise<RolloutView> {
    await this.transition(tenantId, rolloutId, 'Paused');
    // Sends not delivered yet go back to Pending, so resume re-plans them against the caps.
    await this.stopper.unschedule(tenantId, rolloutId);
    return this.get(tenantId, rolloutId);
  }

  async resume(tenantId: string, rolloutId: string): Promise<RolloutView> {
    await this.transition(tenantId, rolloutId, 'Running');
    await this.store.addActive(tenantId, rolloutId);
    await this.reconciler.reconcile(tenantId, rolloutId);
    return this.get(tenantId, rolloutId);
  }

  /** Stops sending and keeps what was done (see RolloutStopper.cancel). */
  async cancel(
    tenantId: string,
    rolloutId: string,
    reason = 'cancelled by an operator',
  ): Promise<RolloutView> {
    await this.stopper.cancel(tenantId, rolloutId, reason);
    return this.get(tenantId, rolloutId);
  }

  /** Every touched cluster back on what it ran before (see RolloutStopper.rollback). */
  async rollback(
    tenantId: string,
    rolloutId: string,
    reason = 'requested by an operator',
  ): Promise<RolloutView> {
    await this.stopper.rollback(tenantId, rolloutId, reason);
    return this.get(tenantId, rolloutId);
  }

  /** Pause or resume: a compare-and-swap from the states the transition table allows. */
  private async transition(tenantId: string, rolloutId: string, to: 'Running' | 'Paused') {
    const from = rolloutSources(to);
    const moved = await this.store.moveRollout(tenantId, rolloutId, {
      from,
      to,
      patch: () => ({ updatedAt: this.clock.now().toISOString() }),
    });
    if (moved) return;
    const rollout = await this.require(tenantId, rolloutId);
    if (rollout.state === to) return;
    throw problems.conflict(
      `The rollout is ${rollout.state}; it can only become ${to} from ${from.join(' or ')}.`,
    );
  }

  /**
   * Stores exact counts where nothing else would: the reconciler counts a running rollout on every
   * pass, but not one that is paused, stopped or finished, whose clusters can still report late
   * verdicts (and an operator action that stopped it has just changed records). Written only when
   * the counts differ, so a progress stream polling a paused rollout writes nothing while it waits.
   */
  private async keepSummary(rollout: RolloutDocument, exact: RolloutSummary): Promise<RolloutSummary> {
    const stored = rollout.summary;
    const counted = rollout.state === 'Running' || rollout.state === 'WaitingForDeferred';
    if (stored && (counted || sameCounts(stored, exact))) return stored;
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

async function validateStrategy(spec: CreateRolloutRequest): Promise<FieldViolation[]> {
  const violations: FieldViolation[] = [];
  const names = new Set<string>();
  for (const [index, stage] of spec.strategy.stages.entries()) {
    const path = `body.strategy.stages.${index}`;
    if (names.has(stage.name))
      violations.push({ path: `${path}.name`, message: `duplicate stage name '${stage.name}'` });
    names.add(stage.name);
    if (stage.selector !== undefined) {
      const violation = selectorViolation(stage.selector, `${path}.selector`);
      if (violation) violations.push(violation);
    }
    violations.push(...approvalViolations(stage, path));
    if (stage.gate !== undefined) {
      if (index === 0)
        violations.push({
          path: `${path}.gate`,
          message: 'the first stage has no previous stage to gate on',
        });
      const error = await checkGate(stage.gate);
      if (error) violations.push({ path: `${path}.gate`, message: error });
    }
  }
  return violations;
}

function selectorViolation(selector: string | undefined, path: string): FieldViolation | undefined {
  if (selector === undefined) return undefined;
  try {
    parseLabelSelector(selector);
    return undefined;
  } catch (err) {
    if (err instanceof LabelSelectorError) return { path, message: err.message };
    throw err;
  }
}
