import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { ChartTemplates } from './go-template';

export interface RenderedObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [key: string]: unknown;
  /** The template file it came from. */
  source: string;
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Helm's coalescing: user maps merge into the defaults key by key, anything else replaces, null deletes. */
export function coalesce(defaults: unknown, user: unknown): unknown {
  if (!isMap(defaults) || !isMap(user)) return user === undefined ? defaults : user;
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(user)) {
    if (v === null) delete out[k];
    else out[k] = coalesce(defaults[k], v);
  }
  return out;
}

/**
 * Renders a chart as `helm template` does on the chart's own files: values.yaml coalesced with
 * the given values, checked against values.schema.json (Helm refuses values that fail it), every
 * non-partial template rendered and split into documents. Go templates are rendered with the
 * test's text/template subset (helm cannot be installed here).
 */
export class HelmChart {
  readonly defaults: Record<string, unknown>;
  readonly schema: object;
  private readonly chart: { name: string; version: string; appVersion: string };
  private readonly templates: ChartTemplates;
  private readonly files: string[];
  private readonly ajv = new Ajv({ allErrors: true, strict: false });

  constructor(private readonly dir: string) {
    this.defaults = parse(readFileSync(join(dir, 'values.yaml'), 'utf8')) as Record<string, unknown>;
    this.schema = JSON.parse(readFileSync(join(dir, 'values.schema.json'), 'utf8')) as object;
    this.chart = parse(readFileSync(join(dir, 'Chart.yaml'), 'utf8')) as typeof this.chart;
    const names = readdirSync(join(dir, 'templates')).filter((f) => /\.(ya?ml|tpl)$/.test(f));
    this.templates = new ChartTemplates(
      Object.fromEntries(names.map((f) => [f, readFileSync(join(dir, 'templates', f), 'utf8')])),
    );
    this.files = names.filter((f) => !f.startsWith('_')).sort();
  }

  /** Schema errors of the coalesced values ([] when valid), as Helm would print them. */
  validate(values: Record<string, unknown>): string[] {
    const merged = coalesce(this.defaults, values);
    const valid = this.ajv.validate(this.schema, merged);
    return valid ? [] : (this.ajv.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  }

  render(
    values: Record<string, unknown>,
    release = { name: 'arcbridge', namespace: 'arcbridge-system' },
  ): RenderedObject[] {
    const errors = this.validate(values);
    if (errors.length > 0)
      throw new Error(`values don't meet the specifications of the schema: ${errors.join('; ')}`);
    const root = {
      Values: coalesce(this.defaults, values),
      Release: {
        Name: release.name,
        Namespace: release.namespace,
        Service: 'Helm',
        IsInstall: true,
        IsUpgrade: false,
        Revision: 1,
      },
      Chart: { Name: this.chart.name, Version: this.chart.version, AppVersion: this.chart.appVersion },
      // Helm's .Files.Get: a file of the chart (outside templates/) as a string, "" when absent.
      Files: {
        Get: (path: unknown) => {
          const file = join(this.dir, String(path));
          return existsSync(file) && !String(path).startsWith('templates/') ? readFileSync(file, 'utf8') : '';
        },
      },
    };
    const out: RenderedObject[] = [];
    for (const file of this.files) {
      const text = this.templates.render(file, root);
      for (const doc of parseAllDocuments(text)) {
        if (doc.errors.length > 0)
          throw new Error(`${file}: invalid YAML: ${doc.errors[0]!.message}\n${text}`);
        const value = doc.toJS() as Record<string, unknown> | null;
        if (value === null) continue;
        // Not enumerable: comparisons and API type checks see only the object itself.
        out.push(
          Object.defineProperty(value, 'source', { value: file, enumerable: false }) as RenderedObject,
        );
      }
    }
    return out;
  }
}
