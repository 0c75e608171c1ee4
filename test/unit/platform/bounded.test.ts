import { forEachBounded } from '../../../functions/platform/store/bounded';

describe('forEachBounded', () => {
  it('processes every item once with at most `limit` in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    await forEachBounded(
      Array.from({ length: 50 }, (_, i) => i),
      4,
      async (item) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, item % 3));
        seen.push(item);
        inFlight--;
      },
    );
    expect(peak).toBe(4);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('propagates the first failure', async () => {
    await expect(
      forEachBounded([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
