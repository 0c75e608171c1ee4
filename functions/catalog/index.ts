export * from './catalog-service';
export * from './model';
export * from './policies';
