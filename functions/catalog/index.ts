export * from './catalog-service';
export * from './model';
export * from './dependency-graph';
