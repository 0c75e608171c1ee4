import type { CertificateValidity } from './identity/keys';
import { renewalDue } from './identity/keys';
import type { SyncApplied, SyncSourceCondition } from '../contract/sync-exchange';
import type { ExtensionStatus } from './reconcile/reconciler';
import type { BrokerOutcome } from './broker/broker';

/**
 * One ArcBridgeCluster condition per failure class, following the Kubernetes API conventions for
 * conditions (https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api-conventions.md#typical-status-properties):
 * an adjective or past participle, `True` when things are as they should be (except
 * `DriftRepaired`, an abnormal-true signal like `Degraded`), an UpperCamelCase reason, and a message
 * saying what is wrong and where. `Connected` (cannot reach the control plane), `Registered` and
 * `Reconciled` are set elsewhere in the core.
 */
export interface ConditionValue {
  status: boolean;
  reason: string;
  message: string;
}

/**
 * `CertificateValid`: False with `CertificateExpiring` once five sixths of the client certificate's
 * lifetime have passed (renewal starts at two thirds, so renewal has been failing for a while), or
 * `CertificateExpired`.
 */
export function certificateCondition(validity: CertificateValidity, now: Date): ConditionValue {
  const notAfter = validity.notAfter.toISOString();
  if (now >= validity.notAfter)
    return {
      status: false,
      reason: 'CertificateExpired',
      message: `the client certificate expired at ${notAfter}; the agent re-registers when the bootstrap Secret holds a new token`,
    };
  const due = renewalDue(validity).getTime();
  const warnAt = due + (validity.notAfter.getTime() - due) / 2;
  if (now.getTime() >= warnAt)
    return {
      status: false,
      reason: 'CertificateExpiring',
      message: `the client certificate expires at ${notAfter} and renewal (due since ${new Date(due).toISOString()}) has not succeeded: check that the control plane is reachable`,
    };
  return {
    status: true,
    reason: 'CertificateValid',
    message: `valid until ${notAfter}, renewed from ${new Date(due).toISOString()}`,
  };
}

/** `Rendered`, `ApplyPermitted` and `DriftRepaired` from the extensions' statuses. */
export function extensionConditions(statuses: ExtensionStatus[]): {
  Rendered: ConditionValue;
  ApplyPermitted: ConditionValue;
  DriftRepaired: ConditionValue;
} {
  const list = (items: ExtensionStatus[]) =>
    items
      .slice(0, 5)
      .map((s) => `${s.name}: ${s.message.slice(0, 300)}`)
      .join('; ') + (items.length > 5 ? ` (and ${items.length - 5} more)` : '');
  const renderFailed = statuses.filter((s) => s.phase === 'Failed' && s.reason === 'RenderFailed');
  const forbidden = statuses.filter(
    (s) => s.phase === 'Failed' && (s.reason === 'ApplyForbidden' || s.reason === 'PruneForbidden'),
  );
  const drifted = statuses.filter((s) => s.phase === 'Drifted');
  return {
    Rendered: renderFailed.length
      ? { status: false, reason: 'RenderFailed', message: list(renderFailed) }
      : { status: true, reason: 'Rendered', message: 'every extension rendered' },
    ApplyPermitted: forbidden.length
      ? { status: false, reason: forbidden[0]!.reason, message: list(forbidden) }
      : { status: true, reason: 'Permitted', message: 'no request was forbidden' },
    DriftRepaired: drifted.length
      ? { status: true, reason: 'DriftCorrected', message: list(drifted) }
      : { status: false, reason: 'NoDrift', message: 'no drift found at the last checks' },
  };
}

/**
 * `Reconciled`: True when every extension is installed, False with the first failure's reason, or
 * False `Progressing` naming the extensions still converging.
 */
export function reconciledCondition(statuses: ExtensionStatus[]): ConditionValue {
  const failed = statuses.filter((s) => s.phase === 'Failed');
  const converging = statuses.filter((s) => s.phase !== 'Installed' && s.phase !== 'Failed');
  if (failed.length === 0 && converging.length === 0)
    return { status: true, reason: 'Reconciled', message: `${statuses.length} extension(s) installed` };
  const first = failed[0];
  if (first) return { status: false, reason: first.reason, message: `${first.name}: ${first.message}` };
  return { status: false, reason: 'Progressing', message: converging.map((s) => s.name).join(', ') };
}

/**
 * `ResourcesSynced` (resource sync, docs/sync.md): False with `SyncConflict`, `SyncFailed` or the
 * source's own reason (`KindNotExported`, `KindNotServed`, `ExportFailed`) naming the first rule
 * and object in trouble, verbatim; True with how many copies this cluster holds.
 */
export function resourcesSyncedCondition(
  applied: readonly SyncApplied[],
  source: readonly SyncSourceCondition[],
  peersFailure?: string,
): ConditionValue {
  const failed = applied.find((a) => a.state === 'Failed') ?? applied.find((a) => a.state === 'Conflict');
  if (failed) {
    const where = `${failed.namespace ? `${failed.namespace}/` : ''}${failed.name}`;
    return {
      status: false,
      reason: failed.state === 'Failed' ? 'SyncFailed' : 'SyncConflict',
      message: `rule ${failed.rule}, ${where} from ${failed.source}: ${failed.reason ?? failed.state}`,
    };
  }
  const first = source[0];
  if (first) return { status: false, reason: first.reason, message: `rule ${first.rule}: ${first.message}` };
  if (peersFailure) return { status: false, reason: 'PeersFailed', message: peersFailure };
  const held = applied.filter((a) => a.state === 'Synced').length;
  return { status: true, reason: 'Synced', message: `${held} cop${held === 1 ? 'y' : 'ies'} in sync` };
}

/**
 * `Brokered` (resource brokering, docs/brokering.md): False with the agent's own reason
 * (`KindNotGranted`, `KindNotServed`, `WatchFailed`), `CopyFailed` naming the first copy this
 * provider could not apply, or `WriteBackFailed` naming the first consumer object whose status or
 * related objects could not be written, verbatim; True with how many objects it consumes and serves.
 */
export function brokeredCondition(outcome: BrokerOutcome): ConditionValue {
  const first = outcome.conditions[0];
  if (first)
    return {
      status: false,
      reason: first.reason,
      message: `${first.api ? `${first.api}: ` : ''}${first.message}`,
    };
  const failed = outcome.provided.find((p) => p.state === 'Failed');
  if (failed)
    return {
      status: false,
      reason: 'CopyFailed',
      message: `${failed.namespace}/${failed.name}: ${failed.reason ?? 'Failed'}`,
    };
  const writeBack = outcome.writeBackFailures[0];
  if (writeBack)
    return { status: false, reason: 'WriteBackFailed', message: `${writeBack.name}: ${writeBack.reason}` };
  const provided = outcome.provided.length;
  return {
    status: true,
    reason: 'Brokered',
    message: `${outcome.consumed} object(s) consumed, ${provided} cop${provided === 1 ? 'y' : 'ies'} provided`,
  };
}
