import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { Store } from '../platform/store/store';
import { GitOpsTargetService } from './gitops-target-service';
import type { Collections } from './gitops-target-service';

export interface GitOpsServices {
  targets: GitOpsTargetService;
}

/** Wires the GitOps path (called by compose.ts). */
export function composeGitOps(store: Store, clock: Clock, config: Config): GitOpsServices {
  const docs = store.collection('fleet') as Collections;
  return { targets: new GitOpsTargetService(docs, clock, config.mode === 'embedded') };
}
