import fc from 'fast-check';
import { AcceptApiSpec } from '../../../contract/broker';
import { rankProviders } from '../../../functions/broker/placement';
import type { PlacementPolicy, ProviderCandidate } from '../../../functions/broker/placement';

const resource = { group: 'example.com', version: 'v1', kind: 'Certificate' };
const regions = ['westeurope', 'northeurope', null] as const;

const candidate = fc.record({
  n: fc.integer({ min: 0, max: 999 }),
  region: fc.constantFrom(...regions),
  suffix: fc.constantFrom('.example.com', '.a.example.com', '.b.example.com'),
  maxSize: fc.constantFrom('256Mi', '1Gi', '2Gi'),
  cordoned: fc.boolean(),
  online: fc.boolean(),
  selected: fc.boolean(),
  placed: fc.integer({ min: 0, max: 5 }),
});

type RawCandidate = typeof candidate extends fc.Arbitrary<infer T> ? T : never;

function toCandidates(raw: RawCandidate[]): ProviderCandidate[] {
  const seen = new Set<number>();
  return raw
    .filter((c) => !seen.has(c.n) && seen.add(c.n))
    .map((c) => ({
      clusterId: `c-${String(c.n).padStart(26, '0')}`,
      clusterName: `p${c.n}`,
      region: c.region,
      offers: [
        {
          name: 'certs',
          generation: 1,
          spec: AcceptApiSpec.parse({
            ...resource,
            filters: [
              { key: 'fqdn', suffix: c.suffix },
              { key: 'size', boundary: { max: c.maxSize } },
            ],
          }),
        },
      ],
      cordoned: c.cordoned,
      online: c.online,
      silentForMs: c.online ? 0 : 60_000,
      selected: c.selected,
      placed: c.placed,
    }));
}

const subjectArb = fc.record({
  placementId: fc.stringMatching(/^p-[0-9a-f]{22}$/),
  fqdn: fc.constantFrom('web.a.example.com', 'web.b.example.com', 'web.example.org'),
  size: fc.constantFrom('100Mi', '500Mi', '1536Mi'),
});

describe('placement ranking (property)', () => {
  it('is deterministic and independent of the order providers are listed in', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 12 }),
        subjectArb,
        fc.constantFrom<PlacementPolicy['spread']>('LeastPlaced', 'SameRegionFirst'),
        fc.constantFrom(...regions),
        (raw, s, spread, consumerRegion) => {
          const candidates = toCandidates(raw);
          const policy: PlacementPolicy = { resource, spread, offlineGraceMs: 300_000 };
          const subject = {
            placementId: s.placementId,
            spec: { fqdn: s.fqdn, size: s.size },
            metadata: { name: 'web', namespace: 'team-a', labels: {} },
          };
          const first = rankProviders(candidates, policy, subject, new Map(), consumerRegion);
          const again = rankProviders([...candidates].reverse(), policy, subject, new Map(), consumerRegion);
          expect(again).toEqual(first);

          // Exactly the providers that are selected, not cordoned, online and whose filters pass are ranked.
          const accepting = candidates.filter(
            (c) =>
              c.selected &&
              !c.cordoned &&
              c.online &&
              s.fqdn.endsWith(c.offers[0]!.spec.filters[0]!.suffix!) &&
              !(s.size === '1536Mi' && c.offers[0]!.spec.filters[1]!.boundary!.max !== '2Gi') &&
              !(s.size === '500Mi' && c.offers[0]!.spec.filters[1]!.boundary!.max === '256Mi'),
          );
          expect([...first.order].sort()).toEqual(accepting.map((c) => c.clusterId).sort());
          expect(first.verdicts).toHaveLength(candidates.length);
          for (const verdict of first.verdicts) {
            expect(verdict.accepted).toBe(verdict.refusedBy === undefined);
          }

          // The order: the consumer's region first (SameRegionFirst), then the fewest placements.
          const byId = new Map(candidates.map((c) => [c.clusterId, c] as const));
          const ranked = first.order.map((id) => byId.get(id)!);
          const key = (c: ProviderCandidate) => [
            spread === 'SameRegionFirst' && consumerRegion !== null && c.region === consumerRegion ? 0 : 1,
            c.placed,
          ];
          for (let i = 1; i < ranked.length; i++) {
            const [r0, p0] = key(ranked[i - 1]!);
            const [r1, p1] = key(ranked[i]!);
            expect(r0! < r1! || (r0 === r1 && p0! <= p1!)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('spreads equally placed providers across objects by a per-object hash, not always the same one', () => {
    const candidates = toCandidates(
      [1, 2, 3].map((n) => ({
        n,
        region: 'westeurope' as const,
        suffix: '.example.com',
        maxSize: '2Gi',
        cordoned: false,
        online: true,
        selected: true,
        placed: 0,
      })),
    );
    const policy: PlacementPolicy = { resource, spread: 'LeastPlaced', offlineGraceMs: 0 };
    const firsts = new Set(
      Array.from({ length: 30 }, (_, i) => {
        const subject = {
          placementId: `p-${i.toString(16).padStart(22, '0')}`,
          spec: { fqdn: 'x.example.com', size: '1Mi' },
          metadata: { name: 'x', namespace: 'y', labels: {} },
        };
        return rankProviders(candidates, policy, subject, new Map(), null).order[0];
      }),
    );
    expect(firsts.size).toBe(3);
  });
});
