import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { AgentEnv, loadAgentEnv } from './config';
import { AgentCore } from './core';
import { capabilitiesOf } from './kube/capabilities';
import { ClientNodeCluster } from './kube/client-node-cluster';
import type { KubePort } from './kube/port';
import { serverPort, startHttpServer } from './observability/http-server';
import { jsonLogger } from './observability/log';
import type { Logger } from './observability/log';
import { AgentMetrics } from './observability/metrics';
import { otlpSpanProcessor, otlpTracesEndpoint } from './observability/otlp';
import type { ClusterCapabilities } from './reconcile/render/capabilities';
import { CachedCapabilities } from './reconcile/render/capabilities';
import { createRenderer } from './reconcile/render/default-renderer';
import { sourceEgressPolicy } from './reconcile/render/source-egress';

/**
 * In-cluster service account when running in a pod, else the kubeconfig kubectl would use
 * (KUBECONFIG, then ~/.kube/config). With neither, client-node falls back to http://localhost:8080
 * and every call failed with "HTTP protocol is not allowed when skipTLSVerify is not set", retried
 * for ever; the agent stops at once instead, saying what it needs.
 */
function kubeConfigFromEnvironment(): KubeConfig {
  const kc = new KubeConfig();
  if (process.env.KUBERNETES_SERVICE_HOST) kc.loadFromCluster();
  else if (process.env.KUBECONFIG || existsSync(join(homedir(), '.kube', 'config'))) kc.loadFromDefault();
  else {
    throw new Error(
      'no Kubernetes API to talk to: run the agent in a cluster (its Helm chart, docs/agent.md) or set KUBECONFIG to a kubeconfig file',
    );
  }
  return kc;
}

/** Wires the agent core to client-node, the renderers and the probe/metrics server. */
export async function runAgent(
  env: AgentEnv,
  log: Logger,
  kube?: KubePort,
  capabilities?: ClusterCapabilities,
) {
  // Helm renders with the cluster's /version and discovery, asked at most every 5 minutes.
  const cluster = kube ?? new ClientNodeCluster(kubeConfigFromEnvironment(), log);
  const clusterCapabilities = capabilities ?? new CachedCapabilities(capabilitiesOf(cluster));
  const metrics = new AgentMetrics();
  const kustomize =
    env.ARCBRIDGE_KUSTOMIZE_COMMAND === 'kubectl'
      ? { command: 'kubectl', args: ['kustomize'] }
      : { command: env.ARCBRIDGE_KUSTOMIZE_COMMAND, args: ['build'] };
  const otlp = otlpSpanProcessor(process.env);
  const agent = new AgentCore({
    kube: cluster,
    ...(otlp ? { spanProcessors: [otlp] } : {}),
    ...(env.OTEL_SERVICE_NAME ? { serviceName: env.OTEL_SERVICE_NAME } : {}),
    renderer: createRenderer({
      kustomize,
      helmCommand: env.ARCBRIDGE_HELM_COMMAND,
      workDir: env.ARCBRIDGE_WORK_DIR,
      capabilities: clusterCapabilities,
      egress: sourceEgressPolicy({
        ...(env.ARCBRIDGE_SOURCE_EGRESS_ALLOW ? { allow: env.ARCBRIDGE_SOURCE_EGRESS_ALLOW } : {}),
        privateNetworks: env.ARCBRIDGE_SOURCE_PRIVATE_NETWORKS,
      }),
    }),
    clusterResourceName: env.ARCBRIDGE_CLUSTER_RESOURCE,
    namespace: env.ARCBRIDGE_AGENT_NAMESPACE,
    defaultServiceAccount: env.ARCBRIDGE_DEFAULT_SERVICE_ACCOUNT,
    agentVersion: env.ARCBRIDGE_AGENT_VERSION,
    mode: env.ARCBRIDGE_AGENT_MODE,
    authMode: env.ARCBRIDGE_AUTH_MODE,
    fluxKustomization: env.ARCBRIDGE_FLUX_KUSTOMIZATION,
    log,
    metrics,
    trustedCaPems: env.ARCBRIDGE_CA_FILE ? [readFileSync(env.ARCBRIDGE_CA_FILE, 'utf8')] : [],
    settings: {
      heartbeatIntervalMs: env.ARCBRIDGE_HEARTBEAT_INTERVAL_MS,
      statusFlushIntervalMs: env.ARCBRIDGE_STATUS_FLUSH_INTERVAL_MS,
      statusBatchSize: env.ARCBRIDGE_STATUS_BATCH_SIZE,
      statusBufferCapacity: env.ARCBRIDGE_STATUS_BUFFER_CAPACITY,
      reconcileIntervalMs: env.ARCBRIDGE_RECONCILE_INTERVAL_MS,
      driftIntervalMs: env.ARCBRIDGE_DRIFT_INTERVAL_MS,
      healthTimeoutMs: env.ARCBRIDGE_HEALTH_TIMEOUT_MS,
      convergeIntervalMs: env.ARCBRIDGE_CONVERGE_INTERVAL_MS,
      inventoryIntervalMs: env.ARCBRIDGE_INVENTORY_INTERVAL_MS,
      renewCheckIntervalMs: env.ARCBRIDGE_RENEW_CHECK_INTERVAL_MS,
      backoff: { baseMs: env.ARCBRIDGE_RETRY_BASE_MS, capMs: env.ARCBRIDGE_RETRY_CAP_MS },
      ...(env.ARCBRIDGE_DESIRED_POLL_INTERVAL_MS
        ? { desiredPollIntervalMs: env.ARCBRIDGE_DESIRED_POLL_INTERVAL_MS }
        : {}),
    },
  });
  let live = true;
  const server = await startHttpServer(env.ARCBRIDGE_METRICS_PORT, metrics.registry, {
    live: () => live,
    ready: () => agent.ready,
  });
  agent.start();
  log.info('agent started', {
    metricsPort: serverPort(server),
    resource: env.ARCBRIDGE_CLUSTER_RESOURCE,
    namespace: env.ARCBRIDGE_AGENT_NAMESPACE,
    traces: otlp ? otlpTracesEndpoint(process.env) : 'not exported',
  });
  return {
    agent,
    server,
    stop: async () => {
      live = false;
      await agent.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `--help`: what the process reads; the image's smoke test runs it (it loads every module first). */
function usage(): string {
  return [
    `arcbridge-agent ${AgentEnv.shape.ARCBRIDGE_AGENT_VERSION.parse(undefined)}`,
    'Runs in a pod (in-cluster service account) or with KUBECONFIG; configured by environment:',
    ...Object.keys(AgentEnv.shape).map((name) => `  ${name}`),
    '',
  ].join('\n');
}

if (require.main === module && process.argv.includes('--help')) {
  process.stdout.write(usage());
} else if (require.main === module) {
  // Anything the agent writes (work files on the pod's emptyDir) is private to its user, including
  // files a library creates without an explicit mode.
  process.umask(0o077);
  let env: AgentEnv;
  try {
    env = loadAgentEnv();
  } catch (err) {
    // One JSON log line like every other, not a stack trace: the pod's log is read as JSON.
    jsonLogger('info', { component: 'arcbridge-agent' }).error('agent failed to start', {
      error: (err as Error).message,
    });
    process.exit(1);
  }
  const log = jsonLogger(env.ARCBRIDGE_LOG_LEVEL, { component: 'arcbridge-agent' });
  runAgent(env, log)
    .then(({ stop }) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          log.info('shutting down', { signal });
          void stop().then(() => process.exit(0));
        });
      }
    })
    .catch((err: unknown) => {
      log.error('agent failed to start', { error: (err as Error).message });
      process.exit(1);
    });
}
