import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultFileStem } from './results';
import type { Results } from './results';
import { barChart, lineChart } from './svg';

/** The registration latency histogram and the rollout progress, as SVG beside the results file. */
export function writePictures(dir: string, r: Results, date: Date): string[] {
  const stem = join(dir, resultFileStem(date, r.name));
  const files: string[] = [];
  if (r.registration.latencyHistogram.length > 0) {
    const file = `${stem}-registration.svg`;
    writeFileSync(
      file,
      barChart({
        title: `Registration latency, ${r.registration.registered} clusters (p50 ${r.registration.latency.p50Ms} ms, p99 ${r.registration.latency.p99Ms} ms)`,
        xLabel: 'POST /register latency (ms, bin start)',
        yLabel: 'clusters',
        bars: r.registration.latencyHistogram.map((b) => ({
          label: String(Math.round(b.fromMs)),
          value: b.count,
        })),
      }),
    );
    files.push(file);
  }
  const soak = r.soak;
  if (soak && soak.samples.length > 0) {
    const samples = soak.samples;
    const at = (f: (x: (typeof samples)[number]) => number | null) =>
      samples.flatMap((x) => (f(x) === null ? [] : [[x.second, f(x)!] as [number, number]]));
    // `<date>-soak-memory.svg` for the default name, `<date>-<name>-soak-memory.svg` for others.
    const soakStem = r.name.endsWith('soak') ? stem : `${stem}-soak`;
    const memory = `${soakStem}-memory.svg`;
    writeFileSync(
      memory,
      lineChart({
        title: `Soak: control plane memory, ${soak.clusters} clusters (RSS slope ${soak.rssSlopeMiBPerHour} MiB/h, second half)`,
        xLabel: 'seconds',
        yLabel: 'MiB',
        series: [
          { name: 'RSS', points: at((x) => x.rssBytes / 1048576) },
          { name: 'V8 heap used', points: at((x) => x.heapUsedBytes / 1048576) },
          ...(samples.some((x) => x.frontEndRssBytes !== undefined)
            ? [
                {
                  name: 'HAProxy front end RSS',
                  points: at((x) => (x.frontEndRssBytes === undefined ? null : x.frontEndRssBytes / 1048576)),
                },
              ]
            : []),
        ],
      }),
    );
    const latency = `${soakStem}-latency.svg`;
    writeFileSync(
      latency,
      lineChart({
        title: `Soak: agent request p99 and control plane event-loop delay p99, per ${soak.samples[0]!.second} s`,
        xLabel: 'seconds',
        yLabel: 'ms',
        series: [
          { name: 'agent request latency p99', points: at((x) => x.latencyP99Ms) },
          { name: 'event-loop delay p99', points: at((x) => x.eventLoopDelayP99Ms) },
        ],
      }),
    );
    files.push(memory, latency);
  }
  if (r.rollouts.length > 0) {
    const file = `${stem}-rollout.svg`;
    const series = r.rollouts.flatMap((x) => [
      {
        name: `${x.extension}: sent (store)`,
        points: [[0, 0], ...x.progress.map((p) => [p.second, p.sent])] as Array<[number, number]>,
      },
      {
        name: `${x.extension}: succeeded (agents)`,
        points: [[0, 0], ...x.progress.map((p) => [p.second, p.succeeded])] as Array<[number, number]>,
      },
    ]);
    const first = r.rollouts[0]!;
    if (first.capPerSecond && first.idealSeconds)
      series.push({
        name: `ideal at ${first.capPerSecond}/s`,
        points: [
          [0, 0],
          [first.idealSeconds, first.clusters],
        ],
        dashed: true,
      } as (typeof series)[number]);
    writeFileSync(
      file,
      lineChart({
        title: `Rollout progress, ${first.clusters} clusters, global cap ${first.capPerSecond}/s`,
        xLabel: 'seconds since the rollout was created',
        yLabel: 'clusters',
        series,
      }),
    );
    files.push(file);
  }
  return files;
}
