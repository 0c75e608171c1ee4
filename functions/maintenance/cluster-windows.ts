import type { ClusterDocument } from '../clusters';
import { MAX_PAGE_SIZE } from '../platform/store/store';
import type { Collection } from '../platform/store/store';
import { compileTarget, factsOf } from '../targeting';
import type { MaintenanceWindowDocument } from './model';
import { WindowSchedule } from './window-schedule';
import type { WindowPhase } from './window-schedule';

/** A cluster's maintenance windows together: open while any of them is. */
export interface ClusterWindow {
  /** The windows' names, for messages. */
  names: string[];
  phaseAt(at: number): WindowPhase;
}

/**
 * Which clusters have maintenance windows, and their windows' schedules: what a rollout asks before
 * it sends a cluster its update. A tenant without windows costs one query of its windows; with
 * windows, one read of the clusters asked about (their labels and group).
 */
export class ClusterWindows {
  constructor(
    private readonly windows: (tenantId: string) => Promise<MaintenanceWindowDocument[]>,
    private readonly clusters: Collection<ClusterDocument>,
  ) {}

  /** Per cluster that has at least one window; clusters without one are missing from the map. */
  async of(tenantId: string, clusterIds: readonly string[]): Promise<Map<string, ClusterWindow>> {
    const result = new Map<string, ClusterWindow>();
    const windows = await this.windows(tenantId);
    if (windows.length === 0 || clusterIds.length === 0) return result;
    const compiled = windows.map((window) => ({
      name: window.name,
      matches: compileTarget({
        ...(window.clusters.selector !== undefined ? { selector: window.clusters.selector } : {}),
        ...(window.clusters.groups !== undefined ? { groups: window.clusters.groups } : {}),
      }),
      schedule: new WindowSchedule(window.schedule, window.timeZone, window.durationMinutes),
    }));
    const docs: ClusterDocument[] = [];
    for (let start = 0; start < clusterIds.length; start += MAX_PAGE_SIZE) {
      const page = await this.clusters.readMany(tenantId, clusterIds.slice(start, start + MAX_PAGE_SIZE));
      docs.push(...page.map(({ doc }) => doc));
    }
    for (const doc of docs) {
      const facts = factsOf(doc);
      const own = compiled.filter((window) => window.matches(facts));
      if (own.length === 0) continue;
      result.set(doc.id, { names: own.map((w) => w.name), phaseAt: (at) => combined(own, at) });
    }
    return result;
  }
}

/** Open while any window is (until the last of the open ones closes); otherwise until the first opens. */
function combined(windows: { schedule: WindowSchedule }[], at: number): WindowPhase {
  const phases = windows.map((window) => window.schedule.phaseAt(at));
  const open = phases.filter((phase) => phase.open);
  if (open.length > 0) {
    return {
      open: true,
      opensAt: Math.min(...open.map((phase) => phase.opensAt)),
      closesAt: Math.max(...open.map((phase) => phase.closesAt)),
    };
  }
  const next = phases.map((phase) => phase.opensAt).filter((at): at is number => at !== null);
  return { open: false, opensAt: next.length > 0 ? Math.min(...next) : null };
}
