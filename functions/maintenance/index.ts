export * from './compose-maintenance';
export * from './cluster-windows';
export * from './window-schedule';
