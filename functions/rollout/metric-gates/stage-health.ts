import type { HealthCheck } from '../../../contract/rollout-health';
import type { CreateRolloutRequest } from '../../../contract/rollouts';
import type { EgressPolicy } from '../../../contract/egress-policy';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { forEachBounded, STORE_CONCURRENCY } from '../../platform/store/bounded';
import { generationOf, TOUCHED_STATES } from '../model';
import type { RolloutDocument } from '../model';
import type { RolloutStore } from '../rollout-store';
import { azureMonitorQuery } from './azure-monitor-query';
import type { AzureMonitorAccess } from './azure-monitor-query';
import { withStageResults } from './health-results';
import type { HealthCheckResult } from './health-results';
import { placeholdersOf, substitute, valuesOf } from '../../../contract/health-query-placeholders';
import type { StageClusters } from '../../../contract/health-query-placeholders';
import { prometheusInstantQuery } from './prometheus-query';
import type { QueryOutcome } from './query-outcome';
import { errorText } from './query-outcome';
import { healthy } from './threshold';

type StageSpec = Pick<
  CreateRolloutRequest['strategy']['stages'][number],
  'afterStageWaitSeconds' | 'bakeMinutes'
>;

/**
 * How long a stage waits once every cluster in it is judged: its bake time, and (except after the
 * last stage, which nothing follows) afterStageWaitSeconds, whichever is longer.
 */
export function stageWaitSeconds(stage: StageSpec | undefined, last: boolean): number {
  const bake = (stage?.bakeMinutes ?? 0) * 60;
  return last ? bake : Math.max(stage?.afterStageWaitSeconds ?? 0, bake);
}

export type HealthVerdict = { healthy: true } | { healthy: false; reason: string };

/** Judges a stage by its health queries once it has baked (see RolloutEnding.advanceStage). */
export interface StageHealth {
  judge(rollout: RolloutDocument, stageIndex: number): Promise<HealthVerdict>;
}

export interface StageHealthDeps {
  store: RolloutStore;
  clock: Clock;
  log: Logger;
  /** What the queries may reach (ARCBRIDGE_EGRESS_ALLOW): they are made for a tenant. */
  egress: EgressPolicy;
  /** Azure Monitor queries need an Azure identity; without one they fail, saying so. */
  azureMonitor?: AzureMonitorAccess;
}

/**
 * Runs every health query of a stage (one after the other: at most five, each under its deadline),
 * keeps what each answered on the rollout, and says whether all of them are healthy. Anything else
 * (a value outside the threshold, an error, no value) is a halt, with the value or error verbatim.
 */
export function stageHealth(deps: StageHealthDeps): StageHealth {
  return {
    async judge(rollout, stageIndex) {
      const checks = rollout.spec.strategy.stages[stageIndex]?.healthChecks ?? [];
      if (checks.length === 0) return { healthy: true };
      const clusters = await stageClusters(deps.store, rollout, stageIndex, checks);
      const runs: HealthCheckResult[] = [];
      for (const check of checks) runs.push(await run(deps, check, stageIndex, clusters));
      await deps.store.updateRolloutIf(
        rollout.tenantId,
        rollout.id,
        { state: rollout.state, generation: generationOf(rollout) },
        (current) => ({ ...current, healthChecks: withStageResults(current.healthChecks, stageIndex, runs) }),
      );
      const stageName = rollout.stages[stageIndex]?.name ?? String(stageIndex);
      const bad = runs.find((result) => result.state !== 'Healthy');
      if (!bad) return { healthy: true };
      deps.log.warn('rollout health check not healthy', {
        tenantId: rollout.tenantId,
        rolloutId: rollout.id,
        stage: stageName,
        check: bad.name,
        state: bad.state,
      });
      const check = checks.find((c) => c.name === bad.name)!;
      const why =
        bad.state === 'Unhealthy'
          ? `unhealthy: value ${bad.value} is not ${check.healthyWhen.replace(/^value\s*/, '')}`
          : `failed: ${bad.error}`;
      return { healthy: false, reason: `stage '${stageName}' health check '${bad.name}' ${why}` };
    },
  };
}

async function run(
  deps: StageHealthDeps,
  check: HealthCheck,
  stage: number,
  clusters: StageClusters,
): Promise<HealthCheckResult> {
  const language = check.prometheus ? 'promql' : 'kql';
  const template = check.prometheus?.query ?? check.azureMonitor!.query;
  const at = () => deps.clock.now().toISOString();
  let query = template;
  let outcome: QueryOutcome;
  try {
    query = substitute(template, language, (name) => valuesOf(name, clusters));
    outcome = await send(deps, check, query);
  } catch (err) {
    outcome = { error: errorText(err) };
  }
  if (outcome.error !== undefined) {
    return { stage, name: check.name, query, state: 'Failed', value: null, error: outcome.error, at: at() };
  }
  return {
    stage,
    name: check.name,
    query,
    state: healthy(check.healthyWhen, outcome.value) ? 'Healthy' : 'Unhealthy',
    value: outcome.value,
    error: null,
    at: at(),
  };
}

async function send(deps: StageHealthDeps, check: HealthCheck, query: string): Promise<QueryOutcome> {
  if (check.prometheus) return prometheusInstantQuery(deps.egress, check.prometheus.url, query);
  if (!deps.azureMonitor) {
    return {
      error:
        'Azure Monitor queries need the control plane in Azure: its managed identity reads the workspace (grant it Log Analytics Reader)',
    };
  }
  return azureMonitorQuery(deps.egress, deps.azureMonitor, check.azureMonitor!, query);
}

/** The stage's clusters the rollout reached; names and labels are read only when a query uses them. */
async function stageClusters(
  store: RolloutStore,
  rollout: RolloutDocument,
  stageIndex: number,
  checks: HealthCheck[],
): Promise<StageClusters> {
  const records = await store.stageRecordsIn(rollout.tenantId, rollout.id, stageIndex, TOUCHED_STATES);
  const ids = records.map((record) => record.clusterId);
  const used = checks.flatMap((check) =>
    placeholdersOf(check.prometheus?.query ?? check.azureMonitor?.query ?? '').map((p) => p.name),
  );
  if (!used.some((name) => name !== 'clusterIds')) return { ids, names: [], labels: [] };
  const names: string[] = [];
  const labels: Record<string, string>[] = [];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100));
  await forEachBounded(chunks, STORE_CONCURRENCY, async (chunk) => {
    for (const { doc } of await store.c.clusters.readMany(rollout.tenantId, chunk)) {
      names.push(doc.name);
      labels.push(doc.labels);
    }
  });
  return { ids, names, labels };
}
