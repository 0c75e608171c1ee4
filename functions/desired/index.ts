export * from './desired-document';
export * from './desired-service';
