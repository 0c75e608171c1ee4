import { readFileSync } from 'node:fs';

/** One row of a heap snapshot summary: every node of one type and name (a constructor, a native part). */
export interface HeapSummaryEntry {
  type: string;
  name: string;
  count: number;
  selfBytes: number;
}

interface HeapSnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * The V8 heap snapshot (`v8.writeHeapSnapshot`, the format DevTools reads) summed by node type
 * and name, largest self size first: what the heap holds, by constructor. Strings, numbers and
 * code are summed by type alone (their names are their contents).
 */
export function summarizeHeapSnapshot(
  file: string,
  top = 15,
): { totalSelfBytes: number; entries: HeapSummaryEntry[] } {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshotFile;
  const fields = parsed.snapshot.meta.node_fields;
  const types = parsed.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byKey = new Map<string, HeapSummaryEntry>();
  let totalSelfBytes = 0;
  for (let i = 0; i < parsed.nodes.length; i += width) {
    const type = types[parsed.nodes[i + typeAt]!] ?? 'unknown';
    const size = parsed.nodes[i + sizeAt]!;
    totalSelfBytes += size;
    const name = ['string', 'concatenated string', 'sliced string', 'number', 'code', 'hidden'].includes(type)
      ? `(${type})`
      : (parsed.strings[parsed.nodes[i + nameAt]!] ?? '?').slice(0, 80);
    const key = `${type}\u0000${name}`;
    const entry = byKey.get(key) ?? { type, name, count: 0, selfBytes: 0 };
    entry.count++;
    entry.selfBytes += size;
    byKey.set(key, entry);
  }
  const entries = [...byKey.values()].sort((a, b) => b.selfBytes - a.selfBytes).slice(0, top);
  return { totalSelfBytes, entries };
}
