import type { KubeObjects } from './port';

/**
 * Writes one of the agent's own Secrets (identity, last known good desired state) with server-side
 * apply, labelled as managed by the agent. `data` values are plain strings; this base64-encodes them.
 */
export async function applyAgentSecret(
  kube: KubeObjects,
  fieldManager: string,
  ref: { name: string; namespace: string },
  data: Record<string, string>,
): Promise<void> {
  await kube.apply(
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: {
        name: ref.name,
        namespace: ref.namespace,
        labels: { 'app.kubernetes.io/managed-by': 'arcbridge-agent' },
      },
      type: 'Opaque',
      data: Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'utf8').toString('base64')]),
      ),
    },
    fieldManager,
  );
}
