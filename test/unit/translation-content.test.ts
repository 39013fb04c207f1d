import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTranslations } from '../../core/load/translations.ts';
import type { DocsVersion } from '../../core/load/types.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';

const HOSTILE =
  '<img src=x onerror=alert(1)><script src="/payload.txt"></script><meta http-equiv="refresh" content="0;url=https://evil.example">';

/** One translation file of each kind Docusaurus writes, every message hostile. */
const FILES: Record<string, Record<string, { message: string }>> = {
  'code.json': { 'theme.common.editThisPage': { message: `Edit ${HOSTILE}` }, 'theme.plain': { message: 'a < b & c' } },
  'docusaurus-theme-classic/navbar.json': {
    title: { message: `<b>Titre</b>${HOSTILE}` },
    'item.label.Docs': { message: '<a href="javascript:alert(1)">Docs</a>' },
  },
  'docusaurus-theme-classic/footer.json': {
    copyright: {
      message: `© <a href="javascript:alert(1)" onclick="alert(1)">Nous</a> <a href="/legal">Mentions</a>${HOSTILE}<div data-island="src/components/Card.tsx#default" data-island-props="{}">x</div>`,
    },
    'link.title.Docs': { message: `Docs ${HOSTILE}` },
    'link.item.label.Intro': { message: '<svg onload=alert(1)>Intro' },
  },
  'docusaurus-plugin-content-blog/options.json': {
    title: { message: `Blog ${HOSTILE}` },
    description: { message: '<iframe srcdoc="x">Desc' },
  },
  'docusaurus-plugin-content-docs/current.json': {
    'version.label': { message: `<i>Suivante</i>${HOSTILE}` },
    'sidebar.main.category.Guides': { message: '<style>*{}</style>Guides' },
  },
};

async function read(): Promise<{ tr: Awaited<ReturnType<typeof readTranslations>>; diagnostics: Diagnostic[] }> {
  const site = await mkdtemp(path.join(tmpdir(), 'portal-i18n-content-'));
  for (const [rel, messages] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(site, 'i18n/fr', rel)), { recursive: true });
    // One message a line, so each key has a line of its own.
    await writeFile(
      path.join(site, 'i18n/fr', rel),
      `{\n${Object.entries(messages)
        .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
        .join(',\n')}\n}\n`,
    );
  }
  const version = { key: 'docs/current', i18nDir: 'docusaurus-plugin-content-docs/current' } as DocsVersion;
  const files = new Set(Object.keys(FILES).map((f) => `i18n/fr/${f}`));
  const diagnostics: Diagnostic[] = [];
  const tr = await readTranslations(site, files, { locale: 'fr', isDefault: false, dir: 'i18n/fr' }, [version], diagnostics);
  return { tr, diagnostics };
}

describe('translation files are content', () => {
  it('keep no markup in text messages, of every file kind, and name each file and key', async () => {
    const { tr, diagnostics } = await read();
    const texts = [
      ...Object.values(tr.code),
      ...Object.values(tr.navbar),
      ...Object.entries(tr.footer)
        .filter(([k]) => k !== 'copyright')
        .map(([, v]) => v),
      ...Object.values(tr.blog),
      ...Object.values(tr.docs.get('docs/current') ?? {}),
    ];
    for (const text of texts) expect(text, text).not.toMatch(/<[a-z]/i);
    expect(tr.navbar.title).toBe('Titre');
    expect(tr.navbar['item.label.Docs']).toBe('Docs');
    expect(tr.docs.get('docs/current')?.['sidebar.main.category.Guides']).toBe('Guides');
    // Text without markup is left as written.
    expect(tr.code['theme.plain']).toBe('a < b & c');
    for (const [rel, messages] of Object.entries(FILES)) {
      const keys = Object.entries(messages)
        .filter(([, v]) => /<[a-z]/i.test(v.message))
        .map(([k]) => k);
      for (const key of keys) {
        const line = Object.keys(messages).indexOf(key) + 2;
        expect(
          diagnostics.some(
            (d) => d.file?.endsWith(`i18n/fr/${rel}`) && d.line === line && d.message.includes(`"${key}"`) && d.severity === 'warning',
          ),
          `${rel} ${key}`,
        ).toBe(true);
      }
    }
  });

  it('sanitise the footer copyright as HTML: safe links stay, handlers, scripts, redirects and islands go', async () => {
    const { tr } = await read();
    const html = tr.footer.copyright ?? '';
    expect(html).toContain('<a href="/legal">Mentions</a>');
    expect(html).toContain('Nous');
    expect(html).not.toMatch(/javascript:|onerror|onclick|<script|<meta|refresh|data-island/i);
  });
});
