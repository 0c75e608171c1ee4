/**
 * The control plane under test, in its own process so that its memory and CPU are measured apart
 * from the load generator: the real embedded host (HTTPS, mutual TLS, SQLite, local CA), started
 * exactly as `npm start` starts it, from the settings in this process's environment.
 */
import { PhaseProfiler } from './cpu-profile';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PauseMeter, takeLoopDelayP99Ms } from './gc-meter';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import Database from 'better-sqlite3';
import { startEmbeddedControlPlane } from '../functions/host/embedded-control-plane';
import { dataDirLayout } from '../functions/host/data-dir';
import { loadConfig } from '../functions/platform/config';
import { processUsage, serveIpc, usageOfProcess } from './ipc';
import type { ProcessUsage } from './ipc';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const plane = await startEmbeddedControlPlane(config);
  const reader = new Database(dataDirLayout(config.dataDir).database, { readonly: true });
  let peakRss = process.memoryUsage.rss();
  let phasePeakRss = peakRss;
  // ARCBRIDGE_FRONT_END=haproxy: the front end's resident memory, sampled with the host's.
  const frontEndPid = plane.frontEnd?.pid;
  let frontEndPhasePeakRss = 0;
  const usage = (): ProcessUsage => {
    const own = processUsage();
    const frontEnd = frontEndPid === undefined ? undefined : usageOfProcess(frontEndPid);
    return frontEnd ? { ...own, frontEnd } : own;
  };
  const sampler = setInterval(() => {
    const rss = process.memoryUsage.rss();
    peakRss = Math.max(peakRss, rss);
    phasePeakRss = Math.max(phasePeakRss, rss);
    if (frontEndPid !== undefined)
      frontEndPhasePeakRss = Math.max(frontEndPhasePeakRss, usageOfProcess(frontEndPid)?.rssBytes ?? 0);
  }, 250);
  sampler.unref();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // Per phase (mark): garbage collection time and pauses, and the event loop's delay, which is
  // what a request's latency waits on beyond its own work.
  const pauses = new PauseMeter();

  // A CPU profile of one phase (bench --cpu-prof-dir profiles the isolated registration cost).
  const phaseProfiler = new PhaseProfiler();
  serveIpc({
    startProfile: async () => {
      await phaseProfiler.start();
      return true;
    },
    stopProfile: ({ dir, name }) => phaseProfiler.stop(String(dir), String(name)),
    /** A V8 heap snapshot (bench --heap-summary); needs about the heap's size again while written. */
    heapSnapshot: ({ file }) => writeHeapSnapshot(String(file)),
    usage: () => ({ ...usage(), sampledPeakRssBytes: peakRss }),
    /** A soak sample: memory now and the event-loop delay p99 since the previous sample. */
    sample: () => {
      const p99Ms = takeLoopDelayP99Ms(loopDelay);
      const { frontEnd } = usage();
      return {
        rssBytes: process.memoryUsage.rss(),
        heapUsedBytes: process.memoryUsage().heapUsed,
        loopDelayP99Ms: p99Ms,
        ...(frontEnd ? { frontEndRssBytes: frontEnd.rssBytes } : {}),
      };
    },
    /** Usage with the memory breakdown and the RSS peak since the previous mark (then reset). */
    mark: () => {
      const memory = process.memoryUsage();
      const spaces = Object.fromEntries(
        getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
      );
      const phasePeak = Math.max(phasePeakRss, memory.rss);
      phasePeakRss = memory.rss;
      const now = usage();
      const frontEndPhasePeak = Math.max(frontEndPhasePeakRss, now.frontEnd?.rssBytes ?? 0);
      frontEndPhasePeakRss = now.frontEnd?.rssBytes ?? 0;
      const { gc, loopDelayP99Ms, loopDelayMaxMs } = pauses.take();
      return {
        gc,
        eventLoopDelayP99Ms: loopDelayP99Ms,
        eventLoopDelayMaxMs: loopDelayMaxMs,
        ...now,
        ...(now.frontEnd ? { frontEndPhasePeakRssBytes: frontEndPhasePeak } : {}),
        sampledPeakRssBytes: peakRss,
        phasePeakRssBytes: phasePeak,
        memory: {
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
          externalBytes: memory.external,
          arrayBuffersBytes: memory.arrayBuffers,
          spaces,
        },
      };
    },
    bootstrapTokens: async ({ tenant, count }) => {
      const tokens: string[] = [];
      for (let i = 0; i < Number(count); i++) {
        tokens.push(
          (await plane.runtime.registration.createBootstrapToken(String(tenant), 'bench', {})).token,
        );
      }
      return tokens;
    },
    operatorToken: ({ tenant }) =>
      plane.issuer.mint({ subject: 'bench', roles: ['admin'], tenants: [String(tenant)], ttlSeconds: 3600 }),
    serverCertificate: () => plane.ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1'] }),
    count: ({ collection }) =>
      (
        reader.prepare('SELECT count(*) AS n FROM documents WHERE collection = ?').get(collection) as {
          n: number;
        }
      ).n,
    documentSizes: () =>
      reader
        .prepare(
          'SELECT collection, count(*) AS count, avg(length(CAST(body AS BLOB))) AS meanBytes, max(length(CAST(body AS BLOB))) AS maxBytes FROM documents GROUP BY collection',
        )
        .all(),
    rolloutRecords: ({ rolloutId }) =>
      (
        reader
          .prepare("SELECT body FROM documents WHERE collection = 'rolloutClusters' AND id LIKE ?")
          .all(`${String(rolloutId)}.%`) as { body: string }[]
      ).map((row) => {
        const doc = JSON.parse(row.body) as Record<string, unknown>;
        return {
          clusterId: doc.clusterId,
          state: doc.state,
          slotAt: doc.slotAt,
          sentAt: doc.sentAt,
          appliedAt: doc.appliedAt,
          pinWrittenAt: doc.pinWrittenAt ?? null,
          updatedAt: doc.updatedAt,
          reason: doc.reason,
        };
      }),
    stop: async () => {
      reader.close();
      await plane.stop();
      setImmediate(() => process.exit(0));
      return true;
    },
  });
  process.send?.({ id: 0, ok: true, value: { url: plane.url, caCertificatePath: plane.caCertificatePath } });
}

main().catch((err: unknown) => {
  process.stderr.write(`control plane child failed: ${String((err as Error).stack ?? err)}\n`);
  process.exit(1);
});
