export * from './compose-rollouts';
export * from './git-path';
export * from './rollout-preflight';
