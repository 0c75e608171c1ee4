import type { DesiredExtension } from '../../contract/desired';
import { extensionConditions } from '../../agent/cluster-conditions';
import { createRenderer } from '../../agent/reconcile/render/default-renderer';
import type { CommandRunner, SourceFetcher } from '../../agent/reconcile/render/port';
import { memoryReconciler } from './memory-reconciler';

/**
 * A helm extension published before the catalog held its name to Helm's release-name rule still
 * reaches the agent. It ends as Failed/RenderFailed naming the rule, before the chart is fetched
 * or helm runs, and the ArcBridgeCluster's Rendered condition says so.
 */
describe('a helm extension whose name Helm refuses as a release name', () => {
  const fetched: string[] = [];
  const helmRuns: string[][] = [];
  const fetcher: SourceFetcher = {
    fetch: async (url) => {
      fetched.push(url);
      if (url === 'https://src.test/cm.yaml')
        return Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: fine}\ndata: {a: "1"}\n');
      throw new Error(`no ${url}`);
    },
  };
  const runner: CommandRunner = {
    run: async (_command, args) => {
      helmRuns.push(args);
      return { code: 0, stdout: '', stderr: '' };
    },
  };

  it('fails with RenderFailed and the rule, fetching nothing, while the other extensions install', async () => {
    const { reconciler, last } = memoryReconciler(
      createRenderer({
        fetcher,
        runner,
        capabilities: { kubeVersion: async () => 'v1.31.2', apiVersions: async () => ['v1'] },
      }),
    );
    const long = `legacy-${'x'.repeat(47)}`; // 54 characters
    const helm: DesiredExtension = {
      name: long,
      kind: 'helm',
      version: '1.0.0',
      namespace: 'apps',
      source: { url: 'https://charts.test/repo', chart: 'legacy' },
      values: {},
    };
    const fine: DesiredExtension = {
      name: 'fine',
      kind: 'manifest',
      version: '1.0.0',
      namespace: 'apps',
      source: { url: 'https://src.test/cm.yaml' },
      values: {},
    };
    await reconciler.reconcile({ generation: 1, extensions: [helm, fine] });

    expect(last(long)).toMatchObject({ phase: 'Failed', reason: 'RenderFailed' });
    const message =
      "a helm extension's name is its Helm release name, which has at most 53 characters; this one has 54, so Helm would refuse the release: publish the chart under a shorter name and assign that instead";
    expect(last(long)?.message).toBe(message);
    expect(fetched).toEqual(['https://src.test/cm.yaml']);
    expect(helmRuns).toEqual([]);
    expect(last('fine')?.phase).toMatch(/Installing|Installed/);

    expect(extensionConditions(reconciler.statuses()).Rendered).toEqual({
      status: false,
      reason: 'RenderFailed',
      message: `${long}: ${message}`,
    });
  });
});
