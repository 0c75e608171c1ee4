export * from './compose-broker';
