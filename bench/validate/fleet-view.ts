import { rolloutSettled } from '../../contract/rollouts';
import type { ControlPlaneProcess } from './control-plane';
import { ValidationFailure, waitFor } from './wait';

/** What GET .../clusters/{id} says (the fields the validation reads). */
export interface ClusterView {
  id: string;
  labels: Record<string, string>;
  connectivity: 'Connected' | 'Offline';
  lastHeartbeat: string | null;
  registeredAt: string;
  certificateExpiresAt: string;
  inventory: { nodes: number; extensions: Array<{ name: string; version: string }> } | null;
  extensions: Array<{ name: string; version: string }>;
  status: Record<string, { phase: string; reason: string; attempt?: number }>;
}

export interface RolloutView {
  id: string;
  state: string;
  counts?: Record<string, number>;
  haltReason?: string;
  autoRollback: boolean;
  failures?: unknown[];
  rollback?: unknown;
}

/** The operator's view of the fleet and its rollouts, through the API. */
export class FleetView {
  /** Cluster id per agent name (the `agent` label each agent registers with). */
  readonly ids = new Map<string, string>();

  constructor(private readonly plane: ControlPlaneProcess) {}

  async list(): Promise<ClusterView[]> {
    const items: ClusterView[] = [];
    let continuation: string | undefined;
    do {
      const query = new URLSearchParams({ labelSelector: 'fleet=validate', limit: '500' });
      if (continuation) query.set('continuationToken', continuation);
      const page = await this.plane.expect<{ items: ClusterView[]; continuationToken?: string }>(
        'GET',
        `/clusters?${query.toString()}`,
        undefined,
        [200],
      );
      items.push(...page.items);
      continuation = page.continuationToken;
    } while (continuation);
    for (const item of items) if (item.labels.agent) this.ids.set(item.labels.agent, item.id);
    return items;
  }

  cluster(agent: string): Promise<ClusterView> {
    const id = this.ids.get(agent);
    if (!id) throw new Error(`${agent} has not registered`);
    return this.plane.expect<ClusterView>('GET', `/clusters/${id}`, undefined, [200]);
  }

  async clusters(agents: string[]): Promise<ClusterView[]> {
    const views: ClusterView[] = [];
    // A few at a time: the control plane shares two cores with fifty agents.
    for (let i = 0; i < agents.length; i += 10)
      views.push(...(await Promise.all(agents.slice(i, i + 10).map((a) => this.cluster(a)))));
    return views;
  }

  rollout(id: string): Promise<RolloutView> {
    return this.plane.expect<RolloutView>('GET', `/rollouts/${id}`, undefined, [200]);
  }

  async startRollout(body: Record<string, unknown>): Promise<RolloutView> {
    return this.plane.expect<RolloutView>('POST', '/rollouts', body, [201, 202]);
  }

  /** Waits for one of `states`; returns the view and when it was first seen. */
  async waitForRollout(
    id: string,
    states: string[],
    timeoutMs: number,
  ): Promise<{ view: RolloutView; at: number }> {
    let last: RolloutView | undefined;
    const view = await waitFor(
      `rollout ${id} reaches ${states.join(' or ')}`,
      async () => {
        last = await this.rollout(id);
        if (states.includes(last.state)) return last;
        // Not at Halted when the rollback follows by itself (milliseconds later).
        if (rolloutSettled({ ...last, counts: last.counts ?? {} }))
          throw new ValidationFailure(
            `rollout ${id} ended ${last.state} (${last.haltReason ?? 'no halt reason'}), expected ${states.join(' or ')}`,
          );
        return undefined;
      },
      { timeoutMs, stepMs: 1_000, describe: () => JSON.stringify(last) },
    );
    return { view, at: Date.now() };
  }
}

export function installedVersion(view: ClusterView, extension: string): string | undefined {
  return view.inventory?.extensions.find((e) => e.name === extension)?.version;
}

export function desiredVersion(view: ClusterView, extension: string): string | undefined {
  return view.extensions.find((e) => e.name === extension)?.version;
}
