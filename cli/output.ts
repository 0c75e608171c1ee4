import { formatDocument } from './render/structured';

/** `-o` values: `az`'s and `kubectl`'s names for them. */
export const OUTPUT_FORMATS = ['table', 'json', 'yaml'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The format an `-o` value names; anything else (not given) is the table. */
export function outputFormat(value: unknown): OutputFormat {
  return OUTPUT_FORMATS.find((format) => format === value) ?? 'table';
}

export interface Printer {
  format: OutputFormat;
  /** The output is the data for scripts (`-o json|yaml`), not a rendering of it for people. */
  structured: boolean;
  /** Prints `data` as JSON or YAML, or as the table/lines `human` renders. */
  result(data: unknown, human: () => string): void;
}

export function createPrinter(format: OutputFormat, write: (text: string) => void): Printer {
  return {
    format,
    structured: format !== 'table',
    result(data, human) {
      write(format === 'table' ? human() + '\n' : formatDocument(format, data));
    },
  };
}

/**
 * What a table cell or a `show` field without a value prints: kubectl's word for it (`<none>` in
 * `kubectl get` columns such as NODE or LABELS, and in `kubectl describe` fields such as Labels or
 * Node). `-o json` and `-o yaml` keep the API's own value (null, or the field left out).
 */
export const NONE = '<none>';

/** `value`, or NONE when it has none (null, undefined, or empty). */
export function orNone(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NONE : String(value);
}

/** Labels as `k=v` pairs (kubectl's --show-labels joins them with ','), or NONE. */
export function labelsText(labels: Record<string, string>, separator = ','): string {
  return orNone(
    Object.entries(labels)
      .map(([key, value]) => `${key}=${value}`)
      .join(separator),
  );
}

/** A table cell: a value without one (null, undefined, '') prints as NONE. */
export type Cell = string | number | null | undefined;

/** A plain aligned table: no colours, so it pipes and greps well. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(orNone));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...text.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), ...text.map(line)].join('\n');
}

export function ago(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'never';
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
  if (seconds < 90) return `${seconds}s ago`;
  if (seconds < 5400) return `${Math.round(seconds / 60)}m ago`;
  if (seconds < 129600) return `${Math.round(seconds / 3600)}h ago`;
  return `${Math.round(seconds / 86400)}d ago`;
}
