export * from './inventory-service';
export * from './inventory-summary';
