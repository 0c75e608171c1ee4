export * from './compose-gitops';
