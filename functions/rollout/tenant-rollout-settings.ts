import { RolloutSettings } from '../../contract/rollouts';
import { problems } from '../../contract/problems';
import type { Clock } from '../platform/clock';
import { writeOverRead } from '../platform/store/conditional-write';
import type { Collection, DocumentBase } from '../platform/store/store';

export interface RolloutSettingsDocument extends DocumentBase, RolloutSettings {
  updatedAt: string;
}

/** In the tenant's `fleet` collection, beside its other fleet-wide settings. */
const SETTINGS_ID = 'rollout-settings';

/** A tenant's rules for its rollouts (four eyes), etag-versioned. Absent means the defaults. */
export class TenantRolloutSettings {
  constructor(
    private readonly settings: Collection<RolloutSettingsDocument>,
    private readonly clock: Clock,
  ) {}

  async get(tenantId: string): Promise<{ settings: RolloutSettings; etag: string }> {
    const found = await this.settings.read(tenantId, SETTINGS_ID);
    // An ETag for the defaults too, so a first conditional write has something to match.
    return found
      ? { settings: strip(found.doc), etag: found.etag }
      : { settings: RolloutSettings.parse({}), etag: '"defaults"' };
  }

  async put(
    tenantId: string,
    settings: RolloutSettings,
    ifMatch?: string,
  ): Promise<{ settings: RolloutSettings; etag: string }> {
    const found = await this.settings.read(tenantId, SETTINGS_ID);
    const current = found?.etag ?? '"defaults"';
    if (ifMatch !== undefined && ifMatch !== current) {
      throw problems.preconditionFailed('The rollout settings changed since you read them; read them again.');
    }
    const doc: RolloutSettingsDocument = {
      id: SETTINGS_ID,
      tenantId,
      ...settings,
      updatedAt: this.clock.now().toISOString(),
    };
    const written = await writeOverRead(
      this.settings,
      found,
      doc,
      'The rollout settings changed concurrently; read them again.',
    );
    return { settings: strip(written.doc), etag: written.etag };
  }

  async fourEyes(tenantId: string): Promise<boolean> {
    return (await this.get(tenantId)).settings.fourEyesApproval;
  }
}

function strip(doc: RolloutSettingsDocument): RolloutSettings {
  return { fourEyesApproval: doc.fourEyesApproval };
}
