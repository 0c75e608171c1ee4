import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesiredExtension } from '../../../contract/desired';
import { helmReleaseNameProblem } from '../../../contract/helm-release-name';
import type { KubeObject } from '../../kube/port';
import type { ClusterCapabilities } from './capabilities';
import type { ChartSource } from './chart-source';
import { verifyChartDigest } from './chart-source';
import type { CommandRunner, Renderer } from './port';
import { RenderError } from './port';
import type { ArchiveLimits } from './untar';
import { DEFAULT_ARCHIVE_LIMITS, extractTarGz } from './untar';
import { parseObjects } from './yaml-objects';

export interface HelmRendererOptions {
  source: ChartSource;
  runner: CommandRunner;
  capabilities: ClusterCapabilities;
  helmCommand?: string;
  workDir?: string;
  limits?: ArchiveLimits;
}

/**
 * Helm: the agent pulls the chart itself (HTTP repository or OCI registry), checks
 * `source.digest`, unpacks it with the archive limits, and runs `helm template` on the local copy
 * with the target cluster's version and API versions, so helm itself fetches nothing. Helm's
 * caches live in the work directory because the container's root filesystem is read-only.
 */
export class HelmRenderer implements Renderer {
  private readonly helmCommand: string;
  private readonly workDir: string;
  private readonly limits: ArchiveLimits;

  constructor(private readonly options: HelmRendererOptions) {
    this.helmCommand = options.helmCommand ?? 'helm';
    this.workDir = options.workDir ?? tmpdir();
    this.limits = options.limits ?? DEFAULT_ARCHIVE_LIMITS;
  }

  async render(extension: DesiredExtension): Promise<KubeObject[]> {
    // The control plane refuses such names, but one published before it did still arrives. It fails
    // here, before the chart is downloaded, naming the rule and the way out, whichever helm binary
    // is configured (helm template refuses it too, but only after the download, in its own words).
    const nameProblem = helmReleaseNameProblem(extension.name);
    if (nameProblem)
      throw new RenderError(
        `${nameProblem}, so Helm would refuse the release: publish the chart under a shorter name and assign that instead`,
      );
    const chart = await this.options.source.fetch(extension);
    verifyChartDigest(extension, chart);
    const cluster = await this.cluster();
    const dir = mkdtempSync(join(this.workDir, 'helm-'));
    try {
      const unpacked = join(dir, 'chart');
      mkdirSync(unpacked, { mode: 0o700 });
      await extractTarGz(chart.archive, unpacked, this.limits);
      const valuesFile = join(dir, 'values.json');
      writeFileSync(valuesFile, JSON.stringify(extension.values ?? {}), { mode: 0o600 });
      const args = helmTemplateArgs(extension, chartRoot(unpacked), valuesFile, cluster);
      const result = await this.options.runner.run(this.helmCommand, args, {
        env: {
          HELM_CACHE_HOME: join(dir, 'cache'),
          HELM_CONFIG_HOME: join(dir, 'config'),
          HELM_DATA_HOME: join(dir, 'data'),
        },
      });
      if (result.code !== 0)
        throw new RenderError(`helm template failed: ${result.stderr.trim().slice(0, 1000)}`);
      return parseObjects(result.stdout, 'helm template output');
    } finally {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }

  private async cluster(): Promise<{ kubeVersion: string; apiVersions: string[] }> {
    try {
      const [kubeVersion, apiVersions] = await Promise.all([
        this.options.capabilities.kubeVersion(),
        this.options.capabilities.apiVersions(),
      ]);
      return { kubeVersion, apiVersions };
    } catch (err) {
      throw new RenderError(
        `cannot read the cluster's version and API versions for helm: ${(err as Error).message}`,
      );
    }
  }
}

/** A packaged chart holds one top-level directory with its Chart.yaml. */
function chartRoot(unpacked: string): string {
  const tops = readdirSync(unpacked).filter((name) => statSync(join(unpacked, name)).isDirectory());
  const root = tops.find((name) => {
    try {
      return statSync(join(unpacked, name, 'Chart.yaml')).isFile();
    } catch {
      return false;
    }
  });
  if (tops.length !== 1 || !root)
    throw new RenderError('the chart archive does not hold one top-level directory with a Chart.yaml');
  return join(unpacked, root);
}

export function helmTemplateArgs(
  extension: DesiredExtension,
  chartDir: string,
  valuesFile: string,
  cluster: { kubeVersion: string; apiVersions: string[] },
): string[] {
  return [
    'template',
    extension.name,
    chartDir,
    '--namespace',
    extension.namespace,
    '--values',
    valuesFile,
    // The agent applies CRDs first itself; without this flag helm template leaves crds/ out.
    '--include-crds',
    '--kube-version',
    cluster.kubeVersion,
    ...cluster.apiVersions.flatMap((apiVersion) => ['--api-versions', apiVersion]),
  ];
}
