import type { ExplainedExtension, ValuesLayer, ValuesOverlay } from '../../contract/assignments';
import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { CatalogVersionDocument } from '../catalog';
import { parseLabelSelector } from '../platform/store/label-selector';
import type { ClusterDocument } from '../clusters';
import type { ClusterFacts } from '../targeting';
import { compileTarget, inGroup, matchesFilters } from '../targeting';
import { mergeAll } from './merge-patch';
import { mergeDependencies } from '../../contract/extension-dependencies';
import type { ExtensionDependency } from '../../contract/extension-dependencies';
import type { AssignmentDocument } from './model';

/**
 * Desired state is hydrated on read; nothing is stored per cluster. Precedence, lowest first (each
 * layer is an RFC 7386 JSON merge patch over the result so far):
 *
 * 1. the catalog version's `defaultValues`,
 * 2. the assignment's `values`,
 * 3. overlays with only a `group`, from the shortest to the longest matching prefix (equal prefixes
 *    in the order given),
 * 4. overlays with a `selector` (with or without a group), in the order given,
 * 5. a rollout pin's `values`.
 *
 * Per extension name: a direct assignment on the cluster (`cluster.extensions`) wins over fleet
 * assignments; among matching fleet assignments the highest `priority` wins, then the smallest name.
 * A rollout pin overrides the version of whatever won (its catalog defaults are those of the pinned
 * version), and a pin with a `namespace` installs the extension where nothing else does.
 */

const RUNTIME_PROPERTIES = new Set(['nodeCount', 'kubernetesVersion', 'agentVersion', 'connectivity']);

export interface CompiledOverlay {
  index: number;
  overlay: ValuesOverlay;
  matches: (facts: ClusterFacts) => boolean;
}

export interface CompiledAssignment {
  doc: AssignmentDocument;
  matches: (facts: ClusterFacts) => boolean;
  overlays: CompiledOverlay[];
}

/** Parses selectors once; throws LabelSelectorError on a bad one. */
export function compileAssignment(doc: AssignmentDocument): CompiledAssignment {
  return {
    doc,
    matches: compileTarget(doc.target),
    overlays: doc.overlays.map((overlay, index) => {
      const selector = overlay.selector ? parseLabelSelector(overlay.selector) : [];
      return {
        index,
        overlay,
        matches: (facts: ClusterFacts) =>
          (overlay.group === undefined || inGroup(facts.group, overlay.group)) &&
          matchesFilters({ labels: facts.labels }, selector),
      };
    }),
  };
}

/** True when matching the assignment needs facts from heartbeat or inventory, not just the cluster document. */
export function needsRuntimeFacts(doc: AssignmentDocument): boolean {
  return (doc.target.where ?? []).some((filter) => RUNTIME_PROPERTIES.has(filter.property));
}

/** The matching overlays of an assignment in the order they apply. */
export function orderedOverlays(assignment: CompiledAssignment, facts: ClusterFacts): CompiledOverlay[] {
  const matching = assignment.overlays.filter((overlay) => overlay.matches(facts));
  const groupOnly = matching
    .filter((o) => o.overlay.selector === undefined)
    .sort((a, b) => depth(a.overlay.group!) - depth(b.overlay.group!) || a.index - b.index);
  const withSelector = matching.filter((o) => o.overlay.selector !== undefined);
  return [...groupOnly, ...withSelector];
}

function depth(group: string): number {
  return group.split('/').length;
}

/** The layers an assignment contributes on one cluster: defaults, its values, then its overlays. */
export function assignmentLayers(
  version: CatalogVersionDocument,
  assignment: CompiledAssignment,
  facts: ClusterFacts,
): ValuesLayer[] {
  const name = assignment.doc.name;
  return [
    {
      origin: 'defaults',
      description: `catalog defaults of ${version.name}@${version.version}`,
      version: version.version,
      values: version.defaultValues,
    },
    {
      origin: 'assignment',
      description: `values of assignment '${name}'`,
      assignment: name,
      values: assignment.doc.values,
    },
    ...orderedOverlays(assignment, facts).map(({ index, overlay }): ValuesLayer => {
      const what = [
        overlay.group !== undefined ? `group ${overlay.group}` : undefined,
        overlay.selector !== undefined ? `selector ${overlay.selector}` : undefined,
      ]
        .filter(Boolean)
        .join(', ');
      return {
        origin: 'overlay',
        description: `overlay #${index} of assignment '${name}' (${what})`,
        assignment: name,
        overlayIndex: index,
        ...(overlay.group !== undefined ? { group: overlay.group } : {}),
        ...(overlay.selector !== undefined ? { selector: overlay.selector } : {}),
        values: overlay.values,
      };
    }),
  ];
}

export interface FleetView {
  /** Per-tenant revision of catalog + assignments. */
  revision: number;
  /** Sorted by name. */
  assignments: CompiledAssignment[];
  /** Published versions by `name@version`; must hold every version the cluster's assignments and pins name. */
  catalog: (name: string, version: string) => CatalogVersionDocument | undefined;
}

export type HydratedExtension = Omit<ExplainedExtension, 'violations'>;

export interface Hydration {
  state: DesiredState;
  extensions: HydratedExtension[];
}

/** The served generation: the cluster's own generation plus the fleet revision (both only grow). */
export function desiredGenerationOf(cluster: ClusterDocument, fleetRevision: number): number {
  return cluster.desiredGeneration + fleetRevision;
}

/** Pure: the desired state of one cluster and how each extension's values came about. */
export function hydrateDesired(cluster: ClusterDocument, facts: ClusterFacts, fleet: FleetView): Hydration {
  const candidates = new Map<string, CompiledAssignment[]>();
  for (const assignment of fleet.assignments) {
    if (!assignment.matches(facts)) continue;
    const list = candidates.get(assignment.doc.extension) ?? [];
    list.push(assignment);
    candidates.set(assignment.doc.extension, list);
  }
  for (const list of candidates.values()) {
    list.sort((a, b) => b.doc.priority - a.doc.priority || (a.doc.name < b.doc.name ? -1 : 1));
  }
  const pins = cluster.pins ?? {};
  const names = new Set([...Object.keys(cluster.extensions), ...candidates.keys(), ...Object.keys(pins)]);

  const extensions: HydratedExtension[] = [];
  for (const name of [...names].sort()) {
    const direct = cluster.extensions[name];
    const fleetCandidates = candidates.get(name) ?? [];
    const pin = pins[name];
    const notes: string[] = [];
    const pinned = pin ? fleet.catalog(name, pin.version) : undefined;
    if (pin && !pinned) {
      notes.push(
        `rollout ${pin.rolloutId} pins version ${pin.version}, which is not in the catalog: pin ignored`,
      );
    }
    const pinLayer = (): ValuesLayer[] =>
      pin && pinned && pin.values
        ? [
            {
              origin: 'pin',
              description: `values of rollout ${pin.rolloutId}`,
              rolloutId: pin.rolloutId,
              version: pin.version,
              values: pin.values,
            },
          ]
        : [];
    const pinnedBy = pin && pinned ? { pinnedBy: { rolloutId: pin.rolloutId, version: pin.version } } : {};

    let entry: HydratedExtension | undefined;
    if (direct) {
      const layers: ValuesLayer[] = [
        { origin: 'direct', description: 'direct assignment on this cluster', values: direct.values ?? {} },
        ...pinLayer(),
      ];
      entry = {
        name,
        kind: pinned?.kind ?? direct.kind,
        version: pinned?.version ?? direct.version,
        source: pinned?.source ?? direct.source,
        ...(pinned?.valuesSchema ? { valuesSchema: pinned.valuesSchema } : {}),
        namespace: direct.namespace,
        ...permissionsOf(direct),
        ...dependenciesOf(pinned?.dependsOn),
        values: mergeAll(layers.map((layer) => layer.values)),
        producedBy: { type: 'direct' },
        ...pinnedBy,
        layers,
        shadowed: fleetCandidates.map((c) => c.doc.name),
        notes,
      };
    } else if (fleetCandidates.length > 0) {
      const winner = fleetCandidates[0]!;
      const version = pinned ?? fleet.catalog(name, winner.doc.version);
      if (!version) {
        notes.push(
          `assignment '${winner.doc.name}' names ${name}@${winner.doc.version}, which is not in the catalog`,
        );
      } else {
        const layers = [...assignmentLayers(version, winner, facts), ...pinLayer()];
        entry = {
          name,
          kind: version.kind,
          version: version.version,
          source: version.source,
          ...(version.valuesSchema ? { valuesSchema: version.valuesSchema } : {}),
          namespace: winner.doc.namespace,
          ...permissionsOf(winner.doc),
          ...dependenciesOf(version.dependsOn, winner.doc.dependsOn),
          ...(winner.doc.drift ? { drift: winner.doc.drift } : {}),
          values: mergeAll(layers.map((layer) => layer.values)),
          producedBy: { type: 'assignment', assignment: winner.doc.name },
          ...pinnedBy,
          layers,
          shadowed: fleetCandidates.slice(1).map((c) => c.doc.name),
          notes,
        };
      }
    } else if (pin && pinned && pin.namespace) {
      const layers: ValuesLayer[] = [
        {
          origin: 'defaults',
          description: `catalog defaults of ${name}@${pinned.version}`,
          version: pinned.version,
          values: pinned.defaultValues,
        },
        ...pinLayer(),
      ];
      entry = {
        name,
        kind: pinned.kind,
        version: pinned.version,
        source: pinned.source,
        ...(pinned.valuesSchema ? { valuesSchema: pinned.valuesSchema } : {}),
        namespace: pin.namespace,
        ...dependenciesOf(pinned.dependsOn),
        values: mergeAll(layers.map((layer) => layer.values)),
        producedBy: { type: 'pin', rolloutId: pin.rolloutId },
        ...pinnedBy,
        layers,
        shadowed: [],
        notes,
      };
    }
    if (entry) extensions.push(entry);
  }
  return {
    state: {
      generation: desiredGenerationOf(cluster, fleet.revision),
      extensions: extensions.map(
        ({
          name,
          kind,
          version,
          source,
          namespace,
          values,
          valuesSchema,
          serviceAccountName,
          allowClusterScoped,
          dependsOn,
          drift,
        }): DesiredExtension => ({
          name,
          kind,
          version,
          source,
          namespace,
          ...permissionsOf({ serviceAccountName, allowClusterScoped }),
          values,
          ...(valuesSchema ? { valuesSchema } : {}),
          ...(dependsOn ? { dependsOn } : {}),
          ...(drift ? { drift } : {}),
        }),
      ),
    },
    extensions,
  };
}

/** Only the permissions that were given: an absent field keeps the agent's default. */
function permissionsOf(spec: {
  serviceAccountName?: string | undefined;
  allowClusterScoped?: boolean | undefined;
}): { serviceAccountName?: string; allowClusterScoped?: boolean } {
  return {
    ...(spec.serviceAccountName !== undefined ? { serviceAccountName: spec.serviceAccountName } : {}),
    ...(spec.allowClusterScoped !== undefined ? { allowClusterScoped: spec.allowClusterScoped } : {}),
  };
}

/** The dependencies of the catalog version and the assignment as one list; absent when there are none. */
function dependenciesOf(...lists: Array<ExtensionDependency[] | undefined>): {
  dependsOn?: ExtensionDependency[];
} {
  const merged = mergeDependencies(...lists);
  return merged.length > 0 ? { dependsOn: merged } : {};
}
