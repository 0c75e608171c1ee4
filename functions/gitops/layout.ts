import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import YAML from 'yaml';
import type { ValuesLayer } from '../../contract/assignments';
import { mergeAll } from '../assignments';
import type { HydratedExtension } from '../assignments';
import {
  ANNOTATIONS,
  fluxUnsupportedReason,
  helmObjects,
  releasePatch,
  releaseSettings,
} from './flux-objects';
import type { KubeObject } from './flux-objects';
import { hasDirectiveKeys, layersMergeLikeKustomize } from './kustomize-merge';

/**
 * The repository layout (paths relative to the target's folder):
 *
 * - `bases/<extension>/<version>/`: HelmRepository + HelmRelease with the catalog defaults, one per
 *   extension version in use;
 * - `assignments/<name>/`: a kustomize Component with the assignment's namespace, permissions and
 *   values; `assignments/<name>/overlays/<index>/` for its label-selector overlays;
 * - `groups/<group path>/_overlays/<assignment>.<index>/`: a group's overlay values;
 * - `rollouts/<rolloutId>/<extension>/`: a rollout pin's values (and namespace, for a pin that
 *   installs);
 * - `clusters/<clusterId>/kustomization.yaml`: references the bases and components that make the
 *   cluster's desired state, in the order `explain` lists the layers; direct assignments (cluster
 *   specific by nature) sit in the cluster folder.
 *
 * Nothing is rendered per cluster: a cluster folder is a list of references, so changing an
 * assignment or a group overlay changes one file for the whole fleet.
 */
export interface ClusterInput {
  clusterId: string;
  extensions: HydratedExtension[];
}

export interface SkippedExtension {
  clusterId: string;
  extension: string;
  reason: string;
}

export interface Layout {
  /** Relative path -> content. */
  files: Map<string, string>;
  skipped: SkippedExtension[];
  /** Clusters whose values had to be written whole (layers kustomize would merge differently). */
  flattened: number;
}

const KUSTOMIZATION = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' };
const COMPONENT = { apiVersion: 'kustomize.config.k8s.io/v1alpha1', kind: 'Component' };

/** YAML 1.1 quoting (`"on"`, `"yes"`, `"1.10"`), so no reader of either YAML version changes a value. */
export function toYaml(value: unknown): string {
  return YAML.stringify(value, { version: '1.1', sortMapEntries: true, lineWidth: 0 });
}

function yamlStream(objects: KubeObject[]): string {
  return objects.map(toYaml).join('---\n');
}

/** A path segment from any string: readable when it is safe, with a hash when it had to change. */
export function segment(raw: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/.test(raw) && !raw.includes('..')) return raw;
  const readable = raw
    .replace(/[^A-Za-z0-9._+-]/g, '_')
    .replace(/\.\.+/g, '_')
    .slice(0, 60);
  return `${readable || 'x'}-${createHash('sha256').update(raw).digest('hex').slice(0, 8)}`;
}

class LayoutBuilder {
  readonly files = new Map<string, string>();
  readonly skipped: SkippedExtension[] = [];
  flattened = 0;
  /** Directory -> the fingerprint of what it holds, so a directory is written once and never with two contents. */
  private readonly dirs = new Map<string, string>();

  /** Places a directory of files at `dir` (or next to it, with a hash, if `dir` holds something else). */
  place(dir: string, files: Record<string, string>): string {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(Object.entries(files)))
      .digest('hex');
    let target = dir;
    const existing = this.dirs.get(dir);
    if (existing !== undefined && existing !== fingerprint) target = `${dir}-${fingerprint.slice(0, 8)}`;
    if (!this.dirs.has(target)) {
      this.dirs.set(target, fingerprint);
      for (const [name, content] of Object.entries(files)) this.files.set(`${target}/${name}`, content);
    }
    return target;
  }

  /** Most clusters share their layers: the YAML of a layer is written once, not once per cluster. */
  private readonly placed = new Map<string, string>();

  private memo(key: string, make: () => string): string {
    let dir = this.placed.get(key);
    if (dir === undefined) this.placed.set(key, (dir = make()));
    return dir;
  }

  component(dir: string, patch: KubeObject): string {
    return this.memo(`${dir}\n${JSON.stringify(patch)}`, () => this.componentAt(dir, patch));
  }

  private componentAt(dir: string, patch: KubeObject): string {
    return this.place(dir, {
      'kustomization.yaml': toYaml({ ...COMPONENT, patches: [{ path: 'patch.yaml' }] }),
      'patch.yaml': toYaml(patch),
    });
  }

  base(extension: HydratedExtension, defaults: Record<string, unknown>): string {
    return this.memo(JSON.stringify([extension.name, extension.version, extension.source, defaults]), () =>
      this.baseAt(extension, defaults),
    );
  }

  private baseAt(extension: HydratedExtension, defaults: Record<string, unknown>): string {
    const objects = helmObjects({
      name: extension.name,
      version: extension.version,
      source: extension.source,
      values: mergeAll([defaults]),
    });
    return this.place(`bases/${extension.name}/${segment(extension.version)}`, {
      'kustomization.yaml': toYaml({ ...KUSTOMIZATION, resources: ['release.yaml'] }),
      'release.yaml': yamlStream(objects),
    });
  }
}

function permissionAnnotations(extension: HydratedExtension): Record<string, string> | undefined {
  return extension.allowClusterScoped !== undefined
    ? { [ANNOTATIONS.allowClusterScoped]: String(extension.allowClusterScoped) }
    : undefined;
}

/** Where each layer of an extension lives; undefined when the layers cannot be shared. */
function layered(
  builder: LayoutBuilder,
  clusterId: string,
  extension: HydratedExtension,
): { resources: string[]; components: string[] } | undefined {
  const layers = extension.layers;
  if (!layersMergeLikeKustomize(layers.map((l) => l.values))) return undefined;
  const resources: string[] = [];
  const components: string[] = [];
  const settings = releaseSettings(extension);
  const valuesPatch = (layer: ValuesLayer) => releasePatch(extension.name, { values: layer.values });
  for (const layer of layers) {
    switch (layer.origin) {
      case 'defaults':
        resources.push(builder.base(extension, layer.values));
        if (extension.producedBy.type === 'pin') {
          components.push(
            builder.component(
              `rollouts/${segment(extension.producedBy.rolloutId!)}/${extension.name}/install`,
              releasePatch(extension.name, settings, permissionAnnotations(extension)),
            ),
          );
        }
        break;
      case 'direct': {
        const objects = helmObjects({
          name: extension.name,
          version: extension.version,
          source: extension.source,
          values: mergeAll([layer.values]),
          namespace: extension.namespace,
          ...(extension.serviceAccountName !== undefined
            ? { serviceAccountName: extension.serviceAccountName }
            : {}),
          ...(extension.allowClusterScoped !== undefined
            ? { allowClusterScoped: extension.allowClusterScoped }
            : {}),
        });
        const annotations = permissionAnnotations(extension);
        if (annotations) Object.assign(objects[1].metadata.annotations!, annotations);
        resources.push(
          builder.place(`clusters/${clusterId}/direct/${extension.name}`, {
            'kustomization.yaml': toYaml({ ...KUSTOMIZATION, resources: ['release.yaml'] }),
            'release.yaml': yamlStream(objects),
          }),
        );
        break;
      }
      case 'assignment':
        components.push(
          builder.component(
            `assignments/${layer.assignment!}`,
            releasePatch(
              extension.name,
              { ...settings, values: layer.values },
              permissionAnnotations(extension),
            ),
          ),
        );
        break;
      case 'overlay':
        components.push(
          builder.component(
            layer.selector === undefined
              ? `groups/${layer.group!}/_overlays/${layer.assignment!}.${layer.overlayIndex!}`
              : `assignments/${layer.assignment!}/overlays/${layer.overlayIndex!}`,
            valuesPatch(layer),
          ),
        );
        break;
      case 'pin':
        components.push(
          builder.component(
            `rollouts/${segment(layer.rolloutId!)}/${extension.name}/values`,
            valuesPatch(layer),
          ),
        );
        break;
    }
  }
  return { resources, components };
}

/** The whole extension in the cluster folder, for layers kustomize cannot merge like RFC 7386. */
function flattened(builder: LayoutBuilder, clusterId: string, extension: HydratedExtension): string {
  const objects = helmObjects({
    name: extension.name,
    version: extension.version,
    source: extension.source,
    values: extension.values,
    namespace: extension.namespace,
    ...(extension.serviceAccountName !== undefined
      ? { serviceAccountName: extension.serviceAccountName }
      : {}),
  });
  const annotations = permissionAnnotations(extension);
  if (annotations) Object.assign(objects[1].metadata.annotations!, annotations);
  builder.flattened++;
  return builder.place(`clusters/${clusterId}/whole/${extension.name}`, {
    'kustomization.yaml': toYaml({ ...KUSTOMIZATION, resources: ['release.yaml'] }),
    'release.yaml': yamlStream(objects),
  });
}

/** Builds every file of the export for these clusters (pure, deterministic). */
export function buildLayout(clusters: ClusterInput[]): Layout {
  const builder = new LayoutBuilder();
  for (const cluster of [...clusters].sort((a, b) => (a.clusterId < b.clusterId ? -1 : 1))) {
    const folder = `clusters/${cluster.clusterId}`;
    const resources: string[] = [];
    const components: string[] = [];
    for (const extension of cluster.extensions) {
      const unsupported = fluxUnsupportedReason(extension);
      if (unsupported || extension.layers.some((l) => hasDirectiveKeys(l.values))) {
        builder.skipped.push({
          clusterId: cluster.clusterId,
          extension: extension.name,
          reason:
            unsupported ??
            'values have keys starting with $, which kustomize reads as strategic-merge directives',
        });
        continue;
      }
      const parts = layered(builder, cluster.clusterId, extension);
      if (parts) {
        resources.push(...parts.resources);
        components.push(...parts.components);
      } else {
        resources.push(flattened(builder, cluster.clusterId, extension));
      }
    }
    const relative = (dir: string) => posix.relative(folder, dir);
    builder.files.set(
      `${folder}/kustomization.yaml`,
      toYaml({
        ...KUSTOMIZATION,
        resources: resources.map(relative),
        ...(components.length > 0 ? { components: components.map(relative) } : {}),
      }),
    );
  }
  return { files: builder.files, skipped: builder.skipped, flattened: builder.flattened };
}
