export * from './cluster-facts';
export * from './target-matcher';
export * from './target-resolver';
