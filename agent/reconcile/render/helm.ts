import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesiredExtension } from '../../../functions/api/desired';
import type { KubeObject } from '../../kube/port';
import type { CommandRunner, Renderer } from './port';
import { RenderError } from './port';
import { parseObjects } from './yaml-objects';

/**
 * Helm via `helm template`: the chart comes from an HTTP(S) repository (`--repo`) or an OCI
 * registry (`oci://.../chart`), values go in a file. Helm's caches live in the work directory
 * because the container's root filesystem is read-only.
 */
export class HelmRenderer implements Renderer {
  constructor(
    private readonly runner: CommandRunner,
    private readonly helmCommand = 'helm',
    private readonly workDir: string = tmpdir(),
  ) {}

  async render(extension: DesiredExtension): Promise<KubeObject[]> {
    const dir = mkdtempSync(join(this.workDir, 'helm-'));
    try {
      const valuesFile = join(dir, 'values.json');
      writeFileSync(valuesFile, JSON.stringify(extension.values ?? {}));
      const result = await this.runner.run(this.helmCommand, helmTemplateArgs(extension, valuesFile), {
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
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

export function helmTemplateArgs(extension: DesiredExtension, valuesFile: string): string[] {
  const { url, chart } = extension.source;
  const common = ['--version', extension.version, '--namespace', extension.namespace, '--values', valuesFile];
  if (url.startsWith('oci://')) {
    const ref = chart ? `${url.replace(/\/+$/, '')}/${chart}` : url;
    return ['template', extension.name, ref, ...common];
  }
  if (!chart) throw new RenderError('a Helm extension from an HTTP repository needs source.chart');
  return ['template', extension.name, chart, '--repo', url, ...common];
}
