import { problemType } from '../../contract/problems';
import type { ApiError } from '../api-client';

/**
 * What to do next after an API problem, in the CLI's terms, where the API's own detail cannot say
 * it: the API answers every client alike (it names its routes and body fields), and it does not
 * know where the CLI got its token. Each line is printed after the problem itself.
 */
export function nextSteps(err: ApiError, env: Record<string, string | undefined>): string[] {
  const steps: string[] = [];
  // A 401 for the token in $ARCBRIDGE_TOKEN (expired, revoked by a key roll, or for another
  // control plane): without it the CLI mints its own, which the API accepts.
  if (err.status === 401 && env.ARCBRIDGE_TOKEN) {
    steps.push(
      'The token is the one in $ARCBRIDGE_TOKEN. Set a new one: in Azure, ' +
        '`export ARCBRIDGE_TOKEN=$(az account get-access-token --resource api://arcbridge --query accessToken -o tsv)` ' +
        '(docs/deploy.md); against the embedded host, `export ARCBRIDGE_TOKEN=$(arcbridge auth token --tenant T --role R)`, ' +
        'or `unset ARCBRIDGE_TOKEN` to let the CLI mint its own.',
    );
  }
  // Another rollout of the extension holds clusters of this target (extension-lock.ts).
  const rolloutId = err.problem.rolloutId;
  if (err.problem.type === problemType('rollout-overlap') && typeof rolloutId === 'string') {
    const tenant = tenantOf(err) ?? '<tenant>';
    steps.push(
      `Wait for rollout ${rolloutId} to end (arcbridge rollouts watch ${rolloutId} --tenant ${tenant}), ` +
        `or cancel it (arcbridge rollouts cancel ${rolloutId} --tenant ${tenant}) and start again, ` +
        'or add `supersede: true` to the rollout file to cancel it first.',
    );
  }
  return steps.map((step) => `${step}\n`);
}

/** The tenant of the request the problem answers, from its `instance` (the request's path). */
function tenantOf(err: ApiError): string | undefined {
  const instance = err.problem.instance;
  if (typeof instance !== 'string') return undefined;
  const match = /\/tenants\/([^/?]+)\//.exec(instance);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
