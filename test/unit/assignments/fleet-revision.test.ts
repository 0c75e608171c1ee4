import { FleetRevisions } from '../../../functions/assignments/fleet-revision';
import type { FleetRevisionDocument } from '../../../functions/assignments/fleet-revision';
import { systemClock } from '../../../functions/platform/clock';
import { SqliteStore } from '../../../functions/platform/store/sqlite-store';

const T = 'acme';

/** Two instances of the control plane over one store, each with its own view of the revision. */
function twoInstances() {
  const store = new SqliteStore(':memory:');
  const docs = store.collection<FleetRevisionDocument>('fleet');
  let now = 0;
  const instance = () => new FleetRevisions(docs, systemClock, 1_000, () => now);
  const reads = jest.spyOn(docs, 'read');
  return { store, a: instance(), b: instance(), reads, advance: (ms: number) => (now += ms) };
}

describe('FleetRevisions.recent (the revision a poll is served from)', () => {
  it('reads the revision at most once a second per tenant, and sees its own bumps at once', async () => {
    const { store, a, reads, advance } = twoInstances();
    try {
      expect(await a.recent(T)).toBe(0);
      expect(await a.recent(T)).toBe(0);
      expect(reads).toHaveBeenCalledTimes(1);
      const bumped = await a.bump(T);
      reads.mockClear();
      expect(await a.recent(T)).toBe(bumped);
      expect(reads).not.toHaveBeenCalled();
      advance(1_000);
      expect(await a.recent(T)).toBe(bumped);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
    }
  });

  it("serves another instance's change within a second, while writers read it at once", async () => {
    const { store, a, b, advance } = twoInstances();
    try {
      expect(await a.recent(T)).toBe(0);
      const bumped = await b.bump(T);
      advance(999);
      expect(await a.recent(T)).toBe(0);
      // A writer must not act on an older revision: `current` always reads the store.
      expect(await a.current(T)).toBe(bumped);
      expect(await a.recent(T)).toBe(bumped);
      const again = await b.bump(T);
      advance(1_000);
      expect(await a.recent(T)).toBe(again);
    } finally {
      await store.close();
    }
  });

  it('never goes back to an older revision than it has seen', async () => {
    const { store, a, reads, advance } = twoInstances();
    try {
      const bumped = await a.bump(T);
      // A read that started before the bump and answers after it (a slow replica, a race).
      reads.mockResolvedValueOnce(undefined);
      advance(1_000);
      expect(await a.recent(T)).toBe(bumped);
    } finally {
      await store.close();
    }
  });
});
