export * from './compose-rollouts';
export * from './git-path';
export * from './rollout-preflight';
export type { SendWindow, SendWindows } from './window-holds';
