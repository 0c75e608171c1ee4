import type { DesiredExtension } from '../../../contract/desired';
import type { KubeObject } from '../../kube/port';

/** Turns one desired extension into the Kubernetes objects to apply. Throws RenderError. */
export interface Renderer {
  render(extension: DesiredExtension): Promise<KubeObject[]>;
}

export class RenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderError';
  }
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs an external binary (kustomize, helm). Injected so tests can record the arguments. */
export interface CommandRunner {
  run(
    command: string,
    args: string[],
    options?: { cwd?: string; env?: Record<string, string> },
  ): Promise<CommandResult>;
}

/** Fetches a source URL's bytes. Injected so tests and air-gapped clusters can substitute it. */
export interface SourceFetcher {
  fetch(url: string): Promise<Buffer>;
}
