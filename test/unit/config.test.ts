import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, substituteEnv } from '../../core/config/load-config.ts';

async function siteWith(config: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
  await writeFile(path.join(dir, 'portal.config.yaml'), config);
  return dir;
}

describe('site config', () => {
  it('loads the portal config with its defaults', async () => {
    const { config, diagnostics } = await loadConfig('content', {});
    expect(diagnostics).toEqual([]);
    expect(config).toMatchObject({
      title: 'Developer Portal',
      baseUrl: '/developer-portal/',
      productSegment: 'MapColonies',
      i18n: { defaultLocale: 'en', locales: [{ code: 'en', direction: 'ltr' }] },
      docs: { versionLabel: 'Next' },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      blog: { title: 'Release Notes', showReadingTime: true, sidebarCount: 'ALL' },
    });
    expect(Object.keys(config?.docs.sidebars ?? {})).toEqual(['gettingStartedSidebar', 'docSidebar', 'ogcSidebar', 'knowledgeBaseSidebar']);
    expect(config?.navbar.items.map((i) => i.label)).toEqual([
      'Docs', 'Getting Started', 'OGC', 'Knowledge base', 'Release Notes', 'Interactive Playground', 'Catalog App', 'Map App', 'Puzzle Game',
    ]);
    expect(config?.footer.links.flatMap((g) => g.items).length).toBe(7);
    expect(config?.apis.map((a) => a.route)).toHaveLength(5);
  });

  it('reads external links from the environment', async () => {
    const { config } = await loadConfig('content', { PORTAL_PUZZLE_URL: 'https://puzzle.test' });
    expect(config?.navbar.items.find((i) => i.label === 'Puzzle Game')).toMatchObject({ href: 'https://puzzle.test' });
    expect(substituteEnv('${A:-x}/${B}', { B: 'b' })).toBe('x/b');
  });

  it('names the key, its line and the fix for a bad value', async () => {
    const dir = await siteWith('title: T\nbaseUrl: docs\nsearch:\n  maxHits: many\ncolorMode:\n  defaultMode: purple\n');
    const { config, diagnostics } = await loadConfig(dir, {});
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.message.split(' ')[0], d.line])).toEqual([
      ['config-invalid', '`baseUrl`', 2],
      ['config-invalid', '`search.maxHits`', 4],
      ['config-invalid', '`colorMode.defaultMode`', 6],
    ]);
    expect(diagnostics[0]?.hint).toBe('write "/docs/"');
    expect(diagnostics[0]?.file).toMatch(/portal\.config\.yaml$/);
  });

  it('reports unknown keys and YAML syntax errors with their place', async () => {
    const unknown = await loadConfig(await siteWith('title: T\ntitel: typo\n'), {});
    expect(unknown.diagnostics[0]).toMatchObject({ code: 'config-invalid', line: 2 });
    // The unclosed bracket's own line, not the line where js-yaml noticed it.
    const broken = await loadConfig(await siteWith('title: [unclosed\nnext: 1\n'), {});
    expect(broken.diagnostics[0]).toMatchObject({ code: 'config-syntax', line: 1 });
  });

  it('says where the config was looked for when there is none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-empty-'));
    const { diagnostics } = await loadConfig(dir, {});
    expect(diagnostics[0]).toMatchObject({ code: 'config-missing' });
    expect(diagnostics[0]?.hint).toContain('portal build path/to/site');
  });

  it('rejects a navbar item naming an undeclared sidebar', async () => {
    const dir = await siteWith('title: T\ndocs:\n  sidebars:\n    a: []\nnavbar:\n  items:\n    - { type: docSidebar, sidebarId: b, label: B }\n');
    const { diagnostics } = await loadConfig(dir, {});
    expect(diagnostics[0]?.message).toContain('"b"');
    expect(diagnostics[0]?.hint).toBe('use one of a');
  });
});
