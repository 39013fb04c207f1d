import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTSIDE_MARKER, writeOutside } from './hostile-site.ts';

/**
 * The second hostile site: the families of round 3 that need a whole site around them, built once
 * and opened on three kinds of host. Three locales (translated theme strings, footer, navbar, blog
 * options and sidebar labels, all hostile), two docs versions (a versioned sidebar with script and
 * data links), two APIs with the Try it console (one spec's server variables try to rewrite the
 * CSP), a site component used from MDX and imitated in markdown, styles that try to cover the page,
 * blog posts whose titles, tags and authors try to break the feeds, and a text file of the site
 * that markup would load as a script.
 */
export const HOSTS_BASE = '/hh/';

export const LOCALES = ['en', 'fr', 'he'] as const;

/** A same-origin text file that runs as a script if any page manages to load it as one. */
export const PAYLOAD = 'payload.txt';

/** Titles, tags and author names that must come out of the feeds as the same text. */
export const FEED_TITLE = 'Release <img src=x onerror=alert(1)> & ]]> "q" \u0001';
export const FEED_TAG = 'a<b';
export const FEED_AUTHOR = 'Eve <script>alert(1)</script> & co';

const HOSTILE_HTML =
  '<img src=x onerror=alert(1)><script src="/hh/payload.txt"></script><meta http-equiv="refresh" content="0;url=https://evil.example/"><a href="javascript:alert(1)">x</a><div style="position:fixed;inset:0;z-index:2147483647;background:#fff">over</div>';

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const json = (messages: Record<string, string>) =>
  `{\n${Object.entries(messages)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify({ message: v })}`)
    .join(',\n')}\n}\n`;

/** One spec per console; the first one's server variables try to add a directive to the policy. */
const spec = (title: string, servers: string) => `openapi: 3.0.3
info:
  title: ${title}
  version: "1"
servers:
${servers}
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      responses:
        "200":
          description: OK
`;

export async function writeHostsSite(root: string): Promise<{ siteDir: string }> {
  await writeOutside(root);
  const siteDir = path.join(root, 'hosts-site');
  const at = (rel: string) => path.join(siteDir, rel);
  await put(
    at('portal.config.yaml'),
    [
      'title: Hosts',
      'url: https://hosts.example.com',
      `baseUrl: ${HOSTS_BASE}`,
      'markdown: { format: detect }',
      'i18n:',
      '  defaultLocale: en',
      `  locales: [${LOCALES.join(', ')}]`,
      'docs:',
      '  sidebars:',
      '    docs:',
      '      - intro',
      '      - { type: category, label: Guides, items: [styles, components, islands] }',
      '  versions:',
      '    "1.0":',
      '      label: "1.0"',
      'navbar:',
      '  items:',
      '    - { type: docSidebar, sidebarId: docs, label: Docs }',
      '    - { to: /blog, label: Blog }',
      '    - { to: /docs/api/one, label: API one }',
      'footer:',
      '  links:',
      '    - title: Docs',
      '      items:',
      '        - { label: Intro, to: /docs/intro }',
      '  copyright: Copyright Hosts',
      'apis:',
      '  - { id: one, title: API one, spec: api/one.yaml, route: /docs/api/one, tryIt: true }',
      '  - { id: two, title: API two, spec: api/two.yaml, route: /docs/api/two, tryIt: true }',
      '',
    ].join('\n'),
  );
  await put(at('docs/intro.md'), '---\ntitle: Intro\n---\n\nThe introduction. [Styles](./styles.md).\n');
  await put(
    at('docs/styles.md'),
    [
      '---',
      'title: Styles',
      '---',
      '',
      `<div style="font-family: \\'; position: fixed; inset: 0; z-index: 2147483647; background:#fff; x: \\'">Log in again</div>`,
      '',
      '<div style="transform: scale(40); background: #fff">scaled</div>',
      '',
      '<div style="position: relative; top: calc(-600px); width: 90000px; height: 9000px; background: #fff">big</div>',
      '',
      '<div style="font-size: 4000px; line-height: 1; margin-top: -2000px">W</div>',
      '',
      'Kept: <span style="color: #c00">red</span>.',
      '',
    ].join('\n'),
  );
  await put(
    at('docs/components.mdx'),
    [
      '---',
      'title: Components',
      '---',
      '',
      "import Card from '@site/src/components/Card';",
      '',
      '<Card href="javascript:alert(1)" title="Card" style={{fontFamily: "\\\\\'", position: \'fixed\', inset: 0, zIndex: 2147483647, background: \'#fff\'}}>',
      '',
      'Card body.',
      '',
      '</Card>',
      '',
      "<div style={{fontFamily: \"\\\\'\", position: 'fixed', inset: 0, zIndex: 2147483647, background: '#fff'}}>over</div>",
      '',
    ].join('\n'),
  );
  await put(
    at('docs/islands.md'),
    `---\ntitle: Islands\n---\n\n<div data-island="src/components/Card.tsx#default" data-island-props='{"href":"javascript:alert(1)","title":"forged"}' data-island-hydrate>forged island</div>\n`,
  );
  // The site's own component (site code, trusted): it renders the props it is given.
  await put(
    at('src/components/Card.tsx'),
    "import { useState, type ReactNode } from 'react';\n\nexport default function Card({ href, title, style, children }: { href?: string; title?: string; style?: Record<string, string>; children?: ReactNode }) {\n  const [open, setOpen] = useState(true);\n  return (\n    <div className=\"card\" style={style}>\n      <a href={href ?? '#'} onClick={() => setOpen(!open)}>{title}</a>\n      {open ? children : null}\n    </div>\n  );\n}\n",
  );
  // Version 1.0: its sidebar links to a script and a data URL.
  await put(at('versions.json'), '["1.0"]\n');
  await put(at('versioned_docs/version-1.0/intro.md'), '---\ntitle: Intro 1.0\n---\n\nThe old introduction.\n');
  await put(
    at('versioned_sidebars/version-1.0-sidebars.json'),
    '{\n  "docs": [\n    "intro",\n    { "type": "link", "label": "Evil", "href": "javascript:alert(1)" },\n    { "type": "link", "label": "Data", "href": "data:text/html,<script>alert(1)</script>" }\n  ]\n}\n',
  );
  // Posts whose titles, tags and authors try to break the feeds.
  await put(at('blog/authors.yml'), `eve:\n  name: ${JSON.stringify(FEED_AUTHOR)}\n  url: https://example.com/eve\n`);
  await put(
    at('blog/2024-03-01-release.md'),
    `---\ntitle: ${JSON.stringify(FEED_TITLE)}\ndescription: "<b>desc</b> ]]>"\ntags: [${JSON.stringify(FEED_TAG)}, '"q"&']\nauthors: [eve]\n---\n\nRelease notes.\n`,
  );
  await put(at('blog/2024-02-01-older.md'), '---\ntitle: Older\nauthors: [eve]\n---\n\nOlder notes.\n');
  await put(
    at('api/one.yaml'),
    spec(
      'API one',
      [
        '  - url: https://{region}.one.example.com',
        '    variables:',
        '      region:',
        '        default: eu',
        '        enum: [eu, "x;script-src-elem", "x \'unsafe-inline\'", "evil.example/a;report-uri /r"]',
      ].join('\n'),
    ),
  );
  await put(at('api/two.yaml'), spec('API two', '  - url: https://two.example.com/v1'));
  await put(at(`static/${PAYLOAD}`), `window.__pwned = 'payload.txt ran'; fetch('${HOSTS_BASE}__pwned/payload');\n`);
  await put(at('static/img/ok.png'), 'PNG');
  // Translations: every theme file kind, every message hostile.
  for (const locale of LOCALES.slice(1)) {
    const dir = `i18n/${locale}`;
    await put(
      at(`${dir}/code.json`),
      json({ 'theme.common.editThisPage': `Edit ${HOSTILE_HTML}`, 'theme.docs.breadcrumbs.home': `<img src=x onerror=alert(1)>Home` }),
    );
    await put(
      at(`${dir}/docusaurus-theme-classic/navbar.json`),
      json({ title: `Hosts ${HOSTILE_HTML}`, 'item.label.Docs': `<b>Docs</b>${HOSTILE_HTML}` }),
    );
    await put(
      at(`${dir}/docusaurus-theme-classic/footer.json`),
      json({
        copyright: `© ${locale} <a href="/hh/">home</a> ${HOSTILE_HTML}`,
        'link.title.Docs': `Docs ${HOSTILE_HTML}`,
        'link.item.label.Intro': HOSTILE_HTML,
      }),
    );
    await put(at(`${dir}/docusaurus-plugin-content-blog/options.json`), json({ title: `Blog ${HOSTILE_HTML}`, description: HOSTILE_HTML }));
    await put(
      at(`${dir}/docusaurus-plugin-content-docs/current.json`),
      json({ 'version.label': `Next ${HOSTILE_HTML}`, 'sidebar.docs.category.Guides': `Guides ${HOSTILE_HTML}` }),
    );
  }
  return { siteDir };
}

export { OUTSIDE_MARKER };
