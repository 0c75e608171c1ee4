import { round } from '../stats';
import { INGRESS, LOGGING, imageFor, workloadImage, workloadOf } from './extension-server';
import { REGIONS, counterTotal } from './fleet';
import { installedVersion } from './fleet-view';
import type { RolloutView } from './fleet-view';
import type { RunContext } from './orchestrator';
import { assertThat, waitFor } from './wait';

export interface RolloutResult {
  /** From the first create to the last of the two rollouts Completed. */
  durationSeconds: number;
  perExtension: Array<{
    extension: string;
    id: string;
    state: string;
    durationSeconds: number;
    counts?: Record<string, number>;
  }>;
  /** Failed + TimedOut cluster records over all cluster records of both rollouts. */
  failureRate: number;
  failedClusters: number;
  /** Reconcile attempts the agents reported beyond the first per extension (status `attempt`). */
  reconcileRetries: number;
  /** The agents' loop retries (arcbridge_agent_retries_total over all agents) by the end of the phase. */
  agentLoopRetries: number;
  reconcileAttemptsFailed: number;
}

/** Canaries first, then one stage per region, each gated on the stage before. */
export function stagedStrategy(regions: number, extra: Record<string, unknown> = {}) {
  return {
    stages: [
      { name: 'canary', selector: 'ring=canary' },
      ...REGIONS.slice(0, regions).map((region) => ({
        name: region,
        selector: `region=${region}`,
        gate: 'total == 0 || (failed + timedOut) / total < 0.01',
      })),
    ],
    errorBudgetPercent: 2,
    autoRollback: true,
    healthTimeoutSeconds: 300,
    ...extra,
  };
}

/**
 * Rolls the ingress-like and the logging-like extension out to every cluster at once (two
 * rollouts side by side, staged), then checks on each cluster itself that the workloads run the
 * version the control plane says is installed.
 */
export async function rolloutPhase(ctx: RunContext): Promise<RolloutResult> {
  const { options, view, fleet, log } = ctx;
  const started = Date.now();
  const created: Array<{ extension: string; rollout: RolloutView }> = [];
  for (const extension of [INGRESS, LOGGING]) {
    const rollout = await view.startRollout({
      extension,
      version: '1.0.0',
      namespace: extension,
      target: { selector: 'fleet=validate' },
      strategy: stagedStrategy(options.regions),
      allowEmpty: true,
    });
    created.push({ extension, rollout });
    log(`rollout ${rollout.id}: ${extension} 1.0.0 to ${options.agents} clusters (canary, then by region)`);
  }
  const ended = await Promise.all(
    created.map(async ({ extension, rollout }) => {
      const { view: final, at } = await view.waitForRollout(
        rollout.id,
        ['Completed'],
        options.phaseTimeoutMs,
      );
      log(`rollout ${extension}: ${final.state} after ${round((at - started) / 1000)} s`);
      return {
        extension,
        id: rollout.id,
        state: final.state,
        durationSeconds: round((at - started) / 1000),
        counts: final.counts,
        at,
      };
    }),
  );
  const durationSeconds = round((Math.max(...ended.map((e) => e.at)) - started) / 1000);
  const names = fleet.members.map((m) => m.cluster.identity.name);
  // Completed means every cluster reported Installed; the inventory catches up at the next upload.
  const views = await waitFor(
    'every cluster reports ingress 1.0.0 and logging 1.0.0 installed in its inventory',
    async () => {
      const all = await view.clusters(names);
      return (
        all.every(
          (c) => installedVersion(c, INGRESS) === '1.0.0' && installedVersion(c, LOGGING) === '1.0.0',
        ) && all
      );
    },
    { timeoutMs: 120_000, stepMs: 2_000 },
  );
  for (const member of fleet.members) {
    for (const extension of [INGRESS, LOGGING] as const) {
      const image = workloadImage(member.cluster.get(workloadOf[extension]));
      assertThat(
        image === imageFor(extension, '1.0.0'),
        `${member.cluster.identity.name}: ${extension} runs ${image}, not 1.0.0`,
      );
    }
  }
  let reconcileRetries = 0;
  for (const c of views)
    for (const s of Object.values(c.status)) reconcileRetries += Math.max(0, (s.attempt ?? 1) - 1);
  let agentLoopRetries = 0;
  let reconcileAttemptsFailed = 0;
  for (const member of fleet.members) {
    const text = (await fleet.metrics(member)) ?? '';
    agentLoopRetries += counterTotal(text, 'arcbridge_agent_retries_total');
    reconcileAttemptsFailed += text
      .split('\n')
      .filter(
        (l) => l.startsWith('arcbridge_agent_reconcile_attempts_total{') && !l.includes('result="Installed"'),
      )
      .reduce((n, l) => n + (Number(l.slice(l.lastIndexOf(' ') + 1)) || 0), 0);
  }
  const records = ended.reduce((n, e) => n + Object.values(e.counts ?? {}).reduce((a, b) => a + b, 0), 0);
  const failedClusters = ended.reduce((n, e) => n + (e.counts?.Failed ?? 0) + (e.counts?.TimedOut ?? 0), 0);
  return {
    durationSeconds,
    perExtension: ended.map(({ at: _at, ...rest }) => rest),
    failureRate: records === 0 ? 0 : round(failedClusters / records, 4),
    failedClusters,
    reconcileRetries,
    agentLoopRetries,
    reconcileAttemptsFailed,
  };
}
