import { describe, expect, it } from 'vitest';
import { limiter, mapLimited } from '../../core/util/map-limited.ts';

describe('mapLimited (the load stage reads a few dozen files at a time, not every file at once)', () => {
  it('keeps the order of the items and never has more than the limit pending', async () => {
    let pending = 0;
    let most = 0;
    const out = await mapLimited(
      Array.from({ length: 200 }, (_, i) => i),
      8,
      async (n) => {
        most = Math.max(most, ++pending);
        await new Promise((r) => setTimeout(r, n % 3));
        pending--;
        return n * 2;
      },
    );
    expect(out).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
    expect(most).toBe(8);
  });

  it('passes a failure on', async () => {
    await expect(mapLimited([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('two')) : n))).rejects.toThrow('two');
  });
});

describe('limiter (an output sink writes a few dozen files at a time, however many writes are started at once)', () => {
  it('runs every task, never more than the limit at once, and lets a failure through without blocking the others', async () => {
    const gate = limiter(4);
    let running = 0;
    let most = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        gate(async () => {
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, i % 3));
          running--;
          if (i === 7) throw new Error('seven');
          return i;
        }),
      ),
    );
    expect(most).toBe(4);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(49);
    expect(results[7]).toMatchObject({ status: 'rejected', reason: new Error('seven') });
  });
});
