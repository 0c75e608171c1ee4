import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** The results file: one JSON document per run, committed under bench/results/. */

export const Latency = z.object({
  count: z.number().int().min(0),
  minMs: z.number(),
  meanMs: z.number(),
  p50Ms: z.number(),
  p95Ms: z.number(),
  p99Ms: z.number(),
  maxMs: z.number(),
});

export const Throughput = z.object({
  durationSeconds: z.number().positive(),
  requests: z.number().int().min(0),
  errors: z.number().int().min(0),
  requestsPerSecond: z.number().min(0),
  ratioToCeiling: z.number().min(0).nullable(),
  latency: Latency,
});

/** Main-thread GC pauses of one process over a phase (bench/gc-meter.ts). */
export const GcPauses = z.object({
  minorCount: z.number().int(),
  minorMs: z.number(),
  majorCount: z.number().int(),
  majorMs: z.number(),
  maxPauseMs: z.number(),
});

/** A phase driven at a fixed offered rate (open loop). */
export const OfferedLoad = z.object({
  shareOfCeiling: z.number(),
  offeredPerSecond: z.number(),
  durationSeconds: z.number(),
  sent: z.number().int(),
  answeredPerSecond: z.number(),
  errors: z.number().int(),
  latency: Latency,
  /** How late the generator sent the requests (its own event loop); absent in older results. */
  sendLag: Latency.optional(),
});

export const Machine = z.object({
  cpuModel: z.string(),
  cores: z.number().int().positive(),
  memoryBytes: z.number().int().positive(),
  node: z.string(),
  platform: z.string(),
  arch: z.string(),
  osRelease: z.string(),
});

export const PhaseMemory = z.object({
  heapUsedBytes: z.number().int(),
  heapTotalBytes: z.number().int(),
  externalBytes: z.number().int(),
  arrayBuffersBytes: z.number().int(),
  /** V8 heap space name -> bytes used (new_space, old_space, code_space, large_object_space...). */
  spaces: z.record(z.string(), z.number().int()),
});

export const SoakResult = z.object({
  durationSeconds: z.number(),
  clusters: z.number().int(),
  samples: z.array(
    z.object({
      second: z.number(),
      rssBytes: z.number().int(),
      heapUsedBytes: z.number().int(),
      /** With `--front-end haproxy`: the front end's RSS at the sample. */
      frontEndRssBytes: z.number().int().optional(),
      /** Event-loop delay p99 of the control plane over the sample interval. */
      eventLoopDelayP99Ms: z.number(),
      /** Agent request latency p99 over the sample interval (all kinds). */
      latencyP99Ms: z.number().nullable(),
      requests: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  /** Least-squares slope of RSS over the second half, in MiB per hour. */
  rssSlopeMiBPerHour: z.number(),
  /** The same for the front end's RSS, with `--front-end haproxy`. */
  frontEndRssSlopeMiBPerHour: z.number().optional(),
  rolloutsCompleted: z.number().int(),
});

export const TargetCheck = z.object({
  name: z.string(),
  target: z.string(),
  measured: z.string(),
  met: z.boolean().nullable(),
  /** The published reference design's figure for the same thing, where it reports one. */
  reference: z.string().optional(),
});

export const Results = z.object({
  schemaVersion: z.literal(1),
  name: z.string().min(1),
  profile: z.string().min(1),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationSeconds: z.number().min(0),
  machine: Machine,
  method: z.object({
    endpoint: z.enum(['embedded-child-process', 'external']),
    settings: z.record(z.string(), z.string()),
    notes: z.array(z.string()),
  }),
  config: z.object({
    clusters: z.number().int().positive(),
    regions: z.number().int().positive(),
    inventory: z.object({ nodes: z.number().int(), namespaces: z.number().int(), pods: z.number().int() }),
    registrationConcurrency: z.number().int().positive(),
    loadConcurrency: z.number().int().positive(),
    loadPoolClusters: z.number().int().positive(),
    phaseSeconds: z.number().positive(),
    statusBatchSize: z.number().int().positive(),
    rolloutCapPerSecond: z.number().positive().nullable(),
  }),
  registration: z.object({
    clusters: z.number().int(),
    registered: z.number().int(),
    durationSeconds: z.number(),
    perSecond: z.number(),
    latency: Latency,
    latencyHistogram: z.array(z.object({ fromMs: z.number(), toMs: z.number(), count: z.number().int() })),
    /**
     * Process CPU (user + system, all threads) from the first registration until every inventory
     * was stored, divided by the clusters registered: robust on a shared machine, unlike rates.
     * Includes the registered agents' own loops during that window.
     */
    cpu: z
      .object({
        windowSeconds: z.number(),
        controlPlaneSeconds: z.number().nullable(),
        simulatorSeconds: z.number(),
        controlPlaneMsPerCluster: z.number().nullable(),
        simulatorMsPerCluster: z.number(),
      })
      .optional(),
    /** Requests the agents sent in that window, per registered cluster, by kind. */
    requestsPerCluster: z.record(z.string(), z.number()).optional(),
    /** The simulator's client TLS handshakes in that window, per registered cluster. */
    tlsPerCluster: z.object({ connections: z.number(), resumed: z.number() }).optional(),
    /**
     * The floor of one registration on this machine (bench/phases/floor.ts): server CPU for one
     * TLS handshake with a client certificate + one P-256 verify + one sign + one durable write.
     */
    floor: z.object({ requests: z.number().int(), msPerRegistration: z.number() }).optional(),
    /**
     * The control plane's CPU for registrations alone (bench/phases/registration-cost.ts): the
     * registration request on its own connection, and with the agent's first mutual-TLS request.
     */
    requestCost: z
      .object({
        requests: z.number().int(),
        msPerRegistration: z.number(),
        msWithFirstConnection: z.number(),
        /**
         * The agent's side of the same two steps (the simulator's process CPU): the least a
         * simulated cluster costs to join, its two client TLS handshakes included. Optional: older
         * results files do not have it.
         */
        agentMsPerRegistration: z.number().optional(),
        agentMsWithFirstConnection: z.number().optional(),
      })
      .optional(),
    /**
     * The control plane's CPU per registration request (requestCost) divided by the floor (target:
     * within 2x); runs before requestCost existed divided the storm window's CPU per cluster.
     */
    ratioToFloor: z.number().nullable().optional(),
    /** The storm window's CPU per cluster (registration.cpu, with the agents' loops) divided by the floor. */
    stormRatioToFloor: z.number().nullable().optional(),
  }),
  inventory: z.object({
    clustersStored: z.number().int(),
    secondsAfterStart: z.number().nullable(),
    secondsAfterLastRegistration: z.number().nullable(),
    putLatency: Latency,
  }),
  ceiling: Throughput.nullable(),
  heartbeat: Throughput.extend({
    /**
     * Heartbeats offered at fixed shares of the ceiling's rate (open loop), lightest first, latency
     * from each request's due time (bench/load.ts openLoop); the target is judged at the 60% step.
     * Absent without a ceiling and in older results files.
     */
    atLoads: z.array(OfferedLoad).optional(),
  }).nullable(),
  status: Throughput.extend({ eventsPerSecond: z.number(), batchSize: z.number().int() }).nullable(),
  desired304: Throughput.nullable(),
  rollouts: z.array(
    z.object({
      extension: z.string(),
      clusters: z.number().int(),
      capPerSecond: z.number().nullable(),
      state: z.string(),
      sendSource: z.string(),
      sends: z.number().int(),
      sendSpanSeconds: z.number().nullable(),
      idealSeconds: z.number().nullable(),
      sendSpanRatioToIdeal: z.number().nullable(),
      maxSendsInAnyOneSecond: z.number().int(),
      windowsOverCap: z.number().int(),
      /**
       * Pin writes as admitted against the caps (appliedAt: the write starts then), reported
       * apart from the sends when the store is readable.
       */
      applied: z
        .object({
          count: z.number().int(),
          maxInAnyOneSecond: z.number().int(),
          windowsOverCap: z.number().int(),
        })
        .nullable()
        .optional(),
      /**
       * When each pin write had completed (pinWrittenAt), with its lag after admission: what the
       * caps do not control (the cluster write's round trip, a late timer).
       */
      pinWritten: z
        .object({
          count: z.number().int(),
          maxInAnyOneSecond: z.number().int(),
          windowsOverCap: z.number().int(),
          lagAfterAdmission: Latency,
        })
        .nullable()
        .optional(),
      completedSeconds: z.number().nullable(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      failurePercent: z.number(),
      agentsObserved: z.number().int(),
      progress: z.array(
        z.object({ second: z.number(), sent: z.number().int(), succeeded: z.number().int() }),
      ),
      notes: z.array(z.string()),
    }),
  ),
  controlPlane: z.object({
    rssPeakBytes: z.number().int().min(0),
    rssEndBytes: z.number().int().min(0),
    cpuUserSeconds: z.number().min(0),
    cpuSystemSeconds: z.number().min(0),
    /**
     * With `--front-end haproxy`: the TLS front end's process.
     * Its CPU is included in every control-plane CPU figure (cpuPercent, CPU per registration);
     * its memory is reported here, beside the host's.
     */
    frontEnd: z
      .object({
        kind: z.literal('haproxy'),
        rssPeakBytes: z.number().int().min(0),
        rssEndBytes: z.number().int().min(0),
        cpuSeconds: z.number().min(0),
      })
      .optional(),
    phases: z.array(
      z.object({
        phase: z.string(),
        seconds: z.number(),
        /** The control plane's CPU over the phase, its front end's included. */
        cpuPercent: z.number(),
        /** The kernel's share of cpuPercent (system time); not in older results files. */
        systemCpuPercent: z.number().optional(),
        rssBytes: z.number().int(),
        /** With a front end: its share of cpuPercent and its highest RSS sampled in the phase. */
        frontEndCpuPercent: z.number().optional(),
        frontEndRssPeakBytes: z.number().int().optional(),
        /** The simulator's own CPU in the same phase (same cores), beside the control plane's. */
        simulatorCpuPercent: z.number().optional(),
        /** Highest control plane RSS sampled (every 250 ms) during the phase. */
        rssPeakBytes: z.number().int().optional(),
        /** The control plane's memory at the end of the phase: V8 heap by space, off-heap. */
        memory: PhaseMemory.optional(),
        /** The control plane's main-thread GC pauses during the phase (bench/gc-meter.ts). */
        gc: GcPauses.optional(),
        /** The control plane's event-loop delay p99 over the phase (10 ms resolution). */
        eventLoopDelayP99Ms: z.number().optional(),
        /** Its longest event-loop delay in the phase (a stall). */
        eventLoopDelayMaxMs: z.number().optional(),
        /** The same three for the simulator (the load generator and the agents). */
        simulatorGc: GcPauses.optional(),
        simulatorEventLoopDelayP99Ms: z.number().optional(),
        simulatorEventLoopDelayMaxMs: z.number().optional(),
      }),
    ),
  }),
  agents: z.object({
    heapBytesPerCluster: z.number().nullable(),
    rssBytesPerCluster: z.number().nullable(),
  }),
  documentSizes: z.record(
    z.string(),
    z.object({ count: z.number().int(), meanBytes: z.number(), maxBytes: z.number().int() }),
  ),
  /**
   * What the agents' own loops sent while they ran (registration until they were stopped): by
   * kind, the requests and their body bytes (requests and responses). docs/cost.md is computed
   * from it (bench/cost-model.ts).
   */
  agentTraffic: z
    .object({
      clusters: z.number().int(),
      windowSeconds: z.number(),
      /** Sum over the clusters of the time from their registration to the end of the window. */
      clusterSeconds: z.number().optional(),
      kinds: z.record(
        z.string(),
        z.object({
          count: z.number().int(),
          requestBytes: z.number().int(),
          responseBytes: z.number().int(),
        }),
      ),
    })
    .optional(),
  /** Samples over time of a soak run (bench/phases/soak.ts). */
  soak: SoakResult.optional(),
  /**
   * `--heap-summary`: the control plane's V8 heap snapshot at the end of each phase (agents still
   * connected), summed by constructor (bench/heap-summary.ts). A snapshot collects garbage first,
   * so each is the live heap.
   */
  heapSummaries: z
    .array(
      z.object({
        phase: z.string(),
        clusters: z.number().int(),
        totalSelfBytes: z.number().int(),
        entries: z.array(
          z.object({
            type: z.string(),
            name: z.string(),
            count: z.number().int(),
            selfBytes: z.number().int(),
          }),
        ),
      }),
    )
    .optional(),
  targets: z.array(TargetCheck),
  errors: z.array(z.string()),
});
export type Results = z.infer<typeof Results>;
export type ThroughputResult = z.infer<typeof Throughput>;
export type HeartbeatResult = NonNullable<z.infer<typeof Results>['heartbeat']>;
export type LatencyResult = z.infer<typeof Latency>;
export type RolloutResult = Results['rollouts'][number];
export type PhaseMemory = z.infer<typeof PhaseMemory>;

export function machineDetails(): z.infer<typeof Machine> {
  const cpu = cpus();
  return {
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryBytes: totalmem(),
    node: process.version,
    platform: process.platform,
    arch: process.arch,
    osRelease: release(),
  };
}

/** `bench/results/<date>-<name>.json`; validates before writing so a malformed file never lands. */
export function writeResults(dir: string, results: Results, date = new Date()): string {
  const parsed = Results.parse(results);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${resultFileStem(date, results.name)}.json`);
  writeFileSync(file, JSON.stringify(parsed, null, 2) + '\n');
  return file;
}

export function resultFileStem(date: Date, name: string): string {
  return `${date.toISOString().slice(0, 10)}-${name.replace(/[^A-Za-z0-9._-]/g, '-')}`;
}
