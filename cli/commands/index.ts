import type { Command } from 'commander';
import type { CliRuntime } from '../program/runtime';
import { registerAssignments } from './assignments';
import { registerAudit } from './audit';
import { registerBroker } from './broker';
import { registerBrokeredApis, registerMigrations } from './brokered-resources';
import { registerAuth } from './auth';
import { registerCa } from './ca';
import { registerClusters } from './clusters';
import { registerCompletion } from './completion';
import { registerConsole } from './console';
import { registerExtensions } from './extensions';
import { registerFleet } from './fleet';
import { registerGitOps } from './gitops';
import { registerRollouts } from './rollouts';
import { registerMaintenanceWindows } from './maintenance-windows';
import { registerSimulate } from './simulate';
import { registerSyncRules } from './sync-rules';
import { registerTokens } from './tokens';

/** Adds one command group (`arcbridge <group> ...`) to the program. */
export type RegisterCommand = (program: Command, runtime: CliRuntime) => void;

/**
 * Every command group, in the order `arcbridge --help` lists them. A new group lives in its own
 * module exporting a RegisterCommand and is added here with one line.
 */
export const commandGroups: RegisterCommand[] = [
  registerConsole,
  registerAuth,
  registerTokens,
  registerClusters,
  registerFleet,
  registerExtensions,
  registerAssignments,
  registerRollouts,
  registerMaintenanceWindows,
  registerSyncRules,
  registerBrokeredApis,
  registerMigrations,
  registerBroker,
  registerGitOps,
  registerAudit,
  registerSimulate,
  registerCa,
  registerCompletion,
];
