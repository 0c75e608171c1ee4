import type { DesiredExtension } from '../../../contract/desired';
import type { KubeObject } from '../../kube/port';
import type { Renderer } from './port';

/** Picks the renderer by extension kind. */
export class RendererByKind implements Renderer {
  constructor(private readonly renderers: Record<DesiredExtension['kind'], Renderer>) {}

  render(extension: DesiredExtension): Promise<KubeObject[]> {
    return this.renderers[extension.kind].render(extension);
  }
}
