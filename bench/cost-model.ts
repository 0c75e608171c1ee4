/**
 * `npm run bench:cost-model [-- results.json [operations.json]]`: writes docs/cost.md from a
 * benchmark's measured agent traffic and document sizes (the newest results file with
 * `agentTraffic` when none is named; a soak run's first, its window is the longest steady one) and
 * the Cosmos DB operations each agent request makes, measured on the emulated Azure adapters by
 * `npm run bench:azure-operations` (the newest `*-azure-operations-*.json` when none is named).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fleetCost, limitSizes, operationRates, ruPerOperation } from './cost/model';
import { MeasuredOperations } from './cost/measured-operations';
import { REFILL_SHARE } from '../functions/platform/signer/admitted-signer';
import type { Assumptions, FleetCost, OperationRate } from './cost/model';
import { HOURS_PER_MONTH, PRICES, RULES } from './cost/prices';
import type { Published } from './cost/prices';
import { repositoryPath } from './report';
import { Results } from './results';

const REPOSITORY = resolve(__dirname, '..', '..');
export const FLEET_SIZES = [1_000, 10_000, 100_000];

/** The newest results file with measured agent traffic, soak runs preferred. */
export function latestResults(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .filter((f) => {
      try {
        return (
          Results.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8'))).data?.agentTraffic !== undefined
        );
      } catch {
        return false;
      }
    })
    .sort();
  const soak = files.filter((f) => f.includes('soak'));
  const chosen = (soak.length > 0 ? soak : files).at(-1);
  if (!chosen) throw new Error(`no results file with agentTraffic in ${dir}; run npm run bench first`);
  return join(dir, chosen);
}

/** The newest results of `npm run bench:azure-operations` in `dir`, if any. */
export function latestOperations(dir: string): string | undefined {
  const files = readdirSync(dir)
    .filter((f) => /-azure-operations-.*\.json$/.test(f))
    .sort();
  const chosen = files.at(-1);
  return chosen === undefined ? undefined : join(dir, chosen);
}

/** The assumptions, from the run where it measured them (CPU per request, node count, cap). */
export function assumptionsFrom(r: Results): Assumptions {
  const heartbeatPhase = r.controlPlane.phases.find((p) => p.phase === 'heartbeat');
  const cpuSecondsPerRequest =
    heartbeatPhase && r.heartbeat && r.heartbeat.requestsPerSecond > 0
      ? heartbeatPhase.cpuPercent / 100 / r.heartbeat.requestsPerSecond
      : 0.001;
  return {
    certificateValidityDays: 30,
    rolloutsPerMonth: 4,
    cosmosHeadroom: 1.2,
    functionsSecondsPerRequest: 0.025,
    cpuSecondsPerRequest,
    instanceCpu: 0.7,
    instanceGb: 2,
    logBytesPerItem: 1024,
    hostItemsPerRequest: 3,
    hostItemsPerSecond: 20,
    workerTracesPerSecond: 5,
    itemsPerTrace: 5,
    busOpsPerMessage: 3,
    rolloutCapPerSecond: r.config.rolloutCapPerSecond ?? 100,
    registrationStormSeconds: 60,
    vcpuPerCluster: r.config.inventory.nodes * 8,
    heartbeatsCarryDesired: true,
  };
}

/** The per-execution part of a fleet's Functions bill (the rest is instance memory). */
const executionCharge = (c: FleetCost) =>
  (Math.max(0, c.functions.executionsPerMonth - PRICES.functionsFlexFreeExecutions.value) / 1e6) *
  PRICES.functionsFlexPerMillionExecutions.value;
const usd = (n: number) => `$${n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2)}`;
const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const cite = (p: Published) => `${p.value} ${p.unit} — <${p.source}> (${p.checked})`;

/** The highest use of any logical partition's limit in a fleet (the four partition rows). */
const busiestPartition = (c: FleetCost) =>
  Math.max(
    ...Object.entries(c.limits)
      .filter(([name]) => name.includes('logical partition'))
      .map(([, use]) => use),
  );
const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([collection, n]) => (n === 1 ? collection : `${collection} x${num(n, n < 0.1 ? 3 : 2)}`))
    .join(', ') || '-';
const percent = (share: number) => `${num(share * 100, share < 0.01 ? 3 : 1)}%`;

/** The measured operations, one row each: what the cost model reads of the run. */
function measuredSection(m: MeasuredOperations, file: string): string {
  const rows = Object.entries(m.operations).map(([name, o]) => {
    const by = (kind: 'reads' | 'writes' | 'queries' | 'deletes') =>
      counts(
        Object.fromEntries(
          Object.entries(o.perRequest)
            .filter(([, c]) => c[kind] > 0)
            .map(([collection, c]) => [collection, c[kind]]),
        ),
      );
    return `| ${name} | ${o.description} | ${num(o.requests)} | ${by('reads')} | ${by('queries')} | ${by('writes')} | ${num(o.emulatorChargePerRequest, 2)} | ${num(o.derivedRuPerRequest, 2)} | ${percent(o.derivedRuPerRequest > 0 ? o.derivedTenantRuPerRequest / o.derivedRuPerRequest : 0)} | ${percent(o.hottestPartition.share)} (${o.hottestPartition.container}, per ${o.hottestPartition.scheme}) | ${o.failures}${
      o.failedBy && o.failures > 0
        ? ` (${Object.entries(o.failedBy)
            .map(([k, n]) => `${k}: ${n}`)
            .join(', ')})`
        : ''
    } |`;
  });
  const background = Object.entries(m.background)
    .map(([key, n]) => `${key} ${num(n)}`)
    .join(', ');
  return `## What each agent request asks of Cosmos DB (measured on the emulated Azure adapters)

\`npm run bench:azure-operations\` (\`bench/azure-operations.ts\`, results in \`${file}\`, ${m.startedAt.slice(0, 10)}) runs
the hot paths against the production Cosmos DB adapter (the \`@azure/cosmos\` SDK) on cosmosdb-server, with
a tenant of ${num(m.config.clusters)} clusters in the container, ${num(m.config.agents)} of them registered with their own keys and
driving each request once per phase over mutual TLS. Every Cosmos DB request the emulator answers is
paired with the agent request whose trace made it. **Measured**: the point reads, queries, writes
and deletes per request by container, the items' sizes on the wire, and the logical partition
(container and partition key) each went to. **Derived**: request units, from those counts and
sizes with the published per-operation rules below (1 RU per 1 KB point read, 5.5 RU per 1 KB
write; a read that found nothing as a 1 KB read): cosmosdb-server answers \`x-ms-request-charge: 1\`
to every request (the emulator column), not Cosmos DB's charge; a real account's charges are read
with \`COSMOS_ENDPOINT=… npx jest test/contract/store.cosmos-live\` (docs/emulators.md). Reads of the
fleet revision and the assignments are left out of the model's per-request counts: an instance
makes them at most once a second per tenant and once per revision, whatever its request rate (the
model charges the former per instance).

| phase | request | requests | point reads per request | queries | writes | emulator charge | RU derived | on the tenant's partition | hottest logical partition (share of the phase's RU) | failed |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

The last column counts Cosmos DB answers other than 2xx, 404 to a read and 412 to a guarded write.
A registration's are 409 Conflict: the first registrations of a tenant, running at once, each add
the tenant to the tenant index (\`functions/clusters/tenant-index.ts\`, one item in the \`_shared\`
partition); one creates it, the others' creates conflict and they read it again and find the tenant
there (those reads are in the registration's count). Later registrations of the tenant skip it.

Background (timers, outside any agent request, while the phases ran): ${background || 'none'}.
`;
}

export function costDocument(
  r: Results,
  file: string,
  measured?: { results: MeasuredOperations; file: string },
): string {
  const traffic = r.agentTraffic!;
  const a = assumptionsFrom(r);
  const rates = operationRates(traffic, a, measured?.results);
  const before = operationRates(traffic, { ...a, heartbeatsCarryDesired: false }, measured?.results);
  const executions = (list: typeof rates) => list.reduce((sum, op) => sum + op.perClusterPerHour, 0);
  const docBytes = Object.fromEntries(Object.entries(r.documentSizes).map(([c, s]) => [c, s.meanBytes]));
  const fleets = FLEET_SIZES.map((n) => fleetCost(n, rates, docBytes, a));
  const limits = limitSizes(rates, docBytes, a);
  const row = (label: string, f: (c: FleetCost) => string) => `| ${label} | ${fleets.map(f).join(' | ')} |`;
  const opRow = (op: OperationRate) =>
    `| ${op.operation} | ${num(op.perClusterPerHour, 2)} | ${num(op.requestBytes)} | ${num(op.responseBytes)} | ${counts(op.reads)} | ${counts(op.writes)} | ${num(ruPerOperation(op, docBytes), 1)} | ${op.source} | ${op.keyVaultSigns} | ${op.busOps} |`;
  const last = fleets.at(-1)!;
  const perCluster = last.monthly / last.clusters;
  const lines = [
    ['Functions', last.functions.monthly],
    ['Log Analytics', last.logAnalytics.monthly],
    ['Cosmos DB', last.cosmos.monthly],
    ['Service Bus', last.serviceBus.monthly],
    ['Key Vault', last.keyVault.monthly],
  ] as const;
  const drivers = [...lines]
    .sort((x, y) => y[1] - x[1])
    .map(([name, monthly]) => `${name} ${usd(monthly)} (${num((monthly / last.monthly) * 100)}%)`)
    .join(', ');
  return `# Cost and scale on Azure

Generated by \`npm run bench:cost-model\` (\`bench/cost-model.ts\`) from \`${file}\`
(${r.name}, ${num(traffic.clusters)} clusters, agent traffic over ${num(traffic.windowSeconds, 1)} s${traffic.clusterSeconds ? ` = ${num(traffic.clusterSeconds / 3600, 1)} cluster-hours from each cluster's registration` : ''},
${r.startedAt.slice(0, 10)}). Do not edit by hand: rerun the generator after a benchmark run.

## What one cluster does per hour (measured)

The agents' own loops at the production intervals (heartbeat 30 s, desired poll 30 s, status flush
2 s when there are events, inventory on change), counted by the simulator per request kind with
the bodies' sizes; the first heartbeat, desired read and inventory of each cluster (sent once at
registration) are left out of the hourly rate. Certificates: one sign at registration, then a
renewal at two thirds of the ${a.certificateValidityDays}-day lifetime. Rollout fan-out: ${a.rolloutsPerMonth} fleet-wide
rollouts a month (an assumption), one Service Bus message per cluster each.

**Heartbeats carry the desired state.** The agent sends the ETag of the desired state it holds with
each heartbeat, and the answer carries the state when it changed, so it no longer polls desired
(agents of the previous version still do and are still served). The run above measured agents
that polled: its polls that found a change are counted as heartbeats whose answer carries the state
(\`heartbeat-changed\`), its 304 polls are not made (a projection of the measured counts, not a
new soak). Functions executions per cluster per hour: **${num(executions(rates), 1)}**, against ${num(executions(before), 1)}
with polls (heartbeats and desired polls ${num(
    before
      .filter((op) => ['heartbeat', 'heartbeat-changed', 'desired', 'desired-304'].includes(op.operation))
      .reduce((sum, op) => sum + op.perClusterPerHour, 0),
    1,
  )} -> ${num(
    rates
      .filter((op) => ['heartbeat', 'heartbeat-changed', 'desired', 'desired-304'].includes(op.operation))
      .reduce((sum, op) => sum + op.perClusterPerHour, 0),
    1,
  )}; status posts, inventory and renewals unchanged).

Cosmos DB operations per request (\`source\`): \`measured\` ones are read from the run of the
emulated Azure adapters below; \`table\` ones from the handlers' table in \`bench/cost/model.ts\`,
which \`test/bench/store-operations.test.ts\` checks against the store spans of the real handlers.
${measured ? '' : '**No measured operations were found: every row is the table.** '}A heartbeat is charged its read of the
previous heartbeat, which the instance that wrote the cluster's last heartbeat skips (within half
the offline threshold, measured apart below): in Azure a cluster's requests land on any instance, so
this is an upper bound. Item sizes are those measured on the wire, else the stored documents' means.

| operation | per cluster per hour | request bytes | response bytes | point reads | writes | RU each | source | Key Vault signs | Service Bus ops |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rates.map(opRow).join('\n')}

${measured ? measuredSection(measured.results, measured.file) : ''}

${nominalNote(rates)}

## Monthly cost at the default intervals

| | ${fleets.map((c) => `${num(c.clusters)} clusters`).join(' | ')} |
| --- | --- | --- | --- |
${row('agent requests/s', (c) => num(c.requestsPerSecond, 1))}
${row('Cosmos DB RU/s (steady mean)', (c) => num(c.cosmos.ruPerSecond))}
${row(`Cosmos DB provisioned RU/s (x${a.cosmosHeadroom} headroom, min 400)`, (c) => num(c.cosmos.provisionedRu))}
${row('Cosmos DB storage (GB)', (c) => num(c.cosmos.storageGb, 3))}
${row('Cosmos DB physical partitions (10,000 RU/s, 50 GB each)', (c) => num(c.cosmos.partitions))}
${row("Cosmos DB RU/s of the tenant's logical partition, steady (every cluster in one tenant)", (c) => num(c.logicalPartitions.tenantSteady, 1))}
${row("Cosmos DB RU/s of one cluster's logical partition", (c) => num(c.logicalPartitions.cluster, 3))}
${row('**Cosmos DB**, standard provisioned (autoscale)', (c) => `${usd(c.cosmos.monthly)} (${usd(c.cosmos.autoscaleMonthly)})`)}
${row('Functions executions per month (millions)', (c) => num(c.functions.executionsPerMonth / 1e6, 1))}
${row('Functions instances (2,048 MB)', (c) => num(c.functions.instances))}
${row('**Functions** Flex Consumption', (c) => usd(c.functions.monthly))}
${row('Service Bus operations per month (millions)', (c) => num(c.serviceBus.opsPerMonth / 1e6, 2))}
${row('**Service Bus** Standard', (c) => usd(c.serviceBus.monthly))}
${row('Key Vault signs per month', (c) => num(c.keyVault.signsPerMonth))}
${row('**Key Vault**', (c) => usd(c.keyVault.monthly))}
${row("Registration storm of the whole fleet at the vault's rate (minutes)", (c) => num(c.keyVault.stormSeconds / 60, 1))}
${row('Log Analytics ingestion (GB per month)', (c) => num(c.logAnalytics.gbPerMonth, 1))}
${row('**Log Analytics**', (c) => usd(c.logAnalytics.monthly))}
${row('**Control plane total per month**', (c) => `**${usd(c.monthly)}**`)}
${row('per cluster per month', (c) => `$${(c.monthly / c.clusters).toFixed(3)}`)}
${row(`Azure Arc GitOps (Flux) configuration at ${a.vcpuPerCluster} vCPU per cluster`, (c) => usd(c.arcGitOpsMonthly))}

At ${num(last.clusters)} clusters the control plane costs **$${perCluster.toFixed(3)} per cluster per month**${perCluster <= 0.07 ? '' : ` (above $0.07)`}: ${drivers}.
Of Functions, ${usd(executionCharge(last))} is the per-execution price of ${num(last.functions.executionsPerMonth / 1e6)} million executions (${num(executions(rates), 1)} per cluster per hour,
${num((rates.find((op) => op.operation === 'heartbeat')?.perClusterPerHour ?? 0) + (rates.find((op) => op.operation === 'heartbeat-changed')?.perClusterPerHour ?? 0), 1)} of them heartbeats) and the rest the instances' memory; Log Analytics follows the instances (the samplers cap each one).

The Azure Arc column prices the same fleet's GitOps configuration per vCPU (${a.vcpuPerCluster} vCPU per
cluster: the benchmark's ${r.config.inventory.nodes} nodes of 8 vCPU; the first 6 vCPUs free are left out). It scales
with the clusters' size; the control plane above does not.

## Where the first limit is hit

Each limit's use, and the fleet size at which it reaches 100% (one tenant, all clusters in it;
the whole fleet registering within ${a.registrationStormSeconds} s; rollouts at ${a.rolloutCapPerSecond}/s). Cosmos DB serves at most
${num(RULES.cosmosPartitionRu.value)} RU/s per logical partition (one partition key value), however many physical partitions the
container has:

| limit | reached at | use at ${fleets.map((c) => num(c.clusters)).join(' / ')} clusters |
| --- | --- | --- |
${limits
  .map(
    (l) =>
      `| ${l.name} | ${l.clusters === null ? 'never (does not grow with the fleet)' : `${num(l.clusters)} clusters`} | ${fleets.map((c) => `${num(c.limits[l.name] * 100, 1)}%`).join(' / ')} |`,
  )
  .join('\n')}

The first one is **${limits[0]!.name}**${limits[0]!.clusters === null ? '' : ` at about ${num(limits[0]!.clusters)} clusters`}.
With ${num(last.clusters)} clusters in one tenant the busiest logical partition is at **${num(busiestPartition(last) * 100, 1)}%** of its ${num(RULES.cosmosPartitionRu.value)} RU/s.
No logical partition grows with a tenant's clusters: the cluster document, which every agent call
reads (the certificate's serial), is keyed per cluster, like the heartbeat, inventory and status
(docs/design.md#partitioning). What stays in the tenant's partition is the fleet revision (each
instance reads it at most once a second), the bootstrap tokens (paced by the signing rate) and the
rollout records and pacing buckets (paced by the rollout cap); those three rows are what a single
tenant's partition carries at ${num(FLEET_SIZES.at(-1)!)} clusters and beyond.

The Key Vault row is the whole fleet registering within ${a.registrationStormSeconds} s. Beyond the vault's rate nothing
fails: the control plane admits signs at ${num(RULES.keyVaultEccSignsPer10s.value)} per 10 s (the published limit of the CA's HSM
key; ${REFILL_SHARE * 100}% of it sustained, the rest as a burst, so no 10 s window exceeds it) and answers the
others 429 with a Retry-After that gives each waiting agent its own slot; agents come back in their
slot with jitter, and the bootstrap token stays unused until its certificate is signed
(\`functions/platform/signer/admitted-signer.ts\`). A storm of ${num(FLEET_SIZES.at(-1)!)} registrations takes
**${num(fleets.at(-1)!.keyVault.stormSeconds / 60, 1)} minutes** (${num(fleets.at(-1)!.keyVault.stormSeconds)} s) at that rate; a Standard vault with a
software key doubles the rate (\`ARCBRIDGE_SIGNS_PER_SECOND=400\`), a second vault would double it again.
Renewals are spread over ${Math.round((a.certificateValidityDays * 2) / 3)} days and stay far below it.

**Revocation stays immediate on every instance.** No instance caches whether a certificate is
still good: every agent call reads the cluster document (a point read in the cluster's own logical
partition, the "clusters" column above) and compares the presented certificate's serial with the
one it holds (\`functions/clusters/agent-authenticator.ts\`; only the CA signature check of the
certificate's exact bytes is cached). Deleting the cluster removes that document and a renewal
replaces the serial in it, so the next call is refused on whichever instance it lands, with no
invalidation to propagate; the price is that read, 1 RU per call, which the per-cluster partition
keeps off the tenant's partition (docs/design.md#partitioning).

**The DPoP replay cache is per instance.** Each instance remembers the \`jti\` of the proofs it
accepted until their window closes (\`functions/platform/identity/dpop-replay-cache.ts\`); a proof
replayed on another instance within the window (60 s by default) is accepted there. Sharing the
cache would be a store write on every agent request, about ${num(RULES.cosmosWrite.value, 1)} RU each, which at
${num(last.clusters)} clusters is ${num((last.requestsPerSecond * RULES.cosmosWrite.value) / 1000, 1)}k RU/s more than the whole steady load above, to stop a replay that only a
party that sees the request in clear text (the TLS-terminating proxy) could make, and that party can
already rewrite the request. docs/security.md gives the threat model.

## Assumptions (not measured)

- Functions: ${a.functionsSecondsPerRequest * 1000} ms per execution (two Cosmos DB round trips in-region), ${a.instanceGb} GB instances,
  per-instance HTTP concurrency ${RULES.functionsHttpConcurrencyPerInstance.value}, and CPU per request ${num(a.cpuSecondsPerRequest * 1000, 2)} ms as measured by this run
  on the embedded host (heartbeat phase) against ${a.instanceCpu} of a vCPU per instance; instances are
  billed busy all month under a steady load.
- Log Analytics: items of ${a.logBytesPerItem} bytes. The Functions host writes ${a.hostItemsPerRequest} per execution (its request row
  and its "Executing"/"Executed" traces), sampled adaptively to ${a.hostItemsPerSecond} items per second per instance
  (\`host.json\`: \`samplingSettings.maxTelemetryItemsPerSecond\`; the alerts and the workbook sum
  \`itemCount\`, which sampling keeps right); the worker's OpenTelemetry traces are kept at ${a.workerTracesPerSecond} per second
  per instance by the Azure Monitor distro's rate-limited sampler (its default), ${a.itemsPerTrace} items each (the server
  span, its store and Azure SDK spans). Log records (the operational events) are not sampled and not
  counted: they are rare next to requests. Without that sampling (\`host.json\`
  excluding request rows), every agent request is one row and Log Analytics the largest line of the total.
- Key Vault: the per-operation price is that of a software ECC key; an HSM key (the default
  Premium vault) is billed at Premium rates, per key and per operation, which the total leaves out.
- Service Bus: ${a.busOpsPerMessage} operations per fan-out message (scheduled send, receive, complete); one
  namespace, Standard tier.
- Cosmos DB writes: ${RULES.cosmosWrite.value} RU per KB with default indexing (excluding inventory paths from the index
  lowers it); session consistency (strong or bounded staleness doubles reads).
- Rollout reconcile passes are not in the totals: every 5 s per running rollout, one count query
  over its records (their stage and state, no bodies) and a query for the records in flight.
  Cosmos DB publishes no rule for a query's RU (it depends on the items loaded and the index
  lookups: learn.microsoft.com/azure/cosmos-db/optimize-cost-reads-writes, read 2026-11-28);
  read the \`x-ms-request-charge\` of those queries on a real account to add them.
- Prices are list prices for one region, pay-as-you-go, without reservations or free tiers
  other than the Functions grant.

## Published rules and prices

${[...Object.values(RULES), ...Object.values(PRICES)].map((p) => `- ${cite(p)}`).join('\n')}
- Month: ${HOURS_PER_MONTH} hours.
`;
}

/**
 * Heartbeats are every 30 s by default: 120 per hour when agents keep up. Desired polls are too for
 * agents whose heartbeat answer does not carry the desired state (older agents or control planes);
 * the current agent polls only when heartbeats stop answering it, so polls are nominally near zero.
 */
export function nominalNote(rates: OperationRate[]): string {
  const perHour = (ops: string[]) =>
    rates.filter((r) => ops.includes(r.operation)).reduce((sum, r) => sum + r.perClusterPerHour, 0);
  const heartbeats = perHour(['heartbeat']);
  const polls = perHour(['desired', 'desired-304']);
  if (heartbeats >= 0.9 * 120) return '';
  return (
    `**The measured rates are below the nominal ones** (heartbeats ${num(heartbeats, 1)}/h and desired polls ` +
    `${num(polls, 1)}/h against 120 heartbeats/h at the 30 s default): the agents fell behind their intervals in this ` +
    'run (its latency rose into seconds), so the totals below undercount by up to that ratio. A run whose ' +
    'agents keep up gives the nominal figures.'
  );
}

function main(args: string[]): number {
  const file = args[0] ? resolve(args[0]) : latestResults(resolve(REPOSITORY, 'bench', 'results'));
  const results = Results.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (!results.agentTraffic) {
    process.stderr.write(`${file} has no agentTraffic (made before the cost model existed)\n`);
    return 2;
  }
  const operationsFile = args[1]
    ? resolve(args[1])
    : latestOperations(resolve(REPOSITORY, 'bench', 'results'));
  const measured = operationsFile
    ? {
        results: MeasuredOperations.parse(JSON.parse(readFileSync(operationsFile, 'utf8'))),
        file: repositoryPath(operationsFile),
      }
    : undefined;
  const out = resolve(REPOSITORY, 'docs', 'cost.md');
  writeFileSync(out, costDocument(results, repositoryPath(file), measured));
  process.stdout.write(`${out} written from ${file}${operationsFile ? ` and ${operationsFile}` : ''}\n`);
  return 0;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
