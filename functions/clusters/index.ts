export * from './agent-authenticator';
export * from './cluster-service';
export * from './heartbeat-sweep';
export * from './model';
export * from './tenant-index';
export * from './fleet-summary';
