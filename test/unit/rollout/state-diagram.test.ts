/**
 * The state diagrams in docs/rollouts.md must be the engine's transition tables: every
 * `From --> To: cause` line of each Mermaid diagram against the table the writers check every
 * state change with (functions/rollout/transitions.ts). A transition added to the code without the
 * diagram, or drawn without the code, fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClusterRolloutState, RolloutState } from '../../../contract/rollouts';
import {
  CLUSTER_TRANSITIONS,
  ROLLOUT_TRANSITIONS,
  STAGE_TRANSITIONS,
} from '../../../functions/rollout/transitions';
import type { Transition } from '../../../functions/rollout/transitions';

const doc = readFileSync(join(__dirname, '../../../docs/rollouts.md'), 'utf8');

/** The Mermaid state diagrams of the doc, in order, as their transitions (start and end markers apart). */
function diagrams(): { transitions: string[]; markers: string[] }[] {
  return [...doc.matchAll(/```mermaid\n(stateDiagram-v2\n[\s\S]*?)```/g)].map((match) => {
    const lines = match[1]!
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^(\[\*\]|\w+) --> (\[\*\]|\w+)(: .+)?$/);
    return {
      transitions: lines.filter((line) => !line.includes('[*]')).sort(),
      markers: lines.filter((line) => line.includes('[*]')),
    };
  });
}

const lines = <S extends string>(table: readonly Transition<S>[]) =>
  table.map(({ from, to, on }) => `${from} --> ${to}: ${on}`).sort();

describe('docs/rollouts.md state diagrams', () => {
  const [rollout, stage, cluster] = diagrams();

  it('has a diagram of a rollout, of a stage and of a cluster within a rollout', () => {
    expect(diagrams()).toHaveLength(3);
  });

  it('draws exactly the rollout transitions of the code, from the state a rollout is created in', () => {
    expect(rollout!.transitions).toEqual(lines(ROLLOUT_TRANSITIONS));
    expect(rollout!.markers).toEqual(['[*] --> Running: created', 'RolledBack --> [*]']);
  });

  it('draws exactly the stage transitions of the code', () => {
    expect(stage!.transitions).toEqual(lines(STAGE_TRANSITIONS));
  });

  it('draws exactly the cluster transitions of the code, from the state a record is planned in', () => {
    expect(cluster!.transitions).toEqual(lines(CLUSTER_TRANSITIONS));
    expect(cluster!.markers).toEqual(['[*] --> Pending: planned']);
  });

  it('reaches every state the API can answer, and no other', () => {
    const states = (table: readonly Transition<string>[]) => new Set(table.flatMap((t) => [t.from, t.to]));
    expect([...states(ROLLOUT_TRANSITIONS)].sort()).toEqual([...RolloutState.options].sort());
    expect([...states(CLUSTER_TRANSITIONS)].sort()).toEqual([...ClusterRolloutState.options].sort());
  });
});
