import { isDeepStrictEqual } from 'node:util';
import type { DesiredExtension, DesiredState } from '../../contract/desired';
import type { StatusEvent } from '../../contract/status';
import type { KubeObject, KubeObjects } from '../kube/port';
import { FLUX_NAMESPACE, fromConditions, judgeRoot, KUSTOMIZATION_API } from './flux-conditions';
import type { Verdict } from './flux-conditions';
import type { ExtensionStatus } from './reconciler';

export { FLUX_NAMESPACE };
/** The API version of the HelmReleases the GitOps export writes (functions/gitops/flux-objects.ts). */
export const HELM_RELEASE_API = 'helm.toolkit.fluxcd.io/v2';
/** The root Kustomization's name in flux-system, as docs/gitops.md bootstraps it. */
export const DEFAULT_ROOT_KUSTOMIZATION = 'arcbridge';

/**
 * Flux mode: Flux applies what the GitOps export committed; the agent applies nothing. Each pass
 * reads the HelmRelease of every desired extension and reports its state as status events, with
 * Flux's condition reasons and messages verbatim, so health gates, error budgets and auto-rollback
 * work as on the agent path. A HelmRelease counts as being about the desired generation only when
 * its chart version and values equal the desired ones (Flux may not have pulled the commit yet).
 *
 * Conditions as helm-controller v2 sets them (its API reference): `Ready` True once the release is
 * installed/upgraded (reason e.g. InstallSucceeded, UpgradeSucceeded), False with the failure
 * (InstallFailed, UpgradeFailed, ArtifactFailed, ...) or while `Reconciling` is True; `Stalled`
 * True when Flux gave up retrying.
 *
 * The root Kustomization is read too: while Flux cannot fetch, build or apply the cluster's
 * folder (e.g. `ArtifactFailed`, `BuildFailed`, `ReconciliationFailed`, or it is still
 * `Progressing`), an extension whose HelmRelease does not carry the desired spec yet reports the
 * Kustomization's phase, reason and message instead of a bare WaitingForFlux.
 */
export class FluxObserver {
  private readonly states = new Map<string, ExtensionStatus>();

  constructor(
    private readonly deps: {
      kube: Pick<KubeObjects, 'get'>;
      onStatus: (event: StatusEvent) => void;
      now: () => Date;
      /** The root Kustomization in flux-system; default DEFAULT_ROOT_KUSTOMIZATION. */
      rootKustomization?: string;
    },
  ) {}

  statuses(): ExtensionStatus[] {
    return [...this.states.values()].map((s) => ({ ...s }));
  }

  /** Flux converges on its own interval; the agent looks again soon while anything is on its way. */
  get busy(): boolean {
    return [...this.states.values()].some((s) => s.phase === 'Installing' || s.phase === 'Pending');
  }

  async reconcile(desired: DesiredState): Promise<void> {
    const wanted = new Set(desired.extensions.map((e) => e.name));
    const root = wanted.size > 0 || this.states.size > 0 ? await this.root() : undefined;
    // Only an extension still waiting for Flux to apply the commit is explained by the root.
    // A removal stays Removing (the HelmRelease is still there) but says why.
    const explained = (verdict: Verdict): Verdict =>
      root && verdict.reason === 'WaitingForFlux'
        ? { ...root, phase: verdict.phase === 'Removing' ? 'Removing' : root.phase }
        : verdict;
    for (const extension of desired.extensions) {
      const release = await this.release(extension.name);
      const verdict = 'error' in release ? release.error : judge(extension, release.object);
      this.update(extension.name, extension.version, explained(verdict), desired.generation);
    }
    for (const [name, status] of this.states) {
      if (wanted.has(name)) continue;
      const release = await this.release(name);
      const gone = 'object' in release && release.object === undefined;
      this.update(
        name,
        status.version,
        gone
          ? {
              phase: 'Removed',
              reason: 'Pruned',
              message: `Flux pruned HelmRelease ${FLUX_NAMESPACE}/${name}`,
            }
          : explained({
              phase: 'Removing',
              reason: 'WaitingForFlux',
              message: `HelmRelease ${FLUX_NAMESPACE}/${name} is still there; Flux prunes it once it applies the commit`,
            }),
        desired.generation,
      );
      if (gone) this.states.delete(name);
    }
  }

  /** The root Kustomization's verdict when it is what holds Flux back; undefined when it is Ready. */
  private async root(): Promise<Verdict | undefined> {
    const name = this.deps.rootKustomization ?? DEFAULT_ROOT_KUSTOMIZATION;
    try {
      const object = await this.deps.kube.get({
        apiVersion: KUSTOMIZATION_API,
        kind: 'Kustomization',
        namespace: FLUX_NAMESPACE,
        name,
      });
      return judgeRoot(name, object);
    } catch (err) {
      return {
        phase: 'Pending',
        reason: 'FluxUnavailable',
        message: `cannot read Kustomization ${FLUX_NAMESPACE}/${name} (is Flux 2.3+ installed, and may the agent read kustomizations?): ${(err as Error).message}`,
      };
    }
  }

  private async release(name: string): Promise<{ object: KubeObject | undefined } | { error: Verdict }> {
    try {
      return {
        object: await this.deps.kube.get({
          apiVersion: HELM_RELEASE_API,
          kind: 'HelmRelease',
          namespace: FLUX_NAMESPACE,
          name,
        }),
      };
    } catch (err) {
      return {
        error: {
          phase: 'Pending',
          reason: 'FluxUnavailable',
          message: `cannot read HelmRelease ${FLUX_NAMESPACE}/${name} (is Flux 2.3+ installed, and may the agent read helmreleases?): ${(err as Error).message}`,
        },
      };
    }
  }

  private update(name: string, version: string, verdict: Verdict, generation: number): void {
    const previous = this.states.get(name);
    const unchanged =
      previous &&
      previous.phase === verdict.phase &&
      previous.reason === verdict.reason &&
      previous.message === verdict.message &&
      previous.observedGeneration === generation &&
      previous.version === version;
    if (unchanged) return;
    const status: ExtensionStatus = {
      name,
      version,
      ...verdict,
      lastTransitionTime: this.deps.now().toISOString(),
      observedGeneration: generation,
    };
    this.states.set(name, status);
    this.deps.onStatus({
      extension: name,
      phase: status.phase,
      reason: status.reason,
      message: status.message.slice(0, 4096),
      lastTransitionTime: status.lastTransitionTime,
      observedGeneration: generation,
    });
  }
}

/** The phase of one HelmRelease against the desired extension. */
export function judge(extension: DesiredExtension, release: KubeObject | undefined): Verdict {
  const ref = `HelmRelease ${FLUX_NAMESPACE}/${extension.name}`;
  if (!release) {
    return {
      phase: 'Pending',
      reason: 'WaitingForFlux',
      message: `${ref} does not exist yet; Flux has not applied the commit`,
    };
  }
  const spec = (release.spec ?? {}) as {
    suspend?: boolean;
    chart?: { spec?: { version?: string } };
    values?: Record<string, unknown>;
  };
  const version = spec.chart?.spec?.version;
  if (version !== extension.version || !isDeepStrictEqual(spec.values ?? {}, extension.values)) {
    return {
      phase: 'Pending',
      reason: 'WaitingForFlux',
      message: `${ref} is at ${version ?? 'no version'} with other values than the desired ${extension.version}; Flux has not applied the commit yet`,
    };
  }
  if (spec.suspend) return { phase: 'Pending', reason: 'Suspended', message: `${ref} is suspended in Flux` };
  return fromConditions(ref, release, 'helm-controller');
}
