import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PortalError } from '../../model/diagnostics.ts';
import { convertConfig } from '../../core/init/docusaurus/convert-config.ts';
import { convertSidebars } from '../../core/load/docusaurus-sidebars.ts';
import { readModuleValue } from '../../core/init/docusaurus/read-module.ts';

async function moduleValue(name: string, text: string): Promise<unknown> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-docusaurus-'));
  await writeFile(path.join(dir, name), text);
  return readModuleValue(path.join(dir, name), 2031);
}

describe('reading a Docusaurus config without running it', () => {
  it('reads a TypeScript config with imports, types and computed values it cannot know', async () => {
    const value = await moduleValue('docusaurus.config.ts', `
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
const title = 'Typed site';
const config: Config = {
  title,
  tagline: \`\${title} tagline\`,
  url: 'https://typed.example.com/',
  baseUrl: process.env.BASE_URL,
  themeConfig: { prism: { theme: prismThemes.github }, footer: { copyright: \`© \${new Date().getFullYear()} Typed\` } },
} satisfies Config;
export default config;
`);
    const { config, notes } = convertConfig(value);
    expect(config).toMatchObject({ title: 'Typed site', tagline: 'Typed site tagline', url: 'https://typed.example.com', footer: { copyright: '© 2031 Typed' } });
    expect(config.baseUrl).toBeUndefined();
    expect(notes).toEqual(['baseUrl: is computed (process.env.BASE_URL); set it by hand']);
  });

  it('reads CommonJS configs, require.resolve paths and configs returned by a function', async () => {
    const cjs = await moduleValue('docusaurus.config.js', `
const config = { title: 'CJS', presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), routeBasePath: '/' }, blog: false }]] };
module.exports = config;
`);
    const converted = convertConfig(cjs);
    expect(converted.sidebarPath).toBe('sidebars.js');
    expect(converted.folders.blog).toBe(false);
    // Docs at the site root are served there, as in Docusaurus.
    expect(converted.notes).toEqual([]);
    expect(converted.docsInstances[0]?.config.routeBasePath).toBe('');
    const fn = await moduleValue('docusaurus.config.mjs', `export default async function createConfig() { const t = 'Async'; return { title: t }; }`);
    expect(convertConfig(fn).config.title).toBe('Async');
  });

  it('maps API specs of redocusaurus and docusaurus-plugin-openapi-docs, and notes other plugins', async () => {
    const value = await moduleValue('docusaurus.config.js', `export default {
  title: 'APIs',
  presets: [['redocusaurus', { specs: [{ id: 'maps', spec: './api/maps.yaml', route: '/maps-api/' }, { spec: 'https://example.com/remote.yaml' }] }]],
  plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { tiles: { specPath: 'specs/tiles.yaml', outputDir: 'docs/tiles' } } }], '@docusaurus/plugin-ideal-image'],
  themes: ['docusaurus-theme-openapi-docs', '@docusaurus/theme-mermaid'],
};`);
    const { apis, notes } = convertConfig(value);
    expect(apis).toEqual([
      { id: 'maps', spec: 'api/maps.yaml', route: '/maps-api' },
      { id: 'tiles', spec: 'specs/tiles.yaml', route: '/api/tiles' },
    ]);
    expect(notes.map((n) => n.split(':')[0])).toEqual(['presets[redocusaurus].specs[1]', 'plugins[docusaurus-plugin-openapi-docs].config.tiles.outputDir', 'plugins[@docusaurus/plugin-ideal-image]']);
  });

  it('maps the navbar, footer, announcement bar and colour mode, flattening dropdowns', () => {
    const { config, notes } = convertConfig({
      title: 'T',
      themeConfig: {
        navbar: { items: [
          { type: 'doc', docId: 'guides/index', label: 'Guides' },
          { type: 'dropdown', label: 'More', items: [{ label: 'Docs', to: 'docs/x' }, { label: 'Site', href: 'https://x.example' }] },
          { type: 'search', position: 'right' },
          { type: 'localeDropdown' },
          // A dropdown written without `type`, and an icon link without a label.
          { label: 'Stack', items: [{ type: 'doc', docId: 'intro', label: 'Engine' }] },
          { href: 'https://github.com/x', className: 'header-github-link', position: 'right' },
        ] },
        footer: { links: [{ label: 'Only', to: '/docs' }, { html: '<b>x</b>' }], copyright: 'c' },
        announcementBar: { content: 'Hi', isCloseable: false, backgroundColor: '#fff' },
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      },
    });
    expect(config.navbar).toEqual({ items: [{ to: '/docs/guides', label: 'Guides' }, { to: '/docs/x', label: 'Docs' }, { href: 'https://x.example', label: 'Site' }, { to: '/docs/intro', label: 'Engine' }] });
    expect(config.footer).toEqual({ links: [{ title: '', items: [{ label: 'Only', to: '/docs' }] }], copyright: 'c' });
    expect(config.announcementBar).toEqual({ id: 'announcement-bar', content: 'Hi', dismissible: false });
    expect(config.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: true });
    // The locale menu is portal's own (shown when there is more than one locale): nothing to note.
    expect(notes.map((n) => n.split(':')[0])).toEqual(['themeConfig.navbar.items[1]', 'themeConfig.navbar.items[4]', 'themeConfig.navbar.items[5]', 'themeConfig.footer.links[1]', 'themeConfig.announcementBar']);
  });

  it('names the file and line of a syntax error instead of throwing a stack', async () => {
    const error = await moduleValue('docusaurus.config.js', 'export default {\n  title: "x",,\n};\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).diagnostic).toMatchObject({ code: 'docusaurus-syntax', line: 2 });
  });
});

describe('converting sidebars', () => {
  it('reads every item form, including the category shorthand', () => {
    const notes: string[] = [];
    const sidebars = convertSidebars({
      docs: ['intro', { type: 'category', label: 'Guides', collapsible: false, link: { type: 'generated-index', slug: '/guides', keywords: ['x'] }, items: [{ type: 'autogenerated', dirName: 'guides' }] }, { type: 'html', value: '<hr>' }, { type: 'ref', id: 'other' }, { type: 'link', label: 'Home', href: 'https://x.example' }],
      short: { 'Getting started': ['a', 'b'], Reference: [{ type: 'doc', id: 'c', label: 'C!' }] },
    }, (k, m) => notes.push(`${k}: ${m}`));
    expect(sidebars).toEqual({
      docs: ['intro', { type: 'category', label: 'Guides', collapsed: false, link: { type: 'generated-index', slug: '/guides' }, items: [{ type: 'autogenerated', dirName: 'guides' }] }, { type: 'doc', id: 'other' }, { type: 'link', href: 'https://x.example', label: 'Home' }],
      short: [{ type: 'category', label: 'Getting started', items: ['a', 'b'] }, { type: 'category', label: 'Reference', items: [{ type: 'doc', id: 'c', label: 'C!' }] }],
    });
    expect(notes).toEqual(['sidebars.docs[2]: is an html item; portal sidebars hold docs, links and categories, so it was left out']);
  });
});
