import { stringify } from 'yaml';

/** The formats that print the data itself for scripts, rather than a rendering of it for people. */
export type StructuredFormat = 'json' | 'yaml';

/**
 * The data as JSON sees it (toJSON applied, undefined fields dropped), so `-o yaml` says exactly
 * what `-o json` says and nothing JSON cannot.
 */
function asJson(data: unknown): unknown {
  const text = JSON.stringify(data);
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/**
 * YAML 1.2 with keys in JSON's order, no anchors or aliases, and no folded lines (a long message
 * stays on one line for grep). Strings that a YAML 1.1 reader (go-yaml behind kubectl and Flux,
 * PyYAML) would take for something else, such as `yes`, `on` or a timestamp, are quoted, as
 * `kubectl get -o yaml` quotes them, so every reader gets the same values.
 */
export function toYaml(data: unknown): string {
  return stringify(asJson(data), {
    version: '1.2',
    compat: 'yaml-1.1',
    aliasDuplicateObjects: false,
    lineWidth: 0,
  });
}

/** One whole output document; JSON indented by `jsonIndent` (0: one line). */
export function formatDocument(format: StructuredFormat, data: unknown, jsonIndent = 2): string {
  return format === 'yaml'
    ? toYaml(data)
    : `${JSON.stringify(asJson(data), null, jsonIndent || undefined)}\n`;
}

/**
 * A writer for a stream of documents, one call each: JSON one per line (what `jq` reads as a
 * stream), YAML separated by `---` as `kubectl get --watch -o yaml` separates them (before each
 * document but the first).
 */
export function documentStream(
  format: StructuredFormat,
  write: (text: string) => void,
): (data: unknown) => void {
  let written = 0;
  return (data) => {
    if (format === 'json') write(formatDocument('json', data, 0));
    else write(`${written > 0 ? '---\n' : ''}${toYaml(data)}`);
    written += 1;
  };
}
