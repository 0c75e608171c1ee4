import { api, tenantPath } from './api';
import { h } from './dom';
import { barChart } from './charts/bars';
import type { Bar } from './charts/bars';
import { problemMatrix } from './charts/matrix';

interface ValueCount {
  value: string | null;
  count: number;
}
interface ExtensionValueCount {
  extension: string;
  value: string;
  count: number;
}

/** GET .../fleet/summary (contract/clusters.ts FleetSummary). */
export interface FleetSummary {
  clusters: number;
  connectivity: { Connected: number; Offline: number };
  region: ValueCount[];
  group: ValueCount[];
  kubernetesVersion: ValueCount[];
  agentVersion: ValueCount[];
  extensionVersion: ExtensionValueCount[];
  extensionPhase: ExtensionValueCount[];
  extensionProblems: {
    group: string | null;
    extension: string;
    phase: 'Failed' | 'Drifted';
    count: number;
  }[];
}

/** The fleet page's filters: the summary's (selector, group) and the list's own. */
export interface FleetFilters {
  selector: string;
  group: string;
  region?: string;
  extension?: string;
  phase?: string;
  extensionVersion?: string;
}

/** The counts, made by the control plane's store, with the same filters as the list. */
export function loadSummary(filters: FleetFilters): Promise<FleetSummary> {
  const query = new URLSearchParams();
  if (filters.selector) query.set('labelSelector', filters.selector);
  if (filters.group) query.set('group', filters.group);
  return api<FleetSummary>(
    'GET',
    tenantPath(`fleet/summary${query.size > 0 ? `?${query}` : ''}`),
    undefined,
    {
      keepPage: true,
    },
  );
}

/** The fleet page narrowed further: what a count links to. */
export function fleetLink(base: FleetFilters, narrower: Partial<FleetFilters>): string {
  const next = new URLSearchParams();
  const merged = {
    ...base,
    region: undefined,
    extension: undefined,
    phase: undefined,
    extensionVersion: undefined,
    ...narrower,
  };
  for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
  return `#/fleet?${next}`;
}

/**
 * A chart per facet and the matrix of failing extensions, each count a link to the clusters behind
 * it. Connectivity, Kubernetes and agent versions come from heartbeats, which the list cannot
 * filter by: those counts are drawn without links.
 */
export function summaryCharts(summary: FleetSummary, filters: FleetFilters): HTMLElement {
  const plain = (counts: ValueCount[], none: string): Bar[] =>
    counts.map(({ value, count }) => ({ label: value ?? none, count }));
  const perExtension = (counts: ExtensionValueCount[], key: 'phase' | 'extensionVersion'): Bar[] =>
    counts.map(({ extension, value, count }) => ({
      label: `${extension} ${value}`,
      count,
      href: fleetLink(filters, { extension, [key]: value }),
    }));
  return h(
    'div',
    { id: 'fleet-summary' },
    h(
      'div',
      { class: 'cards' },
      barChart(
        'Connectivity',
        Object.entries(summary.connectivity)
          .filter(([, n]) => n > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([label, count]) => ({ label, count })),
      ),
      barChart(
        'Region',
        summary.region.map(({ value, count }) => ({
          label: value ?? 'none',
          count,
          ...(value ? { href: fleetLink(filters, { region: value }) } : {}),
        })),
      ),
      barChart(
        'Extension phases',
        perExtension(summary.extensionPhase, 'phase').map((bar, index) => ({
          ...bar,
          tone: summary.extensionPhase[index]!.value,
        })),
        { limit: 12 },
      ),
      barChart('Extension versions', perExtension(summary.extensionVersion, 'extensionVersion'), {
        limit: 12,
      }),
      barChart('Kubernetes', plain(summary.kubernetesVersion, 'unknown')),
      barChart('Agent', plain(summary.agentVersion, 'unknown')),
    ),
    problemMatrix(summary.extensionProblems, (problem) =>
      fleetLink(filters, { group: problem.group ?? '', extension: problem.extension, phase: problem.phase }),
    ),
  );
}
