export * from './bootstrap-tokens';
export * from './bootstrap-token-admin';
export * from './registration-service';
