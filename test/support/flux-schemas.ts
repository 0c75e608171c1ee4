import { join } from 'node:path';
import type { KubeObject } from '../../functions/gitops/flux-objects';
import { crdChecker } from './crd-schema';

/**
 * Flux's own schemas for every kind the GitOps export writes: the HelmRelease v2 and HelmRepository
 * v1 CRDs as the Flux v2.3.0 release ships them (vendored in flux-crds/, provenance in each file's
 * header), checked the way the API server would (crd-schema.ts), CEL rules included.
 */
const checkers: Record<string, (object: unknown) => string[]> = {
  HelmRelease: crdChecker(join(__dirname, 'flux-crds/helmrelease-v2.yaml'), 'v2'),
  HelmRepository: crdChecker(join(__dirname, 'flux-crds/helmrepository-v1.yaml'), 'v1'),
};

/** Why Flux's API server would refuse (or prune part of) the object; [] when it takes it whole. */
export function fluxObjectProblems(object: KubeObject): string[] {
  const check = checkers[object.kind];
  return check ? check(object) : [`/kind ${object.kind} has no vendored Flux schema`];
}
