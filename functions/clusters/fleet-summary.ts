import type { FleetSummary } from '../../contract/clusters';
import type { Clock } from '../platform/clock';
import { parseLabelSelector } from '../platform/store/label-selector';
import type { Collection, Filter, GroupCount } from '../platform/store/store';
import type { ClusterDocument, HeartbeatDocument, StatusDocument } from './model';

export interface FleetSummaryFilters {
  labelSelector?: string | undefined;
  /** Clusters in this group or below it. */
  group?: string | undefined;
}

type ValueCounts = FleetSummary['region'];
type Counted = ClusterDocument | HeartbeatDocument | StatusDocument;

/**
 * Counts a tenant's clusters with the store's countBy, so a summary reads a few values per cluster
 * instead of every cluster document. Region and group come from the cluster documents; connectivity
 * and versions from the heartbeat documents, which carry a copy of their cluster's labels and group
 * (InventoryService.heartbeat, ClusterService.update) so the same filters apply to them. Extension
 * versions and phases come from the status documents (one per cluster, holding each extension's
 * latest phase and installed version, and the same copies): one count per extension in the catalog.
 */
export class FleetSummaryService {
  constructor(
    private readonly collections: {
      clusters: Collection<ClusterDocument>;
      heartbeats: Collection<HeartbeatDocument>;
      status: Collection<StatusDocument>;
    },
    private readonly clock: Clock,
    private readonly offlineAfterSeconds: number,
    /** The tenant's extension names (the catalog's): the keys of the status documents' maps. */
    private readonly extensionNames: (tenantId: string) => Promise<string[]>,
  ) {}

  async summarize(tenantId: string, filters: FleetSummaryFilters): Promise<FleetSummary> {
    const selector = filters.labelSelector ? parseLabelSelector(filters.labelSelector) : [];
    const variants = whereVariants(selector, filters.group);
    const cutoff = new Date(this.clock.now().getTime() - this.offlineAfterSeconds * 1000).toISOString();
    const countBy = <T extends Counted>(
      collection: Collection<T>,
      by: string[][],
      extra: Filter[] = [],
    ): Promise<GroupCount[]> =>
      Promise.all(
        variants.map((where) => collection.countBy(tenantId, { where: [...where, ...extra], by })),
      ).then((results) => results.flat());
    // Each count reads every matching document once, whatever it groups by: several values are
    // grouped in one count (their combinations are few) and taken apart here (`column`).
    const names = await this.extensionNames(tenantId);
    const phasePath = (extension: string) => ['latest', extension, 'phase'];
    const [placement, connected, versions, states, problemCounts] = await Promise.all([
      countBy(this.collections.clusters, [['region'], ['group']]),
      countBy(this.collections.heartbeats, [], [{ path: ['lastHeartbeat'], op: 'gte', value: cutoff }]),
      countBy(this.collections.heartbeats, [['kubernetesVersion'], ['agentVersion']]),
      names.length === 0
        ? Promise.resolve([])
        : countBy(this.collections.status, [
            ...names.map(phasePath),
            ...names.map((extension) => ['installed', extension]),
          ]),
      // Only the failing clusters are grouped by group: a count by group alone could have a row
      // per cluster (a group per store).
      Promise.all(
        names.map((extension) =>
          countBy(
            this.collections.status,
            [['group'], phasePath(extension)],
            [{ path: phasePath(extension), op: 'in', values: ['Failed', 'Drifted'] }],
          ),
        ),
      ),
    ]);
    const regions = column(placement, 0);
    const groups = column(placement, 1);
    const kubernetes = column(versions, 0);
    const agents = column(versions, 1);
    const extensions = names.map((extension, index) => ({
      extension,
      phases: column(states, index),
      versions: column(states, names.length + index),
      problems: problemCounts[index]!,
    }));
    const clusters = total(regions);
    // A heartbeat's copy of the labels can trail a label change by one heartbeat: never count more
    // connected clusters than clusters.
    const online = Math.min(total(connected), clusters);
    return {
      clusters,
      connectivity: { Connected: online, Offline: clusters - online },
      region: tally(regions),
      group: tally(groups),
      kubernetesVersion: withUnreported(tally(kubernetes), clusters),
      agentVersion: withUnreported(tally(agents), clusters),
      extensionVersion: extensions.flatMap(({ extension, versions }) =>
        tally(versions).flatMap(({ value, count }) => (value === null ? [] : [{ extension, value, count }])),
      ),
      extensionPhase: extensions.flatMap(({ extension, phases }) =>
        tally(phases).flatMap(({ value, count }) => (value === null ? [] : [{ extension, value, count }])),
      ),
      extensionProblems: extensions
        .flatMap(({ extension, problems }) => problemsOf(extension, problems))
        .sort((a, b) => b.count - a.count || (a.group ?? '').localeCompare(b.group ?? '')),
    };
  }
}

/** Failed and Drifted counts per group, from counts keyed [group, phase]. */
function problemsOf(extension: string, phases: GroupCount[]): FleetSummary['extensionProblems'] {
  const counts = new Map<string, FleetSummary['extensionProblems'][number]>();
  for (const { key, count } of phases) {
    const phase = key[1];
    if (phase !== 'Failed' && phase !== 'Drifted') continue;
    const group = typeof key[0] === 'string' ? key[0] : null;
    const id = JSON.stringify([group, phase]);
    const entry = counts.get(id) ?? { group, extension, phase, count: 0 };
    entry.count += count;
    counts.set(id, entry);
  }
  return [...counts.values()];
}

/**
 * The filters as a list of AND-ed clause sets whose matches are disjoint, to be counted apart and
 * summed: a group covers the group itself and everything below it, which the Filter port (AND only)
 * says as two sets, `group = g` and `group startsWith 'g/'`.
 */
function whereVariants(selector: Filter[], group: string | undefined): Filter[][] {
  if (group === undefined) return [selector];
  return [
    [...selector, { path: ['group'], op: 'eq', value: group }],
    [...selector, { path: ['group'], op: 'startsWith', value: `${group}/` }],
  ];
}

/** The counts by one of the values a count grouped by (its `index`), as if counted by it alone. */
function column(groups: GroupCount[], index: number): GroupCount[] {
  return groups.map(({ key, count }) => ({ key: [key[index] ?? null], count }));
}

function total(groups: GroupCount[]): number {
  return groups.reduce((sum, group) => sum + group.count, 0);
}

/** Merges counts of the same value (one per where variant), most frequent first, then by value. */
function tally(groups: GroupCount[]): ValueCounts {
  const counts = new Map<string | null, number>();
  for (const { key, count } of groups) {
    const value = key[0] === null || key[0] === undefined ? null : String(key[0]);
    counts.set(value, (counts.get(value) ?? 0) + count);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value ?? '').localeCompare(b.value ?? ''));
}

/** Clusters without a heartbeat document have reported no version: they count under null. */
function withUnreported(counts: ValueCounts, clusters: number): ValueCounts {
  const reported = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (reported >= clusters) return counts;
  return tally([
    ...counts.map(({ value, count }) => ({ key: [value], count })),
    { key: [null], count: clusters - reported },
  ]);
}
