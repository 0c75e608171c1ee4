import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import YAML from 'yaml';
import type { KubeObject } from '../../functions/gitops/flux-objects';
import { programsInstalled } from './system-programs';

/**
 * The real kustomize: `kubectl kustomize` (kubectl 1.32 embeds kustomize v5.5) or a `kustomize`
 * binary. Undefined when neither is installed, and the callers skip: the skip is recorded for the
 * run's summary, or, with CI=true, this throws instead (see system-programs.ts).
 */
export function kustomizeCommand(): { command: string; args: string[] } | undefined {
  for (const candidate of [
    { command: 'kubectl', args: ['kustomize'] },
    { command: 'kustomize', args: ['build'] },
  ]) {
    const probe = spawnSync(candidate.command, [...candidate.args, '--help'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  if (programsInstalled('kubectl'))
    throw new Error('`kubectl kustomize` failed: kubectl 1.14 or later has it');
  return undefined;
}

/** Runs kustomize on a folder and parses the objects it prints (YAML 1.2, as Kubernetes reads them). */
export function kustomizeBuild(command: { command: string; args: string[] }, dir: string): KubeObject[] {
  const out = execFileSync(command.command, [...command.args, dir], { encoding: 'utf8' });
  return YAML.parseAllDocuments(out)
    .map((doc) => doc.toJS() as KubeObject | null)
    .filter((doc): doc is KubeObject => doc !== null);
}

/** Writes a layout's files into a fresh temp dir; remove it with `rmSync(dir, { recursive: true })`. */
export function writeTree(files: Map<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'arcbridge-layout-'));
  for (const [path, content] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export function removeTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
