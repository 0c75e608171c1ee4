import type { RolloutTimeline } from '../../contract/rollout-timeline';
import { problems } from '../../contract/problems';
import { recordId } from './model';
import type { RolloutClusterDocument } from './model';
import type { RolloutStore } from './rollout-store';

/** Points per stage at most: enough for a chart a few hundred pixels wide. */
const MAX_POINTS = 200;

/**
 * A rollout's clusters sent and updated over time, per stage: read from its per-cluster records
 * (the sends' admission times, the verdicts' times), so it is what happened, not an estimate.
 */
export class RolloutTimelines {
  constructor(private readonly store: RolloutStore) {}

  async timeline(tenantId: string, rolloutId: string): Promise<RolloutTimeline> {
    const rollout = await this.store.rollout(tenantId, rolloutId);
    if (!rollout) throw problems.notFound('Rollout', rolloutId);
    const sent: string[][] = rollout.doc.stages.map(() => []);
    const updated: string[][] = rollout.doc.stages.map(() => []);
    let continuationToken: string | undefined;
    do {
      const page = await this.store.c.records.query(tenantId, {
        where: [{ path: ['id'], op: 'startsWith', value: recordId(rolloutId, '') }],
        limit: 1000,
        ...(continuationToken ? { continuationToken } : {}),
      });
      for (const { doc } of page.items) record(doc, sent, updated);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return {
      rolloutId,
      pacing: { perSecond: rollout.doc.spec.strategy.pacing?.perSecond ?? null },
      stages: rollout.doc.stages.map((stage, index) => ({
        name: stage.name,
        total: stage.total,
        startedAt: stage.startedAt,
        completedAt: stage.completedAt,
        points: cumulative(sent[index]!, updated[index]!),
      })),
    };
  }
}

function record(doc: RolloutClusterDocument, sent: string[][], updated: string[][]): void {
  if (doc.stage < 0 || doc.stage >= sent.length) return;
  if (doc.appliedAt) sent[doc.stage]!.push(doc.appliedAt);
  if (doc.state === 'Succeeded') updated[doc.stage]!.push(doc.updatedAt);
}

/** Both counts at every moment either changed, oldest first, thinned evenly to MAX_POINTS. */
function cumulative(sent: string[], updated: string[]): RolloutTimeline['stages'][number]['points'] {
  const events = [
    ...sent.map((at) => ({ at, sent: 1, updated: 0 })),
    ...updated.map((at) => ({ at, sent: 0, updated: 1 })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const points: RolloutTimeline['stages'][number]['points'] = [];
  let s = 0;
  let u = 0;
  for (const event of events) {
    s += event.sent;
    u += event.updated;
    const last = points[points.length - 1];
    if (last && last.at === event.at) Object.assign(last, { sent: s, updated: u });
    else points.push({ at: event.at, sent: s, updated: u });
  }
  if (points.length <= MAX_POINTS) return points;
  // Cumulative counts stay true at any point kept; the last one is always kept.
  const step = (points.length - 1) / (MAX_POINTS - 1);
  return Array.from({ length: MAX_POINTS }, (_, i) => points[Math.round(i * step)]!);
}
