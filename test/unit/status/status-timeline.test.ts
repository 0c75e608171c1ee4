import type { StatusEvent } from '../../../contract/status';
import type { StatusDocument } from '../../../functions/clusters/model';
import type { Store } from '../../../functions/platform/store/store';
import { STATUS_TIMELINE_LENGTH, StatusService } from '../../../functions/status/status-service';
import { sqliteHarness } from '../../support/store-harnesses';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute)).toISOString();
const event = (
  extension: string,
  phase: StatusEvent['phase'],
  minute: number,
  over: Partial<StatusEvent> = {},
) =>
  ({
    extension,
    phase,
    reason: phase === 'Installed' ? 'Healthy' : phase === 'Drifted' ? 'DriftDetected' : 'Progressing',
    lastTransitionTime: at(minute),
    observedGeneration: 1,
    ...over,
  }) as StatusEvent;

/** The cluster's status timeline, through the real SQLite adapter. */
describe('status timeline', () => {
  const harness = sqliteHarness();
  let store: Store;
  let service: StatusService;
  const timeline = async () =>
    (await store.collection<StatusDocument>('status').read('contoso', 'c-1'))?.doc.timeline ?? [];

  beforeAll(async () => {
    store = await harness.open();
    service = new StatusService(store.collection('status'), { now: () => new Date(at(30)) });
  });
  afterAll(async () => {
    await store.close();
    await harness.teardown?.();
  });

  it('keeps each change newest first, and no re-sent or older event', async () => {
    await service.record('contoso', 'c-1', [
      event('ingress', 'Installing', 1),
      event('logging', 'Installing', 2),
    ]);
    await service.record('contoso', 'c-1', [event('ingress', 'Installed', 3)]);
    // Re-sent (same event) and out of order (older than the latest): neither is a change.
    await service.record('contoso', 'c-1', [
      event('ingress', 'Installed', 3),
      event('ingress', 'Installing', 1),
    ]);
    await service.record('contoso', 'c-1', [
      event('ingress', 'Drifted', 4, { message: 'spec.replicas changed by kubectl-edit' }),
    ]);
    expect((await timeline()).map((e) => `${e.extension} ${e.phase}`)).toEqual([
      'ingress Drifted',
      'ingress Installed',
      'logging Installing',
      'ingress Installing',
    ]);
    expect((await timeline())[0]?.message).toBe('spec.replicas changed by kubectl-edit');
  });

  it('records a retry that failed alike (same phase and time, higher attempt)', async () => {
    const failed = (attempt: number) =>
      event('logging', 'Failed', 5, { reason: 'ApplyFailed', message: 'quota exceeded', attempt });
    await service.record('contoso', 'c-1', [failed(1)]);
    await service.record('contoso', 'c-1', [failed(2)]);
    await service.record('contoso', 'c-1', [failed(2)]);
    expect((await timeline()).slice(0, 2).map((e) => e.attempt)).toEqual([2, 1]);
  });

  it(`holds at most ${STATUS_TIMELINE_LENGTH} entries, dropping the oldest`, async () => {
    for (let i = 0; i < STATUS_TIMELINE_LENGTH + 5; i++)
      await service.record('contoso', 'c-1', [
        event('ingress', 'Installed', 6, { observedGeneration: 2 + i }),
      ]);
    const kept = await timeline();
    expect(kept).toHaveLength(STATUS_TIMELINE_LENGTH);
    expect(kept[0]?.observedGeneration).toBe(STATUS_TIMELINE_LENGTH + 6);
    expect(kept.at(-1)?.observedGeneration).toBe(7);
  });
});
