export * from './synthetic-check';
