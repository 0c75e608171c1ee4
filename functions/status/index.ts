export * from './status-service';
