import { ChartTemplates, TemplateError } from '../support/go-template';
import { apiTypeViolations } from '../support/kube-schema';

/**
 * The test renderer against Go's documented text/template behaviour (pkg.go.dev/text/template)
 * and Sprig's (masterminds.github.io/sprig), so the chart test rests on the real semantics.
 */
const render = (src: string, root: Record<string, unknown> = {}, helpers = '') =>
  new ChartTemplates({ 'x.yaml': src, '_h.tpl': helpers }).render('x.yaml', root);

describe('Go text/template subset used to render the chart in tests', () => {
  it('trims white space around {{- and -}} (the docs example "{{23 -}} < {{- 45}}" gives "23<45")', () => {
    expect(render('{{23 -}} < {{- 45}}')).toBe('23<45');
    expect(render('a\n  {{- /* a comment */}}\nb')).toBe('a\nb');
  });

  it('judges emptiness like Go: false, 0, nil, "", empty list and map are false', () => {
    const src = '{{if .v}}T{{else}}F{{end}}';
    for (const v of [false, 0, null, '', [], {}]) expect(render(src, { v })).toBe('F');
    for (const v of [true, 1, 'x', [0], { a: 1 }]) expect(render(src, { v })).toBe('T');
    expect(render('{{if .a}}A{{else if .b}}B{{else}}C{{end}}', { a: 0, b: 1 })).toBe('B');
  });

  it('rebinds dot in with and range, ranges maps in key order, keeps $ as the root', () => {
    expect(render('{{with .m}}{{.k}}{{end}}', { m: { k: 'v' } })).toBe('v');
    expect(render('{{range $k, $v := .m}}{{$k}}={{$v}};{{end}}', { m: { b: 2, a: 1 } })).toBe('a=1;b=2;');
    expect(render('{{range .l}}{{.}}{{$.s}}{{end}}', { l: ['x', 'y'], s: '!' })).toBe('x!y!');
    expect(render('{{range .l}}x{{else}}empty{{end}}', { l: [] })).toBe('empty');
  });

  it('and/or return the deciding argument; a pipeline feeds the last argument', () => {
    expect(render('{{or .a .b "c"}}', { a: '', b: 'B' })).toBe('B');
    expect(render('{{and .a .b}}', { a: 'A', b: 0 })).toBe('0');
    expect(render('{{"abc" | printf "%s-%s" "x"}}')).toBe('x-abc');
  });

  it('a missing key is nil, a field of nil is an error, an unknown function is an error', () => {
    expect(render('[{{.Values.missing}}]', { Values: {} })).toBe('[]');
    expect(() => render('{{.Values.missing.deeper}}', { Values: {} })).toThrow(TemplateError);
    expect(() => render('{{lookup "v1" "Secret" "a" "b"}}')).toThrow(/outside the supported subset/);
  });

  it('Sprig and Helm functions: default, quote, trunc, trimSuffix, nindent, toYaml (sorted keys), include, required', () => {
    const helpers = '{{- define "n" -}}{{ .x | default "d" }}{{- end -}}';
    expect(render('{{ include "n" . }}|{{ include "n" .o }}', { x: '', o: { x: 'X' } }, helpers)).toBe('d|X');
    expect(render('{{ "a\\"b" | quote }}')).toBe('"a\\"b"');
    expect(render('{{ "abcdef-" | trunc 6 | trimSuffix "-" }}')).toBe('abcdef');
    expect(render('k:{{- toYaml .m | nindent 2 }}', { m: { b: 1, a: [1] } })).toBe(
      'k:\n  a:\n    - 1\n  b: 1',
    );
    expect(() => render('{{ required "need x" .x }}', { x: '' })).toThrow('need x');
  });

  it('prints numbers as Go prints float64 values: shortest form, exponent from 1e21', () => {
    expect(render('{{.a}} {{.b}} {{.c}}', { a: 8080, b: 0.5, c: 1e21 })).toBe('8080 0.5 1e+21');
  });
});

describe('API type check of rendered objects (client-node models)', () => {
  it('reports misplaced, misspelt and mistyped fields with their path', () => {
    expect(
      apiTypeViolations({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'x' },
        spec: {
          replicas: '1',
          selector: {},
          template: {
            spec: {
              containers: [
                { name: 'a', securityContext: { capabilities: { drop: ['ALL'], seccompProfile: {} } } },
              ],
              tolerations: [{ key: 'a', opertor: 'Exists' }],
            },
          },
        },
      }),
    ).toEqual([
      'Deployment.spec.replicas: expected a number, got "1"',
      'Deployment.spec.template.spec.containers[0].securityContext.capabilities.seccompProfile: no such field in V1Capabilities',
      'Deployment.spec.template.spec.tolerations[0].opertor: no such field in V1Toleration',
    ]);
  });
});
