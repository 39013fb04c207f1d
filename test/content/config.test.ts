import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config/load-config.ts';

describe("the portal's own config", () => {
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
  });

});
