import { afterRetryAfter } from '../../../../agent/sync/backoff';
import { toProblem } from '../../../../functions/platform/http/error-mapping';
import { AdmittedSigner, REFILL_SHARE } from '../../../../functions/platform/signer/admitted-signer';
import { SignerThrottledError } from '../../../../functions/platform/signer/signer';
import type {
  ClientCertificateRequest,
  IssuedCertificate,
  Signer,
} from '../../../../functions/platform/signer/signer';
import { KEY_TRANSACTIONS_PER_10S } from '../../../support/fake-key-vault';
import { ManualClock } from '../../../support/manual-clock';

/**
 * A vault as Key Vault's published limits describe it (the numbers the fake Key Vault enforces):
 * at most KEY_TRANSACTIONS_PER_10S signs in any 10 s, 429 + Retry-After beyond, a refused call not
 * counted. Signing itself is not the point here, so it issues a dummy certificate.
 */
class ModelVault implements Signer {
  readonly signed: number[] = [];
  throttled = 0;
  constructor(
    private readonly clock: ManualClock,
    private readonly limit: number,
  ) {}
  async caCertificatePem(): Promise<string> {
    return 'CA';
  }
  async issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate> {
    const now = this.clock.now().getTime();
    const recent = this.signed.filter((at) => at > now - 10_000);
    if (recent.length >= this.limit) {
      this.throttled += 1;
      throw new SignerThrottledError('Key Vault answered 429', Math.ceil((recent[0]! + 10_000 - now) / 1000));
    }
    this.signed.push(now);
    return {
      pem: request.clusterId,
      serialNumber: '1',
      notBefore: request.notBefore,
      notAfter: request.notAfter,
    };
  }
}

const request = (clusterId: string): ClientCertificateRequest => ({
  publicKeySpki: new Uint8Array(),
  tenantId: 't',
  clusterId,
  notBefore: new Date(0),
  notAfter: new Date(1),
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => err as SignerThrottledError,
  );

describe('AdmittedSigner', () => {
  it('admits at the configured rate and gives each refused caller its own slot after the last', async () => {
    const clock = new ManualClock(new Date('2026-12-01T00:00:00Z'));
    const vault = new ModelVault(clock, Number.MAX_SAFE_INTEGER);
    // 10 a second: a burst of 10 x (1 - REFILL_SHARE) x 10 s = 10, refilled at 9 a second.
    const signer = new AdmittedSigner(vault, { signsPerSecond: 10, clock });
    for (let i = 0; i < 10; i++) await signer.issueClientCertificate(request(`a-${i}`));
    const refused: (SignerThrottledError | undefined)[] = [];
    for (let i = 0; i < 10; i++)
      refused.push(await refusal(signer.issueClientCertificate(request(`b-${i}`))));
    expect(refused.every((err) => err instanceof SignerThrottledError)).toBe(true);
    // Slots every 1/9 s after the last: the 9th refused comes back within 1 s, the 10th after it.
    expect(refused.map((err) => err!.retryAfterSeconds)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(vault.signed).toHaveLength(10);

    const problem = toProblem(refused[0]);
    expect(problem.status).toBe(429);
    expect(problem.headers['Retry-After']).toBe('1');
    expect(problem.detail).toMatch(/bootstrap token is still unused/);

    clock.advance(0.12); // a little over one slot (1/9 s): whole milliseconds
    await signer.issueClientCertificate(request('b-0'));
    expect(vault.signed).toHaveLength(11);
    expect(REFILL_SHARE).toBe(0.9);
  });

  it('stops calling the vault until its Retry-After has passed once it answered 429', async () => {
    const clock = new ManualClock(new Date('2026-12-01T00:00:00Z'));
    const vault = new ModelVault(clock, 1);
    const signer = new AdmittedSigner(vault, { signsPerSecond: 100, clock });
    await signer.issueClientCertificate(request('a'));
    clock.advance(1);
    const fromVault = await refusal(signer.issueClientCertificate(request('b')));
    expect(fromVault?.retryAfterSeconds).toBe(9);
    expect(vault.throttled).toBe(1);
    clock.advance(5);
    const held = await refusal(signer.issueClientCertificate(request('b')));
    expect(held).toBeInstanceOf(SignerThrottledError);
    expect(held!.retryAfterSeconds).toBeGreaterThanOrEqual(4);
    expect(vault.throttled).toBe(1); // not asked again while it said to wait
    clock.advance(4);
    await signer.issueClientCertificate(request('b'));
    expect(vault.signed).toHaveLength(2);
  });

  it.each([
    ['an HSM key', KEY_TRANSACTIONS_PER_10S['EC-HSM'].other],
    ['a software key', KEY_TRANSACTIONS_PER_10S.EC.other],
  ])(
    'paces a storm of 10,000 registrations at the published limit of %s: every agent registers, the vault never throttles',
    async (_key, perTenSeconds) => {
      const clock = new ManualClock(new Date('2026-12-01T00:00:00Z'));
      const start = clock.now().getTime();
      const vault = new ModelVault(clock, perTenSeconds);
      const signer = new AdmittedSigner(vault, { signsPerSecond: perTenSeconds / 10, clock });
      // Every agent arrives within the first second; a refused one comes back after Retry-After,
      // with the agent's jitter after it (agent/sync/backoff.ts), seeded so the run is repeatable.
      let seed = 42;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const agents = 10_000;
      const due = Array.from({ length: agents }, (_, agent) => ({
        at: start + Math.floor(random() * 1000),
        agent,
      }));
      // Attempts by the millisecond they fall in (a calendar queue: the run makes ~50,000 of them).
      const calendar = new Map<number, number[]>();
      const enqueue = (at: number, agent: number) => {
        const slot = calendar.get(at);
        if (slot) slot.push(agent);
        else calendar.set(at, [agent]);
      };
      for (const { at, agent } of due) enqueue(at, agent);
      let registered = 0;
      let attempts = 0;
      let pending = agents;
      for (let at = start; pending > 0; at += 1) {
        const arriving = calendar.get(at);
        if (!arriving) continue;
        calendar.delete(at);
        clock.advance((at - clock.now().getTime()) / 1000);
        for (const agent of arriving) {
          attempts += 1;
          const err = await refusal(signer.issueClientCertificate(request(`c-${agent}`)));
          if (err === undefined) {
            registered += 1;
            pending -= 1;
          } else {
            expect(err).toBeInstanceOf(SignerThrottledError);
            enqueue(at + afterRetryAfter(err.retryAfterSeconds * 1000, random), agent);
          }
        }
      }
      const seconds = (clock.now().getTime() - start) / 1000;
      expect(registered).toBe(agents);
      expect(vault.throttled).toBe(0);
      // At the vault's rate the storm would take agents / rate seconds; the admission sustains
      // REFILL_SHARE of it, and the slots' rounding to whole seconds costs a little more.
      const ideal = agents / (perTenSeconds / 10);
      expect(seconds).toBeGreaterThanOrEqual(ideal);
      expect(seconds).toBeLessThanOrEqual((ideal / REFILL_SHARE) * 1.1);
      // Each agent is told when to come back, so it asks a few times, not once a second.
      expect(attempts / agents).toBeLessThan(4);
    },
  );
});
