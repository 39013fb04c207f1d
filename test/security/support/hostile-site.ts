import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../../model/diagnostics.ts';
import { rendererFor } from '../../../core/markdown/render-job.ts';
import { MARKUP_VECTORS, SAFE_MARKUP } from '../corpus/markup.ts';
import {
  ALLOWED_ACTIVE,
  AUTHORS_YAML,
  CATEGORY_JSON,
  CONFIG_VECTORS,
  FRONTMATTER_VECTORS,
  OPENAPI_SPEC,
  STATIC_VECTORS,
  TAGS_YAML,
} from '../corpus/sources.ts';
import { markdownConfig } from '../../../core/config/markdown-config.ts';

/** Written into every file outside the site folder: it must never appear in the output. */
export const OUTSIDE_MARKER = 'OUTSIDE-THE-SITE-7c1e9b';

export const BASE = '/hx/';

export interface HostileSite {
  root: string;
  siteDir: string;
  /** Vector ids with an `.mdx` page (the others MDX refuses to parse: such a file is an error, never published). */
  mdx: string[];
  /** Vector ids whose `.mdx` form MDX cannot parse. */
  mdxRefused: string[];
}

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const page = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\nVector ${title} starts.\n\n${body}\n\nEND-OF-VECTOR\n`;

/** Files beside the site that content tries to reach: each holds OUTSIDE_MARKER. */
export async function writeOutside(root: string): Promise<string> {
  const outside = path.join(root, 'outside');
  await put(path.join(outside, 'secret.png'), `PNG ${OUTSIDE_MARKER}`);
  await put(path.join(outside, 'secret.txt'), `text ${OUTSIDE_MARKER}`);
  await put(path.join(outside, '_secret.mdx'), `Secret partial ${OUTSIDE_MARKER}\n`);
  await put(path.join(outside, 'spec.yaml'), `openapi: 3.0.3\ninfo: { title: "${OUTSIDE_MARKER}", version: "1" }\npaths: {}\n`);
  await put(path.join(outside, 'docs', 'leak.md'), `---\ntitle: Leak\n---\n\n${OUTSIDE_MARKER}\n`);
  return outside;
}

/**
 * The hostile site: every markup vector as `docs/md/<id>.md` (CommonMark with raw HTML) and, when
 * MDX parses it, `docs/mdx/<id>.mdx`; the safe markup the same two ways; every frontmatter, author,
 * tag, category, static-file, OpenAPI and config vector. It must build (warnings only).
 */
export async function writeHostileSite(root: string): Promise<HostileSite> {
  await writeOutside(root);
  const siteDir = path.join(root, 'site');
  const mdxParses = mdxChecker();
  const mdx: string[] = [];
  const mdxRefused: string[] = [];
  for (const vector of MARKUP_VECTORS) {
    await put(path.join(siteDir, 'docs/md', `${vector.id}.md`), page(vector.id, vector.markup));
    const text = page(vector.id, vector.mdx ?? vector.markup);
    if (await mdxParses(text)) {
      mdx.push(vector.id);
      await put(path.join(siteDir, 'docs/mdx', `${vector.id}.mdx`), text);
    } else mdxRefused.push(vector.id);
  }
  for (const safe of SAFE_MARKUP) {
    await put(path.join(siteDir, 'docs/safe-md', `${safe.id}.md`), page(safe.id, safe.markup));
    await put(path.join(siteDir, 'docs/safe-mdx', `${safe.id}.mdx`), page(safe.id, safe.markup));
  }
  for (const fm of FRONTMATTER_VECTORS) {
    const file = fm.blog ? path.join(siteDir, 'blog', `2024-01-02-${fm.id}.md`) : path.join(siteDir, 'docs/fm', `${fm.id}.md`);
    await put(file, `---\n${fm.yaml}\n---\n\nFrontmatter vector ${fm.id}.\n`);
  }
  await put(path.join(siteDir, 'blog/authors.yml'), AUTHORS_YAML);
  await put(path.join(siteDir, 'blog/tags.yml'), TAGS_YAML);
  await put(
    path.join(siteDir, 'blog/2024-02-01-authors.md'),
    '---\ntitle: Authors post\nauthors: [evil, tabbed, safe]\ntags: [evil]\n---\n\nExcerpt <img src=x onerror=alert(1)> [x](javascript:alert(1)).\n\n<!-- truncate -->\n\nRest.\n',
  );
  await put(path.join(siteDir, 'docs/cat/_category_.json'), CATEGORY_JSON);
  await put(path.join(siteDir, 'docs/cat/inside.md'), '---\ntitle: Inside the category\n---\n\nText.\n');
  await put(
    path.join(siteDir, 'pages/index.md'),
    '---\ntitle: Home\nhero:\n  title: "<img src=x onerror=alert(1)>"\n  tagline: "<script>alert(1)</script>"\n  actions:\n    - { text: "Go", link: "javascript:alert(1)" }\n    - { text: "Safe", link: "/docs/md/script-plain" }\nfeatures:\n  - { title: "<img src=x onerror=alert(1)>", details: "x", link: "javascript:alert(1)" }\n---\n\nHome.\n',
  );
  for (const s of STATIC_VECTORS) await put(path.join(siteDir, 'static', s.file), s.content);
  await put(path.join(siteDir, 'api/evil.yaml'), OPENAPI_SPEC);
  await put(path.join(siteDir, 'portal.config.yaml'), config());
  return { root, siteDir, mdx, mdxRefused };
}

function config(): string {
  const c = CONFIG_VECTORS;
  return [
    `title: ${c.title}`,
    `tagline: ${c.tagline}`,
    'url: https://hostile.example.com',
    `baseUrl: ${BASE}`,
    'markdown: { format: detect }',
    'docs:',
    '  sidebars:',
    // A small sidebar (the vector pages stand alone): labels from hostile frontmatter and a category file.
    '    main:',
    '      - { type: autogenerated, dirName: fm }',
    '      - { type: autogenerated, dirName: cat }',
    '      - md/script-plain',
    `      - ${c.sidebarLink}`,
    'navbar:',
    '  title: Hostile',
    '  items:',
    '    - { type: docSidebar, sidebarId: main, label: Docs }',
    ...c.navbarItems.map((i) => `    - ${i}`),
    'footer:',
    '  links:',
    '    - title: Links',
    '      items:',
    ...c.footerItems.map((i) => `        - ${i}`),
    `  copyright: ${c.copyright}`,
    'announcementBar:',
    '  id: hostile-1',
    `  content: ${c.announcement}`,
    '  dismissible: true',
    'apis:',
    '  - { id: evil, title: Evil API, spec: api/evil.yaml, route: /docs/api/evil }',
    'allowedIframeHosts: [www.youtube-nocookie.com]',
    'allowedActiveFiles:',
    ...ALLOWED_ACTIVE.map((f) => `  - ${f}`),
    '',
  ].join('\n');
}

/** Whether the project's MDX pipeline parses a page (the build would stop at one it cannot). */
function mdxChecker(): (text: string) => Promise<boolean> {
  const renderer = rendererFor({
    baseUrl: BASE,
    markdown: markdownConfig({ format: 'detect' }),
    trailingSlash: null,
    highlight: false,
    allowedIframeHosts: [],
    fileRoutes: [],
    siteFiles: [],
  });
  return async (text) => {
    const diagnostics: Diagnostic[] = [];
    try {
      await renderer.render(text, { absPath: '/site/docs/check.mdx', relPath: 'docs/check.mdx', display: 'docs/check.mdx' }, diagnostics);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * A site whose every way out of the site folder is an error: partials through `..`, `@site/..`
 * and a symbolic link, linked docs and static files, a linked docs folder, and specs outside
 * (relative, absolute, linked). The build must fail, name each one, and write nothing.
 */
export async function writeOutsideSite(
  root: string,
): Promise<{ siteDir: string; expected: { code: string; file: string; line?: number }[] }> {
  const outside = await writeOutside(root);
  const siteDir = path.join(root, 'site');
  await put(
    path.join(siteDir, 'docs/partials.mdx'),
    '---\ntitle: Partials\n---\n\nimport A from "../../outside/_secret.mdx";\nimport B from "@site/../outside/_secret.mdx";\nimport C from "./_linked.mdx";\n\n<A />\n\n<B />\n\n<C />\n',
  );
  await symlink(path.join(outside, '_secret.mdx'), path.join(siteDir, 'docs/_linked.mdx'));
  await symlink(path.join(outside, 'docs'), path.join(siteDir, 'docs/linked-folder'));
  await symlink(path.join(outside, 'docs/leak.md'), path.join(siteDir, 'docs/leak.md'));
  await mkdir(path.join(siteDir, 'static'), { recursive: true });
  await symlink(path.join(outside, 'secret.txt'), path.join(siteDir, 'static/secret.txt'));
  await symlink(path.join(outside, 'spec.yaml'), path.join(siteDir, 'linked-spec.yaml'));
  await put(
    path.join(siteDir, 'portal.config.yaml'),
    [
      'title: Outside',
      'url: https://outside.example.com',
      'baseUrl: /',
      'apis:',
      '  - id: relative',
      '    title: Relative',
      '    spec: ../outside/spec.yaml',
      '    route: /docs/api/relative',
      '  - id: absolute',
      '    title: Absolute',
      `    spec: ${path.join(outside, 'spec.yaml')}`,
      '    route: /docs/api/absolute',
      '  - id: linked',
      '    title: Linked',
      '    spec: linked-spec.yaml',
      '    route: /docs/api/linked',
      '',
    ].join('\n'),
  );
  return {
    siteDir,
    expected: [
      { code: 'partial-outside', file: 'docs/partials.mdx', line: 5 },
      { code: 'partial-outside', file: 'docs/partials.mdx', line: 6 },
      { code: 'partial-outside', file: 'docs/partials.mdx', line: 7 },
      { code: 'symlink-outside', file: 'docs/_linked.mdx' },
      { code: 'symlink-outside', file: 'docs/linked-folder' },
      { code: 'symlink-outside', file: 'docs/leak.md' },
      { code: 'symlink-outside', file: 'static/secret.txt' },
      { code: 'openapi-spec-outside', file: 'portal.config.yaml', line: 7 },
      { code: 'openapi-spec-outside', file: 'portal.config.yaml', line: 11 },
      { code: 'openapi-spec-outside', file: 'portal.config.yaml', line: 15 },
    ],
  };
}
