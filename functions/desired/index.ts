export * from './desired-document';
export * from './desired-service';
export * from './served-desired';
