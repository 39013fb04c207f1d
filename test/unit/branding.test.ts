import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config/load-config.ts';
import { navbarData } from '../../core/graph/navbar-data.ts';
import { contrast, parseHex } from '../../core/theme/color.ts';
import { BACKGROUND, derivePalette, paletteCss } from '../../core/theme/palette.ts';

async function siteWith(config: string, files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-brand-'));
  await writeFile(path.join(dir, 'portal.config.yaml'), config);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

describe('the palette', () => {
  it("derives Docusaurus's primary shades for light and dark mode from one colour", () => {
    const { light, dark } = derivePalette({ primaryColor: '#2e8555', primaryColorDark: null });
    expect(light.vars['--ifm-color-primary']).toBe('#2e8555');
    expect(Object.keys(light.vars)).toEqual(
      expect.arrayContaining([
        '--ifm-color-primary-dark',
        '--ifm-color-primary-darker',
        '--ifm-color-primary-darkest',
        '--ifm-color-primary-light',
        '--ifm-color-primary-lighter',
        '--ifm-color-primary-lightest',
      ]),
    );
    // Darker shades are darker: the dark shade has less luminance than the colour.
    expect(contrast(parseHex(light.vars['--ifm-color-primary-darkest']!), parseHex('#ffffff'))).toBeGreaterThan(light.contrast);
    // Without a dark colour, the primary is lightened until it reads on the dark background.
    expect(dark.contrast).toBeGreaterThanOrEqual(4.5);
    expect(contrast(parseHex(dark.primary), parseHex(BACKGROUND.dark))).toBeGreaterThanOrEqual(4.5);
  });

  it('writes the palette and fonts as CSS variables, dark mode under [data-theme=dark]', () => {
    const css = paletteCss({
      primaryColor: '#c0162c',
      primaryColorDark: '#22d3ee',
      fontFamily: 'Inter, sans-serif',
      monospaceFontFamily: null,
    });
    expect(css).toContain(':root {\n  --ifm-color-primary: #c0162c;');
    expect(css).toContain("[data-theme='dark'] {\n  --ifm-color-primary: #22d3ee;");
    expect(css).toContain('--ifm-font-family-base: Inter, sans-serif;');
  });
});

describe('branding in the config', () => {
  it('warns with the line and a passing shade when the brand colour fails WCAG AA as text', async () => {
    const dir = await siteWith("title: T\ntheme:\n  primaryColor: '#25c2a0'\n");
    const { config, diagnostics } = await loadConfig(dir, {});
    expect(config).toBeDefined();
    const warning = diagnostics.find((d) => d.code === 'color-contrast');
    expect(warning).toMatchObject({ severity: 'warning', line: 3 });
    expect(warning?.message).toMatch(/#25c2a0 has a contrast of 2\.\d\d:1 with the light background/);
    expect(warning?.hint).toMatch(/a darker shade such as #[0-9a-f]{6} passes/);
    const shade = /#[0-9a-f]{6}/.exec(warning?.hint ?? '')?.[0] ?? '';
    expect(contrast(parseHex(shade), parseHex('#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives no warning for the neutral default', async () => {
    const { diagnostics } = await loadConfig(await siteWith('title: T\n'), {});
    expect(diagnostics).toEqual([]);
  });

  it("reads the logo, dropdowns, the footer style and custom CSS in Docusaurus's names", async () => {
    const dir = await siteWith(
      `title: T
navbar:
  logo: { src: img/logo.svg, srcDark: img/logo-dark.svg, alt: Acme, href: https://acme.example, width: 32, height: 32 }
  items:
    - type: dropdown
      label: More
      items:
        - { to: /blog, label: Blog }
        - { type: html, value: '<hr>' }
        - { href: https://github.com/acme, label: GitHub }
    - { type: search, position: right }
    - { type: html, value: '<b>beta</b>', position: right }
footer:
  style: dark
theme:
  customCss: [src/css/custom.css]
`,
      { 'src/css/custom.css': ':root { --ifm-color-primary: #123456; }' },
    );
    const { config, diagnostics } = await loadConfig(dir, {});
    expect(diagnostics).toEqual([]);
    expect(config?.navbar.logo).toEqual({
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      alt: 'Acme',
      href: 'https://acme.example',
      width: 32,
      height: 32,
    });
    expect(config?.navbar.items.map((i) => i.kind)).toEqual(['dropdown', 'search', 'html']);
    expect(config?.footer.style).toBe('dark');
    expect(config?.theme.customCss).toEqual(['src/css/custom.css']);
  });

  it('refuses a custom stylesheet that does not exist and a dropdown without items, naming the line', async () => {
    const dir = await siteWith('title: T\ntheme:\n  customCss: css/missing.css\nnavbar:\n  items:\n    - { type: dropdown, label: X }\n');
    const { config, diagnostics } = await loadConfig(dir, {});
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => d.line)).toEqual([6]);
    const second = await loadConfig(await siteWith('title: T\ntheme:\n  customCss: css/missing.css\n'), {});
    expect(second.diagnostics).toMatchObject([
      { code: 'config-invalid', line: 3, message: expect.stringContaining('css/missing.css, which does not exist') },
    ]);
  });
});

describe('the navbar data', () => {
  it("adds the version and language menus only when there is more than one, and keeps the config's own", async () => {
    const { config } = await loadConfig(await siteWith('title: T\nnavbar:\n  items:\n    - { to: /blog, label: Blog }\n'), {});
    if (!config) throw new Error('no config');
    const types = (versions: number, locales: number) =>
      navbarData({ config, firstPage: () => '/docs', versions, locales }).items.map((i) => i.type);
    expect(types(1, 1)).toEqual(['link']);
    expect(types(3, 2)).toEqual(['link', 'docsVersionDropdown', 'localeDropdown']);
    const placed = await loadConfig(await siteWith('title: T\nnavbar:\n  items:\n    - { type: localeDropdown }\n'), {});
    if (!placed.config) throw new Error('no config');
    expect(navbarData({ config: placed.config, firstPage: () => '/docs', versions: 1, locales: 2 }).items).toEqual([
      { type: 'localeDropdown', position: 'left' },
    ]);
  });
});
