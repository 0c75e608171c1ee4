import { foreignClientCertificate } from '../support/agent-keys';
import { agentEndpoints, bodyOf, pathOf, startFleet, VICTIM } from './fixture';
import type { Fleet } from './fixture';
import { TEST_MODES } from '../support/control-plane';
import type { FleetHosting } from './fixture';
import { programsInstalled } from '../support/system-programs';

/**
 * Agents act only for their own cluster. Every agent route is called for the victim's cluster
 * with credentials that are not the victim's; each answer has the exact status and changes nothing.
 */

let fleet: Fleet;
let before: unknown;

// Behind HAProxy the certificate reaches the app in X-ARR-ClientCert, as in Azure: the same
// attacks must fail there too (a forged header is replaced by the front end's).
const HOSTINGS: FleetHosting[] = [
  ...TEST_MODES,
  ...(programsInstalled('haproxy') ? (['embedded behind haproxy'] as const) : []),
];

describe.each(HOSTINGS)('agent credentials (%s)', (hosting) => {
  beforeAll(async () => {
    fleet = await startFleet(hosting);
    before = await fleet.snapshot();
    expect(JSON.stringify(before)).toContain(fleet.victim.clusterId);
  });
  afterAll(async () => {
    await fleet?.stop();
  });
  afterEach(async () => {
    expect(await fleet.snapshot()).toEqual(before);
  });

  async function everyAgentRoute(
    options: { cert?: { certPem: string; keyPem: string }; headers?: Record<string, string>; token?: string },
    status: number,
  ): Promise<string[]> {
    const wrong: string[] = [];
    for (const endpoint of agentEndpoints) {
      const response = await fleet.tp.client.send({
        method: endpoint.method,
        path: pathOf(endpoint, { tenantId: VICTIM, clusterId: fleet.victim.clusterId }),
        ...options,
        ...(bodyOf(endpoint) === undefined ? {} : { body: bodyOf(endpoint) }),
      });
      if (response.status !== status) wrong.push(`${endpoint.method} ${endpoint.route}: ${response.status}`);
    }
    return wrong;
  }

  describe('agent routes of another cluster', () => {
    it("another tenant's valid cluster certificate gets 403 on every agent route", async () => {
      expect(await everyAgentRoute({ cert: fleet.attacker.cert }, 403)).toEqual([]);
    });

    it('a self-signed look-alike (same SAN, same extended key usage, another CA) gets 401', async () => {
      const lookAlike = await foreignClientCertificate(
        `urn:arcbridge:tenant:${VICTIM}:cluster:${fleet.victim.clusterId}`,
      );
      expect(await everyAgentRoute({ cert: lookAlike }, 401)).toEqual([]);
    });

    it("a forged X-ARR-ClientCert carrying the victim's certificate is discarded: 401 without TLS certificate", async () => {
      const pem = fleet.victim.cert.certPem;
      const base64Der = pem.replace(/-----[^-]+-----|\s/g, '');
      for (const value of [base64Der, encodeURIComponent(pem)]) {
        expect(await everyAgentRoute({ headers: { 'X-ARR-ClientCert': value } }, 401)).toEqual([]);
      }
    });

    it("and 403 when the attacker's own certificate is presented with the victim's in the header", async () => {
      const base64Der = fleet.victim.cert.certPem.replace(/-----[^-]+-----|\s/g, '');
      expect(
        await everyAgentRoute({ cert: fleet.attacker.cert, headers: { 'X-ARR-ClientCert': base64Der } }, 403),
      ).toEqual([]);
    });

    it("an operator admin token of the victim's tenant is not an agent credential: 401", async () => {
      expect(await everyAgentRoute({ token: await fleet.tp.token(VICTIM, 'admin') }, 401)).toEqual([]);
    });
  });
});
