/**
 * Registration storm: many agents register at once, each with its own single-use bootstrap token,
 * and the control plane (a child process, `npm start`'s entry point) is killed with SIGKILL at a
 * seeded random acknowledgement. After a restart on the same data dir every registration that was
 * answered 201 has its cluster with that certificate's serial (and the certificate works), every
 * agent left without an answer gets one by retrying (same token, cluster UID and key), and no
 * bootstrap token registers another cluster.
 */
import { randomUUID, X509Certificate } from 'node:crypto';
import type { ClusterDocument } from '../../functions/clusters/model';
import type { BootstrapTokenDocument } from '../../functions/registration/bootstrap-tokens';
import { bootstrapTokenId } from '../../contract/registration';
import { normalizeSerial } from '../../functions/platform/signer/signer';
import { createCsr } from '../support/agent-keys';
import type { AgentKeys } from '../support/agent-keys';
import { mintBootstrapToken } from '../support/registration';
import { between, CrashHost, crashSeed, KillSwitch, seededRandom } from './support/crash-host';

const TENANT = 'storm';
const AGENTS = 48;
const seed = crashSeed();

interface Agent {
  token: string;
  clusterUid: string;
  keys: AgentKeys;
  /** The 201 answers this token got, over the whole test (must end at most one). */
  registrations: { clusterId: string; certificate: string }[];
  /** What the storm's request ended in: 201, another status, or no answer (the host died). */
  outcome?: number | 'no answer';
}

describe(`registration storm, SIGKILL at a seeded point, restart (ARCBRIDGE_CRASH_SEED=${seed})`, () => {
  const random = seededRandom(seed);
  const host = new CrashHost();
  const plane = host.asTestPlane();
  const agents: Agent[] = [];

  beforeAll(async () => {
    await host.start();
    for (let i = 0; i < AGENTS; i++) {
      agents.push({
        token: await mintBootstrapToken(plane, TENANT),
        clusterUid: randomUUID(),
        keys: await createCsr(),
        registrations: [],
      });
    }
  });
  afterAll(() => host.dispose());

  const register = (agent: Agent, clusterUid = agent.clusterUid, keys = agent.keys) =>
    host.client.send({
      method: 'POST',
      path: '/api/v1/register',
      body: { bootstrapToken: agent.token, clusterUid, csr: keys.csrPem, name: `agent-${clusterUid}` },
    });

  it('keeps every acknowledged registration and never accepts a token twice', async () => {
    // Somewhere between a fifth and two thirds of the storm acknowledged, the rest still in flight.
    const killSwitch = new KillSwitch(host, between(random, AGENTS / 5, (AGENTS * 2) / 3));
    await Promise.all(
      agents.map(async (agent) => {
        try {
          const response = await register(agent);
          agent.outcome = response.status;
          if (response.status === 201) {
            const body = response.json<{ clusterId: string; certificate: string }>();
            agent.registrations.push({ clusterId: body.clusterId, certificate: body.certificate });
            killSwitch.ack();
          }
        } catch {
          agent.outcome = 'no answer';
        }
      }),
    );
    await killSwitch.killed();
    const acknowledged = agents.filter((agent) => agent.outcome === 201);
    // The kill landed inside the storm: some answered, some did not.
    expect(acknowledged.length).toBeGreaterThanOrEqual(killSwitch.at);
    expect(agents.filter((agent) => agent.outcome === 'no answer').length).toBeGreaterThan(0);
    // Before the kill nothing but 201 was answered (every token was fresh).
    expect(agents.filter((a) => a.outcome !== 201 && a.outcome !== 'no answer')).toEqual([]);

    await host.start();
    expect(host.integrity()).toEqual(['ok', 'ok']);
    const clusters = new Map(
      host.documents<ClusterDocument>('clusters', TENANT).map(({ doc }) => [doc.id, doc]),
    );
    const tokens = new Map(
      host.documents<BootstrapTokenDocument>('bootstrapTokens', TENANT).map(({ doc }) => [doc.id, doc]),
    );
    for (const agent of acknowledged) {
      const [{ clusterId, certificate }] = agent.registrations as [Agent['registrations'][number]];
      // The cluster record, with the serial of the certificate the agent was given.
      expect(clusters.get(clusterId)).toMatchObject({
        clusterUid: agent.clusterUid,
        name: `agent-${agent.clusterUid}`,
        certificate: { serialNumber: normalizeSerial(new X509Certificate(certificate).serialNumber) },
      });
      expect(tokens.get(bootstrapTokenId(agent.token))).toMatchObject({ usedByClusterId: clusterId });
      // The restarted plane accepts that certificate.
      const heartbeat = await host.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${clusterId}/heartbeat`,
        body: { agentVersion: 'crash/1.0' },
        cert: { certPem: certificate, keyPem: agent.keys.keyPem },
      });
      expect(heartbeat.status).toBeLessThan(300);
    }
    // No cluster appeared that no token vouches for.
    for (const cluster of clusters.values()) {
      expect([...tokens.values()].some((token) => token.usedByClusterId === cluster.id)).toBe(true);
    }

    // Every agent left without an answer retries, as the agent does: the same token, cluster UID
    // and key. Whether the kill came before the token's use, between it and the cluster write, or
    // after the write (only the answer lost), the registration is answered now: a kill strands
    // nobody. Where the cluster had been written, another key is refused (only the holder of the
    // registered key gets the answer again).
    for (const agent of agents.filter((a) => a.outcome === 'no answer')) {
      const written = [...clusters.values()].some((cluster) => cluster.clusterUid === agent.clusterUid);
      if (written) expect((await register(agent, agent.clusterUid, await createCsr())).status).toBe(401);
      const response = await register(agent);
      expect({ clusterUid: agent.clusterUid, status: response.status }).toEqual({
        clusterUid: agent.clusterUid,
        status: 201,
      });
      const answer = response.json<{ clusterId: string; certificate: string }>();
      agent.registrations.push(answer);
      const heartbeat = await host.client.send({
        method: 'POST',
        path: `/api/v1/clusters/${answer.clusterId}/heartbeat`,
        body: { agentVersion: 'crash/1.0' },
        cert: { certPem: answer.certificate, keyPem: agent.keys.keyPem },
      });
      expect(heartbeat.status).toBeLessThan(300);
    }

    // Every token tried again, by a new agent (new cluster uid, new key): every token was used by
    // now (acknowledged, finished before the kill, or finished by the retry above), so each is
    // refused. Never two registrations from one token.
    for (const agent of agents) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await register(agent, randomUUID(), await createCsr());
        if (response.status === 201) {
          agent.registrations.push(response.json<{ clusterId: string; certificate: string }>());
          continue;
        }
        expect(response.status).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ status: 401, detail: expect.stringMatching(/already used/) });
      }
      // One answer per token: the storm's, or the retry's for an agent the kill left without one.
      expect(agent.registrations).toHaveLength(1);
    }
  });
});
