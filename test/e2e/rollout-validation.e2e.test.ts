import { startTestControlPlane, TEST_MODES } from '../support/control-plane';
import type { TestControlPlane, TestMode } from '../support/control-plane';
import { registerCluster } from '../support/registration';
import type { RegisteredCluster } from '../support/registration';

const TENANT = 'validated';

/** A version whose schema and policies the request, an assignment or an overlay can violate. */
const web = {
  kind: 'helm',
  source: { url: 'https://charts.example.com', chart: 'web' },
  defaultValues: { replicas: 1 },
  valuesSchema: {
    type: 'object',
    properties: { replicas: { type: 'integer', minimum: 1 } },
    required: ['replicas'],
  },
  policies: [
    { name: 'max-replicas', expression: 'values.replicas <= 5', message: 'at most 5 replicas' },
    { name: 'team-namespace', expression: "namespace.startsWith('team-')" },
  ],
};

interface Problem {
  type: string;
  status: number;
  detail: string;
  violations?: { path: string; message: string; clusterCount?: number; clusters?: string[] }[];
  rolloutId?: string;
}

interface RolloutView {
  id: string;
  state: string;
  total: number;
  haltReason: string | null;
  counts: Record<string, number>;
}

describe.each(TEST_MODES)(
  'rollout create: validation and one rollout per extension (%s mode)',
  (mode: TestMode) => {
    let tp: TestControlPlane;
    let operator: string;
    let eu1: RegisteredCluster;
    let eu2: RegisteredCluster;
    let us1: RegisteredCluster;

    beforeAll(async () => {
      tp = await startTestControlPlane({
        mode,
        env: { ARCBRIDGE_RATE_OPERATOR_PER_SECOND: '1000', ARCBRIDGE_RATE_OPERATOR_BURST: '1000' },
      });
      operator = await tp.token(TENANT, 'operator');
      eu1 = await registerCluster(tp, TENANT, {
        name: 'eu-1',
        group: 'retail/eu/store-1',
        labels: { ring: 'canary' },
      });
      eu2 = await registerCluster(tp, TENANT, { name: 'eu-2', group: 'retail/eu/store-2' });
      us1 = await registerCluster(tp, TENANT, { name: 'us-1', group: 'retail/us/store-9' });
      // 1.0.0 allows up to 10 replicas, 2.0.0 only 5.
      const v1 = {
        ...web,
        policies: [{ ...web.policies[0]!, expression: 'values.replicas <= 10' }, web.policies[1]],
      };
      expect((await api('PUT', 'extensions/web/versions/1.0.0', v1)).status).toBe(201);
      expect((await api('PUT', 'extensions/web/versions/2.0.0', web)).status).toBe(201);
      // Installed in team-web everywhere in retail; the US overlay sets 7 replicas (fine on 1.0.0).
      const assigned = await api('PUT', 'assignments/web', {
        extension: 'web',
        version: '1.0.0',
        namespace: 'team-web',
        target: { groups: ['retail'] },
        values: { replicas: 2 },
        overlays: [{ group: 'retail/us', values: { replicas: 7 } }],
      });
      expect(assigned.status).toBe(201);
    });
    afterAll(async () => {
      await tp.stop();
    });

    function api(method: string, path: string, body?: unknown) {
      return tp.client.send({
        method,
        path: `/api/v1/tenants/${TENANT}/${path}`,
        token: operator,
        ...(body === undefined ? {} : { body }),
      });
    }
    const rollout = (overrides: Record<string, unknown> = {}) => ({
      extension: 'web',
      version: '2.0.0',
      target: { groups: ['retail'] },
      strategy: { stages: [{ name: 'all', percent: 100 }] },
      ...overrides,
    });

    it('answers 422 with every problem at once: unpublished version, empty group and stage, bad gate', async () => {
      const refused = await api(
        'POST',
        'rollouts',
        rollout({
          version: '9.9.9',
          target: { groups: ['retail/eu', 'retail/asia'] },
          strategy: {
            stages: [
              { name: 'canary', selector: 'ring=golden' },
              { name: 'rest', percent: 100, gate: 'failed +' },
            ],
          },
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      const paths = refused.json<Problem>().violations!.map((v) => v.path);
      expect(paths.sort()).toEqual(
        ['body.strategy.stages.1.gate', 'body.target.groups.1', 'body.version'].sort(),
      );

      // Valid strategy, same target problems: now the empty stage selector is found too.
      const again = await api(
        'POST',
        'rollouts',
        rollout({
          version: '9.9.9',
          target: { groups: ['retail/eu', 'retail/asia'] },
          strategy: {
            stages: [
              { name: 'canary', selector: 'ring=golden' },
              { name: 'rest', percent: 100 },
            ],
          },
        }),
      );
      const violations = again.json<Problem>().violations!;
      expect(violations.map((v) => v.path).sort()).toEqual(
        ['body.strategy.stages.0.selector', 'body.target.groups.1', 'body.version'].sort(),
      );
      expect(violations.find((v) => v.path === 'body.version')!.message).toContain('not published');

      const nothing = await api('POST', 'rollouts', rollout({ target: { selector: 'env=nowhere' } }));
      expect(nothing.status).toBe(422);
      expect(nothing.json<Problem>().violations).toEqual([
        expect.objectContaining({
          path: 'body.target',
          message: expect.stringContaining('set allowEmpty: true to start anyway'),
        }),
      ]);
      expect((await api('GET', 'rollouts')).json<{ items: unknown[] }>().items).toEqual([]);
    });

    it('answers 422 for values that break the schema or a policy on a targeted cluster after overlays', async () => {
      // No values of its own: the US overlay's 7 replicas break the policy on us-1 only.
      const overlaid = await api('POST', 'rollouts', rollout());
      expect(overlaid.status).toBe(422);
      expect(overlaid.json<Problem>().violations).toEqual([
        {
          path: 'body.policies.max-replicas',
          message: 'at most 5 replicas on 1 targeted cluster(s) after assignment values and overlays',
          clusterCount: 1,
          clusters: [us1.clusterId],
        },
      ]);
      // The rollout's values come last: 0 replicas break the schema everywhere it installs.
      const refused = await api(
        'POST',
        'rollouts',
        rollout({ values: { replicas: 0 }, namespace: 'default' }),
      );
      expect(refused.status).toBe(422);
      const violations = refused.json<Problem>().violations!;
      expect(violations.map((v) => v.path)).toEqual(['body.values/replicas']);
      expect(violations[0]!.clusters!.sort()).toEqual([eu1.clusterId, eu2.clusterId, us1.clusterId].sort());
      // The assignment's namespace stands where it installs the extension: no namespace violation.

      // Only the EU clusters: the overlay that breaks the policy is not in the target.
      const eu = await api(
        'POST',
        'rollouts',
        rollout({ target: { groups: ['retail/eu'] }, values: { replicas: 3 } }),
      );
      expect(eu.status).toBe(201);
      expect((await api('POST', `rollouts/${eu.json<RolloutView>().id}/cancel`)).status).toBe(200);
    });

    it('accepts an empty target with allowEmpty and completes it with nothing to do', async () => {
      const created = await api(
        'POST',
        'rollouts',
        rollout({ target: { selector: 'env=nowhere' }, allowEmpty: true }),
      );
      expect(created.status).toBe(201);
      const view = created.json<RolloutView>();
      expect(view.total).toBe(0);
      expect(view.state).toBe('Completed');
    });

    it('refuses an overlapping rollout of the same extension with 409 naming it, and supersedes on request', async () => {
      const first = await api('POST', 'rollouts', rollout({ target: { groups: ['retail/eu'] } }));
      expect(first.status).toBe(201);
      const firstId = first.json<RolloutView>().id;

      // Overlap on eu-1: 409 naming the first, with a Location to it.
      const overlapping = await api('POST', 'rollouts', rollout({ target: { selector: 'ring=canary' } }));
      expect(overlapping.status).toBe(409);
      expect(overlapping.headers.location).toBe(`/api/v1/tenants/${TENANT}/rollouts/${firstId}`);
      expect(overlapping.json<Problem>()).toMatchObject({ rolloutId: firstId, status: 409 });
      expect(overlapping.json<Problem>().detail).toContain('supersede');

      // Disjoint clusters of the same extension, or another extension: fine.
      const us = await api(
        'POST',
        'rollouts',
        rollout({ target: { groups: ['retail/us'] }, values: { replicas: 3 } }),
      );
      expect(us.status).toBe(201);
      expect((await api('POST', `rollouts/${us.json<RolloutView>().id}/cancel`)).status).toBe(200);

      // supersede: the first is cancelled (what it did stays), the new one runs.
      const superseding = await api(
        'POST',
        'rollouts',
        rollout({ target: { selector: 'ring=canary' }, supersede: true }),
      );
      expect(superseding.status).toBe(201);
      const old = (await api('GET', `rollouts/${firstId}`)).json<RolloutView>();
      expect(old.state).toBe('Cancelled');
      expect(old.haltReason).toBe(`superseded by rollout ${superseding.json<RolloutView>().id}`);
      // A cancelled rollout can be neither paused nor cancelled again into another state.
      expect((await api('POST', `rollouts/${firstId}/pause`)).status).toBe(409);
      expect((await api('POST', `rollouts/${firstId}/cancel`)).json<RolloutView>().state).toBe('Cancelled');
      expect((await api('POST', `rollouts/${superseding.json<RolloutView>().id}/cancel`)).status).toBe(200);
    });

    it('lets exactly one of two concurrent overlapping creates win', async () => {
      const results = await Promise.all([
        api('POST', 'rollouts', rollout({ target: { groups: ['retail/eu'] } })),
        api('POST', 'rollouts', rollout({ target: { groups: ['retail'] }, values: { replicas: 3 } })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const winner = results.find((r) => r.status === 201)!.json<RolloutView>().id;
      expect(results.find((r) => r.status === 409)!.json<Problem>().rolloutId).toBe(winner);
      expect((await api('POST', `rollouts/${winner}/cancel`)).status).toBe(200);
    });
  },
);
