export type OutputFormat = 'table' | 'json';

export interface Printer {
  format: OutputFormat;
  /** Prints `data` as JSON, or as the table/lines `human` renders. */
  result(data: unknown, human: () => string): void;
}

export function createPrinter(format: OutputFormat, write: (text: string) => void): Printer {
  return {
    format,
    result(data, human) {
      write(format === 'json' ? JSON.stringify(data, null, 2) + '\n' : human() + '\n');
    },
  };
}

/** A plain aligned table: no colours, so it pipes and greps well. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

export function ago(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'never';
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
  if (seconds < 90) return `${seconds}s ago`;
  if (seconds < 5400) return `${Math.round(seconds / 60)}m ago`;
  if (seconds < 129600) return `${Math.round(seconds / 3600)}h ago`;
  return `${Math.round(seconds / 86400)}d ago`;
}
