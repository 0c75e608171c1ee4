import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { Kustomization } from '@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1';
import { GitRepository } from '@kubernetes-models/flux-cd/source.toolkit.fluxcd.io/v1';

/** The Flux bootstrap docs/gitops.md tells users to apply is valid against Flux's CRD schemas. */
describe('docs/gitops.md bootstrap', () => {
  const markdown = readFileSync(join(__dirname, '../../../docs/gitops.md'), 'utf8');
  const blocks = [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const bootstrap = blocks.find((block) => block.includes('kind: GitRepository'));

  it('has a GitRepository and a Kustomization that validate, pointing at a cluster folder', () => {
    expect(bootstrap).toBeDefined();
    const docs = YAML.parseAllDocuments(bootstrap!).map((doc) => doc.toJS() as Record<string, unknown>);
    const [repository, kustomization] = docs as [Record<string, unknown>, Record<string, unknown>];
    expect(() => new GitRepository(repository as never).validate()).not.toThrow();
    expect(() => new Kustomization(kustomization as never).validate()).not.toThrow();
    expect((kustomization.spec as { path: string }).path).toMatch(/^\.\/fleet\/clusters\/c-[a-z0-9]{26}$/);
    expect((kustomization.spec as { sourceRef: { name: string } }).sourceRef.name).toBe(
      (repository.metadata as { name: string }).name,
    );
    // and the check can fail
    expect(() =>
      new Kustomization({ metadata: { name: 'x' }, spec: { interval: '1m' } } as never).validate(),
    ).toThrow();
  });
});
