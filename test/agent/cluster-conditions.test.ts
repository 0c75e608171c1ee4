import {
  brokeredCondition,
  certificateCondition,
  extensionConditions,
  resourcesSyncedCondition,
} from '../../agent/cluster-conditions';
import type { ExtensionStatus } from '../../agent/reconcile/reconciler';

const validity = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2026-01-31T00:00:00Z') };
const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day));

describe('ArcBridgeCluster conditions per failure class', () => {
  it('CertificateValid: valid, then expiring once renewal (due at two thirds) has failed until five sixths, then expired', () => {
    expect(certificateCondition(validity, at(10))).toMatchObject({
      status: true,
      reason: 'CertificateValid',
    });
    // Renewal is due from day 20; still only due, not yet alarming, on day 24.
    expect(certificateCondition(validity, at(24))).toMatchObject({ status: true });
    expect(certificateCondition(validity, at(26))).toMatchObject({
      status: false,
      reason: 'CertificateExpiring',
    });
    expect(certificateCondition(validity, at(26)).message).toContain('2026-01-31T00:00:00.000Z');
    expect(certificateCondition(validity, at(30))).toMatchObject({
      status: false,
      reason: 'CertificateExpired',
    });
  });

  const status = (
    name: string,
    phase: ExtensionStatus['phase'],
    reason: string,
    message = '',
  ): ExtensionStatus => ({
    name,
    version: '1',
    phase,
    reason,
    message,
    lastTransitionTime: '2026-01-01T00:00:00Z',
    observedGeneration: 1,
  });

  it('Rendered, ApplyPermitted and DriftRepaired name the extensions concerned', () => {
    const healthy = extensionConditions([status('a', 'Installed', 'Reconciled')]);
    expect(healthy.Rendered.status).toBe(true);
    expect(healthy.ApplyPermitted.status).toBe(true);
    expect(healthy.DriftRepaired).toMatchObject({ status: false, reason: 'NoDrift' });
    const broken = extensionConditions([
      status('a', 'Failed', 'RenderFailed', 'cannot fetch: HTTP 404'),
      status('b', 'Failed', 'PruneForbidden', 'may not delete configmaps'),
      status('c', 'Drifted', 'DriftCorrected', 'ConfigMap/apps/x: data.k'),
    ]);
    expect(broken.Rendered).toEqual({
      status: false,
      reason: 'RenderFailed',
      message: 'a: cannot fetch: HTTP 404',
    });
    expect(broken.ApplyPermitted).toMatchObject({ status: false, reason: 'PruneForbidden' });
    expect(broken.ApplyPermitted.message).toContain('b: may not delete configmaps');
    expect(broken.DriftRepaired).toMatchObject({ status: true, reason: 'DriftCorrected' });
  });
});

describe('ResourcesSynced', () => {
  const synced = {
    rule: 'r',
    source: 'c-a',
    name: 'cfg',
    namespace: 'team-a',
    state: 'Synced' as const,
    digest: 'd',
  };

  it('is True with the number of copies in sync', () => {
    expect(resourcesSyncedCondition([synced, { ...synced, name: 'other' }], [])).toEqual({
      status: true,
      reason: 'Synced',
      message: '2 copies in sync',
    });
  });

  it('is False naming the first failed copy before any conflict, with the reason verbatim', () => {
    const conflict = { ...synced, state: 'Conflict' as const, reason: 'in the way' };
    const failed = { ...synced, name: 'quota', state: 'Failed' as const, reason: 'exceeded quota: compute' };
    expect(resourcesSyncedCondition([synced, conflict, failed], [])).toEqual({
      status: false,
      reason: 'SyncFailed',
      message: 'rule r, team-a/quota from c-a: exceeded quota: compute',
    });
    expect(resourcesSyncedCondition([conflict], []).reason).toBe('SyncConflict');
  });

  it("is False with the source's own reason for a rule it cannot export", () => {
    expect(
      resourcesSyncedCondition(
        [],
        [{ rule: 'r', reason: 'KindNotExported', message: 'v1, Kind=Secret is not in sync.exportKinds' }],
      ),
    ).toEqual({
      status: false,
      reason: 'KindNotExported',
      message: 'rule r: v1, Kind=Secret is not in sync.exportKinds',
    });
  });

  it("Brokered: the agent's own reason first, then a failed copy, then a failed write-back, verbatim; True with counts", () => {
    const base = { conditions: [], consumed: 2, provided: [], writeBackFailures: [] };
    expect(brokeredCondition(base)).toEqual({
      status: true,
      reason: 'Brokered',
      message: '2 object(s) consumed, 0 copies provided',
    });
    const failedCopy = {
      ...base,
      provided: [
        { state: 'Applied' as const, name: 'abc-web', namespace: 'team-a' },
        { state: 'Failed' as const, name: 'abc-api', namespace: 'team-a', reason: 'HTTP 403: forbidden' },
      ],
      writeBackFailures: [{ name: 'p-1', reason: 'HTTP 422: invalid' }],
    };
    expect(brokeredCondition(failedCopy)).toEqual({
      status: false,
      reason: 'CopyFailed',
      message: 'team-a/abc-api: HTTP 403: forbidden',
    });
    expect(brokeredCondition({ ...failedCopy, provided: [] })).toMatchObject({
      reason: 'WriteBackFailed',
      message: 'p-1: HTTP 422: invalid',
    });
    expect(
      brokeredCondition({
        ...failedCopy,
        conditions: [
          { api: 'certificates', reason: 'KindNotGranted', message: 'not in broker.consumerKinds' },
        ],
      }),
    ).toEqual({
      status: false,
      reason: 'KindNotGranted',
      message: 'certificates: not in broker.consumerKinds',
    });
  });
});
