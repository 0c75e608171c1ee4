import type { ClusterDocument } from '../../functions/clusters/model';
import { silentLogger } from '../../functions/platform/logger';
import type { Signer } from '../../functions/platform/signer/signer';
import type { Collection, Store } from '../../functions/platform/store/store';
import type { BootstrapTokenDocument } from '../../functions/registration/bootstrap-tokens';
import { RegistrationService } from '../../functions/registration/registration-service';
import type { ManualClock } from './manual-clock';

/**
 * A RegistrationService on `store` with `signer` (and, optionally, another clusters collection),
 * with 30-day certificates, a 60 s renewal grace and hour-long bootstrap tokens.
 */
export function registrationServiceOn(
  store: Store,
  clock: ManualClock,
  signer: Signer,
  clusters: Collection<ClusterDocument> = store.collection<ClusterDocument>('clusters'),
): RegistrationService {
  return new RegistrationService(
    store.collection<BootstrapTokenDocument>('bootstrapTokens'),
    clusters,
    signer,
    clock,
    { certificateValidityDays: 30, renewGraceSeconds: 60, bootstrapTokenDefaultTtlSeconds: 3600 },
    silentLogger,
  );
}
