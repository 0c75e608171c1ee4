import type { DesiredExtension } from '../../contract/desired';
import type { ObjectRef } from '../kube/port';
import { describeRef, refOf } from '../kube/port';
import type { RestMapper } from '../kube/rest-mapper';
import { asStepFailure, StepFailure } from './apply-step';
import { applicableObject, driftModeOf, findDrift } from './drift-policy';
import { MAX_DRIFTED_OBJECTS } from '../../contract/drift-policy';
import type { ExtensionState, StatusLedger } from './extension-state';
import { assessHealth } from './health';
import { checkSecretReferences } from './secret-references';

/**
 * The reconciler's two read-mostly steps on an applied extension: wait for its objects to be
 * healthy (within a timeout), and, once installed, check it for drift on an interval and re-apply
 * drifted fields. Both report through the status ledger and return the pass's result label.
 */
export interface CheckContext {
  ledger: StatusLedger;
  mapper: RestMapper;
  now: () => Date;
  settings: { healthTimeoutMs: number; driftIntervalMs: number; fieldManager: string };
}

/** The resource name for messages (`configmaps`), from the discovery cache when it knows the kind. */
export async function resourceOf(mapper: RestMapper, ref: ObjectRef): Promise<string> {
  const mapping = await mapper.tryMapping(ref.apiVersion, ref.kind).catch(() => undefined);
  return mapping?.resource ?? ref.kind.toLowerCase();
}

export async function checkHealth(
  ctx: CheckContext,
  extension: DesiredExtension,
  state: ExtensionState,
  generation: number,
): Promise<string> {
  const now = ctx.now().getTime();
  const pending: string[] = [];
  for (const object of state.objects) {
    const live = await state.actor.kube.get(refOf(object));
    if (!live) {
      pending.push(`${describeRef(refOf(object))} is missing`);
      continue;
    }
    const health = assessHealth(live);
    if (health.state === 'Failed') {
      ctx.ledger.fail(state, 'HealthCheckFailed', health.message, generation);
      return 'HealthCheckFailed';
    }
    if (health.state === 'Progressing') pending.push(health.message);
  }
  if (pending.length === 0) {
    state.nextDriftCheckAt = now + ctx.settings.driftIntervalMs;
    ctx.ledger.transition(
      state,
      'Installed',
      'Reconciled',
      `${state.objects.length} object(s) healthy`,
      generation,
    );
    return 'Installed';
  }
  if (now - state.appliedAt > ctx.settings.healthTimeoutMs) {
    ctx.ledger.transition(
      state,
      'Failed',
      'HealthTimeout',
      `not healthy after ${Math.round(ctx.settings.healthTimeoutMs / 1000)} s: ${pending.join('; ')}`,
      generation,
    );
    return 'HealthTimeout';
  }
  if (state.status.phase !== 'Drifted')
    ctx.ledger.transition(state, 'Installing', 'Progressing', pending.join('; '), generation);
  return 'Progressing';
}

export async function checkDrift(
  ctx: CheckContext,
  extension: DesiredExtension,
  state: ExtensionState,
  generation: number,
): Promise<string> {
  const now = ctx.now().getTime();
  state.nextDriftCheckAt = now + ctx.settings.driftIntervalMs;
  try {
    // A referenced Secret deleted (or the CSI driver removed) since the install fails the extension.
    await checkSecretReferences(extension, { mapper: ctx.mapper, kube: state.actor.kube });
  } catch (err) {
    if (!(err instanceof StepFailure)) throw err;
    ctx.ledger.fail(state, err.reason, err.message, generation);
    return err.reason;
  }
  const mode = driftModeOf(extension);
  if (mode === 'Ignore') return 'InSync';
  const found = await findDrift(state.objects, extension, state.actor.kube);
  // Every drifted object is repaired; a status event names the first MAX_DRIFTED_OBJECTS.
  const drift = found.slice(0, MAX_DRIFTED_OBJECTS).map((entry) => entry.report);
  const described = drift
    .map((d) => `${d.object}: ${d.fields.map((f) => f || '(object deleted)').join(', ')}`)
    .join('; ');
  if (mode === 'Report') {
    // Report touches nothing: the extension stays Installed, the status names the fields.
    if (drift.length > 0)
      ctx.ledger.transition(
        state,
        'Installed',
        'DriftDetected',
        `fields differ: ${described}`,
        generation,
        drift,
      );
    else if (state.status.reason === 'DriftDetected')
      ctx.ledger.transition(
        state,
        'Installed',
        'Reconciled',
        `${state.objects.length} object(s) in sync`,
        generation,
      );
    return drift.length > 0 ? 'DriftDetected' : 'InSync';
  }
  for (const { object } of found) {
    try {
      const applicable = await applicableObject(
        object,
        extension,
        state.actor.kube,
        ctx.settings.fieldManager,
      );
      await state.actor.kube.apply(applicable, ctx.settings.fieldManager);
    } catch (err) {
      const failure = asStepFailure(
        err,
        'patch',
        await resourceOf(ctx.mapper, refOf(object)),
        refOf(object),
        state.actor,
        'ApplyForbidden',
        'ApplyFailed',
      );
      ctx.ledger.fail(state, failure.reason, `re-applying after drift: ${failure.message}`, generation);
      return failure.reason;
    }
  }
  if (drift.length === 0) return 'InSync';
  state.appliedAt = now;
  ctx.ledger.transition(
    state,
    'Drifted',
    'DriftCorrected',
    `re-applied drifted fields: ${described}`,
    generation,
    drift,
  );
  return 'Drifted';
}
