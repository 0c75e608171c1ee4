import { TENANT } from './control-plane';
import { BROKEN_SUFFIX, INGRESS, LOGGING, imageFor, workloadImage, workloadOf } from './extension-server';
import type { FleetMember } from './fleet';
import { desiredVersion, installedVersion } from './fleet-view';
import type { ClusterView } from './fleet-view';
import type { RunContext } from './orchestrator';
import { stagedStrategy } from './rollout-phase';
import { assertThat, sleep, waitFor } from './wait';

const nameOf = (m: FleetMember) => m.cluster.identity.name;

/** The clusters a fault hits: every tenth from the second on (never a canary), at least one. */
function victims(ctx: RunContext): FleetMember[] {
  const members = ctx.fleet.members;
  const chosen = members.filter((m) => m.index % 10 === 5);
  return chosen.length > 0 ? chosen : [members[members.length - 1]!];
}

/**
 * A network partition between some agents and the control plane, while a new logging version
 * rolls out: the rollout defers the unreachable clusters; after the heal they report in, get the
 * version and the rollout completes. Asserted on the control plane and on each cluster.
 */
export async function runPartition(ctx: RunContext, asserted: string[]): Promise<void> {
  const { view, options, log } = ctx;
  const cut = victims(ctx);
  for (const member of cut) member.proxy.partition();
  log(`partitioned ${cut.map(nameOf).join(', ')} from the control plane`);
  await waitFor(
    'the partitioned clusters show Offline',
    async () => (await view.clusters(cut.map(nameOf))).every((c) => c.connectivity === 'Offline'),
    { timeoutMs: options.offlineAfterSeconds * 1000 + 60_000, stepMs: 2_000 },
  );
  asserted.push(`${cut.length} partitioned cluster(s) went Offline at the control plane`);
  const rollout = await view.startRollout({
    extension: LOGGING,
    version: '1.1.0',
    namespace: LOGGING,
    target: { selector: 'fleet=validate' },
    strategy: stagedStrategy(options.regions, { deferredTimeoutSeconds: 3600 }),
    allowEmpty: true,
  });
  log(`rollout ${rollout.id}: logging 1.1.0 while partitioned`);
  const waiting = await view.waitForRollout(rollout.id, ['WaitingForDeferred'], options.phaseTimeoutMs);
  assertThat(
    waiting.view.counts?.Deferred === cut.length,
    `rollout deferred ${waiting.view.counts?.Deferred} cluster(s), expected the ${cut.length} partitioned`,
  );
  asserted.push(
    `the rollout deferred exactly the ${cut.length} partitioned cluster(s) and updated the others`,
  );
  for (const member of cut) {
    const image = workloadImage(member.cluster.get(workloadOf[LOGGING]));
    assertThat(
      image === imageFor(LOGGING, '1.0.0'),
      `${nameOf(member)} changed during the partition: ${image}`,
    );
  }
  const healedAt = Date.now();
  for (const member of cut) member.proxy.heal();
  log('healed the partition');
  await view.waitForRollout(rollout.id, ['Completed'], options.phaseTimeoutMs);
  asserted.push('after the heal the rollout caught the deferred clusters up and ended Completed');
  const all = ctx.fleet.members.map(nameOf);
  await waitFor(
    'every cluster reports logging 1.1.0 installed and a heartbeat after the heal',
    async () =>
      (await view.clusters(all)).every(
        (c) =>
          installedVersion(c, LOGGING) === '1.1.0' &&
          Date.parse(c.lastHeartbeat ?? '') > healedAt &&
          c.connectivity === 'Connected',
      ),
    { timeoutMs: 120_000, stepMs: 2_000 },
  );
  for (const member of ctx.fleet.members) {
    const image = workloadImage(member.cluster.get(workloadOf[LOGGING]));
    assertThat(
      image === imageFor(LOGGING, '1.1.0'),
      `${nameOf(member)}: logging runs ${image} after the heal`,
    );
  }
  for (const member of cut) {
    await waitFor(
      `${nameOf(member)} says Connected=True on its ArcBridgeCluster`,
      () => member.cluster.condition('Connected')?.status === 'True',
      {
        timeoutMs: 60_000,
      },
    );
  }
  asserted.push(
    'every cluster runs logging 1.1.0 (checked in its own kube API), heartbeats fresh, Connected=True',
  );
}

/**
 * Short-lived certificates (ARCBRIDGE_CERT_VALIDITY_SECONDS): every agent must renew before its
 * first certificate expires and keep working past it; an agent cut off until its certificate
 * expired must, once an operator puts a new bootstrap token in its Secret, register again.
 */
export async function runCertificateExpiry(ctx: RunContext, asserted: string[]): Promise<void> {
  const { view, log } = ctx;
  const names = ctx.fleet.members.map(nameOf);
  const before = new Map(
    (await view.clusters(names)).map((c) => [c.labels.agent!, Date.parse(c.certificateExpiresAt)]),
  );
  const latest = Math.max(...before.values());
  log(`waiting for every certificate seen now to expire (the last at ${new Date(latest).toISOString()})`);
  await sleep(Math.max(0, latest - Date.now()) + 1_000);
  let stale: ClusterView[] = [];
  await waitFor(
    'every agent renewed and heartbeats after its earlier certificate expired',
    async () => {
      const views = await view.clusters(names);
      stale = views.filter((c) => {
        const old = before.get(c.labels.agent!)!;
        return !(Date.parse(c.certificateExpiresAt) > old && Date.parse(c.lastHeartbeat ?? '') > old);
      });
      return stale.length === 0;
    },
    { timeoutMs: 120_000, stepMs: 2_000, describe: () => stale.map((c) => c.labels.agent).join(', ') },
  );
  asserted.push(
    `all ${names.length} agents renewed their certificate and kept heartbeating after the earlier one expired`,
  );

  const member = victims(ctx)[0]!;
  const name = nameOf(member);
  const current = await view.cluster(name);
  member.proxy.partition();
  const expiresAt = Date.parse(current.certificateExpiresAt);
  log(`partitioned ${name} until its certificate expires (${current.certificateExpiresAt})`);
  await sleep(Math.max(0, expiresAt - Date.now()) + 2_000);
  member.proxy.heal();
  log(`healed ${name}: its certificate has expired`);
  const refused = await waitFor(
    `${name} reports Registered=False (expired certificate, bootstrap token already used)`,
    () => {
      const c = member.cluster.condition('Registered');
      return c?.status === 'False' ? c : undefined;
    },
    { timeoutMs: 120_000 },
  );
  assertThat(
    refused.reason === 'BootstrapTokenAlreadyUsed',
    `${name}: Registered=False for ${refused.reason}`,
  );
  asserted.push(
    `${name}, cut off past its certificate's expiry, is refused and says BootstrapTokenAlreadyUsed`,
  );
  const { token } = await ctx.plane.expect<{ token: string }>(
    'POST',
    '/bootstrap-tokens',
    { description: `${name} again` },
    [201],
  );
  member.cluster.replaceBootstrapToken(token);
  const renewedAt = Date.now();
  await waitFor(
    `${name} registers again with the new token and heartbeats`,
    async () => {
      const c = await view.cluster(name);
      return (
        member.cluster.condition('Registered')?.status === 'True' &&
        Date.parse(c.certificateExpiresAt) > expiresAt &&
        Date.parse(c.lastHeartbeat ?? '') > renewedAt &&
        c.id === current.id
      );
    },
    { timeoutMs: 120_000, stepMs: 2_000 },
  );
  asserted.push(
    `${name} re-registered as the same cluster (${current.id}, tenant ${TENANT}) and heartbeats again`,
  );
}

/**
 * A bad version (its workload never becomes available): the canaries fail, the error budget halts
 * the rollout, auto-rollback restores the previous version. Every cluster must be back on
 * ingress 1.0.0, in the desired state, the agents' inventory and the cluster itself.
 */
export async function runBadVersion(ctx: RunContext, asserted: string[]): Promise<void> {
  const { view, options, log, fleet } = ctx;
  const bad = `1.1.0${BROKEN_SUFFIX}`;
  const rollout = await view.startRollout({
    extension: INGRESS,
    version: bad,
    namespace: INGRESS,
    target: { selector: 'fleet=validate' },
    strategy: stagedStrategy(options.regions, { healthTimeoutSeconds: 120 }),
    allowEmpty: true,
  });
  log(`rollout ${rollout.id}: ingress ${bad}`);
  const { view: ended } = await view.waitForRollout(rollout.id, ['RolledBack'], options.phaseTimeoutMs);
  const canaries = fleet.members.filter((m) => m.cluster.identity.labels.ring === 'canary').length;
  assertThat((ended.failures?.length ?? 0) >= 1, 'the rolled back rollout lists no failure');
  assertThat(
    (ended.counts?.RolledBack ?? 0) <= canaries,
    `rollback touched ${ended.counts?.RolledBack} clusters, more than the ${canaries} canaries`,
  );
  asserted.push(
    `the canaries failed (${ended.failures?.length} failure(s)), the rollout halted and rolled back (RolledBack); no cluster past the canary stage got ${bad}`,
  );
  const names = fleet.members.map(nameOf);
  let views: ClusterView[] = [];
  await waitFor(
    'every cluster is back on ingress 1.0.0 (desired and installed) with the extension Installed',
    async () => {
      views = await view.clusters(names);
      return views.every(
        (c) =>
          desiredVersion(c, INGRESS) === '1.0.0' &&
          installedVersion(c, INGRESS) === '1.0.0' &&
          c.status[INGRESS]?.phase === 'Installed',
      );
    },
    { timeoutMs: options.phaseTimeoutMs, stepMs: 2_000, describe: () => describeClusters(views, INGRESS) },
  );
  for (const member of fleet.members) {
    const deployment = member.cluster.get(workloadOf[INGRESS]);
    const image = workloadImage(deployment);
    assertThat(
      image === imageFor(INGRESS, '1.0.0'),
      `${nameOf(member)}: ingress runs ${image} after the rollback`,
    );
    const status = deployment?.status as { availableReplicas?: number } | undefined;
    assertThat(
      (status?.availableReplicas ?? 0) > 0,
      `${nameOf(member)}: ingress not available after the rollback`,
    );
  }
  asserted.push(
    'every cluster runs ingress 1.0.0 again, available (checked in its own kube API), Installed at the control plane',
  );
}

function describeClusters(views: ClusterView[], extension: string): string {
  return views
    .map(
      (c) =>
        `${c.labels.agent}: desired ${desiredVersion(c, extension)}, installed ${installedVersion(c, extension)}, ${JSON.stringify(c.status[extension])}`,
    )
    .join('; ');
}
