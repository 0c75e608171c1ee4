export * from './catalog-service';
export * from './model';
