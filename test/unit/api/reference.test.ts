import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { DOCUMENT_KINDS, renderReference } from '../../../contract/reference';

const root = join(__dirname, '../../..');

/** Every key path in a document, stopping at free-form mappings (values, schemas). */
function keyPaths(value: unknown, prefix: string, freeForm: Set<string>, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${prefix}[]`, freeForm, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.push(path);
    if (!freeForm.has(path)) keyPaths(child, path, freeForm, out);
  }
}

describe('docs/reference.md (YAML reference)', () => {
  const reference = renderReference();

  it('is committed and current: run `npm run reference` after changing a schema', () => {
    expect(readFileSync(join(root, 'docs/reference.md'), 'utf8')).toBe(reference);
  });

  it('documents every field the examples use, and the examples pass the schemas', () => {
    for (const kind of DOCUMENT_KINDS) {
      const section = reference.split(`## ${kind.title}\n`)[1]!.split('\n## ')[0]!;
      const documented = new Set([...section.matchAll(/^\| `([^`]+)` \| ([^|]+) \|/gm)].map((m) => m[1]!));
      const freeForm = new Set(
        [...section.matchAll(/^\| `([^`]+)` \| mapping \(any keys\) \|/gm)].map((m) => m[1]!),
      );
      expect(documented.size).toBeGreaterThan(5);
      for (const file of kind.example.split(', ')) {
        for (const doc of parseAllDocuments(readFileSync(join(root, file), 'utf8'))) {
          const value = doc.toJSON() as Record<string, unknown>;
          const paths: string[] = [];
          keyPaths(value, '', freeForm, paths);
          for (const path of paths)
            expect({ file, path, documented: documented.has(path) }).toEqual({
              file,
              path,
              documented: true,
            });
          const body = { ...value };
          for (const field of kind.addressing) delete body[field.name];
          const parsed = kind.schema.safeParse(body);
          expect({ file, issues: parsed.error?.issues ?? [] }).toEqual({ file, issues: [] });
        }
      }
    }
  });
});
