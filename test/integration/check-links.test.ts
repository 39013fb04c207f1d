import { describe, expect, it } from 'vitest';
import { runPortal } from '../helpers.ts';

describe('portal check-links', () => {
  it('reports broken links, broken anchors and duplicate routes as warnings with file:line:column', async () => {
    const r = await runPortal(['check-links', 'test/fixtures/site']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^test\/fixtures\/site\/docs\/dup\.md:1:1 warning duplicate-route: /),
      expect.stringMatching(/^test\/fixtures\/site\/docs\/guide\/intro\.md:16:3 warning broken-link: .*\(did you mean \.\/intro\.md\?\)$/),
      expect.stringMatching(/^test\/fixtures\/site\/docs\/guide\/intro\.md:16:38 warning broken-anchor: /),
      expect.stringMatching(/^test\/fixtures\/site\/docs\/other\/page\.mdx:25:1 warning component-unknown: /),
    ]);
    expect(r.stderr).toContain('0 errors, 4 warnings.');
  });

  it('prints JSON with --json and fails with --strict', async () => {
    const r = await runPortal(['check-links', 'test/fixtures/site', '--json', '--strict']);
    expect(r.code).toBe(1);
    const parsed = JSON.parse(r.stdout) as { ok: boolean; warnings: number; diagnostics: Record<string, unknown>[] };
    expect(parsed.ok).toBe(false);
    expect(parsed.warnings).toBe(4);
    expect(parsed.diagnostics[1]).toEqual({
      severity: 'warning',
      code: 'broken-link',
      message: 'the link "./missing.md" points to docs/guide/missing.md, which does not exist',
      file: 'test/fixtures/site/docs/guide/intro.md',
      line: 16,
      column: 3,
      hint: 'did you mean ./intro.md?',
    });
  });
});
