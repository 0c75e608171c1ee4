import { LogEvents, Metrics } from '../../../functions/platform/telemetry/telemetry-names';

/**
 * Reads the telemetry a KQL query depends on: the metric names it selects in `customMetrics`
 * (`name == "x"`, `name in ("x", "y")`), the log events it selects in `traces`
 * (`message == "x"`), and the `customDimensions` keys it reads.
 */
export interface TelemetryReferences {
  metrics: string[];
  events: string[];
  dimensions: string[];
}

const quoted = (list: string) => [...list.matchAll(/"([^"]*)"/g)].map((match) => match[1]!);

export function telemetryReferences(query: string): TelemetryReferences {
  const metrics: string[] = [];
  const events: string[] = [];
  for (const match of query.matchAll(/\bname\s*(?:==|=~)\s*"([^"]*)"/g)) metrics.push(match[1]!);
  for (const match of query.matchAll(/\bname\s+in\s*\(([^)]*)\)/g)) metrics.push(...quoted(match[1]!));
  for (const match of query.matchAll(/\bmessage\s*(?:==|=~)\s*"([^"]*)"/g)) events.push(match[1]!);
  for (const match of query.matchAll(/\bmessage\s+in\s*\(([^)]*)\)/g)) events.push(...quoted(match[1]!));
  const dimensions = [
    ...[...query.matchAll(/customDimensions\.([A-Za-z_]\w*)/g)].map((match) => match[1]!),
    ...[...query.matchAll(/customDimensions\[\s*["']([^"']+)["']\s*\]/g)].map((match) => match[1]!),
  ];
  return { metrics, events, dimensions: [...new Set(dimensions)] };
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
  if (/\bcustomMetrics\b/.test(query) && references.metrics.length === 0)
    problems.push('reads customMetrics without selecting a metric by name');
  if (/\btraces\b/.test(query) && references.events.length === 0)
    problems.push('reads traces without selecting a log event by message');
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
