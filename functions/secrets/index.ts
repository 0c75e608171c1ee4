export * from './secret-policy';
