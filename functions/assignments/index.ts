export * from './assignment-service';
export * from './fleet-desired-service';
export * from './fleet-revision';
export * from './hydrate';
export * from './merge-patch';
