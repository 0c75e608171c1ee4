import type { DesiredExtension } from './desired';
import type { FieldViolation } from './problems';

/**
 * Helm's rule for a release name, which a helm extension's name becomes (the agent's `helm template
 * <name>`, a HelmRelease's `releaseName` on the Git path). Taken from Helm 3's source rather than
 * restated from memory:
 * - helm/helm `pkg/chartutil/validate_name.go` at d9ffe37d371c9d06448c55c852c800051830e49a:
 *   `ValidateReleaseName` refuses an empty name, a name longer than `maxReleaseNameLen = 53`, and one
 *   that does not match `validName` (below);
 * - helm/helm `pkg/action/install.go` at b13f3a13d4fac9a1f6b0d2e915f94464e865ceca:
 *   `releaseNameMaxLen = 53` ("As of Kubernetes 1.4, the max limit on a name is 63 chars. We reserve
 *   10 for charts to add data"), checked by `availableName`, which `helm install` and `helm template`
 *   run first.
 * Extension names are DNS labels of up to 63 characters, so for them the length is what can fail.
 */
export const HELM_RELEASE_NAME_MAX_LENGTH = 53;

/** Helm's `validName`: a DNS subdomain's characters, matched as a whole string. */
const HELM_VALID_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** Why Helm would refuse `name` as a release name, in words for the one who chose it; undefined when it accepts it. */
export function helmReleaseNameProblem(name: string): string | undefined {
  if (name.length > HELM_RELEASE_NAME_MAX_LENGTH)
    return `a helm extension's name is its Helm release name, which has at most ${HELM_RELEASE_NAME_MAX_LENGTH} characters; this one has ${name.length}`;
  if (!HELM_VALID_NAME.test(name))
    return "a helm extension's name is its Helm release name: lowercase letters, digits, dashes and dots, starting and ending with a letter or digit";
  return undefined;
}

/**
 * The violation, at `path.name` (the extension name in the URL), of a helm extension whose name
 * Helm would refuse; the other kinds keep the DNS label the URL allows.
 */
export function releaseNameViolations(name: string, kind: DesiredExtension['kind']): FieldViolation[] {
  const problem = kind === 'helm' ? helmReleaseNameProblem(name) : undefined;
  return problem ? [{ path: 'path.name', message: problem }] : [];
}
