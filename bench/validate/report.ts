import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { ValidateResult } from './orchestrator';

/** The seed's promises, as the original design stated them. */
export const SEED = {
  registrationMedianSeconds: 120,
  fullInventorySeconds: 240,
  rolloutSeconds: 480,
  failureRate: 0.01,
};

const seconds = (value: number | undefined) => (value === undefined ? 'not measured' : `${value} s`);
const verdict = (met: boolean | undefined) => (met === undefined ? 'n/a' : met ? 'met' : 'MISSED');

/** The table beside the seed's numbers (Markdown), for bench/results/<date>-validate.md and docs. */
export function resultsTable(result: ValidateResult, jsonFile: string): string {
  const r = result.registration;
  const rollout = result.rollout;
  const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${result.machine.cpus} cores, Node ${process.version}; 1-minute load average ${result.machine.load1.mean} mean, ${result.machine.load1.max} max during the run`;
  const lines = [
    `**validate** (\`${jsonFile}\`): ${result.agents} real agent processes in ${result.regions} regions against one embedded control plane, ${result.durationSeconds} s in all, ${result.passed ? 'every assertion held' : `FAILED: ${result.error}`}. ${machine}; agents ${result.machine.agentRssMb ? `${result.machine.agentRssMb.median} MB median / ${result.machine.agentRssMb.max} MB max resident` : 'memory not measured'}, control plane ${result.machine.controlPlaneRssMb ?? '?'} MB.`,
    '',
    '| What | Seed (original design) | Measured (real agents) | Status |',
    '| --- | --- | --- | --- |',
    `| registration median (agent start to certificate issued) | < 2 min | ${seconds(r?.medianSeconds)} | ${verdict(r && r.medianSeconds < SEED.registrationMedianSeconds)} |`,
    `| registration p99 | not stated | ${seconds(r?.p99Seconds)} (all ${result.agents} within ${seconds(r?.allRegisteredSeconds)}) | n/a |`,
    ...(r?.fromAgentStarted && r.processStartup
      ? [
          `| of which process start-up (spawn to the agent's "agent started" log line) | not stated | median ${seconds(r.processStartup.medianSeconds)}, p99 ${seconds(r.processStartup.p99Seconds)} | n/a |`,
          `| registration from "agent started" | not stated | median ${seconds(r.fromAgentStarted.medianSeconds)}, p99 ${seconds(r.fromAgentStarted.p99Seconds)} | n/a |`,
        ]
      : []),
    `| full inventory, every cluster (from the first agent's start) | < 4 min | ${seconds(result.inventory?.fullInventorySeconds)} | ${verdict(result.inventory && result.inventory.fullInventorySeconds < SEED.fullInventorySeconds)} |`,
    `| ingress + logging rollout over all clusters (staged: canary, then one stage per region) | about 8 min | ${seconds(rollout?.durationSeconds)} | ${verdict(rollout && rollout.durationSeconds <= SEED.rolloutSeconds)} |`,
    `| rollout failure rate | < 1 % | ${rollout ? `${(rollout.failureRate * 100).toFixed(2)} % (${rollout.failedClusters} cluster records failed)` : 'not measured'} | ${verdict(rollout && rollout.failureRate < SEED.failureRate)} |`,
    `| retries | automatic | ${rollout ? `${rollout.reconcileRetries} reconcile retries reported in status, ${rollout.agentLoopRetries} agent loop retries (arcbridge_agent_retries_total), ${rollout.reconcileAttemptsFailed} reconcile passes that ended short of Installed (mostly Progressing while workloads became available)` : 'not measured'} | n/a |`,
    ...result.faults.map(
      (f) =>
        `| fault: ${f.name} | clean ${f.name === 'partition' ? 'recovery' : f.name === 'expiry' ? 'renewal' : 'rollback'} | ${f.passed ? 'clean' : `NOT clean: ${f.error}`} in ${f.durationSeconds} s: ${f.asserted.join('; ')} | ${f.passed ? 'met' : 'MISSED'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function writeResults(
  result: ValidateResult,
  jsonPath: string,
  mdPath: string,
  jsonName: string,
): void {
  writeFileSync(jsonPath, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(mdPath, resultsTable(result, jsonName));
}
