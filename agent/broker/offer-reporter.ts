import type { BrokerExchange, BrokerInvalidOffer, BrokerOfferReport } from '../../contract/broker-exchange';
import { AcceptApiSpec } from '../../contract/broker';
import type { KubeObjects } from '../kube/port';
import { ACCEPT_API, isNotFound } from './broker-names';

type OfferStatus = BrokerExchange['offers'][number];

/**
 * The provider's offers: every AcceptAPI in the cluster, each checked against the contract's schema
 * (an invalid one is reported with every violation, never dropped silently), and each one's
 * `Accepted` condition written from the control plane's answer (Accepting, Cordoned, Invalid).
 */
export class OfferReporter {
  /** What each AcceptAPI's status last showed, so a condition changes its time only when it flips. */
  private readonly written = new Map<
    string,
    { generation: number; status: string; reason: string; message: string; since: string }
  >();

  constructor(
    private readonly kube: KubeObjects,
    private readonly now: () => Date,
  ) {}

  async collect(): Promise<{ offers: BrokerOfferReport[]; invalidOffers: BrokerInvalidOffer[] }> {
    const listed = await this.kube.list(ACCEPT_API.apiVersion, ACCEPT_API.kind);
    const offers: BrokerOfferReport[] = [];
    const invalidOffers: BrokerInvalidOffer[] = [];
    for (const object of listed.slice(0, 100)) {
      const generation = Math.max(1, object.metadata.generation ?? 1);
      const parsed = AcceptApiSpec.safeParse(object.spec);
      if (parsed.success) offers.push({ name: object.metadata.name, generation, spec: parsed.data });
      else
        invalidOffers.push({
          name: object.metadata.name,
          generation,
          violations: parsed.error.issues.slice(0, 100).map((i) => ({
            path: ['spec', ...i.path].join('.').slice(0, 512),
            message: i.message.slice(0, 1024),
          })),
        });
    }
    return { offers, invalidOffers };
  }

  /** Writes each AcceptAPI's `Accepted` condition from the answer (only when it changed). */
  async writeStatus(
    answered: readonly OfferStatus[],
    reported: { name: string; generation: number; violations?: { path: string; message: string }[] }[],
  ): Promise<void> {
    const byName = new Map(answered.map((o) => [o.name, o]));
    for (const offer of reported) {
      const state = byName.get(offer.name);
      const invalid = offer.violations?.map((v) => `${v.path}: ${v.message}`).join('; ');
      const status = state?.state === 'Accepting' ? 'True' : 'False';
      const reason = state?.state ?? (invalid ? 'Invalid' : 'Unknown');
      const message = (state?.message ?? invalid ?? 'not yet taken by the control plane').slice(0, 4096);
      const before = this.written.get(offer.name);
      if (
        before &&
        before.generation === offer.generation &&
        before.status === status &&
        before.reason === reason &&
        before.message === message
      )
        continue;
      const since = before && before.status === status ? before.since : this.now().toISOString();
      // Deleted since it was listed: nothing to write, the next exchange no longer reports it.
      const patched = await this.kube
        .patchStatus(
          { apiVersion: ACCEPT_API.apiVersion, kind: ACCEPT_API.kind, name: offer.name },
          {
            observedGeneration: offer.generation,
            conditions: [
              {
                type: 'Accepted',
                status,
                reason,
                message,
                lastTransitionTime: since,
                observedGeneration: offer.generation,
              },
            ],
          },
        )
        .then(
          () => true,
          (err: unknown) => {
            if (isNotFound(err)) return false;
            throw err;
          },
        );
      if (patched)
        this.written.set(offer.name, { generation: offer.generation, status, reason, message, since });
    }
  }
}
