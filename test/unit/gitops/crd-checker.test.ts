import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { crdChecker } from '../../support/crd-schema';

/** A CRD of kind Widget (example.com/v1) whose spec carries these CEL rules. */
function widgetCrd(dir: string, rules: { rule: string; message?: string }[]): string {
  const file = join(dir, 'widget.yaml');
  writeFileSync(
    file,
    YAML.stringify({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      spec: {
        group: 'example.com',
        names: { kind: 'Widget' },
        versions: [
          {
            name: 'v1',
            schema: {
              openAPIV3Schema: {
                type: 'object',
                properties: {
                  spec: {
                    type: 'object',
                    properties: { url: { type: 'string' }, size: { type: 'integer' } },
                    'x-kubernetes-validations': rules,
                  },
                },
              },
            },
          },
        ],
      },
    }),
  );
  return file;
}

describe('crdChecker', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'arcbridge-crd-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const widget = (spec: Record<string, unknown>) => ({
    apiVersion: 'example.com/v1',
    kind: 'Widget',
    metadata: { name: 'w' },
    spec,
  });

  it("evaluates the CRD's CEL rules, skips transition rules, and routes by group, version and kind", () => {
    const check = crdChecker(
      widgetCrd(dir, [
        { rule: 'self.size <= 3', message: 'at most 3' },
        { rule: 'has(self.url)' },
        { rule: 'self.size >= oldSelf.size', message: 'never shrinks' },
      ]),
      'v1',
    );
    expect(check(widget({ url: 'u', size: 3 }))).toEqual([]);
    expect(check({ ...widget({ size: 4 }), apiVersion: 'example.com/v2', kind: 'Gadget' })).toEqual([
      '/apiVersion must be example.com/v1',
      '/kind must be Widget',
      '/spec at most 3',
      '/spec failed rule: has(self.url)',
    ]);
  });

  it('refuses to pass an object when a rule is beyond cel-js (a Kubernetes CEL library)', () => {
    const check = crdChecker(widgetCrd(dir, [{ rule: 'isURL(self.url)' }]), 'v1');
    expect(() => check(widget({ url: 'https://example.com' }))).toThrow(
      /cel-js cannot evaluate the CRD rule isURL\(self\.url\) at \/spec/,
    );
  });
});
