import { z } from 'zod';
import { PutAssignmentRequest } from './assignments';
import { PutSyncRuleRequest } from './sync-rules';
import { PublishExtensionVersionRequest } from './catalog';
import { HELM_RELEASE_NAME_MAX_LENGTH } from './helm-release-name';
import { CreateRolloutRequest } from './rollouts';

type JsonSchema = Record<string, unknown>;

/** A file the CLI reads (`-f`), the request schema its documents are checked against, and how. */
interface DocumentKind {
  title: string;
  command: string;
  example: string;
  schema: z.ZodType;
  /** Fields the CLI takes out of the document to address the request (not part of the body). */
  addressing: { name: string; type: string; description: string; required: boolean }[];
}

const TENANT_FIELD = {
  name: 'tenant',
  type: 'string',
  required: false,
  description: 'The tenant; instead of `--tenant`. Not sent in the body.',
};

export const DOCUMENT_KINDS: DocumentKind[] = [
  {
    title: 'Extension version',
    command: 'arcbridge extensions publish -f FILE',
    example: 'examples/extension.yaml',
    schema: PublishExtensionVersionRequest,
    addressing: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: `Extension name (a DNS label). A helm extension's name is its Helm release name, so at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters. Part of the URL, not the body.`,
      },
      {
        name: 'version',
        type: 'string',
        required: true,
        description: 'Version; immutable once published. Part of the URL, not the body.',
      },
      TENANT_FIELD,
    ],
  },
  {
    title: 'Assignment',
    command: 'arcbridge assignments apply -f FILE',
    example: 'examples/assignment.yaml, examples/group-overlays.yaml',
    schema: PutAssignmentRequest,
    addressing: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Assignment name (a DNS label). Part of the URL, not the body.',
      },
      TENANT_FIELD,
    ],
  },
  {
    title: 'Sync rule',
    command: 'arcbridge sync-rules apply -f FILE',
    example: 'examples/sync-rule.yaml',
    schema: PutSyncRuleRequest,
    addressing: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Sync rule name (a DNS label). Part of the URL, not the body.',
      },
      TENANT_FIELD,
    ],
  },
  {
    title: 'Rollout',
    command: 'arcbridge rollouts start -f FILE',
    example: 'examples/rollout.yaml',
    schema: CreateRolloutRequest,
    addressing: [TENANT_FIELD],
  },
];

interface Row {
  path: string;
  type: string;
  required: boolean;
  default: string;
  rules: string[];
  description: string;
}

/** Follows `$ref`s into `$defs`, keeping the referring node's own keys (description, default). */
function resolve(node: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const { $ref: _ref, ...own } = node;
  const target = defs[ref.replace('#/$defs/', '')] ?? {};
  return { ...resolve(target, defs), ...own };
}

function typeOf(node: JsonSchema, defs: Record<string, JsonSchema>): string {
  const n = resolve(node, defs);
  if (Array.isArray(n.enum)) return `one of ${n.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (Array.isArray(n.anyOf)) return `one of ${n.anyOf.length} forms`;
  if (n.type === 'array') return `list of ${typeOf((n.items ?? {}) as JsonSchema, defs)}`;
  if (n.type === 'object' && !n.properties) return 'mapping (any keys)';
  if (Array.isArray(n.type)) return n.type.join(' or ');
  if (n.type === 'integer') return 'integer';
  return typeof n.type === 'string' ? (n.type === 'object' ? 'mapping' : n.type) : 'any';
}

function rulesOf(n: JsonSchema): string[] {
  const rules: string[] = [];
  const bound = (key: string, text: string) => {
    if (typeof n[key] === 'number') rules.push(`${text} ${n[key] as number}`);
  };
  bound('minimum', '>=');
  bound('exclusiveMinimum', '>');
  bound('maximum', '<=');
  bound('exclusiveMaximum', '<');
  bound('minLength', 'length >=');
  bound('maxLength', 'length <=');
  bound('minItems', 'items >=');
  bound('maxItems', 'items <=');
  if (typeof n.pattern === 'string') rules.push(`matches \`${n.pattern}\``);
  return rules;
}

function rows(
  node: JsonSchema,
  defs: Record<string, JsonSchema>,
  prefix: string,
  required: boolean,
  out: Row[],
  selfRow = true,
): void {
  const n = resolve(node, defs);
  if (prefix && selfRow) {
    const items = n.type === 'array' ? resolve((n.items ?? {}) as JsonSchema, defs) : undefined;
    out.push({
      path: prefix,
      type: typeOf(n, defs),
      required,
      default: n.default === undefined ? '' : JSON.stringify(n.default),
      rules: [...rulesOf(n), ...(items && items.type !== 'object' ? rulesOf(items) : [])],
      description: String(n.description ?? items?.description ?? ''),
    });
  }
  if (n.type === 'object' && n.properties) {
    const needed = new Set((n.required ?? []) as string[]);
    for (const [key, child] of Object.entries(n.properties as Record<string, JsonSchema>)) {
      rows(child, defs, prefix ? `${prefix}.${key}` : key, needed.has(key), out);
    }
  } else if (n.type === 'array') {
    const items = resolve((n.items ?? {}) as JsonSchema, defs);
    if (items.type === 'object' || Array.isArray(items.anyOf))
      rows(items, defs, `${prefix}[]`, false, out, false);
  } else if (Array.isArray(n.anyOf)) {
    // The forms' fields, once each; a field only some forms have says which.
    const variants = n.anyOf as JsonSchema[];
    const merged = new Map<string, { row: Row; forms: number[] }>();
    variants.forEach((variant, index) => {
      const own: Row[] = [];
      rows(variant, defs, prefix, false, own, false);
      for (const row of own) {
        const key = `${row.path} ${row.type} ${row.rules.join()}`;
        const seen = merged.get(key);
        if (seen) seen.forms.push(index + 1);
        else merged.set(key, { row, forms: [index + 1] });
      }
    });
    for (const { row, forms } of merged.values()) {
      const only = forms.length < variants.length ? `Form ${forms.join(', ')} of ${variants.length}. ` : '';
      out.push({ ...row, description: `${only}${row.description}`.trim() });
    }
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function renderKind(kind: DocumentKind): string {
  const json = z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  const out: Row[] = kind.addressing.map((field) => ({
    path: field.name,
    type: field.type,
    required: field.required,
    default: '',
    rules: [],
    description: field.description,
  }));
  rows(json, defs, '', true, out);
  const lines = [
    `## ${kind.title}`,
    '',
    `\`${kind.command}\`; example: ${kind.example
      .split(', ')
      .map((file) => `[${file}](../${file})`)
      .join(', ')}.`,
    '',
    '| field | type | required | default | rules | description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...out.map(
      (row) =>
        `| \`${row.path}\` | ${cell(row.type)} | ${row.required ? 'yes' : ''} | ${row.default ? `\`${cell(row.default)}\`` : ''} | ${cell(row.rules.join(', '))} | ${cell(row.description)} |`,
    ),
  ];
  return lines.join('\n');
}

/** docs/reference.md: every field of every file the CLI applies, from the schemas the API validates with. */
export function renderReference(): string {
  return (
    [
      '# YAML reference',
      '',
      '<!-- Generated from the zod schemas in contract/ by `npm run reference`; a test fails when it is stale. -->',
      '',
      'The files `arcbridge ... -f FILE` reads: YAML (JSON is YAML too), one or more documents',
      'separated by `---`. The API checks each document against the schema below and answers every',
      'violation at once; the CLI names each one by file and field (`rollout.yaml: strategy.stages[0].gate`).',
      'A `path[]` row describes each item of a list; a field that takes one of several forms lists the fields of each form.',
      'Rules that tie fields together (for example "give exactly one of selector or percent") are',
      'checked as well and reported with the field they concern.',
      '',
      ...DOCUMENT_KINDS.map(renderKind).flatMap((section) => [section, '']),
    ]
      .join('\n')
      .trimEnd() + '\n'
  );
}
