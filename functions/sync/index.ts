export * from './compose-sync';
export * from './sync-exchange';
export * from './sync-rule-service';
export * from './cluster-selection';
export * from './membership';
export type { SyncMemberDocument } from './model';
