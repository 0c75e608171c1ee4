export * from './compose-sync';
export * from './sync-exchange';
export * from './sync-rule-service';
