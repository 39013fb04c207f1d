import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runPortal } from '../helpers.ts';

describe("the tool's own docs site (docs/)", () => {
  it('builds with portal itself with no warning: every link and anchor resolves', async () => {
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'portal-docs-')), 'build');
    const result = await runPortal(['build', path.join(ROOT, 'docs'), '--out', out, '--strict', '--format', 'json']);
    const summary = JSON.parse(result.stdout) as { ok: boolean; warnings: number; diagnostics: unknown[] };
    expect(summary.diagnostics).toEqual([]);
    expect(summary.ok).toBe(true);
  });
});
