import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskOutcomeStore } from '../../core/load/outcome-store.ts';

describe('the rendered-markdown store', () => {
  it('removes entries unused for a week, looking at most once an hour', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-store-'));
    const old = async (name: string) => {
      const file = path.join(dir, name);
      await writeFile(file, '{}');
      const longAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
      await utimes(file, longAgo, longAgo);
    };
    await old('stale-1.json');
    await diskOutcomeStore(dir, 'v1').prune();
    expect(await readdir(dir)).not.toContain('stale-1.json');
    await old('stale-2.json');
    await diskOutcomeStore(dir, 'v1').prune();
    expect(await readdir(dir)).toContain('stale-2.json');
  });
});
