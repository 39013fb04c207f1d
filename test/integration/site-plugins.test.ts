import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { copyFixture, runPortal } from '../helpers.ts';

/** A remark plugin of the site's own: `!!word!!` becomes <mark>word</mark> (as a `mark` mdast node). */
const REMARK = `export default function remarkMarks(options = {}) {
  const tag = options.tag ?? 'mark';
  const walk = (node) => {
    (node.children ?? []).forEach((child, index) => {
      const m = child.type === 'text' ? /!!(\\w+)!!/.exec(child.value) : null;
      if (!m) return walk(child);
      node.children.splice(index, 1,
        { type: 'text', value: child.value.slice(0, m.index) },
        { type: 'emphasis', data: { hName: tag }, children: [{ type: 'text', value: m[1].toUpperCase() }] },
        { type: 'text', value: child.value.slice(m.index + m[0].length) });
    });
  };
  return (tree) => walk(tree);
}
`;

/** A rehype plugin of the site's own: every table gets a class. */
const REHYPE = `export const rehypeTableClass = () => (tree) => {
  const walk = (node) => { if (node.tagName === 'table') node.properties.className = ['site-table']; (node.children ?? []).forEach(walk); };
  walk(tree);
};
`;

async function siteWithPlugins(pluginLines: string): Promise<string> {
  const dir = await copyFixture();
  const site = path.join(dir, 'site');
  await mkdir(path.join(site, 'src/plugins'), { recursive: true });
  await writeFile(path.join(site, 'src/plugins/marks.mjs'), REMARK);
  await writeFile(path.join(site, 'src/plugins/tables.mjs'), REHYPE);
  await writeFile(
    path.join(site, 'docs/guide/plugins.md'),
    '---\ntitle: Plugins\ndescription: A page for the site plugins.\ntags: [guide]\n---\n\nThis is !!loud!! text.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
  );
  const config = await readFile(path.join(site, 'portal.config.yaml'), 'utf8');
  await writeFile(path.join(site, 'portal.config.yaml'), config.replace(/^markdown:\n(?: {2}.*\n)*/m, '') + `markdown:\n${pluginLines}`);
  return dir;
}

describe("the site's own markdown plugins", () => {
  it('run on pages (remark before the sanitiser, rehype after) and on markdown twins, with their options', async () => {
    const dir = await siteWithPlugins(
      "  remarkPlugins:\n    - ['./src/plugins/marks.mjs', { tag: mark }]\n  rehypePlugins:\n    - ./src/plugins/tables.mjs\n",
    );
    const r = await runPortal(['build', 'site', '--out', 'out', '--format', 'json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const $ = cheerio.load(await readFile(path.join(dir, 'out/docs/guide/plugins/index.html'), 'utf8'));
    expect($('article mark').text()).toBe('LOUD');
    expect($('article table').hasClass('site-table')).toBe(true);
    expect(await readFile(path.join(dir, 'out/docs/guide/plugins.md'), 'utf8')).toContain('This is _LOUD_ text.');
  });

  it("name a plugin that fails to load at its line, with the module's own message", async () => {
    const dir = await siteWithPlugins('  rehypePlugins:\n    - ./src/plugins/broken.mjs\n');
    await writeFile(path.join(dir, 'site/src/plugins/broken.mjs'), "import 'no-such-package';\nexport default () => () => {};\n");
    const r = await runPortal(['build', 'site', '--out', 'out', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const { diagnostics } = JSON.parse(r.stdout) as { diagnostics: { code: string; message: string; line: number }[] };
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'config-invalid',
        message: expect.stringMatching(/rehypePlugins\[0\].*could not be loaded.*no-such-package/),
      }),
    ]);
  });

  it('name a plugin that cannot be found at its line, and stop the build', async () => {
    const dir = await siteWithPlugins('  remarkPlugins:\n    - ./src/plugins/missing.mjs\n');
    const r = await runPortal(['check-links', 'site', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const { diagnostics } = JSON.parse(r.stdout) as { diagnostics: { code: string; message: string; line: number }[] };
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'config-invalid', message: expect.stringContaining('./src/plugins/missing.mjs') }),
    ]);
    expect(diagnostics[0]?.line).toBeGreaterThan(1);
  });
});
