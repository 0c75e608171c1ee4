import { LogEvents, Metrics } from '../../../functions/platform/telemetry/telemetry-names';
import { CLUSTER_ID_ATTRIBUTE, TENANT_ID_ATTRIBUTE } from '../../../contract/trace-context';
import { telemetrySelections } from './kql-analysis';

/** Attributes the control plane's spans carry: `requests` and `dependencies` customDimensions. */
const SPAN_ATTRIBUTES = [CLUSTER_ID_ATTRIBUTE, TENANT_ID_ATTRIBUTE];

/**
 * The telemetry a KQL query depends on, read from the Kusto language service's bound syntax tree
 * (kql-analysis.ts): the metric names it compares `customMetrics.name` with, the log events it
 * compares `traces.message` with, and the `customDimensions` keys it reads.
 */
export interface TelemetryReferences {
  metrics: string[];
  events: string[];
  dimensions: string[];
}

export function telemetryReferences(query: string): TelemetryReferences {
  const { metrics, events, dimensions } = telemetrySelections(query);
  return { metrics, events, dimensions };
}

/** Problems with a query's telemetry references against telemetry-names.ts. */
export function telemetryProblems(query: string): string[] {
  const problems: string[] = [];
  const references = telemetryReferences(query);
  const metricByName = new Map<string, readonly string[]>(
    Object.values(Metrics).map((m) => [m.name, m.attributes]),
  );
  const eventByName = new Map<string, readonly string[]>(
    Object.values(LogEvents).map((e) => [e.name, e.attributes]),
  );
  const allowedDimensions = new Set<string>();
  for (const name of references.metrics) {
    const attributes = metricByName.get(name);
    if (!attributes) problems.push(`metric "${name}" is not exported by telemetry-names.ts`);
    else attributes.forEach((attribute) => allowedDimensions.add(attribute));
  }
  for (const name of references.events) {
    const attributes = eventByName.get(name);
    if (!attributes) problems.push(`log event "${name}" is not exported by telemetry-names.ts`);
    else attributes.forEach((attribute) => allowedDimensions.add(attribute));
  }
  const { tables } = telemetrySelections(query);
  if (tables.includes('customMetrics') && references.metrics.length === 0)
    problems.push('reads customMetrics without selecting a metric by name');
  // A query that follows a trace reads every log line of the operations it found, by operation_Id.
  const followsTrace = /\boperation_Id\s+in\b/.test(query);
  if (tables.includes('traces') && references.events.length === 0 && !followsTrace)
    problems.push('reads traces without selecting a log event by message');
  if (tables.includes('requests') || tables.includes('dependencies'))
    SPAN_ATTRIBUTES.forEach((a) => allowedDimensions.add(a));
  for (const dimension of references.dimensions) {
    if (!allowedDimensions.has(dimension))
      problems.push(`customDimensions.${dimension} is not an attribute of the telemetry it selects`);
  }
  return problems;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes, duplicates numbered. */
export function headingAnchors(
  markdown: string,
): Map<string, { level: number; line: number; title: string }> {
  const anchors = new Map<string, { level: number; line: number; title: string }>();
  const seen = new Map<string, number>();
  let inFence = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^```/.test(line)) inFence = !inFence;
    const heading = !inFence && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) return;
    const base = heading[2]!
      .toLowerCase()
      .replace(/[`*_]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.set(count === 0 ? base : `${base}-${count}`, {
      level: heading[1]!.length,
      line: index,
      title: heading[2]!,
    });
  });
  return anchors;
}

/** The text of a `##` section, up to the next heading of the same or a higher level. */
export function section(markdown: string, anchor: string): string | undefined {
  const heading = headingAnchors(markdown).get(anchor);
  if (!heading) return undefined;
  const lines = markdown.split('\n');
  const end = lines.findIndex(
    (line, index) => index > heading.line && new RegExp(`^#{1,${heading.level}}\\s`).test(line),
  );
  return lines.slice(heading.line, end === -1 ? undefined : end).join('\n');
}

export function kustoBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```kusto\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
