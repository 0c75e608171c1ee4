export * from './bootstrap-tokens';
export * from './registration-service';
